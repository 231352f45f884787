/**
 * Shape of the Blood & Iron data files (zod 4): a map (`data/map-*.json`) and a scenario
 * (`scenarios/*.json`), as documented in docs/blood-and-iron.md and the data file's own notes.
 *
 * This module checks the shape of one file only: field names, types, enums, id formats. Everything
 * that needs more than one field or more than one file (hexes on the map, adjacency, formations,
 * setup areas, stacking, overrides naming real pieces) is checked in `loader.ts`, the only caller.
 * Labels: every invented value stays labelled ORIGINAL in the files; the schema keeps `label`,
 * `source` and `note` fields as free text so they survive a round trip.
 */
import * as z from 'zod';

/** A hex id as the seed writes it: two-digit column, two-digit row ("4320"). */
export const HexIdSchema = z.string().regex(/^[0-9]{4}$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not a hex id (expected CCRR, e.g. "0905")`,
});
export const SideSchema = z.enum(['french', 'prussian']);
export const TERRAINS = ['clear', 'woods', 'town', 'vineyard', 'city'] as const;
export const FEATURES = ['stream', 'river', 'bridge', 'road', 'fortification'] as const;
export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'horse_artillery'] as const;

export const MapHexSchema = z.looseObject({
  id: HexIdSchema,
  col: z.int().min(0).max(99),
  row: z.int().min(0).max(99),
  terrain: z.enum(TERRAINS),
  elev: z.int().min(0).max(3),
  fortified: z.boolean().optional(),
});
export const HexsideSchema = z.looseObject({
  a: HexIdSchema,
  b: HexIdSchema,
  features: z.array(z.enum(FEATURES)).min(1),
});
export const MapSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().optional(),
  cols: z.int().min(1).max(40),
  rows: z.int().min(1).max(40),
  first_col: z.int().min(0).max(99),
  first_row: z.int().min(0).max(99),
  hexes: z.array(MapHexSchema).min(1),
  hexsides: z.array(HexsideSchema),
});

const SetupSchema = z.strictObject({ hex: HexIdSchema, area: z.string().min(1) });
const ArrivalSchema = z.strictObject({ turn: z.int().min(1).max(99), area: z.string().min(1), hex: HexIdSchema });

export const UnitSchema = z.looseObject({
  id: z.string().regex(/^(fr|de)-[a-z0-9-]+$/, { error: (iss) => `${JSON.stringify(iss.input)} is not a unit id (fr-... or de-...)` }),
  side: SideSchema,
  type: z.enum(UNIT_TYPES),
  rating: z.enum(['A', 'B', 'C', 'D']),
  ma: z.int().min(1).max(20),
  corps: z.string().min(1),
  division: z.string().min(1).nullable(),
  name: z.string().min(1),
  setup: SetupSchema.optional(),
  arrival: ArrivalSchema.optional(),
});
export const LeaderSchema = z.looseObject({
  id: z.string().regex(/^ldr-[a-z0-9-]+$/, { error: (iss) => `${JSON.stringify(iss.input)} is not a leader id (ldr-...)` }),
  side: SideSchema,
  name: z.string().min(1),
  level: z.enum(['army', 'corps', 'division']),
  formation: z.string().min(1),
  command: z.int().min(0).max(9),
  range: z.int().min(1).max(30),
  replacement: z.strictObject({ command: z.int().min(0).max(9), range: z.int().min(1).max(30) }).nullable(),
  setup: SetupSchema.optional(),
  arrival: ArrivalSchema.optional(),
});
export const AreaSchema = z.looseObject({
  letter: z.string().min(1),
  side: SideSchema,
  center: HexIdSchema,
  radius: z.int().min(0).max(20),
  entry_hexes: z.array(HexIdSchema),
});
export const FormationSchema = z.looseObject({
  id: z.string().min(1),
  side: SideSchema,
  kind: z.enum(['corps', 'division']),
  parent: z.string().nullable(),
});
export const VictorySchema = z.looseObject({
  vp_hexes: z.array(z.looseObject({ hex: HexIdSchema, vp: z.int().min(0).max(99), initial_control: SideSchema })).optional(),
  end_condition: z.looseObject({ side: SideSchema, hex: HexIdSchema, occupied_by_in_command_unit: z.literal(true), at_end_of_turn: z.int() }).optional(),
});
export const TurnsSchema = z.looseObject({ first: z.int().min(1).max(99), last: z.int().min(1).max(99) });

export const FullScenarioSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string().min(1),
  label: z.string().min(1),
  map: z.string().min(1),
  turns: TurnsSchema,
  command_table: z.enum(['regular', 'special']),
  areas: z.array(AreaSchema),
  formations: z.array(FormationSchema),
  units: z.array(UnitSchema).min(1).max(64),
  leaders: z.array(LeaderSchema).max(24),
  victory: VictorySchema,
});
const OverrideSchema = z.looseObject({ id: z.string().min(1), setup: SetupSchema.optional(), arrival: ArrivalSchema.optional() });
export const VariantScenarioSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string().min(1),
  label: z.string().min(1),
  base: z.string().min(1),
  map: z.string().min(1),
  turns: TurnsSchema,
  overrides: z.looseObject({ units: z.array(OverrideSchema), leaders: z.array(OverrideSchema) }),
  /** An object replaces the base's victory; a string (e.g. "as base (seed 11.43)") keeps it. */
  victory: z.union([VictorySchema, z.string()]).optional(),
});

export type BiMap = z.infer<typeof MapSchema>;
export type BiUnit = z.infer<typeof UnitSchema>;
export type BiLeader = z.infer<typeof LeaderSchema>;
export type BiFullScenario = z.infer<typeof FullScenarioSchema>;
export type BiVariantScenario = z.infer<typeof VariantScenarioSchema>;

/** One line per zod issue: "path: message". */
export function zodProblems(where: string, err: z.ZodError): string[] {
  return err.issues.map((i) => `${where}: ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
}
