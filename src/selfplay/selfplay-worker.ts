// Worker entry for `vex selfplay --workers N`: plays the shard jobs it is sent, one at a time, with
// its own core instances and searcher, and writes each shard itself. Plain worker_threads
// messages: in {job} or 'close'; out {game: positions} after every game, {done: positions} after
// every shard, or {error}. Any engine: Ancients through its facade, others over the contract
// (src/selfplay/load-game.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { selfplayGame, type SelfplayGameDef } from './load-game.js';
import { createSearcher } from './searcher.js';
import { runShard, type ShardJob } from './shard.js';

const { spec, dir, maxSteps, seats } = workerData as { spec: string; dir: string; maxSteps?: number; seats?: number; entry: string };
const searcher = createSearcher(spec);
const games = new Map<string, Promise<SelfplayGameDef>>();

parentPort?.on('message', async (m: { job: ShardJob } | 'close') => {
  if (m === 'close') { searcher.close(); process.exit(0); }
  try {
    let g = games.get(m.job.scenario);
    if (!g) { g = selfplayGame(m.job.scenario, seats ?? 2); games.set(m.job.scenario, g); }
    const n = await runShard(dir, await g, searcher, m.job, (x) => parentPort?.postMessage({ game: x.positions.length }), maxSteps);
    parentPort?.postMessage({ done: n });
  } catch (e) {
    parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
});
