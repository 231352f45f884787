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

// Napoleonics (issue 18): the shipped Austerlitz battles, the file's validation and the game's loader
export { napoleonicsGame } from '../../src/games/load.js';
export { toCoreScenario } from '../../src/games/napoleonics/core-form.js';
export { normalizeNapoleonicsScenario, parseNapoleonicsScenario, type NapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';
export { listNapoleonicsScenarios, getNapoleonicsScenario, type NapoleonicsScenarioSummary } from '../../src/games/registry.js';
export { RECONSTRUCTION_LABEL } from '../../src/games/napoleonics/schema.js';
// D.9 objective banners of a C&C game in the core's order, and their holders (both games' marks: nap/pieces.ts)
export { objectivesOf, objectiveNow, type ObjectiveInfo, type ObjectiveNow } from '../../src/index.js';
// La Grande (D.8): each file seat's role (0 CinC, 1..3 left / centre / right corps, his side's view)
export { grandeSeatRoles } from '../../src/games/napoleonics/epic-sections.js';

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

/** The Napoleonics decisions the core's actionInfo leaves 'unknown' (docs/notation.md: join, square, tactic, …). */
export type NapKind = 'join' | 'square' | 'tactic' | 'guerrilla' | 'mother-russia' | 'leader-move' | 'discard' | 'tactician-draw'
  | 'time-pressure' | 'pick' | 'march' | 'give' | 'initiative' | 'lose' | 'hand-out' | 'answer' | 'half' | 'no-march' | 'square-ask';

/** An action's structured description with its hexes as texts ("E3"), for the UI. */
export interface Act extends Omit<ActionInfo, 'kind'> {
  kind: ActionInfo['kind'] | NapKind;
  text: string; hexText: string | null; toText: string | null;
  /** Tactician card id (tactic, discard) or Mother Russia use id (mother-russia). */
  detail?: string;
}

export function describeCode(game: Game, code: number): Act {
  const i = actionInfo(game.enums, game.board, code);
  const act: Act = { ...i, text: game.actionText(code), hexText: i.hex === null ? null : game.hexText(i.hex), toText: i.to === null ? null : game.hexText(i.to) };
  return i.kind === 'unknown' ? napDescribe(act) : act;
}

/** A core constant exported as a wasm global (the Napoleonics phases: assembly/cc/napoleonics/actions.ts), or -1. */
export function coreConst(game: Game, name: string): number {
  const g = (game.core as unknown as Record<string, unknown>)[name];
  return g instanceof WebAssembly.Global ? (g.value as number) : -1;
}

/** The Tactician card id ("capable-tactician") of a TCard kind, from the instance's TCard enum. */
export function tacticianId(game: Game, k: number): string {
  const names = (game.enums as unknown as { TCard?: { name: string[] } }).TCard?.name;
  return names?.[k]?.toLowerCase().replace(/_/g, '-') ?? String(k);
}

/**
 * An action described in the phase it is taken in: a Tactician card drawn (NAP_PHASE_TACT_DRAW) or
 * given up (NAP_PHASE_LEADER_DISCARD) reuses the core's DRAW / DISCARD codes with c = the TCard kind,
 * which the notation names from the Command deck; here it is read as the Tactician card it is.
 */
export function describeAt(game: Game, phase: number, code: number): Act {
  const a = describeCode(game, code);
  const tDraw = phase === coreConst(game, 'NAP_PHASE_TACT_DRAW'), tDiscard = phase === coreConst(game, 'NAP_PHASE_LEADER_DISCARD');
  if ((tDraw && a.kind === 'draw') || (tDiscard && a.kind === 'discard')) {
    return { ...a, kind: tDraw ? 'tactician-draw' : 'discard', card: null, detail: tacticianId(game, (code >>> 24) & 127) };
  }
  return a;
}

/**
 * Reads the Napoleonics decisions from their notation text (the core's text is the one source: the
 * verb, then hexes as "A1" or "A1-B2" after ":" or "@"). Unknown verbs stay 'unknown'.
 */
function napDescribe(act: Act): Act {
  const [verb, rest = ''] = act.text.split(':');
  // tactic-draw / tactic-discard (kinds 53/52) are the Tactician draw and give-up; time-pressure is
  // D.9's banner decision; pick / march are the EPIC turn (kinds 56/57: pick's detail is "card@hd");
  // give is the 4-seat CinC's hand-over of a card (kind 58, D.7: detail hand | display | none);
  // initiative / no-initiative and lose:HEX are D.7's roll (kinds 59, 60; detail yes | no);
  // La Grande (D.8, kinds 55, 61..63): to:l|c|r 'hand-out' (detail the role letter), keep | pass |
  // own:<card> 'answer' (detail keep | pass | own, card = the card), half:l|r, draw:command|tactician 'no-march';
  // square-give | square-refuse 'square-ask' (kind 47, D.5: the CinC asked for a square's card; detail give | refuse)
  const kinds: Record<string, NapKind> = {
    join: 'join', square: 'square', tactic: 'tactic', guerrilla: 'guerrilla', 'mother-russia': 'mother-russia', 'leader-move': 'leader-move',
    discard: 'discard', 'tactic-discard': 'discard', 'tactic-draw': 'tactician-draw', 'time-pressure': 'time-pressure', pick: 'pick', march: 'march', give: 'give',
    initiative: 'initiative', 'no-initiative': 'initiative', lose: 'lose', to: 'hand-out', keep: 'answer', pass: 'answer', own: 'answer', half: 'half', draw: 'no-march',
    'square-give': 'square-ask', 'square-refuse': 'square-ask',
  };
  const kind = kinds[verb];
  if (!kind) return act;
  if (kind === 'initiative') return { ...act, kind, detail: verb === 'initiative' ? 'yes' : 'no' };
  if (kind === 'square-ask') return { ...act, kind, detail: verb === 'square-give' ? 'give' : 'refuse' };
  if (kind === 'answer') return { ...act, kind, detail: verb, card: verb === 'own' ? rest : null };
  if (kind === 'pick' || kind === 'give' || kind === 'hand-out' || kind === 'half' || kind === 'no-march') return { ...act, kind, detail: rest || undefined, hexText: null, toText: null };
  const [head, at = ''] = rest.split('@');
  const hexFirst = kind === 'join' || kind === 'leader-move' || kind === 'march' || kind === 'lose';
  const hexes = (hexFirst ? head : at).split('-').filter((x) => /^[A-Z][0-9]+$/.test(x));
  return { ...act, kind, detail: hexFirst ? undefined : head || undefined, hexText: hexes[0] ?? null, toText: hexes[1] ?? null };
}

/** Deterministic 32-bit mix of a game seed and a ply, for chance outcomes that undo cannot reroll. */
export function plySeed(seed: number, ply: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(ply + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}
