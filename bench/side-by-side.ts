// The interleaved side-by-side method of the rules benchmarks that compare scenarios with Akragas in
// one run (bench/napoleonics.bench.ts, bench/epic.bench.ts; not a test). For each scenario (a
// Subject): random complete games per second (the whole game loops inside wasm:
// State.randomPlayout, uniform legal actions, sampled chance) and MCTS simulations per second at the
// first decision after the opening deal, with the mcts agent's default rollouts (2 whole turns, then
// the static value; RolloutEvaluator(40, 2)). Rounds are interleaved (every scenario once per round,
// the order reversed on odd rounds), so the machine's load falls on all of them alike. Each games/s
// figure is the median over the rounds of tinybench's median call; each sims/s figure the median over
// the rounds of one timed search. Only ratios measured side by side in one run mean anything.
import { Bench } from 'tinybench';
import { arg } from './args.js';
import type { Game, State } from '../src/core/game.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';

/** A positive integer flag (`--name`), or one line naming the tool and exit 1. */
export function positiveInt(tool: string, name: string, d: string): number {
  const v = Number(arg(name, d));
  if (!Number.isInteger(v) || v <= 0) {
    console.error(`${tool}: --${name} wants a positive integer, got "${arg(name, d)}"`);
    process.exit(1);
  }
  return v;
}

/** One scenario under measurement: its game, a start state, a work copy, and the figures per round. */
export interface Subject {
  id: string; game: Game; seats: number; start: State; work: State; mcts: Mcts;
  games: number[]; sims: number[]; steps: number; played: number; ended: number;
}

export function subject(id: string, game: Game): Subject {
  const start = game.newState();
  return { id, game, seats: game.contract.numSeats, start, work: start.clone(), mcts: new Mcts(game, new RolloutEvaluator(40, 2)), games: [], sims: [], steps: 0, played: 0, ended: 0 };
}

/** The first decision after the opening deal (the same deal every round). */
function searchRoot(x: Subject): State {
  const root = x.start.clone();
  x.game.seed(1);
  while (root.isChance()) root.sampleChance();
  return root;
}

/** One round of one subject: tinybench's median random game, then one timed search. */
async function measure(x: Subject, time: number, round: number): Promise<void> {
  x.game.seed(2026 + round);
  const bench = new Bench({ time, warmup: true, warmupTime: Math.min(200, time / 4) });
  bench.add('game', () => {
    x.work.copyFrom(x.start);
    x.steps += x.work.randomPlayout(1_000_000);
    x.played++;
    if (x.work.isTerminal()) x.ended++;
  });
  await bench.run();
  const t = bench.tasks[0].result as unknown as { latency: { p50: number } };
  x.games.push(1000 / t.latency.p50);
  const root = searchRoot(x);
  const res = x.mcts.search(root, { ms: time, seed: round + 1, widening: true });
  root.free();
  x.sims.push(res.sims / (res.elapsedMs / 1000));
}

/** Warms every subject up with a short search, then runs `rounds` interleaved rounds; `line` is the
 *  progress line printed (stderr) after each round. */
export async function runRounds(subjects: Subject[], rounds: number, time: number, line: (r: number) => string): Promise<void> {
  for (const x of subjects) { const root = searchRoot(x); x.mcts.search(root, { ms: 50, seed: 0, widening: true }); root.free(); }
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? subjects : [...subjects].reverse();
    for (const x of order) await measure(x, time, r);
    console.error(`round ${r + 1}/${rounds}: ${line(r)}`);
  }
}
