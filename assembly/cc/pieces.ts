// Piece lists as unit bitmasks (issue 17): which units belong to each side, so that the loops of
// move, order and battle generation visit one side's units, or only the ordered ones (the state's
// ordered-units bitmask, state.ts orderedWord), instead of every unit of both sides.
//
//   unit set = 2 u64 words: bit u & 63 of word u >> 6 is unit u (MAX_UNITS = 96 fits)
//   sideUnitsWord(s, side, w)  the units of `side`: in the state (state.ts, kept by setUSide),
//                              because Napoleonics creates units during play (garrisons, Cossacks)
//   SIDE_LEADERS[side]         the leaders of `side`, bit l (MAX_LEADERS = 16; game data)
//
// Iterating a set's bits in increasing order visits units in index order, the order every loop over
// units used before, so the legal lists keep their order (the behaviour lock). Callers keep every
// test they made on a unit; the masks only skip units that cannot pass them.
// noteSides() is called by setup.ts at scenarioEnd (the template holds every leader of the scenario:
// one scenario per instance). Read by orders.ts, legal.ts. No allocation.
import { leaderCount, lSide, MAX_LEADERS } from "./state";
export { sideUnitsWord } from "./state";

const SIDE_LEADERS = new StaticArray<u32>(2); // bit l: leader l (MAX_LEADERS = 16)

/** Records each side's leaders from the scenario's template state. */
export function noteSides(template: usize): void {
  unchecked(SIDE_LEADERS[0] = 0); unchecked(SIDE_LEADERS[1] = 0);
  const nl = leaderCount(template);
  for (let l = 0; l < nl && l < MAX_LEADERS; l++) {
    const side = lSide(template, l);
    unchecked(SIDE_LEADERS[side] = SIDE_LEADERS[side] | (<u32>1 << <u32>l));
  }
}

/** The set of side's leaders (bit l). */
@inline export function sideLeaders(side: i32): u32 { return unchecked(SIDE_LEADERS[side]); }

/** The unit of bit `bits`' lowest set bit in word w. */
@inline export function unitOfLsb(w: i32, bits: u64): i32 { return (w << 6) + <i32>ctz<u64>(bits); }
