// Decision probe: how good are an agent's single decisions, measured against a much longer search,
// on positions from real games. A cheaper screen than an arena (200 games take half an hour on
// two cores; 600 positions scored for six agents took under four minutes in two processes), but
// not a proof of strength: it did not see the network's guidance that arenas measure
// (docs/strength.md, "Decision probe").
//
//   label:  positions sampled (seeded) from `vex selfplay` game records, each searched by a
//           reference agent; writes the positions and the reference's root visits (JSON).
//   score:  each agent decides every labelled position (agents interleaved per position, so they
//           share the machine's load); a decision scores the reference's visit share of the
//           action it chose (1 = the reference's only choice, 0 = an action it never tried) and
//           its regret, the reference's mean value of its own choice (its most visited action)
//           less that of the chosen one (an action the reference never tried counts at the
//           reference's lowest value; a rarely tried one at its noisy mean, so a regret can be < 0).
//           Prints each agent's mean share, top-1 agreement and mean regret, and each agent's
//           paired differences from the first with their standard errors.
//
// Usage:
//   node --import tsx bench/decision-probe.ts label --records DIR [DIR...] --positions N
//        --ref 'mcts:sims=20000' [--seed S] [--part I/K] --out FILE.json
//   node --import tsx bench/decision-probe.ts score --labels FILE.json [FILE.json...]
//        --records DIR [DIR...] --agent SPEC --agent SPEC [...] [--part I/K] [--json OUT.json]
// (score replays each position from the records it was sampled from.)
// `--part I/K` keeps positions I, I+K, I+2K, ... (to run K processes side by side); the score
// command's --json writes per-position results, and `merge` sums such files: `merge A.json B.json`.
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gameFromId } from '../src/games/load.js';
import type { Game, State } from '../src/core/game.js';
import { createAgent } from '../src/agents/registry.js';
import { chooseAction } from '../src/agents/agent.js';
import { MctsAgent } from '../src/agents/mcts.js';
import { Rng } from '../src/agents/rng.js';
import { readRecords, type GameRecord } from '../src/selfplay/record.js';

/**
 * One labelled position: the record's scenario and seed, the number of actions replayed, and the
 * reference's root children as [action, visits, mean value for the side to act].
 */
interface Labelled { scenario: string; seed: number; ply: number; legal: number; visits: [number, number, number][] }
interface LabelFile { format: 'vex-probe'; version: 1; reference: string; positions: Labelled[] }
/** Per agent and position: the reference's visit share of the chosen action, whether it was the reference's choice, the regret. */
interface ScoreFile { agents: string[]; share: number[][]; top: number[][]; regret: number[][] }

function fail(msg: string): never {
  console.error(`decision-probe: ${msg}`);
  process.exit(2);
}

function flags(argv: string[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  let key = '';
  for (const a of argv) {
    if (a.startsWith('--')) { key = a.slice(2); if (!m.has(key)) m.set(key, []); continue; }
    if (!key) fail(`unexpected argument "${a}"`);
    m.get(key)!.push(a);
  }
  return m;
}

function one(f: Map<string, string[]>, name: string, d?: string): string {
  const v = f.get(name);
  if (v === undefined || v.length === 0) { if (d === undefined) fail(`--${name} is required`); return d; }
  return v[v.length - 1];
}

function part(f: Map<string, string[]>): [number, number] {
  const p = one(f, 'part', '0/1').match(/^(\d+)\/(\d+)$/);
  if (!p || +p[1] >= +p[2]) fail('--part must be I/K with 0 <= I < K');
  return [+p[1], +p[2]];
}

/** The game records (`games-*.jsonl.gz`, src/selfplay/record.ts) under self-play directories, in a fixed order. */
async function recordsUnder(dirs: string[]): Promise<GameRecord[]> {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (/^games-.*\.jsonl\.gz$/.test(e)) files.push(p);
    }
  };
  for (const d of dirs) walk(d);
  const out: GameRecord[] = [];
  for (const f of files) out.push(...(await readRecords(f)));
  return out;
}

const games = new Map<string, Promise<Game>>();
const gameFor = (id: string): Promise<Game> => {
  let g = games.get(id);
  if (!g) { g = gameFromId(id); games.set(id, g); }
  return g;
};

/** The position of a game of `scenario` after the first `ply` of its `actions`. */
async function replay(scenario: string, actions: string[], ply: number): Promise<State> {
  const s = (await gameFor(scenario)).newState();
  for (let i = 0; i < ply; i++) s.apply(actions[i]);
  return s;
}

async function label(f: Map<string, string[]>): Promise<void> {
  const records = await recordsUnder(f.get('records') ?? fail('--records is required'));
  if (records.length === 0) fail('no game records (games-*.jsonl.gz) under --records');
  const n = Number(one(f, 'positions'));
  const ref = one(f, 'ref');
  const rng = new Rng(Number(one(f, 'seed', '1')));
  const [pi, pk] = part(f);
  // the sample: round-robin over scenarios, a random record of that scenario, a random decision in it
  const byScenario = new Map<string, typeof records>();
  for (const r of records) {
    const list = byScenario.get(r.scenario.id);
    if (list) list.push(r); else byScenario.set(r.scenario.id, [r]);
  }
  const scenarios = [...byScenario.keys()].sort();
  const picks: { rec: GameRecord; ply: number; state: State }[] = [];
  for (let i = 0; picks.length < n && i < 50 * n; i++) {
    const list = byScenario.get(scenarios[i % scenarios.length])!;
    const rec = list[rng.below(list.length)];
    const ply = rng.below(rec.actions.length);
    if (picks.some((q) => q.rec === rec && q.ply === ply)) continue;
    const state = await replay(rec.scenario.id, rec.actions, ply);
    if (!state.isTerminal() && !state.isChance() && state.legalActions().length >= 2) picks.push({ rec, ply, state });
    else state.free();
  }
  const agent = createAgent(ref);
  if (!(agent instanceof MctsAgent)) fail(`the reference agent must be an mcts agent (its root values are read), not "${ref}"`);
  const positions: Labelled[] = [];
  const t0 = performance.now();
  for (let i = pi; i < picks.length; i += pk) {
    const { rec, ply, state } = picks[i];
    const r = await agent.searchAsync(state, new Rng(1_000_003 * (i + 1)));
    positions.push({ scenario: rec.scenario.id, seed: rec.seed, ply, legal: state.legalActions().length, visits: r.children.map((c) => [c.action, c.visits, c.value]) });
    process.stderr.write(`\rlabel ${positions.length}/${Math.ceil((picks.length - pi) / pk)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  process.stderr.write('\n');
  for (const p of picks) p.state.free();
  agent.close?.();
  const out: LabelFile = { format: 'vex-probe', version: 1, reference: ref, positions };
  writeFileSync(one(f, 'out'), JSON.stringify(out));
}

function readLabels(files: string[]): { ref: string; positions: Labelled[] } {
  const positions: Labelled[] = [];
  let ref = '';
  for (const file of files) {
    let j: LabelFile;
    try { j = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { fail(`${file}: ${(e as Error).message}`); }
    if (j.format !== 'vex-probe' || j.version !== 1) fail(`${file}: not a decision-probe label file (version 1)`);
    if (ref && j.reference !== ref) fail(`${file}: reference "${j.reference}" differs from "${ref}"`);
    ref = j.reference;
    positions.push(...j.positions);
  }
  return { ref, positions };
}

/** Every agent decides every labelled position (replayed once from its record, shared: agents do not change it). */
async function score(f: Map<string, string[]>): Promise<void> {
  const { ref, positions } = readLabels(f.get('labels') ?? fail('--labels is required'));
  const specs = f.get('agent') ?? [];
  if (specs.length === 0) fail('give at least one --agent');
  const records = await recordsUnder(f.get('records') ?? fail('--records is required (the directories the labels came from)'));
  const byKey = new Map(records.map((r) => [`${r.scenario.id}:${r.seed}`, r.actions]));
  const agents = specs.map((s) => createAgent(s));
  const [pi, pk] = part(f);
  const share: number[][] = specs.map(() => []);
  const top: number[][] = specs.map(() => []);
  const regret: number[][] = specs.map(() => []);
  const t0 = performance.now();
  for (let i = pi; i < positions.length; i += pk) {
    const p = positions[i];
    const actions = byKey.get(`${p.scenario}:${p.seed}`) ?? fail(`no record for ${p.scenario} seed ${p.seed} under --records`);
    const total = p.visits.reduce((a, [, v]) => a + v, 0);
    const [best, , bestValue] = p.visits.reduce((b, x) => (x[1] > b[1] ? x : b));
    const lowest = Math.min(...p.visits.map((x) => x[2]));
    const s = await replay(p.scenario, actions, p.ply);
    for (let k = 0; k < agents.length; k++) {
      const a = await chooseAction(agents[k], s, new Rng(7919 * (i + 1) + k));
      const hit = p.visits.find(([x]) => x === a);
      share[k].push((hit?.[1] ?? 0) / total);
      top[k].push(a === best ? 1 : 0);
      regret[k].push(bestValue - (hit && hit[1] > 0 ? hit[2] : lowest));
    }
    s.free();
    process.stderr.write(`\rscore ${share[0].length}/${Math.ceil((positions.length - pi) / pk)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  process.stderr.write('\n');
  for (const a of agents) a.close?.();
  const res: ScoreFile = { agents: agents.map((a) => a.spec), share, top, regret };
  const jsonOut = f.get('json')?.[0];
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(res));
  report(res, ref);
}

function merge(files: string[]): void {
  let acc: ScoreFile | null = null;
  for (const file of files) {
    const j: ScoreFile = JSON.parse(readFileSync(file, 'utf8'));
    if (!acc) { acc = j; continue; }
    if (j.agents.join('|') !== acc.agents.join('|')) fail(`${file}: different agents`);
    j.share.forEach((x, k) => acc!.share[k].push(...x));
    j.top.forEach((x, k) => acc!.top[k].push(...x));
    j.regret.forEach((x, k) => acc!.regret[k].push(...x));
  }
  if (!acc) fail('merge needs score files');
  report(acc, '');
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const se = (xs: number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1) / xs.length);
};

function report(r: ScoreFile, ref: string): void {
  const n = r.share[0].length;
  console.log(`${n} positions${ref ? `, reference ${ref}` : ''}`);
  console.log('| agent | mean share | top-1 | mean regret | share − first (± SE) | regret − first (± SE) |');
  console.log('|---|---|---|---|---|---|');
  const diff = (m: number[][], k: number): string => {
    if (k === 0) return '';
    const d = m[k].map((x, i) => x - m[0][i]);
    return `${mean(d) >= 0 ? '+' : ''}${mean(d).toFixed(4)} ± ${se(d).toFixed(4)}`;
  };
  r.agents.forEach((a, k) => {
    console.log(`| \`${a}\` | ${mean(r.share[k]).toFixed(3)} | ${(100 * mean(r.top[k])).toFixed(1)}% | ${mean(r.regret[k]).toFixed(4)} | ${diff(r.share, k)} | ${diff(r.regret, k)} |`);
  });
}

const [cmd, ...rest] = process.argv.slice(2);
try {
  if (cmd === 'label') await label(flags(rest));
  else if (cmd === 'score') await score(flags(rest));
  else if (cmd === 'merge') merge(rest);
  else fail('usage: decision-probe.ts label|score|merge ... (see the header of bench/decision-probe.ts)');
} catch (e) {
  fail((e as Error).message);
}
process.exit(0);
