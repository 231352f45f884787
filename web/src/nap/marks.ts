// The Napoleonics pieces of a position as the board's marks (board.ts NapMarks): each square with
// its unit and Square-track card in words, each objective hex's pennant (holder, the banners it
// gives now, the objective's name), the field-works hexsides, the Mother Russia tokens and, in the
// EPIC turn, the units and leaders ordered by the Messenger display card (nap/display-orders.ts) and, in
// La Grande, those ordered by the turn's other slots (nap/slot-orders.ts); for an Ancients game whose
// scenario file has D.9 objectives, their pennants alone (`ancientsMarks`). No DOM.
// Caller: play.ts.
import type { PlayController } from '../controller.js';
import type { NapMarks } from '../board.js';
import { cardInfo } from '../cards.js';
import { unitName } from '../log.js';
import { MR_WORDS } from './names.js';
import { shownPieces } from './panel.js';
import { objectiveViews, type ObjectiveView } from './pieces.js';
import { displayMarks, displayOrders } from './display-orders.js';
import { slotMarks, slotOrders } from './slot-orders.js';

/**
 * The marks of the position on show, read once per position (the board asks for every hex's words
 * on each render): keyed by the ply shown, replay or live, the viewer and the hand-over.
 */
const cache = new WeakMap<PlayController, { key: string; marks: NapMarks }>();
export function shownMarks(ctl: PlayController): NapMarks {
  const key = `${ctl.session.ply}:${ctl.replayPly}:${ctl.viewSide()}:${ctl.handover}:${ctl.session.log.length}`;
  let c = cache.get(ctl);
  if (c?.key !== key) { c = { key, marks: napMarks(ctl, shownPieces(ctl)) }; cache.set(ctl, c); }
  return c.marks;
}
import type { NapPieces } from './pieces.js';

/**
 * The objective banners of an Ancients game's position on show as the board's marks (the same
 * pennants as Napoleonics), or null when its scenario file has no objectives; cached like shownMarks.
 */
const ancientsCache = new WeakMap<PlayController, { key: string; marks: NapMarks | null }>();
export function ancientsMarks(ctl: PlayController): NapMarks | null {
  const key = `${ctl.session.ply}:${ctl.replayPly}:${ctl.session.log.length}`;
  let c = ancientsCache.get(ctl);
  if (c?.key !== key) {
    const objectives = objectiveViews(ctl.session.game, ctl.shown());
    const marks = objectives.length === 0 ? null : {
      squares: [], objectives: objectiveMarks(ctl, objectives), fieldWorks: [], tokens: [], conscripts: [], displayOrders: [], slotOrders: [],
    };
    c = { key, marks };
    ancientsCache.set(ctl, c);
  }
  return c.marks;
}

/** Each objective hex's pennant: its holder, the banners it gives now, the objective's name in words. */
export function objectiveMarks(ctl: PlayController, list: readonly ObjectiveView[]): NapMarks['objectives'] {
  const names = ctl.session.sideNames;
  const objectives: NapMarks['objectives'] = [];
  const seen = new Set<string>();
  // a hex in several objectives shows a held one first (its holder's colour and banners)
  const byHeld = [...list].sort((a, b) => Number(b.holder !== 2) - Number(a.holder !== 2));
  for (const o of byHeld) {
    // an objective over many hexes (units counted across a whole area) is listed in the panel, not pennanted on every hex
    if (o.hexes.length > 6) continue;
    for (const hex of o.hexes) {
      if (seen.has(hex)) continue;
      seen.add(hex);
      const held = o.holder === 0 || o.holder === 1;
      objectives.push({
        hex, holder: o.holder, label: held && o.value > 0 ? String(o.value) : '',
        title: `objective on ${hex}: ${o.name}; ${held ? `held by the ${names[o.holder]} side${o.value ? `, ${o.value} banner${o.value > 1 ? 's' : ''}` : ''}` : 'held by nobody'}`,
      });
    }
  }
  return objectives;
}

export function napMarks(ctl: PlayController, np: NapPieces): NapMarks {
  const s = ctl.session, names = s.sideNames, st = ctl.shown();
  const units = new Map(st.units().map((u) => [u.id, u]));
  const objectives = objectiveMarks(ctl, np.objectives);
  return {
    squares: np.squares.map((q) => {
      const u = units.get(q.unit);
      return { hex: q.hex, side: q.side, title: `${u ? unitName(u, names) : 'unit'} on ${q.hex} in square${q.card ? ` (card on the Square track: ${cardInfo(q.card).title})` : ''}` };
    }),
    objectives,
    fieldWorks: np.fieldWorks,
    tokens: np.motherRussia.map((m) => ({ hex: m.hex, kind: 'mother-russia', label: 'MR', title: `Mother Russia on ${m.hex}: ${MR_WORDS[m.use] ?? m.use}` })),
    conscripts: np.conscripts.map((c) => {
      const u = units.get(c.unit);
      return { hex: c.hex, title: `${u ? unitName(u, names) : 'unit'} on ${c.hex}: Conscript marker (no +1 melee die against infantry)` };
    }),
    displayOrders: displayMarks(displayOrders(st, names, s.grande)),
    slotOrders: slotMarks(slotOrders(st, names, s.grande)),
  };
}

/** What a hex holds of the Napoleonics pieces, in words for its accessible name (", in square, objective …"). */
export function napHexExtra(m: NapMarks, hex: string): string {
  const parts: string[] = [];
  if (m.squares.some((q) => q.hex === hex)) parts.push('unit in square');
  const o = m.objectives.find((x) => x.hex === hex);
  if (o) parts.push(o.title);
  if (m.fieldWorks.some((f) => f.hex === hex)) parts.push('field works');
  if (m.conscripts.some((c) => c.hex === hex)) parts.push('Conscript marker');
  const d = m.displayOrders.find((x) => x.hex === hex);
  if (d) parts.push(d.title.slice(d.title.indexOf(': ') + 2));
  for (const o of m.slotOrders) if (o.hex === hex) parts.push(o.title.slice(o.title.indexOf(': ') + 2));
  for (const t of m.tokens) if (t.hex === hex) parts.push(t.title);
  return parts.length ? `, ${parts.join(', ')}` : '';
}
