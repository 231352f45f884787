// The seeded search signature (Stockfish's `Bench:` idea, issue 17 "Must hold"): fixed positions of
// several scenarios, reached by seeded random play, and the decisions that the seeded agents and
// searches take there. Any change of behaviour in search, agents or the core changes a line.
// signature.test.ts compares these lines with signature.json; `npx tsx tests/search/signature.ts`
// prints them (to rewrite the file after a deliberate change of behaviour, say why in the commit).
import { gameFromId } from '../../src/games/load.js';
import type { State } from '../../src/core/game.js';
import { Rng } from '../../src/agents/rng.js';
import { createAgent } from '../../src/agents/registry.js';
import { chooseAction } from '../../src/agents/agent.js';
import { sampleOutcome } from '../../src/cli/match.js';
import { Mcts } from '../../src/search/mcts.js';
import { RolloutEvaluator } from '../../src/search/evaluator.js';
import { Puct, UniformPriorEvaluator } from '../../src/search/puct.js';

export const SCENARIOS = ['001-akragas', '005-trebbia', '012-metaurus', '015-zama'];
/** Random plies (chance included) played from the deal before each recorded position. */
export const PLIES = [12, 40, 90];
export const AGENTS = ['greedy', 'random', 'mcts:sims=300', 'mcts:sims=300,canon=true,widening=false', 'mcts:sims=200,eval=uniform,cut=20'];

/** A decision state `plies` seeded random plies after the deal (or the last decision before it). */
async function position(id: string, plies: number, seed: number): Promise<State | null> {
  const game = await gameFromId(id);
  const s = game.newState();
  const rng = new Rng(seed);
  const random = createAgent('random');
  let last: Uint8Array | null = null;
  for (let i = 0; i < plies && !s.isTerminal(); i++) {
    if (s.isChance()) { s.apply(sampleOutcome(s, rng)); continue; }
    last = s.bytes();
    s.apply(random.choose(s, rng));
  }
  while (!s.isTerminal() && s.isChance()) s.apply(sampleOutcome(s, rng));
  if (s.isTerminal()) {
    if (!last) return null;
    s.setBytes(last);
  }
  return s;
}

/** One line per (scenario, position, decider): the action text chosen, and for searches its visits. */
export async function signatureLines(): Promise<string[]> {
  const lines: string[] = [];
  for (const id of SCENARIOS) {
    for (const [k, plies] of PLIES.entries()) {
      const s = await position(id, plies, 1000 + k);
      if (!s) continue;
      const where = `${id} ply ${plies} ${s.phaseName()}`;
      for (const spec of AGENTS) {
        const agent = createAgent(spec);
        const code = await chooseAction(agent, s, new Rng(7 + k));
        lines.push(`${where} ${spec}: ${s.game.actionText(code)}`);
        agent.close?.();
      }
      const m = new Mcts(s.game, new RolloutEvaluator(0, 2)).search(s, { sims: 300, seed: 3 + k, widening: true, reuse: false });
      lines.push(`${where} Mcts(turns=2,sims=300): ${s.game.actionText(m.action)} ${m.children.slice(0, 4).map((c) => `${s.game.actionText(c.action)}=${c.visits}`).join(' ')}`);
      const p = await new Puct(s.game, new UniformPriorEvaluator(30)).search(s, { sims: 120, seed: 5 + k, batch: 4 });
      lines.push(`${where} Puct(uniform+rollout,sims=120): ${s.game.actionText(p.action)} ${p.children.slice(0, 4).map((c) => `${s.game.actionText(c.action)}=${c.visits}`).join(' ')}`);
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await signatureLines(), null, 1));
}
