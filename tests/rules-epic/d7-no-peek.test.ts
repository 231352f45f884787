// Hidden information per seat (rules digest D.7; docs/contract.md "Seats and sides"): in every EPIC
// format the CinC holds his side's Command hand (and, here, its Tactician cards), so a sub- or corps
// commander's determinization redeals his own side's hand as well as the enemy's, from one pool of
// unseen cards, and his observation shows no Command hand. The no-peek guarantee per seat: what
// seat X's search sees (determinized state, observation) does not change when only cards X cannot
// see change, for a TEAMMATE's (his CinC's) hand and for an opponent's. The option shareTeamHands
// (D.7 "players at a table may" share) shows the CinC's hand to his teammates.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { epicSetup, act, handSize } from './helpers.ts';

const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];
type SeatCore = { actorSeat(s: number): number };
const give = (c: number): number => 58 | (c << 24);

/** A 4-seat position where bottom's sub-commander (seat 2) orders with the hand card he was given. */
async function subToAct(bottom: string[], top: string[], share = 0): Promise<State> {
  const { state } = await epicSetup({ units: UNITS, hands: { bottom, top }, display: DISPLAY, rules: { seats: 4, shareTeamHands: share } });
  act(state, 'play:probe-l', 'pick:probe-r');
  state.apply(give(1));
  expect((state.game.core as unknown as SeatCore).actorSeat(state.ptr)).toBe(2);
  return state;
}

function determinized(s: State, seat: number, seed: number): Uint8Array {
  const c = s.clone();
  c.determinize(seat, seed);
  expect(c.game.core.checkInvariants(c.ptr)).toBe(0);
  const b = c.bytes();
  c.free();
  return b;
}

const globals = (s: State, seat: number): number[] => [...s.observation(seat).globals];

describe('D.7 no-peek per seat', () => {
  it('D.7 no-peek, teammate: positions differing only in the CinC\'s hidden hand determinize to the same state for his sub-commander, not for the CinC', async () => {
    const a = await subToAct(['probe-l', 'attack-c', 'elan', 'scout-r'], ['probe-c', 'attack-r']);
    const b = await subToAct(['probe-l', 'bombard', 'rally', 'attack-l'], ['probe-c', 'attack-r']);
    expect(a.bytes()).not.toEqual(b.bytes());
    let cincDiffers = 0;
    for (let seed = 1; seed <= 10; seed++) {
      expect(determinized(a, 2, seed)).toEqual(determinized(b, 2, seed));
      if (!equalBytes(determinized(a, 0, seed), determinized(b, 0, seed))) cincDiffers++;
    }
    expect(cincDiffers).toBe(10); // the CinC sees his own hand: his determinizations keep it
    const c = a.clone();
    c.determinize(2, 7);
    expect(handSize(c, 0)).toBe(3); // the redealt hand keeps its size
    c.free();
  });

  it('D.7 no-peek, opponent: positions differing only in the enemy hand determinize to the same state for the sub-commander', async () => {
    const a = await subToAct(['probe-l', 'attack-c', 'elan', 'scout-r'], ['probe-c', 'attack-r']);
    const b = await subToAct(['probe-l', 'attack-c', 'elan', 'scout-r'], ['bombard', 'rally']);
    for (let seed = 1; seed <= 10; seed++) expect(determinized(a, 2, seed)).toEqual(determinized(b, 2, seed));
  });

  it('D.7: the sub-commander\'s observation shows no Command hand (the CinC\'s shows his); with shareTeamHands it shows the CinC\'s hand', async () => {
    const a = await subToAct(['probe-l', 'attack-c', 'elan', 'scout-r'], ['probe-c', 'attack-r']);
    const b = await subToAct(['probe-l', 'bombard', 'rally', 'attack-l'], ['probe-c', 'attack-r']);
    expect(globals(a, 2)).toEqual(globals(b, 2));
    expect(globals(a, 2).slice(0, 29).every((v) => v === 0)).toBe(true);
    expect(globals(a, 0)).not.toEqual(globals(b, 0));
    expect(globals(a, 2)[105]).toBe(1); // the sub-commander is the seat to act
    expect(globals(a, 0)[105]).toBe(0);
    const sa = await subToAct(['probe-l', 'attack-c', 'elan', 'scout-r'], ['probe-c', 'attack-r'], 1);
    const sb = await subToAct(['probe-l', 'bombard', 'rally', 'attack-l'], ['probe-c', 'attack-r'], 1);
    expect(globals(sa, 2)).not.toEqual(globals(sb, 2));
    // shared hands: the sub-commander's determinization keeps the CinC's hand (only the enemy's is redealt)
    expect(equalBytes(determinized(sa, 2, 3), determinized(sb, 2, 3))).toBe(false);
  });
});

function equalBytes(x: Uint8Array, y: Uint8Array): boolean { return x.length === y.length && x.every((v, i) => v === y[i]); }
