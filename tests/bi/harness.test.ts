// Random-play invariant harness for the three Blood & Iron scenarios (the C&C checks): legal lists
// are non-empty, duplicate-free and accepted; an action outside the list is refused without a
// change; chance outcomes are legal and sum to 1; clones are byte-equal and stay equal under the
// same action; replaying a game's actions gives the same final bytes (determinism); every game ends
// with zero-sum returns that agree with the VP totals. Seeded throughout.
import { describe, it, expect, beforeAll } from 'vitest';
import { BiGame, type BiState } from '../../src/games/blood-and-iron/state.js';
import { BI_SCENARIO_IDS } from '../../src/games/blood-and-iron/loader.js';

const DETAILED_GAMES = 20; // per scenario, every step checked through the facade
const BULK_GAMES = Number(process.env.BI_HARNESS_GAMES ?? 200); // per scenario, played inside the core
const MAX_ACTIONS = 200_000;

function mulberry(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}

function checkTerminal(s: BiState) {
  const r = s.returns();
  expect(r[0] + r[1]).toBe(0);
  expect([-1, 0, 1]).toContain(r[0]);
  if (s.game.scenario.occupy === null) {
    const p = s.vp(0), f = s.vp(1);
    expect(r[0]).toBe(p > f ? 1 : p < f ? -1 : 0);
  }
  expect(s.legalActions()).toEqual([]);
}

describe.each(BI_SCENARIO_IDS.map((id) => [id]))('random play on %s', (id) => {
  let g: BiGame;
  beforeAll(async () => { g = await BiGame.create(id, 'release'); });

  it(`${DETAILED_GAMES} games with every step checked (legal lists, chance, clones, refusals, determinism)`, () => {
    // plain checks inside the loop (an expect() per step would dominate the run time)
    const check = (ok: boolean, what: string) => { if (!ok) throw new Error(`${id}: ${what}`); };
    for (let game = 0; game < DETAILED_GAMES; game++) {
      const rnd = mulberry(1000 + game);
      g.seed(77 + game);
      const s = g.newState();
      const played: number[] = [];
      while (!s.isTerminal()) {
        check(played.length < MAX_ACTIONS, 'game too long');
        const legal = s.legalActions();
        check(legal.length > 0, `no legal action at step ${played.length}`);
        check(new Set(legal).size === legal.length, `duplicate legal actions at step ${played.length}`);
        let a: number;
        if (s.isChance()) {
          check(s.currentPlayer() === 2, 'chance node not owned by chance');
          const sum = s.chanceOutcomes().reduce((x, o) => x + o.prob, 0);
          check(Math.abs(sum - 1) < 1e-9, `chance outcomes sum to ${sum}`);
          a = s.sampleChance();
          check(legal.includes(a), 'sampled outcome not legal');
        } else {
          check(s.currentPlayer() === 0 || s.currentPlayer() === 1, 'decision without a player');
          a = legal[Math.floor(rnd() * legal.length)];
        }
        if (played.length % 7 === 0) {
          const before = s.bytes();
          let bad = (a + 32) | 0;
          while (legal.includes(bad)) bad = (bad + 32) | 0;
          let refused = false;
          try { s.apply(bad); } catch (e) { refused = /illegal action/.test((e as Error).message); }
          check(refused, 'an illegal action was accepted');
          const after = s.bytes();
          check(before.every((v, i) => v === after[i]), 'a refused action changed the state');
          const c = s.clone();
          check(c.equals(s), 'clone differs');
          c.apply(a);
          s.apply(a);
          check(c.equals(s), 'clone diverged under the same action');
          c.free();
        } else s.apply(a);
        played.push(a);
      }
      checkTerminal(s);
      const r = g.newState();
      for (const a of played) r.apply(a);
      expect(r.equals(s)).toBe(true);
    }
  });

  it(`${BULK_GAMES} complete games played inside the core end with consistent results`, () => {
    const wins = [0, 0, 0];
    for (let game = 0; game < BULK_GAMES; game++) {
      g.seed(5000 + game);
      const s = g.newState();
      const n = g.core.randomPlayout(s.ptr, MAX_ACTIONS);
      expect(n).toBeLessThan(MAX_ACTIONS);
      expect(s.isTerminal()).toBe(true);
      checkTerminal(s);
      const r = s.returns();
      wins[r[0] === 1 ? 0 : r[0] === -1 ? 1 : 2]++;
    }
    expect(wins[0] + wins[1] + wins[2]).toBe(BULK_GAMES);
  });
});
