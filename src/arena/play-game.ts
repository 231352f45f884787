// One arena game: agents A and B on a scenario from a seed, A on the bottom (side 0) unless swapped.
// Chance and each side's agent draw from streams derived from the seed (as `vex play` does), so a
// paired game (same seed, sides swapped) sees the same chance stream. Async so that agents
// searching in worker pools can play. Sees only the game contract (two sides, one seat each).
// Callers: src/cli/commands/arena.ts and the arena worker.
import { gameOf, type GameRef } from '../core/contract.js';
import { chooseAction, type Agent } from '../agents/agent.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { streamRng } from '../agents/rng.js';

export interface ArenaGame {
  scenario: string;
  seed: number;
  /** Which agent played the bottom side. */
  bottom: 'A' | 'B';
  /** 'A', 'B' or null for a draw (turn limit). */
  winner: 'A' | 'B' | null;
  banners: { bottom: number; top: number };
  turns: number;
  decisions: number;
  ms: number;
}

export async function playArenaGame(gameRef: GameRef, a: Agent, b: Agent, seed: number, swapped: boolean, maxSteps = 200_000): Promise<ArenaGame> {
  const game = gameOf(gameRef);
  if (game.numSides !== 2) throw new Error(`the arena plays two-sided games; ${game.id} has ${game.numSides} sides`);
  const t0 = performance.now();
  const agents = swapped ? [b, a] : [a, b];
  const chance = streamRng(seed, 0);
  const rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const s = game.newState();
  const ret = new Float64Array(game.numSeats);
  let decisions = 0;
  try {
    for (let step = 0; step < maxSteps && !s.isTerminal(); step++) {
      if (s.isChance()) { s.apply(sampleChanceOutcome(s, chance)); continue; }
      const side = game.sideOf(s.currentPlayer());
      const code = await chooseAction(agents[side], s, rngs[side]);
      if (!s.apply(code)) throw new Error(`agent ${agents[side].spec} chose an illegal action "${game.actionText(code)}"`);
      decisions++;
    }
    // the winning side is the one with the utility's maximum; none for a draw or the step limit
    let w = -1;
    if (s.isTerminal()) {
      s.returns(ret);
      for (let seat = 0; seat < game.numSeats; seat++) if (ret[seat] === game.utility.max) w = game.sideOf(seat);
    }
    const bottom: 'A' | 'B' = swapped ? 'B' : 'A';
    const top: 'A' | 'B' = swapped ? 'A' : 'B';
    return {
      scenario: game.variant, seed, bottom, winner: w === 0 ? bottom : w === 1 ? top : null,
      banners: { bottom: s.score(0), top: s.score(1) }, turns: s.turn(), decisions, ms: performance.now() - t0,
    };
  } finally {
    s.free();
  }
}
