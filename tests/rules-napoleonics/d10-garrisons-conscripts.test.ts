// Rules digest D.10 (GM&T garrisons as EPIC expands them; French conscripts): small inline positions
// with forced dice. The garrison pool and the conscript markers are scenario pieces
// (core NapScen.GARRISONS / CONSCRIPT, configured by tests/rules-napoleonics/pieces.ts).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { play, order, battle, roll, targets, legalWith, act, blocks, diceToRoll, unitAt } from './helpers.ts';
import { napPieces, en, call } from './pieces.ts';

/** Plays out the chance draws and a Scout choice until the next PLAY decision. */
function toNextTurn(state: State): void {
  if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
  for (let i = 0; i < 20 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]);
}
function typeAt(state: State, hex: string): number {
  const u = unitAt(state, hex);
  return u ? (state.game.core as unknown as { getUnitType(p: number, u: number): number }).getUnitType(state.ptr, u.id) : -1;
}

describe('D.10 French conscripts', () => {
  it('D.10 Conscripts: a French line unit with the marker loses its +1 melee die against infantry', async () => {
    const spec = { units: ['b FR_LN E3', 'b FR_LN G3', 't BR_LN E4', 't BR_LN G4'] };
    const { state } = await napPieces(spec, { conscripts: ['E3'] });
    expect(targets(state, 'E3')).toEqual({ E4: -4 }); // 4 blocks, no +1
    expect(targets(state, 'G3')).toEqual({ G4: -5 }); // 4 blocks +1 against infantry
  });

  it('D.10 Conscripts: the +1 is lost battling back too', async () => {
    const spec = { units: ['b BR_LN E3', 't FR_LN E4'], rules: { NAP_SUPPORT: 0 } };
    const marked = await napPieces(spec, { conscripts: ['E4'] });
    play(marked.state, 'probe-c');
    order(marked.state, 'E3');
    battle(marked.state, 'E3xE4');
    roll(marked.state, 'art', 'art', 'art', 'art');
    expect(diceToRoll(marked.state)).toBe(4); // battle back: 4 blocks, no +1
    const plain = await napPieces(spec, {});
    play(plain.state, 'probe-c');
    order(plain.state, 'E3');
    battle(plain.state, 'E3xE4');
    roll(plain.state, 'art', 'art', 'art', 'art');
    expect(diceToRoll(plain.state)).toBe(5);
  });
});

describe('D.10 garrisons', () => {
  const spec = { units: ['b FR_LN E3', 'b FR_LN G2', 't BR_LN K8'], terrain: ['town E3', 'town G2'], rules: { NAP_SUPPORT: 0 } };

  it('D.10 garrison: an infantry unit of 2+ blocks ordered out of a building leaves a 1-block garrison, losing no block', async () => {
    const { state, game } = await napPieces(spec, { garrisons: [1, 0] });
    expect(call(state, 'garrisonBlocks', 0)).toBe(1);
    play(state, 'probe-c');
    order(state, 'E3', 'G2');
    act(state, 'move:E3-E4');
    expect(typeAt(state, 'E3')).toBe(en(game, 'NUnit.GAR'));
    expect(blocks(state, 'E3')).toBe(1);
    expect(blocks(state, 'E4')).toBe(4);
    expect(call(state, 'garrisonBlocks', 0)).toBe(0);
    act(state, 'move:G2-G3'); // the pool is empty: no second garrison
    expect(unitAt(state, 'G2')).toBeUndefined();
  });

  it('D.10 garrison: a friendly unit may enter its hex (it stops there), which removes the garrison; the unit gains no block', async () => {
    const { state, game } = await napPieces({ units: ['b FR_LN E3', 'b FR_LN E2 3', 't BR_LN K8'], terrain: ['town E3'], rules: { NAP_SUPPORT: 0 } }, { garrisons: [1, 0] });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'move:E3-E4');
    expect(typeAt(state, 'E3')).toBe(en(game, 'NUnit.GAR'));
    expect(legalWith(state, 'move:E2-')).toContain('move:E2-E3');
    act(state, 'move:E2-E3');
    expect(typeAt(state, 'E3')).toBe(en(game, 'NUnit.FR_LN'));
    expect(blocks(state, 'E3')).toBe(3); // no block gained
    expect(call(state, 'garrisonBlocks', 0)).toBe(1); // the spare block is back in the pool (our reading)
    expect(state.game.core.checkInvariants(state.ptr)).toBe(0);
  });

  it('D.10 garrison: an enemy unit may not enter its hex', async () => {
    const { state } = await napPieces({ units: ['b FR_LN E3', 't BR_LT E5', 't BR_LN A9'], terrain: ['town E3'], rules: { NAP_SUPPORT: 0 } }, { garrisons: [1, 0] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-D3');
    toNextTurn(state);
    play(state, 'probe-c');
    order(state, 'E5');
    expect(legalWith(state, 'move:E5-E4')).toEqual(['move:E5-E4']); // light infantry: 2 hexes, but not into E3
    expect(legalWith(state, 'move:E5-E3')).toEqual([]);
  });

  it('D.10 garrison: none without a pool, and none from a 1-block unit', async () => {
    const none = await napPieces(spec, {});
    play(none.state, 'probe-c');
    order(none.state, 'E3');
    act(none.state, 'move:E3-E4');
    expect(unitAt(none.state, 'E3')).toBeUndefined();
    const weak = await napPieces({ ...spec, units: ['b FR_LN E3 1', 't BR_LN K8'] }, { garrisons: [2, 0] });
    play(weak.state, 'probe-c');
    order(weak.state, 'E3');
    act(weak.state, 'move:E3-E4');
    expect(unitAt(weak.state, 'E3')).toBeUndefined();
  });

  it('D.10 garrison: it cannot move, may not battle the turn it is placed, then battles with 1 die', async () => {
    const s2 = { units: ['b FR_LN E3', 't BR_LN D5', 't BR_LN A9'], terrain: ['town E3'], rules: { NAP_SUPPORT: 0 } };
    const { state } = await napPieces(s2, { garrisons: [1, 0] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    expect(legalWith(state, 'battle:E3')).toEqual([]); // placed this turn
    expect(targets(state, 'E3')).toEqual({ D5: 1 }); // its fire would be 1 die (range 2)
    toNextTurn(state); // top's turn
    act(state, state.legalTexts().find((t) => t.startsWith('play:'))!);
    toNextTurn(state); // bottom again, holding the card drawn first (Scout Left: E3 is in the left section)
    act(state, state.legalTexts().find((t) => t.startsWith('play:'))!);
    expect(legalWith(state, 'order:E3')).toEqual(['order:E3']);
    act(state, 'order:E3');
    expect(legalWith(state, 'move:E3-')).toEqual([]); // a garrison never moves
  });

  it('D.10 garrison: any flag eliminates it (no flag ignored, no retreat), and its loss gives no banner', async () => {
    const s3 = { units: ['b FR_LN E3', 'b FR_LN F3', 't BR_LN E5', 't BR_LN A9'], terrain: ['town E3'], rules: { NAP_SUPPORT: 0 } };
    const { state } = await napPieces(s3, { garrisons: [1, 0] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-D3'); // the line unit leaves; a garrison holds E3
    expect(blocks(state, 'E3')).toBe(1);
    toNextTurn(state);
    play(state, 'probe-c');
    order(state, 'E5');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    act(state, 'battle:E5xE3'); // ranged, range 2
    roll(state, 'flag', 'cav', 'cav');
    expect(legalWith(state, 'ignore:')).toEqual([]);
    expect(unitAt(state, 'E3')).toBeUndefined(); // eliminated by the flag
    expect(state.game.core.getBanners(state.ptr, 1)).toBe(0); // no banner for a garrison
  });
});
