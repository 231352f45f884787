// Rules-core benchmarks (tinybench, release build): random complete Akragas games per second on
// one core (the whole game loops inside wasm), legal-action generations per second over positions
// sampled from random games, and state copies per second. Prints a table; with `--json FILE`
// writes [{name, unit, value, range}] (value = median throughput, range = [p25-ish min, max]).
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
    const r = t.result as unknown as { state: string; throughput: { p50: number; min: number; max: number; samplesCount: number } };
    const k = perCall[t.name];
    return { name: t.name, unit: unit[t.name], value: r.throughput.p50 * k, range: [r.throughput.min * k, r.throughput.max * k], samples: r.throughput.samplesCount };
  });
  console.log(`rules core, release build, one core (Node ${process.version}); ${positions.length} sampled positions; ${(decisions / Math.max(1, gamesPlayed)).toFixed(0)} steps per random game (decisions + chance)`);
  console.table(rows.map((r) => ({ name: r.name, unit: r.unit, median: Math.round(r.value), min: Math.round(r.range[0]), max: Math.round(r.range[1]), samples: r.samples })));
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify(rows.map(({ name, unit: u, value, range }) => ({ name, unit: u, value, range })), null, 2) + '\n');
    console.log(`wrote ${jsonOut}`);
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
