// The EPIC mode switch (src/games/napoleonics/epic.ts): a scenario's `format` field turns the EPIC
// two-player turn on ("epic"), leaves the standard game ("standard" or absent), and refuses La Grande
// ("grande", D.8: seats are not built) and unknown formats with a one-line error.
import { describe, it, expect } from 'vitest';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { epicScenario } from './helpers.ts';

const base = () => epicScenario({ units: ['b FR_LN K2', 't RU_LN K10'], hands: { bottom: ['probe-c'], top: ['probe-c'] } });
const enabled = (g: Awaited<ReturnType<typeof createNapoleonicsGame>>) => (g.core as unknown as { epicEnabled(): number }).epicEnabled();

describe('D.2 / D.3 the EPIC mode switch', () => {
  it('D.3: format "epic" turns the two-card turn on; the first node after the deal is the display\'s deal', async () => {
    const game = await createNapoleonicsGame(base(), { build: 'debug' });
    expect(enabled(game)).toBe(1);
    const s = game.newState();
    expect(s.phaseName()).toBe('DRAW');
    expect(s.currentPlayer()).toBe(2);
  });

  it('D.3: format "standard" (or none) keeps the standard turn', async () => {
    const sc = { ...base(), format: 'standard' };
    const game = await createNapoleonicsGame(sc, { build: 'debug' });
    expect(enabled(game)).toBe(0);
    expect(game.newState().phaseName()).toBe('PLAY');
  });

  it('D.8: format "grande" and unknown formats are refused with one line', async () => {
    for (const format of ['grande', 'huge']) {
      const err = await createNapoleonicsGame({ ...base(), format } as never, { build: 'debug' }).then(() => null, (e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect(err!.message).toMatch(format === 'grande' ? /La Grande/ : /unknown scenario format "huge"/);
      expect(err!.message.includes('\n')).toBe(false);
    }
  });
});
