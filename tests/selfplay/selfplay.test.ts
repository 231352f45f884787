// `vex selfplay`: shards numpy reads, positions that match a replay of the game records (the
// observation from the acting side, the legal policy indices, the played action, the final value),
// visit targets that sum to 1, resuming skips complete shards, a changed configuration is refused.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runVex, hasStackTrace } from '../cli/run-vex.js';
import { parseNpz } from '../../src/selfplay/npz.js';
import { parseRecords } from '../../src/selfplay/record.js';
import { gameFromId } from '../../src/games/load.js';
import { suiteTempDir } from '../temp-dir.js';

describe('vex selfplay', () => {
  const dir = suiteTempDir('vex-sp-');
  const args = ['selfplay', '--scenario', 'akragas', '--games', '3', '--agent', 'mcts:sims=16,cut=10', '--out', dir, '--shard-games', '2', '--seed', '5', '--workers', '2'];

  it('writes shards and records; positions replay from the records', async () => {
    const r = await runVex(args);
    expect(r.stderr.includes('vex:')).toBe(false);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/3 games, \d+ positions in 2 new shards/);
    const sub = join(dir, '001-akragas');
    expect(readdirSync(sub).sort()).toEqual(['games-000005-000006.jsonl.gz', 'games-000007-000007.jsonl.gz', 'shard-000005-000006.npz', 'shard-000007-000007.npz']);
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({ format: 'vex-selfplay', OBS_VERSION: 1, ACTION_VERSION: 1, board: { w: 13, h: 9 }, scenarios: ['001-akragas'], agent: 'mcts:sims=16,cut=10', seed: 5 });
    // the policy-index block table ships with the data (training/vexnet/layout.py reads it)
    expect(meta.POLICY_BLOCKS).toEqual((await gameFromId('001')).encoding.POLICY_BLOCKS);
    expect(meta.POLICY_BLOCKS.map((b: { name: string }) => b.name)).toContain('MOVE');

    const a = parseNpz(readFileSync(join(sub, 'shard-000005-000006.npz')));
    const recs = parseRecords(gunzipSync(readFileSync(join(sub, 'games-000005-000006.jsonl.gz'))).toString('utf8'));
    expect(recs.map((x) => x.seed)).toEqual([5, 6]);
    const n = a.value.shape[0];
    const [, C, H, W] = a.planes.shape;
    const K = a.policy_idx.shape[1];
    expect([C, H, W]).toEqual([46, 9, 13]);
    expect(a.globals.shape).toEqual([n, 148]);
    expect(a.q.shape).toEqual([n]);
    // q: the search's value of the chosen move, for the acting side; not the result itself
    expect(Array.from(a.q.data).every((x) => Math.abs(x) <= 1)).toBe(true);
    expect(Array.from(a.q.data).some((x, i) => x !== a.value.data[i])).toBe(true);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let k = 0; k < K; k++) sum += a.policy_p.data[i * K + k];
      expect(Math.abs(sum - 1)).toBeLessThan(1e-5);
    }
    // re-walk both games from their records and compare every recorded position
    const game = await gameFromId('001');
    let row = 0;
    for (const rec of recs) {
      const s = game.newState();
      const w = rec.result.winner;
      for (const text of rec.actions) {
        if (!s.isChance() && s.legalActions().length > 1) {
          const side = s.currentPlayer();
          expect(a.game.data[row]).toBe(rec.seed);
          expect(a.side.data[row]).toBe(side);
          expect(a.value.data[row]).toBe(w === 'bottom' ? (side === 0 ? 1 : -1) : w === 'top' ? (side === 1 ? 1 : -1) : 0);
          const o = s.observation(side);
          expect(Array.from(a.planes.data.subarray(row * C * H * W, (row + 1) * C * H * W))).toEqual(Array.from(o.planes));
          expect(Array.from(a.globals.data.subarray(row * 148, (row + 1) * 148))).toEqual(Array.from(o.globals));
          const legal = s.legalActions().map((c) => s.policyIndex(c));
          expect(Array.from(a.policy_idx.data.subarray(row * K, row * K + legal.length))).toEqual(legal);
          if (legal.length < K) expect(a.policy_idx.data[row * K + legal.length]).toBe(-1);
          expect(a.action.data[row]).toBe(s.policyIndex(game.codeOf(text)));
          row++;
        }
        s.apply(text);
      }
      s.free();
    }
    expect(row).toBe(n);

    const py = spawnSync('/usr/bin/python3', ['-c', 'import sys, numpy as np; d = np.load(sys.argv[1]); print(d["planes"].shape[0], d["policy_idx"].dtype, d["value"].dtype)', join(sub, 'shard-000007-000007.npz')], { encoding: 'utf8' });
    expect(py.stdout.trim()).toMatch(/^\d+ int32 float32$/);
  });

  it('resumes: complete shards are skipped; a different agent in the same directory is refused', async () => {
    const before = readFileSync(join(dir, '001-akragas', 'shard-000005-000006.npz'));
    const r = await runVex([...args.slice(0, 4), '4', ...args.slice(5)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/3 of 4 games already in complete shards/);
    expect(r.stdout).toMatch(/1 games, \d+ positions in 1 new shards \(3 games skipped\)/);
    expect(existsSync(join(dir, '001-akragas', 'shard-000008-000008.npz'))).toBe(true);
    expect(readFileSync(join(dir, '001-akragas', 'shard-000005-000006.npz')).equals(before)).toBe(true);
    const bad = await runVex(['selfplay', '--scenario', 'akragas', '--games', '1', '--agent', 'greedy', '--out', dir, '--seed', '5', '--shard-games', '2']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^vex: .*agent="mcts:sims=16,cut=10", this run has "greedy": use another --out\n$/);
    const spec = await runVex(['selfplay', '--agent', 'mcts:simz=3', '--out', dir]);
    expect(spec.code).toBe(2);
    expect(spec.stderr).toMatch(/unknown parameter "simz"/);
    expect(hasStackTrace(bad.stderr + spec.stderr)).toBe(false);
  });
});
