// The static value at a rollout cut (assembly/cc/rollout.ts staticEval) under Napoleonics counts a
// worn-down unit as part of a banner for its enemy (ruleset scalar evalDamageShare, 0.5 there; 0 for
// Ancients, whose value tests/search/signature.test.ts locks): two positions with the same banners
// and the same blocks on each side differ only in which Allied unit lost its block, and the one where
// the smaller unit (3 blocks) lost it is better for the other side than where a 4-block unit lost it.
// docs/strength.md "506: profile of the Allied losses".
import { describe, it, expect } from 'vitest';
import { napSetup } from '../rules-napoleonics/helpers.ts';

const valueOf = async (units: string[]): Promise<number> => {
  const { game, state } = await napSetup({ units });
  return (game.core as unknown as { staticValue(p: number): number }).staticValue(state.ptr);
};

describe('static value: damaged units (Napoleonics)', () => {
  it('a Russian line down to 2 of 3 blocks weighs more for the French than grenadiers down to 3 of 4', async () => {
    const lineHit = await valueOf(['b FR_LN E3', 't RU_LN E7 2', 't RU_GR G7 4']);
    const grenadiersHit = await valueOf(['b FR_LN E3', 't RU_LN E7 3', 't RU_GR G7 3']);
    // same banners (none) and the same blocks per side (4 against 6): only the damage term differs
    expect(lineHit).toBeGreaterThan(grenadiersHit);
    const fresh = await valueOf(['b FR_LN E3', 't RU_LN E7 3', 't RU_GR G7 4']);
    const freshFewer = await valueOf(['b FR_LN E3', 't RU_LN E7 3', 't RU_GR G7 4', 't RU_LN C7 3']);
    // without damage the term is 0: the value is the banner and block terms alone (more Allied blocks
    // at the start do not change a value of equal fractions)
    expect(fresh).toBeCloseTo(freshFewer, 12);
    expect(fresh).toBeCloseTo(0, 12);
  });
});
