// Hands per seat in the 6- and 8-seat EPIC formats (rules digest D.7 "Tactician / national items"
// column, D.8): the seats block of the state (state.ts seatx[SEATX_BYTES]), the only module that names
// its offsets. The CinC's (role 0) Tactician hand stays in napoleonics/extension.ts `tHand`, so the 2-
// and 4-seat games (where the CinC holds every card, D.7) keep their layout and their bits: nothing
// here is read or written unless seatHands() (6 or 8 seats, EPIC on, Tactician cards in play).
// Called by napoleonics/nap-legal.ts (who may play which card), napoleonics/tactician.ts (whose units
// a card helps), ../nap-flow.ts (the hand a card leaves and the hand a draw goes to), ../epic-flow.ts
// (the draws a played card calls for), ../encode.ts (the viewer's own hand) and ../contract.ts
// (determinization per seat).
//
//   0  thand[2 sides][3 roles 1..3][16 kinds] u8   Tactician hands of the non-CinC seats:
//                                                  byte side * 48 + (role - 1) * 16 + kind
//  96  pend[2 sides] u16    routed Tactician draws waiting: 4 bits per role (role r: bits 4r..4r+3);
//                           the side's count (extension.ts tPending) may hold more: those are
//                           "unrouted" and go to the fallback role (routeRole below)
// 100  started u8           1 once seatStart ran (the Tactician deal routed, the national items split)
// 101  roles u8             bits 0..1 the role whose Tactician card is in effect for the turn
//                           (extension.ts X_TACT_TURN), bits 2..3 the role whose guard card is in
//                           effect (X_TACT_GUARD), bits 4..5 the hand card's holder at the pick (the
//                           fallback for an unrouted draw of the active side)
// 102  mrDice[4 roles] u8   Mother Russia dice not yet rolled per role of the Russian side (D.7: each
//                           player rolls his own share; the one rolling now has his in X_MR_DICE)
// 106  ironWill[2 sides][4 roles] u8  Iron Will tokens per seat (D.7: a share each plus one); the
//                           state's ironWill[side] stays their sum
// 114  guerrilla[4 roles] u8 Guerrilla tokens per role of the Spanish side (D.7: split among the
//                           players with 4+ Spanish units in their section); X_GUERRILLA stays the sum
// 118  mrRole u8            the role whose Mother Russia dice are rolled and placed now
// 119  guerrillaRole u8     the role deciding the Guerrilla attempt offered now
// 120  cmdHand[2 sides][3 roles 1..3][8] u8  La Grande corps commanders' own Command hands (D.8:
//                           the scenario's epic.seats[].cards), a short list of card kind + 1 (0: empty
//                           slot); reserved: the core does not deal them yet
// 168  end (SEATX_BYTES)
import { seatxByte, setSeatxByte, uHex, uSide, uType, unitCount, phase, ironWill, setIronWill, NONE } from "../state";
import { MAX_HEX } from "../../common/geometry";
import { cardHas, CF_SCOUT, CF_ROLL_ORDERS } from "../ruleset";
import { ruleOpt, RuleOpt } from "../scenario";
import { epicOn, seatCount } from "./config";
import { tactOn, tactStart, mrSide, guerrillaSide } from "../napoleonics/config";
import { MAX_TACT_KINDS, tHand, setTHand, tDeck, setTDeck, tPending, setTPending, takeTactFromDeck, xGet, xSet, xGet16, X_TACT_TARGET, X_GUERRILLA } from "../napoleonics/extension";
import { sectionRole, sectionFor, cardRole, seatToAct, holderA, holderB } from "./seats";
import { eGet, E_STAGE, ST_B } from "./block";
import { EPIC_NO_PICK } from "./actions";
import { NAP_PHASE_TACT_RESPONSE, NAP_PHASE_MR_PLACE, NAP_PHASE_GUERRILLA } from "../napoleonics/actions";
import { printedSections } from "./placement";
import { NAP_NATION, Nation } from "../ruleset";
import { SEC_L, SEC_C, SEC_R } from "../types";

const S_THAND: i32 = 0;
const S_PEND: i32 = 96;
const S_STARTED: i32 = 100;
const S_ROLES: i32 = 101;
const S_MR_DICE: i32 = 102;
const S_IRON_WILL: i32 = 106;
const S_GUERRILLA: i32 = 114;
const S_MR_ROLE: i32 = 118;
const S_GUER_ROLE: i32 = 119;
export const S_CMD_HAND: i32 = 120;
export const CMD_HAND_SLOTS: i32 = 8;

/** Each seat holds its own Tactician cards (6 and 8 seats, D.7); false in 2 and 4 seats. */
@inline export function seatHands(): bool { return seatCount >= 6 && epicOn && tactOn; }

/** Does role `role` hold Tactician cards and national items in this format (8 seats: the CinC keeps
 *  none, D.7)? */
@inline function holdsItems(role: i32): bool { return role < (seatCount >> 1) && !(seatCount == 8 && role == 0); }

// ---- the hands --------------------------------------------------------------------------------------
/** Tactician cards of kind k held by `seat` (side = seat & 1, role = seat >> 1). Role 0 (the CinC,
 *  every seat of the 2- and 4-seat games) reads extension.ts tHand. */
export function seatTHand(s: usize, seat: i32, k: i32): i32 {
  const role = seat >> 1;
  if (role == 0) return tHand(s, seat & 1, k);
  return seatxByte(s, S_THAND + (seat & 1) * 48 + (role - 1) * 16 + k);
}
export function setSeatTHand(s: usize, seat: i32, k: i32, v: i32): void {
  const role = seat >> 1;
  if (role == 0) { setTHand(s, seat & 1, k, v); return; }
  setSeatxByte(s, S_THAND + (seat & 1) * 48 + (role - 1) * 16 + k, v);
}
/** Tactician cards `seat` holds. */
export function seatTCount(s: usize, seat: i32): i32 {
  let n = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) n += seatTHand(s, seat, k);
  return n;
}
/** Tactician cards in the hands of roles 1..3 (both sides): the part of the deck's total napInvariants
 *  adds to the CinCs' hands. Zero outside seatHands(). */
export function extraSeatTCount(s: usize): i32 {
  let n = 0;
  for (let i = 0; i < 96; i++) n += seatxByte(s, S_THAND + i);
  return n;
}

// ---- who plays, and for whose units --------------------------------------------------------------
/** The role of `side` that plays a Tactician card now: the seat to act's role (PLAY: the CinC; an
 *  order phase: the card's holder; a response: the attacked unit's commander); 0 outside seatHands. */
export function tactRole(s: usize): i32 {
  if (!seatHands()) return 0;
  const a = seatToAct(s);
  return a < 0 || a > 7 ? 0 : a >> 1;
}
/** The role ordering with the card of the current stage (E_STAGE B: the display card's holder, else
 *  the hand card's), as seats.ts actingRole does in Phase.ORDER. */
export function orderRole(s: usize): i32 { return eGet(s, E_STAGE) == ST_B ? holderB(s) : holderA(s); }
/** The role commanding the unit u of its side (the section it stands in, its owner's view). */
export function unitRole(s: usize, u: i32): i32 {
  const h = uHex(s, u);
  return h >= MAX_HEX ? 0 : sectionRole(sectionFor(h, uSide(s, u)));
}
/** The role deciding a Tactician response for the side's unit on hex h (D.7: his cards may be used
 *  against enemy units that attack his units): the commander of the section h is in. */
export function responseRole(s: usize, side: i32, h: i32): i32 {
  return h < 0 || h >= MAX_HEX ? 0 : sectionRole(sectionFor(h, side));
}
/** The role deciding for `side` in the phases of napoleonics/actions.ts (seats.ts actingRole), 6 and
 *  8 seats: a Tactician response (NAP_PHASE_TACT_RESPONSE) by the attacked unit's commander, a Mother
 *  Russia result by the player who rolled it, a Guerrilla attempt by the token holder guerrillaMay
 *  chose; the CinC for everything else. */
export function napRole(s: usize, side: i32): i32 {
  if (seatCount < 6 || !epicOn) return 0;
  const p = phase(s);
  if (p == NAP_PHASE_MR_PLACE) return mrRole(s);
  if (p == NAP_PHASE_GUERRILLA) return seatxByte(s, S_GUER_ROLE);
  if (p != NAP_PHASE_TACT_RESPONSE || !tactOn) return 0;
  return responseRole(s, side, xGet16(s, X_TACT_TARGET));
}
/** A card of `role` of `side` may move or help the unit on hex h (his section's units only, D.7). */
export function roleMayUse(s: usize, side: i32, role: i32, h: i32): bool { return !seatHands() || inSection(side, role, h); }
/** Is hex h in `role`'s section (from `side`'s view)? */
@inline function inSection(side: i32, role: i32, h: i32): bool { return h >= 0 && h < MAX_HEX && sectionRole(sectionFor(h, side)) == role; }
/** Records the role of the turn card (guard false) or guard card (guard true) just played. */
export function setEffectRole(s: usize, guard: bool, role: i32): void {
  if (!seatHands()) return;
  const r = seatxByte(s, S_ROLES);
  setSeatxByte(s, S_ROLES, guard ? (r & ~12) | ((role & 3) << 2) : (r & ~3) | (role & 3));
}
/** The turn card's (guard false) or guard card's role; its effect helps that role's section's units only. */
@inline export function effectRole(s: usize, guard: bool): i32 { const r = seatxByte(s, S_ROLES); return guard ? (r >> 2) & 3 : r & 3; }
/** Does the turn / guard card in effect help unit u (always outside seatHands)? */
export function effectHelps(s: usize, u: i32, guard: bool): bool {
  return !seatHands() || u == NONE || unitRole(s, u) == effectRole(s, guard);
}

/** nap-flow.ts: a Tactician card of kind k leaves the hand of `role` of `side` (tactRole: 0 outside
 *  seatHands, where this is the side's hand in extension.ts as before). */
export function takeTact(s: usize, side: i32, role: i32, k: i32): void {
  const seat = side + 2 * role;
  setSeatTHand(s, seat, k, seatTHand(s, seat, k) - 1);
}

// ---- draws: which seat a Tactician card goes to (D.7 end of turn) ------------------------------------
@inline function pend(s: usize, side: i32, role: i32): i32 {
  return ((seatxByte(s, S_PEND + side * 2 + (role >> 1)) >> ((role & 1) << 2)) & 15);
}
function setPend(s: usize, side: i32, role: i32, v: i32): void {
  const i = S_PEND + side * 2 + (role >> 1), sh = (role & 1) << 2;
  setSeatxByte(s, i, (seatxByte(s, i) & ~(15 << sh)) | ((min(v, 15) & 15) << sh));
}
function pendSum(s: usize, side: i32): i32 { let n = 0; for (let r = 0; r < 4; r++) n += pend(s, side, r); return n; }

/** Queues n draws for `role` of `side`: the side's count (tPending) and the role's share grow alike
 *  (both cap at 15). */
export function queueDraws(s: usize, side: i32, role: i32, n: i32): void {
  const room = 15 - tPending(s, side);
  const m = min(n, room);
  if (m <= 0) return;
  setTPending(s, side, tPending(s, side) + m);
  setPend(s, side, role, pend(s, side, role) + m);
}
/** The draws a side's count already holds go to `role` (the count was raised by the caller). */
export function routeDraws(s: usize, side: i32, role: i32, n: i32): void {
  if (seatHands()) setPend(s, side, role, pend(s, side, role) + n);
}

/** The share of `total` items of player i (0..2 in role order) of 6 / 8 seats (D.7): an even share,
 *  the extras to the first players (the CinC first, our fixed rule for "the CinC assigns extras";
 *  8 seats: the corps commanders only, so the left one first). */
@inline function shareOf(total: i32, i: i32): i32 { return total / 3 + (i < total % 3 ? 1 : 0); }
/** The first role holding items in this format (8 seats: the CinC holds none). */
@inline function firstRole(): i32 { return seatCount == 8 ? 1 : 0; }

/** At the end of the deal (nap-flow.ts napAfterAction(-1)), 6 and 8 seats of EPIC: the Tactician
 *  deal is routed (each player 1 card plus his share of the scenario's count) and the Iron Will
 *  tokens are split (each player his share plus one, D.7). */
export function seatStart(s: usize): void {
  if (seatCount < 6 || !epicOn || seatxByte(s, S_STARTED) != 0) return;
  setSeatxByte(s, S_STARTED, 1);
  const first = firstRole();
  for (let side = 0; side < 2; side++) {
    const total = tactOn ? <i32>tactStart[side] : 0;
    if (total > 0) {
      setTPending(s, side, 0);
      for (let i = 0; i < 3; i++) queueDraws(s, side, first + i, 1 + shareOf(total, i));
    }
    if (side == guerrillaSide) splitGuerrilla(s);
    const iw = ironWill(s, side);
    if (iw > 0) {
      let sum = 0;
      for (let i = 0; i < 3; i++) { const n = shareOf(iw, i) + 1; setSeatxByte(s, S_IRON_WILL + side * 4 + first + i, n); sum += n; }
      setIronWill(s, side, sum);
    }
  }
}

// ---- national items per seat (D.7) -----------------------------------------------------------------
/** Spanish units of the Spanish side alive in `role`'s section. */
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
    setSeatxByte(s, S_GUERRILLA + r, v); sum += v; i++;
  }
  xSet(s, X_GUERRILLA + guerrillaSide, sum);
}

/** 6 and 8 seats: may a Guerrilla attempt answer French card k (nap-flow.ts cardPlayed)? The first
 *  Spanish player in role order holding a token whose section the card is played in (its printed
 *  sections; a card whose section is chosen only at the pick: any holder, [Interp]) decides it
 *  (guerrillaRole). Always true outside those formats. */
export function guerrillaMay(s: usize, k: i32): bool {
  if (seatCount < 6 || !epicOn) return true;
  const m = printedSections(k); // the French player's view: turned to the Spanish side's
  const sec = ((m & SEC_L) << 2) | (m & SEC_C) | ((m & SEC_R) >> 2);
  for (let r = 0; r < 4; r++) {
    if (seatxByte(s, S_GUERRILLA + r) == 0) continue;
    if (m != 0 && (roleSections(r) & sec) == 0) continue;
    setSeatxByte(s, S_GUER_ROLE, r);
    return true;
  }
  return false;
}
/** The section bits (owner's view) `role` commands in 6 / 8 seats. */
function roleSections(role: i32): i32 {
  if (seatCount == 8) return role == 1 ? SEC_L : role == 2 ? SEC_C : role == 3 ? SEC_R : 0;
  return role == 0 ? SEC_C : role == 1 ? SEC_L : SEC_R;
}
/** The deciding player's token is spent (d = -1) or given back (d = 1, option NAP_GUERRILLA_TOKEN_BACK). */
export function guerrillaToken(s: usize, d: i32): void {
  if (seatCount < 6 || !epicOn) return;
  const i = S_GUERRILLA + seatxByte(s, S_GUER_ROLE);
  setSeatxByte(s, i, seatxByte(s, i) + d);
}
/** A Spanish Scout card k earns a token (C.16): 6 and 8 seats, for its holder only when his section
 *  holds 4 or more Spanish units (D.7); true when the side's count is to grow. */
export function guerrillaEarn(s: usize, k: i32): bool {
  if (seatCount < 6 || !epicOn) return true;
  const r = cardRole(k, 0);
  if (!guerrillaHolder(s, r)) return false;
  setSeatxByte(s, S_GUERRILLA + r, seatxByte(s, S_GUERRILLA + r) + 1);
  return true;
}

/** Iron Will tokens unit u may spend (napoleonics/dice.ts): its section commander's in 6 and 8 seats,
 *  the side's otherwise. */
export function ironWillFor(s: usize, u: i32): i32 {
  const side = uSide(s, u);
  if (seatCount < 6 || !epicOn) return ironWill(s, side);
  return seatxByte(s, S_IRON_WILL + side * 4 + unitRole(s, u));
}
/** Unit u spends n Iron Will tokens (napoleonics/national.ts): its commander's and the side's count. */
export function spendIronWillFor(s: usize, u: i32, n: i32): void {
  const side = uSide(s, u);
  setIronWill(s, side, ironWill(s, side) - n);
  if (seatCount < 6 || !epicOn) return;
  const i = S_IRON_WILL + side * 4 + unitRole(s, u);
  setSeatxByte(s, i, seatxByte(s, i) - n);
}

/** Mother Russia in 6 and 8 seats (D.7): the side's `dice` are split (each player his share, no extra
 *  die) and the first player with dice rolls; returns his dice (nap-flow.ts puts them in X_MR_DICE).
 *  Outside those formats the dice are returned unchanged. */
export function mrSplit(s: usize, dice: i32): i32 {
  if (seatCount < 6 || !epicOn) return dice;
  const first = firstRole();
  for (let i = 0; i < 3; i++) setSeatxByte(s, S_MR_DICE + first + i, shareOf(dice, i));
  return mrNextRoller(s);
}
/** The next player of the Russian side with dice left rolls (his dice are returned and taken off his
 *  share; mrRole names him); 0 when none is left (or outside 6 and 8 seats). */
export function mrNextRoller(s: usize): i32 {
  if (seatCount < 6 || !epicOn) return 0;
  for (let r = 0; r < 4; r++) {
    const n = seatxByte(s, S_MR_DICE + r);
    if (n > 0) { setSeatxByte(s, S_MR_DICE + r, 0); setSeatxByte(s, S_MR_ROLE, r); return n; }
  }
  return 0;
}
/** The role placing Mother Russia results now (0 outside 6 and 8 seats). */
@inline export function mrRole(s: usize): i32 { return seatCount < 6 || !epicOn ? 0 : seatxByte(s, S_MR_ROLE); }
/** A Mother Russia result may go to hex h: in 6 and 8 seats only in the roller's own section (D.7:
 *  each player rolls for himself; the section rule is ours, as for Tactician cards). */
export function mrMayPlace(s: usize, h: i32): bool {
  return seatCount < 6 || !epicOn || inSection(mrSide, mrRole(s), h);
}

/** The seat-hands part of the pick (epic-flow.ts, D.6 steps 3-4 with D.7's seats): the hand card's
 *  holder is recorded; a Scout's draw goes to the role holding it; Elan makes every Tactician-holding
 *  player of both sides draw (the side's one draw queued by epic-flow becomes the first role's). */
export function seatCardDraws(s: usize, side: i32, a: i32, secA: i32, b: i32, secB: i32): void {
  const ra = cardRole(a, secA);
  setSeatxByte(s, S_ROLES, (seatxByte(s, S_ROLES) & ~48) | (ra << 4));
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

/** A role that may hold Tactician cards for a draw meant for `role` (8 seats: a draw of the CinC, who
 *  keeps none, goes to the corps commander holding the fewest, the lowest role on ties; [Interp]). */
function fallbackRole(s: usize, side: i32, role: i32): i32 {
  if (holdsItems(role)) return role;
  let best = 1, bn = 99;
  for (let r = 1; r < 4; r++) {
    if (!holdsItems(r)) continue;
    const n = seatTCount(s, side + 2 * r);
    if (n < bn) { bn = n; best = r; }
  }
  return best;
}

/** The role of `side` that receives the Tactician card being drawn now (nap-flow.ts drawTactician),
 *  taken off the routed draws: the first role with a routed draw; an unrouted draw (a 3-star card that
 *  gave no March Move, turn.ts) goes to the hand card's holder of the pick (fallbackRole). */
export function drawRole(s: usize, side: i32): i32 {
  if (seatCount < 6) return 0;
  if (pendSum(s, side) > tPending(s, side)) { // the routed draws were dropped (nap-flow startDraw: no card left)
    for (let r = 0; r < 4; r++) setPend(s, side, r, 0);
  }
  for (let r = 0; r < 4; r++) {
    const p = pend(s, side, r);
    if (p > 0) { setPend(s, side, r, p - 1); return r; }
  }
  return fallbackRole(s, side, (seatxByte(s, S_ROLES) >> 4) & 3);
}

/** nap-flow.ts: a drawn Tactician card of kind k goes to the hand of the role drawRole names. */
export function giveTact(s: usize, side: i32, k: i32): void {
  const seat = side + 2 * (seatHands() ? drawRole(s, side) : 0);
  setSeatTHand(s, seat, k, seatTHand(s, seat, k) + 1);
}

// ---- determinization per seat (contract.ts determinize) ---------------------------------------------
const stashed = new StaticArray<u8>(8);
/** Moves every Tactician hand except `viewer`'s (teammates' included) into the Tactician deck, keeping
 *  their sizes for redealSeatTacts. Nothing outside seatHands(). */
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

/** Invariant (napInvariants): outside seatHands the block's hands are empty; in 8 seats the CinCs
 *  hold no Tactician card; after seatStart each side's Iron Will and Guerrilla counts are its seats' sums. */
export function seatHandsConsistent(s: usize): bool {
  if (seatCount >= 6 && epicOn && seatxByte(s, S_STARTED) != 0) {
    for (let side = 0; side < 2; side++) {
      let n = 0;
      for (let r = 0; r < 4; r++) n += seatxByte(s, S_IRON_WILL + side * 4 + r);
      if (n != ironWill(s, side)) return false;
    }
    if (guerrillaSide < 2) {
      let g = 0;
      for (let r = 0; r < 4; r++) g += seatxByte(s, S_GUERRILLA + r);
      if (g != xGet(s, X_GUERRILLA + guerrillaSide)) return false;
    }
  }
  if (!seatHands()) return extraSeatTCount(s) == 0;
  if (seatCount == 8) {
    for (let side = 0; side < 2; side++) if (seatTCount(s, side) != 0) return false;
  }
  return true;
}
