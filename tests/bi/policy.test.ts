// The fixed policy index and chance index of Blood & Iron (src/games/blood-and-iron/policy.ts),
// checked over complete random games of every bundled scenario (and the free setup of seed 11.1):
// every legal decision code has an index in range, distinct from the other legal codes' indices,
// and the same index wherever it is legal (melee and advance: wherever the unit stands on the same
// hex, since they index the direction to the target); every chance outcome has a distinct chance
// index in range; the blocks tile the index.
import { describe, it, expect } from 'vitest';
import { createGame } from '../../src/games/load.js';
import { BI_SCENARIO_IDS } from '../../src/games/blood-and-iron/loader.js';
import type { BiContractGame, BiContractState } from '../../src/games/blood-and-iron/contract.js';
import { Rng } from '../../src/agents/rng.js';

const MELEE = 6, ADVANCE = 15;

async function check(id: string, rules: Record<string, number>, seeds: number[]) {
  const game = (await createGame({ game: 'blood-and-iron', scenario: id, rules })) as BiContractGame;
  const enc = game.encoding;
  expect(enc.POLICY_SIZE).toBeGreaterThan(0);
  // the blocks tile [0, POLICY_SIZE)
  let at = 0;
  for (const b of enc.POLICY_BLOCKS!) { expect(b.start).toBe(at); at += b.size; }
  expect(at).toBe(enc.POLICY_SIZE);
  const seen = new Map<string, number>();
  const kinds = new Set<number>();
  const buf = new Int32Array(game.maxActions);
  for (const seed of seeds) {
    const s = game.newState() as BiContractState;
    const rng = new Rng(seed);
    game.seedChance(seed);
    for (let step = 0; step < game.maxLength && !s.isTerminal(); step++) {
      const n = s.legal(buf);
      const ix = new Set<number>();
      if (s.isChance()) {
        for (let i = 0; i < n; i++) {
          const c = game.chanceIndex(buf[i]);
          expect(c, `chance code ${buf[i]}`).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThan(enc.CHANCE_SIZE!);
          expect(s.policyIndex(buf[i])).toBe(-1);
          ix.add(c);
        }
        expect(ix.size).toBe(n);
        s.sampleChance();
        continue;
      }
      for (let i = 0; i < n; i++) {
        const code = buf[i], k = code & 31, p = s.policyIndex(code);
        kinds.add(k);
        expect(p, `${game.actionText(code)} in ${id}`).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThan(enc.POLICY_SIZE);
        expect(game.chanceIndex(code)).toBe(-1);
        ix.add(p);
        const key = k === MELEE || k === ADVANCE ? `${code}@${game.bi.core.unitHex(s.bi.ptr, (code >> 5) & 127)}` : `${code}`;
        const before = seen.get(key);
        if (before !== undefined) expect(p, `${game.actionText(code)}: stable`).toBe(before);
        else seen.set(key, p);
      }
      expect(ix.size, `distinct indices at step ${step}`).toBe(n);
      expect(s.apply(buf[rng.below(n)])).toBe(true);
    }
    expect(s.isTerminal()).toBe(true);
    s.free();
  }
  return kinds;
}

describe('Blood & Iron policy index', () => {
  it('froeschweiler: every legal code of random games has a distinct, stable index in range', async () => {
    const kinds = await check('froeschweiler', {}, [1]);
    // moves, fire, melee, commands and reinforcements all met
    for (const k of [0, 1, 3, 4, 5, 6, 7, 8, 11]) expect(kinds.has(k), `kind ${k}`).toBe(true);
  }, 120_000);
  it('the other bundled scenarios and the free setup (seed 11.1)', async () => {
    for (const id of BI_SCENARIO_IDS.filter((x) => x !== 'froeschweiler')) await check(id, {}, [3]);
    const kinds = await check('froeschweiler', { freeSetup: 1 }, [4]);
    expect(kinds.has(20)).toBe(true); // SETUP
  }, 120_000);
  it('sizes follow the scenario: U*30 + L*8 + 2*N*U + 2*N + 5', async () => {
    const g = (await createGame({ game: 'blood-and-iron', scenario: 'froeschweiler' })) as BiContractGame;
    const U = 52, L = 16, N = 280;
    expect(g.encoding.POLICY_SIZE).toBe(5 + U * 24 + L * 6 + U * 3 + L * 2 + 2 * N * U + 2 * N);
    expect(g.encoding.CHANCE_SIZE).toBe(16);
  });
});
