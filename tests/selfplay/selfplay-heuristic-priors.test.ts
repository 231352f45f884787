// The self-play searcher (src/selfplay/searcher.ts) with the mcts agent's heuristic root priors
// (`hp`, src/agents/mcts.ts): it must search with the same options as the agent, priors included,
// so that a self-play game is the game `vex play` plays with that agent. Before the fix the
// searcher built the options without the priors, so an `hp` run's targets were those of plain
// MCTS (and `vex replay`, which re-simulates through the same searcher, could not tell).
// Napoleonics 506 (issue 18), the battle the learned-value attempt trains on.
import { describe, it, expect } from 'vitest';
import { legalList } from '../../src/core/contract.js';
import { streamRng } from '../../src/agents/rng.js';
import { sampleChanceOutcome } from '../../src/agents/chance.js';
import { MctsAgent } from '../../src/agents/mcts.js';
import { createAgent } from '../../src/agents/registry.js';
import { createSearcher } from '../../src/selfplay/searcher.js';
import { contractFromId } from '../../src/games/load.js';

/** The first `n` decisions with two or more legal actions of a 506 game played by `agent`. */
async function compare(spec: string, n: number): Promise<{ same: number; decisions: number }> {
  const game = await contractFromId('506');
  const agent = createAgent(spec) as MctsAgent;
  const searcher = createSearcher(spec);
  const s = game.newState();
  const chance = streamRng(7, 0);
  let same = 0, decisions = 0;
  try {
    for (let k = 0; decisions < n && !s.isTerminal(); k++) {
      if (s.isChance()) { s.apply(sampleChanceOutcome(s, chance)); continue; }
      const legal = legalList(s);
      if (legal.length < 2) { s.apply(legal[0]); continue; }
      // the same generator state for both: the agent's choice and the searcher's must agree
      const a = agent.choose(s, streamRng(100 + k, 1));
      const d = await searcher.decide(s, streamRng(100 + k, 1));
      if (a === d.action) same++;
      decisions++;
      expect(legal).toContain(a);
      s.apply(a);
    }
  } finally {
    s.free();
    searcher.close();
  }
  return { same, decisions };
}

describe('self-play searcher with heuristic root priors (hp)', () => {
  it('chooses what the mcts agent chooses with hp=5 on 506, decision for decision', async () => {
    const r = await compare('mcts:sims=60,hp=5', 12);
    expect(r.decisions).toBe(12);
    expect(r.same).toBe(12);
  }, 120_000);

  it('and the priors matter: the same agent without hp makes another choice at some of those decisions', async () => {
    // the plain searcher's choices compared with the hp agent's (what the searcher did before the fix)
    const game = await contractFromId('506');
    const hpAgent = createAgent('mcts:sims=60,hp=5') as MctsAgent;
    const plain = createSearcher('mcts:sims=60');
    const s = game.newState();
    const chance = streamRng(7, 0);
    let differ = 0, decisions = 0;
    try {
      for (let k = 0; decisions < 12 && !s.isTerminal(); k++) {
        if (s.isChance()) { s.apply(sampleChanceOutcome(s, chance)); continue; }
        const legal = legalList(s);
        if (legal.length < 2) { s.apply(legal[0]); continue; }
        const a = hpAgent.choose(s, streamRng(100 + k, 1));
        if ((await plain.decide(s, streamRng(100 + k, 1))).action !== a) differ++;
        decisions++;
        s.apply(a);
      }
    } finally {
      s.free();
      plain.close();
    }
    expect(decisions).toBe(12);
    expect(differ).toBeGreaterThan(0);
  }, 120_000);
});
