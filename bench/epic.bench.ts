// EPIC benchmark (issue 19, "Benchmark"; `npm run bench:epic`, release core, one thread; not a test),
// with Ancients (Akragas) measured in the same run for comparison:
//   - random complete games per second on 601 (EPIC Austerlitz, 20x11) and 602 (La Grande
//     Austerlitz, 26x11), each in its scenario's default seats: the whole game loops inside wasm
//     (State.randomPlayout: uniform legal actions, sampled chance);
//   - MCTS simulations per second at the first decision after the opening deal, with the mcts
//     agent's default rollouts (2 whole turns, then the static value; RolloutEvaluator(40, 2)).
// The method is bench/napoleonics.bench.ts's: rounds interleaved (every scenario once per round,
// the order reversed on odd rounds), each games/s figure the median over `--rounds` rounds of
// tinybench's median call, each sims/s figure the median over the rounds of one timed search. Only
// ratios measured side by side in one run mean anything on a shared machine.
// Usage: npm run bench:epic [-- --rounds 5] [-- --time MS] [-- --json FILE]
import { writeFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import { arg, median } from './args.js';
import { gameFromId, napoleonicsGame } from '../src/games/load.js';
import type { Game, State } from '../src/core/game.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';

const SCENARIOS = ['001-akragas', '601-epic-austerlitz', '602-la-grande-austerlitz'];

function positiveInt(name: string, d: string): number {
  const v = Number(arg(name, d));
  if (!Number.isInteger(v) || v <= 0) {
    console.error(`bench:epic: --${name} wants a positive integer, got "${arg(name, d)}"`);
    process.exit(1);
  }
  return v;
}

interface Subject { id: string; game: Game; seats: number; start: State; work: State; mcts: Mcts; games: number[]; sims: number[]; steps: number; played: number; ended: number }

function subject(id: string, game: Game): Subject {
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

async function main(): Promise<void> {
  const rounds = positiveInt('rounds', '5');
  const time = positiveInt('time', '1000');
  const subjects: Subject[] = [];
  for (const id of SCENARIOS) {
    subjects.push(subject(id, id.startsWith('001') ? await gameFromId(id, { build: 'release' }) : await napoleonicsGame(id, { build: 'release' })));
  }
  for (const x of subjects) { const root = searchRoot(x); x.mcts.search(root, { ms: 50, seed: 0, widening: true }); root.free(); } // warm-up
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? subjects : [...subjects].reverse();
    for (const x of order) await measure(x, time, r);
    console.error(`round ${r + 1}/${rounds}: ${subjects.map((x) => `${x.id.slice(0, 3)} ${x.games[r].toFixed(1)} games/s ${Math.round(x.sims[r])} sims/s`).join(', ')}`);
  }
  const ak = subjects[0];
  const rows = subjects.map((x) => ({
    scenario: x.id,
    seats: x.seats,
    'games/s': Number(median(x.games).toFixed(1)),
    'games/s min-max': `${Math.min(...x.games).toFixed(1)}-${Math.max(...x.games).toFixed(1)}`,
    'vs akragas': Number((median(x.games) / median(ak.games)).toFixed(3)),
    'steps/game': Math.round(x.steps / Math.max(1, x.played)),
    ended: `${x.ended}/${x.played}`,
    'mcts sims/s': Math.round(median(x.sims)),
    'sims vs akragas': Number((median(x.sims) / median(ak.sims)).toFixed(2)),
  }));
  console.log(`EPIC, La Grande and Ancients, release core, one thread, ${time} ms per figure per round, median of ${rounds} interleaved rounds (Node ${process.version})`);
  console.table(rows);
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify({ rounds, time, rows, samples: subjects.map((x) => ({ id: x.id, games: x.games, sims: x.sims })) }, null, 2) + '\n');
  for (const x of subjects) { x.start.free(); x.work.free(); }
}

main().catch((e) => { console.error(`bench:epic: ${(e as Error).message.split('\n')[0]}`); process.exit(1); });
