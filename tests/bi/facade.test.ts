// The TypeScript facade of the Blood & Iron core (src/games/blood-and-iron/state.ts): action text
// round trips, one-line errors for bad actions, the per-viewer view, terminal returns.
import { describe, it, expect, beforeAll } from 'vitest';
import { BiGame } from '../../src/games/blood-and-iron/state.js';

let g: BiGame;
beforeAll(async () => { g = await BiGame.create('sedan-floing', 'debug'); });

describe('BiState facade', () => {
  it('every legal action prints to text that parses back to it, along a seeded random game', () => {
    g.seed(11);
    const s = g.newState();
    let steps = 0;
    let x = 12345;
    while (!s.isTerminal() && steps < 400) {
      const legal = s.legalActions();
      const texts = legal.map((a) => s.actionText(a));
      expect(new Set(texts).size).toBe(texts.length);
      for (let i = 0; i < legal.length; i++) expect(s.parseAction(texts[i])).toBe(legal[i]);
      x = (x * 1103515245 + 12345) % 2147483648;
      s.apply(s.isChance() ? s.sampleChance() : legal[x % legal.length]);
      steps++;
    }
    expect(steps).toBeGreaterThan(100);
  });
  it('bad actions are refused with one line and no change', () => {
    const s = g.newState();
    const before = s.bytes();
    expect(() => s.apply('move de-ir50 9999')).toThrow(/^"move de-ir50 9999" is not a legal action here$/);
    expect(() => s.apply(123456)).toThrow(/^illegal action /);
    expect(s.bytes()).toEqual(before);
  });
  it('the start: a chance node (Prussian CP roll), turn 17, both views equal while nothing is drawn', () => {
    const s = g.newState();
    expect(s.isChance()).toBe(true);
    expect(s.currentPlayer()).toBe(2);
    expect(s.turn()).toBe(17);
    expect(s.chanceOutcomes()).toHaveLength(10);
    const v0 = s.toJSON(0) as { cups: unknown[] }, v1 = s.toJSON(1) as { cups: unknown[] };
    expect(v0.cups[1]).toBe(null);
    expect(v1.cups[0]).toBe(null);
    expect(s.observationString(0)).toBe(JSON.stringify(s.toJSON(0)));
  });
  it('a finished game has zero-sum returns and no legal actions', () => {
    g.seed(3);
    const s = g.newState();
    g.core.randomPlayout(s.ptr, 100000);
    expect(s.isTerminal()).toBe(true);
    const r = s.returns();
    expect(r[0] + r[1]).toBe(0);
    expect(s.legalActions()).toEqual([]);
    expect([0, 1, null]).toContain(s.winner());
  });
});
