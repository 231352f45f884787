// `vex selfplay` on Blood & Iron scenarios (issue 23 item 3): the run is played over the game
// contract and writes the same shard layout as Ancients with the B&I encoding: planes
// [n, OBS_PLANES, board.h, board.w] and globals [n, OBS_GLOBALS] (GameState.observe), policy targets
// over the B&I policy index (GameState.policyIndex) that sum to 1 over the legal indices, values
// from the game's returns; meta.json and the shard manifest name the engine and carry
// POLICY_BLOCKS; the generic records (src/selfplay/contract-record.ts) replay to the same
// positions and result. Ancients-only engines' ids (Napoleonics) stay refused by tests/cli.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { runVex, hasStackTrace } from '../cli/run-vex.js';
import { parseNpz } from '../../src/selfplay/npz.js';
import { contractFromId } from '../../src/games/load.js';
import { CONTRACT_RECORD_FORMAT, type ContractGameRecord } from '../../src/selfplay/contract-record.js';
import { legalList } from '../../src/core/contract.js';
import { suiteTempDir } from '../temp-dir.js';

describe('vex selfplay on Blood & Iron', () => {
  const dir = suiteTempDir('vex-sp-bi-');

  it('a 2-game sedan-floing run writes B&I shards, targets over the policy index, replayable records', async () => {
    const out = join(dir, 'one');
    const r = await runVex(['selfplay', '--scenario', 'sedan-floing', '--games', '2', '--agent', 'mcts:sims=20,cut=1', '--out', out, '--no-progress']);
    expect(r.stderr).not.toMatch(/vex:/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^selfplay: 2 games, \d+ positions in 1 new shards/);
    const game = await contractFromId('sedan-floing');
    const e = game.encoding;
    const meta = JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({ format: 'vex-selfplay', game: 'blood-and-iron', scenarios: ['sedan-floing'], agent: 'mcts:sims=20,cut=1', seed: 0, gamesPerScenario: 2 });
    expect(meta.POLICY_SIZE).toBe(e.POLICY_SIZE);
    expect(meta.POLICY_BLOCKS).toEqual(e.POLICY_BLOCKS);
    expect([meta.OBS_PLANES, meta.OBS_GLOBALS, meta.board]).toEqual([e.OBS_PLANES, e.OBS_GLOBALS, e.board]);

    const sub = join(out, 'sedan-floing');
    expect(readdirSync(sub).sort()).toEqual(['games-000000-000001.jsonl.gz', 'shard-000000-000001.npz']);
    const a = parseNpz(readFileSync(join(sub, 'shard-000000-000001.npz')));
    const n = a.value.shape[0];
    expect(n).toBeGreaterThan(10);
    expect(a.planes.shape).toEqual([n, e.OBS_PLANES, e.board.h, e.board.w]);
    expect(a.globals.shape).toEqual([n, e.OBS_GLOBALS]);
    const K = a.policy_idx.shape[1];
    expect(a.policy_p.shape).toEqual([n, K]);
    for (const k of ['action', 'value', 'q', 'side', 'game', 'scenario']) expect(a[k].shape).toEqual([n]);
    const idx = a.policy_idx.data as Int32Array, p = a.policy_p.data as Float32Array;
    for (let i = 0; i < n; i++) {
      let sum = 0, legal = 0;
      for (let k = 0; k < K; k++) {
        const j = idx[i * K + k];
        if (j < 0) { expect(p[i * K + k]).toBe(0); continue; }
        expect(j).toBeLessThan(e.POLICY_SIZE);
        legal++;
        sum += p[i * K + k];
      }
      expect(legal).toBeGreaterThan(1);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-5);
      expect([-1, 0, 1]).toContain((a.value.data as Float32Array)[i]);
    }

    // the records replay to the shard's positions (observation, legal indices, action) and result
    const recs = gunzipSync(readFileSync(join(sub, 'games-000000-000001.jsonl.gz'))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as ContractGameRecord);
    expect(recs.map((x) => [x.format, x.game, x.scenario.id, x.seed])).toEqual([[CONTRACT_RECORD_FORMAT, 'blood-and-iron', 'sedan-floing', 0], [CONTRACT_RECORD_FORMAT, 'blood-and-iron', 'sedan-floing', 1]]);
    const C = e.OBS_PLANES * e.board.h * e.board.w;
    const planes = new Float32Array(C), globals = new Float32Array(e.OBS_GLOBALS);
    let row = 0;
    const ret = new Float64Array(game.numSeats);
    for (const rec of recs) {
      expect(rec.actions).toEqual(rec.codes.map((c) => game.actionText(c)));
      const s = game.newState();
      for (const code of rec.codes) {
        if (!s.isChance()) {
          const legal = legalList(s);
          if (legal.length > 1) {
            const seat = s.currentPlayer();
            s.observe(seat, planes, globals);
            expect(Array.from((a.planes.data as Float32Array).subarray(row * C, (row + 1) * C))).toEqual(Array.from(planes));
            expect(Array.from((a.globals.data as Float32Array).subarray(row * e.OBS_GLOBALS, (row + 1) * e.OBS_GLOBALS))).toEqual(Array.from(globals));
            expect(Array.from(idx.subarray(row * K, row * K + legal.length))).toEqual(legal.map((c) => s.policyIndex(c)));
            expect((a.action.data as Int32Array)[row]).toBe(s.policyIndex(code));
            expect((a.side.data as Int8Array)[row]).toBe(game.sideOf(seat));
            expect((a.game.data as Int32Array)[row]).toBe(rec.seed);
            row++;
          }
        }
        expect(s.apply(code)).toBe(true);
      }
      if (rec.result.reason === 'terminal') {
        expect(s.isTerminal()).toBe(true);
        s.returns(ret);
        expect(rec.result.returns).toEqual(Array.from(ret));
      }
      s.free();
    }
    expect(row).toBe(n);
  }, 120_000);

  it('a shard of a B&I plan names the engine in its manifest; mixing engines is refused in one line', async () => {
    const out = join(dir, 'split');
    const r = await runVex(['selfplay', '--scenario', 'froeschweiler', '--games', '1', '--agent', 'random', '--out', out, '--shard', '0', '--of', '1', '--no-progress']);
    expect(r.code).toBe(0);
    const m = JSON.parse(readFileSync(join(out, 'shard-0000-of-0001', 'manifest.json'), 'utf8'));
    expect(m.plan.game).toBe('blood-and-iron');
    expect(m.plan.contract.POLICY_BLOCKS).toEqual((await contractFromId('froeschweiler')).encoding.POLICY_BLOCKS);
    expect(m.complete).toBe(true);

    const bad = await runVex(['selfplay', '--scenario', 'froeschweiler,akragas', '--games', '1', '--agent', 'random', '--out', join(dir, 'mixed')]);
    expect(bad.code).toBe(2);
    expect(hasStackTrace(bad.stderr)).toBe(false);
    expect(bad.stderr).toMatch(/^vex: scenario 001-akragas belongs to ancients, froeschweiler to blood-and-iron: one engine per --out\n$/);
  }, 120_000);
});
