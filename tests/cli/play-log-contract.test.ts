// `vex play --log` on engines other than Ancients (Napoleonics 501, EPIC 601 with 4 seats, Blood &
// Iron sedan-floing), through the real launcher: the file holds contract records
// (src/selfplay/contract-record.ts), `vex replay` re-simulates them, a tampered chance outcome or
// result is refused with one line and exit 1, and the same seed writes the same record.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVex, hasStackTrace } from './run-vex.js';
import { suiteTempDir } from '../temp-dir.js';
import { checkContractRecord, CONTRACT_RECORD_FORMAT, CONTRACT_RECORD_VERSION, type ContractGameRecord } from '../../src/selfplay/contract-record.js';

const tmp = suiteTempDir('vex-playlog-');

function expectCleanError(r: { code: number | null; stdout: string; stderr: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  const lines = r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('vex: note: '));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^vex: /);
  expect(lines[0]).toMatch(pattern);
  expect(hasStackTrace(r.stderr)).toBe(false);
}

function readLog(file: string): ContractGameRecord[] {
  const bytes = readFileSync(file);
  const text = file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return text.trim().split('\n').map((l) => checkContractRecord(JSON.parse(l)));
}

function writeLog(file: string, r: ContractGameRecord): string {
  writeFileSync(file, JSON.stringify(r) + '\n');
  return file;
}

/** Replaces the first die roll by another face the record rolled elsewhere (a legal but different outcome). */
function tamperDie(r: ContractGameRecord): number {
  const isDie = (i: number) => r.seats![i] === -1 && r.actions[i].startsWith('die');
  const i = r.codes.findIndex((_, k) => isDie(k));
  const j = r.codes.findIndex((c, k) => isDie(k) && r.actions[k] !== r.actions[i]);
  expect(i).toBeGreaterThanOrEqual(0);
  expect(j).toBeGreaterThanOrEqual(0);
  r.codes[i] = r.codes[j];
  r.actions[i] = r.actions[j];
  return i;
}

const CASES = [
  { name: '501 (Napoleonics)', args: ['501'], game: 'napoleonics', id: '501-sokolnitz-telnitz', seats: 2 },
  // the EPIC game is cut at 300 actions (a step-limit record) to keep the file short
  { name: '601 with --seats 4 (EPIC)', args: ['601', '--seats', '4', '--max-steps', '300'], game: 'napoleonics', id: '601-epic-austerlitz', seats: 4 },
  { name: 'sedan-floing (Blood & Iron)', args: ['sedan-floing'], game: 'blood-and-iron', id: 'sedan-floing', seats: 2 },
];

describe.each(CASES)('vex play --log on $name', ({ args, game, id, seats }) => {
  const play = (file: string, extra: string[] = []) =>
    runVex(['play', ...args, '--bottom', 'random', '--top', 'greedy', '--seed', '1', '--quiet', '--log', file, ...extra]);
  const file = join(tmp, `${id}.jsonl`);

  it('writes a contract record that vex replay re-simulates', async () => {
    const p = await play(file);
    expect(p.code).toBe(0);
    expect(p.stderr).toContain(`vex: 1 game record written to ${file}`);
    const [r] = readLog(file);
    expect(r.format).toBe(CONTRACT_RECORD_FORMAT);
    expect(r.version).toBe(CONTRACT_RECORD_VERSION);
    expect(r.game).toBe(game);
    expect(r.scenario.id).toBe(id);
    expect(r.seed).toBe(1);
    expect(r.agents).toEqual(['random', 'greedy']);
    expect(r.seatSides).toHaveLength(seats);
    expect(r.seats!.filter((s) => s >= 0).length).toBe(r.decisions);
    expect(new Set(r.seats!.filter((s) => s >= 0)).size).toBe(seats); // every seat acted
    // the result line play printed is the record's game
    expect(p.stdout).toMatch(new RegExp(`^result: .*turn ${r.turns}, ${r.decisions} decisions\\n$`));
    expect(r.result.reason).toBe(args.includes('--max-steps') ? 'step-limit' : 'terminal');
    const rep = await runVex(['replay', file]);
    expect(rep.stderr).toBe('');
    expect(rep.code).toBe(0);
    expect(rep.stdout).toMatch(new RegExp(`^replay \\(${id}, seed 1, random vs greedy\\): reproduced ${r.codes.length} actions and the agents' choices — `));
  });

  it('the same seed writes the same record', async () => {
    const again = join(tmp, `${id}-again.jsonl`);
    expect((await play(again)).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(file, 'utf8'));
  });

  it('replay refuses a tampered die roll and a changed result with one line', async () => {
    const [r] = readLog(file);
    const i = tamperDie(r);
    const die = await runVex(['replay', writeLog(join(tmp, `${id}-die.jsonl`), r)]);
    expectCleanError(die, 1, new RegExp(`^vex: replay \\(seed 1\\): re-simulation diverges at action ${i + 1} `));
    const [w] = readLog(file);
    w.result.winner = w.result.winner === 0 ? 1 : 0;
    const res = await runVex(['replay', '--no-resimulate', writeLog(join(tmp, `${id}-winner.jsonl`), w)]);
    expectCleanError(res, 1, /^vex: replay \(seed 1\): result differs: recorded /);
  });
});

describe('vex play --log: several games, gzip, human players', () => {
  it('--games 2 into a .gz file: two records, consecutive seeds, both replay', async () => {
    const file = join(tmp, 'two.jsonl.gz');
    const p = await runVex(['play', '501', '--seed', '5', '--games', '2', '--max-steps', '60', '--quiet', '--log', file]);
    expect(p.code).toBe(0);
    const recs = readLog(file);
    expect(recs.map((r) => r.seed)).toEqual([5, 6]);
    expect(recs.map((r) => r.result.reason)).toEqual(['step-limit', 'step-limit']);
    expect(recs.every((r) => r.codes.length === 60 && r.result.winner === null)).toBe(true);
    const rep = await runVex(['replay', file]);
    expect(rep.code).toBe(0);
    expect(rep.stdout).toMatch(/^game 1 \(501-sokolnitz-telnitz, seed 5, greedy vs random\): reproduced 60 actions and the agents' choices — unfinished after 60 steps/);
    expect(rep.stdout).toMatch(/\n2 games reproduced\n$/);
  });

  it('a game with a human player is not recorded (as for Ancients): one line, exit 2', async () => {
    // 501 and sedan-floing: tests/cli/vex-napoleonics.test.ts, vex-bi.test.ts
    for (const a of [['601', '--seats', '4'], ['akragas']]) {
      expectCleanError(await runVex(['play', ...a, '--top', 'human', '--log', join(tmp, 'never.jsonl')]), 2,
        /^vex: --log: a game with a human player cannot be re-simulated from a record$/);
    }
  });
});
