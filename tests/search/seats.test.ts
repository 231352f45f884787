// Search, agents and the arena with several seats a side (issue 19 part 4), on the team fixture of
// tests/fixtures/team-game.ts (EPIC's seat layout: seat = side + 2 * role, sideOf = seat & 1). Each
// seat decides from its own information: no search or agent reads another seat's hidden card, a
// teammate's included, and the arena gives every seat of a side to that side's agent.
import { describe, it, expect } from 'vitest';
import { checkConformance } from '../core/contract-conformance.js';
import { Mcts } from '../../src/search/mcts.js';
import { RolloutEvaluator } from '../../src/search/evaluator.js';
import { Puct, UniformPriorEvaluator } from '../../src/search/puct.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import { playArenaGame } from '../../src/arena/play-game.js';
import { parseSeatPlan, seatAgents, scoreOfA } from '../../src/arena/seat-plan.js';
import { seatNamesOf, sideNamesOf, seatsOfSide, seatTable, openInSeatFormat } from '../../src/core/seats.js';
import { KEEP, SWAP, TeamGame, type TeamState } from '../fixtures/team-game.js';
import { WasmGame } from '../../src/core/wasm-contract.js';
import { CHANCE, TERMINAL } from '../../src/core/contract.js';
import type { CoreExports } from '../../src/core/wasm.js';

/**
 * A stand-in for a wasm core with several seats a side (no rules: `set` says what the state
 * block's byte 0 means): currentPlayer gives the side or the raw CHANCE 2 / TERMINAL 3 of the C&C
 * core, actorSeat the seat, or those same raw values, which collide with seats 2 and 3.
 */
function fakeSeatCore(): CoreExports & { set(v: number): void } {
  const g = (v: number) => new WebAssembly.Global({ value: 'i32', mutable: false }, v);
  const memory = new WebAssembly.Memory({ initial: 1 });
  const at = new Uint8Array(memory.buffer);
  const raw = () => at[64]; // 0..3 a seat, 10 chance, 11 terminal
  const core = {
    memory, MAX_ACTIONS: g(4), CHANCE: g(2), TERMINAL: g(3), OBS_VERSION: g(1), ACTION_VERSION: g(1), POLICY_SIZE: g(2), OBS_PLANES: g(1), OBS_GLOBALS: g(1),
    actionBuffer: () => 0, stateNew: () => 64, stateSize: () => 1,
    currentPlayer: () => (raw() === 10 ? 2 : raw() === 11 ? 3 : raw() & 1),
    actorSeat: () => (raw() === 10 ? 2 : raw() === 11 ? 3 : raw()),
    isTerminal: () => (raw() === 11 ? 1 : 0),
    policyIndexOf: (code: number, viewer: number) => code * 10 + viewer,
    set: (v: number) => { at[64] = v; },
  };
  return core as unknown as CoreExports & { set(v: number): void };
}

/** A state after the deal: seat k holds cards[k]; seat 0 is to act. */
function dealt(game: TeamGame, cards: number[]): TeamState {
  const s = game.newState();
  for (const c of cards) expect(s.apply(c)).toBe(true);
  return s;
}

/** Plays KEEP for the first `k` seats (no chance in between). */
function keepFor(s: TeamState, k: number): TeamState {
  for (let i = 0; i < k; i++) expect(s.apply(KEEP)).toBe(true);
  return s;
}

describe('seats of the team fixture (4, 6, 8 seats on two sides)', () => {
  it('passes the contract conformance checks in every seat format', () => {
    for (const seats of [2, 4, 6, 8]) {
      const game = new TeamGame(seats === 2 ? {} : { seats });
      const r = checkConformance(game, { games: 10, maxSteps: 40, seed: seats });
      expect(r.terminals).toBe(10);
      expect(r.decisions).toBe(10 * seats);
    }
  });

  it('names seats and sides; seatsOfSide follows seat = side + 2 * role', () => {
    const g = new TeamGame({ seats: 8 });
    expect(seatNamesOf(g)).toEqual(['red-lead', 'blue-lead', 'red-1', 'blue-1', 'red-2', 'blue-2', 'red-3', 'blue-3']);
    expect(sideNamesOf(g)).toEqual(['red', 'blue']);
    expect(seatsOfSide(g, 1)).toEqual([1, 3, 5, 7]);
    expect(seatTable(g)[6]).toEqual({ seat: 6, name: 'red-3', side: 0, sideName: 'red' });
    // a two-seat game's sides are named by its seats, as before
    expect(sideNamesOf(new TeamGame())).toEqual(['red-lead', 'blue-lead']);
  });

  it('opens a seat format through openInSeatFormat: 2 passes no rule, a wrong count is one line', async () => {
    const rulesSeen: unknown[] = [];
    const open = async (rules: Record<string, number> | undefined) => { rulesSeen.push(rules); return new TeamGame(rules ?? {}); };
    expect((await openInSeatFormat(2, 'team', open, (g) => g)).numSeats).toBe(2);
    expect((await openInSeatFormat(6, 'team', open, (g) => g)).numSeats).toBe(6);
    expect(rulesSeen).toEqual([undefined, { seats: 6 }]);
    await expect(openInSeatFormat(4, 'team', async () => new TeamGame(), (g) => g)).rejects.toThrow('team-high-card has 2 seats, not 4 (seats)');
    await expect(openInSeatFormat(4, 'x', async () => { throw new Error('unknown rule option "seats"'); }, (g: TeamGame) => g))
      .rejects.toThrow('x cannot be played with 4 seats (seats): unknown rule option "seats"');
  });

  it('MCTS does not peek at a teammate\'s or an opponent\'s hidden card (4 seats, seat 0 to act)', () => {
    const game = new TeamGame({ seats: 4 });
    const search = (cards: number[]) => new Mcts(game, new RolloutEvaluator(0, 0)).search(dealt(game, cards), { sims: 300, seed: 5 }).children;
    const base = search([3, 2, 5, 4]);
    expect(search([3, 2, 1, 4])).toEqual(base); // the teammate (seat 2) holds another card
    expect(search([3, 6, 5, 4])).toEqual(base); // an opponent (seat 1) holds another card
    expect(search([3, 4, 6, 1])).toEqual(base); // everyone else differs
  });

  it('MCTS and PUCT decide for the seat to act (seat 3 of side 1): keep a 6, swap a 1', async () => {
    const game = new TeamGame({ seats: 4 });
    for (const [card, want] of [[6, KEEP], [1, SWAP]] as const) {
      const s = keepFor(dealt(game, [3, 3, 3, card]), 3);
      expect(s.currentPlayer()).toBe(3);
      expect(new Mcts(game, new RolloutEvaluator(0, 0)).search(s, { sims: 400, seed: 2 }).action).toBe(want);
      expect((await new Puct(game, new UniformPriorEvaluator(0)).search(s, { sims: 300, seed: 2, batch: 4 })).action).toBe(want);
    }
  });

  it('tree reuse never hands one seat\'s tree to the next seat', () => {
    const game = new TeamGame({ seats: 4 });
    const m = new Mcts(game, new RolloutEvaluator(0, 0));
    const s = dealt(game, [6, 3, 3, 3]);
    const first = m.search(s, { sims: 200, seed: 1, reuse: true });
    expect(first.action).toBe(KEEP);
    s.apply(KEEP); // seat 1 is to act in exactly the position the tree's KEEP child stands for
    expect(s.currentPlayer()).toBe(1);
    expect(m.search(s, { sims: 50, seed: 1, reuse: true }).reused).toBe(0);
  });

  it('greedy, random and mcts agents act for the seat to act from its own view', () => {
    const game = new TeamGame({ seats: 6 });
    const s = keepFor(dealt(game, [1, 1, 1, 1, 6, 1]), 4); // seat 4 (red-2) holds a 6
    expect(s.currentPlayer()).toBe(4);
    expect(createAgent('greedy:noise=0').choose(s, new Rng(1))).toBe(KEEP);
    expect(createAgent('mcts:sims=200').choose(s, new Rng(1))).toBe(KEEP);
    expect([KEEP, SWAP]).toContain(createAgent('random').choose(s, new Rng(1)));
    const t = keepFor(dealt(game, [6, 6, 6, 6, 1, 6]), 4); // seat 4 holds a 1
    expect(createAgent('greedy:noise=0').choose(t, new Rng(1))).toBe(SWAP);
  });
});

describe('the wasm contract with several seats a side', () => {
  it('takes the seat to act from actorSeat, and chance and terminal from currentPlayer (raw 2 and 3 are also seats)', () => {
    const core = fakeSeatCore();
    const game = new WasmGame(core, { id: 'fake', variant: 'fake', seatSides: [0, 1, 0, 1], numSides: 2, maxLength: 10, board: { w: 1, h: 1 }, spec: { game: 'fake', scenario: null } }, String, () => ({ error: 'none' }));
    const s = game.newState();
    const seen = [0, 1, 2, 3, 10, 11].map((v) => { core.set(v); return [s.currentPlayer(), s.isChance(), s.isTerminal()]; });
    expect(seen).toEqual([[0, false, false], [1, false, false], [2, false, false], [3, false, false], [CHANCE, true, false], [TERMINAL, false, true]]);
    core.set(3);
    expect(s.policyIndex(5)).toBe(53); // the viewer is the seat to act, not its side
  });
});

describe('arena seat plans', () => {
  it('the default pair: A holds every seat of side 0, then every seat of side 1', () => {
    const g = new TeamGame({ seats: 4 });
    expect(seatAgents(g, null, false)).toEqual(['A', 'B', 'A', 'B']);
    expect(seatAgents(g, null, true)).toEqual(['B', 'A', 'B', 'A']);
  });

  it('--seat-plan groups per side, in role order, and its mirror', () => {
    const g = new TeamGame({ seats: 6 });
    const plan = parseSeatPlan('abb,bbb');
    expect(seatAgents(g, plan, false)).toEqual(['A', 'B', 'B', 'B', 'B', 'B']);
    expect(seatAgents(g, plan, true)).toEqual(['B', 'A', 'A', 'A', 'A', 'A']);
    expect(() => seatAgents(g, parseSeatPlan('ab,ba'), false)).toThrow('--seat-plan "ab,ba" does not fit team-high-card: its sides have 3, 3 seats');
    expect(() => parseSeatPlan('ax,b')).toThrow('--seat-plan expects one group of letters a/b per side');
    expect(() => parseSeatPlan('aa,aa')).toThrow('must give seats to both a and b');
  });

  it('scores A by its seats\' results (mixed teams: the share of its seats that won)', () => {
    expect(scoreOfA(['A', 'B', 'A', 'B'], [1, 0, 1, 0])).toBe(1);
    expect(scoreOfA(['A', 'B', 'B', 'A'], [1, 0, 1, 0])).toBe(0.5);
    expect(scoreOfA(['A', 'B', 'B', 'B'], [0.5, 0.5, 0.5, 0.5])).toBe(0.5);
  });

  it('plays a 4-seat pair: the result lines say which seats each agent held', async () => {
    const g = new TeamGame({ seats: 4 });
    const a = createAgent('greedy:noise=0'), b = createAgent('random');
    const one = await playArenaGame(g, a, b, 7, false);
    const two = await playArenaGame(g, a, b, 7, true);
    expect(one.seats).toEqual({ A: ['red-lead', 'red-1'], B: ['blue-lead', 'blue-1'] });
    expect(two.seats).toEqual({ A: ['blue-lead', 'blue-1'], B: ['red-lead', 'red-1'] });
    expect([one.bottom, two.bottom]).toEqual(['A', 'B']);
    expect(one.decisions).toBe(4);
    expect(two.decisions).toBe(4);
    const mixed = await playArenaGame(g, a, b, 7, false, undefined, parseSeatPlan('ab,bb'));
    expect(mixed.seats).toEqual({ A: ['red-lead'], B: ['blue-lead', 'red-1', 'blue-1'] });
    for (const r of [one, two, mixed]) expect(r.winner).toBe(r.scoreA > 0.5 ? 'A' : r.scoreA < 0.5 ? 'B' : null);
  });

  it('greedy beats random over paired 4-seat games (each seat decides well for its side)', async () => {
    const g = new TeamGame({ seats: 4 });
    const a = createAgent('greedy:noise=0'), b = createAgent('random');
    let score = 0;
    for (let seed = 0; seed < 30; seed++) for (const swapped of [false, true]) score += (await playArenaGame(g, a, b, seed, swapped)).scoreA;
    expect(score / 60).toBeGreaterThan(0.6);
  });
});
