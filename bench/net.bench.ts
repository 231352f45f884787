// Network and PUCT benchmarks (issue 5), release build, Akragas opening, one thread, the shipped
// model (or --model PATH):
//  a) network evaluations per second (positions/s) through OnnxEvaluator (src/eval/onnx.ts) at
//     batch sizes 1, 8 and 32: `evaluate` (observations from the core, one session run, softmax
//     over each state's legal actions: what PUCT pays per leaf) and `run` alone (the session on
//     ready-made tensors). Batches are built from distinct real positions: states reached from the
//     opening by 1-8 seeded random decisions (chance sampled), cycled so consecutive calls differ;
//  b) PUCT simulations per second (src/search/puct.ts, built as src/agents/puct-agent.ts builds it,
//     c 1.5, no root noise) for `--ms` per search at leaf batches 1, 8 and 32, and in the same run
//     MCTS with 40-decision rollouts (the mcts agent's defaults, as in bench/search.bench.ts) on
//     the same position, so the two are compared side by side;
//  c) ratios of the medians: evaluations/s at batch 8 and 32 over batch 1, MCTS sims/s over PUCT
//     sims/s at each batch, and PUCT sims/s over `evaluate` positions/s at the same batch (near 1
//     when a PUCT simulation costs one network call and little else).
// Each figure is the median of `--reps` timed runs, with min and max (a run: `--eval-ms` of
// back-to-back calls, or one search); the repetitions go round all measurements in turn. Not
// tinybench: as in bench/search.bench.ts one search is one sample, and one timing approach keeps
// the evaluation and search figures comparable. With --json FILE writes [{name, unit, value,
// range}] (the ratios as unit "ratio", range [value, value]).
// Run by people (npm run bench:net), not by the tests; a missing model fails with one line.
// Usage: node --import tsx bench/net.bench.ts [--ms 2000] [--eval-ms 1000] [--reps 5]
//        [--model models/ancients-small.onnx] [--json FILE]
import { existsSync, writeFileSync } from 'node:fs';
import { gameFromId } from '../src/games/load.js';
import type { State } from '../src/core/game.js';
import { OnnxEvaluator, cardPathOf, type EncodedBatch } from '../src/eval/onnx.js';
import { DEFAULT_MODEL, resolveModelPath } from '../src/agents/puct-agent.js';
import { Puct } from '../src/search/puct.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';

import { arg, median } from './args.js';
import { samplePositions } from './positions.js';

const BATCHES = [1, 8, 32];
const POSITIONS = 64;

interface Row { name: string; unit: string; value: number; range: [number, number] }

/** Positions per second of back-to-back calls for about `ms` (at least one call). */
async function rate(ms: number, batch: number, call: (j: number) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  let calls = 0;
  do await call(calls++); while (performance.now() - t0 < ms);
  return (calls * batch) / ((performance.now() - t0) / 1000);
}

async function main(): Promise<void> {
  const ms = Number(arg('ms', '2000'));
  const evalMs = Number(arg('eval-ms', '1000'));
  const reps = Number(arg('reps', '5'));
  const modelArg = arg('model', DEFAULT_MODEL);
  const model = await resolveModelPath(modelArg);
  if (!existsSync(model)) throw new Error(`model ${modelArg} not found (the shipped model is ${DEFAULT_MODEL}; --model PATH picks another)`);
  if (!existsSync(cardPathOf(model))) throw new Error(`model ${modelArg} has no card ${cardPathOf(modelArg)}`);

  const game = await gameFromId('001', { build: 'release' });
  game.seed(1);
  const opening = game.newState();
  while (opening.isChance()) opening.sampleChance();
  const ev = await OnnxEvaluator.fromFile(model, game);
  const positions = samplePositions(opening, POSITIONS);
  const legal = positions.map((p) => p.legalActions());

  // Every measurement is a task; the repetitions go round all tasks in turn (rep 1 of each, then
  // rep 2, ...), so a change of load on this shared machine hits every figure alike and the ratios
  // compare runs taken side by side.
  interface Task { name: string; unit: string; warm: () => Promise<unknown>; once: (rep: number) => Promise<number>; rates: number[] }
  const tasks: Task[] = [];
  const task = (name: string, unit: string, warm: () => Promise<unknown>, once: (rep: number) => Promise<number>) =>
    tasks.push({ name, unit, warm, once, rates: [] });

  // a) network evaluations
  for (const B of BATCHES) {
    // batch j holds positions jB .. jB+B-1 (mod 64): consecutive calls see other positions
    const count = POSITIONS / Math.min(B, POSITIONS);
    const states: State[][] = [], legals: number[][][] = [];
    const inputs: EncodedBatch[] = [];
    for (let j = 0; j < count; j++) {
      const idx = Array.from({ length: B }, (_, k) => (j * B + k) % POSITIONS);
      states.push(idx.map((i) => positions[i]));
      legals.push(idx.map((i) => legal[i]));
      inputs.push(ev.encode(states[j], legals[j]));
    }
    const evaluate = (j: number) => ev.evaluate(states[j % count], legals[j % count]);
    const run = (j: number) => { const e = inputs[j % count]; return ev.run(e.planes, e.globals, B, e.index); };
    // warm-up: the first session runs of a batch shape are slow
    task(`evaluate, batch ${B}`, 'positions/s', () => rate(500, B, evaluate), () => rate(evalMs, B, evaluate));
    task(`run (network only), batch ${B}`, 'positions/s', () => rate(500, B, run), () => rate(evalMs, B, run));
  }

  // b) PUCT at each leaf batch, and MCTS on the same position
  const puct = new Puct(game, ev);
  const evalsPerSim: Record<number, number[]> = {};
  for (const B of BATCHES) {
    evalsPerSim[B] = [];
    task(`puct, batch ${B}`, 'sims/s', () => puct.search(opening, { ms: 300, seed: 0, c: 1.5, batch: B }), async (r) => {
      const res = await puct.search(opening, { ms, seed: r + 1, c: 1.5, batch: B });
      evalsPerSim[B].push(res.evaluations / Math.max(1, res.sims));
      return res.sims / (res.elapsedMs / 1000);
    });
  }
  const mcts = new Mcts(game, new RolloutEvaluator(40));
  task('mcts, rollouts cut at 40', 'sims/s', async () => mcts.search(opening, { ms: 300, seed: 0 }), async (r) => {
    const res = mcts.search(opening, { ms, seed: r + 1, c: 1, widening: true });
    return res.sims / (res.elapsedMs / 1000);
  });

  for (const t of tasks) await t.warm();
  for (let r = 0; r < reps; r++) for (const t of tasks) t.rates.push(await t.once(r));
  const rows: Row[] = tasks.map((t) => ({ name: t.name, unit: t.unit, value: median(t.rates), range: [Math.min(...t.rates), Math.max(...t.rates)] }));
  const value = (name: string) => rows.find((r) => r.name === name)!.value;

  // c) ratios of the medians
  const ratios: { name: string; value: number }[] = [];
  for (const B of [8, 32]) ratios.push({ name: `evaluate batch ${B} / batch 1`, value: value(`evaluate, batch ${B}`) / value('evaluate, batch 1') });
  for (const B of [8, 32]) ratios.push({ name: `run batch ${B} / batch 1`, value: value(`run (network only), batch ${B}`) / value('run (network only), batch 1') });
  for (const B of BATCHES) ratios.push({ name: `mcts sims/s / puct batch ${B} sims/s`, value: value('mcts, rollouts cut at 40') / value(`puct, batch ${B}`) });
  for (const B of BATCHES) ratios.push({ name: `puct batch ${B} sims/s / evaluate batch ${B} positions/s`, value: value(`puct, batch ${B}`) / value(`evaluate, batch ${B}`) });

  console.log(`network and PUCT on the Akragas opening, model ${modelArg}, release build, one thread, median of ${reps}` +
    ` (evaluations: ${evalMs} ms of calls per run over ${POSITIONS} positions; searches: ${ms} ms) (Node ${process.version})`);
  console.table(rows.map((r) => ({ name: r.name, unit: r.unit, median: Math.round(r.value), min: Math.round(r.range[0]), max: Math.round(r.range[1]) })));
  console.log(`network evaluations per PUCT simulation (median): ${BATCHES.map((B) => `batch ${B} ${median(evalsPerSim[B]).toFixed(2)}`).join(', ')}`);
  console.table(ratios.map((r) => ({ ratio: r.name, value: `${r.value.toFixed(2)}x` })));
  const out = arg('json', '');
  if (out) {
    const all: Row[] = [...rows, ...ratios.map((r): Row => ({ name: r.name, unit: 'ratio', value: r.value, range: [r.value, r.value] }))];
    writeFileSync(out, JSON.stringify(all, null, 2) + '\n');
  }

  puct.free();
  await ev.close();
}

main().catch((e: unknown) => {
  console.error(`bench: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  process.exit(1);
});
