// Test helper: checks one data file pair of a contract-engine self-play run (Blood & Iron,
// Napoleonics) against its engine: the shard's arrays have the engine's shapes (planes
// [n, OBS_PLANES, board.h, board.w], globals [n, OBS_GLOBALS]), every policy index is in range
// and the visit targets sum to 1 over the legal indices, values are -1/0/1; and the generic
// records replay, move by move, to exactly the shard's positions (observation, legal indices,
// chosen action, side, game seed) and to the recorded returns. Used by selfplay-bi and
// selfplay-napoleonics tests.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { parseNpz } from '../../src/selfplay/npz.js';
import { legalList, type GameDef } from '../../src/core/contract.js';
import { CONTRACT_RECORD_FORMAT, type ContractGameRecord } from '../../src/selfplay/contract-record.js';

/** Checks `npzFile` and `recordsFile` against `game`; returns the records and the position count. */
export function checkContractShard(game: GameDef, npzFile: string, recordsFile: string): { records: ContractGameRecord[]; positions: number } {
  const e = game.encoding;
  const a = parseNpz(readFileSync(npzFile));
  const n = a.value.shape[0];
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

  const records = gunzipSync(readFileSync(recordsFile)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as ContractGameRecord);
  const C = e.OBS_PLANES * e.board.h * e.board.w;
  const planes = new Float32Array(C), globals = new Float32Array(e.OBS_GLOBALS);
  const ret = new Float64Array(game.numSeats);
  let row = 0;
  for (const rec of records) {
    expect([rec.format, rec.game, rec.scenario.id]).toEqual([CONTRACT_RECORD_FORMAT, game.id, game.variant]);
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
  return { records, positions: n };
}
