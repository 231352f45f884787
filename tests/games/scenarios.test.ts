// Shipped scenarios against the scenario facts (tests/fixtures/ancients-base-scenarios.json, its
// source named in the file): each of the 15 base scenarios is converted again
// here, independently of scripts/convert-scenarios.ts (data (r, c) -> core index by the index
// formula), and compared with the shipped file's normalised form: units by side, type and hex;
// leaders by side and hex; terrain; hand sizes, banners and first player.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { normalizeScenario, parseScenario, type NormalizedScenario } from '../../src/games/ancients/scenario.js';
import { MAX_BLOCKS, scenarioJsonSchema } from '../../src/games/ancients/schema.js';
import { getScenario, listScenarios } from '../../src/games/registry.js';

type Side = 'top' | 'bottom';
interface DataScenario {
  id: string;
  name: string;
  set: string;
  hand_sizes: Record<Side, number>;
  first: Side;
  banners_to_win: number;
  terrain: Array<[string, number, number, { ford?: boolean }?]>;
  units: Record<Side, Array<[string, number, number, unknown?]>>;
  leaders: Record<Side, Array<[string, number, number]>>;
  special_rules_summary?: string;
}

const DATA_URL = new URL('../fixtures/ancients-base-scenarios.json', import.meta.url);
const data = JSON.parse(readFileSync(DATA_URL, 'utf8')) as { scenarios: DataScenario[] };
const base = data.scenarios.filter((s) => s.set === 'base' && /^0\d\d$/.test(s.id));

const W = 13;
/** Data (r from the top, c) -> core index; row number = 9 - r, index = (row - 1) * W + c. */
const dataIndex = (r: number, c: number): number => (8 - r) * W + c;
const SIDE_INDEX: Record<Side, 0 | 1> = { bottom: 0, top: 1 };

const scenariosDir = new URL('../../src/games/ancients/scenarios/', import.meta.url);
const shippedFiles = readdirSync(scenariosDir).filter((f) => f.endsWith('.json')).sort();

function sortedKeys<T>(xs: T[], key: (x: T) => string): string[] {
  return xs.map(key).sort();
}

it('ships the 15 base scenarios, one file each, all in the registry', () => {
  expect(base.map((s) => s.id)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(3, '0')));
  expect(shippedFiles.length).toBe(15);
  expect(listScenarios().map((s) => `${s.id}.json`)).toEqual(shippedFiles);
});

describe.each(shippedFiles)('%s', (file) => {
  const raw = JSON.parse(readFileSync(new URL(file, scenariosDir), 'utf8')) as unknown;

  it('parses, and its id matches its file name', () => {
    const r = parseScenario(raw);
    expect(r.ok ? [] : r.errors).toEqual([]);
    if (r.ok) {
      expect(`${r.scenario.id}.json`).toBe(file);
      expect(r.scenario.note?.length ?? 0).toBeGreaterThan(20);
    }
  });
});

describe.each(base.map((s) => [`${s.id} ${s.name}`, s] as const))('%s matches the data file', (_, d) => {
  const s: NormalizedScenario = normalizeScenario(getScenario(d.id));

  it('has the same units (side, type, hex) at full strength', () => {
    const expected = (['bottom', 'top'] as const).flatMap((side) =>
      d.units[side].map(([type, r, c]) => `${SIDE_INDEX[side]}:${type}:${dataIndex(r, c)}`),
    );
    expect(sortedKeys(s.units, (u) => `${u.side}:${u.type}:${u.index}`)).toEqual(expected.sort());
    for (const u of s.units) {
      expect(u.blocks).toBe(MAX_BLOCKS[u.type]);
      expect(u.maxBlocks).toBe(MAX_BLOCKS[u.type]);
    }
  });

  it('has the same unit counts by side and type', () => {
    const count = (xs: string[]): Record<string, number> =>
      xs.reduce<Record<string, number>>((acc, k) => ((acc[k] = (acc[k] ?? 0) + 1), acc), {});
    const expected = count(
      (['bottom', 'top'] as const).flatMap((side) => d.units[side].map(([type]) => `${side}:${type}`)),
    );
    const actual = count(s.units.map((u) => `${u.side === 0 ? 'bottom' : 'top'}:${u.type}`));
    expect(actual).toEqual(expected);
  });

  it('has the same leaders (side, hex), each on a friendly unit, with their names', () => {
    const expected = (['bottom', 'top'] as const).flatMap((side) =>
      d.leaders[side].map(([, r, c]) => `${SIDE_INDEX[side]}:${dataIndex(r, c)}`),
    );
    expect(sortedKeys(s.leaders, (l) => `${l.side}:${l.index}`)).toEqual(expected.sort());
    for (const side of ['bottom', 'top'] as const) {
      for (const [name, r, c] of d.leaders[side]) {
        const l = s.leaders.find((x) => x.side === SIDE_INDEX[side] && x.index === dataIndex(r, c));
        // 001's data spells Daphnaeus "Daphaeus"; the converter fixes that one slip.
        const want = name === '' ? null : name === 'Daphaeus' ? 'Daphnaeus' : name;
        expect(l?.name).toBe(want);
      }
    }
  });

  it('has the same hand sizes, banners and first player', () => {
    expect(s.sides[0].cards).toBe(d.hand_sizes.bottom);
    expect(s.sides[1].cards).toBe(d.hand_sizes.top);
    expect(s.sides[0].banners).toBe(d.banners_to_win);
    expect(s.sides[1].banners).toBe(d.banners_to_win);
    expect(s.first).toBe(SIDE_INDEX[d.first]);
    expect(s.board).toEqual({ name: 'standard', w: 13, h: 9 });
  });

  it('has the same terrain (rivers become fords as the special rules say)', () => {
    const summary = d.special_rules_summary ?? '';
    const allFords = /fordable everywhere|both streams fordable/i.test(summary);
    const noFords = /not fordable/i.test(summary);
    const expected = d.terrain.map(([type, r, c, opt]) => {
      let t = type;
      if (type === 'steep') t = 'steep-hill';
      if (type === 'river') t = allFords || (!noFords && opt?.ford === true) ? 'ford' : 'river';
      return `${t}:${dataIndex(r, c)}`;
    });
    expect(sortedKeys(s.terrain, (t) => `${t.type}:${t.index}`)).toEqual(expected.sort());
    for (const t of s.terrain) expect(t.owner).toBe(t.type === 'camp' ? 1 : null);
  });
});

describe('scenario options', () => {
  const opts = (id: string) => normalizeScenario(getScenario(id)).options;
  const idx = (col: string, row: number) => (row - 1) * W + (col.charCodeAt(0) - 65);

  it('gives each special-rule scenario its named option', () => {
    expect(getScenario('002').options).toEqual({ sacredBand: 'C6' });
    expect(getScenario('005').options).toEqual({ magoAmbush: { side: 'top', units: ['MC', 'WA', 'WA'], leader: 'Mago' } });
    expect(getScenario('006').options).toEqual({ trasimenusHand: true });
    expect(getScenario('009').options).toEqual({ beneventumHand: true });
    expect(getScenario('010').options).toEqual({ castulo: { scipio: 'H3' } });
    expect(getScenario('011').options).toEqual({ baeculaCamps: true });
    for (const id of ['001', '003', '004', '007', '008', '012', '013', '014', '015']) {
      expect(getScenario(id).options).toBeUndefined();
    }
  });

  it('normalises option hexes to indices and sides to 0/1', () => {
    expect(opts('002')).toEqual({ sacredBand: idx('C', 6) });
    expect(opts('005')).toEqual({ magoAmbush: { side: 1, units: ['MC', 'WA', 'WA'], leader: 'Mago' } });
    expect(opts('010')).toEqual({ castulo: { scipio: idx('H', 3) } });
    const sacred = normalizeScenario(getScenario('002')).units.find((u) => u.index === idx('C', 6));
    expect(sacred).toMatchObject({ side: 1, type: 'HI' });
  });
});

it('exports a JSON Schema that names every top-level field', () => {
  const schema = scenarioJsonSchema() as { type: string; properties: Record<string, unknown>; required: string[] };
  expect(schema.type).toBe('object');
  expect(Object.keys(schema.properties)).toEqual(
    expect.arrayContaining(['game', 'id', 'name', 'board', 'sides', 'first', 'terrain', 'units', 'hands', 'options']),
  );
  expect(schema.required).toEqual(expect.arrayContaining(['game', 'id', 'name', 'board', 'sides', 'first', 'terrain', 'units']));
  expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
});
