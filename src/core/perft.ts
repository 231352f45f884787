// Perft (Stockfish's idea): the number of action sequences of a given depth from a position,
// counting chance outcomes as branches. A behaviour lock: any change in move generation or in the
// flow between decisions changes these counts. Over the game contract, so it counts any engine's
// tree. Callers: `vex perft`, tests/core/perft.test.ts, bench/.
import { stateOf, type GameState, type StateRef } from './contract.js';

/** Leaf count of the action tree of depth `depth` below `state` (the state is not modified). */
export function perft(state: StateRef, depth: number): number {
  const s = stateOf(state);
  const buffers = Array.from({ length: Math.max(depth, 1) }, () => new Int32Array(s.game.maxActions));
  return count(s, depth, buffers);
}

function count(state: GameState, depth: number, buffers: Int32Array[]): number {
  if (depth <= 0 || state.isTerminal()) return 1;
  const legal = buffers[depth - 1];
  const n = state.legal(legal);
  if (depth === 1) return n;
  let total = 0;
  const child = state.clone();
  try {
    for (let i = 0; i < n; i++) {
      child.copyFrom(state);
      applyOrThrow(child, legal[i]);
      total += count(child, depth - 1, buffers);
    }
  } finally {
    child.free();
  }
  return total;
}

function applyOrThrow(s: GameState, code: number): void {
  if (!s.apply(code)) throw new Error(`perft: the listed action "${s.game.actionText(code)}" was refused`);
}

/** Per-action breakdown at the root ("divide"), as [actionText, count] pairs. */
export function perftDivide(state: StateRef, depth: number): [string, number][] {
  const s = stateOf(state);
  const out: [string, number][] = [];
  const root = new Int32Array(s.game.maxActions);
  const n = s.legal(root);
  const child = s.clone();
  try {
    for (let i = 0; i < n; i++) {
      child.copyFrom(s);
      applyOrThrow(child, root[i]);
      out.push([s.game.actionText(root[i]), perft(child, depth - 1)]);
    }
  } finally {
    child.free();
  }
  return out;
}
