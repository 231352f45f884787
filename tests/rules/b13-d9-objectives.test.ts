// Rules digest B.13 ("scenarios may add objective banners") with the D.9 objective types, in
// Ancients games: each test writes its objectives into a small inline Ancients scenario file and
// loads it through the normal loader (gameFromObject -> parseScenario -> compile.ts, which writes
// them into the core), then plays forced actions and reads the banners and the objective's holder.
import { describe, it, expect } from 'vitest';
import { gameFromObject } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { scenarioOf, act, playOrder, endMoves, unitAt, board, type SetupSpec } from './helpers.ts';

/** An objective as a scenario file writes it; defaults: temporary hex, 1 banner, either side. */
type FileObjective = Record<string, unknown> & { hexes: string[] };
const objective = (o: Partial<FileObjective> & { hexes: string[] }): FileObjective => ({
  id: 'obj', type: 'temporary-hex', name: 'Objective', banners: 1, side: 'either', ...o,
});

/** A state at the first PLAY decision of an Ancients scenario file with these objectives. */
async function start(spec: SetupSpec, objectives: FileObjective[]): Promise<State> {
  const game = await gameFromObject({ ...scenarioOf(spec), objectives }, { build: 'debug' });
  const state = game.newState();
  state.currentPlayer(); // leaves the deal
  expect(state.phaseName(), board(state)).toBe('PLAY');
  return state;
}

const holder = (s: State, i = 0): number =>
  (s.game.core as unknown as { objectiveHolder(ptr: number, i: number): number }).objectiveHolder(s.ptr, i);
const active = (s: State): number => s.game.core.getActive(s.ptr);

/** Ends the current side's turn (moves, battles, the draw) up to the next side's PLAY. */
function toNextTurn(state: State): void {
  endMoves(state);
  if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
  for (let i = 0; i < 20 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]!);
  expect(state.phaseName(), board(state)).toBe('PLAY');
}

/** The side to act plays its first card, orders nobody, and ends its turn. */
function passTurn(state: State): void {
  act(state, state.legalTexts().find((t) => t.startsWith('play:'))!);
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
  toNextTurn(state);
}

// centre units on both sides, far apart (no battle can arise); the bottom side moves first
const UNITS = ['b MI G2', 'b MI F2', 't MI G8', 't MI F8'];
const TWO = { bottom: ['o2c', 'o2c'], top: ['o2c', 'o2c'] };

describe('B.13 / D.9 objective banners in an Ancients scenario file', () => {
  it('D.9 temporary hex: scores the moment a unit enters, lost the moment it leaves (B.13 banner)', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ hexes: ['G3'] })]);
    expect(holder(state)).toBe(2);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(1);
    expect(holder(state)).toBe(0);
    toNextTurn(state);
    passTurn(state); // the top side
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4');
    expect(unitAt(state, 'G3')).toBeUndefined();
    expect(state.banners(0)).toBe(0);
    expect(holder(state)).toBe(2);
  });

  it('D.9 temporary hex (start of turn): nothing on entering nor at the enemy turn start; scored at the holder\'s turn start', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ type: 'temporary-hex-start-of-turn', side: 'bottom', hexes: ['G3'] })]);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(0);
    toNextTurn(state);
    expect(active(state)).toBe(1);
    expect(state.banners(0)).toBe(0); // the top side's turn start: not the holder's
    passTurn(state);
    expect(active(state)).toBe(0);
    expect(state.banners(0)).toBe(1);
    expect(holder(state)).toBe(0);
  });

  it('D.9 permanent hex: occupied once, kept after the unit leaves', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ type: 'permanent-hex', side: 'bottom', hexes: ['G3'] })]);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(1);
    toNextTurn(state);
    passTurn(state);
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4');
    expect(unitAt(state, 'G3')).toBeUndefined();
    expect(state.banners(0)).toBe(1);
  });

  it('D.9 permanent hex with perHex: each hex is its own banner (one core objective per hex)', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ type: 'permanent-hex', side: 'bottom', hexes: ['G3', 'F3'], perHex: true })]);
    playOrder(state, 'o2c', 'G2', 'F2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(1);
    act(state, 'move:F2-F3');
    expect(state.banners(0)).toBe(2);
    expect([holder(state, 0), holder(state, 1)]).toEqual([0, 0]);
  });

  it('D.9 group temporary: all the group\'s hexes must be occupied; its banners then come at once', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ type: 'group-temporary', side: 'bottom', banners: 2, hexes: ['G3', 'F3'] })]);
    playOrder(state, 'o2c', 'G2', 'F2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(0);
    act(state, 'move:F2-F3');
    expect(state.banners(0)).toBe(2);
  });

  it('D.9 majority temporary: more of the group\'s hexes than the enemy (1 vs 0 counts; 1 vs 1 gives none)', async () => {
    const state = await start({ units: ['b MI G2', 't MI F6', 't MI A9'], hands: TWO }, [
      objective({ type: 'majority-temporary', hexes: ['G3', 'F5', 'H5'] }),
    ]);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(1);
    toNextTurn(state);
    playOrder(state, 'o2c', 'F6');
    act(state, 'move:F6-F5');
    expect(state.banners(0)).toBe(0);
    expect(state.banners(1)).toBe(0);
    expect(holder(state)).toBe(2);
  });

  it('D.9 startsWith: the side holds the banner when play begins; a temporary one while its condition holds', async () => {
    const state = await start({ units: ['b MI C2', 't MI G3', 't MI A9'], hands: TWO }, [objective({ startsWith: 'top', hexes: ['G3'] })]);
    expect(state.banners(1)).toBe(1);
    expect(holder(state)).toBe(1);
    passTurn(state); // the bottom side
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4');
    expect(state.banners(1)).toBe(0); // the hex is vacated: lost at once
    expect(holder(state)).toBe(2);
  });

  it('D.9 startsWith on an empty hex: a permanent banner is kept; a temporary one is lost at once (its condition fails)', async () => {
    const perm = await start({ units: UNITS }, [objective({ type: 'permanent-hex', startsWith: 'top', hexes: ['G5'] })]);
    expect(perm.banners(1)).toBe(1);
    expect(holder(perm)).toBe(1);
    const temp = await start({ units: UNITS }, [objective({ startsWith: 'top', hexes: ['G5'] })]);
    expect(temp.banners(1)).toBe(0);
    expect(holder(temp)).toBe(2);
  });

  it('D.9 side: only the named side may earn it; the other side entering scores nothing', async () => {
    const state = await start({ units: UNITS, hands: TWO }, [objective({ side: 'top', hexes: ['G3'] })]);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(0);
    expect(holder(state)).toBe(2);
  });

  it('B.13 reaching the banner count through an objective wins at once', async () => {
    const state = await start({ units: UNITS, hands: TWO, banners: { bottom: 1 } }, [objective({ side: 'bottom', hexes: ['G3'] })]);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.isTerminal()).toBe(true);
    expect(state.winner()).toBe(0);
  });

  it('B.13 without the file\'s objectives the same move scores nothing (the banner comes from the file)', async () => {
    const state = await start({ units: UNITS, hands: TWO }, []);
    playOrder(state, 'o2c', 'G2');
    act(state, 'move:G2-G3');
    expect(state.banners(0)).toBe(0);
  });
});
