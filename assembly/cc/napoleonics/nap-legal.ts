// Legal decisions and chance outcomes of the GM&T / EPIC pieces (rules digest C.16 Guerrilla, C.17
// Tactician cards; codes and phases in actions.ts): the Tactician cards the active side may play
// before its Command card, the lists of the new phases, their chance weights and sampling, and the
// determinization of the opponent's Tactician hand. Pure reads of the state; called by legal.ts
// (two one-line hooks), chance.ts (hooks) and ../nap-flow.ts (which applies them).
import { MAX_HEX, neighbor, rearNeighbor, isBaseline, onBoard, sectionMask, boardW, boardH } from "../../common/geometry";
import { rngBelow } from "../../common/rng";
import {
  phase, active, unitAt, leaderAt, uHex, uSide, uType, uAlive, lHex, lSide, lAlive, unitCount, leaderCount,
  attachedLeader, NONE,
} from "../state";
import { faceWeight, DIE_SIDES, DIE_SIDE_COUNT } from "../ruleset";
import { impassable } from "../scenario";
import { Act, Face, BOTTOM, mkAct, actKind, actA, actC, MAX_ACTIONS } from "../types";
import {
  MAX_TACT_KINDS, X_TACT_PLAYED, X_TACT_TARGET, xGet, xGet16, tHand, setTHand, tDeck, setTDeck, dealTactFromDeck, tDiscard, tPending,
} from "./extension";
import { tactOn, tactTotal } from "./config";
import {
  TE_RESERVE, TE_FALL_BACK, TE_SHORT_SUPPLY, TT_GUARD, tactEffect, tactTiming, tactFilter,
} from "./tactician-deck";
import { tactFilterMatch } from "./tactician";
import { inSquare } from "./squares";
import { isGarrisonType } from "./garrisons";
import {
  NAP_ACT_TACTIC, NAP_ACT_GUERRILLA, NAP_ACT_TACT_DISCARD, NAP_ACT_TACT_DRAW, NAP_PHASE_FIRST, NAP_PHASE_TACT_DRAW, NAP_PHASE_GUERRILLA, NAP_PHASE_GUERRILLA_ROLL,
  NAP_PHASE_MR_ROLL, NAP_PHASE_MR_PLACE, NAP_PHASE_ROLLOFF, NAP_PHASE_LEADER_MOVE, NAP_PHASE_LEADER_DISCARD,
  NAP_PHASE_TACT_RESPONSE, NAP_PHASE_TIME_PRESSURE, NAP_ACT_TIME_PRESSURE,
} from "./actions";
import { genLeaderMoves } from "./leader-move";
import { mrLegal } from "./mother-russia";
import { seatHands, seatItemsOn, seatTHand, hexRole, roleMayUse, extraSeatTCount, seatHandsConsistent, mrRole, guerrillaRole } from "./seat-block";
import { shortSupplyRow } from "./short-supply";

const ROOM: i32 = MAX_ACTIONS - 64; // leave room for the Command cards listed after

@inline function put(out: usize, n: i32, code: i32): i32 {
  store<i32>(out + (<usize>n << 2), code);
  return n + 1;
}

/** Is hex h free for a unit placed by a card (on the board, passable, no unit, no leader)? */
@inline function vacant(s: usize, h: i32): bool {
  return h >= 0 && onBoard(h) && !impassable(h) && unitAt(s, h) == NONE && leaderAt(s, h) == NONE;
}

/** May unit u be moved by a Tactician card (alive, not in square, not a garrison)? */
@inline function movable(s: usize, u: i32): bool {
  return uAlive(s, u) && uHex(s, u) < MAX_HEX && !inSquare(s, u) && !isGarrisonType(uType(s, u));
}

/** The Tactician cards the active side may play now (Phase.PLAY, before its Command card); appended
 *  to `out` after n codes; returns the new count. Nothing unless the scenario uses Tactician cards.
 *  6 and 8 seats (D.7, ../epic/seat-hands.ts): the cards of the seat to act (PLAY: the CinC; an order
 *  phase: napOrderExtras), and a card that moves a unit only for a unit of that seat's section. */
export function napPlayExtras(s: usize, out: usize, n: i32): i32 { return tactPlays(s, out, n, 0); }

/** The Tactician cards `role` of the active side may play now (role 0: the CinC, every seat of 2 and 4
 *  seats; 6 and 8 seats: ../epic/seat-hands.ts napOrderExtras for the others), after n; the new count. */
export function tactPlays(s: usize, out: usize, n: i32, role: i32): i32 {
  if (!tactOn) return n;
  const side = active(s);
  if ((xGet(s, X_TACT_PLAYED) & (1 << side)) != 0) return n; // one Tactician card per turn
  const seat = side + 2 * role;
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    if (seatTHand(s, seat, k) == 0 || tactTiming(k) == TT_GUARD) continue; // guard cards answer in the enemy turn
    const e = tactEffect(k);
    const n0 = n;
    if (e == TE_RESERVE) n = genReserve(s, side, k, out, n);
    else if (e == TE_FALL_BACK) n = genFallBack(s, side, k, out, n);
    else if (e == TE_SHORT_SUPPLY) n = genShortSupply(s, k, out, n);
    else { n = put(out, n, mkAct(NAP_ACT_TACTIC, 0, 0, k)); continue; }
    if (seatHands()) n = keepSection(s, side, role, out, n0, n);
  }
  return n;
}

// keeps in out[n0..n) the unit-moving codes whose unit (hex a) stands in `role`'s section
function keepSection(s: usize, side: i32, role: i32, out: usize, n0: i32, n: i32): i32 {
  let m = n0;
  for (let i = n0; i < n; i++) {
    const code = load<i32>(out + (<usize>i << 2));
    if (roleMayUse(side, role, actA(code))) m = put(out, m, code);
  }
  return m;
}

// Call Forward Reserves (reconstruction): a friendly unit on its own baseline to a vacant hex next to a
// friendly leader on the board
function genReserve(s: usize, side: i32, k: i32, out: usize, n: i32): i32 {
  const nu = unitCount(s), nl = leaderCount(s);
  for (let u = 0; u < nu && n < ROOM; u++) {
    if (uSide(s, u) != side || !movable(s, u) || !isBaseline(uHex(s, u), side == BOTTOM)) continue;
    for (let l = 0; l < nl; l++) {
      if (!lAlive(s, l) || lSide(s, l) != side || lHex(s, l) >= MAX_HEX) continue;
      for (let d = 0; d < 6 && n < ROOM; d++) {
        const h = neighbor(lHex(s, l), d);
        if (vacant(s, h) && !listed(out, n, uHex(s, u), h, k)) n = put(out, n, mkAct(NAP_ACT_TACTIC, uHex(s, u), h, k));
      }
    }
  }
  return n;
}

// Leader Orders a Fall Back (reconstruction): a friendly unit with an attached leader, 1 hex toward its baseline
function genFallBack(s: usize, side: i32, k: i32, out: usize, n: i32): i32 {
  const nu = unitCount(s);
  for (let u = 0; u < nu && n < ROOM; u++) {
    if (uSide(s, u) != side || !movable(s, u) || attachedLeader(s, u) == NONE) continue;
    for (let i = 0; i < 2; i++) {
      const h = rearNeighbor(uHex(s, u), side == BOTTOM, i);
      if (vacant(s, h)) n = put(out, n, mkAct(NAP_ACT_TACTIC, uHex(s, u), h, k));
    }
  }
  return n;
}

// Short Supply (C.17 text): any unit not in square, with its leader, to a vacant hex of its own
// baseline in its section, or one row forward if none (short-supply.ts)
function genShortSupply(s: usize, k: i32, out: usize, n: i32): i32 {
  const nu = unitCount(s);
  const W = boardW();
  for (let u = 0; u < nu && n < ROOM; u++) {
    if (!movable(s, u)) continue;
    const h0 = uHex(s, u);
    const sec = sectionMask(h0);
    const row = shortSupplyRow(s, u, sec); // its baseline, or one row forward if none is vacant there (C.17)
    for (let c = 0; c < W && n < ROOM; c++) {
      const h = row * W + c;
      if (h != h0 && vacant(s, h) && (sectionMask(h) & sec) != 0) n = put(out, n, mkAct(NAP_ACT_TACTIC, h0, h, k));
    }
  }
  return n;
}

function listed(out: usize, n: i32, a: i32, b: i32, k: i32): bool {
  const code = mkAct(NAP_ACT_TACTIC, a, b, k);
  for (let i = 0; i < n; i++) if (load<i32>(out + (<usize>i << 2)) == code) return true;
  return false;
}

/** The Tactician cards timed for the enemy's turn (TT_GUARD) that side may play in answer to a battle
 *  against its unit u (C.17 responses: the card's filter fits u; one card per side per turn), as
 *  NAP_ACT_TACTIC codes after n in out; the new count (n when none, or when u is NONE). */
export function guardResponses(s: usize, side: i32, u: i32, out: usize, n: i32): i32 {
  if (!tactOn || u == NONE || (xGet(s, X_TACT_PLAYED) & (1 << side)) != 0) return n;
  const seat = side + 2 * (seatHands() ? hexRole(uHex(s, u), side) : 0); // D.7: the attacked unit's commander
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    if (seatTHand(s, seat, k) > 0 && tactTiming(k) == TT_GUARD && tactFilterMatch(s, u, tactFilter(k))) n = put(out, n, mkAct(NAP_ACT_TACTIC, 0, 0, k));
  }
  return n;
}

/** The side making the pending Tactician draws (bottom first). */
export function tactDrawSide(s: usize): i32 { return tPending(s, 0) > 0 ? 0 : 1; }

/** Legal actions / chance outcomes of the phases in actions.ts. */
export function napLegal(s: usize, out: usize): i32 {
  const p = phase(s);
  let n = 0;
  if (p == NAP_PHASE_TACT_DRAW) {
    for (let k = 0; k < MAX_TACT_KINDS; k++) if (tDeck(s, k) > 0) n = put(out, n, mkAct(NAP_ACT_TACT_DRAW, 0, 0, k));
  } else if (p == NAP_PHASE_GUERRILLA) {
    n = put(out, n, mkAct(NAP_ACT_GUERRILLA, 0, 0, 0));
    n = put(out, n, mkAct(Act.SKIP, 0, 0, 0));
  } else if (p == NAP_PHASE_LEADER_MOVE) {
    n = genLeaderMoves(s, active(s), out, 0);
    n = put(out, n, mkAct(Act.SKIP, 0, 0, 0));
  } else if (p == NAP_PHASE_LEADER_DISCARD) {
    for (let k = 0; k < MAX_TACT_KINDS; k++) if (tHand(s, active(s), k) > 0) n = put(out, n, mkAct(NAP_ACT_TACT_DISCARD, 0, 0, k));
  } else if (p == NAP_PHASE_TIME_PRESSURE) {
    n = put(out, n, mkAct(NAP_ACT_TIME_PRESSURE, 0, 0, 0));
    n = put(out, n, mkAct(Act.SKIP, 0, 0, 0));
  } else if (p == NAP_PHASE_TACT_RESPONSE) {
    n = guardResponses(s, 1 - active(s), unitAt(s, xGet16(s, X_TACT_TARGET)), out, 0);
    n = put(out, n, mkAct(Act.SKIP, 0, 0, 0));
  } else if (p == NAP_PHASE_MR_PLACE) {
    n = mrLegal(s, out);
  } else if (p == NAP_PHASE_GUERRILLA_ROLL || p == NAP_PHASE_MR_ROLL || p == NAP_PHASE_ROLLOFF) {
    for (let f = 0; f < Face.COUNT; f++) if (faceWeight(f) > 0) n = put(out, n, mkAct(Act.DIE, 0, 0, f));
  }
  return n;
}

/** The role of `side` deciding in the phases of actions.ts (../epic/seats.ts actingRole), 6 and 8
 *  seats (D.7): a Tactician response by the attacked unit's section commander, a Mother Russia result
 *  by the player who rolled it, a Guerrilla attempt by the token holder chosen for the card; the CinC
 *  (0) for everything else and in 2 and 4 seats. */
export function napRole(s: usize, side: i32): i32 {
  if (!seatItemsOn()) return 0;
  const p = phase(s);
  if (p == NAP_PHASE_MR_PLACE) return mrRole(s);
  if (p == NAP_PHASE_GUERRILLA) return guerrillaRole(s);
  if (p == NAP_PHASE_TACT_RESPONSE && tactOn) return hexRole(xGet16(s, X_TACT_TARGET), side);
  return 0;
}

/** Is the phase one of actions.ts's? */
@inline export function isNapPhase(p: i32): bool { return p >= NAP_PHASE_FIRST; }

/** Chance denominator / numerator / sample for the chance phases of actions.ts. */
export function napChanceDen(s: usize): i32 {
  const p = phase(s);
  if (p == NAP_PHASE_GUERRILLA_ROLL || p == NAP_PHASE_MR_ROLL || p == NAP_PHASE_ROLLOFF) return DIE_SIDE_COUNT;
  if (p != NAP_PHASE_TACT_DRAW) return 0;
  let n = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) n += tDeck(s, k);
  return n;
}
export function napChanceNum(s: usize, code: i32): i32 {
  const p = phase(s);
  if ((p == NAP_PHASE_GUERRILLA_ROLL || p == NAP_PHASE_MR_ROLL || p == NAP_PHASE_ROLLOFF) && actKind(code) == Act.DIE) return faceWeight(actC(code));
  if (p == NAP_PHASE_TACT_DRAW && actKind(code) == NAP_ACT_TACT_DRAW) return tDeck(s, actC(code));
  return 0;
}
export function napSample(s: usize, rng: usize): i32 {
  const p = phase(s);
  if (p == NAP_PHASE_GUERRILLA_ROLL || p == NAP_PHASE_MR_ROLL || p == NAP_PHASE_ROLLOFF) return mkAct(Act.DIE, 0, 0, <i32>unchecked(DIE_SIDES[<i32>rngBelow(rng, DIE_SIDE_COUNT)]));
  let r = <i32>rngBelow(rng, <u32>napChanceDen(s));
  for (let k = 0; k < MAX_TACT_KINDS; k++) { r -= tDeck(s, k); if (r < 0) return mkAct(NAP_ACT_TACT_DRAW, 0, 0, k); }
  return -1;
}

/** Determinization (C.17 hands are hidden): the opponent's Tactician hand is redealt from the cards
 *  the viewer has not seen (the Tactician deck plus that hand), keeping its size. */
export function napDeterminize(s: usize, viewer: i32, rng: usize): void {
  if (!tactOn) return;
  const opp = 1 - viewer;
  let size = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    const h = tHand(s, opp, k);
    size += h;
    setTDeck(s, k, tDeck(s, k) + h);
    setTHand(s, opp, k, 0);
  }
  for (let i = 0; i < size; i++) dealTactFromDeck(s, opp, rng);
}

/** Is p one of actions.ts's chance phases? */
export function isNapChancePhase(p: i32): bool {
  return p == NAP_PHASE_TACT_DRAW || p == NAP_PHASE_GUERRILLA_ROLL || p == NAP_PHASE_MR_ROLL || p == NAP_PHASE_ROLLOFF;
}

/** The GM&T / EPIC pieces are consistent: the Tactician cards add up to the scenario's deck (every
 *  seat's hand counted); the seats block agrees (../epic/seat-hands.ts seatHandsConsistent). */
export function napInvariants(s: usize): bool {
  if (!tactOn) return seatHandsConsistent(s);
  let n = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) n += tDeck(s, k) + tDiscard(s, k) + tHand(s, 0, k) + tHand(s, 1, k);
  return n + extraSeatTCount(s) == tactTotal && seatHandsConsistent(s);
}
