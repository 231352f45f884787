// Rules digest D.7 (4 players): the text form of the CinC's give decision (src/core/notation.ts
// EPIC_GIVE; docs/notation.md): the kind and the card words equal the core's exports, every legal
// give round-trips through its text (give:hand, give:display, give:none), a bad text is one line.
import { describe, it, expect } from 'vitest';
import { EPIC_GIVE } from '../../src/core/notation.ts';
import { epicSetup, act } from './helpers.ts';

describe('D.7 notation of the 4-seat give decision', () => {
  it('D.7: EPIC_GIVE matches the core\'s EPIC_ACT_GIVE and GIVE_NONE / GIVE_HAND / GIVE_DISPLAY; give texts round-trip', async () => {
    const { state, game } = await epicSetup({
      units: ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN K10'], hands: { bottom: ['probe-l', 'probe-c'], top: ['probe-c'] },
      display: ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'], rules: { seats: 4 },
    });
    const g = (k: string) => (game.core as unknown as Record<string, WebAssembly.Global>)[k].value as number;
    expect(EPIC_GIVE.KIND).toBe(g('EPIC_ACT_GIVE'));
    expect([g('GIVE_NONE'), g('GIVE_HAND'), g('GIVE_DISPLAY')].map((c) => EPIC_GIVE.WORDS[c])).toEqual(['none', 'hand', 'display']);
    act(state, 'play:probe-l', 'pick:probe-r');
    expect(state.phaseName()).toBe('EPIC_GIVE');
    expect(state.legalTexts()).toEqual(['give:hand', 'give:display']);
    for (const c of state.legalActions()) expect(game.parseAction(game.actionText(c))).toEqual({ code: c });
    expect(game.parseAction('give:none')).toEqual({ code: g('EPIC_ACT_GIVE') });
    for (const bad of ['give:', 'give:left', 'give:hand@l']) {
      const r = game.parseAction(bad);
      expect('error' in r && !r.error.includes('\n')).toBe(true);
    }
  });
});
