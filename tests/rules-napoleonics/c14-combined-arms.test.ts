// Combined arms (rules digest C.14): one ordered artillery unit with the target in range and line of
// sight joins an infantry / cavalry melee or an infantry fire; its dice by range are added to the
// roll; battle back goes to the infantry / cavalry. Small inline positions, forced dice.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, roll, diceToRoll, blocks, legalWith, eq } from './helpers.ts';

describe('C.14 combined arms', () => {
  it('C.14: an ordered artillery joins an infantry melee: its dice by range are added', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_FA E2', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4');
    eq(state.phaseName(), 'COMBINE', 'the attacker may call the artillery');
    expect(state.legalTexts().sort()).toEqual(['join:E2', 'skip']);
    act(state, 'join:E2');
    act(state, 'accept');
    eq(diceToRoll(state), 5 + 3, 'French line 4 + 1 vs infantry, foot artillery at range 2: 3');
    roll(state, 'inf', 'inf', 'heavy', 'swords', 'medium', 'medium', 'medium', 'medium');
    // 2 infantry + 1 sabre = 3 hits: the British line keeps 1 block and battles back at the infantry
    eq(blocks(state, 'E4'), 1, 'hits of the whole roll applied together');
    eq(state.phaseName(), 'ROLL', 'battle back');
    roll(state, 'inf');
    eq(blocks(state, 'E3'), 3, 'battle back hits the infantry, not the artillery');
    eq(blocks(state, 'E2'), 3, 'the artillery is untouched');
  });

  it('C.14: the joined artillery has battled; it cannot battle again this turn', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_FA E2', 't BR_LN E4', 't BR_LN G4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4', 'join:E2', 'accept');
    roll(state, 'medium', 'medium', 'medium', 'medium', 'medium', 'medium', 'medium', 'medium');
    roll(state, 'medium', 'medium', 'medium', 'medium'); // battle back: misses
    expect(legalWith(state, 'battle:E2')).toEqual([]);
  });

  it('C.14: infantry fire may be joined too; skip declines', async () => {
    const { state } = await napSetup({
      units: ['b BR_LN E3', 'b BR_FA F2', 't FR_LN E5'], hands: { bottom: ['probe-c'], top: ['probe-c'] },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'F2');
    act(state, 'end-moves', 'battle:E3xE5');
    eq(state.phaseName(), 'COMBINE', 'artillery may join the fire');
    act(state, 'skip');
    eq(diceToRoll(state), 5, 'British line standing fire alone');
  });

  it('C.14: an artillery that is not ordered, or has no line of sight, cannot join', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_FA E2', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c'] },
    });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4');
    eq(state.phaseName(), 'RESPOND', 'no combined-arms decision');
  });

  it('C.13 / C.14: cavalry meleeing a square rolls 1 die, the joined artillery\'s dice are not capped', async () => {
    const { state } = await napSetup({
      units: ['b FR_HC E3', 'b FR_FA E2', 't BR_LN E4'],
      hands: { bottom: ['probe-c'], top: ['probe-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4', 'join:E2', 'square');
    state.apply(state.chanceOutcomes()[0].code);
    eq(diceToRoll(state), 1 + 3, 'cavalry 1 against the square + artillery 3');
  });
});
