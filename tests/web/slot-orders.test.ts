// Which of La Grande's turn slots ordered each piece (rules digest D.8: slot 0 the CinC's hand card,
// 1 his display card, 2..3 a corps commander's own card): web/src/nap/slot-orders.ts, the board's slot
// tags beside the display card's "D". Checked against seeded play of 602 in 8 seats through the web
// Session: every tagged unit and leader was ordered (order, rally, order-leader) this turn by the seat
// of the corps commander who holds its slot (grandeField HOLDER), the slot is the core's
// (epicUnitOrderSlot / epicLeaderOrderSlot), its words name that commander and say whether the card
// was his own (SOURCE) or no card at all (the initiative roll, D.7); every piece ordered this turn by a slot other than the CinC's display card is
// tagged, one tag a hex and slot; none of the display card's orders are.
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { describeAt, CHANCE } from '../../web/src/engine.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';
import { slotMarks, slotOrders } from '../../web/src/nap/slot-orders.js';
import { seatAt } from '../../web/src/nap/grande.js';
import { grandeField } from '../../web/src/nap/turn-fields.js';

interface Core { epicUnitOrderSlot(s: number, u: number): number; epicLeaderOrderSlot(s: number, l: number): number }

function rng(seed: number) {
  let x = seed;
  return (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
}

describe('La Grande: the slot that ordered each piece, tagged with its holder (D.8)', () => {
  it('602, 8 seats, seeded: every tag agrees with the core\'s slot and the seat that gave the order; every other-slot order is tagged', async () => {
    const id = napBattles().find((b) => b.id.startsWith('602'))!.id;
    const s = await Session.create({ scenario: napScenario(id), seed: 7, controllers: ['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], level: 'instant', rules: { seats: 8 } });
    const core = s.game.core as unknown as Core;
    const rnd = rng(23);
    const unitBy = new Map<number, number>(), leaderBy = new Map<number, number>(); // piece -> the seat that ordered it this turn
    let tagged = 0, leadersTagged = 0, initiative = 0, lastTurn = -1, lastSide = -1;
    const slotsSeen = new Set<number>(), ownSeen = new Set<boolean>();
    for (let i = 0; i < 3000 && !s.isOver(); i++) {
      const side = s.state.active(), turn = s.state.turn();
      if (side !== lastSide || turn !== lastTurn) { unitBy.clear(); leaderBy.clear(); lastSide = side; lastTurn = turn; }
      const d = slotOrders(s.state, s.sideNames, s.grande);
      const slotOfRole = new Map<number, number>();
      for (let k = 0; k < Math.max(0, grandeField(s.state, 'SLOTS', 0)); k++) slotOfRole.set(grandeField(s.state, 'HOLDER', k), k);
      for (const p of d.pieces) {
        const h = d.slots.find((x) => x.slot === p.slot)!;
        const holder = side + 2 * grandeField(s.state, 'HOLDER', p.slot);
        expect(p.kind === 'unit' ? core.epicUnitOrderSlot(s.state.ptr, p.id) : core.epicLeaderOrderSlot(s.state.ptr, p.id), p.title).toBe(p.slot);
        expect((p.kind === 'unit' ? unitBy : leaderBy).get(p.id), `${p.title}: the seat that ordered it`).toBe(holder);
        expect(h.holder?.seat).toBe(holder);
        expect(h.own).toBe(grandeField(s.state, 'SOURCE', p.slot) === 1);
        expect(p.slot === 1 && !h.own, 'the display card\'s own orders are the D mark\'s').toBe(false);
        const name = s.grande![holder]!;
        expect(p.title).toContain(!h.card ? `ordered on initiative by ${name.short}` : h.own ? `ordered by ${name.person}'s own card (` : `, handed to ${name.short}`);
        if (!h.card) initiative++;
        expect(h.tag).toBe(['', 'L', 'C', 'R'][name.role]);
        slotsSeen.add(p.slot); ownSeen.add(h.own);
      }
      // every piece ordered this turn by a slot other than the CinC's display card is tagged
      const want = (by: Map<number, number>) => [...by].filter(([, seat]) => {
        const k = slotOfRole.get(seat >> 1);
        return k !== undefined && !(k === 1 && grandeField(s.state, 'SOURCE', 1) === 0);
      }).map(([id]) => id);
      const onBoard = new Set(s.state.units().map((u) => u.id)), leadersOn = new Set(s.state.leaders().map((l) => l.id));
      const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
      expect(sorted(d.pieces.filter((p) => p.kind === 'unit').map((p) => p.id))).toEqual(sorted(want(unitBy).filter((u) => onBoard.has(u))));
      expect(sorted(d.pieces.filter((p) => p.kind === 'leader').map((p) => p.id))).toEqual(sorted(want(leaderBy).filter((l) => leadersOn.has(l))));
      const marks = slotMarks(d);
      expect(new Set(marks.map((m) => `${m.hex}/${m.slot}`)).size).toBe(marks.length);
      expect(marks.reduce((n, m) => n + m.title.slice(0, m.title.indexOf(' on ')).split(' and ').length, 0)).toBe(d.pieces.length);
      if (d.pieces.some((p) => p.kind === 'unit')) tagged++;
      if (d.pieces.some((p) => p.kind === 'leader')) leadersTagged++;
      if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
      const phase = s.game.core.getPhase(s.state.ptr);
      const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
      const a = legal[rnd(legal.length)]!;
      if (a.kind === 'order' || a.kind === 'rally') unitBy.set(s.state.units().find((u) => u.hex === a.hexText)!.id, seatAt(s.state));
      if (a.kind === 'order-leader') leaderBy.set(s.state.leaders().find((l) => l.hex === a.hexText)!.id, seatAt(s.state));
      s.apply(a.text);
    }
    expect(tagged, 'positions with tagged units').toBeGreaterThan(20);
    expect(leadersTagged, 'positions with tagged leaders').toBeGreaterThan(5);
    expect([...slotsSeen].sort(), 'the hand card\'s slot and an own card\'s').toEqual(expect.arrayContaining([0, 2]));
    expect(initiative, 'pieces ordered on initiative (D.7 roll)').toBeGreaterThan(0);
    expect(ownSeen.size, 'both the CinC\'s cards and own cards').toBe(2);
  }, 180_000);
});
