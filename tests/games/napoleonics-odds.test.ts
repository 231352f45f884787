// The greedy agent's hit estimate for Napoleonics (src/games/napoleonics/odds.ts, given to the
// Ancients heuristic as its `odds`): the core's dice times the chance one die hits (C.2: two
// infantry sides, one cavalry, one artillery; sabres in melee only and never for no-sabre units).
import { describe, expect, it } from 'vitest';
import { napClassOf, napoleonicsOdds } from '../../src/games/napoleonics/odds.js';
import { coreUnitType } from '../../src/games/napoleonics/core-form.js';
import { NATION_UNITS, NATIONS } from '../../src/games/napoleonics/schema.js';
import { napSetup, hexIndex } from '../rules-napoleonics/helpers.ts';

describe('Napoleonics hit odds for the greedy heuristic (C.2)', () => {
  it('every map code\'s core type has the class of the nation table', () => {
    for (const n of NATIONS) {
      for (const [code, row] of Object.entries(NATION_UNITS[n])) expect(napClassOf(coreUnitType(n, code)), `${n} ${code}`).toBe(row.cls);
    }
  });

  it('melee against infantry: 3 of 6 sides (2 infantry + sabre); fire: 2 of 6; a no-sabre unit in melee: its symbol only', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't BR_LN E4', 't BR_LN F5', 'b BR_RI H3', 't FR_LC H4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    const melee = napoleonicsOdds(state, hexIndex('E3'), hexIndex('E4'));
    expect(melee.melee).toBe(true);
    expect(melee.dice).toBeGreaterThan(0);
    expect(melee.hits).toBeCloseTo(melee.dice * 3 / 6);
    expect(melee.flags).toBeCloseTo(melee.dice / 6);
    const fire = napoleonicsOdds(state, hexIndex('E3'), hexIndex('F5'));
    expect(fire.melee).toBe(false);
    expect(fire.hits).toBeCloseTo(fire.dice * 2 / 6);
    const rifles = napoleonicsOdds(state, hexIndex('H3'), hexIndex('H4'));
    expect(rifles.melee).toBe(true);
    expect(rifles.hits).toBeCloseTo(rifles.dice * 1 / 6);
    expect(napoleonicsOdds(state, hexIndex('E3'), hexIndex('A9'))).toEqual({ hits: 0, flags: 0, melee: false, dice: 0 });
  });
});
