// Rules of part C added after the first Napoleonics pass (docs/rules-coverage.md rows C.4, C.7,
// C.9, C.13): a leader in a square cannot detach; the Russian lancers, cuirassiers and guard cavalry
// rows; horse artillery kept out of marsh like foot artillery; a square receives no support, and
// cavalry may not ignore the flags a square rolls. Small inline positions, forced dice and cards.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, roll, legalWith, eq, unitAt, targets } from './helpers.ts';
import { coreUnitType } from '../../src/games/napoleonics/unit-codes.js';
import type { State } from '../../src/core/game.ts';

/** Bottom's heavy cavalry E3 charges top's line E4 (which may form square); the top hand is 4 cards. */
async function charge(e4: string, extra: string[] = [], rules: Record<string, number> = {}) {
  const s = await napSetup({
    units: ['b FR_HC E3', e4, ...extra],
    hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0, ...rules },
  });
  play(s.state, 'probe-c');
  order(s.state, 'E3');
  act(s.state, 'end-moves', 'battle:E3xE4');
  return s;
}

/** Plays out the rest of the bottom turn (first outcomes) until the top side is to play. */
function toTopTurn(state: State): void {
  for (let i = 0; i < 40 && !(state.phaseName() === 'PLAY' && state.game.core.getActive(state.ptr) === 1); i++) {
    if (state.isChance()) state.apply(state.chanceOutcomes()[0].code);
    else act(state, state.legalTexts().includes('end-battles') ? 'end-battles' : state.legalTexts()[0]);
  }
  eq(state.phaseName(), 'PLAY', 'the top side plays');
}

describe('C.4 a leader in a square', () => {
  for (const square of [true, false]) {
    it(`C.4: a leader with a unit ${square ? 'in square cannot detach (no order-leader)' : 'not in square may be ordered apart'}`, async () => {
      const { state } = await charge('t BR_LN E4 L');
      act(state, square ? 'square' : 'accept');
      if (square) state.apply(state.chanceOutcomes()[0].code);
      while (state.isChance() && state.legalTexts().includes('die:medium')) act(state, 'die:medium'); // cavalry faces: the charge misses
      toTopTurn(state);
      play(state, 'attack-c');
      expect(legalWith(state, 'order-leader:E4')).toEqual(square ? [] : ['order-leader:E4']);
    });
  }
});

describe('C.13 squares: support and flags', () => {
  it('C.13: a square receives no support (two adjacent friends give none): a flag costs it a block', async () => {
    const { state } = await charge('t BR_LN E4', ['t BR_LN D4', 't BR_LN F4'], { NAP_SUPPORT: 1 });
    act(state, 'square');
    state.apply(state.chanceOutcomes()[0].code);
    roll(state, 'flag');
    expect(legalWith(state, 'ignore:')).toEqual([]);
    eq(unitAt(state, 'E4')?.blocks, 3, 'the flag cost the square a block');
  });

  it('C.12 control: the same line, not in square, with two adjacent friends may ignore the flag', async () => {
    const { state } = await charge('t BR_LN E4', ['t BR_LN D4', 't BR_LN F4'], { NAP_SUPPORT: 1 });
    act(state, 'accept');
    roll(state, 'flag', 'medium', 'medium', 'medium', 'medium');
    expect(legalWith(state, 'ignore:')).toEqual(['ignore:0', 'ignore:1']);
  });

  it('C.13 (fan reference): cavalry may not ignore the flags a square rolls, not even with an attached leader', async () => {
    const s = await napSetup({
      units: ['b FR_HC E3 L', 't BR_LN E4'],
      hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    const { state } = s;
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4', 'square');
    state.apply(state.chanceOutcomes()[0].code);
    roll(state, 'light'); // the charge: 1 die, a miss against infantry... the square battles back
    roll(state, 'flag');
    expect(legalWith(state, 'ignore:')).toEqual([]);
    expect(state.phaseName()).toBe('RETREAT');
  });
});

describe('C.7 Russia: lancers, cuirassiers, guard cavalry (rows of their own)', () => {
  it('C.7 / D.11: Russian lancers: 4 blocks, move 3; cuirassiers: +1 melee die; the map codes load as these rows', async () => {
    const { state } = await napSetup({ units: ['b RU_LNCR F2', 'b RU_CU G3', 't FR_LN G4', 't FR_LN A9'], hands: { bottom: ['attack-c'] } });
    const at = (h: string) => state.units().find((u) => u.hex === h)!;
    expect([at('F2').type, at('F2').blocks, at('G3').type]).toEqual(['RU_LNCR', 4, 'RU_CU']);
    play(state, 'attack-c');
    order(state, 'F2', 'G3');
    expect(legalWith(state, 'move:F2-').map((x) => x.slice(8))).toContain('F5'); // 3 hexes
    act(state, 'end-moves');
    expect(targets(state, 'G3')).toEqual({ G4: -5 }); // 4 blocks + 1
    expect(coreUnitType('RU', 'R-LNCR')).toBe('RU_LNCR');
    expect(coreUnitType('RU', 'R-CU')).toBe('RU_CU');
    expect(coreUnitType('RU', 'R-GLC')).toBe('RU_GLC');
    expect(coreUnitType('RU', 'R-GHC')).toBe('RU_GHC');
  });
});

describe('C.9 artillery and marsh', () => {
  for (const type of ['FR_HA', 'FR_FA']) {
    it(`C.9: ${type === 'FR_HA' ? 'horse' : 'foot'} artillery may not enter marsh; light cavalry may`, async () => {
      const { state } = await napSetup({ units: [`b ${type} E2`, 'b FR_LC G2', 't BR_LN A9'], terrain: ['marsh E3', 'marsh G3'], hands: { bottom: ['attack-c'] } });
      play(state, 'attack-c');
      order(state, 'E2', 'G2');
      const art = legalWith(state, 'move:E2-').map((x) => x.slice(8));
      expect(art.length).toBeGreaterThan(0);
      expect(art).not.toContain('E3');
      expect(legalWith(state, 'move:G2-').map((x) => x.slice(8))).toContain('G3');
    });
  }
});

describe('C.10 artillery on a hill', () => {
  for (const hill of [true, false]) {
    it(`C.10: artillery ${hill ? 'on a hill fires over an adjacent friendly unit on lower ground' : 'on level ground: the adjacent friendly unit blocks its line of sight'}`, async () => {
      const { state } = await napSetup({ units: ['b FR_FA E3', 'b FR_LN E4', 't BR_LN F6', 't BR_LN A9'], terrain: hill ? ['hill E3'] : [] });
      expect(Object.keys(targets(state, 'E3')).includes('F6')).toBe(hill);
    });
  }

  it('C.10: a friendly unit on a hill next to the artillery still blocks (only lower units are fired over)', async () => {
    const { state } = await napSetup({ units: ['b FR_FA E3', 'b FR_LN E4', 't BR_LN F6', 't BR_LN A9'], terrain: ['hill E3', 'hill E4'] });
    expect(Object.keys(targets(state, 'E3'))).not.toContain('F6');
  });
});

describe('C.5 Force March and La Grande Manoeuvre', () => {
  it('C.5 Force March: infantry of one section only; one extra hex (light infantry 3, line 2), and they may still battle', async () => {
    const { state } = await napSetup({ units: ['b FR_LT F2', 'b FR_LN G2', 'b FR_LN B2', 't BR_LN G5', 't BR_LN A9'], hands: { bottom: ['force-march', 'probe-c', 'probe-l'] } });
    play(state, 'force-march');
    expect(legalWith(state, 'order:').sort()).toEqual(['order:B2', 'order:F2', 'order:G2']);
    act(state, 'order:F2');
    expect(legalWith(state, 'order:').sort()).toEqual(['order:G2']); // B2 is in another section
    order(state, 'G2');
    expect(legalWith(state, 'move:F2-')).toContain('move:F2-F5'); // 2 + 1
    expect(legalWith(state, 'move:G2-')).toContain('move:G2-G4'); // 1 + 1
    expect(legalWith(state, 'move:G2-')).not.toContain('move:G2-G5');
    act(state, 'move:G2-G4', 'end-moves');
    expect(legalWith(state, 'battle:G4xG5')).toEqual(['battle:G4xG5']);
  });

  it('C.5 La Grande Manoeuvre: a strategic move of up to 4 hexes, then no battle', async () => {
    const { state } = await napSetup({ units: ['b FR_LN E2', 't BR_LN E7', 't BR_LN A9'], hands: { bottom: ['grande-manoeuvre', 'probe-c'] } });
    play(state, 'grande-manoeuvre');
    order(state, 'E2');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    const dests = legalWith(state, 'move:E2-').map((x) => x.slice(8));
    expect(dests).toContain('E6');
    act(state, 'move:E2-E6');
    expect(legalWith(state, 'battle:')).toEqual([]);
  });
});

describe('bad input: a square on a town (C.13, C.15)', () => {
  it('C.13: "square" for a unit in a town is refused with one line, and the state is unchanged', async () => {
    const town = await napSetup({
      units: ['b FR_HC E3', 't BR_LN E4'], terrain: ['town E4'],
      hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(town.state, 'probe-c');
    order(town.state, 'E3');
    act(town.state, 'end-moves', 'battle:E3xE4');
    const before = town.state.legalTexts();
    let message = '';
    try { town.state.apply('square'); } catch (e) { message = (e as Error).message; }
    expect(message).toBe('illegal action "square" here (phase RESPOND)');
    expect(message.includes('\n')).toBe(false);
    expect(town.state.legalTexts()).toEqual(before);
  });
});
