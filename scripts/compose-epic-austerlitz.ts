/**
 * Composes the EPIC Austerlitz (20x11, 601) and La Grande Austerlitz (26x11, 602) scenario files
 * from the ground and armies of the six standard-size Austerlitz battles (501..506, themselves
 * RECONSTRUCTED maps): src/games/napoleonics/scenarios/601-epic-austerlitz.json and
 * 602-la-grande-austerlitz.json. Nothing here is a printed map; both files say so.
 *
 * Run:   node --import tsx scripts/compose-epic-austerlitz.ts
 * Check: node --import tsx scripts/compose-epic-austerlitz.ts --check   (exit 1 if a committed file differs)
 * --out DIR writes (or with --check compares) the files in DIR instead of the scenarios folder.
 *
 * Method (docs/scenarios-epic.md has the reasoning): each wide board is a row of STRIPS, each strip
 * a column window of one standard battle copied hex for hex (terrain, units, leaders, objectives)
 * to a column offset on the wide board, north (the bottom side's left) to south:
 *
 *   EPIC 601, 20 columns:      504 A-G -> A-G | 503 F-K -> H-M | 501 E-K -> N-T
 *   La Grande 602, 26 columns: 504 A-F -> A-F | 505 C-J -> G-N | 503 F-J -> O-S | 502 E-K -> T-Z
 *
 *   standard row r -> wide row r (rows 10 and 11, the Allied rear, stay clear)
 *
 * A column shift keeps every hex's neighbours (long and short rows shift alike), so each strip's
 * ground is the standard battle's. What falls outside a window, or on the short-row hex a 20/26-wide
 * board lacks, is left out and listed on stderr. Leaders are capped at 8 a side (the rules core
 * holds 16, assembly/cc/state.ts MAX_LEADERS): every battle's commanders stay, then one more per
 * strip in turn. Objectives keep their rules with ids prefixed by the battle number; their hexes are
 * cut to the window. Deterministic: same inputs, byte-identical output; every file is validated.
 */
import { fileURLToPath } from 'node:url';

import { parseNapoleonicsScenario } from '../src/games/napoleonics/scenario.js';
import { defaultSections, type EpicSetup, type NapoleonicsFormat } from '../src/games/napoleonics/epic-format.js';
import type {
  NapoleonicsObjective, NapoleonicsScenarioFile, NapoleonicsSideSetup, NapoleonicsTerrainEntry, NapoleonicsUnitEntry,
} from '../src/games/napoleonics/schema.js';
import { boardDims, onBoard, parseHex, tryParseHex } from '../src/games/hex-notation.js';
import { writeScenarioFiles, runIfMain } from './lib/scenario-files.js';

import s501 from '../src/games/napoleonics/scenarios/501-sokolnitz-telnitz.json' with { type: 'json' };
import s502 from '../src/games/napoleonics/scenarios/502-davouts-counterattack.json' with { type: 'json' };
import s503 from '../src/games/napoleonics/scenarios/503-soults-attack-centre.json' with { type: 'json' };
import s504 from '../src/games/napoleonics/scenarios/504-lannes-vs-bagration.json' with { type: 'json' };
import s505 from '../src/games/napoleonics/scenarios/505-russian-guard.json' with { type: 'json' };
import s506 from '../src/games/napoleonics/scenarios/506-soult-attacks-south.json' with { type: 'json' };

/** The six standard battles by number (the shipped files, already validated by their own tests). */
export const STANDARD: Readonly<Record<string, NapoleonicsScenarioFile>> = {
  '501': s501 as NapoleonicsScenarioFile, '502': s502 as NapoleonicsScenarioFile, '503': s503 as NapoleonicsScenarioFile,
  '504': s504 as NapoleonicsScenarioFile, '505': s505 as NapoleonicsScenarioFile, '506': s506 as NapoleonicsScenarioFile,
};

/** One column window of a standard battle placed on the wide board. */
export interface Strip { battle: string; from: string; to: string; at: string; why: string }

/** Leaders per side the rules core can hold (16 in all). */
export const LEADERS_PER_SIDE = 8;
/** All Austerlitz streams are the Goldbach (504's Bosenitz brook is its upper course). */
const STREAM_NAME = 'Goldbach';

interface Plan {
  id: string;
  name: string;
  format: NapoleonicsFormat;
  time: string;
  strips: Strip[];
  note: string;
  sectionNames: string[];
  sides: Record<'bottom' | 'top', Omit<NapoleonicsSideSetup, 'banners' | 'nations'>>;
  seats: NonNullable<EpicSetup['seats']>;
}

export const EPIC_PLAN: Plan = {
  id: '601-epic-austerlitz',
  name: 'Austerlitz (EPIC)',
  format: 'epic',
  time: 'morning (the 08:00-10:00 battles)',
  strips: [
    { battle: '504', from: 'A', to: 'G', at: 'A', why: 'north: the Santon, Bosenitz and the Bosenitz brook (Lannes vs Bagration)' },
    { battle: '503', from: 'F', to: 'K', at: 'H', why: 'centre: Pratzen village and the Pratzen heights (Soult vs Miloradovich and Kolowrat)' },
    { battle: '501', from: 'E', to: 'K', at: 'N', why: 'south: the Sokolnitz castle, Sokolnitz, Telnitz and the Goldbach (Legrand vs Buxhowden)' },
  ],
  note: 'French, west at the bottom; Allies, east at the top. The bottom side\'s left is north (the Santon, Bosenitz), its centre the Pratzen, its right south (Sokolnitz, Telnitz).',
  sectionNames: ['Left flank (north: Santon, Bosenitz)', 'Centre (Pratzen)', 'Right flank (south: Sokolnitz, Telnitz)'],
  sides: {
    bottom: { army: 'French', commanders: ['Napoleon'], cards: 6, tactician: 4 },
    top: { army: 'Allied (Russian and Austrian)', commanders: ['Kutuzov'], cards: 5, tactician: 3 },
  },
  // D.7 6-player format: the CinC runs the section no sub-commander holds (Tactician cards: D.7's shares)
  seats: {
    bottom: [
      { role: 'commander-in-chief', name: 'Napoleon', sections: ['centre'] },
      { role: 'sub-commander', name: 'Lannes', sections: ['left'] },
      { role: 'sub-commander', name: 'Soult', sections: ['right'] },
    ],
    top: [
      { role: 'commander-in-chief', name: 'Kutuzov', sections: ['centre'] },
      { role: 'sub-commander', name: 'Bagration', sections: ['left'] },
      { role: 'sub-commander', name: 'Buxhowden', sections: ['right'] },
    ],
  },
};

export const GRANDE_PLAN: Plan = {
  id: '602-la-grande-austerlitz',
  name: 'Austerlitz (La Grande)',
  format: 'grande',
  time: 'the day gathered on one front (the 09:00-13:00 battles)',
  strips: [
    { battle: '504', from: 'A', to: 'F', at: 'A', why: 'north: the Santon and Bosenitz (Lannes vs Bagration)' },
    { battle: '505', from: 'C', to: 'J', at: 'G', why: 'north-centre: Blasowitz and Stare Vinohrady (the Russian Guard against Vandamme, Drouet and the Guard cavalry)' },
    { battle: '503', from: 'F', to: 'J', at: 'O', why: 'centre: Pratzen village and the Pratzen heights (Soult vs Miloradovich and Kolowrat)' },
    { battle: '502', from: 'E', to: 'K', at: 'T', why: 'south: the Sokolnitz castle, Sokolnitz and Telnitz (Davout\'s counterattack)' },
  ],
  note: 'French, west at the bottom; Allies, east at the top. North to south along the French front (the bottom side\'s left to right): the Santon and Bosenitz, Blasowitz, Stare Vinohrady, Pratzen and its heights, Sokolnitz, Telnitz.',
  sectionNames: [
    'North, outer (Santon, Bosenitz)', 'North, inner (Blasowitz)', 'Centre, north (Stare Vinohrady)',
    'Centre, south (Pratzen)', 'South, inner (Pratzen heights, Sokolnitz castle)', 'South, outer (Sokolnitz, Telnitz)',
  ],
  sides: {
    bottom: { army: 'French', commanders: ['Napoleon'], cards: 6, tactician: 6 },
    top: { army: 'Allied (Russian and Austrian)', commanders: ['Kutuzov'], cards: 5, tactician: 3 },
  },
  // D.8: the CinC commands no section; three corps commanders, one pair of sections each
  seats: {
    bottom: [
      { role: 'commander-in-chief', name: 'Napoleon', sections: [], cards: 6 },
      { role: 'corps-commander', name: 'Lannes', sections: ['left-1', 'left-2'], cards: 2, tactician: 2 },
      { role: 'corps-commander', name: 'Soult', sections: ['centre-1', 'centre-2'], cards: 2, tactician: 2 },
      { role: 'corps-commander', name: 'Davout', sections: ['right-1', 'right-2'], cards: 2, tactician: 2 },
    ],
    top: [
      { role: 'commander-in-chief', name: 'Kutuzov', sections: [], cards: 5 },
      { role: 'corps-commander', name: 'Bagration', sections: ['left-1', 'left-2'], cards: 2, tactician: 1 },
      { role: 'corps-commander', name: 'Miloradovich', sections: ['centre-1', 'centre-2'], cards: 2, tactician: 1 },
      { role: 'corps-commander', name: 'Buxhowden', sections: ['right-1', 'right-2'], cards: 2, tactician: 1 },
    ],
  },
};

const col = (letter: string): number => letter.charCodeAt(0) - 65;

/** The hex a strip puts a standard-board hex on, or null when it is outside the window / off the board. */
export function placeHex(strip: Strip, hex: string, format: NapoleonicsFormat): string | null {
  const r = tryParseHex(hex, 'standard');
  if (!r.ok) throw new Error(`${strip.battle}: ${r.error}`);
  const { col: c, row } = r.hex;
  if (c < col(strip.from) || c > col(strip.to)) return null;
  const nc = c - col(strip.from) + col(strip.at);
  if (!onBoard(nc, row, format)) return null;
  return String.fromCharCode(65 + nc) + String(row);
}

/** Composes one wide scenario; `dropped` collects what the windows leave out (printed by main). */
export function compose(plan: Plan, dropped: string[] = []): NapoleonicsScenarioFile {
  const w = boardDims(plan.format).w;
  let next = 0;
  for (const s of plan.strips) {
    if (col(s.at) !== next) throw new Error(`${plan.id}: strip ${s.battle} starts at ${s.at}; the strips must tile the board from column A`);
    next = col(s.at) + col(s.to) - col(s.from) + 1;
  }
  if (next !== w) throw new Error(`${plan.id}: the strips cover ${next} columns, the ${plan.format} board has ${w}`);

  const terrain: NapoleonicsTerrainEntry[] = [];
  const units: NapoleonicsUnitEntry[] = [];
  const objectives: NapoleonicsObjective[] = [];
  const nations = { bottom: new Set<string>(), top: new Set<string>() };
  const ratio = { bottom: [] as number[], top: [] as number[] };
  const leaderPool: Array<{ strip: number; unit: NapoleonicsUnitEntry; commander: boolean }> = [];

  plan.strips.forEach((strip, si) => {
    const src = STANDARD[strip.battle];
    if (src === undefined) throw new Error(`${plan.id}: unknown battle ${strip.battle}`);
    const place = (hex: string): string | null => placeHex(strip, hex, plan.format);
    for (const t of src.terrain) {
      const hex = place(t.hex);
      if (hex === null) { if (inWindow(strip, t.hex)) dropped.push(`${plan.id}: ${strip.battle} ${t.type} ${t.hex} (short-row edge)`); continue; }
      const e: NapoleonicsTerrainEntry = { hex, type: t.type };
      const name = t.type === 'stream' ? STREAM_NAME : t.name;
      if (name !== undefined) e.name = name;
      if (t.sides !== undefined) e.sides = [...t.sides];
      terrain.push(e);
    }
    for (const u of src.units) {
      const hex = place(u.hex);
      if (hex === null) {
        if (inWindow(strip, u.hex)) dropped.push(`${plan.id}: ${strip.battle} ${u.side} ${u.type} ${u.hex}${u.leader ? ` with ${String(u.leader)}` : ''} (short-row edge)`);
        continue;
      }
      const e: NapoleonicsUnitEntry = { side: u.side, nation: u.nation, type: u.type, hex };
      if (u.blocks !== undefined) e.blocks = u.blocks;
      if (u.name !== undefined) e.name = u.name;
      units.push(e);
      nations[u.side].add(u.nation);
      if (u.leader !== undefined) {
        const commander = typeof u.leader === 'string' && src.sides[u.side].commanders.includes(u.leader);
        leaderPool.push({ strip: si, unit: { ...e, leader: u.leader }, commander });
      }
    }
    for (const side of ['bottom', 'top'] as const) {
      const enemy = side === 'bottom' ? 'top' : 'bottom';
      ratio[side].push(src.sides[side].banners / src.units.filter((u) => u.side === enemy).length);
    }
    for (const o of src.objectives ?? []) {
      const c = cutObjective(o, place, strip.battle);
      if (c === null) dropped.push(`${plan.id}: ${strip.battle} objective ${o.id} (its hexes are outside the window)`);
      else objectives.push(c);
    }
  });

  // Leaders: commanders first, then one more per strip in turn, up to LEADERS_PER_SIDE a side.
  for (const side of ['bottom', 'top'] as const) {
    const pool = leaderPool.filter((l) => l.unit.side === side);
    const kept = pool.filter((l) => l.commander);
    const rest = pool.filter((l) => !l.commander);
    for (let round = 0; kept.length < LEADERS_PER_SIDE && rest.length > 0; round++) {
      for (let si = 0; si < plan.strips.length && kept.length < LEADERS_PER_SIDE; si++) {
        const i = rest.findIndex((l) => l.strip === si);
        if (i >= 0) kept.push(rest.splice(i, 1)[0]!);
      }
    }
    for (const l of rest) dropped.push(`${plan.id}: leader ${String(l.unit.leader)} (${side}, ${l.unit.hex}): over ${LEADERS_PER_SIDE} a side`);
    for (const l of kept) units.find((u) => u.hex === l.unit.hex)!.leader = l.unit.leader!;
  }

  const clash = adjacentEnemies(units, plan.format);
  if (clash.length > 0) throw new Error(`${plan.id}: enemy units adjacent at the start across a strip join: ${clash.join(', ')}`);

  const count = (side: 'bottom' | 'top'): number => units.filter((u) => u.side === side).length;
  // Banners to win: the standard battles' mean ratio of banners to enemy units, times the enemy units here.
  const banners = (side: 'bottom' | 'top'): number => {
    const enemy = side === 'bottom' ? 'top' : 'bottom';
    const mean = ratio[side].reduce((a, b) => a + b, 0) / ratio[side].length;
    return Math.min(30, Math.round(mean * count(enemy)));
  };
  const NATION_ORDER = ['FR', 'GB', 'PT', 'ES', 'RU', 'AT', 'PR'];
  const sideSetup = (side: 'bottom' | 'top'): NapoleonicsSideSetup => ({
    army: plan.sides[side].army,
    nations: NATION_ORDER.filter((n) => nations[side].has(n)) as NapoleonicsSideSetup['nations'],
    commanders: [...plan.sides[side].commanders],
    cards: plan.sides[side].cards,
    tactician: plan.sides[side].tactician,
    banners: banners(side),
  });

  const sections = defaultSections(plan.format).map((s, i) => ({ ...s, name: plan.sectionNames[i]! }));
  const stripText = plan.strips.map((s) => `${STANDARD[s.battle]!.id} columns ${s.from}-${s.to} at ${s.at}-${String.fromCharCode(col(s.at) + col(s.to) - col(s.from) + 65)} (${s.why})`).join('; ');
  const file: NapoleonicsScenarioFile = {
    game: 'napoleonics',
    id: plan.id,
    name: plan.name,
    battle: 'Austerlitz',
    date: '1805-12-02',
    time: plan.time,
    note: plan.note,
    reconstruction: true,
    provenance: {
      transcribed:
        `Only the format's rules: the ${plan.format === 'epic' ? 'EPIC board (20x11, three sections, D.2)' : 'La Grande board (26x11, six sections, D.8)'}, ` +
        'the Messenger display (D.3) and the seat roles (D.7, D.8). No printed EPIC or La Grande Austerlitz map or battle notes were available.',
      reconstructed:
        'Everything else, and this is not the printed map: the ground and armies are composed from the six reconstructed standard battles, ' +
        `column windows copied hex for hex (${stripText}; rows unchanged, rows 10-11 clear). ` +
        'Our own choices, not from any source: the windows, the commanders-in-chief and corps commanders, hand sizes, Tactician cards, ' +
        'first player, banners to win (the standard battles\' mean banners per enemy unit), the leader cap of 8 a side, ' +
        'the section lines (UNCONFIRMED option) and every stream named Goldbach.',
      source: 'scripts/compose-epic-austerlitz.ts from src/games/napoleonics/scenarios/501-506 (method: docs/scenarios-epic.md)',
    },
    board: plan.format === 'epic' ? 'epic' : 'grande',
    format: plan.format,
    epic: { sections, display: { size: 5, refillAt: 2 }, seats: plan.seats },
    sides: { bottom: sideSetup('bottom'), top: sideSetup('top') },
    first: 'top',
    terrain,
    units,
    objectives,
    options: {
      austerlitzStream: { terrainName: STREAM_NAME },
      motherRussia: { roll: false },
    },
    specialRules: [
      { option: 'austerlitzStream', text: 'The Goldbach (and its upper course, the Bosenitz brook) does not stop movement; no dice reduction when battling a unit in it; a unit in it battles with 1 die less (as in the standard battles #1, #2, #4, #6).' },
      { option: 'motherRussia', text: 'No Mother Russia roll (our choice: five of the six standard battles have none).' },
      { text: 'Our choice, not from the battle notes: the Allies move first (the battle opened with their attack on the French right, as in #1 and #4).' },
    ],
  };
  return file;
}

/** Pairs of enemy units on neighbouring hexes (hex-notation: even rows are short and shifted right). */
export function adjacentEnemies(units: readonly NapoleonicsUnitEntry[], format: NapoleonicsFormat): string[] {
  const at = new Map(units.map((u) => [u.hex, u]));
  const out: string[] = [];
  for (const u of units) {
    const { col: c, row } = parseHex(u.hex, format);
    const up = row % 2 === 0 ? [c, c + 1] : [c - 1, c]; // the two columns of the row above (and below)
    const around: Array<[number, number]> = [[c - 1, row], [c + 1, row], ...up.map((x): [number, number] => [x, row + 1]), ...up.map((x): [number, number] => [x, row - 1])];
    for (const [nc, nr] of around) {
      const v = at.get(String.fromCharCode(65 + nc) + String(nr));
      if (v !== undefined && v.side !== u.side && u.side === 'bottom') out.push(`${u.hex}-${v.hex}`);
    }
  }
  return out;
}

function inWindow(strip: Strip, hex: string): boolean {
  const c = hex.charCodeAt(0) - 65;
  return c >= col(strip.from) && c <= col(strip.to);
}

/** An objective with its hexes moved and cut to the window; null when nothing of it is left. */
function cutObjective(o: NapoleonicsObjective, place: (hex: string) => string | null, battle: string): NapoleonicsObjective | null {
  const keep = (hexes: readonly string[]): string[] => hexes.map(place).filter((h): h is string => h !== null);
  const out: NapoleonicsObjective = { ...o, id: `${battle}-${o.id}` };
  if (o.hexes !== undefined) {
    const hexes = keep(o.hexes);
    const grouped = o.type.startsWith('group-') || o.type.startsWith('majority-');
    // a group or majority objective keeps its meaning only whole
    if (hexes.length === 0 || (grouped && hexes.length !== o.hexes.length)) return null;
    out.hexes = hexes;
  }
  if (o.condition !== undefined) {
    const onAnyOf = keep(o.condition.onAnyOf);
    if (onAnyOf.length === 0) return null;
    out.condition = { noUnitOf: o.condition.noUnitOf, onAnyOf };
  }
  if (o.unitFilter !== undefined) {
    out.unitFilter = { ...o.unitFilter, ...(o.unitFilter.excludeTypes ? { excludeTypes: [...o.unitFilter.excludeTypes] } : {}) };
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const outAt = args.indexOf('--out');
  const outArg = outAt >= 0 ? args[outAt + 1] : undefined;
  if (outAt >= 0 && (outArg === undefined || outArg.startsWith('--'))) throw new Error('--out needs a directory (usage: compose-epic-austerlitz.ts [--check] [--out DIR])');
  const unknown = args.filter((a, i) => a !== '--check' && !(outAt >= 0 && (i === outAt || i === outAt + 1)));
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown[0]} (usage: compose-epic-austerlitz.ts [--check] [--out DIR])`);
  const outDir = outArg ?? fileURLToPath(new URL('../src/games/napoleonics/scenarios/', import.meta.url));
  const dropped: string[] = [];
  const files = [compose(EPIC_PLAN, dropped), compose(GRANDE_PLAN, dropped)];
  if (!check) for (const d of dropped) console.error(`left out: ${d}`);
  const stale = await writeScenarioFiles(files, outDir, check, parseNapoleonicsScenario);
  if (stale > 0) process.exit(1);
}

runIfMain(import.meta.url, main);
