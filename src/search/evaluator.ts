// The Evaluator interface (DESIGN.md "Search and learning"): search sees only this. An evaluator
// values leaf states for the bottom side in [-1, 1], in batches, and may give priors over the
// legal actions (uniform when it has none). Implementations: uniform (value 0) and rollout (the
// wasm rollout loop, one boundary crossing per rollout). The ONNX evaluator comes with issue 5.
// Callers: src/search/mcts.ts. Leaf states may be modified (a rollout plays them out).
import type { State } from '../core/game.js';

export interface Evaluator {
  readonly name: string;
  /** Values for the bottom side of each state, in (-1, 1); the states may be changed. */
  evaluate(states: State[], out: Float64Array): void;
}

/** Value 0 everywhere: search by visit counts alone (a baseline and for tests). */
export class UniformEvaluator implements Evaluator {
  readonly name = 'uniform';
  evaluate(states: State[], out: Float64Array): void {
    for (let i = 0; i < states.length; i++) out[i] = 0;
  }
}

/** Plays the wasm rollout policy up to `cut` decisions (0 = to the end), then the static value. */
export class RolloutEvaluator implements Evaluator {
  readonly name: string;
  constructor(readonly cut = 40) {
    this.name = `rollout(cut=${cut})`;
  }
  evaluate(states: State[], out: Float64Array): void {
    for (let i = 0; i < states.length; i++) out[i] = states[i].game.core.rolloutValue(states[i].ptr, this.cut);
  }
}
