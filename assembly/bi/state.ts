// The Blood & Iron game state: one fixed-size block of linear memory, cloned by memory.copy and
// compared byte for byte. Every field is read and written through the accessors below; nothing
// else knows the offsets. Static scenario facts (unit ratings, leaders' values, the map) live in
// scenario.ts and grid.ts, not here. Owner: the rules core (flow.ts and its helpers mutate).
//
// Layout (byte offsets):
//    0 stage u8 | active u8 | aphase u8 | winner u8 | turn u8 | cp[2] u8 | passes u8
//    8 mover u8 | moverLeader u8 | actLeft u8 | cmdLeader u8 | reinfBought[2] u8 | taskLen u8 | ctxKind u8
//   16 ctxTarget u16 | ctxCol u8 | ctxDrm i8 | vpControl u8 (bit i: VP hex i French) | offered u8 (R16: bit 0 DFIRE, bit 1 OFIRE) | vp[2] u16 (eliminations)
//   26 opMover u8 | pad | ctxTarget2 u16 | ctxTarget3 u16 (further melee target hexes, 0xFFFF none)
//   32 ctxAtt u64 (firers / attackers) | 40 ctxDef u64 (defenders) | 48 activated u64 | 56 opBatteries u64
//   64 cups[2][6] u8 (chits left per side and type, B7) | 76 lastRoll u8 | lastResult u8 | lastCol u8 | pad
//   80 tasks[64] x 8: kind u8 | a u8 | b u16 | c u8 | d u8 | e u16           (pending-task stack, tasks.ts)
//  592 units[64] x 16: hex u16 | chit u8 | lost u8 | flags u8 | mp u8 | firedAt u16 | seg u8 (bit 0: withdrew, R16) | top u8 (R2: declared on top) | pad[6]
// 1616 leaders[24] x 8: hex u16 | flags u8 | mp u8 | pad[4]
// 1808 unitAt[MAX_HEX][2] u8 (255 = empty; slot 0 = the unit that was there first)
// 2576 entered[MAX_HEX] u8 (reinforcements that entered through each hex this turn, seed 8.4)
import { MAX_HEX } from "./grid";

export const MAX_UNITS: i32 = 64;
export const MAX_LEADERS: i32 = 24;
export const MAX_TASKS: i32 = 64; // > 24 leaders + the deepest result chain
export const NONE: i32 = 255;
export const GONE: i32 = 0xFFFF; // hex of an eliminated unit / leader
export const OFF: i32 = 0xFFFE; // hex of a reinforcement not yet on the map
export const NO_CHIT: i32 = 255;
export const CADRE: i32 = 6; // chit value of a unit on a cadre chit (strength 1)

// unit flags
export const UF_ROUTED: i32 = 1;
export const UF_FIRED: i32 = 2; // fired in the current action phase (seed 9.2)
export const UF_TARGETED: i32 = 4; // fired at in the current combat segment (R5)
export const UF_ATTACKED: i32 = 8; // attacked in the current melee segment
export const UF_INCMD: i32 = 16; // in command (set in the command phase, seed 5.2; R7 arrivals)
export const UF_REVEALED: i32 = 32; // its chit is known to the opponent (hidden chits)
export const UF_MOVED: i32 = 64; // finished moving in this phase / command
export const UF_ACTED: i32 = 128; // counted against the activation limit of the current command
// leader flags
export const LF_REPLACED: i32 = 1;
export const LF_MOVED: i32 = 2;

const O_STAGE: usize = 0;
const O_ACTIVE: usize = 1;
const O_APHASE: usize = 2;
const O_WINNER: usize = 3;
const O_TURN: usize = 4;
const O_CP: usize = 5;
const O_PASSES: usize = 7;
const O_MOVER: usize = 8;
const O_MOVERL: usize = 9;
const O_ACTLEFT: usize = 10;
const O_CMDLDR: usize = 11;
const O_REINF: usize = 12;
const O_TASKLEN: usize = 14;
const O_CTXKIND: usize = 15;
const O_CTXTGT: usize = 16;
const O_CTXCOL: usize = 18;
const O_CTXDRM: usize = 19;
const O_VPCTL: usize = 20;
const O_OFFERED: usize = 21;
const O_VP: usize = 22;
const O_OPMOVER: usize = 26;
const O_CTXTGT2: usize = 28;
const O_CTXATT: usize = 32;
const O_CTXDEF: usize = 40;
const O_ACTIVATED: usize = 48;
const O_OPBAT: usize = 56;
const O_CUPS: usize = 64;
const O_LASTROLL: usize = 76;
const O_LASTRES: usize = 77;
const O_LASTCOL: usize = 78;
export const O_TASKS: usize = 80;
const O_UNITS: usize = O_TASKS + 8 * <usize>MAX_TASKS;
const O_LEADERS: usize = O_UNITS + 16 * <usize>MAX_UNITS;
const O_UNITAT: usize = O_LEADERS + 8 * <usize>MAX_LEADERS;
const O_ENTERED: usize = O_UNITAT + 2 * <usize>MAX_HEX;
export const STATE_SIZE: usize = (O_ENTERED + <usize>MAX_HEX + 7) & ~7;

@inline export function stage(s: usize): i32 { return load<u8>(s + O_STAGE); }
@inline export function setStage(s: usize, v: i32): void { store<u8>(s + O_STAGE, v); }
@inline export function active(s: usize): i32 { return load<u8>(s + O_ACTIVE); }
@inline export function setActive(s: usize, v: i32): void { store<u8>(s + O_ACTIVE, v); }
@inline export function aphase(s: usize): i32 { return load<u8>(s + O_APHASE); }
@inline export function setAphase(s: usize, v: i32): void { store<u8>(s + O_APHASE, v); }
@inline export function winner(s: usize): i32 { return load<u8>(s + O_WINNER); }
@inline export function setWinner(s: usize, v: i32): void { store<u8>(s + O_WINNER, v); }
@inline export function turn(s: usize): i32 { return load<u8>(s + O_TURN); }
@inline export function setTurn(s: usize, v: i32): void { store<u8>(s + O_TURN, v); }
@inline export function cp(s: usize, side: i32): i32 { return load<u8>(s + O_CP + <usize>side); }
@inline export function setCp(s: usize, side: i32, v: i32): void { store<u8>(s + O_CP + <usize>side, v); }
@inline export function passes(s: usize): i32 { return load<u8>(s + O_PASSES); }
@inline export function setPasses(s: usize, v: i32): void { store<u8>(s + O_PASSES, v); }
@inline export function mover(s: usize): i32 { return load<u8>(s + O_MOVER); }
@inline export function setMover(s: usize, v: i32): void { store<u8>(s + O_MOVER, v); }
@inline export function moverLeader(s: usize): i32 { return load<u8>(s + O_MOVERL); }
@inline export function setMoverLeader(s: usize, v: i32): void { store<u8>(s + O_MOVERL, v); }
@inline export function actLeft(s: usize): i32 { return load<u8>(s + O_ACTLEFT); }
@inline export function setActLeft(s: usize, v: i32): void { store<u8>(s + O_ACTLEFT, v); }
@inline export function cmdLeader(s: usize): i32 { return load<u8>(s + O_CMDLDR); }
@inline export function setCmdLeader(s: usize, v: i32): void { store<u8>(s + O_CMDLDR, v); }
@inline export function reinfBought(s: usize, side: i32): i32 { return load<u8>(s + O_REINF + <usize>side); }
@inline export function setReinfBought(s: usize, side: i32, v: i32): void { store<u8>(s + O_REINF + <usize>side, v); }
@inline export function taskLen(s: usize): i32 { return load<u8>(s + O_TASKLEN); }
@inline export function setTaskLen(s: usize, v: i32): void { store<u8>(s + O_TASKLEN, v); }
@inline export function ctxKind(s: usize): i32 { return load<u8>(s + O_CTXKIND); }
@inline export function setCtxKind(s: usize, v: i32): void { store<u8>(s + O_CTXKIND, v); }
@inline export function ctxTarget(s: usize): i32 { return load<u16>(s + O_CTXTGT); }
@inline export function setCtxTarget(s: usize, v: i32): void { store<u16>(s + O_CTXTGT, v); }
@inline export function ctxCol(s: usize): i32 { return load<u8>(s + O_CTXCOL); }
@inline export function setCtxCol(s: usize, v: i32): void { store<u8>(s + O_CTXCOL, v); }
@inline export function ctxDrm(s: usize): i32 { return load<i8>(s + O_CTXDRM); }
@inline export function setCtxDrm(s: usize, v: i32): void { store<i8>(s + O_CTXDRM, v); }
@inline export function vpControl(s: usize): i32 { return load<u8>(s + O_VPCTL); }
@inline export function setVpControl(s: usize, v: i32): void { store<u8>(s + O_VPCTL, v); }
@inline export function offered(s: usize): i32 { return load<u8>(s + O_OFFERED); }
@inline export function setOffered(s: usize, v: i32): void { store<u8>(s + O_OFFERED, v); }
@inline export function elimVp(s: usize, side: i32): i32 { return load<u16>(s + O_VP + (<usize>side << 1)); }
@inline export function setElimVp(s: usize, side: i32, v: i32): void { store<u16>(s + O_VP + (<usize>side << 1), v); }
/** Melee target hex i (0 = ctxTarget, 1-2 = further hexes of a several-hex melee), 0xFFFF none. */
@inline export function ctxTargetN(s: usize, i: i32): i32 { return i == 0 ? load<u16>(s + O_CTXTGT) : load<u16>(s + O_CTXTGT2 + (<usize>(i - 1) << 1)); }
@inline export function setCtxTargetN(s: usize, i: i32, v: i32): void { if (i == 0) store<u16>(s + O_CTXTGT, v); else store<u16>(s + O_CTXTGT2 + (<usize>(i - 1) << 1), v); }
@inline export function opMover(s: usize): i32 { return load<u8>(s + O_OPMOVER); }
@inline export function setOpMover(s: usize, v: i32): void { store<u8>(s + O_OPMOVER, v); }
@inline export function ctxAtt(s: usize): u64 { return load<u64>(s + O_CTXATT); }
@inline export function setCtxAtt(s: usize, v: u64): void { store<u64>(s + O_CTXATT, v); }
@inline export function ctxDef(s: usize): u64 { return load<u64>(s + O_CTXDEF); }
@inline export function setCtxDef(s: usize, v: u64): void { store<u64>(s + O_CTXDEF, v); }
@inline export function activated(s: usize): u64 { return load<u64>(s + O_ACTIVATED); }
@inline export function setActivated(s: usize, v: u64): void { store<u64>(s + O_ACTIVATED, v); }
@inline export function opBatteries(s: usize): u64 { return load<u64>(s + O_OPBAT); }
@inline export function setOpBatteries(s: usize, v: u64): void { store<u64>(s + O_OPBAT, v); }
@inline export function cup(s: usize, side: i32, t: i32): i32 { return load<u8>(s + O_CUPS + <usize>(side * 6 + t)); }
@inline export function setCup(s: usize, side: i32, t: i32, v: i32): void { store<u8>(s + O_CUPS + <usize>(side * 6 + t), v); }
@inline export function lastRoll(s: usize): i32 { return load<u8>(s + O_LASTROLL); }
@inline export function setLastRoll(s: usize, v: i32): void { store<u8>(s + O_LASTROLL, v); }
@inline export function lastResult(s: usize): i32 { return load<u8>(s + O_LASTRES); }
@inline export function setLastResult(s: usize, v: i32): void { store<u8>(s + O_LASTRES, v); }
@inline export function lastCol(s: usize): i32 { return load<u8>(s + O_LASTCOL); }
@inline export function setLastCol(s: usize, v: i32): void { store<u8>(s + O_LASTCOL, v); }

// ---- units ---------------------------------------------------------------------------------------
@inline function U(s: usize, u: i32): usize { return s + O_UNITS + (<usize>u << 4); }
@inline export function uHex(s: usize, u: i32): i32 { return load<u16>(U(s, u)); }
@inline export function uChit(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 2); }
@inline export function setUChit(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 2, v); }
@inline export function uLost(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 3); }
@inline export function setULost(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 3, v); }
@inline export function uFlags(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 4); }
@inline export function setUFlags(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 4, v); }
@inline export function uHas(s: usize, u: i32, f: i32): bool { return (uFlags(s, u) & f) != 0; }
@inline export function uSetFlag(s: usize, u: i32, f: i32, on: bool): void {
  setUFlags(s, u, on ? uFlags(s, u) | f : uFlags(s, u) & ~f);
}
@inline export function uMp(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 5); }
@inline export function setUMp(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 5, v); }
@inline export function uFiredAt(s: usize, u: i32): i32 { return load<u16>(U(s, u) + 6); }
@inline export function setUFiredAt(s: usize, u: i32, v: i32): void { store<u16>(U(s, u) + 6, v); }
@inline export function uSeg(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 8); }
@inline export function setUSeg(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 8, v); }
/** 1 when the owner declared u the top unit of its stack (R2); cleared whenever the stack changes. */
@inline export function uTop(s: usize, u: i32): i32 { return load<u8>(U(s, u) + 9); }
@inline export function setUTop(s: usize, u: i32, v: i32): void { store<u8>(U(s, u) + 9, v); }
@inline export function onMap(s: usize, u: i32): bool { return uHex(s, u) < OFF; }

// ---- leaders -------------------------------------------------------------------------------------
@inline function L(s: usize, l: i32): usize { return s + O_LEADERS + (<usize>l << 3); }
@inline export function lHex(s: usize, l: i32): i32 { return load<u16>(L(s, l)); }
@inline export function setLHex(s: usize, l: i32, v: i32): void { store<u16>(L(s, l), v); }
@inline export function lFlags(s: usize, l: i32): i32 { return load<u8>(L(s, l) + 2); }
@inline export function setLFlags(s: usize, l: i32, v: i32): void { store<u8>(L(s, l) + 2, v); }
@inline export function lMp(s: usize, l: i32): i32 { return load<u8>(L(s, l) + 3); }
@inline export function setLMp(s: usize, l: i32, v: i32): void { store<u8>(L(s, l) + 3, v); }

// ---- occupancy -----------------------------------------------------------------------------------
@inline export function unitAt(s: usize, h: i32, slot: i32): i32 { return load<u8>(s + O_UNITAT + <usize>(h * 2 + slot)); }
@inline function setUnitAt(s: usize, h: i32, slot: i32, u: i32): void { store<u8>(s + O_UNITAT + <usize>(h * 2 + slot), u); }
@inline export function entered(s: usize, h: i32): i32 { return load<u8>(s + O_ENTERED + <usize>h); }
@inline export function setEntered(s: usize, h: i32, v: i32): void { store<u8>(s + O_ENTERED + <usize>h, v); }
export function clearEntered(s: usize): void { memory.fill(s + O_ENTERED, 0, <usize>MAX_HEX); }

/** Number of combat units in hex h. */
@inline export function unitsIn(s: usize, h: i32): i32 {
  return (unitAt(s, h, 0) != NONE ? 1 : 0) + (unitAt(s, h, 1) != NONE ? 1 : 0);
}

/** Set whenever a unit changes hex or a state block is overwritten: rules.ts rebuilds its cached
 *  zone-of-control sets before the next lookup. */
let unitsMoved: bool = true;
export function haveUnitsMoved(): bool { return unitsMoved; }
export function markUnitsMoved(): void { unitsMoved = true; }
export function clearUnitsMoved(): void { unitsMoved = false; }

/** Moves unit u to hex h (OFF / GONE remove it from the map), keeping unitAt in step. */
export function setUHex(s: usize, u: i32, h: i32): void {
  unitsMoved = true;
  const old = uHex(s, u);
  setUTop(s, u, 0); // R2: a stack that changes loses its declared order
  if (old < OFF) {
    for (let k = 0; k < 2; k++) { const v = unitAt(s, old, k); if (v != NONE) setUTop(s, v, 0); }
    if (unitAt(s, old, 0) == u) { setUnitAt(s, old, 0, unitAt(s, old, 1)); setUnitAt(s, old, 1, NONE); }
    else if (unitAt(s, old, 1) == u) setUnitAt(s, old, 1, NONE);
  }
  store<u16>(U(s, u), h);
  if (h < OFF) {
    for (let k = 0; k < 2; k++) { const v = unitAt(s, h, k); if (v != NONE) setUTop(s, v, 0); }
    if (unitAt(s, h, 0) == NONE) setUnitAt(s, h, 0, u);
    else setUnitAt(s, h, 1, u);
  }
}

export function clearState(s: usize): void {
  memory.fill(s, 0, STATE_SIZE);
  memory.fill(s + O_UNITAT, <u8>NONE, <usize>(2 * MAX_HEX));
  for (let u = 0; u < MAX_UNITS; u++) { store<u16>(U(s, u), GONE); setUChit(s, u, NO_CHIT); }
  for (let l = 0; l < MAX_LEADERS; l++) setLHex(s, l, GONE);
  setMover(s, NONE);
  setMoverLeader(s, NONE);
  setCmdLeader(s, NONE);
  setWinner(s, 255);
}

// ---- task stack ----------------------------------------------------------------------------------
@inline function T(s: usize, i: i32): usize { return s + O_TASKS + (<usize>i << 3); }
export function pushTask(s: usize, kind: i32, a: i32, b: i32, c: i32, d: i32): void {
  const n = taskLen(s);
  assert(n < MAX_TASKS, "task stack overflow");
  const p = T(s, n);
  store<u8>(p, kind); store<u8>(p + 1, a); store<u16>(p + 2, b); store<u8>(p + 4, c); store<u8>(p + 5, d); store<u16>(p + 6, 0);
  setTaskLen(s, n + 1);
}
@inline export function topKind(s: usize): i32 { return load<u8>(T(s, taskLen(s) - 1)); }
@inline export function topA(s: usize): i32 { return load<u8>(T(s, taskLen(s) - 1) + 1); }
@inline export function topB(s: usize): i32 { return load<u16>(T(s, taskLen(s) - 1) + 2); }
@inline export function topC(s: usize): i32 { return load<u8>(T(s, taskLen(s) - 1) + 4); }
@inline export function topD(s: usize): i32 { return load<u8>(T(s, taskLen(s) - 1) + 5); }
@inline export function setTopB(s: usize, v: i32): void { store<u16>(T(s, taskLen(s) - 1) + 2, v); }
@inline export function popTask(s: usize): void { setTaskLen(s, taskLen(s) - 1); }
