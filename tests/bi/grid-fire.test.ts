// Rules digest 1.1 "Components" (CCRR odd-q grid) and "Fire combat" (seed 9.2-9.24), B3, B4, B8,
// R3, R5, R18: inline positions with chosen chits and forced rolls.
import { describe, it, expect } from 'vitest';
import { inlineGame, position, act, roll, hexIdx, pending, hexOf, E, P, F, INF, ART, B, C, T1, T2, T3, T4, T5, WOODS, CITY, VINEYARD, FORT, INCMD, ROUTED, FIRED, TARGETED } from './helpers.js';

describe('1.1 grid: CCRR ids on an odd-q map', () => {
  it('seed 9.24: 4424 and 4524 are adjacent, 4 and 5 hexes from 4320', async () => {
    const g = await inlineGame({ c0: 40, r0: 18, cols: 8, rows: 8, units: [{ id: 'de-a', side: P, hex: 4424 }] });
    expect(g.core.distanceIds(4424, 4524)).toBe(1);
    expect(g.core.distanceIds(4424, 4320)).toBe(4);
    expect(g.core.distanceIds(4524, 4320)).toBe(5);
  });
  it('0905 (odd column) touches 0904 0906 0805 0806 1005 1006 (data file example)', async () => {
    const g = await inlineGame({ units: [{ id: 'de-a', side: P, hex: 101 }] });
    const around = [];
    for (let c = 7; c <= 11; c++) for (let r = 3; r <= 7; r++) if (g.core.distanceIds(905, c * 100 + r) === 1) around.push(c * 100 + r);
    expect(around.sort((a, b) => a - b)).toEqual([805, 806, 904, 906, 1005, 1006]);
  });
});

/** Seed 9.24 map: 4320 is the fortified city of Sedan (R3), every edge a fortification hexside. */
async function sedanExample() {
  const fortSides: [number, number, number][] = [4319, 4321, 4220, 4221, 4420, 4421].map((n) => [4320, n, FORT]);
  return inlineGame({
    c0: 40, r0: 18, cols: 8, rows: 8, hexes: { 4320: { ter: CITY, flags: 1 } }, sides: fortSides,
    units: [
      { id: 'de-art1', side: P, type: ART, rating: B, hex: 4424 },
      { id: 'de-art2', side: P, type: ART, rating: B, hex: 4524 },
      { id: 'fr-inf', side: F, type: INF, rating: B, hex: 4320 },
    ],
  });
}

describe('9.24 worked example (B3, B4, B8, R3)', () => {
  it('4 at range 4 (x1) + 6 at range 5 (x1/2 -> 3) = 7; the fort shifts 2 left only -> column 1-3; roll 9 -> DM', async () => {
    const g = await sedanExample();
    const { Act, Stage, APhase } = E(g);
    // strengths 4 (T4: B4) and 6 (T2: B6)
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 4424, T4, 0, INCMD], [1, 4524, T2, 0, INCMD], [2, 4320, T4, 0, INCMD]]);
    expect(s.legalTexts()).toContain('fire de-art1 4320');
    s.apply(act(g, Act.FIRE, 0, hexIdx(g, 4320)));
    expect(s.legalTexts()).toEqual(['fire de-art2 4320', 'fire-go']); // adjacent firers combine (seed 9.2)
    s.apply('fire de-art2 4320');
    s.apply('fire-go');
    expect(pending(s)).toBe('FIRE_ROLL');
    expect(g.core.combatCol(s.ptr)).toBe(1); // 7-10 shifted 2 left = 1-3 (not 3 left: no city shift on top, R3)
    roll(s, 9);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.FR.DM);
    expect(pending(s)).toBe('MORALE'); // "the French player must now check the morale of the defenders"
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(2);
  });
  it('the same 7 factors at a plain city hex shift 1 left only (B8 city 1L) -> column 4-6', async () => {
    const g = await inlineGame({
      c0: 40, r0: 18, cols: 8, rows: 8, hexes: { 4320: { ter: CITY } },
      units: [{ id: 'de-art1', side: P, type: ART, hex: 4424 }, { id: 'de-art2', side: P, type: ART, hex: 4524 }, { id: 'fr-inf', side: F, hex: 4320 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 4424, T4, 0, INCMD], [1, 4524, T2, 0, INCMD], [2, 4320, T4, 0, INCMD]]);
    s.apply('fire de-art1 4320'); s.apply('fire de-art2 4320'); s.apply('fire-go');
    expect(g.core.combatCol(s.ptr)).toBe(2);
  });
});

async function line(hexes: Record<number, { ter?: number; elev?: number }> = {}) {
  return inlineGame({
    hexes,
    units: [
      { id: 'de-art', side: P, type: ART, hex: 501 },
      { id: 'de-inf', side: P, type: INF, hex: 502 },
      { id: 'fr-inf', side: F, type: INF, hex: 505 },
      { id: 'fr-art', side: F, type: ART, rating: C, hex: 909 },
      { id: 'de-inf2', side: P, type: INF, hex: 101 },
    ],
  });
}

describe('9.2 fire restrictions', () => {
  it('ranges (9.21): Prussian infantry fires at 1 hex only, French infantry at 2, artillery at 8', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    let s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 501, T4, 0, INCMD], [1, 503, T4, 0, INCMD], [2, 505, T4, 0, INCMD]]);
    expect(s.legalTexts().filter((t) => t.startsWith('fire'))).toEqual(['fire de-art 0505']); // inf at range 2: no
    s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[1, 504, T4, 0, INCMD], [2, 505, T4, 0, INCMD]]);
    expect(s.legalTexts()).toContain('fire de-inf 0505');
    s = position(g, Stage.OFIRE, F, APhase.INITIAL_F, [[1, 503, T4, 0, INCMD], [2, 505, T4, 0, INCMD]]);
    expect(s.legalTexts()).toContain('fire fr-inf 0503'); // Chassepot, range 2
  });
  it('a unit fires once per phase and is fired at once per segment (seed 9.2, R5)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 503, T4, 0, INCMD], [1, 605, T4, 0, INCMD], [2, 505, T4, 0, INCMD]]);
    s.apply('fire de-art 0505'); s.apply('fire-go'); roll(s, 1); // no effect
    expect(g.core.unitFlags(s.ptr, 0) & FIRED).toBe(FIRED);
    expect(g.core.unitFlags(s.ptr, 2) & TARGETED).toBe(TARGETED);
    // de-inf may not fire at the same target again this segment: with no fire left the stage moves on to melee
    expect(g.core.stageOf(s.ptr)).toBe(Stage.MELEE);
    expect(s.legalTexts()).toEqual(['melee de-inf 0505', 'pass']);
  });
  it('ranged units combine only when adjacent to another firer (seed 9.2)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 101, T4, 0, INCMD], [1, 504, T4, 0, INCMD], [2, 505, T4, 0, INCMD], [4, 102, T4, 0, INCMD]]);
    s.apply('fire de-inf 0505'); // adjacent to the target
    expect(s.legalTexts()).toEqual(['fire-go']); // the battery at 0101 is adjacent neither to the target nor to de-inf
  });
  it('a firer in an enemy ZOC must fire at a unit exerting it (seed 9.2)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [2, 505, T4, 0, INCMD], [3, 501, T4, 0, INCMD], [1, 101, T4, 0, INCMD], [4, 102, T4, 0, INCMD]]);
    expect(s.legalTexts().filter((t) => t.startsWith('fire de-art'))).toEqual(['fire de-art 0505']);
  });
  it('out-of-command units never fire offensively but may fire defensively (R4)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    let s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 503, T4, 0, 0], [2, 505, T4, 0, INCMD]]);
    expect(s.legalTexts()).toEqual(['pass']);
    s = position(g, Stage.DFIRE, F, APhase.INITIAL_F, [[0, 503, T4, 0, 0], [2, 505, T4, 0, INCMD]]);
    expect(s.currentPlayer()).toBe(P);
    expect(s.legalTexts()).toContain('fire de-art 0505');
  });
});

describe('9.22 line of sight (R15, R18)', () => {
  it('same level: woods block; vineyards do not (R18); a unit next to the target blocks', async () => {
    const g = await line({ 503: { ter: WOODS } });
    const s = g.newState();
    expect(g.core.losIds(s.ptr, 501, 505)).toBe(0);
    const g2 = await line({ 503: { ter: VINEYARD } });
    const s2 = g2.newState();
    expect(g2.core.losIds(s2.ptr, 501, 505)).toBe(1);
    g2.core.testSetUnit(s2.ptr, 4, 504, 255, 0, 0); // a combat unit adjacent to the target
    expect(g2.core.losIds(s2.ptr, 501, 505)).toBe(0);
  });
  it('a line along a hexside is blocked only when both hexes block (seed 9.22)', async () => {
    // 0101 -> 0302 runs between 0201 and 0202 (odd-q): one woods hex does not block, two do
    const g1 = await line({ 201: { ter: WOODS } });
    expect(g1.core.distanceIds(101, 302)).toBe(2);
    expect(g1.core.losIds(g1.newState().ptr, 101, 302)).toBe(1);
    const g2 = await line({ 201: { ter: WOODS }, 202: { ter: WOODS } });
    expect(g2.core.losIds(g2.newState().ptr, 101, 302)).toBe(0);
  });
  it('different levels (R15): an obstacle nearer the lower unit than half the range blocks, a farther one does not', async () => {
    // firer at 0501 on level 2, target at 0507 on level 0 (range 6)
    const near = await line({ 501: { elev: 2 }, 506: { ter: WOODS } }); // 1 hex from the lower unit: blocks
    expect(near.core.losIds(near.newState().ptr, 501, 507)).toBe(0);
    const far = await line({ 501: { elev: 2 }, 503: { ter: WOODS } }); // 4 hexes from the lower unit: clear
    expect(far.core.losIds(far.newState().ptr, 501, 507)).toBe(1);
    const ridge = await line({ 501: { elev: 1 }, 504: { elev: 3 } }); // higher than both: blocks
    expect(ridge.core.losIds(ridge.newState().ptr, 501, 507)).toBe(0);
  });
});

describe('9.24 fire results', () => {
  it('DD: the top unit routs and retreats 2 hexes away from the firers (R8), the other unit checks morale', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    // French infantry with a French battery under it at 0505; Prussian battery 3 hexes north, strength 16+ (T1 B8 x2 adjacent)
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [2, 505, T4, 0, INCMD], [3, 505, T4, 0, INCMD]]);
    s.apply('fire de-art 0505'); s.apply('fire-go');
    expect(g.core.combatCol(s.ptr)).toBe(5); // 8 x2 = 16 -> 16+
    roll(s, 4); // 16+ / 4 = DD
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.FR.DD);
    expect(g.core.unitFlags(s.ptr, 2) & ROUTED).toBe(ROUTED); // infantry on top (R2)
    expect(pending(s)).toBe('RETREAT');
    const opts = s.legalTexts();
    expect(opts.length).toBeGreaterThan(0);
    for (const o of opts) expect(g.core.distanceIds(504, +o.split(' ')[2])).toBe(2); // each step farther from the firer
    s.apply(opts[0]);
    s.apply(s.legalTexts()[0]);
    expect(g.core.distanceIds(504, hexOf(s, 2))).toBe(3);
    expect(pending(s)).toBe('MORALE');
    expect(g.core.pendingTaskUnit(s.ptr)).toBe(3); // the battery left in the hex checks
  });
  it('D1: the top unit loses a step (chit back side) and checks morale; artillery routs in place (R11)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, F, APhase.INITIAL_F, [[3, 503, T1, 0, INCMD], [0, 501, T3, 0, INCMD], [1, 101, T4, 0, INCMD]]);
    s.apply('fire fr-art 0501'); s.apply('fire-go'); // French C artillery T1 = 6, range 2 x1 -> 4-6
    expect(g.core.combatCol(s.ptr)).toBe(2);
    roll(s, 9); // 4-6 / 9 = D1
    expect(g.core.unitLost(s.ptr, 0)).toBe(1);
    expect(g.core.unitStrength(s.ptr, 0)).toBe(3); // T3 B: 5 -> 3
    roll(s, 10); // morale: B half = 5, 10 fails
    expect(g.core.unitFlags(s.ptr, 0) & ROUTED).toBe(ROUTED);
    expect(hexOf(s, 0)).toBe(501); // artillery never retreats
    expect(pending(s)).not.toBe('RETREAT');
  });
  it('DE eliminates the top unit, its chit returns to the cup (B7) and the enemy scores it (seed 11.3)', async () => {
    const g = await line();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [2, 505, T5, 0, INCMD]]);
    const before = g.core.cupOf(s.ptr, F, T5);
    s.apply('fire de-art 0505'); s.apply('fire-go');
    roll(s, 10); // 16+ / 10 = DE
    expect(hexOf(s, 2)).toBe(-2);
    expect(g.core.cupOf(s.ptr, F, T5)).toBe(before + 1);
    expect(g.core.elimVpOf(s.ptr, P)).toBe(1);
  });
});
