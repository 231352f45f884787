// deploy/slurm/ for real: a single-node Slurm (Debian's slurmctld, slurmd and munge, started by
// deploy/slurm/local/start.sh from a config it writes into a temporary directory, on free ports)
// runs deploy/slurm/submit.sh: a 3-task self-play array, then merge + train behind it
// (--dependency=afterok). The merged data must equal a one-machine run of the same plan byte for
// byte, and the model card must name the three shards. Runs as root or as any other user (start.sh
// runs the daemons as the calling user); the daemons it started are stopped even when the test fails.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runVex } from '../cli/run-vex.js';
import { expectSameTree, tree } from './tree.js';

const PLAN = { VEX_SCENARIO: 'akragas', VEX_GAMES: '4', VEX_AGENT: 'greedy', VEX_SHARD_GAMES: '1', VEX_SEED: '11' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout ?? '', err: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

describe('Slurm job array on a local single-node Slurm', () => {
  it('runs the array and the afterok merge + train job; the merged data equals the one-machine run', async () => {
    const D = mkdtempSync(join(tmpdir(), 'vex-slurm-'));
    try {
      const [p1, p2] = [await freePort(), await freePort()];
      const up = sh('bash', ['deploy/slurm/local/start.sh', D, String(p1), String(p2)], process.env);
      expect(up.code, up.err).toBe(0);
      const env = {
        ...process.env, ...PLAN, SLURM_CONF: join(D, 'slurm.conf'), VEX_RUN: join(D, 'run'), VEX_SHARDS: '3',
        VEX_NODE: process.execPath, VEX_PYTHON: '/usr/bin/python3', VEX_TRAIN_ARGS: '--steps 2 --batch 8 --channels 8 --blocks 1 --val-frac 0',
      };
      const sub = sh('bash', ['deploy/slurm/submit.sh'], env);
      expect(sub.code, sub.err).toBe(0);
      const ids = sub.out.trim().split(' ');
      expect(ids).toHaveLength(2);
      // wait for both jobs to leave the queue (sbatch --wait polls every 10 s; squeue is faster)
      const t0 = Date.now();
      while (sh('squeue', ['-h'], env).out.trim() !== '') {
        expect(Date.now() - t0, 'jobs still queued after 150 s').toBeLessThan(150_000);
        await new Promise((r) => setTimeout(r, 300));
      }
      for (const id of ids) {
        const show = sh('scontrol', ['show', 'job', id], env).out;
        const states = [...show.matchAll(/JobState=(\S+)/g)].map((m) => m[1]);
        expect(states.length, show).toBe(id === ids[0] ? 3 : 1);
        expect(states.every((s) => s === 'COMPLETED'), `${show}\n${readFileSync(join(D, 'log', 'slurmctld.log'), 'utf8').slice(-2000)}`).toBe(true);
      }
      const one = join(D, 'one');
      const r = await runVex(['selfplay', '--scenario', PLAN.VEX_SCENARIO, '--games', PLAN.VEX_GAMES, '--agent', PLAN.VEX_AGENT, '--shard-games', PLAN.VEX_SHARD_GAMES, '--seed', PLAN.VEX_SEED, '--no-progress', '--out', one]);
      expect(r.code, r.stderr).toBe(0);
      expectSameTree(tree(one), tree(join(D, 'run', 'merged'), ['merged.json']));
      const card = JSON.parse(readFileSync(join(D, 'run', 'model', 'vex.card.json'), 'utf8'));
      expect(card.training.data.map((d: { shard: { index: number; of: number } }) => `${d.shard.index}/${d.shard.of}`)).toEqual(['0/3', '1/3', '2/3']);
      expect(card.training.games).toBe(4);
      expect(readFileSync(join(D, 'run', 'logs', `selfplay-${ids[0]}_2.out`), 'utf8')).toMatch(/selfplay: shard 2 of 3 \(plan games 2-3,/);
    } finally {
      sh('bash', ['deploy/slurm/local/stop.sh', D], process.env);
      rmSync(D, { recursive: true, force: true });
    }
  }, 200_000);
});
