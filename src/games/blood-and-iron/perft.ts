/**
 * Perft for Blood & Iron: the number of action sequences of length `depth` from a state, every
 * legal action and every chance outcome expanded. Locks move generation (tests/bi/perft.test.ts).
 */
import type { BiState } from './state.js';

export function biPerft(s: BiState, depth: number): number {
  if (depth === 0 || s.isTerminal()) return 1;
  const core = s.game.core;
  let n = 0;
  for (const a of s.legalActions()) {
    const c = s.clone();
    core.applyUnchecked(c.ptr, a);
    n += biPerft(c, depth - 1);
    c.free();
  }
  return n;
}
