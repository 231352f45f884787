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
 *
 * Every entry carries its game id. `listScenarios`, `getScenario`, `scenarioIds` and
 * `resolveScenarioId` cover the Ancients scenarios only (what the Ancients core, the CLI and the web
 * picker can play); the Napoleonics scenarios (501..506, reconstructed Austerlitz maps, and the EPIC /
 * La Grande Austerlitz 601, 602 composed from them) have their
 * own `listNapoleonicsScenarios` / `getNapoleonicsScenario`, and `getScenario` refuses them with one
 * line, so no path can hand a Napoleonics file to the Ancients core.
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

import sokolnitzTelnitz from './napoleonics/scenarios/501-sokolnitz-telnitz.json' with { type: 'json' };
import davoutsCounterattack from './napoleonics/scenarios/502-davouts-counterattack.json' with { type: 'json' };
import soultsAttackCentre from './napoleonics/scenarios/503-soults-attack-centre.json' with { type: 'json' };
import lannesVsBagration from './napoleonics/scenarios/504-lannes-vs-bagration.json' with { type: 'json' };
import russianGuard from './napoleonics/scenarios/505-russian-guard.json' with { type: 'json' };
import soultAttacksSouth from './napoleonics/scenarios/506-soult-attacks-south.json' with { type: 'json' };
import epicAusterlitz from './napoleonics/scenarios/601-epic-austerlitz.json' with { type: 'json' };
import laGrandeAusterlitz from './napoleonics/scenarios/602-la-grande-austerlitz.json' with { type: 'json' };

import { parseScenario, type Scenario } from './ancients/scenario.js';
import { parseNapoleonicsScenario, type NapoleonicsScenario } from './napoleonics/scenario.js';
import { RECONSTRUCTION_LABEL } from './napoleonics/schema.js';
import type { NapoleonicsFormat } from './napoleonics/epic-format.js';
// installs the Ancients loader behind Game.create: whoever can name a scenario can compile it
import './ancients/compile.js';
import type { BoardName } from './hex-notation.js';

/** Raw shipped files in scenario-number order. */
const SHIPPED: readonly unknown[] = [
  akragas, crimissosRiver, bagradas, ticinusRiver, trebbia, lakeTrasimenus, cannae, dertosaEbro,
  beneventum2, castulo, baecula, metaurus, ilipa, greatPlains, zama,
];

/** Raw shipped Napoleonics files in scenario-number order (game "napoleonics"). */
const SHIPPED_NAPOLEONICS: readonly unknown[] = [
  sokolnitzTelnitz, davoutsCounterattack, soultsAttackCentre, lannesVsBagration, russianGuard, soultAttacksSouth,
  // EPIC (20x11) and La Grande (26x11), composed from the six (scripts/compose-epic-austerlitz.ts)
  epicAusterlitz, laGrandeAusterlitz,
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

/** The id among `ids` that `idOrAlias` names (id, number, number without zeros, slug; any case). */
function matchId(ids: readonly string[], idOrAlias: string): string | null {
  const key = idOrAlias.trim().toLowerCase();
  for (const id of ids) {
    const m = /^(\d+)-(.+)$/.exec(id);
    if (id === key) return id;
    if (m !== null && (m[1] === key || m[2] === key || (/^\d+$/.test(key) && Number(m[1]) === Number(key)))) {
      return id;
    }
  }
  return null;
}

/**
 * Canonical id of an Ancients scenario for an id or alias ("001-akragas", "001", "1", "akragas",
 * any case); null if none.
 */
export function resolveScenarioId(idOrAlias: string): string | null {
  return matchId(scenarioIds(), idOrAlias);
}

/**
 * A shipped scenario (validated; a fresh copy the caller may change). Throws an Error listing the
 * valid ids when none matches.
 */
export function getScenario(idOrAlias: string): Scenario {
  const id = resolveScenarioId(idOrAlias);
  const found = id === null ? undefined : shipped().find((s) => s.id === id);
  if (found === undefined) {
    const napo = resolveNapoleonicsScenarioId(idOrAlias);
    if (napo !== null) {
      throw new Error(`scenario "${napo}" is a Napoleonics scenario (game "napoleonics"); the Ancients engine cannot load it`);
    }
    throw new Error(`unknown scenario "${idOrAlias}"; valid ids: ${scenarioIds().join(', ')}`);
  }
  return structuredClone(found);
}

// ---- Napoleonics ----------------------------------------------------------------------------------

export interface NapoleonicsScenarioSummary {
  game: 'napoleonics';
  id: string;
  name: string;
  battle: string | null;
  date: string | null;
  /** RECONSTRUCTION_LABEL when the map is reconstructed (show it next to the name), else null. */
  label: string | null;
  board: BoardName;
  /** standard, epic (20x11) or grande (26x11): napoleonics/epic-format.ts. */
  format: NapoleonicsFormat;
  /** [bottom, top] */
  sides: [NapoleonicsSideSummary, NapoleonicsSideSummary];
  first: 'bottom' | 'top' | 'roll-off';
  /** Banners to win, [bottom, top]. */
  banners: [number, number];
  /** Option names in play, e.g. ["austerlitzStream", "motherRussia"]. */
  options: string[];
}

export interface NapoleonicsSideSummary {
  army: string;
  nations: string[];
  commanders: string[];
  cards: number;
  tactician: number;
  banners: number;
  units: number;
}

let napoleonicsCache: NapoleonicsScenario[] | null = null;

function shippedNapoleonics(): NapoleonicsScenario[] {
  if (napoleonicsCache === null) {
    napoleonicsCache = SHIPPED_NAPOLEONICS.map((raw, i) => {
      const r = parseNapoleonicsScenario(raw);
      if (!r.ok) throw new Error(`shipped Napoleonics scenario #${i + 1} is invalid:\n  ${r.errors.join('\n  ')}`);
      return r.scenario;
    });
  }
  return napoleonicsCache;
}

function summarizeNapoleonics(s: NapoleonicsScenario): NapoleonicsScenarioSummary {
  const side = (name: 'bottom' | 'top'): NapoleonicsSideSummary => ({
    army: s.sides[name].army,
    nations: [...s.sides[name].nations],
    commanders: [...s.sides[name].commanders],
    cards: s.sides[name].cards,
    tactician: s.sides[name].tactician,
    banners: s.sides[name].banners,
    units: s.units.filter((u) => u.side === name).length,
  });
  return {
    game: s.game,
    id: s.id,
    name: s.name,
    battle: s.battle ?? null,
    date: s.date ?? null,
    label: s.reconstruction ? RECONSTRUCTION_LABEL : null,
    board: s.board,
    format: s.format ?? 'standard',
    sides: [side('bottom'), side('top')],
    first: s.first,
    banners: [s.sides.bottom.banners, s.sides.top.banners],
    options: Object.keys(s.options ?? {}).sort(),
  };
}

/** Every shipped Napoleonics scenario, in scenario-number order. */
export function listNapoleonicsScenarios(): NapoleonicsScenarioSummary[] {
  return shippedNapoleonics().map(summarizeNapoleonics);
}

/** Canonical id of a Napoleonics scenario ("501-sokolnitz-telnitz", "501", "sokolnitz-telnitz"); null if none. */
export function resolveNapoleonicsScenarioId(idOrAlias: string): string | null {
  return matchId(shippedNapoleonics().map((s) => s.id), idOrAlias);
}

/** A shipped Napoleonics scenario (validated; a fresh copy). Throws an Error listing the valid ids. */
export function getNapoleonicsScenario(idOrAlias: string): NapoleonicsScenario {
  const id = resolveNapoleonicsScenarioId(idOrAlias);
  const found = id === null ? undefined : shippedNapoleonics().find((s) => s.id === id);
  if (found === undefined) {
    const ids = shippedNapoleonics().map((s) => s.id);
    throw new Error(`unknown Napoleonics scenario "${idOrAlias}"; valid ids: ${ids.join(', ')}`);
  }
  return structuredClone(found);
}

/** The game a shipped scenario id or alias belongs to; null when no shipped scenario matches. */
export function scenarioGame(idOrAlias: string): 'ancients' | 'napoleonics' | null {
  if (resolveScenarioId(idOrAlias) !== null) return 'ancients';
  return resolveNapoleonicsScenarioId(idOrAlias) !== null ? 'napoleonics' : null;
}
