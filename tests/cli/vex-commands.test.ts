// Every `vex` command through the real launcher (bin/vex.js), and every bad-input case: one line
// "vex: ..." on stderr, a non-zero exit, never a stack trace.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, beforeAll } from 'vitest';
import { runVex, hasStackTrace, ROOT } from './run-vex.js';
import { readRecords } from '../../src/selfplay/record.js';
import { suiteTempDir } from '../temp-dir.js';

const tmp = suiteTempDir('vex-cli-');
const AKRAGAS = join(ROOT, 'src/games/ancients/scenarios/001-akragas.json');

function expectCleanError(r: { code: number | null; stdout: string; stderr: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines.length).toBeGreaterThanOrEqual(1);
  expect(lines[0]).toMatch(/^vex: /);
  expect(lines[0]).toMatch(pattern);
  expect(hasStackTrace(r.stderr)).toBe(false);
  expect(hasStackTrace(r.stdout)).toBe(false);
}

describe('vex: help and version', () => {
  it('--help lists every command', async () => {
    const r = await runVex(['--help']);
    expect(r.code).toBe(0);
    for (const c of ['scenarios', 'validate', 'play', 'replay', 'perft', 'serve']) expect(r.stdout).toContain(c);
  });
  it('no arguments prints the help and succeeds', async () => {
    const r = await runVex([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: vex');
  });
  it('--version prints the engine version', async () => {
    const r = await runVex(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
  it('play --help lists the agents', async () => {
    const r = await runVex(['play', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/random/);
    expect(r.stdout).toMatch(/greedy/);
  });
});

describe('vex scenarios', () => {
  it('prints a table of the 15 shipped Ancients scenarios, the 8 Napoleonics ones (vex-napoleonics.test.ts), then the 3 Blood & Iron ones', async () => {
    const r = await runVex(['scenarios']);
    expect(r.code).toBe(0);
    const [ancients, napo, bi] = r.stdout.trim().split('\n\n').map((t) => t.split('\n'));
    expect(napo).toHaveLength(10);
    const lines = ancients;
    expect(lines).toHaveLength(16);
    expect(bi).toHaveLength(5);
    expect(bi[0]).toBe('Blood & Iron I (game blood-and-iron):');
    expect(bi[2]).toMatch(/^froeschweiler\s+Fr.*20x14\s+1-22\s+prussian \(28 units, 9 leaders\) vs french \(24 units, 7 leaders\)\s+vp$/);
    expect(bi[4]).toMatch(/^sedan-floing\s.*occupy$/);
    expect(lines[0]).toMatch(/^id\s+name\s+board/);
    expect(lines[1]).toMatch(/^001-akragas\s+Akragas/);
    expect(r.stdout).toContain('015-zama');
  });
  it('--json prints the summaries', async () => {
    const r = await runVex(['scenarios', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as Array<{ game: string; id: string; banners: number[] }>;
    expect(list).toHaveLength(26);
    expect(list.filter((x) => x.game === 'ancients')).toHaveLength(15);
    expect(list.filter((x) => x.game === 'napoleonics')).toHaveLength(8); // 501-506, then 601 EPIC and 602 La Grande
    expect(list.filter((x) => x.game === 'blood-and-iron').map((x) => x.id)).toEqual(['froeschweiler', 'froeschweiler-battle', 'sedan-floing']);
    expect(list[0].id).toBe('001-akragas');
    expect(list[0].banners).toEqual([5, 5]);
  });
  it('rejects an unknown option', async () => {
    expectCleanError(await runVex(['scenarios', '--jsn']), 2, /unknown option '--jsn'/);
  });
});

describe('vex validate', () => {
  it('accepts a shipped scenario file', async () => {
    const r = await runVex(['validate', AKRAGAS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ok — 001-akragas "Akragas"/);
  });
  it('prints every problem with its field path', async () => {
    const sc = JSON.parse(readFileSync(AKRAGAS, 'utf8'));
    sc.sides.bottom.banners = -1;
    delete sc.name;
    const file = join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify(sc));
    const r = await runVex(['validate', file]);
    expectCleanError(r, 1, /invalid scenario \(2 problems\)/);
    expect(r.stderr).toMatch(/sides\.bottom\.banners/);
    expect(r.stderr).toMatch(/name: required field is missing/);
  });
  it('reports a hex that is not on the board by its path', async () => {
    const sc = JSON.parse(readFileSync(AKRAGAS, 'utf8'));
    sc.units[0].hex = 'Z99';
    const file = join(tmp, 'badhex.json');
    writeFileSync(file, JSON.stringify(sc));
    const r = await runVex(['validate', file]);
    expectCleanError(r, 1, /invalid scenario/);
    expect(r.stderr).toMatch(/units\[0\]\.hex/);
  });
  it('invalid JSON is one line', async () => {
    const file = join(tmp, 'garbage.json');
    writeFileSync(file, '{ not json');
    const r = await runVex(['validate', file]);
    expectCleanError(r, 1, /invalid JSON/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
  it('a missing file is one line', async () => {
    const r = await runVex(['validate', join(tmp, 'nope.json')]);
    expectCleanError(r, 1, /cannot read scenario file/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
  it('a directory is one line', async () => {
    const dir = join(tmp, 'adir.json');
    mkdirSync(dir, { recursive: true });
    expectCleanError(await runVex(['validate', dir]), 1, /cannot read scenario file/);
  });
  it('a missing argument is a usage error', async () => {
    expectCleanError(await runVex(['validate']), 2, /missing required argument 'file'/);
  });
  it('an extra argument is a usage error', async () => {
    expectCleanError(await runVex(['validate', AKRAGAS, 'extra']), 2, /too many arguments/);
  });
});

describe('vex play and replay', () => {
  let logFile = '';
  let playOut = '';
  beforeAll(async () => {
    logFile = join(tmp, 'one.jsonl');
    const r = await runVex(['play', '--scenario', 'akragas', '--bottom', 'greedy', '--top', 'random', '--seed', '7', '--log', logFile]);
    expect(r.stderr).not.toMatch(/at /);
    expect(r.code).toBe(0);
    playOut = r.stdout;
  });

  it('prints one line per turn and the result', () => {
    const lines = playOut.trim().split('\n');
    expect(lines[0]).toMatch(/^deal: draw:/);
    expect(lines[1]).toMatch(/^turn 1 (bottom|top) \((Syracusan|Carthaginian)\): play:/);
    expect(lines.at(-1)).toMatch(/^result: (bottom wins|top wins|draw|unfinished)/);
  });

  it('writes a record that replays', async () => {
    const [rec] = await readRecords(logFile);
    expect(rec.scenario.id).toBe('001-akragas');
    expect(rec.seed).toBe(7);
    expect(rec.agents).toEqual({ bottom: 'greedy', top: 'random' });
    expect(rec.actions.length).toBeGreaterThan(rec.decisions);
    const r = await runVex(['replay', logFile]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/reproduced \d+ actions and the agents' choices/);
  });

  it('the same seed gives the same game', async () => {
    const r = await runVex(['play', '--scenario', '001', '--bottom', 'greedy', '--top', 'random', '--seed', '7']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(playOut);
  });

  it('--games N writes a gzip file of N records that replays; --quiet prints result lines', async () => {
    const gz = join(tmp, 'many.jsonl.gz');
    const r = await runVex(['play', '--bottom', 'random', '--top', 'random', '--games', '3', '--seed', '100', '--log', gz, '-q']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(4);
    expect(readFileSync(gz).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const recs = await readRecords(gz);
    expect(recs.map((x) => x.seed)).toEqual([100, 101, 102]);
    const rr = await runVex(['replay', gz]);
    expect(rr.code).toBe(0);
    expect(rr.stdout).toMatch(/3 games reproduced/);
  });

  it('a scenario file works as --scenario', async () => {
    const r = await runVex(['play', '--scenario', AKRAGAS, '--bottom', 'random', '--top', 'random', '--seed', '1', '-q']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^result: /);
  });

  it('replay detects a tampered record', async () => {
    const [rec] = await readRecords(logFile);
    const i = rec.actions.findIndex((a) => a.startsWith('die:'));
    rec.actions[i] = rec.actions[i] === 'die:flag' ? 'die:light' : 'die:flag';
    const bad = join(tmp, 'tampered.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    const r = await runVex(['replay', bad]);
    expectCleanError(r, 1, /seed 7/);
  });

  it('replay detects a changed result', async () => {
    const [rec] = await readRecords(logFile);
    rec.result.winner = rec.result.winner === 'bottom' ? 'top' : 'bottom';
    const bad = join(tmp, 'result.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    expectCleanError(await runVex(['replay', '--no-resimulate', bad]), 1, /result differs/);
  });

  it('replay detects an illegal action', async () => {
    const [rec] = await readRecords(logFile);
    rec.actions[5] = 'move:A1-M9';
    const bad = join(tmp, 'illegal.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    expectCleanError(await runVex(['replay', bad]), 1, /action 6 "move:A1-M9"/);
  });

  it('replay rejects a record of a changed scenario', async () => {
    const [rec] = await readRecords(logFile);
    rec.scenario.hash = '0000000000000000';
    const bad = join(tmp, 'hash.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    expectCleanError(await runVex(['replay', bad]), 1, /has changed since the record was made/);
  });

  it('replay rejects unknown agents in a record', async () => {
    const [rec] = await readRecords(logFile);
    rec.agents.top = 'oracle:depth=10';
    const bad = join(tmp, 'agent.jsonl');
    writeFileSync(bad, JSON.stringify(rec) + '\n');
    expectCleanError(await runVex(['replay', bad]), 1, /cannot rebuild the agents: unknown agent "oracle"/);
  });

  it('replay: missing file, non-record, corrupt gzip, empty file', async () => {
    expectCleanError(await runVex(['replay', join(tmp, 'missing.jsonl')]), 1, /cannot read .*no such file/);
    const notRec = join(tmp, 'notrec.jsonl');
    writeFileSync(notRec, '{"hello": 1}\n');
    expectCleanError(await runVex(['replay', notRec]), 1, /line 1: not a game record: format/);
    const corrupt = join(tmp, 'corrupt.jsonl.gz');
    writeFileSync(corrupt, Buffer.concat([gzipSync('{"a":1}\n').subarray(0, 12)]));
    expectCleanError(await runVex(['replay', corrupt]), 1, /corrupt gzip/);
    const empty = join(tmp, 'empty.jsonl');
    writeFileSync(empty, '');
    expectCleanError(await runVex(['replay', empty]), 1, /no game records/);
  });
});

describe('vex play: bad input', () => {
  const cases: Array<[string[], number, RegExp]> = [
    [['play', '--sed', '3'], 2, /unknown option '--sed'/],
    [['play', '--bottom', 'alphazero'], 2, /--bottom: unknown agent "alphazero"/],
    [['play', '--top', 'greedy:depth=3'], 2, /--top: agent greedy: unknown parameter "depth"/],
    [['play', '--top', 'greedy:noise=abc'], 2, /noise=abc is not a number/],
    [['play', '--top', 'greedy:noise'], 2, /is not key=value/],
    [['play', '--seed', '-4'], 2, /--seed expects an integer/],
    [['play', '--seed', '99999999999'], 2, /--seed must be between/],
    [['play', '--games', '0'], 2, /--games must be between 1/],
    [['play', '--max-steps', 'many'], 2, /--max-steps expects an integer/],
    [['play', '--scenario', 'waterloo'], 1, /unknown scenario "waterloo"/],
    [['play', '--scenario', '/no/such/file.json'], 1, /cannot read scenario file/],
    [['play', '--seed'], 2, /option '--seed <n>' argument missing/],
    [['play', '-q', '--log', '/no/such/dir/x.jsonl'], 1, /cannot write \/no\/such\/dir\/x\.jsonl/],
    [['launch'], 2, /unknown command 'launch'/],
  ];
  for (const [args, code, pattern] of cases) {
    it(args.join(' '), async () => {
      expectCleanError(await runVex(args), code, pattern);
    });
  }
});

describe('vex perft', () => {
  it('counts the tree and agrees with --divide', async () => {
    const r = await runVex(['perft', '--scenario', 'akragas', '--depth', '2']);
    expect(r.code).toBe(0);
    const m = /^perft 001-akragas depth 2: (\d+) /.exec(r.stdout);
    expect(m).not.toBeNull();
    const d = await runVex(['perft', '--scenario', 'akragas', '--depth', '2', '--divide']);
    expect(d.code).toBe(0);
    const total = /total: (\d+)/.exec(d.stdout);
    expect(total?.[1]).toBe(m![1]);
    const rows = d.stdout.trim().split('\n').slice(0, -1);
    expect(rows.reduce((a, l) => a + Number(l.split(': ')[1]), 0)).toBe(Number(m![1]));
  });
  it('depth 0 is 1; --actions starts later in the game', async () => {
    const r = await runVex(['perft', '--scenario', '001', '--depth', '0']);
    expect(r.stdout).toMatch(/depth 0: 1 /);
    const a = await runVex(['perft', '--scenario', '001', '--depth', '1', '--actions', 'draw:o2l']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/depth 1: \d+/);
  });
  it('bad input', async () => {
    expectCleanError(await runVex(['perft', '--scenario', '001']), 2, /required option '-d, --depth <n>'/);
    expectCleanError(await runVex(['perft', '--depth', '1']), 2, /required option '-s, --scenario/);
    expectCleanError(await runVex(['perft', '--scenario', '001', '--depth', '99']), 2, /--depth must be between 0 and 12/);
    expectCleanError(await runVex(['perft', '--scenario', 'nowhere', '--depth', '1']), 1, /unknown scenario "nowhere"/);
    expectCleanError(await runVex(['perft', '--scenario', '001', '--depth', '1', '--actions', 'fly:A1']), 2, /--actions: cannot read action "fly:A1"/);
  });
});

describe('vex serve', () => {
  it('answers requests on stdout and exits when stdin ends', async () => {
    const input = [
      JSON.stringify({ id: 1, method: 'hello' }),
      'garbage',
      JSON.stringify({ id: 2, method: 'new', params: { scenario: 'akragas', seed: 1 } }),
      JSON.stringify({ id: 3, method: 'legal' }),
    ].join('\n') + '\n';
    const r = await runVex(['serve'], { input });
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ id: 1, result: { engine: 'vexillum', protocol: 1 } });
    expect(lines[1]).toMatchObject({ id: null, error: expect.stringMatching(/malformed JSON/) });
    expect(lines[2]).toMatchObject({ id: 2, result: { game: 1 } });
    expect(lines[3].result.chance).toBe(true);
    expect(r.stderr).toMatch(/ready/);
  });
  it('rejects unknown options', async () => {
    expectCleanError(await runVex(['serve', '--port', '80']), 2, /unknown option '--port'/);
  });
});
