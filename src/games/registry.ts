/**
 * Registry of the scenarios Vexillum ships: list them, look one up by id or alias.
 *
 * The scenario files are imported statically so the registry works unchanged in Node, in a worker
 * and in a browser bundle (no file system). Each file is validated with parseScenario the first time
 * it is asked for and cached; a shipped file that fails validation is a bug and throws (the test
 * suite parses every file, so this never reaches a user).
 * Callers: the CLI (`vex scenarios`, `--scenario`), the serve protocol, the web app's picker, tests.
 * Importing it also installs the Ancients loader behind `Game.create` (ancients/compile.ts).
 *
 * Ids are `<NNN>-<slug>` (docs/scenarios.md); aliases are the number alone ("001") and the slug
 * alone ("akragas"), matched case-insensitively.
 */
import akragas from './ancients/scenarios/001-akragas.json' with { type: 'json' };
import crimissosRiver from './ancients/scenarios/002-crimissos-river.json' with { type: 'json' };
import bagradas from './ancients/scenarios/003-bagradas.json' with { type: 'json' };
import ticinusRiver from './ancients/scenarios/004-ticinus-river.json' with { type: 'json' };
import trebbia from './ancients/scenarios/005-trebbia.json' with { type: 'json' };
import lakeTrasimenus from './ancients/scenarios/006-lake-trasimenus.json' with { type: 'json' };
import cannae from './ancients/scenarios/007-cannae.json' with { type: 'json' };
import dertosaEbro from './ancients/scenarios/008-dertosa-ebro.json' with { type: 'json' };
import beneventum2 from './ancients/scenarios/009-2nd-beneventum.json' with { type: 'json' };
import castulo from './ancients/scenarios/010-castulo.json' with { type: 'json' };
import baecula from './ancients/scenarios/011-baecula.json' with { type: 'json' };
import metaurus from './ancients/scenarios/012-metaurus.json' with { type: 'json' };
import ilipa from './ancients/scenarios/013-ilipa.json' with { type: 'json' };
import greatPlains from './ancients/scenarios/014-great-plains.json' with { type: 'json' };
import zama from './ancients/scenarios/015-zama.json' with { type: 'json' };

import { parseScenario, type Scenario } from './ancients/scenario.js';
// installs the Ancients loader behind Game.create: whoever can name a scenario can compile it
import './ancients/compile.js';
import type { BoardName } from './hex-notation.js';

/** Raw shipped files in scenario-number order. */
const SHIPPED: readonly unknown[] = [
  akragas, crimissosRiver, bagradas, ticinusRiver, trebbia, lakeTrasimenus, cannae, dertosaEbro,
  beneventum2, castulo, baecula, metaurus, ilipa, greatPlains, zama,
];

/** Id of the scenario used when none is named: Akragas, the recommended first battle. */
export const DEFAULT_SCENARIO = '001-akragas';

export interface ScenarioSummary {
  game: 'ancients';
  id: string;
  name: string;
  year: string | null;
  board: BoardName;
  /** [bottom, top] */
  sides: [SideSummary, SideSummary];
  first: 'bottom' | 'top';
  /** Banners to win, [bottom, top]. */
  banners: [number, number];
  /** Option names in play, e.g. ["sacredBand"]. */
  options: string[];
}

export interface SideSummary {
  name: string;
  commander: string | null;
  cards: number;
  banners: number;
  units: number;
}

let cache: Scenario[] | null = null;

function shipped(): Scenario[] {
  if (cache === null) {
    cache = SHIPPED.map((raw, i) => {
      const r = parseScenario(raw);
      if (!r.ok) throw new Error(`shipped scenario #${i + 1} is invalid:\n  ${r.errors.join('\n  ')}`);
      return r.scenario;
    });
  }
  return cache;
}

function summarize(s: Scenario): ScenarioSummary {
  const side = (name: 'bottom' | 'top'): SideSummary => ({
    name: s.sides[name].name,
    commander: s.sides[name].commander ?? null,
    cards: s.sides[name].cards,
    banners: s.sides[name].banners,
    units: s.units.filter((u) => u.side === name && u.type !== 'leader').length,
  });
  return {
    game: s.game,
    id: s.id,
    name: s.name,
    year: s.year ?? null,
    board: s.board,
    sides: [side('bottom'), side('top')],
    first: s.first,
    banners: [s.sides.bottom.banners, s.sides.top.banners],
    options: Object.keys(s.options ?? {}).sort(),
  };
}

/** Every shipped scenario, in scenario-number order. */
export function listScenarios(): ScenarioSummary[] {
  return shipped().map(summarize);
}

/** All ids of shipped scenarios. */
export function scenarioIds(): string[] {
  return shipped().map((s) => s.id);
}

/**
 * Canonical id for an id or alias ("001-akragas", "001", "1", "akragas", any case); null if none.
 */
export function resolveScenarioId(idOrAlias: string): string | null {
  const key = idOrAlias.trim().toLowerCase();
  for (const s of shipped()) {
    const m = /^(\d+)-(.+)$/.exec(s.id);
    if (s.id === key) return s.id;
    if (m !== null && (m[1] === key || m[2] === key || (/^\d+$/.test(key) && Number(m[1]) === Number(key)))) {
      return s.id;
    }
  }
  return null;
}

/**
 * A shipped scenario (validated; a fresh copy the caller may change). Throws an Error listing the
 * valid ids when none matches.
 */
export function getScenario(idOrAlias: string): Scenario {
  const id = resolveScenarioId(idOrAlias);
  const found = id === null ? undefined : shipped().find((s) => s.id === id);
  if (found === undefined) {
    throw new Error(`unknown scenario "${idOrAlias}"; valid ids: ${scenarioIds().join(', ')}`);
  }
  return structuredClone(found);
}
