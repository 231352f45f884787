// What one seat holds, read from that seat's own observation (the core's no-peek view, docs/encoding.md
// OBS_VERSION 2), so the page can never show a card another seat holds: its Command cards (globals
// 0..28, copies of each card kind / 2: the CinC's is the side's hand, a La Grande corps commander's
// his own, D.8; 0 for a seat that holds none) and its Tactician cards (218..233 by TCard kind, copies
// / 2: D.7 6 and 8 seats give each corps commander his own). Every seat's Command hand size is public:
// La Grande's globals 234..241 (the viewer's side's roles 0..3, then the other side's, size / 8) when
// the core writes them, else the core's seatCmdSize; outside La Grande only the CinCs hold one.
// Callers: controller.ts seatCards (the hand and, via nap/panel.ts, the Tactician hand on show),
// view/panels.ts (the other seats' sizes), main.ts (the test hook). No DOM.
//
//   globals  0 .. 28  own Command hand (count / 2)      218 .. 233  own Tactician hand (count / 2)
//            234 + r  own side's role r size / 8        238 + r     other side's role r size / 8
import { tacticianId, type Game, type State } from '../engine.js';

const G_TACT = 218, MAX_TACT_KINDS = 16;
const G_SIZES = 234, SIZE_SCALE = 8;
/** Command card kinds in the observation's hand block (the core's CARD_KIND_COUNT). */
const CARD_KINDS = 29;

interface SeatCore { cmdHandsOn?: () => number | boolean; seatCmdSize?: (s: number, seat: number) => number }
const core = (game: Game) => game.core as unknown as SeatCore;

/** Does each corps commander hold a Command hand of his own (La Grande in 8 seats, D.8)? */
export function corpsHands(game: Game): boolean {
  const c = core(game);
  // the loader hands a wasm bool back as true / false (or 1 / 0)
  return typeof c.cmdHandsOn === 'function' && Number(c.cmdHandsOn()) === 1;
}

export interface SeatHand {
  /** The seat's own Command cards by id, in card-kind order (with repeats). */
  command: string[];
  /** The seat's own Tactician cards by id (with repeats). */
  tactician: string[];
}

/** The Command and Tactician cards `seat` holds, from its own observation. */
export function seatHand(game: Game, st: State, seat: number): SeatHand {
  const g = st.observation(seat).globals;
  const command: string[] = [], tactician: string[] = [];
  for (let k = 0; k < CARD_KINDS; k++) for (let n = Math.round(g[k] * 2); n > 0; n--) command.push(game.cardId(k));
  if (g.length >= G_TACT + MAX_TACT_KINDS) {
    for (let k = 0; k < MAX_TACT_KINDS; k++) for (let n = Math.round(g[G_TACT + k] * 2); n > 0; n--) tactician.push(tacticianId(game, k));
  }
  return { command, tactician };
}

/**
 * Every seat's Command hand size (public), seat order; null for a seat that holds no Command hand
 * (a corps commander outside La Grande: the CinC holds the side's hand, D.7).
 */
export function seatHandSizes(game: Game, st: State, viewer: number): (number | null)[] {
  const n = game.contract.numSeats;
  if (n <= 2) return [st.handSize(0), st.handSize(1)];
  const own = corpsHands(game);
  const g = own ? st.observation(viewer).globals : null;
  const out: (number | null)[] = [];
  for (let seat = 0; seat < n; seat++) {
    const side = seat & 1, role = seat >> 1;
    if (role === 0) out.push(st.handSize(side));
    else if (!own) out.push(null);
    else if (g && g.length >= G_SIZES + 8) out.push(Math.round(g[G_SIZES + (side === (viewer & 1) ? 0 : 4) + role] * SIZE_SCALE));
    else out.push(core(game).seatCmdSize?.(st.ptr, seat) ?? null);
  }
  return out;
}
