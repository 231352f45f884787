// The Agent contract: anything that picks an action for the side to act. An agent decides from the
// acting side's information only: it may read the public board and its own hand, and when it looks
// ahead it works on `state.clone()` determinized for its side (`determinize(viewer, seed)`), never
// on the opponent's true hidden cards. `choose` never changes `state`; it is deterministic given
// the generator's state. Callers: src/cli/match.ts (play, replay), src/protocol (think), tests.
import type { State } from '../core/game.js';
import type { Rng } from './rng.js';

export interface Agent {
  /** The canonical spec string, e.g. "greedy:noise=0.1" (parseable by parseAgentSpec). */
  readonly spec: string;
  /** A legal action code for the side to act. Throws at chance nodes and terminal states. */
  choose(state: State, rng: Rng): number;
  /** Optional asynchronous form (agents that search in worker pools); same result contract. */
  chooseAsync?(state: State, rng: Rng): Promise<number>;
  /** Releases workers or other resources the agent holds. */
  close?(): void;
}

/** Chooses through chooseAsync when the agent has it, else choose. */
export async function chooseAction(agent: Agent, state: State, rng: Rng): Promise<number> {
  return agent.chooseAsync ? agent.chooseAsync(state, rng) : agent.choose(state, rng);
}

/** Throws a one-line Error unless a side (not chance, not terminal) is to act. */
export function assertDecision(state: State): number {
  if (state.isTerminal()) throw new Error('the game is over: no side to act');
  if (state.isChance()) throw new Error('a chance node: no side to act (apply or sample an outcome)');
  return state.currentPlayer();
}

/** A search's decision with its root visit counts (self-play policy targets). */
export interface RootDecision { action: number; visits: { action: number; visits: number }[]; value?: number }

/**
 * The decision of a searching agent for self-play: a forced decision is answered without a search
 * (one visit on the only action); otherwise `search` runs and its root children become the visits.
 * Callers: the mcts agent with a model and the puct agent (`decide`).
 */
export async function searchedDecision(
  state: State,
  search: () => Promise<{ action: number; value: number; children: { action: number; visits: number }[] }>,
): Promise<RootDecision> {
  assertDecision(state);
  const legal = state.legalActions();
  if (legal.length === 1) return { action: legal[0], visits: [{ action: legal[0], visits: 1 }] };
  const r = await search();
  return { action: r.action, visits: r.children.map((c) => ({ action: c.action, visits: c.visits })), value: r.value };
}
