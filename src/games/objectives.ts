/**
 * D.9 objective banners as scenario files write them, shared by the Ancients and Napoleonics
 * loaders: the file shape (`objectiveShape`), the checks that need the board (`checkObjectives`),
 * the index form (`normalizeObjective`), the mapping to the core's objectives (`coreObjectivesOf`),
 * where a compiled scenario keeps them (`CoreObjectivesCarrier`) and the writer into a compiled core
 * (`applyCoreObjectives`, through `scenarioNap`).
 *
 * Callers: ancients/schema.ts, scenario.ts, compile.ts, napoleonics/schema.ts, scenario.ts,
 * core-pieces.ts (Napoleonics adds its unit filter and conditions on top) and objectives-read.ts.
 * Runs once per scenario load or core instance; nothing here is on a hot path.
 *
 *   file objective                          ->  core objective (ObjKind)
 *   temporary-hex, perHex, one side, none   ->  COUNT_UNITS over the hexes (1 banner per unit on them)
 *   temporary-hex (perHex or one hex)        ->  HEX, one per hex
 *   group-temporary / majority / permanent  ->  GROUP / MAJORITY / PERMANENT (one per hex) over the hexes
 *   temporary-start-of-turn + condition     ->  ENEMY_NONE over condition.onAnyOf (noUnitOf = the enemy)
 *   "...-start-of-turn"                     ->  the SoT bit (gained at the start of the side's turn)
 */
import * as z from 'zod';

import type { CoreExports } from '../core/wasm.js';
import { sideIndex, type Path } from './scenario-parse.js';

/** Objective banner types of digest D.9, plus a scenario-defined start-of-turn condition. */
export const OBJECTIVE_TYPES = [
  'temporary-hex', 'temporary-hex-start-of-turn',
  'group-temporary', 'group-temporary-start-of-turn',
  'majority-temporary', 'majority-temporary-start-of-turn',
  'permanent-hex', 'permanent-hex-start-of-turn',
  'breakthrough', 'time-pressure',
  /** A temporary start-of-turn banner whose `condition` the scenario states (e.g. "no enemy in a building"). */
  'temporary-start-of-turn',
] as const;
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];

/** The types held on hexes (every type but breakthrough, time-pressure and the condition type). */
export const HEX_OBJECTIVE_TYPES = OBJECTIVE_TYPES.filter(
  (t) => t !== 'breakthrough' && t !== 'time-pressure' && t !== 'temporary-start-of-turn',
) as readonly ObjectiveType[];

/** Objectives the core holds (assembly/cc/napoleonics/config.ts MAX_OBJECTIVES). */
export const MAX_CORE_OBJECTIVES = 16;

/** An objective id: a slug, unique in its file. */
export const ObjectiveIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not an id (lowercase letters, digits and '-')`,
});

/**
 * The fields every game's objective has; `hex` and `id` are the game's hex and id schemas, `types`
 * the objective types it accepts (an unknown type is one line naming the allowed ones).
 */
export function objectiveShape<H extends z.ZodType, I extends z.ZodType>(hex: H, id: I, types: readonly ObjectiveType[]) {
  return {
    id,
    type: z.enum(types as [ObjectiveType, ...ObjectiveType[]], {
      error: (iss) => `unknown objective type ${JSON.stringify(iss.input)} (expected one of ${types.join(' ')})`,
    }),
    /** Shown to people. */
    name: z.string().min(1),
    /** The objective's hexes (not for breakthrough / time-pressure). */
    hexes: z.array(hex).min(1).optional(),
    /** Each listed hex is its own banner (hex types only). */
    perHex: z.boolean().optional(),
    /** Banners it gives (per hex when perHex). */
    banners: z.int().min(1).max(10),
    /** Who may earn it. */
    side: z.enum(['bottom', 'top', 'either']),
    /** Who holds it when play begins; null = nobody. */
    startsWith: z.enum(['bottom', 'top']).nullable().optional(),
  };
}

/** An objective as the file gives it (the shared fields). */
export interface FileObjective {
  id: string;
  type: ObjectiveType;
  name: string;
  hexes?: string[] | undefined;
  perHex?: boolean | undefined;
  banners: number;
  side: 'bottom' | 'top' | 'either';
  startsWith?: 'bottom' | 'top' | null | undefined;
  condition?: { noUnitOf: 'bottom' | 'top'; onAnyOf: string[] } | undefined;
}

/** What the board checks need from the loader. */
export interface ObjectiveCheckContext {
  /** Core index of a hex, or null after recording an error for `path`. */
  indexOf(hex: string, path: Path): number | null;
  /** The terrain type of a hex no unit can hold, or undefined. */
  impassable(index: number): string | undefined;
  err(path: Path, msg: string): void;
}

/**
 * The checks that need the board or several fields, one error per problem, each naming its field;
 * `more` adds a game's own checks of each objective, in order after the shared ones.
 */
export function checkObjectives<O extends FileObjective>(list: readonly O[], ctx: ObjectiveCheckContext, more?: (o: O, i: number) => void): void {
  const { err } = ctx;
  const ids = new Map<string, number>();
  list.forEach((o, i) => {
    const at = (...rest: PropertyKey[]): Path => ['objectives', i, ...rest];
    const prevId = ids.get(o.id);
    if (prevId !== undefined) err(at('id'), `"${o.id}" is already the id of objectives[${prevId}]`);
    else ids.set(o.id, i);
    const hexTyped = o.type !== 'breakthrough' && o.type !== 'time-pressure';
    if (hexTyped && o.hexes === undefined) err(at('hexes'), `a "${o.type}" objective needs its hexes`);
    if (!hexTyped && o.hexes !== undefined) err(at('hexes'), `a "${o.type}" objective has no hexes`);
    const seen = new Set<number>();
    (o.hexes ?? []).forEach((h, j) => {
      const idx = ctx.indexOf(h, at('hexes', j));
      if (idx === null) return;
      if (seen.has(idx)) err(at('hexes', j), `"${h}" is listed twice`);
      seen.add(idx);
      const blocked = ctx.impassable(idx);
      if (blocked !== undefined) err(at('hexes', j), `"${h}" is ${blocked}: no unit can hold it`);
    });
    const grouped = o.type.startsWith('group-') || o.type.startsWith('majority-');
    if (grouped && o.hexes !== undefined && o.hexes.length < 2) err(at('hexes'), `a "${o.type}" objective needs at least 2 hexes`);
    if (o.perHex === true && !/^(temporary|permanent)-hex/.test(o.type)) {
      err(at('perHex'), `perHex applies to hex objectives only (this one is "${o.type}")`);
    }
    if (o.type === 'temporary-start-of-turn' && o.condition === undefined) {
      err(at('condition'), 'a "temporary-start-of-turn" objective needs its condition');
    }
    if (o.condition !== undefined) {
      if (o.type !== 'temporary-start-of-turn') err(at('condition'), `only a "temporary-start-of-turn" objective has a condition (this one is "${o.type}")`);
      o.condition.onAnyOf.forEach((h, j) => ctx.indexOf(h, at('condition', 'onAnyOf', j)));
    }
    const starts = o.startsWith ?? null;
    if (starts !== null && o.side !== 'either' && o.side !== starts) {
      err(at('startsWith'), `the ${starts} side cannot hold a banner only the ${o.side} side may earn`);
    }
    more?.(o, i);
  });
}

/** An objective with hexes as core indices and sides as indices. */
export interface NormalizedObjective {
  id: string;
  type: ObjectiveType;
  name: string;
  hexes: number[];
  perHex: boolean;
  banners: number;
  /** 0 / 1, or 2 = either side. */
  side: 0 | 1 | 2;
  startsWith: 0 | 1 | null;
  condition: { noUnitOf: 0 | 1; onAnyOf: number[] } | null;
}

/** The index form of a checked objective; `idx` turns a hex on the board into its core index. */
export function normalizeObjective(x: FileObjective, idx: (hex: string) => number): NormalizedObjective {
  return {
    id: x.id,
    type: x.type,
    name: x.name,
    hexes: (x.hexes ?? []).map(idx),
    perHex: x.perHex === true,
    banners: x.banners,
    side: x.side === 'either' ? 2 : sideIndex(x.side),
    startsWith: x.startsWith == null ? null : sideIndex(x.startsWith),
    condition: x.condition ? { noUnitOf: sideIndex(x.condition.noUnitOf), onAnyOf: x.condition.onAnyOf.map(idx) } : null,
  };
}

/** Objective kinds of the core (ObjKind member names). */
export type CoreObjKind = 'HEX' | 'GROUP' | 'MAJORITY' | 'PERMANENT' | 'COUNT_UNITS' | 'ENEMY_NONE';

/** One core objective: side 2 = either; start = the side holding it at the start (2: nobody). */
export interface CoreObjective {
  /** The file objective's id (several core objectives may share it: one per hex). */
  id: string;
  /** The file objective's name, shown to people (objectives-read.ts); absent in forms kept before it was added. */
  name?: string;
  kind: CoreObjKind;
  side: 0 | 1 | 2;
  sot: boolean;
  start: 0 | 1 | 2;
  banners: number;
  hexes: number[];
  /** Core unit types (NUnit member names) that do not count. */
  exclude: string[];
}

/**
 * Where a compiled C&C scenario keeps the core objectives its compile writes, the same field for
 * both games (ancients/scenario.ts NormalizedScenario, napoleonics/compile.ts NapoleonicsCoreScenario
 * through core-pieces.ts): `pieces.objectives`, absent when there are none. objectives-read.ts reads it.
 */
export interface CoreObjectivesCarrier {
  pieces?: { objectives?: CoreObjective[] };
}

/**
 * The core objectives of one hex-held file objective (breakthrough and time-pressure are other core
 * items: none here). `hexes` are the hexes that count (the objective's, less any a game filters out),
 * `exclude` the core unit types that do not count. What has no core kind is noted in `notApplied`.
 */
export function coreObjectivesOf(ob: NormalizedObjective, hexes: number[], exclude: string[], notApplied: string[]): CoreObjective[] {
  const out: CoreObjective[] = [];
  if (ob.type === 'breakthrough' || ob.type === 'time-pressure') return out;
  const sot = ob.type.endsWith('-start-of-turn');
  const base = sot ? ob.type.slice(0, -'-start-of-turn'.length) : ob.type;
  const start = ob.startsWith ?? 2;
  const one = (kind: CoreObjKind, hx: number[]): CoreObjective => ({ id: ob.id, name: ob.name, kind, side: ob.side, sot, start, banners: ob.banners, hexes: hx, exclude });
  if (base === 'temporary-hex') {
    if (ob.perHex && ob.side !== 2 && ob.startsWith === null) out.push(one('COUNT_UNITS', hexes));
    else if (ob.perHex || hexes.length === 1) for (const h of hexes) out.push(one('HEX', [h]));
    else notApplied.push(`objective ${ob.id} (a temporary hex objective on ${hexes.length} hexes, not per hex)`);
  } else if (base === 'group-temporary') out.push(one('GROUP', hexes));
  else if (base === 'majority-temporary') out.push(one('MAJORITY', hexes));
  else if (base === 'permanent-hex') for (const h of hexes) out.push(one('PERMANENT', [h]));
  else if (base === 'temporary' && ob.condition && ob.side !== 2 && ob.condition.noUnitOf === 1 - ob.side) {
    out.push(one('ENEMY_NONE', ob.condition.onAnyOf));
  } else notApplied.push(`objective ${ob.id} (${ob.type}: no core objective kind)`);
  return out;
}

/** Writes one `scenarioNap` item by NapScen member name; throws one line when the core refuses. */
export type NapWriter = (item: string, a: number, b: number, v: number, what: string) => number;

/** The `scenarioNap` writer of a core and its enum lookup by exported member name ("ObjKind.HEX"). */
export function napWriter(core: CoreExports): { nap: NapWriter; en: (name: string) => number } {
  const c = core as unknown as { scenarioNap(id: number, a: number, b: number, c: number): number };
  const en = (name: string): number => {
    const g = (core as Record<string, unknown>)[name] as WebAssembly.Global | undefined;
    if (g === undefined) throw new Error(`the core has no ${name}`);
    return g.value as number;
  };
  const nap: NapWriter = (item, a, b, v, what) => {
    const r = c.scenarioNap(en(`NapScen.${item}`), a, b, v);
    if (r < 0) throw new Error(`the core refused ${what}`);
    return r;
  };
  return { nap, en };
}

/** Writes core objectives into a compiled scenario (after scenarioEnd, before the first state). */
export function applyCoreObjectives(core: CoreExports, objectives: readonly CoreObjective[]): void {
  const { nap, en } = napWriter(core);
  for (const o of objectives) {
    const oi = nap('OBJECTIVE', en(`ObjKind.${o.kind}`), o.side | ((o.sot ? 1 : 0) << 2) | (o.start << 3), o.banners, `objective ${o.id}`);
    for (const h of o.hexes) nap('OBJECTIVE_HEX', oi, h, 0, `a hex of objective ${o.id}`);
    for (const t of o.exclude) nap('OBJECTIVE_EXCLUDE', oi, en(`NUnit.${t}`), 0, `unit type ${t} of objective ${o.id}`);
  }
}
