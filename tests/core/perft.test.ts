// Behaviour lock (CONVENTIONS 15): legal-action tree counts to depth 3, chance outcomes counted as
// branches, from fixed positions. Any change to move generation, orders, combat flow or chance
// nodes changes a count here. When a change is intended, update the numbers in the same commit and
// say why. The positions are in perft-positions.ts (also used by bench/).
import { describe, it, expect } from 'vitest';
import { perft } from '../../src/core/perft.js';
import { POSITIONS, position } from './perft-positions.js';

const EXPECTED: Record<string, [number, number, number]> = {
  'akragas-opening': [6, 64, 425],
  'cannae-opening': [4, 23, 241],
  'akragas-walk-300': [11, 31, 324],
  'zama-walk-500': [6, 36, 216],
};

describe('perft (behaviour lock)', () => {
  for (const p of POSITIONS) {
    it(`${p.name}: depth 1-3 counts match the committed values`, async () => {
      const { state } = await position(p, 'debug');
      expect([1, 2, 3].map((d) => perft(state, d))).toEqual(EXPECTED[p.name]);
    });
  }

  it('perft does not change the position it counts', async () => {
    const { state } = await position(POSITIONS[0], 'debug');
    const before = state.bytes();
    perft(state, 3);
    expect(state.bytes()).toEqual(before);
  });
});
