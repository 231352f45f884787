// Movement of Blood & Iron (seed VII, VIII, 4.3, B8, B9, R6, R7, R12): the cost of one hex, the
// legality of one step of a unit or a leader, and the step itself with its side effects (control
// of VP hexes R1, leader overrun seed 5.4, French-artillery opportunity fire seed 7.21 / R9).
// Movement points are counted in half points (road-to-road costs 1/2). Callers: flow.ts.
import {
  neighbor, hexside, sideBlocked, terrain, elev, distance, Side,
} from "./grid";
import {
  uHex, onMap, uMp, setUMp, uHas, setUHex, lHex, setLHex, lMp, setLMp, unitAt, pushTask, setOpMover, setOpBatteries,
  cmdLeader, NONE, OFF, UF_ROUTED, UF_INCMD,
} from "./state";
import { unitCount, leaderCount, uSide, uType, uMa, isArtillery, lSide } from "./scenario";
import { canStack, enemyZoc, zocOf, nearestOf, nearestInMask, sideIn, takeControl, losClear, lRange } from "./rules";
import { terrainMp, uphillMp, streamMp, fortMp, ROAD_MP } from "./tables";
import { K } from "./tasks";
import { FRENCH, PRUSSIAN, UType } from "./types";

/** B8 class: 0 leader, 1 infantry, 2 cavalry, 3 artillery and horse artillery. */
@inline export function unitClass(u: i32): i32 { const t = uType(u); return t == UType.INF ? 1 : t == UType.CAV ? 2 : 3; }

/** Half-MP cost of entering `to` from its neighbour `from` across direction d (B8); -1 when the
 *  hexside is prohibited (unbridged river). Road-to-road along a road hexside costs 1/2 and
 *  negates stream and slope costs (seed 8.1). */
export function stepCost(from: i32, d: i32, to: i32, cls: i32): i32 {
  const f = hexside(from, d);
  if (sideBlocked(f)) return -1;
  if ((f & Side.ROAD) != 0) return ROAD_MP;
  let c = terrainMp(terrain(to), cls);
  if (elev(to) > elev(from)) c += uphillMp(cls);
  if ((f & Side.STREAM) != 0) c += streamMp(cls);
  if ((f & Side.FORT) != 0) c += fortMp(cls);
  return c;
}

/** Movement modes: normal, strategic (R12). */
export const MODE_NORMAL: i32 = 0;
export const MODE_STRAT: i32 = 1;

/** Cost of unit u's step in direction d, or -1 when the step is illegal (seed VII, VIII). */
export function unitStepCost(s: usize, u: i32, d: i32, mode: i32): i32 {
  const from = uHex(s, u);
  const to = neighbor(from, d);
  if (to < 0) return -1;
  const side = uSide(u);
  const occ = sideIn(s, to);
  if (occ >= 0 && occ != side) return -1; // never into an enemy unit's hex
  if (!canStack(s, u, to)) return -1; // ORIGINAL H4: never through an overstack
  const c = stepCost(from, d, to, unitClass(u));
  if (c < 0 || c > uMp(s, u)) return -1;
  const zt = enemyZoc(s, side, to);
  const routed = uHas(s, u, UF_ROUTED);
  if (zt != 0) {
    if (routed || isArtillery(u) || !uHas(s, u, UF_INCMD)) return -1; // seed 7.3
    const zf = enemyZoc(s, side, from);
    if (zf != 0 && !(zf == 1 && zt == 2)) return -1; // EZOC to EZOC (outward from primary allowed)
  }
  if (routed && nearestOf(s, 1 - side, to) <= nearestOf(s, 1 - side, from)) {
    // a routed unit moves one hex only unless moving away from all enemies (seed 10.3): a step that
    // is not away is its first and last
    const full = uMa(u) * 2 * (mode == MODE_STRAT ? 2 : 1);
    if (uMp(s, u) != full) return -1;
  }
  if (mode == MODE_STRAT) {
    if (nearestOf(s, 1 - side, to) <= 2) return -1; // R12
    const l = cmdLeader(s);
    if (l == NONE || lHex(s, l) >= OFF || distance(lHex(s, l), to) > lRange(s, l)) return -1;
  }
  return c;
}

/** Moves unit u one hex in direction d at cost c (legality checked by the caller) and queues what
 *  the step triggers. */
export function doUnitStep(s: usize, u: i32, d: i32, c: i32): void {
  const from = uHex(s, u);
  const to = neighbor(from, d);
  const side = uSide(u);
  setUHex(s, u, to);
  let mp = uMp(s, u) - c;
  const zt = enemyZoc(s, side, to);
  if (zt != 0 && !(zt == 2 && enemyZoc(s, side, from) == 1)) mp = 0; // entering an EZOC ends the move
  if (uHas(s, u, UF_ROUTED) && nearestOf(s, 1 - side, to) <= nearestOf(s, 1 - side, from)) mp = 0; // seed 10.3
  setUMp(s, u, mp);
  takeControl(s, to, side);
  if (unitAt(s, to, 1) != NONE) pushTask(s, K.TOPDECL, 0, to, 0, 0); // R2: a stack formed
  // leader overrun (seed 5.4): enemy leaders alone in the hex entered
  for (let l = 0; l < leaderCount(); l++) if (lHex(s, l) == to && lSide(l) != side) pushTask(s, K.OVERRUN, l, 0, 0, 0);
  if (side == PRUSSIAN) opportunityCheck(s, u, from, to);
}

/** French batteries whose ZOC u has just entered (non-ZOC -> secondary or primary, secondary ->
 *  primary; seed 7.21, R9: line of sight needed at range 2). Queues the French decision. */
function opportunityCheck(s: usize, u: i32, from: i32, to: i32): void {
  let mask: u64 = 0;
  for (let b = 0; b < unitCount(); b++) {
    if (uSide(b) != FRENCH || !isArtillery(b) || !onMap(s, b) || uHas(s, b, UF_ROUTED)) continue;
    const zf = zocOf(s, b, from);
    const zt = zocOf(s, b, to);
    if (zt == 0 || !(zf == 0 || (zf == 2 && zt == 1))) continue;
    if (zt == 2 && !losClear(s, uHex(s, b), to)) continue;
    mask |= (<u64>1) << <u64>b;
  }
  if (mask != 0) {
    setOpMover(s, u);
    setOpBatteries(s, mask);
    setUMp(s, u, 0);
    pushTask(s, K.OPFIRE, u, 0, 0, 0);
  }
}

/** Cost of leader l's step in direction d (10 MP, no ZOC; never into enemy units), or -1. */
export function leaderStepCost(s: usize, l: i32, d: i32): i32 {
  const from = lHex(s, l);
  const to = neighbor(from, d);
  if (to < 0) return -1;
  const occ = sideIn(s, to);
  if (occ >= 0 && occ != lSide(l)) return -1;
  const c = stepCost(from, d, to, 0);
  if (c < 0 || c > lMp(s, l)) return -1;
  return c;
}
export function doLeaderStep(s: usize, l: i32, d: i32, c: i32): void {
  setLHex(s, l, neighbor(lHex(s, l), d));
  setLMp(s, l, lMp(s, l) - c);
}

/** Is a retreat step of u from `from` to `to` legal (seed 9.34, R8)? `ref` is the enemy set the
 *  retreat runs from (a mask; 0 = every enemy combat unit). */
export function retreatStepOk(s: usize, u: i32, from: i32, d: i32, refMask: u64): bool {
  const to = neighbor(from, d);
  if (to < 0 || sideBlocked(hexside(from, d))) return false;
  const side = uSide(u);
  const occ = sideIn(s, to);
  if (occ >= 0 && occ != side) return false;
  if (!canStack(s, u, to)) return false;
  if (enemyZoc(s, side, to) != 0 && occ != side) return false;
  return refDist(s, side, refMask, to) > refDist(s, side, refMask, from);
}
/** Distance from h to the nearest unit of the retreat reference (R8), or of every enemy when none. */
export function refDist(s: usize, side: i32, refMask: u64, h: i32): i32 {
  if (refMask != 0) {
    const d = nearestInMask(s, refMask, h);
    if (d < 99) return d;
  }
  return nearestOf(s, 1 - side, h);
}
/** Does a legal retreat path of n more hexes start at `from` (the unit itself stands elsewhere)? */
export function retreatPathExists(s: usize, u: i32, from: i32, n: i32, refMask: u64): bool {
  if (n == 0) return true;
  for (let d = 0; d < 6; d++) {
    if (!retreatStepOk(s, u, from, d, refMask)) continue;
    if (retreatPathExists(s, u, neighbor(from, d), n - 1, refMask)) return true;
  }
  return false;
}
