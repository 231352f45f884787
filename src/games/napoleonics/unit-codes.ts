// The core unit type (assembly/cc/types.ts NUnit member name) of a nation's map code in a
// Napoleonics scenario file, e.g. ("AT", "A-GRZ") -> "AU_GRZ". Shared by core-form.ts (the units)
// and core-pieces.ts (objective unit exclusions); no other dependencies.
import type { Nation } from './schema.js';

/** Core unit-type prefix of each nation (assembly/cc/types.ts NUnit). */
const PREFIX: Readonly<Record<Nation, string>> = { FR: 'FR', GB: 'BR', PT: 'PT', ES: 'SP', RU: 'RU', AT: 'AU', PR: 'PR' };

/**
 * Map codes whose core type name is not "<prefix>_<code without the nation letter>". The Russian
 * lancers, cuirassiers and guard cavalry (R-LNCR, R-CU, R-GLC, R-GHC) have rows of their own.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'RU:R-GG': 'RU_GGR', 'RU:R-CO': 'RU_COS', 'PR:P-GG': 'PR_GGR', 'PR:P-MI': 'PR_LW',
};

/** The core unit type (NUnit member name) of a nation's map code, e.g. ("AT", "A-GRZ") -> "AU_GRZ". */
export function coreUnitType(nation: Nation, code: string): string {
  const renamed = RENAMED[`${nation}:${code}`];
  if (renamed !== undefined) return renamed;
  const bare = code.includes('-') ? code.slice(code.indexOf('-') + 1) : code;
  return `${PREFIX[nation]}_${bare}`;
}
