// Resolves a `--scenario ID|FILE` argument to a compiled Game plus the reference a record stores
// (id, content hash, file path when it came from a file). A value naming an existing file, or
// ending in ".json", is read as a file; anything else is a registry id or alias.
// Callers: play, replay, perft.
import { existsSync, statSync } from 'node:fs';
import type { Game } from '../core/game.js';
import { createAncientsGame, gameOfScenario, DEFAULT_GAME } from '../games/load.js';
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
  const norm = normalizeScenario(getScenario(arg));
  return { game: await createAncientsGame(norm, { build }), ref: { id: norm.id, hash: scenarioHash(norm) } };
}

/** A `--scenario` list for multi-game commands: "all" (the Ancients scenarios), or ids/aliases
 *  separated by commas; a bundled id of another engine ("froeschweiler") is kept as it is.
 *  Throws a UsageError naming an unknown id. Callers: arena, selfplay. */
export function scenarioIdList(arg: string): string[] {
  if (arg === 'all') return scenarioIds();
  return arg.split(',').map((x) => {
    if (gameOfScenario(x.trim()) !== DEFAULT_GAME) return x.trim();
    const id = resolveScenarioId(x.trim());
    if (!id) throw new UsageError(`unknown scenario "${x.trim()}" (use ids such as 001 or akragas, comma-separated, or "all")`);
    return id;
  });
}
