// The EPIC and La Grande turn fields (rules digest D.3, D.8) read by name: `epicField(st, 'CARD2')`
// and `grandeField(st, 'HOLDER', i)` look the field's number up in the core's own enums (EpicField in
// assembly/cc/epic-queries.ts, GrandeTurnField in assembly/cc/epic/grande-queries.ts, exported as wasm
// globals such as "EpicField.CARD2") through coreConst, so no panel writes an index by hand. The names
// the web uses are listed here; tests/web/turn-fields.test.ts checks that each one resolves in the
// core. -1 when the core has no such query or field (a game without the EPIC turn). The card fields'
// "no card" values are the core's too (NO_CARD, EPIC_NO_PICK: isCardKind). No DOM.
// Callers: nap/epic.ts, nap/give.ts, nap/display-orders.ts, nap/grande.ts, nap/grande-panel.ts,
// nap/handed-orders.ts.
import { coreConst, type Game, type State } from '../engine.js';

/** The EpicField names the web reads. */
export const EPIC_FIELDS = ['CARD2', 'MARCH_HAND', 'MARCH_DISPLAY', 'STAGE'] as const;
export type EpicFieldName = (typeof EPIC_FIELDS)[number];
/** The GrandeTurnField names the web reads (each of slot i, 0..3; SLOTS the slots in use). */
export const GRANDE_FIELDS = ['CARD', 'HOLDER', 'SOURCE', 'SLOTS'] as const;
export type GrandeFieldName = (typeof GRANDE_FIELDS)[number];

interface TurnCore {
  epicField?: (s: number, f: number) => number;
  grandeField?: (s: number, f: number, i: number) => number;
}

/** The core's number of EpicField `name` ("EpicField.CARD2"), or -1 when the core does not export it. */
export const epicFieldIndex = (game: Game, name: EpicFieldName): number => coreConst(game, `EpicField.${name}`);
/** The core's number of GrandeTurnField `name`, or -1 when the core does not export it. */
export const grandeFieldIndex = (game: Game, name: GrandeFieldName): number => coreConst(game, `GrandeTurnField.${name}`);

/** EPIC turn field `name` of `st` (the core's epicField), or -1. */
export function epicField(st: State, name: EpicFieldName): number {
  const c = st.game.core as unknown as TurnCore, f = epicFieldIndex(st.game, name);
  return f < 0 || typeof c.epicField !== 'function' ? -1 : c.epicField(st.ptr, f);
}

/** La Grande's field `name` of slot `slot` in `st` (the core's grandeField), or -1 (also outside La Grande). */
export function grandeField(st: State, name: GrandeFieldName, slot: number): number {
  const c = st.game.core as unknown as TurnCore, f = grandeFieldIndex(st.game, name);
  return f < 0 || typeof c.grandeField !== 'function' ? -1 : c.grandeField(st.ptr, f, slot);
}

/** Is `k`, read from a card field (CARD2, CARD), a card kind: not -1, NO_CARD (the display card before
 *  the pick) or EPIC_NO_PICK (the pick with the display empty)? */
export function isCardKind(game: Game, k: number): boolean {
  return k >= 0 && k !== game.enums.NO_CARD && k !== coreConst(game, 'EPIC_NO_PICK');
}

/** Does this game's core have La Grande's turn query (grandeField)? */
export function hasGrandeFields(game: Game): boolean {
  return typeof (game.core as unknown as TurnCore).grandeField === 'function';
}
