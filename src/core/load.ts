// Convenience loaders: a Game from a shipped scenario id, a scenario file, or an inline object,
// with one-line errors. Callers: CLI, protocol, tests, bench, web.
import { Game, type GameOptions } from './game.js';
import { getScenario } from '../games/registry.js';
import { parseScenario, normalizeScenario } from '../games/ancients/scenario.js';

/** A Game for a shipped scenario id/alias ("001-akragas", "001", "akragas"). Throws a clear Error. */
export async function gameFromId(id: string, opts: GameOptions = {}): Promise<Game> {
  const sc = getScenario(id);
  return Game.create(normalizeScenario(sc), opts);
}

/** A Game for a scenario object (inline JSON). Throws an Error listing every problem. */
export async function gameFromObject(json: unknown, opts: GameOptions = {}): Promise<Game> {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(`invalid scenario: ${r.errors.join('; ')}`);
  return Game.create(normalizeScenario(r.scenario), opts);
}
