// Rules digest D.9 objective banners are a general mechanism of the core: an Ancients scenario
// configures them the same way (core NapScen.OBJECTIVE / OBJECTIVE_HEX, the facade's `objectives`
// field is to be wired to it by the scenario layer). Built with the Ancients rule-test helpers.
import { describe, it, expect } from 'vitest';
import { gameFromObject } from '../../src/games/load.ts';
import { scenarioOf, act } from '../rules/helpers.ts';

describe('D.9 objective banners under the Ancients ruleset', () => {
  it('D.9 temporary hex in an Ancients game: a unit entering the hex scores its banner at once', async () => {
    const game = await gameFromObject(scenarioOf({ units: ['b LI G1', 't MI A9'], hands: { bottom: ['o2c', 'o2c'], top: ['o2c'] } }), { build: 'debug' });
    const core = game.core as unknown as Record<string, (...a: number[]) => number> & Record<string, WebAssembly.Global>;
    const hex = (t: string) => (t.charCodeAt(0) - 65) + (Number(t.slice(1)) - 1) * 13;
    const o = core.scenarioNap(core['NapScen.OBJECTIVE'].value as number, core['ObjKind.HEX'].value as number, 0, 1);
    core.scenarioNap(core['NapScen.OBJECTIVE_HEX'].value as number, o, hex('G2'), 0);
    const state = game.newState();
    state.currentPlayer();
    act(state, 'play:o2c', 'order:G1');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    act(state, 'move:G1-G2');
    expect(game.core.getBanners(state.ptr, 0)).toBe(1);
    expect(core.objectiveHolder(state.ptr, o)).toBe(0);
  });
});
