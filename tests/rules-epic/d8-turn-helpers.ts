// Helpers of La Grande's turn tests (rules digest D.8; tests/rules-epic/d8-turn*.test.ts): 602 La
// Grande Austerlitz in 8 seats with the deal answered by name (the French hand, the Allied hand, the
// Messenger display), a hex's halves for a corps commander (core export grandeHalvesAt: 1 his left,
// 2 his right, 3 his inner line, 0 outside his pair), the seat to act, and the slot facts of the turn
// (core export grandeField). The Allies move first (602's file). Seats: side + 2 * role; role 1 his
// side's left corps commander, 2 centre, 3 right (the Allies' view: their left is the board's south).
import { expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { drawNamed } from './helpers.ts';

export const FRENCH = 0, ALLIED = 1;
export const seatOf = (side: number, role: number): number => side + 2 * role;

type GCore = {
  actorSeat(s: number): number; grandeHalvesAt(h: number, side: number, role: number): number;
  grandeField(s: number, f: number, i: number): number; seatCmdSize(s: number, seat: number): number;
  seatCmd(s: number, seat: number, k: number): number; checkInvariants(s: number): number;
};
export const gcore = (s: State): GCore => s.game.core as unknown as GCore;
export const seat = (s: State): number => gcore(s).actorSeat(s.ptr);

/** The corps commanders' own hands dealt by default (seats 2..7, 2 each; D.8 deal, seat-block.ts):
 *  no section card, so the hand-out tests keep their recipients. Allied left (seat 3): Take Command,
 *  Counter Attack; Allied centre (5): Coordinated Advance, Flank Attack; Allied right (7): Counter
 *  Attack, First Strike. */
export const CORPS = ['leadership', 'rally', 'take-command', 'counter', 'first-strike', 'grande-manoeuvre', 'coord-advance', 'flank-attack', 'advance', 'leadership', 'counter', 'first-strike'];

/** 602 in 8 seats after the deal: the Tactician deal with the first cards, then `french` (6) and
 *  `allied` (5) Command cards, the corps commanders' hands (12, seats 2..7) and the 5 display cards by
 *  name; stops at the Allies' first PLAY. */
export async function grandeDealt(french: string[], allied: string[], displayCards: string[], corps: string[] = CORPS, rules: Record<string, number> = {}): Promise<State> {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8, ...rules } });
  const s = game.newState();
  while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
  for (const c of [...french, ...allied, ...corps, ...displayCards]) drawNamed(s, c);
  while (s.isChance()) s.apply(s.legalActions()[0]!); // anything the deal still draws (none on this branch)
  if (s.phaseName() !== 'PLAY') throw new Error(`the deal did not reach PLAY (phase ${s.phaseName()})`);
  return s;
}

/** The board index of a hex text on the 26-wide board (the code of order:HEX, a field). */
export function hexOf(s: State, hex: string): number {
  const r = s.game.parseAction(`order:${hex}`);
  if (!('code' in r)) throw new Error(`bad hex ${hex}`);
  return (r.code >>> 6) & 511;
}
/** Halves of `hex` for corps commander `role` of `side`: 1 his left, 2 his right, 3 both, 0 none. */
export const halves = (s: State, hex: string, side: number, role: number): number => gcore(s).grandeHalvesAt(hexOf(s, hex), side, role);

/** Hexes of the legal actions with this prefix (order:, march: FROM). */
export function hexesOf(s: State, prefix: string): string[] {
  return s.legalTexts().filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length).split('-')[0]!);
}

/** Slot i's facts (grandeField: 0 CARD kind, 1 HOLDER role, 2 SOURCE 0 CinC / 1 own, 3 HALF, 4 SLOTS). */
export const slotField = (s: State, f: number, i: number): number => gcore(s).grandeField(s.ptr, f, i);
export const cardName = (s: State, k: number): string => s.game.enums.Card.name[k]!.toLowerCase().replace(/_/g, '-');

export function act(s: State, ...actions: string[]): void {
  for (const a of actions) {
    const legal = s.legalTexts();
    if (!legal.includes(a)) throw new Error(`action "${a}" is not legal here (phase ${s.phaseName()}, seat ${seat(s)}); legal: ${legal.join(' ')}`);
    s.apply(a);
  }
}
export function invariantsOk(s: State): void { expect(gcore(s).checkInvariants(s.ptr), 'invariants').toBe(0); }

/** Every receiver keeps the CinC's card and every idle commander passes (GRANDE_ANSWER, GRANDE_IDLE). */
export function keepAll(s: State): void {
  for (let i = 0; i < 6 && (s.phaseName() === 'GRANDE_ANSWER' || s.phaseName() === 'GRANDE_IDLE'); i++) act(s, s.phaseName() === 'GRANDE_ANSWER' ? 'keep' : 'pass');
}

/** Own Command cards of `seat` (card name -> copies). */
export function ownHand(s: State, seatNo: number): Record<string, number> {
  const out: Record<string, number> = {};
  const names = s.game.enums.Card.name;
  for (let k = 0; k < names.length; k++) {
    const n = gcore(s).seatCmd(s.ptr, seatNo, k);
    if (n > 0) out[cardName(s, k)] = n;
  }
  return out;
}

/** Answers pending chance nodes (Tactician draws a card calls for) with their first outcome. */
export function settle(s: State): void { for (let i = 0; i < 20 && s.isChance(); i++) s.apply(s.legalActions()[0]!); }

/** Ends orders (end-orders) until the phase is no longer ORDER or the seat `until` is to order. */
export function endOrdersUntil(s: State, until: number): void {
  settle(s);
  for (let i = 0; i < 8 && s.phaseName() === 'ORDER' && seat(s) !== until; i++) { act(s, 'end-orders'); settle(s); }
}

/** Plays the rest of the turn with the first step-ending action (end-*, skip, no-initiative, pass, keep,
 *  the first legal otherwise) until `stop` says so or the other side's PLAY; chance nodes take the first outcome. */
export function playOn(s: State, stop: (s: State) => boolean): void {
  const side = s.currentPlayer();
  for (let i = 0; i < 400 && !stop(s); i++) {
    if (s.isChance()) { s.apply(s.legalActions()[0]!); continue; }
    if (s.phaseName() === 'PLAY' && s.currentPlayer() !== side) return;
    const legal = s.legalTexts();
    const end = legal.find((a) => ['end-orders', 'end-moves', 'end-battles', 'skip', 'no-initiative', 'pass', 'keep'].includes(a));
    s.apply(end ?? legal[0]!);
  }
}
