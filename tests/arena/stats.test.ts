// Arena statistics (issue 4): score, Elo difference and its interval, the GSPRT; and one small
// `vex arena --json` run through the command.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { eloFromScore, scoreFromElo, eloInterval, scoreA, sprtLlr, sprtVerdict, sprtBounds } from '../../src/arena/stats.js';

describe('arena statistics', () => {
  it('Elo and score are inverse functions; 75% is about +191 Elo', () => {
    expect(eloFromScore(0.5)).toBeCloseTo(0, 9);
    expect(eloFromScore(0.75)).toBeCloseTo(190.85, 1);
    for (const e of [-300, -50, 0, 120, 400]) expect(eloFromScore(scoreFromElo(e))).toBeCloseTo(e, 6);
  });

  it('the interval contains the estimate and narrows with more games', () => {
    const small = eloInterval({ winsA: 15, winsB: 5, draws: 0 });
    const large = eloInterval({ winsA: 150, winsB: 50, draws: 0 });
    expect(scoreA({ winsA: 15, winsB: 5, draws: 0 })).toBe(0.75);
    expect(small.low).toBeLessThan(small.elo);
    expect(small.high).toBeGreaterThan(small.elo);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it('the SPRT accepts H1 for a clearly stronger A, H0 for a clearly weaker one, and waits in between', () => {
    const s = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };
    const b = sprtBounds(s);
    expect(b.lower).toBeCloseTo(Math.log(0.05 / 0.95), 9);
    expect(sprtVerdict({ winsA: 300, winsB: 100, draws: 0 }, s)).toBe('H1');
    expect(sprtVerdict({ winsA: 100, winsB: 300, draws: 0 }, s)).toBe('H0');
    expect(sprtVerdict({ winsA: 6, winsB: 5, draws: 1 }, s)).toBe('continue');
    expect(sprtLlr({ winsA: 300, winsB: 100, draws: 0 }, s)).toBeGreaterThan(b.upper);
  });
});

describe('vex arena', () => {
  it('plays paired games and prints one JSON summary with the required fields', () => {
    const out = execFileSync('node', ['bin/vex.js', 'arena', '--a', 'greedy', '--b', 'random', '--games', '4', '--seed', '2', '--json', '--no-progress'], { encoding: 'utf8' });
    const j = JSON.parse(out.trim());
    for (const k of ['games', 'winsA', 'winsB', 'draws', 'winRateA', 'elo', 'eloLow', 'eloHigh']) expect(j).toHaveProperty(k);
    expect(j.games).toBe(4);
    expect(j.winsA + j.winsB + j.draws).toBe(4);
  }, 120_000);

  it('refuses an odd number of games with one line and exit code 2', () => {
    let code = 0, err = '';
    try {
      execFileSync('node', ['bin/vex.js', 'arena', '--a', 'greedy', '--b', 'random', '--games', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const x = e as { status: number; stderr: string };
      code = x.status;
      err = x.stderr;
    }
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/--games must be even/);
  });
});
