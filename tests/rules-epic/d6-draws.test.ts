// Rules digest D.6, the end-of-turn draws of two-player EPIC, in this order: (1) one Command card;
// (2) with a Scout among the two cards, two instead, keep one; (3) the Tactician cards a played card
// calls for; (4) Elan: both players draw a Tactician card; (5) all before the display refill;
// (6) the display refilled to 5 when down to 2. The Tactician draws are chance nodes of their own
// deck taken at the next node (nap-flow.ts): their place among the Command draws changes no
// probability, and they come before the display refill (checked below).
import { describe, it, expect } from 'vitest';
import { epicSetup, act, display, displaySize, handSize, finishTurn, drawNamed, eq, invariantsOk } from './helpers.ts';
import type { State } from '../../src/core/game.ts';

const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const tact = (s: State, side: number) => {
  const c = s.game.core as unknown as Record<string, (...a: number[]) => number>;
  let n = 0;
  for (let k = 0; k < 16; k++) n += c.tacticianHand(s.ptr, side, k);
  return n;
};

/** Answers chance nodes (first outcome) until a decision, logging which pile grew at each. */
function drawLog(state: State): string[] {
  const log: string[] = [];
  while (state.currentPlayer() === 2) {
    const h0 = handSize(state, 0), h1 = handSize(state, 1), d = displaySize(state), t0 = tact(state, 0), t1 = tact(state, 1);
    state.apply(state.chanceOutcomes()[0].code);
    if (handSize(state, 0) > h0) log.push('hand0');
    else if (handSize(state, 1) > h1) log.push('hand1');
    else if (displaySize(state) > d) log.push('display');
    else if (tact(state, 0) > t0) log.push('tact0');
    else if (tact(state, 1) > t1) log.push('tact1');
    else log.push('die');
  }
  return log;
}

describe('D.6 end-of-turn draws', () => {
  it('D.6 (1, 5, 6): one Command card to the player, then the display refill (refill point 4 of 5 by option)', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c'] }, display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'], epic: { display: [5, 4] } });
    act(state, 'play:probe-c', 'pick:attack-r');
    finishTurn(state);
    eq(drawLog(state), ['hand0', 'display'], 'the player draws, then the display is refilled');
    eq(displaySize(state), 5, 'refilled to five');
    invariantsOk(state);
  });

  it('D.6 (2): a Scout taken from the display makes the player draw 2 and keep 1, before the refill', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c'] }, display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'], epic: { display: [5, 4] } });
    act(state, 'play:probe-c', 'pick:scout-r', 'order:K2', 'order:R2');
    if (state.phaseName() === 'EPIC_MARCH') act(state, 'skip');
    finishTurn(state);
    drawNamed(state, 'attack-l'); drawNamed(state, 'bayonet');
    eq(state.phaseName(), 'SCOUT', 'keep one of the two');
    eq(displaySize(state), 4, 'not refilled yet');
    act(state, 'discard:bayonet');
    eq(state.phaseName(), 'DRAW', 'now the refill');
    drawNamed(state, 'elan');
    eq(display(state).elan, 1, 'the refill card is on the display');
    eq(state.phaseName(), 'PLAY', 'next turn');
    invariantsOk(state);
  });

  it('D.6 (3, 4, 5): Elan makes both players draw a Tactician card, before the display refill', async () => {
    const { state } = await epicSetup({
      units: UNITS, hands: { bottom: ['elan', 'probe-l'], top: ['probe-c'] }, display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
      epic: { display: [5, 4] }, tactician: [0, 0],
    });
    act(state, 'play:elan', 'pick:probe-r@c-');
    const log: string[] = [];
    for (let i = 0; i < 40 && !(state.phaseName() === 'PLAY' && state.currentPlayer() === 1); i++) {
      if (state.currentPlayer() === 2) { log.push(...drawLog(state)); continue; }
      const legal = state.legalTexts();
      const end = legal.find((a) => a === 'end-orders' || a === 'end-moves' || a === 'end-battles' || a === 'skip');
      state.apply(end ?? state.legalActions()[0]);
    }
    const t = log.filter((e) => e !== 'die');
    expect(t.filter((e) => e === 'tact1').length, 'the other player draws a Tactician card').toBe(1);
    expect(t.filter((e) => e === 'tact0').length, 'Elan + no March Move with the 3-star Elan').toBe(2);
    expect(t[t.length - 1], 'the display refill comes last').toBe('display');
    expect(t.indexOf('display'), 'one refill draw, after every other draw').toBe(t.length - 1);
    invariantsOk(state);
  });
});
