// Infantry squares (rules digest C.13; C.4 command counted from the hand): forming square against a
// cavalry melee, the card taken at random onto the Square track, the limits, the 1-die caps, no
// retreat, leaving square when ordered, the card coming back. Small inline positions, forced dice
// and forced card draws.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, roll, targets, diceToRoll, blocks, legalWith, eq } from './helpers.ts';
import type { State } from '../../src/core/game.ts';

const TOP_HAND = ['probe-c', 'attack-c', 'probe-l', 'probe-r'];

async function cavalryCharge(extra: string[] = [], terrain: string[] = [], top = TOP_HAND, rules: Record<string, number> = {}) {
  const s = await napSetup({
    units: ['b FR_HC E3', 't BR_LN E4', ...extra],
    terrain, hands: { bottom: ['probe-c', 'probe-l'], top }, rules: { NAP_SUPPORT: 0, ...rules },
  });
  play(s.state, 'probe-c');
  order(s.state, 'E3');
  act(s.state, 'end-moves', 'battle:E3xE4');
  return s;
}
function handOf(state: State, side: number): number {
  let n = 0;
  const c = state.game.core;
  for (let k = 0; k < 32; k++) n += c.getHand(state.ptr, side, k);
  return n;
}

describe('C.13 infantry squares', () => {
  it('C.13: infantry attacked in melee by cavalry may form square; a card at random goes to the track', async () => {
    const { state } = await cavalryCharge();
    expect(state.legalTexts()).toContain('square');
    act(state, 'square');
    eq(state.phaseName(), 'SQUARE_CARD', 'the card is drawn at random');
    const outs = state.chanceOutcomes();
    expect(outs.length).toBe(4); // the 4 different cards of the hand, equally likely
    for (const o of outs) expect(o.prob).toBeCloseTo(0.25);
    state.apply(outs[0].code);
    eq(handOf(state, 1), 3, 'one card left the hand for the track');
    eq(state.game.core.checkInvariants(state.ptr), 0, 'cards are conserved (the track counts)');
    eq(diceToRoll(state), 1, 'cavalry meleeing a square rolls at most 1 die');
  });

  it('C.13: a square battles back with at most 1 die and does not retreat (1 block per flag)', async () => {
    const { state } = await cavalryCharge();
    act(state, 'square');
    state.apply(state.chanceOutcomes()[0].code);
    roll(state, 'flag');
    eq(blocks(state, 'E4'), 3, 'the flag cost a block instead of a retreat');
    eq(diceToRoll(state), 1, 'battle back with 1 die');
  });

  it('C.13: no square in a town, when attacked by infantry, or with too few cards (NAP_SQUARE_MIN_HAND)', async () => {
    const town = await cavalryCharge([], ['town E4']);
    expect(town.state.legalTexts()).not.toContain('square');
    const few = await cavalryCharge([], [], ['probe-c', 'probe-l']);
    expect(few.state.legalTexts()).not.toContain('square');
    const epic = await cavalryCharge([], [], ['probe-c', 'probe-l'], { NAP_SQUARE_MIN_HAND: 1 });
    expect(epic.state.legalTexts()).toContain('square');
    const inf = await napSetup({ units: ['b FR_LN E3', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: TOP_HAND } });
    play(inf.state, 'probe-c');
    order(inf.state, 'E3');
    act(inf.state, 'end-moves', 'battle:E3xE4');
    expect(inf.state.legalTexts()).not.toContain('square');
  });

  it('C.13 / C.7: Austrian line forms square by Battalion Mass without giving up a card', async () => {
    const s = await napSetup({
      units: ['b FR_HC E3', 't AU_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c', 'probe-l'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(s.state, 'probe-c');
    order(s.state, 'E3');
    act(s.state, 'end-moves', 'battle:E3xE4', 'square');
    eq(s.state.phaseName(), 'ROLL', 'no card drawn');
    eq(handOf(s.state, 1), 2, 'hand unchanged');
    eq(diceToRoll(s.state), 1, 'cavalry vs square: 1 die');
  });

  it('C.13 / C.7: Battalion Mass squares are limited to the Austrian starting hand size', async () => {
    const s = await napSetup({
      units: ['b FR_HC E3', 'b FR_HC G3', 't AU_LN E4', 't AU_LN G4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(s.state, 'probe-c');
    order(s.state, 'E3', 'G3');
    act(s.state, 'end-moves', 'battle:E3xE4', 'square');
    roll(s.state, 'art'); // 1 die against the square: a miss
    if (s.state.phaseName() === 'ROLL') roll(s.state, 'art'); // the square battles back with 1 die: a miss
    act(s.state, 'battle:G3xG4');
    eq(legalWith(s.state, 'square'), [], 'one card in the starting hand: one Battalion Mass square');
  });

  it('C.13: with enemy cavalry adjacent, a square cannot be ordered out of square', async () => {
    const { state } = await cavalryCharge(['t BR_LN H4']);
    act(state, 'square');
    state.apply(state.chanceOutcomes()[0].code);
    roll(state, 'inf'); // the charge
    roll(state, 'heavy'); // battle back: a miss
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    while (state.isChance()) state.apply(state.chanceOutcomes()[0].code);
    eq(state.phaseName(), 'PLAY', 'the top player plays');
    eq(handOf(state, 1), 3, 'one card on the track');
    play(state, state.hand(1).includes('o2l') ? 'probe-l' : 'probe-c');
    expect(legalWith(state, 'order:E4')).toEqual([]);
  });

  it('C.13 / C.4: the track card does not count toward command; ordered out, the unit gets its card back and may move', async () => {
    const s0 = await napSetup({
      units: ['b FR_HC E3 1', 't BR_LN E4', 't BR_LN G7', 't BR_LN H7', 't BR_LN I7'],
      hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'assault-c', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    const state = s0.state;
    const code = (n: string) => state.game.core[`NCard.${n}`].value as number;
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4', 'square');
    const pr = state.chanceOutcomes().find((o) => ((o.code >> 24) & 127) === code('PROBE_R'));
    state.apply(pr!.code); // the card taken at random: Probe Right
    roll(state, 'medium'); // the charge (1 die against a square): a miss on infantry
    roll(state, 'medium'); // the square battles back with 1 die: the 1-block cavalry is eliminated
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    while (state.isChance()) state.apply(state.chanceOutcomes()[0].code);
    eq(state.phaseName(), 'PLAY', 'the top player plays');
    eq(handOf(state, 1), 3, 'Probe Right is on the track');
    play(state, 'assault-c'); // command = 2 cards in hand + the card played = 3 (the track card does not count)
    act(state, 'order:E4', 'order:G7', 'order:H7');
    eq(state.phaseName(), 'MOVE', 'Assault ordered 3, the command');
    eq(state.game.core.getHand(state.ptr, 1, code('PROBE_R')), 1, 'the card came back to the hand');
    expect(legalWith(state, 'move:E4-').length).toBeGreaterThan(0);
  });
});
