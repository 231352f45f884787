// The seeded random-play invariant harness (random-play.ts: invariants, clones, save/load, legal
// list and text round trips, refused actions, chance sums, policy indexes, determinism at every
// step) on the six Austerlitz battles of Napoleonics (digest E.1), each loaded from its shipped
// file through the games registry (src/games/load.ts napoleonicsGame): 200 complete games each on
// the debug build (its assertions are on).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import { listNapoleonicsScenarios } from '../../src/games/registry.js';
import { runHarness } from './random-play.js';
import { HARNESS_GAMES } from './suite.js';

describe('E.1 Austerlitz battles: random-play invariant harness', () => {
  // the standard-size battles; EPIC and La Grande (601, 602) run in harness-epic.test.ts
  for (const id of listNapoleonicsScenarios().filter((s) => s.format === 'standard').map((s) => s.id)) {
    it(`${id}: ${HARNESS_GAMES} random games keep every invariant at every step`, async () => {
      const game = await napoleonicsGame(id, { build: 'debug' });
      const rep = runHarness(game, HARNESS_GAMES, 1000 + Number(id.slice(0, 3)));
      expect(rep.games).toBe(HARNESS_GAMES);
      // every game reaches a result (banners, or the turn limit's draw)
      expect(rep.terminal).toBe(HARNESS_GAMES);
      expect(rep.winsBottom + rep.winsTop + rep.draws).toBe(HARNESS_GAMES);
      expect(rep.decisions).toBeGreaterThan(HARNESS_GAMES * 50);
    }, 600_000);
  }
});
