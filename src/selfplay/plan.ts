// A seeded self-play plan and its split into N disjoint shards (docs/scale-out.md). The plan is
// everything that decides the games: scenarios, first seed, games per scenario, games per data
// file, agent spec, step limit, and the core contract. Its data files ("chunks") sit on a fixed
// grid, so a chunk's games and bytes depend on the plan and the chunk alone, never on the split:
//
//   plan games  g = s * G + k       s = scenario index (plan order), k = 0..G-1, seed = seed0 + k
//   chunks      scenario-major, each [lo, hi] of at most shardGames seeds on the grid seed0 + j*shardGames
//   shard K/N   chunks [floor(K*M/N), floor((K+1)*M/N)) of the M chunks: a contiguous game range
//
//   M = 5 chunks, N = 2:   chunk  0 1 | 2 3 4
//                          shard  0 0 | 1 1 1
//
// Shard K of N writes OUT/shard-KKKK-of-NNNN/ (the same layout as a one-machine run plus its
// manifest: src/selfplay/manifest.ts). Callers: `vex selfplay --shard`, `vex selfplay merge`, tests.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { canonicalJson } from './record.js';
import { SELFPLAY_FORMAT, SELFPLAY_VERSION, planShards, type SelfplayMeta, type ShardJob } from './shard.js';

export interface Plan {
  scenarios: string[];
  seed: number;
  gamesPerScenario: number;
  shardGames: number;
  agent: string;
  maxSteps: number;
  /** Core contract of the engine that plays it (see coreContract). */
  contract: Pick<SelfplayMeta, 'OBS_VERSION' | 'ACTION_VERSION' | 'POLICY_SIZE' | 'OBS_PLANES' | 'OBS_GLOBALS' | 'board' | 'POLICY_BLOCKS'>;
  /** The engine id when it is not Ancients ("blood-and-iron"); absent for Ancients (plans made before it). */
  game?: string;
  /** The seat format (rules.seats) when it is not 2 (EPIC 4/6/8: `vex selfplay --seats`); absent for 2. */
  seats?: number;
}

/** The plan's meta.json: the same bytes a one-machine run of the plan writes. */
export function planMeta(p: Plan): SelfplayMeta {
  return {
    format: SELFPLAY_FORMAT, version: SELFPLAY_VERSION, ...p.contract, scenarios: p.scenarios, agent: p.agent,
    seed: p.seed, gamesPerScenario: p.gamesPerScenario, shardGames: p.shardGames,
    ...(p.game ? { game: p.game } : {}), ...(p.seats ? { seats: p.seats } : {}),
  };
}

/** A short content hash of the plan (16 hex digits of sha256 over its canonical JSON). */
export function planHash(p: Plan): string {
  return createHash('sha256').update(canonicalJson(p)).digest('hex').slice(0, 16);
}

/** Every chunk of the plan, in plan order. */
export function planChunks(p: Plan): ShardJob[] {
  return planShards(p.scenarios, p.seed, p.gamesPerScenario, p.shardGames);
}

/** Plan game index of a chunk's first seed (and one past its last). */
export function chunkGames(p: Plan, j: ShardJob): { from: number; to: number } {
  const s = p.scenarios.indexOf(j.scenario);
  const base = s * p.gamesPerScenario - p.seed;
  return { from: base + j.lo, to: base + j.hi + 1 };
}

export interface ShardSlice {
  index: number;
  of: number;
  chunks: ShardJob[];
  /** Plan games [from, to); from === to for a shard with no games (N larger than the chunks). */
  games: { from: number; to: number };
}

/** Shard `index` of `of`: its chunks and game range. */
export function shardSlice(p: Plan, index: number, of: number): ShardSlice {
  const all = planChunks(p);
  const a = Math.floor((index * all.length) / of), b = Math.floor(((index + 1) * all.length) / of);
  const chunks = all.slice(a, b);
  const from = chunks.length ? chunkGames(p, chunks[0]).from : a < all.length ? chunkGames(p, all[a]).from : p.scenarios.length * p.gamesPerScenario;
  const to = chunks.length ? chunkGames(p, chunks[chunks.length - 1]).to : from;
  return { index, of, chunks, games: { from, to } };
}

/** Directory name of shard K of N: zero-padded so that the shards of one split sort in order. */
export function shardDirName(index: number, of: number): string {
  const w = Math.max(4, String(of).length);
  return `shard-${String(index).padStart(w, '0')}-of-${String(of).padStart(w, '0')}`;
}

export const shardDir = (root: string, index: number, of: number) => join(root, shardDirName(index, of));
