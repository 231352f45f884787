// A toy game written directly against the game contract (src/core/contract.ts), in TypeScript with
// no wasm: it shows that search, agents and the arena need nothing but the contract, with seats
// that are not sides. Three seats, two sides (seats 0 and 2 play side 0, seat 1 plays side 1).
// Chance deals each seat one hidden card from a deck of 1..6 (two of each); then each seat in turn
// keeps its card or swaps it (the old card is discarded face up, a new one is drawn: chance). Side
// 0 wins when the mean of its two cards beats seat 1's card, loses when it is below, draws when
// equal. Each seat sees only its own card, the discards and whose turn it is.
//
// State block (Uint8Array, BYTES long):
//   0 dealt (0..3)   1 toAct (0..3; 3 = all have acted)   2 pending seat awaiting a card (NONE = none)
//   3..5 card of seat 0..2 (0 = none)   6..11 deck counts of values 1..6   12..17 discards of 1..6
// Codes: chance outcomes 1..6 (the card drawn); decisions KEEP = 100, SWAP = 101.
import {
  CHANCE, TERMINAL, type Encoding, type GameDef, type GameSpec, type GameState, type Utility,
} from '../../src/core/contract.js';

const BYTES = 18;
const NONE = 255;
const KEEP = 100, SWAP = 101;
const SIDES = [0, 1, 0];
const D = 6, X = 12; // offsets of the deck and the discards, minus 1 (value v at D + v - 1)

/** xorshift32: the game's own chance generator (seedChance). */
class ToyRng {
  s = 1;
  seed(n: number): void { this.s = (n >>> 0) || 1; }
  next(): number { let x = this.s; x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; this.s = x; return x; }
  below(n: number): number { return this.next() % n; }
}

export class ToyGame implements GameDef {
  readonly id = 'toy';
  readonly variant = 'high-card';
  readonly numSeats = 3;
  readonly numSides = 2;
  readonly maxActions = 8;
  readonly maxLength = 12;
  readonly utility: Utility = { kind: 'zero-sum-sides', min: -1, max: 1 };
  readonly encoding: Encoding = { OBS_VERSION: 1, ACTION_VERSION: 1, POLICY_SIZE: 2, OBS_PLANES: 1, OBS_GLOBALS: 8, board: { w: 6, h: 1 } };
  readonly spec: GameSpec = { game: 'toy', scenario: null };
  readonly rng = new ToyRng();
  sideOf(seat: number): number { return SIDES[seat]; }
  newState(): ToyState {
    const b = new Uint8Array(BYTES);
    b[2] = NONE;
    for (let v = 1; v <= 6; v++) b[D + v - 1] = 2;
    return new ToyState(this, b);
  }
  seedChance(seed: number): void { this.rng.seed(seed); }
  actionText(code: number): string { return code === KEEP ? 'keep' : code === SWAP ? 'swap' : `card:${code}`; }
  parseAction(text: string): { code: number } | { error: string } {
    if (text === 'keep') return { code: KEEP };
    if (text === 'swap') return { code: SWAP };
    const m = /^card:([1-6])$/.exec(text);
    return m ? { code: Number(m[1]) } : { error: `not an action: "${text}"` };
  }
}

export class ToyState implements GameState {
  constructor(readonly game: ToyGame, private b: Uint8Array) {}
  clone(): ToyState { return new ToyState(this.game, this.b.slice()); }
  copyFrom(src: GameState): void { this.b.set(src.bytes()); }
  equals(o: GameState): boolean { const x = o.bytes(); return this.b.every((v, i) => v === x[i]); }
  free(): void {}
  bytes(): Uint8Array { return this.b.slice(); }
  setBytes(x: Uint8Array): void { if (x.length !== BYTES) throw new Error('bad toy state'); this.b.set(x); }

  currentPlayer(): number {
    const b = this.b;
    if (b[0] < 3 || b[2] !== NONE) return CHANCE;
    return b[1] === 3 ? TERMINAL : b[1];
  }
  isTerminal(): boolean { return this.currentPlayer() === TERMINAL; }
  isChance(): boolean { return this.currentPlayer() === CHANCE; }
  legal(out: Int32Array): number {
    const p = this.currentPlayer();
    if (p === TERMINAL) return 0;
    if (p !== CHANCE) { out[0] = KEEP; out[1] = SWAP; return 2; }
    let n = 0;
    for (let v = 1; v <= 6; v++) if (this.b[D + v - 1] > 0) out[n++] = v;
    return n;
  }
  apply(code: number): boolean {
    const out = new Int32Array(8);
    const n = this.legal(out);
    for (let i = 0; i < n; i++) if (out[i] === code) { this.applyUnchecked(code); return true; }
    return false;
  }
  applyUnchecked(code: number): void {
    const b = this.b;
    if (code === KEEP) { b[1]++; return; }
    if (code === SWAP) { const s = b[1]; b[X + b[3 + s] - 1]++; b[3 + s] = 0; b[2] = s; b[1]++; return; }
    b[D + code - 1]--;
    if (b[0] < 3) b[3 + b[0]++] = code;
    else { b[3 + b[2]] = code; b[2] = NONE; }
  }
  chanceOutcomes(codes: Int32Array, probs: Float64Array): number {
    if (!this.isChance()) return 0;
    const n = this.legal(codes);
    let total = 0;
    for (let i = 0; i < n; i++) total += this.b[D + codes[i] - 1];
    for (let i = 0; i < n; i++) probs[i] = this.b[D + codes[i] - 1] / total;
    return n;
  }
  sampleChance(): number {
    const codes = new Int32Array(8), probs = new Float64Array(8);
    const n = this.chanceOutcomes(codes, probs);
    let total = 0;
    for (let i = 0; i < n; i++) total += this.b[D + codes[i] - 1];
    let r = this.game.rng.below(total);
    let i = 0;
    while (r >= this.b[D + codes[i] - 1]) r -= this.b[D + codes[i++] - 1];
    this.applyUnchecked(codes[i]);
    return codes[i];
  }
  determinize(viewer: number, seed: number): void {
    // the unseen pool: the deck and the other seats' cards, by value (so it depends on nothing else)
    const b = this.b;
    const pool: number[] = [];
    for (let v = 1; v <= 6; v++) for (let k = 0; k < b[D + v - 1]; k++) pool.push(v);
    const seats: number[] = [];
    for (let s = 0; s < 3; s++) if (s !== viewer && b[3 + s] !== 0) { seats.push(s); pool.push(b[3 + s]); }
    pool.sort((x, y) => x - y);
    const rng = new ToyRng();
    rng.seed(seed);
    for (let i = pool.length - 1; i > 0; i--) { const j = rng.below(i + 1); [pool[i], pool[j]] = [pool[j], pool[i]]; }
    for (const s of seats) b[3 + s] = pool.pop()!;
    for (let v = 1; v <= 6; v++) b[D + v - 1] = 0;
    for (const v of pool) b[D + v - 1]++;
  }
  returns(out: Float64Array): void {
    let v = 0;
    if (this.isTerminal()) {
      const mean = (this.b[3] + this.b[5]) / 2, top = this.b[4];
      v = mean > top ? 1 : mean < top ? -1 : 0;
    }
    for (let s = 0; s < 3; s++) out[s] = v === 0 ? 0 : SIDES[s] === 0 ? v : -v;
  }
  observe(seat: number, planes: Float32Array, globals: Float32Array): void {
    planes.fill(0);
    const c = this.b[3 + seat];
    if (c) planes[c - 1] = 1;
    for (let v = 1; v <= 6; v++) globals[v - 1] = this.b[X + v - 1] / 2;
    globals[6] = this.b[1] / 3;
    globals[7] = seat / 2;
  }
  policyIndex(code: number): number { return code === KEEP ? 0 : code === SWAP ? 1 : -1; }
  orderKey(): number { return -1; }
  rollout(decisions: number, _turns: number): number {
    const out = new Int32Array(8);
    for (let d = 0; !this.isTerminal() && (decisions === 0 || d < decisions);) {
      if (this.isChance()) { this.sampleChance(); continue; }
      const n = this.legal(out);
      this.applyUnchecked(out[this.game.rng.below(n)]);
      d++;
    }
    const r = new Float64Array(3);
    this.returns(r);
    return r[0];
  }
  turn(): number { return 0; }
  score(): number { return 0; }
  /** Seat `s`'s card (tests). */
  card(s: number): number { return this.b[3 + s]; }
}
