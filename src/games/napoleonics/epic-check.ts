/**
 * Checks and the normalised form of a scenario's EPIC / La Grande part (`format`, `epic`;
 * epic-format.ts has the shape and the section picture). Called by scenario.ts
 * (checkConsistency, normalizeNapoleonicsScenario) once per scenario file; never on a hot path.
 *
 * Every error is one line starting with its field path, as in scenario.ts:
 *   format      the board must be the format's (D.2)
 *   epic        present exactly for "epic" and "grande"
 *   sections    3 for EPIC, 6 for La Grande; ids unique; left to right they tile x2 0..2w-2, each
 *               next one starting on the last one's dotted line (same x2, even) or just after it
 *   display     refillAt below size (D.3)
 *   seats       one commander-in-chief a side; sections known and held by one commander at most;
 *               La Grande (D.8): CinC with no section plus corps commanders, each holding one
 *               pair of sections (both lefts, both centres or both rights), all six held
 *   seat hands  a CinC's hand is the side's cards; La Grande: every seat has a hand, the corps
 *               commanders' Tactician cards add up to the side's, the CinC keeps none
 */
import { boardDims } from '../hex-notation.js';
import { formatPath, type Path } from '../scenario-parse.js';
import {
  DISPLAY_REFILL_AT, DISPLAY_SIZE, FORMAT_BOARD, FORMAT_SECTIONS,
  type EpicSeatRole, type EpicSection, type NapoleonicsFormat,
} from './epic-format.js';
import type { NapoleonicsScenarioFile } from './schema.js';

/** A section in the normalised form: inclusive x2 range. */
export interface NormalizedEpicSection { id: string; name: string; x2From: number; x2To: number }

/** The EPIC part of a normalised scenario (null for a standard one). */
export interface NormalizedEpicSetup {
  sections: NormalizedEpicSection[];
  display: { size: number; refillAt: number };
  seats: { bottom: EpicSeatRole[]; top: EpicSeatRole[] } | null;
}

/** The scenario's format ("standard" when the file has none). */
export function formatOf(s: NapoleonicsScenarioFile): NapoleonicsFormat {
  return s.format ?? 'standard';
}

/** Errors of the `format` and `epic` fields; assumes the shape check passed. */
export function checkEpicFormat(s: NapoleonicsScenarioFile): string[] {
  const errors: string[] = [];
  const err = (path: Path, msg: string): void => { errors.push(`${formatPath(path)}: ${msg}`); };
  const format = formatOf(s);
  const board = FORMAT_BOARD[format];
  if (s.board !== board) {
    const { w, h } = boardDims(board);
    err(['format'], `a "${format}" scenario plays on the "${board}" board (${w}x${h}), but "board" is "${s.board}"`);
    return errors; // sections and seats are checked against the format's board: one error for one problem
  }
  if (format === 'standard') {
    if (s.epic !== undefined) err(['epic'], 'only an "epic" or "grande" scenario has an "epic" block (this one is "standard")');
    return errors;
  }
  if (s.epic === undefined) {
    err(['epic'], `a "${format}" scenario needs its "epic" block (sections, display, seats)`);
    return errors;
  }
  const e = s.epic;
  const want = FORMAT_SECTIONS[format];
  if (e.sections.length !== want) {
    err(['epic', 'sections'], `a "${format}" board has ${want} sections (got ${e.sections.length})`);
  }
  const ids = new Map<string, number>();
  e.sections.forEach((sec, i) => {
    const prev = ids.get(sec.id);
    if (prev !== undefined) err(['epic', 'sections', i, 'id'], `"${sec.id}" is already the id of epic.sections[${prev}]`);
    else ids.set(sec.id, i);
  });
  checkTiling(e.sections, 2 * boardDims(board).w - 2, err);
  if (e.display !== undefined && e.display.refillAt >= e.display.size) {
    err(['epic', 'display', 'refillAt'], `the display is refilled when it is down to ${e.display.refillAt}, which must be below its size ${e.display.size}`);
  }
  if (e.seats !== undefined) {
    for (const side of ['bottom', 'top'] as const) {
      checkSeats(e.seats[side], side, format, e.sections.map((x) => x.id), err);
      checkSeatCards(e.seats[side], side, format, s.sides[side], err);
    }
  }
  return errors;
}

/** Left to right, the sections cover x2 0..last with no gap and no overlap beyond a dotted line. */
function checkTiling(sections: EpicSection[], last: number, err: (path: Path, msg: string) => void): void {
  sections.forEach((sec, i) => {
    const [from, to] = sec.x2;
    const at: Path = ['epic', 'sections', i, 'x2'];
    if (from > to) { err(at, `the section starts at x2 ${from} after it ends (${to})`); return; }
    if (i === 0 && from !== 0) err(at, `the first section must start at the left edge (x2 0), not ${from}`);
    if (i === sections.length - 1 && to !== last) err(at, `the last section must end at the right edge (x2 ${last}), not ${to}`);
    if (i === 0) return;
    const prevTo = sections[i - 1]!.x2[1];
    if (from === prevTo) {
      if (from % 2 !== 0) err(at, `a dotted line runs through long-row hex centres (even x2); ${from} is odd`);
    } else if (from !== prevTo + 1) {
      err(at, `sections do not tile the board: epic.sections[${i - 1}] ends at x2 ${prevTo}, this one starts at ${from} (expected ${prevTo} on a dotted line, or ${prevTo + 1})`);
    }
  });
}

function checkSeats(seats: EpicSeatRole[], side: 'bottom' | 'top', format: NapoleonicsFormat, sectionIds: string[],
  err: (path: Path, msg: string) => void): void {
  const at = (...rest: PropertyKey[]): Path => ['epic', 'seats', side, ...rest];
  const cinc = seats.filter((r) => r.role === 'commander-in-chief').length;
  if (cinc !== 1) err(at(), `each side has exactly one commander-in-chief (D.7; the ${side} side has ${cinc})`);
  const holder = new Map<string, number>();
  seats.forEach((r, i) => {
    const seen = new Set<string>();
    r.sections.forEach((id, j) => {
      if (!sectionIds.includes(id)) { err(at(i, 'sections', j), `unknown section "${id}" (sections: ${sectionIds.join(', ')})`); return; }
      if (seen.has(id)) { err(at(i, 'sections', j), `"${id}" is listed twice`); return; }
      seen.add(id);
      const prev = holder.get(id);
      if (prev !== undefined) err(at(i, 'sections', j), `"${id}" is already held by epic.seats.${side}[${prev}]`);
      else holder.set(id, i);
    });
    if (format !== 'grande') return;
    // D.8: the CinC commands no section; each corps commander holds one pair (lefts, centres or rights)
    if (r.role === 'sub-commander') err(at(i, 'role'), 'La Grande has a commander-in-chief and corps commanders (D.8), no sub-commanders');
    if (r.role === 'commander-in-chief' && r.sections.length > 0) err(at(i, 'sections'), 'the La Grande commander-in-chief commands no section (D.8)');
    if (r.role === 'corps-commander') {
      const idx = r.sections.map((id) => sectionIds.indexOf(id)).sort((a, b) => a - b);
      const pair = idx.length === 2 && idx[0]! % 2 === 0 && idx[1] === idx[0]! + 1;
      if (!pair) err(at(i, 'sections'), 'a La Grande corps commander holds one pair of sections: both lefts, both centres or both rights (D.8)');
    }
  });
  if (format === 'grande') {
    const free = sectionIds.filter((id) => !holder.has(id));
    if (free.length > 0) err(at(), `every La Grande section has its corps commander (D.8); nobody holds ${free.join(', ')}`);
  }
}

/**
 * Hands of the seats against the side's: a CinC's own hand is the side's `cards` (D.3); on La Grande
 * every seat holds a hand and the corps commanders' Tactician cards are the side's (D.8: the CinC
 * keeps none).
 */
function checkSeatCards(seats: EpicSeatRole[], side: 'bottom' | 'top', format: NapoleonicsFormat,
  setup: { cards: number; tactician: number }, err: (path: Path, msg: string) => void): void {
  seats.forEach((r, i) => {
    if (r.role === 'commander-in-chief' && r.cards !== undefined && r.cards !== setup.cards) {
      err(['epic', 'seats', side, i, 'cards'], `the commander-in-chief's hand is the side's (sides.${side}.cards is ${setup.cards})`);
    }
    if (format === 'grande' && r.cards === undefined) err(['epic', 'seats', side, i, 'cards'], 'every La Grande commander holds a hand (D.8): give its size');
  });
  if (format !== 'grande') return;
  const cinc = seats.find((r) => r.role === 'commander-in-chief');
  if (cinc?.tactician !== undefined && cinc.tactician > 0) {
    err(['epic', 'seats', side, seats.indexOf(cinc), 'tactician'], 'the La Grande commander-in-chief keeps no Tactician cards (D.7, D.8)');
    return;
  }
  const total = seats.reduce((n, r) => n + (r.tactician ?? 0), 0);
  if (total !== setup.tactician) {
    err(['epic', 'seats', side], `the corps commanders' Tactician cards (${total}) must add up to sides.${side}.tactician (${setup.tactician})`);
  }
}

/** The normalised EPIC part (defaults filled in), or null for a standard scenario. */
export function normalizeEpic(s: NapoleonicsScenarioFile): NormalizedEpicSetup | null {
  if (s.epic === undefined) return null;
  return {
    sections: s.epic.sections.map((x) => ({ id: x.id, name: x.name, x2From: x.x2[0], x2To: x.x2[1] })),
    display: { size: s.epic.display?.size ?? DISPLAY_SIZE, refillAt: s.epic.display?.refillAt ?? DISPLAY_REFILL_AT },
    seats: s.epic.seats ? { bottom: s.epic.seats.bottom.map((r) => ({ ...r, sections: [...r.sections] })), top: s.epic.seats.top.map((r) => ({ ...r, sections: [...r.sections] })) } : null,
  };
}
