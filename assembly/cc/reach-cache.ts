// Move destinations kept from one move to the next within a move phase, for the in-wasm play loops
// (randomPlayout, rollout). After one piece moves, the flow builds the move list again
// (legal.ts hasLegalMove); a unit's breadth-first reach of `allow` hexes only looks at hexes within
// `allow` of it, so it is unchanged unless a piece left or entered a hex within allow + 1 of it
// (one hex of margin) and the same allowance applies. Such entries are reused.
//
// Validity: a session belongs to one state (`reachSession`, set by the play loop at its start and
// cleared at its end: JavaScript cannot write the state in between). Every action that is not a
// move ends all entries at once (`reachEpoch` += 1: orders, end of moves, chance outcomes such as a
// marsh roll, battles); a move ends the entries near its from and to hexes (`reachNear`). Leaders'
// lone moves (1-3 hexes) get the same treatment with a radius of 4.
//
//   per unit u:   uEpoch[u] (valid when == reachEpoch) | uAt[u] hex | uAllow[u] | uExit[u] (Castulo
//                 exit open) | uN[u] | uDest[u * SLOT ..] hexes | uDist[u * SLOT ..] hexes walked
//   per leader l: lEpoch[l] | lAt[l] | lN[l] | lDest[l * SLOT ..]
//   keptUnits, keptLeaders: the pieces kept in this epoch (bitmasks), so reachNear visits only them
// No allocation after start-up. Callers: legal.ts (genMoves), apply.ts (invalidation, move
// distances), index.ts and rollout.ts (sessions).
import { hexDistance, MAX_HEX } from "../common/geometry";
import { MAX_UNITS, MAX_LEADERS } from "./state";

const SLOT: i32 = 128; // more than the hexes within 4 of a hex (61)
const uDest = new StaticArray<i16>(MAX_UNITS * SLOT);
const uDist = new StaticArray<u8>(MAX_UNITS * SLOT);
const uEpoch = new StaticArray<u32>(MAX_UNITS);
const uAt = new StaticArray<i16>(MAX_UNITS);
const uAllow = new StaticArray<u8>(MAX_UNITS);
const uExit = new StaticArray<u8>(MAX_UNITS);
const uN = new StaticArray<u8>(MAX_UNITS);
const lDest = new StaticArray<i16>(MAX_LEADERS * SLOT);
const lEpoch = new StaticArray<u32>(MAX_LEADERS);
const lAt = new StaticArray<i16>(MAX_LEADERS);
const lN = new StaticArray<u8>(MAX_LEADERS);
const LEADER_RADIUS: i32 = 4;

/** The state whose play loop owns the entries (0: none; entries are then never used). */
export let reachSession: usize = 0;
/** Entries whose epoch differs are void. Starts at 1: the zeroed epochs are void from the start. */
let reachEpoch: u32 = 1;

/** Units (2 words, bit u & 63 of word u >> 6) and leaders (bit l) that may hold an entry of this
 *  epoch: reachNear visits only these. Cleared whenever the epoch changes. */
const keptUnits = new StaticArray<u64>(2);
let keptLeaders: u32 = 0;
@inline function newEpoch(): void {
  reachEpoch++;
  unchecked(keptUnits[0] = 0); unchecked(keptUnits[1] = 0);
  keptLeaders = 0;
}

/** A play loop on `s` starts (the state may have been written from JavaScript: nothing is kept). */
export function beginReachSession(s: usize): void { reachSession = s; newEpoch(); }
export function endReachSession(): void { reachSession = 0; newEpoch(); }
/** Hands the session to another state (0: none) without voiding anything: the legal-list check
 *  (legal.ts legalCacheCheck) builds a list from scratch with the session suspended. */
export function setReachSession(s: usize): void { reachSession = s; }
/** Voids every entry (any action other than a move). */
@inline export function reachVoidAll(): void { newEpoch(); }

/** Voids the entries of pieces within reach of hex h (a piece left or entered h). */
export function reachNear(h: i32, units: i32, leaders: i32): void {
  if (h < 0 || h >= MAX_HEX) return;
  const e = reachEpoch;
  for (let w = 0; w < 2; w++) {
    let bits = unchecked(keptUnits[w]);
    while (bits != 0) {
      const u = (w << 6) + <i32>ctz<u64>(bits);
      bits &= bits - 1;
      if (u < units && unchecked(uEpoch[u]) == e && hexDistance(<i32>unchecked(uAt[u]), h) <= <i32>unchecked(uAllow[u]) + 1) {
        unchecked(uEpoch[u] = 0);
        unchecked(keptUnits[w] = keptUnits[w] & ~(<u64>1 << <u64>(u & 63)));
      }
    }
  }
  let lb = keptLeaders;
  while (lb != 0) {
    const l = <i32>ctz<u32>(lb);
    lb &= lb - 1;
    if (l < leaders && unchecked(lEpoch[l]) == e && hexDistance(<i32>unchecked(lAt[l]), h) <= LEADER_RADIUS) {
      unchecked(lEpoch[l] = 0);
      keptLeaders &= ~(<u32>1 << <u32>l);
    }
  }
}

/** Is unit u's entry valid for a reach of `allow` from hex h? */
@inline export function unitKept(u: i32, h: i32, allow: i32): bool {
  return unchecked(uEpoch[u]) == reachEpoch && <i32>unchecked(uAt[u]) == h && <i32>unchecked(uAllow[u]) == allow;
}
@inline export function unitKeptN(u: i32): i32 { return <i32>unchecked(uN[u]); }
@inline export function unitKeptDest(u: i32, i: i32): i32 { return <i32>unchecked(uDest[u * SLOT + i]); }
@inline export function unitKeptExit(u: i32): bool { return unchecked(uExit[u]) != 0; }

/** The hexes walked by unit u to `to` by its kept entry, or -1 when it has none for `to`. */
export function unitKeptDist(u: i32, h: i32, allow: i32, to: i32): i32 {
  if (!unitKept(u, h, allow)) return -1;
  const n = <i32>unchecked(uN[u]);
  for (let i = 0; i < n; i++) if (<i32>unchecked(uDest[u * SLOT + i]) == to) return <i32>unchecked(uDist[u * SLOT + i]);
  return -1;
}

/** Keeps unit u's reach of `allow` from hex h: `n` destinations (then written by keepUnitDest). */
export function keepUnit(u: i32, h: i32, allow: i32, exit: bool, n: i32): void {
  if (n > SLOT) return;
  unchecked(uN[u] = <u8>n);
  unchecked(uAt[u] = <i16>h);
  unchecked(uAllow[u] = <u8>allow);
  unchecked(uExit[u] = exit ? 1 : 0);
  unchecked(uEpoch[u] = reachEpoch);
  unchecked(keptUnits[u >>> 6] = keptUnits[u >>> 6] | (<u64>1 << <u64>(u & 63)));
}
@inline export function keepUnitDest(u: i32, i: i32, to: i32, walked: i32): void {
  if (i >= SLOT) return;
  unchecked(uDest[u * SLOT + i] = <i16>to);
  unchecked(uDist[u * SLOT + i] = <u8>walked);
}

@inline export function leaderKept(l: i32, h: i32): bool {
  return unchecked(lEpoch[l]) == reachEpoch && <i32>unchecked(lAt[l]) == h;
}
@inline export function leaderKeptN(l: i32): i32 { return <i32>unchecked(lN[l]); }
@inline export function leaderKeptDest(l: i32, i: i32): i32 { return <i32>unchecked(lDest[l * SLOT + i]); }

export function keepLeader(l: i32, h: i32, n: i32): void {
  if (n > SLOT) return;
  unchecked(lN[l] = <u8>n);
  unchecked(lAt[l] = <i16>h);
  unchecked(lEpoch[l] = reachEpoch);
  keptLeaders |= <u32>1 << <u32>l;
}
@inline export function keepLeaderDest(l: i32, i: i32, to: i32): void {
  if (i < SLOT) unchecked(lDest[l * SLOT + i] = <i16>to);
}
