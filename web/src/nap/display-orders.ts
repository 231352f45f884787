// Which orders of the turn came from the Messenger display card (rules digest D.3: the EPIC turn's
// second card; D.8: in La Grande the Commander-in-Chief's display card, handed to a corps
// commander), for the board's "D" mark on each such unit, its words in the hex's accessible name and
// the legend line of the Messenger display panel. Read from the core only: `epicOrderedByDisplay`
// (the turn's slot marks: 1 when unit u was ordered by slot 1, the display card's; cleared at the end
// of the turn), the EPIC field CARD2 (the display card) and, in La Grande, slot 1's CARD, HOLDER and
// SOURCE (read by name: nap/turn-fields.ts; a corps commander who played his own card in place of the
// display card gave no order from the display card, so nothing is marked then). Leaders are not
// marked (the core has no such query for a leader). No DOM. Callers: nap/marks.ts (board marks),
// nap/epic.ts (legend). The slots (assembly/cc/epic/block.ts): 0 the hand card, 1 the display card,
// 2..3 La Grande's own cards.
import type { State } from '../engine.js';
import { cardInfo } from '../cards.js';
import { unitName } from '../log.js';
import type { GrandeSeat } from './grande.js';
import { epicField, grandeField, hasGrandeFields } from './turn-fields.js';
const NO_PICK = 127, NO_CARD = 255; // E_CARD2 before a pick / when the display was empty (epic/actions.ts, types.ts)

interface DisplayCore { epicOrderedByDisplay?: (s: number, u: number) => number }

/** The display card's orders this turn: the card, who holds it (La Grande), and each unit it ordered. */
export interface DisplayOrders {
  /** The display card's id ("probe-c"), or null when none is in play. */
  card: string | null;
  /** La Grande: the seat the display card was handed to (its person and role), else null. */
  holder: GrandeSeat | null;
  units: { hex: string; unit: number; title: string }[];
}

const NONE: DisplayOrders = { card: null, holder: null, units: [] };

/** The units ordered by the display card in `st` (empty outside the EPIC turn or before its orders). */
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
  if (kind < 0 || kind === NO_PICK || kind === NO_CARD) return NONE;
  const card = st.game.cardId(kind);
  const title = cardInfo(card).title;
  const by = `ordered by the display card (${title})${holder ? `, handed to ${holder.short}` : ''}`;
  const units = st.units().filter((u) => c.epicOrderedByDisplay!(st.ptr, u.id) === 1)
    .map((u) => ({ hex: u.hex, unit: u.id, title: `${unitName(u, sideNames)} on ${u.hex}: ${by}` }));
  return { card, holder, units };
}
