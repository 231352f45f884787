// Seats of the EPIC multi-player formats (rules digest D.7): which seat takes each decision. A side
// has 1 to 4 seats; seat = side + 2 * role, so sideOf(seat) = seat & 1 and a 2-seat game is the
// two-player game (seats 0 and 1 = the two CinCs). Read by ../epic-queries.ts (actorSeat), ../legal.ts
// (the move and battle lists of one seat at a time), ../epic-legal.ts (the marches), ../epic-flow.ts
// (who holds each card) and the determinization / observation hooks. Nothing here runs when
// seatCount is 2 (every caller tests multiSeat() first).
//
//   roles      4 seats: 0 CinC, 1 sub-commander (no fixed sections)
//              6 seats: 0 CinC (runs the centre), 1 left section, 2 right section
//              8 seats: 0 CinC (no section), 1 left, 2 centre, 3 right corps commander
//   sections   from the owner's view (his left); a hex on a dotted line (two section bits) belongs
//              to the centre commander (our choice: docs/contract.md "Seats and sides")
//   holders    block byte E_HOLDERS: bits 0..1 the role holding the hand card, bits 2..3 the role
//              holding the display card (0 both: the CinC, the 2-seat game)
//   seatDone   block byte E_SEAT_DONE: SD_MARCH / SD_MOVES / SD_BATTLES, the hand card's holder has
//              ended that step and the display card's holder acts (when the two holders differ)
import { sectionMask, MAX_HEX } from "../../common/geometry";
import {
  active, actor, phase, hand, setHand, deck, setDeck, dealFromDeck, unitAt, leaderAt, uHex, uSide, uHas, cGet, cGet16, UF_ORDERED, NONE, C_ATK, C_STRUCK, C_DEFHEX,
} from "../state";
import { SEC_L, SEC_C, SEC_R, BOTTOM, Phase, actKind, actA, CARD_KIND_COUNT } from "../types";
import { tHand, setTHand, tDeck, setTDeck, dealTactFromDeck, MAX_TACT_KINDS } from "../napoleonics/extension";
import { epicOn, seatCount, shareTeamHands } from "./config";
import { eGet, eSet, unitB, leadersB, E_HOLDERS, E_SEAT_DONE, E_STAGE, ST_B } from "./block";
import { printedSections, isTactic, isSectionCard } from "./placement";
import { EPIC_NO_PICK, EPIC_PHASE_MARCH, EPIC_PHASE_GIVE } from "./actions";
import { napRole } from "../napoleonics/nap-legal";

export const SD_MARCH: i32 = 1;
export const SD_MOVES: i32 = 2;
export const SD_BATTLES: i32 = 4;

/** More than one seat a side (the only case any function below is called for). */
@inline export function multiSeat(): bool { return seatCount > 2; }

/** The role commanding section bits `sec` (owner's view) in this format. */
export function sectionRole(sec: i32): i32 {
  if (seatCount == 4) return 0;
  if ((sec & SEC_C) != 0) return seatCount == 8 ? 2 : 0;
  if ((sec & SEC_L) != 0) return 1;
  if ((sec & SEC_R) != 0) return seatCount == 8 ? 3 : 2;
  return 0;
}

/** Section bits of hex h from `side`'s view. */
export function sectionFor(h: i32, side: i32): i32 {
  const m = sectionMask(h);
  if (side == BOTTOM) return m;
  return ((m & SEC_L) << 2) | (m & SEC_C) | ((m & SEC_R) >> 2);
}

/** 6 and 8 seats: the role a card goes to (D.7): a section card to its section's commander, a tactic
 *  card to the commander of the section chosen, a multi-section card stays with the CinC. */
export function cardRole(k: i32, chosen: i32): i32 {
  if (k == EPIC_NO_PICK) return 0;
  if (isTactic(k)) return sectionRole(chosen);
  return isSectionCard(k) ? sectionRole(printedSections(k)) : 0;
}

@inline export function holderA(s: usize): i32 { return eGet(s, E_HOLDERS) & 3; }
@inline export function holderB(s: usize): i32 { return (eGet(s, E_HOLDERS) >> 2) & 3; }
@inline export function setHolders(s: usize, a: i32, b: i32): void { eSet(s, E_HOLDERS, (a & 3) | ((b & 3) << 2)); }

/** The role acting in a step run card by card (marches, moves, battles: SD_* bit). */
export function stepRole(s: usize, bit: i32): i32 {
  return (eGet(s, E_SEAT_DONE) & bit) != 0 ? holderB(s) : holderA(s);
}

/** Ends the hand card holder's part of a step; true when the display card's holder acts next
 *  (the two holders differ and he had not acted yet), false when the step ends for the side. */
export function seatPass(s: usize, bit: i32): bool {
  const d = eGet(s, E_SEAT_DONE);
  if ((d & bit) != 0 || holderA(s) == holderB(s)) return false;
  eSet(s, E_SEAT_DONE, d | bit);
  return true;
}

/** The role holding the card that ordered unit u of the active side (the display card: block unitsB). */
@inline export function unitCardRole(s: usize, u: i32): i32 { return unitB(s, u) ? holderB(s) : holderA(s); }

/** The role that decides for the piece on hex h of the active side in a card-by-card step: a unit
 *  or leader by the holder of the card that ordered it; -1 for no piece (reserves: the hand card's). */
export function pieceRole(s: usize, h: i32): i32 {
  if (h < 0) return holderA(s);
  const u = unitAt(s, h);
  if (u != NONE) return unitCardRole(s, u);
  const l = leaderAt(s, h);
  if (l != NONE) return ((leadersB(s) >> l) & 1) != 0 ? holderB(s) : holderA(s);
  return holderA(s);
}

/** The role deciding for unit u when it is hit, retreats or answers an attack: an ordered unit of
 *  the active side by its card's holder, any other by the commander of the section it stands in. */
export function defenceRole(s: usize, u: i32, h: i32): i32 {
  if (u != NONE && uSide(s, u) == active(s) && uHas(s, u, UF_ORDERED)) return unitCardRole(s, u);
  const side = u != NONE ? uSide(s, u) : 1 - active(s);
  const at = u != NONE && h < 0 ? uHex(s, u) : h;
  return at < 0 || at >= MAX_HEX ? 0 : sectionRole(sectionFor(at, side));
}

/** The seat to act (contract actorSeat): side + 2 * role, or the raw CHANCE / TERMINAL value. */
export function seatToAct(s: usize): i32 {
  const a = actor(s);
  if (a > 1 || !epicOn || !multiSeat()) return a;
  return a + 2 * actingRole(s, a);
}

/** The role of `side` that takes the decision now (docs/contract.md "Seats and sides"). */
function actingRole(s: usize, side: i32): i32 {
  const p = phase(s);
  const dh = cGet16(s, C_DEFHEX);
  if (side != active(s)) { // the enemy turn: the commander of the section the unit is in
    if (p == Phase.IGNORE || p == Phase.RETREAT) return defenceRole(s, cGet(s, C_STRUCK), dh);
    if (p == Phase.RESPOND || p == Phase.EVADE_TO || p == Phase.LEADER_EVADE) return defenceRole(s, dh < MAX_HEX ? unitAt(s, dh) : NONE, dh);
    return napRole(s, side); // Tactician responses, Mother Russia in 6 and 8 seats: seat-hands.ts; Guerrilla: the CinC
  }
  if (p == Phase.ORDER || p == Phase.RALLY) return eGet(s, E_STAGE) == ST_B ? holderB(s) : holderA(s);
  if (p == Phase.MOVE) return stepRole(s, SD_MOVES);
  if (p == Phase.BATTLE) return stepRole(s, SD_BATTLES);
  if (p == EPIC_PHASE_MARCH) return stepRole(s, SD_MARCH);
  if (p == Phase.ADVANCE || p == Phase.EXTRA_HEX || p == Phase.BONUS || p == Phase.COMBINE) {
    const u = cGet(s, C_ATK);
    return u == NONE ? holderA(s) : unitCardRole(s, u);
  }
  if (p == Phase.IGNORE || p == Phase.RETREAT) return defenceRole(s, cGet(s, C_STRUCK), -1); // battle back
  return napRole(s, side); // the cards (play, pick, give, Scout) and the turn's end: the CinC; Mother Russia (6, 8 seats): its roller
}

/** May `seat` see the Command hand of its side? The CinC holds it (D.7: every format of EPIC);
 *  his teammates only with the option shareTeamHands. */
@inline export function seesOwnHand(seat: i32): bool { return seat < 2 || shareTeamHands; }

/** Keeps in out[0..n) the actions of the acting seat's pieces (the piece on hex a) and the step's
 *  end (`endKind`) in a card-by-card step (bit: SD_MOVES, SD_BATTLES); returns the new count. */
export function seatFilter(s: usize, out: usize, n: i32, bit: i32, endKind: i32): i32 {
  if (holderA(s) == holderB(s)) return n;
  const r = stepRole(s, bit);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const code = load<i32>(out + (<usize>i << 2));
    const a = actA(code);
    if (actKind(code) == endKind || pieceRole(s, a < MAX_HEX ? a : -1) == r) { store<i32>(out + (<usize>m << 2), code); m++; }
  }
  return m;
}

/** Invariant (invariants.ts code 11): the holders are roles of this format, only the SD_* bits are
 *  used, and with 2 seats neither byte is ever written; the give phase exists only in 4 seats. */
export function seatsConsistent(s: usize): bool {
  const h = eGet(s, E_HOLDERS), d = eGet(s, E_SEAT_DONE);
  if (seatCount == 2) return h == 0 && d == 0;
  const roles = seatCount >> 1;
  if ((h & 3) >= roles || ((h >> 2) & 3) >= roles || (h >> 4) != 0) return false;
  if ((d & ~(SD_MARCH | SD_MOVES | SD_BATTLES)) != 0) return false;
  return phase(s) != EPIC_PHASE_GIVE || seatCount == 4;
}

// ---- determinization for a seat that does not hold its side's cards (contract.ts determinize) ----
/** Moves `side`'s Command and Tactician hands into their decks (the CinC holds both, D.7); returns
 *  their sizes (Command | Tactician << 8). Done before the opponent's redeal, so that both hidden
 *  hands come from one pool and the result never depends on which cards either hand held. */
export function stashSideHands(s: usize, side: i32): i32 {
  let nc = 0, nt = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    const h = hand(s, side, k);
    nc += h; setDeck(s, k, deck(s, k) + h); setHand(s, side, k, 0);
  }
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    const h = tHand(s, side, k);
    nt += h; setTDeck(s, k, tDeck(s, k) + h); setTHand(s, side, k, 0);
  }
  return nc | (nt << 8);
}

/** Deals `side` hands of the sizes stashSideHands returned, at random from the decks. */
export function redealSideHands(s: usize, side: i32, sizes: i32, rng: usize): void {
  for (let i = 0; i < (sizes & 255); i++) dealFromDeck(s, side, rng);
  for (let i = 0; i < (sizes >> 8); i++) dealTactFromDeck(s, side, rng);
}
