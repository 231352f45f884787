// COMPATIBILITY ONLY: re-exports the loaders that moved to src/games/load.ts (issue 17), for the
// modules not yet migrated (bench/, tests/harness, tests/rules, tests/selfplay,
// tests/core/perft-positions.ts). It is the one import of src/games from src/core, against the
// layering; delete it once those import '../src/games/load.js' (one sed, docs/contract.md).
export { gameFromId, gameFromObject } from '../games/load.js';
