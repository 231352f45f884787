// The in-wasm legal-list cache (assembly/cc/legal.ts, "the node's list, built once"): the play
// loops inside wasm (randomPlayout, rollouts) take the list the flow's skip check already built
// instead of building it again. With the check switched on, every cache hit is rebuilt from scratch
// and compared (the core aborts on any difference). Every shipped scenario, seeded random games and
// rollouts, on the debug build.
import { describe, expect, it } from 'vitest';
import { gameFromId } from '../../src/games/load.js';

const IDS = ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015'];

describe('legal-list cache of the in-wasm play loops', () => {
  for (const id of IDS) {
    it(`scenario ${id}: every cached list equals a fresh one over 20 random games and 40 rollouts`, async () => {
      const game = await gameFromId(id, { build: 'debug' });
      game.core.setLegalCacheCheck(1);
      game.seed(4242 + Number(id));
      const start = game.newState();
      const work = start.clone();
      let steps = 0;
      for (let g = 0; g < 20; g++) {
        work.copyFrom(start);
        steps += work.randomPlayout(1_000_000);
        expect(work.isTerminal()).toBe(true);
      }
      expect(steps).toBeGreaterThan(20 * 100);
      for (let r = 0; r < 40; r++) {
        work.copyFrom(start);
        const v = game.core.rolloutValue(work.ptr, 0);
        expect(Math.abs(v)).toBeLessThanOrEqual(1);
      }
      game.core.setLegalCacheCheck(0);
    }, 120_000);
  }
});
