// A module Web Worker that thinks for any game of the registry through the game contract: it builds
// its game from a GameSpec with createGame (src/games/load.ts), so the same worker serves Blood & Iron
// ({ game: 'blood-and-iron', scenario: 'froeschweiler' }) and any later engine. The page sends the
// state's bytes; the agents decide from the acting seat's information only (they determinize).
// A search is stopped by terminating the worker. Caller: ai.ts (Comlink).
import * as Comlink from 'comlink';
import { createGame } from '../../../src/games/load.js';
import type { GameDef, GameSpec } from '../../../src/core/contract.js';
import { createAgent } from '../../../src/agents/registry.js';
import type { Agent } from '../../../src/agents/agent.js';
import { MctsAgent } from '../../../src/agents/mcts.js';
import { Rng } from '../../../src/agents/rng.js';
import type { SearchProgress } from '../../../src/search/mcts.js';

let game: GameDef | null = null;
const agents = new Map<string, Agent>();
function agentFor(spec: string): Agent {
  let a = agents.get(spec);
  if (!a) { a = createAgent(spec); agents.set(spec, a); }
  return a;
}

const api = {
  async init(spec: GameSpec): Promise<void> { game = await createGame(spec); },
  /** The action the agent `spec` picks in the state `bytes`, with its simulation count when it searched. */
  async think(bytes: Uint8Array, spec: string, seed: number, onProgress?: (p: SearchProgress) => void): Promise<{ action: number; sims: number }> {
    if (!game) throw new Error('AI worker used before init');
    const st = game.newState();
    try {
      st.setBytes(bytes);
      const legal = new Int32Array(game.maxActions);
      const n = st.legal(legal);
      if (n === 1) return { action: legal[0], sims: 0 };
      const agent = agentFor(spec);
      const rng = new Rng(seed);
      if (agent instanceof MctsAgent) {
        const r = await agent.searchAsync(st, rng, { progressEvery: 64, onProgress });
        return { action: r.action, sims: r.sims };
      }
      return { action: agent.choose(st, rng), sims: 0 };
    } finally {
      st.free();
    }
  },
};

export type ContractWorkerApi = typeof api;
Comlink.expose(api);
