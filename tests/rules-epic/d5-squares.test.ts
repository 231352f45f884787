// Rules digest D.5, squares in EPIC: the Commander may form a square as long as he still holds at
// least one Command card after the card goes to the Square track, and at most his starting hand - 1
// squares stand at once. (Counters 5 and 6, the 5th and 6th squares beside box 4:
// squares-counters.test.ts.)
import { describe, it, expect } from 'vitest';
import { epicSetup, act, eq } from './helpers.ts';
import type { State } from '../../src/core/game.ts';

const DISPLAY = ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'];

/** Bottom's heavy cavalry on K2 charges top's line infantry on K3 (Probe Centre + Probe Right). */
async function charge(topHand: string[], extraTop: string[] = []) {
  const { state } = await epicSetup({
    units: ['b FR_HC K2', 't RU_LN K3', 't RU_LN R10', ...extraTop], hands: { bottom: ['probe-c', 'probe-l'], top: topHand }, display: DISPLAY,
  });
  act(state, 'play:probe-c', 'pick:probe-r', 'order:K2');
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
  act(state, 'end-moves', 'battle:K2xK3');
  return state;
}
const canSquare = (s: State) => s.legalTexts().includes('square');

describe('D.5 squares in EPIC', () => {
  it('D.5: a square may be formed with 2 cards in hand (one stays after the track takes one)', async () => {
    const state = await charge(['probe-c', 'attack-c']);
    eq(canSquare(state), true, 'two cards in hand');
    act(state, 'square');
    state.apply(state.chanceOutcomes()[0].code);
    expect(state.game.core.checkInvariants(state.ptr)).toBe(0);
  });

  it('D.5: no square with a single card in hand (it would leave none)', async () => {
    const state = await charge(['probe-c']);
    eq(canSquare(state), false, 'one card in hand');
  });

  it('D.5: at most the starting hand - 1 squares at once (hand of 2: one square; with a constant hand the one-card rule gives the same cap)', async () => {
    const { state } = await epicSetup({
      units: ['b FR_HC K2', 'b FR_HC M2', 't RU_LN K3', 't RU_LN M3', 't RU_LN R10'],
      hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c'] }, display: DISPLAY,
    });
    // the first charge: K3 forms square (top keeps 1 card: 2 - 1 = 1 square allowed)
    act(state, 'play:probe-c', 'pick:probe-r', 'order:K2', 'order:M2', 'end-moves', 'battle:K2xK3', 'square');
    state.apply(state.chanceOutcomes()[0].code);
    while (state.currentPlayer() === 2) state.apply(state.chanceOutcomes()[0].code);
    for (let i = 0; i < 20 && !state.legalTexts().some((t) => t.startsWith('battle:M2')); i++) {
      const l = state.legalTexts();
      state.apply(l.find((t) => t === 'skip' || t === 'accept' || t.startsWith('ignore:') || t.startsWith('retreat:')) ?? l[0]);
      while (state.currentPlayer() === 2) state.apply(state.chanceOutcomes()[0].code);
    }
    act(state, 'battle:M2xM3');
    eq(canSquare(state), false, 'the second square is refused (starting hand 2 - 1 = 1)');
  });
});
