// The in-wasm play loops checked on one compiled game: seeded random playouts and rollouts from the
// start, every invariant after each, and every use of the legal-list cache checked against a rebuild
// (setLegalCacheCheck). Shared by the EPIC harness tests (tests/rules-epic/harness.test.ts,
// harness-epic-seats, harness-epic-seat-hands); returns how many playouts ended the game.
import { expect } from 'vitest';

interface PlayoutCore {
  setLegalCacheCheck(on: number): void; seedRng(seed: number): void; randomPlayout(s: number, n: number): number;
  rolloutValue(s: number, n: number): number; checkInvariants(s: number): number;
}
interface PlayoutGame { core: unknown; newState(): { ptr: number; isTerminal(): boolean; free(): void } }

export function wasmPlayoutsEnded(game: PlayoutGame, firstSeed: number, games: number, playoutSteps: number): number {
  const core = game.core as PlayoutCore;
  core.setLegalCacheCheck(1);
  try {
    let over = 0;
    for (let g = 0; g < games; g++) {
      core.seedRng(firstSeed + g);
      const s = game.newState();
      core.randomPlayout(s.ptr, playoutSteps);
      expect(core.checkInvariants(s.ptr)).toBe(0);
      if (s.isTerminal()) over++;
      const r = game.newState();
      const v = core.rolloutValue(r.ptr, 5000);
      expect(v).toBeGreaterThanOrEqual(-1);
      expect(v).toBeLessThanOrEqual(1);
      expect(core.checkInvariants(r.ptr)).toBe(0);
      s.free(); r.free();
    }
    return over;
  } finally { core.setLegalCacheCheck(0); }
}
