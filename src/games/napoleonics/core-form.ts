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
import type { NapoleonicsFormat } from './epic-format.js';
import type { NormalizedEpicSetup } from './epic-check.js';
import { sixSectionLines, grandeSeatRoles, type SixSectionLines } from './epic-sections.js';

export { coreUnitType };

/**
 * The core's terrain name (compile.ts NAP_TERRAIN key) of a file terrain type (digest C.15): a
 * windmill and a tower are towns, a walled garden is its own kind (C.15: forest + a wall), a pond is a lake. Field works are a
 * hexside feature (null here: core-pieces.ts sends them as FIELD_WORKS items).
 */
export const CORE_TERRAIN: Readonly<Record<TerrainType, string | null>> = {
  forest: 'forest', hill: 'hill', town: 'town', windmill: 'town', castle: 'castle', church: 'church',
  'walled-farm': 'walled-farm', 'walled-garden': 'walled-garden', tower: 'town', stream: 'stream', river: 'river',
  lake: 'lake', pond: 'lake', marsh: 'marsh', orchard: 'orchard', 'field-works': null,
};

/**
 * Whether compile.ts hands an "epic" file to the core's EPIC turn (src/games/napoleonics/epic.ts,
 * D.3-D.6). true since epic.ts is wired into compile.ts (with false, EPIC files would play the
 * standard turn on their wide board and notApplied would say so): tests/core/perft-epic.test.ts
 * checks it against the compiled game (the EPIC phases are named only when the EPIC turn is on) and
 * holds the counts of both turns.
 */
export const EPIC_TURN_IN_CORE = true;

/**
 * What an EPIC / La Grande file asks for that the core does not play: the EPIC turn until
 * EPIC_TURN_IN_CORE (then the core also takes the file's dotted lines), La Grande's turn and six
 * sections (the core has no seats yet: such a file plays the standard turn with the core's three
 * sections, geometry.ts), and what the seat formats leave out (EPIC: rule option `seats` 2/4/6/8,
 * D.7; La Grande: one seat a side).
 */
function epicNotApplied(n: NapoleonicsNormalizedScenario): string[] {
  if (n.format === 'standard' || n.epic === null) return [];
  const out: string[] = [];
  const lines = sectionLines(n.epic);
  const epicTurn = EPIC_TURN_IN_CORE && n.format === 'epic' && lines !== null;
  if (!epicTurn) {
    out.push(`the ${n.format === 'epic' ? 'EPIC' : 'La Grande'} turn (two cards, the Messenger display, March Moves, D.3-D.6): the standard turn is played on the ${n.board.w}x${n.board.h} board${n.format === 'grande' ? ' (2 seats; see the seat roles)' : ''}`);
    const six = n.format === 'grande' ? sixSectionLines(n.epic) : null;
    if (six !== null) {
      // the six sections reach the core's geometry (epic-sections.ts), but the standard turn orders by the pairs
      out.push(`the file's 6 sections: the standard turn orders by three, the corps commanders' pairs (dotted lines at x2 ${six[1]} and ${six[3]})`);
    } else {
      const core = coreLines(n.board.w);
      if (lines === null || lines[0] !== core[0] || lines[1] !== core[1]) {
        out.push(`the file's ${n.epic.sections.length} sections: the core orders by its own three (dotted lines at x2 ${core.join(' and ')})`);
      }
    }
  }
  if (n.epic.seats !== null) {
    out.push(epicTurn
      ? 'the seat roles (D.7): seats 2/4/6/8 are played (rule option seats; in 6 and 8 seats each player holds his own Tactician cards and national items, dealt by the core), but the file\'s per-seat cards and tactician counts are not read and there is no initiative roll'
      : 'the seat roles and La Grande\'s own turn (D.8: hand-outs to the corps commanders, their Command hands): 2 seats play the standard turn, rule option seats 8 La Grande\'s own turn (D.8; its [Interp]s: docs/scenarios-epic.md) (the file\'s per-seat cards are not read)');
  }
  return out;
}

/** The core's two dotted lines for a board of width w (assembly/common/geometry.ts setBoard). */
function coreLines(w: number): [number, number] {
  return [2 * Math.floor((2 * w + 1) / 6), 2 * Math.floor((4 * w - 1) / 6)];
}

/**
 * The core-level form plus the EPIC fields (only for an EPIC / La Grande file, so a standard
 * battle's form stays what it was):
 *   format, epic   what the core's EPIC turn reads (src/games/napoleonics/epic.ts, compile.ts calls it):
 *                  format "epic" and epic = { sectionLines: [b1, b2] (the file's two dotted lines),
 *                  display: [size, refillAt] }. Set for "epic" only: a "grande" file is marked by
 *                  `grande` below instead, so in 2 seats it plays the standard turn.
 *   epicSetup      the file's whole EPIC part (format, sections, display, seats) for the seats work.
 *   sixSections    La Grande only: the five dotted lines of its six sections, left to right (x2;
 *                  epic-sections.ts), which compile.ts sends to the core's geometry (D.8).
 *   grande         La Grande only: its Messenger display [size, refillAt]; with rule option seats 8
 *                  epic.ts turns on La Grande's own turn (D.8, EpicScen.GRANDE, assembly/cc/epic/
 *                  grande-turn.ts); 2 seats ignore it and play the standard turn.
 */
export type NapoleonicsCoreScenarioForm = NapoleonicsCoreScenario & {
  format?: 'epic';
  epic?: { sectionLines: [number, number]; display: [number, number] };
  epicSetup?: NormalizedEpicSetup & { format: NapoleonicsFormat };
  sixSections?: SixSectionLines;
  grande?: { display: [number, number]; corpsCards?: number[]; corpsTact?: number[] };
};

/** The EPIC fields of the core-level form (NapoleonicsCoreScenarioForm) for a normalised scenario. */
function epicFields(n: NapoleonicsNormalizedScenario): Partial<NapoleonicsCoreScenarioForm> {
  if (n.format === 'standard' || n.epic === null) return {};
  const e = n.epic;
  const out: Partial<NapoleonicsCoreScenarioForm> = { epicSetup: { format: n.format, ...e } };
  const lines = sectionLines(e);
  if (n.format === 'epic' && lines !== null) {
    out.format = 'epic';
    out.epic = { sectionLines: lines, display: [e.display.size, e.display.refillAt] };
  }
  const six = n.format === 'grande' ? sixSectionLines(e) : null;
  if (six !== null) {
    out.sixSections = six;
    out.grande = { display: [e.display.size, e.display.refillAt], corpsCards: corpsCardsOf(e, 'cards'), corpsTact: e.seats === null ? undefined : corpsCardsOf(e, 'tactician') }; // read in 8 seats only (epic.ts)
  }
  return out;
}

/** La Grande (D.8): each corps commander's own Command hand (`cards`) or starting Tactician cards
 *  (`tactician`, "the number in the battle notes") by game seat (side + 2 * role, roles from his pair:
 *  epic-sections.ts grandeSeatRoles); the CinCs' entries 0 (their hand is the side's; no Tactician). */
function corpsCardsOf(e: NormalizedEpicSetup, field: 'cards' | 'tactician'): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0, 0];
  if (e.seats === null) return out;
  const roles = grandeSeatRoles(e);
  (['bottom', 'top'] as const).forEach((side, sideIx) => e.seats![side].forEach((r, i) => {
    const role = roles[side][i]!;
    if (role > 0) out[sideIx + 2 * role] = r[field] ?? 0;
  }));
  return out;
}

/** Three sections sharing two dotted lines, as the core draws them; null for any other layout. */
function sectionLines(e: NormalizedEpicSetup): [number, number] | null {
  const [l, c, r] = e.sections;
  if (e.sections.length !== 3 || l!.x2To !== c!.x2From || c!.x2To !== r!.x2From) return null;
  return [l!.x2To, c!.x2To];
}

/** The core-level form of a normalised scenario, with its notes of what the core leaves out. */
export function toCoreScenario(n: NapoleonicsNormalizedScenario, opts: PiecesOptions = {}): NapoleonicsCoreScenarioForm {
  const notApplied: string[] = [];
  const units = n.units.map((u) => {
    const unit: NapoleonicsCoreScenario['units'][number] = { side: u.side, type: coreUnitType(u.nation, u.code), index: u.index };
    if (u.blocks !== u.maxBlocks) unit.blocks = u.blocks;
    unit.maxBlocks = u.maxBlocks;
    return unit;
  });
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
