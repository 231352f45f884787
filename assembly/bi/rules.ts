// Shared rule helpers of the Blood & Iron core: unit strength from its chit (seed 9.1, B7), leader
// values (seed 5.1, 5.4), stacking (seed VI, R2), zones of control (seed VII), command range
// (seed 5.2, R13), line of sight (seed 9.22, R15, R18) and control of VP hexes (R1).
// Callers: move.ts, combat.ts, flow.ts. Allocation-free: scratch sets are static.
import { BB_BYTES, bbClear, bbSet, bbTest, bbCopy, bbPopLsb, bbIsEmpty } from "./bb";
import {
  hexCount, neighbor, hexside, sideBlocked, distance, terrain, elev, cubeX, cubeZ, hexOfCube, isFortHex,
} from "./grid";
import { clearUnitsMoved, haveUnitsMoved } from "./state";
import {
  uHex, onMap, uChit, uLost, uFlags, uHas, setUFlags, unitAt, uTop, unitsIn, lHex, lFlags, NONE, OFF, CADRE, NO_CHIT,
  UF_ROUTED, UF_INCMD, LF_REPLACED, vpControl, setVpControl,
} from "./state";
import {
  unitCount, leaderCount, uSide, uType, uRating, isArtillery, lSide, lCmdBase, lRangeBase, lRepCmd, lRepRange,
  isOwnLeader, vpCount, vpHex,
} from "./scenario";
import { chitFront, chitBack, chitSteps, blocksLos } from "./tables";
import { UType, FRENCH } from "./types";

// ---- strength and steps --------------------------------------------------------------------------

/** Current strength of unit u (seed 9.1): chit front, back after one loss, 1 on a cadre chit.
 *  0 when no chit is drawn yet (callers draw first). */
export function strength(s: usize, u: i32): i32 {
  const c = uChit(s, u);
  if (c == NO_CHIT) return 0;
  if (c == CADRE) return 1;
  const r = uRating(u);
  return uLost(s, u) == 0 ? chitFront(c, r) : chitBack(c, r);
}
/** Steps of unit u (seed 9.1); 3 for a unit on a cadre chit. */
export function steps(s: usize, u: i32): i32 {
  const c = uChit(s, u);
  if (c == NO_CHIT || c == CADRE) return 3;
  return chitSteps(c, uRating(u));
}
/** Morale-table column (B6): 0 full, 1 one step lost, 2 cadre. */
@inline export function moraleCol(s: usize, u: i32): i32 { return min(uLost(s, u), 2); }

// ---- leaders -------------------------------------------------------------------------------------

@inline export function leaderAlive(s: usize, l: i32): bool { return lHex(s, l) < OFF; }
export function lCmd(s: usize, l: i32): i32 { return (lFlags(s, l) & LF_REPLACED) != 0 ? lRepCmd(l) : lCmdBase(l); }
export function lRange(s: usize, l: i32): i32 { return (lFlags(s, l) & LF_REPLACED) != 0 ? lRepRange(l) : lRangeBase(l); }

/** Best command value of one `side` leader in hex h (seed 10.2, R14: one leader), 0 when none. */
export function bestLeaderIn(s: usize, h: i32, side: i32): i32 {
  let best = 0;
  for (let l = 0; l < leaderCount(); l++) if (lHex(s, l) == h && lSide(l) == side) best = max(best, lCmd(s, l));
  return best;
}
/** Best value of one of unit u's own leaders in or adjacent to its hex (recovery, R14). */
export function bestOwnLeaderNear(s: usize, u: i32): i32 {
  const h = uHex(s, u);
  let best = 0;
  for (let l = 0; l < leaderCount(); l++) {
    const lh = lHex(s, l);
    if (lh >= OFF || !isOwnLeader(l, u)) continue;
    if (distance(lh, h) <= 1) best = max(best, lCmd(s, l));
  }
  return best;
}

// ---- stacking (seed VI) --------------------------------------------------------------------------

/** May unit u stand in hex h with the units already there (one artillery may join one other unit)? */
export function canStack(s: usize, u: i32, h: i32): bool {
  const a = unitAt(s, h, 0);
  const b = unitAt(s, h, 1);
  if (a == NONE || a == u) return b == NONE || b == u || isArtillery(u) || isArtillery(b);
  if (b != NONE && b != u) return false;
  return uSide(a) == uSide(u) && (isArtillery(u) || isArtillery(a));
}
/** The unit on top in hex h (R2): the one its owner declared when the stack formed; by default
 *  the non-artillery one, and of two artillery the first there. */
export function topUnit(s: usize, h: i32): i32 {
  const a = unitAt(s, h, 0);
  const b = unitAt(s, h, 1);
  if (b == NONE) return a;
  if (uTop(s, a) != 0) return a;
  if (uTop(s, b) != 0) return b;
  return isArtillery(a) && !isArtillery(b) ? b : a;
}
@inline export function otherUnit(s: usize, h: i32, u: i32): i32 {
  const a = unitAt(s, h, 0);
  return a == u ? unitAt(s, h, 1) : a;
}
/** Side of the units in h, or -1 when empty. */
export function sideIn(s: usize, h: i32): i32 {
  const a = unitAt(s, h, 0);
  return a == NONE ? -1 : uSide(a);
}

// ---- zones of control (seed VII) -----------------------------------------------------------------

/** 1 when hex h is in unit u's primary ZOC, 2 in its secondary (French artillery, radius 2), else 0.
 *  ZOCs do not cross unbridged rivers; a unit's own hex is not in its ZOC. */
export function zocOf(s: usize, u: i32, h: i32): i32 {
  const uh = uHex(s, u);
  if (uh >= OFF || uh == h) return 0;
  const d = distance(uh, h);
  if (d > 2) return 0;
  const secondary = isArtillery(u) && uSide(u) == FRENCH;
  let viaPrimary = false;
  for (let k = 0; k < 6; k++) {
    const n = neighbor(uh, k);
    if (n < 0 || sideBlocked(hexside(uh, k))) continue;
    if (n == h) return 1;
    if (secondary && d == 2) {
      for (let j = 0; j < 6; j++) if (neighbor(n, j) == h && !sideBlocked(hexside(n, j))) viaPrimary = true;
    }
  }
  return viaPrimary ? 2 : 0;
}

// Cached ZOC sets of the last state asked about: ZP[side] = hexes in the primary ZOC of `side`'s
// units, ZS[side] = hexes in a French battery's secondary ZOC only. Rebuilt when another state is
// asked about or any unit has changed hex since (state.ts unitsMoved).
const ZP: usize = memory.data(2 * BB_BYTES);
const ZS: usize = memory.data(2 * BB_BYTES);
let zocState: usize = 0;

function zocBuild(s: usize): void {
  bbClear(ZP); bbClear(ZP + <usize>BB_BYTES); bbClear(ZS); bbClear(ZS + <usize>BB_BYTES);
  for (let u = 0; u < unitCount(); u++) {
    if (!onMap(s, u)) continue;
    const uh = uHex(s, u);
    const p = ZP + <usize>(uSide(u) * BB_BYTES);
    const q = ZS + <usize>(uSide(u) * BB_BYTES);
    const secondary = isArtillery(u) && uSide(u) == FRENCH;
    for (let k = 0; k < 6; k++) {
      const n = neighbor(uh, k);
      if (n < 0 || sideBlocked(hexside(uh, k))) continue;
      bbSet(p, n);
      if (!secondary) continue;
      for (let j = 0; j < 6; j++) {
        const m = neighbor(n, j);
        if (m >= 0 && m != uh && !sideBlocked(hexside(n, j))) bbSet(q, m);
      }
    }
  }
  zocState = 0;
}

/** Enemy ZOC level at h against side `side`: 1 primary, 2 secondary only, 0 none. */
export function enemyZoc(s: usize, side: i32, h: i32): i32 {
  if (haveUnitsMoved() || zocState != s) { zocBuild(s); zocState = s; clearUnitsMoved(); }
  const foe = <usize>((1 - side) * BB_BYTES);
  if (bbTest(ZP + foe, h)) return 1;
  return bbTest(ZS + foe, h) ? 2 : 0;
}

/** Distance from h to the nearest on-map combat unit of `side` (99 when none). */
export function nearestOf(s: usize, side: i32, h: i32): i32 {
  let best = 99;
  for (let u = 0; u < unitCount(); u++) if (uSide(u) == side && onMap(s, u)) best = min(best, distance(uHex(s, u), h));
  return best;
}
/** Same over the units in `mask` only; 99 when none of them is on the map. */
export function nearestInMask(s: usize, mask: u64, h: i32): i32 {
  let best = 99;
  let m = mask;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    if (onMap(s, u)) best = min(best, distance(uHex(s, u), h));
  }
  return best;
}

// ---- command (seed 5.2, R13) ---------------------------------------------------------------------

const REACH: usize = memory.data(BB_BYTES);
const FRONT: usize = memory.data(BB_BYTES);
const NEXT: usize = memory.data(BB_BYTES);

/** Fills REACH with the hexes within leader l's command range, counted as seed 5.2 (the unit's hex
 *  counts, the leader's does not), through hexes that are not enemy primary ZOC unless a friendly
 *  combat unit is there, never across an unbridged river. Returns the REACH pointer. */
export function commandReach(s: usize, l: i32): usize {
  bbClear(REACH);
  const lh = lHex(s, l);
  if (lh >= OFF) return REACH;
  const side = lSide(l);
  bbSet(REACH, lh);
  bbClear(FRONT);
  bbSet(FRONT, lh);
  const range = lRange(s, l);
  for (let step = 0; step < range; step++) {
    bbClear(NEXT);
    for (let h = bbPopLsb(FRONT); h >= 0; h = bbPopLsb(FRONT)) {
      // a wall hex may be reached but not traced through (the leader's own hex is never a wall)
      if (h != lh && enemyZoc(s, side, h) == 1 && sideIn(s, h) != side) continue;
      for (let d = 0; d < 6; d++) {
        const n = neighbor(h, d);
        if (n < 0 || sideBlocked(hexside(h, d)) || bbTest(REACH, n)) continue;
        bbSet(REACH, n);
        bbSet(NEXT, n);
      }
    }
    if (bbIsEmpty(NEXT)) break;
    bbCopy(FRONT, NEXT);
  }
  return REACH;
}

/** Is unit u within leader l's command range now? */
export function inRangeOf(s: usize, l: i32, u: i32): bool {
  if (!onMap(s, u) || !leaderAlive(s, l)) return false;
  return bbTest(commandReach(s, l), uHex(s, u));
}

/** The command check of the command phase (seed III.A.2): sets UF_INCMD on every unit of `side`
 *  within range of at least one of its own leaders (R13). */
export function commandCheck(s: usize, side: i32): void {
  for (let u = 0; u < unitCount(); u++) if (uSide(u) == side) setUFlags(s, u, uFlags(s, u) & ~UF_INCMD);
  for (let l = 0; l < leaderCount(); l++) {
    if (lSide(l) != side || !leaderAlive(s, l)) continue;
    const r = commandReach(s, l);
    for (let u = 0; u < unitCount(); u++) {
      if (uSide(u) != side || !onMap(s, u) || !isOwnLeader(l, u)) continue;
      if (bbTest(r, uHex(s, u))) setUFlags(s, u, uFlags(s, u) | UF_INCMD);
    }
  }
}

// ---- line of sight (seed 9.22, R15, R18) ---------------------------------------------------------

function roundCube(x: f64, z: f64): i32 {
  const y = -x - z;
  let rx = Math.round(x);
  let rz = Math.round(z);
  const ry = Math.round(y);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (!(dy > dz)) rz = -rx - ry;
  return hexOfCube(<i32>rx, <i32>rz);
}

/** Is intermediate hex h an obstacle for fire from a to target t? kind: 0 none, 1 always blocks,
 *  2 obstacle subject to the slope rule (different levels, R15). */
function obstacle(s: usize, h: i32, a: i32, t: i32): i32 {
  const ea = elev(a);
  const et = elev(t);
  const eh = elev(h);
  const hi = max(ea, et);
  const lo = min(ea, et);
  const unitNextToTarget = unitsIn(s, h) > 0 && distance(h, t) == 1;
  const blocking = blocksLos(terrain(h)) || unitNextToTarget;
  if (ea == et) return blocking || eh > ea ? 1 : 0; // same level (R18)
  if (eh > hi) return 1; // higher than both
  if (eh > lo || blocking) return 2;
  return 0;
}

/** Line of sight from a to t (both on the map, needed at range >= 2). A line along a hexside is
 *  blocked only when both hexes block (seed 9.22). Different levels: an obstacle blocks only when
 *  its distance from the lower unit is less than half the range (R15). */
export function losClear(s: usize, a: i32, t: i32): bool {
  const n = distance(a, t);
  if (n <= 1) return true;
  const lower = elev(a) <= elev(t) ? a : t;
  const ax = <f64>cubeX(a), az = <f64>cubeZ(a);
  const tx = <f64>cubeX(t), tz = <f64>cubeZ(t);
  for (let i = 1; i < n; i++) {
    const f = <f64>i / <f64>n;
    const x = ax + (tx - ax) * f;
    const z = az + (tz - az) * f;
    const h1 = roundCube(x + 1e-6, z + 2e-6);
    const h2 = roundCube(x - 1e-6, z - 2e-6);
    const b1 = h1 >= 0 && h1 != a && h1 != t ? blocks(s, h1, a, t, lower, n) : false;
    if (h1 == h2) { if (b1) return false; continue; }
    const b2 = h2 >= 0 && h2 != a && h2 != t ? blocks(s, h2, a, t, lower, n) : false;
    if (b1 && b2) return false;
  }
  return true;
}
function blocks(s: usize, h: i32, a: i32, t: i32, lower: i32, n: i32): bool {
  const k = obstacle(s, h, a, t);
  if (k == 0) return false;
  if (k == 1) return true;
  return distance(lower, h) * 2 < n;
}

/** The hex the line of sight from a passes through just before t (for the fortification-hexside
 *  shift, R3); a itself at range 1. Uses the first of the two nudged lines. */
export function hexBefore(a: i32, t: i32): i32 {
  const n = distance(a, t);
  if (n <= 1) return a;
  const f = <f64>(n - 1) / <f64>n;
  const x = <f64>cubeX(a) + (<f64>cubeX(t) - <f64>cubeX(a)) * f;
  const z = <f64>cubeZ(a) + (<f64>cubeZ(t) - <f64>cubeZ(a)) * f;
  return roundCube(x + 1e-6, z + 2e-6);
}

// ---- control of VP hexes (R1) --------------------------------------------------------------------

/** A combat unit of `side` has entered h: it takes control of a VP hex there. */
export function takeControl(s: usize, h: i32, side: i32): void {
  for (let i = 0; i < vpCount(); i++) {
    if (vpHex(i) != h) continue;
    const bit = 1 << i;
    setVpControl(s, side == FRENCH ? vpControl(s) | bit : vpControl(s) & ~bit);
  }
}

/** Fire kind for B3: 0 artillery, 1 French infantry, 2 Prussian infantry, -1 cannot fire. */
export function fireKind(u: i32): i32 {
  const t = uType(u);
  if (t == UType.CAV) return -1;
  if (t == UType.INF) return uSide(u) == FRENCH ? 1 : 2;
  return 0;
}
