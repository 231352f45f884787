// Rollouts for search (issue 4): a cheap policy better than uniform — it prefers ordering over
// ending orders, moves that end next to an enemy, battling over ending battles, ignoring every flag
// it may, advancing and bonus combat — and a static evaluation for rollouts cut before the end. The
// whole loop runs inside wasm: JavaScript crosses the boundary once per rollout. Called by index.ts
// exports (contract.ts); no allocation.
//
// The weights are table data, one row per ruleset (RW, indexed rulesetId * RW_COUNT + slot; slots
// below). The Ancients row is the policy as it was measured in docs/strength.md (dice, objectives
// and the objective term are off: 0); the Napoleonics row (napoleonics/rollout-weights.ts) also
// weighs a battle by its dice, moves onto and off objective hexes, and pending objective banners.
//
//   RW row: | ORDER | MOVE_EXIT | MOVE_NEAR | MOVE | MOVE_LEADER | BATTLE | BATTLE_DIE | IGNORE |
//           | ADVANCE | OTHER | ONTO_OBJECTIVE | OFF_OBJECTIVE | EVAL_OBJ_PCT | EVAL_BLOCKS_PCT |
//           | BATTLE_WEAK |
import { MAX_HEX } from "../common/geometry";
import { rngBelow } from "../common/rng";
import {
  phase, actor, banners, winner, unitCount, uHex, uSide, uBlocks, turn, active,
} from "./state";
import { bannersToWin } from "./scenario";
import { Phase, Act, actKind, actA, actB, actC, MAX_ACTIONS } from "./types";
import { legalActionsCached, clearLegalCache } from "./legal";
import { beginReachSession, endReachSession } from "./reach-cache";
import { applyUnchecked } from "./apply";
import { sampleChance } from "./chance";
import { adjacentToEnemy } from "./movement";
import { rulesetId } from "./ruleset";
import { Ruleset } from "./types";
import { neighbor } from "../common/geometry";
import { unitAt, NONE } from "./state";
import { meleeDice, rangedDice, K_MELEE } from "./combat";
import { objCount, objSoT, objSide, objectivesAt } from "./napoleonics/config";
import { countObjectiveUnits, objectiveValue, objHolder, objHeld } from "./napoleonics/objectives";
import { NAP_ROLLOUT_WEIGHTS } from "./napoleonics/rollout-weights";

// ---- the weight block: slots of one row ---------------------------------------------------------
export const RW_ORDER: i32 = 0;          // ORDER, ORDER_LEADER, RALLY
export const RW_MOVE_EXIT: i32 = 1;      // a move off the enemy baseline (scores a banner)
export const RW_MOVE_NEAR: i32 = 2;      // a move ending next to an enemy
export const RW_MOVE: i32 = 3;           // any other move
export const RW_MOVE_LEADER: i32 = 4;
export const RW_BATTLE: i32 = 5;         // a battle (plus RW_BATTLE_DIE per die it would roll)
export const RW_BATTLE_DIE: i32 = 6;     // 0: the dice are not read
export const RW_IGNORE: i32 = 7;         // per flag ignored (ignoring none: RW_OTHER)
export const RW_ADVANCE: i32 = 8;
export const RW_OTHER: i32 = 9;          // end-orders, end-moves, end-battles, skip, play, respond, ...
export const RW_ONTO_OBJECTIVE: i32 = 10;// a move or advance ending on an objective hex (0: not read)
export const RW_OFF_OBJECTIVE: i32 = 11; // a move from an objective hex to a hex that is not (0: not read)
export const RW_EVAL_OBJ_PCT: i32 = 12;  // static value: weight (%) of pending start-of-turn objective banners
export const RW_EVAL_BLOCKS_PCT: i32 = 13; // static value: weight (%) of the remaining-blocks difference
export const RW_BATTLE_WEAK: i32 = 14;   // added to a battle (with RW_BATTLE_DIE) whose dice reach twice the target's blocks
export const RW_COUNT: i32 = 15;

const ANCIENTS_ROLLOUT_WEIGHTS: StaticArray<i32> = [4, 6, 6, 2, 1, 8, 0, 4, 3, 1, 0, 0, 0, 25, 0];

/** The block, row r = ruleset r (types.ts Ruleset), filled once at start from the rows above. */
const RW = new StaticArray<i32>(Ruleset.COUNT * RW_COUNT);
for (let i = 0; i < RW_COUNT; i++) {
  unchecked(RW[Ruleset.ANCIENTS * RW_COUNT + i] = ANCIENTS_ROLLOUT_WEIGHTS[i]);
  unchecked(RW[Ruleset.NAPOLEONICS * RW_COUNT + i] = NAP_ROLLOUT_WEIGHTS[i]);
}
/** Weight `slot` of the current ruleset's row. */
@inline function rw(slot: i32): i32 { return unchecked(RW[rulesetId * RW_COUNT + slot]); }

const weights = new StaticArray<i32>(MAX_ACTIONS);

/** Starting blocks per side (set when the scenario is finished), for the material term. */
export const startBlocks = new StaticArray<i32>(2);

/** Weight of one legal action under the rollout policy. */
function weightOf(s: usize, code: i32): i32 {
  const k = actKind(code);
  if (k == Act.ORDER || k == Act.ORDER_LEADER || k == Act.RALLY) return rw(RW_ORDER);
  if (k == Act.MOVE) {
    const b = actB(code);
    if (b >= MAX_HEX) return rw(RW_MOVE_EXIT); // exits score a banner
    if (rw(RW_ONTO_OBJECTIVE) != 0 && objectivesAt(b) != 0) return rw(RW_ONTO_OBJECTIVE);
    // the mover is the active side's (a reserve entering has a = OFF_BOARD: no unit to read there)
    const near = adjacentToEnemy(s, b, active(s));
    if (rw(RW_OFF_OBJECTIVE) != 0 && actA(code) < MAX_HEX && objectivesAt(actA(code)) != 0) return rw(RW_OFF_OBJECTIVE);
    return near ? rw(RW_MOVE_NEAR) : rw(RW_MOVE);
  }
  if (k == Act.MOVE_LEADER) return rw(RW_MOVE_LEADER);
  if (k == Act.BATTLE) {
    const perDie = rw(RW_BATTLE_DIE);
    if (perDie == 0) return rw(RW_BATTLE);
    const dice = battleDice(s, actA(code), actB(code)), t = unitAt(s, actB(code));
    const weak = t != NONE && uBlocks(s, t) * 2 <= dice ? rw(RW_BATTLE_WEAK) : 0; // likely to be taken off
    return rw(RW_BATTLE) + perDie * dice + weak;
  }
  if (k == Act.IGNORE) return actC(code) == 0 ? rw(RW_OTHER) : rw(RW_IGNORE) * actC(code);
  if (k == Act.ADVANCE) {
    if (rw(RW_ONTO_OBJECTIVE) != 0 && objectivesAt(actA(code)) != 0) return rw(RW_ONTO_OBJECTIVE);
    return rw(RW_ADVANCE);
  }
  return rw(RW_OTHER); // end-orders, end-moves, end-battles, skip, play, respond, retreat, evade
}

/** Dice the unit on hex `a` would roll battling hex `b` (melee when adjacent, else fire). */
function battleDice(s: usize, a: i32, b: i32): i32 {
  const r = unitAt(s, a);
  if (r == NONE) return 0;
  for (let d = 0; d < 6; d++) if (neighbor(a, d) == b) return meleeDice(s, r, unitAt(s, b), K_MELEE); // NONE: a lone leader
  return rangedDice(s, r, b);
}

/** Picks an action by the rollout policy from the legal list in `buf` (n entries). */
export function rolloutPick(s: usize, rng: usize, buf: usize, n: i32): i32 {
  let total = 0;
  for (let i = 0; i < n; i++) {
    const w = weightOf(s, load<i32>(buf + (<usize>i << 2)));
    unchecked(weights[i] = w);
    total += w;
  }
  let r = <i32>rngBelow(rng, <u32>total);
  for (let i = 0; i < n; i++) {
    r -= unchecked(weights[i]);
    if (r < 0) return load<i32>(buf + (<usize>i << 2));
  }
  return load<i32>(buf + (<usize>(n - 1) << 2));
}

/** Static value for the bottom side in [-1, 1]: banner progress, remaining blocks and (with
 *  RW_EVAL_OBJ_PCT) the start-of-turn objective banners each side holds but has not yet scored. */
export function staticEval(s: usize): f64 {
  const w0 = <f64>bannersToWin[0], w1 = <f64>bannersToWin[1];
  let e = <f64>banners(s, 0) / w0 - <f64>banners(s, 1) / w1;
  let b0 = 0, b1 = 0;
  const n = unitCount(s);
  for (let u = 0; u < n; u++) {
    if (uHex(s, u) >= MAX_HEX) continue;
    if (uSide(s, u) == 0) b0 += uBlocks(s, u); else b1 += uBlocks(s, u);
  }
  const wBlocks = <f64>rw(RW_EVAL_BLOCKS_PCT) * 0.01;
  if (startBlocks[0] > 0 && startBlocks[1] > 0) e += wBlocks * (<f64>b0 / <f64>startBlocks[0] - <f64>b1 / <f64>startBlocks[1]);
  const wObj = rw(RW_EVAL_OBJ_PCT);
  if (wObj != 0 && objCount > 0) {
    countObjectiveUnits(s);
    let p0 = 0, p1 = 0;
    for (let o = 0; o < objCount; o++) p0 += pendingObjective(s, o, 0), p1 += pendingObjective(s, o, 1);
    e += <f64>wObj * 0.01 * (<f64>p0 / w0 - <f64>p1 / w1);
  }
  // squash into (-1, 1)
  const x = 2.0 * e;
  return x / (1.0 + Math.abs(x));
}

/** Banners start-of-turn objective o would add for `side` at its next turn start, from the units on
 *  its hexes now (after countObjectiveUnits; nap-flow.ts scoreObjectives awards them then). */
function pendingObjective(s: usize, o: i32, side: i32): i32 {
  if (unchecked(objSoT[o]) == 0) return 0; // the others are scored at once, already in banners()
  if (<i32>unchecked(objSide[o]) < 2 && <i32>unchecked(objSide[o]) != side) return 0;
  const holder = objHolder(s, o);
  if (holder < 2 && holder != side) return 0; // the other side holds it (losses are scored at once)
  const v = objectiveValue(o, side) - (holder == side ? objHeld(s, o) : 0);
  return v > 0 ? v : 0;
}

/**
 * Plays the rollout policy from `s` (modified in place) until the game ends, `maxDecisions`
 * decisions have been taken (0 = no limit), or — with `maxTurns` > 0 — `maxTurns` turns have
 * ended since the start (a turn-aligned cut: the static evaluation then always sees finished
 * turns, every battle of them resolved, never a half-played one). Returns the value for the
 * bottom side: +1 / -1 / 0 at the end, the static evaluation at a cut.
 */
export function rollout(s: usize, rng: usize, buf: usize, maxDecisions: i32, maxTurns: i32 = 0): f64 {
  beginReachSession(s);
  const v = rolloutLoop(s, rng, buf, maxDecisions, maxTurns);
  endReachSession();
  return v;
}

function rolloutLoop(s: usize, rng: usize, buf: usize, maxDecisions: i32, maxTurns: i32): f64 {
  let decisions = 0;
  const t0 = turn(s);
  clearLegalCache(); // JavaScript may have written the state since the last apply
  while (phase(s) != Phase.OVER) {
    if (actor(s) == 2) { applyUnchecked(s, sampleChance(s, rng)); continue; }
    if (maxDecisions > 0 && decisions >= maxDecisions) return staticEval(s);
    if (maxTurns > 0 && turn(s) - t0 >= maxTurns) return staticEval(s);
    const n = legalActionsCached(s, buf);
    if (n == 0) break;
    applyUnchecked(s, rolloutPick(s, rng, buf, n));
    decisions++;
  }
  const w = winner(s);
  return w == 0 ? 1.0 : w == 1 ? -1.0 : 0.0;
}

