// `vex perft` and `vex play` on Blood & Iron scenarios (over the game contract, src/cli/commands/
// perft.ts and play-contract.ts), through the real launcher; bad input is one clean line.
import { describe, expect, it } from 'vitest';
import { runVex, hasStackTrace } from './run-vex.js';

function expectCleanError(r: { code: number | null; stderr: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  const first = r.stderr.split('\n').filter((l) => l !== '')[0];
  expect(first).toMatch(/^vex: /);
  expect(first).toMatch(pattern);
  expect(hasStackTrace(r.stderr)).toBe(false);
}

describe('vex on Blood & Iron scenarios', () => {
  it('perft counts the facade\'s tree (sedan-floing 10 / 100 / 9500, tests/bi/perft.test.ts)', async () => {
    const r = await runVex(['perft', '-s', 'sedan-floing', '-d', '3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^perft sedan-floing depth 3: 9500 \(/);
    const d = await runVex(['perft', '-s', 'sedan-floing', '-d', '1', '--divide', '--actions', 'die 5']);
    expect(d.code).toBe(0);
    expect(d.stdout.trim().split('\n')).toEqual([...Array.from({ length: 10 }, (_, i) => `die ${i + 1}: 1`), 'total: 10']);
  });

  it('perft refuses bad --actions with one line', async () => {
    expectCleanError(await runVex(['perft', '-s', 'sedan-floing', '-d', '1', '--actions', 'jump']), 2, /--actions: unknown action "jump"/);
    expectCleanError(await runVex(['perft', '-s', 'sedan-floing', '-d', '1', '--actions', 'die 5, pass']), 2, /--actions: "pass" is not legal here/);
  });

  it('play runs a complete game and repeats it from the same seed', async () => {
    const args = ['play', '-s', 'sedan-floing', '--bottom', 'greedy', '--top', 'random', '--seed', '3'];
    const a = await runVex(args), b = await runVex(args);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^turn 17 prussian: /);
    expect(a.stdout).toMatch(/\nresult: (prussian wins|french wins|draw), VP \d+-\d+, turn 20, \d+ decisions\n$/);
    expect(b.stdout).toBe(a.stdout);
    const m = await runVex(['play', '-s', 'sedan-floing', '--bottom', 'mcts:sims=10,cut=10,turns=0', '--top', 'random', '--games', '2', '--quiet']);
    expect(m.code).toBe(0);
    expect(m.stdout).toMatch(/sedan-floing: prussian \(mcts:sims=10,cut=10,turns=0\) \d wins, french \(random\) \d wins.* in 2 games\n$/);
  });

  it('play --log refuses a game with a human player (contract records: tests/cli/play-log-contract.test.ts)', async () => {
    expectCleanError(await runVex(['play', '-s', 'sedan-floing', '--top', 'human', '--log', '/tmp/never.jsonl']), 2, /--log: a game with a human player cannot be re-simulated from a record/);
  });
});
