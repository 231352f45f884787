// Search benchmarks (issue 4), release build: MCTS simulations per second on the Akragas opening
// with rollouts cut at 40 decisions plus the static evaluation, and with full-game rollouts; in
// this thread, and through the worker pool with 1 and 2 workers (root parallel, same wall time);
// and the memory of a tree node. Each figure is the median of `--reps` timed searches.
// Usage: node --import tsx bench/search.bench.ts [--ms 2000] [--reps 5] [--json FILE]
import { writeFileSync } from 'node:fs';
import { gameFromId } from '../src/games/load.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';
import { Tree } from '../src/search/tree.js';
import { SearchPool } from '../src/workers/pool.js';

import { arg, median } from './args.js';

async function main(): Promise<void> {
  const ms = Number(arg('ms', '2000'));
  const reps = Number(arg('reps', '5'));
  const game = await gameFromId('001', { build: 'release' });
  game.seed(1);
  const s = game.newState();
  while (s.isChance()) s.sampleChance();
  const rows: { name: string; unit: string; value: number; range: [number, number] }[] = [];
  const record = (name: string, rates: number[]) => {
    rows.push({ name, unit: 'sims/s', value: median(rates), range: [Math.min(...rates), Math.max(...rates)] });
  };

  for (const cut of [40, 0]) {
    const m = new Mcts(game, new RolloutEvaluator(cut));
    m.search(s, { ms: 300, seed: 0 }); // warm-up
    const rates: number[] = [];
    let nodes = 0;
    for (let r = 0; r < reps; r++) {
      const res = m.search(s, { ms, seed: r + 1, widening: true });
      rates.push(res.sims / (res.elapsedMs / 1000));
      nodes = res.treeNodes;
    }
    record(`mcts in-thread, rollouts ${cut === 0 ? 'to the end' : `cut at ${cut}`}`, rates);
    if (cut === 40) console.error(`tree: ${nodes} nodes after ${ms} ms`);
  }
  for (const workers of [1, 2]) {
    const pool = await SearchPool.create(game.scenario, { workers, cut: 40 });
    await pool.search(s, { ms: 300, seed: 0 });
    const rates: number[] = [];
    for (let r = 0; r < reps; r++) {
      const t0 = performance.now();
      const res = await pool.search(s, { ms, seed: r + 1, widening: true });
      rates.push(res.sims / ((performance.now() - t0) / 1000));
    }
    pool.close();
    record(`mcts pool, ${workers} worker${workers > 1 ? 's' : ''}, cut at 40`, rates);
  }
  rows.push({ name: 'tree node memory', unit: 'bytes/node', value: Tree.bytesPerNode, range: [Tree.bytesPerNode, Tree.bytesPerNode] });
  const one = rows.find((r) => r.name.includes('1 worker'))!.value;
  const two = rows.find((r) => r.name.includes('2 workers'))!.value;
  console.log(`search on the Akragas opening, ${ms} ms per search, median of ${reps} (Node ${process.version})`);
  console.table(rows.map((r) => ({ name: r.name, unit: r.unit, median: Math.round(r.value), min: Math.round(r.range[0]), max: Math.round(r.range[1]) })));
  console.log(`2 workers / 1 worker: ${(two / one).toFixed(2)}x`);
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify(rows, null, 2) + '\n');
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
