// B1, B3, B4, B5, B6, B7, B8 (rules digest 1.3): every cell of the core's tables equals the copy of
// the data file's tables (src/games/blood-and-iron/data/tables.json), and the seed's own numbers
// hold (the checks listed at the top of the digest).
import { describe, it, expect, beforeAll } from 'vitest';
import data from '../../src/games/blood-and-iron/data/tables.json' with { type: 'json' };
import { inlineGame, P, INF } from './helpers.js';
import type { BiGame } from '../../src/games/blood-and-iron/state.js';

const T = data.tables;
let g: BiGame;
beforeAll(async () => { g = await inlineGame({ units: [{ id: 'de-a', side: P, type: INF, hex: 101 }] }); });

describe('B1 command point table', () => {
  it('matches the data file, regular and special, and the seed rolls 5 -> 2, 8 -> 3 (seed 4.21)', () => {
    for (const [tbl, special] of [[T.command_points_B1.regular, 0], [T.command_points_B1.special, 1]] as const) {
      for (const e of tbl) for (let r = e.roll[0]; r <= e.roll[1]; r++) expect(g.core.tblCp(r, special)).toBe(e.cp);
    }
    expect(g.core.tblCp(5, 0)).toBe(2);
    expect(g.core.tblCp(8, 0)).toBe(3);
  });
});

describe('B4 fire table', () => {
  const codes: Record<string, number> = { '-': 0, DM: 1, DD: 2, D1: 3, D2: 4, DE: 5 };
  it('every cell matches the data file', () => {
    for (let roll = 1; roll <= 10; roll++) {
      const row = (T.fire_table_B4.rows as Record<string, string[]>)[String(roll)];
      row.forEach((cell, col) => expect(g.core.tblFire(col, roll), `roll ${roll} col ${col}`).toBe(codes[cell]));
    }
  });
  it('strength columns: 1-3, 4-6, 7-10, 11-15, 16+ (seed 9.2: 8 fires on 7-10)', () => {
    for (const [lo, hi, name] of T.fire_table_B4.column_of_strength as [number, number, string][]) {
      const col = T.fire_table_B4.columns.indexOf(name);
      expect(g.core.tblFireColumn(lo)).toBe(col);
      expect(g.core.tblFireColumn(Math.min(hi, 40))).toBe(col);
    }
    expect(T.fire_table_B4.columns[g.core.tblFireColumn(8)]).toBe('7-10');
  });
});

describe('B5 melee table', () => {
  const codes: Record<string, number> = { '-': 0, AE: 1, A2: 2, A1: 3, AD: 4, AM: 5, DM: 6, DD: 7, D1: 8, D2: 9, DE: 10 };
  it('every cell matches the data file (rows <=1 .. 12+)', () => {
    const rows = T.melee_table_B5.rows as Record<string, string[]>;
    for (const [key, row] of Object.entries(rows)) {
      const rollsFor = key === '<=1' ? [-3, 0, 1] : key === '12+' ? [12, 15] : [+key];
      for (const m of rollsFor) row.forEach((cell, col) => expect(g.core.tblMelee(col, m), `row ${key} col ${col}`).toBe(codes[cell]));
    }
  });
  it('seed examples: 3-1 with 8+2 = D1, 3-1 with 10-1 = AD (seed 5.11), 2-1 with 6+2 = D1 (seed 9.33)', () => {
    const col = (n: string) => T.melee_table_B5.columns.indexOf(n);
    expect(g.core.tblMelee(col('3-1'), 10)).toBe(codes.D1);
    expect(g.core.tblMelee(col('3-1'), 9)).toBe(codes.AD);
    expect(g.core.tblMelee(col('2-1'), 8)).toBe(codes.D1);
  });
  it('odds rounded in the defender\'s favour (seed 9.3: 9:4 -> 2-1, 12:5 -> 2-1); worse than 1-4 impossible', () => {
    const cols = T.melee_table_B5.columns;
    expect(cols[g.core.tblOdds(9, 4)]).toBe('2-1');
    expect(cols[g.core.tblOdds(12, 5)]).toBe('2-1');
    expect(cols[g.core.tblOdds(5, 12)]).toBe('1-3');
    expect(cols[g.core.tblOdds(3, 12)]).toBe('1-4');
    expect(cols[g.core.tblOdds(50, 1)]).toBe('6-1');
    expect(g.core.tblOdds(2, 9)).toBe(-1);
  });
});

describe('B6 morale table', () => {
  it('matches the data file; seed values B full 7, C full 6, B half 5', () => {
    const M = T.morale_table_B6 as unknown as Record<string, { full: number; half: number; cadre: number }>;
    ['A', 'B', 'C', 'D'].forEach((L, r) => {
      expect(g.core.tblMorale(r, 0)).toBe(M[L].full);
      expect(g.core.tblMorale(r, 1)).toBe(M[L].half);
      expect(g.core.tblMorale(r, 2)).toBe(M[L].cadre);
    });
    expect([g.core.tblMorale(1, 0), g.core.tblMorale(2, 0), g.core.tblMorale(1, 1)]).toEqual([7, 6, 5]);
  });
});

describe('B7 strength chits', () => {
  it('36 chits; fronts and backs match the data file; steps follow seed 9.1', () => {
    let total = 0;
    T.chit_cup_B7.chits.forEach((ch, t) => {
      expect(g.core.tblChitCount(t)).toBe(ch.count);
      total += ch.count;
      ['A', 'B', 'C', 'D'].forEach((L, r) => {
        const back = (ch.back as Record<string, number | string>)[L];
        expect(g.core.tblChitFront(t, r)).toBe((ch.front as Record<string, number>)[L]);
        expect(g.core.tblChitBack(t, r)).toBe(back === '-' ? 0 : back);
        expect(g.core.tblChitSteps(t, r)).toBe(back === '-' ? 1 : back === 1 ? 2 : 3);
      });
    });
    expect(total).toBe(36);
  });
  it('the seed chit A6 B4 C2 D1 / A3 B2 C1 D- is T4 (seed 9.1)', () => {
    expect([0, 1, 2, 3].map((r) => g.core.tblChitFront(3, r))).toEqual([6, 4, 2, 1]);
    expect([0, 1, 2, 3].map((r) => g.core.tblChitBack(3, r))).toEqual([3, 2, 1, 0]);
  });
});

describe('B3 range modifiers', () => {
  it('artillery x2 at 1, x1 at 2-4, x1/2 (rounded up) at 5-8; French infantry x1 / x1/2; Prussian x1 at 1 only', () => {
    const R = T.range_modifiers_B3 as unknown as Record<string, Record<string, number>>;
    const kinds: [string, number][] = [['artillery', 0], ['infantry_french', 1], ['infantry_prussian', 2]];
    for (const [name, k] of kinds) for (let r = 1; r <= 9; r++) for (const str of [1, 4, 5, 6, 7]) {
      const m = R[name][String(r)];
      expect(g.core.tblRange(k, str, r), `${name} ${str} at ${r}`).toBe(m === undefined ? 0 : Math.ceil(str * m));
    }
    expect(g.core.tblRange(0, 6, 5)).toBe(3); // seed 9.24 example: 6 at 5 hexes -> 3
  });
});

describe('B8 terrain movement costs', () => {
  it('hex entry costs per class match the data file (half points)', () => {
    const H = T.terrain_effects_B8.hex as Record<string, { mp: number[] }>;
    ['clear', 'woods', 'town', 'vineyard', 'city'].forEach((name, ter) => {
      H[name].mp.forEach((mp, cls) => expect(g.core.tblTerrainMp(ter, cls), `${name} class ${cls}`).toBe(mp * 2));
    });
  });
});
