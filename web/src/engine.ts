// The web app's one door into the engine (src/): the facade, scenario registry, validation and the
// structured description of action codes. Everything else in web/ imports from here, so the app's
// dependency on src/ is one short list.
export {
  Game, State, type UnitView, type LeaderView, listScenarios, getScenario, DEFAULT_SCENARIO, type ScenarioSummary,
  parseScenario, normalizeScenario, type Scenario, type NormalizedScenario, mergeRoots, type SearchResult,
  type ActionInfo, type ActionKind, parseHexText,
} from '../../src/index.js';

// the game contract (src/core/contract.ts): what the AI loop and anything game-independent use
export {
  CHANCE, TERMINAL, gameOf, stateOf, legalList, type GameDef, type GameState, type GameRef, type StateRef, type GameSpec,
} from '../../src/core/contract.js';

// the scenario file's vocabulary (unit and terrain names, boards) for the editor: the schema's own lists
// the facade's named combat report (State.combat, nextDieVerdict, flagIgnoreReasons)
export type { DieVerdict, CombatView, FlagIgnoreReason } from '../../src/core/game.js';

export { UNIT_TYPES, TERRAIN_TYPES, MAX_BLOCKS, IMPASSABLE_TERRAIN, type UnitType, type TerrainType } from '../../src/games/ancients/schema.js';
export { BOARD_NAMES, boardDims, allHexes, type BoardName } from '../../src/games/hex-notation.js';

import { Game, normalizeScenario, actionInfo, type Scenario, type ActionInfo } from '../../src/index.js';
import * as z from 'zod';

// zod's package is marked free of side effects, so a bundler drops the line that installs its
// English messages; without it every scenario problem in the browser reads "Invalid input".
// Installing them here gives the page the same messages as the CLI.
z.config(z.locales.en());

/** A Game for a validated scenario (release core). Throws an Error with a one-line message. */
export async function gameFor(sc: Scenario): Promise<Game> {
  return Game.create(normalizeScenario(sc));
}

/** An action's structured description with its hexes as texts ("E3"), for the UI. */
export interface Act extends ActionInfo { text: string; hexText: string | null; toText: string | null }

export function describeCode(game: Game, code: number): Act {
  const i = actionInfo(game.enums, game.board, code);
  return { ...i, text: game.actionText(code), hexText: i.hex === null ? null : game.hexText(i.hex), toText: i.to === null ? null : game.hexText(i.to) };
}

/** Deterministic 32-bit mix of a game seed and a ply, for chance outcomes that undo cannot reroll. */
export function plySeed(seed: number, ply: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(ply + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}
