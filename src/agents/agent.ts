// The Agent contract: anything that picks an action for the side to act. An agent decides from the
// acting seat's information only: it may read the public board and its own hand, and when it looks
// ahead it works on `state.clone()` determinized for its seat (`determinize(viewer, seed)`), never
// on the opponent's true hidden cards. `choose` never changes `state`; it is deterministic given
// the generator's state. Agents see only the game contract (src/core/contract.ts); a caller may
// hand them a contract state or an object carrying one (the Ancients facade State).
// Callers: src/cli/match.ts (play, replay), src/arena, src/protocol (think), self-play, tests.
import { assertSeat, legalList, stateOf, type StateRef } from '../core/contract.js';
import type { Rng } from './rng.js';

export interface Agent {
  /** The canonical spec string, e.g. "greedy:noise=0.1" (parseable by parseAgentSpec). */
  readonly spec: string;
  /** A legal action code for the seat to act. Throws at chance nodes and terminal states. */
  choose(state: StateRef, rng: Rng): number;
  /** Optional asynchronous form (agents that search in worker pools); same result contract. */
  chooseAsync?(state: StateRef, rng: Rng): Promise<number>;
  /** Releases workers or other resources the agent holds. */
  close?(): void;
}

/** Chooses through chooseAsync when the agent has it, else choose. */
export async function chooseAction(agent: Agent, state: StateRef, rng: Rng): Promise<number> {
  return agent.chooseAsync ? agent.chooseAsync(state, rng) : agent.choose(state, rng);
}

/** Throws a one-line Error unless a seat (not chance, not terminal) is to act; returns the seat. */
export function assertDecision(state: StateRef): number {
  return assertSeat(stateOf(state));
}

/** A search's decision with its root visit counts (self-play policy targets). */
export interface RootDecision { action: number; visits: { action: number; visits: number }[]; value?: number }

/**
 * The decision of a searching agent for self-play: a forced decision is answered without a search
 * (one visit on the only action); otherwise `search` runs and its root children become the visits.
 * Callers: the mcts agent with a model and the puct agent (`decide`).
 */
export async function searchedDecision(
  state: StateRef,
  search: () => Promise<{ action: number; value: number; children: { action: number; visits: number }[] }>,
): Promise<RootDecision> {
  assertDecision(state);
  const legal = legalList(stateOf(state));
  if (legal.length === 1) return { action: legal[0], visits: [{ action: legal[0], visits: 1 }] };
  const r = await search();
  return { action: r.action, visits: r.children.map((c) => ({ action: c.action, visits: c.visits })), value: r.value };
}
