// Line of sight (rules digest A.2), exact, by integer arithmetic, precomputed for every pair of hexes.
//
// Method. Work in X = x2, Y = 3 * row: a hex centre is (x2, 3 row) and its corners are at offsets
// (0,+2) (+1,+1) (+1,-1) (0,-2) (-1,-1) (-1,+1). This is an affine image of the true pointy-top
// geometry, so the sign of a cross product (which side of a line a point is on) is exact. For the
// segment S -> T between two centres, each other hex H whose corners are:
//   * strictly on both sides of the line            -> the line crosses H's interior: H blocks alone;
//   * two (adjacent) on the line, the rest one side -> the line runs along the hexside between H and
//     the hex across that edge: the pair blocks only if BOTH block (A.2 step 3);
//   * one on the line, the rest one side            -> a corner graze: never blocks (decision, see
//     docs/geometry.md); all on one side -> not touched.
// H counts only if the part of the line inside it lies strictly between S and T (tested exactly with
// the affine line parameter; S and T themselves are never listed, so the endpoints never block).
//
// Layering: los.ts sits below geometry.ts so that geometry's setBoard can rebuild these tables
// without an import cycle. It needs only the index layout formula (hex = row * W + col,
// x2 = 2 col + (row & 1)), restated in the three small setup-only helpers below.
//
// Tables (built by losBuild, which setBoard calls; index of the unordered pair lo < hi is
// tri = hi * (hi - 1) / 2 + lo, so from -> to and to -> from share one entry and always agree):
//   LOS_BB     : bb[TRI_MAX]    hexes whose interior the segment crosses
//   LOS_PSTART : u32[TRI_MAX]   first entry of the pair's hexside list in LOS_POOL
//   LOS_PCOUNT : u8[TRI_MAX]    number of hexside pairs
//   LOS_POOL   : u32[POOL_MAX]  one hexside pair per entry: a | b << 16 (a < b)
// About 1.9 MB, allocated at module start whatever the board; every pair of the board at any distance is tabulated.
//
// losClear is the only hot function: one 5-word AND, then usually zero to a few pair tests.

import { BB_BYTES, MAX_HEX, bbClear, bbIntersects, bbSet, bbTest } from "./bitboard";

const TRI_MAX: i32 = MAX_HEX * (MAX_HEX - 1) / 2;
/** Capacity of the hexside-pair pool. The largest board (26 x 11) uses 8960 entries (13 x 9: 1740);
 *  tests/common/los.test.ts checks the margin. */
export const LOS_POOL_MAX: i32 = 16384;

// Allocated once when the module starts (the stub runtime never frees): memory.data would be as
// static, but the unoptimized debug build would then carry these ~1.9 MB of zeros in its binary.
const LOS_BB: usize = heap.alloc(<usize>(TRI_MAX * BB_BYTES));
const LOS_PSTART: usize = heap.alloc(<usize>(TRI_MAX * 4));
const LOS_PCOUNT: usize = heap.alloc(<usize>TRI_MAX);
const LOS_POOL: usize = heap.alloc(<usize>(LOS_POOL_MAX * 4));

// Corner offsets, in the order of the header; edge e joins corner e and corner e + 1 and faces the
// neighbour at doubled-coordinate offset (EDGE_DX2[e], EDGE_DY[e]): NE, E, SE, SW, W, NW.
const CORNER_DX: usize = memory.data<i8>([0, 1, 1, 0, -1, -1]);
const CORNER_DY: usize = memory.data<i8>([2, 1, -1, -2, -1, 1]);
const EDGE_DX2: usize = memory.data<i8>([1, 2, 1, -1, -2, -1]);
const EDGE_DY: usize = memory.data<i8>([1, 0, -1, -1, 0, 1]);

// Per-hex scratch of losBuild: cross product and dot product of each corner.
const CR: usize = memory.data(6 * 8);
const DD: usize = memory.data(6 * 8);

let poolUsed: i32 = 0;
let bw: i32 = 0; // board size of the current tables
let bh: i32 = 0;

// Index layout, setup only (geometry.ts holds the tabulated versions).
@inline function rowOf(hex: i32): i32 { return hex / bw; }
@inline function x2Of(hex: i32): i32 { const row = hex / bw; return 2 * (hex - row * bw) + (row & 1); }
function hexAtX2(x2: i32, row: i32): i32 {
  if (<u32>row >= <u32>bh) return -1;
  const t = x2 - (row & 1);
  if (t < 0 || (t & 1) != 0 || (t >> 1) >= bw - (row & 1)) return -1;
  return row * bw + (t >> 1);
}
@inline function isHex(hex: i32): bool { return hexAtX2(x2Of(hex), rowOf(hex)) == hex; }

@inline function triIndex(a: i32, b: i32): usize {
  const lo = min<i32>(a, b);
  const hi = max<i32>(a, b);
  assert(lo >= 0 && hi < MAX_HEX && lo < hi);
  return <usize>(hi * (hi - 1) / 2 + lo);
}

/**
 * True when `from` sees `to` given the blocking hexes in the bitboard at `blockers` (units, leaders,
 * blocking terrain: the engine builds it). The bits of `from` and `to` are ignored. from == to and
 * adjacent hexes are always visible. Both hexes must be on the board. Symmetric by construction.
 */
@inline export function losClear(from: i32, to: i32, blockers: usize): bool {
  if (from == to) return true;
  const t = triIndex(from, to);
  if (bbIntersects(LOS_BB + t * BB_BYTES, blockers)) return false;
  const n = <i32>load<u8>(LOS_PCOUNT + t);
  const start = LOS_POOL + (<usize>load<u32>(LOS_PSTART + (t << 2)) << 2);
  for (let k = 0; k < n; k++) {
    const p = load<u32>(start + (<usize>k << 2));
    if (bbTest(blockers, <i32>(p & 0xffff)) && bbTest(blockers, <i32>(p >>> 16))) return false;
  }
  return true;
}

/** Pointer to the bitboard of hexes whose interior the segment from -> to crosses (from != to). */
@inline export function losBlockersBb(from: i32, to: i32): usize {
  return LOS_BB + triIndex(from, to) * BB_BYTES;
}

/** Number of hexside pairs along from -> to (from != to). */
@inline export function losHexsideCount(from: i32, to: i32): i32 {
  return <i32>load<u8>(LOS_PCOUNT + triIndex(from, to));
}

/** The k-th hexside pair along from -> to, packed a | b << 16 with a < b. */
@inline export function losHexsidePair(from: i32, to: i32, k: i32): u32 {
  const t = triIndex(from, to);
  assert(<u32>k < <u32>load<u8>(LOS_PCOUNT + t));
  return load<u32>(LOS_POOL + ((<usize>load<u32>(LOS_PSTART + (t << 2)) + <usize>k) << 2));
}

/** Pool entries the current board uses (to size LOS_POOL_MAX; checked by the tests). */
export function losPoolUsed(): i32 { return poolUsed; }

/** Recomputes every pair for a w x h board. Called by setBoard only (after validating the size). */
export function losBuild(w: i32, h: i32): void {
  bw = w;
  bh = h;
  const n = w * h;
  poolUsed = 0;
  for (let hi = 1; hi < MAX_HEX; hi++) {
    for (let lo = 0; lo < hi; lo++) {
      const t = <usize>(hi * (hi - 1) / 2 + lo);
      bbClear(LOS_BB + t * BB_BYTES);
      store<u32>(LOS_PSTART + (t << 2), <u32>poolUsed);
      store<u8>(LOS_PCOUNT + t, 0);
      if (hi < n && isHex(lo) && isHex(hi)) buildPair(lo, hi, t);
    }
  }
}

function buildPair(s: i32, e: i32, t: usize): void {
  const sx = x2Of(s);
  const sy = 3 * rowOf(s);
  const dx = x2Of(e) - sx;
  const dy = 3 * rowOf(e) - sy;
  const len2 = <i64>(dx * dx + dy * dy); // the dot product of T - S with itself
  const bb = LOS_BB + t * BB_BYTES;
  let pairs = 0;

  // Candidates: rows between the endpoints' rows, x2 within one of the endpoints' span.
  const r0 = min<i32>(rowOf(s), rowOf(e));
  const r1 = max<i32>(rowOf(s), rowOf(e));
  const x0 = min<i32>(sx, sx + dx) - 1;
  const x1 = max<i32>(sx, sx + dx) + 1;
  for (let row = r0; row <= r1; row++) {
    for (let x = x0; x <= x1; x++) {
      const h = hexAtX2(x, row);
      if (h < 0 || h == s || h == e) continue;
      let pos = 0, neg = 0, zero = 0;
      for (let k = 0; k < 6; k++) {
        const px = x + <i32>load<i8>(CORNER_DX + <usize>k) - sx;
        const py = 3 * row + <i32>load<i8>(CORNER_DY + <usize>k) - sy;
        const cr = <i64>(dx * py - dy * px);
        store<i64>(CR + (<usize>k << 3), cr);
        store<i64>(DD + (<usize>k << 3), <i64>(dx * px + dy * py));
        if (cr > 0) pos++;
        else if (cr < 0) neg++;
        else zero++;
      }
      if (pos > 0 && neg > 0) {
        // Crossing: the chord between a + corner i and a - corner j meets the line inside H at
        // parameter num / (den * len2); keep H when that lies strictly inside (0, 1).
        let i = 0, j = 0;
        while (load<i64>(CR + (<usize>i << 3)) <= 0) i++;
        while (load<i64>(CR + (<usize>j << 3)) >= 0) j++;
        const ci = load<i64>(CR + (<usize>i << 3));
        const cj = load<i64>(CR + (<usize>j << 3));
        const num = load<i64>(DD + (<usize>i << 3)) * -cj + ci * load<i64>(DD + (<usize>j << 3));
        const den = ci - cj;
        if (num > 0 && num < len2 * den) bbSet(bb, h);
      } else if (zero == 2) {
        // Along a hexside: corners k and k + 1 lie on the line.
        let k = 0;
        while (!(load<i64>(CR + (<usize>k << 3)) == 0 && load<i64>(CR + (<usize>((k + 1) % 6) << 3)) == 0)) k++;
        const mid = load<i64>(DD + (<usize>k << 3)) + load<i64>(DD + (<usize>((k + 1) % 6) << 3));
        if (mid <= 0 || mid >= 2 * len2) continue;
        const other = hexAtX2(x + <i32>load<i8>(EDGE_DX2 + <usize>k), row + <i32>load<i8>(EDGE_DY + <usize>k));
        // Record each pair once, from its lower hex; an off-board partner can never block.
        if (other > h) {
          assert(poolUsed < LOS_POOL_MAX && pairs < 255);
          store<u32>(LOS_POOL + (<usize>poolUsed << 2), <u32>h | (<u32>other << 16));
          poolUsed++;
          pairs++;
        }
      }
    }
  }
  store<u8>(LOS_PCOUNT + t, <u8>pairs);
}
