// One game between two agents, from a seed, to a GameRecord; and the re-simulation of a record.
// Streams: chance outcomes come from Rng(seed) sampled by the core's probabilities; each side's
// agent gets its own stream derived from the seed, so a record's seed + agents reproduce the game
// exactly. Callers: `vex play`, `vex replay`, tests (tests/cli/replay.test.ts).
import type { Game, State } from '../core/game.js';
import { ENGINE_NAME, ENGINE_VERSION } from '../core/game.js';
import { chooseAction, type Agent } from '../agents/agent.js';
import { Rng, streamRng } from '../agents/rng.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import type { StateRef } from '../core/contract.js';
import { createAgent } from '../agents/registry.js';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../selfplay/record.js';
import type { ScenarioRef } from './scenario-arg.js';

export const DEFAULT_MAX_STEPS = 100_000;

/** Samples one chance outcome with the core's probabilities; returns its code. */
export function sampleOutcome(state: StateRef, rng: Rng): number {
  return sampleChanceOutcome(state, rng);
}

export interface MatchEvent {
  /** Action text just applied. */
  text: string;
  /** 0, 1, or -1 for a chance outcome. */
  side: number;
  /** Turn and active side before the action. */
  turn: number;
  active: number;
  state: State;
}

export interface MatchOptions {
  maxSteps?: number;
  onAction?: (e: MatchEvent) => void;
}

const sideName = (w: number) => (w === 0 ? 'bottom' : w === 1 ? 'top' : 'draw');

/** Plays a whole game; the state is created and freed here. Agents with chooseAsync (worker
 * pools) are awaited. */
export async function playMatch(game: Game, ref: ScenarioRef, agents: [Agent, Agent], seed: number, opts: MatchOptions = {}): Promise<GameRecord> {
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  const chance = streamRng(seed, 0);
  const rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const s = game.newState();
  const actions: string[] = [];
  let decisions = 0;
  try {
    while (!s.isTerminal() && actions.length < maxSteps) {
      const turn = s.turn(), active = s.active();
      let code: number, side: number;
      if (s.isChance()) {
        code = sampleOutcome(s, chance);
        side = -1;
      } else {
        side = s.currentPlayer();
        code = await chooseAction(agents[side], s, rngs[side]);
        decisions++;
      }
      const text = game.actionText(code);
      s.apply(code);
      actions.push(text);
      opts.onAction?.({ text, side, turn, active, state: s });
    }
    return {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
      game: 'ancients',
      scenario: { ...ref },
      seed,
      agents: { bottom: agents[0].spec, top: agents[1].spec },
      actions,
      result: s.isTerminal() ? { winner: sideName(s.winner()), reason: 'banners' } : { winner: null, reason: 'step-limit' },
      banners: { bottom: s.banners(0), top: s.banners(1) },
      decisions,
      turns: s.turn(),
    };
  } finally {
    s.free();
  }
}

export type ReplayResult = { ok: true; resimulated: boolean } | { ok: false; error: string };

/**
 * Checks a record against the engine: (1) every recorded action is legal in turn and the final
 * result, banners, decisions and turn match; (2) the agents, rebuilt from their specs with the
 * record's seed, choose the same actions again. `game` must be the record's scenario.
 */
export async function replayRecord(game: Game, rec: GameRecord, opts: { resimulate?: boolean } = {}): Promise<ReplayResult> {
  const s = game.newState();
  let decisions = 0;
  try {
    for (let i = 0; i < rec.actions.length; i++) {
      const text = rec.actions[i];
      if (s.isTerminal()) return { ok: false, error: `action ${i + 1} "${text}" comes after the end of the game` };
      if (!s.isChance()) decisions++;
      try {
        s.apply(text);
      } catch (e) {
        return { ok: false, error: `action ${i + 1} "${text}": ${(e as Error).message}` };
      }
    }
    const winner = s.isTerminal() ? sideName(s.winner()) : null;
    if (winner !== rec.result.winner) return { ok: false, error: `result differs: recorded ${String(rec.result.winner)}, replayed ${String(winner)}` };
    if (s.banners(0) !== rec.banners.bottom || s.banners(1) !== rec.banners.top) {
      return { ok: false, error: `banners differ: recorded ${rec.banners.bottom}-${rec.banners.top}, replayed ${s.banners(0)}-${s.banners(1)}` };
    }
    if (decisions !== rec.decisions) return { ok: false, error: `decision count differs: recorded ${rec.decisions}, replayed ${decisions}` };
    if (s.turn() !== rec.turns) return { ok: false, error: `turn differs: recorded ${rec.turns}, replayed ${s.turn()}` };
  } finally {
    s.free();
  }
  if (opts.resimulate === false) return { ok: true, resimulated: false };
  let agents: [Agent, Agent];
  try {
    agents = [createAgent(rec.agents.bottom), createAgent(rec.agents.top)];
  } catch (e) {
    return { ok: false, error: `cannot rebuild the agents: ${(e as Error).message}` };
  }
  let again: GameRecord;
  try {
    again = await playMatch(game, { id: rec.scenario.id, hash: rec.scenario.hash }, agents, rec.seed, { maxSteps: rec.result.reason === 'step-limit' ? rec.actions.length : DEFAULT_MAX_STEPS });
  } finally {
    for (const a of agents) a.close?.();
  }
  const n = Math.min(again.actions.length, rec.actions.length);
  for (let i = 0; i < n; i++) {
    if (again.actions[i] !== rec.actions[i]) {
      return { ok: false, error: `re-simulation diverges at action ${i + 1}: recorded "${rec.actions[i]}", agents chose "${again.actions[i]}"` };
    }
  }
  if (again.actions.length !== rec.actions.length) {
    return { ok: false, error: `re-simulation has ${again.actions.length} actions, the record ${rec.actions.length}` };
  }
  return { ok: true, resimulated: true };
}
