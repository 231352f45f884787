// The Akragas opening with chosen hands, for the search tests (mcts.test.ts, puct.test.ts): the
// bottom side's hand is fixed, the top side's hidden hand is what a no-peeking test varies.
import { expect } from 'vitest';
import { gameFromId } from '../../src/games/load.js';
import type { State } from '../../src/core/game.js';

const BOTTOM_HAND = ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r'];

/** A fresh Akragas state (debug build) after the deal, bottom to play. */
export async function opening(topHand: string[]): Promise<State> {
  const game = await gameFromId('001');
  const s = game.newState();
  for (const c of [...BOTTOM_HAND, ...topHand]) s.apply(`draw:${c}`);
  expect(s.currentPlayer()).toBe(0);
  return s;
}
