// Which orders came from the Messenger display card (rules digest D.3: the EPIC turn's second card
// gives its own orders after the hand card's; D.8: La Grande's display card handed to a corps
// commander): web/src/nap/display-orders.ts, the board's "D" marks. Checked against the play itself:
// 601 in 2 seats, seeded through the web Session: the units marked are exactly the units ordered (or
// rallied: a rallied unit is ordered) while the core's EPIC stage was the display card's
// (EpicField.STAGE = 2), and the leaders marked exactly those ordered on their own (order-leader) then,
// for the rest of that turn, one board mark a hex; none are marked once the turn is over. 602 in 8
// seats: every unit and leader marked was ordered by the corps commander who holds slot 1 (the display
// card, grandeField HOLDER) and slot 1 is the CinC's card.
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { coreConst, describeAt, CHANCE } from '../../web/src/engine.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';
import { displayMarks, displayOrders } from '../../web/src/nap/display-orders.js';
import { seatAt } from '../../web/src/nap/grande.js';
import { grandeField } from '../../web/src/nap/turn-fields.js';

interface Core { epicField(s: number, f: number): number }

function rng(seed: number) {
  let x = seed;
  return (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
}

describe('units ordered by the display card (D.3)', () => {
  it('601, 2 seats: the marked units and leaders are those ordered in the display card\'s stage, for the rest of the turn', async () => {
    const id = napBattles().find((b) => b.id.startsWith('601'))!.id;
    const s = await Session.create({ scenario: napScenario(id), seed: 3, controllers: ['human', 'ai'], level: 'instant' });
    const core = s.game.core as unknown as Core;
    const F_STAGE = coreConst(s.game, 'EpicField.STAGE'); // 0 none, 1 the hand card's orders, 2 the display card's, 3 done
    expect(F_STAGE).toBeGreaterThanOrEqual(0);
    const rnd = rng(41);
    let expected = new Set<number>(), expectedLeaders = new Set<number>();
    let compared = 0, marked = 0, leadersMarked = 0, cards = new Set<string>();
    for (let i = 0; i < 2500 && !s.isOver(); i++) {
      const stage = core.epicField(s.state.ptr, F_STAGE);
      if (stage < 2) { expected = new Set(); expectedLeaders = new Set(); } // a new turn (or the hand card's orders): nothing from the display card yet
      else {
        const onBoard = new Set(s.state.units().map((u) => u.id)), leadersOn = new Set(s.state.leaders().map((l) => l.id));
        const d = displayOrders(s.state, s.sideNames, s.grande);
        expect(d.units.map((u) => u.unit).sort((a, b) => a - b)).toEqual([...expected].filter((u) => onBoard.has(u)).sort((a, b) => a - b));
        expect(d.leaders.map((l) => l.leader).sort((a, b) => a - b)).toEqual([...expectedLeaders].filter((l) => leadersOn.has(l)).sort((a, b) => a - b));
        for (const u of [...d.units, ...d.leaders]) expect(u.title).toMatch(/ on [A-Z]\d+: ordered by the display card \(.+\)$/);
        for (const l of d.leaders) expect(l.name).toMatch(/^(French|Allied) leader/);
        // one board mark a hex, naming every piece on it the display card ordered
        const marks = displayMarks(d);
        expect(new Set(marks.map((m) => m.hex)).size).toBe(marks.length);
        expect(marks.reduce((n, m) => n + m.title.slice(0, m.title.indexOf(' on ')).split(' and ').length, 0)).toBe(d.units.length + d.leaders.length);
        if (d.units.length) { marked++; cards.add(d.card!); }
        if (d.leaders.length) leadersMarked++;
        compared++;
      }
      if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
      const phase = s.game.core.getPhase(s.state.ptr);
      const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
      const a = legal[rnd(legal.length)]!;
      // a rallied unit is ordered too (the core's RALLY sets UF_ORDERED and notes the card that ordered it)
      if ((a.kind === 'order' || a.kind === 'rally') && stage === 2) expected.add(s.state.units().find((u) => u.hex === a.hexText)!.id);
      // a leader ordered on his own (order-leader); one who goes with his ordered unit is not marked
      if (a.kind === 'order-leader' && stage === 2) expectedLeaders.add(s.state.leaders().find((l) => l.hex === a.hexText)!.id);
      s.apply(a.text);
    }
    expect(compared).toBeGreaterThan(100);
    expect(marked, 'positions with units ordered by the display card').toBeGreaterThan(20);
    expect(leadersMarked, 'positions with leaders ordered by the display card').toBeGreaterThan(20);
    expect(cards.size).toBeGreaterThan(1);
  }, 120_000);

  it('602, 8 seats (D.8): every marked unit and leader was ordered by the commander the display card was handed to, named in its title', async () => {
    const id = napBattles().find((b) => b.id.startsWith('602'))!.id;
    const s = await Session.create({ scenario: napScenario(id), seed: 5, controllers: ['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], level: 'instant', rules: { seats: 8 } });
    const rnd = rng(17);
    const orderedBy = new Map<number, number>(); // unit -> seat that ordered it this turn
    const leaderBy = new Map<number, number>(); // leader (ordered on his own) -> seat that ordered him
    let marked = 0, leadersMarked = 0, lastTurn = -1, lastSide = -1;
    for (let i = 0; i < 3000 && !s.isOver(); i++) {
      const side = s.state.active(), turn = s.state.turn();
      if (side !== lastSide || turn !== lastTurn) { orderedBy.clear(); leaderBy.clear(); lastSide = side; lastTurn = turn; }
      const d = displayOrders(s.state, s.sideNames, s.grande);
      if (d.units.length || d.leaders.length) {
        marked++;
        expect(grandeField(s.state, 'SOURCE', 1)).toBe(0); // slot 1 is the CinC's display card, not a swapped own card
        const holder = side + 2 * grandeField(s.state, 'HOLDER', 1);
        expect(d.holder?.seat).toBe(holder);
        for (const u of d.units) {
          expect(orderedBy.get(u.unit), `${u.title}`).toBe(holder);
          expect(u.title).toContain(`handed to ${s.grande![holder]!.short}`);
        }
        for (const l of d.leaders) {
          expect(leaderBy.get(l.leader), `${l.title}`).toBe(holder);
          expect(l.title).toContain(`handed to ${s.grande![holder]!.short}`);
        }
        if (d.leaders.length) leadersMarked++;
      }
      if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
      const phase = s.game.core.getPhase(s.state.ptr);
      const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
      const a = legal[rnd(legal.length)]!;
      if (a.kind === 'order' || a.kind === 'rally') orderedBy.set(s.state.units().find((u) => u.hex === a.hexText)!.id, seatAt(s.state));
      if (a.kind === 'order-leader') leaderBy.set(s.state.leaders().find((l) => l.hex === a.hexText)!.id, seatAt(s.state));
      s.apply(a.text);
    }
    expect(marked).toBeGreaterThan(10);
    expect(leadersMarked, 'positions with leaders ordered by the display card').toBeGreaterThan(10);
  }, 180_000);
});
