/**
 * Shape of a Commands & Colors: Ancients scenario file (zod 4), and its JSON Schema export.
 *
 * This module checks only the shape of one file: field names, types, enums, ranges. Everything that
 * needs the board or more than one field at once (hexes on the board, stacking, blocks per unit
 * type, impassable terrain, option targets) is checked in `scenario.ts`, which is the only caller
 * that parses scenarios; Python tooling validates against `scenarioJsonSchema()`.
 *
 * Adding a scenario option: add it to `ScenarioOptionsSchema` (options are strict, so a misspelt
 * option is an error rather than a silently ignored rule), document it in docs/scenarios.md, and
 * give it a normalised form in scenario.ts.
 */
import * as z from 'zod';

import { BOARD_NAMES } from '../hex-notation.js';
import { HEX_OBJECTIVE_TYPES, objectiveShape, ObjectiveIdSchema } from '../objectives.js';

/** Unit codes of the base game (rules digest B.3). */
export const UNIT_TYPES = ['LI', 'LB', 'LS', 'AX', 'WA', 'MI', 'HI', 'LC', 'MC', 'HC', 'EL', 'HCH', 'WM'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Blocks of a full-strength unit (rules digest B.1/B.3); also the default when `blocks` is omitted. */
export const MAX_BLOCKS: Readonly<Record<UnitType, number>> = {
  LI: 4, LB: 4, LS: 4, AX: 4, WA: 4, MI: 4, HI: 4,
  LC: 3, MC: 3, HC: 3,
  EL: 2, HCH: 2, WM: 2,
};

export const TERRAIN_TYPES = ['forest', 'hill', 'broken', 'marsh', 'river', 'ford', 'lake', 'steep-hill', 'camp'] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/** Terrain no unit may stand on at setup (rules digest B.12). A ford is passable. */
export const IMPASSABLE_TERRAIN: readonly TerrainType[] = ['lake', 'river', 'steep-hill'];

export const SIDES = ['bottom', 'top'] as const;
export type SideName = (typeof SIDES)[number];

/** A hex in notation form; whether it lies on the board is checked in scenario.ts. */
export const HexSchema = z.string().regex(/^[A-Z][1-9][0-9]?$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not a hex (expected a column letter A-Z and a row number, e.g. "E3")`,
});

const SideSchema = z.enum(SIDES);

export const SideSetupSchema = z.strictObject({
  /** Army name shown to people, e.g. "Carthaginian". */
  name: z.string().min(1),
  /** Hand size (the War Council "Command"), 1..8. */
  cards: z.int().min(1).max(8),
  /** Banners needed to win, 1..20. */
  banners: z.int().min(1).max(20),
  commander: z.string().min(1).optional(),
});

export const TerrainEntrySchema = z.strictObject({
  hex: HexSchema,
  type: z.enum(TERRAIN_TYPES),
  /** Only for camps: the side whose camp it is. */
  owner: SideSchema.optional(),
});

export const UnitEntrySchema = z.strictObject({
  side: SideSchema,
  type: z.enum(UNIT_TYPES),
  hex: HexSchema,
  /** Blocks at setup, 1..MAX_BLOCKS[type]; omitted = full strength. */
  blocks: z.int().min(1).max(4).optional(),
  /** A leader attached to this unit: his name, or `true` for an unnamed leader. */
  leader: z.union([z.string().min(1), z.literal(true)]).optional(),
});

export const LoneLeaderEntrySchema = z.strictObject({
  side: SideSchema,
  type: z.literal('leader'),
  hex: HexSchema,
  name: z.string().min(1).optional(),
});

export const PieceEntrySchema = z.discriminatedUnion('type', [UnitEntrySchema, LoneLeaderEntrySchema], {
  error: (iss) =>
    iss.code === 'invalid_union' && iss.note === 'No matching discriminator'
      ? `unknown unit type (expected one of ${UNIT_TYPES.join(' ')} or "leader")`
      : undefined,
});

const CardIdSchema = z.string().regex(/^[a-z0-9-]+$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not a card id (lowercase letters, digits and '-')`,
});

/**
 * Named scenario rules. Meanings (docs/scenarios.md has the full text):
 * - sacredBand: hex of the top side's Sacred Band HI (its helmets score hits in close combat; it may
 *   ignore 1 flag).
 * - magoAmbush: an off-board force that a Leadership card may bring onto the enemy baseline.
 * - trasimenusHand: the bottom side starts with its `cards`, draws 2 after each of its first two
 *   turns, and holds 4 from then on.
 * - beneventumHand: the bottom side draws 2 extra cards on its 3rd banner and holds 6 thereafter.
 * - castulo: losing the leader on `scipio` loses the game; bottom units exiting the top baseline
 *   from a centre hex or a hex of the bottom side's right flank score 1 banner.
 * - baeculaCamps: a bottom unit that stops on a top camp hex scores 1 banner, each camp once.
 */
export const ScenarioOptionsSchema = z.strictObject({
  sacredBand: HexSchema.optional(),
  magoAmbush: z
    .strictObject({
      side: SideSchema,
      units: z.array(z.enum(UNIT_TYPES)).min(1),
      leader: z.string().min(1).optional(),
    })
    .optional(),
  trasimenusHand: z.boolean().optional(),
  beneventumHand: z.boolean().optional(),
  castulo: z.strictObject({ scipio: HexSchema }).optional(),
  baeculaCamps: z.boolean().optional(),
});

/** A Napoleonics-only objective field, refused here with what it is for. */
const napoleonicsOnly = (field: string, why: string) =>
  z.never({ error: `${field} is a Napoleonics objective field (${why}); an Ancients objective has none` }).optional();

/**
 * A D.9 objective banner (rules digest D.9, B.13): the Napoleonics shape of ../objectives.ts, held
 * on hexes only. Breakthrough, time pressure and the conditional start-of-turn banner, and the
 * Napoleonics unit filter, have no Ancients meaning here and are refused.
 */
export const ObjectiveSchema = z.strictObject({
  ...objectiveShape(HexSchema, ObjectiveIdSchema, HEX_OBJECTIVE_TYPES),
  unitFilter: napoleonicsOnly('unitFilter', 'it names Napoleonics unit codes and building hexes'),
  condition: napoleonicsOnly('condition', 'only a "temporary-start-of-turn" objective has one'),
});

export const ScenarioFileSchema = z.strictObject({
  /** Lets editors find the JSON Schema; ignored by the engine. */
  $schema: z.string().optional(),
  game: z.literal('ancients'),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: (iss) => `${JSON.stringify(iss.input)} is not a scenario id (lowercase letters, digits and '-')`,
  }),
  name: z.string().min(1),
  year: z.string().min(1).optional(),
  /** A historical note of one or two sentences. */
  note: z.string().min(1).optional(),
  board: z.enum(BOARD_NAMES),
  sides: z.strictObject({ bottom: SideSetupSchema, top: SideSetupSchema }),
  first: SideSchema,
  terrain: z.array(TerrainEntrySchema),
  units: z.array(PieceEntrySchema),
  hands: z
    .strictObject({ bottom: z.array(CardIdSchema).optional(), top: z.array(CardIdSchema).optional() })
    .optional(),
  /** D.9 objective banners (the shared shape of ../objectives.ts; hex types only). */
  objectives: z.array(ObjectiveSchema).optional(),
  options: ScenarioOptionsSchema.optional(),
});

export type ScenarioFile = z.infer<typeof ScenarioFileSchema>;
export type SideSetup = z.infer<typeof SideSetupSchema>;
export type TerrainEntry = z.infer<typeof TerrainEntrySchema>;
export type UnitEntry = z.infer<typeof UnitEntrySchema>;
export type LoneLeaderEntry = z.infer<typeof LoneLeaderEntrySchema>;
export type PieceEntry = z.infer<typeof PieceEntrySchema>;
export type ScenarioOptions = z.infer<typeof ScenarioOptionsSchema>;
export type ObjectiveEntry = z.infer<typeof ObjectiveSchema>;

/** JSON Schema (draft 2020-12) of a scenario file, for Python and editors. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ScenarioFileSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
}
