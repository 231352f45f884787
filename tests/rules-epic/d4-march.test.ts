// Rules digest D.4, the 3-star cards (Scout, Elan, Leadership, Take Command) and their March Moves:
// up to 3 extra units in the section where the card is played move their normal allowance, may not
// battle, may not start next to an enemy unit nor move next to one; a player who gives no March Move
// with a 3-star card draws 1 Tactician card at the end of the turn instead.
import { describe, it, expect } from 'vitest';
import { epicSetup, act, legalWith, eq, finishTurn, drawAll, invariantsOk } from './helpers.ts';
import type { State } from '../../src/core/game.ts';

const UNITS = ['b FR_LC H2', 'b FR_LN I2', 'b FR_LN J2', 'b FR_LN K2', 'b FR_LN L2', 'b FR_LN G4', 'b FR_LN B2', 't RU_LN H5', 't RU_LN R10'];
const DISPLAY = ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'];
const marchers = (s: State) => [...new Set(legalWith(s, 'march:').map((t) => t.slice(6, t.indexOf('-'))))].sort();

async function scoutTurn() {
  const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['scout-c', 'probe-c'], top: ['probe-c'] }, display: DISPLAY });
  act(state, 'play:scout-c', 'pick:probe-r', 'order:K2'); // Scout Centre orders one unit; no unit on the right
  return state;
}

describe('D.4 March Moves', () => {
  it('D.4: after the orders, a 3-star card offers March Moves to unordered units of its section, not to one next to an enemy', async () => {
    const state = await scoutTurn();
    eq(state.phaseName(), 'EPIC_MARCH', 'the March Moves come before movement');
    eq(marchers(state), ['H2', 'I2', 'J2', 'L2'], 'centre units not ordered (G4 starts next to the enemy; B2 is on the left)');
    expect(state.legalTexts()).toContain('skip');
  });

  it('D.4: a March Move may not enter a hex next to an enemy unit, and moves the normal allowance', async () => {
    const state = await scoutTurn();
    const dest = legalWith(state, 'march:H2-').map((t) => t.slice(9)).sort();
    expect(dest).not.toContain('H4'); // next to H5
    expect(dest).not.toContain('G4'); // occupied
    expect(dest).toContain('I4');     // light cavalry: 2 hexes, not next to the enemy
    eq(legalWith(state, 'march:I2-').map((t) => t.slice(9)).every((h) => Number(h.slice(1)) <= 3), true, 'line infantry: 1 hex');
  });

  it('D.4: up to 3 units march; a marched unit neither moves again nor battles', async () => {
    const state = await scoutTurn();
    act(state, 'march:I2-I3', 'march:H2-I4', 'march:J2-J3');
    eq(state.phaseName(), 'MOVE', 'three March Moves used');
    const movers = [...new Set(legalWith(state, 'move:').map((t) => t.slice(5, t.indexOf('-'))))];
    eq(movers, ['K2'], 'only the ordered unit moves');
    act(state, 'end-moves');
    expect(legalWith(state, 'battle:I3'), 'the marched infantry in range does not fire').toEqual([]);
    invariantsOk(state);
  });

  it('D.4 (option EpicScen.MARCH): the number of March Moves per 3-star card is scenario data (1 here)', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['scout-c', 'probe-c'], top: ['probe-c'] }, display: DISPLAY, epic: { march: 1 } });
    act(state, 'play:scout-c', 'pick:probe-r', 'order:K2', 'march:I2-I3');
    eq(state.phaseName(), 'MOVE', 'one March Move, then movement');
  });

  it('D.4: a lone leader may march too (not next to an enemy), and joins a friendly unit it ends on', async () => {
    const { state } = await epicSetup({ units: [...UNITS, 'b leader M3', 'b leader G5'], hands: { bottom: ['scout-c', 'probe-c'], top: ['probe-c'] }, display: DISPLAY });
    act(state, 'play:scout-c', 'pick:probe-r', 'order:K2');
    const leaders = marchers(state).filter((h) => h === 'M3' || h === 'G5');
    eq(leaders, ['M3'], 'the leader on G5 starts next to the enemy on H5');
    act(state, 'march:M3-L2');
    eq(state.leaders().filter((l) => l.hex === 'L2' && l.attached).length, 1, 'the leader joined the unit on L2');
    eq(marchers(state).includes('M3'), false, 'it has marched');
    act(state, 'march:L2-L3'); // the unit marches on; the leader that joined it this turn stays (B.4)
    eq(state.leaders().filter((l) => l.hex === 'L2').length, 1, 'the leader stayed on L2');
    invariantsOk(state);
  });

  it('D.4: a 3-star card that gave no March Move earns a Tactician card at the end of the turn; one that gave one does not', async () => {
    const run = async (march: boolean) => {
      const { state } = await epicSetup({
        units: UNITS, hands: { bottom: ['take-command', 'probe-c'], top: ['probe-c'] }, display: DISPLAY, tactician: [0, 0],
      });
      const core = state.game.core as unknown as { tacticianDeckCount(s: number): number };
      act(state, 'play:take-command', 'pick:probe-r@c-', 'order:K2', 'end-orders');
      eq(state.phaseName(), 'EPIC_MARCH', 'Take Command is a 3-star card');
      if (march) act(state, 'march:I2-I3');
      const before = core.tacticianDeckCount(state.ptr);
      finishTurn(state);
      drawAll(state);
      return before - core.tacticianDeckCount(state.ptr);
    };
    eq(await run(false), 1, 'no March Move: one Tactician card');
    eq(await run(true), 0, 'a March Move given: none');
  });
});
