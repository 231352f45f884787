// `vex arena` on a Blood & Iron scenario (the arena builds any engine's game through contractFromId):
// paired games, a JSON summary per scenario, and one clear line for an unknown scenario.
import { describe, it, expect } from 'vitest';
import { runVex, hasStackTrace } from '../cli/run-vex.js';

describe('vex arena on Blood & Iron', () => {
  it('plays paired games of sedan-floing and reports them', async () => {
    const r = await runVex(['arena', '--a', 'greedy', '--b', 'random', '--games', '2', '--scenario', 'sedan-floing', '--seed', '3', '--jobs', '1', '--json', '--no-progress']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(s.scenarios).toEqual(['sedan-floing']);
    expect(s.games).toBe(2);
    expect(s.winsA + s.winsB + s.draws).toBe(2);
    expect(s.perScenario['sedan-floing'].turns).toBe(20); // Floing ends after turn 20 (seed 12.52)
  }, 120_000);

  it('an unknown scenario is one line and a non-zero exit', async () => {
    const r = await runVex(['arena', '--a', 'greedy', '--b', 'random', '--games', '2', '--scenario', 'sedan-nowhere']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('unknown scenario "sedan-nowhere"');
    expect(hasStackTrace(r.stderr)).toBe(false);
  }, 60_000);
});
