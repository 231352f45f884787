// The dice and the pending-check queue (B.2 dice, B.4 leader casualty checks, B.11 rampage, B.12
// marsh): battle-step and roll-mode constants, the queue of checks waiting to be rolled, and the
// roll itself (one chance node per die; an elephant's swords add dice). Lowest part of the state
// machine; used by victory, turn, retreat and battle.
import {
  phase, setPhase, setActor, turn, card, played, uHex, uType, cGet, cSet, cFace, cSetFace, qLen, setQLen, qField,
  setQField, C_KIND, C_STEP, C_NDICE, C_ROLLED, C_ORIGIN, C_ROLLER, C_STRUCK, C_ROLLMODE, C_CONT, C_SPARE, MAX_QUEUE,
  MAX_FACES, C_REROLL,
} from "./state";
import { isFoot, hasProp, P_CHARIOT } from "./ruleset";
import { terrainAt } from "./scenario";
import { Phase, Ter, Face, CHANCE } from "./types";
import { K_LEADER, elephantRerolls, flagRerolled } from "./combat";

// ---- battle steps (C_STEP) ---------------------------------------------------------------------------
export const ST_IDLE: i32 = 0;
export const ST_RESOLVE: i32 = 1;   // the main roll is complete
export const ST_CHECKS: i32 = 2;    // work through the pending check queue, then go to C_CONT
export const ST_FLAGS: i32 = 3;     // flags on the struck unit: ignore decision or retreat
export const ST_RETREAT: i32 = 4;   // next retreat hex
export const ST_AFTER: i32 = 5;     // the strike is over: what follows depends on its kind
export const ST_ADVANCE: i32 = 6;   // momentum advance offered
export const ST_EXTRA: i32 = 7;     // cavalry extra hex offered
export const ST_BONUS: i32 = 8;     // bonus close combat offered
export const ST_RESUME: i32 = 9;    // checks outside a battle (marsh on a move): back to C_SPARE phase
export const ST_DONE: i32 = 10;     // the battle is over

// roll modes (C_ROLLMODE)
/** Roll modes (combat context C_ROLLMODE), exported as "RollMode.MAIN" etc. for the UI. */
export enum RollMode { MAIN, CHECK, CARD }
export const RM_MAIN: i32 = RollMode.MAIN;  // a battle's main roll
export const RM_CHECK: i32 = RollMode.CHECK; // a check from the queue (casualty, marsh, rampage, escape)
export const RM_CARD: i32 = RollMode.CARD;  // a card's roll (I Am Spartacus, Rally)

// origin bits (C_ORIGIN)
export const OR_BONUS: i32 = 1;     // this is a bonus close combat
export const OR_NOBACK: i32 = 2;    // First Strike was played: no battle back
export const OR_RANGED: i32 = 4;    // a lone leader was fired at (not close combat)
export const OR_ADVANCED: i32 = 8;  // the attacker made its momentum advance

// check-queue kinds
export const Q_LHIT: i32 = 0;     // leader whose unit lost blocks and survived: 2 dice, 2 helmets kill
export const Q_LELIM: i32 = 1;    // leader whose unit was eliminated: 1 die, helmet kills, else evade
export const Q_MARSH_U: i32 = 2;  // unit entered a marsh: 1 die, own class symbol costs a block
export const Q_MARSH_L: i32 = 3;  // lone leader entered a marsh: 1 die, helmet kills
export const Q_RAMP_U: i32 = 4;   // elephant rampage against a unit: 2 dice, class symbols hit
export const Q_RAMP_L: i32 = 5;   // elephant rampage against a lone leader: helmet kills, else evade
export const Q_ESCAPE: i32 = 6;   // leader escaping past an enemy unit: its dice, a helmet kills (B.4)
export const Q_LEVADE: i32 = 7;   // leader whose unit was eliminated after his check: no roll, he evades (B.4)

// ---- pending checks ----------------------------------------------------------------------------------
export function enqueue(s: usize, kind: i32, piece: i32, dice: i32): void {
  const n = qLen(s);
  if (n >= MAX_QUEUE) return; // cannot happen in play: at most 6 rampage targets + 1 leader
  setQField(s, n, 0, kind);
  setQField(s, n, 1, piece);
  setQField(s, n, 2, dice);
  setQLen(s, n + 1);
}

export function dequeue(s: usize): void {
  const n = qLen(s);
  for (let i = 1; i < n; i++) for (let f = 0; f < 4; f++) setQField(s, i - 1, f, qField(s, i, f));
  setQLen(s, n - 1);
}

// ---- dice -----------------------------------------------------------------------------------------------
/** Starts a roll of n dice: a chance node per die. */
export function startRoll(s: usize, n: i32, mode: i32): void {
  if (n > MAX_FACES) n = MAX_FACES;
  cSet(s, C_NDICE, n);
  cSet(s, C_ROLLED, 0);
  cSet(s, C_ROLLMODE, mode);
  cSet(s, C_REROLL, 0);
  setPhase(s, Phase.ROLL);
  setActor(s, CHANCE);
}

/** Applies one die outcome; returns true when the roll is complete. */
export function rollDie(s: usize, face: i32): bool {
  const i = cGet(s, C_ROLLED);
  // a flag a lancer re-rolls (C.7): the die is rolled again (the next outcome replaces it), once
  if (face == Face.FLAG && cGet(s, C_REROLL) == 0 && cGet(s, C_ROLLMODE) == RM_MAIN
    && flagRerolled(s, cGet(s, C_ROLLER), cGet(s, C_STRUCK), cGet(s, C_KIND))) { cSet(s, C_REROLL, 1); return false; }
  cSet(s, C_REROLL, 0);
  cSetFace(s, i, face);
  cSet(s, C_ROLLED, i + 1);
  // an elephant re-rolls each sword (B.11)
  if (face == Face.SWORDS && cGet(s, C_ROLLMODE) == RM_MAIN && cGet(s, C_NDICE) < MAX_FACES) {
    const r = cGet(s, C_ROLLER), t = cGet(s, C_STRUCK), k = cGet(s, C_KIND);
    // a sword the target ignores (chariot, foot on a camp) scores nothing and is not re-rolled
    if (k != K_LEADER && elephantRerolls(s, r, t, k) && countFace(s, Face.SWORDS) > swordsIgnoredBy(s, t)) {
      cSet(s, C_NDICE, cGet(s, C_NDICE) + 1);
    }
  }
  return i + 1 >= cGet(s, C_NDICE);
}

/** Sword hits unit t ignores in close combat: 1 for a heavy chariot, 1 for foot on a camp (B.3, B.12). */
export function swordsIgnoredBy(s: usize, t: i32): i32 {
  const tt = uType(s, t);
  let n = hasProp(tt, P_CHARIOT) ? 1 : 0;
  if (terrainAt(uHex(s, t)) == Ter.CAMP && isFoot(tt)) n++;
  return n;
}

export function countFace(s: usize, f: i32): i32 {
  const n = cGet(s, C_ROLLED);
  let c = 0;
  for (let i = 0; i < n; i++) if (cFace(s, i) == f) c++;
  return c;
}
