// Resolves a `--scenario ID|FILE` argument to a compiled Game plus the reference a record stores
// (id, content hash, file path when it came from a file). A value naming an existing file, or
// ending in ".json", is read as a file; anything else is a registry id or alias.
// `openContractTarget` does the same for a scenario of another engine (Napoleonics, Blood & Iron:
// an id or alias of GAMES, or a file whose "game" names one), which the CLI plays over the game
// contract. Callers: play, replay, perft, arena, validate.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Game } from '../core/game.js';
import type { GameDef } from '../core/contract.js';
import { createAncientsGame, createGame, contractFromId, gameOfScenario, napoleonicsGame, GAMES, DEFAULT_GAME } from '../games/load.js';
import { NAPOLEONICS, type NapoleonicsCoreScenario } from '../games/napoleonics/compile.js';
import { RECONSTRUCTION_LABEL } from '../games/napoleonics/schema.js';
import type { CoreBuild } from '../core/wasm.js';
import { getScenario, resolveScenarioId, scenarioIds } from '../games/registry.js';
import { UsageError } from './errors.js';
import { loadScenarioFile, normalizeScenario } from '../games/ancients/scenario.js';
import { scenarioHash } from '../selfplay/record.js';

export interface ScenarioRef {
  id: string;
  hash: string;
  file?: string;
}

export function looksLikeFile(arg: string): boolean {
  if (arg.endsWith('.json') || arg.includes('/') || arg.includes('\\')) return true;
  try {
    return existsSync(arg) && statSync(arg).isFile();
  } catch {
    return false;
  }
}

/** Throws a one-line Error for unknown ids, unreadable or invalid files. */
export async function openScenario(arg: string, build: CoreBuild = 'release'): Promise<{ game: Game; ref: ScenarioRef }> {
  if (looksLikeFile(arg)) {
    const r = await loadScenarioFile(arg);
    if (!r.ok) {
      const more = r.errors.length > 1 ? ` (and ${r.errors.length - 1} more; run "vex validate ${arg}")` : '';
      throw new Error(r.errors[0].startsWith(arg) ? r.errors[0] + more : `${arg}: ${r.errors[0]}${more}`);
    }
    const norm = normalizeScenario(r.scenario);
    return { game: await createAncientsGame(norm, { build }), ref: { id: norm.id, hash: scenarioHash(norm), file: arg } };
  }
  let sc;
  try {
    sc = getScenario(arg);
  } catch (e) {
    // the registry names the Ancients ids; the other engines' ids are listed here too
    const others = Object.entries(GAMES).filter(([g, e]) => g !== DEFAULT_GAME && e.scenarios).map(([g, e]) => `${g}: ${e.scenarios!.join(', ')}`);
    throw new Error(`${(e as Error).message}${others.length ? `; ${others.join('; ')}` : ''}`);
  }
  const norm = normalizeScenario(sc);
  return { game: await createAncientsGame(norm, { build }), ref: { id: norm.id, hash: scenarioHash(norm) } };
}

/** A `--scenario` list for multi-game commands: "all" (the Ancients scenarios), or ids/aliases
 *  separated by commas. With `otherGames` an id or alias of another engine in GAMES (Napoleonics:
 *  "501", "sokolnitz-telnitz") is taken too, and a game id ("napoleonics") names all its scenarios.
 *  Throws a UsageError naming an unknown id. Callers: arena (otherGames), selfplay (otherGames per item). */
export function scenarioIdList(arg: string, otherGames = false): string[] {
  if (arg === 'all') return scenarioIds();
  return arg.split(',').flatMap((x) => {
    const key = x.trim();
    const id = resolveScenarioId(key);
    if (id) return [id];
    if (otherGames && key !== DEFAULT_GAME && Object.hasOwn(GAMES, key) && GAMES[key].scenarios) return [...GAMES[key].scenarios!];
    for (const [g, e] of Object.entries(GAMES)) {
      const other = e.resolve?.(key) ?? (e.scenarios?.includes(key) ? key : null);
      if (other && otherGames) return [other];
      if (other) throw new UsageError(`"${key}" is a ${g} scenario; this command takes Ancients scenarios only`);
    }
    throw new UsageError(`unknown scenario "${key}" (use ids such as 001 or akragas, comma-separated, or "all")`);
  });
}

/** A scenario of an engine other than Ancients, opened for the contract-level commands. */
export interface ContractTarget {
  contract: GameDef;
  /** The C&C facade over the same instance (Napoleonics), for views such as the human player's board. */
  facade?: Game;
  /** Names of side 0 and side 1 for logs. */
  sideNames: [string, string];
  /** What the running score is called in result lines ("banners", "VP"). */
  scoreName: string;
  /** One-line notes for people: a reconstructed map, scenario facts the core leaves out. */
  notes: string[];
}

function napoleonicsTarget(game: Game): ContractTarget {
  const sc = game.scenario as unknown as NapoleonicsCoreScenario;
  const notes: string[] = [];
  if (sc.reconstruction) notes.push(`${sc.id}: ${RECONSTRUCTION_LABEL}`);
  if (sc.notApplied?.length) notes.push(`${sc.id}: not applied by the rules core yet: ${sc.notApplied.join('; ')}`);
  return {
    contract: game.contract, facade: game, scoreName: 'banners', notes,
    sideNames: [sc.sides[0].name ?? 'bottom', sc.sides[1].name ?? 'top'],
  };
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: invalid JSON (${(e as Error).message})`);
  }
}

/**
 * The contract of a scenario argument that belongs to another engine than Ancients (an id or
 * alias in GAMES, or a file whose "game" field names one); null for an Ancients scenario (the
 * caller opens it with openScenario). Throws one line for bad files and invalid scenarios.
 */
export async function openContractTarget(arg: string, build: CoreBuild = 'release', rules?: Record<string, number>): Promise<ContractTarget | null> {
  const withRules = rules ? { rules } : {};
  if (looksLikeFile(arg)) {
    if (!existsSync(arg)) return null; // openScenario names the missing file
    const json = readJson(arg) as { game?: unknown } | null;
    const game = json !== null && typeof json === 'object' && typeof json.game === 'string' ? json.game : DEFAULT_GAME;
    if (game === DEFAULT_GAME || !Object.hasOwn(GAMES, game)) return null;
    if (game === NAPOLEONICS) {
      try {
        return napoleonicsTarget(await napoleonicsGame(json, { build, ...withRules }));
      } catch (e) {
        throw new Error(`${arg}: ${(e as Error).message}`);
      }
    }
    const contract = await createGame({ game, scenario: json, build, ...withRules });
    return { contract, sideNames: ['side 0', 'side 1'], scoreName: 'score', notes: [] };
  }
  const game = gameOfScenario(arg);
  if (game === DEFAULT_GAME) return null;
  if (game === NAPOLEONICS) return napoleonicsTarget(await napoleonicsGame(arg, { build, ...withRules }));
  const contract = await contractFromId(arg, { build, ...withRules });
  const sideNames: [string, string] = contract.id === 'blood-and-iron' ? ['prussian', 'french'] : ['side 0', 'side 1'];
  return { contract, sideNames, scoreName: 'VP', notes: [] };
}
