// `--seats N` on vex play, arena, selfplay and serve, and `--seat-plan` (issue 19 part 4,
// docs/cli.md "Seats"): bad values are one line and a non-zero exit; an Ancients scenario has two
// seats only; `vex play` over the contract names the seat to act when a side has several seats
// (in-process on the team fixture, tests/fixtures/team-game.ts, which the shipped `vex` never loads).
import { describe, it, expect, vi, afterEach } from 'vitest';
import { runVex, hasStackTrace } from './run-vex.js';
import { playContractGames } from '../../src/cli/commands/play-contract.js';
import { seatsOption, UsageError } from '../../src/cli/errors.js';
import { createAgent } from '../../src/agents/registry.js';
import { TeamGame } from '../fixtures/team-game.js';

afterEach(() => { vi.restoreAllMocks(); });

describe('--seats', () => {
  it('parses 2, 4, 6, 8 and refuses anything else with a usage error', () => {
    expect(seatsOption(undefined)).toBe(2);
    expect(seatsOption('4')).toBe(4);
    expect(seatsOption(' 8 ')).toBe(8);
    for (const bad of ['3', '0', '10', 'four', '-2', '4.0']) {
      expect(() => seatsOption(bad)).toThrow(UsageError);
      expect(() => seatsOption(bad)).toThrow(/^--seats: seats must be one of 2, 4, 6, 8, got /);
    }
  });

  it('vex play|arena|selfplay|serve: a bad --seats is one line, exit 2', async () => {
    const runs = await Promise.all([
      runVex(['play', 'akragas', '--seats', '5']),
      runVex(['arena', '-a', 'random', '-b', 'random', '--seats', 'x']),
      runVex(['selfplay', '--out', '/tmp/vex-never-written', '--seats', '7']),
      runVex(['serve', '--seats', '3']),
    ]);
    for (const r of runs) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^vex: --seats: seats must be one of 2, 4, 6, 8, got "?\w+"?\n$/);
      expect(hasStackTrace(r.stderr)).toBe(false);
    }
  });

  it('an Ancients scenario has two seats; a bad --seat-plan is a usage error', async () => {
    const [play, arena, plan] = await Promise.all([
      runVex(['play', 'akragas', '--seats', '4']),
      runVex(['arena', '-a', 'random', '-b', 'random', '-s', 'akragas', '--seats', '4', '-n', '2', '--no-progress']),
      runVex(['arena', '-a', 'random', '-b', 'random', '--seat-plan', 'ab;ba']),
    ]);
    expect(play.code).toBe(2);
    expect(play.stderr).toBe('vex: --seats: Ancients scenarios have 2 seats ("akragas" is an Ancients scenario)\n');
    expect(arena.code).toBe(1);
    expect(arena.stderr).toMatch(/^vex: 001-akragas cannot be played with 4 seats \(seats\): unknown rule option "seats"/);
    expect(plan.code).toBe(2);
    expect(plan.stderr).toBe('vex: --seat-plan expects one group of letters a/b per side, comma-separated (e.g. "ab,ba"), got "ab;ba"\n');
  });
});

describe('vex play over the contract with several seats a side', () => {
  it('names the seat to act on each line; each side\'s agent plays all its seats', async () => {
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => { out.push(String(s)); return true; });
    await playContractGames(new TeamGame({ seats: 4 }), [createAgent('greedy:noise=0'), createAgent('random')], {
      seed: 2, games: 1, maxSteps: 100, quiet: false, sideNames: ['Red', 'Blue'], scoreName: 'points',
    });
    const lines = out.join('').trim().split('\n');
    expect(lines.slice(0, 4).map((l) => l.replace(/:.*/, ''))).toEqual([
      'turn 1 Red (red-lead)', 'turn 1 Blue (blue-lead)', 'turn 1 Red (red-1)', 'turn 1 Blue (blue-1)',
    ]);
    expect(lines[4]).toMatch(/^result: (Red wins|Blue wins|draw), points \d+-\d+, turn 1, 4 decisions$/);
  });
});
