// Squares in La Grande (rules digest D.5 "La Grande", D.8 "Squares: D.5"; seed lines 3085-3110): up
// to the CinC's starting hand of squares at once; the card goes to the track at random from the
// hand of the corps commander whose unit forms square; a corps commander with no card asks his CinC,
// who lets a card be drawn at random from his own hand (kept at one card at least) and gets it back
// when the square ends, or refuses (his decision: d5-grande-square-ask.test.ts).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { makeRng } from '../harness/random-play.ts';
import { invariantsOk } from './helpers.ts';

type Core = {
  actorSeat(s: number): number; seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number;
  addSeatCmd(s: number, seat: number, k: number): number | boolean; takeSeatCmd(s: number, seat: number, k: number): void;
  getHand(s: number, side: number, k: number): number;
};
const core = (s: State): Core => s.game.core as unknown as Core;
const drawKind = (code: number): number => (code >>> 24) & 127;

/** Seeded random 602 games in 8 seats up to an attack a corps commander may answer with `square`
 *  (`ownCards`: while he holds a card of his own). */
async function squareOffer(ownCards = false): Promise<State> {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
  for (let seed = 1; seed <= 60; seed++) {
    const s = game.newState();
    const r = makeRng(seed);
    for (let i = 0; i < 3000 && !s.isTerminal(); i++) {
      if (s.isChance()) { const o = s.chanceOutcomes(); s.apply(o[Math.floor(r() * o.length)]!.code); continue; }
      if (s.phaseName() === 'RESPOND' && core(s).actorSeat(s.ptr) >= 2 && s.legalTexts().includes('square')
        && (!ownCards || core(s).seatCmdSize(s.ptr, core(s).actorSeat(s.ptr)) > 0)) return s;
      const l = s.legalActions();
      s.apply(l[Math.floor(r() * l.length)]!);
    }
  }
  throw new Error('no square offered to a corps commander in 60 seeded games');
}

describe('D.5 / D.8 squares in La Grande: the card from the corps commander\'s own hand', () => {
  it('D.5 La Grande (seed 3085-3110): the random card is drawn from the answering corps commander\'s hand, weighted by his copies; his CinC\'s hand is untouched', async () => {
    const s = await squareOffer(true);
    const c = core(s);
    const seat = c.actorSeat(s.ptr), side = seat & 1;
    expect(c.seatCmdSize(s.ptr, seat)).toBeGreaterThan(0);
    const cinc = c.seatCmdSize(s.ptr, side), own = c.seatCmdSize(s.ptr, seat);
    s.apply('square');
    expect(s.phaseName()).toBe('SQUARE_CARD');
    const outs = s.chanceOutcomes();
    expect(outs.map((o) => [drawKind(o.code), o.prob])).toEqual(
      [...Array(32).keys()].filter((k) => c.seatCmd(s.ptr, seat, k) > 0).map((k) => [k, c.seatCmd(s.ptr, seat, k) / own]));
    s.apply(outs[0]!.code);
    expect([c.seatCmdSize(s.ptr, seat), c.seatCmdSize(s.ptr, side)]).toEqual([own - 1, cinc]);
    invariantsOk(s);
  });

  it('D.5 La Grande: a corps commander with no card gets his CinC\'s (drawn from the CinC\'s hand, kept at one card), conserved on the track', async () => {
    const s = await squareOffer();
    const c = core(s);
    const seat = c.actorSeat(s.ptr), side = seat & 1;
    // his cards move to his CinC's hand (conserved): he holds none now
    for (let k = 0; k < 32; k++) while (c.seatCmd(s.ptr, seat, k) > 0) { c.takeSeatCmd(s.ptr, seat, k); c.addSeatCmd(s.ptr, side, k); }
    invariantsOk(s);
    expect(s.legalTexts()).toContain('square'); // the CinC holds more than one card
    const cinc = c.seatCmdSize(s.ptr, side);
    s.apply('square');
    s.apply('square-give'); // the CinC agrees (D.5: he may refuse, d5-grande-square-ask.test.ts)
    const outs = s.chanceOutcomes();
    expect(outs.reduce((a, o) => a + o.prob, 0)).toBeCloseTo(1);
    for (const o of outs) expect(c.getHand(s.ptr, side, drawKind(o.code))).toBeGreaterThan(0);
    s.apply(outs[0]!.code);
    expect([c.seatCmdSize(s.ptr, seat), c.seatCmdSize(s.ptr, side)]).toEqual([0, cinc - 1]);
    invariantsOk(s);
    // no card of his own and a CinC down to one card: no square is offered (the CinC keeps his last)
    const t = await squareOffer();
    const ct = core(t), st = ct.actorSeat(t.ptr), sd = st & 1;
    const others = [1, 2, 3].filter((r) => r !== st >> 1).map((r) => sd + 2 * r); // the side's other corps commanders take the cards (conserved)
    for (let k = 0; k < 32; k++) while (ct.seatCmd(t.ptr, st, k) > 0) { ct.takeSeatCmd(t.ptr, st, k); ct.addSeatCmd(t.ptr, sd, k); }
    for (let k = 0; k < 32; k++) while (ct.seatCmdSize(t.ptr, sd) > 1 && ct.getHand(t.ptr, sd, k) > 0) {
      ct.takeSeatCmd(t.ptr, sd, k);
      expect(others.some((o) => Number(ct.addSeatCmd(t.ptr, o, k)) === 1)).toBe(true);
    }
    invariantsOk(t);
    expect([ct.seatCmdSize(t.ptr, st), ct.seatCmdSize(t.ptr, sd)]).toEqual([0, 1]);
    expect(t.legalTexts()).not.toContain('square');
  });
});
