// The turn sequence of Blood & Iron (seed III) as a state machine: command phase, the Prussian
// and French initial action phases (movement, then a combat segment of defensive fire, offensive
// fire and melee), the reserve action phase (alternating commands bought with CP), the end phase
// (recovery) and the victory check. Pending consequences run through the task stack (tasks.ts).
// legal() writes the legal action codes into a caller buffer; apply() plays one; settle() runs
// deterministic tasks until a decision or a chance node. Callers: index.ts, chance.ts.
import {
  stage, setStage, active, setActive, aphase, setAphase, setWinner, turn, setTurn, cp, setCp, passes, setPasses,
  mover, setMover, moverLeader, setMoverLeader, actLeft, setActLeft, cmdLeader, setCmdLeader, reinfBought,
  setReinfBought, taskLen, ctxTarget, setCtxTarget, setCtxCol, ctxCol, setCtxDrm, ctxDrm, setCtxKind, ctxKind, ctxAtt,
  setCtxAtt, ctxDef, setCtxDef, activated, setActivated, opMover, opBatteries, setOpBatteries, vpControl, elimVp,
  setLastRoll, setLastResult, setLastCol, ctxTargetN, setCtxTargetN, uHex, onMap, uChit, setUChit, uLost, uFlags, setUFlags, uHas, uMp, setUMp,
  uFiredAt, setUFiredAt, setUHex, uSeg, setUSeg, offered, setOffered, setUTop, lHex, setLHex, lFlags, setLFlags, setLMp, unitAt, cup, setCup, entered, setEntered,
  clearEntered, pushTask, popTask, topKind, topA, topB, topC, topD, setTopB, NONE, OFF, NO_CHIT,
  UF_ROUTED, UF_FIRED, UF_TARGETED, UF_ATTACKED, UF_INCMD, UF_REVEALED, UF_MOVED, UF_ACTED, LF_MOVED,
} from "./state";
import {
  unitCount, leaderCount, uSide, uType, uRating, uMa, uArrTurn, uArrArea, isArtillery, lSide, lLevel, lForm,
  lArrTurn, lArrArea, isOwnLeader, isDirectlyUnder, areaCount, areaHex, vpCount, vpHex, vpValue, lastTurn,
  specialTable, victoryHex, victorySide, ARMY_FORM, uDiv as uDivOf, areaCenter, areaRadius,
} from "./scenario";
import {
  neighbor, distance, terrain, hexCount, isFortHex, sideBetween, hexside, sideBlocked, colOf, rowOf, firstCol, firstRow,
  cols as gridCols, rows as gridRows,
} from "./grid";
import {
  strength, moraleCol, lCmd, lRange, bestLeaderIn, bestOwnLeaderNear, canStack, topUnit, sideIn, enemyZoc, zocOf,
  commandCheck, commandReach, losClear, takeControl, fireKind, leaderAlive, nearestOf,
} from "./rules";
import { bbTest } from "./bb";
import {
  unitStepCost, doUnitStep, leaderStepCost, doLeaderStep, retreatStepOk, retreatPathExists, MODE_NORMAL, MODE_STRAT,
} from "./move";
import {
  groupFireStrength, fireShifts, fireCol, applyFireResult, applyMeleeResult, applyPick, initialOdds, meleeShift,
  meleeDrm, loseStep, eliminate, killLeader, removeLeader, nearestFriendHex, nearestFriendCount, placeLoneLeaders, reveal,
} from "./combat";
import { cpOfRoll, fireResult, meleeResult, moraleNumber, terrainMp, rangedStrength, CHIT_TYPES } from "./tables";
import { K, PickMode, REF_ALL, REF_ATT, REF_DEF } from "./tasks";
import { Act, Stage, APhase, mkAct, actKind, actA, actB, actC, PRUSSIAN, FRENCH, CHANCE, TERMINAL, DRAW, UType } from "./types";

export const MAX_ACTIONS: i32 = 4096;
// ctxKind: a fire or melee group being declared, or a combat being resolved (its masks are the
// retreat references of R8 until every task it queued has run).
export const CTX_NONE: i32 = 0;
export const CTX_FIRE: i32 = 1;
export const CTX_MELEE: i32 = 2;
export const CTX_RESOLVING: i32 = 3;
/** At most this many defending hexes in one melee (seed 9.3 allows several; the cap is ORIGINAL H12). */
export const MELEE_HEXES: i32 = 3;
function meleeHexSlot(s: usize, h: i32): i32 {
  for (let i = 0; i < MELEE_HEXES; i++) if (ctxTargetN(s, i) == h) return i;
  return -1;
}

// ---- who acts -------------------------------------------------------------------------------------

@inline function bit(u: i32): u64 { return (<u64>1) << <u64>u; }

export function isChanceTask(k: i32): bool {
  return k == K.CP || k == K.CHIT || k == K.FIRE_ROLL || k == K.MELEE_ROLL || k == K.MORALE || k == K.LCAS ||
    k == K.RECOVER || k == K.ACTROLL || k == K.OPROLL || k == K.OVERRUN;
}
function firstIn(s: usize, mask: u64): i32 {
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u)) return u; }
  return -1;
}

/** The player to act: PRUSSIAN, FRENCH, CHANCE or TERMINAL. */
export function currentPlayer(s: usize): i32 {
  if (stage(s) == Stage.OVER) return TERMINAL;
  if (taskLen(s) > 0) {
    const k = topKind(s);
    if (isChanceTask(k)) return CHANCE;
    if (k == K.RETREAT) return uSide(topA(s));
    if (k == K.PICK) { const u = firstIn(s, topC(s) == 0 ? ctxAtt(s) : ctxDef(s)); return u < 0 ? active(s) : uSide(u); }
    if (k == K.ADVANCE) { const u = firstIn(s, ctxAtt(s)); return u < 0 ? active(s) : uSide(u); }
    if (k == K.OPFIRE) return FRENCH;
    if (k == K.WITHDRAW) return topA(s);
    if (k == K.TOPDECL) { const u = unitAt(s, topB(s), 0); return u == NONE ? active(s) : uSide(u); }
    if (k == K.LEADERTIE) return lSide(topA(s));
    return active(s);
  }
  return stage(s) == Stage.DFIRE ? 1 - active(s) : active(s);
}

// ---- phase transitions ------------------------------------------------------------------------------

function finishMover(s: usize): void {
  const m = mover(s);
  if (m != NONE) { setUFlags(s, m, uFlags(s, m) | UF_MOVED); setMover(s, NONE); }
  const l = moverLeader(s);
  if (l != NONE) { setLFlags(s, l, lFlags(s, l) | LF_MOVED); setMoverLeader(s, NONE); }
}
/** Gives every unit and leader of `side` full movement points and clears movement flags. */
function resetMovement(s: usize, side: i32, factor: i32): void {
  for (let u = 0; u < unitCount(); u++) {
    if (uSide(u) != side) continue;
    setUFlags(s, u, uFlags(s, u) & ~(UF_MOVED | UF_ACTED));
    setUMp(s, u, uMa(u) * 2 * factor);
  }
  for (let l = 0; l < leaderCount(); l++) {
    if (lSide(l) != side) continue;
    setLFlags(s, l, lFlags(s, l) & ~LF_MOVED);
    setLMp(s, l, 20);
  }
  setMover(s, NONE);
  setMoverLeader(s, NONE);
}
function clearFired(s: usize): void {
  for (let u = 0; u < unitCount(); u++) setUFlags(s, u, uFlags(s, u) & ~UF_FIRED);
}
/** A new combat segment (seed 9.2, R5): no unit has been fired at or attacked in it yet. */
function startSegment(s: usize): void {
  for (let u = 0; u < unitCount(); u++) {
    setUFlags(s, u, uFlags(s, u) & ~(UF_TARGETED | UF_ATTACKED));
    setUFiredAt(s, u, 0xFFFF);
    setUSeg(s, u, 0);
  }
  setOffered(s, 0);
  setCtxAtt(s, 0);
  setCtxDef(s, 0);
  setCtxKind(s, CTX_NONE);
  setStage(s, Stage.DFIRE);
}
function startInitial(s: usize, side: i32): void {
  setAphase(s, side == PRUSSIAN ? APhase.INITIAL_P : APhase.INITIAL_F);
  setActive(s, side);
  clearFired(s);
  resetMovement(s, side, 1);
  setStage(s, Stage.MOVE);
}
function startReserve(s: usize): void {
  setAphase(s, APhase.RESERVE);
  clearFired(s);
  setPasses(s, 0);
  setActive(s, FRENCH); // reserveNext flips to the Prussian, who goes first (seed III.D)
  reserveNext(s);
}
/** Hands the reserve phase to the other side, skipping a side without CP (it can only pass). */
function reserveNext(s: usize): void {
  setStage(s, Stage.RESERVE);
  setActivated(s, 0);
  setCmdLeader(s, NONE);
  for (let i = 0; i < 4; i++) {
    if (passes(s) >= 2 || (cp(s, 0) == 0 && cp(s, 1) == 0)) { endPhase(s); return; }
    setActive(s, 1 - active(s));
    if (cp(s, active(s)) > 0) return;
    setPasses(s, passes(s) + 1);
  }
  endPhase(s);
}
/** End phase (seed III.E): recovery of routed units not in an EZOC, then the turn ends. */
function endPhase(s: usize): void {
  setCp(s, 0, 0);
  setCp(s, 1, 0);
  setStage(s, Stage.RESERVE);
  pushTask(s, K.TURNEND, 0, 0, 0, 0);
  for (let side = 1; side >= 0; side--) {
    for (let u = unitCount() - 1; u >= 0; u--) {
      if (uSide(u) != side || !onMap(s, u) || !uHas(s, u, UF_ROUTED)) continue;
      if (enemyZoc(s, side, uHex(s, u)) != 0) continue;
      pushTask(s, K.RECOVER, u, 0, 0, 0);
    }
  }
}
/** The next unit of `side` after index `from` that sets up on the map (free setup), or -1. */
function nextSetupUnit(s: usize, side: i32, from: i32): i32 {
  for (let u = from; u < unitCount(); u++) if (uSide(u) == side && onMap(s, u) && uArrTurn(u) == 0 && areaCenter(uArrArea(u)) >= 0) return u;
  return -1;
}
/** Starts the free setup of seed 11.1 (the French set up first); false when no unit may be placed. */
export function startSetup(s: usize): bool {
  for (let side = FRENCH; side >= PRUSSIAN; side--) {
    const u = nextSetupUnit(s, side, 0);
    if (u < 0) continue;
    setStage(s, Stage.SETUP);
    setActive(s, side);
    setMover(s, u);
    return true;
  }
  return false;
}
/** The unit just placed: on to the next one, the other side, or the first turn. */
function advanceSetup(s: usize): void {
  const side = active(s);
  let u = nextSetupUnit(s, side, mover(s) + 1);
  if (u >= 0) { setMover(s, u); return; }
  if (side == FRENCH) {
    u = nextSetupUnit(s, PRUSSIAN, 0);
    if (u >= 0) { setActive(s, PRUSSIAN); setMover(s, u); return; }
  }
  setMover(s, NONE);
  startTurn(s);
}

/** The start of a turn: command-point rolls (Prussian first), then the command check. */
export function startTurn(s: usize): void {
  clearEntered(s);
  setReinfBought(s, 0, 0);
  setReinfBought(s, 1, 0);
  setStage(s, Stage.MOVE);
  setActive(s, PRUSSIAN);
  pushTask(s, K.CMDPHASE, 0, 0, 0, 0);
  pushTask(s, K.CP, FRENCH, 0, 0, 0);
  pushTask(s, K.CP, PRUSSIAN, 0, 0, 0);
}
/** Victory (seed 11.3, 12.3, 12.5; R1). Sets the winner and ends the game. */
export function finishGame(s: usize): void {
  setStage(s, Stage.OVER);
  const vh = victoryHex();
  if (vh >= 0) {
    const side = victorySide();
    commandCheck(s, side);
    let held = false;
    for (let k = 0; k < 2; k++) { const u = unitAt(s, vh, k); if (u != NONE && uSide(u) == side && uHas(s, u, UF_INCMD)) held = true; }
    setWinner(s, held ? side : 1 - side);
    return;
  }
  const p = totalVp(s, PRUSSIAN);
  const f = totalVp(s, FRENCH);
  setWinner(s, p > f ? PRUSSIAN : f > p ? FRENCH : DRAW);
}
export function totalVp(s: usize, side: i32): i32 {
  let t = elimVp(s, side);
  for (let i = 0; i < vpCount(); i++) {
    const french = (vpControl(s) & (1 << i)) != 0;
    if (french == (side == FRENCH)) t += vpValue(i);
  }
  return t;
}

/** PASS in a flow stage: the stage ends. */
function endStage(s: usize): void {
  const st = stage(s);
  if (st == Stage.MOVE) { finishMover(s); startSegment(s); return; }
  if (st == Stage.DFIRE) { setStage(s, Stage.OFIRE); return; }
  if (st == Stage.OFIRE) { setStage(s, Stage.MELEE); return; }
  if (st == Stage.MELEE) {
    const ap = aphase(s);
    if (ap == APhase.INITIAL_P) startInitial(s, FRENCH);
    else if (ap == APhase.INITIAL_F) startReserve(s);
    else { setPasses(s, 0); reserveNext(s); }
    return;
  }
  if (st == Stage.RESERVE) { setPasses(s, passes(s) + 1); reserveNext(s); return; }
  if (st == Stage.RACT) { startSegment(s); return; }
  // RMOVE, RENTER, STRAT: the command is over
  finishMover(s);
  setPasses(s, 0);
  reserveNext(s);
}

// ---- eligibility ---------------------------------------------------------------------------------

function canFireAt(s: usize, u: i32, h: i32): bool {
  const t = unitAt(s, h, 0);
  if (t == NONE || uSide(t) == uSide(u)) return false;
  const k = fireKind(u);
  const r = distance(uHex(s, u), h);
  if (rangedStrength(k, 1, r) == 0) return false;
  for (let i = 0; i < 2; i++) { const v = unitAt(s, h, i); if (v != NONE && uHas(s, v, UF_TARGETED)) return false; }
  if (stage(s) == Stage.DFIRE && aphase(s) == APhase.RESERVE) {
    // R4: in a reserve combat command, defensive fire only at units that command activated
    let ok = false;
    for (let i = 0; i < 2; i++) { const v = unitAt(s, h, i); if (v != NONE && (activated(s) & bit(v)) != 0) ok = true; }
    if (!ok) return false;
  }
  // a firer in an EZOC must fire at a unit exerting it (seed 9.2)
  const uh = uHex(s, u);
  if (enemyZoc(s, uSide(u), uh) != 0) {
    let ok = false;
    for (let i = 0; i < 2; i++) { const v = unitAt(s, h, i); if (v != NONE && zocOf(s, v, uh) != 0) ok = true; }
    if (!ok) return false;
  }
  return r <= 1 || losClear(s, uh, h);
}
function mayFire(s: usize, u: i32, side: i32): bool {
  if (uSide(u) != side || !onMap(s, u) || fireKind(u) < 0) return false;
  const f = uFlags(s, u);
  if ((f & (UF_ROUTED | UF_FIRED)) != 0) return false;
  if (stage(s) == Stage.OFIRE) {
    if ((f & UF_INCMD) == 0) return false; // OoC units never fire offensively (R4)
    if (aphase(s) == APhase.RESERVE && (activated(s) & bit(u)) == 0) return false;
  }
  return true;
}
/** May u join the declared fire group (seed 9.2: combined fire)? */
function mayJoinFire(s: usize, u: i32): bool {
  const t = ctxTarget(s);
  const uh = uHex(s, u);
  let allAdjacent = true;
  let m = ctxAtt(s);
  while (m != 0) {
    const v = <i32>ctz<u64>(m);
    m &= m - 1;
    if (distance(uHex(s, v), uh) == 1) return true;
    if (distance(uHex(s, v), t) > 1) allAdjacent = false;
  }
  return allAdjacent && distance(uh, t) == 1;
}
function mayMelee(s: usize, u: i32, h: i32): bool {
  const side = active(s);
  if (uSide(u) != side || !onMap(s, u)) return false;
  const t = uType(u);
  if (t != UType.INF && t != UType.CAV) return false;
  const f = uFlags(s, u);
  if ((f & (UF_ROUTED | UF_ATTACKED)) != 0 || (f & UF_INCMD) == 0) return false;
  if (aphase(s) == APhase.RESERVE && (activated(s) & bit(u)) == 0) return false;
  const uh = uHex(s, u);
  if (distance(uh, h) != 1 || sideBlocked(sideBetween(uh, h))) return false;
  const occ = sideIn(s, h);
  if (occ < 0 || occ == side) return false;
  const fa = uFiredAt(s, u);
  if (fa != 0xFFFF && distance(uh, fa) == 1 && fa != h) return false; // seed 9.3
  return true;
}
/** Units of the movement command's leader that may still be activated or keep moving. */
function mayMoveUnit(s: usize, u: i32): i32 {
  const st = stage(s);
  if (uSide(u) != active(s) || !onMap(s, u)) return -1;
  const f = uFlags(s, u);
  if ((f & UF_MOVED) != 0) return -1;
  if (st == Stage.MOVE) return MODE_NORMAL;
  if (st == Stage.RMOVE) {
    if ((f & UF_ACTED) != 0) return MODE_NORMAL;
    if (actLeft(s) == 0 || (f & UF_INCMD) == 0) return -1;
    const l = cmdLeader(s);
    if (!isOwnLeader(l, u) || !bbTest(commandReach(s, l), uHex(s, u))) return -1;
    return MODE_NORMAL;
  }
  if (st == Stage.RENTER) return (f & UF_ACTED) != 0 ? MODE_NORMAL : -1;
  if (st == Stage.STRAT) return (f & UF_INCMD) != 0 && isDirectlyUnder(cmdLeader(s), u) ? MODE_STRAT : -1; // seed 5.21
  return -1;
}
function mayMoveLeader(s: usize, l: i32): bool {
  if (lSide(l) != active(s) || !leaderAlive(s, l) || (lFlags(s, l) & LF_MOVED) != 0) return false;
  const st = stage(s);
  if (st == Stage.MOVE) return true;
  const c = cmdLeader(s);
  if (st == Stage.STRAT) return l == c;
  if (st == Stage.RMOVE) {
    // R6: the command's leader and the leaders below him in his chain of command
    if (l == c) return true;
    if (lForm(c) == ARMY_FORM) return true;
    return lLevel(l) > lLevel(c) && lLevel(c) != 0 && isSubFormation(l, c);
  }
  return false;
}
// Division leaders below a corps leader: a unit of the division belongs to the corps.
function isSubFormation(l: i32, c: i32): bool {
  for (let u = 0; u < unitCount(); u++) if (uDivOf(u) == lForm(l) && isOwnLeader(c, u)) return true;
  return false;
}

/** May cavalry unit u withdraw now (R16, seed 9.4)? Adjacent to enemy infantry or artillery, not in
 *  an enemy cavalry ZOC, not yet withdrawn this segment, and a 2-hex path away exists. */
function mayWithdraw(s: usize, u: i32): bool {
  if (!onMap(s, u) || uType(u) != UType.CAV || uHas(s, u, UF_ROUTED) || (uSeg(s, u) & 1) != 0) return false;
  const h = uHex(s, u);
  let threatened = false;
  for (let v = 0; v < unitCount(); v++) {
    if (uSide(v) == uSide(u) || !onMap(s, v) || zocOf(s, v, h) != 1) continue;
    if (uType(v) == UType.CAV) return false;
    threatened = true;
  }
  if (!threatened) return false;
  for (let d = 0; d < 6; d++) {
    if (retreatStepOk(s, u, h, d, 0) && retreatPathExists(s, u, neighbor(h, d), 1, 0)) return true;
  }
  return false;
}

function strategicOk(s: usize, l: i32): bool {
  if (!leaderAlive(s, l)) return false;
  let any = false;
  for (let u = 0; u < unitCount(); u++) {
    if (!onMap(s, u) || !isDirectlyUnder(l, u)) continue;
    any = true;
    if (nearestOf(s, 1 - lSide(l), uHex(s, u)) <= 5) return false; // seed 4.3
  }
  return any;
}
function reinforcementsDue(s: usize, side: i32): bool {
  for (let u = 0; u < unitCount(); u++) if (uSide(u) == side && uHex(s, u) == OFF && uArrTurn(u) <= turn(s)) return true;
  return false;
}
/** Half-MP cost for u to enter through entry hex h (seed 8.4: x1, x2, x3 ... per unit), or -1. */
function entryCost(s: usize, u: i32, h: i32): i32 {
  const occ = sideIn(s, h);
  if (occ >= 0 && occ != uSide(u)) return -1;
  if (!canStack(s, u, h)) return -1;
  const c = terrainMp(terrain(h), uType(u) == UType.INF ? 1 : uType(u) == UType.CAV ? 2 : 3) * (entered(s, h) + 1);
  return c <= uMa(u) * 2 ? c : -1;
}

/** Is every hex of entry area a held by the enemy of `side` (R7)? */
function areaBlocked(s: usize, a: i32, side: i32): bool {
  if (areaCount(a) == 0) return false;
  for (let i = 0; i < areaCount(a); i++) if (sideIn(s, areaHex(a, i)) != 1 - side) return false;
  return true;
}
function areaDist(a: i32, h: i32): i32 {
  let d = 99;
  for (let i = 0; i < areaCount(a); i++) d = min(d, distance(areaHex(a, i), h));
  return d;
}
@inline function isEdge(h: i32): bool {
  const c = colOf(h) - firstCol();
  const r = rowOf(h) - firstRow();
  return c == 0 || r == 0 || c == gridCols() - 1 || r == gridRows() - 1;
}

// ---- legal actions -------------------------------------------------------------------------------

let outN: i32 = 0;
let outP: usize = 0;
@inline function emit(a: i32): void { if (outN < MAX_ACTIONS) store<i32>(outP + (<usize>outN << 2), a); outN++; }

/** Writes the legal actions at `out` (room for MAX_ACTIONS i32) and returns their count. */
export function legal(s: usize, out: usize): i32 {
  outN = 0;
  outP = out;
  if (stage(s) == Stage.OVER) return 0;
  if (taskLen(s) > 0) { legalTask(s); return outN; }
  const st = stage(s);
  const side = currentPlayer(s);
  if (st == Stage.SETUP) {
    const u = mover(s);
    const a = uArrArea(u);
    const c = areaCenter(a);
    for (let h = 0; h < hexCount(); h++) {
      if (distance(c, h) > areaRadius(a)) continue;
      const occ = sideIn(s, h);
      if (occ >= 0 && occ != side) continue;
      if (h != uHex(s, u) && !canStack(s, u, h)) continue;
      emit(mkAct(Act.SETUP, u, h, 0));
    }
    return outN;
  }
  if (st == Stage.MOVE || st == Stage.RMOVE || st == Stage.RENTER || st == Stage.STRAT) {
    if (st == Stage.RENTER) {
      for (let u = 0; u < unitCount(); u++) {
        if (uSide(u) != side || uHex(s, u) != OFF || uArrTurn(u) > turn(s)) continue;
        const a = uArrArea(u);
        if (areaBlocked(s, a, side)) {
          // R7: every hex of the area is enemy-occupied: the nearest free map-edge hexes within 3
          let best = 4;
          for (let h = 0; h < hexCount(); h++) if (isEdge(h) && sideIn(s, h) != 1 - side) best = min(best, areaDist(a, h));
          for (let h = 0; h < hexCount(); h++) {
            if (!isEdge(h) || areaDist(a, h) != best || best > 3) continue;
            if (entryCost(s, u, h) >= 0) emit(mkAct(Act.ENTER, u, h, 0));
          }
          continue;
        }
        for (let i = 0; i < areaCount(a); i++) if (entryCost(s, u, areaHex(a, i)) >= 0) emit(mkAct(Act.ENTER, u, areaHex(a, i), 0));
      }
    }
    for (let u = 0; u < unitCount(); u++) {
      const mode = mayMoveUnit(s, u);
      if (mode < 0) continue;
      for (let d = 0; d < 6; d++) if (unitStepCost(s, u, d, mode) >= 0) emit(mkAct(Act.MOVE, u, 0, d));
    }
    for (let l = 0; l < leaderCount(); l++) {
      if (!mayMoveLeader(s, l)) continue;
      for (let d = 0; d < 6; d++) if (leaderStepCost(s, l, d) >= 0) emit(mkAct(Act.LMOVE, l, 0, d));
    }
    emit(mkAct(Act.PASS, 0, 0, 0));
    return outN;
  }
  if (st == Stage.DFIRE || st == Stage.OFIRE) {
    const grp = ctxKind(s) == CTX_FIRE ? ctxAtt(s) : 0;
    for (let u = 0; u < unitCount(); u++) {
      if (!mayFire(s, u, side) || (grp & bit(u)) != 0) continue;
      if (grp != 0) {
        if (canFireAt(s, u, ctxTarget(s)) && mayJoinFire(s, u)) emit(mkAct(Act.FIRE, u, ctxTarget(s), 0));
        continue;
      }
      const uh = uHex(s, u);
      for (let v = 0; v < unitCount(); v++) {
        if (uSide(v) == side || !onMap(s, v)) continue;
        const h = uHex(s, v);
        if (unitAt(s, h, 0) != v || distance(uh, h) > 8) continue; // each target hex once
        if (canFireAt(s, u, h)) emit(mkAct(Act.FIRE, u, h, 0));
      }
    }
    emit(grp != 0 ? mkAct(Act.FIRE_GO, 0, 0, 0) : mkAct(Act.PASS, 0, 0, 0));
    return outN;
  }
  if (st == Stage.MELEE) {
    const grp = ctxKind(s) == CTX_MELEE ? ctxAtt(s) : 0;
    for (let u = 0; u < unitCount(); u++) {
      if ((grp & bit(u)) != 0) {
        // an attacker already in the melee may add a further adjacent enemy hex (seed 9.3)
        if (meleeHexSlot(s, 0xFFFF) < 0) continue;
        for (let d = 0; d < 6; d++) {
          const h = neighbor(uHex(s, u), d);
          if (h >= 0 && meleeHexSlot(s, h) < 0 && mayMelee(s, u, h)) emit(mkAct(Act.MELEE, u, h, 0));
        }
        continue;
      }
      if (grp != 0) {
        for (let i = 0; i < MELEE_HEXES; i++) {
          const h = ctxTargetN(s, i);
          if (h != 0xFFFF && mayMelee(s, u, h)) emit(mkAct(Act.MELEE, u, h, 0));
        }
        continue;
      }
      if (!onMap(s, u) || uSide(u) != side) continue;
      for (let d = 0; d < 6; d++) {
        const h = neighbor(uHex(s, u), d);
        if (h >= 0 && mayMelee(s, u, h)) emit(mkAct(Act.MELEE, u, h, 0));
      }
    }
    emit(grp != 0 ? mkAct(Act.MELEE_GO, 0, 0, 0) : mkAct(Act.PASS, 0, 0, 0));
    return outN;
  }
  if (st == Stage.RESERVE) {
    emit(mkAct(Act.PASS, 0, 0, 0));
    const c = cp(s, side);
    if (c >= 1) {
      for (let l = 0; l < leaderCount(); l++) if (lSide(l) == side && leaderAlive(s, l)) emit(mkAct(Act.BUY_MOVE, l, 0, 0));
      for (let l = 0; l < leaderCount(); l++) if (lSide(l) == side && strategicOk(s, l)) emit(mkAct(Act.BUY_STRAT, l, 0, 0));
      if (reinfBought(s, side) == 0 && reinforcementsDue(s, side)) emit(mkAct(Act.BUY_REINF, 0, 0, 0));
    }
    if (c >= 2) emit(mkAct(Act.BUY_COMBAT, 0, 0, 0));
    return outN;
  }
  if (st == Stage.RACT) {
    if (actLeft(s) > 0) {
      for (let u = 0; u < unitCount(); u++) {
        if (uSide(u) != side || !onMap(s, u) || (activated(s) & bit(u)) != 0) continue;
        const f = uFlags(s, u);
        if ((f & UF_INCMD) == 0 || (f & UF_ROUTED) != 0) continue;
        emit(mkAct(Act.ACTIVATE, u, 0, 0));
      }
    }
    emit(mkAct(Act.PASS, 0, 0, 0));
    return outN;
  }
  return outN;
}

function retreatMask(s: usize, ref: i32): u64 { return ref == REF_ATT ? ctxAtt(s) : ref == REF_DEF ? ctxDef(s) : 0; }

function legalTask(s: usize): void {
  const k = topKind(s);
  if (k == K.CHIT) {
    const side = uSide(topA(s));
    for (let t = 0; t < CHIT_TYPES; t++) if (cup(s, side, t) > 0) emit(mkAct(Act.CHIT, 0, 0, t));
    return;
  }
  if (isChanceTask(k)) { for (let f = 0; f < 10; f++) emit(mkAct(Act.DIE, 0, 0, f)); return; }
  if (k == K.RETREAT) {
    const u = topA(s);
    const m = retreatMask(s, topC(s));
    for (let d = 0; d < 6; d++) {
      if (!retreatStepOk(s, u, uHex(s, u), d, m)) continue;
      if (retreatPathExists(s, u, neighbor(uHex(s, u), d), topB(s) - 1, m)) emit(mkAct(Act.RETREAT, u, 0, d));
    }
    return;
  }
  if (k == K.PICK) {
    let m = topC(s) == 0 ? ctxAtt(s) : ctxDef(s);
    while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u)) emit(mkAct(Act.CHOOSE, u, 0, 0)); }
    return;
  }
  if (k == K.ADVANCE) {
    for (let i = 0; i < MELEE_HEXES; i++) {
      const h = ctxTargetN(s, i);
      if (h == 0xFFFF || unitAt(s, h, 0) != NONE) continue;
      let m = ctxAtt(s);
      while (m != 0) {
        const u = <i32>ctz<u64>(m);
        m &= m - 1;
        if (!onMap(s, u) || uHas(s, u, UF_ROUTED) || distance(uHex(s, u), h) != 1) continue;
        if (sideBlocked(sideBetween(uHex(s, u), h))) continue;
        emit(mkAct(Act.ADVANCE, u, h, 0));
      }
    }
    emit(mkAct(Act.PASS, 0, 0, 0));
    return;
  }
  if (k == K.TOPDECL) {
    for (let i = 0; i < 2; i++) { const u = unitAt(s, topB(s), i); if (u != NONE) emit(mkAct(Act.CHOOSE, u, 0, 0)); }
    return;
  }
  if (k == K.LEADERTIE) {
    const l = topA(s);
    const from = lHex(s, l);
    const best = nearestFriendHex(s, l, from, false);
    if (best < 0) return;
    const d = distance(best, from);
    for (let u = 0; u < unitCount(); u++) {
      if (!onMap(s, u) || uSide(u) != lSide(l)) continue;
      const h = uHex(s, u);
      if (distance(h, from) == d && unitAt(s, h, 0) == u) emit(mkAct(Act.LPLACE, l, h, 0));
    }
    return;
  }
  if (k == K.WITHDRAW) {
    for (let u = 0; u < unitCount(); u++) if (uSide(u) == topA(s) && mayWithdraw(s, u)) emit(mkAct(Act.CHOOSE, u, 0, 0));
    emit(mkAct(Act.PASS, 0, 0, 0));
    return;
  }
  if (k == K.OPFIRE) {
    let m = opBatteries(s);
    while (m != 0) { const b = <i32>ctz<u64>(m); m &= m - 1; emit(mkAct(Act.OPFIRE, b, 0, 0)); }
    emit(mkAct(Act.PASS, 0, 0, 0));
  }
}

// ---- applying an action ------------------------------------------------------------------------------

/** Plays action a (assumed legal: index.ts checks) and runs the state on to the next decision. */
export function apply(s: usize, a: i32): void {
  const kind = actKind(a);
  if (taskLen(s) > 0) applyTask(s, a);
  else if (kind == Act.SETUP) {
    setUHex(s, actA(a), actB(a));
    advanceSetup(s);
    if (unitAt(s, actB(a), 1) != NONE) pushTask(s, K.TOPDECL, 0, actB(a), 0, 0); // R2: "at setup"
  }
  else if (kind == Act.PASS) endStage(s);
  else if (kind == Act.MOVE) {
    const u = actA(a);
    const st = stage(s);
    if (mover(s) != u) {
      finishMover(s);
      setMover(s, u);
      if (st == Stage.RMOVE && !uHas(s, u, UF_ACTED)) { setUFlags(s, u, uFlags(s, u) | UF_ACTED); setActLeft(s, actLeft(s) - 1); }
    }
    const c = unitStepCost(s, u, actC(a), mayMoveUnit(s, u));
    doUnitStep(s, u, actC(a), c);
  } else if (kind == Act.LMOVE) {
    const l = actA(a);
    if (moverLeader(s) != l) {
      const old = moverLeader(s);
      if (old != NONE) setLFlags(s, old, lFlags(s, old) | LF_MOVED);
      setMoverLeader(s, l);
    }
    doLeaderStep(s, l, actC(a), leaderStepCost(s, l, actC(a)));
  } else if (kind == Act.ENTER) {
    const u = actA(a);
    const h = actB(a);
    const c = entryCost(s, u, h);
    finishMover(s);
    setUHex(s, u, h);
    setEntered(s, h, entered(s, h) + 1);
    setUMp(s, u, uMa(u) * 2 - c);
    if (enemyZoc(s, uSide(u), h) != 0) setUMp(s, u, 0);
    setUFlags(s, u, (uFlags(s, u) | UF_INCMD | UF_ACTED) & ~UF_MOVED); // R7: in command until the next command phase
    takeControl(s, h, uSide(u));
    setMover(s, u);
    for (let l = 0; l < leaderCount(); l++) if (lHex(s, l) == h && lSide(l) != uSide(u)) pushTask(s, K.OVERRUN, l, 0, 0, 0); // seed 5.4
    if (unitAt(s, h, 1) != NONE) pushTask(s, K.TOPDECL, 0, h, 0, 0); // R2
  } else if (kind == Act.FIRE) {
    if (ctxKind(s) != CTX_FIRE) { setCtxTarget(s, actB(a)); setCtxKind(s, CTX_FIRE); setCtxAtt(s, 0); }
    setCtxAtt(s, ctxAtt(s) | bit(actA(a)));
  } else if (kind == Act.FIRE_GO) {
    const h = ctxTarget(s);
    let def: u64 = 0;
    for (let i = 0; i < 2; i++) { const v = unitAt(s, h, i); if (v != NONE) def |= bit(v); }
    setCtxDef(s, def);
    setCtxKind(s, CTX_RESOLVING);
    pushTask(s, K.FIRE_PREP, 0, h, 0, 0);
    pushChits(s, def);
    pushChits(s, ctxAtt(s));
  } else if (kind == Act.MELEE) {
    if (ctxKind(s) != CTX_MELEE) {
      setCtxKind(s, CTX_MELEE);
      setCtxAtt(s, 0);
      for (let i = 0; i < MELEE_HEXES; i++) setCtxTargetN(s, i, i == 0 ? actB(a) : 0xFFFF);
    } else if (meleeHexSlot(s, actB(a)) < 0) {
      // one unit may attack several hexes together (seed 9.3): a further hex of the same melee
      for (let i = 1; i < MELEE_HEXES; i++) if (ctxTargetN(s, i) == 0xFFFF) { setCtxTargetN(s, i, actB(a)); break; }
    }
    setCtxAtt(s, ctxAtt(s) | bit(actA(a)));
  } else if (kind == Act.MELEE_GO) {
    const h = ctxTarget(s);
    let def: u64 = 0;
    for (let k = 0; k < MELEE_HEXES; k++) {
      const t = ctxTargetN(s, k);
      if (t == 0xFFFF) continue;
      for (let i = 0; i < 2; i++) { const v = unitAt(s, t, i); if (v != NONE) def |= bit(v); }
    }
    setCtxDef(s, def);
    setCtxKind(s, CTX_RESOLVING);
    pushTask(s, K.MELEE_PREP, 0, h, 0, 0);
    pushChits(s, def);
    pushChits(s, ctxAtt(s));
  } else if (kind == Act.BUY_MOVE) {
    setCp(s, active(s), cp(s, active(s)) - 1);
    setCmdLeader(s, actA(a));
    pushTask(s, K.ACTROLL, 0, 0, 0, 0);
  } else if (kind == Act.BUY_COMBAT) {
    setCp(s, active(s), cp(s, active(s)) - 2);
    pushTask(s, K.ACTROLL, 1, 0, 0, 0);
  } else if (kind == Act.BUY_STRAT) {
    setCp(s, active(s), cp(s, active(s)) - 1);
    setCmdLeader(s, actA(a));
    resetMovement(s, active(s), 2);
    setStage(s, Stage.STRAT);
  } else if (kind == Act.BUY_REINF) {
    const side = active(s);
    setCp(s, side, cp(s, side) - 1);
    setReinfBought(s, side, 1);
    resetMovement(s, side, 1);
    for (let u = 0; u < unitCount(); u++) if (uSide(u) == side) setUFlags(s, u, uFlags(s, u) | UF_MOVED);
    // arriving leaders come on at their entry hex (ORIGINAL H7: leaders need no MP to enter)
    for (let l = 0; l < leaderCount(); l++) {
      if (lSide(l) != side || lHex(s, l) != OFF || lArrTurn(l) > turn(s)) continue;
      const ar = lArrArea(l);
      if (areaCount(ar) > 0) setLHex(s, l, areaHex(ar, 0));
    }
    setStage(s, Stage.RENTER);
  } else if (kind == Act.ACTIVATE) {
    setActivated(s, activated(s) | bit(actA(a)));
    setActLeft(s, actLeft(s) - 1);
  }
  settle(s);
}

function pushChits(s: usize, mask: u64): void {
  let m = mask;
  while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (uChit(s, u) == NO_CHIT) pushTask(s, K.CHIT, u, 0, 0, 0); }
}

function applyTask(s: usize, a: i32): void {
  const k = topKind(s);
  const kind = actKind(a);
  if (kind == Act.CHIT) {
    const u = topA(s);
    popTask(s);
    const side = uSide(u);
    setUChit(s, u, actC(a));
    setCup(s, side, actC(a), cup(s, side, actC(a)) - 1);
    return;
  }
  if (kind == Act.DIE) { const roll = actC(a) + 1; setLastRoll(s, roll); rollTask(s, k, roll); return; }
  if (k == K.RETREAT) {
    const u = topA(s);
    const n = topB(s);
    const from = uHex(s, u);
    if (n <= 1) popTask(s); else setTopB(s, n - 1);
    setUHex(s, u, neighbor(from, actC(a)));
    takeControl(s, uHex(s, u), uSide(u));
    placeLoneLeaders(s, from);
    if (n <= 1 && unitAt(s, uHex(s, u), 1) != NONE) pushTask(s, K.TOPDECL, 0, uHex(s, u), 0, 0); // R2
    return;
  }
  if (k == K.PICK) {
    const mode = topA(s);
    const n = topB(s);
    const g = topC(s);
    popTask(s);
    applyPick(s, mode, n, g, actA(a));
    return;
  }
  if (k == K.ADVANCE) {
    popTask(s);
    if (kind == Act.ADVANCE) {
      const h = actB(a);
      const u = actA(a);
      const from = uHex(s, u);
      setUHex(s, u, h);
      takeControl(s, h, uSide(u));
      placeLoneLeaders(s, from);
    }
    return;
  }
  if (k == K.TOPDECL) { popTask(s); setUTop(s, actA(a), 1); return; }
  if (k == K.LEADERTIE) { popTask(s); setLHex(s, actA(a), actB(a)); return; }
  if (k == K.WITHDRAW) {
    if (kind == Act.PASS) { popTask(s); return; }
    const u = actA(a);
    setUSeg(s, u, uSeg(s, u) | 1);
    pushTask(s, K.RETREAT, u, 2, REF_ALL, 0); // moves as a routed unit would, without routing (R16)
    return;
  }
  if (k == K.OPFIRE) {
    if (kind == Act.PASS) { popTask(s); setOpBatteries(s, 0); return; }
    const b = actA(a);
    const m = opMover(s);
    setOpBatteries(s, opBatteries(s) & ~bit(b));
    setCtxAtt(s, bit(b));
    setCtxDef(s, bit(m));
    setCtxKind(s, CTX_RESOLVING);
    pushTask(s, K.OPPREP, b, 0, 0, m);
    pushChits(s, bit(m));
    pushChits(s, bit(b));
  }
}

function rollTask(s: usize, k: i32, roll: i32): void {
  const a = topA(s);
  const c = topC(s);
  const d = topD(s);
  popTask(s);
  if (k == K.CP) { setCp(s, a, cpOfRoll(roll, specialTable())); return; }
  if (k == K.ACTROLL) {
    if (a == 0) {
      setActLeft(s, min(lCmd(s, cmdLeader(s)) + roll, 64));
      resetMovement(s, active(s), 1);
      setStage(s, Stage.RMOVE);
    } else {
      setActLeft(s, roll);
      setActivated(s, 0);
      setStage(s, Stage.RACT);
    }
    return;
  }
  if (k == K.FIRE_ROLL) {
    const res = fireResult(ctxCol(s), roll);
    setLastResult(s, res);
    applyFireResult(s, ctxTarget(s), res, -1);
    return;
  }
  if (k == K.OPROLL) {
    const res = fireResult(ctxCol(s), roll);
    setLastResult(s, res);
    applyFireResult(s, uHex(s, d), res, d);
    return;
  }
  if (k == K.MELEE_ROLL) {
    const res = meleeResult(ctxCol(s), roll + ctxDrm(s));
    setLastResult(s, res);
    applyMeleeResult(s, res, ctxTarget(s));
    return;
  }
  if (k == K.MORALE) {
    if (!onMap(s, a)) { if (d != NONE && onMap(s, d)) pushTask(s, K.MORALE, d, 0, c, NONE); return; }
    const h = uHex(s, a);
    const n = moraleNumber(uRating(a), moraleCol(s, a)) + bestLeaderIn(s, h, uSide(a)) - (uHas(s, a, UF_ROUTED) ? 1 : 0);
    setLastResult(s, roll <= n ? 1 : 0);
    if (roll <= n) return;
    if (d != NONE && onMap(s, d)) pushTask(s, K.MORALE, d, 0, c, NONE);
    pushTask(s, K.ROUT, a, 0, c, (ctxAtt(s) & bit(a)) != 0 ? REF_DEF : REF_ATT);
    return;
  }
  if (k == K.RECOVER) {
    if (!onMap(s, a)) return;
    const n = moraleNumber(uRating(a), moraleCol(s, a)) + bestOwnLeaderNear(s, a);
    setLastResult(s, roll <= n ? 1 : 0);
    if (roll <= n) { setUFlags(s, a, uFlags(s, a) & ~UF_ROUTED); return; }
    if (!isArtillery(a) && !isFortHex(uHex(s, a))) pushTask(s, K.RETREAT, a, 3, REF_ALL, 0);
    return;
  }
  if (k == K.LCAS) {
    if (roll >= 9 && lHex(s, a) < OFF) {
      const h = lHex(s, a);
      killLeader(s, a);
      if (lHex(s, a) < OFF && sideIn(s, h) != lSide(a)) placeLoneLeaders(s, h);
    }
    return;
  }
  if (k == K.OVERRUN) {
    if (lHex(s, a) >= OFF) return;
    const h = lHex(s, a);
    if (roll <= 5) {
      const to = nearestFriendHex(s, a, h, true);
      if (to >= 0) setLHex(s, a, to); else removeLeader(s, a);
    } else {
      killLeader(s, a);
      if (lHex(s, a) < OFF) {
        const to = nearestFriendHex(s, a, h, true);
        if (to >= 0) setLHex(s, a, to); else removeLeader(s, a);
      }
    }
  }
}

// ---- deterministic tasks -----------------------------------------------------------------------------

function runTask(s: usize): void {
  const k = topKind(s);
  const a = topA(s);
  const b = topB(s);
  const c = topC(s);
  const d = topD(s);
  popTask(s);
  if (k == K.CMDPHASE) { commandCheck(s, PRUSSIAN); commandCheck(s, FRENCH); startInitial(s, PRUSSIAN); return; }
  if (k == K.TURNEND) {
    if (turn(s) >= lastTurn()) { finishGame(s); return; }
    setTurn(s, turn(s) + 1);
    startTurn(s);
    return;
  }
  if (k == K.FIRE_PREP) {
    const att = ctxAtt(s);
    let m = att;
    while (m != 0) {
      const u = <i32>ctz<u64>(m);
      m &= m - 1;
      setUFlags(s, u, uFlags(s, u) | UF_FIRED | UF_REVEALED);
      setUFiredAt(s, u, b);
    }
    m = ctxDef(s);
    while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; setUFlags(s, u, uFlags(s, u) | UF_TARGETED); }
    const col = fireCol(groupFireStrength(s, att, b), fireShifts(s, att, b));
    setCtxCol(s, col);
    setLastCol(s, col);
    pushTask(s, K.FIRE_ROLL, 0, b, 0, 0);
    return;
  }
  if (k == K.OPPREP) {
    reveal(s, a);
    if (!onMap(s, d) || !onMap(s, a)) return;
    const t = uHex(s, d);
    const str = rangedStrength(0, strength(s, a), distance(uHex(s, a), t)); // R9: x2 adjacent, x1 at 2
    const col = fireCol(str, fireShifts(s, bit(a), t));
    setCtxCol(s, col);
    setLastCol(s, col);
    pushTask(s, K.OPROLL, a, t, 0, d);
    return;
  }
  if (k == K.MELEE_PREP) {
    const att = ctxAtt(s);
    const def = ctxDef(s);
    let m = att;
    while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; setUFlags(s, u, uFlags(s, u) | UF_ATTACKED | UF_REVEALED); }
    m = def;
    while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (!isArtillery(u)) reveal(s, u); }
    const odds = initialOdds(s, att, def);
    if (odds <= 0) { setLastResult(s, 255); setLastCol(s, 255); return; } // ORIGINAL H2: called off
    // several hexes: the shift and the defending leader most favourable to the defender (H12)
    let shift = 3;
    let drm = 99;
    for (let k = 0; k < MELEE_HEXES; k++) {
      const t = ctxTargetN(s, k);
      if (t == 0xFFFF) continue;
      shift = min(shift, meleeShift(s, att, def, t));
      drm = min(drm, meleeDrm(s, att, def, t, active(s)));
    }
    const col = max(0, min(8, odds + shift));
    setCtxCol(s, col);
    setLastCol(s, col);
    setCtxDrm(s, drm);
    pushTask(s, K.MELEE_ROLL, 0, b, 0, 0);
    return;
  }
  if (k == K.ROUT) {
    if (!onMap(s, a)) return;
    if (uHas(s, a, UF_ROUTED)) { if (c == 1) eliminate(s, a); return; } // seed 9.33
    setUFlags(s, a, uFlags(s, a) | UF_ROUTED);
    if (isArtillery(a) || isFortHex(uHex(s, a))) return; // R11
    pushTask(s, K.RETREAT, a, 2, d, 0);
    return;
  }
  if (k == K.MORALE_ALL) {
    let m = c == 0 ? ctxAtt(s) : ctxDef(s);
    // push in reverse so the lowest index checks first
    for (let u = 63; u >= 0; u--) if ((m & bit(u)) != 0 && onMap(s, u)) pushTask(s, K.MORALE, u, 0, d, NONE);
    return;
  }
  if (k == K.LPLACE) { placeLoneLeaders(s, b); return; }
}

/** Resolves the top task without asking anyone when the answer is forced. Returns false when a
 *  real decision (or a chance node) is pending. */
function autoTask(s: usize): bool {
  const k = topKind(s);
  if (k == K.CHIT) { if (uChit(s, topA(s)) != NO_CHIT || !onMap(s, topA(s))) { popTask(s); return true; } return false; }
  if (k == K.MORALE || k == K.RECOVER) {
    const u = topA(s);
    if (onMap(s, u)) return false;
    const o = topD(s);
    const c = topC(s);
    popTask(s);
    if (k == K.MORALE && o != NONE && onMap(s, o)) pushTask(s, K.MORALE, o, 0, c, NONE);
    return true;
  }
  if (isChanceTask(k)) return false;
  if (k == K.RETREAT) {
    const u = topA(s);
    if (!onMap(s, u)) { popTask(s); return true; }
    const m = retreatMask(s, topC(s));
    let any = false;
    for (let d = 0; d < 6 && !any; d++) {
      if (retreatStepOk(s, u, uHex(s, u), d, m) && retreatPathExists(s, u, neighbor(uHex(s, u), d), topB(s) - 1, m)) any = true;
    }
    if (any) return false;
    popTask(s);
    loseStep(s, u); // seed 9.34: a unit that cannot retreat loses one more step
    return true;
  }
  if (k == K.PICK) {
    let m = topC(s) == 0 ? ctxAtt(s) : ctxDef(s);
    let n = 0;
    let only = -1;
    while (m != 0) { const u = <i32>ctz<u64>(m); m &= m - 1; if (onMap(s, u)) { n++; only = u; } }
    if (n > 1) return false;
    const mode = topA(s);
    const cnt = topB(s);
    const g = topC(s);
    popTask(s);
    if (n == 1) applyPick(s, mode, cnt, g, only);
    return true;
  }
  if (k == K.ADVANCE) {
    const save = outN;
    const saveP = outP;
    outN = 0;
    outP = SCRATCH;
    legalTask(s);
    const n = outN;
    outN = save;
    outP = saveP;
    if (n > 1) return false;
    popTask(s);
    return true;
  }
  if (k == K.TOPDECL) {
    if (unitAt(s, topB(s), 1) != NONE) return false;
    popTask(s); // the stack broke up before the declaration
    return true;
  }
  if (k == K.LEADERTIE) {
    const l = topA(s);
    const h = lHex(s, l);
    if (h < OFF && sideIn(s, h) != lSide(l) && nearestFriendCount(s, l, h) > 1) return false;
    popTask(s);
    if (h < OFF && sideIn(s, h) != lSide(l)) placeLoneLeaders(s, h); // the tie is gone: place him now
    return true;
  }
  if (k == K.WITHDRAW) {
    for (let u = 0; u < unitCount(); u++) if (uSide(u) == topA(s) && mayWithdraw(s, u)) return false;
    popTask(s);
    return true;
  }
  if (k == K.OPFIRE) {
    const m = opMover(s);
    if (opBatteries(s) != 0 && onMap(s, m) && !uHas(s, m, UF_ROUTED)) return false;
    popTask(s);
    setOpBatteries(s, 0);
    return true;
  }
  runTask(s);
  return true;
}

const SCRATCH: usize = memory.data(MAX_ACTIONS * 4);

/** Runs deterministic tasks and skips stages where the only legal action is to pass. */
export function settle(s: usize): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (stage(s) == Stage.OVER) return;
    if (taskLen(s) > 0) {
      if (autoTask(s)) continue;
      return;
    }
    if (ctxKind(s) == CTX_RESOLVING) { setCtxKind(s, CTX_NONE); setCtxAtt(s, 0); setCtxDef(s, 0); }
    const st = stage(s);
    if (st == Stage.DFIRE || st == Stage.OFIRE || st == Stage.MELEE || st == Stage.RACT) {
      const save = outN;
      const saveP = outP;
      const n = legal(s, SCRATCH);
      outN = save;
      outP = saveP;
      if (n == 1 && actKind(load<i32>(SCRATCH)) == Act.PASS) { endStage(s); continue; }
      if (st == Stage.DFIRE || st == Stage.OFIRE) {
        const bitS = st == Stage.DFIRE ? 1 : 2;
        if ((offered(s) & bitS) == 0 && ctxKind(s) == CTX_NONE) {
          setOffered(s, offered(s) | bitS);
          const target = st == Stage.DFIRE ? active(s) : 1 - active(s); // the side being fired at
          pushTask(s, K.WITHDRAW, target, 0, 0, 0);
          continue;
        }
      }
    }
    return;
  }
}
