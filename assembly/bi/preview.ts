// Read-only previews of a declared fire or melee and of a pending morale check, for the web app's
// combat panel (web/src/bi/): the column and every modifier exactly as combat.ts computes them, so
// the page holds no rules. Nothing here changes the state. Callers: index.ts exports only.
//
// A preview reads the group the state has declared (ctxKind FIRE or MELEE, ctxAtt, the target hexes),
// or the combat being resolved while its die (FIRE_ROLL / MELEE_ROLL) is the pending chance node;
// the page previews a hypothetical declaration by applying it to a clone first. Hidden chits: a
// strength counts as unknown (-1) when a unit of the group has no chit yet (chits are drawn when the
// combat is resolved) or its chit is hidden from `viewer` (the opponent's, unrevealed).
//
// Output: i32 words at previewBuffer(), filled by previewFire / previewMelee (-1 = unknown / none):
//   fire                                     melee
//   0  kind 1                                0  kind 2
//   1  target hex id                         1  first target hex id
//   2  firers                                2  attackers
//   3  fire strength (B3 ranges applied)     3  attack strength
//   4  column before shifts (0..5)           4  defence strength (artillery 1)
//   5  terrain shift L (woods/town/city 1)   5  initial odds column (0 = 1-4 .. 8 = 6-1)
//   6  fortified city hex L (2, R3)          6  terrain shift L
//   7  fortification hexside L (2)           7  defender higher L (1)
//   8  target higher than a firer L (1)      8  hexside L (stream 1, bridge or fortification 2)
//   9  total left shifts (fireShifts)        9  cavalry R (1)
//  10  final column (0..5), or -1            10 routed defender R (1)
//  11  range to the target (nearest firer)   11 net shift, capped at 3 (meleeShift; several hexes: the min)
//                                            12 final column (0..8), or -1
//                                            13 attacking leader + (best)
//                                            14 defending leader - (best)
//                                            15 routed defender +1
//                                            16 die modifier (meleeDrm; several hexes: the min)
//                                            17 defenders
import { ctxKind, ctxAtt, ctxTargetN, taskLen, topKind, cmdLeader, uHex, uChit, uFlags, uHas, unitAt, onMap, NONE, NO_CHIT, UF_REVEALED, UF_ROUTED } from "./state";
import { uSide, uType, uRating, isArtillery } from "./scenario";
import { distance, terrain, elev, sideBetween, isFortHex, hexId, Side } from "./grid";
import { bestLeaderIn, moraleCol, hexBefore } from "./rules";
import { terrainFireShift, terrainMeleeShift, noCavalryBonus, moraleNumber } from "./tables";
import { groupFireStrength, fireShifts, fireCol, attackStrength, defenceStrength, meleeShift, meleeDrm, initialOdds } from "./combat";
import { UType } from "./types";
import { K } from "./tasks";

const WORDS: i32 = 24;
const OUT: usize = memory.data(WORDS * 4);
const CTX_FIRE: i32 = 1; // flow.ts CTX_FIRE / CTX_MELEE (not imported: flow.ts imports nothing from here)
const CTX_MELEE: i32 = 2;
const CTX_RESOLVING: i32 = 3;
const MELEE_HEXES: i32 = 3;

@inline function put(i: i32, v: i32): void { store<i32>(OUT + (<usize>i << 2), v); }
@inline function bit(u: i32): u64 { return (<u64>1) << <u64>u; }

export function previewBuffer(): usize { return OUT; }
/** A resolving combat whose die is the pending chance node (its group and targets are still set). */
function rolling(s: usize, k: i32): bool { return ctxKind(s) == CTX_RESOLVING && taskLen(s) > 0 && topKind(s) == k; }
/** The leader whose reserve command is running (movement or strategic), or -1. */
export function commandLeader(s: usize): i32 { const l = cmdLeader(s); return l == NONE ? -1 : l; }

/** Is u's strength known to `viewer` now? (own chit drawn, or the opponent's revealed) */
function known(s: usize, u: i32, viewer: i32): bool {
  if (uChit(s, u) == NO_CHIT) return false;
  return uSide(u) == viewer || (uFlags(s, u) & UF_REVEALED) != 0;
}
function allKnown(s: usize, mask: u64, viewer: i32): bool {
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u) && !known(s, u, viewer)) return false; }
  return true;
}
function count(mask: u64): i32 { return <i32>popcnt<u64>(mask); }

/** Fills the buffer for the declared fire group; returns 1, or 0 when no fire is declared. */
export function previewFire(s: usize, viewer: i32): i32 {
  for (let i = 0; i < WORDS; i++) put(i, -1);
  if (ctxKind(s) != CTX_FIRE && !rolling(s, K.FIRE_ROLL)) return 0;
  const att = ctxAtt(s);
  const t = ctxTargetN(s, 0);
  put(0, 1);
  put(1, hexIdOfIdx(t));
  put(2, count(att));
  let fort = false;
  let higher = false;
  let range = 99;
  let m = att;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    const a = uHex(s, u);
    range = min(range, distance(a, t));
    if (elev(t) > elev(a)) higher = true;
    const b = hexBefore(a, t);
    if (b >= 0 && (sideBetween(b, t) & Side.FORT) != 0) fort = true;
  }
  const fortHex = isFortHex(t);
  put(5, fortHex ? 0 : terrainFireShift(terrain(t)));
  put(6, fortHex ? 2 : 0);
  put(7, fort && !fortHex ? 2 : 0);
  put(8, higher ? 1 : 0);
  const sh = fireShifts(s, att, t);
  put(9, sh);
  put(11, range);
  if (allKnown(s, att, viewer)) {
    const str = groupFireStrength(s, att, t);
    put(3, str);
    put(4, fireCol(str, 0));
    put(10, fireCol(str, sh));
  }
  return 1;
}

/** Fills the buffer for the declared melee; returns 1, or 0 when no melee is declared. */
export function previewMelee(s: usize, viewer: i32): i32 {
  for (let i = 0; i < WORDS; i++) put(i, -1);
  if (ctxKind(s) != CTX_MELEE && !rolling(s, K.MELEE_ROLL)) return 0;
  const att = ctxAtt(s);
  let def: u64 = 0;
  for (let k = 0; k < MELEE_HEXES; k++) {
    const t = ctxTargetN(s, k);
    if (t == 0xFFFF) continue;
    for (let i = 0; i < 2; i++) { const v = unitAt(s, t, i); if (v != NONE) def |= bit(v); }
  }
  const h0 = ctxTargetN(s, 0);
  put(0, 2);
  put(1, hexIdOfIdx(h0));
  put(2, count(att));
  put(17, count(def));
  // the hex whose shift counts (the most favourable to the defender, as MELEE_PREP takes the min)
  let shift = 3;
  let drm = 99;
  let hx = h0;
  for (let k = 0; k < MELEE_HEXES; k++) {
    const t = ctxTargetN(s, k);
    if (t == 0xFFFF) continue;
    const sh = meleeShift(s, att, def, t);
    if (sh < shift) { shift = sh; hx = t; }
    drm = min(drm, meleeDrm(s, att, def, t, attackerSide(att)));
  }
  // the parts of meleeShift for hex hx (combat.ts, seed 9.31, B8)
  let up = false;
  let side = 0;
  let fort = false;
  let cav = false;
  let best = 0;
  let m = att;
  while (m != 0) {
    const u = <i32>ctz<u64>(m);
    m &= m - 1;
    const a = uHex(s, u);
    if (elev(hx) > elev(a)) up = true;
    const f = sideBetween(a, hx);
    if ((f & Side.FORT) != 0) { fort = true; side = max(side, 2); }
    if ((f & Side.BRIDGE) != 0) side = max(side, 2);
    else if ((f & Side.STREAM) != 0) side = max(side, 1);
    if (uType(u) == UType.CAV) cav = true;
    best = max(best, bestLeaderIn(s, a, uSide(u)));
  }
  let routed = false;
  m = def;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u) && uHas(s, u, UF_ROUTED)) routed = true; }
  put(6, terrainMeleeShift(terrain(hx)));
  put(7, up ? 1 : 0);
  put(8, side);
  put(9, cav && !up && !fort && !noCavalryBonus(terrain(hx)) ? 1 : 0);
  put(10, routed ? 1 : 0);
  put(11, shift);
  put(13, best);
  put(14, att != 0 ? bestLeaderIn(s, hx, 1 - attackerSide(att)) : 0);
  put(15, routed ? 1 : 0);
  put(16, drm == 99 ? 0 : drm);
  if (allKnown(s, att, viewer) && allKnownDefence(s, def, viewer)) {
    const a = attackStrength(s, att);
    const d = defenceStrength(s, def);
    put(3, a);
    put(4, d);
    const odds = initialOdds(s, att, def);
    put(5, odds);
    if (odds > 0) put(12, max(0, min(8, odds + shift)));
  } else {
    if (allKnown(s, att, viewer)) put(3, attackStrength(s, att));
    if (allKnownDefence(s, def, viewer)) put(4, defenceStrength(s, def));
  }
  return 1;
}
/** Artillery defends with 1 whatever its chit (seed 9.3), so its strength is always known. */
function allKnownDefence(s: usize, mask: u64, viewer: i32): bool {
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u) && !isArtillery(u) && !known(s, u, viewer)) return false; }
  return true;
}
function attackerSide(att: u64): i32 { return att == 0 ? 0 : uSide(<i32>ctz<u64>(att)); }

/** The number a morale check of unit u must roll at or under (seed 10, B6, as flow.ts rolls it). */
export function previewMorale(s: usize, u: i32): i32 {
  if (!onMap(s, u)) return -1;
  return moraleNumber(uRating(u), moraleCol(s, u)) + bestLeaderIn(s, uHex(s, u), uSide(u)) - (uHas(s, u, UF_ROUTED) ? 1 : 0);
}

function hexIdOfIdx(h: i32): i32 { return h == 0xFFFF || h < 0 ? -1 : hexId(h); }
