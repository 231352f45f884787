// Rules digest 1.1 "Movement" (seed VIII), "Zones of control" (seed VII), "Stacking" (seed VI),
// "Command" (seed IV, 5.2), B1, B2, B8, R7, R9, R12, R13: small positions.
import { describe, it, expect } from 'vitest';
import { inlineGame, position, roll, act, pending, hexOf, E, P, F, INF, CAV, ART, B, C, T1, T4, WOODS, STREAM, RIVER, BRIDGE, ROAD, INCMD, ROUTED } from './helpers.js';

const mp = (s: { game: { core: any }; ptr: number }, u: number) => s.game.core.unitMp(s.ptr, u);

async function board(hexes: Record<number, { ter?: number; elev?: number }> = {}, sides: [number, number, number][] = []) {
  return inlineGame({
    hexes, sides,
    units: [
      { id: 'de-inf', side: P, hex: 505 },
      { id: 'de-art', side: P, type: ART, hex: 101 },
      { id: 'fr-inf', side: F, hex: 909 },
      { id: 'fr-art', side: F, type: ART, rating: C, hex: 1010 },
      { id: 'de-inf2', side: P, hex: 102 },
    ],
    leaders: [{ id: 'ldr-de', side: P, command: 2, range: 3, hex: 505 }],
  });
}

describe('8.1 movement costs (B8)', () => {
  it('clear 1, woods 2 for infantry; uphill +1; stream +1; road-to-road 1/2 even across a stream', async () => {
    const g = await board({ 506: { ter: WOODS }, 405: { elev: 1 } }, [[505, 605, STREAM], [505, 504, ROAD]]);
    const { Stage, APhase } = E(g);
    const cases: [string, number][] = [['move de-inf 0506', 10 - 4], ['move de-inf 0405', 10 - 4], ['move de-inf 0605', 10 - 4], ['move de-inf 0504', 10 - 1], ['move de-inf 0406', 10 - 2]];
    for (const [a, left] of cases) {
      const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD]]);
      s.apply(a);
      expect(mp(s, 0), a).toBe(left);
    }
    const g2 = await board({}, [[505, 605, STREAM | BRIDGE | ROAD]]);
    const s = position(g2, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD]]);
    s.apply('move de-inf 0605');
    expect(mp(s, 0)).toBe(9);
  });
  it('an unbridged river is prohibited and ZOCs do not cross it (B8)', async () => {
    const g = await board({}, [[505, 605, RIVER]]);
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD], [2, 606, 255, 0, INCMD]]);
    expect(s.legalTexts()).not.toContain('move de-inf 0605');
    expect(g.core.zocAt(s.ptr, F, 605)).toBe(0); // 0605 is across the river from de-inf
  });
  it('a unit may not exceed its allowance (B9: infantry 5)', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 501, 255, 0, INCMD]]);
    for (let r = 2; r <= 6; r++) s.apply(`move de-inf ${String(500 + r).padStart(4, '0')}`);
    expect(mp(s, 0)).toBe(0);
    expect(s.legalTexts().filter((t) => t.startsWith('move de-inf '))).toEqual([]);
  });
});

describe('VII zones of control', () => {
  it('entering an EZOC ends movement; EZOC to EZOC is prohibited; artillery, routed and out-of-command units never enter one', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    let s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 507, 255, 0, INCMD], [2, 509, 255, 0, INCMD]]);
    s.apply('move de-inf 0508'); // into fr-inf's ZOC
    expect(mp(s, 0)).toBe(0);
    s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 508, 255, 0, INCMD], [2, 509, 255, 0, INCMD]]);
    const moves = s.legalTexts().filter((t) => t.startsWith('move de-inf'));
    for (const m of moves) expect(g.core.zocAt(s.ptr, P, +m.split(' ')[2])).toBe(0); // may leave, not to another EZOC hex
    expect(moves.length).toBeGreaterThan(0);
    for (const [u, flags] of [[1, INCMD], [0, INCMD | ROUTED], [0, 0]] as const) {
      s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[u, 507, 255, 0, flags], [2, 509, 255, 0, INCMD]]);
      expect(s.legalTexts().some((t) => t.endsWith(' 0508') && t.startsWith('move'))).toBe(false);
    }
  });
  it('French artillery has a radius-2 ZOC: primary adjacent, secondary at 2 (seed 7.21)', async () => {
    const g = await board();
    const s = g.newState();
    expect(g.core.zocAt(s.ptr, P, 1009)).toBe(1);
    expect(g.core.zocAt(s.ptr, P, 1008)).toBe(2);
    expect(g.core.zocAt(s.ptr, F, 103)).toBe(1); // Prussian artillery: primary only
    expect(g.core.zocAt(s.ptr, F, 104)).toBe(0);
  });
  it('opportunity fire: entering a battery\'s secondary ZOC lets it fire at once, x1 at 2 hexes (R9); the mover stops', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 1006, T4, 0, INCMD], [3, 1010, T1, 0, INCMD], [2, 101 + 700, 255, 0, INCMD]]);
    s.apply('move de-inf 1007'); // 1007 -> 1008 enters the secondary ring
    s.apply('move de-inf 1008');
    expect(pending(s)).toBe('OPFIRE');
    expect(s.currentPlayer()).toBe(F);
    expect(s.legalTexts()).toEqual(['opfire fr-art', 'pass']);
    s.apply('opfire fr-art');
    expect(g.core.combatCol(s.ptr)).toBe(2); // C on T1 = 6, x1 at range 2 -> 4-6
    roll(s, 1);
    expect(mp(s, 0)).toBe(0);
    expect(hexOf(s, 0)).toBe(1008);
  });
});

describe('10.3 routed movement', () => {
  it('a routed unit moves its full allowance only away from every enemy; any other step is its only one', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    let s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD | ROUTED], [2, 909, 255, 0, INCMD], [3, -2, 255, 0, 0], [1, -2, 255, 0, 0], [4, -2, 255, 0, 0]]);
    s.apply('move de-inf 0504'); // away from fr-inf at 0909
    expect(mp(s, 0)).toBe(8);
    s.apply('move de-inf 0503');
    expect(mp(s, 0)).toBe(6);
    s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD | ROUTED], [2, 909, 255, 0, INCMD], [3, -2, 255, 0, 0], [1, -2, 255, 0, 0], [4, -2, 255, 0, 0]]);
    s.apply('move de-inf 0606'); // toward the enemy: one hex, then no more
    expect(mp(s, 0)).toBe(0);
  });
});

describe('VI stacking', () => {
  it('one artillery unit may join one other unit; two non-artillery units may not share a hex', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 505, 255, 0, INCMD], [4, 504, 255, 0, INCMD], [1, 506, 255, 0, INCMD]]);
    expect(s.legalTexts()).not.toContain('move de-inf2 0505');
    expect(s.legalTexts()).toContain('move de-art 0505');
  });
});

describe('5.2 command range (R13)', () => {
  it('the unit\'s hex counts, the leader\'s does not; an enemy primary ZOC hex without a friendly unit is a wall', async () => {
    const g = await board();
    const s = g.newState();
    const c = g.core;
    c.testSetUnit(s.ptr, 2, -2, 255, 0, 0);
    c.testSetUnit(s.ptr, 3, -2, 255, 0, 0);
    c.testSetUnit(s.ptr, 0, 805, 255, 0, 0); // 3 hexes from the leader at 0505
    c.testSetUnit(s.ptr, 4, 905, 255, 0, 0); // 4 hexes: out of range 3
    c.commandCheckNow(s.ptr, P);
    expect([c.distanceIds(505, 805), c.distanceIds(505, 905)]).toEqual([3, 4]);
    expect(c.unitFlags(s.ptr, 0) & INCMD).toBe(INCMD);
    expect(c.unitFlags(s.ptr, 4) & INCMD).toBe(0);
    // a French unit at 0706 puts 0606 and 0607 under its primary ZOC: every 3-hex path to 0707 is cut
    c.testSetUnit(s.ptr, 0, 707, 255, 0, 0);
    c.testSetUnit(s.ptr, 2, 706, 255, 0, 0);
    c.commandCheckNow(s.ptr, P);
    expect(c.distanceIds(505, 707)).toBe(3);
    expect(c.unitFlags(s.ptr, 0) & INCMD).toBe(0);
  });
});

describe('III.A command phase and III.D reserve phase (B1, B2)', () => {
  it('each side rolls on the command point table (5 -> 2, 8 -> 3); then the Prussian initial phase', async () => {
    const g = await board();
    const s = g.newState();
    expect(pending(s)).toBe('CP');
    roll(s, 5);
    roll(s, 8);
    expect([g.core.cpOf(s.ptr, P), g.core.cpOf(s.ptr, F)]).toEqual([2, 3]);
    expect(g.core.stageOf(s.ptr)).toBe(E(g).Stage.MOVE);
    expect(s.currentPlayer()).toBe(P);
    expect(g.core.unitFlags(s.ptr, 0) & INCMD).toBe(INCMD);
  });
  it('the special table (Floing) gives 1/1/2/2/3 (B1)', async () => {
    const g = await inlineGame({ special: true, units: [{ id: 'de-a', side: P, hex: 505 }, { id: 'fr-a', side: F, hex: 909 }] });
    const s = g.newState();
    roll(s, 4); roll(s, 10);
    expect([g.core.cpOf(s.ptr, P), g.core.cpOf(s.ptr, F)]).toEqual([1, 3]);
  });
  it('reserve: the Prussian goes first; a movement command costs 1 CP and activates command value + d10 units (B2)', async () => {
    const g = await board();
    const { Stage, APhase, Act } = E(g);
    const s = position(g, Stage.MELEE, F, APhase.INITIAL_F, [[0, 505, 255, 0, INCMD]]);
    g.core.testSetCp(s.ptr, P, 2);
    g.core.testSetCp(s.ptr, F, 1);
    s.apply('pass');
    expect(g.core.stageOf(s.ptr)).toBe(Stage.RESERVE);
    expect(s.currentPlayer()).toBe(P);
    expect(s.legalTexts()).toEqual(['pass', 'buy-move ldr-de', 'buy-strat ldr-de', 'buy-combat']);
    s.apply('buy-move ldr-de');
    roll(s, 5);
    expect(g.core.actLeftOf(s.ptr)).toBe(7); // Kirchbach example: value 2 + roll 5 = 7 units
    expect(g.core.cpOf(s.ptr, P)).toBe(1);
    s.apply('move de-inf 0506');
    expect(g.core.actLeftOf(s.ptr)).toBe(6);
    s.apply('pass');
    expect(s.currentPlayer()).toBe(F); // players alternate
    s.apply('pass');
    s.apply('pass'); // both pass in succession: the phase ends
    expect(pending(s)).toBe('CP'); // next turn
  });
  it('no re-roll of the activation die (seed III.D): after the one roll the command goes on, and nothing rolls it again', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 505, 255, 0, INCMD]]);
    g.core.testSetCp(s.ptr, P, 2);
    s.apply('buy-move ldr-de');
    expect(s.isChance()).toBe(true);
    roll(s, 1); // the worst roll: value 2 + 1 = 3 units
    expect(g.core.actLeftOf(s.ptr)).toBe(3);
    expect(s.isChance()).toBe(false);
    expect(s.legalTexts().some((x) => x.startsWith('die') || x.startsWith('buy-'))).toBe(false);
    s.apply('move de-inf 0506');
    expect(s.isChance()).toBe(false);
    expect(g.core.actLeftOf(s.ptr)).toBe(2);
  });
  it('a combat command costs 2 CP, activates d10 units; the opponent fires defensively only at them (B2, R4)', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 908, T4, 0, INCMD], [4, 1008, T4, 0, INCMD], [2, 909, T4, 0, INCMD]]);
    g.core.testSetCp(s.ptr, P, 2);
    s.apply('buy-combat');
    roll(s, 1); // one unit
    expect(s.legalTexts()).toEqual(['activate de-inf', 'activate de-inf2', 'pass']);
    s.apply('activate de-inf');
    expect(s.currentPlayer()).toBe(F); // defensive fire first
    expect(s.legalTexts()).toContain('fire fr-inf 0908');
    expect(s.legalTexts().some((x) => x.endsWith(' 1008'))).toBe(false); // de-inf2 was not activated
  });
});

describe('8.4 reinforcements (R7)', () => {
  it('1 CP brings every due unit; each through the same hex pays the entry cost x1, x2 ...', async () => {
    const g = await inlineGame({
      areas: [[1001, 1002]],
      units: [
        { id: 'de-r1', side: P, arrTurn: 1, arrArea: 0 }, { id: 'de-r2', side: P, type: ART, arrTurn: 1, arrArea: 0 },
        { id: 'de-r3', side: P, arrTurn: 3, arrArea: 0 }, { id: 'fr-a', side: F, hex: 105 },
      ],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE);
    g.core.testSetCp(s.ptr, P, 1);
    expect(s.legalTexts()).toContain('buy-reinf');
    s.apply('buy-reinf');
    expect(s.legalTexts().filter((t) => t.startsWith('enter'))).toEqual(['enter de-r1 1001', 'enter de-r1 1002', 'enter de-r2 1001', 'enter de-r2 1002']);
    s.apply('enter de-r1 1001');
    expect(mp(s, 0)).toBe(8);
    expect(g.core.unitFlags(s.ptr, 0) & INCMD).toBe(INCMD); // in command until the next command phase
    s.apply('move de-r1 0901');
    s.apply('enter de-r2 1001');
    expect(mp(s, 1)).toBe(10 - 4); // second through 1001 pays twice
  });
});

describe('R12 strategic movement', () => {
  it('needs every unit of the command more than 5 hexes from the enemy; doubles the allowance; never within 2 of an enemy', async () => {
    const g = await board();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 202, 255, 0, INCMD], [1, 101, 255, 0, INCMD], [4, 102, 255, 0, INCMD], [2, 909, 255, 0, INCMD], [3, 1010, 255, 0, INCMD]]);
    g.core.testSetLeader(s.ptr, 0, 202, 0);
    g.core.testSetCp(s.ptr, P, 1);
    expect(s.legalTexts()).toContain('buy-strat ldr-de');
    s.apply('buy-strat ldr-de');
    expect(mp(s, 0)).toBe(20);
    const s2 = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 505, 255, 0, INCMD], [2, 808, 255, 0, INCMD]]);
    g.core.testSetCp(s2.ptr, P, 1);
    expect(g.core.distanceIds(505, 808)).toBe(4);
    expect(s2.legalTexts()).not.toContain('buy-strat ldr-de');
    // the strategic mover never enters a hex within 2 of an enemy combat unit
    for (const m of s.legalTexts().filter((x) => x.startsWith('move'))) expect(g.core.distanceIds(+m.split(' ')[2], 909)).toBeGreaterThan(2);
  });
});

describe('5.4 leader overrun', () => {
  it('a combat unit entering a hex holding only an enemy leader: 1-5 he jumps to the nearest unit of his command', async () => {
    const g = await inlineGame({
      units: [{ id: 'de-a', side: P, hex: 504 }, { id: 'fr-a', side: F, hex: 909 }],
      leaders: [{ id: 'ldr-fr', side: F, hex: 506 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 504, 255, 0, INCMD]]);
    s.apply('move de-a 0505');
    s.apply('move de-a 0506');
    expect(pending(s)).toBe('OVERRUN');
    roll(s, 3);
    expect(g.core.leaderHex(s.ptr, 0)).toBe(909);
  });
});

describe('R7 reinforcements blocked at their area', () => {
  it('with every hex of the area enemy-occupied they enter at the nearest free map-edge hexes within 3', async () => {
    const g = await inlineGame({
      areas: [[1005]],
      units: [{ id: 'de-r', side: P, arrTurn: 1, arrArea: 0 }, { id: 'fr-a', side: F, hex: 1005 }, { id: 'fr-b', side: F, hex: 101 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE);
    g.core.testSetCp(s.ptr, P, 1);
    s.apply('buy-reinf');
    expect(s.legalTexts().filter((t) => t.startsWith('enter'))).toEqual(['enter de-r 1004', 'enter de-r 1006']);
  });
});
