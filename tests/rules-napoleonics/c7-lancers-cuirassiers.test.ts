// Rules digest C.7 (the unit tables, [REFCARD-N]): lancers, "when attacking, may re-roll flag results
// once, not vs cuirassiers"; cuirassiers, "ignore 1 infantry fire hit" and "lancers may not re-roll
// flags" against them. Our reading: a lancer's initial or bonus melee re-rolls each flag once (the
// re-rolled die stands), automatically; a cuirassier unit fired at by infantry ignores 1 hit.
import { describe, it, expect } from 'vitest';
import { napSetup, play, order, battle, roll, blocks, unitAt, act, diceToRoll } from './helpers.ts';

const rules = { NAP_SUPPORT: 0 };

describe('C.7 lancers re-roll flags when attacking', () => {
  it('C.7 lancers: a flag rolled in the lancers\' melee is rolled again; the new result stands', async () => {
    const { state } = await napSetup({ units: ['b FR_LNCR E3', 't BR_LN E4', 't BR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    expect(diceToRoll(state)).toBe(4);
    roll(state, 'flag', 'inf', 'inf', 'cav', 'art'); // the flag is re-rolled: infantry
    expect(blocks(state, 'E4')).toBe(2); // two infantry hits, no flag: no retreat
    expect(unitAt(state, 'E4')?.side).toBe('top');
  });

  it('C.7 lancers: each flag is re-rolled only once (a second flag on the re-roll counts)', async () => {
    const { state } = await napSetup({ units: ['b FR_LNCR E3', 't BR_LN E4', 't BR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'flag', 'flag', 'cav', 'cav', 'art'); // flag, re-rolled flag (stands), three misses
    expect(state.legalTexts().some((t) => t.startsWith('retreat:'))).toBe(true); // the flag drives the line back
  });

  it('C.7 light cavalry (no lancer rule): a flag is not re-rolled', async () => {
    const { state } = await napSetup({ units: ['b FR_LC E3', 't BR_LN E4', 't BR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'flag', 'inf', 'cav', 'art');
    expect(state.phaseName()).toBe('RETREAT');
    expect(blocks(state, 'E4')).toBe(3);
  });

  it('C.7 lancers: no re-roll against cuirassiers', async () => {
    const { state } = await napSetup({ units: ['b RU_LNCR E3', 't FR_CU E4', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    if (state.phaseName() === 'RESPOND') act(state, 'accept');
    roll(state, 'flag', 'inf', 'inf', 'art');
    expect(state.phaseName()).toBe('RETREAT'); // the flag stands
  });

  it('C.7 lancers: no re-roll when battling back (only when attacking)', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LNCR E4', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'inf', 'inf', 'art', 'art'); // the line's attack: no effect on cavalry
    roll(state, 'flag', 'inf', 'inf', 'art'); // the lancers battle back: the flag stands
    expect(state.phaseName()).toBe('RETREAT');
  });
});

describe('C.7 cuirassiers ignore 1 hit of infantry fire', () => {
  for (const [type, left] of [['FR_CU', 3], ['FR_HC', 2]] as const) {
    it(`C.7 cuirassiers: infantry fire at ${type === 'FR_CU' ? 'cuirassiers: 1 of 2 cavalry hits is ignored' : 'heavy cavalry (not cuirassiers): both hits count'}`, async () => {
      const { state } = await napSetup({ units: ['b BR_LN E3', `t ${type} E5`, 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
      play(state, 'probe-c');
      order(state, 'E3');
      battle(state, 'E3xE5');
      roll(state, 'cav', 'cav', 'inf', 'art', 'art');
      expect(blocks(state, 'E5')).toBe(left);
    });
  }

  it('C.7 cuirassiers: melee hits by infantry all count (fire only)', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_CU E4', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'cav', 'cav', 'inf', 'art');
    expect(blocks(state, 'E4')).toBe(2);
  });
});
