// Distinct Akragas-style test positions for the network benches (bench/net.bench.ts,
// bench/net-models.bench.ts): decision states reached from an opening by 1-8 seeded random
// decisions each, chance sampled from the game instance's generator, so every run sees the same set.
import type { State } from '../src/core/game.js';
import { Rng } from '../src/agents/rng.js';

/** `n` distinct decision states reached from `opening` by 1-8 seeded random decisions each. */
export function samplePositions(opening: State, n: number): State[] {
  const game = opening.game;
  const seen = new Set<string>();
  const out: State[] = [];
  for (let i = 0; out.length < n && i < 50 * n; i++) {
    game.seed(1000 + i); // sampleChance draws from the instance generator
    const rng = new Rng(1000 + i);
    const s = opening.clone();
    for (let k = 1 + (i % 8); k > 0 && !s.isTerminal();) {
      if (s.isChance()) { s.sampleChance(); continue; }
      const l = s.legalActions();
      s.apply(l[rng.below(l.length)]);
      k--;
    }
    while (s.isChance()) s.sampleChance();
    const key = Buffer.from(s.bytes()).toString('base64');
    if (s.isTerminal() || seen.has(key)) { s.free(); continue; }
    seen.add(key);
    out.push(s);
  }
  if (out.length < n) throw new Error(`only ${out.length} distinct positions found, ${n} wanted`);
  return out;
}
