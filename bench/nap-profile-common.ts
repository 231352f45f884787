// What the two Napoleonics profile scripts share (bench/nap-profile.ts, bench/nap506-profile.ts):
// reading SEED and GAMES from the command line with a one-line refusal, and the objective banners
// (D.9) each side holds in a state. Run by hand through those scripts; no test depends on it.
import type { WasmState } from '../src/core/wasm-contract.js';

type Core = Record<string, (...a: number[]) => number>;

/** First seed and number of games (defaults 1 and 4), or one line on stderr and exit code 2. */
export function seedAndGames(script: string, seedArg: string | undefined, gamesArg: string | undefined): { seed0: number; games: number } {
  const seed0 = Number(seedArg ?? 1), games = Number(gamesArg ?? 4);
  if (!Number.isInteger(seed0) || !Number.isInteger(games) || games < 1) {
    console.error(`${script}: SEED and GAMES must be integers (GAMES >= 1)`);
    process.exit(2);
  }
  return { seed0, games };
}

const MAX_OBJECTIVES = 16; // napoleonics/extension.ts: an unconfigured slot reads holder 2 (nobody)

/** Objective banners held by [bottom, top] in state s. */
export function objectivesHeld(core: Core, s: WasmState): [number, number] {
  const r: [number, number] = [0, 0];
  for (let o = 0; o < MAX_OBJECTIVES; o++) { const h = core.objectiveHolder(s.ptr, o); if (h < 2) r[h] += core.objectiveBanners(s.ptr, o); }
  return r;
}
