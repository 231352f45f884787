// One self-play game: the same searcher plays both sides from a seed, with the generator streams
// of `vex play` (chance = stream 0, bottom = 1, top = 2; `streamRng` in src/agents/rng.ts, as src/cli/match.ts uses them), so the game record it
// returns replays with `vex replay`. Every decision with at least two legal actions becomes a
// training position: the observation from the acting side (the core's encoding, OBS_VERSION), the
// policy indices of all legal actions (ACTION_VERSION) with the root visit shares as the target,
// and, once the game ends, the result from the acting side (+1 win, -1 loss, 0 draw or step limit);
// also the search's own value of the chosen action (q), a less noisy value target.
// Forced decisions (one legal action) are played but not recorded: they teach the policy nothing.
// Callers: src/selfplay/shard.ts (in this thread or in a selfplay worker).
import { ENGINE_NAME, ENGINE_VERSION, type Game } from '../core/game.js';
import { streamRng } from '../agents/rng.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { RECORD_FORMAT, RECORD_VERSION, scenarioHash, type GameRecord } from './record.js';
import type { Searcher } from './searcher.js';

export interface Position {
  /** Planes [C][H][W] then globals [G], from the acting side's view. */
  obs: Float32Array;
  /** Policy indices of the legal actions (in the core's legal-action order). */
  idx: Int32Array;
  /** Visit shares over `idx` (sum 1). */
  p: Float32Array;
  /** Policy index of the action played. */
  action: number;
  side: number;
  /** The acting seat (= side in a game with one seat a side). */
  seat: number;
  /** Result from `side`'s view; set at the end of the game. */
  value: number;
  /** The search's value of the chosen action from `side`'s view (the result when there was no search). */
  q: number;
}

export interface SelfplayGame {
  record: GameRecord;
  positions: Position[];
}

export async function playSelfplayGame(game: Game, searcher: Searcher, seed: number, maxSteps = 100_000): Promise<SelfplayGame> {
  const chance = streamRng(seed, 0);
  const rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const s = game.newState();
  const actions: string[] = [];
  const positions: Position[] = [];
  let decisions = 0;
  try {
    while (!s.isTerminal() && actions.length < maxSteps) {
      let code: number;
      if (s.isChance()) code = sampleChanceOutcome(s, chance);
      else {
        const side = s.currentPlayer();
        const legal = s.legalActions();
        const d = await searcher.decide(s, rngs[side]);
        code = d.action;
        decisions++;
        if (legal.length > 1) positions.push(position(s, side, legal, d.visits, code, d.value));
      }
      actions.push(game.actionText(code));
      s.apply(code);
    }
    const w = s.isTerminal() ? s.winner() : 2;
    for (const p of positions) {
      p.value = w === 2 ? 0 : w === p.side ? 1 : -1;
      if (Number.isNaN(p.q)) p.q = p.value;
    }
    const sc = game.scenario;
    const record: GameRecord = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
      game: 'ancients',
      scenario: { id: sc.id, hash: scenarioHash(sc) },
      seed,
      agents: { bottom: searcher.spec, top: searcher.spec },
      actions,
      result: s.isTerminal() ? { winner: w === 0 ? 'bottom' : w === 1 ? 'top' : 'draw', reason: 'banners' } : { winner: null, reason: 'step-limit' },
      banners: { bottom: s.banners(0), top: s.banners(1) },
      decisions,
      turns: s.turn(),
    };
    return { record, positions };
  } finally {
    s.free();
  }
}

function position(s: import('../core/game.js').State, side: number, legal: number[], visits: { action: number; visits: number }[], chosen: number, q: number | undefined): Position {
  const o = s.observation(side);
  return trainingPosition(o.planes, o.globals, side, legal, visits, chosen, q, (a) => s.policyIndex(a), (a) => s.game.actionText(a));
}

/**
 * A training position from an observation and the search's root visits: the legal actions' policy
 * indices and visit shares (one-hot on the chosen action when nothing was searched). Shared by
 * play-game.ts (Ancients facade) and play-contract-game.ts (any contract game).
 */
export function trainingPosition(
  planes: Float32Array, globals: Float32Array, side: number, legal: number[], visits: readonly { action: number; visits: number }[],
  chosen: number, q: number | undefined, policyIndex: (code: number) => number, actionText: (code: number) => string, seat?: number,
): Position {
  const obs = new Float32Array(planes.length + globals.length);
  obs.set(planes, 0);
  obs.set(globals, planes.length);
  const idx = new Int32Array(legal.length);
  const p = new Float32Array(legal.length);
  const byAction = new Map(visits.map((v) => [v.action, v.visits]));
  let total = 0;
  for (const v of visits) total += v.visits;
  for (let i = 0; i < legal.length; i++) {
    idx[i] = policyIndex(legal[i]);
    if (idx[i] < 0) throw new Error(`selfplay: legal action ${actionText(legal[i])} has no policy index`);
    p[i] = total > 0 ? (byAction.get(legal[i]) ?? 0) / total : 0;
  }
  if (total === 0) p[legal.indexOf(chosen)] = 1;
  return { obs, idx, p, action: policyIndex(chosen), side, seat: seat ?? side, value: 0, q: q ?? Number.NaN };
}
