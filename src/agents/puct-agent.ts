// The puct agent: PUCT search (src/search/puct.ts) guided by an ONNX policy/value model
// (src/eval/onnx.ts). Spec: `puct:model=PATH,sims=N|ms=N,c=1.5,batch=8`. The model loads (and is
// warmed up, outside the budget) on the first decision in each game instance (asynchronous, so
// the agent only decides through chooseAsync; `choose` throws). A relative PATH is looked up from
// the working directory, then from the repository root, so the shipped default works from anywhere
// in a checkout.
// `decide` reports the root visits for self-play (src/selfplay/searcher.ts). Node modules and
// onnxruntime are imported lazily, so the registry stays importable in a browser bundle.
// Callers: src/agents/registry.ts (the `puct` kind), the selfplay searcher, tests.
import { gameOf, legalList, stateOf, type GameDef, type GameRef, type StateRef } from '../core/contract.js';
import { assertDecision, searchedDecision, type Agent, type RootDecision } from './agent.js';
import type { Rng } from './rng.js';
import { Puct, warmUp, type PuctOptions, type PuctResult } from '../search/puct.js';
import type { OnnxEvaluator } from '../eval/onnx.js';

export const DEFAULT_MODEL = 'models/ancients-small.onnx';

export interface PuctAgentParams {
  model: string;
  sims: number;   // simulations per decision (0 = use ms)
  ms: number;     // milliseconds per decision (0 = use sims)
  c: number;
  batch: number;
  /** Dirichlet noise weight at the root (self-play exploration; 0 for play). */
  noise: number;
}

/** Node: the model file for a path given in a spec (working directory first, then the repository). */
export async function resolveModelPath(p: string): Promise<string> {
  const { existsSync } = await import('node:fs');
  const { isAbsolute, resolve } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  if (isAbsolute(p) || existsSync(p)) return p;
  const q = resolve(fileURLToPath(new URL('../../', import.meta.url)), p);
  return existsSync(q) ? q : p;
}

export class PuctAgent implements Agent {
  private readonly searchers = new Map<GameDef, Promise<Puct>>();
  private readonly warmed = new WeakSet<Puct>();
  constructor(readonly spec: string, readonly p: PuctAgentParams) {}

  options(rng: Rng): PuctOptions {
    const o: PuctOptions = { c: this.p.c, seed: rng.nextU32(), batch: this.p.batch };
    if (this.p.noise > 0) { o.noiseWeight = this.p.noise; o.noiseAlpha = 0.3; }
    if (this.p.ms > 0) o.ms = this.p.ms;
    if (this.p.sims > 0 || this.p.ms <= 0) o.sims = this.p.sims > 0 ? this.p.sims : 200;
    return o;
  }

  searcher(gameRef: GameRef): Promise<Puct> {
    const game = gameOf(gameRef);
    let s = this.searchers.get(game);
    if (!s) {
      s = (async () => {
        const { OnnxEvaluator } = await import('../eval/onnx.js');
        return new Puct(game, await OnnxEvaluator.fromFile(await resolveModelPath(this.p.model), game));
      })();
      this.searchers.set(game, s);
    }
    return s;
  }

  choose(): number {
    throw new Error('the puct agent evaluates a network asynchronously: use chooseAsync');
  }

  /** The search result for a decision (seeded from the caller's generator). */
  async search(state: StateRef, rng: Rng): Promise<PuctResult> {
    const puct = await this.searcher(stateOf(state).game);
    if (!this.warmed.has(puct)) { this.warmed.add(puct); await warmUp(puct.evaluator, state); }
    return puct.search(state, this.options(rng));
  }

  async chooseAsync(state: StateRef, rng: Rng): Promise<number> {
    assertDecision(state);
    const legal = legalList(stateOf(state));
    if (legal.length === 1) return legal[0];
    return (await this.search(state, rng)).action;
  }

  decide(state: StateRef, rng: Rng): Promise<RootDecision> {
    return searchedDecision(state, () => this.search(state, rng));
  }

  close(): void {
    for (const s of this.searchers.values()) void s.then((p) => { p.free(); return (p.evaluator as OnnxEvaluator).close(); }).catch(() => {});
    this.searchers.clear();
  }
}
