// A pool of search workers for root-parallel MCTS: each worker holds its own wasm instance and
// searches the same position with its own seed; the root statistics are merged (mergeRoots).
// Node: worker_threads (the worker runs its TypeScript through tsx); browsers: module Web Workers.
// Both speak comlink. The workers rebuild the game from its GameSpec (the contract's plain-data
// recipe), so the pool works for any engine in the games registry.
// Callers: the mcts agent with workers > 1, the arena, the web app.
import * as Comlink from 'comlink';
import { gameOf, stateOf, type GameRef, type GameSpec, type StateRef } from '../core/contract.js';
import type { CoreBuild } from '../core/wasm.js';
import { DEFAULT_GAME } from '../games/load.js';
import { mergeRoots, type MctsOptions, type SearchResult } from '../search/mcts.js';
import type { SearchWorkerApi } from './search-worker.js';

interface Handle { api: Comlink.Remote<SearchWorkerApi>; terminate(): void }

const isNode = typeof process !== 'undefined' && !!process.versions?.node;

async function spawn(): Promise<Handle> {
  if (isNode) {
    const { Worker } = await import('node:worker_threads');
    const nodeEndpoint = (await import('comlink/dist/esm/node-adapter.mjs')).default;
    const boot = new URL('./node-bootstrap.mjs', import.meta.url);
    const entry = new URL('./search-worker.ts', import.meta.url);
    const w = new Worker(boot, { workerData: { entry: entry.href } });
    w.unref();
    return { api: Comlink.wrap<SearchWorkerApi>(nodeEndpoint(w)), terminate: () => void w.terminate() };
  }
  // Written as one expression so bundlers (vite) recognise the worker entry and bundle it.
  const w = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  return { api: Comlink.wrap<SearchWorkerApi>(w), terminate: () => w.terminate() };
}

export interface PoolOptions {
  workers: number;
  build?: CoreBuild;
  evaluator?: 'rollout' | 'uniform';
  cut?: number;
  /** Turn-aligned rollout cut (complete turns; 0 = cut by decisions). */
  turns?: number;
}

export class SearchPool {
  private constructor(private readonly handles: Handle[]) {}

  /**
   * `game`: a GameSpec, a game (its spec), or a bare scenario object of the default game (the web
   * app passes `game.scenario`). Workers use `opts.build`, release by default.
   */
  static async create(game: GameSpec | GameRef | { readonly id: string; readonly board: unknown }, opts: PoolOptions): Promise<SearchPool> {
    if (!(opts.workers >= 1)) throw new Error(`a search pool needs at least 1 worker, got ${opts.workers}`);
    const spec = specOf(game, opts.build);
    const handles = await Promise.all(Array.from({ length: opts.workers }, spawn));
    await Promise.all(handles.map((h) => h.api.init(spec, opts.evaluator ?? 'rollout', opts.cut ?? 40, opts.turns ?? 0)));
    return new SearchPool(handles);
  }

  get size(): number { return this.handles.length; }

  /**
   * Root-parallel search of `state`. A simulation budget is split evenly between the workers
   * (the total stays the same); a time budget applies to each. Worker i uses seed + i.
   */
  async search(state: StateRef, opts: Omit<MctsOptions, 'onProgress' | 'shouldStop'>): Promise<SearchResult> {
    const bytes = stateOf(state).bytes();
    const n = this.handles.length;
    const seed = opts.seed ?? 1;
    const jobs = this.handles.map((h, i) => {
      const o = { ...opts, seed: (seed + i * 0x9e3779b1) >>> 0 };
      if (opts.sims !== undefined) o.sims = Math.floor(opts.sims / n) + (i < opts.sims % n ? 1 : 0);
      return h.api.search(bytes, o);
    });
    return mergeRoots(await Promise.all(jobs));
  }

  cancel(): void {
    for (const h of this.handles) void h.api.cancel();
  }

  close(): void {
    for (const h of this.handles) {
      h.api[Comlink.releaseProxy]();
      h.terminate();
    }
  }
}

/** The plain-data recipe the workers build their game from. */
function specOf(g: GameSpec | GameRef | { readonly id: string; readonly board: unknown }, build: CoreBuild | undefined): GameSpec {
  let spec: GameSpec;
  if ('game' in g && typeof g.game === 'string' && 'scenario' in g) spec = g as GameSpec;
  else if ('contract' in g || 'newState' in g) spec = gameOf(g as GameRef).spec;
  else spec = { game: DEFAULT_GAME, scenario: g };
  // workers search on the release build unless told otherwise (the same result, faster)
  return { ...spec, build: build ?? 'release' };
}
