// Napoleonic tactics (rules digest C.11 melee, C.14 take ground, cavalry breakthrough and bonus
// melee, Retire & Reform, First Strike; C.8 lone leader movement), each from a small inline position
// with forced dice.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, battle, roll, blocks, legalWith, eq } from './helpers.ts';

describe('C.14 Retire & Reform', () => {
  it('C.14: cavalry attacked by infantry may retire; only cavalry symbols hit; it moves back 2; no battle back', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LC E4'] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4');
    expect(state.legalTexts()).toContain('evade');
    act(state, 'evade');
    eq(state.phaseName(), 'ROLL', 'the attacker still rolls');
    roll(state, 'cav', 'inf', 'sabre', 'flag');
    // the cavalry picks its retire hex: 2 hexes toward its own (top) side
    const to = legalWith(state, 'evade-to:').map((t) => t.slice(9));
    expect(to.length).toBeGreaterThan(0);
    for (const h of to) expect(Number(h.slice(1))).toBe(6);
    act(state, `evade-to:${to[0]}`);
    const cav = state.units().find((u) => u.side === 'top');
    eq(cav?.blocks, 3, 'only the cavalry symbol hit');
    eq(blocks(state, 'E3'), 4, 'no battle back');
  });

  it('C.14: cavalry attacked by cavalry may not retire', async () => {
    const { state } = await napSetup({ units: ['b BR_LC E3', 't FR_LC E4'] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4');
    expect(state.legalTexts()).not.toContain('evade');
  });
});

describe('C.11 / C.14 melee follow-ups', () => {
  it('C.11: the defender that holds its hex battles back with its own dice', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_GR E4'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'cav', 'cav', 'cav', 'inf');
    eq(state.phaseName(), 'ROLL', 'battle back roll');
    eq(state.game.core.getCombat(state.ptr, state.game.core['CombatField.NDICE'].value), 4, 'grenadiers: 3 blocks + 1');
    roll(state, 'inf', 'inf', 'cav', 'cav');
    eq(blocks(state, 'E3'), 2, 'two infantry hits back');
  });

  it('C.14: infantry takes ground after dislodging the defender, with no bonus melee', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E4 1', 't FR_LN F5'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'inf', 'cav', 'cav', 'cav');
    expect(legalWith(state, 'advance:')).toEqual(['advance:E4']);
    act(state, 'advance:E4');
    expect(legalWith(state, 'battle:E4')).toEqual([]);
    expect(state.phaseName()).not.toBe('BONUS');
  });

  it('C.14: cavalry breaks through: takes ground, may move 1 more hex, then one bonus melee', async () => {
    const { state } = await napSetup({ units: ['b BR_HC E3', 't FR_LN E4 1', 't FR_LN E6'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'inf', 'cav', 'cav', 'cav'); // British heavy cavalry: 3 blocks + 1
    act(state, 'advance:E4');
    eq(state.phaseName(), 'EXTRA_HEX', 'the breakthrough hex');
    act(state, 'advance:E5');
    eq(state.phaseName(), 'BONUS', 'bonus melee');
    expect(legalWith(state, 'battle:E5xE6').length).toBe(1);
  });
});

describe('C.5 First Strike', () => {
  it('C.5: the defender holding First Strike may strike first when meleed', async () => {
    const { state } = await napSetup({
      units: ['b BR_LN E3', 't FR_LN E4'],
      hands: { bottom: ['probe-c'], top: ['first-strike'] },
    });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4');
    expect(state.legalTexts()).toContain('first-strike');
    act(state, 'first-strike');
    eq(state.phaseName(), 'ROLL', 'the defender rolls first');
    eq(state.game.core.getCombat(state.ptr, state.game.core['CombatField.NDICE'].value), 5, 'French line 4 + 1 vs infantry');
  });
});

describe('C.8 leaders', () => {
  it('C.8: a lone leader moves 1-3 hexes and may not enter an enemy hex', async () => {
    const { state } = await napSetup({ units: ['b leader E3', 'b FR_LN A1', 't BR_LN E4'] });
    play(state, 'probe-c');
    act(state, 'order-leader:E3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    const dests = legalWith(state, 'leader:E3-').map((t) => t.slice(10));
    expect(dests).not.toContain('E4');
    expect(dests).toContain('E6'); // 3 hexes round the enemy
    const far = dests.filter((h) => Math.abs(Number(h.slice(1)) - 3) > 3);
    expect(far).toEqual([]);
  });
});
