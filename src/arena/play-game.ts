// One arena game: agents A and B on a scenario from a seed, A on the bottom unless swapped. Chance
// and each side's agent draw from streams derived from the seed (as `vex play` does), so a paired
// game (same seed, sides swapped) sees the same chance stream. Async so that agents searching in
// worker pools can play. Callers: src/cli/commands/arena.ts and the arena worker.
import type { Game } from '../core/game.js';
import { chooseAction, type Agent } from '../agents/agent.js';
import { streamRng, sampleOutcome } from '../cli/match.js';

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

export async function playArenaGame(game: Game, a: Agent, b: Agent, seed: number, swapped: boolean, maxSteps = 200_000): Promise<ArenaGame> {
  const t0 = performance.now();
  const agents = swapped ? [b, a] : [a, b];
  const chance = streamRng(seed, 0);
  const rngs = [streamRng(seed, 1), streamRng(seed, 2)];
  const s = game.newState();
  let decisions = 0;
  try {
    for (let step = 0; step < maxSteps && !s.isTerminal(); step++) {
      if (s.isChance()) { s.apply(sampleOutcome(s, chance)); continue; }
      const side = s.currentPlayer();
      s.apply(await chooseAction(agents[side], s, rngs[side]));
      decisions++;
    }
    const w = s.isTerminal() ? s.winner() : 2;
    const bottom: 'A' | 'B' = swapped ? 'B' : 'A';
    const top: 'A' | 'B' = swapped ? 'A' : 'B';
    return {
      scenario: game.scenario.id, seed, bottom, winner: w === 0 ? bottom : w === 1 ? top : null,
      banners: { bottom: s.banners(0), top: s.banners(1) }, turns: s.turn(), decisions, ms: performance.now() - t0,
    };
  } finally {
    s.free();
  }
}
