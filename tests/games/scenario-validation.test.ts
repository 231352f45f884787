// Scenario validation (scenario.ts): every bad input gives an error that names the field path, and
// a valid file normalises to core indices. Each case changes one thing in a small valid scenario.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { loadScenarioFile, normalizeScenario, parseScenario } from '../../src/games/ancients/scenario.js';
import { suiteTempDir } from '../temp-dir.js';

function valid(): Record<string, any> {
  return {
    game: 'ancients',
    id: 'test-skirmish',
    name: 'Test skirmish',
    board: 'standard',
    first: 'bottom',
    sides: {
      bottom: { name: 'Roman', cards: 5, banners: 5 },
      top: { name: 'Carthaginian', cards: 4, banners: 5, commander: 'Hanno' },
    },
    terrain: [
      { hex: 'E5', type: 'hill' },
      { hex: 'F5', type: 'river' },
      { hex: 'G5', type: 'ford' },
      { hex: 'E8', type: 'camp', owner: 'top' },
    ],
    units: [
      { side: 'bottom', type: 'HI', hex: 'E2', leader: 'Scipio' },
      { side: 'bottom', type: 'LC', hex: 'A1', blocks: 2 },
      { side: 'bottom', type: 'leader', hex: 'F1' },
      { side: 'top', type: 'EL', hex: 'E8' },
      { side: 'top', type: 'MI', hex: 'G5', leader: true },
    ],
  };
}

function errorsOf(input: unknown): string[] {
  const r = parseScenario(input);
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

describe('a valid scenario', () => {
  it('parses and normalises', () => {
    const r = parseScenario(valid());
    expect(r.ok ? [] : r.errors).toEqual([]);
    if (!r.ok) return;
    const n = normalizeScenario(r.scenario);
    expect(n.board).toEqual({ name: 'standard', w: 13, h: 9 });
    expect(n.first).toBe(0);
    expect(n.sides).toEqual([
      { name: 'Roman', cards: 5, banners: 5, commander: null },
      { name: 'Carthaginian', cards: 4, banners: 5, commander: 'Hanno' },
    ]);
    expect(n.units).toEqual([
      { side: 0, type: 'HI', index: 13 + 4, blocks: 4, maxBlocks: 4 },
      { side: 0, type: 'LC', index: 0, blocks: 2, maxBlocks: 3 },
      { side: 1, type: 'EL', index: 7 * 13 + 4, blocks: 2, maxBlocks: 2 },
      { side: 1, type: 'MI', index: 4 * 13 + 6, blocks: 4, maxBlocks: 4 },
    ]);
    expect(n.leaders).toEqual([
      { side: 0, index: 17, name: 'Scipio' },
      { side: 0, index: 5, name: null },
      { side: 1, index: 4 * 13 + 6, name: null },
    ]);
    expect(n.terrain).toContainEqual({ index: 7 * 13 + 4, type: 'camp', owner: 1 });
    expect(n.hands).toEqual([null, null]);
    expect(n.options).toEqual({});
  });

  it('accepts JSON text, hands, objectives and the other boards', () => {
    const objective = { id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: ['G5'], banners: 1, side: 'either', startsWith: 'top' };
    const s = { ...valid(), hands: { bottom: ['order-3-left', 'leadership-any'] }, objectives: [objective] };
    const r = parseScenario(JSON.stringify(s));
    expect(r.ok ? [] : r.errors).toEqual([]);
    if (r.ok) {
      expect(normalizeScenario(r.scenario).hands).toEqual([['order-3-left', 'leadership-any'], null]);
      expect(normalizeScenario(r.scenario).objectives).toEqual([
        { id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: [4 * 13 + 6], perHex: false, banners: 1, side: 2, startsWith: 1, condition: null },
      ]);
    }
    const epic = valid();
    epic.board = 'epic';
    epic.units.push({ side: 'top', type: 'LI', hex: 'T11' });
    expect(parseScenario(epic).ok).toBe(true);
  });
});

describe('bad input names the field', () => {
  it('malformed JSON', () => {
    expectError('{"game": "ancients",', '(root)', /invalid JSON/);
  });

  it('two units on one hex', () => {
    const s = valid();
    s.units.push({ side: 'top', type: 'LI', hex: 'E2' });
    expectError(s, 'units[5].hex', /"E2" already holds a unit \(units\[0\]\)/);
  });

  it('two leaders on one hex', () => {
    const s = valid();
    s.units[3].leader = 'Hanno';
    s.units.push({ side: 'top', type: 'LI', hex: 'B9' });
    s.units.push({ side: 'top', type: 'leader', hex: 'C9', name: 'Mago' });
    s.units.push({ side: 'top', type: 'leader', hex: 'C9' });
    expectError(s, 'units[7].hex', /already holds a leader/);
  });

  it('a lone leader on a unit', () => {
    const s = valid();
    s.units.push({ side: 'top', type: 'leader', hex: 'E8', name: 'Mago' });
    expectError(s, 'units[5].hex', /lone leader shares "E8" with units\[3\]/);
  });

  it('two terrain tiles on one hex', () => {
    const s = valid();
    s.terrain.push({ hex: 'E5', type: 'forest' });
    expectError(s, 'terrain[4].hex', /already has terrain/);
  });

  it('a unit on impassable terrain', () => {
    for (const type of ['lake', 'river', 'steep-hill']) {
      const s = valid();
      s.terrain.push({ hex: 'A1', type });
      expectError(s, 'units[1].hex', new RegExp(`"A1" is ${type}, which is impassable`));
    }
  });

  it('unknown unit type', () => {
    const s = valid();
    s.units[1].type = 'XX';
    expectError(s, 'units[1].type', /unknown unit type/);
  });

  it('unknown terrain type', () => {
    const s = valid();
    s.terrain[0].type = 'swamp';
    expectError(s, 'terrain[0].type');
  });

  it('a hex off the board', () => {
    const s = valid();
    s.units[1].hex = 'N5';
    expectError(s, 'units[1].hex', /"N5" is off the standard board/);
  });

  it('col 12 on a short row', () => {
    const s = valid();
    s.units[1].hex = 'M4';
    expectError(s, 'units[1].hex', /"M4" is off the standard board/);
    const t = valid();
    t.terrain[0].hex = 'M8';
    expectError(t, 'terrain[0].hex', /"M8" is off the standard board/);
  });

  it('a row beyond the board', () => {
    const s = valid();
    s.units[1].hex = 'A10';
    expectError(s, 'units[1].hex', /off the standard board/);
  });

  it('a hex that is not notation', () => {
    const s = valid();
    s.units[1].hex = 'a1';
    expectError(s, 'units[1].hex', /"a1" is not a hex/);
  });

  it('wrong board size for the hexes', () => {
    const s = valid();
    s.units[1].hex = 'R3';
    expectError(s, 'units[1].hex', /off the standard board.*"epic"/);
    const t = valid();
    t.board = 'huge';
    expectError(t, 'board');
  });

  it('missing field', () => {
    const s = valid();
    delete s.sides.top.cards;
    expectError(s, 'sides.top.cards', /expected number/);
    const t = valid();
    delete t.name;
    expectError(t, 'name');
    const u = valid();
    delete u.units[0].hex;
    expectError(u, 'units[0].hex');
  });

  it('wrong type', () => {
    const s = valid();
    s.sides.bottom.banners = '5';
    expectError(s, 'sides.bottom.banners', /expected number/);
    const t = valid();
    t.units = {};
    expectError(t, 'units', /expected array/);
    const u = valid();
    u.first = 0;
    expectError(u, 'first');
  });

  it('out-of-range numbers', () => {
    const s = valid();
    s.sides.bottom.cards = 9;
    expectError(s, 'sides.bottom.cards');
    const t = valid();
    t.sides.top.banners = 0;
    expectError(t, 'sides.top.banners');
    const u = valid();
    u.units[1].blocks = 4; // LC has 3
    expectError(u, 'units[1].blocks', /LC has at most 3 blocks/);
    const v = valid();
    v.units[1].blocks = 0;
    expectError(v, 'units[1].blocks');
  });

  it('unknown fields and options', () => {
    const s = valid();
    s.bannners = 5;
    expectError(s, '(root)', /bannners/);
    const t = valid();
    t.options = { sacredBnd: 'E2' };
    expectError(t, 'options', /sacredBnd/);
  });

  it('an owner on a tile that is not a camp', () => {
    const s = valid();
    s.terrain[0].owner = 'top';
    expectError(s, 'terrain[0].owner', /only a camp/);
  });

  it('a side without units', () => {
    const s = valid();
    s.units = s.units.filter((u: { side: string }) => u.side === 'bottom');
    expectError(s, 'units', /the top side has no units/);
  });

  it('bad card ids', () => {
    const s = valid();
    s.hands = { top: ['Order Three'] };
    expectError(s, 'hands.top[0]', /not a card id/);
  });

  it('options that point at empty hexes', () => {
    const s = valid();
    s.options = { sacredBand: 'K5' };
    expectError(s, 'options.sacredBand', /no unit on "K5"/);
    const t = valid();
    t.options = { castulo: { scipio: 'E8' } };
    expectError(t, 'options.castulo.scipio', /no bottom-side leader/);
    const u = valid();
    u.terrain[3].owner = 'bottom';
    u.options = { baeculaCamps: true };
    expectError(u, 'options.baeculaCamps');
  });

  it('reports several errors at once', () => {
    const s = valid();
    s.units[0].hex = 'N1';
    s.units[1].hex = 'M2';
    expect(errorsOf(s)).toEqual([
      expect.stringMatching(/^units\[0\]\.hex: "N1" is off/),
      expect.stringMatching(/^units\[1\]\.hex: "M2" is off/),
    ]);
  });
});

// D.9 objective banners (rules digest D.9, B.13): the Napoleonics shape and checks (src/games/objectives.ts).
describe('objectives (D.9, B.13) name the field', () => {
  const ob = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    id: 'hill', type: 'temporary-hex', name: 'The hill', hexes: ['E5'], banners: 1, side: 'either', ...extra,
  });
  const withObjectives = (...list: Record<string, unknown>[]): Record<string, any> => ({ ...valid(), objectives: list });

  it('the old passthrough form {type: "hold"} is refused, naming the allowed types', () => {
    const errors = errorsOf(withObjectives({ type: 'hold', hex: 'G5' }));
    expect(errors).toContain('objectives[0].type: unknown objective type "hold" (expected one of temporary-hex temporary-hex-start-of-turn group-temporary group-temporary-start-of-turn majority-temporary majority-temporary-start-of-turn permanent-hex permanent-hex-start-of-turn)');
    expect(errors).toContain('objectives[0]: Unrecognized key: "hex"');
  });

  it('a Napoleonics-only type is refused with the allowed types', () => {
    expectError(withObjectives(ob({ type: 'breakthrough', hexes: undefined })), 'objectives[0].type', /unknown objective type "breakthrough" \(expected one of temporary-hex .* permanent-hex-start-of-turn\)/);
  });

  it('a hex off the board, named by its index', () => {
    expectError(withObjectives(ob({ hexes: ['E5', 'Z9'] })), 'objectives[0].hexes[1]', /Z9/);
  });

  it('a hex on impassable terrain', () => {
    expectError(withObjectives(ob({ hexes: ['F5'] })), 'objectives[0].hexes[0]', /"F5" is river: no unit can hold it/);
  });

  it('a hex listed twice', () => {
    expectError(withObjectives(ob({ hexes: ['E5', 'E5'], perHex: true })), 'objectives[0].hexes[1]', /"E5" is listed twice/);
  });

  it('duplicate ids', () => {
    expectError(withObjectives(ob(), ob({ hexes: ['E6'] })), 'objectives[1].id', /"hill" is already the id of objectives\[0\]/);
  });

  it('group and majority need at least 2 hexes', () => {
    expectError(withObjectives(ob({ type: 'group-temporary' })), 'objectives[0].hexes', /a "group-temporary" objective needs at least 2 hexes/);
    expectError(withObjectives(ob({ type: 'majority-temporary-start-of-turn' })), 'objectives[0].hexes', /needs at least 2 hexes/);
  });

  it('missing hexes', () => {
    expectError(withObjectives(ob({ hexes: undefined })), 'objectives[0].hexes', /a "temporary-hex" objective needs its hexes/);
  });

  it('startsWith a side that may not earn it', () => {
    expectError(withObjectives(ob({ side: 'bottom', startsWith: 'top' })), 'objectives[0].startsWith', /the top side cannot hold a banner only the bottom side may earn/);
  });

  it('perHex on a group objective', () => {
    expectError(withObjectives(ob({ type: 'group-temporary', hexes: ['E5', 'E6'], perHex: true })), 'objectives[0].perHex', /perHex applies to hex objectives only/);
  });

  it('a temporary hex objective on several hexes without perHex (no core objective holds it)', () => {
    expectError(withObjectives(ob({ hexes: ['E5', 'E6'] })), 'objectives[0].perHex', /set "perHex": true, or use "group-temporary"/);
  });

  it('the Napoleonics unitFilter and condition are refused', () => {
    expectError(withObjectives(ob({ unitFilter: { excludeTypes: ['LI'] } })), 'objectives[0].unitFilter', /Napoleonics objective field/);
    expectError(withObjectives(ob({ condition: { noUnitOf: 'top', onAnyOf: ['E5'] } })), 'objectives[0].condition', /Napoleonics objective field/);
  });

  it('more than the core\'s 16 objectives', () => {
    const hexes = ['A3', 'B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'H3', 'I3', 'J3', 'K3', 'L3', 'M3', 'A4', 'B4', 'C4', 'D4'];
    expectError(withObjectives(ob({ type: 'permanent-hex', hexes })), 'objectives', /17 objective banners to track .* at most 16/);
    expect(parseScenario(withObjectives(ob({ type: 'permanent-hex', hexes: hexes.slice(0, 16) }))).ok).toBe(true);
  });

  it('bad field values name the field', () => {
    expectError(withObjectives(ob({ banners: 0 })), 'objectives[0].banners');
    expectError(withObjectives(ob({ side: 'left' })), 'objectives[0].side');
    expectError(withObjectives(ob({ id: 'Hill 1' })), 'objectives[0].id', /is not an id/);
  });
});

describe('loadScenarioFile', () => {
  const dir = suiteTempDir('vex-scenario-');

  it('loads a valid file', async () => {
    const file = path.join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(valid()));
    const r = await loadScenarioFile(file);
    expect(r.ok).toBe(true);
  });

  it('gives one line for a missing file', async () => {
    const r = await loadScenarioFile(path.join(dir, 'missing.json'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatch(/missing\.json: cannot read scenario file: .*ENOENT/);
      expect(r.errors[0]).not.toContain('\n');
    }
  });

  it('gives one line for invalid JSON', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, '{\n  "game": "ancients",\n');
    const r = await loadScenarioFile(file);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatch(/bad\.json: invalid JSON: /);
      expect(r.errors[0]).not.toContain('\n');
    }
  });

  it('passes validation errors through', async () => {
    const file = path.join(dir, 'invalid.json');
    const s = valid();
    s.units[1].hex = 'N5';
    writeFileSync(file, JSON.stringify(s));
    const r = await loadScenarioFile(file);
    expect(r.ok ? [] : r.errors).toEqual([expect.stringMatching(/^units\[1\]\.hex: "N5" is off the standard board/)]);
  });
});
