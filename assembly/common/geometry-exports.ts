// The geometry, line-of-sight and RNG functions JavaScript needs, re-exported to the wasm boundary by
// assembly/cc/index.ts (`export * from "../common/geometry-exports"`). Integers only cross: bools are
// 0/1, pointers are byte offsets into the instance's memory, u64 values are BigInts.
//
// Unlike the @inline helpers the engine calls, these wrappers validate their arguments (JavaScript may
// pass anything) and answer -1 / 0 / false for bad input. Called by the TypeScript facade, tests and
// debugging tools, never in a hot loop.

import { BB_BYTES, BB_WORDS, BB_BITS, bbClear, bbPopcount as bbPopcountAt, bbSet, bbToList as bbToListAt } from "./bitboard";
import {
  Dir, MAX_H, MAX_HEX, MAX_W, RING_MAX, Section, SubSection,
  boardH as geoBoardH, boardW as geoBoardW, hexAt as geoHexAt, hexCol as geoHexCol, hexCount as geoHexCount,
  hexDistance as geoHexDistance, hexRow as geoHexRow, hexX2 as geoHexX2, isBaseline as geoIsBaseline,
  neighbor as geoNeighbor, neighborsBb as geoNeighborsBb, onBoard as geoOnBoard, onBoardBb as geoOnBoardBb,
  rearNeighbor as geoRearNeighbor, ringBb as geoRingBb, sectionBoundLeft as geoSectionBoundLeft,
  sectionBoundRight as geoSectionBoundRight, sectionMask as geoSectionMask, setBoard as geoSetBoard,
  withinBb as geoWithinBb, sixthMask as geoSixthMask, subSectionMask as geoSubSectionMask,
  subSectionLine as geoSubSectionLine, setSubSectionLine as geoSetSubSectionLine,
} from "./geometry";
import {
  LOS_POOL_MAX, losBlockersBb as losBlockersBbAt, losClear as losClearAt, losHexsideCount,
  losHexsidePair, losPoolUsed as losPoolUsedAt,
} from "./los";
import { RNG_BYTES, rngBelow as rngBelowAt, rngNext as rngNextAt, rngSeed as rngSeedAt } from "./rng";

export { BB_WORDS, BB_BYTES, BB_BITS, MAX_W, MAX_H, MAX_HEX, RING_MAX, LOS_POOL_MAX, RNG_BYTES, Dir, Section, SubSection };

/** Bytes of the scratch buffer below (room for 1024 i32s). */
export const SCRATCH_BYTES: i32 = 4096;
const SCRATCH: usize = memory.data(SCRATCH_BYTES);
const SCRATCH_BB: usize = memory.data(BB_BYTES);

export function geometryVersion(): i32 { return 1; }

/** A static buffer JavaScript may write arguments into and read results from (tests, debugging). */
export function scratchPtr(): usize { return SCRATCH; }

// ---- Board ---------------------------------------------------------------------------------------

/** Chooses the board (2 <= w <= 26, 2 <= h <= 11) and rebuilds every table; false for a bad size. */
export function setBoard(w: i32, h: i32): bool { return geoSetBoard(w, h); }
export function boardW(): i32 { return geoBoardW(); }
export function boardH(): i32 { return geoBoardH(); }
export function hexCount(): i32 { return geoHexCount(); }
export function onBoard(hex: i32): bool { return geoOnBoard(hex); }
export function hexRow(hex: i32): i32 { return geoOnBoard(hex) ? geoHexRow(hex) : -1; }
export function hexCol(hex: i32): i32 { return geoOnBoard(hex) ? geoHexCol(hex) : -1; }
export function hexX2(hex: i32): i32 { return geoOnBoard(hex) ? geoHexX2(hex) : -1; }
export function hexAt(x2: i32, row: i32): i32 { return geoHexAt(x2, row); }

// ---- Neighbours, distance, rings -----------------------------------------------------------------

export function neighbor(hex: i32, dir: i32): i32 {
  return geoOnBoard(hex) && <u32>dir < 6 ? geoNeighbor(hex, dir) : -1;
}
export function neighborCount(hex: i32): i32 {
  return geoOnBoard(hex) ? bbPopcountAt(geoNeighborsBb(hex)) : 0;
}
export function neighborsBb(hex: i32): usize { return geoOnBoard(hex) ? geoNeighborsBb(hex) : 0; }
export function onBoardBb(): usize { return geoOnBoardBb(); }
export function hexDistance(a: i32, b: i32): i32 {
  return geoOnBoard(a) && geoOnBoard(b) ? geoHexDistance(a, b) : -1;
}
export function ringBb(hex: i32, d: i32): usize {
  return geoOnBoard(hex) && <u32>d <= <u32>RING_MAX ? geoRingBb(hex, d) : 0;
}
export function withinBb(hex: i32, d: i32): usize {
  return geoOnBoard(hex) && <u32>d <= <u32>RING_MAX ? geoWithinBb(hex, d) : 0;
}
/** |withinBb(hex, d)|, or -1 for bad arguments. */
export function withinCount(hex: i32, d: i32): i32 {
  const p = withinBb(hex, d);
  return p ? bbPopcountAt(p) : -1;
}
/** towardBottom: k = 0 SW, k = 1 SE; toward the top: k = 0 NW, k = 1 NE. -1 off the board. */
export function rearNeighbor(hex: i32, towardBottom: bool, k: i32): i32 {
  return geoOnBoard(hex) && <u32>k < 2 ? geoRearNeighbor(hex, towardBottom, k) : -1;
}
export function isBaseline(hex: i32, bottom: bool): bool { return geoOnBoard(hex) && geoIsBaseline(hex, bottom); }

// ---- Sections ------------------------------------------------------------------------------------

/** Section bits, bottom player's view: 1 left, 2 center, 4 right; 0 for a bad hex. */
export function sectionMask(hex: i32): i32 { return geoOnBoard(hex) ? geoSectionMask(hex) : 0; }
/** x2 of the left dotted line (Left: x2 <= it). */
export function sectionBoundLeft(): i32 { return geoSectionBoundLeft(); }
/** x2 of the right dotted line (Right: x2 >= it). */
export function sectionBoundRight(): i32 { return geoSectionBoundRight(); }
/** La Grande's six sections (D.8): bit i = sixth i from the bottom player's left; 0 for a bad hex or
 *  a board without inner lines. */
export function sixthMask(hex: i32): i32 { return geoOnBoard(hex) ? geoSixthMask(hex) : 0; }
/** SubSection bits (1 his left, 2 his right) of hex within pair p (0..2, bottom view) from the
 *  owner's view (top != 0: the top side's commander); 0 outside the pair or for bad arguments. */
export function subSectionMask(hex: i32, p: i32, top: bool): i32 {
  return geoOnBoard(hex) && <u32>p < 3 ? geoSubSectionMask(hex, p, top) : 0;
}
/** x2 of pair p's inner dotted line, 0 when the pair is not split, -1 for a bad p. */
export function subSectionLine(p: i32): i32 { return <u32>p < 3 ? geoSubSectionLine(p) : -1; }
/** Splits pair p at x2 (0: no split); false, changing nothing, unless the line is inside the pair.
 *  (Scenarios send it as EpicScen.SUBSECTIONS; exported for the geometry tests.) */
export function setSubSectionLine(p: i32, x2: i32): bool { return geoSetSubSectionLine(p, x2); }

// ---- Bitboards -----------------------------------------------------------------------------------

export function bbPopcount(p: usize): i32 { return bbPopcountAt(p); }
/** Writes the hexes of the bitboard at p as i32s at out; returns the count (bbPretty's stand-in). */
export function bbToList(p: usize, out: usize): i32 { return bbToListAt(p, out); }

// ---- Line of sight -------------------------------------------------------------------------------

/** LOS from -> to with the blocking hexes in the bitboard at blockersBbPtr; false for bad hexes. */
export function losClear(from: i32, to: i32, blockersBbPtr: usize): bool {
  return geoOnBoard(from) && geoOnBoard(to) && losClearAt(from, to, blockersBbPtr);
}

/** LOS from -> to with the n blocking hexes listed as i32s at listPtr (e.g. scratchPtr()). */
export function losClearTest(from: i32, to: i32, listPtr: usize, n: i32): bool {
  bbClear(SCRATCH_BB);
  for (let i = 0; i < n; i++) {
    const h = load<i32>(listPtr + (<usize>i << 2));
    if (<u32>h < <u32>MAX_HEX) bbSet(SCRATCH_BB, h);
  }
  return losClear(from, to, SCRATCH_BB);
}

/** Pointer to the bitboard of hexes whose interior the line from -> to crosses; 0 if from == to or bad. */
export function losBlockersBb(from: i32, to: i32): usize {
  return geoOnBoard(from) && geoOnBoard(to) && from != to ? losBlockersBbAt(from, to) : 0;
}

/** Writes the hexside pairs along from -> to at out as i32s (a0, b0, a1, b1, ...); returns the pair count. */
export function losHexsides(from: i32, to: i32, out: usize): i32 {
  if (!geoOnBoard(from) || !geoOnBoard(to) || from == to) return 0;
  const n = losHexsideCount(from, to);
  for (let k = 0; k < n; k++) {
    const p = losHexsidePair(from, to, k);
    store<i32>(out + (<usize>k << 3), <i32>(p & 0xffff));
    store<i32>(out + (<usize>k << 3) + 4, <i32>(p >>> 16));
  }
  return n;
}

export function losPoolUsed(): i32 { return losPoolUsedAt(); }

// ---- RNG -----------------------------------------------------------------------------------------

export function rngSeed(p: usize, seed: u64): void { rngSeedAt(p, seed); }
export function rngNext(p: usize): u64 { return rngNextAt(p); }
export function rngBelow(p: usize, n: u32): u32 { return n > 0 ? rngBelowAt(p, n) : 0; }
