// The result rows of the melee table (seed 9.33, B5, R10, R11) and of the fire table (seed 9.24,
// B4) applied to small positions with forced rolls, and the remaining shift, ZOC and movement
// rules of digest 1.1 / B8 that the other files do not reach.
import { describe, it, expect } from 'vitest';
import { inlineGame, position, roll, pending, hexOf, E, P, F, INF, CAV, ART, A, B, C, D, T1, T2, T3, T4, T5, T6, WOODS, CITY, STREAM, BRIDGE, ROAD, FORT, INCMD, ROUTED } from './helpers.js';

async function meleeBoard(extra: { hexes?: Record<number, { ter?: number; elev?: number }>; sides?: [number, number, number][] } = {}) {
  return inlineGame({
    ...extra,
    units: [
      { id: 'de-a', side: P, rating: B, hex: 504 },
      { id: 'de-b', side: P, rating: A, type: CAV, hex: 101 },
      { id: 'fr-d', side: F, rating: B, hex: 505 },
      { id: 'fr-art', side: F, type: ART, rating: C, hex: 909 },
    ],
    leaders: [{ id: 'ldr-de', side: P, command: 2, hex: 101 }],
  });
}
/** de-a (chit ca) attacks fr-d (chit cd) at 0505; optional fr-art stacked with it; forced roll. */
function melee(g: Awaited<ReturnType<typeof meleeBoard>>, ca: number, cd: number, face: number, opts: { art?: boolean; leader?: boolean; defRating?: number } = {}) {
  const { Stage, APhase } = E(g);
  const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, ca, 0, INCMD], [2, 505, cd, 0, INCMD], [3, opts.art ? 505 : 909, T4, 0, INCMD]]);
  if (opts.leader) g.core.testSetLeader(s.ptr, 0, 504, 0);
  s.apply('melee de-a 0505');
  s.apply('melee-go');
  roll(s, face);
  return s;
}

describe('9.33 melee results', () => {
  it('AE (1-3, roll 1): the attacker is eliminated', async () => {
    const g = await meleeBoard();
    const s = melee(g, T6, T1, 1); // 3 vs 8 -> 1-3
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.AE);
    expect(hexOf(s, 0)).toBe(-2);
  });
  it('A1 (1-1, roll 2): the attacker loses a step and checks morale (R10)', async () => {
    const g = await meleeBoard();
    const s = melee(g, T4, T4, 2);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.A1);
    expect(g.core.unitLost(s.ptr, 0)).toBe(1);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 0]);
  });
  it('AD (1-1, roll 3): the attacker routs and retreats 2 hexes', async () => {
    const g = await meleeBoard();
    const s = melee(g, T4, T4, 3);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.AD);
    expect(g.core.unitFlags(s.ptr, 0) & ROUTED).toBe(ROUTED);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['RETREAT', 0]);
  });
  it('DM (1-1, roll 7): every defender checks morale', async () => {
    const g = await meleeBoard();
    const s = melee(g, T2, T4, 7, { art: true }); // 6 vs 4 + 1 -> 1-1
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.DM);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 2]);
    roll(s, 1);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 3]);
  });
  it('DD (1-1 with the artillery, roll 9): the owner picks the defender that routs, the other checks', async () => {
    const g = await meleeBoard();
    const s = melee(g, T2, T4, 9, { art: true }); // 6 vs 4 + 1 -> 1-1
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.DD);
    expect(s.currentPlayer()).toBe(F);
    expect(s.legalTexts()).toEqual(['choose fr-d', 'choose fr-art']);
    s.apply('choose fr-art');
    expect(g.core.unitFlags(s.ptr, 3) & ROUTED).toBe(ROUTED);
    expect(hexOf(s, 3)).toBe(505); // artillery routs in place (R11)
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 2]);
  });
  it('D2 (1-1, 10 + 2 = 12+): the defender loses two steps (B on T4: to its cadre chit) and checks morale', async () => {
    const g = await meleeBoard();
    const s = melee(g, T4, T4, 10, { leader: true });
    expect(g.core.combatDrm(s.ptr)).toBe(2);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.D2);
    expect(g.core.unitLost(s.ptr, 2)).toBe(2);
    expect(g.core.unitStrength(s.ptr, 2)).toBe(1);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 2]);
  });
  it('DE (6-1, roll 10): the top defender is eliminated, the other defenders rout; the attacker may advance', async () => {
    const g = await meleeBoard();
    const { Stage, APhase } = E(g);
    const t = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [1, 405, T1, 0, INCMD], [2, 505, T6, 2, INCMD], [3, 505, T4, 0, INCMD]]);
    t.apply('melee de-a 0505'); t.apply('melee de-b 0505'); t.apply('melee-go'); // 8 + 10 vs 1 + 1 -> 6-1, cavalry +1
    expect(g.core.combatCol(t.ptr)).toBe(8);
    roll(t, 10);
    expect(g.core.lastResultOf(t.ptr)).toBe(g.core.MR.DE);
    expect(hexOf(t, 2)).toBe(-2);
    expect(g.core.unitFlags(t.ptr, 3) & ROUTED).toBe(ROUTED);
  });
  it('AM (1-1, roll 4): every attacker checks morale', async () => {
    const g = await meleeBoard();
    const s = melee(g, T4, T4, 4);
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.AM);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 0]);
  });
});

describe('9.31 melee shifts (B8)', () => {
  it('stream 1L, bridge 2L; the net shift is capped at 3 (city 2L + upslope 1L + stream 1L)', async () => {
    const cases: [Parameters<typeof meleeBoard>[0], number][] = [
      [{ sides: [[504, 505, STREAM]] }, 2],
      [{ sides: [[504, 505, STREAM | BRIDGE | ROAD]] }, 1],
      [{ hexes: { 505: { ter: CITY, elev: 1 } }, sides: [[504, 505, STREAM]] }, 0],
    ];
    for (const [extra, col] of cases) {
      const g = await meleeBoard(extra);
      const { Stage, APhase } = E(g);
      const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [2, 505, T4, 0, INCMD]]);
      s.apply('melee de-a 0505'); s.apply('melee-go');
      expect(g.core.combatCol(s.ptr)).toBe(col); // from 1-1 (3)
    }
  });
  it('a unit that fired at an adjacent enemy may melee only that enemy (seed 9.3)', async () => {
    const g = await inlineGame({ units: [{ id: 'de-a', side: P, hex: 505 }, { id: 'fr-x', side: F, hex: 506 }, { id: 'fr-y', side: F, hex: 504 }] });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 505, T4, 0, INCMD], [1, 506, T4, 0, INCMD], [2, 504, T4, 0, INCMD]]);
    s.apply('fire de-a 0506'); s.apply('fire-go'); roll(s, 1);
    expect(g.core.stageOf(s.ptr)).toBe(Stage.MELEE);
    expect(s.legalTexts()).toEqual(['melee de-a 0506', 'pass']);
  });
});

describe('9.23-9.24 fire shifts and results', () => {
  async function fireBoard(hexes: Record<number, { ter?: number; elev?: number }> = {}) {
    return inlineGame({ hexes, units: [{ id: 'de-art', side: P, type: ART, hex: 503 }, { id: 'fr-a', side: F, hex: 505 }, { id: 'fr-b', side: F, type: ART, rating: C, hex: 909 }] });
  }
  const fire = async (hexes: Record<number, { ter?: number; elev?: number }>, flagsA = INCMD) => {
    const g = await fireBoard(hexes);
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[0, 503, T2, 0, INCMD], [1, 505, T4, 0, flagsA]]);
    s.apply('fire de-art 0505'); s.apply('fire-go');
    return { g, s };
  };
  it('woods 1L; a target one level above the firer 1L (cumulative)', async () => {
    const c = await fire({});
    expect(c.g.core.combatCol(c.s.ptr)).toBe(2); // 6 at range 2 -> 4-6
    const w = await fire({ 505: { ter: WOODS } });
    expect(w.g.core.combatCol(w.s.ptr)).toBe(1);
    const h = await fire({ 505: { ter: WOODS, elev: 1 }, 504: { elev: 1 } });
    expect(h.g.core.combatCol(h.s.ptr)).toBe(0);
  });
  it('D2: the top unit loses two steps and routs', async () => {
    const g = await fireBoard();
    const t = position(g, E(g).Stage.OFIRE, P, E(g).APhase.INITIAL_P, [[0, 504, T1, 0, INCMD], [1, 505, T4, 0, INCMD]]);
    t.apply('fire de-art 0505'); t.apply('fire-go');
    roll(t, 8); // 16+ / 8 = D2
    expect(g.core.unitLost(t.ptr, 1)).toBe(2);
    expect(g.core.unitFlags(t.ptr, 1) & ROUTED).toBe(ROUTED);
    expect(pending(t)).toBe('RETREAT');
  });
  it('an already routed unit treats DM and DD from fire as no effect (seed 9.24)', async () => {
    const { g, s } = await fire({}, INCMD | ROUTED);
    roll(s, 6); // 4-6 / 6 = DM
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.FR.DM);
    expect(pending(s)).not.toBe('MORALE');
    expect(hexOf(s, 1)).toBe(505);
  });
});

describe('VII / VIII remaining movement rules', () => {
  async function mv(sides: [number, number, number][] = []) {
    return inlineGame({
      sides,
      units: [{ id: 'de-a', side: P, hex: 907 }, { id: 'fr-art', side: F, type: ART, rating: C, hex: 909 }, { id: 'fr-x', side: F, hex: 101 }],
      leaders: [{ id: 'ldr-fr', side: F, hex: 303 }, { id: 'ldr-de', side: P, hex: 907, command: 2, range: 6 }],
    });
  }
  it('from a battery\'s primary ZOC a unit may step to its secondary ZOC and keep moving (seed 7.3, H14)', async () => {
    const g = await mv();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 908, 255, 0, INCMD]]);
    expect(g.core.zocAt(s.ptr, P, 908)).toBe(1);
    expect(g.core.zocAt(s.ptr, P, 907)).toBe(2);
    s.apply('move de-a 0907');
    expect(g.core.unitMp(s.ptr, 0)).toBe(8);
  });
  it('a combat unit never enters an enemy unit\'s hex; leaders have no ZOC', async () => {
    const g = await mv();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 908, 255, 0, INCMD]]);
    expect(s.legalTexts()).not.toContain('move de-a 0909');
    expect(g.core.zocAt(s.ptr, P, 304)).toBe(0); // next to ldr-fr alone
  });
  it('a fortification hexside costs infantry +1 (B8)', async () => {
    const g = await mv([[907, 906, FORT]]);
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 907, 255, 0, INCMD], [1, -2, 255, 0, 0]]);
    s.apply('move de-a 0906');
    expect(g.core.unitMp(s.ptr, 0)).toBe(6);
  });
  it('out-of-command units cannot be moved in the reserve phase (seed 5.21); a unit may act again in a later command (seed 4.21)', async () => {
    const g = await mv();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 505, 255, 0, 0], [1, -2, 255, 0, 0]]);
    g.core.testSetLeader(s.ptr, 1, 505, 0);
    g.core.testSetCp(s.ptr, P, 2);
    s.apply('buy-move ldr-de'); roll(s, 3);
    expect(s.legalTexts().filter((t) => t.startsWith('move'))).toEqual([]);
    const t = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 505, 255, 0, INCMD], [1, -2, 255, 0, 0]]);
    g.core.testSetLeader(t.ptr, 1, 505, 0);
    g.core.testSetCp(t.ptr, P, 2);
    g.core.testSetCp(t.ptr, F, 1);
    t.apply('buy-move ldr-de'); roll(t, 3);
    t.apply('move de-a 0506'); t.apply('pass');
    expect(t.currentPlayer()).toBe(F);
    t.apply('pass');
    t.apply('buy-move ldr-de'); roll(t, 3);
    expect(t.legalTexts()).toContain('move de-a 0507');
  });
  it('leader overrun 6-10: the leader is killed, his replacement appears with the nearest unit of his command', async () => {
    const g = await inlineGame({ units: [{ id: 'de-a', side: P, hex: 504 }, { id: 'fr-a', side: F, hex: 909 }], leaders: [{ id: 'ldr-fr', side: F, hex: 505 }] });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 504, 255, 0, INCMD]]);
    s.apply('move de-a 0505');
    roll(s, 8);
    expect(g.core.leaderFlags(s.ptr, 0) & 1).toBe(1);
    expect(g.core.leaderHex(s.ptr, 0)).toBe(909);
  });
});

describe('R6 leaders under a movement command', () => {
  it('the command\'s leader and the division leaders below him move with it, without counting against the activations', async () => {
    const g = await inlineGame({
      units: [{ id: 'de-a', side: P, div: 1, hex: 505 }, { id: 'fr-x', side: F, hex: 101 }],
      leaders: [
        { id: 'ldr-corps', side: P, level: 1, form: 0, command: 1, range: 5, hex: 505 },
        { id: 'ldr-div', side: P, level: 2, form: 1, command: 1, range: 4, hex: 506 },
        { id: 'ldr-other', side: P, level: 1, form: 0, command: 1, range: 4, hex: 909 },
      ],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.RESERVE, P, APhase.RESERVE, [[0, 505, 255, 0, INCMD]]);
    g.core.testSetCp(s.ptr, P, 1);
    s.apply('buy-move ldr-corps');
    roll(s, 1); // 1 + 1 = 2 units
    const texts = s.legalTexts();
    expect(texts.some((t) => t.startsWith('lmove ldr-corps'))).toBe(true);
    expect(texts.some((t) => t.startsWith('lmove ldr-div'))).toBe(true);
    expect(texts.some((t) => t.startsWith('lmove ldr-other'))).toBe(false); // not below him
    s.apply(texts.find((t) => t.startsWith('lmove ldr-div'))!);
    expect(g.core.actLeftOf(s.ptr)).toBe(2);
  });
});

describe('R2 top unit of a stack', () => {
  it('the owner declares the top unit when a stack forms; fire results strike it', async () => {
    const g = await inlineGame({
      units: [{ id: 'de-inf', side: P, hex: 504 }, { id: 'de-art', side: P, type: ART, hex: 505 }, { id: 'fr-art', side: F, type: ART, rating: C, hex: 508 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 504, T4, 0, INCMD], [1, 505, T4, 0, INCMD]]);
    s.apply('move de-inf 0505');
    expect(pending(s)).toBe('TOPDECL');
    expect(s.currentPlayer()).toBe(P);
    expect(s.legalTexts()).toEqual(['choose de-art', 'choose de-inf']);
    s.apply('choose de-art');
    // the French battery fires defensively: DD strikes the declared top unit, the artillery
    s.apply('pass');
    expect(s.currentPlayer()).toBe(F);
    const t = s.clone();
    g.core.testSetUnit(t.ptr, 2, 508, T1, 0, INCMD);
    t.apply('fire fr-art 0505'); t.apply('fire-go'); // 6 at range 3 -> 4-6
    roll(t, 8); // 4-6 / 8 = DD
    expect(g.core.unitFlags(t.ptr, 1) & ROUTED).toBe(ROUTED);
    expect(g.core.unitFlags(t.ptr, 0) & ROUTED).toBe(0);
  });
});

describe('B5 optional monotonic variant', () => {
  it('off by default (3-1 with a modified 9 is the seed\'s AD); on, it gives DD', async () => {
    const spec = { units: [{ id: 'de-a', side: P, hex: 504 }, { id: 'fr-d', side: F, hex: 505 }] };
    for (const [on, res] of [[false, 'AD'], [true, 'DD']] as const) {
      const g = await inlineGame(spec, { monotonicB5: on });
      expect(g.core.tblMelee(5, 9)).toBe(g.core.MR[res]);
    }
  });
});

describe('A2, out-of-command movement, lost CP', () => {
  it('A2 (1-2, roll <= 1): the attacker loses two steps', async () => {
    const g = await meleeBoard();
    const s = melee(g, T4, T2, 1); // 4 vs 6 -> 1-2
    expect(g.core.lastResultOf(s.ptr)).toBe(g.core.MR.A2);
    expect(g.core.unitLost(s.ptr, 0)).toBe(2);
  });
  it('out-of-command units move normally in their initial phase (seed 5.21)', async () => {
    const g = await meleeBoard();
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MOVE, P, APhase.INITIAL_P, [[0, 303, 255, 0, 0]]);
    s.apply('move de-a 0304');
    expect(g.core.unitMp(s.ptr, 0)).toBe(8);
  });
  it('unused CP are lost at the end of the turn (seed III.D)', async () => {
    const g = await inlineGame({ turns: [1, 2], units: [{ id: 'de-a', side: P, hex: 101 }, { id: 'fr-a', side: F, hex: 909 }] });
    const s = g.newState();
    roll(s, 10); roll(s, 10); // 4 CP each
    while (g.core.turnOf(s.ptr) === 1) s.apply('pass');
    expect(pending(s)).toBe('CP');
    expect([g.core.cpOf(s.ptr, P), g.core.cpOf(s.ptr, F)]).toEqual([0, 0]);
  });
});

describe('5.4 a lone leader joins the nearest friendly unit (R17)', () => {
  it('his owner chooses between equally near units', async () => {
    const g = await inlineGame({
      units: [{ id: 'fr-a', side: F, hex: 505 }, { id: 'fr-b', side: F, hex: 503 }, { id: 'fr-c', side: F, hex: 507 }, { id: 'de-art', side: P, type: ART, hex: 705 }],
      leaders: [{ id: 'ldr-fr', side: F, hex: 505 }],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.OFIRE, P, APhase.INITIAL_P, [[3, 605, T1, 0, INCMD], [0, 505, T6, 0, INCMD]]);
    s.apply('fire de-art 0505'); s.apply('fire-go');
    roll(s, 10); // 16+ / 10 = DE: fr-a eliminated, the leader is alone
    roll(s, 1); // he survives his casualty check
    expect(pending(s)).toBe('LEADERTIE');
    expect(s.currentPlayer()).toBe(F);
    expect(s.legalTexts()).toEqual(['place ldr-fr 0503', 'place ldr-fr 0507']);
    s.apply('place ldr-fr 0507');
    expect(g.core.leaderHex(s.ptr, 0)).toBe(507);
  });
});

describe('9.3 one unit may attack several hexes together', () => {
  it('an attacker adds a second adjacent hex; strengths are totalled; results strike the defenders of both hexes', async () => {
    const g = await inlineGame({
      units: [
        { id: 'de-a', side: P, hex: 505 }, { id: 'de-b', side: P, hex: 606 },
        { id: 'fr-n', side: F, hex: 504 }, { id: 'fr-s', side: F, hex: 506 }, { id: 'fr-far', side: F, hex: 909 },
      ],
    });
    const { Stage, APhase } = E(g);
    const s = position(g, Stage.MELEE, P, APhase.INITIAL_P, [[0, 505, T4, 0, INCMD], [1, 606, T4, 0, INCMD], [2, 504, T4, 0, INCMD], [3, 506, T4, 0, INCMD]]);
    s.apply('melee de-a 0504');
    expect(s.legalTexts()).toContain('melee de-a 0506'); // de-a may take in the other hex it touches
    expect(s.legalTexts()).not.toContain('melee de-b 0506'); // de-b joins only hexes already attacked
    s.apply('melee de-a 0506');
    expect(s.legalTexts()).toContain('melee de-b 0506');
    s.apply('melee de-b 0506');
    s.apply('melee-go');
    expect(g.core.combatCol(s.ptr)).toBe(3); // 4 + 4 vs 4 + 4 -> 1-1
    roll(s, 7); // 1-1 / 7 = DM: every defender, in both hexes, checks
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 2]);
    roll(s, 1);
    expect([pending(s), g.core.pendingTaskUnit(s.ptr)]).toEqual(['MORALE', 3]);
  });
});
