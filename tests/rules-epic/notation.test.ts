// The text form of the EPIC decisions (src/core/notation.ts EPIC_ACT; docs/notation.md): the numbers
// written there equal the core's (assembly/cc/epic/actions.ts), every legal pick and march round-trips
// through its text, and a bad text gets a one-line error.
import { describe, it, expect } from 'vitest';
import { EPIC_ACT } from '../../src/core/notation.ts';
import { epicSetup, act } from './helpers.ts';

describe('D.3 / D.4 notation of the EPIC decisions', () => {
  it('D.3: EPIC_ACT matches the core\'s EPIC_ACT_PICK, EPIC_ACT_MARCH and EPIC_NO_PICK', async () => {
    const { game } = await epicSetup({ units: ['b FR_LN K2', 't RU_LN K10'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, display: ['recon', 'probe-l', 'bayonet', 'scout-r', 'elan'] });
    const g = (k: string) => (game.core as unknown as Record<string, WebAssembly.Global>)[k].value as number;
    expect(EPIC_ACT).toEqual({ PICK: g('EPIC_ACT_PICK'), MARCH: g('EPIC_ACT_MARCH'), NO_PICK: g('EPIC_NO_PICK') });
  });

  it('D.3 / D.4: picks (with tactic sections) and March Moves round-trip through their texts; bad texts are refused in one line', async () => {
    const { state, game } = await epicSetup({
      units: ['b FR_LN I2', 'b FR_LN J2', 'b FR_LN K2', 't RU_LN K10'], hands: { bottom: ['scout-c', 'bayonet'], top: ['probe-c'] },
      display: ['recon', 'probe-l', 'bayonet', 'scout-r', 'elan'],
    });
    act(state, 'play:bayonet');
    const picks = state.legalTexts();
    expect(picks).toContain('pick:bayonet@lc');
    expect(picks).toContain('pick:recon@r-');
    for (const c of state.legalActions()) expect(game.parseAction(game.actionText(c))).toEqual({ code: c });
    const { state: s2 } = await epicSetup({
      units: ['b FR_LN I2', 'b FR_LN J2', 'b FR_LN K2', 't RU_LN K10'], hands: { bottom: ['scout-c', 'bayonet'], top: ['probe-c'] },
      display: ['recon', 'probe-l', 'bayonet', 'scout-r', 'elan'],
    });
    act(s2, 'play:scout-c', 'pick:probe-l', 'order:K2');
    expect(s2.legalTexts()).toContain('march:I2-I3');
    for (const c of s2.legalActions()) expect(game.parseAction(game.actionText(c))).toEqual({ code: c });
    for (const bad of ['pick:nonsense', 'pick:bayonet@x', 'march:I2', 'march:Z9-I3']) {
      const r = game.parseAction(bad);
      expect('error' in r && !r.error.includes('\n')).toBe(true);
    }
  });
});
