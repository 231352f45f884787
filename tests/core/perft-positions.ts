// Fixed positions for the behaviour lock (perft) and the benchmarks: a scenario with a fixed deal,
// optionally advanced by a seeded random walk. Shared by tests/core/perft.test.ts and bench/.
import { gameFromId } from '../../src/games/load.js';
import type { Game, State } from '../../src/core/game.js';
import type { CoreBuild } from '../../src/core/wasm.js';
import { makeRng as rng } from '../harness/random-play.js';

export interface Position { name: string; scenario: string; deal: string[]; walk: number }

/** Deals are listed bottom's hand first, then top's (the order of the deal's chance nodes). */
export const POSITIONS: Position[] = [
  { name: 'akragas-opening', scenario: '001', deal: ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r', 'coord', 'o2c', 'medium', 'o3l', 'mounted'], walk: 0 },
  { name: 'cannae-opening', scenario: '007', deal: ['o3c', 'o2r', 'charge', 'heavy', 'lead-any', 'o3l', 'o4c', 'double', 'o2l', 'clash'], walk: 0 },
  { name: 'akragas-walk-300', scenario: '001', deal: ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r', 'coord', 'o2c', 'medium', 'o3l', 'mounted'], walk: 300 },
  { name: 'zama-walk-500', scenario: '015', deal: ['o3r', 'o2c', 'mounted', 'insp-c', 'o3c', 'o2l', 'o3l', 'heavy', 'line', 'o4l'], walk: 500 },
];

export async function position(p: Position, build: CoreBuild = 'debug'): Promise<{ game: Game; state: State }> {
  const game = await gameFromId(p.scenario, { build });
  const state = game.newState();
  for (const c of p.deal) state.apply(`draw:${c}`);
  const r = rng(12345);
  for (let i = 0; i < p.walk && !state.isTerminal(); i++) {
    const legal = state.legalActions();
    state.apply(legal[Math.floor(r() * legal.length)]);
  }
  return { game, state };
}
