// Stepping through a Blood & Iron game already played (finished, in play, or loaded from a save): a
// second session of the same scenario, seed and rules, moved to any decision by playing the recorded
// actions forward through the core or taking them back (the session's rewind), so the map, the log
// and the combat report are what they were at that point. The replay shows the view of the side the
// game's screen showed (in hotseat nobody's hidden chits). No DOM. Callers: play.ts, tests (Node).
import { BiSession } from './session.js';
import { replayInto } from './save.js';

export class BiReplay {
  private constructor(readonly s: BiSession, readonly actions: readonly string[]) {}

  /** A replay of `actions` (notation) under `from`'s config, at the start of the game. */
  static async of(from: BiSession): Promise<BiReplay> {
    const s = await BiSession.create({ ...from.cfg });
    if (from.hotseat) s.seat = from.seat;
    return new BiReplay(s, [...from.texts]);
  }

  get ply(): number { return this.s.ply; }
  get length(): number { return this.actions.length; }

  /** Moves to decision `ply` (0: the start; clamped to the record). */
  goto(ply: number): void {
    const to = Math.max(0, Math.min(this.actions.length, Math.floor(ply)));
    while (this.s.ply > to) this.s.rewind();
    if (this.s.ply < to) replayInto(this.s, this.actions.slice(this.s.ply, to), this.s.ply);
  }

  /** The next or previous ply where a side decided (chance outcomes are stepped over with it). */
  step(dir: 1 | -1): void {
    let k = this.s.ply + dir;
    // a step lands after a side's decision and the dice it led to, or at either end
    while (k > 0 && k < this.actions.length && this.isChanceAt(k)) k += dir;
    this.goto(k);
  }

  /** Whether action k (0-based, the one after ply k) is a chance outcome. */
  private isChanceAt(k: number): boolean { return /^(die|chit) /.test(this.actions[k]); }
}
