// Turns a normalised Napoleonics scenario (scenario.ts normalizeNapoleonicsScenario: hexes already
// core indices, units as nation + map code) into the core-level form compile.ts reads (units as
// core unit types such as "RU_COS", terrain as the core's terrain names), and lists every fact of
// the file the rules core does not apply yet, so nobody is told a rule is in play when it is not.
// The GM&T / EPIC pieces (objectives, Tactician cards, Mother Russia ...) come from core-pieces.ts.
// Called once per game creation (src/games/load.ts, the napoleonics entry); never in a search loop.
//
//   file unit  { nation: "RU", code: "R-CO" }  ->  core unit { type: "RU_COS" }   (CORE_TYPE below)
//   file terrain "pond"                        ->  core terrain "lake"            (CORE_TERRAIN below)
//   first "roll-off"                           ->  the roll-off's tie side, then the core's roll-off (pieces.rollOff)
//   austerlitzStream tile                      ->  clear hex + pieces.battleOut   (core-pieces.ts)
import type { NapoleonicsCoreScenario } from './compile.js';
import type { TerrainType } from './schema.js';
import type { NapoleonicsNormalizedScenario } from './scenario.js';
import { corePieces, type PiecesOptions } from './core-pieces.js';
import { coreUnitType } from './unit-codes.js';
import { epicFields, epicNotApplied, type NapoleonicsCoreScenarioForm } from './epic-core-fields.js';

export { coreUnitType };
export type { NapoleonicsCoreScenarioForm };

/** The four Russian cavalry map codes that play as light or heavy cavalry (unit-codes.ts RENAMED). */
const SUBSTITUTED: readonly string[] = ['RU:R-LNCR', 'RU:R-CU', 'RU:R-GLC', 'RU:R-GHC'];

/**
 * The core's terrain name (compile.ts NAP_TERRAIN key) of a file terrain type (digest C.15): a
 * windmill and a tower are towns, a walled garden is forest, a pond is a lake. Field works are a
 * hexside feature (null here: core-pieces.ts sends them as FIELD_WORKS items).
 */
export const CORE_TERRAIN: Readonly<Record<TerrainType, string | null>> = {
  forest: 'forest', hill: 'hill', town: 'town', windmill: 'town', castle: 'castle', church: 'church',
  'walled-farm': 'walled-farm', 'walled-garden': 'forest', tower: 'town', stream: 'stream', river: 'river',
  lake: 'lake', pond: 'lake', marsh: 'marsh', orchard: 'orchard', 'field-works': null,
};

/** The core-level form of a normalised scenario, with its notes of what the core leaves out. */
export function toCoreScenario(n: NapoleonicsNormalizedScenario, opts: PiecesOptions = {}): NapoleonicsCoreScenarioForm {
  const notApplied: string[] = [];
  const substituted = new Set<string>();
  const units = n.units.map((u) => {
    const key = `${u.nation}:${u.code}`;
    if (SUBSTITUTED.includes(key)) substituted.add(u.code);
    const unit: NapoleonicsCoreScenario['units'][number] = { side: u.side, type: coreUnitType(u.nation, u.code), index: u.index };
    if (u.blocks !== u.maxBlocks) unit.blocks = u.blocks;
    unit.maxBlocks = u.maxBlocks;
    return unit;
  });
  if (substituted.size > 0) {
    notApplied.push(`unit codes ${[...substituted].sort().join(', ')} play as Russian light/heavy cavalry (the core has no row of their own)`);
  }
  // the GM&T / EPIC pieces and battle rules the core applies (core-pieces.ts), and notes of the rest
  const { pieces, notApplied: piecesLeft } = corePieces(n, opts);
  notApplied.push(...piecesLeft);
  const stream = new Set(n.options.austerlitzStream?.hexes ?? []);
  const terrain: NapoleonicsCoreScenario['terrain'] = [];
  for (const t of n.terrain) {
    const type = CORE_TERRAIN[t.type];
    // field works are hexsides (pieces.fieldWorks); an Austerlitz stream hex is clear with a
    // battle-out die (pieces.battleOut): it does not stop movement nor reduce dice against it
    if (type === null || stream.has(t.index)) continue;
    terrain.push({ index: t.index, type });
  }
  notApplied.push(...epicNotApplied(n));
  if (n.options.retreatEitherBaseline) notApplied.push('retreatEitherBaseline (its units retreat toward their own baseline)');
  const first = n.first ?? n.options.firstPlayerRollOff?.tie ?? 0;
  const ironWill: [number, number] = [n.sides[0].ironWill, n.sides[1].ironWill];
  return {
    id: n.id,
    name: n.name,
    board: { w: n.board.w, h: n.board.h },
    first,
    sides: [
      { cards: n.sides[0].cards, banners: n.sides[0].banners, name: n.sides[0].army },
      { cards: n.sides[1].cards, banners: n.sides[1].banners, name: n.sides[1].army },
    ],
    terrain,
    units,
    leaders: n.leaders.map((l) => ({ side: l.side, index: l.index })),
    ...(ironWill[0] > 0 || ironWill[1] > 0 ? { ironWill } : {}),
    reconstruction: n.reconstruction,
    ...(Object.keys(pieces).length > 0 ? { pieces } : {}),
    ...epicFields(n),
    notApplied,
  };
}
