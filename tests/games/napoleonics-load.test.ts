// The Napoleonics entry of the games registry (src/games/load.ts GAMES.napoleonics) and the
// conversion of a scenario file into the core (src/games/napoleonics/core-form.ts, compile.ts):
// each of the six Austerlitz battles (digest E.1) loads from its id or alias, places every unit and
// leader of its file, deals the file's hand sizes, names its cards in Napoleonics notation, and
// rebuilds from its contract spec (what a search worker does); every map code of the seven nations
// (C.7) has a core unit type with the file's block count; bad input gets one line.
import { describe, expect, it } from 'vitest';
import { contractFromId, createGame, gameOfScenario, napoleonicsCoreScenario, napoleonicsGame, GAMES } from '../../src/games/load.js';
import { getNapoleonicsScenario } from '../../src/games/registry.js';
import { coreUnitType, toCoreScenario } from '../../src/games/napoleonics/core-form.js';
import { normalizeNapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';
import { createNapoleonicsGame, napUnitCodes } from '../../src/games/napoleonics/compile.js';
import { NATION_UNITS, NATIONS } from '../../src/games/napoleonics/schema.js';

const IDS = [
  '501-sokolnitz-telnitz', '502-davouts-counterattack', '503-soults-attack-centre',
  '504-lannes-vs-bagration', '505-russian-guard', '506-soult-attacks-south',
];

describe('GAMES.napoleonics', () => {
  it('lists the six battles and claims their ids and aliases', () => {
    // then the EPIC and La Grande battles composed from them (tests/games/napoleonics-epic-scenarios.test.ts)
    expect(GAMES.napoleonics.scenarios).toEqual([...IDS, '601-epic-austerlitz', '602-la-grande-austerlitz']);
    for (const alias of ['501', 'sokolnitz-telnitz', '506-soult-attacks-south']) expect(gameOfScenario(alias)).toBe('napoleonics');
    expect(gameOfScenario('001-akragas')).toBe('ancients');
    expect(gameOfScenario('froeschweiler')).toBe('blood-and-iron');
  });

  for (const id of IDS) {
    it(`${id}: every unit, leader and hand of the file is in the first position`, async () => {
      const file = getNapoleonicsScenario(id);
      const game = await napoleonicsGame(id, { build: 'debug' });
      const s = game.newState();
      try {
        const units = s.units();
        expect(units).toHaveLength(file.units.length);
        for (const u of file.units) {
          const placed = units.find((x) => x.hex === u.hex);
          expect(placed, `${id}: unit at ${u.hex}`).toBeDefined();
          expect(placed!.side).toBe(u.side);
          expect(placed!.type).toBe(coreUnitType(u.nation, u.type));
        }
        const leaders = file.units.filter((u) => u.leader !== undefined).length + (file.leaders ?? []).length;
        expect(s.leaders()).toHaveLength(leaders);
        // the opening is chance (the Tactician deal, C.17; the Command deal; #6 the roll-off, E.1;
        // #1 the Mother Russia dice, C.16, whose results the Russian side then places), then the
        // first player plays a Command card or a Tactician card
        expect(['TACT_DRAW', 'DRAW']).toContain(s.phaseName());
        let guard = 0;
        while (s.isChance() || s.phaseName() === 'MR_PLACE') {
          if (s.phaseName() === 'DRAW') expect(s.legalTexts()).toContain('draw:probe-c');
          if (s.phaseName() === 'TACT_DRAW') expect(s.legalTexts().every((t) => t.startsWith('tactic-draw:'))).toBe(true);
          s.apply(s.isChance() ? s.chanceOutcomes()[0].code : s.legalTexts()[0]);
          expect(++guard).toBeLessThan(200);
        }
        expect(s.phaseName()).toBe('PLAY');
        expect(s.hand(0)).toHaveLength(file.sides.bottom.cards);
        expect(s.hand(1)).toHaveLength(file.sides.top.cards);
        // #6: every first outcome is a light face, so the roll-off is a tie, won by the file's tie side
        const first = file.first === 'roll-off' ? file.options!.firstPlayerRollOff!.tie : file.first;
        expect(s.active()).toBe(first === 'bottom' ? 0 : 1);
        expect(s.legalTexts().every((t) => t.startsWith('play:') || t.startsWith('tactic:'))).toBe(true);
        expect(s.legalTexts().some((t) => t.startsWith('play:'))).toBe(true);
      } finally {
        s.free();
      }
    });
  }

  it('contractFromId takes aliases; the contract spec rebuilds the same game (a search worker)', async () => {
    const c = await contractFromId('sokolnitz-telnitz', { build: 'debug' });
    expect(c.id).toBe('napoleonics');
    expect(c.variant).toBe('501-sokolnitz-telnitz');
    expect(c.heuristic).toBeDefined();
    const again = await createGame(c.spec);
    const a = c.newState(), b = again.newState();
    const bufA = new Int32Array(c.maxActions), bufB = new Int32Array(again.maxActions);
    for (let i = 0; i < 60 && !a.isTerminal(); i++) {
      const n = a.legal(bufA);
      expect(b.legal(bufB)).toBe(n);
      expect([...bufB.subarray(0, n)]).toEqual([...bufA.subarray(0, n)]);
      a.apply(bufA[i % n]); b.apply(bufA[i % n]);
    }
    a.free(); b.free();
  });

  it('notes every scenario fact the core does not apply yet', () => {
    const c1 = napoleonicsCoreScenario('501');
    expect(c1.reconstruction).toBe(true);
    // the objectives, the Goldbach, the roll-off, the Tactician cards and Mother Russia are applied
    // (core-pieces.ts; their decisions have policy indexes, encoding version 2)
    expect(c1.notApplied).toEqual([]);
    expect(toCoreScenario(normalizeNapoleonicsScenario(getNapoleonicsScenario('501')), { decisions: false }).notApplied).toEqual([
      'Tactician cards (C.17: left out: decisions: false)',
      'motherRussia (the pre-battle roll, C.16: left out: decisions: false)',
    ]);
    expect(napoleonicsCoreScenario('504').notApplied).toEqual([]); // R-CU, R-LNCR have core rows (C.7)
    expect(napoleonicsCoreScenario('506').notApplied).toEqual([]); // retreatEitherBaseline: RETREAT_EITHER
    expect(napoleonicsCoreScenario('506').pieces!.retreatEither).toBe(0);
    // the pond (Satschan Mere) is impassable: it compiles as a lake
    const pond = getNapoleonicsScenario('501').terrain.filter((t) => t.type === 'pond').length;
    expect(pond).toBeGreaterThan(0);
    expect(c1.terrain.filter((t) => t.type === 'lake')).toHaveLength(pond);
  });

  it('every map code of the seven nations has a core unit type with the file table\'s blocks (C.7)', async () => {
    const game = await napoleonicsGame('501', { build: 'debug' });
    const codes = napUnitCodes(game.core);
    for (const nation of NATIONS) {
      const rows = Object.entries(NATION_UNITS[nation]);
      // one position per nation: every code of its table on the bottom rows, full strength from the core table
      const units = rows.map(([code], i) => ({ side: 0 as const, type: coreUnitType(nation, code), index: 13 + 2 * i }));
      for (const u of units) expect(codes[u.type], `${nation} ${u.type}`).toBeDefined();
      const g = await createNapoleonicsGame({
        id: `nation-${nation}`, name: nation, board: { w: 13, h: 9 }, first: 0,
        sides: [{ cards: 1, banners: 5 }, { cards: 1, banners: 5 }], terrain: [], units, leaders: [],
      }, { build: 'debug' });
      const s = g.newState();
      const placed = s.units();
      rows.forEach(([code, row], i) => {
        const u = placed.find((x) => x.hex === g.hexText(13 + 2 * i))!;
        expect(u.maxBlocks, `${nation} ${code}`).toBe(row.blocks);
      });
      s.free();
    }
  });

  it('bad input gets one line naming the problem', async () => {
    await expect(contractFromId('507')).rejects.toThrow(/^unknown scenario "507"/);
    await expect(createGame({ game: 'napoleonics', scenario: 'austerlitz' })).rejects.toThrow(/^unknown Napoleonics scenario "austerlitz"; valid ids: 501-sokolnitz-telnitz, /);
    const bad = getNapoleonicsScenario('501');
    bad.units[0]!.type = 'A-GRZ';
    await expect(createGame({ game: 'napoleonics', scenario: bad })).rejects.toThrow(/^invalid scenario: units\[0\]\.type: /);
    await expect(createGame({ game: 'napoleonics', scenario: 42 })).rejects.toThrow('a Napoleonics scenario must be an id or an object');
  });
});
