// The rules tables B1, B3, B4, B5, B6, B7, B8 (rules digest 1.3, all ORIGINAL substitutes except the
// cells the seed fixes, noted in the digest) as static data. tests/bi/tables.test.ts compares every
// cell with the copy of blood-and-iron.json in src/games/blood-and-iron/data/tables.json.
// Callers: fire.ts, melee.ts, morale.ts, move.ts, flow.ts. Pure lookups.

// B1: CP by d10 face (index 1..10; index 0 unused).
const CP_REGULAR: usize = memory.data<u8>([0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4]);
const CP_SPECIAL: usize = memory.data<u8>([0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3]);
export function cpOfRoll(roll: i32, special: bool): i32 {
  return <i32>load<u8>((special ? CP_SPECIAL : CP_REGULAR) + <usize>roll);
}

// B4: fire results. Columns 0..5 = 1/2, 1-3, 4-6, 7-10, 11-15, 16+; rows d10 1..10.
export enum FR { NONE = 0, DM = 1, DD = 2, D1 = 3, D2 = 4, DE = 5 }
const FIRE_T: usize = memory.data<u8>([
  0, 0, 0, 0, 0, 0, // 1
  0, 0, 0, 0, 0, 1, // 2
  0, 0, 0, 0, 1, 1, // 3
  0, 0, 0, 1, 1, 2, // 4
  0, 0, 1, 1, 2, 2, // 5
  0, 0, 1, 2, 2, 3, // 6
  0, 1, 1, 2, 3, 3, // 7
  1, 1, 2, 3, 3, 4, // 8
  1, 1, 3, 3, 4, 4, // 9
  2, 3, 3, 4, 5, 5, // 10
]);
export const FIRE_COLS: i32 = 6;
export function fireResult(col: i32, roll: i32): i32 { return <i32>load<u8>(FIRE_T + <usize>((roll - 1) * 6 + col)); }
/** Column of a fire strength before shifts: 0 for < 1, then 1-3, 4-6, 7-10, 11-15, 16+. */
export function fireColumn(str: i32): i32 {
  if (str < 1) return 0;
  if (str <= 3) return 1;
  if (str <= 6) return 2;
  if (str <= 10) return 3;
  if (str <= 15) return 4;
  return 5;
}

// B5: melee results. Columns 0..8 = 1-4, 1-3, 1-2, 1-1, 2-1, 3-1, 4-1, 5-1, 6-1; rows modified roll
// <=1, 2..11, 12+ (index 0..11).
export enum MR { NONE = 0, AE = 1, A2 = 2, A1 = 3, AD = 4, AM = 5, DM = 6, DD = 7, D1 = 8, D2 = 9, DE = 10 }
const MELEE_T: usize = memory.data<u8>([
  1, 1, 2, 2, 3, 4, 5, 0, 0, // <=1
  1, 2, 3, 3, 4, 5, 0, 0, 6, // 2
  2, 3, 4, 4, 5, 0, 0, 6, 7, // 3
  3, 4, 5, 5, 0, 0, 6, 8, 8, // 4
  4, 5, 5, 0, 0, 6, 7, 7, 7, // 5
  5, 5, 0, 0, 6, 8, 8, 8, 8, // 6
  5, 0, 0, 6, 7, 7, 7, 7, 7, // 7
  0, 0, 6, 6, 8, 8, 8, 8, 9, // 8
  0, 6, 6, 7, 7, 4, 7, 9, 9, // 9  (3-1 / 9 = AD: the seed's value, 5.11)
  6, 6, 8, 8, 8, 8, 9, 9, 10, // 10
  6, 7, 7, 7, 9, 9, 9, 10, 10, // 11
  8, 8, 8, 9, 10, 10, 10, 10, 10, // 12+
]);
export const MELEE_COLS: i32 = 9;
export const COL_1_1: i32 = 3;
/** B5's optional "monotonic" variant (3-1 with a modified 9 gives DD instead of the seed's AD). Off
 *  by default; a scenario option set by the loader before any state is made. */
let monotonic: bool = false;
export function setMonotonic(on: bool): void { monotonic = on; }
export function meleeResult(col: i32, modRoll: i32): i32 {
  const row = modRoll <= 1 ? 0 : modRoll >= 12 ? 11 : modRoll - 1;
  if (monotonic && col == 5 && row == 8) return MR.DD;
  return <i32>load<u8>(MELEE_T + <usize>(row * 9 + col));
}
/** Odds column of attack a against defence d (> 0), rounded in the defender's favour (seed 9.3);
 *  -1 for worse than 1-4 (never allowed). 1-4 itself is column 0. */
export function oddsColumn(a: i32, d: i32): i32 {
  if (a >= d) { const r = a / d; return min(r, 6) + 2; } // 1-1 -> 3 ... 6-1 -> 8
  // a < d: 1-n with n = ceil(d / a)
  const n = (d + a - 1) / a;
  if (n == 2) return 2;
  if (n == 3) return 1;
  if (n == 4) return 0;
  return -1;
}

// B6: morale numbers by rating (A..D) and column (0 full, 1 half, 2 cadre).
const MORALE_T: usize = memory.data<u8>([8, 6, 4, 7, 5, 3, 6, 4, 2, 5, 3, 1]);
export function moraleNumber(rating: i32, col: i32): i32 { return <i32>load<u8>(MORALE_T + <usize>(rating * 3 + col)); }

// B7: chit types T1..T6: count, front A..D, back A..D (0 = "-").
export const CHIT_TYPES: i32 = 6;
const CHIT_COUNT: usize = memory.data<u8>([2, 4, 6, 10, 8, 6]);
const CHIT_FRONT: usize = memory.data<u8>([10, 8, 6, 4, 8, 6, 4, 3, 7, 5, 4, 2, 6, 4, 2, 1, 5, 4, 3, 2, 4, 3, 2, 1]);
const CHIT_BACK: usize = memory.data<u8>([5, 4, 3, 2, 4, 3, 2, 2, 4, 3, 2, 1, 3, 2, 1, 0, 3, 2, 2, 1, 2, 2, 1, 0]);
export function chitCount(t: i32): i32 { return <i32>load<u8>(CHIT_COUNT + <usize>t); }
export function chitFront(t: i32, rating: i32): i32 { return <i32>load<u8>(CHIT_FRONT + <usize>(t * 4 + rating)); }
export function chitBack(t: i32, rating: i32): i32 { return <i32>load<u8>(CHIT_BACK + <usize>(t * 4 + rating)); }
/** Steps of a unit of `rating` on chit t (seed 9.1): back "-" 1, back 1 -> 2, back > 1 -> 3. */
export function chitSteps(t: i32, rating: i32): i32 {
  const b = chitBack(t, rating);
  return b == 0 ? 1 : b == 1 ? 2 : 3;
}

// B8: entry MP (in half points) by terrain (Ter) and class (0 leader, 1 inf, 2 cav, 3 art).
const TER_MP: usize = memory.data<u8>([
  2, 2, 2, 2, // clear
  4, 4, 6, 6, // woods
  2, 2, 2, 2, // town
  2, 2, 4, 4, // vineyard
  2, 2, 4, 4, // city
]);
const UPHILL_MP: usize = memory.data<u8>([2, 2, 2, 4]);
const STREAM_MP: usize = memory.data<u8>([2, 2, 2, 4]);
const FORT_MP: usize = memory.data<u8>([2, 2, 4, 4]);
export function terrainMp(ter: i32, cls: i32): i32 { return <i32>load<u8>(TER_MP + <usize>(ter * 4 + cls)); }
export function uphillMp(cls: i32): i32 { return <i32>load<u8>(UPHILL_MP + <usize>cls); }
export function streamMp(cls: i32): i32 { return <i32>load<u8>(STREAM_MP + <usize>cls); }
export function fortMp(cls: i32): i32 { return <i32>load<u8>(FORT_MP + <usize>cls); }
export const ROAD_MP: i32 = 1; // half a point, road-to-road
/** Fire shift (left) of the target's terrain (B8). */
export function terrainFireShift(ter: i32): i32 { return ter == 1 || ter == 2 || ter == 4 ? 1 : 0; }
/** Melee shift (left) of the defender's terrain (B8). */
export function terrainMeleeShift(ter: i32): i32 { return ter == 1 || ter == 2 ? 1 : ter == 4 ? 2 : 0; }
/** Terrain that cancels the cavalry bonus (B8: woods, town, vineyard, city). */
export function noCavalryBonus(ter: i32): bool { return ter != 0; }
/** Terrain that blocks line of sight (B8, R18: woods, town, city). */
export function blocksLos(ter: i32): bool { return ter == 1 || ter == 2 || ter == 4; }

// B3: range modifier as (numerator, halve) for class and range: returns strength after it.
/** Fire strength of a unit of strength str at range r; 0 when out of range. kind: 0 artillery,
 *  1 French infantry, 2 Prussian infantry. Halves round up (seed 9.21). */
export function rangedStrength(kind: i32, str: i32, r: i32): i32 {
  if (kind == 0) {
    if (r == 1) return str * 2;
    if (r <= 4) return str;
    if (r <= 8) return (str + 1) >> 1;
    return 0;
  }
  if (kind == 1) {
    if (r == 1) return str;
    if (r == 2) return (str + 1) >> 1;
    return 0;
  }
  return r == 1 ? str : 0;
}
export function fireRange(kind: i32): i32 { return kind == 0 ? 8 : kind == 1 ? 2 : 1; }
