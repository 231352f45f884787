// CPU profile of random Akragas games (`npm run bench:profile [-- --seconds 10]`): plays seeded
// random games inside wasm for the given time under `node --cpu-prof` (profile written to
// build/profile/ when the process exits); the npm script then prints the self-time shares of the
// newest profile (bench/profile-summary.ts). The core is the named release build of
// bench/profile-run.mjs.
import { gameFromId } from '../src/games/load.js';
import { arg } from './args.js';

async function main(): Promise<void> {
  const seconds = Number(arg('seconds', '10'));
  if (!(seconds > 0)) throw new Error(`--seconds wants a positive number, got "${arg('seconds', '10')}"`);
  const game = await gameFromId('001', { build: 'release' });
  game.seed(2026);
  const start = game.newState();
  const work = start.clone();
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    work.copyFrom(start);
    work.randomPlayout(1_000_000);
    games++;
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`${games} random Akragas games in ${s.toFixed(1)} s (${Math.round(games / s)} games/s under the profiler)`);
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
