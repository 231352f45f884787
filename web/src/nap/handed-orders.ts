// The hover preview of a Commander-in-Chief's card when several seats share a side (rules digest
// D.7, D.8): his cards are not ordered by him but by the commanders they go to (La Grande's
// hand-outs `to:l|c|r`, D.7's give `give:hand|display`, the 6- and 8-seat section commanders), so the
// units a card "would order" are those of every commander it could reach. Read on copies of the
// position from the core's legal lists only: the card (or the display pick) is played on a copy, then
// the decisions that follow are walked (chance sampled on the copy; the record reseeds before every
// real chance step, so the game's dice are never touched) until the card's first order decision, whose
// `order:` hexes are its own. The core orders the hand card (slot 0) first, then the display card
// (slot 1, EpicField STAGE 2): for the display card the walk goes on past the hand card's orders,
// ending them at once (`end-orders`), to the display card's first order decision. Which branches:
//
//   pick (the display card)       every one, until each receiver of the card has been reached
//   to:  (La Grande hand-out)     the card previewed, when it is the one handed now: every receiver
//                                 not yet reached; the other card: the first legal (previewing the
//                                 display card, every one: its receivers are those the hand card left)
//   give (D.7, 4 seats)           every one (the CinC keeps the hand card, or gives it)
//   half (his left / right)       every one
//   keep / pass (answers)         keep (the CinC's card is played), an idle commander passes
//   anything else                 the first legal action
//
// In La Grande only the orders of the seat holding the card's slot are read (its HOLDER,
// nap/turn-fields.ts: the role holding it, 0 while still the CinC's, -1 outside La Grande), never the
// next commander's. A node budget bounds the walk. No DOM. Caller: play.ts (orderableWith: a hand
// card; the display pick's preview).
import { describeAt, type Act, type State } from '../engine.js';
import { seatAt } from './grande.js';
import { epicField, grandeField } from './turn-fields.js';

/** Positions walked at most per hovered card (each one a clone and an apply on the core). */
export const HANDED_BUDGET = 400;

const holder = (st: State, i: number): number => grandeField(st, 'HOLDER', i);

/** The EPIC stage of the display card's orders (EpicField STAGE: 1 the hand card's, 2 the display card's). */
const STAGE_DISPLAY = 2;

/**
 * Hexes of the units (and lone leaders) the card of the Commander-in-Chief deciding in `st` would
 * have ordered by whichever commander it can go to (header); empty when it cannot be played. `code`
 * plays the hand card (`slot` 0) or picks the display card (`slot` 1: its orders, after the hand card's).
 */
export function handedOrders(st: State, code: number, budget = HANDED_BUDGET, slot: 0 | 1 = 0): string[] {
  const game = st.game;
  const side = seatAt(st) & 1;
  const hexes = new Set<string>();
  const reached = new Set<string>(); // receivers of the hand card already walked (La Grande `to:` letters)
  let nodes = 0;
  const walk = (pos: State): void => {
    if (++nodes > budget) return;
    for (let k = 0; k < 16 && pos.isChance() && !pos.isTerminal(); k++) pos.sampleChance();
    if (pos.isChance() || pos.isTerminal()) return;
    const seat = seatAt(pos);
    if ((seat & 1) !== side) return; // the turn went to the other side: no order came
    const phase = game.core.getPhase(pos.ptr);
    const legal = pos.legalActions().map((c) => describeAt(game, phase, c));
    const orders = legal.filter((a) => (a.kind === 'order' || a.kind === 'order-leader') && a.hexText);
    if (orders.length) {
      if (slot === 1 && epicField(pos, 'STAGE') < STAGE_DISPLAY) {
        // the hand card's orders: none given, on to the display card's
        const end = legal.find((a) => a.text === 'end-orders');
        if (!end) return;
        const next = pos.clone();
        try { next.apply(end.code); walk(next); } finally { next.free(); }
        return;
      }
      const h = holder(pos, slot);
      if (h < 0 || seat === side + 2 * h) for (const a of orders) hexes.add(a.hexText!);
      return;
    }
    for (const a of branches(pos, legal, reached, slot)) {
      const next = pos.clone();
      try { next.apply(a.code); walk(next); } finally { next.free(); }
    }
  };
  const probe = st.clone();
  try { probe.apply(code); walk(probe); } finally { probe.free(); }
  return [...hexes];
}

/** The decisions walked from one position (header's table). */
function branches(pos: State, legal: Act[], reached: Set<string>, slot: 0 | 1): Act[] {
  const of = (kind: string) => legal.filter((a) => a.kind === kind);
  const picks = of('pick');
  if (picks.length) return picks;
  const outs = of('hand-out');
  if (outs.length) {
    // the card handed now: the hand card until it has a receiver (its HOLDER no longer 0), then the display card
    const handing = holder(pos, 0) === 0 ? 0 : 1;
    if (handing !== slot) return slot === 1 ? outs : outs.slice(0, 1); // the other card's receiver: see the header
    const fresh = outs.filter((a) => !reached.has(a.text));
    for (const a of fresh) reached.add(a.text);
    return fresh;
  }
  for (const kind of ['give', 'half']) { const l = of(kind); if (l.length) return l; }
  const answers = of('answer');
  const keep = answers.find((a) => a.detail === 'keep') ?? answers.find((a) => a.detail === 'pass');
  if (keep) return [keep];
  return legal.slice(0, 1);
}
