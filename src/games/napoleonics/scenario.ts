/**
 * Loads, validates and normalises Commands & Colors: Napoleonics scenario files.
 *
 * `parseNapoleonicsScenario` runs the zod shape check (schema.ts) and then the rules that need the
 * board, the national unit tables or several fields at once. Every error is one line that starts
 * with the field path it is about (`units[3].type: ...`), one error per problem.
 * `normalizeNapoleonicsScenario` turns a validated file into the index-based form a compiler reads
 * (hexes become core indices, sides 0 = bottom / 1 = top, blocks filled in from the unit tables,
 * attached leaders become leaders on their unit's hex).
 *
 * Callers: scripts/convert-austerlitz.ts, tests, and (later) the Napoleonics compiler. Nothing here
 * is on a hot path. Browser-safe: `loadNapoleonicsScenarioFile` imports node:fs only when called.
 */
import { boardDims, type BoardName } from '../hex-notation.js';
import {
  addTile, checkedHexIndex, checkSidesHaveUnits, formatPath, impassableAt, loneLeaderOnUnit, parseScenarioWith, loadScenarioFileWith, sideIndex, validatedHexIndex,
} from '../scenario-parse.js';
import type { Path, ScenarioFormat, SideIndex, TileMap } from '../scenario-parse.js';
import {
  BUILDING_TERRAIN,
  HEXSIDES,
  IMPASSABLE_TERRAIN,
  NATION_UNITS,
  NATIONS,
  NO_ARTILLERY_TERRAIN,
  NapoleonicsScenarioSchema,
  type Hexside,
  type Nation,
  type NapoleonicsScenarioFile,
  type TerrainType,
  type UnitClass,
} from './schema.js';
import { checkEpicFormat, formatOf, normalizeEpic, type NormalizedEpicSetup } from './epic-check.js';
import type { NapoleonicsFormat } from './epic-format.js';
import { checkObjectives, normalizeObjective, type NormalizedObjective } from '../objectives.js';

export type NapoleonicsScenario = NapoleonicsScenarioFile;
export type NapoleonicsParseResult =
  | { ok: true; scenario: NapoleonicsScenario }
  | { ok: false; errors: string[] };

/** 0 = bottom side, 1 = top side (../scenario-parse.ts). */
export type { SideIndex };

export interface NapoleonicsNormalizedSide {
  army: string;
  nations: Nation[];
  commanders: string[];
  cards: number;
  tactician: number;
  banners: number;
  ironWill: number;
  guerrilla: number;
}

export interface NapoleonicsNormalizedTerrain {
  index: number;
  type: TerrainType;
  name: string | null;
  /** Field works only: fortified hexsides as indices into HEXSIDES (0 = E ... 5 = SE). */
  hexsides: number[];
}

export interface NapoleonicsNormalizedUnit {
  side: SideIndex;
  nation: Nation;
  code: string;
  cls: UnitClass;
  index: number;
  blocks: number;
  maxBlocks: number;
  conscript: boolean;
  name: string | null;
}

export interface NapoleonicsNormalizedLeader {
  side: SideIndex;
  index: number;
  name: string | null;
  attached: boolean;
}

/** A D.9 objective (../objectives.ts) with the Napoleonics unit filter. */
export interface NapoleonicsNormalizedObjective extends NormalizedObjective {
  excludeCodes: string[];
  excludeBuildingHexes: boolean;
}

export interface NapoleonicsNormalizedOptions {
  austerlitzStream?: { hexes: number[] };
  satschanMere?: { hexes: number[] };
  motherRussia?: { roll: boolean; dice: number | null; voidResults: string[]; flagMayChooseVoided: boolean };
  firstPlayerRollOff?: { dice: number; symbol: string; tie: SideIndex };
  cannotRetreat?: { side: SideIndex };
  retreatEitherBaseline?: { side: SideIndex };
  commandDeck?: 'ccn70' | 'gmt90';
  /** Tactician card id (text notation) -> copies; they add up to the file's total (checked). */
  tacticianDeck?: Record<string, number>;
}

export interface NapoleonicsNormalizedScenario {
  game: 'napoleonics';
  id: string;
  name: string;
  reconstruction: boolean;
  board: { name: BoardName; w: number; h: number };
  /** standard, epic or grande (epic-format.ts). */
  format: NapoleonicsFormat;
  /** EPIC / La Grande sections, display and seats (epic-check.ts); null for a standard scenario. */
  epic: NormalizedEpicSetup | null;
  sides: [NapoleonicsNormalizedSide, NapoleonicsNormalizedSide];
  /** 0 / 1, or null when a roll-off decides (options.firstPlayerRollOff). */
  first: SideIndex | null;
  terrain: NapoleonicsNormalizedTerrain[];
  units: NapoleonicsNormalizedUnit[];
  leaders: NapoleonicsNormalizedLeader[];
  /** Core indices of the "building hexes" (options.buildingTerrain or the D.11 default). */
  buildingHexes: number[];
  objectives: NapoleonicsNormalizedObjective[];
  options: NapoleonicsNormalizedOptions;
}

export { formatPath };

/**
 * Validate a Napoleonics scenario (`json`: the parsed value or JSON text). Never throws; on failure
 * every error string starts with the field path it is about.
 */
export function parseNapoleonicsScenario(json: unknown): NapoleonicsParseResult {
  return parseScenarioWith(json, NAPOLEONICS_FORMAT);
}

/** Read and validate a scenario file; unreadable files and invalid JSON give one line. */
export function loadNapoleonicsScenarioFile(path: string): Promise<NapoleonicsParseResult> {
  return loadScenarioFileWith(path, NAPOLEONICS_FORMAT);
}

const NAPOLEONICS_FORMAT: ScenarioFormat<NapoleonicsScenario> = { game: 'napoleonics', loader: 'Napoleonics', schema: NapoleonicsScenarioSchema, check: (s) => checkConsistency(s) };

/** The building terrain types in play for a scenario. */
export function buildingTerrainOf(s: NapoleonicsScenario): readonly TerrainType[] {
  return s.options?.buildingTerrain ?? BUILDING_TERRAIN;
}

/** Checks that need the board, the unit tables or several fields; assumes the shape check passed. */
function checkConsistency(s: NapoleonicsScenario): string[] {
  const errors: string[] = [];
  const board = s.board;
  const err = (path: Path, msg: string): void => {
    errors.push(`${formatPath(path)}: ${msg}`);
  };

  /** Core index of a hex, or null after recording one error for `path`. */
  const indexOf = checkedHexIndex(board, err);

  errors.push(...checkEpicFormat(s)); // format, sections, display, seats (epic-check.ts)
  if (s.reconstruction && s.provenance.reconstructed === undefined) {
    err(['provenance', 'reconstructed'], 'a reconstructed scenario must say what is reconstructed');
  }
  // a Tactician deck file (C.17) must add up to its stated total
  const td = s.options?.tacticianDeck;
  if (td) {
    const sum = Object.values(td.cards).reduce((a, b) => a + b, 0);
    if (sum !== td.total) err(['options', 'tacticianDeck', 'total'], `the deck's cards add up to ${sum}, not its total ${td.total}`);
  }

  // Sides: nations listed once, national items only for the nation that has them.
  for (const side of ['bottom', 'top'] as const) {
    const st = s.sides[side];
    const seen = new Set<Nation>();
    st.nations.forEach((n, i) => {
      if (seen.has(n)) err(['sides', side, 'nations', i], `"${n}" is listed twice`);
      seen.add(n);
    });
    if (st.items?.ironWill !== undefined && !seen.has('PR')) {
      err(['sides', side, 'items', 'ironWill'], 'Iron Will counters are Prussian (C.16) and this side has no "PR" nation');
    }
    if (st.items?.guerrilla !== undefined && !seen.has('ES')) {
      err(['sides', side, 'items', 'guerrilla'], 'Guerrilla tokens are Spanish (C.16) and this side has no "ES" nation');
    }
  }

  // Terrain: on the board; one tile per hex, plus field works over a passable tile.
  const tileAt: TileMap<TerrainType> = new Map();
  const worksAt = new Map<number, number>();
  s.terrain.forEach((t, i) => {
    const idx = indexOf(t.hex, ['terrain', i, 'hex']);
    if (t.type === 'field-works') {
      if (t.sides === undefined) err(['terrain', i, 'sides'], 'field works need 2 to 4 fortified hexsides');
      else if (new Set(t.sides).size !== t.sides.length) err(['terrain', i, 'sides'], 'a hexside is listed twice');
    } else if (t.sides !== undefined) {
      err(['terrain', i, 'sides'], `only field works have hexsides (this tile is "${t.type}")`);
    }
    if (idx === null) return;
    if (t.type === 'field-works') {
      const prev = worksAt.get(idx);
      if (prev !== undefined) err(['terrain', i, 'hex'], `"${t.hex}" already has field works (terrain[${prev}])`);
      else worksAt.set(idx, i);
      return;
    }
    addTile(tileAt, idx, t.hex, t.type, i, err);
  });
  const impassable = impassableAt(tileAt, IMPASSABLE_TERRAIN);
  for (const [idx, i] of worksAt) {
    const blocked = impassable(idx);
    if (blocked !== undefined) err(['terrain', i, 'hex'], `field works on "${s.terrain[i]!.hex}", which is ${blocked} (impassable)`);
  }

  // Units: nation of the side, code of the nation, blocks, stacking, terrain.
  const unitAt = new Map<number, number>();
  const leaderAt = new Map<number, string>();
  const unitCount = { bottom: 0, top: 0 };
  const sideNations = { bottom: new Set(s.sides.bottom.nations), top: new Set(s.sides.top.nations) };
  s.units.forEach((u, i) => {
    unitCount[u.side]++;
    const table = NATION_UNITS[u.nation];
    const rowOf = table[u.type];
    if (!sideNations[u.side].has(u.nation)) {
      err(['units', i, 'nation'], `"${u.nation}" is not a nation of the ${u.side} side (sides.${u.side}.nations: ${[...sideNations[u.side]].join(', ')})`);
    }
    if (rowOf === undefined) {
      const owners = NATIONS.filter((n) => NATION_UNITS[n][u.type] !== undefined);
      err(['units', i, 'type'], `"${u.type}" is not a ${u.nation} unit code (it is ${owners.join('/')}; ${u.nation} codes: ${Object.keys(table).join(' ')})`);
    } else {
      if (u.blocks !== undefined && u.blocks > rowOf.blocks) {
        err(['units', i, 'blocks'], `${u.nation} ${u.type} has at most ${rowOf.blocks} blocks (got ${u.blocks})`);
      }
      if (u.conscript === true && !(u.nation === 'FR' && u.type === 'LN')) {
        err(['units', i, 'conscript'], 'only French line infantry (LN) may carry a Conscript marker (D.10)');
      }
    }
    const idx = indexOf(u.hex, ['units', i, 'hex']);
    if (idx === null) return;
    const prev = unitAt.get(idx);
    if (prev !== undefined) err(['units', i, 'hex'], `"${u.hex}" already holds a unit (units[${prev}])`);
    else unitAt.set(idx, i);
    const tile = tileAt.get(idx);
    const blocked = impassable(idx);
    if (blocked !== undefined) {
      err(['units', i, 'hex'], `"${u.hex}" is ${blocked}, which is impassable`);
    } else if (tile !== undefined && rowOf?.cls === 'artillery' && NO_ARTILLERY_TERRAIN.includes(tile.type)) {
      err(['units', i, 'hex'], `"${u.hex}" is ${tile.type}, which artillery may not enter (C.15)`);
    }
    if (u.leader !== undefined) {
      if (leaderAt.has(idx)) err(['units', i, 'leader'], `"${u.hex}" already holds a leader (${leaderAt.get(idx)}); two leaders may not share a hex`);
      else leaderAt.set(idx, `units[${i}]`);
    }
  });
  checkSidesHaveUnits(unitCount, err);

  // Lone leaders: on the board, passable, alone.
  (s.leaders ?? []).forEach((l, i) => {
    const idx = indexOf(l.hex, ['leaders', i, 'hex']);
    if (idx === null) return;
    const unit = unitAt.get(idx);
    const blocked = impassable(idx);
    if (unit !== undefined) {
      loneLeaderOnUnit(['leaders', i, 'hex'], l.hex, unit, err);
    } else if (leaderAt.has(idx)) {
      err(['leaders', i, 'hex'], `"${l.hex}" already holds a leader (${leaderAt.get(idx)}); two leaders may not share a hex`);
    } else if (blocked !== undefined) {
      err(['leaders', i, 'hex'], `"${l.hex}" is ${blocked}, which is impassable`);
    } else {
      leaderAt.set(idx, `leaders[${i}]`);
    }
  });

  // Objectives.
  const codesInPlay = new Set(
    [...s.sides.bottom.nations, ...s.sides.top.nations].flatMap((n) => Object.keys(NATION_UNITS[n])),
  );
  checkObjectives(s.objectives ?? [], { indexOf, impassable, err }, (o, i) => {
    (o.unitFilter?.excludeTypes ?? []).forEach((c, j) => {
      if (!codesInPlay.has(c)) err(['objectives', i, 'unitFilter', 'excludeTypes', j], `"${c}" is not a unit code of any nation in this scenario`);
    });
  });

  // Options that point at the map or a nation.
  const o = s.options;
  const named = (name: string, type: TerrainType): boolean => s.terrain.some((t) => t.type === type && t.name === name);
  if (o?.austerlitzStream !== undefined && !named(o.austerlitzStream.terrainName, 'stream')) {
    err(['options', 'austerlitzStream', 'terrainName'], `no stream tile is named "${o.austerlitzStream.terrainName}"`);
  }
  if (o?.satschanMere !== undefined && !named(o.satschanMere.terrainName, 'pond')) {
    err(['options', 'satschanMere', 'terrainName'], `no pond tile is named "${o.satschanMere.terrainName}"`);
  }
  if (o?.motherRussia !== undefined && !s.sides.bottom.nations.includes('RU') && !s.sides.top.nations.includes('RU')) {
    err(['options', 'motherRussia'], 'Mother Russia (C.16) needs a side with the "RU" nation');
  }
  if (s.first === 'roll-off' && o?.firstPlayerRollOff === undefined) {
    err(['options', 'firstPlayerRollOff'], '"first" is "roll-off", so the roll-off must be given here');
  }
  if (s.first !== 'roll-off' && o?.firstPlayerRollOff !== undefined) {
    err(['options', 'firstPlayerRollOff'], `"first" is "${s.first}"; a roll-off needs "first": "roll-off"`);
  }
  (s.specialRules ?? []).forEach((r, i) => {
    if (r.option !== undefined && o?.[r.option] === undefined) {
      err(['specialRules', i, 'option'], `option "${r.option}" is not set in "options"`);
    }
  });
  return errors;
}

/**
 * Index-based form of a validated scenario. Throws if `s` did not come from a successful
 * `parseNapoleonicsScenario` (e.g. a hex off the board).
 */
export function normalizeNapoleonicsScenario(s: NapoleonicsScenario): NapoleonicsNormalizedScenario {
  const board = s.board;
  const { w, h } = boardDims(board);
  const idx = validatedHexIndex(board, 'normalizeNapoleonicsScenario', 'parseNapoleonicsScenario');
  const side = (x: NapoleonicsScenario['sides']['bottom']): NapoleonicsNormalizedSide => ({
    army: x.army,
    nations: [...x.nations],
    commanders: [...x.commanders],
    cards: x.cards,
    tactician: x.tactician,
    banners: x.banners,
    ironWill: x.items?.ironWill ?? 0,
    guerrilla: x.items?.guerrilla ?? 0,
  });
  const units: NapoleonicsNormalizedUnit[] = [];
  const leaders: NapoleonicsNormalizedLeader[] = [];
  for (const u of s.units) {
    const r = NATION_UNITS[u.nation][u.type];
    if (r === undefined) throw new Error(`normalizeNapoleonicsScenario: "${u.type}" is not a ${u.nation} unit code`);
    units.push({
      side: sideIndex(u.side), nation: u.nation, code: u.type, cls: r.cls, index: idx(u.hex),
      blocks: u.blocks ?? r.blocks, maxBlocks: r.blocks, conscript: u.conscript === true, name: u.name ?? null,
    });
    if (u.leader !== undefined) {
      leaders.push({ side: sideIndex(u.side), index: idx(u.hex), name: u.leader === true ? null : u.leader, attached: true });
    }
  }
  for (const l of s.leaders ?? []) {
    leaders.push({ side: sideIndex(l.side), index: idx(l.hex), name: l.name ?? null, attached: false });
  }
  const hexesNamed = (name: string, type: TerrainType): number[] =>
    s.terrain.filter((t) => t.type === type && t.name === name).map((t) => idx(t.hex));
  const building = buildingTerrainOf(s);
  const options: NapoleonicsNormalizedOptions = {};
  const o = s.options ?? {};
  if (o.austerlitzStream) options.austerlitzStream = { hexes: hexesNamed(o.austerlitzStream.terrainName, 'stream') };
  if (o.satschanMere) options.satschanMere = { hexes: hexesNamed(o.satschanMere.terrainName, 'pond') };
  if (o.motherRussia) {
    options.motherRussia = {
      roll: o.motherRussia.roll,
      dice: o.motherRussia.dice ?? null,
      voidResults: [...(o.motherRussia.voidResults ?? [])],
      flagMayChooseVoided: o.motherRussia.flagMayChooseVoided ?? false,
    };
  }
  if (o.firstPlayerRollOff) {
    options.firstPlayerRollOff = { dice: o.firstPlayerRollOff.dice, symbol: o.firstPlayerRollOff.symbol, tie: sideIndex(o.firstPlayerRollOff.tie) };
  }
  if (o.cannotRetreat) options.cannotRetreat = { side: sideIndex(o.cannotRetreat.side) };
  if (o.retreatEitherBaseline) options.retreatEitherBaseline = { side: sideIndex(o.retreatEitherBaseline.side) };
  if (o.commandDeck) options.commandDeck = o.commandDeck;
  if (o.tacticianDeck) options.tacticianDeck = { ...o.tacticianDeck.cards };

  return {
    game: 'napoleonics',
    id: s.id,
    name: s.name,
    reconstruction: s.reconstruction,
    board: { name: board, w, h },
    format: formatOf(s),
    epic: normalizeEpic(s),
    sides: [side(s.sides.bottom), side(s.sides.top)],
    first: s.first === 'roll-off' ? null : sideIndex(s.first),
    terrain: s.terrain.map((t) => ({
      index: idx(t.hex),
      type: t.type,
      name: t.name ?? null,
      hexsides: (t.sides ?? []).map((d: Hexside) => HEXSIDES.indexOf(d)),
    })),
    units,
    leaders,
    buildingHexes: s.terrain.filter((t) => building.includes(t.type)).map((t) => idx(t.hex)),
    objectives: (s.objectives ?? []).map((x) => ({
      ...normalizeObjective(x, idx),
      excludeCodes: [...(x.unitFilter?.excludeTypes ?? [])],
      excludeBuildingHexes: x.unitFilter?.excludeBuildingHexes === true,
    })),
    options,
  };
}
