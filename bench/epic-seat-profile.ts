// EPIC seat profile (issue 19, docs/strength.md "EPIC: 601 in eight players, profile"): plays seeded
// 601 games MCTS against greedy exactly as `vex arena` does (src/arena/play-game.ts: chance stream 0,
// seat k stream 1 + k; game g of a run is seed S + floor(g / 2), MCTS on the bottom side (French)
// in even games and on the top side (Allies) in odd ones) and reports, per side and seat role:
// decisions taken (searched or forced), what MCTS chose against what greedy would have chosen in
// the same position (agreement per action kind), Tactician cards played and held at the end,
// blocks lost per section, simulations per searched decision, tree size and depth (the most
// visited line: its decisions, and how many of them its own side takes before the other side's
// first), and the search's value over the game. Seat checks on every searched decision: the seat
// the agent is asked for is the seat to act, and determinizing for that seat keeps its observation.
// The shadow greedy draws from its own streams (seat k: 101 + k), so the game is the arena's game.
// Run by hand; no test depends on it. Callers: none (a developer's tool).
//
// Usage: node --import tsx bench/epic-seat-profile.ts [--seats 2|8] [--games N] [--seed S]
//          [--mcts SPEC] [--greedy SPEC] [--scenario ID] [--only french|allied] [--json FILE]
import { writeFileSync } from 'node:fs';
import { contractFromId } from '../src/games/load.js';
import { openInSeatFormat, seatNamesOf } from '../src/core/seats.js';
import { createAgent } from '../src/agents/registry.js';
import { chooseAction } from '../src/agents/agent.js';
import { streamRng } from '../src/agents/rng.js';
import { sampleChanceOutcome } from '../src/agents/chance.js';
import type { MctsAgent } from '../src/agents/mcts.js';
import type { Agent } from '../src/agents/agent.js';
import type { GameDef, GameState } from '../src/core/contract.js';
import type { Tree } from '../src/search/tree.js';

const G_TACT = 218, TACT_KINDS = 16; // assembly/cc/encode.ts: the viewer's own Tactician hand by kind (copies / 2)

function fail(msg: string): never { console.error(`epic-seat-profile: ${msg}`); process.exit(2); }

const opt: Record<string, string> = {};
{
  const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i++) {
    if (!a[i].startsWith('--') || i + 1 >= a.length) fail(`bad argument "${a[i]}" (usage: --seats 2|8 --games N --seed S [--mcts SPEC] [--greedy SPEC] [--only french|allied] [--json FILE])`);
    opt[a[i].slice(2)] = a[++i];
  }
}
const int = (k: string, d: number): number => {
  const v = opt[k] === undefined ? d : Number(opt[k]);
  if (!Number.isInteger(v) || v < 1) fail(`--${k} must be a positive integer`);
  return v;
};
const seats = int('seats', 8), games = int('games', 2), seed0 = int('seed', 1);
const mctsSpec = opt.mcts ?? 'mcts:sims=2000', greedySpec = opt.greedy ?? 'greedy', scenario = opt.scenario ?? '601';
if (opt.only !== undefined && opt.only !== 'french' && opt.only !== 'allied') fail('--only is french or allied');
for (const k of Object.keys(opt)) if (!['seats', 'games', 'seed', 'mcts', 'greedy', 'scenario', 'only', 'json'].includes(k)) fail(`unknown option --${k}`);

const game = await openInSeatFormat(seats, scenario, (rules) => contractFromId(scenario, rules ? { rules } : {}), (d) => d) as GameDef;
const core = (game as unknown as { core: Record<string, (...a: number[]) => number> }).core;
const names = seatNamesOf(game);
const roleOf = (seat: number) => seat >> 1;
const sideName = (side: number) => (side === 0 ? 'french' : 'allied');

// ---- accumulators ----------------------------------------------------------------------------------
interface SeatStats {
  decisions: number; searched: number; sims: number; nodes: number; pvDepth: number; pvOwn: number; maxDepth: number;
  agree: Map<string, [number, number]>; // action kind of MCTS's choice -> [agreed, searched]
  tactPlayed: number; tactHeldEnd: number; games: number;
}
const blank = (): SeatStats => ({ decisions: 0, searched: 0, sims: 0, nodes: 0, pvDepth: 0, pvOwn: 0, maxDepth: 0, agree: new Map(), tactPlayed: 0, tactHeldEnd: 0, games: 0 });
/** key "mcts|greedy side seat" -> stats */
const stats = new Map<string, SeatStats>();
const statsOf = (who: string, seat: number): SeatStats => {
  const k = `${who} ${names[seat]}`;
  let s = stats.get(k);
  if (!s) { s = blank(); stats.set(k, s); }
  return s;
};
/** blocks lost by [agent][role] (the section of the hex where the unit stood when it lost them) */
const lost = new Map<string, number>();
const addLost = (k: string, n: number) => lost.set(k, (lost.get(k) ?? 0) + n);
/** the MCTS side's mean search value by turn bucket, split by the game's result */
const valueBuckets = new Map<string, [number, number]>();
/** decisions of the side to act per turn (game record), by agent */
const perTurn = { mcts: [0, 0], greedy: [0, 0] }; // [decisions, side-turns]
/** where MCTS and greedy differ: "side MCTS-kind -> greedy-kind" -> count */
const differ = new Map<string, number>();
let seatChecks = 0, seatCheckFails = 0;
const results: { seed: number; mctsSide: string; winner: string; banners: [number, number]; turns: number; s: number }[] = [];

const kindOf = (g: GameDef, code: number) => g.actionText(code).split(/[ :]/)[0];
const planes = new Float32Array(game.encoding.OBS_PLANES * game.encoding.board.w * game.encoding.board.h);
const globals = new Float32Array(game.encoding.OBS_GLOBALS);
function observation(s: GameState, seat: number): Float32Array {
  s.observe(seat, planes, globals);
  const out = new Float32Array(planes.length + globals.length);
  out.set(planes); out.set(globals, planes.length);
  return out;
}
function tactHeld(s: GameState, seat: number): number {
  s.observe(seat, planes, globals);
  let n = 0;
  for (let k = 0; k < TACT_KINDS; k++) n += Math.round(globals[G_TACT + k] * 2);
  return n;
}

/** Tree shape: the most visited line from the root (length, and its leading run of the root side's decisions) and the deepest node. */
function treeShape(t: Tree, rootSide: number): { pv: number; own: number; max: number } {
  let pv = 0, own = 0, ownRun = true;
  for (let n = 0; ;) {
    let best = -1;
    for (let c = t.first[n]; c >= 0; c = t.next[c]) if (best < 0 || t.visits[c] > t.visits[best]) best = c;
    if (best < 0 || t.visits[best] < 10) break;
    pv++;
    if (ownRun && t.mover[best] === rootSide) own++; else ownRun = false;
    n = best;
  }
  let max = 0;
  const stack: number[] = [0, 0];
  while (stack.length) {
    const d = stack.pop()!, n = stack.pop()!;
    if (d > max) max = d;
    for (let c = t.first[n]; c >= 0; c = t.next[c]) stack.push(c, d + 1);
  }
  return { pv, own, max };
}

// ---- the games --------------------------------------------------------------------------------------
const mcts = createAgent(mctsSpec) as unknown as MctsAgent & Agent;
const greedy = createAgent(greedySpec);
const shadow = createAgent(greedySpec);
if (typeof (mcts as MctsAgent).searchAsync !== 'function') fail(`--mcts ${mctsSpec} is not an mcts agent`);
const ptrOf = (s: GameState) => (s as unknown as { ptr: number }).ptr;
const legal = new Int32Array(game.maxActions);
const MAX_HEX = game.encoding.board.w * game.encoding.board.h;
const onBoard = (h: number) => h >= 0 && h < MAX_HEX;
const unitBlocks = (s: GameState) => {
  const n = core.getUnitCount(ptrOf(s)), out: number[] = [];
  for (let u = 0; u < n; u++) out.push(onBoard(core.getUnitHex(ptrOf(s), u)) ? core.getUnitBlocks(ptrOf(s), u) : 0);
  return out;
};
const unitHexes = (s: GameState) => Array.from({ length: core.getUnitCount(ptrOf(s)) }, (_, u) => core.getUnitHex(ptrOf(s), u));

for (let g = 0; g < games; g++) {
  const seed = seed0 + Math.floor(g / 2), mctsSide = g % 2;
  if (opt.only && sideName(mctsSide) !== opt.only) continue;
  const t0 = performance.now();
  const chance = streamRng(seed, 0);
  const rngs = Array.from({ length: game.numSeats }, (_, k) => streamRng(seed, 1 + k));
  const shadowRngs = Array.from({ length: game.numSeats }, (_, k) => streamRng(seed, 101 + k));
  const s = game.newState();
  const vals: { turn: number; v: number }[] = [];
  let blocks = unitBlocks(s), hexes = unitHexes(s);
  let lastTurn = -1, lastActiveSide = -1;
  while (!s.isTerminal()) {
    if (s.isChance()) { s.apply(sampleChanceOutcome(s, chance)); }
    else {
      const seat = s.currentPlayer(), side = game.sideOf(seat), isMcts = side === mctsSide, who = isMcts ? 'mcts' : 'greedy';
      const st = statsOf(who, seat);
      st.decisions++;
      const turn = s.turn();
      if (turn !== lastTurn || side !== lastActiveSide) { perTurn[who as 'mcts' | 'greedy'][1]++; lastTurn = turn; lastActiveSide = side; }
      perTurn[who as 'mcts' | 'greedy'][0]++;
      const n = s.legal(legal);
      let code: number;
      if (isMcts && n > 1) {
        // seat checks: the seat asked is the seat to act, and its own determinization keeps its view
        seatChecks++;
        const before = observation(s, seat), c = s.clone();
        c.determinize(seat, 12345 + seatChecks);
        const after = observation(c, seat);
        c.free();
        if (s.currentPlayer() !== seat || before.some((x, i) => x !== after[i])) seatCheckFails++;
        const g1 = shadow.choose(s, shadowRngs[seat]);
        const r = await mcts.searchAsync(s, rngs[seat]);
        code = r.action;
        st.searched++; st.sims += r.sims; st.nodes += r.treeNodes;
        const shape = treeShape(mcts.searcher(game).tree, side);
        st.pvDepth += shape.pv; st.pvOwn += shape.own; st.maxDepth += shape.max;
        const k = kindOf(game, code), a = st.agree.get(k) ?? [0, 0];
        a[1]++; if (g1 === code) a[0]++;
        st.agree.set(k, a);
        if (g1 !== code) { const d = `${sideName(side)} ${k} -> ${kindOf(game, g1)}`; differ.set(d, (differ.get(d) ?? 0) + 1); }
        vals.push({ turn, v: r.value });
      } else {
        code = await chooseAction(isMcts ? mcts : greedy, s, rngs[seat]);
      }
      if (kindOf(game, code) === 'tactic') st.tactPlayed++;
      if (!s.apply(code)) fail(`illegal action ${game.actionText(code)} from seat ${names[seat]}`);
    }
    // blocks lost since the last step, by the section (role) of the hex the unit stood on before the
    // step (an eliminated unit is off the board after it)
    const now = unitBlocks(s);
    for (let u = 0; u < now.length; u++) {
      if (now[u] < blocks[u]) {
        const usd = core.getUnitSide(ptrOf(s), u);
        const role = onBoard(hexes[u]) ? core.seatRoleAt(hexes[u], usd) : -1;
        addLost(`${usd === mctsSide ? 'mcts' : 'greedy'} ${sideName(usd)} ${role < 0 ? 'off' : seats === 8 ? ['none', 'left', 'centre', 'right'][role] : 'all'}`, blocks[u] - now[u]);
      }
    }
    blocks = now; hexes = unitHexes(s);
  }
  const ret = new Float64Array(game.numSeats);
  s.returns(ret);
  const mctsWon = ret[mctsSide] > 0;
  for (let seat = 0; seat < game.numSeats; seat++) {
    const st = statsOf(game.sideOf(seat) === mctsSide ? 'mcts' : 'greedy', seat);
    st.games++; st.tactHeldEnd += tactHeld(s, seat);
  }
  for (const { turn, v } of vals) {
    const b = Math.min(4, Math.floor((turn - 1) / 8));
    const k = `${sideName(mctsSide)} ${mctsWon ? 'won' : 'lost'} t${b * 8 + 1}${b === 4 ? '+' : `-${b * 8 + 8}`}`;
    const e = valueBuckets.get(k) ?? [0, 0];
    e[0] += v; e[1]++;
    valueBuckets.set(k, e);
  }
  const res = { seed, mctsSide: sideName(mctsSide), winner: mctsWon ? 'mcts' : 'greedy', banners: [s.score(0), s.score(1)] as [number, number], turns: s.turn(), s: Math.round((performance.now() - t0) / 1000) };
  results.push(res);
  console.log(`seed ${seed}: MCTS ${res.mctsSide}, ${res.winner} wins, banners FR-AL ${res.banners[0]}-${res.banners[1]}, turn ${res.turns}, ${res.s} s`);
  s.free();
}

// ---- report -----------------------------------------------------------------------------------------
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : '-');
const f1 = (a: number, b: number) => (b ? (a / b).toFixed(1) : '-');
console.log(`\n${scenario} in ${seats} seats, ${results.length} games, MCTS ${mctsSpec} vs ${greedySpec}: MCTS won ${results.filter((r) => r.winner === 'mcts').length} (as French ${results.filter((r) => r.winner === 'mcts' && r.mctsSide === 'french').length}/${results.filter((r) => r.mctsSide === 'french').length}, as Allies ${results.filter((r) => r.winner === 'mcts' && r.mctsSide === 'allied').length}/${results.filter((r) => r.mctsSide === 'allied').length})`);
console.log(`seat checks: ${seatChecks} searched decisions, ${seatCheckFails} failed (seat to act / own view kept by determinize)`);
console.log(`decisions per side-turn: MCTS ${f1(perTurn.mcts[0], perTurn.mcts[1])}, greedy ${f1(perTurn.greedy[0], perTurn.greedy[1])}`);
console.log('\n| agent seat | games | decisions | searched | sims/search | tree nodes | most-visited line (own-side run) | deepest | Tactician played / held at end | agreement with greedy (all) | by kind |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [k, st] of [...stats.entries()].sort()) {
  let ag = 0, tot = 0;
  for (const [a, b] of st.agree.values()) { ag += a; tot += b; }
  const kinds = [...st.agree.entries()].sort((x, y) => y[1][1] - x[1][1]).map(([kk, [a, b]]) => `${kk} ${a}/${b}`).join(', ');
  console.log(`| ${k} | ${st.games} | ${st.decisions} | ${st.searched} | ${f1(st.sims, st.searched)} | ${f1(st.nodes, st.searched)} | ${f1(st.pvDepth, st.searched)} (${f1(st.pvOwn, st.searched)}) | ${f1(st.maxDepth, st.searched)} | ${st.tactPlayed} / ${st.tactHeldEnd} | ${pct(ag, tot)} | ${kinds} |`);
}
console.log('\nblocks lost, by the section (8 seats: its corps commander, own view) of the hex the unit stood on before the step:');
for (const [k, v] of [...lost.entries()].sort()) console.log(`  ${k}: ${v} (${f1(v, results.length)} a game)`);
console.log('\nMCTS choice -> greedy choice where they differ (the 20 most frequent):');
for (const [k, v] of [...differ.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${k}: ${v}`);
console.log('\nMCTS search value (mean of the chosen action, for the side to act) by turn:');
for (const [k, [a, b]] of [...valueBuckets.entries()].sort()) console.log(`  ${k}: ${(a / b).toFixed(3)} over ${b} searches`);
if (opt.json) {
  const out = { scenario, seats, mcts: mctsSpec, greedy: greedySpec, results, seatChecks, seatCheckFails, perTurn,
    stats: Object.fromEntries([...stats.entries()].map(([k, v]) => [k, { ...v, agree: Object.fromEntries(v.agree) }])),
    lost: Object.fromEntries(lost), differ: Object.fromEntries(differ), values: Object.fromEntries(valueBuckets) };
  writeFileSync(opt.json, JSON.stringify(out, null, 1));
}
mcts.close?.();
