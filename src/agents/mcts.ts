// The MCTS agent: information-set MCTS (src/search/mcts.ts) with the wasm rollout evaluator or the
// uniform one. Budget by simulations or wall time. It searches in the state's own instance with
// scratch states of its own; every simulation determinizes for the side to act, so the opponent's
// true hand is never read. Deterministic for a given generator state with a simulation budget.
// With workers > 1 the decision goes through the worker pool (chooseAsync; src/workers/pool.ts).
// With model=PATH (issue 5) a policy network's priors guide the root (`rootPriors` in
// src/search/mcts.ts): one network call per decision, counted in a wall-time budget; the model
// (onnxruntime) is imported lazily so the registry stays importable in a browser bundle.
// Without a model, hp=T gives priors from the game's heuristic: at the root, and with at=K at every
// node below it that reaches K visits (src/search/heuristic-priors.ts).
import { gameOf, legalList, stateOf, type GameDef, type GameRef, type GameState, type StateRef } from '../core/contract.js';
import { assertDecision, searchedDecision, type Agent, type RootDecision } from './agent.js';
import type { Rng } from './rng.js';
import { Mcts, type MctsOptions, type PriorRequest, type SearchResult } from '../search/mcts.js';
import { RolloutEvaluator, UniformEvaluator, type Evaluator } from '../search/evaluator.js';
import { SearchPool } from '../workers/pool.js';
import { warmUp, type PriorEvaluator } from '../search/puct.js';
import { HeuristicPriors } from '../search/heuristic-priors.js';
import type { OnnxEvaluator } from '../eval/onnx.js';

export interface MctsAgentParams {
  sims: number;      // simulations per decision (0 = use ms)
  ms: number;        // milliseconds per decision (0 = use sims)
  c: number;         // exploration constant
  cut: number;       // rollout cut in decisions (0 = full games)
  turns: number;     // turn-aligned rollout cut in complete turns (0 = cut by decisions)
  eval: string;      // 'rollout' | 'uniform'
  widening: boolean; // progressive widening
  canon: boolean;    // canonical orders (units ordered in increasing hex order inside a simulation)
  reuse: boolean;    // tree reuse along a turn (the chosen subtree becomes the next root)
  workers: number;   // root-parallel workers (1 = in this thread)
  /** A policy model (.onnx with its card) whose priors guide the root, or '' for none. */
  model: string;
  /** Weight of the prior term (progressive bias). */
  pw: number;
  /** Visits at which a node below the root asks the model (or, with hp and no model, the heuristic) for priors (0: root priors only). */
  at: number;
  /** Weight, in simulations, of a node's network value in its mean (0: rollout values only). */
  vw: number;
  /**
   * Without a model: root priors from the game's heuristic (GameDef.heuristic, asked with
   * { prior: 1 }), softmax of its scores with this temperature (0: none). They order the root's
   * expansion under progressive widening and add the prior term with weight `pw`. With `at` > 0
   * (one thread), every node below the root that reaches `at` visits gets the same priors from
   * the heuristic of the seat to act there.
   */
  hp: number;
}

/** Slices of a search with priors below the root: the network is called between slices. */
const SLICE_MS = 10;
const SLICE_SIMS = 200;
const MAX_BATCH = 8;

export class MctsAgent implements Agent {
  private readonly searchers = new WeakMap<GameDef, Mcts>();
  private readonly pools = new Map<GameDef, Promise<SearchPool>>();
  private readonly nets = new Map<GameDef, Promise<PriorEvaluator>>();
  private readonly warmed = new WeakSet<GameDef>();
  private readonly nodeSources = new Map<GameDef, HeuristicPriors>();
  constructor(readonly spec: string, readonly p: MctsAgentParams) {}

  evaluator(): Evaluator {
    return this.p.eval === 'uniform' ? new UniformEvaluator() : new RolloutEvaluator(this.p.cut, this.p.turns);
  }

  /** Search options for one decision, seeded from the caller's generator. */
  options(rng: Rng): MctsOptions {
    const o: MctsOptions = { c: this.p.c, seed: rng.nextU32(), widening: this.p.widening, canonical: this.p.canon, reuse: this.p.reuse, earlyStop: true };
    if (this.p.ms > 0) o.ms = this.p.ms;
    if (this.p.sims > 0 || this.p.ms <= 0) o.sims = this.p.sims > 0 ? this.p.sims : 1000;
    return o;
  }

  searcher(gameRef: GameRef): Mcts {
    const game = gameOf(gameRef);
    let m = this.searchers.get(game);
    if (!m) {
      m = new Mcts(game, this.evaluator());
      this.searchers.set(game, m);
    }
    return m;
  }

  choose(ref: StateRef, rng: Rng): number {
    if (this.p.model) throw new Error('the mcts agent with a model evaluates it asynchronously: use chooseAsync');
    const state = stateOf(ref);
    assertDecision(state);
    const legal = legalList(state);
    if (legal.length === 1) return legal[0];
    return this.searcher(state.game).search(state, this.withHeuristicPriors(state, legal, this.options(rng), rng)).action;
  }

  /**
   * `opts` with root priors from the game's heuristic when `hp` > 0 (and the game has one): the
   * heuristic scores each legal action on a copy determinized for the seat to act, and the priors
   * are softmax(score / hp). Draws from `rng` only when it applies, so hp=0 searches are unchanged.
   */
  withHeuristicPriors(state: GameState, legal: number[], opts: MctsOptions, rng: Rng): MctsOptions {
    if (this.p.hp <= 0 || !state.game.heuristic || this.p.model) return opts;
    const source = this.heuristicPriors(state.game);
    const prior = new Float64Array(legal.length);
    source.priors(state, Int32Array.from(legal), legal.length, prior, rng.seed31());
    const o: MctsOptions = { ...opts, rootPriors: { actions: legal, prior }, priorWeight: this.p.pw };
    // with at=K (one thread): every node below the root that reaches K visits gets the same softmax
    // of the heuristic of its seat to act, at once (src/search/heuristic-priors.ts)
    if (this.p.at > 0 && this.p.workers <= 1) {
      o.priorAt = this.p.at;
      o.nodePriors = source;
    }
    return o;
  }

  /** The heuristic prior source of `hp` (root and, with `at`, nodes) for a game instance (made once, kept with the searcher). */
  private heuristicPriors(game: GameDef): HeuristicPriors {
    let hp = this.nodeSources.get(game);
    if (!hp) {
      hp = new HeuristicPriors(game, this.p.hp);
      this.nodeSources.set(game, hp);
    }
    return hp;
  }

  /**
   * The agent's model for this game instance, loaded on first use and warmed up on `state`
   * (`warmUp`: a fresh network's first calls are several times slower than the next ones).
   */
  net(ref: StateRef): Promise<PriorEvaluator> {
    const state = stateOf(ref);
    const game = state.game;
    let net = this.nets.get(game) ?? this.load(game);
    if (!this.warmed.has(game)) {
      this.warmed.add(game);
      net = net.then(async (e) => { await warmUp(e, state); return e; });
    }
    this.nets.set(game, net);
    return net;
  }

  /** Node: the `model` file and its card from disk (onnxruntime imported only now). */
  private async load(game: GameDef): Promise<PriorEvaluator> {
    const { OnnxEvaluator } = await import('../eval/onnx.js');
    const { resolveModelPath } = await import('./puct-agent.js');
    return OnnxEvaluator.fromFile(await resolveModelPath(this.p.model), game);
  }

  /**
   * Gives the agent its network for a game instance instead of loading `model` from disk (the
   * browser's AI worker fetches the model's bytes; web/src/neural-search.ts).
   */
  useNet(game: GameRef, net: Promise<PriorEvaluator>): void {
    this.nets.set(gameOf(game), net);
  }

  /**
   * With a model: the root's priors first, then the search on the time left (a wall-time budget
   * counts the network call; loading the model, once per game instance, does not). With
   * workers > 1: root-parallel search in a worker pool.
   */
  async chooseAsync(ref: StateRef, rng: Rng): Promise<number> {
    if (this.p.workers <= 1 && !this.p.model) return this.choose(ref, rng);
    const state = stateOf(ref);
    assertDecision(state);
    const legal = legalList(state);
    if (legal.length === 1) return legal[0];
    return (await this.searchAsync(state, rng)).action;
  }

  /** The root visits of the agent's search (self-play targets; src/selfplay/searcher.ts). */
  decide(state: StateRef, rng: Rng): Promise<RootDecision> {
    return searchedDecision(state, () => this.searchAsync(state, rng));
  }

  /** One decision's search: in this thread, in slices with priors below the root, or in the pool. */
  async searchAsync(ref: StateRef, rng: Rng, extra: Pick<MctsOptions, 'onProgress' | 'progressEvery'> = {}): Promise<SearchResult> {
    const state = stateOf(ref);
    const net = this.p.model ? await this.net(state) : null;
    const t0 = performance.now();
    let opts: MctsOptions = { ...this.options(rng), ...extra };
    if (!net && this.p.hp > 0) opts = this.withHeuristicPriors(state, legalList(state), opts, rng);
    if (net) {
      const legal = legalList(state);
      const [out] = await net.evaluate([state], [legal]);
      opts.rootPriors = { actions: legal, prior: out.priors };
      opts.priorWeight = this.p.pw;
      if (opts.ms !== undefined) opts.ms = Math.max(1, opts.ms - (performance.now() - t0));
      if (this.p.workers <= 1 && this.p.at > 0) return this.searchWithPriors(state, opts, t0, net);
    }
    if (this.p.workers <= 1) return this.searcher(state.game).search(state, opts);
    let pool = this.pools.get(state.game);
    if (!pool) {
      pool = SearchPool.create(state.game.spec, {
        workers: this.p.workers, evaluator: this.p.eval === 'uniform' ? 'uniform' : 'rollout', cut: this.p.cut, turns: this.p.turns,
      });
      this.pools.set(state.game, pool);
    }
    return (await pool).search(state, opts);
  }

  /**
   * A search in slices (SLICE_MS or SLICE_SIMS each, resuming the same tree); after each slice the
   * nodes that reached `at` visits get the model's priors in one batched call. The budget (wall
   * time from t0, or simulations) counts the network calls.
   */
  private async searchWithPriors(state: GameState, opts: MctsOptions, t0: number, net: PriorEvaluator): Promise<SearchResult> {
    const m = this.searcher(state.game);
    const deadline = opts.ms !== undefined ? t0 + this.p.ms : Number.POSITIVE_INFINITY;
    let simsLeft = opts.sims ?? Number.POSITIVE_INFINITY;
    const scratch: GameState[] = [];
    const queue: PriorRequest[] = [];
    let last: SearchResult | null = null;
    let sims = 0;
    let msPerEval = 3; // measured as the search goes (a warmed-up evaluation on the 2-core machine: 1-2 ms)
    let lastProgress = t0;
    for (let k = 0; ; k++) {
      const slice: MctsOptions = { ...opts, seed: ((opts.seed ?? 1) + k) >>> 0, resume: k > 0, priorAt: this.p.at, valueWeight: this.p.vw, earlyStop: false };
      if (opts.onProgress) {
        // progress over the whole search (a slice counts its own simulations), at most every 100 ms
        const done = sims;
        slice.onProgress = (p) => {
          const now = performance.now();
          if (now - lastProgress < 100) return;
          lastProgress = now;
          opts.onProgress!({ ...p, sims: done + p.sims, elapsedMs: now - t0 });
        };
      }
      if (k > 0) delete slice.rootPriors;
      if (opts.ms !== undefined) {
        const left = deadline - performance.now();
        if (left <= 0 && k > 0) break;
        slice.ms = Math.max(1, Math.min(SLICE_MS, left));
        delete slice.sims;
      } else {
        if (simsLeft <= 0) break;
        slice.sims = Math.min(SLICE_SIMS, simsLeft);
      }
      const r = m.search(state, slice);
      last = r;
      sims += r.sims;
      simsLeft -= r.sims;
      // early stop with a simulation budget (as in one search): the leader cannot be overtaken
      if (opts.earlyStop && opts.ms === undefined && m.decided(simsLeft)) break;
      queue.push(...m.takeRequests());
      // a network call takes at most MAX_BATCH nodes, and no more than the time left allows at the
      // measured cost per position (so a wall-time budget is not overrun by the network)
      const left = deadline - performance.now();
      const take = Math.min(queue.length, MAX_BATCH, Number.isFinite(left) ? Math.floor((left - 1) / msPerEval) : MAX_BATCH);
      if (take <= 0) continue;
      const reqs = queue.splice(0, take);
      const te = performance.now();
      while (scratch.length < reqs.length) scratch.push(state.game.newState());
      const states = reqs.map((q, i) => { scratch[i].setBytes(q.state); return scratch[i]; });
      const legal = states.map((s) => legalList(s));
      const outs = await net.evaluate(states, legal);
      msPerEval = 0.5 * msPerEval + 0.5 * (performance.now() - te) / reqs.length;
      for (let i = 0; i < reqs.length; i++) m.setPriors(reqs[i].node, legal[i], outs[i].priors, outs[i].value);
    }
    for (const s of scratch) s.free();
    const result = { ...last!, sims, reused: 0, elapsedMs: performance.now() - t0 };
    const total = result.children.reduce((t, c) => t + c.visits, 0);
    opts.onProgress?.({ sims, best: result.action, bestShare: total ? (result.children[0]?.visits ?? 0) / total : 0, bestValue: result.value, elapsedMs: result.elapsedMs });
    return result;
  }

  close(): void {
    for (const n of this.nets.values()) void n.then((e) => (e as OnnxEvaluator).close()).catch(() => {});
    this.nets.clear();
    for (const p of this.pools.values()) void p.then((x) => x.close());
    this.pools.clear();
    for (const h of this.nodeSources.values()) h.free();
    this.nodeSources.clear();
  }
}
