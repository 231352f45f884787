// Command cards as people read them: a title, a one-line summary and the board sections the card
// orders in (from the owner's own view: L = the owner's left). The rules live in the core
// (assembly/cc/orders.ts); this table only describes them. Ids are the notation's card ids.

import { NAP_CARDS, napUnitClass } from './nap/names.js';

export type Sec = 'L' | 'C' | 'R';

export interface CardInfo {
  title: string;
  text: string;
  /** Sections the card orders in, with how many units; null = not tied to sections. */
  sections: Partial<Record<Sec, number>> | null;
}

const sec = (n: number, s: Sec, title: string): CardInfo => ({
  title, text: `Order ${n} unit${n > 1 ? 's' : ''} or leaders in the ${s === 'L' ? 'left' : s === 'C' ? 'center' : 'right'} section.`,
  sections: { [s]: n },
});

export const CARDS: Record<string, CardInfo> = {
  o2l: sec(2, 'L', 'Order Two Left'), o2c: sec(2, 'C', 'Order Two Center'), o2r: sec(2, 'R', 'Order Two Right'),
  o3l: sec(3, 'L', 'Order Three Left'), o3c: sec(3, 'C', 'Order Three Center'), o3r: sec(3, 'R', 'Order Three Right'),
  o4l: sec(4, 'L', 'Order Four Left'), o4c: sec(4, 'C', 'Order Four Center'), o4r: sec(4, 'R', 'Order Four Right'),
  outflank: { title: 'Outflanked', text: 'Order 2 units on the left and 2 units on the right.', sections: { L: 2, R: 2 } },
  coord: { title: 'Coordinated Advance', text: 'Order 1 unit in each section.', sections: { L: 1, C: 1, R: 1 } },
  light: { title: 'Order Light Troops', text: 'Order light units (as many as your command), anywhere.', sections: null },
  medium: { title: 'Order Medium Troops', text: 'Order medium units (as many as your command), anywhere.', sections: null },
  heavy: { title: 'Order Heavy Troops', text: 'Order heavy units (as many as your command), anywhere.', sections: null },
  mounted: { title: 'Order Mounted Troops', text: 'Order mounted units (as many as your command), anywhere.', sections: null },
  'insp-l': { title: 'Inspired Left Leadership', text: 'A leader on the left and units near him; else 1 unit left.', sections: { L: 1 } },
  'insp-c': { title: 'Inspired Center Leadership', text: 'A leader in the center and units near him; else 1 unit center.', sections: { C: 1 } },
  'insp-r': { title: 'Inspired Right Leadership', text: 'A leader on the right and units near him; else 1 unit right.', sections: { R: 1 } },
  'lead-any': { title: 'Leadership Any Section', text: 'A leader anywhere and units near him.', sections: { L: 1, C: 1, R: 1 } },
  line: { title: 'Line Command', text: 'Order foot units standing in one contiguous line.', sections: null },
  charge: { title: 'Mounted Charge', text: 'Order mounted units; they battle with an extra die.', sections: null },
  mfm: { title: 'Move-Fire-Move', text: 'Order light units; they may move, fire and move again.', sections: null },
  double: { title: 'Double Time', text: 'Order up to 4 foot units; they may move one extra hex.', sections: null },
  counter: { title: 'Counter Attack', text: "Play the same card your opponent just played (mirrored).", sections: null },
  clash: { title: 'Clash of Shields', text: 'Every unit next to an enemy battles with an extra die.', sections: null },
  darken: { title: 'Darken the Sky', text: 'Every missile unit fires twice (second shot weaker).', sections: null },
  'first-strike': { title: 'First Strike', text: 'Play when attacked in close combat: you battle first.', sections: null },
  spartacus: { title: 'I Am Spartacus', text: 'Roll dice: each symbol orders a unit of that kind.', sections: null },
  rally: { title: 'Rally', text: 'Roll dice: each symbol lets a damaged unit regain a block.', sections: null },
};

/** A Command card's words: Ancients ids first, then the Napoleonics deck (nap/names.ts; the shared ids
 *  counter, first-strike and rally read alike in both games). */
export function cardInfo(id: string): CardInfo {
  return CARDS[id] ?? NAP_CARDS[id] ?? { title: id, text: '', sections: null };
}

/** Unit type names for tooltips and the log. */
export const UNIT_NAMES: Record<string, string> = {
  LI: 'light infantry', LB: 'light bow', LS: 'light slingers', AX: 'auxilia', WA: 'warriors',
  MI: 'medium infantry', HI: 'heavy infantry', LC: 'light cavalry', MC: 'medium cavalry',
  HC: 'heavy cavalry', EL: 'elephants', HCH: 'heavy chariots', WM: 'war machine',
};

/**
 * Die-symbol class of each unit type (0 light/green, 1 medium/blue, 2 heavy/red), for colouring
 * counters and marking which dice hit. A display table: the core's UNIT_CLASS decides the rules.
 */
export const UNIT_CLASS: Record<string, 0 | 1 | 2> = {
  LI: 0, LB: 0, LS: 0, AX: 0, WA: 1, MI: 1, HI: 2, LC: 0, MC: 1, HC: 2, EL: 2, HCH: 2, WM: 2,
};

/** The die class of any unit type: an Ancients type's, else a Napoleonics type's (infantry 0, cavalry 1, artillery 2). */
export function unitClassOf(type: string): 0 | 1 | 2 { return UNIT_CLASS[type] ?? napUnitClass(type); }
