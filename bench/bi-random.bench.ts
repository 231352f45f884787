// Blood & Iron benchmark (issue 23; `npm run bench:bi`, release core, one thread; not a test):
//   - random complete games per second for each bundled scenario, Frœschwiller first (the whole
//     game loops inside wasm: randomPlayout, uniform legal actions, sampled chance);
//   - MCTS simulations per second at the first Prussian decision of Frœschwiller, with the
//     rollout settings the strength runs use (1 decision, then the static evaluation of
//     src/games/blood-and-iron/evaluation.ts) and with the search's default 2-turn rollouts.
// Each games/s figure is the median over `--rounds` rounds of tinybench's median call; each sims/s
// figure the median over the rounds of one timed search. Only ratios measured side by side in one
// run mean anything on a shared machine.
// Usage: npm run bench:bi [-- --rounds 5] [-- --time MS] [-- --json FILE]
import { writeFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import { arg, median } from './args.js';
import { BiGame } from '../src/games/blood-and-iron/state.js';
import { BI_SCENARIO_IDS } from '../src/games/blood-and-iron/loader.js';
import { BiContractGame } from '../src/games/blood-and-iron/contract.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';

function positiveInt(name: string, d: string): number {
  const v = Number(arg(name, d));
  if (!Number.isInteger(v) || v <= 0) {
    console.error(`bench:bi: --${name} wants a positive integer, got "${arg(name, d)}"`);
    process.exit(1);
  }
  return v;
}

interface Row { name: string; unit: string; value: number; min: number; max: number; extra?: string }

async function gamesPerSecond(id: string, rounds: number, time: number): Promise<Row> {
  const g = await BiGame.create(id, 'release');
  const start = g.newState();
  const work = g.newState();
  const rates: number[] = [];
  let actions = 0, games = 0;
  for (let r = 0; r < rounds; r++) {
    g.seed(2026 + r);
    const bench = new Bench({ time, warmup: true, warmupTime: Math.min(200, time / 4) });
    bench.add('game', () => {
      g.core.stateCopy(work.ptr, start.ptr);
      actions += g.core.randomPlayout(work.ptr, 1_000_000);
      games++;
    });
    await bench.run();
    const t = bench.tasks[0].result as unknown as { latency: { p50: number } };
    rates.push(1000 / t.latency.p50);
  }
  start.free();
  work.free();
  return { name: `${id} random games`, unit: 'games/s', value: median(rates), min: Math.min(...rates), max: Math.max(...rates), extra: `${Math.round(actions / games)} actions/game` };
}

async function simsPerSecond(label: string, evaluator: RolloutEvaluator, rounds: number, time: number): Promise<Row> {
  const game = await BiContractGame.create({ game: 'blood-and-iron', scenario: 'froeschweiler', build: 'release' });
  game.seedChance(1);
  const s = game.newState();
  while (s.isChance()) s.sampleChance();
  const m = new Mcts(game, evaluator);
  m.search(s, { ms: Math.min(300, time), seed: 0, widening: true }); // warm-up
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const res = m.search(s, { ms: time, seed: r + 1, widening: true });
    rates.push(res.sims / (res.elapsedMs / 1000));
  }
  s.free();
  return { name: `froeschweiler mcts, ${label}`, unit: 'sims/s', value: median(rates), min: Math.min(...rates), max: Math.max(...rates) };
}

async function main(): Promise<void> {
  const rounds = positiveInt('rounds', '5');
  const time = positiveInt('time', '1000');
  const rows: Row[] = [];
  const ids = ['froeschweiler', ...BI_SCENARIO_IDS.filter((x) => x !== 'froeschweiler')];
  for (const id of ids) rows.push(await gamesPerSecond(id, rounds, time));
  rows.push(await simsPerSecond('rollouts of 1 decision + evaluation (cut=1)', new RolloutEvaluator(1, 0), rounds, time));
  rows.push(await simsPerSecond('rollouts of 2 turns + evaluation (turns=2)', new RolloutEvaluator(40, 2), rounds, time));
  console.log(`Blood & Iron, release core, ${time} ms per measurement, median of ${rounds} rounds (Node ${process.version})`);
  console.table(rows.map((r) => ({ name: r.name, unit: r.unit, median: Number(r.value.toFixed(1)), min: Number(r.min.toFixed(1)), max: Number(r.max.toFixed(1)), note: r.extra ?? '' })));
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify(rows, null, 2) + '\n');
}

main().catch((e) => { console.error(`bench:bi: ${(e as Error).message}`); process.exit(1); });
