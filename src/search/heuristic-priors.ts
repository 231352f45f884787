// Priors from the game's own one-ply heuristic (GameDef.heuristic, the contract's; the greedy agent
// plays its best score): the softmax of its scores at a temperature, for the seat to act. One
// source for both uses of the mcts agent's `hp=T` option (src/agents/mcts.ts):
//   - the root's priors (`priors` with a seed: the scores of a copy determinized for the root's seat);
//   - with `at=K`, the priors of every node below the root that reaches K visits (`HeuristicPriors`,
//     a `NodePriorSource` that src/search/mcts.ts calls at once, inside the simulation, on the
//     position as that simulation saw it: determinized for the searching seat). At an opponent's
//     node the scores are the opponent's heuristic, so the tree tries first the replies greedy
//     would play.
// Game-independent: any game with a heuristic gets them; nothing here knows a ruleset.
import { gameOf, type GameDef, type GameRef, type GameState, type Heuristic } from '../core/contract.js';
import type { NodePriorSource } from './mcts.js';

/** The heuristic's params when it is asked for priors (a heuristic may score differently for them). */
export const PRIOR_PARAMS: Readonly<Record<string, number>> = Object.freeze({ prior: 1 });

/** Writes softmax(scores / temperature) over the first n entries into `out` (temperature > 0). */
export function softmaxPriors(scores: ArrayLike<number>, n: number, temperature: number, out: Float64Array): void {
  let top = -Infinity;
  for (let i = 0; i < n; i++) top = Math.max(top, scores[i]);
  let sum = 0;
  for (let i = 0; i < n; i++) { out[i] = Math.exp((scores[i] - top) / temperature); sum += out[i]; }
  for (let i = 0; i < n; i++) out[i] /= sum;
}

/**
 * Node priors from the heuristic of `game` at `temperature`. Owns two states of the game (a copy of
 * the node's position, so the heuristic never touches the simulation's state, and its scratch) and
 * a score buffer; `free` ends them. `calls` counts the positions scored (for measurements).
 */
export class HeuristicPriors implements NodePriorSource {
  private readonly heuristic: Heuristic;
  private sim: GameState | null = null;
  private scratch: GameState | null = null;
  private readonly scores: Float64Array;
  calls = 0;

  readonly game: GameDef;

  /** `game`: the searcher's game (a contract GameDef or an engine facade that has one). */
  constructor(game: GameRef, readonly temperature: number) {
    this.game = gameOf(game);
    if (!this.game.heuristic) throw new Error(`game ${this.game.id} has no heuristic to give priors`);
    if (!(temperature > 0)) throw new Error('heuristic priors need a temperature above 0');
    this.heuristic = this.game.heuristic;
    this.scores = new Float64Array(this.game.maxActions);
  }

  /**
   * Priors for the seat to act in `state` over its legal actions legal[0..n) into out[0..n). With
   * `determinizeSeed` (the root's priors) the copy is first determinized for that seat; a node's
   * state below the root already is (the simulation's determinization).
   */
  priors(state: GameState, legal: Int32Array, n: number, out: Float64Array, determinizeSeed?: number): void {
    this.sim ??= this.game.newState();
    this.scratch ??= this.game.newState();
    this.sim.copyFrom(state);
    if (determinizeSeed !== undefined) this.sim.determinize(state.currentPlayer(), determinizeSeed);
    this.heuristic.scoreActions(this.sim, this.scratch, state.currentPlayer(), legal, n, this.scores, PRIOR_PARAMS);
    softmaxPriors(this.scores, n, this.temperature, out);
    this.calls++;
  }

  free(): void {
    this.sim?.free();
    this.scratch?.free();
    this.sim = this.scratch = null;
  }
}
