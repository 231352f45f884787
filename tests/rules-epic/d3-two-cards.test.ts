// Rules digest D.3.1 (two cards a turn: one from the hand, one from the face-up Messenger display),
// D.3.3 (the display: 5 cards dealt after both hands, one taken each turn, refilled to 5 when only
// 2 remain, after the player who just finished has drawn his own cards; both players use it) and
// D.3.4 (all movement in all sections before any combat).
import { describe, it, expect } from 'vitest';
import { epicSetup, act, display, displaySize, handSize, finishTurn, drawNamed, legalWith, eq, invariantsOk } from './helpers.ts';

const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const DISPLAY = ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'assault-r'];

describe('D.3.1 two Command cards a turn', () => {
  it('D.3.1: the player plays a card from his hand, then must take one from the display; both order units', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c', 'probe-l'] }, display: DISPLAY });
    act(state, 'play:probe-c');
    eq(state.phaseName(), 'EPIC_PICK', 'the display card comes next');
    expect(state.legalTexts().every((t) => t.startsWith('pick:')), 'only picks').toBe(true);
    act(state, 'pick:probe-l');
    eq(display(state)['probe-l'], undefined, 'the display card left the display');
    eq(displaySize(state), 4, 'four left');
    act(state, 'order:K2'); // the only centre unit: the hand card's orders are used up
    eq(legalWith(state, 'order:'), ['order:C2'], 'the display card orders its own section');
    invariantsOk(state);
  });

  it('D.3.1: at the end of the turn both cards go to the discards', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c', 'probe-l'] }, display: DISPLAY });
    const before = state.discardCount();
    act(state, 'play:probe-c', 'pick:probe-r');
    finishTurn(state);
    eq(state.discardCount(), before + 2, 'two cards discarded');
    invariantsOk(state);
  });
});

describe('D.3.3 the Messenger display', () => {
  it('D.3.3: five cards are dealt face up after both hands, as chance draws from the deck', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c'], top: ['probe-c'] }, display: DISPLAY });
    eq(displaySize(state), 5, 'five cards');
    eq(handSize(state, 0), 1, 'bottom hand dealt first');
    eq(handSize(state, 1), 1, 'top hand');
    eq(state.deckCount(), 70 - 2 - 5, 'deck');
  });

  it('D.3.3: one card is taken each turn by either player; at 2 it is refilled to 5, after the player\'s own draw', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'probe-c'], top: ['probe-c', 'probe-c'] }, display: DISPLAY });
    // turn 1 (bottom): 5 -> 4
    act(state, 'play:probe-c', 'pick:probe-l'); finishTurn(state);
    eq(displaySize(state), 4, 'after the first turn');
    drawNamed(state, 'probe-c');
    eq(state.phaseName(), 'PLAY', 'no refill at 4');
    // turn 2 (top): the same display
    expect(state.currentPlayer()).toBe(1);
    act(state, 'play:probe-c', 'pick:probe-r'); finishTurn(state);
    drawNamed(state, 'probe-c');
    eq(displaySize(state), 3, 'after the second turn');
    // turn 3 (bottom): 3 -> 2: his own draw first, then three display cards
    act(state, 'play:probe-c', 'pick:attack-r'); finishTurn(state);
    eq(displaySize(state), 2, 'down to two');
    const hand0 = handSize(state, 0);
    drawNamed(state, 'attack-c');
    eq(handSize(state, 0), hand0 + 1, 'the player draws first');
    eq(displaySize(state), 2, 'the display waits');
    eq(state.phaseName(), 'DRAW', 'then the refill');
    drawNamed(state, 'bayonet'); drawNamed(state, 'elan'); drawNamed(state, 'attack-l');
    eq(displaySize(state), 5, 'refilled to five');
    eq(state.phaseName(), 'PLAY', 'the next turn');
    expect(state.currentPlayer()).toBe(1);
    invariantsOk(state);
  });
});

describe('D.3.4 movement before combat', () => {
  it('D.3.4: the units of both cards move in one move phase, before any battle', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c'] }, display: DISPLAY });
    act(state, 'play:probe-c', 'pick:probe-r', 'order:K2', 'order:R2');
    eq(state.phaseName(), 'MOVE', 'one move phase');
    const movers = new Set(legalWith(state, 'move:').map((t) => t.slice(5, t.indexOf('-'))));
    eq([...movers].sort(), ['K2', 'R2'], 'both cards\' units');
    expect(legalWith(state, 'battle:'), 'no battle while moving').toEqual([]);
  });
});
