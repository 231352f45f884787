// Self-play with several seats a side (issue 19 part 4, docs/training.md "Seats"), on the team
// fixture (tests/fixtures/team-game.ts): the searcher plays every seat from its own view, each
// training position carries its seat and side (the shard's `seat` array), and the contract record
// (version 2) names the seat of every action; `vex replay`'s re-simulation checks them.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playContractSelfplayGame } from '../../src/selfplay/play-contract-game.js';
import { replayContractRecord } from '../../src/selfplay/replay-contract.js';
import { checkContractRecord, CONTRACT_RECORD_VERSION } from '../../src/selfplay/contract-record.js';
import { createSearcher } from '../../src/selfplay/searcher.js';
import { runShard, shardName } from '../../src/selfplay/shard.js';
import { parseNpz } from '../../src/selfplay/npz.js';
import { TeamGame } from '../fixtures/team-game.js';

describe('self-play with seats (team fixture)', () => {
  it('records the seat and side of every decision; the record replays and re-simulates', async () => {
    const game = new TeamGame({ seats: 4 });
    const searcher = createSearcher('mcts:sims=40');
    try {
      const { record, positions } = await playContractSelfplayGame(game, searcher, 3);
      expect(record.version).toBe(CONTRACT_RECORD_VERSION);
      expect(record.seatSides).toEqual([0, 1, 0, 1]);
      expect(record.seats).toHaveLength(record.codes.length);
      // the four decisions are taken by seats 0, 1, 2, 3 in turn; chance outcomes are -1
      expect(record.seats!.filter((s) => s >= 0)).toEqual([0, 1, 2, 3]);
      expect(positions.map((p) => [p.seat, p.side])).toEqual([[0, 0], [1, 1], [2, 0], [3, 1]]);
      // every seat of a side gets its side's result
      expect(positions[0].value).toBe(positions[2].value);
      expect(positions[1].value).toBe(-positions[0].value);
      expect(checkContractRecord(JSON.parse(JSON.stringify(record)))).toBeTruthy();
      expect(await replayContractRecord(game, record)).toEqual({ ok: true, resimulated: true });
      const moved = { ...record, seats: record.seats!.map((s) => (s === 2 ? 0 : s)) };
      expect((await replayContractRecord(game, moved, { resimulate: false })).error).toMatch(/recorded for seat 0, seat 2 acts here/);
      expect((await replayContractRecord(new TeamGame(), record, { resimulate: false })).error).toBe('the record has 4 seats, the game 2');
    } finally {
      searcher.close();
    }
  });

  it('reads version-1 records (no seats) and refuses bad seat fields', () => {
    const game = new TeamGame();
    const v1 = {
      format: 'vex-contract-record', version: 1, game: game.id, scenario: { id: game.variant }, seed: 1, agents: ['random', 'random'],
      codes: [3, 4, 100, 100], actions: ['card:3', 'card:4', 'keep', 'keep'], result: { winner: 1, reason: 'terminal', returns: [-1, 1] },
      score: [3, 4], decisions: 2, turns: 1,
    };
    expect(checkContractRecord(v1).version).toBe(1);
    expect(() => checkContractRecord({ ...v1, version: 2, seatSides: [0, 1], seats: [-1, -1, 0] })).toThrow('seats should be one seat (or -1 for chance) per code');
    expect(() => checkContractRecord({ ...v1, version: 2, seatSides: [0, 2], seats: [-1, -1, 0, 1] })).toThrow('seatSides should be the side (0 or 1) of each seat');
    expect(() => checkContractRecord({ ...v1, version: 3 })).toThrow('contract game record version 3 is not supported (this engine reads 1, 2)');
  });

  it('a shard of an 8-seat game holds the acting seat of every position (the `seat` array)', async () => {
    const game = new TeamGame({ seats: 8 });
    const dir = mkdtempSync(join(tmpdir(), 'vex-seats-'));
    const searcher = createSearcher('random');
    try {
      const job = { scenario: game.variant, lo: 0, hi: 1 };
      const n = await runShard(dir, game, searcher, job);
      const z = parseNpz(readFileSync(join(dir, shardName(job))));
      expect(z.seat.shape).toEqual([n]);
      const seat = Array.from(z.seat.data as Int8Array), side = Array.from(z.side.data as Int8Array);
      expect(seat.slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(side).toEqual(seat.map((s) => s & 1));
    } finally {
      searcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
