// Rules digest B.13 / D.9 in an Ancients scenario file: the objectives the reader shows
// (src/games/objectives-read.ts objectivesOf, the list the CLI picture and the web marks use) are the
// ones the core scores. The core exports no list of its objectives, so the test reads them back
// through the facade's objectiveHolder / objectiveBanners: one unit of a side alone on a hex (each
// hex of every objective, and hexes of none) holds, right after the deal, exactly the reader's
// objectives listing that hex (by their kind and side), with the reader's banners, and the side's
// banner total is their sum (no core objective the reader lacks); a group is held with a unit on each
// of the reader's hexes and not with any one of them empty. Expectations come from the reader's
// list, so a reader that maps a file's objectives otherwise than the core (order, per-hex split,
// hexes, side, banners) fails here.
import { describe, expect, it } from 'vitest';
import { createAncientsGame, gameFromObject } from '../../src/games/load.js';
import { getScenario, listScenarios } from '../../src/games/registry.js';
import { normalizeScenario, parseScenario } from '../../src/games/ancients/scenario.js';
import { objectiveNow, objectivesOf, type ObjectiveInfo } from '../../src/games/objectives-read.js';
import { hexText, parseHexText } from '../../src/core/notation.js';
import type { State } from '../../src/core/game.js';
import type { CoreObjectivesCarrier } from '../../src/games/objectives.js';
import type { NormalizedScenario } from '../../src/games/ancients/scenario.js';
import type { NapoleonicsCoreScenario } from '../../src/games/napoleonics/compile.js';
import { scenarioOf } from '../rules/helpers.js';

/** Every Ancients (hex) objective kind, two overlapping on G4, side-limited ones among them. */
const OBJECTIVES = [
  { id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: ['G4'], banners: 1, side: 'either' },
  { id: 'huts', type: 'temporary-hex', name: 'The huts', hexes: ['C4', 'D4'], perHex: true, banners: 2, side: 'either' },
  { id: 'altars', type: 'permanent-hex', name: 'The altars', hexes: ['I4', 'K4'], perHex: true, banners: 3, side: 'bottom' },
  { id: 'bridge', type: 'group-temporary', name: 'The bridge', hexes: ['E5', 'F5'], banners: 2, side: 'either' },
  { id: 'ridge', type: 'majority-temporary', name: 'The ridge', hexes: ['G4', 'H6', 'I6'], banners: 1, side: 'either' },
  { id: 'fields', type: 'temporary-hex', name: 'The fields', hexes: ['B6', 'C6'], perHex: true, banners: 1, side: 'top' },
];
/** Hexes of no objective (a unit there holds nothing). */
const OFF = ['F3', 'J3', 'E7'];
/** Each side's other units, far from every objective. */
const FAR = { bottom: ['b MI A1', 'b MI M1'], top: ['t MI A9', 't MI M9'] };
const SIDES = ['b', 't'] as const;

/** The state right after the deal of the file with these units (the objectives scored once). */
async function dealt(units: string[]): Promise<State> {
  const game = await gameFromObject({
    ...scenarioOf({ units, hands: { bottom: ['o2c'], top: ['o2c'] }, banners: { bottom: 20, top: 20 } }),
    objectives: OBJECTIVES,
  }, { build: 'debug' });
  const state = game.newState();
  state.currentPlayer(); // leaves the deal
  expect(state.phaseName()).toBe('PLAY');
  return state;
}

/** Banners objective `o` gives `side` with one of its units alone on hex `h` (by the reader's kind and side). */
function expectedAlone(o: ObjectiveInfo, side: 0 | 1, h: number): number {
  if (!o.hexes.includes(h) || (o.side !== 2 && o.side !== side)) return 0;
  return o.kind === 'GROUP' && o.hexes.length > 1 ? 0 : o.banners; // COUNT_UNITS: 1 unit x its banners
}

// Both games' compiled scenarios keep their core objectives where the one reader looks (checked by tsc).
const carriers: [CoreObjectivesCarrier, CoreObjectivesCarrier] = [{} as NormalizedScenario, {} as NapoleonicsCoreScenario];

describe('B.13 / D.9: the reader\'s objectives of an Ancients file are the core\'s', () => {
  it('the reader lists the stored core form (one per hex for perHex and permanent objectives)', async () => {
    const file = { ...scenarioOf({ units: [...FAR.bottom, ...FAR.top] }), objectives: OBJECTIVES };
    const r = parseScenario(file);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const game = await gameFromObject(file);
    const list = objectivesOf(game);
    expect(list.map((o) => [o.id, o.kind, o.side, o.banners, o.hexes.map((h) => hexText(game.board, h))])).toEqual([
      ['ford', 'HEX', 2, 1, ['G4']],
      ['huts', 'HEX', 2, 2, ['C4']], ['huts', 'HEX', 2, 2, ['D4']],
      ['altars', 'PERMANENT', 0, 3, ['I4']], ['altars', 'PERMANENT', 0, 3, ['K4']],
      ['bridge', 'GROUP', 2, 2, ['E5', 'F5']],
      ['ridge', 'MAJORITY', 2, 1, ['G4', 'H6', 'I6']],
      ['fields', 'COUNT_UNITS', 1, 1, ['B6', 'C6']],
    ]);
    expect(list.map((o) => o.hexes)).toEqual(normalizeScenario(r.scenario).pieces!.objectives!.map((o) => o.hexes));
  });

  it('a lone unit holds exactly the reader\'s objectives on its hex, for the reader\'s side, with the reader\'s banners', async () => {
    const hexes = [...new Set([...OBJECTIVES.flatMap((o) => o.hexes), ...OFF])];
    for (const s of SIDES) {
      const side = s === 'b' ? 0 : 1;
      for (const hex of hexes) {
        const state = await dealt([`${s} MI ${hex}`, ...(s === 'b' ? FAR.top : FAR.bottom)]);
        const list = objectivesOf(state.game);
        const h = parseHexText(state.game.board, hex)!;
        const want = list.map((o) => expectedAlone(o, side, h));
        const got = list.map((o) => objectiveNow(state, o.index));
        const at = `${s} unit on ${hex}`;
        expect(got.map((g) => (g.holder === side ? g.banners : 0)), at).toEqual(want);
        expect(got.map((g, i) => g.holder === (want[i]! > 0 ? side : 2)), at).toEqual(list.map(() => true));
        expect(state.banners(side), at).toBe(want.reduce((a, b) => a + b, 0));
        expect(state.banners(1 - side), at).toBe(0);
      }
    }
  });

  it('a group is held with a unit on each of the reader\'s hexes, and not with any one of them empty', async () => {
    const game = await gameFromObject({ ...scenarioOf({ units: [...FAR.bottom, ...FAR.top] }), objectives: OBJECTIVES });
    const groups = objectivesOf(game).filter((o) => o.kind === 'GROUP');
    expect(groups.length).toBe(1);
    for (const g of groups) {
      const names = g.hexes.map((h) => hexText(game.board, h));
      const all = await dealt([...names.map((n) => `b MI ${n}`), ...FAR.top]);
      expect(objectiveNow(all, g.index)).toEqual({ holder: 0, banners: g.banners });
      for (const left of names) {
        const some = await dealt([...names.filter((n) => n !== left).map((n) => `b MI ${n}`), ...FAR.top]);
        expect(objectiveNow(some, g.index), `without ${left}`).toEqual({ holder: 2, banners: 0 });
      }
    }
  });

  it('the core form is stored once, only where the file has objectives (a file without keeps its old normalised form and hash)', () => {
    for (const { id } of listScenarios()) expect('pieces' in normalizeScenario(getScenario(id)), id).toBe(false);
    const r = parseScenario({ ...scenarioOf({ units: [...FAR.bottom, ...FAR.top] }), objectives: OBJECTIVES });
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(normalizeScenario(r.scenario).pieces!.objectives!.length).toBe(8);
  });

  it('an objective the core cannot hold is refused by normalizeScenario, and a normalised scenario without its core form by the compile', async () => {
    const file = { ...scenarioOf({ units: [...FAR.bottom, ...FAR.top] }), objectives: [{ ...OBJECTIVES[1]!, perHex: undefined }] };
    const r = parseScenario(file);
    expect(r.ok).toBe(false); // the parse names the field (tests/games/scenario-validation.test.ts)
    const unchecked = file as unknown as Parameters<typeof normalizeScenario>[0];
    expect(() => normalizeScenario(unchecked)).toThrow('normalizeScenario: objectives the core cannot hold: huts; validate with parseScenario first');
    const ok = parseScenario({ ...scenarioOf({ units: [...FAR.bottom, ...FAR.top] }), objectives: OBJECTIVES });
    if (!ok.ok) throw new Error(ok.errors.join('\n'));
    const { pieces: _dropped, ...bare } = normalizeScenario(ok.scenario);
    await expect(createAncientsGame(bare)).rejects.toThrow('the scenario has objectives but not their core form (pieces.objectives)');
  });
});
