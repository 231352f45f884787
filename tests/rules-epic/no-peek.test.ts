// Hidden information in EPIC (digest D.3.3: the Messenger display is face up, both players see and
// use it; the hands stay hidden): the determinization a player's search makes redeals only the
// opponent's hand, from the cards he has not seen (deck + that hand, never the display), and its
// result does not depend on the opponent's actual cards (the no-peek guarantee).
import { describe, it, expect } from 'vitest';
import { epicSetup, act, display, handSize } from './helpers.ts';

const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const DISPLAY = ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'assault-r'];

async function pair(topA: string[], topB: string[]) {
  const a = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'recon'], top: topA }, display: DISPLAY });
  const b = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'recon'], top: topB }, display: DISPLAY });
  return [a.state, b.state] as const;
}

describe('D.3.3 the display is public, the hands hidden (no-peek)', () => {
  it('D.3.3: determinizing for bottom keeps the display and bottom\'s hand, redeals top\'s hand at its size', async () => {
    const [s] = await pair(['probe-c', 'attack-l', 'elan'], ['bayonet', 'bombard', 'rally']);
    const before = display(s);
    for (let seed = 1; seed <= 10; seed++) {
      const c = s.clone();
      c.determinize(0, seed);
      expect(display(c)).toEqual(before);
      expect(handSize(c, 1)).toBe(3);
      expect(c.game.core.checkInvariants(c.ptr)).toBe(0);
      expect(c.legalActions()).toEqual(s.legalActions());
      c.free();
    }
  });

  it('D.3.3 no-peek: two positions differing only in top\'s hidden cards determinize to the same state for bottom', async () => {
    const [a, b] = await pair(['probe-c', 'attack-l', 'elan'], ['bayonet', 'bombard', 'rally']);
    expect(a.bytes()).not.toEqual(b.bytes()); // the hidden hands differ
    for (let seed = 1; seed <= 10; seed++) {
      const ca = a.clone(), cb = b.clone();
      ca.determinize(0, seed); cb.determinize(0, seed);
      expect(ca.bytes()).toEqual(cb.bytes());
      ca.free(); cb.free();
    }
  });

  it('D.3.3 no-peek mid-turn: after the display card is taken, the determinization still ignores top\'s cards', async () => {
    const [a, b] = await pair(['probe-c', 'attack-l', 'elan'], ['bayonet', 'bombard', 'rally']);
    for (const s of [a, b]) act(s, 'play:recon', 'pick:probe-r');
    for (let seed = 1; seed <= 5; seed++) {
      const ca = a.clone(), cb = b.clone();
      ca.determinize(0, seed); cb.determinize(0, seed);
      expect(ca.bytes()).toEqual(cb.bytes());
      ca.free(); cb.free();
    }
  });
});
