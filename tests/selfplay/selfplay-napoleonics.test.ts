// `vex selfplay` on the Napoleonics battles (issue 18 item 6: "selfplay accepts it"): played over
// the game contract like Blood & Iron, with the Napoleonics encoding (observation and policy index
// version 2, the C&C core's POLICY_BLOCKS with the SQUARE/JOIN/DISCARD blocks). The shards load,
// every policy index is in range and the targets sum to 1 (contract-shard-check.ts); the generic
// records replay to the shard's positions and, through `vex replay`, re-simulate the searcher's
// choices from the seed; a tampered record is refused in one line. "napoleonics" names all six.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { runVex, hasStackTrace } from '../cli/run-vex.js';
import { contractFromId } from '../../src/games/load.js';
import { checkContractShard } from './contract-shard-check.js';
import { suiteTempDir } from '../temp-dir.js';

const NAPO_IDS = ['501-sokolnitz-telnitz', '502-davouts-counterattack', '503-soults-attack-centre', '504-lannes-vs-bagration', '505-russian-guard', '506-soult-attacks-south'];

describe('vex selfplay on Napoleonics', () => {
  const dir = suiteTempDir('vex-sp-napo-');

  it('a 2-game run on 501 (by its alias) writes v2 shards and records that vex replay re-simulates', async () => {
    const out = join(dir, 'one');
    const r = await runVex(['selfplay', '--scenario', '501', '--games', '2', '--agent', 'mcts:sims=20', '--out', out, '--no-progress']);
    expect(r.stderr).not.toMatch(/vex:/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^selfplay: 2 games, \d+ positions in 1 new shards/);
    const game = await contractFromId('501-sokolnitz-telnitz');
    const e = game.encoding;
    expect([e.OBS_VERSION, e.ACTION_VERSION]).toEqual([2, 2]);
    const meta = JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({ format: 'vex-selfplay', game: 'napoleonics', scenarios: ['501-sokolnitz-telnitz'], agent: 'mcts:sims=20', OBS_VERSION: 2, ACTION_VERSION: 2 });
    expect([meta.POLICY_SIZE, meta.OBS_PLANES, meta.OBS_GLOBALS, meta.board]).toEqual([e.POLICY_SIZE, e.OBS_PLANES, e.OBS_GLOBALS, e.board]);
    expect(meta.POLICY_BLOCKS).toEqual(e.POLICY_BLOCKS);

    const sub = join(out, '501-sokolnitz-telnitz');
    expect(readdirSync(sub).sort()).toEqual(['games-000000-000001.jsonl.gz', 'shard-000000-000001.npz']);
    const recFile = join(sub, 'games-000000-000001.jsonl.gz');
    const { records, positions } = checkContractShard(game, join(sub, 'shard-000000-000001.npz'), recFile);
    expect(positions).toBeGreaterThan(50);
    expect(records.map((x) => [x.seed, x.agents, x.result.reason])).toEqual([[0, ['mcts:sims=20', 'mcts:sims=20'], 'terminal'], [1, ['mcts:sims=20', 'mcts:sims=20'], 'terminal']]);

    // vex replay: legal codes, the same result, and the searcher's choices again from the seed
    const rp = await runVex(['replay', recFile]);
    expect(rp.stderr).toBe('');
    expect(rp.code).toBe(0);
    const lines = rp.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^game 1 \(501-sokolnitz-telnitz, seed 0, mcts:sims=20 on both sides\): reproduced \d+ actions and the agents' choices — (French wins|Allied \(Russian and Austrian\) wins|draw), banners \d+-\d+, \d+ turns, \d+ decisions$/);
    expect(lines[2]).toBe('2 games reproduced');

    // tampered records: another seed diverges; an illegal code, a wrong result: one line, exit 1
    const text = gunzipSync(readFileSync(recFile)).toString('utf8').trim().split('\n');
    const first = JSON.parse(text[0]);
    const write = (name: string, rec: unknown) => { const f = join(dir, name); writeFileSync(f, JSON.stringify(rec) + '\n'); return f; };
    const seeded = await runVex(['replay', write('seed.jsonl', { ...first, seed: 7 })]);
    expect(seeded.code).toBe(1);
    expect(hasStackTrace(seeded.stderr)).toBe(false);
    expect(seeded.stderr).toMatch(/^vex: replay \(seed 7\): re-simulation diverges at action \d+ "[^"]+": /);
    // the first decision replaced by the opening's first chance outcome (the first Tactician card
    // dealt, C.17; then the Command cards and any die): not legal at a decision
    expect(first.actions[0]).toMatch(/^tactic-draw:/);
    const firstDecision = first.actions.findIndex((a: string) => !/^(tactic-draw|draw|die):/.test(a));
    const codes = [...first.codes], actions = [...first.actions];
    codes[firstDecision] = first.codes[0];
    actions[firstDecision] = first.actions[0];
    const illegal = await runVex(['replay', '--no-resimulate', write('illegal.jsonl', { ...first, codes, actions })]);
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toMatch(new RegExp(`^vex: replay \\(seed 0\\): action ${firstDecision + 1} "tactic-draw:[a-z-]+" is not legal here\\n$`));
    const flipped = await runVex(['replay', '--no-resimulate', write('flipped.jsonl', { ...first, result: { ...first.result, winner: first.result.winner === 0 ? 1 : 0 } })]);
    expect(flipped.code).toBe(1);
    expect(flipped.stderr).toMatch(/^vex: replay \(seed 0\): result differs: recorded [01], replayed [01]\n$/);
    const bad = await runVex(['replay', write('bad.jsonl', { ...first, codes: 'x' })]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^vex: .*bad\.jsonl: line 1: not a contract game record: codes should be an array of action codes\n$/);
  }, 180_000);

  it('"napoleonics" names the six battles and EPIC / La Grande; one data directory per board size', async () => {
    const out = join(dir, 'all');
    const r = await runVex(['selfplay', '--scenario', 'napoleonics', '--games', '1', '--agent', 'random', '--out', out, '--no-progress']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^selfplay: 6 games, \d+ positions in 6 new shards/);
    expect(readdirSync(out).sort()).toEqual(['board-13x9', 'board-20x11', 'board-26x11']);
    const standard = join(out, 'board-13x9');
    expect(JSON.parse(readFileSync(join(standard, 'meta.json'), 'utf8')).scenarios).toEqual(NAPO_IDS);
    for (const id of NAPO_IDS) expect(readdirSync(join(standard, id)).sort()).toEqual(['games-000000-000000.jsonl.gz', 'shard-000000-000000.npz']);
    const game = await contractFromId('506');
    checkContractShard(game, join(standard, NAPO_IDS[5], 'shard-000000-000000.npz'), join(standard, NAPO_IDS[5], 'games-000000-000000.jsonl.gz'));
    const epic = join(out, 'board-20x11', '601-epic-austerlitz');
    checkContractShard(await contractFromId('601'), join(epic, 'shard-000000-000000.npz'), join(epic, 'games-000000-000000.jsonl.gz'));
    expect(JSON.parse(readFileSync(join(out, 'board-26x11', 'meta.json'), 'utf8')).scenarios).toEqual(['602-la-grande-austerlitz']);

    const mixed = await runVex(['selfplay', '--scenario', '501,akragas', '--games', '1', '--agent', 'random', '--out', join(dir, 'mixed')]);
    expect(mixed.code).toBe(2);
    expect(hasStackTrace(mixed.stderr)).toBe(false);
    expect(mixed.stderr).toBe('vex: scenario 001-akragas belongs to ancients, 501-sokolnitz-telnitz to napoleonics: one engine per --out\n');
  }, 180_000);
});
