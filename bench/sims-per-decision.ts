// How many simulations an mcts agent spec runs per decision in seeded self-play games of one
// scenario, in this thread (docs/strength.md compares a simulation-budget teacher with the
// 100 ms opponent this way). Only decisions with more than one legal action are searched.
//   node --import tsx bench/sims-per-decision.ts --agent 'mcts:ms=100' [--scenario akragas] [--games 2] [--seed 777]
import { gameFromId } from '../src/games/load.js';
import { createAgent } from '../src/agents/registry.js';
import { MctsAgent } from '../src/agents/mcts.js';
import { Rng } from '../src/agents/rng.js';
import { arg, median } from './args.js';

const spec = arg('agent', 'mcts:ms=100');
const games = Number(arg('games', '2'));
const seed = Number(arg('seed', '777'));
const agent = createAgent(spec);
if (!(agent instanceof MctsAgent) || agent.p.model) {
  console.error(`sims-per-decision: --agent must be an mcts agent without a model, got '${spec}'`);
  process.exit(2);
}
const game = await gameFromId(arg('scenario', 'akragas'));
const sims: number[] = [];
for (let g = 0; g < games; g++) {
  game.seed(seed + g);
  const rng = new Rng(seed + g);
  const s = game.newState();
  while (!s.isTerminal()) {
    if (s.isChance()) { s.sampleChance(); continue; }
    const legal = s.legalActions();
    if (legal.length === 1) { s.apply(legal[0]); continue; }
    const r = agent.searcher(game).search(s, agent.options(rng));
    sims.push(r.sims);
    s.apply(r.action);
  }
  s.free();
}
sims.sort((a, b) => a - b);
const rank = (p: number): number => sims[Math.floor(p * (sims.length - 1))];
console.log(`${spec}: ${sims.length} decisions, simulations median ${median(sims)}, ` +
  `10th-90th percentile ${rank(0.1)}-${rank(0.9)}`);
