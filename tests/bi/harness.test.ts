// Random-play invariant harness for the three Blood & Iron scenarios, with the C&C harness's checks
// (tests/harness/random-play.ts) on every game: at every step the core's structural invariants
// hold (assembly/bi/invariants.ts), legal lists are non-empty and duplicate-free, an action outside
// the list is refused without a change, chance outcomes sum to 1 and the sampled one is legal; every
// 8th step a clone is byte-equal and stays equal under the same action, a save/load byte round trip
// gives the same state, and every legal code round-trips through its stateless text (the
// contract's notation); every game ends with zero-sum returns that agree with the VP totals (or the
// occupy condition) and no legal action, and replaying its actions gives the same final bytes
// (determinism). 200 games per scenario (BI_HARNESS_GAMES shortens a local run). Seeded throughout.
import { describe, it, expect, beforeAll } from 'vitest';
import { BiGame, type BiState } from '../../src/games/blood-and-iron/state.js';
import { BI_SCENARIO_IDS } from '../../src/games/blood-and-iron/loader.js';
import { codeText, parseCodeText } from '../../src/games/blood-and-iron/code-text.js';

const GAMES = Number(process.env.BI_HARNESS_GAMES ?? 200); // per scenario, every step checked
const EVERY = 8; // the costlier checks (clone, save/load, action texts) every EVERY-th step
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

  it(`${GAMES} games with every step checked (invariants, legal lists, chance, refusals, clones, save/load, texts, determinism)`, () => {
    // plain checks inside the loop (an expect() per step would dominate the run time)
    const check = (ok: boolean, what: string) => { if (!ok) throw new Error(`${id}: ${what}`); };
    const core = g.core;
    const spare = g.newState();
    const blank = g.newState();
    const wins = [0, 0, 0];
    for (let game = 0; game < GAMES; game++) {
      const rnd = mulberry(1000 + game);
      g.seed(77 + game);
      const s = g.newState();
      const played: number[] = [];
      while (!s.isTerminal()) {
        const step = played.length;
        check(step < MAX_ACTIONS, 'game too long');
        const inv = core.checkInvariants(s.ptr);
        check(inv === 0, `invariant ${inv} broken at step ${step} of game ${game}`);
        const legal = s.legalActions();
        check(legal.length > 0, `no legal action at step ${step}`);
        check(new Set(legal).size === legal.length, `duplicate legal actions at step ${step}`);
        // an action outside the list is refused and changes nothing (compared with a copy, in wasm)
        core.stateCopy(spare.ptr, s.ptr);
        let bad = (legal[Math.floor(rnd() * legal.length)] + 32) | 0;
        while (legal.includes(bad)) bad = (bad + 32) | 0;
        check(core.applyAction(s.ptr, bad) !== 0, `illegal code ${bad} accepted at step ${step}`);
        check(spare.equals(s), `a refused action changed the state at step ${step}`);
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
        if (step % EVERY === 0) {
          const saved = s.bytes();
          core.stateCopy(spare.ptr, blank.ptr); // spare held s: overwrite it first
          new Uint8Array(core.memory.buffer, spare.ptr, core.stateSize()).set(saved);
          check(spare.equals(s), `save/load round trip changed the state at step ${step}`);
          for (const x of legal) {
            const back = parseCodeText(g, codeText(g, x));
            check('code' in back && back.code === x, `text round trip failed for ${codeText(g, x)} at step ${step}`);
          }
          const c = s.clone();
          check(c.equals(s), 'clone differs');
          c.apply(a);
          s.apply(a);
          check(c.equals(s), 'clone diverged under the same action');
          c.free();
        } else s.apply(a);
        played.push(a);
      }
      check(core.checkInvariants(s.ptr) === 0, 'invariant broken at the end');
      checkTerminal(s);
      const r = s.returns();
      wins[r[0] === 1 ? 0 : r[0] === -1 ? 1 : 2]++;
      const re = g.newState();
      for (const a of played) re.apply(a);
      expect(re.equals(s)).toBe(true);
      re.free();
      s.free();
    }
    spare.free();
    blank.free();
    expect(wins[0] + wins[1] + wins[2]).toBe(GAMES);
  }, 1_800_000);
});

describe('checkInvariants (assembly/bi/invariants.ts) catches broken states', () => {
  it('0 on a fresh state; 3 for a unit missing from its hex slots; 6 for a chit lost from the cup (B7); 1 for a winner before the end', async () => {
    const g = await BiGame.create('sedan-floing', 'release');
    const c = g.core;
    const fresh = g.newState();
    expect(c.checkInvariants(fresh.ptr)).toBe(0);
    const s = fresh.clone();
    const bytes = () => new Uint8Array(c.memory.buffer, s.ptr, c.stateSize());
    const O_UNITAT = 1808; // state.ts layout: unitAt[MAX_HEX][2] u8
    expect(c.unitHex(s.ptr, g.unitIndex('fr-37l'))).toBe(3611);
    bytes()[O_UNITAT + 2 * c.hexIndex(3611)] = 255; // fr-37l stands on 3611, its hex's slot is emptied
    expect(c.checkInvariants(s.ptr)).toBe(3);
    const t = fresh.clone();
    c.testSetCup(t.ptr, 1, 2, c.cupOf(t.ptr, 1, 2) - 1);
    expect(c.checkInvariants(t.ptr)).toBe(6);
    const w = fresh.clone();
    new Uint8Array(c.memory.buffer, w.ptr, c.stateSize())[3] = 0; // winner byte (state.ts layout), game not over
    expect(c.checkInvariants(w.ptr)).toBe(1);
    for (const x of [fresh, s, t, w]) x.free();
  });
});
