// Perft (Stockfish's idea): the number of action sequences of a given depth from a position,
// counting chance outcomes as branches. A behaviour lock: any change in move generation or in the
// flow between decisions changes these counts. Callers: `vex perft`, tests/core/perft.test.ts.
import type { State } from './game.js';

/** Leaf count of the action tree of depth `depth` below `state` (the state is not modified). */
export function perft(state: State, depth: number): number {
  if (depth === 0 || state.isTerminal()) return 1;
  const actions = state.legalActions();
  if (depth === 1) return actions.length;
  let total = 0;
  const child = state.clone();
  try {
    for (const a of actions) {
      child.copyFrom(state);
      child.apply(a);
      total += perft(child, depth - 1);
    }
  } finally {
    child.free();
  }
  return total;
}

/** Per-action breakdown at the root ("divide"), as [actionText, count] pairs. */
export function perftDivide(state: State, depth: number): [string, number][] {
  const out: [string, number][] = [];
  const child = state.clone();
  try {
    for (const a of state.legalActions()) {
      child.copyFrom(state);
      child.apply(a);
      out.push([state.game.actionText(a), perft(child, depth - 1)]);
    }
  } finally {
    child.free();
  }
  return out;
}
