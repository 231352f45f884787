// `vex selfplay` on Blood & Iron scenarios (issue 23 item 3): the run is played over the game
// contract and writes the same shard layout as Ancients with the B&I encoding: planes
// [n, OBS_PLANES, board.h, board.w] and globals [n, OBS_GLOBALS] (GameState.observe), policy targets
// over the B&I policy index (GameState.policyIndex) that sum to 1 over the legal indices, values
// from the game's returns; meta.json and the shard manifest name the engine and carry
// POLICY_BLOCKS; the generic records (src/selfplay/contract-record.ts) replay to the same
// positions and result (tests/selfplay/contract-shard-check.ts); "blood-and-iron" writes one data
// directory per board size. Napoleonics: selfplay-napoleonics.test.ts.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runVex, hasStackTrace } from '../cli/run-vex.js';
import { contractFromId } from '../../src/games/load.js';
import { checkContractShard } from './contract-shard-check.js';
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
    const { records, positions } = checkContractShard(game, join(sub, 'shard-000000-000001.npz'), join(sub, 'games-000000-000001.jsonl.gz'));
    expect(positions).toBeGreaterThan(10);
    expect(records.map((x) => x.seed)).toEqual([0, 1]);
    // vex replay reads the generic record and re-simulates the searcher's choices
    const rp = await runVex(['replay', join(sub, 'games-000000-000001.jsonl.gz')]);
    expect(rp.code).toBe(0);
    expect(rp.stdout).toMatch(/^game 1 \(sedan-floing, seed 0, mcts:sims=20,cut=1 on both sides\): reproduced \d+ actions and the agents' choices — .*, VP \d+-\d+, \d+ turns, \d+ decisions\n/);
    expect(rp.stdout).toMatch(/\n2 games reproduced\n$/);
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

  it('"blood-and-iron" plays all three: one data directory per board size, each with its own meta; rerun skips', async () => {
    const out = join(dir, 'all');
    const args = ['selfplay', '--scenario', 'blood-and-iron', '--games', '1', '--agent', 'random', '--max-steps', '300', '--out', out, '--no-progress'];
    const r = await runVex(args);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`selfplay: froeschweiler, froeschweiler-battle (20x14 board) -> ${join(out, 'board-20x14')}\nselfplay: sedan-floing (22x15 board) -> ${join(out, 'board-22x15')}\n`);
    expect(r.stdout).toMatch(/^selfplay: 2 games, \d+ positions in 2 new shards \(0 games skipped\) -> .*board-20x14\nselfplay: 1 games, \d+ positions in 1 new shards \(0 games skipped\) -> .*board-22x15\n$/);
    expect(readdirSync(out).sort()).toEqual(['board-20x14', 'board-22x15']);
    for (const [board, ids] of [['board-20x14', ['froeschweiler', 'froeschweiler-battle']], ['board-22x15', ['sedan-floing']]] as const) {
      const meta = JSON.parse(readFileSync(join(out, board, 'meta.json'), 'utf8'));
      const game = await contractFromId(ids[0]);
      expect([meta.game, meta.scenarios, meta.board]).toEqual(['blood-and-iron', ids, game.encoding.board]);
      for (const id of ids) checkContractShard(await contractFromId(id), join(out, board, id, 'shard-000000-000000.npz'), join(out, board, id, 'games-000000-000000.jsonl.gz'));
    }
    const again = await runVex(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^selfplay: 0 games, 0 positions in 0 new shards \(2 games skipped\)/);
    const shard = await runVex([...args, '--shard', '0', '--of', '2']);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toBe('vex: --shard: the scenarios have 2 board sizes; split the plan by board (one --scenario list per board size)\n');
  }, 120_000);
});
