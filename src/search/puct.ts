// PUCT search (AlphaZero-style selection with priors) over the sequential decision contract, with
// the determinization of src/search/mcts.ts: every simulation copies the root and redeals the
// opponent's hand from the cards the searching side has not seen, so the true hidden cards are
// never read; chance outcomes are sampled during the descent, not stored (open loop). A node is an
// action history; its children carry the priors given when the node was first evaluated (an action
// first met later, legal only in another determinization, gets the uniform prior 1/n).
// A forced decision (one legal action) below the root is expanded without a network call.
// Leaves are evaluated in batches through a PriorEvaluator (the ONNX network in src/eval/onnx.ts,
// or the uniform/rollout one below for tests): a round descends up to `batch` simulations, each
// adding a virtual loss along its path so the next one spreads out, evaluates their leaves in one
// call, then backs up and removes the virtual losses. Budgets: simulations or wall time.
// Deterministic for a seed and a simulation budget when the evaluator is.
// Sees only the game contract (src/core/contract.ts); values are for side 0, nodes record the side
// of their mover. Callers: the puct agent (src/agents/puct-agent.ts), the selfplay searcher, the web
// app's AI worker, tests, bench.
import { CHANCE, firstSeatOf, gameOf, legalList, stateOf, type GameDef, type GameRef, type GameState, type StateRef } from '../core/contract.js';
import { SearchRng } from './search-rng.js';

/** Output for one decision state: value for side 0 in (-1, 1), priors over its legal actions. */
export interface PriorOutput { value: number; priors: Float32Array }

export interface PriorEvaluator {
  readonly name: string;
  /** Batched: for each decision state, the value (side 0) and priors aligned with legal[i]. */
  evaluate(states: StateRef[], legal: number[][]): Promise<PriorOutput[]>;
}

/**
 * Calls `ev` on `state` until `calls` calls or `maxMs` have passed: the JavaScript engine compiles
 * onnxruntime's wasm with a fast baseline compiler first and tiers up hot code later, so a fresh
 * network's first few dozen calls are 3-6 times slower (docs/benchmarks.md, "Network warm-up").
 * Agents call it once per loaded network, outside any decision's budget.
 */
export async function warmUp(ev: PriorEvaluator, state: StateRef, calls = 80, maxMs = 1500): Promise<void> {
  const legal = [legalList(stateOf(state))];
  const t0 = performance.now();
  for (let i = 0; i < calls && performance.now() - t0 < maxMs; i++) await ev.evaluate([state], legal);
}

/** Uniform priors; value 0 or a wasm rollout (search tests, and a baseline without a network). */
export class UniformPriorEvaluator implements PriorEvaluator {
  readonly name: string;
  constructor(readonly cut = -1) { this.name = cut < 0 ? 'uniform-priors' : `uniform-priors+rollout(cut=${cut})`; }
  evaluate(states: StateRef[], legal: number[][]): Promise<PriorOutput[]> {
    return Promise.resolve(states.map((s, i) => ({
      value: this.cut < 0 ? 0 : stateOf(s).rollout(this.cut, 0),
      priors: new Float32Array(legal[i].length).fill(1 / legal[i].length),
    })));
  }
}

export interface PuctOptions {
  sims?: number;
  ms?: number;
  /** Exploration constant of the PUCT formula. */
  c?: number;
  seed?: number;
  /** Leaves evaluated per batch (virtual loss spreads them). */
  batch?: number;
  /** Value assumed for an unvisited child, relative to its parent's mean (first-play urgency). */
  fpu?: number;
  /** Dirichlet noise at the root (self-play exploration): alpha and weight; 0 = none. */
  noiseAlpha?: number;
  noiseWeight?: number;
  shouldStop?: () => boolean;
  /** Called between batches (every `progressMs`, default 100) and at the end, when every result so far is backed up. */
  onProgress?: (p: PuctProgress) => void;
  progressMs?: number;
}

/** What a running PUCT search reports: simulations, the most visited root action, its share and value. */
export interface PuctProgress { sims: number; best: number; bestShare: number; bestValue: number; elapsedMs: number }

export interface PuctChild { action: number; visits: number; value: number; prior: number }

export interface PuctResult {
  action: number;
  sims: number;
  value: number;
  children: PuctChild[];
  elapsedMs: number;
  treeNodes: number;
  evaluations: number;
}


/**
 * The PUCT tree in flat arrays (one entry per node; node 0 is the root). Children form a linked
 * list (first, next). Owned by one Puct; reset at every search.
 */
class PuctTree {
  size = 0;
  action = new Int32Array(1024);
  mover = new Int8Array(1024);
  first = new Int32Array(1024);
  next = new Int32Array(1024);
  visits = new Float64Array(1024);
  value = new Float64Array(1024); // sum of results for the node's mover (virtual losses included)
  prior = new Float32Array(1024);
  expanded = new Uint8Array(1024);

  reset(): void {
    this.size = 0;
    this.add(-1, -1, -1, 1);
  }
  private grow(): void {
    const n = this.action.length * 2;
    const g = <T extends Int32Array | Int8Array | Float64Array | Float32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.action = g(this.action); this.mover = g(this.mover); this.first = g(this.first); this.next = g(this.next);
    this.visits = g(this.visits); this.value = g(this.value); this.prior = g(this.prior); this.expanded = g(this.expanded);
  }
  add(parent: number, action: number, mover: number, prior: number): number {
    if (this.size === this.action.length) this.grow();
    const i = this.size++;
    this.action[i] = action; this.mover[i] = mover; this.first[i] = -1; this.next[i] = -1;
    this.visits[i] = 0; this.value[i] = 0; this.prior[i] = prior; this.expanded[i] = 0;
    if (parent >= 0) { this.next[i] = this.first[parent]; this.first[parent] = i; }
    return i;
  }
  child(node: number, action: number): number {
    for (let c = this.first[node]; c >= 0; c = this.next[c]) if (this.action[c] === action) return c;
    return -1;
  }
}

/** A simulation waiting for its leaf's evaluation; `actor` is the leaf's mover (its side), taken
 *  before the evaluator runs: a rollout evaluator plays the slot's state on to the end. */
interface Pending { path: number[]; slot: number; leaf: number; legal: number[]; value: number; terminal: boolean; actor: number }

export class Puct {
  private readonly tree = new PuctTree();
  /** The searcher's own game (the contract of the instance it was given). */
  readonly game: GameDef;
  private readonly root: GameState;
  private readonly slots: GameState[] = [];
  private readonly legal: Int32Array;
  private readonly ret: Float64Array;
  private readonly seat0: number;

  /** `game` is the searcher's own instance (same scenario as the states it is given). */
  constructor(game: GameRef, readonly evaluator: PriorEvaluator) {
    this.game = gameOf(game);
    this.root = this.game.newState();
    this.legal = new Int32Array(this.game.maxActions);
    this.ret = new Float64Array(this.game.numSeats);
    this.seat0 = firstSeatOf(this.game, 0);
  }

  private slot(i: number): GameState {
    while (this.slots.length <= i) this.slots.push(this.game.newState());
    return this.slots[i];
  }

  async search(state: StateRef | Uint8Array, opts: PuctOptions = {}): Promise<PuctResult> {
    this.root.setBytes(state instanceof Uint8Array ? state : stateOf(state).bytes());
    if (this.root.isTerminal() || this.root.isChance()) throw new Error('search needs a decision node (not chance, not terminal)');
    const viewer = this.root.currentPlayer();
    const seed = opts.seed ?? 1;
    const rng = new SearchRng(seed, 0x2545f491);
    this.game.seedChance(seed);
    const c = opts.c ?? 1.5;
    const fpu = opts.fpu ?? 0.2;
    const batch = Math.max(1, opts.batch ?? 8);
    const maxSims = opts.sims ?? (opts.ms === undefined ? 800 : Number.POSITIVE_INFINITY);
    const deadline = opts.ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + opts.ms;
    const t0 = performance.now();
    const tree = this.tree;
    const game = this.game;
    const legal = this.legal;
    tree.reset();
    let sims = 0, evaluations = 0;

    const progressMs = opts.progressMs ?? 100;
    let lastProgress = t0;
    while (sims < maxSims) {
      if (opts.onProgress && sims > 0 && performance.now() - lastProgress >= progressMs) {
        lastProgress = performance.now();
        opts.onProgress(this.progress(sims, t0));
      }
      if (sims > 0 && (performance.now() >= deadline || (opts.shouldStop?.() ?? false))) break;
      // the first round evaluates the root alone: its priors must exist before a batch can spread
      const want = tree.expanded[0] === 0 ? 1 : Math.min(batch, maxSims - sims);
      const pending: Pending[] = [];
      const toEval: Pending[] = [];
      for (let b = 0; b < want; b++) {
        const sp = this.slot(b);
        sp.copyFrom(this.root);
        sp.determinize(viewer, rng.next());
        const path: number[] = [];
        let node = 0;
        let terminal = false;
        let value = 0;
        for (;;) {
          // advance chance, then stop at a terminal state or an unexpanded node
          while (!sp.isTerminal() && sp.currentPlayer() === CHANCE) sp.sampleChance();
          if (sp.isTerminal()) {
            sp.returns(this.ret);
            value = this.ret[this.seat0];
            terminal = true;
            break;
          }
          const actor = game.sideOf(sp.currentPlayer()); // nodes record sides
          const n = sp.legal(legal);
          if (tree.expanded[node] === 0) {
            // a forced decision below the root needs no network call: its one child gets prior 1
            if (n !== 1 || node === 0) break;
            tree.expanded[node] = 1;
            if (tree.child(node, legal[0]) < 0) tree.add(node, legal[0], actor, 1);
          }
          const sqrtN = Math.sqrt(Math.max(1, tree.visits[node]));
          // first-play urgency: an unvisited child starts at its parent's mean (turned to the
          // child's mover, `actor`) minus fpu; the root's mean counts as 0
          const parentQ = node === 0 || tree.visits[node] === 0 ? 0
            : (tree.value[node] / tree.visits[node]) * (tree.mover[node] === actor ? 1 : -1);
          const baseQ = parentQ - fpu;
          let best = -1, bestScore = -Infinity, bestAction = -1;
          for (let i = 0; i < n; i++) {
            const a = legal[i];
            const ch = tree.child(node, a);
            const p = ch >= 0 ? tree.prior[ch] : 1 / n;
            const v = ch >= 0 ? tree.visits[ch] : 0;
            const q = v > 0 ? tree.value[ch] / v : baseQ;
            const score = q + c * p * sqrtN / (1 + v);
            if (score > bestScore) { bestScore = score; best = ch; bestAction = a; }
          }
          if (best < 0) best = tree.add(node, bestAction, actor, 1 / n);
          sp.applyUnchecked(bestAction);
          path.push(best);
          node = best;
          // virtual loss: count the visit as a loss for the mover until the result comes back
          tree.visits[best] += 1;
          tree.value[best] -= 1;
        }
        const p: Pending = { path, slot: b, leaf: node, legal: [], value, terminal, actor: -1 };
        if (!terminal) {
          p.legal = legalList(sp);
          p.actor = game.sideOf(sp.currentPlayer());
          toEval.push(p);
        }
        pending.push(p);
      }
      if (toEval.length > 0) {
        const outs = await this.evaluator.evaluate(toEval.map((p) => this.slots[p.slot]), toEval.map((p) => p.legal));
        evaluations += toEval.length;
        for (let k = 0; k < toEval.length; k++) {
          const p = toEval[k];
          p.value = outs[k].value;
          if (tree.expanded[p.leaf] === 0) this.expand(p.leaf, p.legal, outs[k].priors, p.actor, p.leaf === 0 ? opts : undefined, rng);
        }
      }
      for (const p of pending) {
        tree.visits[0] += 1;
        for (const i of p.path) {
          tree.visits[i] -= 1; tree.value[i] += 1; // remove the virtual loss
          tree.visits[i] += 1;
          tree.value[i] += tree.mover[i] === 0 ? p.value : -p.value;
        }
        sims++;
      }
    }
    opts.onProgress?.(this.progress(sims, t0));
    return this.result(sims, evaluations, t0);
  }

  private expand(node: number, legal: number[], priors: Float32Array, actor: number, rootOpts: PuctOptions | undefined, rng: SearchRng): void {
    const t = this.tree;
    t.expanded[node] = 1;
    let pri = priors;
    if (rootOpts && (rootOpts.noiseWeight ?? 0) > 0) {
      const g = legal.map(() => rng.gamma(rootOpts.noiseAlpha ?? 0.3));
      const s = g.reduce((x, y) => x + y, 0) || 1;
      const w = rootOpts.noiseWeight!;
      pri = Float32Array.from(priors, (p, i) => (1 - w) * p + w * g[i] / s);
    }
    for (let i = 0; i < legal.length; i++) {
      const ch = t.child(node, legal[i]);
      if (ch >= 0) t.prior[ch] = pri[i];
      else t.add(node, legal[i], actor, pri[i]);
    }
  }

  /** Root children, most visited first (ties: higher value, then lower action code). */
  private progress(sims: number, t0: number): PuctProgress {
    const ch = this.rootChildren();
    const total = ch.reduce((a, c) => a + c.visits, 0);
    const best = ch[0];
    return { sims, best: best?.action ?? -1, bestShare: best && total ? best.visits / total : 0, bestValue: best?.value ?? 0, elapsedMs: performance.now() - t0 };
  }

  rootChildren(): PuctChild[] {
    const t = this.tree;
    const out: PuctChild[] = [];
    for (let ch = t.first[0]; ch >= 0; ch = t.next[ch]) {
      out.push({ action: t.action[ch], visits: t.visits[ch], value: t.visits[ch] ? t.value[ch] / t.visits[ch] : 0, prior: t.prior[ch] });
    }
    out.sort((a, b) => b.visits - a.visits || b.prior - a.prior || b.value - a.value || a.action - b.action);
    return out;
  }

  private result(sims: number, evaluations: number, t0: number): PuctResult {
    const children = this.rootChildren();
    const best = children[0];
    return {
      action: best ? best.action : legalList(this.root)[0], sims, value: best?.value ?? 0, children,
      elapsedMs: performance.now() - t0, treeNodes: this.tree.size, evaluations,
    };
  }

  free(): void {
    this.root.free();
    for (const s of this.slots) s.free();
    this.slots.length = 0;
  }
}
