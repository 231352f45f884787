// Exports: read access to the EPIC turn's public pieces (rules digest D.3): the Messenger display,
// the display card played and the sections the cards were placed in, which card ordered a unit or a
// leader, March Moves left; the seats of the multi-player formats (D.7: seatCount, actorSeat). For the facade,
// the UI and tests; nothing here changes a state.
import { uHex, uAlive, uHas, UF_ORDERED, unitCount, lAlive, lHas, LF_ORDERED, leaderCount } from "./state";
import { seatCount as seatsOfGame } from "./epic/config";
import { seatToAct } from "./epic/seats";
import {
  eGet, displayCount, displayTotal, unitSlot, leaderSlot, E_CARD2, E_SECA, E_SECB, E_STAGE, E_MARCHA, E_MARCHB, E_DISPLAY_PENDING,
} from "./epic/block";
import { epicOn } from "./epic/config";
import { seatItemsOn, hexRole } from "./napoleonics/seat-block";

/** 1 when the EPIC turn is on for this instance's scenario. */
export function epicEnabled(): i32 { return epicOn ? 1 : 0; }
/** Copies of card kind k on the Messenger display. */
export function epicDisplay(s: usize, k: i32): i32 { return displayCount(s, k); }
/** Cards on the Messenger display. */
export function epicDisplaySize(s: usize): i32 { return displayTotal(s); }
/** EPIC turn fields by EpicField index (below). */
export enum EpicField { CARD2, SEC_HAND, SEC_DISPLAY, STAGE, MARCH_HAND, MARCH_DISPLAY, DISPLAY_PENDING, COUNT }
export function epicField(s: usize, f: i32): i32 {
  if (f == EpicField.CARD2) return eGet(s, E_CARD2);
  if (f == EpicField.SEC_HAND) return eGet(s, E_SECA);
  if (f == EpicField.SEC_DISPLAY) return eGet(s, E_SECB);
  if (f == EpicField.STAGE) return eGet(s, E_STAGE);
  if (f == EpicField.MARCH_HAND) return eGet(s, E_MARCHA);
  if (f == EpicField.MARCH_DISPLAY) return eGet(s, E_MARCHB);
  if (f == EpicField.DISPLAY_PENDING) return eGet(s, E_DISPLAY_PENDING);
  return -1;
}
/** 1 when unit u was ordered by the display card this turn. */
export function epicOrderedByDisplay(s: usize, u: i32): i32 { return unitSlot(s, u) == 1 && uHex(s, u) >= 0 ? 1 : 0; }
/** 1 when leader l, on the board, was ordered on his own (order-leader, orders.ts orderLeader) by the
 *  display card this turn: his slot mark (epic/block.ts leaderSlot, written by epic/effects.ts
 *  noteOrder) is slot 1. A leader who goes with his ordered unit is not ordered himself: the unit
 *  carries the mark (epicOrderedByDisplay). */
export function epicLeaderOrderedByDisplay(s: usize, l: i32): i32 {
  return <u32>l < <u32>leaderCount(s) && lAlive(s, l) && leaderSlot(s, l) == 1 ? 1 : 0;
}

/** The turn slot that ordered unit u, on the board, this turn (D.8: La Grande's turn slots; D.3 in
 *  EPIC): -1 not ordered (or off the board), 0 the hand card, 1 the display card, 2..3 a corps
 *  commander's own card or a commander on initiative (epic/block.ts slot marks, written by
 *  epic/effects.ts noteOrder). A slot mark of 0 is also "no mark", so an ordered unit is told from an
 *  unordered one by the units' ordered flag (uOrdered). No allocation. */
export function epicUnitOrderSlot(s: usize, u: i32): i32 {
  if (<u32>u >= <u32>unitCount(s) || !uAlive(s, u)) return -1;
  const slot = unitSlot(s, u);
  return slot != 0 ? slot : uHas(s, u, UF_ORDERED) ? 0 : -1;
}
/** The turn slot that ordered leader l on his own (order-leader, orders.ts orderLeader) this turn, on
 *  the board: -1 none or a bad index, else the slot (as epicUnitOrderSlot; slot 0 read from the
 *  leader's ordered flag LF_ORDERED). A leader who went with his ordered unit is not ordered himself:
 *  the unit carries the slot. No allocation. */
export function epicLeaderOrderSlot(s: usize, l: i32): i32 {
  if (<u32>l >= <u32>leaderCount(s) || !lAlive(s, l)) return -1;
  const slot = leaderSlot(s, l);
  return slot != 0 ? slot : lHas(s, l, LF_ORDERED) ? 0 : -1;
}

// ---- seats (D.7, epic/seats.ts) -------------------------------------------------------------------
/** Seats of the loaded scenario: 2 (one a side), or 4, 6, 8 in EPIC; seat = side + 2 * role. */
export function seatCount(): i32 { return epicOn ? seatsOfGame : 2; }

/** The seat to act: side + 2 * role when a side acts, the raw CHANCE / TERMINAL value otherwise
 *  (types.ts). With 2 seats it is currentPlayer. */
export function actorSeat(s: usize): i32 { return seatToAct(s); }

/** The role (0..3, the side's own view) commanding hex h for `side` in 6 and 8 seats (the table
 *  napoleonics/seat-block.ts fills from epic/seats.ts sectionRole); 0 in other formats or off the
 *  board. For tests and the UI (602 in 8 seats: a corps commander's pair, tests/rules-epic/d8-seats8). */
export function seatRoleAt(h: i32, side: i32): i32 { return seatItemsOn() && (side == 0 || side == 1) ? hexRole(h, side) : 0; }
