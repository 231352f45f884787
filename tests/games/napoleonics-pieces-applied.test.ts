// The six Austerlitz battles (digest E.1) with their GM&T / EPIC pieces in the core
// (src/games/napoleonics/core-pieces.ts, applied by compile.ts through scenarioNap): the D.9
// objective banners each battle's notes give, held by whom the notes say at the start and scored by
// the core; the Goldbach (E.1 #1 #2 #4 #6: clear hexes, 1 die less battling out of it); #6's roll-off
// for the first player and the Allies who cannot retreat; Tactician hands (C.17) and Mother Russia
// (C.16), applied by default since their decisions have policy indexes (encoding version 2), with
// action texts (Tactician draws and discards named as Tactician cards) that read back to the same code.
import { describe, expect, it } from 'vitest';
import { napoleonicsCoreScenario, napoleonicsGame } from '../../src/games/load.js';
import { getNapoleonicsScenario } from '../../src/games/registry.js';
import { toCoreScenario } from '../../src/games/napoleonics/core-form.js';
import { normalizeNapoleonicsScenario, type NapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';
import type { Game, State } from '../../src/core/game.js';
import { parseHexText } from '../../src/core/notation.js';
import { perft } from '../../src/core/perft.js';

interface PiecesCore {
  objectiveHolder(p: number, o: number): number;
  objectiveBanners(p: number, o: number): number;
  getBanners(p: number, side: number): number;
  tacticianHandCount(p: number, side: number): number;
  scratchPtr(): number;
  targetsFrom(p: number, hex: number, out: number): number;
  getPhase(p: number): number;
}
const pc = (g: Game) => g.core as unknown as PiecesCore;

/** Resolves the opening chance nodes with their first outcome (the state is then at a decision). */
function openingChance(s: State): void {
  let guard = 0;
  while (s.isChance()) { s.apply(s.chanceOutcomes()[0].code); expect(++guard).toBeLessThan(200); }
}

/** D.9 objectives of each battle's notes, as the core holds them: [file id, core kind, side, start holder, banners, hexes]. */
const EXPECTED: Record<string, Array<[string, string, 0 | 1 | 2, 0 | 1 | 2, number, number]>> = {
  // #1: an Allied banner per building hex and per unit across the Goldbach (not Cossacks, not in buildings); French 2 while no Allied unit is in a building
  '501': [['allied-buildings', 'COUNT_UNITS', 1, 2, 1, 4], ['allied-across-goldbach', 'COUNT_UNITS', 1, 2, 1, 45], ['french-no-allied-building', 'ENEMY_NONE', 0, 0, 2, 4]],
  '502': [['allied-buildings', 'COUNT_UNITS', 1, 2, 1, 4], ['french-no-allied-building', 'ENEMY_NONE', 0, 0, 2, 4]],
  // #3: the Pratzen heights and Stare Vinohrady by majority, Pratzen village; the Allies start with two
  '503': [['pratzen-heights', 'MAJORITY', 2, 1, 1, 8], ['stare-vinohrady', 'MAJORITY', 2, 2, 1, 5], ['pratzen-village', 'HEX', 2, 1, 1, 1]],
  '504': [['bosenitz', 'HEX', 2, 0, 1, 1], ['blasowitz', 'HEX', 2, 1, 1, 1]],
  '505': [['blasowitz', 'HEX', 1, 2, 1, 1]],
  '506': [['french-buildings', 'COUNT_UNITS', 0, 2, 1, 4]],
};

describe('E.1 battles: the D.9 objective banners are in the core', () => {
  for (const id of Object.keys(EXPECTED)) {
    it(`${id}: each objective of the notes, held at the start by the side the notes name`, async () => {
      const core = napoleonicsCoreScenario(id);
      const objs = core.pieces!.objectives!;
      expect(objs.map((o) => [o.id, o.kind, o.side, o.start, o.banners, o.hexes.length])).toEqual(EXPECTED[id]);
      // every objective is start-of-turn in the Austerlitz notes
      expect(objs.every((o) => o.sot)).toBe(true);
      const game = await napoleonicsGame(id, { build: 'debug' });
      const s = game.newState();
      try {
        openingChance(s);
        const c = pc(game);
        const held = [0, 0];
        objs.forEach((o, k) => {
          expect(c.objectiveHolder(s.ptr, k), `${id} ${o.id}`).toBe(o.start);
          if (o.start !== 2) { expect(c.objectiveBanners(s.ptr, k)).toBe(o.banners); held[o.start] += o.banners; }
        });
        // the banners held at the start are the objectives' (nobody has lost a unit yet)
        expect([c.getBanners(s.ptr, 0), c.getBanners(s.ptr, 1)]).toEqual(held);
      } finally {
        s.free();
      }
    });
  }

  it('501 (D.9 temporary, start of turn): an Allied unit in Telnitz costs the French their 2 banners at once and gives the Allies 1 at the start of their turn', async () => {
    const f = structuredClone(getNapoleonicsScenario('501')) as NapoleonicsScenario;
    const i = f.units.findIndex((u) => u.hex === 'J5');
    f.units[i] = { side: 'top', nation: 'RU', type: 'R-LN', hex: 'J5' };
    const game = await napoleonicsGame(f, { build: 'debug' });
    const s = game.newState();
    const c = pc(game);
    try {
      // before anything: the French objective's condition fails, so its banners are gone (temporary)
      expect(c.objectiveHolder(s.ptr, 2)).toBe(2);
      expect([c.getBanners(s.ptr, 0), c.getBanners(s.ptr, 1)]).toEqual([0, 0]);
      openingChance(s);
      // the Allies move first: at the start of their turn, 1 banner for the building hex they hold
      expect(s.active()).toBe(1);
      expect(c.objectiveHolder(s.ptr, 0)).toBe(1);
      expect(c.objectiveBanners(s.ptr, 0)).toBe(1);
      expect([c.getBanners(s.ptr, 0), c.getBanners(s.ptr, 1)]).toEqual([0, 1]);
    } finally {
      s.free();
    }
  });
});

/** The dice a unit on `hex` would roll at each target now (targetsFrom: negative = melee). */
function targets(game: Game, s: State, hex: string): Record<string, number> {
  const c = pc(game);
  const buf = c.scratchPtr();
  const n = c.targetsFrom(s.ptr, parseHexText(game.board, hex)!, buf);
  const view = new Int32Array((game.core.memory as WebAssembly.Memory).buffer, buf, n * 2);
  const out: Record<string, number> = {};
  for (let k = 0; k < n; k++) out[game.hexText(view[2 * k])] = Math.abs(view[2 * k + 1]);
  return out;
}

describe('E.1 #1 #2 #4 #6: the Goldbach (austerlitzStream)', () => {
  it('is clear ground with a battle-out die: a unit in it battles with 1 die less; battling into it, no reduction', async () => {
    // the 8th Jagers step into the Goldbach at G5, next to the French in Sokolnitz (G4, F4)
    const stream = structuredClone(getNapoleonicsScenario('501')) as NapoleonicsScenario;
    stream.units.find((u) => u.hex === 'G6')!.hex = 'G5';
    // the same position with G5 plain clear ground and no stream rule
    const clear = structuredClone(stream);
    clear.terrain = clear.terrain.filter((t) => t.hex !== 'G5');
    delete clear.options!.austerlitzStream;
    clear.specialRules = clear.specialRules!.filter((r) => r.option !== 'austerlitzStream');
    const core = napoleonicsCoreScenario(stream);
    expect(core.pieces!.battleOut!.length).toBe(13);
    // the stream hexes are not a C.15 fordable stream in the core
    expect(core.terrain.some((t) => t.type === 'stream')).toBe(false);
    const [gs, gc] = await Promise.all([napoleonicsGame(stream, { build: 'debug' }), napoleonicsGame(clear, { build: 'debug' })]);
    const [ss, sc] = [gs.newState(), gc.newState()];
    try {
      openingChance(ss); openingChance(sc);
      const out = targets(gs, ss, 'G5'), ref = targets(gc, sc, 'G5');
      expect(Object.keys(out).length).toBeGreaterThan(0);
      expect(Object.keys(out)).toEqual(Object.keys(ref));
      for (const t of Object.keys(ref)) expect(out[t], `G5 -> ${t}`).toBe(ref[t] - 1);
      // the French in Sokolnitz battling the Jagers in the stream roll what they roll against clear ground
      expect(targets(gs, ss, 'G4').G5).toBe(targets(gc, sc, 'G4').G5);
      expect(targets(gs, ss, 'G4').G5).toBeGreaterThan(0);
    } finally {
      ss.free(); sc.free();
    }
  });
});

describe('E.1 #6: the roll-off for the first player and the Allies who cannot retreat', () => {
  it('8 dice each, more sabres moves first (ties: the French); HOLD_GROUND is set for the Allies', async () => {
    const core = napoleonicsCoreScenario('506');
    expect(core.pieces!.rollOff).toEqual({ dice: 8, face: 'SWORDS', tie: 0 });
    expect(core.pieces!.holdGround).toBe(1);
    const game = await napoleonicsGame('506', { build: 'debug' });
    // bottom's 8 dice come first: no sabre for the French, 8 for the Allies -> the Allies move first
    for (const [bottom, top, first] of [['light', 'swords', 1], ['swords', 'light', 0], ['swords', 'swords', 0]] as const) {
      const s = game.newState();
      try {
        while (s.isChance() && s.phaseName() !== 'ROLLOFF') s.apply(s.chanceOutcomes()[0].code);
        for (let k = 0; k < 16; k++) {
          expect(s.isChance()).toBe(true);
          s.apply(`die:${k < 8 ? bottom : top}`);
        }
        openingChance(s);
        expect(s.phaseName()).toBe('PLAY');
        expect(s.active(), `${bottom} vs ${top}`).toBe(first);
      } finally {
        s.free();
      }
    }
  });
});

describe('applied by default: Tactician cards (C.17) and Mother Russia (C.16)', () => {
  it('501 deals 5 / 3 Tactician cards, the Russians use their roll, and every action text reads back (random games to the end)', async () => {
    const core = napoleonicsCoreScenario('501');
    expect(core.notApplied).toEqual([]);
    expect(core.pieces!.tactician).toEqual([5, 3]);
    expect(core.pieces!.motherRussia).toEqual({ side: 1, void: ['SWORDS', 'MEDIUM'], dice: 0 });
    const game = await napoleonicsGame(core, { build: 'debug' });
    const seen = new Set<string>();
    for (let g = 0; g < 3; g++) {
      const s = game.newState();
      try {
        let step = 0;
        let rng = 12345 + g;
        while (!s.isTerminal()) {
          const legal = s.isChance() ? s.chanceOutcomes().map((o) => o.code) : s.legalActions();
          for (const code of legal) {
            const text = game.actionText(code);
            expect(text).not.toMatch(/^unknown:/);
            seen.add(text.split(':')[0]);
            expect(game.parseAction(text)).toEqual({ code });
          }
          rng = (rng * 1103515245 + 12345) >>> 0;
          s.apply(legal[rng % legal.length]);
          expect(++step).toBeLessThan(20_000);
        }
      } finally {
        s.free();
      }
    }
    expect(seen.has('tactic')).toBe(true);
    expect(seen.has('mother-russia')).toBe(true);
    expect(seen.has('tactic-draw')).toBe(true);
  });

  it('the opening deals the Tactician hands of the notes', async () => {
    const core = napoleonicsCoreScenario('505');
    const game = await napoleonicsGame(core, { build: 'debug' });
    const s = game.newState();
    try {
      openingChance(s);
      expect(s.phaseName()).toBe('PLAY');
      expect([pc(game).tacticianHandCount(s.ptr, 0), pc(game).tacticianHandCount(s.ptr, 1)]).toEqual([4, 2]);
      expect(s.legalTexts().some((t) => t.startsWith('tactic:'))).toBe(true);
    } finally {
      s.free();
    }
  });
});

describe('decisions: false leaves the GM&T decisions out (the battles as played before)', () => {
  it('501 after the same Command deal keeps its old perft counts 5 / 33 / 364 / 3178', async () => {
    const core = toCoreScenario(normalizeNapoleonicsScenario(getNapoleonicsScenario('501')), { decisions: false });
    const game = await napoleonicsGame(core, { build: 'debug' });
    const s = game.newState();
    try {
      for (const a of 'draw:probe-c draw:attack-l draw:assault-r draw:scout-c draw:bayonet draw:probe-l draw:attack-c draw:attack-r draw:cav-charge draw:bombard'.split(' ')) s.apply(a);
      expect([1, 2, 3, 4].map((d) => perft(s, d))).toEqual([5, 33, 364, 3178]);
    } finally {
      s.free();
    }
  });
});

describe('D.9 Breakthrough and Time Pressure objectives of a scenario file', () => {
  it('a breakthrough objective becomes BREAKTHROUGH for its side, a time-pressure one TIME_PRESSURE; the core accepts both', async () => {
    const f = structuredClone(getNapoleonicsScenario('501')) as NapoleonicsScenario;
    f.objectives = [...(f.objectives ?? []),
      { id: 'bt', type: 'breakthrough', name: 'Breakthrough', banners: 1, side: 'bottom' },
      { id: 'tp', type: 'time-pressure', name: 'Time Pressure', banners: 1, side: 'top' },
    ] as NapoleonicsScenario['objectives'];
    const core = toCoreScenario(normalizeNapoleonicsScenario(f));
    expect(core.pieces!.breakthrough).toEqual([0]);
    expect(core.pieces!.timePressure).toBe(1);
    expect(core.notApplied).toEqual([]);
    const game = await napoleonicsGame(core, { build: 'debug' });
    const s = game.newState();
    expect(s.isChance()).toBe(true);
    s.free();
  });
});

describe('deck options applied (C.5 GM&T 90-card deck, C.17 Tactician deck file)', () => {
  it('commandDeck "gmt90" deals from a 90-card deck (OUR ESTIMATE); a Tactician deck file replaces the 50 cards', async () => {
    const f = structuredClone(getNapoleonicsScenario('505')) as NapoleonicsScenario;
    f.options = { ...(f.options ?? {}), commandDeck: 'gmt90', tacticianDeck: { total: 9, cards: { 'short-supply': 4, sapper: 5 } } } as NapoleonicsScenario['options'];
    const core = toCoreScenario(normalizeNapoleonicsScenario(f));
    expect(Object.values(core.pieces!.commandDeck!).reduce((a, b) => a + b, 0)).toBe(90);
    const game = await napoleonicsGame(core, { build: 'debug' });
    const s = game.newState();
    try {
      expect(pc(game).tacticianHandCount(s.ptr, 0) + (s.game.core as unknown as { tacticianDeckCount(p: number): number }).tacticianDeckCount(s.ptr)).toBe(9);
      openingChance(s);
      expect(s.deckCount() + s.hand(0).length + s.hand(1).length).toBe(90);
    } finally {
      s.free();
    }
  });

  it('a Tactician deck file naming an unknown card is one clear error', async () => {
    const f = structuredClone(getNapoleonicsScenario('505')) as NapoleonicsScenario;
    f.options = { ...(f.options ?? {}), tacticianDeck: { total: 2, cards: { 'grand-charge': 2 } } } as NapoleonicsScenario['options'];
    await expect(napoleonicsGame(toCoreScenario(normalizeNapoleonicsScenario(f)), { build: 'debug' })).rejects.toThrow(/^options.tacticianDeck: unknown Tactician card "grand-charge"$/);
  });
});
