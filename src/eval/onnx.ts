// The ONNX policy/value evaluator (onnxruntime-web, wasm backend, one thread: each worker runs its
// own). A model is NAME.onnx plus NAME.card.json (written by training/vexnet/export.py); loading
// refuses a card whose OBS_VERSION, ACTION_VERSION, POLICY_SIZE, observation shape or board size
// differ from the core's, with one line naming the mismatch. Evaluation is batched: the
// observation of each state from its side to act, one session run for the batch, then per state
// the value for the bottom side and the priors (softmax of the logits over its legal actions, in
// legalActions() order). Implements PriorEvaluator (src/search/puct.ts).
// Card version 2 models take a third input, policy_index int64 [B, k], and return the logits at
// those indices only (training/vexnet/export.py draws the graph): evaluate() passes each state's
// legal indices, padded to the batch's widest row. Version 1 models return all POLICY_SIZE logits
// per position; gathering those costs onnxruntime-web about 0.5 ms a position (docs/benchmarks.md
// "Policy output"), so version 1 is still read but no longer written.
// Callers: the puct agent (src/agents/registry.ts), tests/eval, bench.
import * as ort from 'onnxruntime-web';
import { gameOf, stateOf, type Encoding, type GameDef, type GameRef, type StateRef } from '../core/contract.js';
import type { PriorEvaluator, PriorOutput } from '../search/puct.js';

export const CARD_FORMAT = 'vex-model';
/** Card versions this evaluator reads: 1 = full policy output, 2 = policy at given indices. */
export const CARD_VERSIONS = [1, 2];
/** The card version whose graph takes the policy_index input. */
const INDEXED_VERSION = 2;

/** A batch's network inputs (OnnxEvaluator.encode): planes [B*C*H*W], globals [B*G], policy
 *  indices [B*k] with `has` 1 where an index is a legal action's own, and the seats to act. */
export interface EncodedBatch {
  planes: Float32Array;
  globals: Float32Array;
  index: Int32Array;
  has: Uint8Array;
  k: number;
  viewers: Int32Array;
}

export interface ModelCard extends Encoding {
  format: string;
  version: number;
  name: string;
  arena?: unknown;
  [k: string]: unknown;
}

/** The card path of a model path: NAME.onnx -> NAME.card.json. */
export function cardPathOf(modelPath: string): string {
  return modelPath.replace(/\.onnx$/, '') + '.card.json';
}

/** Throws a one-line Error when the card does not fit this core and board. */
export function checkCard(card: ModelCard, gameRef: GameRef, where = 'model'): void {
  const game = gameOf(gameRef);
  if (card?.format !== CARD_FORMAT) throw new Error(`${where}: not a vex model card (format should be "${CARD_FORMAT}")`);
  if (!CARD_VERSIONS.includes(card.version)) throw new Error(`${where}: card version ${String(card.version)} is not one this engine reads (${CARD_VERSIONS.join(', ')})`);
  for (const k of ['OBS_VERSION', 'ACTION_VERSION', 'POLICY_SIZE', 'OBS_PLANES', 'OBS_GLOBALS'] as const) {
    const want = game.encoding[k];
    if (card[k] !== want) throw new Error(`${where} was trained for ${k} ${String(card[k])}, this engine has ${want}: retrain or use a matching engine`);
  }
  // cards written before the block table was shipped have none: ACTION_VERSION and POLICY_SIZE above decide
  const blocks = game.encoding.POLICY_BLOCKS;
  if (card.POLICY_BLOCKS !== undefined && blocks && JSON.stringify(card.POLICY_BLOCKS) !== JSON.stringify(blocks)) {
    throw new Error(`${where} was trained for another policy block table (POLICY_BLOCKS) than this engine's: retrain or use a matching engine`);
  }
  const b = game.encoding.board;
  if (card.board?.w !== b.w || card.board?.h !== b.h) {
    throw new Error(`${where} was trained for a ${card.board?.w}x${card.board?.h} board, scenario ${game.variant} is ${b.w}x${b.h}`);
  }
}

let configured = false;
function configure(): void {
  if (configured) return;
  ort.env.wasm.numThreads = 1;
  ort.env.logLevel = 'error';
  configured = true;
}

export class OnnxEvaluator implements PriorEvaluator {
  readonly name: string;
  /** Network evaluations so far (positions, not batches). */
  evaluations = 0;
  private readonly C: number;
  private readonly cells: number;
  private readonly G: number;

  /** True when the graph takes policy_index (card version 2). */
  readonly indexed: boolean;

  private constructor(private readonly session: ort.InferenceSession, readonly card: ModelCard, readonly game: GameDef) {
    this.indexed = card.version === INDEXED_VERSION; // fromBytes checked that the graph agrees
    this.name = `onnx(${card.name})`;
    this.C = card.OBS_PLANES;
    this.cells = card.board.w * card.board.h;
    this.G = card.OBS_GLOBALS;
  }

  /** From model bytes and its card (any environment). Throws a one-line Error on mismatch. */
  static async fromBytes(bytes: Uint8Array, card: ModelCard, gameRef: GameRef, where = 'model'): Promise<OnnxEvaluator> {
    const game = gameOf(gameRef);
    checkCard(card, game, where);
    configure();
    let session: ort.InferenceSession;
    try {
      session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
    } catch (e) {
      throw new Error(`${where}: onnxruntime cannot load it: ${String((e as Error).message ?? e).split('\n')[0]}`);
    }
    for (const n of ['planes', 'globals']) if (!session.inputNames.includes(n)) throw new Error(`${where}: the graph has no input "${n}"`);
    for (const n of ['policy', 'value']) if (!session.outputNames.includes(n)) throw new Error(`${where}: the graph has no output "${n}"`);
    const indexed = card.version === INDEXED_VERSION;
    if (session.inputNames.includes('policy_index') !== indexed) {
      throw new Error(`${where}: its card says version ${card.version} but the graph ${indexed ? 'has no' : 'has a'} policy_index input`);
    }
    return new OnnxEvaluator(session, card, game);
  }

  /** Node: loads PATH (.onnx) and PATH's card (.card.json) from disk. */
  static async fromFile(path: string, game: GameRef): Promise<OnnxEvaluator> {
    const { readFile } = await import('node:fs/promises');
    const cardPath = cardPathOf(path);
    let bytes: Uint8Array, text: string;
    try {
      bytes = new Uint8Array(await readFile(path));
    } catch {
      throw new Error(`cannot read model ${path}`);
    }
    try {
      text = await readFile(cardPath, 'utf8');
    } catch {
      throw new Error(`model ${path} has no card ${cardPath}`);
    }
    let card: ModelCard;
    try {
      card = JSON.parse(text) as ModelCard;
    } catch {
      throw new Error(`${cardPath}: not valid JSON`);
    }
    return OnnxEvaluator.fromBytes(bytes, card, game, `model ${path}`);
  }

  /**
   * Raw network outputs for given inputs (planes [B*C*H*W], globals [B*G]): values, and logits
   * at `index` (policy indices [B*k], each in [0, POLICY_SIZE)) as [B*k]; without `index` all
   * POLICY_SIZE logits per position (version 1 models only).
   */
  async run(planes: Float32Array, globals: Float32Array, batch: number, index?: Int32Array): Promise<{ policy: Float32Array; value: Float32Array }> {
    const { h, w } = this.card.board;
    const feeds: Record<string, ort.Tensor> = {
      planes: new ort.Tensor('float32', planes, [batch, this.C, h, w]),
      globals: new ort.Tensor('float32', globals, [batch, this.G]),
    };
    const k = index ? index.length / batch : 0;
    if (index && !Number.isInteger(k)) throw new Error(`onnx evaluator: ${index.length} policy indices for a batch of ${batch}`);
    if (this.indexed) {
      if (!index) throw new Error('onnx evaluator: this model (card version 2) returns logits only at given policy indices');
      feeds.policy_index = new ort.Tensor('int64', BigInt64Array.from(index, (v) => BigInt(v)), [batch, k]);
    }
    const r = await this.session.run(feeds);
    this.evaluations += batch;
    const value = r.value.data as Float32Array;
    let policy = r.policy.data as Float32Array;
    if (index && !this.indexed) {
      const size = this.card.POLICY_SIZE;
      const at = new Float32Array(index.length);
      for (let i = 0; i < index.length; i++) at[i] = policy[Math.floor(i / k) * size + index[i]];
      policy = at;
    }
    return { policy, value };
  }

  /**
   * Evaluates decision states (not chance, not terminal) as seen by their side to act: the value
   * for the bottom side and priors over `legal[i]` (the codes of state i's legal actions).
   */
  async evaluate(states: StateRef[], legal: number[][]): Promise<PriorOutput[]> {
    const B = states.length;
    if (B === 0) return [];
    const e = this.encode(states, legal);
    const { policy, value } = await this.run(e.planes, e.globals, B, e.index);
    const out: PriorOutput[] = [];
    for (let i = 0; i < B; i++) {
      const n = legal[i].length;
      const pri = new Float32Array(n);
      let max = -Infinity;
      for (let k = 0; k < n; k++) {
        pri[k] = e.has[i * e.k + k] ? policy[i * e.k + k] : -30;
        if (pri[k] > max) max = pri[k];
      }
      let sum = 0;
      for (let k = 0; k < n; k++) { pri[k] = Math.exp(pri[k] - max); sum += pri[k]; }
      for (let k = 0; k < n; k++) pri[k] /= sum;
      const v = value[i];
      // the network values the position for the seat to act; search wants side 0's value
      out.push({ value: stateOf(states[i]).game.sideOf(e.viewers[i]) === 0 ? v : -v, priors: pri });
    }
    return out;
  }

  /**
   * The network inputs for decision states: each state's observation from its side to act, and
   * row i of `index` [B*k] the policy indices of `legal[i]` (k = the widest row), padded with
   * index 0, whose logits are never read; an action without a policy index (-1) reads index 0
   * too, with `has` 0, and gets logit -30 in evaluate.
   */
  encode(states: StateRef[], legal: number[][]): EncodedBatch {
    const B = states.length;
    const P = this.C * this.cells;
    const k = Math.max(1, ...legal.map((l) => l.length));
    const e: EncodedBatch = {
      planes: new Float32Array(B * P), globals: new Float32Array(B * this.G),
      index: new Int32Array(B * k), has: new Uint8Array(B * k), k, viewers: new Int32Array(B),
    };
    for (let i = 0; i < B; i++) {
      const st = stateOf(states[i]);
      const v = st.currentPlayer();
      if (v < 0) throw new Error('onnx evaluator: a state is not a decision (chance or terminal)');
      e.viewers[i] = v;
      st.observe(v, e.planes.subarray(i * P, (i + 1) * P), e.globals.subarray(i * this.G, (i + 1) * this.G));
      for (let a = 0; a < legal[i].length; a++) {
        const idx = st.policyIndex(legal[i][a]);
        if (idx >= 0) { e.index[i * k + a] = idx; e.has[i * k + a] = 1; }
      }
    }
    return e;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
