// First Strike (rules digest B.6 / C.x First Strike: the attacked unit's owner may answer a melee
// with it) in the seat formats: a seat's legal list never depends on cards it cannot see.
// D.7 formats (the CinC holds the side's Command hand; corps and sub-commanders hold none), [Interp]:
// the seat answering an attack (the commander of the attacked unit's section) may play First Strike
// from the side's hand only when it sees that hand: the CinC, or anyone with shareTeamHands.
// La Grande 8 seats (D.8, seed lines 2347-2367: each corps commander holds his own hand): the corps
// commander answering plays it from HIS OWN hand (seat-block.ts seatCmd), the CinC's cards never
// count; the card leaves his hand for the discards, and he gets no replacement draw ([Interp], as
// La Grande's end of turn gives a corps commander none for his own card).
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { makeRng } from '../harness/random-play.ts';
import { epicSetup, act, invariantsOk } from './helpers.ts';

type Core = {
  actorSeat(s: number): number; seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number;
  addSeatCmd(s: number, seat: number, k: number): number | boolean; takeSeatCmd(s: number, seat: number, k: number): void;
  getHand(s: number, side: number, k: number): number; getDiscard(s: number, k: number): number;
};
const core = (s: State): Core => s.game.core as unknown as Core;
const GIVE = 58;

/** D.7 seats: bottom's R5 attacks top's R6 (top's left section: seat 1 in 4 seats, 3 in 6 and 8); top's CinC holds First Strike. */
async function d7Attack(seats: number, rules: Record<string, number> = {}): Promise<State> {
  const { state: s } = await epicSetup({
    units: ['b FR_LN C2', 'b FR_LN R5', 't RU_LN R6', 't RU_LN C10', 't RU_LN K10'],
    hands: { bottom: ['probe-r', 'probe-c'], top: ['first-strike', 'probe-l'] },
    display: ['probe-l', 'probe-c', 'recon', 'bayonet', 'probe-l'], rules: { seats, ...rules },
  });
  act(s, 'play:probe-r', 'pick:probe-l');
  if (seats === 4) s.apply(GIVE | (2 << 24)); // the sub-commander gets Probe Left: R5 stays with the CinC
  act(s, 'order:R5', 'order:C2');
  while (s.phaseName() === 'MOVE') act(s, 'end-moves');
  act(s, 'battle:R5xR6');
  expect(s.phaseName()).toBe('RESPOND');
  return s;
}

describe('B.6 First Strike answered by a seat that does not hold the side\'s hand (D.7, [Interp])', () => {
  it('D.7 4 seats: the CinC answers for his section and may play First Strike from his hand', async () => {
    const s = await d7Attack(4);
    expect(core(s).actorSeat(s.ptr)).toBe(1);
    expect(s.legalTexts()).toContain('first-strike');
  });

  for (const seats of [6, 8]) {
    it(`D.7 ${seats} seats: the left commander (seat 3) answering is not offered his CinC's hidden First Strike; with shareTeamHands he is, and plays it from the side's hand`, async () => {
      const s = await d7Attack(seats);
      expect(core(s).actorSeat(s.ptr)).toBe(3);
      expect(s.legalTexts()).not.toContain('first-strike');
      expect(s.legalTexts()).toContain('accept');
      const shared = await d7Attack(seats, { shareTeamHands: 1 });
      expect(core(shared).actorSeat(shared.ptr)).toBe(3);
      const fs = (shared.game.core as unknown as Record<string, WebAssembly.Global>)['NCard.FIRST_STRIKE'].value as number;
      act(shared, 'first-strike');
      expect(core(shared).getHand(shared.ptr, 1, fs)).toBe(0);
      expect(core(shared).getDiscard(shared.ptr, fs)).toBe(1);
      invariantsOk(shared);
    });
  }
});

describe('B.6 First Strike in La Grande: from the answering corps commander\'s own hand (D.8)', () => {
  /** A seeded random 602 game in 8 seats up to an attack a corps commander answers; null if none comes. */
  async function corpsAnswer(seed: number): Promise<State | null> {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const s = game.newState();
    const r = makeRng(seed);
    for (let i = 0; i < 1500 && !s.isTerminal(); i++) {
      if (s.isChance()) { const o = s.chanceOutcomes(); s.apply(o[Math.floor(r() * o.length)]!.code); continue; }
      if (s.phaseName() === 'RESPOND' && core(s).actorSeat(s.ptr) >= 2) return s;
      const l = s.legalActions();
      s.apply(l[Math.floor(r() * l.length)]!);
    }
    return null;
  }

  it('D.8: First Strike is offered exactly when the answering corps commander holds it, whatever his CinC holds; playing it empties his slot, no replacement draw', async () => {
    let found: State | null = null;
    for (let seed = 1; seed <= 20 && !found; seed++) found = await corpsAnswer(seed);
    expect(found, 'a seeded game with an attack a corps commander answers').not.toBeNull();
    const s = found!;
    const c = core(s);
    const seat = c.actorSeat(s.ptr), side = seat & 1;
    const fs = (s.game.core as unknown as Record<string, WebAssembly.Global>)['NCard.FIRST_STRIKE'].value as number;
    const offered = (x: State): boolean => x.legalTexts().includes('first-strike');
    expect(offered(s)).toBe(c.seatCmd(s.ptr, seat, fs) > 0);
    // the CinC's hand (role 0: the side's) with and without First Strike: the corps commander's list does not move
    const cincWith = s.clone();
    if (c.getHand(cincWith.ptr, side, fs) === 0) c.addSeatCmd(cincWith.ptr, side, fs);
    const cincWithout = s.clone();
    while (c.getHand(cincWithout.ptr, side, fs) > 0) c.takeSeatCmd(cincWithout.ptr, side, fs);
    expect(cincWith.legalTexts()).toEqual(s.legalTexts());
    expect(cincWithout.legalTexts()).toEqual(s.legalTexts());
    // his own hand with First Strike (a kind swapped for it: an unconserved test state): offered
    const own = s.clone();
    if (c.seatCmd(own.ptr, seat, fs) === 0) {
      if (c.seatCmdSize(own.ptr, seat) === 8) c.takeSeatCmd(own.ptr, seat, [...Array(32).keys()].find((k) => c.seatCmd(own.ptr, seat, k) > 0)!);
      c.addSeatCmd(own.ptr, seat, fs);
    }
    expect(offered(own)).toBe(true);
    const before = { held: c.seatCmd(own.ptr, seat, fs), size: c.seatCmdSize(own.ptr, seat), cinc: c.seatCmdSize(own.ptr, side), discard: c.getDiscard(own.ptr, fs) };
    act(own, 'first-strike');
    expect([c.seatCmd(own.ptr, seat, fs), c.seatCmdSize(own.ptr, seat), c.seatCmdSize(own.ptr, side), c.getDiscard(own.ptr, fs)])
      .toEqual([before.held - 1, before.size - 1, before.cinc, before.discard + 1]);
    // no replacement draw (B.5's "the First Strike player draws" queues none): at the next turn's
    // start his side's CinC holds what he held, and so does he
    const r = makeRng(5);
    for (let i = 0; i < 200 && own.phaseName() !== 'PLAY' && !own.isTerminal(); i++) {
      if (own.isChance()) { const o = own.chanceOutcomes(); own.apply(o[Math.floor(r() * o.length)]!.code); continue; }
      const l = own.legalActions(); own.apply(l[Math.floor(r() * l.length)]!);
    }
    expect(own.phaseName()).toBe('PLAY');
    expect([c.seatCmdSize(own.ptr, side), c.seatCmdSize(own.ptr, seat)]).toEqual([before.cinc, before.size - 1]);
  });
});
