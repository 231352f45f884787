// Seats over the game contract (src/core/contract.ts): who sits where, who is a person, whose view
// the screen takes and who gets the hand-over screen. A game has `numSeats` seats, each on a side
// (`sideOf`); Ancients and the standard Napoleonics battles have one seat a side (seat = side), an
// EPIC game 2, 4, 6 or 8 (D.7: seat = side + 2 * role, role 0 the Commander-in-Chief). Nothing here
// knows a game: it reads numSeats, sideOf and seatNames only, so more seats work the moment the
// core offers them. Callers: record.ts (isHuman), session.ts, controller.ts, nap/seat-picker.ts,
// view/panels.ts. No DOM.
//
//   controllers[seat]  'human' | 'ai'   one entry per seat (a save of a 2-seat game: one per side)
import type { GameDef } from './engine.js';
import type { Controller } from './record.js';

/** The GameSpec rule option that asks the core for a seat format (D.7): `rules: { seats: 4 }`. */
export const SEATS_RULE = 'seats';
/** The player counts of the D.7 formats, offered for EPIC and La Grande battles. */
export const SEAT_FORMATS = [2, 4, 6, 8] as const;

export interface SeatInfo {
  seat: number;
  side: number;
  /** Role on its side: 0 the Commander-in-Chief (the only role with one seat a side). */
  role: number;
  /** The contract's seat name ("french-cinc"), or "" when the game names none. */
  id: string;
}

type SeatGame = Pick<GameDef, 'numSeats' | 'sideOf' | 'seatNames'>;

/** Every seat of a game, in seat order, with its side and role (role = the seat's rank on its side). */
export function seatsOf(game: SeatGame): SeatInfo[] {
  const perSide = new Map<number, number>();
  const out: SeatInfo[] = [];
  for (let seat = 0; seat < game.numSeats; seat++) {
    const side = game.sideOf(seat);
    const role = perSide.get(side) ?? 0;
    perSide.set(side, role + 1);
    out.push({ seat, side, role, id: game.seatNames?.[seat] ?? '' });
  }
  return out;
}

/** The role words of the contract's seat ids' last part (D.7: "french-sub", "allied-left"). */
const ROLE_WORDS: Record<string, string> = { sub: 'sub-commander', left: 'left-flank commander', centre: 'centre commander', right: 'right-flank commander' };

/**
 * A seat's name for people: "French Commander-in-Chief", "French sub-commander", "Allied left-flank
 * commander" (from the seat id's role part), "Allied commander 2" for a seat id it has no words for,
 * or the side's name with one seat a side.
 */
export function seatLabel(info: SeatInfo, sideNames: readonly string[], seatsOnSide: number): string {
  const side = sideNames[info.side] ?? `side ${info.side}`;
  if (seatsOnSide <= 1) return side;
  if (info.role === 0) return `${side} Commander-in-Chief`;
  const words = ROLE_WORDS[info.id.slice(info.id.lastIndexOf('-') + 1)];
  return words ? `${side} ${words}` : `${side} commander ${info.role}`;
}

/**
 * A seat's display name, the one join of a seat's role and its person: the label a file gives the
 * seat whole when it has one (`fileLabel`: La Grande's "French centre corps commander (Soult)",
 * nap/grande.ts), else seatLabel with the file's person in parentheses ("French left-flank commander
 * (Lannes)"), else seatLabel alone. Callers: session.ts seatName (the play screen), nap/seat-picker.ts.
 */
export function seatDisplayName(info: SeatInfo, sideNames: readonly string[], seatsOnSide: number, person?: string | null, fileLabel?: string | null): string {
  if (fileLabel) return fileLabel;
  const label = seatLabel(info, sideNames, seatsOnSide);
  return person ? `${label} (${person})` : label;
}

/** How many seats a side has. */
export function seatsOnSide(game: SeatGame, side: number): number {
  let n = 0;
  for (let s = 0; s < game.numSeats; s++) if (game.sideOf(s) === side) n++;
  return n;
}

/**
 * Who plays a seat. `controllers` has one entry per seat; an older save of a 2-seat game has one per
 * side, which is the same list (seat = side). A list shorter than the seats is read by side.
 */
export function controllerOf(game: SeatGame, controllers: readonly Controller[], seat: number): Controller | undefined {
  if (seat < 0) return undefined;
  return controllers.length >= game.numSeats ? controllers[seat] : controllers[game.sideOf(seat)];
}

/** The seats people play, in seat order. */
export function humanSeats(game: SeatGame, controllers: readonly Controller[]): number[] {
  const out: number[] = [];
  for (let s = 0; s < game.numSeats; s++) if (controllerOf(game, controllers, s) === 'human') out.push(s);
  return out;
}

/** A controllers list with one entry per seat, or a one-line error (wrong length, a bad entry, no person). */
export function checkControllers(numSeats: number, controllers: readonly unknown[]): Controller[] {
  if (controllers.length !== numSeats) throw new Error(`this battle has ${numSeats} seats, but ${controllers.length} were given`);
  for (const c of controllers) if (c !== 'human' && c !== 'ai') throw new Error(`a seat is played by "human" or "ai", not "${String(c)}"`);
  if (!controllers.includes('human')) throw new Error('at least one seat must be played by a person');
  return controllers as Controller[];
}

/**
 * Whether the seat holds a Command hand it sees. One seat a side: always. With several seats the
 * CinC holds the side's hand (D.7: he picks the hand card and the display card and hands them over);
 * in La Grande (D.8, `corpsHands`: the core deals each corps commander a hand of his own) every seat
 * holds and sees its own, never another's (the page reads it from the seat's observation).
 */
export function seatSeesHand(game: SeatGame, seat: number, corpsHands = false): boolean {
  return corpsHands || seatsOnSide(game, game.sideOf(seat)) <= 1 || seatsOf(game)[seat]?.role === 0;
}
