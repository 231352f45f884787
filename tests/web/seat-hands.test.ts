// Each seat's own cards as the web app reads them (web/src/nap/seat-hands.ts: the seat's own
// observation, docs/encoding.md globals 0..28 and 218..233) on EPIC Austerlitz (601) in 8 seats,
// rules digest D.7: the Commander-in-Chief holds the side's Command hand and no Tactician card; each
// corps commander holds no Command hand but Tactician cards of his own (the Tactician panel used to
// show the side's, which is empty in 6 and 8 seats); the other seats' Command hands are sizes only,
// and a corps commander without a Command hand has no size.
import { describe, expect, it } from 'vitest';
import { napBattles, napGameFor, napScenario } from '../../web/src/nap/game.js';
import { corpsHands, seatHand, seatHandSizes } from '../../web/src/nap/seat-hands.js';
import { seatSeesHand } from '../../web/src/seats.js';

describe('601 in 8 seats (D.7): each seat reads its own hands from its observation', () => {
  it('CinCs: the side\'s Command hand, no Tactician card; corps commanders: no Command hand, their own Tactician cards', async () => {
    const g = await napGameFor(napScenario(napBattles().find((b) => b.id.startsWith('601'))!.id), { seats: 8 });
    expect(corpsHands(g)).toBe(false);
    g.seed(3);
    const st = g.newState();
    for (let i = 0; i < 400 && st.turn() < 1; i++) { if (st.isChance()) st.sampleChance(); else st.apply(st.legalActions()[0]!); }
    expect(st.turn()).toBe(1);
    for (let seat = 0; seat < 8; seat++) {
      const h = seatHand(g, st, seat);
      if (seat < 2) {
        expect(h.command).toEqual(st.hand(seat));
        expect(h.command.length).toBeGreaterThan(0);
        expect(h.tactician).toEqual([]);
        expect(seatSeesHand(g.contract, seat)).toBe(true);
      } else {
        expect(h.command).toEqual([]);
        expect(h.tactician.length).toBeGreaterThan(0);
        expect(seatSeesHand(g.contract, seat)).toBe(false);
      }
    }
    // the sides' Tactician hands (the CinCs') are empty: the corps commanders hold them all
    const c = g.core as unknown as { tacticianHandCount(s: number, side: number): number };
    expect([c.tacticianHandCount(st.ptr, 0), c.tacticianHandCount(st.ptr, 1)]).toEqual([0, 0]);
    expect(seatHandSizes(g, st, 2)).toEqual([st.handSize(0), st.handSize(1), null, null, null, null, null, null]);
    st.free();
  });
});
