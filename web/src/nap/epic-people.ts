// The people of an EPIC battle's seats (rules digest D.7; scenario 601 in 4, 6 or 8 seats) named
// from the scenario file's `epic.seats`, so the picker, the hand, the hand-over screen, the log and
// the seat sizes say "French left-flank commander (Lannes)". La Grande (D.8) names its seats in
// nap/grande.ts; this module is for `format: epic` files only. Only what the file says is used:
//
//   seat id's role part    the file's entry of that side
//   cinc                   the entry whose role is commander-in-chief
//   left / centre / right  the sub-commander whose sections are exactly that one section, the
//                          section read from the seat's own side (the top side's left is the file's
//                          right: file sections are listed left to right from the bottom's view)
//   sub (4 seats)          nobody: the file names two sub-commanders, each with a flank, and the
//                          4-seat sub-commander has no fixed section, so no name is guessed
//
// 601 names Napoleon, Lannes (left), Soult (right) and Kutuzov, Bagration (the board's left: the
// Allied right), Buxhowden: the 8-seat centre commanders are unnamed (the CinC holds the centre in
// the file). No DOM. Callers: session.ts (seat names), nap/seat-picker.ts.
import { normalizeNapoleonicsScenario } from '../engine.js';
import type { SeatInfo } from '../seats.js';
import type { NapoleonicsScenario } from './game.js';

const OWN_VIEW_INDEX: Record<string, number> = { left: 0, centre: 1, right: 2 };

/** The person of each seat from an EPIC file (null where the file names none), seat order; null for other files. */
export function epicSeatPeople(sc: NapoleonicsScenario, seats: readonly SeatInfo[]): (string | null)[] | null {
  if (sc.format !== 'epic' || seats.length <= 2) return null;
  const e = normalizeNapoleonicsScenario(sc).epic;
  if (!e || !e.seats || e.sections.length !== 3) return null;
  const ids = e.sections.map((s) => s.id);
  return seats.map((info) => {
    const entries = info.side === 0 ? e.seats!.bottom : e.seats!.top;
    const word = info.id.slice(info.id.lastIndexOf('-') + 1);
    if (word === 'cinc' || (info.role === 0 && word !== 'sub')) return entries.find((r) => r.role === 'commander-in-chief')?.name ?? null;
    const own = OWN_VIEW_INDEX[word];
    if (own === undefined) return null;
    const fileSection = ids[info.side === 0 ? own : 2 - own];
    const hit = entries.filter((r) => r.role !== 'commander-in-chief' && r.sections.length === 1 && r.sections[0] === fileSection);
    return hit.length === 1 ? hit[0]!.name : null;
  });
}
