// La Grande's starting Tactician cards per corps commander (rules digest D.8: "each corps commander
// receives the number in the battle notes"; 602's epic.seats[].tactician: French 2 each, Allies 1
// each, the CinCs none): the file's numbers, not D.7's "1 card plus an even share" (which would give
// 3 / 3 / 3 and 2 / 2 / 2). 601 in 8 seats keeps D.7's deal (d7-seat-tactician.test.ts). A seat's
// Tactician hand is read from its own observation (seat-helpers.ts seatHand).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { seatHand } from './seat-helpers.ts';
import { randomDeal } from './helpers.ts';

const count = (h: Record<string, number>): number => Object.values(h).reduce((a, b) => a + b, 0);
const tactSizes = (s: State): number[] => [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => count(seatHand(s, seat)));

describe('D.8 La Grande: the corps commanders\' Tactician cards come from the battle notes', () => {
  it('D.8 / 602 battle notes: French corps commanders 2 each, Allied 1 each, the CinCs none, for any seeded deal', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    for (const seed of [1, 2, 3]) {
      const s = game.newState();
      randomDeal(s, seed);
      expect(s.phaseName()).toBe('PLAY');
      // seats: 0 French CinC, 1 Allied CinC, then side + 2 * role for the corps commanders (left, centre, right)
      expect(tactSizes(s)).toEqual([0, 0, 2, 1, 2, 1, 2, 1]);
    }
  });

  it('D.7 (not La Grande): 601 in 8 seats still deals 1 + an even share to each corps commander', async () => {
    // 601: French 4 Tactician -> 1 + 1 each plus one extra to the first role (3 / 2 / 2), Allies 3 -> 2 / 2 / 2
    const game = await napoleonicsGame('601', { build: 'debug', rules: { seats: 8 } });
    const s = game.newState();
    randomDeal(s, 1);
    const sizes = tactSizes(s);
    expect([sizes[0], sizes[1]]).toEqual([0, 0]);
    expect(sizes[2]! + sizes[4]! + sizes[6]!).toBe(7);
    expect(sizes[3]! + sizes[5]! + sizes[7]!).toBe(6);
  });
});
