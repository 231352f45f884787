// The EPIC and La Grande part of the Napoleonics scenario format (src/games/napoleonics/epic-format.ts,
// epic-check.ts) and the two composed Austerlitz files (601 EPIC on 20x11, 602 La Grande on 26x11,
// scripts/compose-epic-austerlitz.ts). Rules named: digest A.1 (sections, dotted lines), D.2 (the
// EPIC and La Grande boards), D.3 (the Messenger display), D.7 (seats and roles), D.8 (La Grande:
// six sections, corps commanders' pairs). Every bad input gives exactly one error naming its field.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { normalizeNapoleonicsScenario, parseNapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';
import { defaultSections, FORMAT_SECTIONS } from '../../src/games/napoleonics/epic-format.js';
import { napoleonicsScenarioJsonSchema, RECONSTRUCTION_LABEL } from '../../src/games/napoleonics/schema.js';
import { getNapoleonicsScenario, listNapoleonicsScenarios } from '../../src/games/registry.js';
import { napoleonicsCoreScenario, napoleonicsGame } from '../../src/games/load.js';
import { parseHex } from '../../src/games/hex-notation.js';
import { EPIC_TURN_IN_CORE, toCoreScenario, type NapoleonicsCoreScenarioForm } from '../../src/games/napoleonics/core-form.js';
import {
  adjacentEnemies, compose, EPIC_PLAN, GRANDE_PLAN, LEADERS_PER_SIDE, placeHex, STANDARD,
} from '../../scripts/compose-epic-austerlitz.js';
import { suiteTempDir } from '../temp-dir.js';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const SCRIPT = path.join(ROOT, 'scripts/compose-epic-austerlitz.ts');
const tmp = suiteTempDir('epic-scen-');

/** A fresh copy of a shipped file as plain JSON, to break one thing in. */
const raw = (id: string): Record<string, any> => JSON.parse(JSON.stringify(getNapoleonicsScenario(id)));

function errorsOf(input: unknown): string[] {
  const r = parseNapoleonicsScenario(input);
  return r.ok ? [] : r.errors;
}

/** Exactly one error, on `field`, matching `pattern`. */
function expectError(input: unknown, field: string, pattern: RegExp): void {
  const errors = errorsOf(input);
  expect(errors, errors.join('\n')).toHaveLength(1);
  expect(errors[0]!.startsWith(`${field}: `), errors[0]).toBe(true);
  expect(errors[0]).toMatch(pattern);
}

/** Section of a hex by its x2 (digest A.1: hexes on a dotted line are in both). */
function sectionsOf(file: ReturnType<typeof raw>, hex: string): string[] {
  const { col, row } = parseHex(hex, file.board);
  const x2 = 2 * col + (row % 2 === 0 ? 1 : 0);
  return file.epic.sections.filter((s: any) => x2 >= s.x2[0] && x2 <= s.x2[1]).map((s: any) => s.id);
}

describe('the format field and the epic block (D.2, D.3)', () => {
  it('a file without format is standard; the normalised form fills the display defaults (D.3: 5, refilled at 2)', () => {
    const std = normalizeNapoleonicsScenario(getNapoleonicsScenario('501'));
    expect(std.format).toBe('standard');
    expect(std.epic).toBeNull();
    const epic = normalizeNapoleonicsScenario(getNapoleonicsScenario('601'));
    expect(epic.format).toBe('epic');
    expect(epic.board).toEqual({ name: 'epic', w: 20, h: 11 });
    expect(epic.epic!.display).toEqual({ size: 5, refillAt: 2 });
    expect(epic.epic!.sections.map((s) => [s.id, s.x2From, s.x2To])).toEqual([['left', 0, 12], ['centre', 12, 26], ['right', 26, 38]]);
    const f = raw('601');
    delete f.epic.display;
    const r = parseNapoleonicsScenario(f);
    expect(r.ok).toBe(true);
    if (r.ok) expect(normalizeNapoleonicsScenario(r.scenario).epic!.display).toEqual({ size: 5, refillAt: 2 });
  });

  it('the default sections: 3 on EPIC at the core\'s dotted lines (x2 12, 26), 6 on La Grande splitting the core\'s three (16, 34)', () => {
    expect(FORMAT_SECTIONS).toEqual({ standard: 3, epic: 3, grande: 6 });
    expect(defaultSections('standard').map((s) => s.x2)).toEqual([[0, 8], [8, 16], [16, 24]]); // A.1's formula
    expect(defaultSections('epic').map((s) => s.x2)).toEqual([[0, 12], [12, 26], [26, 38]]);
    expect(defaultSections('grande').map((s) => s.x2)).toEqual([[0, 8], [8, 16], [16, 26], [26, 34], [34, 42], [42, 50]]);
  });

  it('an unknown format is one error naming "format"', () => {
    expectError({ ...raw('601'), format: 'huge' }, 'format', /"standard"|standard/);
  });

  it('the board must be the format\'s (D.2)', () => {
    expectError({ ...raw('601'), format: 'grande' }, 'format', /a "grande" scenario plays on the "grande" board \(26x11\), but "board" is "epic"/);
    const std = raw('501');
    std.board = 'epic';
    expectError(std, 'format', /a "standard" scenario plays on the "standard" board \(13x9\), but "board" is "epic"/);
  });

  it('the epic block exactly for epic and grande', () => {
    const f = raw('601');
    delete f.epic;
    expectError(f, 'epic', /a "epic" scenario needs its "epic" block/);
    expectError({ ...raw('501'), epic: raw('601').epic }, 'epic', /only an "epic" or "grande" scenario has an "epic" block/);
  });

  it('a unit off the wider board names its hex and the board that would fit', () => {
    const f = raw('601');
    f.units[0].hex = 'U3';
    expectError(f, 'units[0].hex', /"U3" is off the epic board \(columns A-T, rows 1-11; even rows are short and end at S\); is "board" meant to be "grande"\?/);
    const g = raw('602');
    g.units[0].hex = 'Z2';
    expectError(g, 'units[0].hex', /"Z2" is off the grande board/);
    g.units[0].hex = 'A12';
    expectError(g, 'units[0].hex', /"A12" is off the grande board/);
  });

  it('sections: the count of the format (A.1, D.2, D.8)', () => {
    const f = raw('601');
    f.epic.sections = defaultSections('grande').map((s) => ({ ...s, x2: [s.x2[0], Math.min(s.x2[1], 38)] }));
    f.epic.sections = f.epic.sections.slice(0, 5).concat([{ id: 'right-2', name: 'x', x2: [38, 38] }]);
    const errors = errorsOf(f);
    expect(errors.some((e) => e.startsWith('epic.sections: a "epic" board has 3 sections (got 6)'))).toBe(true);
    const g = raw('602');
    g.epic.sections = defaultSections('epic').map((s) => ({ ...s, x2: [s.x2[0], s.x2[1] === 38 ? 50 : s.x2[1]] }));
    g.epic.seats = undefined;
    delete g.epic.seats;
    expectError(g, 'epic.sections', /a "grande" board has 6 sections \(got 3\)/);
  });

  it('sections that do not tile the board: a gap, an overlap, an odd dotted line, the edges', () => {
    const gap = raw('601');
    gap.epic.sections[1].x2 = [14, 26];
    expectError(gap, 'epic.sections[1].x2', /sections do not tile the board: epic.sections\[0\] ends at x2 12, this one starts at 14 \(expected 12 on a dotted line, or 13\)/);
    const overlap = raw('601');
    overlap.epic.sections[1].x2 = [10, 26];
    expectError(overlap, 'epic.sections[1].x2', /do not tile the board/);
    const odd = raw('601');
    odd.epic.sections[0].x2 = [0, 13];
    odd.epic.sections[1].x2 = [13, 26];
    expectError(odd, 'epic.sections[1].x2', /a dotted line runs through long-row hex centres \(even x2\); 13 is odd/);
    const left = raw('601');
    left.epic.sections[0].x2 = [1, 12];
    expectError(left, 'epic.sections[0].x2', /the first section must start at the left edge \(x2 0\), not 1/);
    const right = raw('601');
    right.epic.sections[2].x2 = [26, 40];
    expectError(right, 'epic.sections[2].x2', /the last section must end at the right edge \(x2 38\), not 40/);
    const backwards = raw('601');
    backwards.epic.sections[1].x2 = [12, 11];
    expect(errorsOf(backwards).some((e) => /^epic\.sections\[1\]\.x2: the section starts at x2 12 after it ends \(11\)/.test(e))).toBe(true);
    // sections meeting without a dotted hex (next starts one half-column on) tile too
    const meet = raw('601');
    meet.epic.sections[1].x2 = [13, 26];
    expect(errorsOf(meet)).toEqual([]);
  });

  it('section ids are unique; the display is refilled below its size (D.3)', () => {
    const f = raw('601');
    f.epic.sections[2].id = 'left';
    expect(errorsOf(f).some((e) => e.startsWith('epic.sections[2].id: "left" is already the id of epic.sections[0]'))).toBe(true);
    const d = raw('601');
    d.epic.display = { size: 4, refillAt: 4 };
    expectError(d, 'epic.display.refillAt', /refilled when it is down to 4, which must be below its size 4/);
  });

  it('seats (D.7): one commander-in-chief a side, known sections, each held once', () => {
    const unknown = raw('601');
    unknown.epic.seats.top[1].sections = ['north'];
    expectError(unknown, 'epic.seats.top[1].sections[0]', /unknown section "north" \(sections: left, centre, right\)/);
    const two = raw('601');
    two.epic.seats.bottom[1].role = 'commander-in-chief';
    expectError(two, 'epic.seats.bottom', /exactly one commander-in-chief \(D.7; the bottom side has 2\)/);
    const twice = raw('601');
    twice.epic.seats.bottom[2].sections = ['left'];
    expectError(twice, 'epic.seats.bottom[2].sections[0]', /"left" is already held by epic.seats.bottom\[1\]/);
    const role = raw('601');
    role.epic.seats.top[0].role = 'general';
    expectError(role, 'epic.seats.top[0].role', /commander-in-chief|corps-commander/);
  });

  it('La Grande seats (D.8): the CinC holds no section, corps commanders one pair each, every section held', () => {
    const split = raw('602');
    split.epic.seats.top[1].sections = ['left-2', 'centre-1'];
    split.epic.seats.top[2].sections = ['left-1', 'centre-2'];
    const errors = errorsOf(split);
    expect(errors).toEqual([
      'epic.seats.top[1].sections: a La Grande corps commander holds one pair of sections: both lefts, both centres or both rights (D.8)',
      'epic.seats.top[2].sections: a La Grande corps commander holds one pair of sections: both lefts, both centres or both rights (D.8)',
    ]);
    const cinc = raw('602');
    cinc.epic.seats.bottom[0].sections = ['left-1'];
    cinc.epic.seats.bottom[1].sections = ['left-2'];
    expect(errorsOf(cinc)).toEqual([
      'epic.seats.bottom[0].sections: the La Grande commander-in-chief commands no section (D.8)',
      'epic.seats.bottom[1].sections: a La Grande corps commander holds one pair of sections: both lefts, both centres or both rights (D.8)',
    ]);
    const missing = raw('602');
    missing.epic.seats.bottom.pop();
    missing.sides.bottom.tactician = 4; // Davout's 2 Tactician cards go with him
    expectError(missing, 'epic.seats.bottom', /every La Grande section has its corps commander \(D.8\); nobody holds right-1, right-2/);
    const sub = raw('602');
    sub.epic.seats.top[3].role = 'sub-commander';
    expectError(sub, 'epic.seats.top[3].role', /no sub-commanders/);
  });

  it('seat hands: the CinC\'s is the side\'s (D.3); on La Grande every seat has one and the corps commanders hold the side\'s Tactician cards (D.8)', () => {
    const cinc = raw('602');
    cinc.epic.seats.top[0].cards = 4;
    expectError(cinc, 'epic.seats.top[0].cards', /the commander-in-chief's hand is the side's \(sides.top.cards is 5\)/);
    const none = raw('602');
    delete none.epic.seats.bottom[2].cards;
    expectError(none, 'epic.seats.bottom[2].cards', /every La Grande commander holds a hand \(D.8\)/);
    const sum = raw('602');
    sum.epic.seats.bottom[3].tactician = 3;
    expectError(sum, 'epic.seats.bottom', /the corps commanders' Tactician cards \(7\) must add up to sides.bottom.tactician \(6\)/);
    const keeps = raw('602');
    keeps.epic.seats.top[0].tactician = 1;
    expectError(keeps, 'epic.seats.top[0].tactician', /keeps no Tactician cards/);
    // EPIC seats need no hand of their own (D.7: the CinC hands out his two cards)
    const epic = raw('601');
    expect(epic.epic.seats.bottom.some((r: any) => r.cards !== undefined)).toBe(false);
    expect(errorsOf(epic)).toEqual([]);
  });

  it('the JSON Schema export has format and epic', () => {
    const props = (napoleonicsScenarioJsonSchema() as { properties: Record<string, any> }).properties;
    expect(props.format.enum).toEqual(['standard', 'epic', 'grande']);
    expect(Object.keys(props.epic.properties)).toEqual(['sections', 'display', 'seats']);
  });
});

describe('601 EPIC and 602 La Grande Austerlitz: composed from the standard battles', () => {
  const wide = [
    { id: '601-epic-austerlitz', plan: EPIC_PLAN, board: 'epic', w: 20, sections: 3 },
    { id: '602-la-grande-austerlitz', plan: GRANDE_PLAN, board: 'grande', w: 26, sections: 6 },
  ] as const;

  it('are labelled reconstructions, in the file and in the picker\'s list', () => {
    for (const { id, board } of wide) {
      const f = getNapoleonicsScenario(id);
      expect(f.reconstruction).toBe(true);
      expect(f.provenance.reconstructed).toMatch(/this is not the printed map/);
      expect(f.provenance.reconstructed).toMatch(/Our own choices/);
      const summary = listNapoleonicsScenarios().find((s) => s.id === id)!;
      expect(summary).toMatchObject({ label: RECONSTRUCTION_LABEL, board, format: board, battle: 'Austerlitz' });
    }
    expect(RECONSTRUCTION_LABEL).toBe('map reconstructed, not the printed map');
  });

  it('resolve by number and slug', () => {
    expect(getNapoleonicsScenario('601').id).toBe('601-epic-austerlitz');
    expect(getNapoleonicsScenario('epic-austerlitz').id).toBe('601-epic-austerlitz');
    expect(getNapoleonicsScenario('602').id).toBe('602-la-grande-austerlitz');
    expect(getNapoleonicsScenario('la-grande-austerlitz').id).toBe('602-la-grande-austerlitz');
  });

  it('the committed files are the composer\'s output (compose() = file)', () => {
    for (const { id, plan } of wide) expect(compose(plan)).toEqual(getNapoleonicsScenario(id));
  });

  it('north, centre, south follow the geography: Santon on the left, Pratzen in the centre, Telnitz on the right', () => {
    for (const { id } of wide) {
      const f = raw(id);
      const secOf = (name: RegExp): string[] => [...new Set<string>(f.terrain.filter((t: any) => name.test(t.name ?? '')).flatMap((t: any) => sectionsOf(f, t.hex)))];
      const lefts = f.epic.sections.slice(0, f.epic.sections.length / 3).map((s: any) => s.id);
      const centres = f.epic.sections.slice(f.epic.sections.length / 3, (2 * f.epic.sections.length) / 3).map((s: any) => s.id);
      const rights = f.epic.sections.slice((2 * f.epic.sections.length) / 3).map((s: any) => s.id);
      expect(secOf(/^Santon$/).every((s) => lefts.includes(s))).toBe(true);
      expect(secOf(/^Bosenitz$/).every((s) => lefts.includes(s))).toBe(true);
      expect(secOf(/^Pratzen$/).every((s) => centres.includes(s))).toBe(true);
      expect(secOf(/^Telnitz$/).every((s) => rights.includes(s))).toBe(true);
      expect(secOf(/^Sokolnitz$/).length).toBeGreaterThan(0);
      expect(secOf(/^Sokolnitz$/).every((s) => rights.includes(s))).toBe(true);
    }
    // La Grande adds Blasowitz (505) between the Santon and the Pratzen, on the north pair
    const g = raw('602');
    const blasowitz = g.terrain.find((t: any) => t.name === 'Blasowitz');
    expect(sectionsOf(g, blasowitz.hex).every((s) => s.startsWith('left'))).toBe(true);
  });

  it('every tile, unit and objective hex is its battle\'s, moved by its strip; the strips tile the board', () => {
    for (const { id, plan, w } of wide) {
      const f = raw(id);
      let cols = 0;
      const expectedUnits: string[] = [];
      const expectedTiles: string[] = [];
      for (const strip of plan.strips) {
        cols += strip.to.charCodeAt(0) - strip.from.charCodeAt(0) + 1;
        const src = STANDARD[strip.battle]!;
        for (const u of src.units) {
          const hex = placeHex(strip, u.hex, plan.format);
          if (hex !== null) expectedUnits.push(`${u.side} ${u.nation} ${u.type} ${hex}`);
        }
        for (const t of src.terrain) {
          const hex = placeHex(strip, t.hex, plan.format);
          if (hex !== null) expectedTiles.push(`${t.type} ${hex}`);
        }
      }
      expect(cols).toBe(w);
      expect(f.units.map((u: any) => `${u.side} ${u.nation} ${u.type} ${u.hex}`)).toEqual(expectedUnits);
      expect(f.terrain.map((t: any) => `${t.type} ${t.hex}`)).toEqual(expectedTiles);
    }
    // spot checks by hand: 504's Bosenitz (C5) stays at C5, 503's Pratzen village (F6) moves 2 to H6,
    // 501's Sokolnitz castle (E4) moves 9 to N4 with its French light infantry
    const e = raw('601');
    expect(e.terrain.find((t: any) => t.hex === 'C5')).toMatchObject({ type: 'town', name: 'Bosenitz' });
    expect(e.terrain.find((t: any) => t.hex === 'H6')).toMatchObject({ type: 'town', name: 'Pratzen' });
    expect(e.units.find((u: any) => u.hex === 'H6')).toMatchObject({ side: 'top', nation: 'RU', type: 'R-LN' });
    expect(e.terrain.find((t: any) => t.hex === 'N4')).toMatchObject({ type: 'walled-farm', name: 'Sokolnitz castle' });
    expect(e.units.find((u: any) => u.hex === 'N4')).toMatchObject({ side: 'bottom', nation: 'FR', type: 'LT' });
    // rows 10 and 11 (the Allied rear) stay clear
    for (const { id } of wide) {
      const f = raw(id);
      expect([...f.units, ...f.terrain].filter((x: any) => Number(x.hex.slice(1)) > 9)).toEqual([]);
    }
  });

  it('objectives keep their rules, with ids prefixed by the battle; a majority keeps all its hexes', () => {
    const e = raw('601');
    expect(e.objectives.map((o: any) => o.id)).toEqual([
      '504-bosenitz', '503-pratzen-heights', '503-pratzen-village', '501-allied-buildings', '501-allied-across-goldbach', '501-french-no-allied-building',
    ]);
    const heights = e.objectives.find((o: any) => o.id === '503-pratzen-heights');
    expect(heights).toMatchObject({ type: 'majority-temporary-start-of-turn', side: 'either', startsWith: 'top' });
    // 503's H5 I5 H6 I6 J6 H7 I7 J7, two columns on
    expect([...heights.hexes].sort()).toEqual(['J5', 'J6', 'J7', 'K5', 'K6', 'K7', 'L6', 'L7']);
    const g = raw('602');
    expect(g.objectives.map((o: any) => o.id)).toEqual([
      '504-bosenitz', '505-blasowitz', '503-pratzen-heights', '503-pratzen-village', '502-allied-buildings', '502-french-no-allied-building',
    ]);
  });

  it('armies: at most 8 leaders a side (the core holds 16), every battle\'s commanders kept, no enemies adjacent at the start', () => {
    for (const { id, plan } of wide) {
      const f = raw(id);
      for (const side of ['bottom', 'top'] as const) {
        const leaders = f.units.filter((u: any) => u.side === side && u.leader !== undefined).map((u: any) => u.leader);
        expect(leaders.length).toBeLessThanOrEqual(LEADERS_PER_SIDE);
        for (const strip of plan.strips) {
          const src = STANDARD[strip.battle]!;
          for (const c of src.sides[side].commanders) {
            const u = src.units.find((x) => x.leader === c);
            if (u !== undefined && placeHex(strip, u.hex, plan.format) !== null) expect(leaders).toContain(c);
          }
        }
      }
      expect(adjacentEnemies(f.units, plan.format)).toEqual([]);
      expect(f.units.length).toBeLessThanOrEqual(96); // the core's roster (assembly/cc/state.ts MAX_UNITS)
    }
  });

  it('seats as data: EPIC 6-player (D.7) and La Grande 8-player (D.8)', () => {
    const e = raw('601');
    expect(e.epic.seats.bottom.map((r: any) => [r.role, r.name, r.sections])).toEqual([
      ['commander-in-chief', 'Napoleon', ['centre']], ['sub-commander', 'Lannes', ['left']], ['sub-commander', 'Soult', ['right']],
    ]);
    const g = raw('602');
    for (const side of ['bottom', 'top'] as const) {
      const seats = g.epic.seats[side];
      expect(seats.map((r: any) => r.role)).toEqual(['commander-in-chief', 'corps-commander', 'corps-commander', 'corps-commander']);
      expect(seats.slice(1).map((r: any) => r.sections)).toEqual([['left-1', 'left-2'], ['centre-1', 'centre-2'], ['right-1', 'right-2']]);
      expect(seats.every((r: any) => r.cards > 0)).toBe(true);
      // the side's Tactician cards are the corps commanders' (D.8: the CinC keeps none)
      expect(seats.reduce((n: number, r: any) => n + (r.tactician ?? 0), 0)).toBe(g.sides[side].tactician);
    }
  });

  it('load on the 20x11 and 26x11 boards with every unit on its hex; a turn the core does not play is listed as not applied', async () => {
    for (const { id, w } of wide) {
      const file = getNapoleonicsScenario(id);
      const core = napoleonicsCoreScenario(id) as NapoleonicsCoreScenarioForm;
      expect(core.board).toEqual({ w, h: 11 });
      // the file's whole EPIC part rides along in the core-level form (and so in a contract's spec)
      expect(core.epicSetup!.format).toBe(file.format);
      expect(core.epicSetup!.sections).toHaveLength(w === 20 ? 3 : 6);
      expect(core.epicSetup!.display).toEqual({ size: 5, refillAt: 2 });
      expect(core.epicSetup!.seats!.bottom[0]!.role).toBe('commander-in-chief');
      // what the core's EPIC turn reads (epic.ts): EPIC only; La Grande has no core turn yet (seats)
      if (w === 20) expect([core.format, core.epic]).toEqual(['epic', { sectionLines: [12, 26], display: [5, 2] }]);
      else expect([core.format, core.epic, core.grande]).toEqual([undefined, undefined, { display: [5, 2], corpsCards: [0, 0, 2, 2, 2, 2, 2, 2], corpsTact: [0, 0, 2, 1, 2, 1, 2, 1] }]); // grande: 8 seats only (epic.ts); corps hands and Tactician cards by seat (D.8)
      // the EPIC turn is the core's once epic.ts is wired in (core-form.ts EPIC_TURN_IN_CORE); La Grande's is not yet
      const turnNote = core.notApplied!.some((n) => /turn \(two cards, the Messenger display, March Moves, D.3-D.6\): the standard turn is played/.test(n));
      expect(turnNote).toBe(w === 26 || !EPIC_TURN_IN_CORE);
      // D.7 seats are played on 601 (what they leave out is named); La Grande: 2 seats standard, 8 the D.7 turn (D.8 not built)
      const seatNote = core.notApplied!.find((n) => n.startsWith('the seat roles'));
      expect(seatNote).toMatch(w === 20 ? /^the seat roles \(D\.7\): seats 2\/4\/6\/8 are played/ : /^the seat roles and La Grande's own turn \(D\.8: .*\): 2 seats play the standard turn, rule option seats 8 La Grande's own turn \(D\.8/);
      const game = await napoleonicsGame(id, { build: 'debug' });
      const s = game.newState();
      try {
        const units = s.units();
        expect(units).toHaveLength(file.units.length);
        const byHex = new Map(units.map((u) => [u.hex, u]));
        for (const u of file.units) {
          const placed = byHex.get(u.hex);
          expect(placed, u.hex).toBeDefined();
          expect(placed!.side).toBe(u.side);
        }
        // D.9: at the first decision each side holds the banners of the objectives it starts with
        // (601 and 602 alike: French Bosenitz 1 + no Allied building 2; Allies Pratzen heights 1 + village 1)
        while (s.phaseName() !== 'PLAY') s.apply(s.legalActions()[0]!);
        const starts = (side: string) => (file.objectives ?? []).filter((o) => o.startsWith === side).reduce((n, o) => n + o.banners, 0);
        expect([starts('bottom'), starts('top')]).toEqual([3, 2]);
        expect([game.core.getBanners(s.ptr, 0), game.core.getBanners(s.ptr, 1)]).toEqual([3, 2]);
      } finally {
        s.free();
      }
    }
    // La Grande's six sections reach the core's geometry (tests/rules-epic/d8-sections.test.ts), but the standard turn orders by three: said so
    expect(napoleonicsCoreScenario('602').notApplied).toContain("the file's 6 sections: the standard turn orders by three, the corps commanders' pairs (dotted lines at x2 16 and 34)");
    expect(napoleonicsCoreScenario('601').notApplied!.some((n) => /sections/.test(n))).toBe(false);
    // a standard battle's core-level form has neither field
    const std = toCoreScenario(normalizeNapoleonicsScenario(getNapoleonicsScenario('501')));
    expect(['format', 'epic', 'epicSetup'].filter((k) => k in std)).toEqual([]);
  });
});

describe('scripts/compose-epic-austerlitz.ts', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });

  it('--check passes on the committed files', () => {
    const r = run('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('--out writes both files and lists what the windows leave out; --check --out names a stale file', () => {
    const w = run('--out', tmp);
    expect(w.status).toBe(0);
    expect(w.stdout).toMatch(/wrote .*601-epic-austerlitz\.json\nwrote .*602-la-grande-austerlitz\.json/);
    expect(w.stderr).toMatch(/left out: 601-epic-austerlitz: 501 bottom LN K2 with Heudelet \(short-row edge\)/);
    const file = path.join(tmp, '602-la-grande-austerlitz.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"first": "top"', '"first": "bottom"'));
    const c = run('--check', '--out', tmp);
    expect(c.status).toBe(1);
    expect(c.stderr.trim()).toMatch(/^stale: .*602-la-grande-austerlitz\.json$/);
  });

  it('bad arguments are one line and exit 1', () => {
    const r = run('--bogus');
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('unknown argument --bogus (usage: compose-epic-austerlitz.ts [--check] [--out DIR])');
    const o = run('--out');
    expect(o.status).toBe(1);
    expect(o.stderr.trim()).toBe('--out needs a directory (usage: compose-epic-austerlitz.ts [--check] [--out DIR])');
  });
});
