// La Grande's corps commanders on the board (rules digest D.8): the pair of sections each one owns
// and which of his two halves ("his left", "his right") a hex is in. Pure functions of the geometry
// (assembly/common/geometry.ts "Six sections"); no state. The La Grande turn (next session's) will
// call grandeHalves from its order, March and defence filters, once per piece looked at; the tests
// read both through the exports below (../index.ts).
//
//   role (seat = side + 2 * role, D.7's 8-seat roles)    1 left      2 centre    3 right   (his side's view)
//   pair p of the bottom side (bottom view)               0           1           2
//   pair p of the top side (bottom view)                  2           1           0
//
// so a top commander listed with sections "left-1", "left-2" (the bottom view's left pair, as 602's
// Bagration) is the top side's RIGHT corps commander.
import { onBoard, subSectionMask } from "../../common/geometry";
import { BOTTOM, TOP } from "../types";

/** Pair (0..2, bottom view) of corps commander `role` (1..3) of `side`; -1 for the CinC (role 0) or a bad argument. */
export function grandePair(side: i32, role: i32): i32 {
  if ((side != BOTTOM && side != TOP) || role < 1 || role > 3) return -1;
  return side == BOTTOM ? role - 1 : 3 - role;
}

/** SubSection bits of hex h for corps commander `role` of `side` (1 his left, 2 his right, both on
 *  his inner line); 0 outside his pair, for the CinC, or on a board without six sections. */
@inline export function grandeHalves(h: i32, side: i32, role: i32): i32 {
  const p = grandePair(side, role);
  return p < 0 ? 0 : subSectionMask(h, p, side == TOP);
}

/** grandeHalves for JavaScript (tests, tools): 0 for a hex off the board too. */
export function grandeHalvesAt(h: i32, side: i32, role: i32): i32 {
  return onBoard(h) ? grandeHalves(h, side, role) : 0;
}
