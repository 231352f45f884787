// Profile of the Allied losses in Napoleonics 506 "Soult Attacks the South" (issue 18, docs/strength.md
// "506: profile of the Allied losses"). Plays seeded games (the streams of src/cli/commands/play-contract.ts,
// like bench/nap-profile.ts) between two agents and counts, per game and in total, where each side's
// blocks went and which decisions the top side (the Allies) took:
//   - blocks lost by the Allies on their "ignore" decisions (E.1 #6: the flags they did not ignore,
//     each a block, since they cannot retreat) versus blocks lost on dice (hits; and the flags of a
//     unit that may ignore none, which never reaches an "ignore" decision);
//   - "ignore" decisions that ignored fewer flags than allowed (a block thrown away under E.1 #6);
//   - the French start-of-turn building banners (D.9) and banners for units;
//   - Command cards played, units ordered, battles fought, per side;
//   - for each Allied decision, whether `greedy` (asked on a copy of the same state) would have taken
//     the same action, by decision class (card, order, move, battle, ignore, other).
// Run by hand; no test depends on it.
//
// Usage: node --import tsx bench/nap506-profile.ts 'BOTTOM-AGENT' 'TOP-AGENT' [SEED] [GAMES] [--log]
import { contractFromId } from '../src/games/load.js';
import { createAgent } from '../src/agents/registry.js';
import { chooseAction } from '../src/agents/agent.js';
import { streamRng } from '../src/agents/rng.js';
import { sampleChanceOutcome } from '../src/agents/chance.js';
import type { WasmGame, WasmState } from '../src/core/wasm-contract.js';
import { seedAndGames, objectivesHeld } from './nap-profile-common.js';
import type { MctsAgent } from '../src/agents/mcts.js';

const args = process.argv.slice(2);
const log = args.includes('--log');
// --roots: at each Allied Command-card decision, a second search (the top agent's spec, its own rng, on a
// copy: the game itself is unchanged) prints the root's children: visits, value for the Allies, and
// which one greedy picks; and the root value is averaged per game third against the result
const roots = args.includes('--roots');
const [bottomSpec, topSpec, seedArg, gamesArg] = args.filter((a) => !a.startsWith('--'));
if (!bottomSpec || !topSpec) {
  console.error('usage: nap506-profile BOTTOM-AGENT TOP-AGENT [SEED] [GAMES] [--log]');
  process.exit(2);
}
const { seed0, games } = seedAndGames('nap506-profile', seedArg, gamesArg);
const game = (await contractFromId('506')) as unknown as WasmGame;
const core = game.core as unknown as Record<string, (...a: number[]) => number>;
const objHeld = (s: WasmState): [number, number] => objectivesHeld(core, s);
const blocks = (s: WasmState): [number, number] => {
  const r: [number, number] = [0, 0];
  const n = core.getUnitCount(s.ptr);
  for (let u = 0; u < n; u++) { if (core.getUnitHex(s.ptr, u) >= 255) continue; r[core.getUnitSide(s.ptr, u)] += core.getUnitBlocks(s.ptr, u); }
  return r;
};
const classOf = (t: string): string => {
  const k = t.split(':')[0];
  if (k === 'play') return 'card';
  if (k === 'order' || k === 'order-leader' || k === 'end-orders') return 'order';
  if (k === 'move' || k === 'end-moves') return 'move';
  if (k === 'battle' || k === 'end-battles') return 'battle';
  if (k === 'ignore') return 'ignore';
  return 'other';
};
const buf = new Int32Array(4096);
const en = (name: string): number => {
  const g = (game.core as unknown as Record<string, WebAssembly.Global>)[name];
  if (!g) throw new Error(`no export ${name}`);
  return g.value as number;
};
const tot = {
  wins: [0, 0], turns: 0, objEnd: [0, 0], bannersEnd: [0, 0], objMax: [0, 0],
  lostIgnore: [0, 0], lostDice: [0, 0], underIgnore: [0, 0], ignoreDecisions: [0, 0],
  cards: [new Map<string, number>(), new Map<string, number>()], orders: [0, 0], battles: [0, 0], turnsPlayed: [0, 0],
  agree: new Map<string, [number, number]>(),
  first: [0, 0], firstWins: [0, 0], lostRound1: [0, 0],
  // Allied take-ground decisions (C.8): offered, taken, greedy's choice, and the advanced unit gone
  // (its hex no longer holds it) by the Allies' next card
  adv: { offered: 0, taken: 0, greedyTakes: 0, takenFromCover: 0, lostNext: 0, stayedLostNext: 0 },
};
const valueThirds: number[][] = [[], [], []];
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
for (let g = 0; g < games; g++) {
  const seed = seed0 + g, chance = streamRng(seed, 0), rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const agents = [createAgent(bottomSpec), createAgent(topSpec)];
  const greedy = createAgent('greedy'), grng = streamRng(seed, 3);
  const probe = roots && topSpec.startsWith('mcts') ? (createAgent(topSpec) as unknown as MctsAgent) : null;
  const rootValues: [number, number][] = [];
  const s = game.newState() as WasmState;
  const lines: string[] = [];
  let objMaxG = [0, 0];
  let first = -1, cardsPlayed = 0, round1: [number, number] | null = null;
  const start = blocks(s);
  const board = { w: 13, h: 9 };
  const hexOf = (t: string) => { const m = /^([A-M])(\d)$/.exec(t)!; return (Number(m[2]) - 1) * board.w + (m[1].charCodeAt(0) - 65); };
  const watch: { hex: number; unit: number; taken: boolean }[] = [];
  while (!s.isTerminal()) {
    const before = blocks(s);
    let code: number, who: number;
    if (s.isChance()) { code = sampleChanceOutcome(s, chance); who = 2; }
    else {
      who = game.sideOf(s.currentPlayer());
      code = await chooseAction(agents[who], s, rngs[who]);
    }
    const text = game.actionText(code);
    if (who < 2) {
      const cls = classOf(text);
      if (cls === 'card') {
        if (who === 1) {
          for (const w of watch) {
            const gone = core.getUnitAt(s.ptr, w.hex) !== w.unit;
            if (gone && w.taken) tot.adv.lostNext++;
            if (gone && !w.taken) tot.adv.stayedLostNext++;
          }
          watch.length = 0;
        }
        bump(tot.cards[who], text.slice(5)); tot.turnsPlayed[who]++;
        if (first < 0) first = who;
        if (++cardsPlayed === 3) round1 = before; // both sides have had one turn
      }
      if (text.startsWith('order:')) tot.orders[who]++;
      if (text.startsWith('battle:')) tot.battles[who]++;
      if (cls === 'ignore') {
        const n = s.legal(buf);
        let max = 0;
        for (let i = 0; i < n; i++) { const t = game.actionText(buf[i]); if (t.startsWith('ignore:')) max = Math.max(max, Number(t.slice(7))); }
        tot.ignoreDecisions[who]++;
        if (Number(text.slice(7)) < max) tot.underIgnore[who]++;
      }
      let gcode = -1;
      if (who === 1) {
        const c = s.clone();
        gcode = await chooseAction(greedy, c, grng);
        c.free();
      }
      if (who === 1 && (text.startsWith('advance:') || game.actionText(gcode).startsWith('advance:') || (text === 'skip' && game.actionText(gcode) === 'skip' && s.legal(buf) > 0 && [...buf.subarray(0, s.legal(buf))].some((c) => game.actionText(c).startsWith('advance:'))))) {
        const n = s.legal(buf);
        const advCode = [...buf.subarray(0, n)].find((c) => game.actionText(c).startsWith('advance:'));
        if (advCode !== undefined) {
          tot.adv.offered++;
          const taken = text.startsWith('advance:');
          if (taken) tot.adv.taken++;
          if (game.actionText(gcode).startsWith('advance:')) tot.adv.greedyTakes++;
          // the attacker's hex: the combat's attacker field (state.ts C_ATK) is not exported by name; the
          // unit is found after the decision on the advanced-to hex, or on its own hex when it stays
          const to = hexOf(game.actionText(advCode).slice(8));
          if (taken) {
            const from = core.getCombatHex(s.ptr, Number(en('CombatField.ATK_HEX')));
            if ([1, 2, 10, 11, 12, 13, 14].includes(core.getTerrain(from))) tot.adv.takenFromCover++;
            watch.push({ hex: to, unit: -2, taken: true });
          } else {
            const from = core.getCombatHex(s.ptr, Number(en('CombatField.ATK_HEX')));
            watch.push({ hex: from, unit: core.getUnitAt(s.ptr, from), taken: false });
          }
        }
      }
      if (roots && who === 1 && cls === 'card' && probe) {
        const c = s.clone();
        const r = await probe.searchAsync(c, streamRng(seed * 7919 + s.turn(), 9));
        c.free();
        rootValues.push([s.turn(), r.value]);
        const total = r.children.reduce((t, ch) => t + ch.visits, 0);
        const kids = [...r.children].sort((a, b) => b.visits - a.visits).map((ch) =>
          `${game.actionText(ch.action)}${ch.action === gcode ? '*' : ''} ${(100 * ch.visits / total).toFixed(0)}% v${ch.value.toFixed(2)}`);
        if (log) lines.push(`    root t${s.turn()} (greedy's pick marked *): ${kids.join(', ')}`);
      }
      if (who === 1 && topSpec !== 'greedy') {
        const a = tot.agree.get(cls) ?? [0, 0];
        a[0] += gcode === code ? 1 : 0; a[1]++;
        tot.agree.set(cls, a);
      }
    }
    s.apply(code);
    for (const w of watch) if (w.unit === -2) w.unit = core.getUnitAt(s.ptr, w.hex);
    const after = blocks(s);
    for (const side of [0, 1]) {
      const lost = before[side] - after[side];
      if (lost <= 0) continue;
      if (who === side && text.startsWith('ignore:')) tot.lostIgnore[side] += lost; else tot.lostDice[side] += lost;
    }
    const o = objHeld(s);
    objMaxG = [Math.max(objMaxG[0], o[0]), Math.max(objMaxG[1], o[1])];
    if (log && who < 2) lines.push(`t${s.turn()} ${who ? 'A' : 'F'} ${text}  blocks ${after[0]}-${after[1]} banners ${s.score(0)}-${s.score(1)} obj ${o[0]}-${o[1]}`);
  }
  const b = [s.score(0), s.score(1)], o = objHeld(s);
  const w = b[0] > b[1] ? 0 : 1;
  tot.wins[w]++; tot.turns += s.turn();
  if (first >= 0) { tot.first[first]++; if (first === w) tot.firstWins[first]++; }
  if (round1) for (const i of [0, 1]) tot.lostRound1[i] += start[i] - round1[i];
  for (const i of [0, 1]) { tot.objEnd[i] += o[i]; tot.bannersEnd[i] += b[i]; tot.objMax[i] += objMaxG[i]; }
  const bl = blocks(s);
  console.log(`seed ${seed}: ${first === 0 ? 'French' : 'Allies'} first; ${w === 0 ? 'French' : 'Allies'} win on turn ${s.turn()}, banners ${b[0]}-${b[1]} (objectives at the end ${o[0]}-${o[1]}, most held ${objMaxG[0]}-${objMaxG[1]}), blocks left ${bl[0]}-${bl[1]}`);
  if (rootValues.length) {
    const third = (k: number) => rootValues.filter((_, i) => Math.floor(3 * i / rootValues.length) === k).map((x) => x[1]);
    const mean = (a: number[]) => a.length ? (a.reduce((x, y) => x + y, 0) / a.length).toFixed(2) : '-';
    console.log(`  Allied root value at their card decisions, by third of the game: ${mean(third(0))} / ${mean(third(1))} / ${mean(third(2))} (result ${w === 1 ? '+1' : '-1'})`);
    for (const k of [0, 1, 2]) { valueThirds[k].push(...third(k)); }
  }
  if (log) console.log(lines.map((l) => '  ' + l).join('\n'));
  s.free();
}
const m = (x: number) => (x / games).toFixed(2);
console.log(`\n506 ${games} games, French ${bottomSpec} vs Allies ${topSpec}: French ${tot.wins[0]} wins, Allies ${tot.wins[1]}; mean turns ${m(tot.turns)}`);
console.log(`first player French ${tot.first[0]} (won ${tot.firstWins[0]}), Allies ${tot.first[1]} (won ${tot.firstWins[1]}); blocks lost in the first round (one turn each) French / Allies ${m(tot.lostRound1[0])} / ${m(tot.lostRound1[1])}`);
console.log(`mean banners at the end French / Allies ${m(tot.bannersEnd[0])} / ${m(tot.bannersEnd[1])}; of them objective ${m(tot.objEnd[0])} / ${m(tot.objEnd[1])}; most objective banners held in a game ${m(tot.objMax[0])} / ${m(tot.objMax[1])}`);
console.log(`blocks lost per game, French: ${m(tot.lostDice[0] + tot.lostIgnore[0])} (on their ignore decisions ${m(tot.lostIgnore[0])}); Allies: ${m(tot.lostDice[1] + tot.lostIgnore[1])} (on their ignore decisions, flags they could not retreat from: ${m(tot.lostIgnore[1])})`);
console.log(`ignore decisions French / Allies ${tot.ignoreDecisions[0]} / ${tot.ignoreDecisions[1]}, of them ignoring fewer flags than allowed ${tot.underIgnore[0]} / ${tot.underIgnore[1]}`);
for (const side of [0, 1]) {
  const cards = [...tot.cards[side].entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`${side ? 'Allies' : 'French'}: ${tot.turnsPlayed[side]} cards played, ${tot.orders[side]} orders (${(tot.orders[side] / Math.max(1, tot.turnsPlayed[side])).toFixed(2)} a card), ${tot.battles[side]} battles (${(tot.battles[side] / Math.max(1, tot.turnsPlayed[side])).toFixed(2)} a card); cards: ${cards}`);
}
console.log(`Allied take-ground decisions (C.8): ${tot.adv.offered} offered, ${tot.adv.taken} taken (${tot.adv.takenFromCover} of them leaving forest, hill, town, castle, church, orchard or walled garden), greedy would take ${tot.adv.greedyTakes}; the unit gone from its hex by the next Allied card: ${tot.adv.lostNext} of the ${tot.adv.taken} that advanced, ${tot.adv.stayedLostNext} of the ${tot.adv.offered - tot.adv.taken} that stayed`);
if (roots) { const mean = (a: number[]) => a.length ? (a.reduce((x, y) => x + y, 0) / a.length).toFixed(2) : '-'; console.log(`Allied root value at their card decisions, all games, by third of the game: ${mean(valueThirds[0])} / ${mean(valueThirds[1])} / ${mean(valueThirds[2])}`); }
if (tot.agree.size) console.log('Allied decisions where greedy would choose the same: ' + [...tot.agree.entries()].map(([k, [a, n]]) => `${k} ${a}/${n}`).join(', '));
