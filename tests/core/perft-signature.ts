// The search signature (Stockfish's `Bench: N`): one number that changes when the rules core or the
// search behaves differently anywhere it is exercised. It hashes (FNV-1a, 32 bits) the perft counts
// of the behaviour-lock positions (depth 1-3, tests/core/perft-positions.ts) and, from each of those
// positions (chance nodes first resolved by the seeded instance generator), a seeded MCTS search of
// a fixed simulation budget with 40-decision rollouts: the chosen action and every root child's
// action and visit count; and, from each position, SIGNATURE_PLAYOUTS seeded random playouts inside
// wasm (their step counts and winners: whole games, every rule reached by random play). Locked by tests/core/perft-signature.test.ts; printed by
// `npm run bench:signature` (bench/signature.ts).
import { perft } from '../../src/core/perft.js';
import { Mcts } from '../../src/search/mcts.js';
import { RolloutEvaluator } from '../../src/search/evaluator.js';
import type { CoreBuild } from '../../src/core/wasm.js';
import { POSITIONS, position } from './perft-positions.js';

export const SIGNATURE_SIMS = 1000;
export const SIGNATURE_PLAYOUTS = 50;

function fnv(h: number, v: number): number {
  for (let i = 0; i < 4; i++) {
    h ^= (v >>> (8 * i)) & 0xff;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface Signature { value: number; parts: { name: string; perft: number[]; action: string; sims: number; playoutSteps: number }[] }

export async function searchSignature(build: CoreBuild = 'debug'): Promise<Signature> {
  let h = 0x811c9dc5;
  const parts: Signature['parts'] = [];
  for (const p of POSITIONS) {
    const { game, state } = await position(p, build);
    const counts = [1, 2, 3].map((d) => perft(state, d));
    for (const c of counts) h = fnv(h, c);
    game.seed(7);
    while (state.isChance()) state.sampleChance();
    const m = new Mcts(game, new RolloutEvaluator(40));
    const res = m.search(state, { sims: SIGNATURE_SIMS, seed: 11 });
    h = fnv(h, res.action);
    h = fnv(h, res.sims);
    for (const c of res.children) { h = fnv(h, c.action); h = fnv(h, c.visits); }
    const work = state.clone();
    let steps = 0;
    for (let i = 0; i < SIGNATURE_PLAYOUTS; i++) {
      game.seed(1000 + i);
      work.copyFrom(state);
      const n = work.randomPlayout(1_000_000);
      steps += n;
      h = fnv(h, n);
      h = fnv(h, game.core.getWinner(work.ptr));
    }
    work.free();
    parts.push({ name: p.name, perft: counts, action: game.actionText(res.action), sims: res.sims, playoutSteps: steps });
  }
  return { value: h, parts };
}
