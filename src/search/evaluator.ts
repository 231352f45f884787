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

/**
 * Plays the wasm rollout policy up to `cut` decisions (0 = to the end), then the static value.
 * With `turns` > 0 the cut is turn-aligned instead: after `turns` complete turns (long turns: the
 * static value never sees a turn half played, its moves made and its battles not yet fought).
 */
export class RolloutEvaluator implements Evaluator {
  readonly name: string;
  constructor(readonly cut = 40, readonly turns = 0) {
    this.name = turns > 0 ? `rollout(turns=${turns})` : `rollout(cut=${cut})`;
  }
  evaluate(states: State[], out: Float64Array): void {
    for (let i = 0; i < states.length; i++) {
      const s = states[i];
      out[i] = this.turns > 0 ? s.game.core.rolloutTurnsValue(s.ptr, this.turns, 0) : s.game.core.rolloutValue(s.ptr, this.cut);
    }
  }
}
