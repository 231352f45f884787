// The last part-C gaps of Napoleonics (rules digest /work/shared/rules/commands-and-colors.md C.5,
// C.13, C.14, C.15; docs/rules-coverage.md part C): Cavalry Charge ordering horse artillery, a square
// leaving square under Fire and Hold, La Grande Manoeuvre's lone leaders, the walled garden. Small
// inline positions on the 13 x 9 board (helpers.ts), dice forced by `die:` actions.
import { describe, expect, it } from 'vitest';
import { napSetup, play, order, act, moves, targets, legalWith, eq } from './helpers.ts';

describe('C.5 Cavalry Charge and horse artillery', () => {
  it('C.5: Cavalry Charge orders cavalry or horse artillery; the horse artillery moves and battles normally, no bonus die', async () => {
    const { state } = await napSetup({
      units: ['b FR_LC B1', 'b FR_HA E1', 'b FR_LN H1', 't BR_LN B4', 't BR_LN E4'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    const orderable = legalWith(state, 'order:').sort();
    eq(orderable, ['order:B1', 'order:E1'], 'the cavalry and the horse artillery, not the line infantry');
    order(state, 'B1', 'E1');
    moves(state, 'B1-B3', 'E1-E2');
    expect(targets(state, 'B3')).toEqual({ B4: -5 }); // light cavalry 4 blocks + 1 Cavalry Charge
    expect(targets(state, 'E2')).toEqual({ E4: 3, B4: 2 }); // horse artillery, range 2: 3 dice, range 3: 2; no card die
  });

  it('C.5: with only horse artillery on the map, Cavalry Charge orders it (no "one unit of choice" fallback)', async () => {
    const { state } = await napSetup({
      units: ['b FR_HA E1', 'b FR_LN H1', 't BR_LN E5'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    eq(legalWith(state, 'order:'), ['order:E1'], 'the horse artillery only');
  });
});
