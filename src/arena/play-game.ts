// One arena game: agents A and B on a scenario from a seed. Who holds which seat comes from the seat
// plan (seat-plan.ts): by default A holds every seat of side 0 and B every seat of side 1, the other
// way round when `swapped` (the pair's second game). Chance and each seat's agent draw from streams
// derived from the seed (chance = stream 0, seat k = stream 1 + k, as `vex play` does; with two
// seats that is side 0 = 1, side 1 = 2), so a paired game sees the same chance stream. Async so that
// agents searching in worker pools can play. Sees only the game contract (any number of seats a
// side; the same agent object may hold several seats: it decides each from that seat's view).
// Callers: src/cli/commands/arena.ts and the arena worker.
import { gameOf, type GameRef } from '../core/contract.js';
import { seatNamesOf } from '../core/seats.js';
import { chooseAction, type Agent } from '../agents/agent.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { streamRng } from '../agents/rng.js';
import { scoreOfA, seatAgents, type AgentLabel, type SeatPlan } from './seat-plan.js';

export interface ArenaGame {
  scenario: string;
  seed: number;
  /** Which agent played seat 0 (the bottom side's first seat). */
  bottom: 'A' | 'B';
  /** 'A', 'B' or null for a draw (turn limit); with mixed teams, by A's score (scoreOfA). */
  winner: 'A' | 'B' | null;
  /** A's score in this game (1 win, 1/2 draw, 0 loss; with mixed teams the mean over A's seats). */
  scoreA: number;
  /** The seats each agent held, by seat name. */
  seats: { A: string[]; B: string[] };
  banners: { bottom: number; top: number };
  turns: number;
  decisions: number;
  ms: number;
}

export async function playArenaGame(
  gameRef: GameRef, a: Agent, b: Agent, seed: number, swapped: boolean, maxSteps = 200_000, plan: SeatPlan | null = null,
): Promise<ArenaGame> {
  const game = gameOf(gameRef);
  if (game.numSides !== 2) throw new Error(`the arena plays two-sided games; ${game.id} has ${game.numSides} sides`);
  const labels = seatAgents(game, plan, swapped);
  const t0 = performance.now();
  const agents = labels.map((l) => (l === 'A' ? a : b));
  const chance = streamRng(seed, 0);
  const rngs = labels.map((_, seat) => streamRng(seed, 1 + seat));
  const s = game.newState();
  const ret = new Float64Array(game.numSeats);
  let decisions = 0;
  try {
    for (let step = 0; step < maxSteps && !s.isTerminal(); step++) {
      if (s.isChance()) { s.apply(sampleChanceOutcome(s, chance)); continue; }
      const seat = s.currentPlayer();
      const code = await chooseAction(agents[seat], s, rngs[seat]);
      if (!s.apply(code)) throw new Error(`agent ${agents[seat].spec} chose an illegal action "${game.actionText(code)}"`);
      decisions++;
    }
    // each seat's result: 1 for the utility's maximum, 0 for its minimum, 1/2 otherwise (draw, step limit)
    if (s.isTerminal()) s.returns(ret);
    const seatResult = Array.from(ret, (r) => (!s.isTerminal() ? 0.5 : r === game.utility.max ? 1 : r === game.utility.min ? 0 : 0.5));
    const scoreA = scoreOfA(labels, seatResult);
    const names = seatNamesOf(game);
    const held = (l: AgentLabel) => names.filter((_, seat) => labels[seat] === l);
    return {
      scenario: game.variant, seed, bottom: labels[0], winner: scoreA > 0.5 ? 'A' : scoreA < 0.5 ? 'B' : null, scoreA,
      seats: { A: held('A'), B: held('B') },
      banners: { bottom: s.score(0), top: s.score(1) }, turns: s.turn(), decisions, ms: performance.now() - t0,
    };
  } finally {
    s.free();
  }
}
