// The games registry: a game (engine) id to the factory that builds its contract, plus loaders
// for shipped scenario ids and inline scenario JSON. Importing it (or registry.ts) installs the
// loader behind `Game.create` (src/core/game.ts: ancients/compile.ts does), so core never imports
// a game. A second engine (its own
// wasm, e.g. assembly/bi/) adds one entry to GAMES and nothing in search, agents or the protocol
// changes (docs/contract.md). Callers: CLI, protocol, workers (createGame from a GameSpec), tests,
// bench, web (through src/index.ts).
import type { Game, GameOptions } from '../core/game.js';
import type { GameDef, GameSpec } from '../core/contract.js';
import { getScenario } from './registry.js';
import { parseScenario, normalizeScenario, type NormalizedScenario } from './ancients/scenario.js';
import { ANCIENTS, createAncientsGame } from './ancients/compile.js';
import { BLOOD_AND_IRON, BiContractGame } from './blood-and-iron/contract.js';
import { BI_SCENARIO_IDS } from './blood-and-iron/loader.js';
import { NAPOLEONICS, createNapoleonicsGame, type NapoleonicsCoreScenario } from './napoleonics/compile.js';
import { toCoreScenario } from './napoleonics/core-form.js';
import { normalizeNapoleonicsScenario, parseNapoleonicsScenario, type NapoleonicsNormalizedScenario } from './napoleonics/scenario.js';
import { getNapoleonicsScenario, listNapoleonicsScenarios, resolveNapoleonicsScenarioId } from './registry.js';

export { createAncientsGame };

export interface GameEntry {
  help: string;
  /** Bundled scenario ids of an engine that is not the default (Ancients lists its own in registry.ts). */
  scenarios?: readonly string[];
  /** The canonical id an alias names ("501", "sokolnitz-telnitz"), or null; absent: exact ids only. */
  resolve?(idOrAlias: string): string | null;
  /** Builds the game a spec names (scenario data in the game's own format). */
  create(spec: GameSpec): Promise<GameDef>;
}

/** Engines by id. */
export const GAMES: Record<string, GameEntry> = {
  [ANCIENTS]: {
    help: 'Commands & Colors: Ancients (assembly/cc, build/cc.wasm)',
    create: async (spec) => (await createAncientsGame(spec.scenario as NormalizedScenario, { build: spec.build, rules: spec.rules })).contract,
  },
  [BLOOD_AND_IRON]: {
    help: 'Blood & Iron I (assembly/bi, build/bi.wasm); scenario: a bundled id or a normalized scenario',
    scenarios: BI_SCENARIO_IDS,
    create: (spec) => BiContractGame.create(spec),
  },
  [NAPOLEONICS]: {
    help: 'Commands & Colors: Napoleonics (assembly/cc with the Napoleonics ruleset, build/cc.wasm); scenario: a bundled id, a scenario file object, or a core-level scenario',
    // a getter: the six files are validated when first asked for, not when this module loads
    get scenarios() { return listNapoleonicsScenarios().map((s) => s.id); },
    resolve: resolveNapoleonicsScenarioId,
    create: async (spec) => (await napoleonicsGame(spec.scenario, { build: spec.build, rules: spec.rules })).contract,
  },
};

/**
 * The core-level form (napoleonics/compile.ts) of a Napoleonics scenario given as a shipped id or
 * alias, a scenario file object (validated here; errors name the field), a normalised scenario,
 * or a core-level form already (what a contract's spec carries to a worker). Throws one line.
 */
export function napoleonicsCoreScenario(x: unknown): NapoleonicsCoreScenario {
  if (typeof x === 'string') return toCoreScenario(normalizeNapoleonicsScenario(getNapoleonicsScenario(x)));
  const o = x as { board?: unknown; game?: unknown; units?: unknown } | null;
  if (o === null || typeof o !== 'object') throw new Error('a Napoleonics scenario must be an id or an object');
  if (typeof o.board === 'string') {
    const r = parseNapoleonicsScenario(x);
    if (!r.ok) throw new Error(`invalid scenario: ${r.errors.join('; ')}`);
    return toCoreScenario(normalizeNapoleonicsScenario(r.scenario));
  }
  if (o.game === NAPOLEONICS) return toCoreScenario(x as NapoleonicsNormalizedScenario);
  return x as NapoleonicsCoreScenario;
}

/** A Napoleonics Game (facade + contract) for any form napoleonicsCoreScenario reads. Throws one line. */
export function napoleonicsGame(x: unknown, opts: GameOptions = {}): Promise<Game> {
  return createNapoleonicsGame(napoleonicsCoreScenario(x), opts);
}

/** The engine whose bundled scenario ids include `id` (Ancients ids and aliases are not listed: Ancients is the default). */
export function gameOfScenario(id: string): string {
  for (const [g, e] of Object.entries(GAMES)) if (e.scenarios?.includes(id) || (e.resolve?.(id) ?? null) !== null) return g;
  return DEFAULT_GAME;
}

/**
 * The contract game of a shipped scenario id of any engine ("froeschweiler" is Blood & Iron,
 * "001-akragas" / "akragas" Ancients). Throws one clear line. Callers: CLI, protocol, tests.
 */
export async function contractFromId(id: string, opts: GameOptions = {}): Promise<GameDef> {
  const game = gameOfScenario(id);
  if (game === ANCIENTS) return (await gameFromId(id, opts)).contract;
  return createGame({ game, scenario: id, build: opts.build, rules: opts.rules });
}

/** The game a scenario object without a game id belongs to. */
export const DEFAULT_GAME = ANCIENTS;

/** The contract game for a spec (a worker rebuilding its searcher's game). Throws one clear line. */
export async function createGame(spec: GameSpec): Promise<GameDef> {
  const entry = Object.hasOwn(GAMES, spec.game) ? GAMES[spec.game] : undefined;
  if (!entry) throw new Error(`unknown game "${spec.game}" (known: ${Object.keys(GAMES).join(', ')})`);
  return entry.create(spec);
}

/** A Game for a shipped scenario id/alias ("001-akragas", "001", "akragas"). Throws a clear Error. */
export async function gameFromId(id: string, opts: GameOptions = {}): Promise<Game> {
  // the Ancients facade only; another engine's scenario goes through contractFromId
  if (gameOfScenario(id) !== ANCIENTS) throw new Error(`"${id}" is a ${gameOfScenario(id)} scenario: this command needs an Ancients scenario`);
  const sc = getScenario(id);
  return createAncientsGame(normalizeScenario(sc), opts);
}

/** A Game for a scenario object (inline JSON). Throws an Error listing every problem. */
export async function gameFromObject(json: unknown, opts: GameOptions = {}): Promise<Game> {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(`invalid scenario: ${r.errors.join('; ')}`);
  return createAncientsGame(normalizeScenario(r.scenario), opts);
}
