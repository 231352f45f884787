// Search, agents and the arena on a game that is not Ancients and not wasm: the toy game of
// toy-game.ts, written against the contract alone, with three seats on two sides and hidden cards.
// Nothing in src/search, src/agents or src/arena changes for it (issue 17: "a second engine plugs
// in without touching search, agents or the protocol").
import { describe, it, expect } from 'vitest';
import { CHANCE } from '../../src/core/contract.js';
import { checkConformance } from '../core/contract-conformance.js';
import { Mcts } from '../../src/search/mcts.js';
import { RolloutEvaluator } from '../../src/search/evaluator.js';
import { Puct, UniformPriorEvaluator } from '../../src/search/puct.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import { playArenaGame } from '../../src/arena/play-game.js';
import { ToyGame, type ToyState } from './toy-game.js';

/** Seat 0 to act, holding `mine`; seats 1 and 2 hold `others`. */
function dealt(game: ToyGame, mine: number, others: [number, number]): ToyState {
  const s = game.newState();
  for (const c of [mine, ...others]) expect(s.apply(c)).toBe(true);
  expect(s.currentPlayer()).toBe(0);
  return s;
}

describe('a toy game through the contract (3 seats, 2 sides, hidden cards)', () => {
  it('passes the conformance checks', () => {
    const r = checkConformance(new ToyGame(), { games: 20, maxSteps: 20, seed: 3 });
    expect(r.terminals).toBe(20);
    expect(r.decisions).toBe(60);
    expect(r.chanceNodes).toBeGreaterThanOrEqual(60);
  });

  it('MCTS keeps a high card and swaps a low one, as seat 0 of side 0', () => {
    const game = new ToyGame();
    const m = new Mcts(game, new RolloutEvaluator(0, 0));
    expect(game.actionText(m.search(dealt(game, 6, [3, 3]), { sims: 400, seed: 1 }).action)).toBe('keep');
    expect(game.actionText(m.search(dealt(game, 1, [3, 3]), { sims: 400, seed: 1 }).action)).toBe('swap');
  });

  it('MCTS does not peek: the other seats\' hidden cards do not change its search', () => {
    const game = new ToyGame();
    const a = new Mcts(game, new RolloutEvaluator(0, 0)).search(dealt(game, 2, [6, 1]), { sims: 300, seed: 4 });
    const b = new Mcts(game, new RolloutEvaluator(0, 0)).search(dealt(game, 2, [1, 5]), { sims: 300, seed: 4 });
    expect(b.children).toEqual(a.children);
  });

  it('PUCT with uniform priors and rollouts keeps a high card', async () => {
    const game = new ToyGame();
    const r = await new Puct(game, new UniformPriorEvaluator(0)).search(dealt(game, 6, [2, 4]), { sims: 300, seed: 2, batch: 4 });
    expect(game.actionText(r.action)).toBe('keep');
  });

  it('agents and the arena play it; greedy says the game has no heuristic', async () => {
    const game = new ToyGame();
    const s = dealt(game, 4, [3, 5]);
    expect([100, 101]).toContain(createAgent('random').choose(s, new Rng(1)));
    expect([100, 101]).toContain(createAgent('mcts:sims=50').choose(s, new Rng(1)));
    expect(() => createAgent('greedy').choose(s, new Rng(1))).toThrow('the greedy agent needs a heuristic, and game toy has none');
    const g = await playArenaGame(game, createAgent('mcts:sims=100,cut=0,turns=0'), createAgent('random'), 9, false);
    expect(g.scenario).toBe('high-card');
    expect(g.decisions).toBe(3);
    expect(['A', 'B', null]).toContain(g.winner);
    expect(game.newState().currentPlayer()).toBe(CHANCE);
  });
});
