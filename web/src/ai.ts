// The AI seen from the page: strength levels and a client that runs decisions in module Web
// Workers (src: web/src/ai-worker.ts), so the page never freezes. The strongest level searches
// root-parallel in several workers when the machine has the cores, merging the root statistics
// with the engine's mergeRoots. Progress (simulations, best move, its share and value) arrives
// while the search runs; cancel() terminates the workers (a search cannot be interrupted otherwise).
// The experimental neural level (PUCT guided by the shipped small network, neural-search.ts) is
// offered beside them but is not the strongest: docs/strength.md measured it winning 8 of 40 games
// against plain MCTS at equal time. `Strong` stays the strongest level. `Guided` is Strong whose
// root and busiest nodes get the shipped network's priors (levels.ts; plain MCTS on boards the
// model does not fit): measured stronger than plain MCTS on Akragas, weaker on most other battles.
import * as Comlink from 'comlink';
import { mergeRoots, gameOf, stateOf, type SearchResult, type GameDef, type GameRef, type StateRef } from './engine.js';
import type { AiWorkerApi, ThinkAnswer } from './ai-worker.js';
import { levelSpec, type Level } from './levels.js';

export { LEVELS, levelById, levelSpec, PRIOR_PARAMS, type Level } from './levels.js';

export interface Progress { sims: number; best: string; bestShare: number; bestValue: number; elapsedMs: number; budgetMs: number }
export interface Decision { action: number; text: string; result: SearchResult | null; level: Level }

export class CancelledError extends Error {
  constructor() { super('the AI search was cancelled'); }
}

interface Slot { worker: Worker; api: Comlink.Remote<AiWorkerApi>; ready: Promise<void> }

export class AiClient {
  private slots: Slot[] = [];
  private readonly count: number;
  private cancels = new Set<(e: Error) => void>();

  private readonly game: GameDef;

  /** `game`: any engine's contract game (or the Ancients facade, which carries one); its spec is what the workers rebuild. */
  constructor(game: GameRef, parallel: number) {
    this.game = gameOf(game);
    this.count = Math.max(1, parallel);
  }

  private slot(i: number): Slot {
    if (!this.slots[i]) {
      const worker = new Worker(new URL('./ai-worker.ts', import.meta.url), { type: 'module' });
      const api = Comlink.wrap<AiWorkerApi>(worker);
      const ready = new Promise<void>((resolve, reject) => {
        worker.addEventListener('error', (e) => reject(new Error(`the AI worker failed to start: ${e.message || 'script error'}`)), { once: true });
        api.init(this.game.spec).then(resolve, (e: unknown) => reject(new Error(`the AI could not load the rules core: ${e instanceof Error ? e.message : String(e)}`)));
      });
      this.slots[i] = { worker, api, ready };
    }
    return this.slots[i];
  }

  /** How many workers a decision at this level uses. */
  workers(level: Level): number { return level.parallel ? this.count : 1; }

  /**
   * Starts the workers ahead of the first decision (loads their wasm and, for the neural level,
   * the model). Throws a one-line Error when the AI cannot play (e.g. a model that does not fit).
   */
  async warm(level?: Level, onLoad?: (loaded: number, total: number) => void): Promise<void> {
    const s = this.slot(0);
    await s.ready;
    // a level with a network (the neural level, or the guided level where the model fits) loads it now
    if (level) {
      const spec = levelSpec(level, this.game.encoding.board, this.game.id);
      if (level.model || spec !== level.spec) await s.api.prepare(spec, onLoad ? Comlink.proxy(onLoad) : undefined);
    }
  }

  async think(state: StateRef, level: Level, seed: number, onProgress: (p: Progress) => void): Promise<Decision> {
    const bytes = stateOf(state).bytes();
    const n = this.workers(level);
    const sims = new Array<number>(n).fill(0);
    const text = (a: number) => (a >= 0 ? this.game.actionText(a) : '');
    const jobs: Promise<ThinkAnswer>[] = [];
    for (let i = 0; i < n; i++) {
      const s = this.slot(i);
      await s.ready;
      const cb = Comlink.proxy((p: { sims: number; best: number; bestShare: number; bestValue: number; elapsedMs: number }) => {
        sims[i] = p.sims;
        onProgress({ sims: sims.reduce((a, b) => a + b, 0), best: text(p.best), bestShare: p.bestShare, bestValue: p.bestValue, elapsedMs: p.elapsedMs, budgetMs: level.ms });
      });
      jobs.push(s.api.think(bytes, levelSpec(level, this.game.encoding.board, this.game.id), (seed + i * 0x9e3779b1) >>> 0, cb));
    }
    let stop: (e: Error) => void = () => {};
    const cancelled = new Promise<never>((_, reject) => { stop = reject; });
    this.cancels.add(stop);
    let answers: ThinkAnswer[];
    try {
      answers = await Promise.race([Promise.all(jobs), cancelled]);
    } finally {
      this.cancels.delete(stop);
    }
    const withResult = answers.filter((a) => a.result !== null).map((a) => a.result!);
    if (withResult.length === 0) return { action: answers[0].action, text: text(answers[0].action), result: null, level };
    const merged = withResult.length === 1 ? withResult[0] : mergeRoots(withResult);
    return { action: merged.action, text: text(merged.action), result: merged, level };
  }

  /** Stops any search at once (terminates the workers; the next decision starts fresh ones). */
  cancel(): void {
    for (const s of this.slots) s?.worker.terminate();
    this.slots = [];
    for (const stop of this.cancels) stop(new CancelledError());
    this.cancels.clear();
  }
}
