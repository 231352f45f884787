// Read access to La Grande's turn (rules digest D.8) for the facade, the UI and tests: each slot's
// card, holder, source and half (epic/grande-turn.ts, block.ts G_*). Nothing here changes a state.
import { grandeOn } from "./config";
import { slotCard, slotSource, slotHalf } from "./grande-turn";
import { slotHolder, slotCount } from "./seats";

/** grandeField items; each takes the slot i (0..3). */
export enum GrandeTurnField { CARD, HOLDER, SOURCE, HALF, SLOTS, COUNT }

/** One fact of slot i of the turn in progress: CARD its card kind (-1 none), HOLDER its role, SOURCE
 *  0 the CinC's card / 1 his own, HALF 0 none / 1 his left / 2 his right; SLOTS the slots in use.
 *  -1 outside La Grande's turn or for a bad item. */
export function grandeField(s: usize, f: i32, i: i32): i32 {
  if (!grandeOn || <u32>i > 3) return -1;
  if (f == GrandeTurnField.CARD) return i < slotCount(s) ? slotCard(s, i) : -1;
  if (f == GrandeTurnField.HOLDER) return slotHolder(s, i);
  if (f == GrandeTurnField.SOURCE) return slotSource(s, i);
  if (f == GrandeTurnField.HALF) return slotHalf(s, i);
  if (f == GrandeTurnField.SLOTS) return slotCount(s);
  return -1;
}
