// Seeded pseudo-random numbers for dice, deck shuffles and random playouts: xoshiro256** (Blackman &
// Vigna), its 256-bit state expanded from a 64-bit seed by SplitMix64, as the authors recommend.
//
// The state lives in caller-owned memory (RNG_BYTES = 4 little-endian u64 words at `p`), usually
// inside the game state block, so cloning a state by memory copy clones its random stream too.
// Pure integer arithmetic: the same seed gives the same sequence on every engine, build and platform.
// rngNext/rngBelow are called for every die roll and shuffle step; nothing allocates.

export const RNG_BYTES: i32 = 32;

/** Fills the state at p from a 64-bit seed (SplitMix64 outputs; never all zero). */
export function rngSeed(p: usize, seed: u64): void {
  let x = seed;
  for (let i = 0; i < 4; i++) {
    x += 0x9E3779B97F4A7C15;
    let z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
    store<u64>(p + (<usize>i << 3), z ^ (z >> 31));
  }
}

/** Next 64 random bits (xoshiro256**). */
@inline export function rngNext(p: usize): u64 {
  const s0 = load<u64>(p, 0);
  const s1 = load<u64>(p, 8);
  const s2 = load<u64>(p, 16) ^ s0;
  const s3 = load<u64>(p, 24) ^ s1;
  const result = rotl<u64>(s1 * 5, 7) * 9;
  const t = s1 << 17;
  store<u64>(p, s1 ^ s2, 8);
  store<u64>(p, s0 ^ s3, 0);
  store<u64>(p, s2 ^ t, 16);
  store<u64>(p, rotl<u64>(s3, 45), 24);
  return result;
}

/** Uniform integer in [0, n), n >= 1, without bias (Lemire's multiply-and-reject on the high 32 bits). */
export function rngBelow(p: usize, n: u32): u32 {
  assert(n > 0);
  let m = (rngNext(p) >> 32) * <u64>n;
  let low = <u32>m;
  if (low < n) {
    const threshold: u32 = (0 - n) % n; // 2^32 mod n
    while (low < threshold) {
      m = (rngNext(p) >> 32) * <u64>n;
      low = <u32>m;
    }
  }
  return <u32>(m >> 32);
}
