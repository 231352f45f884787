// EPIC benchmark (issue 19, "Benchmark"; `npm run bench:epic`, release core, one thread; not a test),
// with Ancients (Akragas) measured in the same run for comparison:
//   - random complete games per second on 601 (EPIC Austerlitz, 20x11) and 602 (La Grande
//     Austerlitz, 26x11), each in its scenario's default seats (2) and in 8 seats (601: D.7's
//     8-player turn; 602: La Grande's own D.8 turn): the whole game loops inside wasm
//     (State.randomPlayout: uniform legal actions, sampled chance);
//   - MCTS simulations per second at the first decision after the opening deal, with the mcts
//     agent's default rollouts (2 whole turns, then the static value; RolloutEvaluator(40, 2)).
// The interleaved side-by-side method is bench/side-by-side.ts's (shared with bench:napoleonics).
// Only ratios measured side by side in one run mean anything on a shared machine.
// Usage: npm run bench:epic [-- --rounds 5] [-- --time MS] [-- --json FILE]
import { writeFileSync } from 'node:fs';
import { arg, median } from './args.js';
import { positiveInt, runRounds, subject, type Subject } from './side-by-side.js';
import { gameFromId, napoleonicsGame } from '../src/games/load.js';

/** Subjects: scenario id and seats (2: the scenario's default). */
const SUBJECTS: [string, number][] = [['001-akragas', 2], ['601-epic-austerlitz', 2], ['601-epic-austerlitz', 8], ['602-la-grande-austerlitz', 2], ['602-la-grande-austerlitz', 8]];

async function main(): Promise<void> {
  const rounds = positiveInt('bench:epic', 'rounds', '5');
  const time = positiveInt('bench:epic', 'time', '1000');
  const subjects: Subject[] = [];
  for (const [id, seats] of SUBJECTS) {
    const game = id.startsWith('001') ? await gameFromId(id, { build: 'release' })
      : await napoleonicsGame(id, { build: 'release', ...(seats !== 2 ? { rules: { seats } } : {}) });
    subjects.push(subject(id, game));
  }
  await runRounds(subjects, rounds, time, (r) => subjects.map((x) => `${x.id.slice(0, 3)}/${x.seats} ${x.games[r].toFixed(1)} games/s ${Math.round(x.sims[r])} sims/s`).join(', '));
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
