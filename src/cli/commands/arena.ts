// `vex arena`: a match between agents A and B over paired games (same seed, sides swapped) on one
// scenario or all of them; win rate, Elo difference with a 95% interval, banners per game, an
// optional SPRT that stops early, a progress bar on stderr, one JSON line per game (--out), and
// with --json one summary object on stdout. --jobs N plays N games at once in worker threads.
// Any engine of the games registry plays over its contract: Ancients ids, Napoleonics ids
// ("501", or "napoleonics" for all six), Blood & Iron ids. --seats N opens every game in the
// N-seat format (rules.seats; EPIC 4/6/8); the pair then gives A every seat of side 0 and B every
// seat of side 1, then swaps them, or follows --seat-plan (src/arena/seat-plan.ts) and its mirror.
import { appendFileSync, writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { createAgent } from '../../agents/registry.js';
import { contractFromId } from '../../games/load.js';
import type { GameDef } from '../../core/contract.js';
import { openInSeatFormat } from '../../core/seats.js';
import { playArenaGame, type ArenaGame } from '../../arena/play-game.js';
import { parseSeatPlan, type SeatPlan } from '../../arena/seat-plan.js';
import { eloInterval, scoreA, sprtVerdict, sprtLlr, type Sprt, type Tally } from '../../arena/stats.js';
import { UsageError, intOption, seatsOption } from '../errors.js';
import { scenarioIdList } from '../scenario-arg.js';
import { runOnWorkers } from '../../workers/job-queue.js';

export interface ArenaOptions {
  a: string;
  b: string;
  games: string;
  scenario: string;
  seed: string;
  sprt?: string;
  out?: string;
  json?: boolean;
  jobs: string;
  progress?: boolean;
  seats?: string;
  seatPlan?: string;
}

interface Job { id: number; scenario: string; seed: number; swapped: boolean; seats: number; plan: string | null }

function parseSprt(text: string): Sprt {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!m) throw new UsageError(`--sprt expects "elo0,elo1", got "${text}"`);
  const elo0 = Number(m[1]), elo1 = Number(m[2]);
  if (!(elo1 > elo0)) throw new UsageError(`--sprt needs elo0 < elo1, got ${elo0},${elo1}`);
  return { elo0, elo1, alpha: 0.05, beta: 0.05 };
}

/** Runs jobs on `n` worker threads (or in this thread when n = 1), in order of submission. */
async function runJobs(jobs: Job[], a: string, b: string, n: number, plan: SeatPlan | null, onGame: (g: ArenaGame) => boolean): Promise<void> {
  if (n <= 1) {
    const agentA = createAgent(a), agentB = createAgent(b);
    const games = new Map<string, GameDef>();
    try {
      for (const j of jobs) {
        let g = games.get(j.scenario);
        if (!g) { g = await openInSeatFormat(j.seats, j.scenario, (rules) => contractFromId(j.scenario, rules ? { rules } : {}), (d) => d); games.set(j.scenario, g); }
        if (!onGame(await playArenaGame(g, agentA, agentB, j.seed, j.swapped, undefined, plan))) return;
      }
    } finally {
      agentA.close?.();
      agentB.close?.();
    }
    return;
  }
  const entry = new URL('../../arena/arena-worker.ts', import.meta.url);
  await runOnWorkers<Job, { id: number; game?: ArenaGame; error?: string }>(entry, { a, b }, n, jobs, (j) => j,
    (m) => (onGame(m.game!) ? 'next' : 'stop'));
}

export async function arenaCommand(o: ArenaOptions): Promise<number> {
  const games = intOption('--games', o.games, 2, 1_000_000);
  if (games % 2 !== 0) throw new UsageError(`--games must be even (games are played in pairs with sides swapped), got ${games}`);
  const seed = intOption('--seed', o.seed, 0, 4294967295);
  const jobsN = intOption('--jobs', o.jobs, 1, 64);
  createAgent(o.a); // validate the specs here: one clear line
  createAgent(o.b);
  const sprt = o.sprt ? parseSprt(o.sprt) : undefined;
  const seats = seatsOption(o.seats);
  let plan: SeatPlan | null = null;
  if (o.seatPlan !== undefined) {
    try { plan = parseSeatPlan(o.seatPlan); } catch (e) { throw new UsageError((e as Error).message); }
  }
  const ids = scenarioIdList(o.scenario, true);
  const jobs: Job[] = [];
  for (const sc of ids) {
    for (let k = 0; k < games / 2; k++) {
      jobs.push({ id: jobs.length, scenario: sc, seed: seed + k, swapped: false, seats, plan: plan?.text ?? null });
      jobs.push({ id: jobs.length, scenario: sc, seed: seed + k, swapped: true, seats, plan: plan?.text ?? null });
    }
  }
  if (o.out) writeFileSync(o.out, '');

  const total: Tally = { winsA: 0, winsB: 0, draws: 0 };
  const per = new Map<string, Tally & { bannersA: number; bannersB: number; turns: number }>();
  const bar = o.progress === false ? null : new cliProgress.SingleBar({
    format: 'arena {bar} {value}/{total} games | A {wa} B {wb} D {d} | Elo {elo}',
    stream: process.stderr, noTTYOutput: true, notTTYSchedule: 5000, hideCursor: false,
  }, cliProgress.Presets.shades_classic);
  bar?.start(jobs.length, 0, { wa: 0, wb: 0, d: 0, elo: '-' });
  let verdict: string | null = null;
  let played = 0;
  const heldBy = new Map<string, string>(); // the seats A held, per game of a pair (printed once each)
  const onGame = (g: ArenaGame): boolean => {
    played++;
    heldBy.set(g.bottom === 'A' ? 'first' : 'second', `A holds ${g.seats.A.join(', ')}; B holds ${g.seats.B.join(', ')}`);
    const t = per.get(g.scenario) ?? { winsA: 0, winsB: 0, draws: 0, bannersA: 0, bannersB: 0, turns: 0 };
    if (g.winner === 'A') { t.winsA++; total.winsA++; } else if (g.winner === 'B') { t.winsB++; total.winsB++; } else { t.draws++; total.draws++; }
    t.bannersA += g.bottom === 'A' ? g.banners.bottom : g.banners.top;
    t.bannersB += g.bottom === 'A' ? g.banners.top : g.banners.bottom;
    t.turns += g.turns;
    per.set(g.scenario, t);
    if (o.out) appendFileSync(o.out, JSON.stringify({ ...g, a: o.a, b: o.b }) + '\n');
    const e = eloInterval(total);
    bar?.update(played, { wa: total.winsA, wb: total.winsB, d: total.draws, elo: Number.isFinite(e.elo) ? e.elo.toFixed(0) : '-' });
    if (sprt && played % 2 === 0) {
      const v = sprtVerdict(total, sprt);
      if (v !== 'continue') { verdict = v; return false; }
    }
    return true;
  };
  // the bar's timer keeps the process alive: stop it also when a game throws (a refused model, say)
  try {
    await runJobs(jobs, o.a, o.b, jobsN, plan, onGame);
  } finally {
    bar?.stop();
  }
  const e = eloInterval(total);
  const n = total.winsA + total.winsB + total.draws;
  const summary = {
    a: o.a, b: o.b, scenarios: ids, seats, ...(plan ? { seatPlan: plan.text } : {}), games: n, winsA: total.winsA, winsB: total.winsB, draws: total.draws,
    winRateA: scoreA(total), elo: e.elo, eloLow: e.low, eloHigh: e.high,
    ...(sprt ? { sprt: { elo0: sprt.elo0, elo1: sprt.elo1, llr: sprtLlr(total, sprt), verdict: verdict ?? 'inconclusive' } } : {}),
    perScenario: Object.fromEntries([...per.entries()].map(([k, t]) => {
      const g = t.winsA + t.winsB + t.draws;
      return [k, { games: g, winsA: t.winsA, winsB: t.winsB, draws: t.draws, bannersA: t.bannersA / g, bannersB: t.bannersB / g, turns: t.turns / g }];
    })),
  };
  if (o.json) {
    process.stdout.write(JSON.stringify(summary) + '\n');
  } else {
    const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : (x > 0 ? '+inf' : '-inf'));
    console.log(`A = ${o.a}\nB = ${o.b}`);
    if (seats !== 2 || plan) for (const h of heldBy.values()) console.log(`seats: ${h}`);
    for (const [k, t] of Object.entries(summary.perScenario)) {
      console.log(`${k.padEnd(22)} games ${String(t.games).padStart(4)}  A ${String(t.winsA).padStart(4)}  B ${String(t.winsB).padStart(4)}  draws ${t.draws}  banners A ${t.bannersA.toFixed(2)} B ${t.bannersB.toFixed(2)}  turns ${t.turns.toFixed(0)}`);
    }
    console.log(`total: ${n} games, A wins ${total.winsA}, B wins ${total.winsB}, draws ${total.draws}; A scores ${(100 * summary.winRateA).toFixed(1)}%; Elo A-B ${f(e.elo)} [${f(e.low)}, ${f(e.high)}] (95%)`);
    if (summary.sprt) console.log(`SPRT [${sprt!.elo0}, ${sprt!.elo1}]: LLR ${summary.sprt.llr.toFixed(2)} -> ${summary.sprt.verdict}`);
  }
  return 0;
}
