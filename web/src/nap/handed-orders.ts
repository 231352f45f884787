// The hover preview of a Commander-in-Chief's hand card when several seats share a side (rules digest
// D.7, D.8): his cards are not ordered by him but by the commanders they go to (La Grande's
// hand-outs `to:l|c|r`, D.7's give `give:hand|display`, the 6- and 8-seat section commanders), so the
// units a hand card "would order" are those of every commander it could reach. Read on copies of the
// position from the core's legal lists only: the card is played on a copy, then the decisions that
// follow are walked (chance sampled on the copy; the record reseeds before every real chance step, so
// the game's dice are never touched) until the first order decision, whose `order:` hexes are the hand
// card's: the core orders slot 0 (the hand card) first. Which branches are walked:
//
//   pick (the display card)       every one, until each receiver of the hand card has been reached
//   to:  (La Grande hand-out)     the hand card (slot 0 still the CinC's): every receiver not yet
//                                 reached; the display card: the first legal
//   give (D.7, 4 seats)           every one (the CinC keeps the hand card, or gives it)
//   half (his left / right)       every one
//   keep / pass (answers)         keep (the CinC's card is played), an idle commander passes
//   anything else                 the first legal action
//
// In La Grande only the orders of the seat holding slot 0 are read (its HOLDER, nap/turn-fields.ts:
// the role holding it, 0 while still the CinC's, -1 outside La Grande), never the next commander's.
// A node budget bounds the walk. No DOM. Caller: play.ts (ordersAfter).
import { describeAt, type Act, type State } from '../engine.js';
import { seatAt } from './grande.js';
import { grandeField } from './turn-fields.js';

/** Positions walked at most per hovered card (each one a clone and an apply on the core). */
export const HANDED_BUDGET = 400;

const holder = (st: State, i: number): number => grandeField(st, 'HOLDER', i);

/**
 * Hexes of the units (and lone leaders) the hand card `code` of the Commander-in-Chief deciding in
 * `st` would have ordered by whichever commander it can go to (header); empty when it cannot be played.
 */
export function handedOrders(st: State, code: number, budget = HANDED_BUDGET): string[] {
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
      const h = holder(pos, 0);
      if (h < 0 || seat === side + 2 * h) for (const a of orders) hexes.add(a.hexText!);
      return;
    }
    for (const a of branches(pos, legal, reached)) {
      const next = pos.clone();
      try { next.apply(a.code); walk(next); } finally { next.free(); }
    }
  };
  const probe = st.clone();
  try { probe.apply(code); walk(probe); } finally { probe.free(); }
  return [...hexes];
}

/** The decisions walked from one position (header's table). */
function branches(pos: State, legal: Act[], reached: Set<string>): Act[] {
  const of = (kind: string) => legal.filter((a) => a.kind === kind);
  const picks = of('pick');
  if (picks.length) return picks;
  const outs = of('hand-out');
  if (outs.length) {
    if (holder(pos, 0) !== 0) return outs.slice(0, 1); // the display card's receiver does not change the hand card's orders
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
