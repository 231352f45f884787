// The self-play data layout (docs/training.md): one directory with `meta.json` and, per scenario,
// shards named by their seed range, each an `.npz` of training positions plus the gzip JSON-lines
// records of the same games:
//
//   DIR/meta.json                                the core contract (OBS_VERSION ... board, and
//                                                POLICY_BLOCKS, the policy-index block table), plan;
//                                                for an engine other than Ancients also `game`
//                                                (the engine id, e.g. "blood-and-iron")
//   DIR/<scenario-id>/shard-<lo>-<hi>.npz        seeds lo..hi inclusive, 6 digits each
//   DIR/<scenario-id>/games-<lo>-<hi>.jsonl.gz
//
// Arrays of a shard (n positions, K = most legal actions of any position in the shard):
//   planes     float32 [n, C, H, W]   observation planes, acting side's view (OBS_VERSION)
//   globals    float32 [n, G]         global features
//   policy_idx int32   [n, K]         policy indices of the legal actions, padded with -1
//   policy_p   float32 [n, K]         root visit shares over them, padded with 0 (rows sum to 1)
//   action     int32   [n]            policy index of the action played
//   value      float32 [n]            final result from the acting side: +1, -1, 0
//   q          float32 [n]            the search's value of the chosen action, acting side's view
//                                     (equal to value for agents without a search)
//   side       int8    [n]            acting side (0 bottom, 1 top)
//   seat       int8    [n]            acting seat (= side with one seat a side; EPIC seat = side + 2 * role).
//                                     Added with seats (2026-11-25); older shards have none: read it as `side`
//   game       int32   [n]            the game's seed (with `scenario`, names its record)
//   scenario   int16   [n]            scenario number (001 -> 1; 0 for ids without one, e.g. Blood & Iron)
// The same arrays for every engine, with that engine's C, H, W, G and policy index (meta.json). The
// records file holds Ancients game records (record.ts) for Ancients and the generic contract record
// (contract-record.ts) for any other engine.
// A shard is complete when its `.npz` exists: both files are written under a temporary name and
// renamed, records first, so an interrupted run leaves no complete-looking shard behind and a rerun
// skips exactly the finished ones. Callers: `vex selfplay`, the selfplay worker, tests.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { EncodingContract } from '../core/game.js';
import type { Encoding } from '../core/contract.js';
import { npzBytes } from './npz.js';
import { recordToLine } from './record.js';
import type { Position } from './play-game.js';
import { playSelfplayGame } from './play-game.js';
import { playContractSelfplayGame } from './play-contract-game.js';
import { isAncients, type SelfplayGameDef } from './load-game.js';
import type { Searcher } from './searcher.js';

export const SELFPLAY_FORMAT = 'vex-selfplay';
export const SELFPLAY_VERSION = 1;

export interface ShardJob { scenario: string; lo: number; hi: number }

export interface SelfplayMeta extends EncodingContract {
  format: typeof SELFPLAY_FORMAT;
  version: number;
  scenarios: string[];
  agent: string;
  seed: number;
  gamesPerScenario: number;
  shardGames: number;
  /** The engine id, for engines other than Ancients (absent: Ancients, as data written before it). */
  game?: string;
  /** The seat format when it is not 2 (absent: 2 seats, as data written before it). */
  seats?: number;
}

const pad = (n: number) => String(n).padStart(6, '0');
export const shardName = (j: ShardJob) => join(j.scenario, `shard-${pad(j.lo)}-${pad(j.hi)}.npz`);
export const recordsName = (j: ShardJob) => join(j.scenario, `games-${pad(j.lo)}-${pad(j.hi)}.jsonl.gz`);

/** Core constants a model and a data set must agree on. */
export function coreContract(game: { readonly encoding: Encoding }): Pick<SelfplayMeta, 'OBS_VERSION' | 'ACTION_VERSION' | 'POLICY_SIZE' | 'OBS_PLANES' | 'OBS_GLOBALS' | 'board' | 'POLICY_BLOCKS'> {
  const e = game.encoding;
  const c: ReturnType<typeof coreContract> = { ...e, board: { ...e.board } };
  if (e.POLICY_BLOCKS) c.POLICY_BLOCKS = e.POLICY_BLOCKS.map((b) => ({ ...b }));
  return c;
}

export function shardDone(dir: string, j: ShardJob): boolean {
  return existsSync(join(dir, shardName(j))) && existsSync(join(dir, recordsName(j)));
}

/** Seeds of the complete shards already in DIR/<scenario> (ranges read from the file names). */
export function coveredSeeds(dir: string, scenario: string): Set<number> {
  const out = new Set<number>();
  const sub = join(dir, scenario);
  if (!existsSync(sub)) return out;
  for (const f of readdirSync(sub)) {
    const m = /^shard-(\d+)-(\d+)\.npz$/.exec(f);
    if (!m) continue;
    const j = { scenario, lo: Number(m[1]), hi: Number(m[2]) };
    if (!shardDone(dir, j)) continue;
    for (let s = j.lo; s <= j.hi; s++) out.add(s);
  }
  return out;
}

/**
 * Shard jobs for seeds seed..seed+games-1 of each scenario that no complete shard covers yet:
 * runs of uncovered seeds cut into shards of at most `shardGames` on the grid seed + k*shardGames,
 * so shards never overlap and a larger --games later only adds new shards.
 */
export function planShards(scenarios: string[], seed: number, games: number, shardGames: number, covered: (scenario: string) => Set<number> = () => new Set()): ShardJob[] {
  const jobs: ShardJob[] = [];
  for (const sc of scenarios) {
    const have = covered(sc);
    let cur: ShardJob | null = null;
    for (let s = seed; s < seed + games; s++) {
      const cut = (s - seed) % shardGames === 0;
      if (have.has(s) || cut) { if (cur) jobs.push(cur); cur = null; }
      if (have.has(s)) continue;
      if (cur) cur.hi = s;
      else cur = { scenario: sc, lo: s, hi: s };
    }
    if (cur) jobs.push(cur);
  }
  return jobs;
}

/** The arrays of a shard from its positions (see the table above). */
export function shardArrays(positions: Position[], shape: [number, number, number], globals: number, scenarioNumber: number, seeds: number[]) {
  const n = positions.length;
  const [C, H, W] = shape;
  const plane = C * H * W;
  const K = Math.max(1, ...positions.map((p) => p.idx.length));
  const planes = new Float32Array(n * plane);
  const glob = new Float32Array(n * globals);
  const idx = new Int32Array(n * K).fill(-1);
  const pp = new Float32Array(n * K);
  const action = new Int32Array(n), value = new Float32Array(n), q = new Float32Array(n), side = new Int8Array(n), seat = new Int8Array(n), game = new Int32Array(n);
  const scen = new Int16Array(n).fill(scenarioNumber);
  positions.forEach((p, i) => {
    planes.set(p.obs.subarray(0, plane), i * plane);
    glob.set(p.obs.subarray(plane), i * globals);
    idx.set(p.idx, i * K);
    pp.set(p.p, i * K);
    action[i] = p.action;
    value[i] = p.value;
    q[i] = p.q;
    side[i] = p.side;
    seat[i] = p.seat;
    game[i] = seeds[i];
  });
  return {
    planes: { data: planes, shape: [n, C, H, W] }, globals: { data: glob, shape: [n, globals] },
    policy_idx: { data: idx, shape: [n, K] }, policy_p: { data: pp, shape: [n, K] },
    action: { data: action, shape: [n] }, value: { data: value, shape: [n] }, q: { data: q, shape: [n] }, side: { data: side, shape: [n] }, seat: { data: seat, shape: [n] },
    game: { data: game, shape: [n] }, scenario: { data: scen, shape: [n] },
  };
}

/** Plays the shard's games with `searcher` and writes its two files; returns the positions written. */
export async function runShard(dir: string, game: SelfplayGameDef, searcher: Searcher, job: ShardJob, onGame?: (g: { positions: Position[] }) => void, maxSteps?: number): Promise<number> {
  const positions: Position[] = [];
  const seeds: number[] = [];
  const lines: string[] = [];
  for (let seed = job.lo; seed <= job.hi; seed++) {
    const g = isAncients(game) ? await playSelfplayGame(game, searcher, seed, maxSteps) : await playContractSelfplayGame(game, searcher, seed, maxSteps);
    for (const p of g.positions) { positions.push(p); seeds.push(seed); }
    lines.push((isAncients(game) ? recordToLine(g.record as import('./record.js').GameRecord) : JSON.stringify(g.record)) + '\n');
    onGame?.(g);
  }
  const c = coreContract(game);
  const arrays = shardArrays(positions, [c.OBS_PLANES, c.board.h, c.board.w], c.OBS_GLOBALS, Number.parseInt(job.scenario, 10) || 0, seeds);
  mkdirSync(join(dir, job.scenario), { recursive: true });
  const rec = join(dir, recordsName(job)), npz = join(dir, shardName(job));
  writeFileSync(rec + '.tmp', gzipSync(Buffer.from(lines.join(''), 'utf8')));
  renameSync(rec + '.tmp', rec);
  writeFileSync(npz + '.tmp', npzBytes(arrays));
  renameSync(npz + '.tmp', npz);
  return positions.length;
}

/** Reads DIR/meta.json, or null when there is none. */
export function readMeta(dir: string): SelfplayMeta | null {
  const p = join(dir, 'meta.json');
  if (!existsSync(p)) return null;
  return JSON.parse(readFileSync(p, 'utf8')) as SelfplayMeta;
}

/**
 * Checks that a directory's existing meta.json describes the same kind of data (format, core
 * contract, agent, seed, shard size); returns the merged meta to write. Throws a one-line Error.
 */
export function mergeMeta(old: SelfplayMeta | null, next: SelfplayMeta, dir: string): SelfplayMeta {
  if (!old) return next;
  const keys: (keyof SelfplayMeta)[] = ['format', 'version', 'game', 'seats', 'OBS_VERSION', 'ACTION_VERSION', 'POLICY_SIZE', 'OBS_PLANES', 'OBS_GLOBALS', 'agent', 'seed', 'shardGames'];
  for (const k of keys) {
    if (JSON.stringify(old[k]) !== JSON.stringify(next[k])) {
      throw new Error(`${dir} holds self-play data with ${k}=${JSON.stringify(old[k])}, this run has ${JSON.stringify(next[k])}: use another --out`);
    }
  }
  // data written before the block table was shipped has none; its ACTION_VERSION and POLICY_SIZE match
  if (old.POLICY_BLOCKS && JSON.stringify(old.POLICY_BLOCKS) !== JSON.stringify(next.POLICY_BLOCKS)) {
    throw new Error(`${dir} holds self-play data with another policy block table (POLICY_BLOCKS): use another --out`);
  }
  if (old.board.w !== next.board.w || old.board.h !== next.board.h) throw new Error(`${dir} holds data for a ${old.board.w}x${old.board.h} board: use another --out`);
  return {
    ...next,
    scenarios: [...new Set([...old.scenarios, ...next.scenarios])].sort(),
    gamesPerScenario: Math.max(old.gamesPerScenario, next.gamesPerScenario),
  };
}
