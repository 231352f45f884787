// Rules digest D.10 (EPIC pieces): the Russian Guard Horse Artillery (map code R-GHA; plain `GHA` on
// the EPIC map key, D.11): 3 blocks; moves 1 and battles or 2 without battle; artillery combat per
// the base rules; +1 die in melee; ignores 2 flags; retreats 1 hex per flag. Compared with the
// Russian horse artillery row (no melee bonus, no flag ignored).
import { describe, it, expect } from 'vitest';
import { napSetup, play, order, act, battle, roll, targets, legalWith, unitAt } from './helpers.ts';
import { coreUnitType } from '../../src/games/napoleonics/unit-codes.ts';

const rules = { NAP_SUPPORT: 0 };

describe('D.10 Russian Guard Horse Artillery', () => {
  it('D.10 R-GHA: the map codes R-GHA and GHA load as RU_GHA, 3 blocks', async () => {
    expect(coreUnitType('RU', 'R-GHA')).toBe('RU_GHA');
    expect(coreUnitType('RU', 'GHA')).toBe('RU_GHA');
    const { state } = await napSetup({ units: ['b RU_GHA E3', 't FR_LN A9'] });
    expect(unitAt(state, 'E3')).toMatchObject({ type: 'RU_GHA', blocks: 3 });
  });

  for (const [type, dice] of [['RU_GHA', 4], ['RU_HA', 3]] as const) {
    it(`D.10 R-GHA: +1 die in melee (${type}: ${dice} dice against an adjacent unit)`, async () => {
      const { state } = await napSetup({ units: [`b ${type} E3`, 't FR_LN E4', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
      play(state, 'probe-c');
      order(state, 'E3');
      act(state, 'end-moves');
      expect(targets(state, 'E3')).toEqual({ E4: -dice });
    });
  }

  it('D.10 R-GHA: moves 1 and battles (artillery dice by range), or 2 without battle', async () => {
    const one = await napSetup({ units: ['b RU_GHA E2', 't FR_LN E6', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(one.state, 'probe-c');
    order(one.state, 'E2');
    act(one.state, 'move:E2-E3'); // the only unit ordered: the move phase ends by itself
    expect(targets(one.state, 'E3')).toEqual({ E6: 2 }); // range 3: horse artillery 3,3,2,2 (C.6 option)
    const two = await napSetup({ units: ['b RU_GHA E2', 't FR_LN E7', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(two.state, 'probe-c');
    order(two.state, 'E2');
    act(two.state, 'move:E2-E4');
    if (two.state.phaseName() === 'MOVE') act(two.state, 'end-moves');
    expect(legalWith(two.state, 'battle:E4')).toEqual([]);
  });

  it('D.10 R-GHA: ignores 2 flags (the IGNORE choice offers 0-2), and retreats 1 hex per flag', async () => {
    const { state } = await napSetup({ units: ['b FR_LN E3', 't RU_GHA E5', 't RU_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'flag', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1', 'ignore:2']);
    act(state, 'ignore:2');
    const dest = legalWith(state, 'retreat:').map((t) => t.slice(8));
    expect(dest.length).toBeGreaterThan(0);
    expect(dest.every((h) => h.endsWith('6'))).toBe(true); // one flag left: 1 hex toward its side (row 6)
  });
});
