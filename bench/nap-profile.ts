// Napoleonics loss profile (issue 18, docs/strength.md "Napoleonics: the second attempt"): plays a
// scenario between two agents on seeded games (the streams of src/cli/commands/play-contract.ts) and
// prints, per game, how each side's banners came: objective banners (D.9) held at the end versus
// the rest (units and leaders), the banners when each side's objective banners first changed, and
// the turn of the end; then the totals. `vex play --log` writes Ancients records only, so this is
// how the Allied losses of 502/506 were read. Run by hand; no test depends on it.
//
// Usage: node --import tsx bench/nap-profile.ts SCENARIO 'BOTTOM-AGENT' 'TOP-AGENT' [SEED] [GAMES]
import { contractFromId } from '../src/games/load.js';
import { createAgent } from '../src/agents/registry.js';
import { chooseAction } from '../src/agents/agent.js';
import { streamRng } from '../src/agents/rng.js';
import { sampleChanceOutcome } from '../src/agents/chance.js';
import type { WasmGame, WasmState } from '../src/core/wasm-contract.js';
import { seedAndGames, objectivesHeld } from './nap-profile-common.js';

const [id, bottomSpec, topSpec, seedArg, gamesArg] = process.argv.slice(2);
if (!id || !bottomSpec || !topSpec) {
  console.error('usage: nap-profile SCENARIO BOTTOM-AGENT TOP-AGENT [SEED] [GAMES]');
  process.exit(2);
}
const { seed0, games } = seedAndGames('nap-profile', seedArg, gamesArg);
const game = (await contractFromId(id)) as unknown as WasmGame;
const core = game.core as unknown as Record<string, (...a: number[]) => number>;
const objHeld = (s: WasmState): [number, number] => objectivesHeld(core, s);
const tot = { wins: [0, 0], obj: [0, 0], other: [0, 0], turns: 0 };
for (let g = 0; g < games; g++) {
  const seed = seed0 + g, chance = streamRng(seed, 0), rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const agents = [createAgent(bottomSpec), createAgent(topSpec)];
  const s = game.newState() as WasmState;
  const trace: string[] = [];
  let last = '';
  while (!s.isTerminal()) {
    if (s.isChance()) s.apply(sampleChanceOutcome(s, chance));
    else { const side = game.sideOf(s.currentPlayer()); s.apply(await chooseAction(agents[side], s, rngs[side])); }
    const o = objHeld(s), now = `${s.score(0)}-${s.score(1)} obj ${o[0]}-${o[1]}`;
    if (now !== last) { trace.push(`t${s.turn()} ${now}`); last = now; }
  }
  const b = [s.score(0), s.score(1)], o = objHeld(s);
  const w = b[0] > b[1] ? 0 : 1;
  tot.wins[w]++; tot.turns += s.turn();
  for (const i of [0, 1]) { tot.obj[i] += o[i]; tot.other[i] += b[i] - o[i]; }
  console.log(`seed ${seed}: ${w === 0 ? 'bottom' : 'top'} wins turn ${s.turn()}, banners ${b[0]}-${b[1]} (objectives ${o[0]}-${o[1]})\n  ${trace.join(' | ')}`);
  s.free();
}
const m = (x: number) => (x / games).toFixed(2);
console.log(`${id} ${games} games: bottom ${tot.wins[0]} wins, top ${tot.wins[1]}; mean banners from objectives ${m(tot.obj[0])} / ${m(tot.obj[1])}, from units ${m(tot.other[0])} / ${m(tot.other[1])}; mean turns ${m(tot.turns)}`);
