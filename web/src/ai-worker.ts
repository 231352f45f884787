// The AI's module Web Worker: its own wasm instance of the scenario, the agents of src/agents, and
// MCTS progress reported back through a comlink callback. One decision at a time; a search is
// stopped by terminating the worker (the page does that on undo, new game or leaving the screen).
import * as Comlink from 'comlink';
import { Game } from '../../src/core/game.js';
import type { NormalizedScenario } from '../../src/games/ancients/scenario.js';
import { createAgent } from '../../src/agents/registry.js';
import { MctsAgent } from '../../src/agents/mcts.js';
import { Rng } from '../../src/agents/rng.js';
import type { SearchProgress, SearchResult } from '../../src/search/mcts.js';

export interface ThinkAnswer {
  action: number;
  /** Present for a search (mcts): root statistics, for merging and the estimate panel. */
  result: SearchResult | null;
}

let game: Game | null = null;

const api = {
  async init(scenario: NormalizedScenario): Promise<void> {
    game = await Game.create(scenario);
  },
  think(bytes: Uint8Array, spec: string, seed: number, onProgress?: (p: SearchProgress) => void): ThinkAnswer {
    if (!game) throw new Error('AI worker used before init');
    const state = game.newState();
    try {
      state.setBytes(bytes);
      const agent = createAgent(spec);
      const rng = new Rng(seed);
      const legal = state.legalActions();
      if (legal.length === 1) return { action: legal[0], result: null };
      if (agent instanceof MctsAgent) {
        const opts = { ...agent.options(rng), progressEvery: 64, onProgress };
        const result = agent.searcher(game).search(state, opts);
        return { action: result.action, result };
      }
      return { action: agent.choose(state, rng), result: null };
    } finally {
      state.free();
    }
  },
};

export type AiWorkerApi = typeof api;
Comlink.expose(api);
