// Combat of Blood & Iron: step losses and elimination (seed 9.1, B7 return rule), fire strength and
// column (seed 9.2-9.24, B3, B4, R3), melee odds, shifts and modifiers (seed 9.3-9.32, B5), and the
// results of both tables turned into tasks (seed 9.24, 9.33, R10, R11). Callers: flow.ts (task
// handlers and the FIRE/MELEE actions). Allocation-free.
import {
  uHex, onMap, uChit, setUChit, uLost, setULost, uFlags, setUFlags, uHas, setUHex, lHex, setLHex, lFlags, setLFlags,
  unitAt, cup, setCup, elimVp, setElimVp, ctxAtt, ctxDef, pushTask, NONE, GONE, OFF, CADRE, NO_CHIT,
  UF_ROUTED, UF_REVEALED, LF_REPLACED,
} from "./state";
import { unitCount, leaderCount, uSide, uType, uRating, isArtillery, lSide, lHasReplacement, isOwnLeader } from "./scenario";
import { distance, terrain, elev, sideBetween, isFortHex, Side } from "./grid";
import {
  steps, strength, topUnit, otherUnit, bestLeaderIn, fireKind, hexBefore, sideIn,
} from "./rules";
import {
  rangedStrength, fireColumn, terrainFireShift, terrainMeleeShift, noCavalryBonus, FR, MR, oddsColumn,
} from "./tables";
import { K, PickMode, REF_ATT, REF_DEF } from "./tasks";
import { UType, Rating } from "./types";

// ---- losses --------------------------------------------------------------------------------------

/** Queues the casualty check of every leader of u's side in hex h (seed 5.4, R17). */
function leaderChecks(s: usize, h: i32, side: i32): void {
  for (let l = 0; l < leaderCount(); l++) if (lHex(s, l) == h && lSide(l) == side) pushTask(s, K.LCAS, l, 0, 0, 0);
}

/** Removes unit u: its chit returns to the cup (B7), the enemy scores it (seed 11.3), leaders in the
 *  hex check for casualty and, if alone, join the nearest friendly unit. */
export function eliminate(s: usize, u: i32): void {
  const h = uHex(s, u);
  if (h >= OFF) return;
  const c = uChit(s, u);
  if (c != NO_CHIT && c != CADRE) setCup(s, uSide(u), c, cup(s, uSide(u), c) + 1);
  const foe = 1 - uSide(u);
  setElimVp(s, foe, elimVp(s, foe) + (uRating(u) == Rating.A ? 2 : 1));
  setUHex(s, u, GONE);
  setUFlags(s, u, 0);
  pushTask(s, K.LPLACE, 0, h, 0, 0);
  leaderChecks(s, h, uSide(u));
}

/** One step loss for u (seed 9.1). Returns true when it eliminated u. A unit dropping to its cadre
 *  chit returns its chit to the cup (B7). Queues the leader checks (R17). */
export function loseStep(s: usize, u: i32): bool {
  if (!onMap(s, u)) return true;
  const lost = uLost(s, u) + 1;
  if (lost >= steps(s, u)) { eliminate(s, u); return true; }
  setULost(s, u, lost);
  if (lost == 2) {
    const c = uChit(s, u);
    if (c != NO_CHIT && c != CADRE) setCup(s, uSide(u), c, cup(s, uSide(u), c) + 1);
    setUChit(s, u, CADRE);
  }
  leaderChecks(s, uHex(s, u), uSide(u));
  return false;
}
@inline function stepsLeft(s: usize, u: i32): i32 { return steps(s, u) - uLost(s, u); }

// ---- leader casualty, placement, overrun ---------------------------------------------------------

/** Removes leader l; the enemy scores 1 VP (seed 11.3). */
export function removeLeader(s: usize, l: i32): void {
  setLHex(s, l, GONE);
  const foe = 1 - lSide(l);
  setElimVp(s, foe, elimVp(s, foe) + 1);
}
/** Leader l is killed (seed 5.4): flips to his replacement side, or is removed. */
export function killLeader(s: usize, l: i32): void {
  if (lHasReplacement(l) && (lFlags(s, l) & LF_REPLACED) == 0) setLFlags(s, l, lFlags(s, l) | LF_REPLACED);
  else removeLeader(s, l);
}
/** Hex of the nearest on-map unit of l's side (own command only when `own`), or -1. Ties: the
 *  lowest unit index (placeLoneLeaders asks the owner instead; an overrun does not, H5). */
export function nearestFriendHex(s: usize, l: i32, from: i32, own: bool): i32 {
  let best = -1;
  let bd = 999;
  for (let u = 0; u < unitCount(); u++) {
    if (!onMap(s, u) || uSide(u) != lSide(l) || (own && !isOwnLeader(l, u))) continue;
    const d = distance(uHex(s, u), from);
    if (d < bd) { bd = d; best = uHex(s, u); }
  }
  return best;
}
/** Leaders of any side left alone in h (no friendly combat unit) join their nearest friendly unit
 *  (seed 5.4); with no friendly unit on the map they are eliminated (seed 9.33 example). */
export function placeLoneLeaders(s: usize, h: i32): void {
  for (let l = 0; l < leaderCount(); l++) {
    if (lHex(s, l) != h || sideIn(s, h) == lSide(l)) continue;
    const to = nearestFriendHex(s, l, h, false);
    if (to < 0) { removeLeader(s, l); continue; } // seed 9.33 example: no unit left, the leader is eliminated
    if (nearestFriendCount(s, l, h) > 1) pushTask(s, K.LEADERTIE, l, 0, 0, 0); // the owner chooses (seed 5.4)
    else setLHex(s, l, to);
  }
}
/** How many distinct hexes hold the friendly units nearest to `from` (leader l's side). */
export function nearestFriendCount(s: usize, l: i32, from: i32): i32 {
  const best = nearestFriendHex(s, l, from, false);
  if (best < 0) return 0;
  const d = distance(best, from);
  let n = 0;
  for (let u = 0; u < unitCount(); u++) {
    if (!onMap(s, u) || uSide(u) != lSide(l)) continue;
    const h = uHex(s, u);
    if (distance(h, from) != d || unitAt(s, h, 0) != u) continue; // each hex once
    n++;
  }
  return n;
}

// ---- fire ----------------------------------------------------------------------------------------

/** Fire strength of the firers in `mask` at hex t (B3 per unit, halves rounded up). */
export function groupFireStrength(s: usize, mask: u64, t: i32): i32 {
  let total = 0;
  let m = mask;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    total += rangedStrength(fireKind(u), strength(s, u), distance(uHex(s, u), t));
  }
  return total;
}
/** Left shifts of fire at hex t from the firers in `mask` (seed 9.23, B8, R3): woods, town or city
 *  1L; the fortified city (4320) 2L instead of the city shift; a fortification hexside crossed
 *  into t 2L; target higher than any firer 1L (ORIGINAL H3: any). */
export function fireShifts(s: usize, mask: u64, t: i32): i32 {
  let sh = isFortHex(t) ? 2 : terrainFireShift(terrain(t));
  let fortSide = false;
  let higher = false;
  let m = mask;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    const a = uHex(s, u);
    if (elev(t) > elev(a)) higher = true;
    const b = hexBefore(a, t);
    if (b >= 0 && (sideBetween(b, t) & Side.FORT) != 0) fortSide = true;
  }
  if (fortSide && !isFortHex(t)) sh += 2;
  if (higher) sh += 1;
  return sh;
}
/** Final fire column (0 = 1/2 ... 5 = 16+) for a strength and left shifts. */
export function fireCol(str: i32, shifts: i32): i32 { return max(0, fireColumn(str) - shifts); }

/** Queues the effects of fire result `res` on hex h (seed 9.24). `only` >= 0 restricts the result to
 *  that unit (opportunity fire strikes the mover, R9). Retreats run from the firers (R8). */
export function applyFireResult(s: usize, h: i32, res: i32, only: i32): void {
  const top = only >= 0 ? only : topUnit(s, h);
  if (top == NONE || !onMap(s, top)) return;
  const o = only >= 0 ? NONE : otherUnit(s, h, top);
  const routed = uHas(s, top, UF_ROUTED);
  if (res == FR.DM) {
    if (!routed) pushTask(s, K.MORALE, top, 0, 0, o);
  } else if (res == FR.DD) {
    if (!routed) {
      if (o != NONE) pushTask(s, K.MORALE, o, 0, 0, NONE);
      pushTask(s, K.ROUT, top, 0, 0, REF_ATT);
    }
  } else if (res == FR.D1) {
    if (stepsLeft(s, top) <= 1) {
      if (o != NONE) pushTask(s, K.MORALE, o, 0, 0, NONE);
    } else pushTask(s, K.MORALE, top, 0, 0, o);
    loseStep(s, top);
  } else if (res == FR.D2) {
    if (stepsLeft(s, top) <= 1 && o != NONE) {
      pushTask(s, K.MORALE, o, 0, 0, NONE);
      loseStep(s, o);
      loseStep(s, top);
    } else {
      if (stepsLeft(s, top) > 2) pushTask(s, K.ROUT, top, 0, 0, REF_ATT);
      loseStep(s, top);
      loseStep(s, top);
    }
  } else if (res == FR.DE) {
    if (o != NONE) pushTask(s, K.MORALE, o, 0, 0, NONE);
    eliminate(s, top);
  }
}

// ---- melee ---------------------------------------------------------------------------------------

/** Attack strength of the units in mask (seed 9.3). */
export function attackStrength(s: usize, mask: u64): i32 {
  let t = 0;
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u)) t += strength(s, u); }
  return t;
}
/** Defence strength of the units in mask: artillery defends with 1 (seed 9.3). */
export function defenceStrength(s: usize, mask: u64): i32 {
  let t = 0;
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u)) t += isArtillery(u) ? 1 : strength(s, u); }
  return t;
}
function anyRouted(s: usize, mask: u64): bool {
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u) && uHas(s, u, UF_ROUTED)) return true; }
  return false;
}

/** Net column shift of a melee (negative = left), capped at 3 either way (seed 9.31, B8): defender's
 *  terrain; defender higher than any attacker 1L; the worst hexside crossed (stream 1L, bridge or
 *  fortification 2L; ORIGINAL H3: any attacker); cavalry 1R unless upslope, into woods, town,
 *  vineyard or city, or across a fortification; a routed defender 1R. */
export function meleeShift(s: usize, att: u64, def: u64, h: i32): i32 {
  let left = terrainMeleeShift(terrain(h));
  let up = false;
  let side = 0;
  let fort = false;
  let cav = false;
  let m = att;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    const a = uHex(s, u);
    if (elev(h) > elev(a)) up = true;
    const f = sideBetween(a, h);
    if ((f & Side.FORT) != 0) { fort = true; side = max(side, 2); }
    if ((f & Side.BRIDGE) != 0) side = max(side, 2);
    else if ((f & Side.STREAM) != 0) side = max(side, 1);
    if (uType(u) == UType.CAV) cav = true;
  }
  if (up) left += 1;
  left += side;
  let right = 0;
  if (cav && !up && !fort && !noCavalryBonus(terrain(h))) right += 1;
  if (anyRouted(s, def)) right += 1;
  const net = right - left;
  return max(-3, min(3, net));
}
/** Die modifier (seed 9.32): + one attacking leader stacked with an attacker, - one defending
 *  leader in the hex, +1 routed defender. */
export function meleeDrm(s: usize, att: u64, def: u64, h: i32, attSide: i32): i32 {
  let best = 0;
  let m = att;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; best = max(best, bestLeaderIn(s, uHex(s, u), attSide)); }
  return best - bestLeaderIn(s, h, 1 - attSide) + (anyRouted(s, def) ? 1 : 0);
}
/** Initial odds column (-1 or 0 when the attack may not be made, seed 9.3). */
export function initialOdds(s: usize, att: u64, def: u64): i32 {
  const d = defenceStrength(s, def);
  const a = attackStrength(s, att);
  if (d <= 0) return 8;
  if (a <= 0) return -1;
  return oddsColumn(a, d);
}

/** Queues the effects of melee result `res` against defending hex h (seed 9.33, R10, R11). */
export function applyMeleeResult(s: usize, res: i32, h: i32): void {
  pushTask(s, K.ADVANCE, 0, h, 0, 0);
  if (res == MR.AE) pushTask(s, K.PICK, PickMode.ELIM, 1, 0, 1);
  else if (res == MR.A1 || res == MR.A2) {
    pushTask(s, K.MORALE_ALL, 0, 0, 0, 1);
    pushTask(s, K.PICK, PickMode.STEP, res == MR.A1 ? 1 : 2, 0, 1);
  } else if (res == MR.AD) pushTask(s, K.PICK, PickMode.ROUT, 1, 0, 1);
  else if (res == MR.AM) pushTask(s, K.MORALE_ALL, 0, 0, 0, 1);
  else if (res == MR.DM) pushTask(s, K.MORALE_ALL, 0, 0, 1, 1);
  else if (res == MR.DD) pushTask(s, K.PICK, PickMode.ROUT, 1, 1, 1);
  else if (res == MR.D1 || res == MR.D2) {
    pushTask(s, K.MORALE_ALL, 0, 0, 1, 1);
    pushTask(s, K.PICK, PickMode.STEP, res == MR.D1 ? 1 : 2, 1, 1);
  } else if (res == MR.DE) {
    // the top unit of the (first) defending hex is eliminated; every other defender routs
    const top = topUnit(s, h);
    if (top == NONE) return;
    let m = ctxDef(s);
    while (m != 0) {
      const o = <i32>ctz<u64>(m);
      m &= m - 1;
      if (o != top && onMap(s, o)) pushTask(s, K.ROUT, o, 0, 1, REF_ATT);
    }
    eliminate(s, top);
  }
}

/** The owner's pick `u` for a PICK task of mode `mode` with `n` picks left over `group`'s mask. */
export function applyPick(s: usize, mode: i32, n: i32, group: i32, u: i32): void {
  const mask = group == 0 ? ctxAtt(s) : ctxDef(s);
  const ref = group == 0 ? REF_DEF : REF_ATT;
  if (mode == PickMode.STEP) {
    if (n > 1) pushTask(s, K.PICK, PickMode.STEP, n - 1, group, 1);
    loseStep(s, u);
    return;
  }
  let m = mask;
  while (m != 0) {
    const o = <i32>ctz<u64>(m);
    m &= m - 1;
    if (o == u || !onMap(s, o)) continue;
    if (mode == PickMode.ELIM) pushTask(s, K.ROUT, o, 0, 1, ref);
    else pushTask(s, K.MORALE, o, 0, 1, NONE);
  }
  if (mode == PickMode.ELIM) eliminate(s, u);
  else pushTask(s, K.ROUT, u, 0, 1, ref);
}

/** Marks u's chit as seen by the opponent (ORIGINAL H1: when its strength enters a combat total). */
@inline export function reveal(s: usize, u: i32): void { setUFlags(s, u, uFlags(s, u) | UF_REVEALED); }
