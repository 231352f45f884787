// The seats block of the state (state.ts seatx[SEATX_BYTES]): the Tactician hands and national items
// of the seats of the 6- and 8-seat EPIC formats (rules digest D.7, D.8), the only module that names
// its offsets, and what the Napoleonics mechanisms read from it: a seat's hand, the role commanding a
// hex (a table ../epic/seat-hands.ts fills from epic/seats.ts sectionRole when the scenario is set up: this
// folder sits below epic/), whose section a card in effect helps, each seat's Iron Will, Mother Russia
// dice and Guerrilla tokens, and which seat a Tactician draw goes to. The CinC's (role 0) Tactician
// hand stays in extension.ts `tHand`, so 2 and 4 seats keep their layout and bits: nothing here is
// read or written there (seatItemsOn() false). Called by tactician.ts, dice.ts, national.ts,
// mother-russia.ts, nap-legal.ts, ../epic/seat-hands.ts, ../nap-flow.ts, ../encode.ts.
//
//   0  thand[2 sides][3 roles 1..3][16 kinds] u8   Tactician hands of the non-CinC seats:
//                                                  byte side * 48 + (role - 1) * 16 + kind
//  96  pend[2 sides] u16    routed Tactician draws waiting: 4 bits per role (role r: bits 4r..4r+3);
//                           the side's count (extension.ts tPending) may hold more: those are
//                           "unrouted" and go to the fallback role (drawRole below)
// 100  started u8           1 once seatStart ran (the Tactician deal routed, the national items split)
// 101  roles u8             bits 0..1 the role whose Tactician card is in effect for the turn
//                           (extension.ts X_TACT_TURN), bits 2..3 the role whose guard card is in
//                           effect (X_TACT_GUARD), bits 4..5 the hand card's holder at the pick (the
//                           fallback for an unrouted draw of the active side)
// 102  mrDice[4 roles] u8   Mother Russia dice not yet rolled per role of the Russian side (D.7: each
//                           player rolls his own share; the one rolling now has his in X_MR_DICE)
// 106  ironWill[2 sides][4 roles] u8  Iron Will tokens per seat (D.7: a share each plus one); the
//                           state's ironWill[side] stays their sum
// 114  guerrilla[4 roles] u8 Guerrilla tokens per role of the Spanish side (D.7: split among the
//                           players with 4+ Spanish units in their section); X_GUERRILLA stays the sum
// 118  mrRole u8            the role whose Mother Russia dice are rolled and placed now
// 119  guerrillaRole u8     the role deciding the Guerrilla attempt offered now
// 120  cmdHand[2 sides][3 roles 1..3][8] u8  La Grande corps commanders' own Command hands (D.8:
//                           the scenario's epic.seats[].cards): byte side * 24 + (role - 1) * 8 + slot
//                           = card kind + 1, 0 an empty slot; kept sorted (ascending kinds, the empty
//                           slots last) so one hand has one byte form (state equality, signatures).
//                           Used only when cmdHandsOn() (La Grande in 8 seats); all 0 otherwise
// 168  end (SEATX_BYTES)
import { seatxByte, setSeatxByte, uHex, uSide, ironWill, setIronWill, hand, setHand, deck, setDeck, turn, NONE } from "../state";
import { CARD_KIND_COUNT } from "../types";
import { MAX_HEX } from "../../common/geometry";
import { rngBelow } from "../../common/rng";
import { tactOn, mrSide, guerrillaSide } from "./config";
import { MAX_TACT_KINDS, tHand, setTHand, tPending, setTPending, xGet, X_GUERRILLA } from "./extension";

const S_THAND: i32 = 0;
const S_PEND: i32 = 96;
const S_STARTED: i32 = 100;
const S_ROLES: i32 = 101;
const S_MR_DICE: i32 = 102;
const S_IRON_WILL: i32 = 106;
const S_GUERRILLA: i32 = 114;
const S_MR_ROLE: i32 = 118;
const S_GUER_ROLE: i32 = 119;
export const S_CMD_HAND: i32 = 120;
export const CMD_HAND_SLOTS: i32 = 8;

// ---- the format (module-level, set with the scenario: ../epic/seat-hands.ts seatConfigure) ---------
let seatFmt: i32 = 0; // 6 or 8 in those EPIC formats, else 0
const HEX_ROLE = new StaticArray<u8>(2 * MAX_HEX); // [side][hex]: the role commanding the hex (side's view)
/** Sets the format (6, 8, or 0 for none) and clears the hex table; the corps commanders' Command
 *  hands go off (setCmdHands turns them on again). */
export function setSeatFormat(n: i32): void { seatFmt = n; cmdOn = false; for (let i = 0; i < 2 * MAX_HEX; i++) unchecked(HEX_ROLE[i] = 0); }
/** Records the role commanding hex h for `side` (epic/seats.ts sectionRole(sectionFor(h, side))). */
export function setHexRole(side: i32, h: i32, role: i32): void { unchecked(HEX_ROLE[side * MAX_HEX + h] = <u8>role); }
/** 6 or 8 seats of EPIC: each player holds his own items (D.7). */
@inline export function seatItemsOn(): bool { return seatFmt != 0; }
/** ... and Tactician cards are in play. */
@inline export function seatHands(): bool { return seatFmt != 0 && tactOn; }
/** Does `role` hold Tactician cards and national items (8 seats: the CinC keeps none, D.7)? */
@inline export function holdsItems(role: i32): bool { return seatFmt == 8 ? role >= 1 && role <= 3 : role <= 2; }
/** The first role holding items (8 seats: the left corps commander). */
@inline export function firstRole(): i32 { return seatFmt == 8 ? 1 : 0; }
/** The role commanding hex h from `side`'s view (0 off the board). */
@inline export function hexRole(h: i32, side: i32): i32 { return h < 0 || h >= MAX_HEX ? 0 : <i32>unchecked(HEX_ROLE[side * MAX_HEX + h]); }
/** The role commanding unit u of its side (the section it stands in). */
@inline export function unitRole(s: usize, u: i32): i32 { return hexRole(uHex(s, u), uSide(s, u)); }
/** The share of `total` items of player i (0..2 in role order) (D.7): an even share, the extras to the
 *  first players (the CinC first: our fixed rule for "the CinC assigns extras"; 8 seats: the left corps). */
@inline export function shareOf(total: i32, i: i32): i32 { return total / 3 + (i < total % 3 ? 1 : 0); }
@inline export function seatStarted(s: usize): bool { return seatxByte(s, S_STARTED) != 0; }
@inline export function setSeatStarted(s: usize): void { setSeatxByte(s, S_STARTED, 1); }

// ---- the hands --------------------------------------------------------------------------------------
/** Tactician cards of kind k held by `seat` (side = seat & 1, role = seat >> 1). Role 0 (the CinC,
 *  every seat of the 2- and 4-seat games) reads extension.ts tHand. */
export function seatTHand(s: usize, seat: i32, k: i32): i32 {
  const role = seat >> 1;
  if (role == 0) return tHand(s, seat & 1, k);
  return seatxByte(s, S_THAND + (seat & 1) * 48 + (role - 1) * 16 + k);
}
export function setSeatTHand(s: usize, seat: i32, k: i32, v: i32): void {
  const role = seat >> 1;
  if (role == 0) { setTHand(s, seat & 1, k, v); return; }
  setSeatxByte(s, S_THAND + (seat & 1) * 48 + (role - 1) * 16 + k, v);
}
/** Tactician cards `seat` holds. */
export function seatTCount(s: usize, seat: i32): i32 {
  let n = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) n += seatTHand(s, seat, k);
  return n;
}
/** Tactician cards in the hands of roles 1..3 (both sides): the part of the deck's total napInvariants
 *  adds to the CinCs' hands. Zero outside seatHands(). */
export function extraSeatTCount(s: usize): i32 {
  let n = 0;
  for (let i = 0; i < 96; i++) n += seatxByte(s, S_THAND + i);
  return n;
}

// ---- La Grande: the corps commanders' own Command hands (D.8) -----------------------------------------
let cmdOn: bool = false;
const CMD_DEAL = new StaticArray<u8>(8); // [seat]: Command cards dealt to the seat at the start (roles 1..3)
/** ../epic/seat-hands.ts seatConfigure, after setSeatFormat: La Grande in 8 seats (on) and each seat's
 *  starting Command hand (deal[seat], roles 1..3; the CinCs' are the sides' hand sizes). */
export function setCmdHands(on: bool, deal: StaticArray<u8>): void {
  cmdOn = on && seatFmt == 8;
  for (let seat = 0; seat < 8; seat++) unchecked(CMD_DEAL[seat] = cmdOn && seat >= 2 ? min(unchecked(deal[seat]), <u8>CMD_HAND_SLOTS) : 0);
}
/** Does each corps commander (roles 1..3) hold his own Command hand? True only in La Grande 8 seats
 *  (602 with seats 8, D.8); role 0's hand is always the side's (state.ts hand). */
@inline export function cmdHandsOn(): bool { return cmdOn; }
/** Command cards `seat` is dealt at the start (roles 1..3; 0 for the CinCs and outside cmdHandsOn). */
@inline export function cmdDealOf(seat: i32): i32 { return seat < 0 || seat > 7 ? 0 : <i32>unchecked(CMD_DEAL[seat]); }
@inline function cmdAt(seat: i32): i32 { return S_CMD_HAND + (seat & 1) * 24 + ((seat >> 1) - 1) * CMD_HAND_SLOTS; }

/** Cards of kind k `seat` holds (role 0: the side's hand, state.ts hand(s, side, k)). */
export function seatCmd(s: usize, seat: i32, k: i32): i32 {
  const role = seat >> 1;
  if (role == 0) return hand(s, seat & 1, k);
  if (role > 3) return 0;
  const at = cmdAt(seat);
  let n = 0;
  for (let i = 0; i < CMD_HAND_SLOTS; i++) if (seatxByte(s, at + i) == k + 1) n++;
  return n;
}
/** Command cards `seat` holds (role 0: the side's hand size). */
export function seatCmdSize(s: usize, seat: i32): i32 {
  const role = seat >> 1;
  if (role == 0) {
    let n = 0;
    for (let k = 0; k < CARD_KIND_COUNT; k++) n += hand(s, seat & 1, k);
    return n;
  }
  if (role > 3) return 0;
  const at = cmdAt(seat);
  let n = 0;
  for (let i = 0; i < CMD_HAND_SLOTS; i++) if (seatxByte(s, at + i) != 0) n++;
  return n;
}
/** Adds one card of kind k to `seat`'s hand (the caller took it from the deck); false when it is
 *  full (8 slots) or, for roles 1..3, outside cmdHandsOn. Role 0: state.ts setHand. */
export function addSeatCmd(s: usize, seat: i32, k: i32): bool {
  const role = seat >> 1;
  if (role == 0) { setHand(s, seat & 1, k, hand(s, seat & 1, k) + 1); return true; }
  if (!cmdOn || role > 3 || k < 0 || k >= CARD_KIND_COUNT) return false;
  const at = cmdAt(seat);
  if (seatxByte(s, at + CMD_HAND_SLOTS - 1) != 0) return false;
  // insertion into the sorted list: shift the larger kinds up one slot
  let i = CMD_HAND_SLOTS - 1;
  while (i > 0) {
    const b = seatxByte(s, at + i - 1);
    if (b != 0 && b <= k + 1) break;
    if (b != 0) setSeatxByte(s, at + i, b);
    i--;
  }
  setSeatxByte(s, at + i, k + 1);
  return true;
}
/** Removes one card of kind k from `seat`'s hand (the caller discards it); nothing when he holds none. */
export function takeSeatCmd(s: usize, seat: i32, k: i32): void {
  const role = seat >> 1;
  if (role == 0) { const n = hand(s, seat & 1, k); if (n > 0) setHand(s, seat & 1, k, n - 1); return; }
  if (role > 3) return;
  const at = cmdAt(seat);
  let i = 0;
  while (i < CMD_HAND_SLOTS && seatxByte(s, at + i) != k + 1) i++;
  if (i == CMD_HAND_SLOTS) return;
  for (; i < CMD_HAND_SLOTS - 1; i++) setSeatxByte(s, at + i, seatxByte(s, at + i + 1));
  setSeatxByte(s, at + CMD_HAND_SLOTS - 1, 0);
}
/** The deal (D.8: each corps commander's own hand, the scenario's epic.seats[].cards): before the first
 *  turn (turn 0), once the CinCs' hands are full, the next card drawn goes to the first corps seat
 *  (seat order 2..7) short of his deal; -1 when every corps hand is dealt, after the deal, or outside
 *  cmdHandsOn. No state of its own: "short of his deal" is read from the hands (nothing leaves a
 *  corps hand before the first turn). */
export function cmdDealSeat(s: usize): i32 {
  if (!cmdOn || turn(s) != 0) return -1;
  for (let seat = 2; seat < 8; seat++) if (seatCmdSize(s, seat) < cmdDealOf(seat)) return seat;
  return -1;
}
/** ../deck.ts drawCard with no side's draw waiting: card k goes to the corps seat dealt next
 *  (cmdDealSeat); false when there is none (the draw fills the Messenger display instead). */
export function dealCmdCard(s: usize, k: i32): bool {
  const seat = cmdDealSeat(s);
  if (seat < 0) return false;
  setDeck(s, k, deck(s, k) - 1);
  addSeatCmd(s, seat, k);
  return true;
}
/** Command cards in the corps commanders' hands (both sides): the part of the Command-card count
 *  the invariant adds to the sides' hands. Zero outside cmdHandsOn. */
export function extraSeatCmdCount(s: usize): i32 {
  let n = 0;
  for (let i = 0; i < 48; i++) if (seatxByte(s, S_CMD_HAND + i) != 0) n++;
  return n;
}
/** Command cards of kind k in the corps commanders' hands (both sides; 0 outside cmdHandsOn). */
export function corpsCmdOf(s: usize, k: i32): i32 {
  let n = 0;
  for (let i = 0; i < 48; i++) if (seatxByte(s, S_CMD_HAND + i) == k + 1) n++;
  return n;
}
/** Is every corps hand a sorted list (kinds ascending, the empty slots last), and empty outside cmdHandsOn? */
export function cmdHandsConsistent(s: usize): bool {
  if (!cmdOn) return extraSeatCmdCount(s) == 0;
  for (let h = 0; h < 6; h++) {
    const at = S_CMD_HAND + h * CMD_HAND_SLOTS;
    for (let i = 0; i < CMD_HAND_SLOTS; i++) {
      const b = seatxByte(s, at + i);
      if (b > CARD_KIND_COUNT) return false;
      if (i > 0 && b != 0) { const a = seatxByte(s, at + i - 1); if (a == 0 || a > b) return false; }
    }
  }
  return true;
}

// ---- for whose units a card works ------------------------------------------------------------------
/** A card of `role` of `side` may move or help the unit on hex h (his section's units only, D.7). */
export function roleMayUse(side: i32, role: i32, h: i32): bool { return !seatHands() || (h >= 0 && h < MAX_HEX && hexRole(h, side) == role); }
/** Records the role of the turn card (guard false) or guard card (guard true) just played. */
export function setEffectRole(s: usize, guard: bool, role: i32): void {
  if (!seatHands()) return;
  const r = seatxByte(s, S_ROLES);
  setSeatxByte(s, S_ROLES, guard ? (r & ~12) | ((role & 3) << 2) : (r & ~3) | (role & 3));
}
/** The turn card's (guard false) or guard card's role; its effect helps that role's section's units only. */
@inline export function effectRole(s: usize, guard: bool): i32 { const r = seatxByte(s, S_ROLES); return guard ? (r >> 2) & 3 : r & 3; }
/** Does the turn / guard card in effect help unit u (always outside seatHands)? */
export function effectHelps(s: usize, u: i32, guard: bool): bool {
  return !seatHands() || u == NONE || unitRole(s, u) == effectRole(s, guard);
}

/** nap-flow.ts: a Tactician card of kind k leaves the hand of `role` of `side` (tactRole: 0 outside
 *  seatHands, where this is the side's hand in extension.ts as before). */
export function takeTact(s: usize, side: i32, role: i32, k: i32): void {
  const seat = side + 2 * role;
  setSeatTHand(s, seat, k, seatTHand(s, seat, k) - 1);
}

// ---- draws: which seat a Tactician card goes to (D.7 end of turn) ------------------------------------
@inline export function pend(s: usize, side: i32, role: i32): i32 {
  return ((seatxByte(s, S_PEND + side * 2 + (role >> 1)) >> ((role & 1) << 2)) & 15);
}
function setPend(s: usize, side: i32, role: i32, v: i32): void {
  const i = S_PEND + side * 2 + (role >> 1), sh = (role & 1) << 2;
  setSeatxByte(s, i, (seatxByte(s, i) & ~(15 << sh)) | ((min(v, 15) & 15) << sh));
}
function pendSum(s: usize, side: i32): i32 { let n = 0; for (let r = 0; r < 4; r++) n += pend(s, side, r); return n; }

/** Queues n draws for `role` of `side`: the side's count (tPending) and the role's share grow alike
 *  (both cap at 15). */
export function queueDraws(s: usize, side: i32, role: i32, n: i32): void {
  const room = 15 - tPending(s, side);
  const m = min(n, room);
  if (m <= 0) return;
  setTPending(s, side, tPending(s, side) + m);
  setPend(s, side, role, pend(s, side, role) + m);
}
/** The draws a side's count already holds go to `role` (the count was raised by the caller). */
export function routeDraws(s: usize, side: i32, role: i32, n: i32): void {
  if (seatHands()) setPend(s, side, role, pend(s, side, role) + n);
}

/** A role that may hold Tactician cards for a draw meant for `role` (8 seats: a draw of the CinC, who
 *  keeps none, goes to the corps commander holding the fewest, the lowest role on ties; [Interp]). */
export function fallbackRole(s: usize, side: i32, role: i32): i32 {
  if (holdsItems(role)) return role;
  let best = 1, bn = 99;
  for (let r = 1; r < 4; r++) {
    if (!holdsItems(r)) continue;
    const n = seatTCount(s, side + 2 * r);
    if (n < bn) { bn = n; best = r; }
  }
  return best;
}

/** The role of `side` that receives the Tactician card being drawn now (nap-flow.ts drawTactician),
 *  taken off the routed draws: the first role with a routed draw; an unrouted draw (a 3-star card that
 *  gave no March Move, turn.ts) goes to the hand card's holder of the pick (fallbackRole). */
export function drawRole(s: usize, side: i32): i32 {
  if (pendSum(s, side) > tPending(s, side)) { // the routed draws were dropped (nap-flow startDraw: no card left)
    for (let r = 0; r < 4; r++) setPend(s, side, r, 0);
  }
  for (let r = 0; r < 4; r++) {
    const p = pend(s, side, r);
    if (p > 0) { setPend(s, side, r, p - 1); return r; }
  }
  return fallbackRole(s, side, (seatxByte(s, S_ROLES) >> 4) & 3);
}

/** nap-flow.ts: a drawn Tactician card of kind k goes to the hand of the role drawRole names. */
export function giveTact(s: usize, side: i32, k: i32): void {
  const seat = side + 2 * (seatHands() ? drawRole(s, side) : 0);
  setSeatTHand(s, seat, k, seatTHand(s, seat, k) + 1);
}

/** The hand card's holder recorded at the pick (../epic/seat-hands.ts seatCardDraws). */
export function setPickRole(s: usize, role: i32): void { setSeatxByte(s, S_ROLES, (seatxByte(s, S_ROLES) & ~48) | ((role & 3) << 4)); }

// ---- national items per seat (D.7) -----------------------------------------------------------------
/** Iron Will tokens of `side`'s `role`. */
@inline export function ironShare(s: usize, side: i32, role: i32): i32 { return seatxByte(s, S_IRON_WILL + side * 4 + role); }
@inline export function setIronShare(s: usize, side: i32, role: i32, v: i32): void { setSeatxByte(s, S_IRON_WILL + side * 4 + role, v); }
/** Iron Will tokens unit u may spend (napoleonics/dice.ts): its section commander's in 6 and 8 seats,
 *  the side's otherwise. */
export function ironWillFor(s: usize, u: i32): i32 {
  const side = uSide(s, u);
  if (!seatItemsOn()) return ironWill(s, side);
  return seatxByte(s, S_IRON_WILL + side * 4 + unitRole(s, u));
}
/** Unit u spends n Iron Will tokens (napoleonics/national.ts): its commander's and the side's count. */
export function spendIronWillFor(s: usize, u: i32, n: i32): void {
  const side = uSide(s, u);
  setIronWill(s, side, ironWill(s, side) - n);
  if (!seatItemsOn()) return;
  const i = S_IRON_WILL + side * 4 + unitRole(s, u);
  setSeatxByte(s, i, seatxByte(s, i) - n);
}

/** Mother Russia in 6 and 8 seats (D.7): the side's `dice` are split (each player his share, no extra
 *  die) and the first player with dice rolls; returns his dice (nap-flow.ts puts them in X_MR_DICE).
 *  Outside those formats the dice are returned unchanged. */
export function mrSplit(s: usize, dice: i32): i32 {
  if (!seatItemsOn()) return dice;
  const first = firstRole();
  for (let i = 0; i < 3; i++) setSeatxByte(s, S_MR_DICE + first + i, shareOf(dice, i));
  return mrNextRoller(s);
}
/** Mother Russia in La Grande 8 seats (D.8, cmdHandsOn) when the scenario gives "dice equal to the
 *  Command cards" (C.16): each corps commander rolls as many dice as his OWN Command hand holds, the
 *  CinC none (D.7 8 seats: national items to the corps commanders only) [Interp]; returns the first
 *  roller's dice as mrSplit does. */
export function mrSplitHands(s: usize, side: i32): i32 {
  for (let r = 1; r <= 3; r++) setSeatxByte(s, S_MR_DICE + r, seatCmdSize(s, side + 2 * r));
  return mrNextRoller(s);
}
/** The next player of the Russian side with dice left rolls (his dice are returned and taken off his
 *  share; mrRole names him); 0 when none is left (or outside 6 and 8 seats). */
export function mrNextRoller(s: usize): i32 {
  if (!seatItemsOn()) return 0;
  for (let r = 0; r < 4; r++) {
    const n = seatxByte(s, S_MR_DICE + r);
    if (n > 0) { setSeatxByte(s, S_MR_DICE + r, 0); setSeatxByte(s, S_MR_ROLE, r); return n; }
  }
  return 0;
}
/** The role placing Mother Russia results now (0 outside 6 and 8 seats). */
@inline export function mrRole(s: usize): i32 { return seatItemsOn() ? seatxByte(s, S_MR_ROLE) : 0; }
/** A Mother Russia result may go to hex h: in 6 and 8 seats only in the roller's own section (D.7:
 *  each player rolls for himself; the section rule is ours, as for Tactician cards). */
export function mrMayPlace(s: usize, h: i32): bool {
  return !seatItemsOn() || (h >= 0 && h < MAX_HEX && hexRole(h, mrSide) == mrRole(s));
}

/** Guerrilla tokens of the Spanish side's `role`, and the role deciding the attempt offered now. */
@inline export function guerrillaShare(s: usize, role: i32): i32 { return seatxByte(s, S_GUERRILLA + role); }
@inline export function setGuerrillaShare(s: usize, role: i32, v: i32): void { setSeatxByte(s, S_GUERRILLA + role, v); }
@inline export function guerrillaRole(s: usize): i32 { return seatxByte(s, S_GUER_ROLE); }
@inline export function setGuerrillaRole(s: usize, role: i32): void { setSeatxByte(s, S_GUER_ROLE, role); }
/** The deciding player's token is spent (d = -1) or given back (d = 1, option NAP_GUERRILLA_TOKEN_BACK). */
export function guerrillaToken(s: usize, d: i32): void {
  if (!seatItemsOn()) return;
  const r = guerrillaRole(s);
  setGuerrillaShare(s, r, guerrillaShare(s, r) + d);
}

/** Invariant (napInvariants): outside seatHands the block's hands are empty; in 8 seats the CinCs
 *  hold no Tactician card; after seatStart each side's Iron Will and Guerrilla counts are its seats' sums. */
export function seatHandsConsistent(s: usize): bool {
  if (seatItemsOn() && seatStarted(s)) {
    for (let side = 0; side < 2; side++) {
      let n = 0;
      for (let r = 0; r < 4; r++) n += seatxByte(s, S_IRON_WILL + side * 4 + r);
      if (n != ironWill(s, side)) return false;
    }
    if (guerrillaSide < 2) {
      let g = 0;
      for (let r = 0; r < 4; r++) g += seatxByte(s, S_GUERRILLA + r);
      if (g != xGet(s, X_GUERRILLA + guerrillaSide)) return false;
    }
  }
  if (!seatHands()) return extraSeatTCount(s) == 0;
  if (seatFmt == 8) {
    for (let side = 0; side < 2; side++) if (seatTCount(s, side) != 0) return false;
  }
  return true;
}

/** Takes one Command card out of the deck, drawn uniformly by its counts with `rng`, and returns its
 *  kind; -1 when the deck is empty (determinization: ../epic/seat-hands.ts redealSeatCmds,
 *  ../hidden-cards.ts redrawHidden). */
export function takeCmdFromDeck(s: usize, rng: usize): i32 {
  let pool = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) pool += deck(s, k);
  if (pool == 0) return -1;
  let r = <i32>rngBelow(rng, <u32>pool);
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    r -= deck(s, k);
    if (r < 0) { setDeck(s, k, deck(s, k) - 1); return k; }
  }
  return -1;
}
