// Rules-core benchmarks (`npm run bench`, release build, one core): random complete Akragas games
// per second (the whole game loops inside wasm), playout steps per second (decisions + chance
// outcomes), legal-action generations per second over the decision nodes of 20 seeded random games,
// MCTS simulations per second (Akragas opening, 40-decision rollouts), and the memory of a state
// and of a tree node. Each figure is the median over `--rounds` rounds; within a round tinybench
// takes the median call.
//
// `--against REF` also builds the core of git ref REF (bench/against.ts) and measures both in the
// same process, rounds interleaved (the order alternates each round), then prints the medians side
// by side and the ratio this/REF: on a shared, noisy machine only such ratios mean anything.
//
// Usage: npm run bench [-- --against REF] [-- --rounds 5] [-- --time MS] [-- --json FILE]
// (npm hands `-- ARGS` to this script; the search bench is `npm run bench:search`.)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { arg, median } from './args.js';
import { loadEngine, measureRound, type Engine, type RoundFigures } from './engine.js';
import { buildRef } from './against.js';

const FIGURES: { key: keyof RoundFigures; name: string; unit: string }[] = [
  { key: 'gamesPerSec', name: 'akragas random games', unit: 'games/s' },
  { key: 'stepsPerSec', name: 'playout steps (decisions + chance)', unit: 'steps/s' },
  { key: 'legalPerSec', name: 'legal-action generations', unit: 'generations/s' },
  { key: 'simsPerSec', name: 'mcts simulations (cut 40)', unit: 'sims/s' },
];

function fail(msg: string): never {
  console.error(`bench: ${msg}`);
  process.exit(1);
}

function positiveInt(name: string, d: string): number {
  const v = Number(arg(name, d));
  if (!Number.isInteger(v) || v <= 0) fail(`--${name} wants a positive integer, got "${arg(name, d)}"`);
  return v;
}

async function main(): Promise<void> {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const rounds = positiveInt('rounds', '5');
  const time = positiveInt('time', '1000');
  const ref = arg('against', '');
  const jsonOut = arg('json', '');
  const engines: Engine[] = [await loadEngine(repo, 'this checkout')];
  if (ref) {
    console.error(`building the core at ${ref} ...`);
    const dir = buildRef(repo, ref);
    engines.push(await loadEngine(dir, `ref ${ref}`));
  }
  const samples: RoundFigures[][] = engines.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? engines.map((_, i) => i) : engines.map((_, i) => i).reverse();
    for (const i of order) samples[i].push(await measureRound(engines[i], time, r));
    console.error(`round ${r + 1}/${rounds}: ${engines.map((e, i) => `${e.label} ${Math.round(samples[i][r].gamesPerSec)} games/s`).join(', ')}`);
  }
  const med = (i: number, k: keyof RoundFigures) => median(samples[i].map((s) => s[k]));
  console.log(`rules core, release build, one core (Node ${process.version}); median of ${rounds} rounds, ${time} ms per figure per round`);
  const rows = FIGURES.map((f) => {
    const row: Record<string, string | number> = { figure: f.name, unit: f.unit };
    engines.forEach((e, i) => { row[e.label] = Math.round(med(i, f.key)); });
    if (engines.length > 1) row['ratio'] = (med(0, f.key) / med(1, f.key)).toFixed(2);
    return row;
  });
  const mem = (name: string, unit: string, get: (e: Engine) => number) => {
    const row: Record<string, string | number> = { figure: name, unit };
    engines.forEach((e) => { row[e.label] = get(e); });
    if (engines.length > 1) row['ratio'] = (get(engines[0]) / get(engines[1])).toFixed(2);
    rows.push(row);
  };
  mem('state memory', 'bytes/state', (e) => e.stateBytes);
  mem('tree node memory', 'bytes/node', (e) => e.nodeBytes);
  mem('steps per random game', 'steps', (e) => Math.round(e.stepsPerGame));
  console.table(rows);
  if (jsonOut) {
    const out = engines.map((e, i) => ({
      engine: e.label,
      figures: FIGURES.map((f) => ({ name: f.name, unit: f.unit, value: med(i, f.key), rounds: samples[i].map((s) => s[f.key]) })),
      stateBytes: e.stateBytes,
      nodeBytes: e.nodeBytes,
    }));
    writeFileSync(jsonOut, JSON.stringify(out, null, 2) + '\n');
    console.log(`wrote ${jsonOut}`);
  }
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)));
