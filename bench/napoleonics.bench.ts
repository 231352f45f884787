// Napoleonics benchmark (issue 18, "Must hold"; `npm run bench:napoleonics`, release core, one
// thread; not a test), with Ancients (Akragas) measured in the same run for comparison:
//   - random complete games per second for each of the six Austerlitz battles and Akragas: the
//     whole game loops inside wasm (State.randomPlayout: uniform legal actions, sampled chance);
//   - MCTS simulations per second at the first decision after the opening deal, with the mcts
//     agent's default rollouts (2 whole turns, then the static value; RolloutEvaluator(40, 2)).
// The interleaved side-by-side method is bench/side-by-side.ts's. Only ratios measured side by side
// in one run mean anything on a shared machine.
// Usage: npm run bench:napoleonics [-- --rounds 5] [-- --time MS] [-- --json FILE]
import { writeFileSync } from 'node:fs';
import { arg, median } from './args.js';
import { positiveInt, runRounds, subject, type Subject } from './side-by-side.js';
import { gameFromId, napoleonicsGame } from '../src/games/load.js';
import { listNapoleonicsScenarios } from '../src/games/registry.js';

async function main(): Promise<void> {
  const rounds = positiveInt('bench:napoleonics', 'rounds', '5');
  const time = positiveInt('bench:napoleonics', 'time', '1000');
  const subjects: Subject[] = [subject('001-akragas', await gameFromId('001', { build: 'release' }))];
  for (const s of listNapoleonicsScenarios()) subjects.push(subject(s.id, await napoleonicsGame(s.id, { build: 'release' })));
  await runRounds(subjects, rounds, time, (r) => subjects.map((x) => `${x.id.slice(0, 3)} ${Math.round(x.games[r])} games/s`).join(', '));
  const akragas = subjects[0];
  const rows = subjects.map((x) => ({
    scenario: x.id,
    'games/s': Math.round(median(x.games)),
    'games/s min-max': `${Math.round(Math.min(...x.games))}-${Math.round(Math.max(...x.games))}`,
    'vs akragas': Number((median(x.games) / median(akragas.games)).toFixed(2)),
    'steps/game': Math.round(x.steps / Math.max(1, x.played)),
    'ended': `${x.ended}/${x.played}`,
    'mcts sims/s': Math.round(median(x.sims)),
    'sims vs akragas': Number((median(x.sims) / median(akragas.sims)).toFixed(2)),
  }));
  console.log(`Napoleonics and Ancients, release core, one thread, ${time} ms per figure per round, median of ${rounds} interleaved rounds (Node ${process.version})`);
  console.table(rows);
  const out = arg('json', '');
  if (out) writeFileSync(out, JSON.stringify({ rounds, time, rows, samples: subjects.map((x) => ({ id: x.id, games: x.games, sims: x.sims })) }, null, 2) + '\n');
  for (const x of subjects) { x.start.free(); x.work.free(); }
}

main().catch((e) => { console.error(`bench:napoleonics: ${(e as Error).message.split('\n')[0]}`); process.exit(1); });
