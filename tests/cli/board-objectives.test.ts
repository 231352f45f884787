// The terminal picture of `vex play --bottom human` (src/cli/board-text.ts positionText) names the
// D.9 objective banners of the battle, one line each, with their holders read from the core
// (src/games/objectives-read.ts, the reader the web's marks use too): Austerlitz #1 (501) at the
// start as its file's startsWith says, the shipped Ancients battles (no objectives) with no such
// line, and an Ancients file's objective (B.13: scenarios may add objective banners) whose line
// changes when a unit enters its hex.
import { describe, expect, it } from 'vitest';
import { gameFromId, gameFromObject, napoleonicsGame } from '../../src/games/load.js';
import { getNapoleonicsScenario, scenarioIds } from '../../src/games/registry.js';
import { objectivesOf } from '../../src/games/objectives-read.js';
import { positionText } from '../../src/cli/board-text.js';
import type { State } from '../../src/core/game.js';
import { scenarioOf } from '../rules/helpers.js';

const objectiveLines = (text: string): string[] => text.split('\n').filter((l) => l.startsWith('objective '));

/** Resolves the opening chance nodes with their first outcome (the state is then at a decision). */
function openingChance(s: State): void {
  for (let guard = 0; s.isChance(); guard++) { expect(guard).toBeLessThan(200); s.apply(s.chanceOutcomes()[0].code); }
}

describe('D.9 objective banners in the terminal picture (vex play)', () => {
  it('D.9: 501 at the start names its objectives, held as the file\'s startsWith says', async () => {
    const game = await napoleonicsGame('501', { build: 'debug' });
    const s = game.newState();
    try {
      openingChance(s);
      const text = positionText(s, 0, ['French', 'Allies']);
      expect(objectiveLines(text)).toEqual([
        'objective Allied banner per building hex occupied (E4 F4 G4 J5): held by nobody',
        'objective Allied banner per unit on the far (French) side of the Goldbach, not Cossacks, not in buildings (45 hexes): held by nobody',
        'objective French 2 banners while the Allies occupy no building hex (E4 F4 G4 J5): held by French, 2 banners',
      ]);
      // the lines sit right after the banners line, and every holder is the file's startsWith
      const lines = text.split('\n');
      expect(lines[lines.findIndex((l) => l.startsWith('banners: ')) + 1]).toMatch(/^objective Allied banner per building/);
      const file = getNapoleonicsScenario('501');
      for (const o of objectivesOf(game)) {
        const f = file.objectives!.find((x) => x.id === o.id)!;
        expect(o.name).toBe(f.name);
        const want = f.startsWith === 'bottom' ? 'held by French' : f.startsWith === 'top' ? 'held by Allies' : 'held by nobody';
        expect(objectiveLines(text)[o.index]).toContain(want);
      }
    } finally {
      s.free();
    }
  });

  it('D.9: the shipped Ancients battles have no objectives: no objective line, the picture as before', async () => {
    const ids = scenarioIds();
    expect(ids.length).toBeGreaterThanOrEqual(15);
    for (const id of ids) {
      const game = await gameFromId(id, { build: 'debug' });
      const s = game.newState();
      try {
        s.currentPlayer(); // leaves the deal
        const text = positionText(s, 0, ['Bottom', 'Top']);
        expect(objectivesOf(game), id).toEqual([]);
        expect(objectiveLines(text), id).toEqual([]);
        // the board rows, the column letters, then the turn, banners, hand and key lines
        expect(text.split('\n').length, id).toBe(game.board.h + 1 + 4);
      } finally {
        s.free();
      }
    }
  });

  it('D.9 / B.13: an Ancients file\'s objective line changes when a unit enters its hex', async () => {
    const file = {
      ...scenarioOf({ units: ['b MI G2', 'b MI F2', 't MI G8', 't MI A9'], hands: { bottom: ['o2c'], top: ['o2c'] } }),
      objectives: [{ id: 'ford', type: 'temporary-hex', name: 'The ford', hexes: ['G3'], banners: 1, side: 'either' }],
    };
    const game = await gameFromObject(file, { build: 'debug' });
    const s = game.newState();
    try {
      s.currentPlayer();
      expect(objectiveLines(positionText(s, 0, ['Bottom', 'Top']))).toEqual(['objective The ford (G3): held by nobody']);
      for (const a of ['play:o2c', 'order:G2']) s.apply(a);
      if (s.phaseName() === 'ORDER') s.apply('end-orders');
      s.apply('move:G2-G3');
      expect(objectiveLines(positionText(s, 1, ['Bottom', 'Top']))).toEqual(['objective The ford (G3): held by Bottom, 1 banner']);
    } finally {
      s.free();
    }
  });
});
