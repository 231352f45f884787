// Rules digest D.9 (victory-banner objective types the Austerlitz battles use) and C.18: objectives
// are general scenario mechanisms (core NapScen.OBJECTIVE + OBJECTIVE_HEX, ObjKind), configured here
// by tests/rules-napoleonics/pieces.ts on small inline positions.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { play, order, act, unitAt } from './helpers.ts';
import { napPieces, call } from './pieces.ts';

const bannersOf = (s: State, side: number) => s.game.core.getBanners(s.ptr, side);
function toNextTurn(state: State): void {
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
  if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
  for (let i = 0; i < 20 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]);
}
/** The side to move plays its first card and passes (no orders). */
function passTurn(state: State): void {
  act(state, state.legalTexts().find((t) => t.startsWith('play:'))!);
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
  toNextTurn(state);
}
const units = ['b FR_LN E3', 'b FR_LN G3', 't BR_LN K8', 't BR_LN A9'];
const two = { bottom: ['probe-c', 'probe-c'], top: ['probe-c'] };

describe('D.9 objective banners', () => {
  it('D.9 temporary hex: gained the moment a unit occupies it, lost the moment it is vacated', async () => {
    const { state } = await napPieces({ units, hands: two }, { objectives: [{ kind: 'HEX', side: 'bottom', banners: 1, hexes: ['E4'] }] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(1);
    expect(call(state, 'objectiveHolder', 0)).toBe(0);
    toNextTurn(state);
    passTurn(state); // top passes
    play(state, 'probe-c');
    order(state, 'E4');
    act(state, 'move:E4-E5');
    expect(bannersOf(state, 0)).toBe(0); // vacated: the banner goes back
    expect(call(state, 'objectiveHolder', 0)).toBe(2);
  });

  it('D.9 temporary hex (start of turn): nothing on entering; gained at the start of the side\'s next turn', async () => {
    const { state } = await napPieces({ units }, { objectives: [{ kind: 'HEX', side: 'bottom', sot: true, banners: 1, hexes: ['E4'] }] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(0);
    toNextTurn(state);
    expect(bannersOf(state, 0)).toBe(0); // the top side's turn starts: not the owner's
    passTurn(state);
    expect(state.game.core.getActive(state.ptr)).toBe(0);
    expect(bannersOf(state, 0)).toBe(1); // the start of the bottom side's turn
  });

  it('D.9 group temporary: all hexes of the group must be occupied', async () => {
    const { state } = await napPieces({ units }, { objectives: [{ kind: 'GROUP', side: 'bottom', banners: 2, hexes: ['E4', 'G4'] }] });
    play(state, 'probe-c');
    order(state, 'E3', 'G3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(0);
    act(state, 'move:G3-G4');
    expect(bannersOf(state, 0)).toBe(2);
  });

  it('D.9 majority temporary: more of the group\'s hexes than the enemy (1 vs 0 counts; a tie gives none)', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LN E3', 'b FR_LN G3', 't BR_LN F6', 't BR_LN A9'] },
      { objectives: [{ kind: 'MAJORITY', side: 'either', banners: 1, hexes: ['E4', 'F5', 'G4'] }] },
    );
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(1); // 1 vs 0
    toNextTurn(state);
    play(state, 'probe-c');
    order(state, 'F6');
    act(state, 'move:F6-F5');
    expect(bannersOf(state, 0)).toBe(0); // 1 vs 1: nobody
    expect(bannersOf(state, 1)).toBe(0);
  });

  it('D.9 permanent hex: occupied once, never returned', async () => {
    const { state } = await napPieces({ units, hands: two }, { objectives: [{ kind: 'PERMANENT', side: 'bottom', banners: 1, hexes: ['E4'] }] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(1);
    toNextTurn(state);
    passTurn(state);
    play(state, 'probe-c');
    order(state, 'E4');
    act(state, 'move:E4-E5');
    expect(unitAt(state, 'E4')).toBeUndefined();
    expect(bannersOf(state, 0)).toBe(1);
  });

  it('D.9 a side may start with an objective\'s banners; temporary ones are lost when the condition fails (Austerlitz #1: no enemy in a building)', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LN E3', 't BR_LN E5', 't BR_LN A9'], terrain: ['town E4'] },
      { objectives: [{ kind: 'ENEMY_NONE', side: 'top', sot: true, start: 'top', banners: 2, hexes: ['E4'] }] },
    );
    expect(bannersOf(state, 1)).toBe(2);
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 1)).toBe(0); // the enemy holds the building: lost at once
  });

  it('D.9 count of units (Austerlitz #1: per unit across the Goldbach, Cossacks excluded): banners follow the count', async () => {
    const { state } = await napPieces(
      { units: ['b RU_LN E3', 'b RU_COS G3', 'b RU_LC F3', 't BR_LN K8', 't BR_LN A9'], hands: { bottom: ['attack-c'], top: ['probe-c'] } },
      { objectives: [{ kind: 'COUNT_UNITS', side: 'bottom', banners: 1, hexes: ['E4', 'F4', 'G4', 'H4'], exclude: ['RU_COS', 'RU_LC'] }] },
    );
    play(state, 'attack-c');
    order(state, 'E3', 'G3', 'F3');
    act(state, 'move:E3-E4');
    expect(bannersOf(state, 0)).toBe(1);
    act(state, 'move:G3-G4');
    expect(bannersOf(state, 0)).toBe(1); // a Cossack does not count
    act(state, 'move:F3-F4');
    expect(bannersOf(state, 0)).toBe(1); // nor, here, light cavalry (a second excluded type)
  });

  it('D.9 / D.11 a lone leader never takes an objective', async () => {
    const { state } = await napPieces({ units: ['b leader E3', 'b FR_LN G3', 't BR_LN K8'] }, { objectives: [{ kind: 'HEX', side: 'bottom', banners: 1, hexes: ['E4'] }] });
    play(state, 'probe-c');
    act(state, 'order-leader:E3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    act(state, 'leader:E3-E4');
    expect(bannersOf(state, 0)).toBe(0);
  });

  it('C.18 / D.9 objective banners count toward victory: reaching the total ends the game', async () => {
    const { state } = await napPieces({ units, banners: { bottom: 1, top: 5 } }, { objectives: [{ kind: 'HEX', side: 'bottom', banners: 1, hexes: ['E4'] }] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(state.isTerminal()).toBe(true);
    expect(state.game.core.getWinner(state.ptr)).toBe(0);
  });
});
