// The Napoleonics battles in the web app: the six shipped Austerlitz scenarios (each a map
// reconstruction, labelled RECONSTRUCTION_LABEL wherever it is listed or played), validation of a
// saved scenario file, and the Game for one: the file turned into the core's form with the GM&T
// decisions on (Tactician plays, Mother Russia, Guerrilla, the leader move: decision kinds 48..51,
// docs/notation.md), then compiled into the C&C core with the Napoleonics ruleset. The game is the
// same facade the Ancients screens read, so the play screen, the AI workers and the record serve
// both. Callers: session.ts, picker.ts (the Napoleonics section), nap/*.ts.
import {
  napoleonicsGame, toCoreScenario, normalizeNapoleonicsScenario, parseNapoleonicsScenario, listNapoleonicsScenarios,
  getNapoleonicsScenario, RECONSTRUCTION_LABEL, type NapoleonicsScenario, type NapoleonicsScenarioSummary,
} from '../engine.js';
import type { Game } from '../engine.js';

export { RECONSTRUCTION_LABEL, type NapoleonicsScenario };

/** The scenario file's game id. */
export const NAP_GAME = 'napoleonics';

/** Does this battle offer the D.7 seat formats (an EPIC or La Grande file: its `format` field)? */
export function hasSeatFormats(sc: NapoleonicsScenario): boolean { return sc.format === 'epic' || sc.format === 'grande'; }

/** Is this scenario object a Napoleonics file (its `game` field)? */
export function isNapScenario(sc: unknown): sc is NapoleonicsScenario {
  return typeof sc === 'object' && sc !== null && (sc as { game?: unknown }).game === NAP_GAME;
}

/** The six shipped battles, in scenario-number order. */
export function napBattles(): NapoleonicsScenarioSummary[] { return listNapoleonicsScenarios(); }
export function napScenario(id: string): NapoleonicsScenario { return getNapoleonicsScenario(id); }

/** A scenario file object checked by the engine's schema; throws one line listing the problems. */
export function checkNapScenario(x: unknown): NapoleonicsScenario {
  const r = parseNapoleonicsScenario(x);
  if (!r.ok) throw new Error(`the saved Napoleonics scenario does not validate: ${r.errors.join('; ')}`);
  return r.scenario;
}

/**
 * The Game of a Napoleonics scenario file, with every GM&T decision in play. The core-level form
 * carries no leader names; the file's (its units' `leader` and its lone leaders, in the core's
 * leader order) are added to it, so the board, the log and the help name Legrand or Kienmayer as
 * the Ancients screens name theirs (`game.scenario.leaders[id].name`); the core ignores the field.
 * `rules`: rule options for the core (GameSpec.rules; `{ seats: 4 }` asks for a D.7 seat format).
 */
export function napGameFor(sc: NapoleonicsScenario, rules?: Record<string, number>): Promise<Game> {
  const n = normalizeNapoleonicsScenario(sc);
  const core = toCoreScenario(n, { decisions: true });
  core.leaders = core.leaders.map((l, i) => ({ ...l, ...(n.leaders[i]?.name ? { name: n.leaders[i].name } : {}) }));
  return napoleonicsGame(core, rules ? { rules } : {});
}

/** "map reconstructed, not the printed map" when the file says its map is a reconstruction. */
export function reconstructionNote(sc: NapoleonicsScenario): string | null {
  return sc.reconstruction ? RECONSTRUCTION_LABEL : null;
}

/** The board class of each C.15 terrain type of a file (the core's class where one fits; stream is its own). */
const FILE_CLASS: Record<string, string> = {
  forest: 'forest', hill: 'hill', town: 'town', village: 'town', building: 'town', windmill: 'town', tower: 'town', castle: 'castle',
  church: 'church', 'walled-farm': 'church', orchard: 'orchard', vineyard: 'orchard', stream: 'stream', marsh: 'marsh', river: 'river',
  lake: 'lake', pond: 'lake', 'walled-garden': 'forest',
};

/** The file's terrain by hex text, as the board draws it: class and place name. */
export function napFileTerrain(sc: NapoleonicsScenario): Map<string, { cls: string; name?: string }> {
  // field works are a hexside feature over the hex's own tile (drawn from the compiled pieces, board.ts renderNap)
  return new Map(sc.terrain.filter((t) => t.type !== 'field-works').map((t) => [t.hex, { cls: FILE_CLASS[t.type] ?? t.type, name: t.name }]));
}
