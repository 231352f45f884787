// Where a piece may move (B.7 units, B.4 lone leaders, B.9 evade, B.10 retreat, B.4 leader evade).
// Each function writes destination hexes into the caller's buffer and returns the count packed with
// flags (see "results" below); reachDist(h) then gives the hexes walked to get there (the scratch
// distance map of the last reach, valid until the next one). Called by legal.ts once per ordered piece
// per legal-action generation, and by apply.ts to validate a move. No allocation.
import { MAX_HEX, neighbor, rearNeighbor, onBoard, hexRow, boardW, boardH, sectionMask, isBaseline } from "../common/geometry";
import { unitAt, leaderAt, uHex, uSide, uType, lSide, lHex, lHas, card, attachedLeader, NONE, LF_ORDERED, cGet, cSet, C_RETSTEP } from "./state";
import {
  UNIT_MOVE, isMounted, isLightFoot, hasProp, P_ROUGH_BARRED, P_WARRIOR, UNIT_DOUBLE_MOVE, unitClass, cardHas,
  CF_MOVE_ONE, CF_NO_MOVE, CF_HEAVY_MOUNTED_MOVE3, CF_DOUBLE_TIME, CF_LIGHT_PASS, CF_FORCE_MARCH, CF_STRATEGIC4, cardFlags,
  P_CHARGE_MOVE3, terIn, terSlowOut, CF_BOMBARD,
} from "./ruleset";
import { terrainAt, impassable, stopsAll, exitSideAt } from "./scenario";
import { meleeDice, K_LEADER } from "./combat";
import { Ter, BOTTOM, Cls } from "./types";
import { inSquare } from "./napoleonics/squares";
import { fwCrossing } from "./napoleonics/fieldworks";
import { tactMoveBonus } from "./napoleonics/tactician";
import { effCard, leaderEffect } from "./epic/effects";
import { epicOn, grandeOn } from "./epic/config";
import { eGet, leadersB, E_STAGE, E_EFFA, E_EFFB, ST_DONE } from "./epic/block";
import { eitherSide, breakthroughSides, garrisonsOn } from "./napoleonics/config";
import { isGarrisonType } from "./napoleonics/garrisons";

// ---- scratch -------------------------------------------------------------------------------------
const dist = new StaticArray<u8>(MAX_HEX);   // 255 = not reached
const queue = new StaticArray<i16>(MAX_HEX);
const touched = new StaticArray<i16>(MAX_HEX);
let touchedN: i32 = 0;

// ---- results ---------------------------------------------------------------------------------------
// The reach functions write destination hexes into the caller's buffer `out` (i16 each, at most
// MAX_HEX) and return the count packed with flags: reachCount(r), reachExits(r), reachEscapes(r).
export const REACH_EXIT: i32 = 1 << 16;   // the piece may also leave the board (exit hexes, leader off his baseline)
export const REACH_ESCAPE: i32 = 1 << 17; // leader evade: only escape routes through enemy units (B.4)
@inline export function reachCount(r: i32): i32 { return r & 0xFFFF; }
@inline export function reachExits(r: i32): bool { return (r & REACH_EXIT) != 0; }
@inline export function reachEscapes(r: i32): bool { return (r & REACH_ESCAPE) != 0; }

function resetScratch(): void {
  for (let i = 0; i < touchedN; i++) unchecked(dist[unchecked(touched[i])] = 255);
  touchedN = 0;
}
export function initMovementScratch(): void {
  for (let i = 0; i < MAX_HEX; i++) dist[i] = 255;
  touchedN = 0;
}
@inline function mark(h: i32, d: i32): void {
  unchecked(dist[h] = <u8>d);
  unchecked(touched[touchedN++] = <i16>h);
}
/** Hexes walked to reach h in the last reach computation (255 if not reached). */
@inline export function reachDist(h: i32): i32 { return <i32>unchecked(dist[h]); }

/** Movement allowance of unit u under the card in play (B.3, B.6 tactic cards). */
export function moveAllowance(s: usize, u: i32): i32 {
  const t = uType(s, u);
  let m = <i32>unchecked(UNIT_MOVE[t]);
  const c = effCard(s, u); // the card in play; in EPIC the one that ordered u (epic/effects.ts)
  if (inSquare(s, u)) return 0; // a square does not move (C.13)
  const f = cardFlags(c); // the card's CF_* bits, read once
  if ((f & CF_MOVE_ONE) != 0) return 1;
  if ((f & CF_NO_MOVE) != 0) return 0;
  if ((f & CF_HEAVY_MOUNTED_MOVE3) != 0 && hasProp(t, P_CHARGE_MOVE3)) m = 3;
  if ((f & CF_DOUBLE_TIME) != 0 && unchecked(UNIT_DOUBLE_MOVE[t]) != 0) {
    m = <i32>unchecked(UNIT_DOUBLE_MOVE[t]);
    if (m > 1 && (f & CF_FORCE_MARCH) != 0) m = <i32>unchecked(UNIT_MOVE[t]) + 1; // Force March: one extra hex (C.5)
  }
  if ((f & CF_STRATEGIC4) != 0) m = 4; // La Grande Manoeuvre: a strategic move of up to 4 (C.5)
  if ((f & CF_BOMBARD) != 0 && unitClass(t) == Cls.HEAVY) m = 3; // Bombard (C.5): artillery moves 3, then no battle
  if (m > 0) m += tactMoveBonus(s, u); // Napoleonics Tactician cards in effect (C.17)
  const h = uHex(s, u);
  if (h < MAX_HEX && terIn(terSlowOut, terrainAt(h)) && m > 1) m = 1; // leaving a marsh: 1 hex (B.12)
  return m;
}

/** True when a hex is next to an enemy unit of `side`. */
export function adjacentToEnemy(s: usize, h: i32, side: i32): bool {
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const o = unitAt(s, n);
    if (o != NONE && uSide(s, o) != side) return true;
  }
  return false;
}

/**
 * Destinations of unit u moving up to `allow` hexes (B.7). Light foot under Order Light Troops or
 * Move-Fire-Move may pass through friendly units (not stop on them). Warriors that move 2 or more
 * must close-combat, so they may only end such a move next to an enemy unit. REACH_EXIT when an exit
 * hex (Castulo) lets it leave the board. Destinations into `out`; returns the packed count.
 */
export function unitReach(s: usize, u: i32, allow: i32, out: StaticArray<i16>): i32 {
  resetScratch();
  if (allow <= 0) return 0;
  const start = uHex(s, u);
  mark(start, 0);
  unchecked(queue[0] = <i16>start);
  return expandUnit(s, u, allow, 1, 0, out);
}

/**
 * Reserve entry (scenario option magoAmbush): a unit waiting off the board enters on a free hex of
 * the enemy baseline in the sections `secMask` (its own side's view); entering counts as the first
 * hex, and it may go on with the rest of its allowance. Destinations into `out`; packed count.
 */
export function reserveReach(s: usize, u: i32, secMask: i32, out: StaticArray<i16>): i32 {
  resetScratch();
  const side = uSide(s, u);
  const t = uType(s, u);
  const allow = moveAllowance(s, u);
  const W = boardW();
  const row = side == BOTTOM ? boardH() - 1 : 0;
  let qt = 0, n = 0;
  for (let c = 0; c < W; c++) {
    const h = row * W + c;
    if (!onBoard(h) || impassable(h) || unitAt(s, h) != NONE || leaderAt(s, h) != NONE) continue;
    if (hasProp(t, P_ROUGH_BARRED) && (terrainAt(h) == Ter.BROKEN || terrainAt(h) == Ter.MARSH)) continue;
    let m = sectionMask(h);
    if (side != BOTTOM) m = ((m & 1) << 2) | (m & 2) | ((m & 4) >> 2);
    if ((m & secMask) == 0) continue;
    mark(h, 1);
    unchecked(queue[qt++] = <i16>h);
    unchecked(out[n++] = <i16>h);
  }
  if (allow <= 1) return n;
  return expandUnit(s, u, allow, qt, n, out);
}

/** The breadth-first part of a unit's reach: expands the `qt` queued hexes up to `allow`. */
function expandUnit(s: usize, u: i32, allow: i32, qt0: i32, n0: i32, out: StaticArray<i16>): i32 {
  let exit = 0;
  const side = uSide(s, u);
  const t = uType(s, u);
  const mounted = isMounted(t);
  const hasLeader = attachedLeader(s, u) != NONE;
  const c = card(s);
  const passFriends = isLightFoot(t) && cardHas(c, CF_LIGHT_PASS);
  const warMachine = hasProp(t, P_ROUGH_BARRED); // read once: the loop below tests every neighbour
  const warrior = hasProp(t, P_WARRIOR);
  const garrisons = garrisonsOn; // D.10 (Napoleonics scenarios with garrison pools)
  let n = n0;
  let qh = 0, qt = qt0;
  if (breakthroughSides != 0 && ((breakthroughSides >> side) & 1) != 0) { // D.9 Breakthrough: from the start hex only
    for (let i = 0; i < qt0; i++) {
      const h = <i32>unchecked(queue[i]);
      if (reachDist(h) == 0 && isBaseline(h, side != BOTTOM)) exit = REACH_EXIT;
    }
  }
  while (qh < qt) {
    const h = <i32>unchecked(queue[qh++]);
    const d = reachDist(h);
    if (d >= allow) continue;
    if (d > 0) {
      // pieces stop in some hexes: they are destinations but not expanded
      if (stopsAll(h) || (mounted && terrainAt(h) == Ter.BROKEN)) continue;
      if (unitAt(s, h) == NONE && leaderAt(s, h) != NONE) continue; // joined a lone leader: stop
    }
    if (exitSideAt(h) == side && (d == 0 || unitAt(s, h) == NONE)) exit = REACH_EXIT; // exit hexes (scenario.ts)
    for (let dir = 0; dir < 6; dir++) {
      const m = neighbor(h, dir);
      if (m < 0 || reachDist(m) != 255) continue;
      if (impassable(m)) continue;
      if (warMachine) { const tm = terrainAt(m); if (tm == Ter.BROKEN || tm == Ter.MARSH) continue; }
      const o = unitAt(s, m);
      if (o != NONE) {
        if (garrisons && uSide(s, o) == side && isGarrisonType(uType(s, o))) { // D.10: a friendly unit may enter a garrison's hex (and stops)
          if (leaderAt(s, m) == NONE && !isGarrisonType(t)) { mark(m, d + 1); unchecked(out[n++] = <i16>m); }
        } else if (passFriends && uSide(s, o) == side) { mark(m, d + 1); unchecked(queue[qt++] = <i16>m); }
        continue;
      }
      const l = leaderAt(s, m);
      if (l != NONE) {
        if (lSide(s, l) != side || hasLeader) continue; // enemy lone leader, or two leaders
      }
      mark(m, d + 1);
      if (!fwCrossing(s, h, dir)) unchecked(queue[qt++] = <i16>m); // crossing field works stops (C.9, C.15)
      // warriors moving 2+ must end next to an enemy (they must close-combat)
      if (warrior && d + 1 >= 2 && !adjacentToEnemy(s, m, side)) continue;
      unchecked(out[n++] = <i16>m);
    }
  }
  return n | exit;
}

/** Hexes leader l may move on his own: 3 (B.4, C.8); 4 when La Grande Manoeuvre ordered him (C.5:
 *  "units and/or leaders ... a strategic move of up to 4 hexes"; in EPIC the card that ordered him). */
function leaderRange(s: usize, l: i32): i32 {
  if (!lHas(s, l, LF_ORDERED)) return 3;
  let k = card(s);
  if (epicOn && eGet(s, E_STAGE) == ST_DONE) k = grandeOn ? leaderEffect(s, l) : ((leadersB(s) >> l) & 1) != 0 ? eGet(s, E_EFFB) : eGet(s, E_EFFA);
  return cardHas(k, CF_STRATEGIC4) ? 4 : 3;
}

/**
 * The walk of a lone leader (B.4): in its own move (`evade` false) in any direction, where terrain
 * that stops all movement or broken ground ends it; in its evade (`evade`) toward its own side only.
 * Up to `range` hexes, through friendly units' hexes and past friendly leaders, never into an
 * impassable hex, an enemy unit's hex or a lone enemy leader's hex, never ending on a leader.
 * Destinations into `out`; returns their count, | REACH_EXIT when an evade may step back off the
 * own baseline from a hex it reached. Both callers pass a constant `evade`.
 */
@inline function leaderWalk(s: usize, l: i32, range: i32, evade: bool, out: StaticArray<i16>): i32 {
  resetScratch();
  const start = lHex(s, l);
  const side = lSide(s, l);
  const steps = evade ? 2 : 6; // the two rear neighbours, or all six
  let n = 0, qh = 0, qt = 0, exit = 0;
  mark(start, 0);
  unchecked(queue[qt++] = <i16>start);
  while (qh < qt) {
    const h = <i32>unchecked(queue[qh++]);
    const d = reachDist(h);
    if (d >= range) continue;
    if (!evade && h != start && (stopsAll(h) || terrainAt(h) == Ter.BROKEN)) continue;
    for (let k = 0; k < steps; k++) {
      const m = evade ? rearNeighbor(h, side == BOTTOM, k) : neighbor(h, k);
      if (m < 0) {
        // evading: stepping back from the own baseline leaves the board
        if (evade && hexRow(h) == (side == BOTTOM ? 0 : boardH() - 1)) exit = REACH_EXIT;
        continue;
      }
      if (reachDist(m) != 255 || impassable(m)) continue; // reached already (the leader's own hex too)
      const o = unitAt(s, m);
      if (o != NONE && uSide(s, o) != side) continue;
      const lm = leaderAt(s, m);
      if (o == NONE && lm != NONE && lSide(s, lm) != side) continue; // lone enemy leader
      mark(m, d + 1);
      unchecked(queue[qt++] = <i16>m);
      if (lm != NONE) continue; // may pass a friendly leader, never end on one
      unchecked(out[n++] = <i16>m);
    }
  }
  return n | exit;
}

/** Destinations of a lone (or detaching) leader moving 1-3 hexes (B.4; 4 under La Grande Manoeuvre). */
export function leaderReach(s: usize, l: i32, out: StaticArray<i16>): i32 {
  return leaderWalk(s, l, leaderRange(s, l), false, out);
}

/** Can a unit of `side` (with or without an attached leader) step into h when retreating/evading? */
export function retreatOpen(s: usize, h: i32, side: i32, hasLeader: bool, t: i32): bool {
  if (h < 0 || impassable(h)) return false;
  if (hasProp(t, P_ROUGH_BARRED) && (terrainAt(h) == Ter.BROKEN || terrainAt(h) == Ter.MARSH)) return false;
  if (unitAt(s, h) != NONE) return false;
  const l = leaderAt(s, h);
  if (l != NONE && (lSide(s, l) != side || hasLeader)) return false;
  return true;
}

/** Evade destinations of unit u (B.9): 2 hexes toward its own side, or 1 if that is all there is;
 *  into `out`, returns the count. */
export function evadeReach(s: usize, u: i32, out: StaticArray<i16>): i32 {
  resetScratch();
  const h = uHex(s, u);
  const side = uSide(s, u);
  const t = uType(s, u);
  const lead = attachedLeader(s, u) != NONE;
  let n = 0;
  let one = 0;
  for (let k = 0; k < 2; k++) {
    const a = rearNeighbor(h, side == BOTTOM, k);
    if (!retreatOpen(s, a, side, lead, t)) continue;
    if (reachDist(a) == 255) { mark(a, 1); one++; }
    if (unitAt(s, a) == NONE && leaderAt(s, a) != NONE) { continue; } // stops on a friendly leader
    for (let j = 0; j < 2; j++) {
      const b = rearNeighbor(a, side == BOTTOM, j);
      if (!retreatOpen(s, b, side, lead, t) || reachDist(b) != 255) continue;
      mark(b, 2);
      unchecked(out[n++] = <i16>b);
    }
  }
  if (n > 0) {
    // hexes that stop the evader (a lone friendly leader) are legal one-hex destinations too
    for (let k = 0; k < 2; k++) {
      const a = rearNeighbor(h, side == BOTTOM, k);
      if (a >= 0 && reachDist(a) == 1 && unitAt(s, a) == NONE && leaderAt(s, a) != NONE) unchecked(out[n++] = <i16>a);
    }
    return n;
  }
  for (let k = 0; k < 2; k++) {
    const a = rearNeighbor(h, side == BOTTOM, k);
    if (a >= 0 && reachDist(a) == 1) unchecked(out[n++] = <i16>a);
  }
  return n;
}

/** Whether unit u could evade at all (some rear hex open). */
export function canEvadeMove(s: usize, u: i32): bool {
  const h = uHex(s, u);
  const side = uSide(s, u);
  const lead = attachedLeader(s, u) != NONE;
  for (let k = 0; k < 2; k++) {
    if (retreatOpen(s, rearNeighbor(h, side == BOTTOM, k), side, lead, uType(s, u))) return true;
  }
  return false;
}

/**
 * Open hexes for the next retreat step of unit u with `left` hexes still to go (B.10). A full
 * retreat must be taken if one is possible: only first hexes that start a retreat path of maximal
 * length are offered (a full one if any, else the longest partial ones; the hexes that cannot be
 * completed then cost a block each, as before). A unit of the scenario's RETREAT_EITHER side
 * (Austerlitz #6, the French) whose nearer baseline is the enemy's MAY retreat toward it: both
 * directions are offered until its first step fixes one (retreatDirection).
 */
export function retreatOptions(s: usize, u: i32, left: i32, out: StaticArray<i16>): i32 {
  const h = uHex(s, u);
  const side = uSide(s, u);
  const lead = attachedLeader(s, u) != NONE;
  const t = uType(s, u);
  const own = side == BOTTOM;
  const fixed = side == eitherSide ? retreatDirection(s) : RDIR_NONE;
  let n = 0, best = 0;
  for (let pass = 0; pass < 2; pass++) {
    let down = own;
    if (fixed != RDIR_NONE) { if (pass == 1) break; down = fixed == RDIR_DOWN; }
    else if (pass == 1) {
      if (side != eitherSide) break;
      down = retreatsDown(h, side);
      if (down == own) break; // the nearer baseline is its own: one direction
    }
    for (let k = 0; k < 2; k++) {
      const a = rearNeighbor(h, down, k);
      if (!retreatOpen(s, a, side, lead, t)) continue;
      const len = retreatPathLength(s, a, side, lead, t, left, down);
      if (len > best) { best = len; n = 0; }
      if (len == best) unchecked(out[n++] = <i16>a);
    }
  }
  return n;
}

/** Does a unit of `side` on hex h have the bottom baseline as its nearer one? Its own side's
 *  baseline, or for the scenario's RETREAT_EITHER side the nearer one (its own on a tie: Austerlitz #6). */
@inline export function retreatsDown(h: i32, side: i32): bool {
  if (side != eitherSide) return side == BOTTOM;
  const r = hexRow(h), far = boardH() - 1 - r;
  return r < far || (r == far && side == BOTTOM);
}

// The direction a RETREAT_EITHER unit's retreat took on its first step, kept in the top bits of the
// combat context's retreat-hexes-per-flag byte (state.ts C_RETSTEP: bits 0..5 hexes per flag, bits 6..7
// this direction); beginRetreat (retreat.ts) writes the byte afresh, so a new retreat starts unfixed.
export const RDIR_NONE: i32 = 0;
export const RDIR_DOWN: i32 = 1;
export const RDIR_UP: i32 = 2;
@inline export function retreatDirection(s: usize): i32 { return cGet(s, C_RETSTEP) >> 6; }
/** Records the direction of a retreat step from hex `from` to hex `to` (retreat.ts retreatTo). */
export function fixRetreatDirection(s: usize, from: i32, to: i32): void {
  if (retreatDirection(s) != RDIR_NONE) return;
  const d = hexRow(to) < hexRow(from) ? RDIR_DOWN : RDIR_UP;
  cSet(s, C_RETSTEP, (cGet(s, C_RETSTEP) & 63) | (d << 6));
}

/**
 * The longest retreat (in hexes, at most `left`) a unit can make whose first step enters the open
 * hex `a` (B.10): layer by layer toward the owner's side. Reaching a lone friendly leader ends the
 * retreat there, so that path counts as complete. Uses the escape layers as scratch.
 */
function retreatPathLength(s: usize, a: i32, side: i32, lead: bool, t: i32, left: i32, down: bool): i32 {
  if (left <= 1 || friendlyLoneLeader(s, a, side) != NONE) return left;
  unchecked(layer[0] = <i16>a);
  let ln = 1;
  for (let d = 1; d < left; d++) {
    let nn = 0;
    for (let i = 0; i < ln; i++) {
      const h = <i32>unchecked(layer[i]);
      for (let k = 0; k < 2; k++) {
        const m = rearNeighbor(h, down, k);
        if (!retreatOpen(s, m, side, lead, t)) continue;
        if (friendlyLoneLeader(s, m, side) != NONE) return left;
        let seen = false;
        for (let j = 0; j < nn; j++) if (<i32>unchecked(nextLayer[j]) == m) seen = true;
        if (!seen) unchecked(nextLayer[nn++] = <i16>m);
      }
    }
    if (nn == 0) return d;
    for (let i = 0; i < nn; i++) unchecked(layer[i] = nextLayer[i]);
    ln = nn;
  }
  return left;
}

/**
 * Leader evade destinations (B.4): 1-3 hexes toward its own side, through friendly pieces, never
 * into enemy units, lone enemy leaders or impassable hexes, never ending on a friendly leader.
 * REACH_EXIT when the leader may leave over its own baseline (removed, no banner); REACH_ESCAPE when
 * only escape routes through enemy units are left (leaderEscapeReach). Into `out`; packed count.
 */
export function leaderEvadeReach(s: usize, l: i32, out: StaticArray<i16>): i32 {
  let r = leaderWalk(s, l, 3, true, out);
  if (hexRow(lHex(s, l)) == (lSide(s, l) == BOTTOM ? 0 : boardH() - 1)) r |= REACH_EXIT;
  if (r == 0) {
    const n = leaderEscapeReach(s, l, out);
    if (n > 0) return n | REACH_ESCAPE;
  }
  return r;
}

// ---- leader escape (B.4): forced through enemy units -------------------------------------------------
const escDice = new StaticArray<i16>(MAX_HEX);  // best route's cost: dice rolled at the leader on the way
const escA = new StaticArray<u8>(MAX_HEX);      // first enemy unit passed on the best route (NONE)
const escB = new StaticArray<u8>(MAX_HEX);      // second enemy unit passed (NONE)
const layer = new StaticArray<i16>(MAX_HEX);
const nextLayer = new StaticArray<i16>(MAX_HEX);

/** Enemy units the leader passes on the chosen escape route to h (NONE when fewer). */
export function escapeEnemyA(h: i32): i32 { return <i32>unchecked(escA[h]); }
export function escapeEnemyB(h: i32): i32 { return <i32>unchecked(escB[h]); }

/**
 * A leader with no evade hex may escape through enemy units (B.4): 1-3 hexes toward his side,
 * never ending on an enemy unit, a friendly leader or impassable terrain; of the routes to a hex the
 * one facing the fewest dice is used (each enemy unit passed rolls its dice at him: flow.ts).
 * Destinations into `out`; returns the count.
 */
function leaderEscapeReach(s: usize, l: i32, out: StaticArray<i16>): i32 {
  const start = lHex(s, l);
  const side = lSide(s, l);
  let n = 0;
  let ln = 1;
  resetScratch();
  mark(start, 0);
  unchecked(layer[0] = <i16>start);
  unchecked(escDice[start] = 0); unchecked(escA[start] = <u8>NONE); unchecked(escB[start] = <u8>NONE);
  const seen = touchedN;
  for (let d = 1; d <= 3 && ln > 0; d++) {
    let nn = 0;
    for (let i = 0; i < ln; i++) {
      const h = <i32>unchecked(layer[i]);
      for (let k = 0; k < 2; k++) {
        const m = rearNeighbor(h, side == BOTTOM, k);
        if (m < 0 || impassable(m)) continue;
        const o = unitAt(s, m);
        const lm = leaderAt(s, m);
        if (o == NONE && lm != NONE && lSide(s, lm) != side) continue; // lone enemy leader: no way
        const enemy = o != NONE && uSide(s, o) != side;
        const cost = <i32>unchecked(escDice[h]) + (enemy ? meleeDice(s, o, NONE, K_LEADER) : 0);
        if (reachDist(m) == 255) {
          mark(m, d);
          unchecked(nextLayer[nn++] = <i16>m);
        } else if (cost >= <i32>unchecked(escDice[m])) continue;
        unchecked(escDice[m] = <i16>cost);
        unchecked(escA[m] = escA[h]); unchecked(escB[m] = escB[h]);
        if (enemy) { if (unchecked(escA[m]) == <u8>NONE) unchecked(escA[m] = <u8>o); else unchecked(escB[m] = <u8>o); }
      }
    }
    for (let i = 0; i < nn; i++) unchecked(layer[i] = nextLayer[i]);
    ln = nn;
  }
  for (let i = seen; i < touchedN; i++) {
    const m = <i32>unchecked(touched[i]);
    if (m == start) continue;
    const o = unitAt(s, m);
    if (o != NONE && uSide(s, o) != side) continue;   // never ends on an enemy unit
    if (leaderAt(s, m) != NONE) continue;             // nor on a friendly leader
    unchecked(out[n++] = <i16>m);
  }
  return n;
}

/** Is `u` the only thing ending at h when it retreats there; lone friendly leader there? */
@inline export function friendlyLoneLeader(s: usize, h: i32, side: i32): i32 {
  if (unitAt(s, h) != NONE) return NONE;
  const l = leaderAt(s, h);
  if (l == NONE || lSide(s, l) != side) return NONE;
  return l;
}

