// Worker entry point (one wasm instance per worker): exposes a search facade through comlink.
// In Node it runs under worker_threads (started by pool.ts with tsx), in browsers as a module
// Web Worker. Nothing else lives here: the search itself is src/search/mcts.ts, on the game the
// GameSpec names (built by the games registry, src/games/load.ts).
import * as Comlink from 'comlink';
import type { GameSpec } from '../core/contract.js';
import { createGame } from '../games/load.js';
import { Mcts, type MctsOptions, type SearchResult } from '../search/mcts.js';
import { RolloutEvaluator, UniformEvaluator } from '../search/evaluator.js';

export interface SearchWorkerApi {
  init(spec: GameSpec, evaluator: string, cut: number, turns: number): Promise<void>;
  search(bytes: Uint8Array, opts: Omit<MctsOptions, 'onProgress' | 'shouldStop'>): SearchResult;
  cancel(): void;
}

let mcts: Mcts | null = null;
let cancelled = false;

const api: SearchWorkerApi = {
  async init(spec, evaluator, cut, turns) {
    const game = await createGame(spec);
    mcts = new Mcts(game, evaluator === 'uniform' ? new UniformEvaluator() : new RolloutEvaluator(cut, turns));
  },
  search(bytes, opts) {
    if (!mcts) throw new Error('search worker used before init');
    cancelled = false;
    return mcts.search(bytes, { ...opts, shouldStop: () => cancelled });
  },
  cancel() {
    cancelled = true;
  },
};

async function expose(): Promise<void> {
  if (typeof process !== 'undefined' && process.versions?.node) {
    const { parentPort } = await import('node:worker_threads');
    const nodeEndpoint = (await import('comlink/dist/esm/node-adapter.mjs')).default;
    if (parentPort) Comlink.expose(api, nodeEndpoint(parentPort));
  } else {
    Comlink.expose(api);
  }
}
void expose();
