// The seeded random-play invariant harness (random-play.ts: invariants, clones, save/load, legal
// list and text round trips, refused actions, chance sums, policy indexes, determinism at every
// step) on the EPIC Austerlitz (601, 20x11) and La Grande Austerlitz (602, 26x11), each loaded from
// its shipped file through the games registry: 100 complete games each on the debug build. 601 plays
// the EPIC turn (core-form.ts EPIC_TURN_IN_CORE), 602 the standard Napoleonics turn, one seat a
// side, on their wide board; the seat formats of D.7 / D.8 join this file with the seats work.
// Every decision has its policy index (encoding v2, EPIC pick / march included): none is skipped.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import { listNapoleonicsScenarios } from '../../src/games/registry.js';
import { runHarness } from './random-play.js';

const GAMES = 100;
const WIDE = listNapoleonicsScenarios().filter((s) => s.format !== 'standard');

describe('EPIC and La Grande Austerlitz: random-play invariant harness', () => {
  it('covers both wide scenarios', () => {
    expect(WIDE.map((s) => [s.id, s.format, s.board])).toEqual([
      ['601-epic-austerlitz', 'epic', 'epic'],
      ['602-la-grande-austerlitz', 'grande', 'grande'],
    ]);
  });

  for (const { id } of WIDE) {
    it(`${id}: ${GAMES} random games keep every invariant at every step`, async () => {
      const game = await napoleonicsGame(id, { build: 'debug' });
      expect(game.board.w * game.board.h).toBe(id.startsWith('601') ? 220 : 286);
      const rep = runHarness(game, GAMES, 2000 + Number(id.slice(0, 3)));
      expect(rep.games).toBe(GAMES);
      // every game reaches a result (banners, or the turn limit's draw)
      expect(rep.terminal).toBe(GAMES);
      expect(rep.winsBottom + rep.winsTop + rep.draws).toBe(GAMES);
      expect(rep.decisions).toBeGreaterThan(GAMES * 50);
    }, 600_000);
  }
});
