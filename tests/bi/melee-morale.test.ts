// Rules digest 1.1 "Melee" (seed 9.3-9.34), "Morale" (seed 10), "Leaders" (seed 5.1-5.4), B5, B6,
// R8, R10, R11, R14, R17: the seed's worked examples and small positions with forced rolls.
import { describe, it, expect } from 'vitest';
import { inlineGame, position, roll, pending, hexOf, E, P, F, INF, CAV, ART, A, B, C, T1, T2, T3, T4, T5, T6, WOODS, INCMD, ROUTED, ATTACKED } from './helpers.js';

/** Seed 9.33 example: Prussian 5 (0504, with a value-2 leader) and 7 (0405) attack a routed French B
 *  unit of strength 5 in woods (0505) with a value-1 leader. */
async function meleeExample() {
  return inlineGame({
    hexes: { 505: { ter: WOODS } },
    units: [
      { id: 'de-a', side: P, rating: B, hex: 504 },
      { id: 'de-b', side: P, rating: A, hex: 405 },
      { id: 'fr-b', side: F, rating: B, hex: 505 },
    ],
    leaders: [
      { id: 'ldr-de', side: P, command: 2, range: 6, hex: 504 },
      { id: 'ldr-fr', side: F, command: 1, range: 4, hex: 505 },
    ],
  });
}
function examplePosition(g: Awaited<ReturnType<typeof meleeExample>>) {
  const { Stage, APhase } = E(g);
  // de-a T3 (B5), de-b T3 (A7), fr-b T3 (B5 -> B3 after a step), routed
  const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T3, 0, INCMD], [1, 405, T3, 0, INCMD], [2, 505, T3, 0, INCMD | ROUTED]]);
  s.apply('melee de-a 0505');
  s.apply('melee de-b 0505');
  s.apply('melee-go');
  return s;
}

describe('9.33 melee worked example (B5, B6, R10, R17)', () => {
  it('12:5 -> 2-1, woods 1L and routed 1R -> 2-1; DRM +2 +1 -1 = +2; 6 + 2 = 8 -> D1; the stepped unit then checks morale on its 1/2 column: 5 - 1 + 1 = 5, a 5 passes', async () => {
    const g = await meleeExample();
    const s = examplePosition(g);
    expect(pending(s)).toBe('MELEE_ROLL');
    expect(g.core.combatCol(s.ptr)).toBe(4); // 2-1
    expect(g.core.combatDrm(s.ptr)).toBe(2);
    roll(s, 6);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.D1);
    expect(g.core.unitLost(s.ptr, 2)).toBe(1);
    expect(g.core.unitStrength(s.ptr, 2)).toBe(3); // "tiene una nueva fuerza de 3"
    expect(pending(s)).toBe('LCAS'); // the French leader is checked first
    roll(s, 4); // no effect
    expect(g.core.leaderHex(s.ptr, 1)).toBe(505);
    expect(pending(s)).toBe('MORALE'); // "La unidad defendiendo ahora comprueba por moral"
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(2);
    roll(s, 5); // 5 - 1 (routed) + 1 (leader) = 5: passes
    expect(g.core.lastResultOf(s.ptr)).toBe(1);
    expect(hexOf(s, 2)).toBe(505);
    expect(g.core.unitFlags(s.ptr, 2) & ROUTED).toBe(ROUTED); // still routed from before
    expect(g.core.unitFlags(s.ptr, 0) & ATTACKED).toBe(ATTACKED);
  });
  it('had it failed, the routed unit is eliminated, the leader checks again (R17) and, with no unit left, is eliminated', async () => {
    const g = await meleeExample();
    const s = examplePosition(g);
    roll(s, 6); // D1
    roll(s, 4); // leader survives the first check
    roll(s, 6); // morale 6 > 5: fails; a routed unit that routs again in melee is eliminated (seed 9.33)
    expect(hexOf(s, 2)).toBe(-2);
    expect(pending(s)).toBe('LCAS'); // second casualty check for the same leader
    roll(s, 3);
    expect(g.core.leaderHex(s.ptr, 1)).toBe(-2); // no French unit left on the map
    expect(g.core.elimVpOf(s.ptr, P)).toBe(2); // the B unit (1) and the leader (1)
    expect(pending(s)).toBe('ADVANCE');
    expect(s.legalTexts()).toEqual(['advance de-a 0505', 'advance de-b 0505', 'pass']); // seed 9.34: one unit may advance
    s.apply('advance de-b 0505');
    expect(hexOf(s, 1)).toBe(505);
  });
});

async function duel(opts: { defType?: number; defRating?: number; attType?: number; defTer?: number } = {}) {
  return inlineGame({
    hexes: opts.defTer !== undefined ? { 505: { ter: opts.defTer } } : {},
    units: [
      { id: 'de-a', side: P, type: opts.attType ?? INF, rating: B, hex: 504 },
      { id: 'fr-d', side: F, type: opts.defType ?? INF, rating: opts.defRating ?? B, hex: 505 },
      { id: 'fr-x', side: F, type: INF, rating: C, hex: 909 },
    ],
  });
}

describe('9.3 melee restrictions and shifts', () => {
  it('an initial 1-4 or worse attack is called off after the chits are known (ORIGINAL H2, seed 9.3)', async () => {
    const g = await duel();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T6, 0, INCMD], [1, 505, T1, 0, INCMD]]); // 3 vs 8 -> 1-3 ok
    s.apply('melee de-a 0505'); s.apply('melee-go');
    expect(pending(s)).toBe('MELEE_ROLL');
    const g2 = await duel({ defRating: A });
    const s2 = position(g2, E(g2).Stage.MELEE, P, E(g2).APhase.INITIAL_P, [[0, 504, T6, 0, INCMD], [1, 505, T1, 0, INCMD]]); // 3 vs 10 -> 1-4: no
    s2.apply('melee de-a 0505'); s2.apply('melee-go');
    expect(pending(s2)).not.toBe('MELEE_ROLL');
    expect(g2.core.lastColOf(s2.ptr)).toBe(255);
  });
  it('artillery defends with strength 1 and never attacks (seed 9.3)', async () => {
    const g = await duel({ defType: ART });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [1, 505, T1, 0, INCMD]]);
    s.apply('melee de-a 0505'); s.apply('melee-go');
    expect(g.core.combatCol(s.ptr)).toBe(6); // 4 : 1 -> 4-1
    const g2 = await duel({ attType: ART });
    const s2 = position(g2, E(g2).Stage.MELEE, P, E(g2).APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [1, 505, T1, 0, INCMD]]);
    expect(s2.legalTexts().filter((t) => t.startsWith('melee'))).toEqual([]);
  });
  it('cavalry shifts 1 right in the open, not into woods (seed 9.31, B8)', async () => {
    const g = await duel({ attType: CAV });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [1, 505, T4, 0, INCMD]]);
    s.apply('melee de-a 0505'); s.apply('melee-go');
    expect(g.core.combatCol(s.ptr)).toBe(4); // 4:4 = 1-1, +1 -> 2-1
    const g2 = await duel({ attType: CAV, defTer: WOODS });
    const s2 = position(g2, E(g2).Stage.MELEE, P, E(g2).APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [1, 505, T4, 0, INCMD]]);
    s2.apply('melee de-a 0505'); s2.apply('melee-go');
    expect(g2.core.combatCol(s2.ptr)).toBe(2); // 1-1, woods 1L, no cavalry bonus -> 1-2
  });
  it('routed and out-of-command units cannot attack (seed 9.3, 5.21)', async () => {
    const g = await duel();
    const { Stage, APhase } = E(g);
    expect(position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD | ROUTED]]).legalTexts()).toEqual(['pass']);
    expect(position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T4, 0, 0]]).legalTexts()).toEqual(['pass']);
  });
});

describe('10.2 morale checks and 10.4 recovery (B6, R14)', () => {
  async function moraleGame() {
    return inlineGame({
      units: [{ id: 'fr-c', side: F, rating: C, hex: 505 }, { id: 'de-x', side: P, hex: 101 }, { id: 'fr-b', side: F, rating: B, div: 1, hex: 909 }],
      leaders: [{ id: 'ldr-div', side: F, level: 2, form: 1, command: 1, hex: 909 }, { id: 'ldr-corps', side: F, level: 1, form: 0, command: 2, hex: 1009 }],
    });
  }
  it('C full 6 + a leader of value 1 in the hex = 7: a 9 fails and the unit routs (seed 10.2 example)', async () => {
    const g = await moraleGame();
    const { Stage, APhase, K } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, T4, 0, INCMD]]);
    g.core.testSetLeader(s.ptr, 0, 505, 0);
    g.core.testPushTask(s.ptr, K.MORALE, 0, 0, 0, 255);
    roll(s, 7);
    expect(g.core.lastResultOf(s.ptr)).toBe(1); // 7 passes
    g.core.testPushTask(s.ptr, K.MORALE, 0, 0, 0, 255);
    roll(s, 9);
    expect(g.core.lastResultOf(s.ptr)).toBe(0);
    expect(g.core.unitFlags(s.ptr, 0) & ROUTED).toBe(ROUTED);
    expect(pending(s)).toBe('RETREAT'); // routed units retreat 2 hexes (seed 10.3)
  });
  it('recovery: routed B full with its division leader (1) in the hex and its corps leader (2) adjacent uses the best: 7 + 2 = 9, rolls 1-9 recover (seed 10.4 example)', async () => {
    const g = await moraleGame();
    const { Stage, APhase, K } = E(g);
    const place = (st: ReturnType<typeof position>) => { g.core.testSetLeader(st.ptr, 0, 606, 0); g.core.testSetLeader(st.ptr, 1, 607, 0); };
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[2, 606, T4, 0, INCMD | ROUTED]]);
    place(s);
    g.core.testPushTask(s.ptr, K.RECOVER, 2, 0, 0, 0);
    roll(s, 9);
    expect(g.core.unitFlags(s.ptr, 2) & ROUTED).toBe(0);
    const s2 = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[2, 606, T4, 0, INCMD | ROUTED]]);
    place(s2);
    g.core.testPushTask(s2.ptr, K.RECOVER, 2, 0, 0, 0);
    roll(s2, 10);
    expect(g.core.unitFlags(s2.ptr, 2) & ROUTED).toBe(ROUTED);
    expect(pending(s2)).toBe('RETREAT'); // a failed recovery retreats 3 hexes (R8)
  });
  it('the end phase rolls recovery only for routed units outside enemy ZOC (seed III.E, 10.4)', async () => {
    const g = await inlineGame({
      units: [{ id: 'fr-a', side: F, hex: 505 }, { id: 'fr-b', side: F, hex: 909 }, { id: 'de-x', side: P, hex: 504 }],
      turns: [1, 1],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MELEE, F, APhase.INITIAL_F, [[0, 505, T4, 0, INCMD | ROUTED], [1, 909, T4, 0, INCMD | ROUTED], [2, 504, T4, 0, 0]]);
    s.apply('pass'); // French melee over -> reserve (no CP) -> end phase
    expect(pending(s)).toBe('RECOVER');
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(1); // only fr-b, the unit in de-x's ZOC does not roll
    roll(s, 1);
    expect(s.isTerminal()).toBe(true); // last turn over: victory
  });
});

describe('9.34 retreat (R8, R11)', () => {
  it('a unit that cannot retreat its full distance stays and loses one more step', async () => {
    const g = await inlineGame({
      cols: 3, rows: 3,
      units: [{ id: 'fr-a', side: F, rating: B, hex: 101 }, { id: 'de-x', side: P, hex: 201 }, { id: 'de-y', side: P, hex: 102 }, { id: 'de-z', side: P, hex: 303 }],
    });
    const { Stage, APhase, K } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 101, T4, 0, INCMD]]);
    g.core.testPushTask(s.ptr, K.ROUT, 0, 0, 0, 0);
    g.core.testSettle(s.ptr);
    expect(hexOf(s, 0)).toBe(101);
    expect(g.core.unitLost(s.ptr, 0)).toBe(1);
  });
});

describe('5.4 leader casualties', () => {
  it('a 9 or 10 kills a leader: he flips to his replacement side (1/4); a killed replacement or army leader is removed', async () => {
    const g = await inlineGame({
      units: [{ id: 'de-a', side: P, hex: 505 }, { id: 'fr-x', side: F, hex: 909 }],
      leaders: [{ id: 'ldr-c', side: P, command: 2, range: 6, hex: 505 }, { id: 'ldr-army', side: P, level: 0, form: 255, command: 3, range: 12, rep: null, hex: 505 }],
    });
    const { Stage, APhase, K } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P);
    g.core.testPushTask(s.ptr, K.LCAS, 0, 0, 0, 0);
    roll(s, 9);
    expect(g.core.leaderFlags(s.ptr, 0) & 1).toBe(1);
    expect([g.core.leaderCommand(s.ptr, 0), g.core.leaderRange(s.ptr, 0)]).toEqual([1, 4]);
    g.core.testPushTask(s.ptr, K.LCAS, 0, 0, 0, 0);
    roll(s, 10);
    expect(g.core.leaderHex(s.ptr, 0)).toBe(-2);
    g.core.testPushTask(s.ptr, K.LCAS, 1, 0, 0, 0);
    roll(s, 8);
    expect(g.core.leaderHex(s.ptr, 1)).toBe(505); // 1-8: no effect
    g.core.testPushTask(s.ptr, K.LCAS, 1, 0, 0, 0);
    roll(s, 10);
    expect(g.core.leaderHex(s.ptr, 1)).toBe(-2); // army leaders have no replacement
    expect(g.core.elimVpOf(s.ptr, F)).toBe(2);
  });
});

describe('R16 cavalry withdrawal (seed 9.4)', () => {
  async function cavGame() {
    return inlineGame({
      units: [{ id: 'de-cav', side: P, type: CAV, hex: 505 }, { id: 'fr-inf', side: F, hex: 506 }, { id: 'fr-cav', side: F, type: CAV, hex: 909 }],
    });
  }
  it('defending cavalry next to enemy infantry may withdraw 2 hexes, unrouted, before the fire step', async () => {
    const g = await cavGame();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, F, APhase.INITIAL_F, [[0, 505, T4, 0, INCMD], [1, 506, T4, 0, INCMD]]);
    g.core.testSettle(s.ptr);
    expect(pending(s)).toBe('WITHDRAW');
    expect(s.currentPlayer()).toBe(P);
    expect(s.legalTexts()).toEqual(['choose de-cav', 'pass']);
    s.apply('choose de-cav');
    expect(pending(s)).toBe('RETREAT');
    s.apply(s.legalTexts()[0]);
    s.apply(s.legalTexts()[0]);
    expect(g.core.distanceIds(hexOf(s, 0), 506)).toBe(3);
    expect(g.core.unitFlags(s.ptr, 0) & ROUTED).toBe(0);
  });
  it('not while in an enemy cavalry ZOC', async () => {
    const g = await cavGame();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, F, APhase.INITIAL_F, [[0, 505, T4, 0, INCMD], [1, 506, T4, 0, INCMD], [2, 504, T4, 0, INCMD]]);
    g.core.testSettle(s.ptr);
    expect(pending(s)).toBe(null);
    expect(s.legalTexts()).toContain('fire fr-inf 0505');
  });
});
