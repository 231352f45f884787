/**
 * The game-independent half of scenario validation, shared by the Ancients and Napoleonics loaders
 * (ancients/scenario.ts, napoleonics/scenario.ts): JSON text or value -> the file's `game` field
 * checked -> the zod shape check with one error per issue, each starting with its field path
 * (`units[3].hex: ...`, a missing field said so) -> the game's own consistency checks. Also reads
 * a scenario file with one-line errors, turns a file's hex text into core indices for the checks
 * and the normalisers, and a side name into its index; and the board checks both C&C games make with
 * the same messages (one terrain tile per hex, the impassable-tile lookup, a lone leader on a unit's
 * hex, each side has units). Nothing here is on a hot path. Browser-safe: node:fs is imported only
 * when a file is read.
 */
import type { z } from 'zod';
import { boardDims, BOARD_NAMES, tryParseHex, type BoardName } from './hex-notation.js';

export type Path = ReadonlyArray<PropertyKey>;
export type ParseResult<T> = { ok: true; scenario: T } | { ok: false; errors: string[] };

/** 0 = bottom side, 1 = top side. */
export type SideIndex = 0 | 1;

/** A file's side name as its index (the normalised forms and the core: 0 = bottom, 1 = top). */
export function sideIndex(side: 'bottom' | 'top'): SideIndex {
  return side === 'bottom' ? 0 : 1;
}

/** `['units', 3, 'hex']` -> `units[3].hex`; the empty path is `(root)`. */
export function formatPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

/** An error's message on one line. */
export function oneLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return msg.replace(/\s*\n\s*/g, ' ').trim();
}

/** Whether `path` names a property that exists in `value` (distinguishes missing from wrong type). */
function hasPath(value: unknown, path: Path): boolean {
  let v: unknown = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key)) return false;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/** How one game's loader validates: its `game` id, its name in messages, its shape, its checks. */
export interface ScenarioFormat<T> {
  game: string;
  loader: string;
  schema: z.ZodType<T>;
  check(scenario: T): string[];
}

/** Validates `json` (a parsed value or JSON text) against `format`. Never throws. */
export function parseScenarioWith<T>(json: unknown, format: ScenarioFormat<T>): ParseResult<T> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (e) {
      return { ok: false, errors: [`(root): invalid JSON: ${oneLine(e)}`] };
    }
  }
  const game = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).game : undefined;
  if (typeof game === 'string' && game !== format.game) {
    return { ok: false, errors: [`game: this is a "${game}" scenario; the ${format.loader} loader reads only "${format.game}" files`] };
  }
  const shape = format.schema.safeParse(value);
  if (!shape.success) {
    return {
      ok: false,
      errors: shape.error.issues.map((iss) => {
        const missing = iss.code === 'invalid_type' && iss.path.length > 0 && !hasPath(value, iss.path);
        const msg = missing ? `required field is missing (expected ${iss.expected})` : iss.message;
        return `${formatPath(iss.path)}: ${msg}`;
      }),
    };
  }
  const errors = format.check(shape.data);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, scenario: shape.data };
}

/** Reads a scenario file and validates it; an unreadable file or invalid JSON gives one line. */
export async function loadScenarioFileWith<T>(path: string, format: ScenarioFormat<T>): Promise<ParseResult<T>> {
  let text: string;
  try {
    const fs = await import('node:fs/promises');
    text = await fs.readFile(path, 'utf8');
  } catch (e) {
    return { ok: false, errors: [`${path}: cannot read scenario file: ${oneLine(e)}`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    return { ok: false, errors: [`${path}: invalid JSON: ${oneLine(e)}`] };
  }
  return parseScenarioWith(value, format);
}

/**
 * For a loader's consistency checks: the core index of `hex` on `board`, or the one-line reason it
 * is not a hex of it. A letter or row beyond this board (not just the missing last hex of a short
 * row) may mean the file names the wrong board: the reason then asks whether it is the one that fits.
 */
export function scenarioHexIndex(hex: string, board: BoardName): { ok: true; index: number } | { ok: false; error: string } {
  const r = tryParseHex(hex, board);
  if (r.ok) return { ok: true, index: r.hex.index };
  let error = r.error;
  const { w, h } = boardDims(board);
  const beyond = hex.charCodeAt(0) - 65 >= w || Number(hex.slice(1)) > h;
  const fits = beyond ? BOARD_NAMES.find((b) => b !== board && tryParseHex(hex, b).ok) : undefined;
  if (fits !== undefined) error += `; is "board" meant to be "${fits}"?`;
  return { ok: false, error };
}

/**
 * For a loader's consistency checks: hex text -> its core index on `board`, or null after
 * reporting one error for `path` through `err` (the reason of scenarioHexIndex).
 */
export function checkedHexIndex(board: BoardName, err: (path: Path, msg: string) => void): (hex: string, path: Path) => number | null {
  return (hex, path) => {
    const r = scenarioHexIndex(hex, board);
    if (r.ok) return r.index;
    err(path, r.error);
    return null;
  };
}

/**
 * For a loader's normaliser, which runs only on a validated file: hex text -> core index on
 * `board`. A hex off the board means the file was not validated: the Error names the normaliser
 * (`caller`) and the `validator` to run first.
 */
export function validatedHexIndex(board: BoardName, caller: string, validator: string): (hex: string) => number {
  return (hex) => {
    const r = tryParseHex(hex, board);
    if (!r.ok) throw new Error(`${caller}: ${r.error}; validate with ${validator} first`);
    return r.hex.index;
  };
}

/** Reports one consistency error at a field path (a loader's `err`). */
export type ErrorAt = (path: Path, msg: string) => void;

/** A loader's terrain tiles by core index: each tile's type and its position in `terrain`. */
export type TileMap<T extends string> = Map<number, { type: T; at: number }>;

/**
 * Records terrain[`at`] (of `type`, on `hex`, core index `idx`) in `tiles`, or reports
 * `terrain[at].hex` when that hex already has a tile. Returns whether the tile was recorded.
 */
export function addTile<T extends string>(tiles: TileMap<T>, idx: number, hex: string, type: T, at: number, err: ErrorAt): boolean {
  const prev = tiles.get(idx);
  if (prev !== undefined) {
    err(['terrain', at, 'hex'], `"${hex}" already has terrain (terrain[${prev.at}] is "${prev.type}")`);
    return false;
  }
  tiles.set(idx, { type, at });
  return true;
}

/** The impassable tile type on a core index (one of `impassable`), or undefined: the lookup checkObjectives takes. */
export function impassableAt<T extends string>(tiles: TileMap<T>, impassable: readonly T[]): (idx: number) => T | undefined {
  return (idx) => {
    const t = tiles.get(idx);
    return t !== undefined && impassable.includes(t.type) ? t.type : undefined;
  };
}

/** Reports, at `path`, a lone leader written on `hex` where units[`unit`] stands. */
export function loneLeaderOnUnit(path: Path, hex: string, unit: number, err: ErrorAt): void {
  err(path, `lone leader shares "${hex}" with units[${unit}]; write it as that unit's "leader" instead`);
}

/** Reports, at `units`, each side with no units (`count`: units per side). */
export function checkSidesHaveUnits(count: Readonly<Record<'bottom' | 'top', number>>, err: ErrorAt): void {
  for (const side of ['bottom', 'top'] as const) {
    if (count[side] === 0) err(['units'], `the ${side} side has no units`);
  }
}
