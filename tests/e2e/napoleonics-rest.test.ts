// The Napoleonics screen's remaining pieces (issue 18), in Node through the web modules:
// - the terrain reference of Rules & keys (web/src/nap/terrain-reference.ts), measured from the core
//   with probe battles: each row must show what C.15 gives (stops, dice reductions into the hex,
//   line of sight), so a broken probe (a wrong hex, a wrong unit) fails here;
// - the Conscript marker (D.10) read for the board from the compiled scenario (nap/pieces.ts, marks.ts);
// - the Square track's box count from the rule option NAP_SQUARE_COUNTERS (C.13) and, in EPIC, the
//   starting hand - 1 (D.5), not a fixed 4 (nap/pieces.ts squareBoxes).
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { PlayController } from '../../web/src/controller.js';
import type { AiClient } from '../../web/src/ai.js';
import { napBattles, napScenario, type NapoleonicsScenario } from '../../web/src/nap/game.js';
import { napPieces, squareBoxes } from '../../web/src/nap/pieces.js';
import { napMarks } from '../../web/src/nap/marks.js';
import { isEpic } from '../../web/src/nap/epic.js';
import { battleTerrainTypes, napTerrainFacts } from '../../web/src/nap/terrain-reference.js';

const byPrefix = (p: string) => napBattles().find((b) => b.id.startsWith(p))!.id;

describe('the Napoleonics terrain reference, measured from the core (C.15)', () => {
  it('C.15 forest: entering stops; infantry melee -1, cavalry -2, artillery -1 into it; blocks line of sight', async () => {
    const f = await napTerrainFacts('forest');
    expect(f).toMatchObject({ enter: true, stops: true, blocksSight: true });
    expect([f.openInf - f.meleeInf!, f.openCav - f.meleeCav!, f.openFire - f.fire!]).toEqual([1, 2, 1]);
  });
  it('C.15 town: entering stops; infantry -2, cavalry -3, artillery -1 into it; blocks line of sight', async () => {
    const f = await napTerrainFacts('town');
    expect(f).toMatchObject({ enter: true, stops: true, blocksSight: true });
    expect([f.openInf - f.meleeInf!, f.openCav - f.meleeCav!, f.openFire - f.fire!]).toEqual([2, 3, 1]);
  });
  it('C.15 hill: no stop; uphill melee -1 for infantry and cavalry, artillery 0', async () => {
    const f = await napTerrainFacts('hill');
    expect(f.stops).toBe(false);
    expect([f.openInf - f.meleeInf!, f.openCav - f.meleeCav!, f.openFire - f.fire!]).toEqual([1, 1, 0]);
  });
  it('C.15 fordable stream: stops on entry, melee -1, ranged 0, line of sight clear', async () => {
    const f = await napTerrainFacts('stream');
    expect(f).toMatchObject({ enter: true, stops: true, blocksSight: false });
    expect([f.openInf - f.meleeInf!, f.openFire - f.fire!]).toEqual([1, 0]);
  });
  it('C.15 lake: impassable, no target on it, line of sight clear', async () => {
    const f = await napTerrainFacts('lake');
    expect(f).toMatchObject({ enter: false, stops: null, meleeInf: null, meleeCav: null, fire: null, blocksSight: false });
  });
  it('lists the battle\'s own terrain types, field works left out', () => {
    expect(battleTerrainTypes([{ type: 'town' }, { type: 'field-works' }, { type: 'town' }, { type: 'stream' }])).toEqual(['town', 'stream']);
    expect(battleTerrainTypes(napScenario(byPrefix('501')).terrain).length).toBeGreaterThan(2);
  });
});

describe('the Conscript marker (D.10)', () => {
  it('a French line unit marked conscript in the file is marked on the board, and only it', async () => {
    const sc = structuredClone(napScenario(byPrefix('501'))) as NapoleonicsScenario;
    const i = sc.units.findIndex((u) => u.nation === 'FR' && u.type === 'LN');
    (sc.units[i] as { conscript?: true }).conscript = true;
    const s = await Session.create({ scenario: sc, seed: 1, controllers: ['human', 'ai'], level: 'instant' });
    const np = napPieces(s.game, s.state, s.log, s.ply, 0);
    expect(np.conscripts.map((c) => c.hex)).toEqual([sc.units[i].hex]);
    const marks = napMarks(new PlayController(s, {} as AiClient), np);
    expect(marks.conscripts).toHaveLength(1);
    expect(marks.conscripts[0].title).toMatch(/French line infantry .*Conscript marker/);
    // the file without the marker: none
    const plain = await Session.create({ scenario: napScenario(byPrefix('501')), seed: 1, controllers: ['human', 'ai'], level: 'instant' });
    expect(napPieces(plain.game, plain.state, plain.log, 0, 0).conscripts).toEqual([]);
  });
});

describe('the Square track\'s boxes from the rule option (C.13, D.5)', () => {
  it('C.13: 4 boxes by default, the rule option NAP_SQUARE_COUNTERS when the game is built with one', async () => {
    const base = await Session.create({ scenario: napScenario(byPrefix('501')), seed: 1, controllers: ['human', 'ai'], level: 'instant' });
    expect(squareBoxes(base.game, isEpic(base.game))).toBe(4);
    const two = await Session.create({ scenario: napScenario(byPrefix('501')), seed: 1, controllers: ['human', 'ai'], level: 'instant', rules: { NAP_SQUARE_COUNTERS: 2 } });
    expect(squareBoxes(two.game, isEpic(two.game))).toBe(2);
    // the rules travel with the save file, so a loaded game keeps them
    expect(two.toSave().rules).toEqual({ NAP_SQUARE_COUNTERS: 2 });
  });
  it('D.5: an EPIC battle has at most the starting hand - 1 squares (the track holds 4)', async () => {
    const sc = napScenario(byPrefix('601'));
    const s = await Session.create({ scenario: sc, seed: 1, controllers: ['human', 'ai'], level: 'instant' });
    expect(isEpic(s.game)).toBe(true);
    expect(squareBoxes(s.game, true)).toBe(Math.min(4, Math.min(sc.sides.bottom.cards, sc.sides.top.cards) - 1));
  });
});
