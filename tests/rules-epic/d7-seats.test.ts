// Rules digest D.7 (multi-player EPIC): who takes each decision in the 4-, 6- and 8-seat formats.
// seat = side + 2 * role (role 0 the CinC; 4 seats: 1 the sub-commander; 6 seats: 1 left, 2 right,
// the CinC runs the centre; 8 seats: 1 left, 2 centre, 3 right corps commander); the seat to act is
// the core's actorSeat export (read raw here: src/core's contract reads it in the seats API work).
// Bottom's sections on the 20-wide board: columns A-F left, G-M centre, N-T right (top's are mirrored).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { epicSetup, epicScenario, act, legalWith, eq, invariantsOk, finishTurn, drawNamed } from './helpers.ts';

type SeatCore = { actorSeat(s: number): number; seatCount(): number };
const seat = (s: State): number => (s.game.core as unknown as SeatCore).actorSeat(s.ptr);
const GIVE = 58;
const give = (c: 0 | 1 | 2): number => GIVE | (c << 24);
const TOP = ['t RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const BOTTOM = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2'];
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];

async function seats(n: number, hand: string[], extra: string[] = []) {
  const { state } = await epicSetup({ units: [...BOTTOM, ...TOP, ...extra], hands: { bottom: hand, top: ['probe-c', 'probe-l'] }, display: DISPLAY, rules: { seats: n } });
  return state;
}

/** The movers listed now (the from-hexes of move: actions). */
function movers(s: State): string[] { return [...new Set(legalWith(s, 'move:').map((t) => t.slice(5, t.indexOf('-'))))].sort(); }

describe('D.7 seats: the format is a rule option', () => {
  it('D.7: seats 2, 4, 6, 8 on an EPIC scenario; any other value, or seats != 2 on a standard scenario, is one error line naming seats', async () => {
    const sc = epicScenario({ units: [...BOTTOM, ...TOP], hands: { bottom: ['probe-l'], top: ['probe-c'] } });
    for (const n of [3, 5, 10, -2]) await expect(createNapoleonicsGame(sc, { build: 'debug', rules: { seats: n } })).rejects.toThrow(/^rule option seats must be 2, 4, 6 or 8/);
    await expect(napoleonicsGame('501', { build: 'debug', rules: { seats: 4 } })).rejects.toThrow(/seats = 4 needs an EPIC scenario/);
    await expect(createNapoleonicsGame(sc, { build: 'debug', rules: { seats: 4, shareTeamHands: 2 } })).rejects.toThrow(/shareTeamHands must be 0 or 1/);
    const two = await napoleonicsGame('501', { build: 'debug', rules: { seats: 2 } });
    expect((two.core as unknown as SeatCore).seatCount()).toBe(2);
  });

  it('D.7: 601 in 8 seats has 8 named seats, seat & 1 their side; 2 seats keep the two-player contract', async () => {
    const g8 = await napoleonicsGame('601', { build: 'debug', rules: { seats: 8 } });
    expect((g8.core as unknown as SeatCore).seatCount()).toBe(8);
    expect(g8.contract.numSeats).toBe(8);
    expect([...Array(8).keys()].map((i) => g8.contract.sideOf(i))).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(g8.contract.seatNames).toEqual(['french-cinc', 'allied-cinc', 'french-left', 'allied-left', 'french-centre', 'allied-centre', 'french-right', 'allied-right']);
    const g4 = await napoleonicsGame('601', { build: 'debug', rules: { seats: 4 } });
    expect(g4.contract.seatNames).toEqual(['french-cinc', 'allied-cinc', 'french-sub', 'allied-sub']);
    const g6 = await napoleonicsGame('601', { build: 'debug', rules: { seats: 6 } });
    expect(g6.contract.seatNames).toEqual(['french-cinc', 'allied-cinc', 'french-left', 'allied-left', 'french-right', 'allied-right']);
    const g2 = await napoleonicsGame('601', { build: 'debug' });
    expect(g2.contract.numSeats).toBe(2);
    expect(g2.contract.seatNames).toBeUndefined();
  });
});

describe('D.7 4 seats: the CinC picks both cards and gives one to his sub-commander', () => {
  it('D.7 4 players: the CinC plays and picks, then gives the hand card or the display card (give:hand / give:display); each card\'s holder orders and moves its units, one after the other', async () => {
    const s = await seats(4, ['probe-l', 'probe-c']);
    expect(seat(s)).toBe(0);
    act(s, 'play:probe-l', 'pick:probe-r');
    expect(s.phaseName()).toBe('EPIC_GIVE');
    expect(seat(s)).toBe(0);
    expect(s.legalActions()).toEqual([give(1), give(2)]);
    s.apply(give(1)); // the sub-commander plays the hand card (Probe Left)
    expect(s.phaseName()).toBe('ORDER');
    expect(seat(s)).toBe(2);
    act(s, 'order:C2'); // its one unit in the left section: the display card's orders follow
    expect(seat(s)).toBe(0); // the display card (Probe Right) stays with the CinC
    act(s, 'order:R2');
    expect(s.phaseName()).toBe('MOVE');
    expect(seat(s)).toBe(2);
    eq(movers(s), ['C2'], 'the sub-commander moves the unit his card ordered');
    act(s, 'end-moves');
    expect(s.phaseName()).toBe('MOVE');
    expect(seat(s)).toBe(0);
    eq(movers(s), ['R2'], 'then the CinC moves his');
    invariantsOk(s);
  });

  it('D.7 4 players: a multi-section card is played face up by the CinC, so the other card goes to the sub-commander without a choice', async () => {
    const s = await seats(4, ['recon', 'probe-c']);
    act(s, 'play:recon', 'pick:probe-c');
    expect(s.phaseName()).toBe('ORDER'); // no EPIC_GIVE decision
    expect(seat(s)).toBe(0);
    act(s, 'end-orders');
    expect(seat(s)).toBe(2); // Probe Centre: the sub-commander
    expect(legalWith(s, 'order:')).toEqual(['order:K2']);
  });
});

describe('D.7 4 seats: the end of the turn is the CinC\'s', () => {
  it('D.7 4 players: Scout => the CinC draws 2 and keeps 1, even when his sub-commander played the Scout card', async () => {
    const { state: s } = await epicSetup({ units: [...BOTTOM, ...TOP], hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c'] }, display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'], epic: { display: [5, 4] }, rules: { seats: 4 } });
    act(s, 'play:probe-c', 'pick:scout-r');
    s.apply(give(2)); // the sub-commander plays the Scout
    act(s, 'order:K2');
    expect(seat(s)).toBe(2);
    act(s, 'order:R2');
    finishTurn(s);
    drawNamed(s, 'attack-l'); drawNamed(s, 'bayonet');
    expect(s.phaseName()).toBe('SCOUT');
    expect(seat(s)).toBe(0);
    act(s, 'discard:bayonet');
    invariantsOk(s);
  });
});

describe('D.7 6 and 8 seats: each card goes to the commander of the section it orders', () => {
  it('D.7 6 players: a left card to the left commander (seat 2), a centre card stays with the CinC, who runs the centre', async () => {
    const s = await seats(6, ['probe-l', 'probe-c']);
    act(s, 'play:probe-l', 'pick:probe-c');
    expect(seat(s)).toBe(2);
    expect(legalWith(s, 'order:')).toEqual(['order:C2']);
    act(s, 'order:C2'); // the left section's one unit: Probe Centre's orders follow
    expect(seat(s)).toBe(0);
    expect(legalWith(s, 'order:')).toEqual(['order:K2']);
  });

  it('D.7 6 players: a right card to the right commander (seat 4); a tactic card to the commander of the section chosen', async () => {
    const s = await seats(6, ['probe-r', 'probe-c']);
    act(s, 'play:probe-r', 'pick:bayonet@-l');
    expect(seat(s)).toBe(4);
    act(s, 'end-orders');
    expect(seat(s)).toBe(2); // Bayonet Charge placed in the left section
  });

  it('D.7 8 players: the CinC gives the two cards to two different corps commanders (left 2, centre 4, right 6); a multi-section card stays with the CinC (seat 0)', async () => {
    const a = await seats(8, ['probe-c', 'probe-l']);
    act(a, 'play:probe-c', 'pick:probe-r');
    expect(seat(a)).toBe(4);
    act(a, 'end-orders');
    expect(seat(a)).toBe(6);
    const b = await seats(8, ['probe-l', 'probe-c']);
    act(b, 'play:probe-l', 'pick:recon');
    expect(seat(b)).toBe(2);
    act(b, 'end-orders');
    expect(seat(b)).toBe(0);
  });

  it('D.7 8 players: sections are the owner\'s: top\'s left card orders in bottom\'s right columns and goes to top\'s left commander (seat 3)', async () => {
    const { state: s } = await epicSetup({ units: [...BOTTOM, ...TOP], hands: { bottom: ['probe-c'], top: ['probe-l', 'probe-c'] }, display: DISPLAY, rules: { seats: 8 }, first: 'top' });
    expect(seat(s)).toBe(1);
    act(s, 'play:probe-l', 'pick:probe-c');
    expect(seat(s)).toBe(3);
    expect(legalWith(s, 'order:')).toEqual(['order:R10']);
  });
});

describe('D.7 defensive decisions: the commander of the section the unit is in', () => {
  // bottom's R5 (his right) attacks top's R6, which is in top's LEFT section (top's view)
  const UNITS = ['b FR_LN C2', 'b FR_LN R5', 't RU_LN R6', 't RU_LN C10', 't RU_LN K10'];
  for (const [n, attacker, defender] of [[4, 0, 1], [6, 4, 3], [8, 6, 3]] as const) {
    it(`D.7 ${n} players: top's answer to an attack and its flag decision go to seat ${defender}; the attack to seat ${attacker}`, async () => {
      const { state: s } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-r', 'probe-c'], top: ['probe-c', 'probe-l'] }, display: ['probe-l', 'probe-c', 'recon', 'bayonet', 'probe-l'], rules: { seats: n } });
      act(s, 'play:probe-r', 'pick:probe-l');
      if (n === 4) s.apply(give(2)); // the sub-commander gets Probe Left: Probe Right (R5) stays with the CinC
      act(s, 'order:R5', 'order:C2');
      while (s.phaseName() === 'MOVE') act(s, 'end-moves');
      expect(s.phaseName()).toBe('BATTLE');
      expect(seat(s)).toBe(attacker);
      act(s, 'battle:R5xR6');
      expect(s.phaseName()).toBe('RESPOND');
      expect(seat(s)).toBe(defender);
      act(s, 'accept');
      while (s.currentPlayer() === 2) act(s, 'die:flag');
      expect(s.phaseName()).toBe('IGNORE');
      expect(seat(s)).toBe(defender);
      invariantsOk(s);
    });
  }
});
