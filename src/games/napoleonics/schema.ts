/**
 * Shape of a Commands & Colors: Napoleonics scenario file (zod 4), the national unit tables the
 * files are checked against (rules digest C.7), and the JSON Schema export.
 *
 * Like ancients/schema.ts this module checks only the shape of one file: names, types, enums,
 * ranges. Everything that needs the board, the unit tables or several fields at once (hexes on the
 * board, stacking, a code of the wrong nation, impassable terrain, objective hexes) is checked in
 * `scenario.ts`, the only caller that parses scenarios. Python tooling validates against
 * `napoleonicsScenarioJsonSchema()`.
 *
 * Adding a scenario option: add it to `NapoleonicsOptionsSchema` (strict, so a misspelt option is
 * an error), document it in docs/scenarios-napoleonics.md, give it a normalised form in scenario.ts.
 */
import * as z from 'zod';

import { BOARD_NAMES } from '../hex-notation.js';
import { EpicSetupSchema, FORMATS } from './epic-format.js';
import { objectiveShape, ObjectiveIdSchema, OBJECTIVE_TYPES, type ObjectiveType } from '../objectives.js';

/** Label shown to people next to every scenario whose map is a reconstruction (issue 18). */
export const RECONSTRUCTION_LABEL = 'map reconstructed, not the printed map';

/** The seven nations of digest C.7 (ISO-like codes; Prussia has none, so PR). */
export const NATIONS = ['FR', 'GB', 'PT', 'ES', 'RU', 'AT', 'PR'] as const;
export type Nation = (typeof NATIONS)[number];

export const NATION_NAMES: Readonly<Record<Nation, string>> = {
  FR: 'France', GB: 'Britain', PT: 'Portugal', ES: 'Spain', RU: 'Russia', AT: 'Austria', PR: 'Prussia',
};

export type UnitClass = 'infantry' | 'cavalry' | 'artillery';

/**
 * One row of a nation's unit table. `blocks` is the full starting strength and the default when a
 * unit omits `blocks`. `unconfirmed` names a value the digest marks UNCONFIRMED (or that no source
 * gives); the value is then the documented estimate, listed in docs/scenarios-napoleonics.md.
 */
export interface UnitRow {
  readonly name: string;
  readonly cls: UnitClass;
  readonly blocks: number;
  readonly unconfirmed?: string;
}

const row = (name: string, cls: UnitClass, blocks: number, unconfirmed?: string): UnitRow =>
  unconfirmed === undefined ? { name, cls, blocks } : { name, cls, blocks, unconfirmed };

const PT_GUESS = 'Portuguese units other than line infantry follow the British pattern (digest C.7: UNCONFIRMED)';
const RU_CAV = 'Russian cavalry blocks other than Cossacks (2) and lancers (4) are in no source; 4 follows the French and Austrian tables (UNCONFIRMED)';
const PR_CAV = 'Prussian cavalry and artillery blocks are not in the digest; 4 / 3 follow the French table (UNCONFIRMED)';

/**
 * Unit codes as the EPIC map key writes them (digest C.7, D.10, D.11; seed 3283-3321): French and
 * Spanish codes carry no prefix, then A- Austrian, B- British, P- Prussian and Portuguese (the
 * nation field tells them apart), R- Russian. Layout: NATION_UNITS[nation][code] = UnitRow.
 */
export const NATION_UNITS: Readonly<Record<Nation, Readonly<Record<string, UnitRow>>>> = {
  FR: {
    LN: row('Line infantry', 'infantry', 4),
    LT: row('Light infantry', 'infantry', 4),
    GR: row('Grenadiers', 'infantry', 4),
    YG: row('Young Guard', 'infantry', 4),
    OG: row('Old Guard', 'infantry', 4),
    MI: row('Militia', 'infantry', 4),
    LC: row('Light cavalry', 'cavalry', 4),
    LNCR: row('Lancers', 'cavalry', 4),
    HC: row('Heavy cavalry', 'cavalry', 4),
    CU: row('Cuirassiers', 'cavalry', 4),
    GLC: row('Guard light cavalry', 'cavalry', 4),
    GHC: row('Guard heavy cavalry', 'cavalry', 4),
    FA: row('Foot artillery', 'artillery', 3),
    GFA: row('Guard foot artillery', 'artillery', 3),
    HA: row('Horse artillery', 'artillery', 3),
    GHA: row('Guard horse artillery', 'artillery', 3),
  },
  GB: {
    'B-LN': row('Line infantry', 'infantry', 4),
    'B-LT': row('Light infantry', 'infantry', 5),
    'B-RI': row('Rifles', 'infantry', 3, 'British rifles: 3 blocks per the quick-reference card, some lists give 4 (digest C.7: UNCONFIRMED)'),
    'B-GR': row('Grenadiers', 'infantry', 4),
    'B-GG': row('Guard grenadiers', 'infantry', 5),
    'B-LC': row('Light cavalry', 'cavalry', 3),
    'B-HC': row('Heavy cavalry', 'cavalry', 3),
    'B-GHC': row('Guard heavy cavalry', 'cavalry', 3),
    'B-FA': row('Foot artillery', 'artillery', 3),
    'B-HA': row('Horse artillery', 'artillery', 3),
    'B-RB': row('Rocket battery', 'artillery', 3), // GM&T (C.10): 2 dice at 2-5 hexes without line of sight
  },
  PT: {
    'P-LN': row('Line infantry', 'infantry', 4),
    'P-LT': row('Light infantry (Cacadores)', 'infantry', 5, PT_GUESS),
    'P-LC': row('Light cavalry', 'cavalry', 3, PT_GUESS),
    'P-HC': row('Heavy cavalry', 'cavalry', 3, PT_GUESS),
    'P-FA': row('Foot artillery', 'artillery', 3, PT_GUESS),
  },
  ES: {
    LN: row('Line infantry', 'infantry', 4),
    LT: row('Light infantry', 'infantry', 5),
    GR: row('Grenadiers', 'infantry', 4),
    MI: row('Militia', 'infantry', 4),
    LC: row('Light cavalry', 'cavalry', 3),
    HC: row('Heavy cavalry', 'cavalry', 3),
    FA: row('Foot artillery', 'artillery', 3, 'Spanish artillery blocks are not in the digest; 3 as every other nation (UNCONFIRMED)'),
  },
  RU: {
    'R-LN': row('Line infantry', 'infantry', 3),
    'R-LT': row('Light infantry', 'infantry', 3),
    'R-GR': row('Grenadiers', 'infantry', 4),
    'R-GLT': row('Guard light infantry', 'infantry', 4),
    'R-GG': row('Guard grenadiers', 'infantry', 4),
    'R-MI': row('Militia', 'infantry', 4),
    'R-CO': row('Cossacks', 'cavalry', 2),
    'R-LNCR': row('Light cavalry lancers', 'cavalry', 4),
    'R-LC': row('Light cavalry', 'cavalry', 4, RU_CAV),
    'R-HC': row('Heavy cavalry', 'cavalry', 4, RU_CAV),
    'R-CU': row('Cuirassiers', 'cavalry', 4, RU_CAV),
    'R-GLC': row('Guard light cavalry', 'cavalry', 4, `${RU_CAV}; the code follows the French naming`),
    'R-GHC': row('Guard heavy cavalry', 'cavalry', 4, `${RU_CAV}; the code follows the French naming`),
    'R-FA': row('Foot artillery', 'artillery', 3),
    'R-HA': row('Horse artillery', 'artillery', 3),
    // The seed prints plain GHA on the map key (digest D.11); R-GHA keeps the nation visible.
    'R-GHA': row('Guard horse artillery', 'artillery', 3),
  },
  AT: {
    'A-LN': row('Line infantry', 'infantry', 5),
    'A-LT': row('Light infantry', 'infantry', 4),
    'A-GRZ': row('Grenzer light infantry', 'infantry', 4),
    'A-GR': row('Grenadiers', 'infantry', 4),
    'A-MI': row('Militia', 'infantry', 4),
    'A-LC': row('Light cavalry', 'cavalry', 4),
    // Liechtenstein's cuirassiers are A-HC, the code on the EPIC box list (no cuirassier code found).
    'A-HC': row('Heavy cavalry', 'cavalry', 4),
    'A-FA': row('Foot artillery', 'artillery', 3),
  },
  PR: {
    'P-LN': row('Line infantry', 'infantry', 4),
    'P-LT': row('Light infantry', 'infantry', 4),
    'P-GR': row('Grenadiers', 'infantry', 4),
    'P-GG': row('Guard grenadiers', 'infantry', 4),
    'P-RES': row('Reserve infantry', 'infantry', 4),
    'P-MI': row('Landwehr (militia)', 'infantry', 4),
    'P-LC': row('Light cavalry', 'cavalry', 4, PR_CAV),
    'P-HC': row('Heavy cavalry', 'cavalry', 4, PR_CAV),
    'P-FA': row('Foot artillery', 'artillery', 3),
    'P-HA': row('Horse artillery', 'artillery', 3, PR_CAV),
  },
};

/** Every unit code of every nation (sorted, unique), for the shape check and error messages. */
export const UNIT_CODES: readonly string[] = [
  ...new Set(Object.values(NATION_UNITS).flatMap((t) => Object.keys(t))),
].sort();

/** Terrain of digest C.15 (GM&T and EPIC tiles included). `field-works` is a hexside feature. */
export const TERRAIN_TYPES = [
  'forest', 'hill', 'town', 'windmill', 'castle', 'church', 'walled-farm', 'walled-garden', 'tower',
  'stream', 'river', 'lake', 'pond', 'marsh', 'orchard', 'field-works',
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** No unit or leader may stand here (C.15: non-fordable river, lake; a pond is a lake). */
export const IMPASSABLE_TERRAIN: readonly TerrainType[] = ['river', 'lake', 'pond'];
/** Terrain artillery may not enter (C.15, marsh). */
export const NO_ARTILLERY_TERRAIN: readonly TerrainType[] = ['marsh'];
/** "Building hexes" of the EPIC objectives: default of digest D.11 (an option may narrow it). */
export const BUILDING_TERRAIN: readonly TerrainType[] = ['town', 'windmill', 'castle', 'church', 'walled-farm'];

/**
 * Hexside directions of a field-works tile, for pointy-top hexes with even rows shifted right:
 *
 *        NW   NE
 *     W   (hex)   E
 *        SW   SE
 */
export const HEXSIDES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Hexside = (typeof HEXSIDES)[number];

/** Objective banner types of digest D.9 (shared with Ancients: ../objectives.ts). */
export { OBJECTIVE_TYPES, type ObjectiveType };

export const SIDES = ['bottom', 'top'] as const;
export type SideName = (typeof SIDES)[number];

export const HexSchema = z.string().regex(/^[A-Z][1-9][0-9]?$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not a hex (expected a column letter A-Z and a row number, e.g. "E3")`,
});

const SideSchema = z.enum(SIDES);
const NationSchema = z.enum(NATIONS);
const UnitCodeSchema = z.enum(UNIT_CODES as [string, ...string[]], {
  error: (iss) => `unknown unit code ${JSON.stringify(iss.input)} (expected one of ${UNIT_CODES.join(' ')})`,
});

export const SideSetupSchema = z.strictObject({
  /** Army name shown to people, e.g. "Allied (Russian and Austrian)". */
  army: z.string().min(1),
  /** Nations this side fields, each under its own national rules (digest D.11). */
  nations: z.array(NationSchema).min(1),
  /** Commanders named in the battle notes (one, or two sharing a command). */
  commanders: z.array(z.string().min(1)).min(1),
  /** Command-card hand size, 1..8. */
  cards: z.int().min(1).max(8),
  /** Tactician cards at the start (the commanders' tactician rating, C.17), 0..10. */
  tactician: z.int().min(0).max(10),
  /** Banners needed to win, 1..30 (banners have no cap, digest D.11). */
  banners: z.int().min(1).max(30),
  /** National items (C.16): Prussian Iron Will counters, Spanish Guerrilla tokens. */
  items: z.strictObject({
    ironWill: z.int().min(0).max(20).optional(),
    guerrilla: z.int().min(0).max(6).optional(),
  }).optional(),
});

export const TerrainEntrySchema = z.strictObject({
  hex: HexSchema,
  type: z.enum(TERRAIN_TYPES),
  /** Place name shown to people and used by options ("Goldbach"). */
  name: z.string().min(1).optional(),
  /** Field works only: the 2 to 4 fortified hexsides. */
  sides: z.array(z.enum(HEXSIDES)).min(2).max(4).optional(),
});

export const UnitEntrySchema = z.strictObject({
  side: SideSchema,
  nation: NationSchema,
  /** EPIC map-key code of the nation's table, e.g. "LN", "R-CO", "A-GRZ". */
  type: UnitCodeSchema,
  hex: HexSchema,
  /** Blocks at setup, 1..the table's blocks; omitted = full strength. */
  blocks: z.int().min(1).max(6).optional(),
  /** A leader attached to this unit: his name, or `true` for an unnamed leader. */
  leader: z.union([z.string().min(1), z.literal(true)]).optional(),
  /** French line infantry only: carries a Conscript marker (D.10). */
  conscript: z.literal(true).optional(),
  /** Formation label shown to people ("3e Ligne"). */
  name: z.string().min(1).optional(),
});

export const LoneLeaderSchema = z.strictObject({
  side: SideSchema,
  hex: HexSchema,
  name: z.string().min(1).optional(),
});

export const ObjectiveSchema = z.strictObject({
  ...objectiveShape(HexSchema, ObjectiveIdSchema, OBJECTIVE_TYPES),
  /** Units that do not count for it. */
  unitFilter: z.strictObject({
    excludeTypes: z.array(UnitCodeSchema).optional(),
    excludeBuildingHexes: z.boolean().optional(),
  }).optional(),
  /** Only for "temporary-start-of-turn": held while no unit of `noUnitOf` stands on any of `onAnyOf`. */
  condition: z.strictObject({
    noUnitOf: SideSchema,
    onAnyOf: z.array(HexSchema).min(1),
  }).optional(),
});

/**
 * Named scenario rules (docs/scenarios-napoleonics.md has the full text):
 * - austerlitzStream: stream tiles named `terrainName` do not stop movement; no dice reduction
 *   battling a unit in one; a unit in one battles with 1 die less (E.1 #1 #2 #4 #6).
 * - satschanMere: the pond tiles named `terrainName` are impassable (E.1 #1 #2; also the C.15 rule).
 * - motherRussia: the Russian pre-battle roll (C.16): `roll` on or off; `dice` (omitted = the
 *   Russian side's Command cards); `voidResults` that have no effect; `flagMayChooseVoided`.
 * - firstPlayerRollOff: with `first: "roll-off"`, each side rolls `dice`, more `symbol` results
 *   move first, `tie` moves first on a tie (E.1 #6).
 * - cannotRetreat: units of `side` move normally but never retreat; they lose 1 block per flag they
 *   cannot ignore (E.1 #6).
 * - retreatEitherBaseline: units of `side` may retreat toward the nearest baseline hex of either
 *   side without penalty (E.1 #6).
 * - buildingTerrain: which terrain types are "building hexes" (D.11 option; default BUILDING_TERRAIN).
 * - commandDeck: "ccn70" (the default 70-card deck) or "gmt90", the GM&T 90-card deck with OUR
 *   ESTIMATED counts (UNCONFIRMED; gmt-deck.ts).
 * - tacticianDeck: a Tactician deck file (C.17) replacing the default 50 cards: `cards` maps card ids
 *   (the text notation's, e.g. "short-supply") to copies; `total` must be what they add up to.
 */
export const NapoleonicsOptionsSchema = z.strictObject({
  austerlitzStream: z.strictObject({ terrainName: z.string().min(1) }).optional(),
  satschanMere: z.strictObject({ terrainName: z.string().min(1) }).optional(),
  motherRussia: z.strictObject({
    roll: z.boolean(),
    dice: z.int().min(1).max(8).optional(),
    voidResults: z.array(z.enum(['infantry', 'cavalry', 'artillery', 'sabre', 'flag'])).optional(),
    flagMayChooseVoided: z.boolean().optional(),
  }).optional(),
  firstPlayerRollOff: z.strictObject({
    dice: z.int().min(1).max(8),
    symbol: z.enum(['infantry', 'cavalry', 'artillery', 'sabre', 'flag']),
    tie: SideSchema,
  }).optional(),
  cannotRetreat: z.strictObject({ side: SideSchema }).optional(),
  retreatEitherBaseline: z.strictObject({ side: SideSchema }).optional(),
  buildingTerrain: z.array(z.enum(TERRAIN_TYPES)).min(1).optional(),
  commandDeck: z.enum(['ccn70', 'gmt90']).optional(),
  tacticianDeck: z.strictObject({
    total: z.int().min(1).max(255),
    cards: z.record(z.string().regex(/^[a-z][a-z-]*$/), z.int().min(0).max(50)),
  }).optional(),
});

/** Option names, for the special-rule texts that point at one. */
export const OPTION_NAMES = Object.keys(NapoleonicsOptionsSchema.shape) as Array<keyof typeof NapoleonicsOptionsSchema.shape>;

/** A special rule in words, for people; `option` names the option that implements it. */
export const SpecialRuleSchema = z.strictObject({
  option: z.enum(OPTION_NAMES).optional(),
  text: z.string().min(1),
});

export const NapoleonicsScenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  game: z.literal('napoleonics'),
  id: z.string().regex(/^[0-9]{3}-[a-z0-9][a-z0-9-]*$/, {
    error: (iss) => `${JSON.stringify(iss.input)} is not a scenario id ("NNN-slug": three digits, '-', lowercase letters, digits and '-')`,
  }),
  name: z.string().min(1),
  /** The battle this scenario is part of ("Austerlitz"). */
  battle: z.string().min(1).optional(),
  date: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/).optional(),
  time: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
  /** True when any hex of the map or setup is reconstructed rather than printed: shown to people. */
  reconstruction: z.boolean(),
  /** What is transcribed from the printed scenario and what is reconstructed (required when reconstruction). */
  provenance: z.strictObject({
    transcribed: z.string().min(1),
    reconstructed: z.string().min(1).optional(),
    source: z.string().min(1).optional(),
  }),
  board: z.enum(BOARD_NAMES),
  /** standard (default), epic or grande (epic-format.ts); the board must be the format's. */
  format: z.enum(FORMATS).optional(),
  /** EPIC / La Grande only: sections, Messenger display, seat roles (epic-format.ts). */
  epic: EpicSetupSchema.optional(),
  sides: z.strictObject({ bottom: SideSetupSchema, top: SideSetupSchema }),
  first: z.enum(['bottom', 'top', 'roll-off']),
  terrain: z.array(TerrainEntrySchema),
  units: z.array(UnitEntrySchema),
  leaders: z.array(LoneLeaderSchema).optional(),
  objectives: z.array(ObjectiveSchema).optional(),
  options: NapoleonicsOptionsSchema.optional(),
  /** The battle notes' special rules in words, each pointing at its option where it has one. */
  specialRules: z.array(SpecialRuleSchema).optional(),
});

export type NapoleonicsScenarioFile = z.infer<typeof NapoleonicsScenarioSchema>;
export type NapoleonicsSideSetup = z.infer<typeof SideSetupSchema>;
export type NapoleonicsTerrainEntry = z.infer<typeof TerrainEntrySchema>;
export type NapoleonicsUnitEntry = z.infer<typeof UnitEntrySchema>;
export type NapoleonicsObjective = z.infer<typeof ObjectiveSchema>;
export type NapoleonicsOptions = z.infer<typeof NapoleonicsOptionsSchema>;

/** JSON Schema (draft 2020-12) of a Napoleonics scenario file, for Python and editors. */
export function napoleonicsScenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(NapoleonicsScenarioSchema, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
}
