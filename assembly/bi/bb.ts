// Hex sets for the Blood & Iron grid: BB_WORDS = 6 little-endian u64 words at a pointer (384 bits),
// bit i (word i >> 6, bit i & 63) is hex index i (see grid.ts for the index layout).
//
//   p + 0   p + 8     p + 16     p + 24     p + 32     p + 40
//   [0..63] [64..127] [128..191] [192..255] [256..319] [320..383]
//
// Why not assembly/common/bitboard.ts: that one is fixed at 5 words (286 hexes, the largest C&C
// board), and the Floing window alone has 22 x 15 = 330 hexes. Same conventions, one more word;
// the pop loop is common's (bbPopLsbOf, given the word count).
// Callers: grid.ts (static masks), zoc.ts, command.ts, move.ts (scratch sets). Never allocates.

import { bbPopLsbOf } from "../common/bitboard";

export const BB_WORDS: i32 = 6;
export const BB_BYTES: i32 = BB_WORDS * 8;
export const BB_BITS: i32 = BB_WORDS * 64;

@inline export function bbClear(p: usize): void {
  for (let w = 0; w < BB_WORDS; w++) store<u64>(p + (<usize>w << 3), 0);
}
@inline export function bbCopy(dst: usize, src: usize): void {
  for (let w = 0; w < BB_WORDS; w++) store<u64>(dst + (<usize>w << 3), load<u64>(src + (<usize>w << 3)));
}
@inline export function bbSet(p: usize, i: i32): void {
  const a = p + ((<usize>(i >>> 6)) << 3);
  store<u64>(a, load<u64>(a) | (<u64>1 << <u64>(i & 63)));
}
@inline export function bbClr(p: usize, i: i32): void {
  const a = p + ((<usize>(i >>> 6)) << 3);
  store<u64>(a, load<u64>(a) & ~(<u64>1 << <u64>(i & 63)));
}
@inline export function bbTest(p: usize, i: i32): bool {
  if (i < 0) return false;
  return ((load<u64>(p + ((<usize>(i >>> 6)) << 3)) >>> <u64>(i & 63)) & 1) != 0;
}
@inline export function bbOr(dst: usize, src: usize): void {
  for (let w = 0; w < BB_WORDS; w++) {
    const o = <usize>w << 3;
    store<u64>(dst + o, load<u64>(dst + o) | load<u64>(src + o));
  }
}
@inline export function bbAndNot(dst: usize, src: usize): void {
  for (let w = 0; w < BB_WORDS; w++) {
    const o = <usize>w << 3;
    store<u64>(dst + o, load<u64>(dst + o) & ~load<u64>(src + o));
  }
}
@inline export function bbIsEmpty(p: usize): bool {
  let v: u64 = 0;
  for (let w = 0; w < BB_WORDS; w++) v |= load<u64>(p + (<usize>w << 3));
  return v == 0;
}
/** Removes and returns the lowest index of p, or -1 when p is empty. */
@inline export function bbPopLsb(p: usize): i32 { return bbPopLsbOf(p, BB_WORDS); }
