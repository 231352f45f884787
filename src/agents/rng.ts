// A small seeded generator for agents, game loops and the protocol's chance sampling: sfc32
// (Chris Doty-Humphrey's Small Fast Counting generator), its 128-bit state filled from the seed by
// SplitMix32. Pure 32-bit integer arithmetic: the same seed gives the same stream in Node, in a
// worker and in a browser. Independent of the core's generator on purpose: several games may share
// one wasm instance, and each needs its own stream. State is four u32 words so it saves as JSON.
// Callers: agents (tie-breaks, random choices), src/cli/match.ts, src/protocol/session.ts.

export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  /** `seed` is any finite number; integers up to 2^53 use all their bits. */
  constructor(seed: number = 0) {
    this.reseed(seed);
  }

  reseed(seed: number): void {
    const lo = seed >>> 0;
    const hi = Math.floor(seed / 4294967296) >>> 0;
    let x = (lo ^ Math.imul(hi, 0x9e3779b1)) >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next() | 1;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Next 32 random bits as an unsigned integer. */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [0, n), n >= 1, without bias (rejection on the top of the range). */
  below(n: number): number {
    if (!(n >= 1) || n > 4294967296) throw new RangeError(`Rng.below: bad bound ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /** A 31-bit integer, e.g. a seed for a determinization or a child generator. */
  seed31(): number {
    return this.nextU32() >>> 1;
  }

  /** Index drawn from weights (non-negative, not all zero). */
  weighted(weights: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i];
    let r = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** The full state, for save/load. */
  getState(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
  setState(s: readonly number[]): void {
    if (s.length !== 4 || s.some((v) => !Number.isInteger(v) || v < 0 || v > 0xffffffff)) {
      throw new Error('bad generator state (expected four 32-bit unsigned integers)');
    }
    [this.a, this.b, this.c, this.d] = [s[0] | 0, s[1] | 0, s[2] | 0, s[3] | 0];
  }
}

/** Generator streams of a game: 0 chance, 1 the first side's agent, 2 the second's. Seeds are 0..2^32-1.
 *  Play, replay, the arena and self-play derive their streams this way, so a record's seed replays it. */
export function streamRng(seed: number, stream: number): Rng {
  return new Rng(seed + stream * 4294967296);
}
