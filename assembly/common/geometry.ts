// Board geometry of a C&C hex map (rules digest A.1): index layout, coordinates, neighbours,
// distances, rings, sections (and La Grande's six, D.8), baselines. Everything here is a pure function of the board size.
//
// setBoard(w, h) is called once per wasm instance before a game (again only to change the size); it
// recomputes every table in static memory, including the line-of-sight tables of los.ts. All other
// functions are table lookups or a few integer operations, called from the rules' inner loops; none
// allocates.
//
// Index layout (W = 13, H = 9 shown; row 0 is the BOTTOM player's baseline, "A1" = hex 0):
//
//   row 8  |  104 105 106 ... 116     long row: W hexes, col 0..W-1
//   row 7  |    91  92  ...  102 (103) short row: W-1 hexes shifted half a hex right; col W-1 is a hole
//   ...
//   row 1  |    13  14  ...   24  (25)
//   row 0  |  0   1   2  ...   12
//
//   hex = row * W + col.  Doubled coordinates: x2 = 2 * col + (row & 1), y = row.
//   Pointy-top hexes; neighbours are (x2 +- 2, y) and (x2 +- 1, y +- 1).
//
// Directions (N = toward higher rows = toward the TOP player's baseline):
//
//          NW(2)   NE(1)
//       W(3)    hex    E(0)
//          SW(4)   SE(5)
//
//   opposite(d) = (d + 3) % 6; counter-clockwise order starting East.

import { BB_BYTES, MAX_H, MAX_HEX, MAX_W, bbClear, bbSet, bbOr, bbTest } from "./bitboard";
import { losBuild } from "./los";

export { MAX_W, MAX_H, MAX_HEX };
/** ringBb/withinBb are tabulated for d = 0..RING_MAX (every ranged weapon's reach fits). */
export const RING_MAX: i32 = 8;

/** Hex directions; index of neighbor(). */
export enum Dir { E = 0, NE = 1, NW = 2, W = 3, SW = 4, SE = 5, _COUNT = 6 }

/** Section bits of sectionMask(), from the BOTTOM player's view. */
export enum Section { LEFT = 1, CENTER = 2, RIGHT = 4, _COUNT = 3 }

/** La Grande (D.8): bits of subSectionMask(), the two halves of one pair from its OWNER's view. */
export enum SubSection { LEFT = 1, RIGHT = 2, _COUNT = 2 }

// Direction deltas in doubled coordinates.
const DIR_DX2: usize = memory.data<i8>([2, 1, -1, -2, -1, 1]);
const DIR_DY: usize = memory.data<i8>([0, 1, 1, 0, -1, -1]);

// ---- Static tables (sized for the largest board; filled by setBoard) -------------------------------
//   ROW_OF, COL_OF, X2_OF : u8[MAX_HEX]                      per-hex coordinates
//   NEIGH                : i16[MAX_HEX * 6]                   neighbour or -1, index hex * 6 + dir
//   NEIGH_BB             : bb[MAX_HEX]                        the on-board neighbours as a bitboard
//   SECTION              : u8[MAX_HEX]                        sectionMask bits
//   SIXTH                : u8[MAX_HEX]                        sixthMask bits (La Grande; 0 until set)
//   SUB_LINE             : i32[3]                             inner dotted line of each pair (0: none)
//   RING_BB, WITHIN_BB   : bb[MAX_HEX * (RING_MAX + 1)]       index hex * (RING_MAX + 1) + d
//   ON_BOARD_BB          : bb                                 every on-board hex
const ROW_OF: usize = memory.data(MAX_HEX);
const COL_OF: usize = memory.data(MAX_HEX);
const X2_OF: usize = memory.data(MAX_HEX);
const NEIGH: usize = memory.data(MAX_HEX * 6 * 2);
const NEIGH_BB: usize = memory.data(MAX_HEX * BB_BYTES);
const SECTION: usize = memory.data(MAX_HEX);
const SIXTH: usize = memory.data(MAX_HEX);
const SUB_LINE: usize = memory.data(3 * 4);
// The two ring tables (200 KB) are allocated once at module start rather than as memory.data, which
// the unoptimized debug build would store as zeros in its binary.
const RING_BB: usize = heap.alloc(<usize>(MAX_HEX * (RING_MAX + 1) * BB_BYTES));
const WITHIN_BB: usize = heap.alloc(<usize>(MAX_HEX * (RING_MAX + 1) * BB_BYTES));
const ON_BOARD_BB: usize = memory.data(BB_BYTES);

let W: i32 = 0;
let H: i32 = 0;
let SEC_B1: i32 = 0; // Left: x2 <= SEC_B1
let SEC_B2: i32 = 0; // Right: x2 >= SEC_B2; Center between, both inclusive

// ---- Size ----------------------------------------------------------------------------------------

@inline export function boardW(): i32 { return W; }
@inline export function boardH(): i32 { return H; }
/** W * H: the index span (includes the holes at the end of odd rows). */
@inline export function hexCount(): i32 { return W * H; }
@inline export function sectionBoundLeft(): i32 { return SEC_B1; }
@inline export function sectionBoundRight(): i32 { return SEC_B2; }

// ---- Coordinates ---------------------------------------------------------------------------------

/** True for a real hex of the current board (false for holes and anything out of range). */
@inline export function onBoard(hex: i32): bool {
  return <u32>hex < <u32>(W * H) && bbTest(ON_BOARD_BB, hex);
}

@inline function checkHex(hex: i32): void {
  assert(<u32>hex < <u32>MAX_HEX);
}

@inline export function hexRow(hex: i32): i32 { checkHex(hex); return <i32>load<u8>(ROW_OF + <usize>hex); }
@inline export function hexCol(hex: i32): i32 { checkHex(hex); return <i32>load<u8>(COL_OF + <usize>hex); }
@inline export function hexX2(hex: i32): i32 { checkHex(hex); return <i32>load<u8>(X2_OF + <usize>hex); }

/** The hex at doubled coordinates (x2, row), or -1 when that is no hex of the board. */
export function hexAt(x2: i32, row: i32): i32 {
  if (<u32>row >= <u32>H) return -1;
  const t = x2 - (row & 1);
  if (t < 0 || (t & 1) != 0) return -1;
  const col = t >> 1;
  if (col >= W - (row & 1)) return -1;
  return row * W + col;
}

// ---- Neighbours ----------------------------------------------------------------------------------

/** Neighbour of hex in direction dir (Dir order E, NE, NW, W, SW, SE), or -1 off the board. */
@inline export function neighbor(hex: i32, dir: i32): i32 {
  checkHex(hex);
  assert(<u32>dir < 6);
  return <i32>load<i16>(NEIGH + ((<usize>hex * 6 + <usize>dir) << 1));
}

/** Pointer to the bitboard of hex's on-board neighbours. */
@inline export function neighborsBb(hex: i32): usize {
  checkHex(hex);
  return NEIGH_BB + <usize>hex * BB_BYTES;
}

@inline export function onBoardBb(): usize { return ON_BOARD_BB; }

/**
 * The neighbour of hex one row toward a baseline: toward the bottom k = 0 is SW, k = 1 is SE;
 * toward the top k = 0 is NW, k = 1 is NE (k = 0 is always the left one from the bottom player's
 * view). -1 when off the board. Used for retreats ("toward own side") and support checks.
 */
@inline export function rearNeighbor(hex: i32, towardBottom: bool, k: i32): i32 {
  return neighbor(hex, towardBottom ? (k == 0 ? Dir.SW : Dir.SE) : (k == 0 ? Dir.NW : Dir.NE));
}

/** True when hex is on the bottom baseline (row 0) or the top one (row H - 1). */
@inline export function isBaseline(hex: i32, bottom: bool): bool {
  return hexRow(hex) == (bottom ? 0 : H - 1);
}

// ---- Distance and rings --------------------------------------------------------------------------

/** Hex distance (number of steps). In doubled coordinates: dy + max(0, (dx - dy) / 2). */
@inline export function hexDistance(a: i32, b: i32): i32 {
  const dx = abs<i32>(hexX2(a) - hexX2(b));
  const dy = abs<i32>(hexRow(a) - hexRow(b));
  return dy + max<i32>(0, (dx - dy) >> 1);
}

/** Pointer to the bitboard of the on-board hexes at exactly distance d (0..RING_MAX) from hex. */
@inline export function ringBb(hex: i32, d: i32): usize {
  checkHex(hex);
  assert(<u32>d <= <u32>RING_MAX);
  return RING_BB + (<usize>hex * (RING_MAX + 1) + <usize>d) * BB_BYTES;
}

/** Pointer to the bitboard of the on-board hexes at distance 0..d (d <= RING_MAX) from hex. */
@inline export function withinBb(hex: i32, d: i32): usize {
  checkHex(hex);
  assert(<u32>d <= <u32>RING_MAX);
  return WITHIN_BB + (<usize>hex * (RING_MAX + 1) + <usize>d) * BB_BYTES;
}

// ---- Sections ------------------------------------------------------------------------------------

/** Section bits (Section.LEFT | CENTER | RIGHT) of hex from the bottom player's view; a hex on a
 *  dotted line has two bits. The engine mirrors (LEFT <-> RIGHT) for the top player. */
@inline export function sectionMask(hex: i32): i32 {
  checkHex(hex);
  return <i32>load<u8>(SECTION + <usize>hex);
}

/**
 * Moves the dotted lines (EPIC boards, digest D.2: their printed positions are UNCONFIRMED, so the
 * scenario names them): left is x2 <= b1, right x2 >= b2, centre in between, both inclusive; b1, b2
 * in doubled coordinates (an even value puts the line on hexes of even rows, which then belong to two
 * sections). Rewrites the section table only; returns false, changing nothing, unless 0 <= b1 < b2 < 2W.
 */
export function setSectionBounds(b1: i32, b2: i32): bool {
  if (b1 < 0 || b2 <= b1 || b2 >= 2 * W) return false;
  SEC_B1 = b1;
  SEC_B2 = b2;
  for (let hex = 0; hex < MAX_HEX; hex++) {
    let sec = 0;
    if (onBoard(hex)) {
      const x2 = hexX2(hex);
      if (x2 <= SEC_B1) sec |= Section.LEFT;
      if (x2 >= SEC_B1 && x2 <= SEC_B2) sec |= Section.CENTER;
      if (x2 >= SEC_B2) sec |= Section.RIGHT;
    }
    store<u8>(SECTION + <usize>hex, <u8>sec);
  }
  rebuildSixths();
  return true;
}

// ---- Six sections (La Grande, D.2 / D.8) ---------------------------------------------------------
//
// La Grande's board has six sections: each of the three wide sections above (a "pair", the ground
// of one corps commander) is cut in two by an inner dotted line. Bottom player's view, 26 x 11 board,
// the lines of 602-la-grande-austerlitz (pair lines 16, 34 = SEC_B1, SEC_B2; inner lines 8, 26, 42):
//
//   x2:  0 ........ 8 ........ 16 ......... 26 ........ 34 ........ 42 ........ 50
//        | sixth 0   | sixth 1   | sixth 2    | sixth 3   | sixth 4   | sixth 5   |   sixthMask bit i
//        |     pair 0 (LEFT)     |    pair 1 (CENTER)     |    pair 2 (RIGHT)     |   sectionMask
//
// A hex on any line is in the sixths on both sides of it (x2 = 16: sixths 1 and 2, pairs 0 and 1).
// The owner's view (subSectionMask; "his left / his right" of D.8): the BOTTOM commander of pair p
// has LEFT = sixth 2p and RIGHT = sixth 2p + 1; the TOP commander faces him, so his LEFT is sixth
// 2p + 1 and his RIGHT sixth 2p (pair p itself stays in the bottom view, as sectionMask).
// A pair without an inner line (standard and EPIC boards: none) has no sixth bits: every answer 0.

/** Sixth bits (bit i = sixth i, 0..5 from the bottom player's left) of hex; 0 off La Grande. */
@inline export function sixthMask(hex: i32): i32 {
  checkHex(hex);
  return <i32>load<u8>(SIXTH + <usize>hex);
}

/** x2 of pair p's inner dotted line (p = 0..2, bottom view), or 0 when the pair is not split. */
@inline export function subSectionLine(p: i32): i32 {
  assert(<u32>p < 3);
  return load<i32>(SUB_LINE + (<usize>p << 2));
}

/**
 * SubSection bits of hex within pair p (0..2, bottom view) from the pair owner's view: top = true
 * for the top side's commander. A hex on the inner line has both bits; 0 outside the pair.
 */
@inline export function subSectionMask(hex: i32, p: i32, top: bool): i32 {
  const m = (sixthMask(hex) >> (p << 1)) & 3; // bit 0: the pair's half at lower x2, bit 1: higher
  return top ? ((m & 1) << 1) | (m >> 1) : m;
}

/**
 * Splits pair p (0..2, bottom view) by an inner dotted line at x2 (La Grande, D.2: positions
 * UNCONFIRMED, so the scenario names them); x2 = 0 removes the split. Returns false, changing
 * nothing, unless the line lies strictly inside the pair. Rewrites the sixth table only.
 */
export function setSubSectionLine(p: i32, x2: i32): bool {
  if (<u32>p >= 3) return false;
  if (x2 != 0 && !insidePair(p, x2)) return false;
  store<i32>(SUB_LINE + (<usize>p << 2), x2);
  rebuildSixths();
  return true;
}

/** x2 lies strictly between pair p's outer lines (board edge or a three-section dotted line). */
function insidePair(p: i32, x2: i32): bool {
  const lo = p == 0 ? 0 : p == 1 ? SEC_B1 : SEC_B2;
  const hi = p == 0 ? SEC_B1 : p == 1 ? SEC_B2 : 2 * W - 2;
  return x2 > lo && x2 < hi;
}

/** Refills SIXTH from the pair lines and the inner lines; an inner line no longer inside its pair
 *  (the pair lines moved) is dropped. */
function rebuildSixths(): void {
  for (let p = 0; p < 3; p++) {
    const line = load<i32>(SUB_LINE + (<usize>p << 2));
    if (line != 0 && !insidePair(p, line)) store<i32>(SUB_LINE + (<usize>p << 2), 0);
  }
  for (let hex = 0; hex < MAX_HEX; hex++) {
    let six = 0;
    if (onBoard(hex)) {
      const x2 = hexX2(hex);
      const sec = sectionMask(hex);
      for (let p = 0; p < 3; p++) {
        const line = load<i32>(SUB_LINE + (<usize>p << 2));
        if (line == 0 || (sec & (1 << p)) == 0) continue;
        if (x2 <= line) six |= 1 << (2 * p);
        if (x2 >= line) six |= 1 << (2 * p + 1);
      }
    }
    store<u8>(SIXTH + <usize>hex, <u8>six);
  }
}

// ---- Setup ---------------------------------------------------------------------------------------

/**
 * Chooses the board size and recomputes every table (geometry here, line of sight in los.ts).
 * Returns false, changing nothing, unless 2 <= w <= MAX_W and 2 <= h <= MAX_H.
 * Allocates nothing; a few tens of milliseconds on the largest board (the LOS tables dominate).
 */
export function setBoard(w: i32, h: i32): bool {
  if (w < 2 || w > MAX_W || h < 2 || h > MAX_H) return false;
  W = w;
  H = h;
  const n = w * h;

  // Sections: b1, b2 = the even numbers nearest (2W - 2) / 3 and 2 (2W - 2) / 3 (W = 13: 8, 16).
  SEC_B1 = 2 * ((2 * w + 1) / 6);
  SEC_B2 = 2 * ((4 * w - 1) / 6);

  bbClear(ON_BOARD_BB);
  for (let hex = 0; hex < MAX_HEX; hex++) {
    const row = hex < n ? hex / w : 0;
    const col = hex < n ? hex % w : 0;
    const x2 = 2 * col + (row & 1);
    store<u8>(ROW_OF + <usize>hex, <u8>row);
    store<u8>(COL_OF + <usize>hex, <u8>col);
    store<u8>(X2_OF + <usize>hex, <u8>x2);
    let sec = 0;
    if (hex < n && !((row & 1) != 0 && col == w - 1)) {
      bbSet(ON_BOARD_BB, hex);
      if (x2 <= SEC_B1) sec |= Section.LEFT;
      if (x2 >= SEC_B1 && x2 <= SEC_B2) sec |= Section.CENTER;
      if (x2 >= SEC_B2) sec |= Section.RIGHT;
    }
    store<u8>(SECTION + <usize>hex, <u8>sec);
    store<u8>(SIXTH + <usize>hex, 0); // no six sections until setSubSectionLine
  }
  for (let p = 0; p < 3; p++) store<i32>(SUB_LINE + (<usize>p << 2), 0);

  for (let hex = 0; hex < MAX_HEX; hex++) {
    const nbb = NEIGH_BB + <usize>hex * BB_BYTES;
    bbClear(nbb);
    const real = onBoard(hex);
    const x2 = hexX2(hex);
    const row = hexRow(hex);
    for (let d = 0; d < 6; d++) {
      const nb = real
        ? hexAt(x2 + <i32>load<i8>(DIR_DX2 + <usize>d), row + <i32>load<i8>(DIR_DY + <usize>d))
        : -1;
      store<i16>(NEIGH + ((<usize>hex * 6 + <usize>d) << 1), <i16>nb);
      if (nb >= 0) bbSet(nbb, nb);
    }
  }

  for (let a = 0; a < MAX_HEX; a++) {
    for (let d = 0; d <= RING_MAX; d++) {
      bbClear(ringBb(a, d));
      bbClear(withinBb(a, d));
    }
    if (!onBoard(a)) continue;
    for (let b = 0; b < n; b++) {
      if (!onBoard(b)) continue;
      const d = hexDistance(a, b);
      if (d <= RING_MAX) bbSet(ringBb(a, d), b);
    }
    for (let d = 0; d <= RING_MAX; d++) {
      const wbb = withinBb(a, d);
      if (d > 0) bbOr(wbb, withinBb(a, d - 1));
      bbOr(wbb, ringBb(a, d));
    }
  }

  losBuild(w, h);
  return true;
}
