// La Grande's corps commanders' own Command hands (rules digest D.8), as the turn reads them: one
// adapter over the per-seat hands that ../napoleonics/seat-block.ts holds (the deal, conservation,
// hiding and determinization are that module's and ../epic/seat-hands.ts's, another helper's work),
// so the turn (grande-turn.ts, ../grande-flow.ts) names one API. Roles 1..3 only (the CinC's hand is
// the side's hand, state.ts hand()).
import { seatCmd, seatCmdSize, addSeatCmd, takeSeatCmd } from "../napoleonics/seat-block";

/** Cards of kind k in the own hand of corps commander `role` of `side`. */
@inline export function cmdHeld(s: usize, side: i32, role: i32, k: i32): i32 { return seatCmd(s, side + 2 * role, k); }
/** Cards in that hand. */
@inline export function cmdSize(s: usize, side: i32, role: i32): i32 { return seatCmdSize(s, side + 2 * role); }
/** Adds a card of kind k to that hand; false when it is full (the caller discards it). */
@inline export function cmdAdd(s: usize, side: i32, role: i32, k: i32): bool { return addSeatCmd(s, side + 2 * role, k); }
/** Takes a card of kind k out of that hand (the caller puts it in play or discards it). */
@inline export function cmdTake(s: usize, side: i32, role: i32, k: i32): void { takeSeatCmd(s, side + 2 * role, k); }
