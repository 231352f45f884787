/**
 * Benchmark (not a test): complete random games per second for each Blood & Iron scenario, played
 * inside the release core (randomPlayout: uniform legal actions, sampled chance). Usage:
 *   npm run asbuild:bi && node --import tsx src/games/blood-and-iron/bench-random.ts [games]
 * Prints one line per scenario. Only ratios measured in one run on one machine mean anything.
 */
import { BiGame } from './state.js';
import { BI_SCENARIO_IDS } from './loader.js';

async function main(): Promise<void> {
  const games = Number(process.argv[2] ?? 50);
  if (!Number.isInteger(games) || games < 1) { console.error('usage: bench-random.ts [games >= 1]'); process.exit(2); }
  for (const id of BI_SCENARIO_IDS) {
    const g = await BiGame.create(id, 'release');
    let actions = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      g.seed(i + 1);
      const s = g.newState();
      actions += g.core.randomPlayout(s.ptr, 1_000_000);
      s.free();
    }
    const ms = performance.now() - t0;
    console.log(`${id}: ${games} games, ${(games / (ms / 1000)).toFixed(1)} games/s, ${(actions / games).toFixed(0)} actions/game, ${(actions / (ms / 1000) / 1000).toFixed(0)}k actions/s`);
  }
}
main().catch((e) => { console.error((e as Error).message); process.exit(1); });
