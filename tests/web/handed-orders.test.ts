// The hover preview of a Commander-in-Chief's hand card with several seats a side (rules digest D.7:
// the CinC's cards go to his section commanders; D.8: La Grande's CinC hands each card to a corps
// commander, who orders with it): web/src/nap/handed-orders.ts, the units play.ts rings. Seeded games
// through the web Session, 602 in 8 seats and 601 in 6 seats. At each of the CinC's card decisions,
// for every card he may play: every ringed hex holds a piece of his side; a card for one section rings
// only hexes of that section (the core's sectionMask, from his side's view); and the card actually
// played is then followed in the game: the orders the core offers at the hand card's first order
// decision (La Grande: its holder, the CinC's card kept) are all among the hexes it rang. The same
// for the display card at his pick (slot 1): each pick's rings hold pieces of his side, and the pick
// made is followed to the display card's first order decision (EpicField STAGE 2; La Grande: slot 1's
// holder, the CinC's card kept), whose orders are all among the hexes it rang.
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { describeAt, CHANCE, parseHexText, type Act } from '../../web/src/engine.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';
import { handedOrders } from '../../web/src/nap/handed-orders.js';
import { seatAt } from '../../web/src/nap/grande.js';
import { epicField, grandeField } from '../../web/src/nap/turn-fields.js';
import { cardInfo, type Sec } from '../../web/src/cards.js';

interface Core { sectionMask(h: number): number }

function rng(seed: number) {
  let x = seed;
  return (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
}

/** Plays `prefix` seeded with seats; returns how many CinC decisions were checked, cards with rings, and subset checks made. */
async function check(prefix: string, seats: number, seed: number, decisions: number) {
  const id = napBattles().find((b) => b.id.startsWith(prefix))!.id;
  const ctl = Array.from({ length: seats }, (_, i) => (i === 0 ? ('human' as const) : ('ai' as const)));
  const s = await Session.create({ scenario: napScenario(id), seed, controllers: [...ctl], level: 'instant', rules: { seats } });
  const core = s.game.core as unknown as Core;
  const grande = seats === 8 && prefix === '602';
  const rnd = rng(seed);
  let checked = 0, withRings = 0, cards = 0, followed = 0;
  let pickChecked = 0, pickRings = 0, picksSeen = 0, pickFollowed = 0;
  let follow: { side: number; rings: Set<string>; turn: number } | null = null;
  let followPick: { side: number; rings: Set<string>; turn: number } | null = null;
  for (let i = 0; i < 4000 && !s.isOver() && (checked < decisions || pickChecked < decisions || follow || followPick); i++) {
    if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
    const st = s.state, seat = seatAt(st), side = seat & 1;
    const phase = s.game.core.getPhase(st.ptr);
    const legal: Act[] = st.legalActions().map((c) => describeAt(s.game, phase, c));
    if (follow && (side !== follow.side || st.turn() !== follow.turn)) follow = null; // the turn ended with no order
    if (follow) {
      const orders = legal.filter((a) => (a.kind === 'order' || a.kind === 'order-leader') && a.hexText);
      const slot0 = grande ? grandeField(st, 'HOLDER', 0) : -1;
      if (orders.length) {
        // the hand card's first order decision (La Grande: only when its holder kept the CinC's card)
        if (!grande || (seat === side + 2 * slot0 && grandeField(st, 'SOURCE', 0) === 0)) {
          for (const a of orders) expect(follow.rings.has(a.hexText!), `${a.text} was not rung`).toBe(true);
          followed++;
        }
        follow = null;
      }
    }
    if (followPick && (side !== followPick.side || st.turn() !== followPick.turn)) followPick = null;
    if (followPick && epicField(st, 'STAGE') === 2) {
      const orders = legal.filter((a) => (a.kind === 'order' || a.kind === 'order-leader') && a.hexText);
      if (orders.length) {
        // the display card's first order decision (La Grande: its holder, the CinC's card kept)
        if (!grande || (seat === side + 2 * grandeField(st, 'HOLDER', 1) && grandeField(st, 'SOURCE', 1) === 0)) {
          for (const a of orders) expect(followPick.rings.has(a.hexText!), `${a.text} was not rung by the display card`).toBe(true);
          pickFollowed++;
        }
        followPick = null;
      }
    }
    const pickActs = legal.filter((a) => a.kind === 'pick');
    if (seat >> 1 === 0 && pickActs.length && pickChecked < decisions) {
      pickChecked++;
      const mine = new Set([...st.units().filter((u) => (u.side === 'bottom' ? 0 : 1) === side).map((u) => u.hex), ...st.leaders().filter((l) => (l.side === 'bottom' ? 0 : 1) === side).map((l) => l.hex)]);
      const ringsOf = new Map<string, Set<string>>();
      for (const a of pickActs) {
        const rings = handedOrders(st, a.code, undefined, 1);
        ringsOf.set(a.text, new Set(rings));
        picksSeen++;
        if (rings.length) pickRings++;
        for (const h of rings) expect(mine.has(h), `${a.text}: ${h} holds no piece of the side`).toBe(true);
      }
      const a = pickActs[rnd(pickActs.length)]!;
      followPick = { side, rings: ringsOf.get(a.text)!, turn: st.turn() };
      s.apply(a.text);
      continue;
    }
    const plays = legal.filter((a) => a.kind === 'play');
    if (seat >> 1 === 0 && plays.length && checked < decisions) {
      checked++;
      const mine = new Set([...st.units().filter((u) => (u.side === 'bottom' ? 0 : 1) === side).map((u) => u.hex), ...st.leaders().filter((l) => (l.side === 'bottom' ? 0 : 1) === side).map((l) => l.hex)]);
      const ringsOf = new Map<string, Set<string>>();
      for (const a of plays) {
        const rings = handedOrders(st, a.code);
        ringsOf.set(a.text, new Set(rings));
        cards++;
        if (rings.length) withRings++;
        for (const h of rings) expect(mine.has(h), `${a.text}: ${h} holds no piece of the side`).toBe(true);
        const secs = cardInfo(a.card!).sections;
        const on = secs ? (['L', 'C', 'R'] as Sec[]).filter((k) => secs[k]) : [];
        if (on.length === 1) {
          const bit = { L: 1, C: 2, R: 4 }[on[0]!];
          for (const h of rings) {
            let m = core.sectionMask(parseHexText(s.game.board, h)!);
            if (side === 1) m = ((m & 1) << 2) | (m & 2) | ((m & 4) >> 2);
            expect(m & bit, `${a.text} rang ${h}, outside its section`).toBeTruthy();
          }
        }
      }
      const a = plays[rnd(plays.length)]!;
      follow = { side, rings: ringsOf.get(a.text)!, turn: st.turn() };
      s.apply(a.text);
      continue;
    }
    s.apply(legal[rnd(legal.length)]!.text);
  }
  return { checked, withRings, cards, followed, pickChecked, pickRings, picksSeen, pickFollowed };
}

describe('a Commander-in-Chief\'s hand card rings the units of the commanders it can go to (D.7, D.8)', () => {
  it('602 La Grande in 8 seats (D.8): the hand-outs walked, the rings sound and covering the orders given', async () => {
    const r = await check('602', 8, 5, 8);
    expect(r.checked).toBe(8);
    expect(r.withRings / r.cards).toBeGreaterThan(0.6);
    expect(r.followed).toBeGreaterThanOrEqual(3);
    // the display card hovered at his pick rings its own orders, past the hand card's
    expect(r.pickChecked).toBe(8);
    expect(r.pickRings / r.picksSeen, 'display cards ringing units').toBeGreaterThan(0.5);
    expect(r.pickFollowed).toBeGreaterThanOrEqual(3);
  }, 180_000);

  it('601 EPIC in 6 seats (D.7): the section commanders\' orders rung for the CinC', async () => {
    const r = await check('601', 6, 9, 8);
    expect(r.checked).toBe(8);
    expect(r.withRings / r.cards).toBeGreaterThan(0.6);
    expect(r.followed).toBeGreaterThanOrEqual(3);
    expect(r.pickChecked).toBe(8);
    expect(r.pickRings / r.picksSeen, 'display cards ringing units').toBeGreaterThan(0.5);
    expect(r.pickFollowed).toBeGreaterThanOrEqual(3);
  }, 180_000);
});
