// Rules-core benchmarks (tinybench, release build): random complete Akragas games per second on
// one core (the whole game loops inside wasm), legal-action generations per second over positions
// sampled from random games, and state copies per second. Prints a table; with `--json FILE`
// writes [{name, unit, value, range}]: value = rate of the median call, range =
// [rate of the 75th-percentile call, rate of the fastest call].
// Usage: npm run bench [-- --json FILE] [-- --time MS]
import { writeFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import { gameFromId } from '../src/core/load.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const time = Number(arg('time') ?? 3000);
  const jsonOut = arg('json');
  const game = await gameFromId('001', { build: 'release' });
  game.seed(2026);
  const start = game.newState();
  const work = start.clone();
  const core = game.core;

  // positions for move generation: every decision node of 20 seeded random games
  const positions: number[] = [];
  const walker = start.clone();
  for (let g = 0; g < 20; g++) {
    walker.copyFrom(start);
    while (!walker.isTerminal()) {
      if (!walker.isChance()) positions.push(core.stateClone(walker.ptr));
      const legal = walker.legalActions();
      if (walker.isChance()) walker.sampleChance();
      else walker.apply(legal[(positions.length * 7919) % legal.length]);
    }
  }
  let pi = 0;
  const buf = game.buffer;
  let decisions = 0;
  let gamesPlayed = 0;

  const bench = new Bench({ time, warmup: true });
  bench
    .add('akragas random games', () => {
      work.copyFrom(start);
      decisions += work.randomPlayout(1_000_000);
      gamesPlayed++;
    })
    .add('legal-action generations', () => {
      for (let i = 0; i < 100; i++) {
        core.legalActions(positions[pi], buf);
        pi = pi + 1 === positions.length ? 0 : pi + 1;
      }
    })
    .add('state copies', () => {
      for (let i = 0; i < 100; i++) core.stateCopy(work.ptr, positions[(pi + i) % positions.length]);
    });
  await bench.run();

  const perCall: Record<string, number> = { 'akragas random games': 1, 'legal-action generations': 100, 'state copies': 100 };
  const unit: Record<string, string> = { 'akragas random games': 'games/s', 'legal-action generations': 'generations/s', 'state copies': 'copies/s' };
  const rows = bench.tasks.map((t) => {
    const r = t.result as unknown as { latency: { mean: number; p50: number; p75: number; p25?: number; min: number; samplesCount: number } };
    const k = perCall[t.name];
    // milliseconds per call; the machines are shared and noisy, so the median call is the figure
    // (the mean is printed too: slow outliers pull it down)
    const L = r.latency;
    return {
      name: t.name, unit: unit[t.name], value: (1000 / L.p50) * k, mean: (1000 / L.mean) * k,
      range: [(1000 / L.p75) * k, (1000 / L.min) * k], samples: L.samplesCount,
    };
  });
  console.log(`rules core, release build, one core (Node ${process.version}); ${positions.length} sampled positions; ${(decisions / Math.max(1, gamesPlayed)).toFixed(0)} steps per random game (decisions + chance)`);
  console.table(rows.map((r) => ({ name: r.name, unit: r.unit, 'median': Math.round(r.value), 'mean': Math.round(r.mean), 'p75 call': Math.round(r.range[0]), 'fastest call': Math.round(r.range[1]), samples: r.samples })));
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify(rows.map(({ name, unit: u, value, range }) => ({ name, unit: u, value, range })), null, 2) + '\n');
    console.log(`wrote ${jsonOut}`);
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
