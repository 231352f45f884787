// The only module of the Blood & Iron core that exports to JavaScript (build/bi.wasm,
// build/bi.debug.wasm). Everything crossing the boundary is an integer, a pointer into this
// instance's memory, or an enum member exported as a global ("Act.MOVE", "Stage.DFIRE"), which the
// facade (src/games/blood-and-iron/state.ts) reads: one source of truth.
// Lifecycle: scenBegin -> gridHex / gridSide / scenArea / scenVp / scenUnit / scenLeader ... ->
// scenEnd, then stateNew() gives fresh states at the start of the first turn. Hexes cross the
// boundary as the seed's ids (CCRR numbers, e.g. 4320). The test* functions build inline positions
// for rule tests; nothing else uses them.
export { Act, Stage, APhase, UType, Rating, Level, PRUSSIAN, FRENCH, CHANCE, TERMINAL, DRAW, NO_WINNER } from "./types";
export { Ter, Side } from "./grid";
export { K } from "./tasks";
export { FR, MR } from "./tables";
export { MAX_UNITS, MAX_LEADERS, NO_CHIT, CADRE, UF_ROUTED, UF_FIRED, UF_TARGETED, UF_ATTACKED, UF_INCMD, UF_REVEALED, UF_MOVED, UF_ACTED, LF_REPLACED } from "./state";
export { MAX_ACTIONS } from "./flow";
export { checkInvariants } from "./invariants";

import {
  STATE_SIZE, clearState, setTurn, turn, stage, setStage, active, setActive, aphase, setAphase, winner, cp, setCp,
  uHex, setUHex, uChit, setUChit, uLost, setULost, uFlags, setUFlags, lHex, setLHex, lFlags, setLFlags, cup, setCup,
  vpControl, setVpControl, elimVp, setTaskLen, taskLen, topKind, topA, lastRoll, lastResult, lastCol, ctxCol, ctxDrm,
  ctxTarget, actLeft, setActLeft, setActivated, activated, setCmdLeader, OFF, GONE, NONE, MAX_UNITS, MAX_LEADERS,
  pushTask, setUMp, setMover, uMp as uMpOf, markUnitsMoved,
} from "./state";
import { gridBegin, setHex, addHexside, hexOfId, hexId, distance as dist, hexCount, neighbor as neighborOf } from "./grid";
import {
  scenReset, setTurns, setOccupyVictory, addUnitStatic, addLeaderStatic, addAreaHex, addVp, unitCount as nU,
  leaderCount as nL, firstTurn, vpCount, vpOwner0, uSide, uMa, uType, uRating, setAreaInfo, setFreeSetup, isFreeSetup,
} from "./scenario";
import { legal, apply, settle, currentPlayer as cur, startTurn, startSetup, totalVp, MAX_ACTIONS } from "./flow";
import { chanceDenominator, chanceNumerator, sampleChance as sample, determinize as det } from "./chance";
import { losClear, enemyZoc, commandCheck, strength, steps, lCmd, lRange } from "./rules";
import {
  chitCount, CHIT_TYPES, setMonotonic, cpOfRoll, fireResult, meleeResult, moraleNumber, chitFront, chitBack, chitSteps,
  rangedStrength, oddsColumn, terrainMp, fireColumn,
} from "./tables";
import { rngSeed, rngBelow, RNG_BYTES } from "../common/rng";
import { Stage, FRENCH, TERMINAL, mkAct } from "./types";

let template: usize = 0;
const ACTIONS: usize = memory.data(MAX_ACTIONS * 4);
const ACTIONS2: usize = memory.data(MAX_ACTIONS * 4);
const RNG: usize = memory.data(RNG_BYTES);
rngSeed(RNG, 0); // an all-zero xoshiro state would never leave zero: seeded at start, reseeded by seedRng
let ok: bool = true;

export function stateSize(): i32 { return <i32>STATE_SIZE; }
export function actionBuffer(): usize { return ACTIONS; }

// ---- scenario ------------------------------------------------------------------------------------

/** Starts a scenario on the map window of printed columns c0.. and rows r0.. (cols x rows).
 *  Returns 0, or 1 for a bad size. */
export function scenBegin(c0: i32, r0: i32, cols: i32, rows: i32): i32 {
  if (!gridBegin(c0, r0, cols, rows)) return 1;
  if (template == 0) template = heap.alloc(STATE_SIZE);
  clearState(template);
  scenReset();
  setMonotonic(false);
  ok = true;
  return 0;
}
/** Terrain (Ter), elevation 0-3 and flags (1 = fortified city hex, R3) of hex `id`. 0 or 1 (bad hex). */
export function gridHex(id: i32, ter: i32, elev: i32, flags: i32): i32 {
  const h = hexOfId(id);
  if (h < 0) return 1;
  setHex(h, ter, elev, flags);
  return 0;
}
/** Adds hexside features (Side bits) between adjacent hexes a and b. 0, or 1 when not adjacent. */
export function gridSide(a: i32, b: i32, f: i32): i32 {
  const ha = hexOfId(a);
  const hb = hexOfId(b);
  if (ha < 0 || hb < 0) return 1;
  return addHexside(ha, hb, f) ? 0 : 1;
}
/** B5 optional monotonic variant: 1 on, 0 off (the default, the seed's AD). */
export function scenMonotonicB5(on: i32): void { setMonotonic(on != 0); }
export function scenTurns(first: i32, last: i32, special: i32): void { setTurns(first, last, special != 0); setTurn(template, first); }
export function scenOccupy(id: i32, side: i32): i32 { const h = hexOfId(id); if (h < 0) return 1; setOccupyVictory(h, side); return 0; }
/** Centre and radius of letter area `area` (setup areas of seed 11.1). 0, or 1 for a bad hex. */
export function scenAreaInfo(area: i32, centerId: i32, radius: i32): i32 {
  const h = hexOfId(centerId);
  if (h < 0) return 1;
  return setAreaInfo(area, h, radius) ? 0 : 1;
}
/** Free setup within the letter areas (seed 11.1): 1 on, 0 off (the default: the file's hexes). */
export function scenFreeSetup(on: i32): void { setFreeSetup(on != 0); }
export function scenArea(area: i32, id: i32): i32 { const h = hexOfId(id); if (h < 0) return 1; return addAreaHex(area, h) ? 0 : 1; }
export function scenVp(id: i32, vp: i32, owner: i32): i32 {
  const h = hexOfId(id);
  if (h < 0) return 1;
  const i = addVp(h, vp, owner);
  if (i < 0) return 1;
  if (owner == FRENCH) setVpControl(template, vpControl(template) | (1 << i));
  return 0;
}
/** Adds a unit; setupId 0 = arrives later (arrTurn, arrArea). Returns its index, or -1. */
export function scenUnit(side: i32, type: i32, rating: i32, corps: i32, div: i32, ma: i32, arrTurn: i32, arrArea: i32, setupId: i32): i32 {
  const u = addUnitStatic(side, type, rating, corps, div, ma, arrTurn, arrArea);
  if (u < 0) return -1;
  if (setupId == 0) { setUHex(template, u, OFF); return u; }
  const h = hexOfId(setupId);
  if (h < 0) return -1;
  setUHex(template, u, h);
  return u;
}
/** Adds a leader (form 255 = army leader; repRange 255 = no replacement). Returns index or -1. */
export function scenLeader(side: i32, level: i32, form: i32, cmd: i32, range: i32, repCmd: i32, repRange: i32, arrTurn: i32, arrArea: i32, setupId: i32): i32 {
  const l = addLeaderStatic(side, level, form, cmd, range, repCmd, repRange, arrTurn, arrArea);
  if (l < 0) return -1;
  if (setupId == 0) { setLHex(template, l, OFF); return l; }
  const h = hexOfId(setupId);
  if (h < 0) return -1;
  setLHex(template, l, h);
  return l;
}
/** Finishes the scenario: full cups (B7). */
export function scenEnd(): i32 {
  for (let side = 0; side < 2; side++) for (let t = 0; t < CHIT_TYPES; t++) setCup(template, side, t, chitCount(t));
  return 0;
}

// ---- states --------------------------------------------------------------------------------------

/** A fresh state at the start of the scenario's first turn (the Prussian CP roll is pending). */
export function stateNew(): usize {
  const s = allocState();
  memory.copy(s, template, STATE_SIZE);
  setTurn(s, firstTurn());
  if (!isFreeSetup() || !startSetup(s)) startTurn(s);
  settle(s);
  return s;
}
// Freed state blocks are kept on a free list (the stub runtime never frees memory): the first 8
// bytes of a free block hold the next free block.
let freeList: usize = 0;
function allocState(): usize {
  if (freeList != 0) { const s = freeList; freeList = load<usize>(s); return s; }
  return heap.alloc(STATE_SIZE);
}
/** Returns a state block for reuse; the pointer must not be used afterwards. */
export function stateFree(s: usize): void { store<usize>(s, freeList); freeList = s; markUnitsMoved(); }
export function stateClone(src: usize): usize {
  const s = allocState();
  memory.copy(s, src, STATE_SIZE);
  return s;
}
export function stateCopy(dst: usize, src: usize): void { memory.copy(dst, src, STATE_SIZE); markUnitsMoved(); }
export function stateEquals(a: usize, b: usize): i32 { return memory.compare(a, b, STATE_SIZE) == 0 ? 1 : 0; }

export function currentPlayer(s: usize): i32 { return cur(s); }
/** Writes the legal actions into actionBuffer() and returns how many. */
export function legalActions(s: usize): i32 { return legal(s, ACTIONS); }
/** Plays `a` if legal: 0, else 1 (state unchanged). */
export function applyAction(s: usize, a: i32): i32 {
  const n = legal(s, ACTIONS2);
  for (let i = 0; i < n; i++) {
    if (load<i32>(ACTIONS2 + (<usize>i << 2)) == a) { apply(s, a); return 0; }
  }
  return 1;
}
export function applyUnchecked(s: usize, a: i32): void { apply(s, a); }
export function isChance(s: usize): i32 { return chanceDenominator(s) > 0 ? 1 : 0; }
export function chanceDen(s: usize): i32 { return chanceDenominator(s); }
export function chanceNum(s: usize, a: i32): i32 { return chanceNumerator(s, a); }
export function seedRng(lo: u32, hi: u32): void { rngSeed(RNG, (<u64>hi << 32) | <u64>lo); }
export function sampleChance(s: usize): i32 { return sample(s, RNG); }
export function determinize(s: usize, viewer: i32): void { det(s, viewer, RNG); }
export function isTerminal(s: usize): i32 { return cur(s) == TERMINAL ? 1 : 0; }
export function winnerOf(s: usize): i32 { return winner(s); }
export function vpOf(s: usize, side: i32): i32 { return totalVp(s, side); }
export function elimVpOf(s: usize, side: i32): i32 { return elimVp(s, side); }

/** Plays random moves (and samples chance) to the end; returns the number of actions applied. */
export function randomPlayout(s: usize, maxActions: i32): i32 {
  let n = 0;
  while (cur(s) != TERMINAL && n < maxActions) {
    let a: i32;
    if (chanceDenominator(s) > 0) a = sample(s, RNG);
    else {
      const k = legal(s, ACTIONS2);
      a = load<i32>(ACTIONS2 + (<usize>(<i32>((rngNextBelow(k)))) << 2));
    }
    apply(s, a);
    n++;
  }
  return n;
}
function rngNextBelow(k: i32): u32 { return rngBelow(RNG, <u32>k); }

// ---- views ---------------------------------------------------------------------------------------

export function unitCount(): i32 { return nU(); }
export function leaderCount(): i32 { return nL(); }
function idOrCode(h: i32): i32 { return h == OFF ? -1 : h == GONE ? -2 : hexId(h); }
/** Hex id of unit u, -1 not yet arrived, -2 eliminated. */
export function unitHex(s: usize, u: i32): i32 { return idOrCode(uHex(s, u)); }
export function unitChit(s: usize, u: i32): i32 { return uChit(s, u); }
export function unitLost(s: usize, u: i32): i32 { return uLost(s, u); }
export function unitFlags(s: usize, u: i32): i32 { return uFlags(s, u); }
export function unitStrength(s: usize, u: i32): i32 { return strength(s, u); }
/** Movement points left to unit u, in half points. */
export function unitMp(s: usize, u: i32): i32 { return uMpOf(s, u); }
export function unitSteps(s: usize, u: i32): i32 { return steps(s, u); }
export function unitSide(u: i32): i32 { return uSide(u); }
export function unitType(u: i32): i32 { return uType(u); }
export function unitRating(u: i32): i32 { return uRating(u); }
export function leaderHex(s: usize, l: i32): i32 { return idOrCode(lHex(s, l)); }
export function leaderFlags(s: usize, l: i32): i32 { return lFlags(s, l); }
export function leaderCommand(s: usize, l: i32): i32 { return lCmd(s, l); }
export function leaderRange(s: usize, l: i32): i32 { return lRange(s, l); }
export function turnOf(s: usize): i32 { return turn(s); }
export function stageOf(s: usize): i32 { return stage(s); }
export function activeOf(s: usize): i32 { return active(s); }
export function aphaseOf(s: usize): i32 { return aphase(s); }
export function cpOf(s: usize, side: i32): i32 { return cp(s, side); }
export function cupOf(s: usize, side: i32, t: i32): i32 { return cup(s, side, t); }
export function vpControlOf(s: usize): i32 { return vpControl(s); }
export function pendingTask(s: usize): i32 { return taskLen(s) > 0 ? topKind(s) : 0; }
export function pendingTaskUnit(s: usize): i32 { return taskLen(s) > 0 ? topA(s) : -1; }
export function lastRollOf(s: usize): i32 { return lastRoll(s); }
export function lastResultOf(s: usize): i32 { return lastResult(s); }
export function lastColOf(s: usize): i32 { return lastCol(s); }
export function combatCol(s: usize): i32 { return ctxCol(s); }
export function combatDrm(s: usize): i32 { return ctxDrm(s); }
export function actLeftOf(s: usize): i32 { return actLeft(s); }

// ---- geometry for JavaScript and tests ------------------------------------------------------------

export function hexIndex(id: i32): i32 { return hexOfId(id); }
/** The id of the neighbour of hex `id` in direction d (N, NE, SE, S, SW, NW = 0..5), or -1. */
export function neighborId(id: i32, d: i32): i32 {
  const h = hexOfId(id);
  if (h < 0 || d < 0 || d > 5) return -1;
  const n = neighborOf(h, d);
  return n < 0 ? -1 : hexId(n);
}
export function hexIdOf(h: i32): i32 { return hexId(h); }
export function hexes(): i32 { return hexCount(); }
/** Distance between two hex ids (-1 when either is off the window). */
export function distanceIds(a: i32, b: i32): i32 {
  const ha = hexOfId(a);
  const hb = hexOfId(b);
  return ha < 0 || hb < 0 ? -1 : dist(ha, hb);
}
export function losIds(s: usize, a: i32, b: i32): i32 { return losClear(s, hexOfId(a), hexOfId(b)) ? 1 : 0; }
/** Enemy ZOC at hex id against `side`: 1 primary, 2 secondary, 0 none. */
export function zocAt(s: usize, side: i32, id: i32): i32 { return enemyZoc(s, side, hexOfId(id)); }
export function commandCheckNow(s: usize, side: i32): void { commandCheck(s, side); }
export function encodeAction(kind: i32, a: i32, b: i32, c: i32): i32 { return mkAct(kind, a, b, c); }

// ---- inline positions for rule tests ---------------------------------------------------------------

/** Empties the task stack and puts the game in `st` with `side` phasing in action phase `ap`. */
export function testSetStage(s: usize, st: i32, side: i32, ap: i32): void {
  setTaskLen(s, 0);
  setStage(s, st);
  setActive(s, side);
  setAphase(s, ap);
  setMover(s, NONE);
  for (let u = 0; u < nU(); u++) { setUMp(s, u, uMa(u) * 2); }
}
/** Places unit u at hex id (0 = off the map, -2 = eliminated) with chit (255 none), losses, flags. */
export function testSetUnit(s: usize, u: i32, id: i32, chit: i32, lost: i32, flags: i32): void {
  setUHex(s, u, id == 0 ? OFF : id == -2 ? GONE : hexOfId(id));
  setUChit(s, u, chit);
  setULost(s, u, lost);
  setUFlags(s, u, flags);
}
export function testSetLeader(s: usize, l: i32, id: i32, flags: i32): void {
  setLHex(s, l, id == 0 ? OFF : id == -2 ? GONE : hexOfId(id));
  setLFlags(s, l, flags);
}
export function testSetCp(s: usize, side: i32, v: i32): void { setCp(s, side, v); }
export function testSetCup(s: usize, side: i32, t: i32, v: i32): void { setCup(s, side, t, v); }
export function testSetTurn(s: usize, t: i32): void { setTurn(s, t); }
export function testSettle(s: usize): void { settle(s); }
/** Queues a task directly (e.g. a morale check) to test it alone. */
export function testPushTask(s: usize, kind: i32, a: i32, b: i32, c: i32, d: i32): void { pushTask(s, kind, a, b, c, d); }

// ---- table lookups for tests/bi/tables.test.ts (compared with data/tables.json) --------------------
export function tblCp(roll: i32, special: i32): i32 { return cpOfRoll(roll, special != 0); }
export function tblFire(col: i32, roll: i32): i32 { return fireResult(col, roll); }
export function tblFireColumn(str: i32): i32 { return fireColumn(str); }
export function tblMelee(col: i32, modRoll: i32): i32 { return meleeResult(col, modRoll); }
export function tblMorale(rating: i32, col: i32): i32 { return moraleNumber(rating, col); }
export function tblChitCount(t: i32): i32 { return chitCount(t); }
export function tblChitFront(t: i32, r: i32): i32 { return chitFront(t, r); }
export function tblChitBack(t: i32, r: i32): i32 { return chitBack(t, r); }
export function tblChitSteps(t: i32, r: i32): i32 { return chitSteps(t, r); }
export function tblRange(kind: i32, str: i32, r: i32): i32 { return rangedStrength(kind, str, r); }
export function tblOdds(a: i32, d: i32): i32 { return oddsColumn(a, d); }
export function tblTerrainMp(ter: i32, cls: i32): i32 { return terrainMp(ter, cls); }

// ---- combat and morale previews for the web app (preview.ts) ------------------------------------
export { previewBuffer, previewFire, previewMelee, previewMorale, commandLeader } from "./preview";
