// The Blood & Iron screens' one door into the engine (src/): the facade over the B&I wasm core, the
// bundled scenarios, the rules tables as data (column headings and names for display only) and the
// core's named enums. Everything in web/src/bi imports the engine from here. Numbers that decide
// anything (legal actions, columns, modifiers, results) are asked of the core, never computed here.
export { BiGame, BiState, BI_PLAYERS, type BiUnitView } from '../../../src/games/blood-and-iron/state.js';
export { BI_SCENARIO_IDS, loadBiScenario, type NormalizedBi } from '../../../src/games/blood-and-iron/loader.js';
export { plySeed } from '../engine.js';
import tablesJson from '../../../src/games/blood-and-iron/data/tables.json' with { type: 'json' };
import type { BiGame } from '../../../src/games/blood-and-iron/state.js';

/** The rules tables as data (src/games/blood-and-iron/data/tables.json): headings and names for the page. */
export const TABLES = tablesJson.tables;
export const FIRE_COLUMNS: string[] = TABLES.fire_table_B4.columns;
export const MELEE_COLUMNS: string[] = TABLES.melee_table_B5.columns;

/** A core enum as an object (AssemblyScript exports both name -> value and value -> name). */
export type CoreEnum = Record<string | number, string | number>;
export function coreEnum(g: BiGame, name: string): CoreEnum { return g.core[name] as CoreEnum; }
/** A core constant exported as a global. */
export function coreConst(g: BiGame, name: string): number { return (g.core[name] as WebAssembly.Global).value as number; }
/** The enum member's name of value v ("DM", "MOVE"), or String(v). */
export function enumName(g: BiGame, e: string, v: number): string { const x = coreEnum(g, e)[v]; return typeof x === 'string' ? x : String(v); }

/** Action-code fields (assembly/bi/types.ts layout: kind 5 bits | a 7 | b 9 | c 4). */
export function fields(code: number): { kind: number; a: number; b: number; c: number } {
  return { kind: code & 31, a: (code >> 5) & 127, b: (code >> 12) & 511, c: (code >> 21) & 15 };
}
export const hexText = (id: number): string => String(id).padStart(4, '0');

import mapFroeschweiler from '../../../src/games/blood-and-iron/data/map-froeschweiler-20x14.json' with { type: 'json' };
import mapFloing from '../../../src/games/blood-and-iron/data/map-sedan-floing-box.json' with { type: 'json' };
const PLACES: Record<string, { hex: string; name: string }[]> = {
  [mapFroeschweiler.id]: mapFroeschweiler.places, [mapFloing.id]: (mapFloing as { places?: { hex: string; name: string }[] }).places ?? [],
};
/** Place names of a map by hex id ("0905" -> "Frœschwiller"), from the map's data file. */
export function placeNames(mapId: string): Map<string, string> { return new Map((PLACES[mapId] ?? []).map((p) => [p.hex, p.name])); }
