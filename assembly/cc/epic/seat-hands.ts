// Hands per seat in the 6- and 8-seat EPIC formats (rules digest D.7 "Tactician / national items"
// column, D.8): the parts that need the seats (who holds which card, who acts): the configuration
// (the format and the hex -> role table napoleonics/seat-block.ts reads; setup.ts), the start of a
// game (the Tactician deal routed to the seats, Iron Will and Guerrilla tokens split), the role playing a Tactician card now, the draws
// the pick's cards call for, the Guerrilla holder a French card may meet, and determinization per
// seat. The seats block itself (layout, hands, shares) is napoleonics/seat-block.ts. Called by
// ../nap-flow.ts, ../epic-flow.ts (pick: one line), ../legal.ts (the ORDER node's Tactician cards) and
// ../contract.ts (determinize), ../setup.ts (seatConfigure). Nothing happens in 2 and 4 seats (seatItemsOn() false).
// La Grande's corps commanders' own Command hands (D.8): their configuration (seatConfigure) and
// their determinization (stashSeatCmds / redealSeatCmds, cmdHandsOn() only).
import { uHex, uSide, uType, unitCount, ironWill, setIronWill, deck, setDeck } from "../state";
import { takeCmdFromDeck } from "../napoleonics/seat-block";
import { CARD_KIND_COUNT } from "../types";
import { MAX_HEX, onBoard } from "../../common/geometry";
import { cardHas, CF_SCOUT, CF_ROLL_ORDERS, NAP_NATION, Nation } from "../ruleset";
import { ruleOpt, RuleOpt } from "../scenario";
import { SEC_L, SEC_C, SEC_R } from "../types";
import { epicOn, seatCount, corpsHands, corpsCards, corpsTactOn, corpsTact, shareTeamHands } from "./config";
import { tactOn, tactStart, guerrillaSide } from "../napoleonics/config";
import { MAX_TACT_KINDS, tDeck, setTDeck, setTPending, takeTactFromDeck, xGet, xSet, X_GUERRILLA } from "../napoleonics/extension";
import {
  seatItemsOn, seatHands, holdsItems, firstRole, setSeatFormat, setHexRole, unitRole, shareOf, seatStarted, setSeatStarted,
  setCmdHands, cmdHandsOn, seatCmd, addSeatCmd, takeSeatCmd, seatTHand, setSeatTHand, queueDraws, routeDraws, fallbackRole, setPickRole, setIronShare, guerrillaShare, setGuerrillaShare,
  setGuerrillaRole,
} from "../napoleonics/seat-block";
import { tactPlays } from "../napoleonics/nap-legal";
import { sectionRole, sectionFor, cardRole, seatToAct, holderA, holderB } from "./seats";
import { eGet, E_STAGE, ST_B } from "./block";
import { printedSections } from "./placement";
import { EPIC_NO_PICK } from "./actions";

// ---- the start of a game -----------------------------------------------------------------------------
/** The scenario's configuration (setup.ts: at scenarioBeginRuleset and after every scenarioEpic item,
 *  the board and the dotted lines being final by then): seat-block.ts's format (6, 8 or 0) and its
 *  hex -> role table, from seats.ts sectionRole, the one source of the section -> role rule. */
export function seatConfigure(): void {
  const fmt = seatCount >= 6 && epicOn ? seatCount : 0;
  setSeatFormat(fmt);
  setCmdHands(fmt == 8 && corpsHands, corpsCards); // La Grande's corps commanders' own Command hands (D.8)
  if (fmt == 0) return;
  for (let side = 0; side < 2; side++) {
    for (let h = 0; h < MAX_HEX; h++) if (onBoard(h)) setHexRole(side, h, sectionRole(sectionFor(h, side)));
  }
}

/** At the end of the deal (nap-flow.ts napAfterAction(-1)), 6 and 8 seats of EPIC, once per game:
 *  the Tactician deal is routed (D.7: each player 1 card plus his share of the scenario's count; La
 *  Grande, D.8: each corps commander the number in the battle notes, `startTactician`),
 *  Guerrilla tokens split among the Spanish players with 4+ Spanish units in their section, Iron Will
 *  tokens split (his share plus one each). */
export function seatStart(s: usize): void {
  if (!seatItemsOn() || seatStarted(s)) return;
  setSeatStarted(s);
  const first = firstRole();
  for (let side = 0; side < 2; side++) {
    const total = tactOn ? <i32>tactStart[side] : 0;
    if (total > 0) {
      setTPending(s, side, 0);
      for (let i = 0; i < 3; i++) queueDraws(s, side, first + i, startTactician(side, first + i, total, i));
    }
    if (side == guerrillaSide) splitGuerrilla(s);
    const iw = ironWill(s, side);
    if (iw > 0) {
      let sum = 0;
      for (let i = 0; i < 3; i++) { const n = shareOf(iw, i) + 1; setIronShare(s, side, first + i, n); sum += n; }
      setIronWill(s, side, sum);
    }
  }
}

/** Tactician cards the player of `role` starts with: La Grande's battle notes per corps commander
 *  (D.8, EpicScen.CORPS_TACT), else D.7's 1 plus his even share `i` of the side's `total`. */
function startTactician(side: i32, role: i32, total: i32, i: i32): i32 {
  return corpsTactOn ? <i32>unchecked(corpsTact[side + 2 * role]) : 1 + shareOf(total, i);
}

// ---- who plays a Tactician card ------------------------------------------------------------------------
/** The role of the side to act that plays a Tactician card now: the seat to act's role (PLAY: the
 *  CinC; an order phase: the card's holder; a response: the attacked unit's commander); 0 outside
 *  6 and 8 seats. */
export function tactRole(s: usize): i32 {
  if (!seatHands()) return 0;
  const a = seatToAct(s);
  return a < 0 || a > 7 ? 0 : a >> 1;
}
/** The role ordering with the card of the current stage (E_STAGE B: the display card's holder, else
 *  the hand card's), as seats.ts actingRole does in Phase.ORDER. */
function orderRole(s: usize): i32 { return eGet(s, E_STAGE) == ST_B ? holderB(s) : holderA(s); }

/** 6 and 8 seats (D.7): a non-CinC seat plays his own Tactician cards when he orders with the card he
 *  holds (Phase.ORDER, legal.ts; built before the phase is entered, so the role comes from the stage);
 *  the CinC plays his in Phase.PLAY. Appends after n; the new count. */
export function napOrderExtras(s: usize, out: usize, n: i32): i32 {
  if (!seatHands()) return n;
  const role = orderRole(s);
  return role == 0 ? n : tactPlays(s, out, n, role);
}

// ---- draws the pick's cards call for (D.6 steps 3-4 with D.7's seats) -------------------------------------
/** epic-flow.ts pick, 6 and 8 seats: the hand card's holder is recorded (the fallback of a draw
 *  queued for the side); a Scout's draw goes to the role holding it; Elan makes every item-holding
 *  player of both sides draw (the side's one draw queued by epic-flow becomes the first role's). */
export function seatCardDraws(s: usize, side: i32, a: i32, secA: i32, b: i32, secB: i32): void {
  setPickRole(s, cardRole(a, secA));
  for (let i = 0; i < 2; i++) {
    const k = i == 0 ? a : b;
    if (k == EPIC_NO_PICK || k < 0) continue;
    if (cardHas(k, CF_SCOUT)) routeDraws(s, side, fallbackRole(s, side, cardRole(k, i == 0 ? secA : secB)), ruleOpt(RuleOpt.NAP_TACT_SCOUT_DRAW));
    if (cardHas(k, CF_ROLL_ORDERS)) {
      const n = ruleOpt(RuleOpt.NAP_TACT_ELAN_DRAW);
      for (let sd = 0; sd < 2; sd++) {
        let firstDone = false;
        for (let r = 0; r < 4; r++) {
          if (!holdsItems(r)) continue;
          if (!firstDone) { routeDraws(s, sd, r, n); firstDone = true; } else queueDraws(s, sd, r, n);
        }
      }
    }
  }
}

// ---- Guerrilla per seat (D.7) ------------------------------------------------------------------------------
/** Spanish units of the Spanish side on the board in `role`'s section. */
function spanishUnits(s: usize, role: i32): i32 {
  let n = 0;
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    if (uSide(s, u) == guerrillaSide && uHex(s, u) < MAX_HEX && <i32>NAP_NATION[uType(s, u)] == Nation.SPAIN && unitRole(s, u) == role) n++;
  }
  return n;
}
/** May `role` of the Spanish side hold Guerrilla tokens (D.7: 4 or more Spanish units in his section)? */
@inline function guerrillaHolder(s: usize, role: i32): bool { return holdsItems(role) && spanishUnits(s, role) >= 4; }

/** The Guerrilla tokens split (D.7) among the Spanish players whose section holds 4 or more Spanish
 *  units, evenly, the extras to the first in role order; none when no player qualifies (X_GUERRILLA
 *  becomes the sum of the shares). */
function splitGuerrilla(s: usize): void {
  const total = xGet(s, X_GUERRILLA + guerrillaSide);
  let n = 0;
  for (let r = 0; r < 4; r++) if (guerrillaHolder(s, r)) n++;
  let i = 0, sum = 0;
  for (let r = 0; r < 4; r++) {
    if (n == 0 || !guerrillaHolder(s, r)) continue;
    const v = total / n + (i < total % n ? 1 : 0);
    setGuerrillaShare(s, r, v); sum += v; i++;
  }
  xSet(s, X_GUERRILLA + guerrillaSide, sum);
}

/** 6 and 8 seats: may a Guerrilla attempt answer French card k (nap-flow.ts cardPlayed)? The first
 *  Spanish player in role order holding a token whose section the card is played in (its printed
 *  sections; a card whose section is chosen only at the pick: any holder, [Interp]) decides it
 *  (seat-block.ts guerrillaRole). Always true outside those formats. */
export function guerrillaMay(s: usize, k: i32): bool {
  if (!seatItemsOn()) return true;
  const m = printedSections(k); // the French player's view, turned to the Spanish side's
  const sec = ((m & SEC_L) << 2) | (m & SEC_C) | ((m & SEC_R) >> 2);
  for (let r = 0; r < 4; r++) {
    if (guerrillaShare(s, r) == 0) continue;
    if (m != 0 && (roleSections(r) & sec) == 0) continue;
    setGuerrillaRole(s, r);
    return true;
  }
  return false;
}
/** The section bits (owner's view) `role` commands in 6 / 8 seats (epic/seats.ts sectionRole's inverse). */
function roleSections(role: i32): i32 {
  if (seatCount == 8) return role == 1 ? SEC_L : role == 2 ? SEC_C : role == 3 ? SEC_R : 0;
  return role == 0 ? SEC_C : role == 1 ? SEC_L : SEC_R;
}
/** A Spanish Scout card k earns a token (C.16): 6 and 8 seats, for its holder only when his section
 *  holds 4 or more Spanish units (D.7); true when the side's count is to grow. */
export function guerrillaEarn(s: usize, k: i32): bool {
  if (!seatItemsOn()) return true;
  const r = cardRole(k, 0);
  if (!guerrillaHolder(s, r)) return false;
  setGuerrillaShare(s, r, guerrillaShare(s, r) + 1);
  return true;
}

// ---- determinization per seat (contract.ts determinize) ---------------------------------------------
const stashed = new StaticArray<u8>(8);
/** Moves every Tactician hand except `viewer`'s (teammates' included) into the Tactician deck, keeping
 *  their sizes for redealSeatTacts. Nothing outside 6 and 8 seats with Tactician cards. */
export function stashSeatTacts(s: usize, viewer: i32): void {
  if (!seatHands()) return;
  for (let seat = 0; seat < 8; seat++) {
    let n = 0;
    if (seat != viewer && holdsItems(seat >> 1)) {
      for (let k = 0; k < MAX_TACT_KINDS; k++) {
        const h = seatTHand(s, seat, k);
        n += h; setTDeck(s, k, tDeck(s, k) + h); setSeatTHand(s, seat, k, 0);
      }
    }
    unchecked(stashed[seat] = <u8>n);
  }
}
/** Deals every stashed hand its size again, at random from the Tactician deck (the unseen pool). */
export function redealSeatTacts(s: usize, viewer: i32, rng: usize): void {
  if (!seatHands()) return;
  for (let seat = 0; seat < 8; seat++) {
    if (seat == viewer) continue;
    const n = <i32>unchecked(stashed[seat]);
    for (let i = 0; i < n; i++) {
      const k = takeTactFromDeck(s, rng);
      if (k >= 0) setSeatTHand(s, seat, k, seatTHand(s, seat, k) + 1);
    }
  }
}

const stashedCmd = new StaticArray<u8>(8);
/** La Grande 8 seats (D.8): may `viewer` see the Command hand of `seat` (a corps commander)? His own;
 *  with shareTeamHands his teammates' too (the side's players show each other their hands, D.7's
 *  option carried over, [Interp]); never the other side's. */
@inline function seesCmdHand(viewer: i32, seat: i32): bool { return seat == viewer || (shareTeamHands && (seat & 1) == (viewer & 1)); }
/** Moves every corps commander's Command hand that `viewer` cannot see into the deck (the unseen
 *  pool), keeping their sizes for redealSeatCmds. Nothing outside cmdHandsOn. Called by contract.ts
 *  determinize before the other hands are resampled, so that all hidden hands come from one pool. */
export function stashSeatCmds(s: usize, viewer: i32): void {
  if (!cmdHandsOn()) return;
  for (let seat = 2; seat < 8; seat++) {
    let n = 0;
    if (!seesCmdHand(viewer, seat)) {
      for (let k = 0; k < CARD_KIND_COUNT; k++) {
        let h = seatCmd(s, seat, k);
        n += h;
        setDeck(s, k, deck(s, k) + h);
        while (h-- > 0) takeSeatCmd(s, seat, k);
      }
    }
    unchecked(stashedCmd[seat] = <u8>n);
  }
}
/** Deals every stashed corps hand its size again, at random from the deck. */
export function redealSeatCmds(s: usize, viewer: i32, rng: usize): void {
  if (!cmdHandsOn()) return;
  for (let seat = 2; seat < 8; seat++) {
    const n = <i32>unchecked(stashedCmd[seat]);
    for (let i = 0; i < n; i++) {
      const k = takeCmdFromDeck(s, rng);
      if (k < 0) return;
      addSeatCmd(s, seat, k);
    }
  }
}
