// The public API of the engine (DESIGN.md layout): what web/, bench/, tools and library users
// import. The folders behind it may move freely; this list is the contract.
export { Game, State, ENGINE_NAME, ENGINE_VERSION, type GameOptions, type EncodingContract, type UnitView, type LeaderView } from './core/game.js';
export { CHANCE, TERMINAL, stateOf, gameOf, legalList, type GameDef, type GameState, type GameSpec, type GameRef, type StateRef, type Encoding, type Heuristic, type Utility } from './core/contract.js';
export { WasmGame, WasmState, type WasmGameConfig } from './core/wasm-contract.js';
export { gameFromId, gameFromObject, createGame, createAncientsGame, GAMES, DEFAULT_GAME } from './games/load.js';
export { perft, perftDivide } from './core/perft.js';
export { actionText, parseAction, hexText, parseHexText, cardId, FACE_IDS } from './core/notation.js';
export { listScenarios, getScenario, scenarioIds, resolveScenarioId, DEFAULT_SCENARIO, type ScenarioSummary } from './games/registry.js';
export { parseScenario, normalizeScenario, loadScenarioFile, type Scenario, type NormalizedScenario } from './games/ancients/scenario.js';
export { type Evaluator, UniformEvaluator, RolloutEvaluator } from './search/evaluator.js';
export { Mcts, mergeRoots, type MctsOptions, type SearchResult, type SearchProgress } from './search/mcts.js';
export { SearchPool } from './workers/pool.js';
export { type Agent, chooseAction } from './agents/agent.js';
export { createAgent, describeAgents } from './agents/registry.js';
export { Rng } from './agents/rng.js';
export { objectivesOf, objectiveNow, type ObjectiveInfo, type ObjectiveNow } from './games/objectives-read.js';
export { actionInfo, type ActionInfo, type ActionKind } from './core/action-info.js';
export { sampleChanceOutcome } from './agents/chance.js';
