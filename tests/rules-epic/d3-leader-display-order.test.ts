// Rules digest D.3.1 (two Command cards a turn, one from the hand, one from the Messenger display;
// both give orders, the hand card's first) for a leader: the core's epicLeaderOrderedByDisplay
// (assembly/cc/epic-queries.ts) says which leaders the display card ordered on their own this turn,
// beside epicOrderedByDisplay for units. A leader ordered by the hand card, a leader who goes with his
// ordered unit, a leader after the end of the turn and a leader index off the list read 0.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { epicSetup, act, finishTurn, invariantsOk } from './helpers.ts';

// bottom: a unit in each section (C2 left, K2 centre, R2 right, R2 with a leader), lone leaders on
// J4 (centre) and P4 (right); the enemy far away
const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 'b leader J4', 'b leader P4', 'b leader R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const DISPLAY = ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'assault-r'];

interface Core { epicLeaderOrderedByDisplay(s: number, l: number): number; epicOrderedByDisplay(s: number, u: number): number }
const core = (st: State) => st.game.core as unknown as Core;
const leaderOn = (st: State, hex: string) => st.leaders().find((l) => l.hex === hex)!.id;
const unitOn = (st: State, hex: string) => st.units().find((u) => u.hex === hex)!.id;
/** The hexes of the leaders the display card ordered, sorted. */
const marked = (st: State) => st.leaders().filter((l) => core(st).epicLeaderOrderedByDisplay(st.ptr, l.id) === 1).map((l) => l.hex).sort();

describe('D.3.1 a leader ordered by the display card', () => {
  it('D.3.1: a lone leader ordered by the display card is marked; one ordered by the hand card is not', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c'] }, display: DISPLAY });
    const j4 = leaderOn(state, 'J4'), p4 = leaderOn(state, 'P4');
    act(state, 'play:probe-c', 'pick:probe-r');
    act(state, 'order-leader:J4'); // the hand card (Probe Centre): the centre leader
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, j4), 'the hand card\'s leader').toBe(0);
    act(state, 'order:K2'); // the hand card's second order: its orders are used up
    expect(marked(state), 'nothing from the display card yet').toEqual([]);
    act(state, 'order-leader:P4'); // the display card (Probe Right)
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, p4), 'the display card\'s leader').toBe(1);
    expect(marked(state)).toEqual(['P4']);
    invariantsOk(state);
  });

  it('D.3.1: a leader who goes with his unit is not ordered himself (the unit is); ordered apart from it, he is', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c'] }, display: DISPLAY });
    const r2u = unitOn(state, 'R2'), r2l = leaderOn(state, 'R2');
    act(state, 'play:probe-c', 'pick:probe-r', 'order:K2', 'order-leader:J4');
    act(state, 'order:R2');
    expect(core(state).epicOrderedByDisplay(state.ptr, r2u), 'the unit').toBe(1);
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, r2l), 'his leader, not ordered himself').toBe(0);
    act(state, 'order-leader:R2'); // the display card's second order: the leader apart from his unit
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, r2l), 'the leader ordered apart').toBe(1);
    expect(marked(state)).toEqual(['R2']);
  });

  it('D.3.1: the marks last the turn and are cleared at its end; a leader index off the list reads 0', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c'] }, display: DISPLAY });
    act(state, 'play:probe-c', 'pick:probe-r', 'order:K2', 'order-leader:J4', 'order-leader:P4');
    expect(marked(state)).toEqual(['P4']);
    act(state, 'end-orders');
    expect(marked(state), 'still marked while moving').toEqual(['P4']);
    finishTurn(state);
    expect(marked(state), 'cleared with the turn').toEqual([]);
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, 99)).toBe(0);
    expect(core(state).epicLeaderOrderedByDisplay(state.ptr, -1)).toBe(0);
    invariantsOk(state);
  });
});
