// No-peek per seat for the Tactician hands of the 6- and 8-player EPIC formats (rules digest D.7:
// each player holds his own Tactician cards; docs/contract.md "Seats and sides"): what seat X sees
// (its observation, its legal actions, its determinizations) does not change when only another
// seat's Tactician hand changes, a TEAMMATE's or an OPPONENT's; it does change with X's own hand.
// Determinization redeals every other seat's Tactician hand from the unseen pool, keeping its size.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { act, determinized, sameBytes as same } from './helpers.ts';
import { seatSetup, seatHand } from './seat-helpers.ts';

const UNITS = ['b FR_LN C2 L', 'b FR_LN K2 L', 'b FR_LN R2 L', 't RU_LN C3', 't RU_LN K3', 't RU_LN R3'];
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];
const HANDS = { bottom: ['probe-l', 'attack-c', 'elan'], top: ['probe-c', 'attack-r'] };
// 6 seats, 1 card a side: CinC 2, left 1, right 1 per side; bottom's draws, then top's
const BOTTOM = ['cavalry-leader', 'cavalry-leader', 'infantry-melee-leader', 'light-infantry-skirmish'];
const TOP = ['leader-bonus', 'leader-bonus', 'short-supply', 'cavalry-screen'];

const position = (bottom: string[], top: string[], seats = 6): Promise<State> =>
  seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, seats, [1, 1], [...bottom, ...top]);

const globals = (s: State, seat: number): number[] => [...s.observation(seat).globals];

describe('D.7 no-peek: Tactician hands per seat (6 and 8 players)', () => {
  it('D.7 no-peek, teammate and opponent: positions differing only in the left commander\'s card look the same to every other seat, not to him', async () => {
    const a = await position(BOTTOM, TOP);
    const b = await position(['cavalry-leader', 'cavalry-leader', 'sapper', 'light-infantry-skirmish'], TOP);
    expect(seatHand(a, 2)).not.toEqual(seatHand(b, 2));
    for (const viewer of [0, 4, 1, 3, 5]) { // teammates (CinC, right commander) and every opponent
      expect(globals(a, viewer), `seat ${viewer}'s observation`).toEqual(globals(b, viewer));
      for (let seed = 1; seed <= 5; seed++) expect(same(determinized(a, viewer, seed), determinized(b, viewer, seed)), `seat ${viewer} seed ${seed}`).toBe(true);
    }
    expect(globals(a, 2)).not.toEqual(globals(b, 2));
    let own = 0;
    for (let seed = 1; seed <= 5; seed++) if (!same(determinized(a, 2, seed), determinized(b, 2, seed))) own++;
    expect(own, 'the left commander keeps his own card in every determinization').toBe(5);
    expect(a.legalTexts(), 'the CinC\'s legal actions').toEqual(b.legalTexts());
  });

  it('D.7 no-peek: a teammate\'s hidden card does not change the acting seat\'s legal actions (the right commander orders)', async () => {
    const a = await position(BOTTOM, TOP);
    const b = await position(['cavalry-leader', 'cavalry-leader', 'sapper', 'light-infantry-skirmish'], TOP);
    for (const s of [a, b]) act(s, 'play:probe-l', 'pick:probe-r', 'order:C2', 'end-orders');
    expect(a.legalTexts()).toEqual(b.legalTexts());
    expect(a.legalTexts()).toContain('tactic:light-infantry-skirmish');
  });

  it('D.7 no-peek, 8 players: an opponent corps commander\'s card is unseen by every bottom seat', async () => {
    const draws = (x: string) => ['infantry-melee-leader', 'infantry-melee-leader', 'sapper', 'light-infantry-skirmish',
      'leader-bonus', 'leader-bonus', x, 'cavalry-screen'];
    const a = await position(draws('short-supply').slice(0, 4), draws('short-supply').slice(4), 8);
    const b = await position(draws('grand-battery').slice(0, 4), draws('grand-battery').slice(4), 8);
    expect(seatHand(a, 5)).not.toEqual(seatHand(b, 5));
    for (const viewer of [0, 2, 4, 6]) {
      expect(globals(a, viewer)).toEqual(globals(b, viewer));
      for (let seed = 1; seed <= 3; seed++) expect(same(determinized(a, viewer, seed), determinized(b, viewer, seed))).toBe(true);
    }
  });

  it('D.7: a determinization keeps the viewer\'s own hand and every hand\'s size', async () => {
    const a = await position(BOTTOM, TOP);
    const c = a.clone();
    c.determinize(4, 11);
    expect(seatHand(c, 4)).toEqual(seatHand(a, 4));
    for (const seat of [0, 1, 2, 3, 5]) {
      const n = (s: State) => Object.values(seatHand(s, seat)).reduce((x, y) => x + y, 0);
      expect(n(c), `seat ${seat}'s hand size`).toBe(n(a));
    }
    let moved = 0;
    for (let seed = 1; seed <= 10 && moved === 0; seed++) {
      const d = a.clone();
      d.determinize(4, seed);
      if (JSON.stringify(seatHand(d, 2)) !== JSON.stringify(seatHand(a, 2))) moved++;
      d.free();
    }
    expect(moved, 'a teammate\'s hand is resampled').toBe(1);
    c.free();
  });
});
