// The searches' own generator (mulberry32-style 32-bit mixing): independent of the agents' Rng and
// of the core's, so a search is reproducible from its seed alone. `salt` separates the streams of
// different search kinds given the same seed. Callers: mcts.ts, puct.ts.
export class SearchRng {
  private s: number;
  constructor(seed: number, salt: number) { this.s = ((seed >>> 0) ^ salt) >>> 0; }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  below(n: number): number { return this.next() % n; }
  float(): number { return this.next() / 4294967296; }
  /** Gamma(alpha, 1) by Marsaglia-Tsang (with the alpha < 1 boost), for Dirichlet root noise. */
  gamma(alpha: number): number {
    if (alpha < 1) return this.gamma(alpha + 1) * Math.pow(Math.max(this.float(), 1e-12), 1 / alpha);
    const d = alpha - 1 / 3, c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number, v: number;
      do {
        const u1 = Math.max(this.float(), 1e-12), u2 = this.float();
        x = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = this.float();
      if (Math.log(Math.max(u, 1e-300)) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }
}
