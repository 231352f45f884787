// deploy/k8s/ without a cluster: every manifest validates against the Kubernetes schema that the
// kubernetes-models package ships (generated from the Kubernetes OpenAPI spec: batch/v1 Job,
// v1 PersistentVolumeClaim), the self-play Job is an Indexed Job whose N equals its completions,
// and the container command, expanded the way the kubelet expands $(VAR) with
// JOB_COMPLETION_INDEX = K, gives shard K of N for every index. Then the command runs here for
// every index of a 4-completion copy (a tiny plan put in its env, the volume mapped to a temporary
// directory) and the merge + train Job's command merges them into the one-machine run's bytes.
import { describe, it, expect } from 'vitest';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { ROOT, runVex } from '../cli/run-vex.js';
import { testTempDir } from '../temp-dir.js';
import { expectSameTree, tree } from './tree.js';
import { shardDirName } from '../../src/selfplay/plan.js';

type EnvVar = { name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string } } };
type Container = { command: string[]; args: string[]; env: EnvVar[]; workingDir: string; volumeMounts: { mountPath: string }[] };
type JobDoc = { kind: string; spec: { completionMode?: string; completions: number; parallelism?: number; template: { spec: { containers: Container[] } } } };

const load = (f: string) => parseAllDocuments(readFileSync(join(ROOT, 'deploy', 'k8s', f), 'utf8')).map((d) => d.toJS() as Record<string, unknown>);
const INDEX_ANNOTATION = "metadata.annotations['batch.kubernetes.io/job-completion-index']";

/** The container's environment for completion index `k` (values and the index annotation). */
function envOf(c: Container, k: number, override: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const e of c.env) {
    if (e.value !== undefined) env[e.name] = e.value;
    else if (e.valueFrom?.fieldRef?.fieldPath === INDEX_ANNOTATION) env[e.name] = String(k);
    else throw new Error(`env ${e.name}: a source this test does not emulate`);
  }
  // the Job controller sets it as well (Kubernetes 1.22+)
  env.JOB_COMPLETION_INDEX ??= String(k);
  return { ...env, ...override };
}

/** Kubernetes' expansion of command and args: $(VAR) -> its value when VAR is defined, $$ -> $. */
function expand(s: string, env: Record<string, string>): string {
  return s.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)/g, (m, name: string | undefined) => (m === '$$' ? '$' : name !== undefined && name in env ? env[name] : m));
}

describe('deploy/k8s manifests', () => {
  const selfplay = load('selfplay-job.yaml');
  const merge = load('merge-train-job.yaml');
  const volume = load('volume.yaml');
  const job = selfplay[0] as unknown as JobDoc;
  const c = job.spec.template.spec.containers[0];

  it('validate against the batch/v1 Job and v1 PersistentVolumeClaim schemas', () => {
    expect(selfplay).toHaveLength(1);
    expect(merge).toHaveLength(1);
    expect(volume).toHaveLength(1);
    for (const j of [...selfplay, ...merge]) {
      expect(j.kind).toBe('Job');
      expect(() => new Job(j as never).validate()).not.toThrow();
    }
    expect(volume[0].kind).toBe('PersistentVolumeClaim');
    expect(() => new PersistentVolumeClaim(volume[0] as never).validate()).not.toThrow();
    // the validator is live: a misspelt completion mode and a string count are refused
    const bad = structuredClone(selfplay[0]) as unknown as JobDoc;
    bad.spec.completionMode = 'Indexd';
    expect(() => new Job(bad as never).validate()).toThrow(/completionMode/);
    const bad2 = structuredClone(selfplay[0]) as { spec: { completions: unknown } };
    bad2.spec.completions = 'sixty-four';
    expect(() => new Job(bad2 as never).validate()).toThrow(/completions/);
  });

  it('is an Indexed Job whose command gives shard K of N for every completion index K', () => {
    expect(job.spec.completionMode).toBe('Indexed');
    const n = job.spec.completions;
    expect(n).toBeGreaterThan(1);
    expect(job.spec.parallelism).toBeLessThanOrEqual(n);
    const m = merge[0] as unknown as JobDoc;
    expect(envOf(m.spec.template.spec.containers[0], 0).VEX_SHARDS).toBe(String(n));
    expect(envOf(c, 0).VEX_RUN).toBe(envOf(m.spec.template.spec.containers[0], 0).VEX_RUN);
    for (let k = 0; k < n; k++) {
      const argv = [...c.command, ...c.args].map((a) => expand(a, envOf(c, k)));
      expect(argv.slice(0, 3)).toEqual(['node', 'bin/vex.js', 'selfplay']);
      expect(argv.join(' ')).not.toMatch(/\$\(/);
      expect(argv[argv.indexOf('--shard') + 1]).toBe(String(k));
      expect(argv[argv.indexOf('--of') + 1]).toBe(String(n));
      expect(argv[argv.indexOf('--out') + 1]).toBe('/data/runs/run1/shards');
    }
    expect(c.volumeMounts.map((v) => v.mountPath)).toEqual(['/data']);
    // the Dockerfile puts the engine where the Job runs it
    const docker = readFileSync(join(ROOT, 'deploy', 'k8s', 'Dockerfile'), 'utf8');
    expect(docker).toMatch(new RegExp(`^WORKDIR ${c.workingDir}$`, 'm'));
    expect(docker).toMatch(/^RUN npm run build:core/m);
  });

  it('run here for every index of a 4-completion copy, its shards merge into the one-machine run', async () => {
    const tmp = testTempDir('vex-k8s-');
    const plan = { VEX_SCENARIO: 'akragas', VEX_GAMES: '5', VEX_AGENT: 'greedy', VEX_SEED: '21', VEX_SHARD_GAMES: '1', VEX_MAX_STEPS: '100000' };
    const n = 4;
    const local = (v: string) => v.replace(/^\/data(?=\/|$)/, join(tmp, 'data'));
    const runs = [];
    for (let k = 0; k < n; k++) {
      const env = envOf(c, k, { ...plan, VEX_SHARDS: String(n) });
      const argv = c.args.map((a) => local(expand(a, env)));
      runs.push(runVex([...argv, '--no-progress'], { cwd: ROOT }));
    }
    for (const r of await Promise.all(runs)) expect(r.code, r.stderr).toBe(0);
    const shards = join(tmp, 'data', 'runs', 'run1', 'shards');
    for (let k = 0; k < n; k++) {
      const man = JSON.parse(readFileSync(join(shards, shardDirName(k, n), 'manifest.json'), 'utf8'));
      expect(man.shard).toEqual({ index: k, of: n });
      expect(man.complete).toBe(true);
    }
    // the merge + train container's command, with node and python3 found on PATH as in the image
    const m = (merge[0] as unknown as JobDoc).spec.template.spec.containers[0];
    const env = envOf(m, 0, { VEX_SHARDS: String(n), VEX_TRAIN_ARGS: '--steps 2 --batch 8 --channels 8 --blocks 1 --val-frac 0' });
    env.VEX_RUN = local(env.VEX_RUN);
    const bin = join(tmp, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    symlinkSync('/usr/bin/python3', join(bin, 'python3'));
    const argv = [...m.command, ...m.args].map((a) => expand(a, env));
    const r = spawnSync(argv[0], argv.slice(1), { cwd: ROOT, env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/merge: 4 shards, 5 games of plan [0-9a-f]{16} in 5 data files, hashes match/);
    const one = join(tmp, 'one');
    const ref = await runVex(['selfplay', '--scenario', 'akragas', '--games', '5', '--agent', 'greedy', '--seed', '21', '--shard-games', '1', '--no-progress', '--out', one]);
    expect(ref.code).toBe(0);
    expectSameTree(tree(one), tree(join(env.VEX_RUN, 'merged'), ['merged.json']));
    const card = JSON.parse(readFileSync(join(env.VEX_RUN, 'model', 'vex.card.json'), 'utf8'));
    expect(card.training.data.map((d: { shard: { index: number } }) => d.shard.index)).toEqual([0, 1, 2, 3]);
  }, 120_000);
});
