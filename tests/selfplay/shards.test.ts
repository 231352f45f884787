// `vex selfplay --shard K --of N` and `vex selfplay merge` (docs/scale-out.md): splits of one plan
// into 1, 2 (two worker threads a shard) and 4 shards merge into the same bytes as a one-machine
// run; a shard killed mid-way resumes to the same bytes; merge refuses gaps, overlaps, duplicates,
// version and plan mismatches, incomplete shards and changed files, each with one line and a
// non-zero exit.
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runVex, hasStackTrace, VEX, ROOT } from '../cli/run-vex.js';
import { suiteTempDir } from '../temp-dir.js';
import { expectSameTree, tree } from './tree.js';
import { shardDirName, shardSlice, type Plan } from '../../src/selfplay/plan.js';

// two scenarios, 3 games each, 2 games a file: 4 data files [001 s7-8] [001 s9] [002 s7-8] [002 s9]
const PLAN = ['--scenario', 'akragas,002', '--games', '3', '--agent', 'greedy', '--shard-games', '2', '--seed', '7', '--no-progress'];

async function shards(root: string, n: number, plan = PLAN, extra: string[] = []) {
  const runs = await Promise.all(Array.from({ length: n }, (_, k) => runVex(['selfplay', ...plan, '--shard', String(k), '--of', String(n), '--out', root, ...extra])));
  for (const r of runs) expect(r.stderr + r.stdout).toMatch(/selfplay: shard \d of \d/);
  for (const r of runs) expect(r.code).toBe(0);
  return Array.from({ length: n }, (_, k) => join(root, shardDirName(k, n)));
}

/** Expects a one-line refusal (exit 1) matching `re`. */
async function refused(args: string[], re: RegExp) {
  const r = await runVex(['selfplay', 'merge', ...args]);
  expect(r.stderr).toMatch(re);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr.startsWith('vex: ')).toBe(true);
  expect(hasStackTrace(r.stderr)).toBe(false);
  expect(r.code).toBe(1);
}

describe('vex selfplay --shard K --of N', () => {
  const tmp = suiteTempDir('vex-shards-');
  const one = join(tmp, 'one');
  const split: Record<number, string[]> = {};

  beforeAll(async () => {
    const r = await runVex(['selfplay', ...PLAN, '--out', one]);
    expect(r.code, r.stderr).toBe(0);
    // N = 2 plays each shard's two data files in two worker threads
    for (const n of [1, 2, 4]) split[n] = await shards(join(tmp, `n${n}`), n, PLAN, n === 2 ? ['--workers', '2'] : []);
  }, 120_000);

  it('slices the plan into contiguous, disjoint game ranges on the file grid', () => {
    const plan = { scenarios: ['001-akragas', '002-crimissos-river'], seed: 7, gamesPerScenario: 3, shardGames: 2 } as Plan;
    expect([0, 1, 2, 3].map((k) => shardSlice(plan, k, 4).games)).toEqual([{ from: 0, to: 2 }, { from: 2, to: 3 }, { from: 3, to: 5 }, { from: 5, to: 6 }]);
    expect([0, 1].map((k) => shardSlice(plan, k, 2).chunks.map((c) => `${c.scenario}:${c.lo}-${c.hi}`))).toEqual([
      ['001-akragas:7-8', '001-akragas:9-9'], ['002-crimissos-river:7-8', '002-crimissos-river:9-9'],
    ]);
    // more shards than data files: some shards are empty, none overlap
    const six = [0, 1, 2, 3, 4, 5].map((k) => shardSlice(plan, k, 6));
    expect(six.filter((s) => s.chunks.length === 0)).toHaveLength(2);
    expect(six.reduce((t, s) => t + s.games.to - s.games.from, 0)).toBe(6);
  });

  it('N = 1, 2 and 4 merge into the one-machine run, byte for byte', async () => {
    const ref = tree(one);
    expect([...ref.keys()].filter((k) => k.endsWith('.npz'))).toHaveLength(4);
    for (const n of [1, 2, 4]) {
      const out = join(tmp, `merged${n}`);
      const r = await runVex(['selfplay', 'merge', ...split[n], '--out', out]);
      expect(r.stdout).toMatch(new RegExp(`^merge: ${n} shards, 6 games of plan [0-9a-f]{16} in 4 data files, hashes match -> `));
      expect(r.code).toBe(0);
      expectSameTree(ref, tree(out, ['merged.json']));
      const merged = JSON.parse(readFileSync(join(out, 'merged.json'), 'utf8'));
      expect(merged.shards.map((s: { index: number; of: number }) => `${s.index}/${s.of}`)).toEqual(Array.from({ length: n }, (_, k) => `${k}/${n}`));
    }
    // shards of two splits of the same plan that tile it exactly: shard 0 of 2, shards 2 and 3 of 4
    const mixed = join(tmp, 'merged-mixed');
    expect((await runVex(['selfplay', 'merge', split[2][0], split[4][2], split[4][3], '--out', mixed])).code).toBe(0);
    expectSameTree(ref, tree(mixed, ['merged.json']));
    const m = JSON.parse(readFileSync(join(split[4][1], 'manifest.json'), 'utf8'));
    expect(m).toMatchObject({ format: 'vex-selfplay-shard', version: 1, complete: true, shard: { index: 1, of: 4 }, games: { from: 2, to: 3 } });
    expect(m.plan).toMatchObject({ agent: 'greedy', seed: 7, gamesPerScenario: 3, shardGames: 2, maxSteps: 100000 });
    // the manifest carries the policy-index block table in the plan's core contract
    const meta = JSON.parse(readFileSync(join(split[4][1], 'meta.json'), 'utf8'));
    expect(m.plan.contract.POLICY_BLOCKS).toHaveLength(10);
    expect(m.plan.contract.POLICY_BLOCKS).toEqual(meta.POLICY_BLOCKS);
    expect(m.files.map((f: { npz: string }) => f.npz)).toEqual(['001-akragas/shard-000009-000009.npz']);
    expect(m.files[0].npzSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(m.runtime).toEqual({ node: process.versions.node, zlib: process.versions.zlib });
  });

  it('a shard killed mid-way resumes to the same bytes', async () => {
    // 12 one-game files: kill the shard as soon as its manifest lists the first finished file
    const plan = ['--scenario', 'akragas', '--games', '12', '--agent', 'greedy', '--shard-games', '1', '--seed', '40', '--no-progress'];
    const ref = join(tmp, 'kill-ref');
    expect((await runVex(['selfplay', ...plan, '--out', ref])).code).toBe(0);
    const root = join(tmp, 'kill');
    const dir = join(root, shardDirName(0, 1));
    const child = spawn(process.execPath, [VEX, 'selfplay', ...plan, '--shard', '0', '--of', '1', '--out', root], { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise((res) => child.on('exit', res));
    const listed = () => {
      try { return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).files.length as number; } catch { return 0; }
    };
    while (listed() < 1) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    const cut = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(cut.complete).toBe(false);
    expect(cut.files.length).toBeLessThan(12);
    await refused([dir], /is incomplete \(shard 0 of 1: \d+ of 12 data files\): rerun its vex selfplay command/);
    const r = await runVex(['selfplay', ...plan, '--shard', '0', '--of', '1', '--out', root]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/selfplay: \d+ of 12 games of shard 0 of 1 already in complete files/);
    const out = join(tmp, 'kill-merged');
    expect((await runVex(['selfplay', 'merge', dir, '--out', out])).code).toBe(0);
    expectSameTree(tree(ref), tree(out, ['merged.json']));
  }, 60_000);

  it('merge refuses gaps, overlaps, duplicates, mismatches and changed files with one line', async () => {
    const [a, b, c, d] = split[4];
    await refused([a, b, d], /^vex: gap: plan games 3-4 are in no shard given/);
    await refused([a, b, c], /^vex: gap: plan game 5 is in no shard given/);
    await refused([split[2][0], c, d, a], /^vex: duplicate games: plan games 0-1 are in both .*shard-0000-of-0004 and .*shard-0000-of-0002\n$/);
    await refused([a, b, c, d, b], /^vex: duplicate games: plan game 2 is in both .*shard-0001-of-0004 and .*shard-0001-of-0004/);
    // a version mismatch: the same shard as made by an engine with another observation encoding
    const v = join(tmp, 'v2');
    cpSync(b, v, { recursive: true });
    const mv = JSON.parse(readFileSync(join(v, 'manifest.json'), 'utf8'));
    writeFileSync(join(v, 'manifest.json'), JSON.stringify({ ...mv, versions: { ...mv.versions, OBS_VERSION: 2 } }));
    await refused([a, v, c, d], /^vex: version mismatch: .*v2 has OBS_VERSION 2, .*shard-0000-of-0004 has 1\n$/);
    writeFileSync(join(v, 'manifest.json'), JSON.stringify({ ...mv, engine: { ...mv.engine, version: '9.9.9' } }));
    await refused([a, v, c, d], /^vex: version mismatch: .*v2 was made by vexillum 9\.9\.9, .* by vexillum /);
    // another plan: another agent
    const other = await shards(join(tmp, 'other'), 2, PLAN.map((x) => (x === 'greedy' ? 'random' : x)));
    await refused([split[2][0], other[1]], /^vex: plan mismatch: .*shard-0001-of-0002 has agent="random", .* has agent="greedy"\n$/);
    // a changed data file
    const h = join(tmp, 'hash');
    cpSync(d, h, { recursive: true });
    const npz = join(h, '002-crimissos-river', 'shard-000009-000009.npz');
    const bytes = readFileSync(npz);
    bytes[bytes.length - 30] ^= 1;
    writeFileSync(npz, bytes);
    await refused([a, b, c, h], /^vex: hash mismatch: .*shard-000009-000009\.npz has sha256 [0-9a-f]{12}…, its manifest says [0-9a-f]{12}…\n$/);
    await refused([a, b, c, join(tmp, 'nowhere')], /^vex: .*nowhere: no manifest\.json \(not a self-play shard/);
    // a shard directory of another plan is not overwritten
    const again = await runVex(['selfplay', ...PLAN.map((x) => (x === '3' ? '4' : x)), '--shard', '0', '--of', '2', '--out', join(tmp, 'n2')]);
    expect(again.stderr).toMatch(/^vex: .*shard-0000-of-0002 holds a shard of another plan \(gamesPerScenario=3, this run has gamesPerScenario=4\): use another --out\n$/);
    expect(again.code).toBe(1);
    const bad = await runVex(['selfplay', ...PLAN, '--shard', '4', '--of', '4', '--out', tmp]);
    expect(bad.stderr).toBe('vex: --shard must be between 0 and 3 for --of 4, got 4\n');
    expect(bad.code).toBe(2);
    expect((await runVex(['selfplay', ...PLAN, '--shard', '1', '--out', tmp])).stderr).toBe('vex: --shard K and --of N go together\n');
    expect(existsSync(join(tmp, shardDirName(4, 4)))).toBe(false);
  }, 60_000);
});
