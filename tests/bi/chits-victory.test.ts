// Rules digest 1.1 "Strength chits" (seed 9.1), B7, ORIGINAL H1 (when a chit is seen), the no-peek
// guarantee of determinization, and victory / game length (seed 11.2, 11.3, 12.5, R1).
import { describe, it, expect } from 'vitest';
import { inlineGame, position, roll, act, pending, hexOf, E, P, F, INF, ART, A, B, C, D, T1, T2, T3, T4, T5, T6, INCMD, REVEALED } from './helpers.js';
import type { BiState } from '../../src/games/blood-and-iron/state.js';

async function chitGame() {
  return inlineGame({
    units: [
      { id: 'de-art', side: P, type: ART, hex: 503 },
      { id: 'fr-a', side: F, rating: B, hex: 505 },
      { id: 'fr-d', side: F, rating: D, hex: 909 },
      { id: 'de-b', side: P, hex: 101 },
    ],
  });
}

describe('9.1 strength chits (B7)', () => {
  it('a unit draws its chit when first in combat: a chance node weighted by the cup', async () => {
    const g = await chitGame();
    const { Stage, APhase, Act } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 503, 255, 0, INCMD], [1, 505, 255, 0, INCMD]]);
    s.apply('fire de-art 0505');
    s.apply('fire-go');
    expect(pending(s)).toBe('CHIT');
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(0); // the firer first
    expect(s.chanceOutcomes().map((o) => o.prob)).toEqual([2, 4, 6, 10, 8, 6].map((n) => n / 36));
    s.apply(act(g, Act.CHIT, 0, 0, T2));
    expect(g.core.unitStrength(s.ptr, 0)).toBe(6); // B on T2
    expect(g.core.cupOf(s.ptr, P, T2)).toBe(3);
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(1); // then the target
    s.apply(act(g, Act.CHIT, 0, 0, T4));
    expect(pending(s)).toBe('FIRE_ROLL');
  });
  it('the firer\'s chit is seen by the opponent (H1); a target that only drew stays hidden from him', async () => {
    const g = await chitGame();
    const { Stage, APhase, Act } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 503, 255, 0, INCMD], [1, 505, 255, 0, INCMD]]);
    s.apply('fire de-art 0505'); s.apply('fire-go');
    s.apply(act(g, Act.CHIT, 0, 0, T2)); s.apply(act(g, Act.CHIT, 0, 0, T4));
    roll(s, 1);
    expect(g.core.unitFlags(s.ptr, 0) & REVEALED).toBe(REVEALED);
    expect(g.core.unitFlags(s.ptr, 1) & REVEALED).toBe(0);
    const fromP = s.toJSON(P) as { units: { id: string; chit: number | null }[] };
    const fromF = s.toJSON(F) as { units: { id: string; chit: number | null }[] };
    expect(fromP.units[1].chit).toBe(null);
    expect(fromF.units[1].chit).toBe(T4);
    expect(fromF.units[0].chit).toBe(T2);
  });
  it('steps: a B unit on T4 goes 4 -> 2 -> cadre 1 (its chit back in the cup); a D unit on T4 has one step (seed 9.1 example)', async () => {
    const g = await chitGame();
    const { Stage, APhase } = E(g);
    const d1 = (lost: number, chit = T4) => { // de-art (T1: 8, x2 adjacent = 16+) rolls 6: D1
      const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [1, 505, chit, lost, INCMD], [2, -2, 255, 0, 0]]);
      s.apply('fire de-art 0505'); s.apply('fire-go'); roll(s, 6);
      return s;
    };
    let s = d1(0);
    expect([g.core.unitLost(s.ptr, 1), g.core.unitStrength(s.ptr, 1)]).toEqual([1, 2]);
    const cupBefore = g.core.cupOf(s.ptr, F, T4);
    s = d1(1);
    expect(g.core.unitChit(s.ptr, 1)).toBe(g.core.CADRE.value);
    expect(g.core.unitStrength(s.ptr, 1)).toBe(1);
    expect(g.core.cupOf(s.ptr, F, T4)).toBe(cupBefore + 1); // B7 return rule
    s = d1(2, g.core.CADRE.value);
    expect(hexOf(s, 1)).toBe(-2); // a cadre that loses a step is eliminated
    const sd = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [1, -2, 255, 0, 0], [2, 505, T4, 0, INCMD]]);
    sd.apply('fire de-art 0505'); sd.apply('fire-go'); roll(sd, 6);
    expect(hexOf(sd, 2)).toBe(-2); // D on T4: back "-", one step
  });
});

/** Two states that differ only in the French unrevealed chit of fr-a (T1 or T6), cups adjusted so
 *  that what the Prussian cannot tell apart (cup + hidden chits) is the same. */
async function twins() {
  const g = await chitGame();
  const { Stage, APhase } = E(g);
  const mk = (chit: number) => {
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 503, T2, 0, INCMD | REVEALED], [1, 505, chit, 0, INCMD], [2, 909, T3, 1, INCMD]]);
    for (let t = 0; t < 6; t++) g.core.testSetCup(s.ptr, F, t, [2, 4, 6, 10, 8, 6][t] - (t === chit ? 1 : 0) - (t === T3 ? 1 : 0));
    return s;
  };
  return { g, a: mk(T1), b: mk(T6) };
}

describe('hidden chits: determinization and the no-peek guarantee', () => {
  it('the two states differ, yet give the same legal actions and the same view to the Prussian', async () => {
    const { a, b } = await twins();
    expect(a.equals(b)).toBe(false);
    expect(a.legalActions()).toEqual(b.legalActions());
    expect(JSON.stringify(a.toJSON(P))).toBe(JSON.stringify(b.toJSON(P)));
  });
  it('determinize(prussian) with the same generator gives byte-identical states', async () => {
    const { g, a, b } = await twins();
    for (const seed of [1, 2, 3, 99]) {
      const x = a.clone(), y = b.clone();
      g.seed(seed); x.determinize(P);
      g.seed(seed); y.determinize(P);
      expect(x.equals(y)).toBe(true);
    }
  });
  it('a decision by determinized playouts does not change when only the opponent\'s hidden chits change', async () => {
    const { g, a, b } = await twins();
    const decide = (s: BiState) => {
      const score = new Map<number, number>();
      for (const act0 of s.legalActions()) {
        let total = 0;
        for (let i = 0; i < 3; i++) {
          const x = s.clone();
          g.seed(1000 + i);
          x.determinize(P);
          x.apply(act0);
          g.core.randomPlayout(x.ptr, 20000);
          total += x.returns()[P];
        }
        score.set(act0, total);
      }
      return [...score.entries()].sort((p, q) => q[1] - p[1] || p[0] - q[0])[0][0];
    };
    expect(decide(a)).toBe(decide(b));
  });
  it('resampled chits fit the steps already lost: fr-d (D, one step lost) never gets a 1-step chit (T4, T6)', async () => {
    const { g, a } = await twins();
    const seen = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const x = a.clone();
      g.seed(seed);
      x.determinize(P);
      seen.add(g.core.unitChit(x.ptr, 2));
      expect(g.core.unitChit(x.ptr, 0)).toBe(T2); // the viewer's own chit stays
      let pool = 0;
      for (let t = 0; t < 6; t++) pool += g.core.cupOf(x.ptr, F, t);
      expect(pool).toBe(34); // two chits drawn, none lost or duplicated
    }
    expect(seen.has(T4) || seen.has(T6)).toBe(false);
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('victory and game length (seed 11.2, 11.3, 12.5; R1)', () => {
  it('R1: a combat unit takes a VP hex by entering it, a leader never does; totals compared at the end, equal = draw', async () => {
    const g = await inlineGame({
      turns: [1, 1],
      vp: [{ hex: 506, vp: 10, owner: F }],
      units: [{ id: 'de-a', side: P, hex: 505 }, { id: 'fr-a', side: F, hex: 909 }],
      leaders: [{ id: 'ldr-fr', side: F, hex: 101 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD]]);
    expect([s.vp(P), s.vp(F)]).toEqual([0, 10]);
    s.apply('move de-a 0506');
    expect([s.vp(P), s.vp(F)]).toEqual([10, 0]);
    s.apply('move de-a 0507'); // an empty VP hex stays with the side that last entered it
    expect(s.vp(P)).toBe(10);
    s.apply('pass'); // through the rest of turn 1 (no fire possible, no CP)
    while (!s.isTerminal()) s.apply(s.legalActions().includes(act(g, E(g).Act.PASS)) ? 'pass' : s.legalActions()[0]);
    expect(s.returns()).toEqual([1, -1]);
    expect(s.winner()).toBe(P);
  });
  it('equal totals are a draw (R1)', async () => {
    const g = await inlineGame({ turns: [1, 1], vp: [{ hex: 506, vp: 0, owner: F }], units: [{ id: 'de-a', side: P, hex: 101 }, { id: 'fr-a', side: F, hex: 909 }] });
    const s = g.newState();
    roll(s, 1); roll(s, 1);
    while (!s.isTerminal()) s.apply('pass');
    expect(s.returns()).toEqual([0, 0]);
    expect(s.winner()).toBe(null);
  });
  it('12.5 Floing form: the Prussian wins only with an in-command unit on the hex at the end of the last turn', async () => {
    const spec = (hex: number) => ({
      turns: [17, 17] as [number, number], occupy: { hex: 606, side: P }, vp: [],
      units: [{ id: 'de-a', side: P, hex }, { id: 'fr-a', side: F, hex: 101 }],
      leaders: [{ id: 'ldr-de', side: P, range: 2, hex: 707 }],
    });
    for (const [hex, winner] of [[606, P], [505, F]] as const) {
      const g = await inlineGame(spec(hex));
      const s = g.newState();
      expect(g.core.turnOf(s.ptr)).toBe(17);
      roll(s, 1); roll(s, 1);
      while (!s.isTerminal()) s.apply('pass');
      expect(s.winner()).toBe(winner);
    }
  });
});
