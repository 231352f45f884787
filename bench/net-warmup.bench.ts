// The first calls of a freshly loaded network (issue 5): each process loads the model once and
// times its first `--calls` batch-1 `evaluate` calls on the Akragas opening, in a new Node process
// per repetition (the wasm tier-up this measures happens once per process). Prints the median over
// the processes of each window of calls (1-10, 11-20, ...), so one can see how many calls the
// engine needs before onnxruntime's wasm runs at full speed; the agents' warmUp
// (src/search/puct.ts) is sized from it. Not tinybench: the quantity is the first calls
// themselves, which a warmed-up benchmark loop would hide.
// Run by people: node --import tsx bench/net-warmup.bench.ts [--calls 150] [--reps 5] [--model PATH]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gameFromId } from '../src/games/load.js';
import { OnnxEvaluator } from '../src/eval/onnx.js';
import { DEFAULT_MODEL, resolveModelPath } from '../src/agents/puct-agent.js';
import { arg, median } from './args.js';

const calls = Number(arg('calls', '150'));
const model = arg('model', DEFAULT_MODEL);

if (process.argv.includes('--child')) {
  // one process: load, then time the first calls
  const game = await gameFromId('001');
  const ev = await OnnxEvaluator.fromFile(await resolveModelPath(model), game);
  const s = game.newState();
  while (s.isChance()) s.apply(s.chanceOutcomes()[0].code);
  const legal = [s.legalActions()];
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await ev.evaluate([s], legal);
    ms.push(performance.now() - t);
  }
  process.stdout.write(JSON.stringify(ms));
  process.exit(0);
}

const reps = Number(arg('reps', '5'));
const runs: number[][] = [];
for (let r = 0; r < reps; r++) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', '--calls', String(calls), '--model', model], { encoding: 'utf8' });
  runs.push(JSON.parse(out) as number[]);
}
console.log(`first ${calls} batch-1 evaluate calls of a fresh process, ${reps} processes, ms per call (median over the processes of each window's median):`);
for (let lo = 0; lo < calls; lo += 10) {
  const per = runs.map((ms) => median(ms.slice(lo, lo + 10)));
  console.log(`calls ${String(lo + 1).padStart(3)}-${String(Math.min(lo + 10, calls)).padEnd(3)}  ${median(per).toFixed(2)} ms  (processes: ${per.map((x) => x.toFixed(1)).join(' ')})`);
}
