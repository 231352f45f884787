// Heuristic priors below the root (issue 18, docs/search.md "Heuristic priors below the root"): with
// priorAt = K and a synchronous prior source (the game's heuristic, src/search/heuristic-priors.ts),
// a node reaching K visits gets priors at once, for the seat to act there (the opponent's heuristic
// at the opponent's nodes); they order that node's expansion; the search stays deterministic for a
// seed; the mcts agent's hp=T,at=K option uses them. With at=0 nothing changes (signature tests).
import { describe, it, expect } from 'vitest';
import { Mcts, type NodePriorSource } from '../../src/search/mcts.js';
import { RolloutEvaluator, UniformEvaluator } from '../../src/search/evaluator.js';
import { HeuristicPriors, softmaxPriors } from '../../src/search/heuristic-priors.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import type { GameState, Heuristic } from '../../src/core/contract.js';
import type { State } from '../../src/core/game.js';
import { ToyGame, type ToyState } from './toy-game.js';
import { opening } from './opening.js';

const KEEP = 100, SWAP = 101;

/** The toy game with a heuristic that scores SWAP above KEEP and records the seat it scored for. */
class ToyWithHeuristic extends ToyGame {
  readonly seats: number[] = [];
  readonly heuristic: Heuristic = {
    scoreActions: (_s: GameState, _x: GameState, seat: number, actions: Int32Array, n: number, out: Float64Array): void => {
      this.seats.push(seat);
      for (let i = 0; i < n; i++) out[i] = actions[i] === SWAP ? 10 : 0;
    },
  };
}

/** A toy state after the deal, seat 0 to decide. */
function dealt(g: ToyGame): ToyState {
  const s = g.newState();
  for (const c of [1, 6, 3]) s.applyUnchecked(c);
  expect(s.currentPlayer()).toBe(0);
  return s;
}

/** Decision nodes of the tree (below the root) whose first expanded child took action `a`, and those with children. */
function firstChildren(m: Mcts, a: number): { took: number; expanded: number } {
  const t = m.tree;
  let took = 0, expanded = 0;
  for (let node = 1; node < t.size; node++) {
    let first = -1;
    for (let ch = t.first[node]; ch >= 0; ch = t.next[ch]) first = ch; // children are prepended: the last is the first added
    if (first < 0) continue;
    expanded++;
    if (t.action[first] === a) took++;
  }
  return { took, expanded };
}

describe('heuristic priors below the root (MctsOptions.nodePriors)', () => {
  it('softmaxPriors is the softmax of the scores at the temperature, summing to 1', () => {
    const out = new Float64Array(3);
    softmaxPriors([10, 5, 0], 3, 5, out);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(out[0] / out[1]).toBeCloseTo(Math.E, 12);
    expect(out[1] / out[2]).toBeCloseTo(Math.E, 12);
  });

  it('answers a node at once when it reaches priorAt visits, each node once, for the seat to act there', () => {
    const g = new ToyWithHeuristic();
    const seen: { seat: number; n: number }[] = [];
    const h = new HeuristicPriors(g, 5);
    const spy: NodePriorSource = { priors: (st, legal, n, out) => { seen.push({ seat: st.currentPlayer(), n }); h.priors(st, legal, n, out); } };
    const m = new Mcts(g, new UniformEvaluator());
    m.search(dealt(g), { sims: 300, seed: 7, priorAt: 4, nodePriors: spy });
    expect(seen.length).toBeGreaterThan(0);
    expect(m.nodesWithPriors()).toBe(seen.length);
    expect(h.calls).toBe(seen.length);
    // answered, not queued for a caller
    expect(m.takeRequests()).toEqual([]);
    // the heuristic is asked for the seat to act at each node: seat 0 (the searcher) and the others
    expect(new Set(g.seats)).toEqual(new Set([0, 1, 2]));
    expect(g.seats).toEqual(seen.map((q) => q.seat));
    for (const q of seen) expect(q.n).toBe(2);
    h.free();
  });

  it('orders the expansion: a node with priors expands its favoured action first', () => {
    const g = new ToyWithHeuristic();
    const h = new HeuristicPriors(g, 1);
    const s = dealt(g);
    // priorAt = 1: a node gets priors on its second visit, before its first child is added
    const withPriors = new Mcts(g, new UniformEvaluator());
    withPriors.search(s, { sims: 400, seed: 3, priorAt: 1, nodePriors: h });
    const a = firstChildren(withPriors, SWAP);
    expect(a.expanded).toBeGreaterThan(5);
    expect(a.took).toBe(a.expanded);
    // without priors the first child is drawn at random: KEEP comes first at some nodes
    const plain = new Mcts(g, new UniformEvaluator());
    plain.search(s, { sims: 400, seed: 3 });
    const b = firstChildren(plain, SWAP);
    expect(b.took).toBeLessThan(b.expanded);
    h.free();
  });

  it('is deterministic for a seed and a simulation budget (Ancients heuristic, Akragas opening)', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const run = () => {
      const h = new HeuristicPriors(s.game, 5);
      const m = new Mcts(s.game, new RolloutEvaluator(20));
      const r = m.search(s, { sims: 600, seed: 11, priorAt: 8, nodePriors: h, widening: true });
      const calls = h.calls;
      h.free();
      m.free();
      return { r, calls };
    };
    const x = run(), y = run();
    expect(x.calls).toBeGreaterThan(0);
    expect(y.calls).toBe(x.calls);
    expect(y.r.action).toBe(x.r.action);
    expect(y.r.children).toEqual(x.r.children);
    expect(s.legalActions()).toContain(x.r.action);
  });

  it('with priorAt = 0 the source is never asked and the search is the plain one', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const h = new HeuristicPriors(s.game, 5);
    const a = new Mcts(s.game, new RolloutEvaluator(20)), b = new Mcts(s.game, new RolloutEvaluator(20));
    const ra = a.search(s, { sims: 300, seed: 5, widening: true, priorAt: 0, nodePriors: h });
    const rb = b.search(s, { sims: 300, seed: 5, widening: true });
    expect(h.calls).toBe(0);
    expect(ra.children).toEqual(rb.children);
    h.free();
  });

  it('a game without a heuristic, or a temperature of 0, is one clear error', () => {
    expect(() => new HeuristicPriors(new ToyGame(), 5)).toThrow('has no heuristic');
    expect(() => new HeuristicPriors(new ToyWithHeuristic(), 0)).toThrow('temperature');
  });
});

describe('the mcts agent\'s hp=T,at=K without a model', () => {
  type Inspectable = { choose(s: State, r: Rng): number; searcher(g: unknown): Mcts; close(): void };

  it('gives priors to the root and to nodes below it that reach K visits, deterministically for the rng', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const pick = (spec: string) => {
      const agent = createAgent(spec) as unknown as Inspectable;
      const a = agent.choose(s, new Rng(9));
      const nodes = agent.searcher(s.game).nodesWithPriors();
      agent.close();
      return { a, nodes };
    };
    const deep = pick('mcts:sims=500,hp=5,at=8');
    expect(s.legalActions()).toContain(deep.a);
    expect(deep.nodes).toBeGreaterThan(1);
    expect(pick('mcts:sims=500,hp=5,at=8')).toEqual(deep);
    // at=0: the root's priors only
    expect(pick('mcts:sims=500,hp=5').nodes).toBe(1);
  });
});
