// PUCT contract tests (no model loaded: a uniform-prior evaluator and a fake network that reads
// only the observation): no peeking at hidden cards, determinism for a seed and a simulation
// budget, batches with virtual loss, budgets, priors followed, agent spec checks.
import { describe, it, expect } from 'vitest';
import { Puct, UniformPriorEvaluator, warmUp, type PriorEvaluator, type PriorOutput } from '../../src/search/puct.js';
import { createAgent } from '../../src/agents/registry.js';
import { stateOf, type StateRef } from '../../src/core/contract.js';
import { opening } from './opening.js';


/** A deterministic stand-in for a network: priors and value from the observation only. */
class ObservationEvaluator implements PriorEvaluator {
  readonly name = 'observation-hash';
  calls = 0;
  batches: number[] = [];
  evaluate(states: StateRef[], legal: number[][]): Promise<PriorOutput[]> {
    this.batches.push(states.length);
    return Promise.resolve(states.map((ref, i) => {
      this.calls++;
      const s = stateOf(ref);
      const seat = s.currentPlayer();
      const side = s.game.sideOf(seat);
      const e = s.game.encoding;
      const o = { planes: new Float32Array(e.OBS_PLANES * e.board.w * e.board.h), globals: new Float32Array(e.OBS_GLOBALS) };
      s.observe(seat, o.planes, o.globals);
      let h = 0;
      for (let k = 0; k < o.planes.length; k++) if (o.planes[k] !== 0) h = (h * 31 + k) >>> 0;
      for (let k = 0; k < o.globals.length; k++) h = (h * 17 + Math.round(o.globals[k] * 1000)) >>> 0;
      const pri = Float32Array.from(legal[i], (_, k) => 1 + ((h >>> (k % 24)) & 7));
      const sum = pri.reduce((a, b) => a + b, 0);
      for (let k = 0; k < pri.length; k++) pri[k] /= sum;
      const v = ((h % 2001) - 1000) / 1250; // in (-0.8, 0.8) for the side to act
      return { value: side === 0 ? v : -v, priors: pri };
    }));
  }
}

describe('PUCT', () => {
  it('does not peek: same result when only the opponent\'s hidden hand (and so the deck) differs', async () => {
    const a = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const b = await opening(['rally', 'spartacus', 'o4l', 'heavy', 'darken']);
    for (const seed of [1, 2]) {
      const ra = await new Puct(a.game, new ObservationEvaluator()).search(a, { sims: 200, seed, batch: 8 });
      const rb = await new Puct(b.game, new ObservationEvaluator()).search(b, { sims: 200, seed, batch: 8 });
      expect(rb.action).toBe(ra.action);
      expect(rb.children).toEqual(ra.children);
    }
  });

  it('is deterministic for a seed and a simulation budget, in separate instances', async () => {
    const a = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const b = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ra = await new Puct(a.game, new UniformPriorEvaluator(20)).search(a, { sims: 300, seed: 42, batch: 4 });
    const rb = await new Puct(b.game, new UniformPriorEvaluator(20)).search(b, { sims: 300, seed: 42, batch: 4 });
    expect(ra.children).toEqual(rb.children);
    expect(ra.sims).toBe(300);
    const rc = await new Puct(a.game, new UniformPriorEvaluator(20)).search(a, { sims: 300, seed: 43, batch: 4 });
    expect(rc.children).not.toEqual(ra.children);
  });

  it('evaluates leaves in batches; virtual loss spreads a batch over different children', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ev = new ObservationEvaluator();
    const p = new Puct(s.game, ev);
    const r = await p.search(s, { sims: 9, seed: 1, batch: 8 });
    expect(ev.batches[0]).toBe(1); // the root alone first
    expect(ev.batches[1]).toBe(8);
    // six cards in hand: the 8 simulations of the second batch cover all six root children
    // (without virtual loss they would all take the same one)
    expect(r.children.length).toBe(6);
    expect(r.children.every((c) => c.visits >= 1 && c.visits <= 2)).toBe(true);
    expect(r.children.reduce((t, c) => t + c.visits, 0)).toBe(8);
    expect(r.evaluations).toBe(9);
    const big = await p.search(s, { sims: 500, seed: 1, batch: 16 });
    expect(big.sims).toBe(500);
    expect(big.children.reduce((t, c) => t + c.visits, 0)).toBe(499);
    expect(big.children.every((c) => Number.isInteger(c.visits) && c.visits >= 0)).toBe(true);
  });

  it('follows the priors: with value 0 everywhere, visits go to the high-prior action', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const legal = s.legalActions();
    const fav = legal[3];
    const ev: PriorEvaluator = {
      name: 'favourite',
      evaluate: (states, lg) => Promise.resolve(states.map((_, i) => ({
        value: 0, priors: Float32Array.from(lg[i], (a) => (a === fav ? 0.9 : 0.1 / Math.max(1, lg[i].length - 1))),
      }))),
    };
    const r = await new Puct(s.game, ev).search(s, { sims: 200, seed: 3 });
    expect(r.action).toBe(fav);
    expect(r.children[0].prior).toBeCloseTo(0.9, 5);
  });

  it('honours a wall-time budget and cancellation', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const p = new Puct(s.game, new UniformPriorEvaluator(20));
    const t = await p.search(s, { ms: 40, seed: 1 });
    expect(t.sims).toBeGreaterThan(0);
    let polls = 0;
    const c = await p.search(s, { sims: 1_000_000, seed: 1, batch: 2, shouldStop: () => ++polls > 3 });
    expect(c.sims).toBeLessThan(20);
    expect(s.legalActions()).toContain(c.action);
  });

  it('root noise changes the priors but keeps them a distribution', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const r = await new Puct(s.game, new UniformPriorEvaluator()).search(s, { sims: 50, seed: 1, noiseWeight: 0.25, noiseAlpha: 0.3 });
    const pri = r.children.map((c) => c.prior);
    expect(Math.abs(pri.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-4);
    expect(new Set(pri.map((x) => x.toFixed(6))).size).toBeGreaterThan(1);
  });

  it('the puct agent spec is checked', () => {
    expect(createAgent('puct:model=x.onnx,ms=100').spec).toBe('puct:model=x.onnx,ms=100');
    expect(() => createAgent('puct:simz=5')).toThrow(/unknown parameter "simz"/);
    expect(() => createAgent('puct:batch=0')).toThrow(/batch=0 is out of range/);
  });
});

describe('PUCT progress', () => {
  it('reports progress between batches and once at the end, matching the result', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const seen: { sims: number; best: number; bestShare: number }[] = [];
    const r = await new Puct(s.game, new UniformPriorEvaluator(10)).search(s, {
      sims: 400, seed: 3, batch: 4, progressMs: 0, onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i].sims).toBeGreaterThanOrEqual(seen[i - 1].sims);
    const last = seen[seen.length - 1];
    expect(last.sims).toBe(r.sims);
    expect(last.best).toBe(r.action);
    expect(last.bestShare).toBeGreaterThan(0);
    expect(last.bestShare).toBeLessThanOrEqual(1);
  });
});

describe('network warm-up', () => {
  it('calls the network the given number of times on the position, before any decision', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ev = new ObservationEvaluator();
    await warmUp(ev, s, 12);
    expect(ev.calls).toBe(12);
    expect(ev.batches.every((b) => b === 1)).toBe(true);
  });

  it('stops at its time limit', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ev = new ObservationEvaluator();
    await warmUp(ev, s, 1_000_000, 0);
    expect(ev.calls).toBe(0);
  });
});
