// The greedy agent: a one-ply player over the game contract. It copies the position, determinizes
// the copy for its own seat (so the opponent's true hand is never read), and asks the game's
// heuristic (GameDef.heuristic; Ancients: src/games/ancients/heuristic.ts) for a score per legal
// action; ties break by a tiny noise term drawn from the generator, so the agent is deterministic
// given its rng. A game without a heuristic cannot be played by this agent (one clear error).
// Called once per decision by play/think/arena.
import { assertSeat, stateOf, type StateRef } from '../core/contract.js';
import type { Agent } from './agent.js';
import type { Rng } from './rng.js';

export interface GreedyOptions {
  /** Size of the random tie-break term (0 = first best action in legal order). */
  noise: number;
  /** Weight of closing on weak enemies (per hex of distance), against support and safety. */
  close: number;
}

/** Default weight of closing on enemies, per hex: the value the Ancients heuristic was tuned with (greedy-vs-greedy game lengths). */
export const DEFAULT_CLOSE = 2;

export class GreedyAgent implements Agent {
  readonly spec: string;
  private readonly noise: number;
  private readonly params: Readonly<Record<string, number>>;

  constructor(spec: string, opts: GreedyOptions) {
    this.spec = spec;
    this.noise = opts.noise;
    this.params = { close: opts.close };
  }

  choose(ref: StateRef, rng: Rng): number {
    const state = stateOf(ref);
    const seat = assertSeat(state);
    const game = state.game;
    const actions = new Int32Array(game.maxActions);
    const n = state.legal(actions);
    if (n === 0) throw new Error('no legal action');
    if (n === 1) return actions[0];
    const heuristic = game.heuristic;
    if (!heuristic) throw new Error(`the greedy agent needs a heuristic, and game ${game.id} has none`);
    const sim = state.clone();
    const scratch = state.clone();
    try {
      sim.determinize(seat, rng.seed31());
      const scores = new Float64Array(n);
      heuristic.scoreActions(sim, scratch, seat, actions, n, scores, this.params);
      let best = actions[0], bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const score = scores[i] + this.noise * rng.float();
        if (score > bestScore) {
          bestScore = score;
          best = actions[i];
        }
      }
      return best;
    } finally {
      scratch.free();
      sim.free();
    }
  }
}
