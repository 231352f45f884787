// The AI's module Web Worker: its own instance of the game, rebuilt from the page's GameSpec through
// the games registry (src/games/load.ts createGame), so it sees only the game contract
// (src/core/contract.ts) and serves any engine the registry knows; the agents of src/agents; and
// search progress reported back through a comlink callback. One decision at a time; a search is
// stopped by terminating the worker (the page does that on undo, new game or leaving the screen).
// The experimental neural level (`puct:...`) and the network-guided MCTS level (`mcts:...,model=`)
// load the shipped model once per worker (neural-search.ts; `prepare` does it ahead of the first
// decision) and search asynchronously.
import * as Comlink from 'comlink';
import { legalList, type GameDef, type GameSpec } from '../../src/core/contract.js';
import { createGame } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import type { Agent } from '../../src/agents/agent.js';
import { MctsAgent } from '../../src/agents/mcts.js';
import { PuctAgent } from '../../src/agents/puct-agent.js';
import { Rng } from '../../src/agents/rng.js';
import { Puct, type PuctResult } from '../../src/search/puct.js';
import type { OnnxEvaluator } from '../../src/eval/onnx.js';
import type { SearchProgress, SearchResult } from '../../src/search/mcts.js';

export interface ThinkAnswer {
  action: number;
  /** Present for a search (mcts, puct): root statistics, for merging and the estimate panel. */
  result: SearchResult | null;
}

let game: GameDef | null = null;
let network: Promise<OnnxEvaluator> | null = null;
let neural: Promise<Puct> | null = null;

/** The shipped network for this worker's game, loaded on first use (a failed load is retried). */
let loadProgress: ((loaded: number, total: number) => void) | undefined;
function neuralEvaluator(g: GameDef): Promise<OnnxEvaluator> {
  if (!network) {
    network = import('./neural-search.js').then((m) => m.loadNeuralEvaluator(g, (a, b) => loadProgress?.(a, b)));
    network.catch(() => { network = null; });
  }
  return network;
}

/**
 * The agent for a spec, kept for the worker's life: a network-guided MCTS agent then warms its
 * network up once (src/search/puct.ts warmUp), not before every decision.
 */
const agents = new Map<string, Agent>();
function agentFor(spec: string): Agent {
  let a = agents.get(spec);
  if (!a) { a = createAgent(spec); agents.set(spec, a); }
  return a;
}

/** The neural level's PUCT searcher over that network. */
function neuralSearch(g: GameDef): Promise<Puct> {
  if (!neural) {
    neural = neuralEvaluator(g).then((e) => new Puct(g, e));
    neural.catch(() => { neural = null; });
  }
  return neural;
}

/** A PUCT search with progress (Puct's onProgress, every 100 ms between network batches). */
async function puctThink(g: GameDef, agent: PuctAgent, bytes: Uint8Array, rng: Rng, onProgress?: (p: SearchProgress) => void): Promise<SearchResult> {
  const puct = await neuralSearch(g);
  const r: PuctResult = await puct.search(bytes, { ...agent.options(rng), onProgress, progressMs: 100 });
  // the page's estimate panel and root merging read the MCTS result shape (values for the side to act)
  return {
    action: r.action, sims: r.sims, value: r.value, elapsedMs: r.elapsedMs, treeNodes: r.treeNodes, reused: 0,
    children: r.children.map((c) => ({ action: c.action, visits: c.visits, value: c.value })),
  };
}

const api = {
  async init(spec: GameSpec): Promise<void> {
    game = await createGame(spec);
  },
  /** Loads what an agent spec needs before its first decision (the neural level's model). */
  async prepare(spec: string, onLoad?: (loaded: number, total: number) => void): Promise<void> {
    if (!game) throw new Error('AI worker used before init');
    loadProgress = onLoad;
    const agent = agentFor(spec);
    if (agent instanceof PuctAgent) await neuralSearch(game);
    if (agent instanceof MctsAgent && agent.p.model) await neuralEvaluator(game);
  },
  async think(bytes: Uint8Array, spec: string, seed: number, onProgress?: (p: SearchProgress) => void): Promise<ThinkAnswer> {
    if (!game) throw new Error('AI worker used before init');
    const state = game.newState();
    try {
      state.setBytes(bytes);
      const agent = agentFor(spec);
      const rng = new Rng(seed);
      const legal = legalList(state);
      if (legal.length === 1) return { action: legal[0], result: null };
      if (agent instanceof MctsAgent) {
        // the network-guided level: the shipped model (fetched, not read from disk) gives priors
        if (agent.p.model) agent.useNet(game, neuralEvaluator(game));
        const result = await agent.searchAsync(state, rng, { progressEvery: 64, onProgress });
        return { action: result.action, result };
      }
      if (agent instanceof PuctAgent) {
        const result = await puctThink(game, agent, bytes, rng, onProgress);
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
