// Scenario special rules (issue 2: "each with its special rules implemented as named scenario
// options"), one test per option, on small inline scenarios. Sources: the `special_rules_summary`
// of each scenario in tests/fixtures/ancients-base-scenarios.json; docs/scenarios.md.
import { describe, it, expect } from 'vitest';
import { setup, scenarioOf, act, roll, legal, legalWith, playOrder, endMoves, declare, blocks, unitAt, leaderAt, passUntil, check, eq } from './helpers.js';
import { gameFromObject } from '../../src/core/load.js';

import type { State } from '../../src/core/game.js';

const command = (state: State, side: number) => state.command(side);

describe('scenario options', () => {
  it('002 sacredBand: the Sacred Band\'s helmets hit in close combat and it may ignore 1 flag', async () => {
    const { state } = await setup({ units: ['b MI G3', 't HI G4', 'b MI A1', 't MI A9'], hands: { bottom: ['o2c'] }, options: { sacredBand: 'G4' } });
    playOrder(state, 'o2c', 'G3');
    endMoves(state);
    declare(state, 'battle:G3xG4');
    roll(state, 'flag', 'light', 'light', 'light');
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1'], 'the Sacred Band may ignore one flag');
    act(state, 'ignore:1');
    // battle back: 5 dice, helmets hit although no leader is near
    roll(state, 'leader', 'leader', 'light', 'light', 'light');
    eq(state, blocks(state, 'G3'), 2, 'two helmet hits');
  });

  it('002 sacredBand: without the option the same unit\'s helmets miss', async () => {
    const { state } = await setup({ units: ['b MI G3', 't HI G4', 'b MI A1', 't MI A9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    endMoves(state);
    declare(state, 'battle:G3xG4');
    roll(state, 'light', 'light', 'light', 'light');
    roll(state, 'leader', 'leader', 'light', 'light', 'light');
    eq(state, blocks(state, 'G3'), 4, 'helmets do not hit');
  });

  it('006 trasimenusHand: the bottom side draws 2 after each of its first two turns (Command 2 -> 4)', async () => {
    const { state } = await setup({
      units: ['b MI G3', 't MI G8'], hands: { bottom: ['o2l', 'o2r'], top: ['o2l', 'o2r', 'o3l'] }, options: { trasimenusHand: true },
    });
    eq(state, command(state, 0), 2);
    for (const expected of [3, 4, 4]) {
      passUntil(state, (s) => s.phaseName() === 'PLAY' && s.active() === 0 && s.turn() > 1, 200);
      eq(state, state.handSize(0), expected, 'bottom hand size at its next turn');
      eq(state, command(state, 0), expected, 'Command follows the hand');
      act(state, state.legalTexts()[0]);
    }
  });

  it('009 beneventumHand: on its 3rd banner the bottom side draws 2 more and holds 6 cards', async () => {
    const { state } = await setup({
      units: ['b MI F3', 'b MI G3', 'b MI H3', 't MI F4 1', 't MI G4 1', 't MI H4 1', 't MI A9'],
      hands: { bottom: ['o3c', 'o2l', 'o2r', 'o3l'], top: ['o2l'] }, banners: { bottom: 5 }, options: { beneventumHand: true },
    });
    playOrder(state, 'o3c', 'F3', 'G3', 'H3');
    endMoves(state);
    for (const [a, t] of [['F3', 'F4'], ['G3', 'G4'], ['H3', 'H4']]) {
      declare(state, `battle:${a}x${t}`);
      roll(state, 'medium', 'light', 'light', 'light');
      if (legal(state, 'skip')) act(state, 'skip');
    }
    eq(state, state.banners(0), 3);
    eq(state, command(state, 0), 6, 'Command 6 from the 3rd banner');
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    passUntil(state, (s) => s.active() === 1, 20);
    eq(state, state.handSize(0), 3 + 1 + 2, 'three cards kept, one replacement and two extra');
  });

  it('010 castulo: a bottom unit may leave over the enemy baseline from the centre for a banner', async () => {
    const { state } = await setup({ units: ['b LC G8', 't MI A9', 'b MI A1 L'], hands: { bottom: ['o2c'] }, options: { castulo: { scipio: 'A1' } } });
    playOrder(state, 'o2c', 'G8');
    check(state, legal(state, 'move:G8-off'), 'exit offered');
    act(state, 'move:G8-off');
    eq(state, state.banners(0), 1);
    check(state, unitAt(state, 'G8') === undefined, 'the unit left the board');
    // a medium infantry on the left of the enemy baseline may not leave (left section only)
    const left = (await setup({ units: ['b MI B9', 't MI M9', 'b MI A1 L'], hands: { bottom: ['o2l'] }, options: { castulo: { scipio: 'A1' } } })).state;
    playOrder(left, 'o2l', 'B9');
    check(left, !legal(left, 'move:B9-off'), 'not from the left section');
  });

  it('010 castulo: losing Scipio loses the game at once', async () => {
    const { state } = await setup({
      units: ['t MI E4', 'b leader E3', 'b MI A1', 't MI A9'], hands: { top: ['o2c'] }, first: 'top', options: { castulo: { scipio: 'E3' } },
    });
    playOrder(state, 'o2c', 'E4');
    endMoves(state);
    act(state, 'battle:E4xE3');
    roll(state, 'leader', 'light', 'light', 'light');
    check(state, state.isTerminal(), 'the game is over');
    eq(state, state.winner(), 1, 'the top side wins');
    check(state, state.banners(1) < 5, 'not by banners');
  });

  it('011 baeculaCamps: a bottom unit ending its move on a top camp scores 1 banner, once per camp', async () => {
    const sc = scenarioOf({ units: ['b LI G3', 'b LI F3', 't MI A9', 'b MI A1'], terrain: ['camp G4'], hands: { bottom: ['o2c', 'o2c'], top: ['o2l'] }, options: { baeculaCamps: true } }) as {
      terrain: { hex: string; type: string; owner?: string }[];
    };
    sc.terrain[0].owner = 'top';
    const game = await gameFromObject(sc, { build: 'debug' });
    const state = game.newState();
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4');
    eq(state, state.banners(0), 1, 'camp taken');
    passUntil(state, (s) => s.phaseName() === 'PLAY' && s.active() === 0, 50);
    playOrder(state, 'o2c', 'G4', 'F3');
    act(state, 'move:G4-G5', 'move:F3-G4');
    eq(state, state.banners(0), 1, 'the same camp scores only once');
  });

  it('005 magoAmbush: after its first turn, a Leadership card brings the reserves onto the enemy baseline', async () => {
    const { state } = await setup({
      units: ['t MI G8', 'b MI G5', 'b MI M3'], hands: { top: ['lead-any', 'lead-any'], bottom: ['o2l'] }, first: 'top',
      options: { magoAmbush: { side: 'top', units: ['MC', 'WA'], leader: 'Mago' } },
    });
    act(state, 'play:lead-any');
    check(state, !legal(state, 'order:off'), 'not before the first turn is over');
    passUntil(state, (s) => s.phaseName() === 'PLAY' && s.active() === 1, 50);
    act(state, 'play:lead-any');
    check(state, legal(state, 'order:off'), 'the reserve force may be ordered');
    act(state, 'order:off');
    const entries = legalWith(state, 'enter:MC-');
    // entering counts as the first hex: a medium cavalry reaches row 1 and two rows beyond
    check(state, entries.includes('enter:MC-A1') && entries.includes('enter:MC-A3'), `entries ${entries.join(' ')}`);
    check(state, !entries.some((t) => /-[A-M][4-9]$/.test(t)), 'no farther than its allowance');
    act(state, 'enter:MC-A1');
    check(state, leaderAt(state, 'A1') !== undefined, 'Mago enters with the first unit');
    expect(legalWith(state, 'enter:WA-').length).toBeGreaterThan(0);
  });
});
