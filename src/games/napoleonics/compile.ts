// Compiles a Napoleonics scenario into a Commands & Colors core instance with the Napoleonics
// ruleset (assembly/cc/napoleonics/, digest part C) and deals its fixed hands: the GameSetup handed to
// Game.instantiate (src/core/game.ts). The input is the core-level form below (every hex an index,
// every unit a core unit type such as "FR_LN"); the scenario file format and its validation
// (schema.ts, scenario.ts) turn a scenario file into this form (core-form.ts). Called once per Game
// (compile) and once per new state (initState); nothing here runs in a search loop.
//
// The facade reads names from the instance's enums (src/core/enums.ts: Unit, Card). One core holds
// both rulesets, so compile() points those two tables at the Napoleonics members (NUnit, NCard) of
// this instance: action texts ("play:probe-c", "draw:bayonet"), hands and unit views then speak
// Napoleonics with no ruleset test in src/core (docs/notation.md). Die faces keep their core names
// (light = infantry, medium = cavalry, heavy = artillery, swords = crossed sabres; C.2).
import { Game, type GameOptions, type GameSetup } from '../../core/game.js';
import { hexText } from '../../core/notation.js';
import { readEnum } from '../../core/enums.js';
import { readPolicyBlocks } from '../../core/policy-blocks.js';
import type { CoreExports } from '../../core/wasm.js';
import { AncientsHeuristic } from '../ancients/heuristic.js';
import { napoleonicsOdds } from './odds.js';
import { applyCorePieces, type CorePieces } from './core-pieces.js';
import { applyEpicScenario, epicSeatsOf, epicSeatNames, seatFormatOf, EPIC_RULE_KEYS } from './epic.js';
import { applySixSections, type SixSectionLines } from './epic-sections.js';
import { napWriter } from '../objectives.js';
import { applyRuleOptions, beginBoard, dealFixedHands, orderKeyOf, placeLeader, placeUnit, setSides } from '../cc-setup.js';

/** Engine id of this game. */
export const NAPOLEONICS = 'napoleonics';
const MAX_ACTIONS = 1024;
const MAX_LENGTH = 100_000;

/** Terrain names of a Napoleonics scenario (C.15) and the core's Ter member each becomes. */
export const NAP_TERRAIN: Record<string, string> = {
  forest: 'FOREST', hill: 'HILL', town: 'TOWN', village: 'TOWN', building: 'TOWN', windmill: 'TOWN', tower: 'TOWN', castle: 'CASTLE',
  church: 'CHURCH', 'walled-farm': 'CHURCH', orchard: 'ORCHARD', vineyard: 'ORCHARD', stream: 'FORD',
  marsh: 'MARSH', river: 'RIVER', lake: 'LAKE', pond: 'LAKE', 'walled-garden': 'WALLED_GARDEN',
};


/** A Napoleonics scenario in the core's terms. */
export interface NapoleonicsCoreScenario {
  id: string;
  name: string;
  board: { w: number; h: number };
  /** 0: bottom moves first, 1: top. */
  first: 0 | 1;
  /** Per side (0 bottom, 1 top): Command cards in hand, banners to win, the army's name for logs. */
  sides: [NapoleonicsCoreSide, NapoleonicsCoreSide];
  terrain: { index: number; type: string }[];
  /** `type` names a core unit type (NUnit member, e.g. "FR_LN", "RU_COS"). */
  units: { side: 0 | 1; type: string; index: number; blocks?: number; maxBlocks?: number }[];
  leaders: { side: 0 | 1; index: number }[];
  /** Prussian Iron Will counters per side (C.16). */
  ironWill?: [number, number];
  /** Fixed hands by card name (NCard member, any case, '-' for '_': "probe-c"). */
  hands?: [string[] | undefined, string[] | undefined];
  /** The map is a reconstruction (schema.ts RECONSTRUCTION_LABEL is shown). */
  reconstruction?: boolean;
  /** GM&T / EPIC pieces and battle rules (core-pieces.ts), set through scenarioNap after scenarioEnd. */
  pieces?: CorePieces;
  /** Facts of the scenario file the core does not apply yet, in words (core-form.ts). */
  notApplied?: string[];
}

export interface NapoleonicsCoreSide { cards: number; banners: number; name?: string }

/** The core's Napoleonics unit types, name -> code. */
export function napUnitCodes(core: CoreExports): Record<string, number> { return readEnum(core, 'NUnit').code; }
/** The core's Napoleonics card kinds, name -> code. */
export function napCardCodes(core: CoreExports): Record<string, number> { return readEnum(core, 'NCard').code; }
/** A card kind by name ("probe-c", "PROBE_C"), or undefined. */
export function napCardCode(core: CoreExports, id: string): number | undefined {
  return napCardCodes(core)[id.toUpperCase().replace(/-/g, '_')];
}

function sc(game: Game): NapoleonicsCoreScenario { return game.scenario as unknown as NapoleonicsCoreScenario; }

function compile(game: Game, rules: Record<string, number>): void {
  const { core, enums } = game;
  const s = sc(game);
  const ruleset = napWriter(core).en('Ruleset.NAPOLEONICS');
  const begin = (core as unknown as { scenarioBeginRuleset(w: number, h: number, r: number): number }).scenarioBeginRuleset;
  beginBoard(s.board, (w, h) => begin(w, h, ruleset));
  // La Grande's six sections (D.8, epic-sections.ts), before anything scenarioEnd builds from the sections
  const six = (s as { sixSections?: SixSectionLines }).sixSections;
  if (six) applySixSections(game, six);
  epicSeatsOf(rules, seatFormatOf(s)); // a bad seat format fails before anything is built
  applyRuleOptions(game, rules, EPIC_RULE_KEYS); // epic.ts's options are not RuleOpt items
  for (const t of s.terrain) {
    const ter = NAP_TERRAIN[t.type];
    if (ter === undefined) throw new Error(`terrain "${t.type}" at ${hexText(game.board, t.index)} is not a Napoleonics terrain (known: ${Object.keys(NAP_TERRAIN).join(', ')})`);
    core.scenarioTerrain(t.index, enums.Ter.code[ter], 2);
  }
  const types = napUnitCodes(core);
  const unitIndex: number[] = [];
  for (const u of s.units) {
    const type = types[u.type];
    if (type === undefined) throw new Error(`unit type "${u.type}" is not a Napoleonics unit type`);
    unitIndex.push(placeUnit(game, u.side, type, u.index, u.blocks ?? 0, u.maxBlocks ?? 0, 0));
  }
  for (const l of s.leaders) placeLeader(game, l.side, l.index, 0);
  setSides(game, s.sides, s.first);
  if (s.ironWill) { core.scenarioIronWill(0, s.ironWill[0]); core.scenarioIronWill(1, s.ironWill[1]); }
  core.scenarioEnd();
  // the pieces go in once the template state exists, as tests/rules-napoleonics/pieces.ts does
  if (s.pieces) applyCorePieces(core, s.pieces, unitIndex);
  applyEpicScenario(game, s, rules); // EPIC (digest D.3-D.6) when the scenario's format is "epic" (epic.ts)
  useNapoleonicsNames(game);
  refreshEncoding(game);
}

/**
 * The facade read its encoding (versions, POLICY_SIZE, the block table) from the core before the
 * ruleset was chosen, i.e. Ancients'; scenarioBeginRuleset set the Napoleonics values (OBS_VERSION
 * and ACTION_VERSION 2, docs/encoding.md), so they are read again here. The contract
 * (game.contract) is built later and reads them itself.
 */
function refreshEncoding(game: Game): void {
  const g = (k: string) => (game.core[k] as WebAssembly.Global).value as number;
  Object.assign(game.encoding, {
    OBS_VERSION: g('OBS_VERSION'), ACTION_VERSION: g('ACTION_VERSION'), POLICY_SIZE: g('POLICY_SIZE'), OBS_PLANES: g('OBS_PLANES'), OBS_GLOBALS: g('OBS_GLOBALS'),
    POLICY_BLOCKS: readPolicyBlocks(game.core),
  });
}

/** Points the instance's Unit and Card name tables at the Napoleonics members (header). */
function useNapoleonicsNames(game: Game): void {
  // TCard: the Tactician card names of the tactic:<card> action texts (notation.ts)
  Object.assign(game.enums, { Unit: readEnum(game.core, 'NUnit'), Card: readEnum(game.core, 'NCard'), TCard: readEnum(game.core, 'TCard') });
}

/** Deals the scenario's fixed hands (Napoleonics card names) into a fresh block; the core finishes the deal. */
function initState(game: Game, ptr: number): void {
  dealFixedHands(game, ptr, sc(game).hands, (id) => napCardCode(game.core, id));
}

export const NAPOLEONICS_SETUP: GameSetup = {
  compile,
  initState,
  contract(game: Game, opts: GameOptions) {
    // seats (D.7): seat = side + 2 * role, so a seat's side is seat & 1 (epic.ts names them)
    const seats = epicSeatsOf(opts.rules, seatFormatOf(sc(game))).seats;
    const sideNames = [0, 1].map((i) => sc(game).sides[i].name?.split(/[^A-Za-z0-9]+/)[0]?.toLowerCase() || (i === 0 ? 'bottom' : 'top')) as [string, string];
    return {
      id: NAPOLEONICS, variant: sc(game).id, seatSides: Array.from({ length: seats }, (_, i) => i & 1), numSides: 2,
      ...(seats !== 2 ? { seatNames: epicSeatNames(seats, sideNames) } : {}), maxActions: MAX_ACTIONS, maxLength: MAX_LENGTH,
      spec: { game: NAPOLEONICS, scenario: game.scenario, build: opts.build ?? 'release', ...(opts.rules ? { rules: opts.rules } : {}) },
      orderKey: orderKeyOf(game),
      turn: (ptr: number) => game.core.getTurn(ptr),
      score: (ptr: number, side: number) => game.core.getBanners(ptr, side),
      // the Ancients one-ply heuristic reads only core queries (targets and dice, blocks, banners),
      // so it scores Napoleonics positions too, with the Napoleonics die's hit odds (odds.ts)
      heuristic: () => new AncientsHeuristic(game, napoleonicsOdds),
    };
  },
};

/** A Napoleonics Game for a core-level scenario, in a fresh core instance. */
export function createNapoleonicsGame(scenario: NapoleonicsCoreScenario, opts: GameOptions = {}): Promise<Game> {
  return Game.instantiate(scenario as never, NAPOLEONICS_SETUP, opts);
}
