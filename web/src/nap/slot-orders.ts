// Which of La Grande's turn slots ordered each piece (rules digest D.8: slot 0 the CinC's hand card,
// slot 1 his display card, slots 2..3 a corps commander's own card or his initiative roll, D.7), for the board's
// slot tags beside the display card's "D" (nap/display-orders.ts keeps those), their words in the
// hex's accessible name and the legend line of the Messenger display panel. Read from the core only:
// `epicUnitOrderSlot` / `epicLeaderOrderSlot` (the turn's slot marks: -1 none, else the slot; cleared
// at the end of the turn) and slot i's CARD, HOLDER and SOURCE (nap/turn-fields.ts). A piece the
// display card ordered (slot 1, the CinC's card) is the "D" mark's and left out here; slot 1 with the
// holder's own card in its place is tagged here. No DOM. Callers: nap/marks.ts (board tags),
// nap/epic.ts (legend).
import type { State } from '../engine.js';
import { cardInfo } from '../cards.js';
import { leaderTitle, unitName } from '../log.js';
import type { GrandeSeat } from './grande.js';
import { grandeField, hasGrandeFields, isCardKind } from './turn-fields.js';

interface SlotCore {
  epicUnitOrderSlot?: (s: number, u: number) => number;
  epicLeaderOrderSlot?: (s: number, l: number) => number;
}

/** One slot of the turn whose orders are tagged: its card, holder and the words its pieces carry. */
export interface SlotHolder {
  slot: number;
  /** The card's id ("probe-c"), or null for a commander ordering on initiative (D.7 roll, no card). */
  card: string | null;
  /** The corps commander holding the slot (his seat's names), or null when the file names no seats. */
  holder: GrandeSeat | null;
  /** 1 the card came from his own hand, 0 the CinC's. */
  own: boolean;
  /** The tag's letter: the holder's corps, L / C / R (his side's left, centre, right). */
  tag: string;
  /** "ordered by Davout's own card (Charge)", "ordered by the hand card (Probe Centre), handed to Soult
   *  (centre corps)", "ordered on initiative by Lannes (left corps)". */
  by: string;
}

/** A tagged piece: the slot that ordered it and its words ("French line infantry on K4: ordered by …"). */
export interface SlotPiece { hex: string; slot: number; kind: 'unit' | 'leader'; id: number; name: string; title: string }

export interface SlotOrders { slots: SlotHolder[]; pieces: SlotPiece[] }

const NONE: SlotOrders = { slots: [], pieces: [] };
const TAGS = ['', 'L', 'C', 'R'];

/** The words of each slot this turn whose orders are tagged (not the CinC's display card: the "D" mark's). */
function slotHolders(st: State, grande: GrandeSeat[]): Map<number, SlotHolder> {
  const out = new Map<number, SlotHolder>();
  const n = grandeField(st, 'SLOTS', 0);
  for (let i = 0; i < n; i++) {
    const own = grandeField(st, 'SOURCE', i) === 1;
    if (i === 1 && !own) continue; // the display card's orders: the D mark
    const kind = grandeField(st, 'CARD', i), role = grandeField(st, 'HOLDER', i);
    const holder = role > 0 ? grande[st.active() + 2 * role] ?? null : null;
    const who = holder?.person ?? `the ${['', 'left', 'centre', 'right'][role] ?? ''} corps commander`;
    // a slot with no card: a commander ordering on the initiative roll's dice (D.7, slots 2..3)
    const card = isCardKind(st.game, kind) ? st.game.cardId(kind) : null;
    if (!card && i < 2) continue;
    const title = card ? cardInfo(card).title : '';
    const by = !card ? `ordered on initiative by ${holder?.short ?? who}`
      : own ? `ordered by ${who}'s own card (${title})`
      : `ordered by the ${i === 0 ? 'hand' : 'display'} card (${title})${holder ? `, handed to ${holder.short}` : ''}`;
    out.set(i, { slot: i, card, holder, own, tag: TAGS[role] || String(i), by });
  }
  return out;
}

/** The pieces ordered this turn by La Grande's slots other than the CinC's display card (empty outside La Grande). */
export function slotOrders(st: State, sideNames: [string, string], grande: GrandeSeat[] | null): SlotOrders {
  const c = st.game.core as unknown as SlotCore;
  if (!grande || !hasGrandeFields(st.game) || typeof c.epicUnitOrderSlot !== 'function' || typeof c.epicLeaderOrderSlot !== 'function') return NONE;
  const holders = slotHolders(st, grande);
  if (holders.size === 0) return NONE;
  const pieces: SlotPiece[] = [];
  for (const u of st.units()) {
    const h = holders.get(c.epicUnitOrderSlot(st.ptr, u.id));
    if (!h) continue;
    const name = unitName(u, sideNames);
    pieces.push({ hex: u.hex, slot: h.slot, kind: 'unit', id: u.id, name, title: `${name} on ${u.hex}: ${h.by}` });
  }
  for (const l of st.leaders()) {
    const h = holders.get(c.epicLeaderOrderSlot(st.ptr, l.id));
    if (!h) continue;
    const name = leaderTitle(st.game, l.id, l.side, sideNames);
    pieces.push({ hex: l.hex, slot: h.slot, kind: 'leader', id: l.id, name, title: `${name} on ${l.hex}: ${h.by}` });
  }
  return { slots: [...holders.values()].filter((h) => pieces.some((p) => p.slot === h.slot)), pieces };
}

/**
 * The board's slot tags, one a hex and slot (a unit and a leader on one hex ordered by the same slot
 * share it, both named): the slot (its colour), the tag letter and the words.
 */
export function slotMarks(d: SlotOrders): { hex: string; slot: number; tag: string; title: string }[] {
  const by = new Map(d.slots.map((h) => [h.slot, h]));
  const names = new Map<string, { slot: number; who: string[] }>();
  for (const p of d.pieces) {
    const key = `${p.hex}/${p.slot}`;
    names.set(key, { slot: p.slot, who: [...(names.get(key)?.who ?? []), p.name] });
  }
  return [...names].map(([key, { slot, who }]) => {
    const hex = key.slice(0, key.indexOf('/')), h = by.get(slot)!;
    return { hex, slot, tag: h.tag, title: `${who.join(' and ')} on ${hex}: ${h.by}` };
  });
}
