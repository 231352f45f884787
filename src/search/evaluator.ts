// The Evaluator interface (DESIGN.md "Search and learning"): search sees only this. An evaluator
// values leaf states for side 0 in [-1, 1], in batches. Implementations: uniform (value 0) and
// rollout (the engine's own rollout loop, GameState.rollout: one boundary crossing per rollout).
// The ONNX evaluators are in src/eval. Callers: src/search/mcts.ts. Leaf states may be modified
// (a rollout plays them out).
import type { GameState } from '../core/contract.js';

export interface Evaluator {
  readonly name: string;
  /** Values for side 0 of each state, in (-1, 1); the states may be changed. */
  evaluate(states: GameState[], out: Float64Array): void;
}

/** Value 0 everywhere: search by visit counts alone (a baseline and for tests). */
export class UniformEvaluator implements Evaluator {
  readonly name = 'uniform';
  evaluate(states: GameState[], out: Float64Array): void {
    for (let i = 0; i < states.length; i++) out[i] = 0;
  }
}

/**
 * Plays the engine's rollout policy up to `cut` decisions (0 = to the end), then the static value.
 * With `turns` > 0 the cut is turn-aligned instead: after `turns` complete turns (long turns: the
 * static value never sees a turn half played, its moves made and its battles not yet fought).
 */
export class RolloutEvaluator implements Evaluator {
  readonly name: string;
  constructor(readonly cut = 40, readonly turns = 0) {
    this.name = turns > 0 ? `rollout(turns=${turns})` : `rollout(cut=${cut})`;
  }
  evaluate(states: GameState[], out: Float64Array): void {
    // turn-aligned rollouts have no decision cap
    const decisions = this.turns > 0 ? 0 : this.cut;
    for (let i = 0; i < states.length; i++) out[i] = states[i].rollout(decisions, this.turns);
  }
}
