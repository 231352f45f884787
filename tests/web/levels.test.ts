// The web AI levels' agent specs (web/src/levels.ts levelSpec): a plain MCTS level on a Napoleonics
// board (standard, EPIC or La Grande) adds the heuristic root priors measured to help there
// (docs/strength.md: `hp=5`); Ancients keeps its specs (network priors for the guided level where the
// shipped model fits); greedy and the network level never change. Every spec made parses as an agent.
import { describe, expect, it } from 'vitest';
import { LEVELS, levelById, levelSpec, PRIOR_PARAMS, HEURISTIC_PRIORS } from '../../web/src/levels.js';
import { createAgent } from '../../src/agents/registry.js';

const BOARDS = [{ w: 13, h: 9 }, { w: 20, h: 11 }, { w: 26, h: 11 }];

describe('AI levels: heuristic priors for Napoleonics', () => {
  it('every plain MCTS level adds hp=5 on each Napoleonics board, and the agent it names searches with it', () => {
    expect(HEURISTIC_PRIORS.napoleonics).toBe('hp=5');
    for (const id of ['quick', 'normal', 'strong']) {
      for (const b of BOARDS) {
        const spec = levelSpec(levelById(id), b, 'napoleonics');
        expect(spec).toBe(`${levelById(id).spec},hp=5`);
        expect(createAgent(spec).spec).toContain('hp=5');
      }
    }
  });

  it('Ancients and Blood & Iron keep their specs; the guided level takes network priors where the model fits', () => {
    for (const l of LEVELS.filter((x) => !x.priors)) {
      expect(levelSpec(l, { w: 13, h: 9 }, 'ancients')).toBe(l.spec);
      expect(levelSpec(l, { w: 13, h: 9 }, 'bi')).toBe(l.spec);
    }
    expect(levelSpec(levelById('guided'), { w: 13, h: 9 }, 'ancients')).toBe(`mcts:ms=3000,${PRIOR_PARAMS}`);
  });

  it('greedy and the network level never take heuristic priors', () => {
    for (const b of BOARDS) {
      expect(levelSpec(levelById('instant'), b, 'napoleonics')).toBe('greedy');
      expect(levelSpec(levelById('neural'), b, 'napoleonics')).toBe(levelById('neural').spec);
    }
  });
});
