// `vex selfplay merge`: checks that a set of shard directories make up exactly one plan (same
// versions, same plan, every shard complete and where the plan puts it, no game twice, no game
// missing, every file's sha256 as its manifest says) and, with an output directory, writes the
// one-machine layout of that plan (meta.json plus the data files, byte for byte) and merged.json
// naming the shards it came from. Every refusal is one Error line naming what is wrong.
// Callers: src/cli/commands/selfplay.ts, tests.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalJson } from './record.js';
import { MANIFEST_FILE, readManifest, sha256File, type ManifestFile, type ShardManifest } from './manifest.js';
import { planHash, planMeta, shardSlice, type Plan } from './plan.js';

export interface CheckedShard { dir: string; manifest: ShardManifest }

export interface MergeResult {
  plan: Plan;
  shards: CheckedShard[];
  files: { dir: string; file: ManifestFile }[];
  games: number;
}

/** The first plan field where two plans differ, as `key=A, key=B` text; null when equal. */
export function planDiff(a: Plan, b: Plan): { key: string; a: string; b: string } | null {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof Plan)[];
  for (const k of keys) {
    const x = canonicalJson(a[k]), y = canonicalJson(b[k]);
    if (x !== y) return { key: k, a: x, b: y };
  }
  return null;
}

const range = (g: { from: number; to: number }) => (g.to - g.from === 1 ? `game ${g.from}` : `games ${g.from}-${g.to - 1}`);
const rangeIs = (g: { from: number; to: number }) => `${range(g)} ${g.to - g.from === 1 ? 'is' : 'are'}`;

function checkVersions(first: CheckedShard, s: CheckedShard): void {
  const a = first.manifest, b = s.manifest;
  if (a.engine.version !== b.engine.version || a.engine.name !== b.engine.name) {
    throw new Error(`version mismatch: ${s.dir} was made by ${b.engine.name} ${b.engine.version}, ${first.dir} by ${a.engine.name} ${a.engine.version}`);
  }
  for (const k of Object.keys(a.versions) as (keyof ShardManifest['versions'])[]) {
    if (a.versions[k] !== b.versions[k]) throw new Error(`version mismatch: ${s.dir} has ${k} ${String(b.versions[k])}, ${first.dir} has ${String(a.versions[k])}`);
  }
}

/** Checks the shards; throws a one-line Error at the first problem. */
export function checkShards(dirs: string[]): MergeResult {
  if (dirs.length === 0) throw new Error('no shard directories given');
  const shards: CheckedShard[] = dirs.map((dir) => ({ dir, manifest: readManifest(dir) }));
  const first = shards[0];
  for (const s of shards) {
    checkVersions(first, s);
    if (planHash(s.manifest.plan) !== s.manifest.planHash) throw new Error(`${s.dir}: its manifest's planHash does not match its plan (edited by hand?)`);
    const d = planDiff(first.manifest.plan, s.manifest.plan);
    if (d) throw new Error(`plan mismatch: ${s.dir} has ${d.key}=${d.b}, ${first.dir} has ${d.key}=${d.a}`);
  }
  const plan = first.manifest.plan;
  for (const s of shards) {
    const m = s.manifest;
    const want = shardSlice(plan, m.shard.index, m.shard.of);
    if (!m.complete || m.files.length !== want.chunks.length) {
      throw new Error(`${s.dir} is incomplete (shard ${m.shard.index} of ${m.shard.of}: ${m.files.length} of ${want.chunks.length} data files): rerun its vex selfplay command to finish it`);
    }
    const same = m.games.from === want.games.from && m.games.to === want.games.to
      && m.files.every((f, i) => f.scenario === want.chunks[i].scenario && f.lo === want.chunks[i].lo && f.hi === want.chunks[i].hi);
    if (!same) throw new Error(`${s.dir}: holds ${range(m.games)}, but shard ${m.shard.index} of ${m.shard.of} of this plan is ${range(want.games)}`);
  }
  const total = plan.scenarios.length * plan.gamesPerScenario;
  const sorted = shards.filter((s) => s.manifest.games.to > s.manifest.games.from)
    .sort((x, y) => x.manifest.games.from - y.manifest.games.from || x.manifest.games.to - y.manifest.games.to);
  let cursor = 0;
  let last: CheckedShard | null = null;
  for (const s of sorted) {
    const g = s.manifest.games;
    if (g.from < cursor && last) throw new Error(`duplicate games: plan ${rangeIs({ from: g.from, to: Math.min(g.to, cursor) })} in both ${last.dir} and ${s.dir}`);
    if (g.from > cursor) throw new Error(`gap: plan ${rangeIs({ from: cursor, to: g.from })} in no shard given (a missing shard?)`);
    cursor = g.to;
    last = s;
  }
  if (cursor < total) throw new Error(`gap: plan ${rangeIs({ from: cursor, to: total })} in no shard given (a missing shard?)`);
  const files: MergeResult['files'] = [];
  for (const s of sorted) {
    for (const f of s.manifest.files) {
      for (const [rel, want] of [[f.npz, f.npzSha256], [f.records, f.recordsSha256]] as const) {
        const p = join(s.dir, rel);
        if (!existsSync(p)) throw new Error(`${p}: missing (its shard's manifest lists it)`);
        const got = sha256File(p);
        if (got !== want) throw new Error(`hash mismatch: ${p} has sha256 ${got.slice(0, 12)}…, its manifest says ${want.slice(0, 12)}…`);
      }
      files.push({ dir: s.dir, file: f });
    }
  }
  return { plan, shards: sorted, files, games: total };
}

/** Writes the merged one-machine layout into `out` (which must be empty or absent). */
export function writeMerged(r: MergeResult, out: string): void {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`--out ${out} is not empty: merge into a new directory`);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'meta.json'), JSON.stringify(planMeta(r.plan), null, 2) + '\n');
  for (const { dir, file } of r.files) {
    for (const rel of [file.records, file.npz]) {
      mkdirSync(dirname(join(out, rel)), { recursive: true });
      copyFileSync(join(dir, rel), join(out, rel));
    }
  }
  const merged = {
    format: 'vex-selfplay-merge', version: 1, planHash: planHash(r.plan), plan: r.plan, games: r.games,
    shards: r.shards.map((s) => ({ dir: s.dir, index: s.manifest.shard.index, of: s.manifest.shard.of, games: s.manifest.games, manifestSha256: sha256File(join(s.dir, MANIFEST_FILE)) })),
  };
  writeFileSync(join(out, 'merged.json'), JSON.stringify(merged, null, 2) + '\n');
}
