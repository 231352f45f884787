// The greedy agent and the mcts agent's heuristic priors with several seats a side (rules digest D.7:
// in 601's 8-seat format a CinC and three corps commanders a side; seat = side + 2 * role). The
// heuristic (src/games/ancients/heuristic.ts, shared by Napoleonics) scores a position for the
// side of the seat that acts: a corps commander (seats 2-7) must get the same scores as his side's
// CinC seat would on the same position. Before the fix it scored seat 2 as "side 2" (no own units,
// banners of sides 2 and -1), and on a greedy 8-seat game every corps decision was scored wrong.
import { describe, it, expect } from 'vitest';
import { contractFromId } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import { sampleChanceOutcome } from '../../src/agents/chance.js';
import type { GameDef, GameState } from '../../src/core/contract.js';

/** Heuristic scores of every legal action for `asSeat` on one determinized copy of `s`. */
function scores(g: GameDef, s: GameState, asSeat: number, acts: Int32Array, n: number): Float64Array {
  const sim = s.clone(), scratch = s.clone();
  try {
    sim.determinize(s.currentPlayer(), 5);
    const out = new Float64Array(n);
    g.heuristic!.scoreActions(sim, scratch, asSeat, acts, n, out);
    return out;
  } finally {
    scratch.free();
    sim.free();
  }
}

describe('greedy heuristic with seats (D.7)', () => {
  it('D.7 8 players: a corps commander seat is scored from his side, as that side\'s CinC seat would be (601, a greedy game)', async () => {
    const g = await contractFromId('601', { rules: { seats: 8 } });
    expect([2, 3, 4, 5, 6, 7].map((k) => g.sideOf(k))).toEqual([0, 1, 0, 1, 0, 1]);
    const s = g.newState();
    const greedy = createAgent('greedy');
    const rng = new Rng(7);
    const acts = new Int32Array(g.maxActions);
    const checkedBySeat = new Map<number, number>();
    try {
      for (let step = 0; step < 700 && !s.isTerminal(); step++) {
        if (s.isChance()) { s.apply(sampleChanceOutcome(s, rng)); continue; }
        const seat = s.currentPlayer();
        const n = s.legal(acts);
        if (seat >= 2 && n > 1) {
          const mine = scores(g, s, seat, acts, n);
          const cinc = scores(g, s, g.sideOf(seat), acts, n);
          expect(Array.from(mine)).toEqual(Array.from(cinc));
          checkedBySeat.set(seat, (checkedBySeat.get(seat) ?? 0) + 1);
        }
        expect(s.apply(greedy.choose(s, rng))).toBe(true);
      }
    } finally {
      s.free();
    }
    // every corps commander seat of both sides took decisions in the stretch checked
    expect([...checkedBySeat.keys()].sort()).toEqual([2, 3, 4, 5, 6, 7]);
  }, 60_000);

  it('D.7 8 players: the side matters, the enemy side\'s view scores a corps commander\'s actions differently (so the check above is not vacuous)', async () => {
    const g = await contractFromId('601', { rules: { seats: 8 } });
    const s = g.newState();
    const greedy = createAgent('greedy');
    const rng = new Rng(11);
    const acts = new Int32Array(g.maxActions);
    let compared = 0, differ = 0;
    try {
      for (let step = 0; step < 400 && !s.isTerminal(); step++) {
        if (s.isChance()) { s.apply(sampleChanceOutcome(s, rng)); continue; }
        const seat = s.currentPlayer();
        const n = s.legal(acts);
        if (seat >= 2 && n > 1) {
          const mine = scores(g, s, seat, acts, n);
          const enemy = scores(g, s, 1 - g.sideOf(seat), acts, n);
          compared++;
          if (mine.some((v, i) => Math.abs(v - enemy[i]) > 1e-9)) differ++;
        }
        expect(s.apply(greedy.choose(s, rng))).toBe(true);
      }
    } finally {
      s.free();
    }
    expect(compared).toBeGreaterThan(20);
    expect(differ).toBe(compared);
  }, 60_000);
});
