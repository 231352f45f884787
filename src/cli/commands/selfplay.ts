// `vex selfplay`: self-play games with one searching agent on both sides, written as training
// shards (.npz: observations, legal policy indices, visit-count targets, final values, sides, game
// ids) plus gzip JSON-lines game records, under a seeded, resumable layout (src/selfplay/shard.ts,
// docs/training.md). Games k = 0..N-1 of each scenario use seed S + k; shards of --shard-games
// seeds are skipped when already complete, so rerunning the same command finishes an interrupted
// run. --workers N plays N shards at once in worker threads; a progress bar goes to stderr.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOnWorkers } from '../../workers/job-queue.js';
import cliProgress from 'cli-progress';
import { gameFromId } from '../../core/load.js';
import type { Game } from '../../core/game.js';
import { createSearcher } from '../../selfplay/searcher.js';
import {
  SELFPLAY_FORMAT, SELFPLAY_VERSION, coreContract, coveredSeeds, mergeMeta, planShards, readMeta, runShard, type ShardJob,
} from '../../selfplay/shard.js';
import { UsageError, intOption } from '../errors.js';
import { scenarioIdList } from '../scenario-arg.js';

export interface SelfplayOptions {
  scenario: string;
  games: string;
  agent: string;
  out: string;
  workers: string;
  seed: string;
  shardGames: string;
  maxSteps: string;
  progress?: boolean;
}

type Msg = { game?: number; done?: number; error?: string };

async function runJobs(jobs: ShardJob[], o: { spec: string; dir: string; workers: number; maxSteps: number }, onMsg: (m: Msg) => void): Promise<void> {
  if (o.workers <= 1 || jobs.length <= 1) {
    const searcher = createSearcher(o.spec);
    const games = new Map<string, Game>();
    try {
      for (const j of jobs) {
        let g = games.get(j.scenario);
        if (!g) { g = await gameFromId(j.scenario); games.set(j.scenario, g); }
        const n = await runShard(o.dir, g, searcher, j, (x) => onMsg({ game: x.positions.length }), o.maxSteps);
        onMsg({ done: n });
      }
    } finally {
      searcher.close();
    }
    return;
  }
  const entry = new URL('../../selfplay/selfplay-worker.ts', import.meta.url);
  await runOnWorkers<ShardJob, Msg>(entry, { spec: o.spec, dir: o.dir, maxSteps: o.maxSteps }, o.workers, jobs, (job) => ({ job }), (m) => {
    onMsg(m);
    return m.done !== undefined ? 'next' : 'more';
  });
}

export async function selfplayCommand(o: SelfplayOptions): Promise<number> {
  const games = intOption('--games', o.games, 1, 10_000_000);
  const seed = intOption('--seed', o.seed, 0, 4294967295 - games);
  const workers = intOption('--workers', o.workers, 1, 64);
  const shardGames = intOption('--shard-games', o.shardGames, 1, 100_000);
  const maxSteps = intOption('--max-steps', o.maxSteps, 1, 10_000_000);
  try {
    createSearcher(o.agent).close(); // validate the spec here: one clear line
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const ids = scenarioIdList(o.scenario);
  const probe = await gameFromId(ids[0]);
  const contract = coreContract(probe);
  for (const id of ids.slice(1)) {
    const b = (await gameFromId(id)).board;
    if (b.w !== contract.board.w || b.h !== contract.board.h) throw new UsageError(`scenario ${id} has a ${b.w}x${b.h} board, ${ids[0]} ${contract.board.w}x${contract.board.h}: one board size per --out`);
  }
  mkdirSync(o.out, { recursive: true });
  const meta = mergeMeta(readMeta(o.out), {
    format: SELFPLAY_FORMAT, version: SELFPLAY_VERSION, ...contract, scenarios: ids, agent: createSearcher(o.agent).spec,
    seed, gamesPerScenario: games, shardGames,
  }, o.out);
  writeFileSync(join(o.out, 'meta.json'), JSON.stringify(meta, null, 2) + '\n');

  const todo = planShards(ids, seed, games, shardGames, (sc) => coveredSeeds(o.out, sc));
  const totalGames = todo.reduce((t, j) => t + j.hi - j.lo + 1, 0);
  const skipped = ids.length * games - totalGames;
  if (skipped > 0) process.stderr.write(`selfplay: ${skipped} of ${ids.length * games} games already in complete shards in ${o.out}, skipped\n`);
  const bar = o.progress === false ? null : new cliProgress.SingleBar({
    format: 'selfplay {bar} {value}/{total} games | {positions} positions | shards {shards}/{todo}',
    stream: process.stderr, noTTYOutput: true, notTTYSchedule: 5000, hideCursor: false,
  }, cliProgress.Presets.shades_classic);
  let played = 0, positions = 0, shards = 0;
  bar?.start(totalGames, 0, { positions: 0, shards: 0, todo: todo.length });
  await runJobs(todo, { spec: o.agent, dir: o.out, workers, maxSteps }, (m) => {
    if (m.game !== undefined) { played++; positions += m.game; }
    if (m.done !== undefined) shards++;
    bar?.update(played, { positions, shards, todo: todo.length });
  });
  bar?.stop();
  process.stdout.write(`selfplay: ${played} games, ${positions} positions in ${shards} new shards (${skipped} games skipped) -> ${o.out}\n`);
  return 0;
}
