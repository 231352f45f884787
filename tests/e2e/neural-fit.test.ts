// The web app's neural level greys itself out on boards its model does not fit
// (web/src/neural.ts, a hint read from the model card). These checks run in Node beside the browser
// tests: the hint must agree with the engine's own card check (checkCard in src/eval/onnx.ts, which
// the AI worker runs when it loads the model) on every shipped scenario and on the other boards.
import { describe, expect, it } from 'vitest';
import { neuralBoardRefusal, NEURAL_CARD } from '../../web/src/neural.js';
import { checkCard } from '../../src/eval/onnx.js';
import { Game } from '../../src/core/game.js';
import { getScenario, listScenarios } from '../../src/games/registry.js';
import { normalizeScenario, parseScenario } from '../../src/games/ancients/scenario.js';

/** A small valid scenario on the given board (units on hexes every board has). */
function skirmish(board: string): unknown {
  return {
    game: 'ancients', id: `test-${board}`, name: `Test on the ${board} board`, board, first: 'bottom',
    sides: { bottom: { name: 'Roman', cards: 5, banners: 5 }, top: { name: 'Carthaginian', cards: 4, banners: 5 } },
    terrain: [],
    units: [
      { side: 'bottom', type: 'HI', hex: 'E2' },
      { side: 'bottom', type: 'LC', hex: 'A1' },
      { side: 'top', type: 'MI', hex: 'G8' },
    ],
  };
}

function engineVerdict(game: Game): string | null {
  try {
    checkCard(NEURAL_CARD, game, 'the shipped model');
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('neural level: the model fits the board', () => {
  it('is the shipped card, for the 13x9 standard board', () => {
    expect(NEURAL_CARD.format).toBe('vex-model');
    expect(NEURAL_CARD.name).toBe('ancients-small');
    expect(NEURAL_CARD.board).toEqual({ w: 13, h: 9 });
  });

  it('offers the level on every shipped scenario, as the engine check agrees', async () => {
    const ids = listScenarios().map((s) => s.id);
    expect(ids.length).toBe(15);
    for (const id of ids) {
      const sc = normalizeScenario(getScenario(id));
      expect(neuralBoardRefusal(sc.board, sc.name), id).toBeNull();
      expect(engineVerdict(await Game.create(sc)), id).toBeNull();
    }
  });

  it('refuses the epic and grande boards with one line naming both sizes, as the engine check does', async () => {
    for (const [board, size] of [['epic', '20x11'], ['grande', '26x11']] as const) {
      const r = parseScenario(skirmish(board));
      expect(r.ok, board).toBe(true);
      if (!r.ok) continue;
      const sc = normalizeScenario(r.scenario);
      const why = neuralBoardRefusal(sc.board, sc.name);
      expect(why).toBe(`its network was trained for the 13x9 board; ${sc.name} is ${size}`);
      expect(why).not.toContain('\n');
      expect(engineVerdict(await Game.create(sc)), board).toContain(`board, scenario test-${board} is ${size}`);
    }
  });
});

describe('the guided level is network-guided where the model fits', () => {
  it('adds the shipped model\'s priors on the standard board and plays plain MCTS on the others', async () => {
    const { LEVELS, levelById, levelSpec, PRIOR_PARAMS } = await import('../../web/src/levels.js');
    expect(levelById('strong').priors).toBeFalsy();
    const strong = levelById('guided');
    expect(strong.priors).toBe(true);
    expect(levelSpec(strong, { w: 13, h: 9 })).toBe(`mcts:ms=3000,${PRIOR_PARAMS}`);
    expect(levelSpec(strong, { w: 20, h: 11 })).toBe('mcts:ms=3000');
    expect(levelSpec(strong, { w: 26, h: 11 })).toBe('mcts:ms=3000');
    // the other levels never change with the board
    for (const l of LEVELS.filter((x) => !x.priors)) expect(levelSpec(l, { w: 13, h: 9 })).toBe(l.spec);
    // and the spec is one the engine's registry accepts, naming the shipped model
    const { createAgent } = await import('../../src/agents/registry.js');
    expect(createAgent(levelSpec(strong, { w: 13, h: 9 })).spec).toContain('model=models/ancients-small.onnx');
  });
});
