// The random agent: a uniformly random legal action. The baseline every other agent must beat, and
// the driver of the seeded replay and fuzz tests. Reads nothing but the legal list (the contract).
import { legalList, stateOf, type StateRef } from '../core/contract.js';
import { assertDecision, type Agent } from './agent.js';
import type { Rng } from './rng.js';

export class RandomAgent implements Agent {
  readonly spec = 'random';
  choose(state: StateRef, rng: Rng): number {
    assertDecision(state);
    const actions = legalList(stateOf(state));
    if (actions.length === 0) throw new Error('no legal action');
    return actions[rng.below(actions.length)];
  }
}
