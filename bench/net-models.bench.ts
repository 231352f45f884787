// Two models side by side (issue 5): the batch-1 `evaluate` cost of model A and model B on the same
// positions, each repetition running A then B in fresh Node processes of their own, so the two
// never share onnxruntime's wasm heap (two sessions in one process slowed each other down in a
// first try: batch-8 throughput halved) and a change of load on the machine hits both alike.
// Each child loads its model, makes 300 warm-up calls (the tier-up of bench/net-warmup.bench.ts),
// then times `--calls` calls over 64 distinct Akragas positions (reached from the opening by 1-8
// seeded random decisions) and prints its milliseconds per position. Prints the median, min and
// max per model and the ratio of the medians, B / A (above 1: A is faster).
// Made for the card-version-2 policy output (training/vexnet/export.py): A = the shipped model,
// B = the version-1 file it was upgraded from, whose graph gathers all 70,401 logits.
// Run by people: node --import tsx bench/net-models.bench.ts --a PATH --b PATH [--calls 1000] [--reps 5]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameFromId } from '../src/games/load.js';
import { OnnxEvaluator } from '../src/eval/onnx.js';
import { arg, median } from './args.js';
import { samplePositions } from './positions.js';

const calls = Number(arg('calls', '1000'));

if (process.argv.includes('--child')) {
  const game = await gameFromId('001', { build: 'release' });
  game.seed(1);
  const opening = game.newState();
  while (opening.isChance()) opening.sampleChance();
  const ev = await OnnxEvaluator.fromFile(arg('child', ''), game);
  const ps = samplePositions(opening, 64);
  const legal = ps.map((p) => [p.legalActions()]);
  for (let i = 0; i < 300; i++) await ev.evaluate([ps[i % ps.length]], legal[i % ps.length]);
  const t = performance.now();
  for (let i = 0; i < calls; i++) await ev.evaluate([ps[i % ps.length]], legal[i % ps.length]);
  process.stdout.write(String((performance.now() - t) / calls));
  process.exit(0);
}

const a = arg('a', ''), b = arg('b', '');
for (const [flag, path] of [['--a', a], ['--b', b]]) {
  if (!path) { console.error(`bench: ${flag} PATH is required (a .onnx model with its card)`); process.exit(2); }
  if (!existsSync(path)) { console.error(`bench: ${flag} model ${path} not found`); process.exit(2); }
}
const reps = Number(arg('reps', '5'));
const ms: Record<'a' | 'b', number[]> = { a: [], b: [] };
for (let r = 0; r < reps; r++) {
  for (const [k, path] of [['a', a], ['b', b]] as const) {
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', path, '--calls', String(calls)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      ms[k].push(Number(out));
    } catch (e) {
      console.error(`bench: model ${path}: ${String((e as { stderr?: string }).stderr ?? e).trim().split('\n').pop()}`);
      process.exit(1);
    }
  }
  process.stderr.write(`rep ${r + 1}/${reps}: A ${ms.a[r].toFixed(3)} ms, B ${ms.b[r].toFixed(3)} ms per position\n`);
}
console.log(`batch-1 evaluate on 64 Akragas positions, ${calls} calls after 300 warm-up calls, fresh process per model and repetition, median of ${reps} (Node ${process.version})`);
console.table([['A', a, ms.a], ['B', b, ms.b]].map(([k, path, xs]) => ({ model: `${k} ${path}`, 'ms/position median': median(xs as number[]).toFixed(3), min: Math.min(...(xs as number[])).toFixed(3), max: Math.max(...(xs as number[])).toFixed(3) })));
console.log(`B / A (medians): ${(median(ms.b) / median(ms.a)).toFixed(2)}x`);
