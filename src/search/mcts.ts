// Information-set MCTS (open loop) over the sequential decision contract. Each simulation starts
// from the searcher's information state: the root is copied, then determinized for the side to act
// (the opponent's hand is redealt from the unseen cards), so no simulation reads the true hidden
// cards. Chance outcomes are sampled, not stored: a node stands for an action history, shared by
// all determinizations in which it is legal, and selection uses IS-MCTS availability counts.
// Long turns: progressive widening (optional) limits how many children a node may have to
// ceil(k * visits^alpha), so the search deepens along the turn instead of spreading over the
// first decision's options. Canonical orders (optional): inside one simulation, once the seat has
// taken an action with ordering key k (GameState.orderKey; Ancients: ordering the unit on hex k),
// it may only go on with keyed actions above k in the same run, so each set of commuting actions
// is reached by one path instead of one per permutation (the root itself is never restricted, so
// no set is lost).
// Tree reuse (optional): when the next search's position is the last root after the action the
// last search chose (the same side goes on with its turn: orders, moves, battles without dice in
// between), the chosen child's subtree becomes the new root and its statistics are kept, so the
// plan searched at the turn's first decision is refined rather than searched again. The reused
// statistics come from the same information state (the side's own action reveals nothing new).
// Only for the same seat: when the next seat to act is another (a teammate in a game with several
// seats a side), the tree was built from the last seat's hidden cards and is not reused.
// Root-consistent determinizations: the seat to act knows its own legal list, so a determinization
// whose legal list at the root differs from the true one is inconsistent with what the seat has
// seen, and is redrawn (up to MAX_REDEALS times). This matters where a seat's options depend on
// another seat's hidden cards (601 in 8 seats: a corps commander answering an attack is offered
// First Strike from his CinC's hand, which he cannot see; docs/contract.md "Known gap"); where they
// never differ (every two-seat game) nothing is redrawn and no generator draw is added. The chosen
// action is always one of the true root's legal actions.
// Budgets: simulations or wall time; a progress callback; cancellation.
// Sees only the game contract (src/core/contract.ts): seats, sides, chance and hidden information
// come from it; values are for side 0 and tree nodes record the side of their mover.
// Callers: src/agents/mcts.ts, the worker entry (src/workers/search-worker.ts), self-play, tests, bench.
import { TERMINAL, CHANCE, firstSeatOf, gameOf, stateOf, type GameDef, type GameRef, type GameState, type StateRef } from '../core/contract.js';
import type { Evaluator } from './evaluator.js';
import { Tree } from './tree.js';
import { SearchRng } from './search-rng.js';

export interface MctsOptions {
  /** Simulation budget (default 1000 when neither sims nor ms is given). */
  sims?: number;
  /** Wall-time budget in milliseconds. */
  ms?: number;
  /** UCB exploration constant (values are in [-1, 1]). */
  c?: number;
  seed?: number;
  /** Progressive widening: at most ceil(pwK * visits^pwAlpha) children per node. */
  widening?: boolean;
  pwK?: number;
  pwAlpha?: number;
  /** Canonical orders: within a simulation, units are ordered in increasing hex order. */
  canonical?: boolean;
  /** Tree reuse: keep the chosen action's subtree when the next search continues from it. */
  reuse?: boolean;
  /** Called every `progressEvery` simulations and at the end. */
  onProgress?: (p: SearchProgress) => void;
  progressEvery?: number;
  /** Polled between simulations; returning true stops the search early. */
  shouldStop?: () => boolean;
  /**
   * With a simulation budget: stop as soon as the most visited root action can no longer be
   * overtaken by the runner-up with the simulations left. The chosen action is the one the full
   * budget would choose (selection is by visits), only sooner.
   */
  earlyStop?: boolean;
  /**
   * Root priors (a policy network's, src/eval/onnx.ts): prior[i] for the root's legal action
   * actions[i]. At the root, unexpanded actions are tried in decreasing prior order and selection
   * adds the PUCT term priorWeight * P * sqrt(N) / (1 + n) to UCB1 (progressive bias).
   */
  rootPriors?: { actions: ArrayLike<number>; prior: ArrayLike<number> };
  priorWeight?: number;
  /**
   * Priors below the root: a node without priors whose visits reach priorAt is queued once for a
   * network call (`takeRequests`); the caller evaluates it, gives the priors back (`setPriors`)
   * and continues the search (`resume`). 0 = root priors only.
   */
  priorAt?: number;
  /**
   * Weight of a node's network value (given with its priors, `setPriors`): the mean value used in
   * selection counts it as this many simulations, (sum + w * v) / (visits + w). 0 = rollouts only.
   */
  valueWeight?: number;
  /** Continue the previous search from the same root, keeping its tree (the caller's position must be unchanged). */
  resume?: boolean;
  /**
   * With priorAt > 0: a synchronous prior source (the game's heuristic, src/search/heuristic-priors.ts)
   * that answers a node's request at once, inside the simulation that reached the threshold, on
   * the position as that simulation saw it; the node is then never queued for `takeRequests`.
   */
  nodePriors?: NodePriorSource;
}

/** Priors for the seat to act in `state` over legal[0..n), written into out[0..n) (they sum to 1). */
export interface NodePriorSource {
  priors(state: GameState, legal: Int32Array, n: number, out: Float64Array): void;
}

/** A node that reached the prior threshold, with the simulation's state when it did. */
export interface PriorRequest { node: number; state: Uint8Array }

export interface SearchProgress {
  sims: number;
  best: number;
  bestShare: number;
  bestValue: number;
  elapsedMs: number;
}

export interface ChildStats { action: number; visits: number; value: number }

export interface SearchResult {
  action: number;
  sims: number;
  /** Mean value of the chosen action for the side to act. */
  value: number;
  children: ChildStats[];
  elapsedMs: number;
  treeNodes: number;
  /** Simulations inherited from the previous search's subtree (tree reuse), 0 otherwise. */
  reused: number;
  /** Determinizations redrawn because their root legal list differed from the true root's. */
  redeals?: number;
}

/** At most this many redraws per simulation for a determinization consistent with the root's legal list. */
export const MAX_REDEALS = 32;


export class Mcts {
  readonly tree = new Tree();
  /** The searcher's own game (the contract of the instance it was given). */
  readonly game: GameDef;
  private readonly root: GameState;
  private readonly scratch: GameState;
  /** Caller buffers for the legal list and terminal returns (allocated once). */
  private readonly legal: Int32Array;
  /** The true root's legal list (rootN entries) and a scratch list, for root-consistent determinizations. */
  private readonly rootLegal: Int32Array;
  private rootN = 0;
  private readonly ret: Float64Array;
  private readonly seat0: number;
  private readonly leaf: Float64Array = new Float64Array(1);
  private leafStates: GameState[] = [];
  private readonly path: number[] = [];
  private readonly untried: number[] = [];
  /** Node of the tree that stands for the current root (0 unless a subtree was reused). */
  private rootNode = 0;
  /** The previous search's root position and chosen action (for tree reuse), if any. */
  private lastRoot: Uint8Array | null = null;
  private lastAction = -1;
  private lastViewer = -1;
  /** Priors by node (node -> action -> prior), set by rootPriors or setPriors; cleared with the tree. */
  private readonly priors = new Map<number, Map<number, number>>();
  /** Network values by node (side 0's view), set with priors; cleared with the tree. */
  private readonly netValues = new Map<number, number>();
  private readonly requested = new Set<number>();
  private requests: PriorRequest[] = [];
  /** A node prior source's output buffer (allocated on first use). */
  private nodePriorBuf: Float64Array | null = null;

  /** `game` is the searcher's own instance (same scenario as the states it is given). */
  constructor(game: GameRef, readonly evaluator: Evaluator) {
    this.game = gameOf(game);
    this.root = this.game.newState();
    this.scratch = this.game.newState();
    this.legal = new Int32Array(this.game.maxActions);
    this.rootLegal = new Int32Array(this.game.maxActions);
    this.ret = new Float64Array(this.game.numSeats);
    this.seat0 = firstSeatOf(this.game, 0);
    this.leafStates = [this.scratch];
  }

  /** The value for side 0 of the terminal state `st`. */
  private terminalValue(st: GameState): number {
    st.returns(this.ret);
    return this.ret[this.seat0];
  }

  /** Searches the decision at `state` (any instance of the same scenario) for its seat to act. */
  search(state: StateRef | Uint8Array, opts: MctsOptions = {}): SearchResult {
    this.root.setBytes(state instanceof Uint8Array ? state : stateOf(state).bytes());
    if (this.root.isTerminal() || this.root.isChance()) throw new Error('search needs a decision node (not chance, not terminal)');
    const viewer = this.root.currentPlayer();
    const seed = opts.seed ?? 1;
    const rng = new SearchRng(seed, 0x5bd1e995);
    this.game.seedChance(seed);
    const c = opts.c ?? 1.0;
    const widening = opts.widening ?? false;
    const pwK = opts.pwK ?? 2, pwAlpha = opts.pwAlpha ?? 0.5;
    const canonical = opts.canonical ?? false;
    const maxSims = opts.sims ?? (opts.ms === undefined ? 1000 : Number.POSITIVE_INFINITY);
    const deadline = opts.ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + opts.ms;
    const every = opts.progressEvery ?? 256;
    const tree = this.tree;
    const game = this.game;
    const st = this.scratch;
    const legal = this.legal;
    this.rootN = this.root.legal(this.rootLegal);
    let redeals = 0;
    const t0 = performance.now();
    const resume = (opts.resume ?? false) && tree.size > 0;
    const reused = resume ? tree.visits[this.rootNode] : (opts.reuse ?? false) ? this.reuseSubtree() : -1;
    if (reused < 0) { tree.reset(); this.rootNode = 0; this.priors.clear(); this.netValues.clear(); this.requested.clear(); }
    if (!resume) this.requests = [];
    const rootNode = this.rootNode;
    let sims = 0;
    if (opts.rootPriors) this.setPriors(rootNode, opts.rootPriors.actions, opts.rootPriors.prior);
    const pw = opts.priorWeight ?? 1;
    const priorAt = opts.priorAt ?? 0;
    const vw = opts.valueWeight ?? 0;
    const source = opts.nodePriors;

    while (sims < maxSims) {
      if ((sims & 15) === 0 && (performance.now() >= deadline || (opts.shouldStop?.() ?? false))) break;
      st.copyFrom(this.root);
      st.determinize(viewer, rng.next());
      for (let k = 0; k < MAX_REDEALS && !this.sameRootLegal(st); k++) {
        st.copyFrom(this.root);
        st.determinize(viewer, rng.next());
        redeals++;
      }
      const path = this.path;
      path.length = 0;
      let node = rootNode;
      let value = 0;
      let done = false;
      let lastKey = -1; // ordering key of the keyed action this simulation took last, in the current run
      for (;;) {
        if (st.isTerminal()) {
          value = this.terminalValue(st);
          done = true;
          break;
        }
        const actor = st.currentPlayer();
        if (actor === CHANCE) { st.sampleChance(); lastKey = -1; continue; }
        if (actor === TERMINAL) throw new Error('the game reports a terminal seat on a state that is not terminal');
        const side = game.sideOf(actor);
        const n = st.legal(legal);
        const untried = this.untried;
        untried.length = 0;
        let best = -1;
        let bestScore = -Infinity;
        const parentVisits = tree.visits[node];
        let known = this.priors.size > 0 ? this.priors.get(node) : undefined;
        if (known === undefined && priorAt > 0 && parentVisits >= priorAt && !this.requested.has(node)) {
          this.requested.add(node);
          if (source) known = this.priorsNow(source, node, st, n);
          else this.requests.push({ node, state: st.bytes() });
        }
        const pri = known;
        const priors = pri !== undefined;
        const bias = priors ? pw * Math.sqrt(parentVisits + 1) : 0;
        for (let i = 0; i < n; i++) {
          const a = legal[i];
          if (lastKey >= 0) { const k = st.orderKey(a); if (k >= 0 && k <= lastKey) continue; }
          const ch = tree.child(node, a);
          if (ch < 0) { untried.push(a); continue; }
          const av = ++tree.avail[ch];
          const v = tree.visits[ch];
          let score = Infinity;
          if (v > 0) {
            // the mean, with the node's network value counted as vw simulations when it has one
            const nv = vw > 0 && this.netValues.size > 0 ? this.netValues.get(ch) : undefined;
            const mean = nv === undefined ? tree.value[ch] / v : (tree.value[ch] + vw * (tree.mover[ch] === 0 ? nv : -nv)) / (v + vw);
            score = mean + c * Math.sqrt(Math.log(av) / v);
          }
          if (priors) score += bias * (pri.get(a) ?? 0) / (1 + v);
          if (score > bestScore) { bestScore = score; best = ch; }
        }
        const mayExpand = untried.length > 0
          && (best < 0 || !widening || tree.childCount(node) < Math.ceil(pwK * Math.pow(parentVisits + 1, pwAlpha)));
        if (mayExpand) {
          const a = priors ? highestPrior(untried, pri, rng) : untried[rng.below(untried.length)];
          const ch = tree.add(node, a, side);
          tree.avail[ch]++;
          st.applyUnchecked(a);
          path.push(ch);
          break;
        }
        const a = tree.action[best];
        st.applyUnchecked(a);
        path.push(best);
        node = best;
        if (canonical) lastKey = st.orderKey(a);
      }
      if (!done) {
        if (st.isTerminal()) {
          value = this.terminalValue(st);
        } else {
          this.evaluator.evaluate(this.leafStates, this.leaf);
          value = this.leaf[0];
        }
      }
      tree.visits[rootNode]++;
      for (const i of path) {
        tree.visits[i]++;
        tree.value[i] += tree.mover[i] === 0 ? value : -value;
      }
      sims++;
      if (opts.onProgress && sims % every === 0) opts.onProgress(this.progress(sims, t0));
      if (opts.earlyStop && Number.isFinite(maxSims) && (sims & 31) === 0 && this.decided(maxSims - sims)) break;
    }
    const res = this.result(sims, t0, Math.max(reused, 0));
    res.redeals = redeals;
    opts.onProgress?.(this.progress(sims, t0));
    this.lastRoot = opts.reuse ? this.root.bytes() : null;
    this.lastAction = res.action;
    this.lastViewer = viewer;
    return res;
  }

  /**
   * Gives `node` priors over `actions` (prior[i] for actions[i]); selection there uses them from now
   * on. `value` (the network's, bottom side's view) enters the node's mean with `valueWeight`.
   */
  setPriors(node: number, actions: ArrayLike<number>, prior: ArrayLike<number>, value?: number): void {
    const m = new Map<number, number>();
    for (let i = 0; i < actions.length; i++) m.set(actions[i], prior[i]);
    this.priors.set(node, m);
    if (value !== undefined) this.netValues.set(node, value);
  }

  /** Asks `source` for the priors of `node` on the simulation's state `st` (its legal list in this.legal) and sets them. */
  private priorsNow(source: NodePriorSource, node: number, st: GameState, n: number): Map<number, number> {
    const out = this.nodePriorBuf ??= new Float64Array(this.game.maxActions);
    source.priors(st, this.legal, n, out);
    this.setPriors(node, this.legal.subarray(0, n), out.subarray(0, n));
    return this.priors.get(node)!;
  }

  /** How many nodes of the tree have priors (the root's included). */
  nodesWithPriors(): number {
    return this.priors.size;
  }

  /** The nodes queued for priors since the last call (see MctsOptions.priorAt). */
  takeRequests(): PriorRequest[] {
    const r = this.requests;
    this.requests = [];
    return r;
  }

  /**
   * Tree reuse: if the root is the previous root after the previous choice, makes that choice's
   * node the root and returns the simulations it carries; otherwise -1 (the caller resets).
   */
  private reuseSubtree(): number {
    if (!this.lastRoot) return -1;
    const prev = this.scratch;
    prev.setBytes(this.lastRoot);
    if (prev.isTerminal() || prev.isChance()) return -1;
    prev.applyUnchecked(this.lastAction);
    if (!prev.equals(this.root)) return -1;
    // the subtree was searched from the last viewer's information: another seat may not inherit it
    if (this.root.currentPlayer() !== this.lastViewer) return -1;
    const ch = this.tree.child(this.rootNode, this.lastAction);
    if (ch < 0 || this.tree.visits[ch] === 0) return -1;
    this.rootNode = ch;
    return this.tree.visits[ch];
  }

  /** Does the determinized root `st` offer the seat to act exactly the true root's legal actions (in any order)? */
  private sameRootLegal(st: GameState): boolean {
    const n = st.legal(this.legal), a = this.legal, b = this.rootLegal;
    if (n !== this.rootN) return false;
    for (let i = 0; i < n; i++) {
      if (a[i] === b[i]) continue;
      // another order: every remaining action must be in the root's list (codes are distinct in a list)
      for (let j = i; j < n; j++) {
        let found = false;
        for (let k = i; k < n && !found; k++) found = b[k] === a[j];
        if (!found) return false;
      }
      return true;
    }
    return true;
  }

  /** True when the runner-up at the root cannot catch the leader within `left` simulations (early stop). */
  decided(left: number): boolean {
    const t = this.tree;
    let v1 = -1, v2 = -1;
    for (let ch = t.first[this.rootNode]; ch >= 0; ch = t.next[ch]) {
      const v = t.visits[ch];
      if (v > v1) { v2 = v1; v1 = v; } else if (v > v2) v2 = v;
    }
    return v1 > Math.max(v2, 0) + left;
  }

  /** Root children with visits and mean values (for the side to act), most visited first. */
  rootChildren(): ChildStats[] {
    const t = this.tree;
    const out: ChildStats[] = [];
    for (let ch = t.first[this.rootNode]; ch >= 0; ch = t.next[ch]) {
      out.push({ action: t.action[ch], visits: t.visits[ch], value: t.visits[ch] ? t.value[ch] / t.visits[ch] : 0 });
    }
    // most visits first; ties by value, then by action code (deterministic)
    out.sort((a, b) => b.visits - a.visits || b.value - a.value || a.action - b.action);
    return out;
  }

  private progress(sims: number, t0: number): SearchProgress {
    const ch = this.rootChildren();
    const best = ch[0];
    return {
      sims, best: best?.action ?? -1, bestShare: best && this.tree.visits[this.rootNode] ? best.visits / this.tree.visits[this.rootNode] : 0,
      bestValue: best?.value ?? 0, elapsedMs: performance.now() - t0,
    };
  }

  private result(sims: number, t0: number, reused: number): SearchResult {
    const children = this.rootChildren();
    if (children.length === 0) {
      // no simulation ran (zero budget): fall back to the first legal action
      this.root.legal(this.legal);
      const first = this.legal[0];
      return { action: first, sims, value: 0, children, elapsedMs: performance.now() - t0, treeNodes: this.tree.size, reused };
    }
    // a determinization that no redraw made consistent may have offered an action the true root has not
    const pick = children.find((ch) => this.rootLegal.subarray(0, this.rootN).includes(ch.action)) ?? children[0];
    return { action: pick.action, sims, value: pick.value, children, elapsedMs: performance.now() - t0, treeNodes: this.tree.size, reused };
  }

  free(): void {
    this.root.free();
    this.scratch.free();
  }
}

/** The untried action with the highest prior (ties broken at random). */
function highestPrior(untried: number[], prior: Map<number, number>, rng: SearchRng): number {
  let best = -1, bestP = -1, ties = 0;
  for (const a of untried) {
    const p = prior.get(a) ?? 0;
    if (p > bestP) { bestP = p; best = a; ties = 1; } else if (p === bestP && rng.below(++ties) === 0) best = a;
  }
  return best;
}

/** Merges root statistics of several searches (root parallelism): visits add, values average. */
export function mergeRoots(results: SearchResult[]): SearchResult {
  const acc = new Map<number, { visits: number; wsum: number }>();
  let sims = 0, elapsed = 0, nodes = 0;
  for (const r of results) {
    sims += r.sims;
    elapsed = Math.max(elapsed, r.elapsedMs);
    nodes += r.treeNodes;
    for (const c of r.children) {
      const e = acc.get(c.action) ?? { visits: 0, wsum: 0 };
      e.visits += c.visits;
      e.wsum += c.value * c.visits;
      acc.set(c.action, e);
    }
  }
  const children = [...acc.entries()].map(([action, e]) => ({ action, visits: e.visits, value: e.visits ? e.wsum / e.visits : 0 }));
  children.sort((a, b) => b.visits - a.visits || b.value - a.value || a.action - b.action);
  const best = children[0] ?? { action: results[0]?.action ?? -1, value: 0 };
  return { action: best.action, sims, value: best.value, children, elapsedMs: elapsed, treeNodes: nodes, reused: results.reduce((a, r) => a + r.reused, 0) };
}

