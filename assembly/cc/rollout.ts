// Rollouts for search (issue 4): a cheap policy better than uniform — it prefers ordering over
// ending orders, moves that end next to an enemy, battling over ending battles (more so with more
// dice), ignoring every flag it may, advancing and bonus combat — and a static evaluation for
// rollouts cut before the end. The whole loop runs inside wasm: JavaScript crosses the boundary
// once per rollout. Called by index.ts exports; no allocation.
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

const weights = new StaticArray<i32>(MAX_ACTIONS);

/** Starting blocks per side (set when the scenario is finished), for the material term. */
export const startBlocks = new StaticArray<i32>(2);

/** Weight of one legal action under the rollout policy. */
function weightOf(s: usize, code: i32): i32 {
  const k = actKind(code);
  if (k == Act.ORDER || k == Act.ORDER_LEADER || k == Act.RALLY) return 4;
  if (k == Act.MOVE) {
    const b = actB(code);
    if (b >= MAX_HEX) return 6; // exits score a banner
    // the mover is the active side's (a reserve entering has a = OFF_BOARD: no unit to read there)
    return adjacentToEnemy(s, b, active(s)) ? 6 : 2;
  }
  if (k == Act.MOVE_LEADER) return 1;
  if (k == Act.BATTLE) return 8;
  if (k == Act.IGNORE) return actC(code) == 0 ? 1 : 4 * actC(code);
  if (k == Act.ADVANCE) return 3;
  return 1; // end-orders, end-moves, end-battles, skip, play, respond, retreat, evade
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

/** Static value for the bottom side in [-1, 1]: banner progress and remaining blocks. */
export function staticEval(s: usize): f64 {
  const w0 = <f64>bannersToWin[0], w1 = <f64>bannersToWin[1];
  let e = <f64>banners(s, 0) / w0 - <f64>banners(s, 1) / w1;
  let b0 = 0, b1 = 0;
  const n = unitCount(s);
  for (let u = 0; u < n; u++) {
    if (uHex(s, u) >= MAX_HEX) continue;
    if (uSide(s, u) == 0) b0 += uBlocks(s, u); else b1 += uBlocks(s, u);
  }
  if (startBlocks[0] > 0 && startBlocks[1] > 0) e += 0.25 * (<f64>b0 / <f64>startBlocks[0] - <f64>b1 / <f64>startBlocks[1]);
  // squash into (-1, 1)
  const x = 2.0 * e;
  return x / (1.0 + Math.abs(x));
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

