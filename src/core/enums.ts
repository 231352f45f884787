// Names of the core's enumerations, read from the wasm instance's exported globals ("Unit.LI" …),
// so TypeScript never redefines a constant that crosses the boundary. Built once per instance.
import type { CoreExports } from './wasm.js';

export interface EnumTable {
  /** name -> code */
  readonly code: Record<string, number>;
  /** code -> name */
  readonly name: string[];
}

export interface CoreEnums {
  Unit: EnumTable;
  Face: EnumTable;
  Ter: EnumTable;
  Card: EnumTable;
  Phase: EnumTable;
  Act: EnumTable;
  RuleOpt: EnumTable;
  ScenOpt: EnumTable;
  Dir: EnumTable;
  OFF_BOARD: number;
  NONE: number;
  GONE: number;
  CHANCE: number;
  TERMINAL: number;
  NO_CARD: number;
}

export function readEnum(ex: CoreExports, prefix: string): EnumTable {
  const code: Record<string, number> = {};
  const name: string[] = [];
  for (const key in ex) {
    if (!key.startsWith(prefix + '.')) continue;
    const member = key.slice(prefix.length + 1);
    if (member === 'COUNT' || member === '_COUNT') continue;
    const v = (ex[key] as WebAssembly.Global).value as number;
    code[member] = v;
    name[v] = member;
  }
  return { code, name };
}

const g = (ex: CoreExports, k: string): number => (ex[k] as WebAssembly.Global).value as number;

/** The Phase table plus the Napoleonics GM&T phases, exported apart as NAP_PHASE_<NAME> (named <NAME>). */
function readPhases(ex: CoreExports): EnumTable {
  const t = readEnum(ex, 'Phase');
  for (const key in ex) {
    if (!key.startsWith('NAP_PHASE_')) continue;
    const v = g(ex, key), member = key.slice('NAP_PHASE_'.length);
    if (t.name[v] === undefined) { t.code[member] = v; t.name[v] = member; }
  }
  return t;
}

export function readEnums(ex: CoreExports): CoreEnums {
  return {
    Unit: readEnum(ex, 'Unit'),
    Face: readEnum(ex, 'Face'),
    Ter: readEnum(ex, 'Ter'),
    Card: readEnum(ex, 'Card'),
    Phase: readPhases(ex),
    Act: readEnum(ex, 'Act'),
    RuleOpt: readEnum(ex, 'RuleOpt'),
    ScenOpt: readEnum(ex, 'ScenOpt'),
    Dir: readEnum(ex, 'Dir'),
    OFF_BOARD: g(ex, 'OFF_BOARD'),
    NONE: g(ex, 'NONE'),
    GONE: g(ex, 'GONE'),
    CHANCE: g(ex, 'CHANCE'),
    TERMINAL: g(ex, 'TERMINAL'),
    NO_CARD: g(ex, 'NO_CARD'),
  };
}
