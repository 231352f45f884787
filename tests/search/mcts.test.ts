// Search contract tests (issue 4): no peeking at hidden cards, determinism for a seed and a
// simulation budget, budgets and progress, tree bookkeeping, root merging.
import { describe, it, expect } from 'vitest';
import { Mcts, mergeRoots } from '../../src/search/mcts.js';
import { RolloutEvaluator, UniformEvaluator } from '../../src/search/evaluator.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import type { State } from '../../src/core/game.js';
import { opening } from './opening.js';


describe('MCTS', () => {
  // The deck has no order in the core (an unordered multiset, docs/engine.md), so the hidden part
  // of a position is the opponent's hand; swapping those cards also changes the deck's content.
  it('does not peek: the choice is the same when only the opponent\'s hidden hand (and so the deck) differs', async () => {
    const a = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const b = await opening(['rally', 'spartacus', 'o4l', 'heavy', 'darken']);
    for (const seed of [1, 2, 3]) {
      const ra = new Mcts(a.game, new RolloutEvaluator(20)).search(a, { sims: 300, seed });
      const rb = new Mcts(b.game, new RolloutEvaluator(20)).search(b, { sims: 300, seed });
      expect(rb.action).toBe(ra.action);
      expect(rb.children).toEqual(ra.children);
    }
  });

  it('is deterministic for a seed and a simulation budget, in separate instances', async () => {
    const a = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const b = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const ra = new Mcts(a.game, new RolloutEvaluator(40)).search(a, { sims: 500, seed: 42, widening: true });
    const rb = new Mcts(b.game, new RolloutEvaluator(40)).search(b, { sims: 500, seed: 42, widening: true });
    expect(ra.children).toEqual(rb.children);
    expect(ra.sims).toBe(500);
  });

  it('spends exactly the simulation budget, visits add up, and reports progress', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const m = new Mcts(s.game, new UniformEvaluator());
    const seen: number[] = [];
    const r = m.search(s, { sims: 600, seed: 1, progressEvery: 200, onProgress: (p) => seen.push(p.sims) });
    expect(r.sims).toBe(600);
    expect(r.children.reduce((t, c) => t + c.visits, 0)).toBe(600);
    expect(seen).toEqual([200, 400, 600, 600]);
    expect(s.legalActions()).toContain(r.action);
  });

  it('stops when cancelled and honours a wall-time budget', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const m = new Mcts(s.game, new RolloutEvaluator(40));
    let polls = 0;
    const r = m.search(s, { sims: 1_000_000, seed: 1, shouldStop: () => ++polls > 3 });
    expect(r.sims).toBeLessThan(100);
    const t = m.search(s, { ms: 50, seed: 1 });
    expect(t.sims).toBeGreaterThan(0);
    expect(t.sims).toBeLessThan(1_000_000);
  });

  it('progressive widening keeps the root narrow early', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const m = new Mcts(s.game, new UniformEvaluator());
    m.search(s, { sims: 3, seed: 1, widening: true, pwK: 1, pwAlpha: 0.5 });
    // after 3 simulations the root may have at most ceil(1 * 3^0.5) = 2 children
    expect(m.tree.childCount(0)).toBeLessThanOrEqual(2);
    m.search(s, { sims: 3, seed: 1, widening: false });
    expect(m.tree.childCount(0)).toBe(3);
  });

  it('merging root-parallel results adds visits and averages values', () => {
    const r = mergeRoots([
      { action: 1, sims: 10, value: 0, elapsedMs: 1, treeNodes: 5, reused: 0, children: [{ action: 1, visits: 6, value: 0.5 }, { action: 2, visits: 4, value: 0 }] },
      { action: 2, sims: 10, value: 0, elapsedMs: 2, treeNodes: 5, reused: 0, children: [{ action: 2, visits: 7, value: 0.2 }, { action: 1, visits: 3, value: -0.5 }] },
    ]);
    expect(r.sims).toBe(20);
    expect(r.action).toBe(2);
    expect(r.children[0]).toEqual({ action: 2, visits: 11, value: (0 * 4 + 0.2 * 7) / 11 });
  });

  it('the mcts agent spec builds an agent that plays a legal move', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=100,cut=10');
    const a = agent.choose(s, new Rng(5));
    expect(s.legalActions()).toContain(a);
    expect(() => createAgent('mcts:eval=magic')).toThrow(/eval=magic/);
    expect(() => createAgent('mcts:simz=5')).toThrow(/unknown parameter "simz"/);
  });
});

describe('worker pool', () => {
  it('root-parallel search in 2 workers is deterministic for a seed and a simulation budget', async () => {
    const { SearchPool } = await import('../../src/workers/pool.js');
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const pool = await SearchPool.create(s.game.scenario, { workers: 2 });
    try {
      const a = await pool.search(s, { sims: 400, seed: 11 });
      const b = await pool.search(s, { sims: 400, seed: 11 });
      expect(a.sims).toBe(400);
      expect(a.children).toEqual(b.children);
      expect(s.legalActions()).toContain(a.action);
    } finally {
      pool.close();
    }
  });

  it('an mcts agent with workers=2 chooses through the pool', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=200,workers=2');
    try {
      const a = await agent.chooseAsync!(s, new Rng(3));
      expect(s.legalActions()).toContain(a);
    } finally {
      agent.close?.();
    }
  });
});

describe('early stop', () => {
  it('stops when the leader cannot be caught, and chooses what the full budget chooses', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const m = new Mcts(s.game, new RolloutEvaluator(20));
    for (const seed of [1, 2, 3, 4]) {
      const full = m.search(s, { sims: 3000, seed, widening: true });
      const early = m.search(s, { sims: 3000, seed, widening: true, earlyStop: true });
      expect(early.action).toBe(full.action);
      expect(early.sims).toBeLessThanOrEqual(3000);
    }
  });
});

describe('canonical orders (long turns)', () => {
  // Pairs (parent ORDER hex, child ORDER hex) with the child's hex not above the parent's, below
  // the root: the same set of ordered units reached by another permutation.
  function descendingOrderPairs(m: Mcts, ORDER: number, OFF: number): number {
    const t = m.tree;
    let count = 0;
    const walk = (node: number, last: number): void => {
      for (let ch = t.first[node]; ch >= 0; ch = t.next[ch]) {
        const a = t.action[ch];
        const hex = (a & 63) === ORDER ? (a >>> 6) & 511 : -1;
        const onBoard = hex >= 0 && hex !== OFF;
        if (onBoard && last >= 0 && hex <= last) count++;
        walk(ch, onBoard ? hex : -1);
      }
    };
    walk(0, -1);
    return count;
  }

  it('orders units in increasing hex order inside a simulation, and only then (Order phase, rules III.2)', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c'); // Order Three Units Center: an order run of up to three units
    expect(s.legalTexts().filter((t) => t.startsWith('order:')).length).toBeGreaterThan(3);
    const { ORDER } = s.game.enums.Act.code;
    const OFF = s.game.enums.OFF_BOARD;
    const plain = new Mcts(s.game, new UniformEvaluator());
    plain.search(s, { sims: 3000, seed: 5 });
    expect(descendingOrderPairs(plain, ORDER, OFF)).toBeGreaterThan(0);
    const canon = new Mcts(s.game, new UniformEvaluator());
    const r = canon.search(s, { sims: 3000, seed: 5, canonical: true });
    expect(descendingOrderPairs(canon, ORDER, OFF)).toBe(0);
    // the root is not restricted: every unit that may be ordered is still a root choice
    expect(r.children.length).toBe(s.legalActions().length);
  });

  it('is an option of the mcts agent (canon=true)', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c');
    const agent = createAgent('mcts:sims=200,canon=true');
    const a = agent.choose(s, new Rng(3));
    expect(s.legalActions()).toContain(a);
  });
});

describe('tree reuse along a turn', () => {
  it('keeps the chosen subtree when the same side goes on from the chosen action (Order phase, rules III.2)', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c');
    s.apply('order:G3'); // one unit ordered: whatever the search picks next, the same side decides again
    const m = new Mcts(s.game, new RolloutEvaluator(20));
    const first = m.search(s, { sims: 2000, seed: 1, reuse: true });
    expect(first.reused).toBe(0);
    const chosen = first.children[0];
    expect(chosen.action).toBe(first.action);
    s.apply(first.action);
    const second = m.search(s, { sims: 500, seed: 2, reuse: true });
    // the new root carries the chosen child's visits from the first search
    expect(second.reused).toBe(chosen.visits);
    const rootVisits = second.children.reduce((a, c) => a + c.visits, 0);
    expect(rootVisits).toBeGreaterThan(second.sims);
    expect(s.legalActions()).toContain(second.action);
  });

  it('starts afresh when the position is not the continuation of the last choice', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c');
    const m = new Mcts(s.game, new RolloutEvaluator(20));
    const first = m.search(s, { sims: 1000, seed: 1, reuse: true });
    const other = s.legalActions().find((a) => a !== first.action)!;
    s.apply(other);
    const second = m.search(s, { sims: 300, seed: 2, reuse: true });
    expect(second.reused).toBe(0);
    expect(second.children.reduce((a, c) => a + c.visits, 0)).toBe(second.sims);
  });

  it('without reuse a search never inherits statistics', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c');
    s.apply('order:G3'); // one unit ordered: whatever the search picks next, the same side decides again
    const m = new Mcts(s.game, new RolloutEvaluator(20));
    const first = m.search(s, { sims: 1000, seed: 1 });
    s.apply(first.action);
    const second = m.search(s, { sims: 300, seed: 2 });
    expect(second.reused).toBe(0);
    expect(second.children.reduce((a, c) => a + c.visits, 0)).toBe(second.sims);
  });
});

describe('turn-aligned rollout cut (long turns)', () => {
  it('stops a rollout after whole turns: the static value sees the next turn begin, never a turn half played', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    s.apply('play:o3c'); // mid-turn: orders, moves and battles still to come
    const start = s.turn();
    for (const turns of [1, 2, 3]) {
      for (let seed = 1; seed <= 5; seed++) {
        const x = s.clone();
        s.game.seed(seed);
        const v = s.game.core.rolloutTurnsValue(x.ptr, turns, 0);
        expect(v).toBeGreaterThanOrEqual(-1);
        expect(v).toBeLessThanOrEqual(1);
        if (!x.isTerminal()) {
          expect(x.turn()).toBe(start + turns);
          // no decision of the new turn has been taken: its side is still to play a card
          expect(x.isChance() || x.phaseName() === 'PLAY').toBe(true);
        }
        x.free();
      }
    }
  });

  it('is the mcts agent\'s default (2 turns); a cut given in decisions keeps the decision cut', () => {
    const name = (spec: string) => (createAgent(spec) as unknown as { evaluator(): { name: string } }).evaluator().name;
    expect(name('mcts')).toBe('rollout(turns=2)');
    expect(name('mcts:ms=100')).toBe('rollout(turns=2)');
    expect(name('mcts:cut=10')).toBe('rollout(cut=10)');
    expect(name('mcts:cut=10,turns=3')).toBe('rollout(turns=3)');
    expect(name('mcts:turns=0')).toBe('rollout(cut=40)');
  });

  it('is the mcts agent\'s turns=N option', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=200,turns=3') as unknown as { evaluator(): { name: string } };
    expect(agent.evaluator().name).toBe('rollout(turns=3)');
    expect(s.legalActions()).toContain((agent as unknown as { choose: (st: State, r: Rng) => number }).choose(s, new Rng(1)));
  });
});

describe('root priors (a policy network guiding MCTS, issue 5)', () => {
  it('tries the root actions in decreasing prior order before any other', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const legal = s.legalActions();
    // a prior that ranks the legal actions in reverse code order
    const prior = Float32Array.from(legal, (_, i) => (i + 1) / legal.length);
    const m = new Mcts(s.game, new UniformEvaluator());
    const r = m.search(s, { sims: 3, seed: 1, widening: false, rootPriors: { actions: legal, prior } });
    const tried = r.children.map((c) => c.action).sort((a, b) => a - b);
    expect(tried).toEqual(legal.slice(-3).sort((a, b) => a - b));
  });

  it('leans the visits towards the favoured action, more so with a larger weight', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const legal = s.legalActions();
    const target = legal[0];
    const prior = Float32Array.from(legal, (a) => (a === target ? 0.9 : 0.1 / (legal.length - 1)));
    const visitsOf = (pw: number): number => {
      const r = new Mcts(s.game, new RolloutEvaluator(20)).search(s, { sims: 600, seed: 5, rootPriors: { actions: legal, prior }, priorWeight: pw });
      return r.children.find((c) => c.action === target)?.visits ?? 0;
    };
    const none = new Mcts(s.game, new RolloutEvaluator(20)).search(s, { sims: 600, seed: 5 }).children.find((c) => c.action === target)?.visits ?? 0;
    expect(visitsOf(0.3)).toBeGreaterThan(none);
    expect(visitsOf(3)).toBeGreaterThan(visitsOf(0.3));
  });

  it('is the mcts agent\'s model= option: the shipped model\'s priors, then a legal choice', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=200,model=models/ancients-small.onnx,pw=0.5');
    const a = await agent.chooseAsync!(s, new Rng(3));
    expect(s.legalActions()).toContain(a);
    agent.close?.();
  });

  it('below the root: a node that reaches the threshold is queued once, and its priors are used once given', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const m = new Mcts(s.game, new RolloutEvaluator(20));
    m.search(s, { sims: 400, seed: 2, priorAt: 50, widening: false });
    const reqs = m.takeRequests();
    expect(reqs.length).toBeGreaterThan(0);
    expect(new Set(reqs.map((q) => q.node)).size).toBe(reqs.length);
    expect(m.tree.visits[reqs[0].node]).toBeGreaterThanOrEqual(50);
    // the queued state is the position at that node: its legal actions are the node's children's
    const at = s.game.newState();
    at.setBytes(reqs[0].state);
    const legal = at.legalActions();
    for (let ch = m.tree.first[reqs[0].node]; ch >= 0; ch = m.tree.next[ch]) expect(legal).toContain(m.tree.action[ch]);
    // priors that put everything on one action: the resumed search sends the node's new visits there
    const favoured = legal[legal.length - 1];
    const before = m.tree.visits[reqs[0].node];
    const childVisits = (a: number): number => { const c = m.tree.child(reqs[0].node, a); return c < 0 ? 0 : m.tree.visits[c]; };
    const favBefore = childVisits(favoured);
    m.setPriors(reqs[0].node, legal, Float32Array.from(legal, (a) => (a === favoured ? 1 : 0)));
    const r = m.search(s, { sims: 2000, seed: 3, priorAt: 50, resume: true, widening: false, priorWeight: 5 });
    expect(r.reused).toBe(400);
    const gained = m.tree.visits[reqs[0].node] - before;
    expect(gained).toBeGreaterThan(0);
    expect(childVisits(favoured) - favBefore).toBeGreaterThan(gained / 2);
    // already given or queued: never queued again
    expect(m.takeRequests().map((q) => q.node)).not.toContain(reqs[0].node);
    at.free();
  });

  it('the mcts agent\'s at= option asks the model for priors below the root within the same budget', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=800,model=models/ancients-small.onnx,at=32') as unknown as { chooseAsync(s: State, r: Rng): Promise<number>; searcher(g: unknown): Mcts; close(): void };
    const a = await agent.chooseAsync(s, new Rng(4));
    expect(s.legalActions()).toContain(a);
    const tree = agent.searcher(s.game).tree;
    const spent = tree.visits[0];
    expect(spent).toBeLessThanOrEqual(800);
    // early stop between slices: only when the leader is out of the runner-up's reach
    if (spent < 800) {
      const v: number[] = [];
      for (let ch = tree.first[0]; ch >= 0; ch = tree.next[ch]) v.push(tree.visits[ch]);
      v.sort((x, y) => y - x);
      expect(v[0]).toBeGreaterThan((v[1] ?? 0) + 800 - spent);
    }
    agent.close();
  });

  it('a node\'s network value counts in its mean with valueWeight: a child valued as a win draws the visits', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const grow = (vw: number): number => {
      const m = new Mcts(s.game, new RolloutEvaluator(20));
      m.search(s, { sims: 300, seed: 7, widening: false });
      // the least visited root child (visited at least once), valued as a sure win for its mover
      let x = -1;
      for (let ch = m.tree.first[0]; ch >= 0; ch = m.tree.next[ch]) if (m.tree.visits[ch] > 0 && (x < 0 || m.tree.visits[ch] < m.tree.visits[x])) x = ch;
      const before = m.tree.visits[x];
      m.setPriors(x, [], [], m.tree.mover[x] === 0 ? 1 : -1);
      m.search(s, { sims: 600, seed: 8, widening: false, resume: true, valueWeight: vw });
      return m.tree.visits[x] - before;
    };
    const without = grow(0);
    expect(grow(50)).toBeGreaterThan(without + 100);
  });

  it('the mcts agent\'s vw= option: the search runs and chooses a legal action', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=400,model=models/ancients-small.onnx,at=32,vw=16');
    expect(s.legalActions()).toContain(await agent.chooseAsync!(s, new Rng(5)));
    agent.close?.();
  });

  it('a missing model is one clear error', async () => {
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const agent = createAgent('mcts:sims=50,model=/nonexistent/m.onnx');
    await expect(agent.chooseAsync!(s, new Rng(3))).rejects.toThrow(/cannot read model \/nonexistent\/m\.onnx/);
  });
});

describe('self-play with network priors', () => {
  it('an mcts searcher with a model reports the root visits of its whole search (not plain MCTS)', async () => {
    const { createSearcher } = await import('../../src/selfplay/searcher.js');
    const s = await opening(['coord', 'o2c', 'medium', 'o3l', 'mounted']);
    const withModel = createSearcher('mcts:sims=300,model=models/ancients-small.onnx,at=40');
    const d = await withModel.decide(s, new Rng(9));
    expect(s.legalActions()).toContain(d.action);
    // every simulation is a root visit; the sliced search may stop early, at a slice's end
    const spent = d.visits.reduce((t, v) => t + v.visits, 0);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(300);
    expect(d.visits.map((v) => v.action)).toContain(d.action);
    withModel.close();
  });
});
