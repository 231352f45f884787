// The fast path of the protocol for learning code: `step` (one game) and `steps` (a batch of games)
// apply one decision, optionally sample the chance nodes that follow, and answer in one reply what
// a Python environment needs next: who is to act, the legal actions with their policy indices (or
// the chance outcomes with their chance indices and probabilities), the result when the game is
// over, and the observation tensor of the side to act, sparse: the positions of its nonzero
// entries (uint32 little-endian) followed by their values (float32 little-endian), in base64. Only
// about 5% of the plane entries are nonzero, and JSON-encoding a dense 28 KB base64 string costs
// the server more than the rest of a step (docs/benchmarks.md, "Python environment").
// One round trip per decision instead of three (legal, observe, apply). Callers: learning.ts,
// server.ts (apply by index).
//
//   sparse tensor  {shape: [...], dtype: "float32", nnz, data: b64(uint32 index[nnz] ++ float32 value[nnz])}
//                  dense = zeros(prod(shape)); dense[index] = value; reshape(shape)
//
//   step result  {applied: [{code, text, index, chance}], toAct, terminal, winner, banners, turn, moves,
//                 legal: {codes: [...], indices: [...], probs?: [...]},
//                 obs?: {view, planes: sparse [C, H, W], globals: sparse [G]}}
//   steps result {results: [step result without obs, with view when a side is to act, ...],
//                 planes: sparse [n, C, H, W], globals: sparse [n, G]}
//                 (rows of games with no side to act are zeros)
import { legalList, type GameState } from '../core/contract.js';
import type { GameSession } from './session.js';
import type { ParamReader } from './params.js';

export interface StepOptions {
  /** Sample every chance node after the action with the game's own generator. */
  sampleChance: boolean;
  /** Include action texts in `applied` (they cost a little; learning loops may leave them out). */
  texts: boolean;
}

/** The longest run of chance nodes sampled in one step (a guard; a real deal is under 20). */
const MAX_CHANCE_RUN = 10000;

export const b64f32 = (f: Float32Array): string => Buffer.from(f.buffer, f.byteOffset, f.byteLength).toString('base64');

let scratch = new ArrayBuffer(0);

/** A sparse tensor (see the header) of `data` with `shape`. One pass over `data`, into scratch
 *  buffers reused across calls (grown when a larger tensor comes). */
export function sparse(data: Float32Array, shape: number[]): Record<string, unknown> {
  // scratch layout: [index 0..n) as uint32, then [value 0..n) as float32, n = data.length at most;
  // the first k of each are copied together into one buffer (index ++ value) for base64
  if (scratch.byteLength < data.length * 8) scratch = new ArrayBuffer(data.length * 8);
  const index = new Uint32Array(scratch, 0, data.length);
  const value = new Float32Array(scratch, data.length * 4, data.length);
  let k = 0;
  if (data.byteOffset % 8 === 0 && data.length % 2 === 0) {
    // two entries per test: a float64 view is 0 (or -0) only when both float32 halves are +-0,
    // and most of an observation is zero runs
    const pairs = new Float64Array(data.buffer, data.byteOffset, data.length / 2);
    for (let j = 0; j < pairs.length; j++) {
      if (pairs[j] !== 0) {
        const i = 2 * j;
        if (data[i] !== 0) { index[k] = i; value[k++] = data[i]; }
        if (data[i + 1] !== 0) { index[k] = i + 1; value[k++] = data[i + 1]; }
      }
    }
  } else {
    for (let i = 0; i < data.length; i++) {
      if (data[i] !== 0) { index[k] = i; value[k++] = data[i]; }
    }
  }
  const out = Buffer.allocUnsafe(k * 8);
  out.set(new Uint8Array(scratch, 0, k * 4), 0);
  out.set(new Uint8Array(scratch, data.length * 4, k * 4), k * 4);
  return { shape, dtype: 'float32', nnz: k, data: out.toString('base64') };
}

/** Turns a policy index of the side to act into the legal action's code; null when no legal action has it. */
export function codeAtIndex(s: GameSession, index: number): number | null {
  if (s.state.isChance() || s.state.isTerminal()) return null;
  const facade = s.facade;
  if (facade) {
    const code = facade.actionAt(index); // the C&C core's inverse table (no list)
    return code < 0 ? null : code;
  }
  for (const code of legalList(s.state)) if (s.state.policyIndex(code) === index) return code;
  return null;
}

/** Chance outcomes of the pending chance node (empty elsewhere). */
export function outcomesOf(st: GameState): { code: number; prob: number }[] {
  const codes = new Int32Array(st.game.maxActions), probs = new Float64Array(st.game.maxActions);
  const n = st.chanceOutcomes(codes, probs);
  const out = [];
  for (let i = 0; i < n; i++) out.push({ code: codes[i], prob: probs[i] });
  return out;
}

/** Turns a chance index into the pending outcome's code; null when no outcome has it. */
export function codeAtChanceIndex(s: GameSession, index: number): number | null {
  if (!s.state.isChance()) return null;
  for (const o of outcomesOf(s.state)) if (s.game.chance.of(o.code) === index) return o.code;
  return null;
}

/** Where a game stands: side to act, result, legal actions with indices. */
export function position(s: GameSession): Record<string, unknown> {
  const st = s.state;
  const terminal = st.isTerminal();
  const toAct = s.toAct();
  let legal: Record<string, unknown>;
  if (terminal) legal = { codes: [], indices: [] };
  else if (st.isChance()) {
    const ix = s.game.chance;
    const outs = outcomesOf(st);
    legal = { codes: outs.map((o) => o.code), indices: outs.map((o) => ix.of(o.code)), probs: outs.map((o) => o.prob) };
  } else {
    const codes = legalList(st);
    legal = { codes, indices: codes.map((c) => st.policyIndex(c)) };
  }
  const score = s.score();
  return {
    toAct,
    terminal,
    winner: s.winner(),
    // banners: each seat's score (C&C banners; Blood & Iron victory points), named for version 1
    banners: score,
    turn: st.turn(),
    moves: s.history.length,
    legal,
  };
}

/** Applies `code` (checked legal by the caller just now; null = no action) and then, when asked, the sampled chance
 *  outcomes up to the next decision or the end. Returns what was applied. */
export function advance(s: GameSession, code: number | null, opts: StepOptions): Record<string, unknown>[] {
  const applied: Record<string, unknown>[] = [];
  const ix = s.game.chance;
  const record = (c: number, chance: boolean, index: number) => {
    const e = s.applyLegal(c);
    const a: Record<string, unknown> = { code: c, index, chance };
    if (opts.texts) a.text = e.text;
    applied.push(a);
  };
  if (code !== null) {
    const chance = s.state.isChance();
    record(code, chance, chance ? ix.of(code) : s.state.policyIndex(code));
  }
  if (opts.sampleChance) {
    for (let n = 0; n < MAX_CHANCE_RUN && s.state.isChance(); n++) {
      const outs = outcomesOf(s.state);
      const c = outs[s.rng.weighted(outs.map((o) => o.prob))].code;
      record(c, true, ix.of(c));
    }
  }
  return applied;
}

/** The observation of the seat to act, or null at a chance node or the end (scratch buffers of the
 *  served game: valid until its next observation). */
export function actorObservation(s: GameSession): { view: number; planes: Float32Array; globals: Float32Array } | null {
  const cp = s.state.currentPlayer();
  if (cp < 0) return null;
  const o = s.game.observe(s.state, cp);
  return { view: cp, planes: o.planes, globals: o.globals };
}

/** The index an action has where the game stands (policy index, or chance index at a chance
 *  node); null for an action that cannot be read (apply then fails with its own message). */
export function indexOf(s: GameSession, action: number | string): number | null {
  let code: number;
  try {
    code = s.game.codeOf(action);
  } catch {
    return null;
  }
  return s.state.isChance() ? s.game.chance.of(code) : s.state.policyIndex(code);
}

/** The action of an `apply`/`step` request: `action` (code or text) or `index` (the policy index of a
 *  decision, the chance index of a chance outcome), exactly one of them; checked legal here. */
export function actionOf(p: ParamReader, s: GameSession): number | string {
  if (p.has('index')) {
    if (p.has('action')) p.fail('give "action" or "index", not both');
    const index = p.int('index', { min: 0, max: 2 ** 31 - 1 });
    const code = s.state.isChance() ? codeAtChanceIndex(s, index) : codeAtIndex(s, index);
    if (code === null) p.fail(`no legal ${s.state.isChance() ? 'chance outcome' : 'action'} has index ${index} (${s.where()})`);
    return code;
  }
  const action = p.stringOrInt('action');
  if (typeof action === 'string' && action.length > 64) p.fail('"action" is not an action text (too long)');
  return action;
}

/** The checked code of an optional action (null when the request gives none). */
export function optionalCode(p: ParamReader, s: GameSession): number | null {
  if (!p.has('action') && !p.has('index')) return null;
  const a = actionOf(p, s);
  const code = s.game.codeOf(a);
  if (!legalList(s.state).includes(code)) p.fail(`illegal action "${s.game.actionText(code)}" (${s.where()})`);
  return code;
}
