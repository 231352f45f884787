// Encodings for learning (issue 5 groundwork): the observation never shows what the viewer cannot
// see, the legality mask equals the legal list, policy indices are distinct and map back, and the
// top side sees the board turned 180 degrees.
import { describe, it, expect } from 'vitest';
import { gameFromId } from '../../src/games/load.js';

async function dealt(top: string[]) {
  const game = await gameFromId('001', { build: 'debug' });
  const s = game.newState();
  for (const c of ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r', ...top]) s.apply(`draw:${c}`);
  return { game, s };
}

describe('observation and policy index', () => {
  it('two states that differ only in the opponent\'s hand give identical observations', async () => {
    const a = await dealt(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const b = await dealt(['rally', 'spartacus', 'o4l', 'heavy', 'darken']);
    const oa = a.s.observation(0), ob = b.s.observation(0);
    expect(oa.shape).toEqual([46, 9, 13]);
    expect(Array.from(oa.planes)).toEqual(Array.from(ob.planes));
    expect(Array.from(oa.globals)).toEqual(Array.from(ob.globals));
    // while the top side's own view does differ (it sees its own hand)
    expect(Array.from(a.s.observation(1).globals)).not.toEqual(Array.from(b.s.observation(1).globals));
  });

  it('the legality mask equals the legal list, through distinct indices that map back', async () => {
    const { game, s } = await dealt(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    game.seed(3);
    for (let step = 0; step < 400 && !s.isTerminal(); step++) {
      if (s.isChance()) { s.sampleChance(); continue; }
      const legal = s.legalActions();
      const mask = s.legalMask();
      const ones = mask.reduce((t, x) => t + x, 0);
      expect(ones).toBe(legal.length);
      for (const a of legal) {
        const p = s.policyIndex(a);
        expect(mask[p]).toBe(1);
        expect(s.actionAt(p)).toBe(a);
      }
      s.apply(legal[(step * 7) % legal.length]);
    }
  });

  it('the top side sees the board turned: its own units stand at the bottom of its planes', async () => {
    const { s } = await dealt(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ownRowsOf = (viewer: number) => {
      const { planes, shape: [, h, w] } = s.observation(viewer);
      const rows: number[] = [];
      for (let t = 0; t < 13; t++) for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) if (planes[(t * h + r) * w + c] > 0) rows.push(r);
      return rows;
    };
    // Akragas: each side's units start on the three rows next to its own baseline
    expect(Math.max(...ownRowsOf(0))).toBeLessThanOrEqual(3);
    expect(Math.max(...ownRowsOf(1))).toBeLessThanOrEqual(3);
  });
});
