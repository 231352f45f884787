// Cost of one heuristic call (GameDef.heuristic.scoreActions over every legal action, asked with
// { prior: 1 } as the mcts agent's hp= priors ask it) against the cost of one MCTS simulation, on
// the decisions of seeded greedy-vs-greedy games of a scenario. Used once to choose `at=K` for
// heuristic priors below the root (docs/search.md, docs/strength.md "506: heuristic priors below the
// root"). Run by hand; no test depends on it.
//
// Then, at every 10th decision, one 2,000-simulation search with the heuristic's priors below the
// root at K = 4, 8, 16, 32, 64 (temperature 5, as hp=5) and without (at=0): heuristic calls per search and
// the search's time, summed over the decisions; and the mcts agent as the arena plays it (root priors,
// early stop) with `hp=5` and `hp=5,at=8`: simulations and time per decision.
//
// Usage: node --import tsx bench/heuristic-cost.ts [SCENARIO] [SEED] [GAMES]
import { contractFromId } from '../src/games/load.js';
import { createAgent } from '../src/agents/registry.js';
import { chooseAction } from '../src/agents/agent.js';
import { Rng } from '../src/agents/rng.js';
import { sampleChanceOutcome } from '../src/agents/chance.js';
import { Mcts } from '../src/search/mcts.js';
import { RolloutEvaluator } from '../src/search/evaluator.js';
import { CHANCE } from '../src/core/contract.js';
import { HeuristicPriors } from '../src/search/heuristic-priors.js';
import type { MctsAgent } from '../src/agents/mcts.js';

const [scenario = '506', seedArg = '1', gamesArg = '2'] = process.argv.slice(2);
const seed0 = Number(seedArg), games = Number(gamesArg);
if (!Number.isInteger(seed0) || !Number.isInteger(games) || games < 1) {
  console.error('heuristic-cost: SEED and GAMES must be integers (GAMES >= 1)');
  process.exit(2);
}
const game = await contractFromId(scenario);
const h = game.heuristic;
if (!h) { console.error(`heuristic-cost: game ${game.id} has no heuristic`); process.exit(2); }
const greedy = createAgent('greedy');
const mcts = new Mcts(game, new RolloutEvaluator(0, 2));
const legal = new Int32Array(game.maxActions);
let hMs = 0, hCalls = 0, hActions = 0, sMs = 0, sSims = 0;
const KS = [0, 4, 8, 16, 32, 64];
const deep = KS.map(() => ({ ms: 0, calls: 0, sims: 0, searches: 0 }));
const source = new HeuristicPriors(game, 5);
const AGENTS = ['mcts:sims=2000,hp=5', 'mcts:sims=2000,hp=5,at=8'];
const agents = AGENTS.map((spec) => createAgent(spec) as unknown as MctsAgent);
const agentStats = AGENTS.map(() => ({ ms: 0, sims: 0, searches: 0 }));
for (let g = 0; g < games; g++) {
  const rng = new Rng(seed0 + g);
  game.seedChance(seed0 + g);
  const s = game.newState();
  const sim = game.newState(), scratch = game.newState();
  for (let step = 0; !s.isTerminal() && step < game.maxLength; step++) {
    if (s.currentPlayer() === CHANCE) { s.applyUnchecked(sampleChanceOutcome(s, rng)); continue; }
    const n = s.legal(legal);
    if (n > 1) {
      const seat = s.currentPlayer();
      sim.copyFrom(s);
      sim.determinize(seat, rng.seed31());
      const out = new Float64Array(n);
      const t0 = performance.now();
      h.scoreActions(sim, scratch, seat, legal, n, out, { prior: 1 });
      hMs += performance.now() - t0; hCalls++; hActions += n;
      if (hCalls % 10 === 1) {
        const r = mcts.search(s, { sims: 100, seed: step + 1, widening: true });
        sMs += r.elapsedMs; sSims += r.sims;
        KS.forEach((k, i) => {
          source.calls = 0;
          const d = mcts.search(s, { sims: 2000, seed: step + 1, widening: true, priorAt: k, nodePriors: k > 0 ? source : undefined });
          deep[i].ms += d.elapsedMs; deep[i].calls += source.calls; deep[i].sims += d.sims; deep[i].searches++;
        });
        for (let i = 0; i < agents.length; i++) {
          const r = await agents[i].searchAsync(s, new Rng(step + 1));
          agentStats[i].ms += r.elapsedMs; agentStats[i].sims += r.sims; agentStats[i].searches++;
        }
      }
    }
    s.applyUnchecked(await chooseAction(greedy, s, rng));
  }
  sim.free(); scratch.free(); s.free();
}
console.log(`${scenario}: ${hCalls} heuristic calls, ${(hActions / hCalls).toFixed(1)} actions each, ${(hMs / hCalls).toFixed(3)} ms a call; `
  + `${sSims} simulations at ${(sMs / sSims).toFixed(3)} ms each; one call = ${(hMs / hCalls / (sMs / sSims)).toFixed(2)} simulations`);
KS.forEach((k, i) => {
  const d = deep[i];
  console.log(`at=${k}: ${d.searches} searches of 2,000 simulations, ${(d.calls / d.searches).toFixed(1)} heuristic calls and ${(d.ms / d.searches).toFixed(1)} ms a search`);
});
AGENTS.forEach((spec, i) => {
  const d = agentStats[i];
  console.log(`${spec}: ${d.searches} decisions, ${(d.sims / d.searches).toFixed(0)} simulations and ${(d.ms / d.searches).toFixed(1)} ms a decision (early stop on)`);
});
for (const a of agents) a.close();
source.free();
