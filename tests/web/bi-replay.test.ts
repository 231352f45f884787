// The Blood & Iron replay (web/src/bi/replay.ts): moved to any decision, forwards or backwards, the
// replay's state bytes, log and combat report are those the game had at that decision; a step lands
// after a side's decision with the dice it led to (never between a decision and its roll).
import { describe, expect, it } from 'vitest';
import { BiReplay } from '../../web/src/bi/replay.js';
import { BiSession } from '../../web/src/bi/session.js';
import { replayInto } from '../../web/src/bi/save.js';
import { playRandom, same } from './bi-play-helper.js';

describe('Blood & Iron replay', () => {
  it('shows at each decision what the game had there, going forwards and back', async () => {
    const cfg = { scenario: 'froeschweiler', seed: 9, human: 1, level: 'quick' };
    const s = await playRandom(cfg, 300, 11);
    const r = await BiReplay.of(s);
    expect(r.ply).toBe(0);
    expect(r.length).toBe(300);
    for (const k of [120, 37, 300, 299, 0, 181]) {
      r.goto(k);
      const ref = await BiSession.create(cfg);
      replayInto(ref, s.texts.slice(0, k));
      expect(r.ply).toBe(k);
      expect(same(r.s.state.bytes(), ref.state.bytes()), `ply ${k}`).toBe(true);
      expect(r.s.log).toEqual(ref.log);
      expect(r.s.combat).toEqual(ref.combat);
      expect(r.s.texts).toEqual(s.texts.slice(0, k));
    }
    r.goto(300);
    expect(same(r.s.state.bytes(), s.state.bytes())).toBe(true);
    expect(r.s.log).toEqual(s.log);
    // the game itself is untouched by the replay
    expect(s.ply).toBe(300);
  }, 120_000);

  it('steps from decision to decision, taking the dice with the decision that rolled them', async () => {
    const s = await playRandom({ scenario: 'sedan-floing', seed: 2, human: 0, level: 'quick' }, 150, 4);
    const r = await BiReplay.of(s);
    const chance = (i: number) => /^(die|chit) /.test(s.texts[i]);
    let steps = 0;
    while (r.ply < r.length) {
      const from = r.ply;
      r.step(1);
      steps++;
      expect(r.ply).toBeGreaterThan(from);
      // the step stops at the end or just before a side's decision
      if (r.ply < r.length) expect(chance(r.ply)).toBe(false);
    }
    // every position before a side's decision is a stop, and the end
    expect(steps).toBe(s.texts.filter((_, k) => k >= 1 && !chance(k)).length + 1);
    while (r.ply > 0) { const from = r.ply; r.step(-1); expect(r.ply).toBeLessThan(from); if (r.ply > 0) expect(chance(r.ply)).toBe(false); }
    expect(same(r.s.state.bytes(), (await BiSession.create(s.cfg)).state.bytes())).toBe(true);
  }, 60_000);
});
