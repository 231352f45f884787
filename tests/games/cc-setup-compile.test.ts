// The compile steps Ancients and Napoleonics share (src/games/cc-setup.ts): each game's compile
// refuses a bad rule option, a second unit or leader on a hex, and a board size the core does not
// have, with the same one-line message. The scenarios are shipped ones altered after validation
// (the loaders would refuse them), so only the compiler can catch these.
import { describe, expect, it } from 'vitest';
import { getScenario, getNapoleonicsScenario } from '../../src/games/registry.js';
import { normalizeScenario } from '../../src/games/ancients/scenario.js';
import { normalizeNapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';
import { toCoreScenario } from '../../src/games/napoleonics/core-form.js';
import { createAncientsGame } from '../../src/games/ancients/compile.js';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.js';

const ancients = () => normalizeScenario(getScenario('001-akragas'));
const napoleonics = () => toCoreScenario(normalizeNapoleonicsScenario(getNapoleonicsScenario('501')));

describe('shared compile steps (cc-setup.ts)', () => {
  it('an unknown rule option is refused by both games, naming the known ones', async () => {
    await expect(createAncientsGame(ancients(), { rules: { bogus: 1 } })).rejects.toThrow(/^unknown rule option "bogus" \(known: .+\)$/);
    await expect(createNapoleonicsGame(napoleonics(), { rules: { bogus: 1 } })).rejects.toThrow(/^unknown rule option "bogus" \(known: .+\)$/);
  });

  it('Napoleonics passes its EPIC options (epic.ts) by the rule-option loop, Ancients does not', async () => {
    // seats 2 is the standard format's own seat count, so epic.ts accepts it
    const g = await createNapoleonicsGame(napoleonics(), { rules: { seats: 2 } });
    expect(g.newState().currentPlayer()).toBeGreaterThanOrEqual(0);
    await expect(createAncientsGame(ancients(), { rules: { seats: 2 } })).rejects.toThrow(/^unknown rule option "seats"/);
  });

  it('a second unit on a hex is refused with the hex named', async () => {
    const a = ancients();
    a.units[1] = { ...a.units[1]!, index: a.units[0]!.index };
    const ga = createAncientsGame(a);
    await expect(ga).rejects.toThrow(/^cannot place unit at [A-Z]\d+ \(hex taken or roster full\)$/);
    const n = napoleonics();
    n.units[1] = { ...n.units[1]!, index: n.units[0]!.index };
    await expect(createNapoleonicsGame(n)).rejects.toThrow(/^cannot place unit at [A-Z]\d+ \(hex taken or roster full\)$/);
  });

  it('a second leader on a hex is refused with the hex named', async () => {
    const a = ancients();
    a.leaders.push({ ...a.leaders[0]! });
    await expect(createAncientsGame(a)).rejects.toThrow(/^cannot place leader at [A-Z]\d+$/);
    const n = napoleonics();
    n.leaders.push({ ...n.leaders[0]! });
    await expect(createNapoleonicsGame(n)).rejects.toThrow(/^cannot place leader at [A-Z]\d+$/);
  });

  it('a board size the core does not have is refused', async () => {
    const a = ancients();
    a.board = { ...a.board, w: 99, h: 99 };
    await expect(createAncientsGame(a)).rejects.toThrow(/^bad board size 99x99$/);
    const n = napoleonics();
    n.board = { ...n.board, w: 99, h: 99 };
    await expect(createNapoleonicsGame(n)).rejects.toThrow(/^bad board size 99x99$/);
  });
});
