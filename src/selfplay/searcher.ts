// A self-play decision maker: an agent spec that also reports the root visit counts of its search,
// which become the policy targets. `mcts:...` runs src/search/mcts.ts directly with exactly the
// options the mcts agent uses (same seed draw, early stop), so a self-play game is the game
// `vex play` would play with that agent on both sides and its record re-simulates with
// `vex replay`. Agents that expose `decide` (the puct agent, the mcts agent with a model) report
// their own visits; any other agent (greedy, random) gives a one-hot target on its choice.
// Searchers see only the game contract (a contract state, or the Ancients facade State that
// carries one), so one searcher serves every engine. Callers: src/selfplay/play-game.ts,
// src/selfplay/play-contract-game.ts.
import { legalList, stateOf, type GameDef, type StateRef } from '../core/contract.js';
import { assertDecision, chooseAction, type Agent } from '../agents/agent.js';
import type { Rng } from '../agents/rng.js';
import { AGENT_KINDS, createAgent } from '../agents/registry.js';
import { parseAgentSpec, typeParams } from '../agents/spec.js';
import { MctsAgent } from '../agents/mcts.js';
import { Mcts } from '../search/mcts.js';

export interface RootVisits { action: number; visits: number }

export interface SearchDecision {
  action: number;
  /** Root visit counts by action code (only actions the search visited). */
  visits: RootVisits[];
  /** The search's mean value of the chosen action for the side to act (absent without a search). */
  value?: number;
}

/** An agent that can report its search's root visits (the puct agent implements it). */
export interface DecidingAgent extends Agent {
  decide(state: StateRef, rng: Rng): Promise<SearchDecision>;
}

export interface Searcher {
  readonly spec: string;
  decide(state: StateRef, rng: Rng): Promise<SearchDecision>;
  close(): void;
}

function isDeciding(a: Agent): a is DecidingAgent {
  return typeof (a as Partial<DecidingAgent>).decide === 'function';
}

class MctsSearcher implements Searcher {
  private readonly searchers = new WeakMap<GameDef, Mcts>();
  constructor(readonly spec: string, private readonly agent: MctsAgent) {}

  decide(state: StateRef, rng: Rng): Promise<SearchDecision> {
    const s = stateOf(state);
    assertDecision(s);
    const legal = legalList(s);
    // the agent answers a forced decision without drawing from its generator; so do we
    if (legal.length === 1) return Promise.resolve({ action: legal[0], visits: [{ action: legal[0], visits: 1 }] });
    let m = this.searchers.get(s.game);
    if (!m) {
      m = new Mcts(s.game, this.agent.evaluator());
      this.searchers.set(s.game, m);
    }
    // the agent's own option builder, root priors from the game's heuristic (`hp`) included
    const r = m.search(state, this.agent.withHeuristicPriors(s, legal, this.agent.options(rng), rng));
    return Promise.resolve({ action: r.action, visits: r.children.map((c) => ({ action: c.action, visits: c.visits })), value: r.value });
  }

  close(): void {}
}

class AgentSearcher implements Searcher {
  constructor(readonly spec: string, private readonly agent: Agent) {}
  async decide(state: StateRef, rng: Rng): Promise<SearchDecision> {
    if (isDeciding(this.agent)) return this.agent.decide(state, rng);
    const action = await chooseAction(this.agent, state, rng);
    return { action, visits: [{ action, visits: 1 }] };
  }
  close(): void { this.agent.close?.(); }
}

/** A searcher for an agent spec; throws a one-line Error for a bad spec. */
export function createSearcher(spec: string): Searcher {
  const agent = createAgent(spec);
  if (agent instanceof MctsAgent && !agent.p.model) {
    const { raw } = parseAgentSpec(spec);
    const p = typeParams('mcts', AGENT_KINDS.mcts.params, raw);
    if (((p.workers as number | undefined) ?? 1) > 1) throw new Error('selfplay: mcts workers must be 1 (self-play runs games in parallel with --workers)');
    return new MctsSearcher(agent.spec, agent);
  }
  return new AgentSearcher(agent.spec, agent);
}
