// Which agent holds which seat in an arena game. A match is played in pairs (same seed): by default
// agent A holds every seat of side 0 and B every seat of side 1, then the pair's second game swaps
// them, so each agent plays each side on the same chance stream. With several seats a side a
// `--seat-plan` may mix the teams: one group of letters per side, one letter per seat of that side
// in role order (seat = side + 2 * role), e.g. "ab,bb" = side 0's leader A, every other seat B.
// The pair's second game is the plan's mirror (every a <-> b). The default plan is "a..,b..".
// Pure functions. Callers: src/arena/play-game.ts, src/cli/commands/arena.ts, tests.
import type { GameDef } from '../core/contract.js';
import { seatsOfSide } from '../core/seats.js';

export type AgentLabel = 'A' | 'B';

/** A parsed plan: groups[side][role] is the agent of that seat (before any swap). */
export interface SeatPlan { groups: AgentLabel[][]; text: string }

/** Parses "ab,ba"; throws one line for anything else (the CLI turns it into a usage error). */
export function parseSeatPlan(text: string): SeatPlan {
  const groups = text.trim().toLowerCase().split(',').map((g) => g.trim());
  if (groups.length < 2 || groups.some((g) => !/^[ab]+$/.test(g))) {
    throw new Error(`--seat-plan expects one group of letters a/b per side, comma-separated (e.g. "ab,ba"), got "${text}"`);
  }
  const all = groups.join('');
  if (!all.includes('a') || !all.includes('b')) throw new Error(`--seat-plan "${text}" must give seats to both a and b`);
  return { groups: groups.map((g) => [...g].map((c) => (c === 'a' ? 'A' : 'B'))), text: groups.join(',') };
}

/** The agent of each seat of `game` for one game of a pair (`swapped`: the pair's second game). */
export function seatAgents(game: GameDef, plan: SeatPlan | null, swapped: boolean): AgentLabel[] {
  const out: AgentLabel[] = new Array(game.numSeats);
  const sizes = Array.from({ length: game.numSides }, (_, side) => seatsOfSide(game, side).length);
  if (plan && (plan.groups.length !== game.numSides || plan.groups.some((g, side) => g.length !== sizes[side]))) {
    throw new Error(`--seat-plan "${plan.text}" does not fit ${game.variant}: its sides have ${sizes.join(', ')} seats`);
  }
  for (let side = 0; side < game.numSides; side++) {
    seatsOfSide(game, side).forEach((seat, role) => {
      const label: AgentLabel = plan ? plan.groups[side][role] : side === 0 ? 'A' : 'B';
      out[seat] = swapped ? (label === 'A' ? 'B' : 'A') : label;
    });
  }
  return out;
}

/**
 * A's score in one game from each seat's result (1 win, 1/2 draw or unfinished, 0 loss): the mean
 * over A's seats. With the default plan this is 1, 1/2 or 0 (A's side won, drew, lost). With mixed
 * teams an agent holding seats on both sides scores the share of its seats that won.
 */
export function scoreOfA(agents: readonly AgentLabel[], seatResult: readonly number[]): number {
  let sum = 0, n = 0;
  agents.forEach((a, seat) => { if (a === 'A') { sum += seatResult[seat]; n++; } });
  return n === 0 ? 0.5 : sum / n;
}
