// Seats above the rules core: the seat formats a game may be opened in, the names of seats and
// sides, and which seats play for a side. One place for what the CLI (`--seats`), the protocol
// (`new` with `seats`, seat listings), the arena (seat plans) and self-play ask about seats, over
// the contract alone (contract.ts: numSeats, sideOf, seatNames, sideNames). Pure functions; callers
// run them once per game or request, never in a search loop.
//
// Seat formats: a game is opened with `rules.seats` = 2, 4, 6 or 8 (EPIC: D.7; 2 is the default and
// is never passed as a rule, so every two-seat game stays exactly as it was). The engine decides
// whether it has that format; `checkSeatCount` confirms the game it built has that many seats.
import type { GameDef } from './contract.js';

/** The seat counts a game may be asked for (EPIC: 2, 4, 6, 8 players; D.7). */
export const SEAT_COUNTS: readonly number[] = [2, 4, 6, 8];
/** The seat count of a game opened without a `seats` rule. */
export const DEFAULT_SEATS = 2;

/** Why `n` is not a seat count, or null when it is one. */
export function seatCountError(n: unknown): string | null {
  if (typeof n === 'number' && Number.isInteger(n) && SEAT_COUNTS.includes(n)) return null;
  return `seats must be one of ${SEAT_COUNTS.join(', ')}, got ${typeof n === 'string' ? `"${n}"` : String(n)}`;
}

/**
 * The rule options that ask for `seats` seats (merged into `rules`): nothing for the default 2, so
 * an engine that knows no `seats` rule (Ancients, Blood & Iron) builds exactly today's game.
 */
export function seatRules(seats: number, rules: Record<string, number> = {}): Record<string, number> {
  return seats === DEFAULT_SEATS ? { ...rules } : { ...rules, seats };
}

/** Throws one line when `game` was asked for `seats` seats and has another number. */
export function checkSeatCount(game: GameDef, seats: number): void {
  if (game.numSeats !== seats) throw new Error(`${game.variant} has ${game.numSeats} seats, not ${seats} (seats)`);
}

/** The seat names a game gives, or the default: "bottom", "top" for two seats (the C&C board sides), else "seat0", "seat1", ... */
export function seatNamesOf(game: GameDef): readonly string[] {
  if (game.seatNames && game.seatNames.length === game.numSeats) return game.seatNames;
  return game.numSeats === 2 ? ['bottom', 'top'] : Array.from({ length: game.numSeats }, (_, i) => `seat${i}`);
}

/**
 * The side names a game gives (GameDef.sideNames), else: with one seat a side, the seats' names
 * (so two-seat games keep "bottom"/"top", "prussian"/"french"); with more, the part before the
 * first "-" when every seat of the side shares it ("french-cinc", "french-left" -> "french"),
 * else "side0", "side1".
 */
export function sideNamesOf(game: GameDef): readonly string[] {
  if (game.sideNames && game.sideNames.length === game.numSides) return game.sideNames;
  const seats = seatNamesOf(game);
  const out: string[] = [];
  for (let side = 0; side < game.numSides; side++) {
    const mine = seatsOfSide(game, side).map((s) => seats[s]);
    if (mine.length === 1) { out.push(mine[0]); continue; }
    const heads = new Set(mine.map((n) => (n.includes('-') ? n.slice(0, n.indexOf('-')) : '')));
    const head = heads.size === 1 ? [...heads][0] : '';
    out.push(head !== '' ? head : `side${side}`);
  }
  return new Set(out).size === out.length ? out : out.map((_, i) => `side${i}`);
}

/** The seats that play for `side`, in seat order. */
export function seatsOfSide(game: GameDef, side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < game.numSeats; s++) if (game.sideOf(s) === side) out.push(s);
  return out;
}

/** One row per seat: its number, name and side (the protocol's and the CLI's seat listings). */
export interface SeatInfo { seat: number; name: string; side: number; sideName: string }

export function seatTable(game: GameDef): SeatInfo[] {
  const names = seatNamesOf(game), sides = sideNamesOf(game);
  return names.map((name, seat) => ({ seat, name, side: game.sideOf(seat), sideName: sides[game.sideOf(seat)] }));
}

/**
 * Opens a game in a seat format: `open(rules)` builds it with `seatRules(seats)` (undefined for two
 * seats, so the game and its spec are exactly today's; the caller's loader: createGame, contractFromId, ...); a failure with seats != 2 becomes one line naming the
 * format, and a game with another seat count is refused. `label` names the scenario in errors.
 */
export async function openInSeatFormat<T>(seats: number, label: string, open: (rules: Record<string, number> | undefined) => Promise<T>, defOf: (t: T) => GameDef): Promise<T> {
  let made: T;
  try {
    made = await open(seats === DEFAULT_SEATS ? undefined : seatRules(seats));
  } catch (e) {
    if (seats === DEFAULT_SEATS) throw e;
    throw new Error(`${label} cannot be played with ${seats} seats (seats): ${(e as Error).message.split('\n')[0]}`);
  }
  checkSeatCount(defOf(made), seats);
  return made;
}
