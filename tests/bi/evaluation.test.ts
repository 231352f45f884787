// The static evaluation MCTS rollouts end with (src/games/blood-and-iron/evaluation.ts, ORIGINAL)
// and the search guidance built on it: root priors from the heuristic (the mcts agent's hp
// parameter). Inline positions (helpers.ts) and the bundled scenarios.
import { describe, it, expect } from 'vitest';
import { inlineGame, position, P, F, INF, ART, INCMD, ROUTED } from './helpers.js';
import { margin, evaluate, EVAL_WEIGHTS } from '../../src/games/blood-and-iron/evaluation.js';
import { BiGame } from '../../src/games/blood-and-iron/state.js';
import { createGame } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import { MctsAgent } from '../../src/agents/mcts.js';
import { Rng } from '../../src/agents/rng.js';
import { legalList } from '../../src/core/contract.js';

const MOVED = 64;

/** One VP hex (0505, 10 VP, French) and one unit a side; leaders in range so all are in command. */
const spec = (occupy = false) => ({
  cols: 12, rows: 10, turns: [1, 10] as [number, number],
  units: [
    { id: 'p1', side: P, type: INF, hex: 1005 },
    { id: 'f1', side: F, type: INF, hex: 303 },
    { id: 'p2', side: P, type: ART, hex: 1009 },
  ],
  leaders: [{ id: 'lp', side: P, hex: 1006, range: 20 }, { id: 'lf', side: F, hex: 304, range: 20 }],
  vp: occupy ? [] : [{ hex: 505, vp: 10, owner: F }],
  occupy: occupy ? { hex: 505, side: P } : null,
});

describe('static evaluation (evaluation.ts)', () => {
  it('a unit nearer an objective raises its side\'s margin; the value is tanh(margin / SCALE)', async () => {
    const g = await inlineGame(spec());
    const far = position(g, 4, P, 0, [[0, 1005, 255, 0, 0]]); // reserve stage: no movement to come
    const near = position(g, 4, P, 0, [[0, 706, 255, 0, 0]]);
    expect(margin(near)).toBeGreaterThan(margin(far));
    const fNear = position(g, 4, P, 0, [[1, 504, 255, 0, 0]]);
    expect(margin(fNear)).toBeLessThan(margin(far));
    expect(evaluate(far)).toBeCloseTo(Math.tanh(margin(far) / EVAL_WEIGHTS.SCALE), 12);
    // French control of the hex is the larger part: the margin starts below zero
    expect(margin(far)).toBeLessThan(0);
  });

  it('steps lost, routed units and units out of command count against their side', async () => {
    const g = await inlineGame(spec());
    const base = position(g, 4, P, 0, []);
    const lost = position(g, 4, P, 0, [[0, 1005, 255, 1, 0]]);
    expect(margin(base) - margin(lost)).toBeCloseTo(EVAL_WEIGHTS.STEP, 9);
    const routed = position(g, 4, P, 0, [[1, 303, 255, 0, ROUTED]]);
    expect(margin(routed)).toBeGreaterThan(margin(base));
    // out of command: the Prussian leader leaves the map, so p1 and p2 are out of command (R13)
    const ooc = position(g, 4, P, 0, []);
    g.core.testSetLeader(ooc.ptr, 0, -2, 0);
    expect(margin(base) - margin(ooc)).toBeCloseTo(2 * EVAL_WEIGHTS.CMD, 9);
  });

  it('movement still to come: an unmoved unit of the phasing side counts nearer than a finished one, more so with few turns left', async () => {
    const g = await inlineGame(spec());
    const fresh = position(g, 0, P, 0, [[0, 1005, 255, 0, INCMD]]); // MOVE stage: p1 may still move
    const done = position(g, 0, P, 0, [[0, 1005, 255, 0, INCMD | MOVED]]);
    expect(margin(fresh)).toBeGreaterThan(margin(done));
    // the same in the last turns (urgency: the full weight once URGENT turns or fewer are left)
    const late = position(g, 0, P, 0, [[0, 1005, 255, 0, INCMD]]);
    g.core.testSetTurn(late.ptr, 9);
    const lateDone = position(g, 0, P, 0, [[0, 1005, 255, 0, INCMD | MOVED]]);
    g.core.testSetTurn(lateDone.ptr, 9);
    expect(margin(late) - margin(lateDone)).toBeGreaterThan(margin(fresh) - margin(done));
  });

  it('occupy victory (Floing 12.5): an in-command unit on the hex turns the objective', async () => {
    const g = await inlineGame(spec(true));
    const next = position(g, 4, P, 0, [[0, 506, 255, 0, 0]]);
    const on = position(g, 4, P, 0, [[0, 505, 255, 0, 0]]);
    expect(margin(on) - margin(next)).toBeGreaterThan(5);
  });

  it('at the end it is the result', async () => {
    const g = await BiGame.create('sedan-floing');
    g.seed(3);
    const s = g.newState();
    g.core.randomPlayout(s.ptr, 1_000_000);
    expect(s.isTerminal()).toBe(true);
    expect(evaluate(s)).toBe(s.returns()[0]);
  });

  it('reads no hidden chit: the same after the opponent\'s unrevealed chits are redrawn', async () => {
    const g = await BiGame.create('froeschweiler-battle');
    g.seed(5);
    const s = g.newState();
    g.core.randomPlayout(s.ptr, 400);
    const before = margin(s);
    for (let k = 0; k < 5; k++) {
      g.seed(100 + k);
      s.determinize(0);
      expect(margin(s)).toBe(before);
    }
  });
});

describe('root priors from the heuristic (mcts agent, hp)', () => {
  it('hp=0 leaves the search options alone; hp>0 gives a prior per legal action that sums to 1', async () => {
    const game = await createGame({ game: 'blood-and-iron', scenario: 'sedan-floing' });
    const s = game.newState();
    game.seedChance(1);
    while (s.isChance()) s.sampleChance();
    const legal = legalList(s);
    expect(legal.length).toBeGreaterThan(20);
    const off = createAgent('mcts:sims=50,cut=1') as MctsAgent;
    const o = off.options(new Rng(1));
    expect(off.withHeuristicPriors(s, legal, o, new Rng(1))).toBe(o);
    const on = createAgent('mcts:sims=50,cut=1,hp=0.3') as MctsAgent;
    const w = on.withHeuristicPriors(s, legal, on.options(new Rng(1)), new Rng(1));
    const pri = Array.from(w.rootPriors!.prior);
    expect(w.rootPriors!.actions).toEqual(legal);
    expect(pri.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Math.max(...pri)).toBeGreaterThan(1 / legal.length);
    const a = on.choose(s, new Rng(2));
    expect(legal).toContain(a);
  });
});
