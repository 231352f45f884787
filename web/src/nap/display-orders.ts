// Which orders of the turn came from the Messenger display card (rules digest D.3: the EPIC turn's
// second card; D.8: in La Grande the Commander-in-Chief's display card, handed to a corps
// commander), for the board's "D" mark on each such unit or leader, its words in the hex's accessible
// name and the legend line of the Messenger display panel. Read from the core only:
// `epicOrderedByDisplay` and `epicLeaderOrderedByDisplay` (the turn's slot marks: 1 when unit u, or
// leader l ordered on his own, was ordered by slot 1, the display card's; a leader who went with his
// ordered unit carries no mark of his own; cleared at the end of the turn), the EPIC field CARD2 (the
// display card) and, in La Grande, slot 1's CARD, HOLDER and SOURCE (read by name: nap/turn-fields.ts;
// a corps commander who played his own card in place of the display card gave no order from the
// display card, so nothing is marked then). No DOM. Callers: nap/marks.ts (board marks), nap/epic.ts
// (legend). The slots (assembly/cc/epic/block.ts): 0 the hand card, 1 the display card, 2..3 La
// Grande's own cards.
import type { State } from '../engine.js';
import { cardInfo } from '../cards.js';
import { leaderTitle, unitName } from '../log.js';
import type { GrandeSeat } from './grande.js';
import { epicField, grandeField, hasGrandeFields, isCardKind } from './turn-fields.js';

interface DisplayCore {
  epicOrderedByDisplay?: (s: number, u: number) => number;
  epicLeaderOrderedByDisplay?: (s: number, l: number) => number;
}

/** The display card's orders this turn: the card, who holds it (La Grande), and each unit it ordered. */
export interface DisplayOrders {
  /** The display card's id ("probe-c"), or null when none is in play. */
  card: string | null;
  /** La Grande: the seat the display card was handed to (its person and role), else null. */
  holder: GrandeSeat | null;
  /** "ordered by the display card (Probe Right)[, handed to Soult (centre corps)]", or "" with no card. */
  by: string;
  /** Each unit it ordered: its name ("French line infantry") and title ("<name> on K4: <by>"). */
  units: { hex: string; unit: number; name: string; title: string }[];
  /** Each leader it ordered on his own ("French leader Lannes"). */
  leaders: { hex: string; leader: number; name: string; title: string }[];
}

const NONE: DisplayOrders = { card: null, holder: null, by: '', units: [], leaders: [] };

/** The units and leaders ordered by the display card in `st` (empty outside the EPIC turn or before its orders). */
export function displayOrders(st: State, sideNames: [string, string], grande: GrandeSeat[] | null): DisplayOrders {
  const c = st.game.core as unknown as DisplayCore;
  if (typeof c.epicOrderedByDisplay !== 'function') return NONE;
  let kind = epicField(st, 'CARD2');
  let holder: GrandeSeat | null = null;
  if (grande && hasGrandeFields(st.game)) {
    // La Grande: slot 1 is the display card unless its commander swapped it for his own
    if (grandeField(st, 'SOURCE', 1) === 1) return NONE;
    kind = grandeField(st, 'CARD', 1);
    const role = grandeField(st, 'HOLDER', 1);
    holder = role > 0 ? grande[st.active() + 2 * role] ?? null : null;
  }
  if (!isCardKind(st.game, kind)) return NONE;
  const card = st.game.cardId(kind);
  const title = cardInfo(card).title;
  const by = `ordered by the display card (${title})${holder ? `, handed to ${holder.short}` : ''}`;
  const units = st.units().filter((u) => c.epicOrderedByDisplay!(st.ptr, u.id) === 1).map((u) => {
    const name = unitName(u, sideNames);
    return { hex: u.hex, unit: u.id, name, title: `${name} on ${u.hex}: ${by}` };
  });
  const leaders = typeof c.epicLeaderOrderedByDisplay !== 'function' ? []
    : st.leaders().filter((l) => c.epicLeaderOrderedByDisplay!(st.ptr, l.id) === 1).map((l) => {
      const name = leaderTitle(st.game, l.id, l.side, sideNames);
      return { hex: l.hex, leader: l.id, name, title: `${name} on ${l.hex}: ${by}` };
    });
  return { card, holder, by, units, leaders };
}

/**
 * The board's "D" marks, one a hex: a unit and a leader on one hex (a leader ordered on his own who
 * joined a unit, or the unit ordered apart from him) share it, both named ("French line infantry and
 * French leader Lannes on K4: ordered by …").
 */
export function displayMarks(d: DisplayOrders): { hex: string; title: string }[] {
  const names = new Map<string, string[]>();
  for (const p of [...d.units, ...d.leaders]) names.set(p.hex, [...(names.get(p.hex) ?? []), p.name]);
  return [...names].map(([hex, who]) => ({ hex, title: `${who.join(' and ')} on ${hex}: ${d.by}` }));
}
