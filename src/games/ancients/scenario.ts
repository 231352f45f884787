/**
 * Loads, validates and normalises Commands & Colors: Ancients scenario files.
 *
 * `parseScenario` runs the zod shape check (schema.ts) and then the rules that need the board or
 * several fields at once; every error names its field path (`units[3].hex: ...`) so a person can
 * fix a file from the message alone. `normalizeScenario` turns a validated scenario into the plain,
 * index-based object the engine facade compiles into the wasm core (hexes become core indices,
 * sides become 0 = bottom / 1 = top, blocks are filled in, attached leaders become leaders on their
 * unit's hex) and maps its D.9 objectives onto the core's once (`objectivePieces`, kept as
 * `pieces.objectives` for compile.ts and ../objectives-read.ts).
 *
 * Callers: the scenario registry (once per shipped scenario), the CLI and the `serve` protocol (once
 * per user-supplied scenario), the converter script and tests. Nothing here is on a hot path.
 * Browser-safe: `loadScenarioFile` imports node:fs lazily, only when it is called.
 */
import { boardDims, tryParseHex, type BoardName } from '../hex-notation.js';
import {
  addTile, checkedHexIndex, checkSidesHaveUnits, formatPath, impassableAt, loneLeaderOnUnit, parseScenarioWith, loadScenarioFileWith, sideIndex, validatedHexIndex,
} from '../scenario-parse.js';
import type { Path, ScenarioFormat, SideIndex, TileMap } from '../scenario-parse.js';
import {
  checkObjectives, coreObjectivesOf, MAX_CORE_OBJECTIVES, normalizeObjective, type CoreObjective, type CoreObjectivesCarrier, type FileObjective, type NormalizedObjective,
} from '../objectives.js';
import {
  IMPASSABLE_TERRAIN,
  MAX_BLOCKS,
  ScenarioFileSchema,
  type ScenarioFile,
  type SideName,
  type TerrainType,
  type UnitType,
} from './schema.js';

/** A scenario that passed `parseScenario`: shape and consistency are both checked. */
export type Scenario = ScenarioFile;

export type ScenarioParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/** 0 = bottom side, 1 = top side (../scenario-parse.ts). */
export type { SideIndex };

export interface NormalizedSide {
  name: string;
  cards: number;
  banners: number;
  commander: string | null;
}

export interface NormalizedTerrain {
  index: number;
  type: TerrainType;
  /** Camps only: owning side, or null when the file does not say. */
  owner: SideIndex | null;
}

export interface NormalizedUnit {
  side: SideIndex;
  type: UnitType;
  index: number;
  blocks: number;
  maxBlocks: number;
}

export interface NormalizedLeader {
  side: SideIndex;
  index: number;
  /** null for an unnamed leader. */
  name: string | null;
}

/** Scenario options with hexes as core indices and sides as indices. Absent = rule not in play. */
export interface NormalizedOptions {
  sacredBand?: number;
  magoAmbush?: { side: SideIndex; units: UnitType[]; leader: string | null };
  trasimenusHand?: boolean;
  beneventumHand?: boolean;
  castulo?: { scipio: number };
  baeculaCamps?: boolean;
}

export interface NormalizedScenario extends CoreObjectivesCarrier {
  id: string;
  name: string;
  board: { name: BoardName; w: number; h: number };
  sides: [NormalizedSide, NormalizedSide];
  first: SideIndex;
  terrain: NormalizedTerrain[];
  units: NormalizedUnit[];
  leaders: NormalizedLeader[];
  /** Fixed starting hands per side; null = deal from the deck. */
  hands: [string[] | null, string[] | null];
  /** D.9 objective banners (../objectives.ts) as the file gives them, in index form. */
  objectives: NormalizedObjective[];
  options: NormalizedOptions;
  /**
   * (CoreObjectivesCarrier) The core's objectives, mapped once from `objectives` (`objectivePieces`):
   * compile.ts writes them and ../objectives-read.ts reads them, the field a Napoleonics core-level
   * scenario uses. Absent when the file has no objectives (so such a scenario's hash is what it was).
   */
  pieces?: { objectives?: CoreObjective[] };
}

/** A file's objectives in index form, the core objectives they map to, and the positions of those the core cannot hold. */
export interface ObjectivePieces {
  normalized: NormalizedObjective[];
  core: CoreObjective[];
  /** Positions in the file's list of objectives with no core kind (a temporary hex objective on several hexes, not per hex). */
  refused: number[];
}

/**
 * The one mapping of an Ancients file's D.9 objectives onto the core's (every hex of an objective
 * counts, no unit type is excluded): parseScenario's checks count and refuse with it (hexes through
 * `idx` as checked there), normalizeScenario stores its `core` list as `pieces.objectives`.
 */
export function objectivePieces(list: readonly FileObjective[], idx: (hex: string) => number): ObjectivePieces {
  const out: ObjectivePieces = { normalized: [], core: [], refused: [] };
  list.forEach((x, i) => {
    const ob = normalizeObjective(x, idx);
    const notes: string[] = [];
    out.normalized.push(ob);
    out.core.push(...coreObjectivesOf(ob, ob.hexes, [], notes));
    if (notes.length > 0) out.refused.push(i);
  });
  return out;
}

export { formatPath };

/**
 * Validate a scenario. `json` is the parsed JSON value, or a string holding JSON text.
 * Never throws; on failure every error string starts with the field path it is about.
 */
export function parseScenario(json: unknown): ScenarioParseResult {
  return parseScenarioWith(json, ANCIENTS_FORMAT);
}

/** Read and validate a scenario file. Unreadable files and invalid JSON give a one-line error. */
export function loadScenarioFile(path: string): Promise<ScenarioParseResult> {
  return loadScenarioFileWith(path, ANCIENTS_FORMAT);
}

const ANCIENTS_FORMAT: ScenarioFormat<ScenarioFile> = { game: 'ancients', loader: 'Ancients', schema: ScenarioFileSchema, check: (s) => checkConsistency(s) };

/** Checks that need the board or several fields; assumes the zod shape check passed. */
function checkConsistency(s: ScenarioFile): string[] {
  const errors: string[] = [];
  const board = s.board;
  const err = (path: Path, msg: string): void => {
    errors.push(`${formatPath(path)}: ${msg}`);
  };
  /** Core index of a hex, or null after recording an error for `path`. */
  const indexOf = checkedHexIndex(board, err);

  // Terrain: on the board, one tile per hex, owners only on camps.
  const terrainAt: TileMap<TerrainType> = new Map();
  s.terrain.forEach((t, i) => {
    const idx = indexOf(t.hex, ['terrain', i, 'hex']);
    if (t.owner !== undefined && t.type !== 'camp') {
      errors.push(`terrain[${i}].owner: only a camp has an owner (this tile is "${t.type}")`);
    }
    if (idx !== null) addTile(terrainAt, idx, t.hex, t.type, i, err);
  });
  const impassable = impassableAt(terrainAt, IMPASSABLE_TERRAIN);

  // Units and leaders: on the board, stacking, blocks, terrain.
  const unitAt = new Map<number, number>();
  const leaderAt = new Map<number, number>();
  const leaderSideAt = new Map<number, SideName>();
  const unitCount = { bottom: 0, top: 0 };
  s.units.forEach((u, i) => {
    const idx = indexOf(u.hex, ['units', i, 'hex']);
    if (u.type !== 'leader') {
      unitCount[u.side]++;
      const max = MAX_BLOCKS[u.type];
      if (u.blocks !== undefined && u.blocks > max) {
        errors.push(`units[${i}].blocks: ${u.type} has at most ${max} blocks (got ${u.blocks})`);
      }
    }
    if (idx === null) return;
    const hasLeader = u.type === 'leader' || u.leader !== undefined;
    if (u.type !== 'leader') {
      const prev = unitAt.get(idx);
      if (prev !== undefined) {
        errors.push(`units[${i}].hex: "${u.hex}" already holds a unit (units[${prev}])`);
      } else {
        unitAt.set(idx, i);
      }
    }
    const blocked = impassable(idx);
    if (blocked !== undefined) {
      errors.push(`units[${i}].hex: "${u.hex}" is ${blocked}, which is impassable`);
    }
    if (hasLeader) {
      const prev = leaderAt.get(idx);
      if (prev !== undefined) {
        errors.push(`units[${i}].hex: "${u.hex}" already holds a leader (units[${prev}]); two leaders may not share a hex`);
      } else {
        leaderAt.set(idx, i);
        leaderSideAt.set(idx, u.side);
      }
    }
  });
  // A lone leader on a unit's hex must be written as that unit's `leader` (checked after all units
  // are placed so the order of entries does not matter).
  s.units.forEach((u, i) => {
    if (u.type !== 'leader') return;
    const r = tryParseHex(u.hex, board);
    if (!r.ok) return;
    const unit = unitAt.get(r.hex.index);
    if (unit !== undefined) loneLeaderOnUnit(['units', i, 'hex'], u.hex, unit, err);
  });
  checkSidesHaveUnits(unitCount, err);

  // Options that point at the board.
  const o = s.options;
  if (o?.sacredBand !== undefined) {
    const idx = indexOf(o.sacredBand, ['options', 'sacredBand']);
    if (idx !== null && unitAt.get(idx) === undefined) {
      errors.push(`options.sacredBand: no unit on "${o.sacredBand}"`);
    }
  }
  if (o?.castulo !== undefined) {
    const idx = indexOf(o.castulo.scipio, ['options', 'castulo', 'scipio']);
    if (idx !== null && leaderSideAt.get(idx) !== 'bottom') {
      errors.push(`options.castulo.scipio: no bottom-side leader on "${o.castulo.scipio}"`);
    }
  }
  if (o?.baeculaCamps === true && !s.terrain.some((t) => t.type === 'camp' && t.owner === 'top')) {
    errors.push('options.baeculaCamps: the scenario has no camp owned by the top side');
  }

  // D.9 objectives: the Napoleonics checks, then each must map onto the core's objectives (no note
  // left over, at most MAX_CORE_OBJECTIVES in all).
  const objectives = s.objectives ?? [];
  const before = errors.length;
  checkObjectives(objectives, { indexOf, impassable, err });
  if (errors.length === before && objectives.length > 0) {
    const onBoard = (hex: string): number => {
      const r = tryParseHex(hex, board);
      return r.ok ? r.hex.index : -1; // every hex was checked above
    };
    const { normalized, core, refused } = objectivePieces(objectives, onBoard);
    for (const i of refused) {
      errors.push(`objectives[${i}].perHex: a "${objectives[i]!.type}" objective on ${normalized[i]!.hexes.length} hexes gives a banner per hex: set "perHex": true, or use "group-temporary" for the hexes together`);
    }
    if (core.length > MAX_CORE_OBJECTIVES) {
      errors.push(`objectives: ${core.length} objective banners to track (one per hex of a perHex or permanent objective); the core holds at most ${MAX_CORE_OBJECTIVES}`);
    }
  }
  return errors;
}

/**
 * Index-based form of a validated scenario for the engine facade. Throws if `s` did not come from
 * a successful `parseScenario` (e.g. a hex off the board).
 */
export function normalizeScenario(s: Scenario): NormalizedScenario {
  const board = s.board;
  const { w, h } = boardDims(board);
  const idx = validatedHexIndex(board, 'normalizeScenario', 'parseScenario');
  const side = (x: { name: string; cards: number; banners: number; commander?: string | undefined }): NormalizedSide => ({
    name: x.name,
    cards: x.cards,
    banners: x.banners,
    commander: x.commander ?? null,
  });

  const units: NormalizedUnit[] = [];
  const leaders: NormalizedLeader[] = [];
  for (const u of s.units) {
    if (u.type === 'leader') {
      leaders.push({ side: sideIndex(u.side), index: idx(u.hex), name: u.name ?? null });
      continue;
    }
    const maxBlocks = MAX_BLOCKS[u.type];
    units.push({ side: sideIndex(u.side), type: u.type, index: idx(u.hex), blocks: u.blocks ?? maxBlocks, maxBlocks });
    if (u.leader !== undefined) {
      leaders.push({ side: sideIndex(u.side), index: idx(u.hex), name: u.leader === true ? null : u.leader });
    }
  }

  const options: NormalizedOptions = {};
  const o = s.options ?? {};
  if (o.sacredBand !== undefined) options.sacredBand = idx(o.sacredBand);
  if (o.magoAmbush !== undefined) {
    options.magoAmbush = {
      side: sideIndex(o.magoAmbush.side),
      units: [...o.magoAmbush.units],
      leader: o.magoAmbush.leader ?? null,
    };
  }
  if (o.trasimenusHand !== undefined) options.trasimenusHand = o.trasimenusHand;
  if (o.beneventumHand !== undefined) options.beneventumHand = o.beneventumHand;
  if (o.castulo !== undefined) options.castulo = { scipio: idx(o.castulo.scipio) };
  if (o.baeculaCamps !== undefined) options.baeculaCamps = o.baeculaCamps;
  const obj = objectivePieces(s.objectives ?? [], idx);
  if (obj.refused.length > 0) {
    throw new Error(`normalizeScenario: objectives the core cannot hold: ${obj.refused.map((i) => obj.normalized[i]!.id).join(', ')}; validate with parseScenario first`);
  }

  return {
    id: s.id,
    name: s.name,
    board: { name: board, w, h },
    sides: [side(s.sides.bottom), side(s.sides.top)],
    first: sideIndex(s.first),
    terrain: s.terrain.map((t) => ({
      index: idx(t.hex),
      type: t.type,
      owner: t.owner === undefined ? null : sideIndex(t.owner),
    })),
    units,
    leaders,
    hands: [s.hands?.bottom ? [...s.hands.bottom] : null, s.hands?.top ? [...s.hands.top] : null],
    objectives: obj.normalized,
    options,
    ...(obj.core.length > 0 ? { pieces: { objectives: obj.core } } : {}),
  };
}
