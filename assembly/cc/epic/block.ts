// The EPIC block of the state (rules digest D.3-D.6), the only module that names its offsets
// (state.ts reserves EPIC_BYTES at the end of the state and gives byte / word access):
//
//   0..31  display[32] u8   the Messenger display: copies per card kind (public to both sides)
//   32     card2            the display card played this turn (NO_CARD: none)
//   33     secA             section bits (active player's view) the hand card is played in: tactic cards; 0 none
//   34     secB             the same for the display card
//   35     stage            ST_* below: which card is giving its orders
//   36     effA             the hand card's effect once its orders are given (PLAIN after a fallback)
//   37     effB             the display card's effect
//   38     spill            section bits Take Command's orders extended into (0: none yet)
//   39     displayPending   display cards still to draw (chance nodes, after the turn's own draws)
//   40     marchA           March Moves left from the hand card   41 marchB: from the display card
//   42     marchGiven       bit 0: the hand card gave a March Move, bit 1: the display card did
//   43     holders          seats (D.7, epic/seats.ts): bits 0..1 the role holding the hand card, 2..3 the display card's
//   44     leadersB u16     leaders ordered by the display card (bit l)
//   46     unused
//   47     seatDone         seats (D.7): SD_* bits, the hand card's holder has ended his marches / moves / battles
//   48     unitsB[2] u64    units ordered by the display card (bit u & 63 of word u >> 6)
//
// Everything but the display is turn state, cleared by clearTurn at the end of the turn.
import { epicByte, setEpicByte, epicWord, setEpicWord } from "../state";
import { NO_CARD } from "../types";

export const E_CARD2: i32 = 32;
export const E_SECA: i32 = 33;
export const E_SECB: i32 = 34;
export const E_STAGE: i32 = 35;
export const E_EFFA: i32 = 36;
export const E_EFFB: i32 = 37;
export const E_SPILL: i32 = 38;
export const E_DISPLAY_PENDING: i32 = 39;
export const E_MARCHA: i32 = 40;
export const E_MARCHB: i32 = 41;
export const E_MARCH_GIVEN: i32 = 42;
export const E_HOLDERS: i32 = 43;
export const E_SEAT_DONE: i32 = 47;
const E_LEADERSB: i32 = 44;
const E_UNITSB: i32 = 48;

export const ST_NONE: i32 = 0;  // no card played yet this turn
export const ST_A: i32 = 1;     // the hand card gives its orders
export const ST_B: i32 = 2;     // the display card gives its orders
export const ST_DONE: i32 = 3;  // both cards' orders are given: march moves, moves, battles

@inline export function eGet(s: usize, i: i32): i32 { return epicByte(s, i); }
@inline export function eSet(s: usize, i: i32, v: i32): void { setEpicByte(s, i, v); }
@inline export function displayCount(s: usize, k: i32): i32 { return epicByte(s, k); }
@inline export function setDisplayCount(s: usize, k: i32, v: i32): void { setEpicByte(s, k, v); }

export function displayTotal(s: usize): i32 {
  let n = 0;
  for (let k = 0; k < 32; k++) n += epicByte(s, k);
  return n;
}

/** Was unit u ordered by the display card? */
@inline export function unitB(s: usize, u: i32): bool { return ((epicWord(s, E_UNITSB + ((u >> 6) << 3)) >> <u64>(u & 63)) & 1) != 0; }
@inline export function unitsBWord(s: usize, w: i32): u64 { return epicWord(s, E_UNITSB + (w << 3)); }
@inline export function markUnitB(s: usize, u: i32): void {
  const i = E_UNITSB + ((u >> 6) << 3);
  setEpicWord(s, i, epicWord(s, i) | (<u64>1 << <u64>(u & 63)));
}
@inline export function leadersB(s: usize): i32 { return epicByte(s, E_LEADERSB) | (epicByte(s, E_LEADERSB + 1) << 8); }
@inline export function markLeaderB(s: usize, l: i32): void {
  const m = leadersB(s) | (1 << l);
  setEpicByte(s, E_LEADERSB, m & 255); setEpicByte(s, E_LEADERSB + 1, m >> 8);
}

/** Clears the turn state (everything but the display and the pending display draws). */
export function clearTurn(s: usize): void {
  const pending = epicByte(s, E_DISPLAY_PENDING);
  for (let i = 32; i < 48; i++) setEpicByte(s, i, 0);
  setEpicWord(s, E_UNITSB, 0); setEpicWord(s, E_UNITSB + 8, 0);
  setEpicByte(s, E_CARD2, NO_CARD);
  setEpicByte(s, E_DISPLAY_PENDING, pending);
}

/** Copies of card kind k the EPIC pieces hold: on the display, or played from it this turn
 *  (invariants.ts adds them to the card count; 0 when EPIC is off: the block is never written). */
export function epicCardsHeld(s: usize, k: i32): i32 {
  return epicByte(s, k) + (epicByte(s, E_CARD2) == k ? 1 : 0);
}
