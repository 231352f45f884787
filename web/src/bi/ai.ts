// The Blood & Iron AI seen from the page: its levels and a client that runs each decision in the
// app's one AI worker (web/src/ai-worker.ts, which builds any registered game from its GameSpec), so
// the page never freezes; progress (simulations, the move it leans to) arrives while MCTS searches.
// cancel() terminates the worker. Caller: play.ts.
import * as Comlink from 'comlink';
import type { AiWorkerApi } from '../ai-worker.js';
import type { BiOptions } from '../../../src/games/blood-and-iron/state.js';

export interface BiLevel { id: string; label: string; spec: string }
/** Greedy answers at once; the MCTS levels search for a fixed time per decision (src/agents). */
export const BI_LEVELS: BiLevel[] = [
  { id: 'recruit', label: '1 · Recruit (answers at once)', spec: 'greedy' },
  { id: 'quick', label: '2 · Quick (0.3 s a move)', spec: 'mcts:ms=300' },
  { id: 'veteran', label: '3 · Veteran (1 s a move)', spec: 'mcts:ms=1000' },
];
export const biLevel = (id: string): BiLevel => BI_LEVELS.find((l) => l.id === id) ?? BI_LEVELS[1];

export interface BiProgress { sims: number; best: number; share: number }

export class BiAi {
  private worker: Worker | null = null;
  private api: Comlink.Remote<AiWorkerApi> | null = null;
  private ready: Promise<void> | null = null;
  /** `rules`: the game's rule options, so the AI searches the same rules as the page plays. */
  constructor(private readonly scenario: string, private readonly rules: BiOptions = {}) {}

  private start(): Promise<void> {
    if (!this.ready) {
      this.worker = new Worker(new URL('../ai-worker.ts', import.meta.url), { type: 'module' });
      this.api = Comlink.wrap<AiWorkerApi>(this.worker);
      const w = this.worker, api = this.api;
      this.ready = new Promise<void>((resolve, reject) => {
        w.addEventListener('error', (e) => reject(new Error(`the AI worker failed to start: ${e.message || 'script error'}`)), { once: true });
        api.init({ game: 'blood-and-iron', scenario: this.scenario, rules: { monotonicB5: this.rules.monotonicB5 ? 1 : 0, freeSetup: this.rules.freeSetup ? 1 : 0 } }).then(resolve, (e: unknown) => reject(new Error(`the AI could not load the rules core: ${e instanceof Error ? e.message : String(e)}`)));
      });
    }
    return this.ready;
  }

  async think(bytes: Uint8Array, level: BiLevel, seed: number, onProgress: (p: BiProgress) => void): Promise<{ action: number; sims: number }> {
    await this.start();
    const cb = Comlink.proxy((p: { sims: number; best: number; bestShare: number }) => onProgress({ sims: p.sims, best: p.best, share: p.bestShare }));
    const r = await this.api!.think(bytes, level.spec, seed >>> 0, cb);
    return { action: r.action, sims: r.result?.sims ?? 0 };
  }

  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
    this.ready = null;
  }
}
