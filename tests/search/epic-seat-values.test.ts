// MCTS values in 601's 8-seat format (rules digest D.7: a CinC and three corps commanders a side,
// seat = side + 2 * role). The tree records the SIDE of each node's mover, never the seat number,
// and a node's mean is its mover side's value: a corps commander of the Allies (seats 3, 5, 7)
// maximises the Allies' value, as the Allied CinC (seat 1) would. Checked with an evaluator that
// gives the French (side 0) +1 at every leaf: every visited node's mean must be +1 where a French
// seat moved and -1 where an Allied one did. docs/strength.md "EPIC: 601 in eight players, profile".
import { describe, it, expect } from 'vitest';
import { contractFromId } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import { sampleChanceOutcome } from '../../src/agents/chance.js';
import { Mcts } from '../../src/search/mcts.js';
import type { Evaluator } from '../../src/search/evaluator.js';
import type { GameState } from '../../src/core/contract.js';

/** Side 0 (French) wins every leaf: +1 for side 0. */
class FrenchAlways implements Evaluator {
  readonly name = 'french-always';
  evaluate(states: GameState[], out: Float64Array): void { for (let i = 0; i < states.length; i++) out[i] = 1; }
}

describe('MCTS values with several seats a side (601, 8 seats, D.7)', () => {
  it('D.7 8 players: tree nodes record the mover\'s side, and each node\'s mean is its side\'s value, for CinC and corps commander roots of both sides', async () => {
    const g = await contractFromId('601', { rules: { seats: 8 } });
    const s = g.newState();
    const greedy = createAgent('greedy');
    const rng = new Rng(3);
    const mcts = new Mcts(g, new FrenchAlways());
    const acts = new Int32Array(g.maxActions);
    const rootsBySeat = new Map<number, number>();
    try {
      for (let step = 0; step < 600 && !s.isTerminal() && rootsBySeat.size < 8; step++) {
        if (s.isChance()) { s.apply(sampleChanceOutcome(s, rng)); continue; }
        const seat = s.currentPlayer();
        if (s.legal(acts) > 1 && !rootsBySeat.has(seat)) {
          const r = mcts.search(s, { sims: 200, seed: 1 + seat, widening: true });
          const t = mcts.tree, side = g.sideOf(seat);
          const sign = (mover: number) => (mover === 0 ? 1 : -1);
          // the root's children were moved by the root seat's side; their means are that side's value
          for (let ch = t.first[0]; ch >= 0; ch = t.next[ch]) expect(t.mover[ch]).toBe(side);
          expect(r.value).toBe(sign(side));
          let visited = 0;
          for (let i = 1; i < t.size; i++) {
            expect(t.mover[i] === 0 || t.mover[i] === 1).toBe(true);
            if (t.visits[i] > 0) { visited++; expect(t.value[i] / t.visits[i]).toBeCloseTo(sign(t.mover[i]), 9); }
          }
          expect(visited).toBeGreaterThan(10);
          rootsBySeat.set(seat, t.size);
        }
        expect(s.apply(greedy.choose(s, rng))).toBe(true);
      }
    } finally {
      mcts.free();
      s.free();
    }
    // every seat, the CinCs (0, 1) and the six corps commanders, had a searched decision checked
    expect([...rootsBySeat.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  }, 120_000);
});
