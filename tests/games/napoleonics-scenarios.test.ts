// The six shipped Austerlitz scenarios (src/games/napoleonics/scenarios/501..506) against the data
// they were converted from (tests/fixtures/austerlitz-reconstructed.json: battle notes of rules
// digest E.1 transcribed, every hex reconstructed): every fact carried over, every file labelled a
// reconstruction, the converter deterministic and its --check honest.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import {
  normalizeNapoleonicsScenario,
  parseNapoleonicsScenario,
  type NapoleonicsScenario,
} from '../../src/games/napoleonics/scenario.js';
import {
  NATION_UNITS,
  NATIONS,
  napoleonicsScenarioJsonSchema,
  RECONSTRUCTION_LABEL,
} from '../../src/games/napoleonics/schema.js';
import { testTempDir } from '../temp-dir.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA_PATH = path.join(ROOT, 'tests/fixtures/austerlitz-reconstructed.json');
const DIR = path.join(ROOT, 'src/games/napoleonics/scenarios');
const data = JSON.parse(readFileSync(DATA_PATH, 'utf8')) as { status: string; scenarios: any[] };

// the six standard battles (601/602, composed from them: tests/games/napoleonics-epic-scenarios.test.ts)
const files = readdirSync(DIR).filter((f) => /^50\d-.*\.json$/.test(f)).sort();
const shipped: NapoleonicsScenario[] = files.map((f) => {
  const r = parseNapoleonicsScenario(JSON.parse(readFileSync(path.join(DIR, f), 'utf8')));
  if (!r.ok) throw new Error(`${f}: ${r.errors.join('; ')}`);
  return r.scenario;
});
const byNumber = (n: number): NapoleonicsScenario => shipped[n - 1]!;

const key = (...xs: unknown[]): string => xs.map(String).join('|');

describe('shipped Austerlitz scenarios', () => {
  it('are six files named NNN-slug.json after their ids, 501..506, all labelled reconstructions', () => {
    expect(files).toEqual([
      '501-sokolnitz-telnitz.json', '502-davouts-counterattack.json', '503-soults-attack-centre.json',
      '504-lannes-vs-bagration.json', '505-russian-guard.json', '506-soult-attacks-south.json',
    ]);
    expect(data.status).toMatch(/^RECONSTRUCTION/);
    shipped.forEach((s, i) => {
      expect(`${s.id}.json`).toBe(files[i]);
      expect(s.game).toBe('napoleonics');
      expect(s.reconstruction).toBe(true);
      expect(s.provenance.reconstructed).toMatch(/not the printed GMT map/);
    });
    expect(RECONSTRUCTION_LABEL).toBe('map reconstructed, not the printed map');
  });

  it('keep every battle-note fact of E.1: names, commanders, hands, Tactician cards, banners, first player', () => {
    // The E.1 table, typed again here from the digest rather than read from the fixture.
    const e1 = [
      ['Sokolnitz & Telnitz', ['Buxhowden'], 5, 3, ['Legrand'], 5, 5, 'top', 8],
      ["Davout's Counterattack", ['Buxhowden'], 4, 3, ['Davout'], 5, 5, 'bottom', 10],
      ["Soult's Attack on the Centre", ['Miloradovich', 'Kolowrat'], 4, 2, ['Soult'], 5, 5, 'bottom', 9],
      ['Lannes vs Bagration', ['Bagration'], 5, 3, ['Lannes'], 6, 5, 'top', 11],
      ['Russian Guard', ['Grand Duke Constantine'], 5, 2, ['Bessieres'], 5, 4, 'top', 7],
      ['Soult Attacks the South', ['Langeron'], 4, 3, ['Soult'], 5, 5, 'roll-off', 7],
    ] as const;
    e1.forEach(([name, alliedCmd, aCards, aTac, frCmd, fCards, fTac, first, banners], i) => {
      const s = shipped[i]!;
      expect(s.name).toBe(name);
      expect(s.sides.top).toMatchObject({ commanders: alliedCmd, cards: aCards, tactician: aTac, banners });
      expect(s.sides.bottom).toMatchObject({ army: 'French', nations: ['FR'], commanders: frCmd, cards: fCards, tactician: fTac, banners });
      expect(s.first).toBe(first);
    });
    expect(byNumber(6).options?.firstPlayerRollOff).toEqual({ dice: 8, symbol: 'sabre', tie: 'bottom' });
  });

  it('match the fixture: sides, units by side/nation/code/hex/blocks, leaders, terrain, objectives', () => {
    for (const d of data.scenarios) {
      const s = byNumber(d.number);
      const n = normalizeNapoleonicsScenario(s);
      for (const side of ['bottom', 'top'] as const) {
        const ds = d.sides[side];
        expect(s.sides[side]).toEqual({
          army: ds.army, nations: ds.nations, commanders: ds.commanders,
          cards: ds.cards, tactician: ds.tactician, banners: ds.banners,
        });
      }
      expect(s.first).toBe(d.firstPlayer.rule === 'roll-off' ? 'roll-off' : d.firstPlayer.side);
      // Units: the same multiset, with blocks after the table defaults are filled in.
      const unitKeys = (xs: Array<{ side: string; nation: string; type: string; hex: string }>, blocks: number[]) =>
        xs.map((u, i) => key(u.side, u.nation, u.type, u.hex, blocks[i])).sort();
      expect(unitKeys(s.units, n.units.map((u) => u.blocks)), d.id)
        .toEqual(unitKeys(d.units, d.units.map((u: any) => u.blocks)));
      // Leaders: name, side, hex; all attached in the data.
      const leaderKeys = s.units.filter((u) => u.leader !== undefined).map((u) => key(u.side, u.leader, u.hex));
      expect(leaderKeys.sort(), d.id).toEqual(d.leaders.map((l: any) => key(l.side, l.name, l.hex)).sort());
      expect(s.leaders ?? []).toEqual([]);
      // Terrain: type and name per hex.
      expect(s.terrain.map((t) => key(t.hex, t.type, t.name)).sort(), d.id)
        .toEqual(d.terrain.map((t: any) => key(t.hex, t.type, t.name)).sort());
      // Objectives: every rule-bearing field.
      expect(s.objectives!.length).toBe(d.objectives.length);
      d.objectives.forEach((o: any, i: number) => {
        const m = s.objectives![i]!;
        expect({ ...m, startsWith: m.startsWith ?? null }, `${d.id} ${o.id}`).toEqual(
          Object.fromEntries(
            ['id', 'type', 'name', 'hexes', 'perHex', 'banners', 'side', 'startsWith', 'unitFilter', 'condition']
              .filter((k) => o[k] !== undefined)
              .map((k) => [k, o[k]]),
          ),
        );
      });
    }
  });

  it('carry each special rule as a named option', () => {
    const expected: Record<number, object> = {
      1: {
        austerlitzStream: { terrainName: 'Goldbach' },
        satschanMere: { terrainName: 'Satschan Mere (Satschan pond)' },
        motherRussia: { roll: true, voidResults: ['sabre', 'cavalry'], flagMayChooseVoided: false },
      },
      2: { austerlitzStream: { terrainName: 'Goldbach' }, satschanMere: { terrainName: 'Satschan Mere (Satschan pond)' }, motherRussia: { roll: false } },
      3: { motherRussia: { roll: false } },
      4: { austerlitzStream: { terrainName: 'Bosenitz brook (upper Goldbach)' }, motherRussia: { roll: false } },
      5: { motherRussia: { roll: false } },
      6: {
        firstPlayerRollOff: { dice: 8, symbol: 'sabre', tie: 'bottom' },
        cannotRetreat: { side: 'top' },
        austerlitzStream: { terrainName: 'Goldbach' },
        motherRussia: { roll: false },
        retreatEitherBaseline: { side: 'bottom' },
      },
    };
    for (let i = 1; i <= 6; i++) expect(byNumber(i).options, `#${i}`).toEqual(expected[i]);
  });

  it('keep each special rule in words, pointing at the option that implements it', () => {
    for (const d of data.scenarios) {
      const s = byNumber(d.number);
      expect(s.specialRules!.map((r) => r.text), d.id).toEqual(d.specialRules.map((r: any) => r.text));
      // every option is explained by exactly one rule text; only #6's base-rule pond note has none
      const pointed = s.specialRules!.flatMap((r) => (r.option === undefined ? [] : [r.option]));
      expect([...pointed].sort(), d.id).toEqual(Object.keys(s.options!).sort());
      const bare = s.specialRules!.filter((r) => r.option === undefined).map((r) => r.text);
      expect(bare, d.id).toEqual(d.number === 6 ? [expect.stringMatching(/^Pond hexes are impassable \(base rule/)] : []);
    }
  });

  it('agree with the banners held at the start (D.9): holders occupy, the French start with no Allied unit in a building', () => {
    for (const s of shipped) {
      const occupant = new Map(s.units.map((u) => [u.hex, u.side]));
      for (const o of s.objectives ?? []) {
        const holder = o.startsWith ?? null;
        if (o.type === 'temporary-start-of-turn') {
          const c = o.condition!;
          expect(c.onAnyOf.some((h) => occupant.get(h) === c.noUnitOf), `${s.id} ${o.id}`).toBe(holder === null);
        } else if (o.type.startsWith('majority-') && holder !== null) {
          const mine = o.hexes!.filter((h) => occupant.get(h) === holder).length;
          const theirs = o.hexes!.filter((h) => occupant.get(h) !== undefined && occupant.get(h) !== holder).length;
          expect(mine, `${s.id} ${o.id}`).toBeGreaterThan(theirs);
        } else if (holder !== null) {
          for (const h of o.hexes!) expect(occupant.get(h), `${s.id} ${o.id} ${h}`).toBe(holder);
        }
      }
    }
  });

  it('export a JSON Schema that names the game and the reconstruction label', () => {
    const js = napoleonicsScenarioJsonSchema() as { properties: Record<string, any>; required: string[] };
    expect(js.properties.game).toEqual({ type: 'string', const: 'napoleonics' });
    expect(js.required).toEqual(expect.arrayContaining(['game', 'reconstruction', 'provenance', 'units']));
  });
});

describe('docs/scenarios-napoleonics.md', () => {
  it('lists every unit code of each nation with its blocks, starring exactly the UNCONFIRMED ones (C.7)', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/scenarios-napoleonics.md'), 'utf8');
    for (const nation of NATIONS) {
      const line = doc.split('\n').find((l) => l.startsWith(`| \`${nation}\` `));
      expect(line, nation).toBeDefined();
      const listed: Record<string, string> = {};
      for (const group of line!.split('|')[2]!.split(';')) {
        const tokens = group.trim().split(/\s+/);
        const value = tokens.pop()!;
        for (const code of tokens) listed[code] = value;
      }
      const table = Object.fromEntries(
        Object.entries(NATION_UNITS[nation]).map(([code, row]) => [code, `${row.blocks}${row.unconfirmed ? '*' : ''}`]),
      );
      expect(listed, nation).toEqual(table);
    }
  });
});

describe('scripts/convert-austerlitz.ts', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/convert-austerlitz.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('--check passes on the committed files (they are the converter output, byte for byte)', () => {
    const r = run(['--check']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('--check exits 1 and names the stale file when the data changes', () => {
    const changed = structuredClone(data);
    changed.scenarios[4].sides.top.banners = 8;
    const p = path.join(testTempDir('vex-napo-'), 'data.json');
    writeFileSync(p, JSON.stringify(changed));
    const r = run(['--check', p]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('stale: src/games/napoleonics/scenarios/505-russian-guard.json');
  });

  it('rejects an unknown flag with one line', () => {
    const r = run(['--frobnicate']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown flag --frobnicate/);
  });
});

