// Short Supply (rules digest C.17, the printed text): before ordering, one enemy or friendly unit not
// in square, with any attached leader, goes to a vacant hex of its own baseline in the same section,
// "or one row forward if none". This module answers which row that is; nap-legal.ts lists the hexes
// of the row (its genShortSupply, a one-line hook) and encode.ts indexes a row-forward hex on its
// column's baseline slot (the two rows are never offered together for one unit).
//
//   bottom unit:  row 0 (its baseline) if a hex of its section there is vacant, else row 1
//   top unit:     row H-1, else row H-2
import { onBoard, sectionMask, boardW, boardH } from "../../common/geometry";
import { unitAt, leaderAt, uSide, NONE } from "../state";
import { impassable } from "../scenario";
import { BOTTOM } from "../types";

/** The row Short Supply moves unit u (in a hex of sections `sec`) to: its baseline when a hex of
 *  those sections there is vacant (on the board, passable, no unit, no leader), else one row forward. */
export function shortSupplyRow(s: usize, u: i32, sec: i32): i32 {
  const W = boardW(), H = boardH();
  const bottom = uSide(s, u) == BOTTOM;
  const row = bottom ? 0 : H - 1;
  for (let c = 0; c < W; c++) {
    const h = row * W + c;
    if (onBoard(h) && (sectionMask(h) & sec) != 0 && !impassable(h) && unitAt(s, h) == NONE && leaderAt(s, h) == NONE) return row;
  }
  return bottom ? 1 : H - 2;
}
