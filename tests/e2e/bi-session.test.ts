// The Blood & Iron page session without a browser (web/src/bi/session.ts): a whole Sedan–Floing game
// (the person's side playing random legal actions, the other the greedy agent through the game
// contract, as the page's worker runs it) reaches its end with every action logged in words (no
// undefined, NaN or raw codes), each enemy chit draw told as hidden, an enemy strength named only by
// the line that reveals it, and each combat report carrying the core's column, roll and table cell.
import { describe, expect, it } from 'vitest';
import { BiSession } from '../../web/src/bi/session.js';
import { plySeed } from '../../web/src/bi/engine.js';
import { createGame } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import { Rng } from '../../src/agents/rng.js';

describe('Blood & Iron page session', () => {
  it.each([['sedan-floing', 5], ['froeschweiler', 11]])('plays %s to the end with a readable log that keeps the enemy chits hidden', async (scenario, seed) => {
    const s = await BiSession.create({ scenario, seed, human: 0, level: 'recruit' });
    const g = await createGame({ game: 'blood-and-iron', scenario });
    const agent = createAgent('greedy');
    const rng = new Rng(99);
    const reports: NonNullable<BiSession['combat']>[] = [];
    for (let i = 0; i < 20_000 && s.toAct() !== 'over'; i++) {
      const t = s.toAct();
      if (t === 'chance') s.resolveChance();
      else if (t === 'ai') {
        const cs = g.newState();
        cs.setBytes(s.state.bytes());
        s.apply(agent.choose(cs, new Rng(plySeed(seed, s.ply))));
        cs.free();
      } else {
        const legal = s.legal();
        s.apply(legal[rng.below(legal.length)]);
      }
      if (s.combat && reports.at(-1) !== s.combat) reports.push(s.combat);
    }
    expect(s.toAct()).toBe('over');
    expect(s.ply).toBeGreaterThan(100);
    const texts = s.log.map((l) => l.text);
    expect(texts.at(-1)).toMatch(/(wins|A draw): victory points Prussian \d+, French \d+\./);
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|\baction \d|code \d/);
    // the person is the Prussian: a French draw never names its strength
    for (const t of texts.filter((x) => /^French .* draws/.test(x))) expect(t).toMatch(/draws a strength chit \(hidden\)$/);
    expect(texts.some((t) => /^Prussian .* draws its strength chit: strength \d+$/.test(t))).toBe(true);
    // combat reports: the core's column and roll, and the table cell the roll hit
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      expect(r.roll).toBeGreaterThanOrEqual(1);
      expect(r.roll).toBeLessThanOrEqual(10);
      expect(r.table.cols[r.table.hitCol]).toBe(r.column);
      const cell = r.table.rows[r.table.hitRow].cells[r.table.hitCol];
      expect(cell === '–' ? 'NONE' : cell).toBe(r.result);
    }
  }, 300_000);

  it('undoes the person\'s decisions back to the last die roll or AI decision, and no further', async () => {
    const s = await BiSession.create({ scenario: 'froeschweiler', seed: 7, human: 0, level: 'recruit' });
    while (s.toAct() === 'chance') s.resolveChance();
    expect(s.toAct()).toBe('human');
    expect(s.canUndo()).toBe(false); // the command rolls came just before
    const start = s.state.bytes(), logLen = s.log.length;
    const moves = s.state.legalTexts().filter((t) => t.startsWith('move de-ir37'));
    s.apply(s.state.parseAction(moves[0]));
    const second = s.state.legalTexts().find((t) => t.startsWith('move de-ir37'))!;
    s.apply(s.state.parseAction(second));
    expect(s.canUndo()).toBe(true);
    s.undo();
    s.undo();
    expect(Buffer.from(s.state.bytes()).equals(Buffer.from(start))).toBe(true);
    expect(s.log.length).toBe(logLen);
    expect(s.ply).toBe(2);
    expect(s.canUndo()).toBe(false);
    expect(() => s.undo()).toThrow(/nothing to undo/);
  });
});
