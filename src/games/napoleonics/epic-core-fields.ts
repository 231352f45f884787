// The EPIC / La Grande fields of the core-level form (core-form.ts toCoreScenario calls both
// functions): what the core's EPIC turn reads (src/games/napoleonics/epic.ts, called by compile.ts),
// the file's whole EPIC part for the seats work, and the notes of what the core does not play.
// Only an EPIC or La Grande file gets any of it, so a standard battle's form is unchanged.
// Called once per game creation; never in a search loop.
//
//   file (normalised)                      core-level form
//   format "epic", 3 sections, display  -> format "epic", epic { sectionLines: [b1, b2], display: [5, 2] }
//   format "grande"                     -> (no format: the core has no La Grande turn yet)
//   any EPIC part                       -> epicSetup { format, sections, display, seats }
import type { NapoleonicsCoreScenario } from './compile.js';
import type { NapoleonicsFormat } from './epic-format.js';
import type { NormalizedEpicSetup } from './epic-check.js';
import type { NapoleonicsNormalizedScenario } from './scenario.js';

/**
 * Whether compile.ts hands an "epic" file to the core's EPIC turn (src/games/napoleonics/epic.ts,
 * D.3-D.6, the epic-core work). false here: EPIC files play the standard turn on their wide board
 * and notApplied says so. Set it true in the commit that wires epic.ts into compile.ts:
 * tests/core/perft-epic.test.ts checks it against the compiled game (the EPIC phases are named only
 * when the EPIC turn is on) and holds the counts of both turns.
 */
export const EPIC_TURN_IN_CORE = false;

/**
 * What an EPIC / La Grande file asks for that the core does not play: the EPIC turn until
 * EPIC_TURN_IN_CORE (then the core also takes the file's dotted lines), La Grande's turn and six
 * sections (the core has no seats yet: such a file plays the standard turn with the core's three
 * sections, geometry.ts), and the seat roles (one seat a side).
 */
export function epicNotApplied(n: NapoleonicsNormalizedScenario): string[] {
  if (n.format === 'standard' || n.epic === null) return [];
  const out: string[] = [];
  const lines = sectionLines(n.epic);
  const epicTurn = EPIC_TURN_IN_CORE && n.format === 'epic' && lines !== null;
  if (!epicTurn) {
    out.push(`the ${n.format === 'epic' ? 'EPIC' : 'La Grande'} turn (two cards, the Messenger display, March Moves, D.3-D.6): the standard turn is played on the ${n.board.w}x${n.board.h} board`);
    const core = coreLines(n.board.w);
    if (lines === null || lines[0] !== core[0] || lines[1] !== core[1]) {
      out.push(`the file's ${n.epic.sections.length} sections: the core orders by its own three (dotted lines at x2 ${core.join(' and ')})`);
    }
  }
  if (n.epic.seats !== null) out.push('the seat roles (D.7, D.8): one seat a side');
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
 *                  display: [size, refillAt] }. Set for "epic" only: the core has no La Grande turn
 *                  (seats) yet, so a "grande" file plays the standard turn (notApplied says so).
 *   epicSetup      the file's whole EPIC part (format, sections, display, seats) for the seats work.
 */
export type NapoleonicsCoreScenarioForm = NapoleonicsCoreScenario & {
  format?: 'epic';
  epic?: { sectionLines: [number, number]; display: [number, number] };
  epicSetup?: NormalizedEpicSetup & { format: NapoleonicsFormat };
};

/** The EPIC fields of the core-level form (NapoleonicsCoreScenarioForm) for a normalised scenario. */
export function epicFields(n: NapoleonicsNormalizedScenario): Partial<NapoleonicsCoreScenarioForm> {
  if (n.format === 'standard' || n.epic === null) return {};
  const e = n.epic;
  const out: Partial<NapoleonicsCoreScenarioForm> = { epicSetup: { format: n.format, ...e } };
  const lines = sectionLines(e);
  if (n.format === 'epic' && lines !== null) {
    out.format = 'epic';
    out.epic = { sectionLines: lines, display: [e.display.size, e.display.refillAt] };
  }
  return out;
}

/** Three sections sharing two dotted lines, as the core draws them; null for any other layout. */
function sectionLines(e: NormalizedEpicSetup): [number, number] | null {
  const [l, c, r] = e.sections;
  if (e.sections.length !== 3 || l!.x2To !== c!.x2From || c!.x2To !== r!.x2From) return null;
  return [l!.x2To, c!.x2To];
}
