// Samples a chance outcome from a caller's generator with the game's probabilities (the contract's
// chanceOutcomes), for game loops that keep their own chance stream apart from the engine's:
// play, replay, arena, self-play, the protocol's tests. Returns the outcome's code (not applied).
import { stateOf, type GameState, type StateRef } from '../core/contract.js';
import type { Rng } from './rng.js';

const buffers = new WeakMap<GameState['game'], { codes: Int32Array; probs: Float64Array }>();

/** One outcome of the chance node `state`, drawn from `rng`. Throws at a state that is not a chance node. */
export function sampleChanceOutcome(ref: StateRef, rng: Rng): number {
  const state = stateOf(ref);
  let b = buffers.get(state.game);
  if (!b) {
    b = { codes: new Int32Array(state.game.maxActions), probs: new Float64Array(state.game.maxActions) };
    buffers.set(state.game, b);
  }
  const n = state.chanceOutcomes(b.codes, b.probs);
  if (n === 0) throw new Error('not a chance node');
  return b.codes[rng.weighted(b.probs.subarray(0, n))];
}
