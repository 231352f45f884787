// The MCTS agent: information-set MCTS (src/search/mcts.ts) with the wasm rollout evaluator or the
// uniform one. Budget by simulations or wall time. It searches in the state's own instance with
// scratch states of its own; every simulation determinizes for the side to act, so the opponent's
// true hand is never read. Deterministic for a given generator state with a simulation budget.
// With workers > 1 the decision goes through the worker pool (chooseAsync; src/workers/pool.ts).
import type { Game, State } from '../core/game.js';
import { assertDecision, type Agent } from './agent.js';
import type { Rng } from './rng.js';
import { Mcts, type MctsOptions } from '../search/mcts.js';
import { RolloutEvaluator, UniformEvaluator, type Evaluator } from '../search/evaluator.js';
import { SearchPool } from '../workers/pool.js';

export interface MctsAgentParams {
  sims: number;      // simulations per decision (0 = use ms)
  ms: number;        // milliseconds per decision (0 = use sims)
  c: number;         // exploration constant
  cut: number;       // rollout cut in decisions (0 = full games)
  turns: number;     // turn-aligned rollout cut in complete turns (0 = cut by decisions)
  eval: string;      // 'rollout' | 'uniform'
  widening: boolean; // progressive widening
  canon: boolean;    // canonical orders (units ordered in increasing hex order inside a simulation)
  reuse: boolean;    // tree reuse along a turn (the chosen subtree becomes the next root)
  workers: number;   // root-parallel workers (1 = in this thread)
}

export class MctsAgent implements Agent {
  private readonly searchers = new WeakMap<Game, Mcts>();
  private readonly pools = new Map<Game, Promise<SearchPool>>();
  constructor(readonly spec: string, readonly p: MctsAgentParams) {}

  evaluator(): Evaluator {
    return this.p.eval === 'uniform' ? new UniformEvaluator() : new RolloutEvaluator(this.p.cut, this.p.turns);
  }

  /** Search options for one decision, seeded from the caller's generator. */
  options(rng: Rng): MctsOptions {
    const o: MctsOptions = { c: this.p.c, seed: rng.nextU32(), widening: this.p.widening, canonical: this.p.canon, reuse: this.p.reuse, earlyStop: true };
    if (this.p.ms > 0) o.ms = this.p.ms;
    if (this.p.sims > 0 || this.p.ms <= 0) o.sims = this.p.sims > 0 ? this.p.sims : 1000;
    return o;
  }

  searcher(game: Game): Mcts {
    let m = this.searchers.get(game);
    if (!m) {
      m = new Mcts(game, this.evaluator());
      this.searchers.set(game, m);
    }
    return m;
  }

  choose(state: State, rng: Rng): number {
    assertDecision(state);
    const legal = state.legalActions();
    if (legal.length === 1) return legal[0];
    return this.searcher(state.game).search(state, this.options(rng)).action;
  }

  /** With workers > 1: root-parallel search in a worker pool (one per game instance). */
  async chooseAsync(state: State, rng: Rng): Promise<number> {
    if (this.p.workers <= 1) return this.choose(state, rng);
    assertDecision(state);
    const legal = state.legalActions();
    if (legal.length === 1) return legal[0];
    let pool = this.pools.get(state.game);
    if (!pool) {
      pool = SearchPool.create(state.game.scenario, {
        workers: this.p.workers, evaluator: this.p.eval === 'uniform' ? 'uniform' : 'rollout', cut: this.p.cut, turns: this.p.turns,
      });
      this.pools.set(state.game, pool);
    }
    return (await (await pool).search(state, this.options(rng))).action;
  }

  close(): void {
    for (const p of this.pools.values()) void p.then((x) => x.close());
    this.pools.clear();
  }
}
