// National mechanisms (rules digest C.16): Prussia's Iron Will counters. Small inline positions with
// forced dice.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, battle, roll, legalWith, eq } from './helpers.ts';

describe('C.16 Iron Will', () => {
  it('C.16: each Iron Will counter lets a Prussian unit ignore 1 flag; spent counters are gone', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't PR_LN E5'], ironWill: [0, 2], rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'flag', 'medium');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1', 'ignore:2']);
    act(state, 'ignore:2');
    eq(state.game.core.getIronWill(state.ptr, 1), 0, 'both counters spent');
    // one flag left: Prussian line retreats 1 hex for the first flag
    let steps = 0;
    while (state.phaseName() === 'RETREAT') { act(state, legalWith(state, 'retreat:')[0]); steps++; }
    eq(steps, 1, 'one flag retreated');
  });

  it('C.16: free ignores are used before counters; other nations cannot spend Prussian counters', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't PR_LN E5 L', 't RU_LN H5', 'b FR_LN H3'], ironWill: [0, 3], rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'medium', 'medium');
    act(state, 'ignore:2'); // 1 from the leader, 1 counter
    eq(state.game.core.getIronWill(state.ptr, 1), 2, 'one counter spent');
    const ru = await napSetup({ units: ['b FR_LN E3', 't RU_GR E5'], ironWill: [0, 3], rules: { NAP_SUPPORT: 0 } });
    play(ru.state, 'probe-c');
    order(ru.state, 'E3');
    battle(ru.state, 'E3xE5');
    roll(ru.state, 'flag', 'flag', 'medium', 'medium');
    expect(legalWith(ru.state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']); // grenadiers' own 1 only
  });
});
