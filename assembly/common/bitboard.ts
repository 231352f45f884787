// Bitboards over hexes: a set of hex indices stored as BB_WORDS little-endian u64 words in linear
// memory at a `usize` pointer; bit i (word i >> 6, bit i & 63) is hex i. 5 words = 320 bits cover the
// largest board (La Grande, 26 x 11 = 286 hex indices).
//
//   p + 0   p + 8   p + 16   p + 24   p + 32
//   [0..63] [64..127] [128..191] [192..255] [256..319]
//
// All word juggling lives here. Every helper is @inline and allocation-free: the rules core calls them
// in its innermost loops (move generation, line of sight, observation planes). Pointers are owned by
// the caller (static tables, a state block, a scratch buffer); helpers never keep them.
// Bit indices are asserted in the debug build; the release build (noAssert) trusts the caller.

/** The largest board: La Grande, 26 x 11. Defined here because it fixes the bitboard width. */
export const MAX_W: i32 = 26;
export const MAX_H: i32 = 11;
export const MAX_HEX: i32 = MAX_W * MAX_H; // 286: the largest index span

export const BB_WORDS: i32 = 5; // ceil(MAX_HEX / 64)
export const BB_BYTES: i32 = BB_WORDS * 8;
export const BB_BITS: i32 = BB_WORDS * 64;

@inline function wordAddr(p: usize, i: i32): usize {
  assert(<u32>i < <u32>BB_BITS);
  return p + ((<usize>(i >>> 6)) << 3);
}

/** p = {} */
@inline export function bbClear(p: usize): void {
  store<u64>(p, 0, 0);
  store<u64>(p, 0, 8);
  store<u64>(p, 0, 16);
  store<u64>(p, 0, 24);
  store<u64>(p, 0, 32);
}

/** dst = src */
@inline export function bbCopy(dst: usize, src: usize): void {
  store<u64>(dst, load<u64>(src, 0), 0);
  store<u64>(dst, load<u64>(src, 8), 8);
  store<u64>(dst, load<u64>(src, 16), 16);
  store<u64>(dst, load<u64>(src, 24), 24);
  store<u64>(dst, load<u64>(src, 32), 32);
}

/** p += {i} */
@inline export function bbSet(p: usize, i: i32): void {
  const a = wordAddr(p, i);
  store<u64>(a, load<u64>(a) | (<u64>1 << <u64>(i & 63)));
}

/** p -= {i} */
@inline export function bbClr(p: usize, i: i32): void {
  const a = wordAddr(p, i);
  store<u64>(a, load<u64>(a) & ~(<u64>1 << <u64>(i & 63)));
}

/** i in p */
@inline export function bbTest(p: usize, i: i32): bool {
  return ((load<u64>(wordAddr(p, i)) >>> <u64>(i & 63)) & 1) != 0;
}

/** dst |= src */
@inline export function bbOr(dst: usize, src: usize): void {
  store<u64>(dst, load<u64>(dst, 0) | load<u64>(src, 0), 0);
  store<u64>(dst, load<u64>(dst, 8) | load<u64>(src, 8), 8);
  store<u64>(dst, load<u64>(dst, 16) | load<u64>(src, 16), 16);
  store<u64>(dst, load<u64>(dst, 24) | load<u64>(src, 24), 24);
  store<u64>(dst, load<u64>(dst, 32) | load<u64>(src, 32), 32);
}

/** dst &= src */
@inline export function bbAnd(dst: usize, src: usize): void {
  store<u64>(dst, load<u64>(dst, 0) & load<u64>(src, 0), 0);
  store<u64>(dst, load<u64>(dst, 8) & load<u64>(src, 8), 8);
  store<u64>(dst, load<u64>(dst, 16) & load<u64>(src, 16), 16);
  store<u64>(dst, load<u64>(dst, 24) & load<u64>(src, 24), 24);
  store<u64>(dst, load<u64>(dst, 32) & load<u64>(src, 32), 32);
}

/** dst &= ~src */
@inline export function bbAndNot(dst: usize, src: usize): void {
  store<u64>(dst, load<u64>(dst, 0) & ~load<u64>(src, 0), 0);
  store<u64>(dst, load<u64>(dst, 8) & ~load<u64>(src, 8), 8);
  store<u64>(dst, load<u64>(dst, 16) & ~load<u64>(src, 16), 16);
  store<u64>(dst, load<u64>(dst, 24) & ~load<u64>(src, 24), 24);
  store<u64>(dst, load<u64>(dst, 32) & ~load<u64>(src, 32), 32);
}

/** (a & b) != {} without writing anything: the line-of-sight inner test. */
@inline export function bbIntersects(a: usize, b: usize): bool {
  return ((load<u64>(a, 0) & load<u64>(b, 0)) |
    (load<u64>(a, 8) & load<u64>(b, 8)) |
    (load<u64>(a, 16) & load<u64>(b, 16)) |
    (load<u64>(a, 24) & load<u64>(b, 24)) |
    (load<u64>(a, 32) & load<u64>(b, 32))) != 0;
}

/** p == {} */
@inline export function bbIsEmpty(p: usize): bool {
  return (load<u64>(p, 0) | load<u64>(p, 8) | load<u64>(p, 16) | load<u64>(p, 24) | load<u64>(p, 32)) == 0;
}

/** a == b */
@inline export function bbEquals(a: usize, b: usize): bool {
  return ((load<u64>(a, 0) ^ load<u64>(b, 0)) |
    (load<u64>(a, 8) ^ load<u64>(b, 8)) |
    (load<u64>(a, 16) ^ load<u64>(b, 16)) |
    (load<u64>(a, 24) ^ load<u64>(b, 24)) |
    (load<u64>(a, 32) ^ load<u64>(b, 32))) == 0;
}

/** |p| */
@inline export function bbPopcount(p: usize): i32 {
  return <i32>(popcnt<u64>(load<u64>(p, 0)) + popcnt<u64>(load<u64>(p, 8)) + popcnt<u64>(load<u64>(p, 16)) +
    popcnt<u64>(load<u64>(p, 24)) + popcnt<u64>(load<u64>(p, 32)));
}

/** Lowest hex in p, or -1 when p is empty. */
@inline export function bbLsb(p: usize): i32 {
  for (let w = 0; w < BB_WORDS; w++) {
    const v = load<u64>(p + (<usize>w << 3));
    if (v != 0) return (w << 6) + <i32>ctz<u64>(v);
  }
  return -1;
}

/** Removes and returns the lowest hex of p, or -1 when p is empty. Iterate with
 *  `for (let h = bbPopLsb(p); h >= 0; h = bbPopLsb(p))` over a scratch copy. */
@inline export function bbPopLsb(p: usize): i32 {
  return bbPopLsbOf(p, BB_WORDS);
}

/** bbPopLsb for a set of `words` u64 words laid out the same way: the one pop loop, shared with a
 *  wider grid's bitboards (assembly/bi/bb.ts, 6 words). Inlined with a constant `words`. */
@inline export function bbPopLsbOf(p: usize, words: i32): i32 {
  for (let w = 0; w < words; w++) {
    const a = p + (<usize>w << 3);
    const v = load<u64>(a);
    if (v != 0) {
      store<u64>(a, v & (v - 1));
      return (w << 6) + <i32>ctz<u64>(v);
    }
  }
  return -1;
}

/** Writes the hexes of p in increasing order as i32s at `out` (room for BB_BITS) and returns the
 *  count; p is unchanged. The debugging stand-in for bbPretty: strings never cross the boundary,
 *  so JavaScript draws the board from this list. */
export function bbToList(p: usize, out: usize): i32 {
  let n = 0;
  for (let w = 0; w < BB_WORDS; w++) {
    let v = load<u64>(p + (<usize>w << 3));
    while (v != 0) {
      store<i32>(out + (<usize>n << 2), (w << 6) + <i32>ctz<u64>(v));
      n++;
      v &= v - 1;
    }
  }
  return n;
}
