// Rules digest D.9 (EPIC objective types): Breakthrough (a unit that began its turn on an enemy
// baseline hex is ordered and moves off the board: 1 permanent banner per unit) and Time Pressure
// (the defender, after playing a Scout card, may take 1 permanent banner and draw only 1 card instead
// of 2; not when that banner would be his winning one). Core items NapScen.BREAKTHROUGH and
// TIME_PRESSURE, configured by tests/rules-napoleonics/pieces.ts; small inline positions.
import { describe, expect, it } from 'vitest';
import { play, act, order, legalWith } from './helpers.ts';
import { napPieces } from './pieces.ts';

describe('D.9 Breakthrough', () => {
  it('D.9 Breakthrough: a unit that starts on the enemy baseline may move off the board for a permanent banner', async () => {
    const { state } = await napPieces({ units: ['b FR_LC E9', 'b FR_LC G8', 't BR_LN A7'], hands: { bottom: ['attack-c', 'probe-c'] } }, { breakthrough: 'bottom' });
    play(state, 'attack-c');
    order(state, 'E9', 'G8');
    expect(legalWith(state, 'move:E9-off')).toEqual(['move:E9-off']);
    expect(legalWith(state, 'move:G8-off')).toEqual([]); // G8 did not start on the baseline
    act(state, 'move:E9-off');
    expect(state.game.core.getBanners(state.ptr, 0)).toBe(1);
    expect(state.units().find((u) => u.hex === 'E9')).toBeUndefined();
  });

  it('D.9 Breakthrough: a unit that only reaches the enemy baseline during its move may not leave; none without the objective', async () => {
    const { state } = await napPieces({ units: ['b FR_LC G8', 't BR_LN A7'], hands: { bottom: ['attack-c', 'probe-c'] } }, { breakthrough: 'bottom' });
    play(state, 'attack-c');
    order(state, 'G8');
    expect(legalWith(state, 'move:G8-').some((t) => t.endsWith('-off'))).toBe(false);
    const none = await napPieces({ units: ['b FR_LC E9', 't BR_LN A7'], hands: { bottom: ['attack-c', 'probe-c'] } }, {});
    play(none.state, 'attack-c');
    order(none.state, 'E9');
    expect(legalWith(none.state, 'move:E9-off')).toEqual([]);
  });
});

describe('D.9 Time Pressure', () => {
  const spec = { units: ['b FR_LN E3', 't BR_LN E7', 't BR_LN A9'], hands: { bottom: ['scout-c', 'probe-c'], top: ['probe-c'] } };

  it('D.9 Time Pressure: after playing a Scout the side may take 1 banner and draw 1 card instead of 2 (nothing to give up)', async () => {
    const { state } = await napPieces(spec, { timePressure: 'bottom' });
    play(state, 'scout-c');
    for (let i = 0; i < 10 && state.phaseName() !== 'TIME_PRESSURE'; i++) act(state, state.legalTexts().includes('end-orders') ? 'end-orders' : state.legalTexts()[0]);
    expect(state.phaseName()).toBe('TIME_PRESSURE');
    expect(state.legalTexts()).toEqual(['time-pressure', 'skip']);
    const code = state.legalActions()[0];
    const block = state.game.encoding.POLICY_BLOCKS!.find((b) => b.name === 'TIME_PRESSURE')!;
    expect(state.policyIndex(code)).toBe(block.start); // its own policy index (encoding v2)
    act(state, 'time-pressure');
    expect(state.game.core.getBanners(state.ptr, 0)).toBe(1);
    expect(state.isChance()).toBe(true);
    state.apply(state.chanceOutcomes()[0].code); // the one card drawn
    expect(state.phaseName()).toBe('PLAY'); // no Scout choice: the turn passed
    expect(state.hand(0)).toHaveLength(2);
  });

  it('D.9 Time Pressure: skip keeps Scout\'s draw 2 keep 1; it is not offered when the banner would win the game', async () => {
    const { state } = await napPieces(spec, { timePressure: 'bottom' });
    play(state, 'scout-c');
    for (let i = 0; i < 10 && state.phaseName() !== 'TIME_PRESSURE'; i++) act(state, state.legalTexts().includes('end-orders') ? 'end-orders' : state.legalTexts()[0]);
    act(state, 'skip');
    state.apply(state.chanceOutcomes()[0].code);
    state.apply(state.chanceOutcomes()[0].code);
    expect(state.phaseName()).toBe('SCOUT');
    const last = await napPieces({ ...spec, banners: { bottom: 1, top: 5 } }, { timePressure: 'bottom' });
    play(last.state, 'scout-c');
    for (let i = 0; i < 10 && last.state.phaseName() !== 'DRAW'; i++) act(last.state, last.state.legalTexts().includes('end-orders') ? 'end-orders' : last.state.legalTexts()[0]);
    expect(last.state.phaseName()).toBe('DRAW'); // no TIME_PRESSURE decision: 1 banner would be the winning one
  });
});
