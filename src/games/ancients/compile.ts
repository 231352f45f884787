// Compiles an Ancients scenario (the NormalizedScenario of scenario.ts) into a Commands & Colors
// core instance, deals its fixed hands, and names the contract facts the core's exports do not
// carry (seats, the ordering key, the heuristic): the GameSetup handed to Game.instantiate
// (src/core/game.ts). Importing this module installs `createAncientsGame` as the loader behind
// `Game.create` (src/games/load.ts and registry.ts import it, so any caller that can name a
// scenario has it). Called once per Game (compile) and once per new state (initState); nothing here
// runs in a search loop.
import { Game, installGameLoader, type GameOptions, type GameSetup } from '../../core/game.js';
import { cardCode } from '../../core/notation.js';
import type { NormalizedScenario } from './scenario.js';
import { applyCoreObjectives } from '../objectives.js';
import { AncientsHeuristic } from './heuristic.js';
import { applyRuleOptions, beginBoard, dealFixedHands, orderKeyOf, placeLeader, placeUnit, setSides } from '../cc-setup.js';

declare module '../../core/game.js' {
  interface ScenarioFormats { ancients: NormalizedScenario }
}

/** Engine id of this game in the games registry (src/games/load.ts). */
export const ANCIENTS = 'ancients';
/** The CLI's step limit for one game (src/cli/match.ts DEFAULT_MAX_STEPS): no game comes near it. */
const MAX_LENGTH = 100_000;

function compile(game: Game, rules: Record<string, number>): void {
  const { core, enums } = game;
  const sc = game.scenario;
  beginBoard(sc.board, (w, h) => core.scenarioBegin(w, h));
  applyRuleOptions(game, rules);
  const terCode: Record<string, number> = {
    forest: enums.Ter.code.FOREST, hill: enums.Ter.code.HILL, broken: enums.Ter.code.BROKEN,
    marsh: enums.Ter.code.MARSH, river: enums.Ter.code.RIVER, ford: enums.Ter.code.FORD, lake: enums.Ter.code.LAKE,
    'steep-hill': enums.Ter.code.STEEP, camp: enums.Ter.code.CAMP,
  };
  for (const t of sc.terrain) core.scenarioTerrain(t.index, terCode[t.type], t.owner ?? 2);
  const opts = sc.options ?? {};
  for (const u of sc.units) {
    const type = enums.Unit.code[u.type];
    if (type === undefined) throw new Error(`unit type ${u.type} is not supported by the core`);
    const sacred = opts.sacredBand === u.index ? 1 : 0;
    placeUnit(game, u.side, type, u.index, u.blocks, u.maxBlocks, sacred);
  }
  for (const l of sc.leaders) {
    const scipio = opts.castulo && opts.castulo.scipio === l.index ? 1 : 0;
    placeLeader(game, l.side, l.index, scipio);
  }
  if (opts.magoAmbush) {
    // the reserve force waits off the board until a Leadership card brings it in
    for (const t of opts.magoAmbush.units) {
      const type = enums.Unit.code[t];
      // blocks 0: full strength from the core's unit table
      if (type === undefined || core.scenarioReserve(opts.magoAmbush.side, type, 0, 0) < 0) {
        throw new Error(`options.magoAmbush: cannot add reserve unit ${t}`);
      }
    }
    if (opts.magoAmbush.leader !== null) core.scenarioReserveLeader(opts.magoAmbush.side);
  }
  setSides(game, sc.sides, sc.first);
  const S = enums.ScenOpt.code;
  if (opts.trasimenusHand) core.scenarioOption(S.TRASIMENUS_HAND, 1);
  if (opts.beneventumHand) core.scenarioOption(S.BENEVENTUM_HAND, 1);
  if (opts.castulo) core.scenarioOption(S.CASTULO, 1);
  if (opts.baeculaCamps) core.scenarioOption(S.BAECULA_CAMPS, 1);
  if (opts.magoAmbush) core.scenarioOption(S.MAGO_AMBUSH, opts.magoAmbush.side === 0 ? 2 : 1);
  core.scenarioEnd();
  // D.9 objective banners go in after scenarioEnd, as for Napoleonics: the core's list that
  // normalizeScenario mapped once (scenario.ts objectivePieces), the one objectives-read.ts reads
  const objectives = sc.pieces?.objectives ?? [];
  if (objectives.length === 0 && sc.objectives.length > 0) {
    throw new Error('the scenario has objectives but not their core form (pieces.objectives): make it with normalizeScenario');
  }
  applyCoreObjectives(core, objectives);
}

/** Deals the scenario's fixed hands into a fresh block, then lets the core finish the deal. */
function initState(game: Game, ptr: number): void {
  dealFixedHands(game, ptr, game.scenario.hands, (id) => cardCode(game.enums, id));
}

export const ANCIENTS_SETUP: GameSetup = {
  compile,
  initState,
  contract(game: Game, opts: GameOptions) {
    return {
      id: ANCIENTS, variant: game.scenario.id, seatSides: [0, 1], numSides: 2, maxLength: MAX_LENGTH,
      spec: { game: ANCIENTS, scenario: game.scenario, build: opts.build ?? 'release', ...(opts.rules ? { rules: opts.rules } : {}) },
      orderKey: orderKeyOf(game),
      turn: (ptr: number) => game.core.getTurn(ptr),
      score: (ptr: number, side: number) => game.core.getBanners(ptr, side),
      heuristic: () => new AncientsHeuristic(game),
    };
  },
};

/** An Ancients Game (facade + contract) for a normalized scenario, in a fresh core instance. */
export function createAncientsGame(scenario: NormalizedScenario, opts: GameOptions = {}): Promise<Game> {
  return Game.instantiate(scenario, ANCIENTS_SETUP, opts);
}
installGameLoader(createAncientsGame);
