// Shared body of the harness test files: 200 seeded random games per scenario on the debug build
// (its assertions are on), every step checked by runHarness.
import { it, expect } from 'vitest';
import { gameFromId } from '../../src/games/load.js';
import { runHarness } from './random-play.js';

export const HARNESS_GAMES = 200;

export function harnessSuite(ids: string[]): void {
  for (const id of ids) {
    it(`scenario ${id}: ${HARNESS_GAMES} random games keep every invariant at every step`, async () => {
      const game = await gameFromId(id, { build: 'debug' });
      const rep = runHarness(game, HARNESS_GAMES, 1000 + Number(id));
      expect(rep.games).toBe(HARNESS_GAMES);
      // every game reaches a result (banners, or the turn limit's draw)
      expect(rep.terminal).toBe(HARNESS_GAMES);
      expect(rep.winsBottom + rep.winsTop + rep.draws).toBe(HARNESS_GAMES);
      expect(rep.decisions).toBeGreaterThan(HARNESS_GAMES * 50);
    }, 600_000);
  }
}
