// Rules digest C.16 Spain — Guerrilla: after the French player plays a Command card the Spanish player
// may spend a token; the French player rolls 1 die: sabres = the guerrillas failed, anything else
// cancels the card and ends the French turn. Tokens are scenario data (core NapScen.GUERRILLA); the
// decision and the die are codes of napoleonics/actions.ts (applied by code here).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { play, act } from './helpers.ts';
import { napPieces, en, mk, applyCode, phaseOf, call, legalCodes } from './pieces.ts';

const spec = { units: ['b FR_LN E3', 'b FR_LN G3', 't SP_LN E6', 't SP_LN A9'], hands: { bottom: ['probe-c', 'probe-c'], top: ['probe-c'] } };
const die = (s: State, face: string) => applyCode(s, mk(en(s.game, 'Act.DIE'), 0, 0, en(s.game, `Face.${face}`)));

describe('C.16 Guerrilla (Spain)', () => {
  it('C.16 Guerrilla: after the French card the Spanish side may spend a token or decline', async () => {
    const { state, game } = await napPieces(spec, { guerrilla: { side: 'top', tokens: 2 } });
    play(state, 'probe-c');
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_GUERRILLA'));
    expect(game.core.currentPlayer(state.ptr)).toBe(1);
    expect(legalCodes(state).sort()).toEqual([mk(en(game, 'Act.SKIP')), mk(en(game, 'NAP_ACT_GUERRILLA'))].sort());
    applyCode(state, mk(en(game, 'Act.SKIP')));
    expect(state.phaseName()).toBe('ORDER'); // the French turn goes on
    expect(call(state, 'guerrillaTokens', 1)).toBe(2);
  });

  it('C.16 Guerrilla: a sabre means the guerrillas failed (token spent, option NAP_GUERRILLA_TOKEN_BACK = 0)', async () => {
    const { state, game } = await napPieces(spec, { guerrilla: { side: 'top', tokens: 2 } });
    play(state, 'probe-c');
    applyCode(state, mk(en(game, 'NAP_ACT_GUERRILLA')));
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_GUERRILLA_ROLL'));
    expect(game.core.chanceDenom(state.ptr)).toBe(6);
    die(state, 'SWORDS');
    expect(state.phaseName()).toBe('ORDER');
    expect(call(state, 'guerrillaTokens', 1)).toBe(1);
    act(state, 'order:E3');
  });

  it('C.16 Guerrilla: any other result cancels the French card and ends the French turn', async () => {
    const { state, game } = await napPieces(spec, { guerrilla: { side: 'top', tokens: 1 } });
    play(state, 'probe-c');
    applyCode(state, mk(en(game, 'NAP_ACT_GUERRILLA')));
    die(state, 'FLAG');
    for (let i = 0; i < 5 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]); // the replacement draw
    expect(game.core.getActive(state.ptr)).toBe(1); // the Spanish side's turn
    expect(state.units().filter((u) => u.side === 'bottom').every((u) => !u.ordered)).toBe(true);
    expect(call(state, 'guerrillaTokens', 1)).toBe(0);
  });

  it('C.16 Guerrilla: no token, no decision; the Spanish side\'s own cards never trigger it', async () => {
    const none = await napPieces(spec, { guerrilla: { side: 'top', tokens: 0 } });
    play(none.state, 'probe-c');
    expect(none.state.phaseName()).toBe('ORDER');
    const own = await napPieces({ ...spec, first: 'top' }, { guerrilla: { side: 'top', tokens: 2 } });
    play(own.state, 'probe-c');
    expect(own.state.phaseName()).toBe('ORDER');
  });

  it('C.16 Guerrilla: the Spanish side gains a token when it plays a Scout card', async () => {
    const { state } = await napPieces({ ...spec, first: 'top', hands: { bottom: ['probe-c'], top: ['scout-c'] } }, { guerrilla: { side: 'top', tokens: 1 } });
    play(state, 'scout-c');
    expect(call(state, 'guerrillaTokens', 1)).toBe(2);
  });
});
