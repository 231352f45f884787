// Blood & Iron hotseat and the end-of-game summary (web/src/bi/session.ts, summary.ts). Hotseat: both
// sides are people; since each side's strength chits are hidden from the other (H1 in
// docs/blood-and-iron.md, "Hidden strength chits"), the shared log never tells a chit's strength
// before the core reveals it, the screen's view follows the seat it was handed to, and undo never
// takes back the other person's decisions. Summary: at the end of a whole game the result, victory
// points (the core's victory count, R1) and losses per side agree with the core's state and the log.
import { describe, expect, it } from 'vitest';
import { BiSession } from '../../web/src/bi/session.js';
import { biSummary } from '../../web/src/bi/summary.js';
import { playOn, playRandom } from './bi-play-helper.js';

describe('Blood & Iron hotseat', () => {
  it('both sides are people; the log hides every unrevealed chit; undo stops at the hand-over (H1)', async () => {
    const s = await BiSession.create({ scenario: 'froeschweiler', seed: 8, human: 0, level: 'quick', hotseat: true });
    const acted = new Set<number>();
    let handovers = 0, last = -1;
    for (let i = 0; i < 1500 && s.toAct() !== 'over'; i++) {
      const t = s.toAct();
      expect(t === 'human' || t === 'chance').toBe(true);
      if (t === 'chance') { s.resolveChance(); continue; }
      const who = s.state.currentPlayer();
      if (who !== s.seat) {
        // the other side's turn: the previous person's decisions cannot be undone by the next one
        expect(s.canUndo()).toBe(false);
        s.seat = who;
        handovers++;
      }
      expect(s.viewer).toBe(who);
      acted.add(who);
      last = who;
      playOn(s, 1, i + 1);
    }
    expect([...acted].sort()).toEqual([0, 1]);
    expect(handovers).toBeGreaterThan(2);
    expect(last).toBeGreaterThanOrEqual(0);
    const texts = s.log.map((l) => l.text);
    expect(texts.some((t) => /draws a strength chit \(hidden\)$/.test(t))).toBe(true);
    for (const t of texts) expect(t).not.toMatch(/draws its strength chit: strength/);
  }, 120_000);

  it('against the AI the person\'s own chit draws are told as before (not hotseat)', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 8, human: 0, level: 'quick' }, 1500, 1);
    const texts = s.log.map((l) => l.text);
    expect(texts.some((t) => /^Prussian .* draws its strength chit: strength \d+$/.test(t))).toBe(true);
    for (const t of texts.filter((x) => /^French .* draws/.test(x))) expect(t).toMatch(/\(hidden\)$/);
  }, 120_000);
});

describe('Blood & Iron end-of-game summary', () => {
  it('a whole Sedan–Floing game: the result, VP and losses per side agree with the core and the log', async () => {
    const s = await playRandom({ scenario: 'sedan-floing', seed: 5, human: 0, level: 'quick' }, 30_000, 7);
    expect(s.toAct()).toBe('over');
    const m = biSummary(s);
    expect(m.over).toBe(true);
    expect(m.winner).toBe(s.state.winner());
    expect(m.title).toBe(m.winner === null ? 'A draw' : `${['Prussian', 'French'][m.winner]} victory`);
    expect(m.result).toBe(s.resultText());
    expect(m.turn).toBe(s.turn());
    expect(m.decisions).toBe(s.texts.filter((t) => !/^(die|chit) /.test(t)).length);
    const view = s.state.toJSON() as { units: { id: string; hex: string | null; side: string; lost: number; routed: boolean }[]; leaders: { id: string; hex: string | null }[] };
    const log = s.log.map((l) => l.text);
    for (const side of [0, 1]) {
      const x = m.sides[side], name = ['prussian', 'french'][side], word = ['Prussian', 'French'][side];
      expect(x.vp).toBe(s.state.vp(side));
      // eliminations as the log told them, one line each
      expect(x.unitsEliminated).toBe(log.filter((t) => t.startsWith(`${word} `) && t.endsWith(' is eliminated')).length);
      const alive = view.units.filter((u) => u.side === name && !log.includes(`${word} ${s.game.scenario.units.find((q) => q.id === u.id)!.name} is eliminated`));
      expect(x.stepsLost).toBe(alive.reduce((a, u) => a + u.lost, 0));
      expect(x.routed).toBe(alive.filter((u) => u.routed && u.hex !== null).length);
      expect(x.fires).toBe(s.texts.filter((t, k) => t === 'fire-go' && s.who[k] === side).length);
      expect(x.fires + x.melees).toBeLessThanOrEqual(log.filter((t) => /^(Fire|Opportunity fire|Melee) at /.test(t)).length);
      // the side's combat dice: each fire-go or melee-go of the side is followed by its roll (or a
      // called-off melee, H2, with none), and the mean is the mean of those logged d10s
      expect(x.dice).toBeGreaterThanOrEqual(x.fires);
      if (x.dice) expect(x.diceMean).toBeCloseTo(s.rolls.filter((r) => r.side === side).reduce((a, r) => a + r.roll, 0) / x.dice, 9);
    }
    expect(m.sides[0].vp + m.sides[1].vp).toBeGreaterThan(0);
    // every combat roll the log tells is counted once, for one side
    expect(m.sides[0].dice * m.sides[1].dice).toBeGreaterThan(0);
    expect(m.sides[0].dice + m.sides[1].dice).toBe(log.filter((t) => /^(Fire|Opportunity fire|Melee) at .*d10 = \d+/.test(t)).length);
    expect(m.sides.reduce((a, x) => a + x.hexesHeld, 0)).toBe(s.game.scenario.vp.length);
  }, 300_000);

  it('a game still in play says so', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 1, human: 0, level: 'quick' }, 20, 1);
    const m = biSummary(s);
    expect(m.over).toBe(false);
    expect(m.title).toBe('The game is not over');
  });
});
