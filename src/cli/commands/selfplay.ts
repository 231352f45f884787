// `vex selfplay`: self-play games with one searching agent on both sides, written as training
// shards (.npz: observations, legal policy indices, visit-count targets, final values, sides, game
// ids) plus gzip JSON-lines game records, under a seeded, resumable layout (src/selfplay/shard.ts,
// docs/training.md). Games k = 0..N-1 of each scenario use seed S + k; data files of --shard-games
// seeds are skipped when already complete, so rerunning the same command finishes an interrupted
// run. --workers N plays N data files at once in worker threads; a progress bar goes to stderr.
// `--shard K --of N` plays only the K-th of N slices of the plan into OUT/shard-KKKK-of-NNNN with a
// manifest (src/selfplay/plan.ts, manifest.ts); `vex selfplay merge` checks and joins such shards
// (src/selfplay/merge.ts; docs/scale-out.md). Ancients scenarios play through the facade (records
// `vex replay` reads); Blood & Iron and Napoleonics scenarios over the game contract (src/selfplay/load-game.ts,
// play-contract-game.ts: the engine's own observation and policy index, generic records, meta.json
// naming the engine). Registered by src/cli/vex.ts (addSelfplayCommands).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { runOnWorkers } from '../../workers/job-queue.js';
import cliProgress from 'cli-progress';
import { engineOf, selfplayGame, type SelfplayGameDef } from '../../selfplay/load-game.js';
import { ANCIENTS } from '../../games/ancients/compile.js';
import { GAMES, gameOfScenario } from '../../games/load.js';
import { DEFAULT_SCENARIO } from '../../games/registry.js';
import { DEFAULT_MAX_STEPS } from '../match.js';
import { createSearcher } from '../../selfplay/searcher.js';
import { coreContract, coveredSeeds, mergeMeta, planShards, readMeta, runShard, shardDone, type ShardJob } from '../../selfplay/shard.js';
import { planHash, planMeta, shardDir, shardSlice, type Plan } from '../../selfplay/plan.js';
import { MANIFEST_FILE, readManifest, scanShard, writeManifest } from '../../selfplay/manifest.js';
import { checkShards, planDiff, writeMerged } from '../../selfplay/merge.js';
import { UsageError, intOption, seatsOption } from '../errors.js';
import { scenarioIdList } from '../scenario-arg.js';

export interface SelfplayOptions {
  scenario: string;
  games: string;
  agent: string;
  out?: string;
  workers: string;
  seed: string;
  shardGames: string;
  maxSteps: string;
  shard?: string;
  of?: string;
  progress?: boolean;
  /** --seats N: the seat format (rules.seats; EPIC 4/6/8). */
  seats?: string;
}

type Msg = { game?: number; done?: number; error?: string };

async function runJobs(jobs: ShardJob[], o: { spec: string; dir: string; workers: number; maxSteps: number; seats: number }, onMsg: (m: Msg) => void): Promise<void> {
  if (o.workers <= 1 || jobs.length <= 1) {
    const searcher = createSearcher(o.spec);
    const games = new Map<string, SelfplayGameDef>();
    try {
      for (const j of jobs) {
        let g = games.get(j.scenario);
        if (!g) { g = await selfplayGame(j.scenario, o.seats); games.set(j.scenario, g); }
        const n = await runShard(o.dir, g, searcher, j, (x) => onMsg({ game: x.positions.length }), o.maxSteps);
        onMsg({ done: n });
      }
    } finally {
      searcher.close();
    }
    return;
  }
  const entry = new URL('../../selfplay/selfplay-worker.ts', import.meta.url);
  await runOnWorkers<ShardJob, Msg>(entry, { spec: o.spec, dir: o.dir, maxSteps: o.maxSteps, seats: o.seats }, o.workers, jobs, (job) => ({ job }), (m) => {
    onMsg(m);
    return m.done !== undefined ? 'next' : 'more';
  });
}

/**
 * The scenario ids of a --scenario list: Ancients ids and aliases ("all": every Ancients
 * scenario), and the ids of the other engines (Blood & Iron, Napoleonics: an engine's id, such as
 * "napoleonics" or "blood-and-iron", names all its battles), played over the game contract.
 */
function selfplayIds(arg: string): string[] {
  if (arg === 'all') return scenarioIdList(arg);
  return arg.split(',').flatMap((x) => {
    const k = x.trim();
    const other = (k !== ANCIENTS && Object.hasOwn(GAMES, k)) || gameOfScenario(k) !== ANCIENTS;
    return other ? scenarioIdList(k, true) : scenarioIdList(k);
  });
}

/** A self-play game in a seat format; a scenario without that format is a usage error (one line). */
async function openSeats(id: string, seats: number): Promise<SelfplayGameDef> {
  try {
    return await selfplayGame(id, seats);
  } catch (e) {
    if (seats === 2) throw e;
    throw new UsageError(`--seats: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** The scenario ids of the run, one list per board size (ids of another engine than the first's: UsageError). */
async function boardGroups(ids: string[], seats: number): Promise<string[][]> {
  const first = await openSeats(ids[0], seats);
  const engine = engineOf(first);
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const g = id === ids[0] ? first : await openSeats(id, seats);
    if (engineOf(g) !== engine) throw new UsageError(`scenario ${id} belongs to ${engineOf(g)}, ${ids[0]} to ${engine}: one engine per --out`);
    const key = `${g.encoding.board.w}x${g.encoding.board.h}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}

/** The plan the options describe for `ids` (one engine, one board size; validates every flag; UsageError on a bad one). */
async function planOf(o: SelfplayOptions, ids: string[], seats: number): Promise<Plan> {
  const games = intOption('--games', o.games, 1, 10_000_000);
  const seed = intOption('--seed', o.seed, 0, 4294967295 - games);
  const shardGames = intOption('--shard-games', o.shardGames, 1, 100_000);
  const maxSteps = intOption('--max-steps', o.maxSteps, 1, 10_000_000);
  let agent: string;
  try {
    const s = createSearcher(o.agent); // validate the spec here: one clear line
    agent = s.spec;
    s.close();
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const first = await openSeats(ids[0], seats);
  const engine = engineOf(first);
  const contract = coreContract(first);
  for (const id of ids.slice(1)) {
    const g = await openSeats(id, seats);
    if (engineOf(g) !== engine) throw new UsageError(`scenario ${id} belongs to ${engineOf(g)}, ${ids[0]} to ${engine}: one engine per --out`);
    const b = g.encoding.board;
    if (b.w !== contract.board.w || b.h !== contract.board.h) throw new UsageError(`scenario ${id} has a ${b.w}x${b.h} board, ${ids[0]} ${contract.board.w}x${contract.board.h}: one board size per --out`);
  }
  const plan: Plan = { scenarios: ids, seed, gamesPerScenario: games, shardGames, agent, maxSteps, contract };
  if (engine !== ANCIENTS) plan.game = engine;
  if (seats !== 2) plan.seats = seats;
  return plan;
}

function progressBar(o: SelfplayOptions) {
  return o.progress === false ? null : new cliProgress.SingleBar({
    format: 'selfplay {bar} {value}/{total} games | {positions} positions | shards {shards}/{todo}',
    stream: process.stderr, noTTYOutput: true, notTTYSchedule: 5000, hideCursor: false,
  }, cliProgress.Presets.shades_classic);
}

/** Plays `todo` into `dir` with the progress bar; `afterFile` runs after every finished data file. */
async function play(o: SelfplayOptions, plan: Plan, dir: string, todo: ShardJob[], afterFile: () => void) {
  const workers = intOption('--workers', o.workers, 1, 64);
  const totalGames = todo.reduce((t, j) => t + j.hi - j.lo + 1, 0);
  const bar = progressBar(o);
  let played = 0, positions = 0, files = 0;
  bar?.start(totalGames, 0, { positions: 0, shards: 0, todo: todo.length });
  await runJobs(todo, { spec: plan.agent, dir, workers, maxSteps: plan.maxSteps, seats: plan.seats ?? 2 }, (m) => {
    if (m.game !== undefined) { played++; positions += m.game; }
    if (m.done !== undefined) { files++; afterFile(); }
    bar?.update(played, { positions, shards: files, todo: todo.length });
  });
  bar?.stop();
  return { played, positions, files };
}

export async function selfplayCommand(o: SelfplayOptions): Promise<number> {
  if (!o.out) throw new UsageError('--out <dir> is required');
  if ((o.shard === undefined) !== (o.of === undefined)) throw new UsageError('--shard K and --of N go together');
  const seats = seatsOption(o.seats);
  const groups = await boardGroups(selfplayIds(o.scenario), seats);
  if (groups.length === 1) return oneBoard(o, await planOf(o, groups[0], seats), o.out);
  // scenarios of several board sizes (blood-and-iron): one data directory per board, OUT/board-WxH
  if (o.shard !== undefined) {
    throw new UsageError(`--shard: the scenarios have ${groups.length} board sizes; split the plan by board (one --scenario list per board size)`);
  }
  for (const ids of groups) {
    const plan = await planOf(o, ids, seats);
    const dir = join(o.out, `board-${plan.contract.board.w}x${plan.contract.board.h}`);
    process.stderr.write(`selfplay: ${ids.join(', ')} (${plan.contract.board.w}x${plan.contract.board.h} board) -> ${dir}\n`);
    await oneBoard(o, plan, dir);
  }
  return 0;
}

/** A run whose scenarios share one board size: into `out` (or its shard directory). */
async function oneBoard(o: SelfplayOptions, plan: Plan, out: string): Promise<number> {
  if (o.shard !== undefined && o.of !== undefined) return shardCommand(o, plan, out);
  mkdirSync(out, { recursive: true });
  const meta = mergeMeta(readMeta(out), planMeta(plan), out);
  writeFileSync(join(out, 'meta.json'), JSON.stringify(meta, null, 2) + '\n');
  const ids = plan.scenarios;
  const todo = planShards(ids, plan.seed, plan.gamesPerScenario, plan.shardGames, (sc) => coveredSeeds(out, sc));
  const skipped = ids.length * plan.gamesPerScenario - todo.reduce((t, j) => t + j.hi - j.lo + 1, 0);
  if (skipped > 0) process.stderr.write(`selfplay: ${skipped} of ${ids.length * plan.gamesPerScenario} games already in complete shards in ${out}, skipped\n`);
  const r = await play(o, plan, out, todo, () => {});
  process.stdout.write(`selfplay: ${r.played} games, ${r.positions} positions in ${r.files} new shards (${skipped} games skipped) -> ${out}\n`);
  return 0;
}

/** `--shard K --of N`: the K-th slice of the plan into OUT/shard-KKKK-of-NNNN, with its manifest. */
async function shardCommand(o: SelfplayOptions, plan: Plan, root: string): Promise<number> {
  const of = intOption('--of', o.of!, 1, 1_000_000);
  const index = intOption('--shard', o.shard!, 0, 1_000_000);
  if (index >= of) throw new UsageError(`--shard must be between 0 and ${of - 1} for --of ${of}, got ${index}`);
  const dir = shardDir(root, index, of);
  if (/(^|[:,])ms=/.test(plan.agent)) {
    process.stderr.write(`selfplay: warning: ${plan.agent} stops its search on a clock (ms=): its games depend on the machine and its load, so another split or a rerun will not give the same bytes (use sims=)\n`);
  }
  if (existsSync(join(dir, MANIFEST_FILE))) {
    const old = readManifest(dir);
    const d = planDiff(old.plan, plan);
    if (d) throw new Error(`${dir} holds a shard of another plan (${d.key}=${d.a}, this run has ${d.key}=${d.b}): use another --out`);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'meta.json'), JSON.stringify(planMeta(plan), null, 2) + '\n');
  const slice = shardSlice(plan, index, of);
  const cache = new Map<string, string>();
  writeManifest(dir, scanShard(dir, plan, slice, cache));
  const todo = slice.chunks.filter((j) => !shardDone(dir, j));
  const games = slice.games.to - slice.games.from;
  const skipped = games - todo.reduce((t, j) => t + j.hi - j.lo + 1, 0);
  if (games === 0) process.stderr.write(`selfplay: shard ${index} of ${of} has no games (the plan has only ${shardSlice(plan, 0, 1).chunks.length} data files): use a smaller --of or --shard-games\n`);
  if (skipped > 0) process.stderr.write(`selfplay: ${skipped} of ${games} games of shard ${index} of ${of} already in complete files in ${dir}, skipped\n`);
  const r = await play(o, plan, dir, todo, () => writeManifest(dir, scanShard(dir, plan, slice, cache)));
  const m = scanShard(dir, plan, slice, cache);
  writeManifest(dir, m);
  const span = games === 0 ? 'no games' : `plan games ${slice.games.from}-${slice.games.to - 1}`;
  process.stdout.write(`selfplay: shard ${index} of ${of} (${span}, plan ${planHash(plan)}): ${r.played} games, ${r.positions} positions in ${r.files} new files (${skipped} games skipped) -> ${dir}\n`);
  return 0;
}

export async function selfplayMergeCommand(dirs: string[], o: { out?: string }): Promise<number> {
  const r = checkShards(dirs);
  if (o.out) writeMerged(r, o.out);
  process.stdout.write(`merge: ${r.shards.length} shards, ${r.games} games of plan ${planHash(r.plan)} in ${r.files.length} data files, hashes match${o.out ? ` -> ${o.out}` : ''}\n`);
  return 0;
}

/** Registers `vex selfplay` and `vex selfplay merge`. */
export function addSelfplayCommands(program: Command, setCode: (code: number) => void): void {
  const sp = program
    .command('selfplay')
    .description('self-play games with one searching agent on both sides: training shards (.npz) and game records (docs/training.md)')
    .enablePositionalOptions()
    .option('-s, --scenario <ids|all>', 'scenario ids/aliases (comma-separated) of one engine: Ancients ids or all (Ancients), Napoleonics ids or napoleonics, Blood & Iron ids or blood-and-iron (one OUT/board-WxH per board size)', DEFAULT_SCENARIO)
    .option('-n, --games <n>', 'games per scenario (seeds seed..seed+N-1)', '8')
    .option('-a, --agent <agent>', 'searching agent (mcts:..., puct:...; others give one-hot targets)', 'mcts:sims=200')
    .option('-o, --out <dir>', 'output directory (meta.json, <scenario>/shard-*.npz, games-*.jsonl.gz); rerun to resume')
    .option('-w, --workers <n>', 'data files played at once in worker threads', '1')
    .option('--seed <n>', 'seed of the first game', '0')
    .option('--shard-games <n>', 'games per data file', '4')
    .option('--max-steps <n>', 'stop a game after this many actions (value 0)', String(DEFAULT_MAX_STEPS))
    .option('--shard <k>', 'play only slice K (0-based) of the plan, into OUT/shard-KKKK-of-NNNN (docs/scale-out.md)')
    .option('--of <n>', 'the number of slices the plan is split into (with --shard)')
    .option('--seats <n>', 'seat format (2, 4, 6 or 8; EPIC): the searcher plays every seat, each from its own view')
    .option('--no-progress', 'no progress bar on stderr')
    .action(async (o: SelfplayOptions) => setCode(await selfplayCommand(o)));
  sp
    .command('merge')
    .description('check a set of shard directories (versions, no gaps, no duplicates, hashes) and optionally join them')
    .argument('<dirs...>', 'shard directories (OUT/shard-*-of-*)')
    .option('-o, --out <dir>', 'write the merged one-machine layout here (a new or empty directory)')
    .action(async (dirs: string[], o: { out?: string }) => setCode(await selfplayMergeCommand(dirs, o)));
}
