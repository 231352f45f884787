// Blood & Iron through the game contract (src/games/blood-and-iron/contract.ts), built by the games
// registry (src/games/load.ts): the conformance checks of tests/core/contract-conformance.ts on the
// three bundled scenarios, complete games by the random, greedy and MCTS agents and by the arena,
// and no-peek: a decision does not change when only the opponent's unrevealed chits change.
import { describe, it, expect } from 'vitest';
import { CHANCE, TERMINAL, type GameDef, type GameState } from '../../src/core/contract.js';
import { checkConformance } from '../core/contract-conformance.js';
import { createGame, contractFromId, gameFromId, gameOfScenario, GAMES } from '../../src/games/load.js';
import { BI_SCENARIO_IDS } from '../../src/games/blood-and-iron/loader.js';
import { BiContractState } from '../../src/games/blood-and-iron/contract.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';
import { Mcts } from '../../src/search/mcts.js';
import { RolloutEvaluator } from '../../src/search/evaluator.js';
import { playArenaGame } from '../../src/arena/play-game.js';

const games = new Map<string, Promise<GameDef>>();
const bi = (id: string) => { let g = games.get(id); if (!g) { g = createGame({ game: 'blood-and-iron', scenario: id }); games.set(id, g); } return g; };

/** Plays `s` to its end with `pick` choosing decisions and a seeded chance stream; returns decisions made. */
async function playToEnd(game: GameDef, s: GameState, pick: (s: GameState) => number, seed: number): Promise<number> {
  let decisions = 0;
  game.seedChance(seed);
  for (let i = 0; i < game.maxLength && !s.isTerminal(); i++) {
    if (s.isChance()) { s.sampleChance(); continue; }
    expect(s.apply(pick(s))).toBe(true);
    decisions++;
  }
  return decisions;
}

describe('Blood & Iron through the game contract', () => {
  it('the registry builds it by engine id and by scenario id; Ancients ids still build Ancients', async () => {
    expect(Object.keys(GAMES)).toContain('blood-and-iron');
    for (const id of BI_SCENARIO_IDS) {
      expect(gameOfScenario(id)).toBe('blood-and-iron');
      const g = await contractFromId(id);
      expect([g.id, g.variant, g.numSeats, g.numSides]).toEqual(['blood-and-iron', id, 2, 2]);
      expect(g.newState().currentPlayer()).toBe(CHANCE); // the Prussian command-point roll
    }
    const anc = await contractFromId('001-akragas');
    expect(anc.id).toBe('ancients');
    expect((await gameFromId('akragas')).contract.variant).toBe('001-akragas');
    await expect(gameFromId('froeschweiler')).rejects.toThrow('"froeschweiler" is a blood-and-iron scenario');
    await expect(createGame({ game: 'blood-and-iron', scenario: 'waterloo' })).rejects.toThrow('unknown Blood & Iron scenario "waterloo"');
  });

  for (const id of BI_SCENARIO_IDS) {
    it(`passes the conformance checks on ${id}`, async () => {
      const r = checkConformance(await bi(id), { games: 2, maxSteps: 120, seed: 11 });
      expect(r.terminals).toBe(2);
      expect(r.chanceNodes).toBeGreaterThan(0);
      expect(r.decisions).toBeGreaterThan(100);
      expect(r.determinizeChecks).toBe(2 * r.decisions);
    });
  }

  it('action texts are stateless and parse back; bad text is one clear error', async () => {
    const g = await bi('sedan-floing');
    const s = g.newState();
    g.seedChance(5);
    s.sampleChance();
    const buf = new Int32Array(g.maxActions);
    const n = s.legal(buf);
    for (let i = 0; i < n; i++) expect(g.parseAction(g.actionText(buf[i]))).toEqual({ code: buf[i] });
    expect(g.parseAction('move nobody d1')).toEqual({ error: 'unknown unit "nobody"' });
    expect(g.parseAction('jump')).toEqual({ error: 'unknown action "jump"' });
  });

  it('random and greedy play complete games of every scenario; the arena plays greedy against random', async () => {
    for (const id of BI_SCENARIO_IDS) {
      const g = await bi(id);
      const agents = [createAgent('random'), createAgent('greedy')];
      const rngs = [new Rng(1), new Rng(2)];
      const s = g.newState();
      const d = await playToEnd(g, s, (x) => { const side = g.sideOf(x.currentPlayer()); return agents[side].choose(x, rngs[side]) as number; }, 3);
      expect(s.currentPlayer(), id).toBe(TERMINAL);
      expect(d).toBeGreaterThan(10);
      const ret = new Float64Array(2);
      s.returns(ret);
      expect(ret[0] + ret[1]).toBe(0);
      s.free();
    }
    const a = await playArenaGame(await bi('sedan-floing'), createAgent('greedy'), createAgent('random'), 4, true);
    expect(a.scenario).toBe('sedan-floing');
    expect(a.decisions).toBeGreaterThan(10);
    expect(['A', 'B', null]).toContain(a.winner);
  });

  it('MCTS (agents registry) plays a complete game of sedan-floing against random', async () => {
    const g = await bi('sedan-floing');
    const m = createAgent('mcts:sims=16,cut=20,turns=0'), r = createAgent('random');
    const s = g.newState();
    const rng = new Rng(7);
    const d = await playToEnd(g, s, (x) => (x.currentPlayer() === 0 ? m : r).choose(x, rng) as number, 8);
    expect(s.isTerminal()).toBe(true);
    expect(d).toBeGreaterThan(10);
    s.free();
  });

  it('no peek: MCTS and greedy decide the same when only the opponent\'s unrevealed chits differ', async () => {
    const g = await bi('froeschweiler-battle');
    // play into the game until the side to act faces enemy units whose chits are hidden
    const s = g.newState() as BiContractState;
    g.seedChance(21);
    const rng = new Rng(21), random = createAgent('random');
    let checked = 0;
    for (let i = 0; i < 4000 && checked < 3 && !s.isTerminal(); i++) {
      if (s.isChance()) { s.sampleChance(); continue; }
      if (i % 150 === 149) {
        const seat = s.currentPlayer();
        const other = s.clone() as BiContractState;
        other.determinize(seat, 1000 + i); // the opponent's hidden chits redrawn
        const hiddenDiffers = s.bi.units().some((u, k) => u.side !== ['prussian', 'french'][seat] && u.chit !== other.bi.units()[k].chit);
        if (hiddenDiffers) {
          const a = new Mcts(g, new RolloutEvaluator(10, 0)).search(s, { sims: 60, seed: 3 });
          const b = new Mcts(g, new RolloutEvaluator(10, 0)).search(other, { sims: 60, seed: 3 });
          expect(b.children).toEqual(a.children);
          expect(createAgent('greedy').choose(other, new Rng(5))).toBe(createAgent('greedy').choose(s, new Rng(5)));
          checked++;
        }
        other.free();
      }
      s.apply(random.choose(s, rng) as number);
    }
    expect(checked).toBe(3);
    s.free();
  });
});
