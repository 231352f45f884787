// La Grande's own turn (rules digest D.8; 602 in 8 seats) in words: the seats named from the scenario
// file's `epic.seats` (Napoleon, Lannes, Soult ...; each corps commander's role from the pair his
// sections make: the facade's grandeSeatRoles), the card the Commander-in-Chief is handing out, and
// each La Grande decision as a button label and as a log line. The notation is the core's
// (src/core/notation.ts GRANDE_ACT: to:l|c|r, keep | own:<card> | pass, half:l|r,
// draw:command|tactician; GRANDE_SQUARE: square-give | square-refuse, the CinC's answer when a corps
// commander with no card asks for a square's card, D.5); the slots are read by name (nap/turn-fields.ts). No DOM.
// Callers: session.ts (seat names, the log), words.ts and view/panels.ts (words, button labels),
// nap/grande-panel.ts (the hand-out buttons), nap/seat-picker.ts (seat names), play.ts (seatAt).
//
//   seat = side + 2 * role      role 0 the CinC, 1 / 2 / 3 the left / centre / right corps (his side's view)
import { grandeSeatRoles, normalizeNapoleonicsScenario, coreConst, type Act, type Game, type State } from '../engine.js';
import { cardInfo } from '../cards.js';
import type { NapoleonicsScenario } from './game.js';
import { grandeField } from './turn-fields.js';

const ROLE_OF_LETTER: Record<string, number> = { l: 1, c: 2, r: 3 };
export const ROLE_WORDS = ['Commander-in-Chief', 'left', 'centre', 'right'] as const;

/** One seat of La Grande: the person's name from the file, the role, and labels built from both. */
export interface GrandeSeat {
  seat: number; side: number; role: number; person: string;
  /** "French centre corps commander (Soult)": the picker, the hand, the hand-over screen */
  label: string;
  /** "Soult (centre corps)": buttons naming a receiver */
  short: string;
  /** the log's subject: "Soult (French centre corps)", the CinC "French Commander-in-Chief (Napoleon)" */
  logName: string;
}

/**
 * The seats of a La Grande file in 8 seats, seat order, or null when the file names no seats (or
 * they do not make three pairs a side). `sideNames`: the armies without their parenthesis.
 */
export function grandeSeats(sc: NapoleonicsScenario, sideNames: readonly string[]): GrandeSeat[] | null {
  if (sc.format !== 'grande') return null;
  let roles: { bottom: number[]; top: number[] };
  const e = normalizeNapoleonicsScenario(sc).epic;
  try { if (!e || !e.seats) return null; roles = grandeSeatRoles(e); } catch { return null; }
  const out: GrandeSeat[] = [];
  (['bottom', 'top'] as const).forEach((key, side) => e.seats![key].forEach((r, i) => {
    const role = roles[key][i]!;
    const army = sideNames[side] ?? key;
    const label = role === 0 ? `${army} Commander-in-Chief (${r.name})` : `${army} ${ROLE_WORDS[role]} corps commander (${r.name})`;
    out[side + 2 * role] = {
      seat: side + 2 * role, side, role, person: r.name, label,
      short: role === 0 ? `${r.name} (Commander-in-Chief)` : `${r.name} (${ROLE_WORDS[role]} corps)`,
      logName: role === 0 ? label : `${r.name} (${army} ${ROLE_WORDS[role]} corps)`,
    };
  }));
  // every seat named once (a sparse array's holes are skipped by every(), so look at each index)
  return Array.from({ length: 8 }, (_, i) => out[i]).every(Boolean) && out.length === 8 ? out : null;
}

interface GrandeCore { actorSeat?: (s: number) => number }
const cardTitle = (game: Game, k: number): string | null => (k < 0 ? null : cardInfo(game.cardId(k)).title);

/** The seat deciding in `st` (the core's actorSeat with several seats a side; else the side to act). */
export function seatAt(st: State): number {
  const c = st.game.core as unknown as GrandeCore;
  return typeof c.actorSeat === 'function' ? c.actorSeat(st.ptr) : st.currentPlayer();
}

/** Is `st` in La Grande phase `name` (GRANDE_PHASE_TO, ...; the core's exported globals)? */
export function inGrandePhase(st: State, name: string): boolean {
  const p = coreConst(st.game, name);
  return p >= 0 && st.game.core.getPhase(st.ptr) === p;
}

/**
 * The id of the card the CinC hands out in the decision on show: in GRANDE_PHASE_TO the hand card
 * (slot 0) until it has a holder, then the display card (slot 1); null in the Scout gift (the card
 * drawn is his alone) or outside a hand-out.
 */
export function cardBeingHanded(st: State): string | null {
  if (!inGrandePhase(st, 'GRANDE_PHASE_TO')) return null;
  const k = grandeField(st, 'CARD', grandeField(st, 'HOLDER', 0) === 0 ? 0 : 1);
  return k < 0 ? null : st.game.cardId(k);
}

/**
 * The Scout card the CinC gives away (GRANDE_PHASE_SCOUT_GIVE): in La Grande the SCOUT phase's
 * `discard:<card>` chooses it (the core's scoutDiscard keeps it for the gift), so it is the record's
 * last action. Only the CinC's own screen names it (the panel); the log does not.
 */
export function scoutGift(st: State, actions: readonly string[]): string | null {
  if (!inGrandePhase(st, 'GRANDE_PHASE_SCOUT_GIVE')) return null;
  const last = actions[actions.length - 1] ?? '';
  return last.startsWith('discard:') ? last.slice('discard:'.length) : null;
}

/** The CinC's card(s) that seat `role` answers for (ANSWER phase): the titles of slots 0 and 1 he holds. */
function answeredCards(st: State, role: number): string[] {
  const out: string[] = [];
  for (const i of [0, 1]) if (grandeField(st, 'HOLDER', i) === role) { const t = cardTitle(st.game, grandeField(st, 'CARD', i)); if (t) out.push(t); }
  return out;
}

/**
 * " of Soult (centre corps)": the corps commander asking his CinC for a square's card (D.5), the
 * commander of the section the charged unit stands in (the seat that chose `square`); "" when unknown.
 */
function asker(st: State, seats: GrandeSeat[] | null): string {
  const h = st.combat().defenderHex;
  if (!seats || h < 0) return '';
  const u = st.units().find((x) => x.hex === st.game.hexText(h));
  const side = u ? (u.side === 'bottom' ? 0 : 1) : -1;
  const roleAt = (st.game.core as unknown as { seatRoleAt?: (h: number, side: number) => number }).seatRoleAt;
  const role = side < 0 || !roleAt ? 0 : roleAt(h, side); // the core's hex -> role table (the seat squares.ts asks for)
  const s = role > 0 ? seats[side + 2 * role] : undefined;
  return s ? ` of ${s.short}` : '';
}

/** The receiver named by a `to:` action's letter, from the seats (side of the CinC acting). */
function receiver(seats: GrandeSeat[] | null, side: number, letter: string | undefined): string {
  const role = ROLE_OF_LETTER[letter ?? ''] ?? 0;
  const s = seats?.[side + 2 * role];
  return s ? s.short : `the ${ROLE_WORDS[role] ?? '?'} corps commander`;
}

/**
 * A button's label for a La Grande decision of seat `seat` in `st` (the decision's position); null for
 * other kinds. `gift`: the Scout card the CinC gives away (scoutGift), named on his own buttons.
 */
export function grandeLabel(act: Act, st: State, seat: number, seats: GrandeSeat[] | null, gift: string | null = null): string | null {
  const side = seat & 1, role = seat >> 1;
  switch (act.kind) {
    case 'hand-out': {
      const card = cardBeingHanded(st);
      if (card) return `Hand the ${cardInfo(card).title} card to ${receiver(seats, side, act.detail)}`;
      return `Give ${gift ? `the ${cardInfo(gift).title} card (the Scout's second card)` : "the Scout's second card"} to ${receiver(seats, side, act.detail)}`;
    }
    case 'answer': {
      if (act.detail === 'own') return `${inGrandePhase(st, 'GRANDE_PHASE_ANSWER') ? 'Play your own' : 'Play your'} ${cardInfo(act.card ?? '').title}${inGrandePhase(st, 'GRANDE_PHASE_ANSWER') ? ' instead' : ''}`;
      if (act.detail === 'keep') {
        const c = answeredCards(st, role);
        return c.length === 1 ? `Play the Commander-in-Chief's card (${c[0]})` : "Play the Commander-in-Chief's card";
      }
      return 'Pass (play no card this turn)';
    }
    case 'half': return `Order in your ${act.detail === 'r' ? 'right' : 'left'} section`;
    case 'no-march': return act.detail === 'tactician' ? 'Draw a Tactician card instead of a March Move' : 'Draw a Command card instead of a March Move';
    case 'square-ask': return act.detail === 'give' ? `Give a card for the square${asker(st, seats)}` : 'Refuse (no square)';
    // the Scout's two cards (SCOUT): in La Grande the one given up goes to a corps commander next
    case 'discard': return seats && st.phaseName() === 'SCOUT' && act.detail ? `Give ${cardInfo(act.detail).title} to a corps commander (keep the other)` : null;
    default: return null;
  }
}

/** The log's words for a La Grande decision by `seat` ("hands Advance Left to Soult (centre corps)"); null for other kinds. */
export function grandeWords(act: Act, st: State, seat: number, seats: GrandeSeat[] | null): string | null {
  const side = seat & 1, role = seat >> 1;
  switch (act.kind) {
    case 'hand-out': {
      const card = cardBeingHanded(st);
      return card ? `hands ${cardInfo(card).title} to ${receiver(seats, side, act.detail)}` : `gives the Scout's second card to ${receiver(seats, side, act.detail)}`;
    }
    case 'answer': {
      const answering = inGrandePhase(st, 'GRANDE_PHASE_ANSWER');
      if (act.detail === 'own') return answering ? `plays his own ${cardInfo(act.card ?? '').title} instead of the Commander-in-Chief's card` : `plays his own ${cardInfo(act.card ?? '').title}`;
      if (act.detail === 'keep') { const c = answeredCards(st, role); return c.length === 1 ? `plays the Commander-in-Chief's ${c[0]}` : "plays the Commander-in-Chief's card"; }
      return 'passes (plays no card this turn)';
    }
    case 'half': return `orders in his ${act.detail === 'r' ? 'right' : 'left'} section`;
    case 'no-march': return `gave no March Move and draws a ${act.detail === 'tactician' ? 'Tactician' : 'Command'} card`;
    case 'square-ask': return act.detail === 'give'
      ? `gives a card for the square${asker(st, seats)} (drawn at random from his hand)`
      : `refuses a card for the square${asker(st, seats)}: no square`;
    default: return null;
  }
}
