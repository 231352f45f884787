// What one seat holds, read from that seat's own observation (the core's no-peek view, docs/encoding.md
// OBS_VERSION 2), so the page can never show a card another seat holds: its Command cards (copies of
// each card kind: the CinC's is the side's hand, a La Grande corps commander's his own, D.8; none for a
// seat that holds none) and its Tactician cards (by TCard kind: D.7 6 and 8 seats give each corps
// commander his own). Every seat's Command hand size is public: La Grande's hand-size globals (the
// viewer's side's roles 0..3, then the other side's) when the core writes them, else the core's
// seatCmdSize; outside La Grande only the CinCs hold one. The positions and scales are the core's own
// (assembly/cc/encode.ts OBS_G_HAND, OBS_G_TACT, OBS_G_CMD_SIZES and their scales, read by name through
// coreConst: obsLayout); tests/web/seat-hands.test.ts checks they resolve.
// Callers: controller.ts seatCards (the hand and, via nap/panel.ts, the Tactician hand on show),
// view/panels.ts (the other seats' sizes), main.ts (the test hook). No DOM.
import { coreConst, tacticianId, type Game, type State } from '../engine.js';

/** The observation layout names the web reads (assembly/cc/encode.ts, exported by index.ts). */
export const OBS_LAYOUT_NAMES = ['OBS_G_HAND', 'OBS_HAND_SCALE', 'OBS_G_TACT', 'OBS_TACT_KINDS', 'OBS_G_CMD_SIZES', 'OBS_CMD_SIZE_ROLES', 'OBS_CMD_SIZE_SCALE', 'CARD_KIND_COUNT'] as const;
export type ObsLayoutName = (typeof OBS_LAYOUT_NAMES)[number];

/** The core's observation layout by name (-1 for a name this core does not export). */
export function obsLayout(game: Game): Record<ObsLayoutName, number> {
  return Object.fromEntries(OBS_LAYOUT_NAMES.map((n) => [n, coreConst(game, n)])) as Record<ObsLayoutName, number>;
}

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
  const g = st.observation(seat).globals, o = obsLayout(game);
  const command: string[] = [], tactician: string[] = [];
  for (let k = 0; k < o.CARD_KIND_COUNT; k++) for (let n = Math.round(g[o.OBS_G_HAND + k] * o.OBS_HAND_SCALE); n > 0; n--) command.push(game.cardId(k));
  if (o.OBS_G_TACT >= 0 && g.length >= o.OBS_G_TACT + o.OBS_TACT_KINDS) {
    for (let k = 0; k < o.OBS_TACT_KINDS; k++) for (let n = Math.round(g[o.OBS_G_TACT + k] * o.OBS_HAND_SCALE); n > 0; n--) tactician.push(tacticianId(game, k));
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
  const own = corpsHands(game), o = obsLayout(game);
  const roles = o.OBS_CMD_SIZE_ROLES;
  const g = own && o.OBS_G_CMD_SIZES >= 0 ? st.observation(viewer).globals : null;
  const out: (number | null)[] = [];
  for (let seat = 0; seat < n; seat++) {
    const side = seat & 1, role = seat >> 1;
    if (role === 0) out.push(st.handSize(side));
    else if (!own) out.push(null);
    else if (g && g.length >= o.OBS_G_CMD_SIZES + 2 * roles) out.push(Math.round(g[o.OBS_G_CMD_SIZES + (side === (viewer & 1) ? 0 : roles) + role] * o.OBS_CMD_SIZE_SCALE));
    else out.push(core(game).seatCmdSize?.(st.ptr, seat) ?? null);
  }
  return out;
}
