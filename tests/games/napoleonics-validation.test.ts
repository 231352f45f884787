// Napoleonics scenario validation (src/games/napoleonics/scenario.ts): every bad input gives exactly
// one error that names its field path. Each case changes one thing in a small valid scenario.
// Rules named: digest C.7 (unit tables), C.15 (terrain), C.16 (national items), D.9 (objectives),
// D.10 (conscripts).
import { describe, expect, it } from 'vitest';

import {
  normalizeNapoleonicsScenario,
  parseNapoleonicsScenario,
} from '../../src/games/napoleonics/scenario.js';
import { parseScenario as parseAncientsScenario } from '../../src/games/ancients/scenario.js';
import { NATION_UNITS, NATIONS } from '../../src/games/napoleonics/schema.js';

function valid(): Record<string, any> {
  return {
    game: 'napoleonics',
    id: '900-test-skirmish',
    name: 'Test skirmish',
    reconstruction: true,
    provenance: { transcribed: 'nothing', reconstructed: 'everything (a test)' },
    board: 'standard',
    first: 'bottom',
    sides: {
      bottom: { army: 'French', nations: ['FR'], commanders: ['Ney'], cards: 5, tactician: 4, banners: 6 },
      top: { army: 'Allied', nations: ['RU', 'AT'], commanders: ['Bagration'], cards: 4, tactician: 2, banners: 6 },
    },
    terrain: [
      { hex: 'E5', type: 'stream', name: 'Brook' },
      { hex: 'F5', type: 'town', name: 'Village' },
      { hex: 'G5', type: 'pond' },
      { hex: 'H3', type: 'marsh' },
      { hex: 'C3', type: 'hill' },
      { hex: 'C3', type: 'field-works', sides: ['NE', 'NW'] },
    ],
    units: [
      { side: 'bottom', nation: 'FR', type: 'LN', hex: 'E2', leader: 'Ney', conscript: true },
      { side: 'bottom', nation: 'FR', type: 'FA', hex: 'C3' },
      { side: 'bottom', nation: 'FR', type: 'LC', hex: 'A1', blocks: 2 },
      { side: 'top', nation: 'RU', type: 'R-LN', hex: 'E8', leader: 'Bagration' },
      { side: 'top', nation: 'AT', type: 'A-LN', hex: 'F7' },
      { side: 'top', nation: 'RU', type: 'R-CO', hex: 'M9' },
    ],
    leaders: [{ side: 'top', hex: 'H9', name: 'Kutuzov' }],
    objectives: [
      { id: 'village', type: 'temporary-hex-start-of-turn', name: 'Village', hexes: ['F5'], banners: 1, side: 'either', startsWith: 'top' },
      { id: 'ridge', type: 'majority-temporary', name: 'Ridge', hexes: ['C3', 'D3'], banners: 1, side: 'bottom' },
      {
        id: 'no-enemy-in-village', type: 'temporary-start-of-turn', name: 'Village clear', banners: 2, side: 'bottom',
        hexes: ['F5'], startsWith: 'bottom', condition: { noUnitOf: 'top', onAnyOf: ['F5'] },
      },
    ],
    options: {
      austerlitzStream: { terrainName: 'Brook' },
      motherRussia: { roll: true, voidResults: ['sabre'] },
    },
  };
}

function errorsOf(input: unknown): string[] {
  const r = parseNapoleonicsScenario(input);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.errors;
}

/** Exactly one error, starting with the field path. */
function expectError(input: unknown, pathPrefix: string, text?: RegExp): void {
  const errors = errorsOf(input);
  expect(errors.length, errors.join('\n')).toBe(1);
  expect(errors[0]!.startsWith(`${pathPrefix}: `), errors[0]).toBe(true);
  if (text) expect(errors[0]).toMatch(text);
}

function edit(f: (s: Record<string, any>) => void): Record<string, any> {
  const s = valid();
  f(s);
  return s;
}

describe('a valid Napoleonics scenario', () => {
  it('parses and normalises to core indices with table blocks filled in (C.7)', () => {
    const r = parseNapoleonicsScenario(valid());
    expect(r.ok, r.ok ? '' : r.errors.join('\n')).toBe(true);
    if (!r.ok) return;
    const n = normalizeNapoleonicsScenario(r.scenario);
    expect(n.board).toEqual({ name: 'standard', w: 13, h: 9 });
    expect(n.first).toBe(0);
    // E2 = (row 2 - 1) * 13 + 4 = 17; A-LN has 5 blocks, R-LN 3, R-CO 2; LC given 2 of 4.
    expect(n.units.map((u) => [u.code, u.index, u.blocks, u.maxBlocks, u.cls])).toEqual([
      ['LN', 17, 4, 4, 'infantry'], ['FA', 28, 3, 3, 'artillery'], ['LC', 0, 2, 4, 'cavalry'],
      ['R-LN', 95, 3, 3, 'infantry'], ['A-LN', 83, 5, 5, 'infantry'], ['R-CO', 116, 2, 2, 'cavalry'],
    ]);
    expect(n.units[0]!.conscript).toBe(true);
    expect(n.leaders).toEqual([
      { side: 0, index: 17, name: 'Ney', attached: true },
      { side: 1, index: 95, name: 'Bagration', attached: true },
      { side: 1, index: 111, name: 'Kutuzov', attached: false },
    ]);
    expect(n.terrain.find((t) => t.type === 'field-works')!.hexsides).toEqual([1, 2]);
    expect(n.buildingHexes).toEqual([57]);
    expect(n.objectives[0]).toMatchObject({ id: 'village', hexes: [57], side: 2, startsWith: 1, perHex: false });
    expect(n.objectives[2]!.condition).toEqual({ noUnitOf: 1, onAnyOf: [57] });
    expect(n.options.austerlitzStream).toEqual({ hexes: [56] });
    expect(n.options.motherRussia).toEqual({ roll: true, dice: null, voidResults: ['sabre'], flagMayChooseVoided: false });
  });

  it('accepts JSON text, and a roll-off first player with its option', () => {
    const s = edit((x) => {
      x.first = 'roll-off';
      x.options.firstPlayerRollOff = { dice: 8, symbol: 'sabre', tie: 'bottom' };
    });
    const r = parseNapoleonicsScenario(JSON.stringify(s));
    expect(r.ok, r.ok ? '' : r.errors.join('\n')).toBe(true);
    if (r.ok) expect(normalizeNapoleonicsScenario(r.scenario).first).toBeNull();
  });

  it('every unit-table row has a class and 2..5 blocks (C.7)', () => {
    for (const n of NATIONS) {
      for (const [code, row] of Object.entries(NATION_UNITS[n])) {
        expect(row.blocks, `${n} ${code}`).toBeGreaterThanOrEqual(2);
        expect(row.blocks, `${n} ${code}`).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('each problem gives one error naming its field', () => {
  it('invalid JSON text', () => expectError('{"game": ', '(root)', /invalid JSON/));
  it('a missing reconstruction label', () =>
    expectError(edit((s) => delete s.reconstruction), 'reconstruction', /required field is missing/));
  it('a reconstruction that does not say what is reconstructed', () =>
    expectError(edit((s) => delete s.provenance.reconstructed), 'provenance.reconstructed', /must say what is reconstructed/));
  it('a unit hex off the board, with the board it fits', () =>
    expectError(edit((s) => (s.units[2].hex = 'P1')), 'units[2].hex', /off the standard board.*"epic"/));
  it('the missing last hex of a short row', () =>
    expectError(edit((s) => (s.units[2].hex = 'M2')), 'units[2].hex', /off the standard board/));
  it('two units on one hex', () =>
    expectError(edit((s) => (s.units[2].hex = 'E2')), 'units[2].hex', /already holds a unit \(units\[0\]\)/));
  it('a unit on impassable terrain (C.15 lake/pond)', () =>
    expectError(edit((s) => (s.units[2].hex = 'G5')), 'units[2].hex', /pond, which is impassable/));
  it('artillery in a marsh (C.15)', () =>
    expectError(edit((s) => (s.units[1].hex = 'H3')), 'units[1].hex', /artillery may not enter/));
  it('an unknown unit code', () =>
    expectError(edit((s) => (s.units[2].type = 'XX')), 'units[2].type', /unknown unit code "XX"/));
  it('a unit code of another nation (C.7)', () =>
    expectError(edit((s) => (s.units[2].type = 'R-LC')), 'units[2].type', /"R-LC" is not a FR unit code \(it is RU/));
  it('a nation the side does not field', () =>
    expectError(edit((s) => (s.units[2] = { side: 'bottom', nation: 'AT', type: 'A-LC', hex: 'A1' })), 'units[2].nation', /not a nation of the bottom side/));
  it('more blocks than the table gives (C.7: Russian line 3)', () =>
    expectError(edit((s) => (s.units[3].blocks = 4)), 'units[3].blocks', /RU R-LN has at most 3 blocks/));
  it('a conscript that is not French line infantry (D.10)', () =>
    expectError(edit((s) => (s.units[1].conscript = true)), 'units[1].conscript', /only French line infantry/));
  it('a lone leader on a unit\'s hex', () =>
    expectError(edit((s) => (s.leaders[0].hex = 'E8')), 'leaders[0].hex', /lone leader shares "E8" with units\[3\]/));
  it('two leaders on one hex', () =>
    expectError(edit((s) => s.leaders.push({ side: 'top', hex: 'H9' })), 'leaders[1].hex', /already holds a leader \(leaders\[0\]\)/));
  it('a lone leader on impassable terrain', () =>
    expectError(edit((s) => (s.leaders[0].hex = 'G5')), 'leaders[0].hex', /pond, which is impassable/));
  it('two tiles on one hex', () =>
    expectError(edit((s) => s.terrain.push({ hex: 'E5', type: 'hill' })), 'terrain[6].hex', /already has terrain/));
  it('field works without hexsides', () =>
    expectError(edit((s) => delete s.terrain[5].sides), 'terrain[5].sides', /2 to 4 fortified hexsides/));
  it('hexsides on a tile that is not field works', () =>
    expectError(edit((s) => (s.terrain[4].sides = ['E', 'W'])), 'terrain[4].sides', /only field works/));
  it('an unknown terrain type', () =>
    expectError(edit((s) => (s.terrain[4].type = 'swamp')), 'terrain[4].type'));
  it('Iron Will counters for a side without Prussians (C.16)', () =>
    expectError(edit((s) => (s.sides.top.items = { ironWill: 3 })), 'sides.top.items.ironWill', /Prussian/));
  it('a nation listed twice', () =>
    expectError(edit((s) => s.sides.top.nations.push('RU')), 'sides.top.nations[2]', /listed twice/));
  it('a bad objective type (D.9)', () =>
    expectError(edit((s) => (s.objectives[0].type = 'capture-the-flag')), 'objectives[0].type'));
  it('an objective hex off the board', () =>
    expectError(edit((s) => (s.objectives[0].hexes = ['Z9'])), 'objectives[0].hexes[0]', /off the standard board/));
  it('an objective on a pond nobody can hold', () =>
    expectError(edit((s) => (s.objectives[0].hexes = ['G5'])), 'objectives[0].hexes[0]', /no unit can hold it/));
  it('a banner that starts with a side that cannot earn it', () =>
    expectError(edit((s) => (s.objectives[1].startsWith = 'top')), 'objectives[1].startsWith', /cannot hold a banner only the bottom/));
  it('a majority objective of one hex (D.9)', () =>
    expectError(edit((s) => (s.objectives[1].hexes = ['C3'])), 'objectives[1].hexes', /at least 2 hexes/));
  it('perHex on a majority objective', () =>
    expectError(edit((s) => (s.objectives[1].perHex = true)), 'objectives[1].perHex', /hex objectives only/));
  it('a start-of-turn condition banner without its condition', () =>
    expectError(edit((s) => delete s.objectives[2].condition), 'objectives[2].condition', /needs its condition/));
  it('a condition on another objective type', () =>
    expectError(edit((s) => (s.objectives[0].condition = { noUnitOf: 'top', onAnyOf: ['F5'] })), 'objectives[0].condition', /only a "temporary-start-of-turn"/));
  it('a duplicate objective id', () =>
    expectError(edit((s) => (s.objectives[1].id = 'village')), 'objectives[1].id', /already the id of objectives\[0\]/));
  it('an excluded unit code no nation in play has', () =>
    expectError(edit((s) => (s.objectives[0].unitFilter = { excludeTypes: ['B-LN'] })), 'objectives[0].unitFilter.excludeTypes[0]', /not a unit code of any nation/));
  it('a stream option naming no stream tile', () =>
    expectError(edit((s) => (s.options.austerlitzStream.terrainName = 'Goldbach')), 'options.austerlitzStream.terrainName', /no stream tile is named/));
  it('Mother Russia without Russians (C.16)', () =>
    expectError(edit((s) => {
      s.sides.top.nations = ['AT'];
      s.units = s.units.filter((u: any) => u.nation !== 'RU');
      s.units.push({ side: 'top', nation: 'AT', type: 'A-LT', hex: 'E8', leader: 'Bagration' });
    }), 'options.motherRussia', /needs a side with the "RU" nation/));
  it('a roll-off without its option', () =>
    expectError(edit((s) => (s.first = 'roll-off')), 'options.firstPlayerRollOff', /must be given here/));
  it('a special rule pointing at an option that is not set', () =>
    expectError(edit((s) => (s.specialRules = [{ option: 'cannotRetreat', text: 'The Allies cannot retreat.' }])), 'specialRules[0].option', /"cannotRetreat" is not set/));
  it('a special rule pointing at an unknown option', () =>
    expectError(edit((s) => (s.specialRules = [{ option: 'noRetreat', text: 'x' }])), 'specialRules[0].option'));
  it('a misspelt option', () =>
    expectError(edit((s) => (s.options.goldbach = true)), 'options', /goldbach/));
  it('a side with no units', () =>
    expectError(edit((s) => (s.units = s.units.filter((u: any) => u.side === 'bottom'))), 'units', /the top side has no units/));
});

describe('each loader refuses the other game\'s files with one line', () => {
  it('the Napoleonics loader refuses an Ancients file', () =>
    expectError({ game: 'ancients', id: '001-akragas' }, 'game', /"ancients" scenario; the Napoleonics loader reads only "napoleonics"/));
  it('the Ancients loader refuses a Napoleonics file', () => {
    const r = parseAncientsScenario(valid());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual(['game: this is a "napoleonics" scenario; the Ancients loader reads only "ancients" files']);
  });
});

describe('deck options: the GM&T 90-card deck (C.5) and a Tactician deck file (C.17)', () => {
  it('a Tactician deck file whose cards do not add up to its total is one error naming the field', () =>
    expectError(edit((s) => (s.options.tacticianDeck = { total: 50, cards: { 'short-supply': 30, sapper: 18 } })),
      'options.tacticianDeck.total', /the deck's cards add up to 48, not its total 50/));
  it('a Tactician deck file that adds up is accepted and normalised', () => {
    const r = parseNapoleonicsScenario(edit((s) => (s.options.tacticianDeck = { total: 5, cards: { 'short-supply': 3, sapper: 2 } })));
    expect(r.ok).toBe(true);
    if (r.ok) expect(normalizeNapoleonicsScenario(r.scenario).options.tacticianDeck).toEqual({ 'short-supply': 3, sapper: 2 });
  });
  it('an unknown command deck name', () =>
    expectError(edit((s) => (s.options.commandDeck = 'gmt100')), 'options.commandDeck'));
});
