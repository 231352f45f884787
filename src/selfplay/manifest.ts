// The manifest of one self-play shard (OUT/shard-KKKK-of-NNNN/manifest.json): which plan it
// belongs to, which slice of it, the versions that made it, and every finished data file with its
// sha256. Rewritten (temporary name, then rename) after every data file, `complete` false until the
// last one; a rerun of the same command after a kill rebuilds it from the files on disk and plays
// only the missing chunks. Readers: `vex selfplay merge` (src/selfplay/merge.ts), `npm run train`
// (training/vexnet/shards.py), tests.
//
//   { format: "vex-selfplay-shard", version: 1,
//     engine: {name, version}, versions: {selfplay, record, OBS_VERSION, ACTION_VERSION, POLICY_SIZE},
//     runtime: {node, zlib}   (not checked by merge: the games and arrays do not depend on them, the
//                              deflate bytes of the files might across zlib versions),
//     plan: {scenarios, seed, gamesPerScenario, shardGames, agent, maxSteps,
//            contract: {OBS_VERSION, ..., board, POLICY_BLOCKS (the policy-index block table)}}, planHash,
//     shard: {index, of}, games: {from, to}, complete,
//     files: [{scenario, lo, hi, games: {from, to}, npz, npzSha256, records, recordsSha256}] }
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_NAME, ENGINE_VERSION } from '../core/game.js';
import { RECORD_VERSION } from './record.js';
import { SELFPLAY_VERSION, recordsName, shardDone, shardName } from './shard.js';
import { chunkGames, planHash, type Plan, type ShardSlice } from './plan.js';

export const MANIFEST_FORMAT = 'vex-selfplay-shard';
export const MANIFEST_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

export interface ManifestFile {
  scenario: string;
  lo: number;
  hi: number;
  games: { from: number; to: number };
  npz: string;
  npzSha256: string;
  records: string;
  recordsSha256: string;
}

export interface ShardManifest {
  format: typeof MANIFEST_FORMAT;
  version: number;
  engine: { name: string; version: string };
  versions: { selfplay: number; record: number; OBS_VERSION: number; ACTION_VERSION: number; POLICY_SIZE: number };
  runtime: { node: string; zlib: string };
  plan: Plan;
  planHash: string;
  shard: { index: number; of: number };
  games: { from: number; to: number };
  complete: boolean;
  files: ManifestFile[];
}

export function sha256File(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/**
 * The manifest of a shard directory as it stands: the slice's chunks whose two files exist, with
 * their hashes (from `cache` when already computed in this run).
 */
export function scanShard(dir: string, plan: Plan, slice: ShardSlice, cache: Map<string, string> = new Map()): ShardManifest {
  const hash = (rel: string) => {
    let h = cache.get(rel);
    if (!h) { h = sha256File(join(dir, rel)); cache.set(rel, h); }
    return h;
  };
  const files: ManifestFile[] = [];
  for (const j of slice.chunks) {
    if (!shardDone(dir, j)) continue;
    const npz = shardName(j).replaceAll('\\', '/'), records = recordsName(j).replaceAll('\\', '/');
    files.push({ scenario: j.scenario, lo: j.lo, hi: j.hi, games: chunkGames(plan, j), npz, npzSha256: hash(npz), records, recordsSha256: hash(records) });
  }
  const c = plan.contract;
  return {
    format: MANIFEST_FORMAT, version: MANIFEST_VERSION,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    versions: { selfplay: SELFPLAY_VERSION, record: RECORD_VERSION, OBS_VERSION: c.OBS_VERSION, ACTION_VERSION: c.ACTION_VERSION, POLICY_SIZE: c.POLICY_SIZE },
    runtime: { node: process.versions.node, zlib: process.versions.zlib ?? 'unknown' },
    plan, planHash: planHash(plan),
    shard: { index: slice.index, of: slice.of }, games: slice.games,
    complete: files.length === slice.chunks.length,
    files,
  };
}

export function writeManifest(dir: string, m: ShardManifest): void {
  const p = join(dir, MANIFEST_FILE);
  writeFileSync(p + '.tmp', JSON.stringify(m, null, 2) + '\n');
  renameSync(p + '.tmp', p);
}

/** Reads DIR/manifest.json; throws a one-line Error when it is missing or not a shard manifest. */
export function readManifest(dir: string): ShardManifest {
  const p = join(dir, MANIFEST_FILE);
  if (!existsSync(p)) throw new Error(`${dir}: no ${MANIFEST_FILE} (not a self-play shard; shards come from vex selfplay --shard K --of N)`);
  let v: Partial<ShardManifest>;
  try {
    v = JSON.parse(readFileSync(p, 'utf8')) as Partial<ShardManifest>;
  } catch {
    throw new Error(`${p}: not valid JSON`);
  }
  if (v.format !== MANIFEST_FORMAT) throw new Error(`${p}: format should be "${MANIFEST_FORMAT}"`);
  if (v.version !== MANIFEST_VERSION) throw new Error(`${p}: manifest version ${String(v.version)} is not supported (this engine reads ${MANIFEST_VERSION})`);
  const ok = v.engine && v.versions && v.plan && typeof v.planHash === 'string' && v.shard && v.games && typeof v.complete === 'boolean' && Array.isArray(v.files);
  if (!ok) throw new Error(`${p}: missing fields (engine, versions, plan, planHash, shard, games, complete, files)`);
  return v as ShardManifest;
}
