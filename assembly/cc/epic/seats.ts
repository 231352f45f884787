// Seats of the EPIC multi-player formats (rules digest D.7): which seat takes each decision. A side
// has 1 to 4 seats; seat = side + 2 * role, so sideOf(seat) = seat & 1 and a 2-seat game is the
// two-player game (seats 0 and 1 = the two CinCs). Read by ../epic-queries.ts (actorSeat), ../legal.ts
// (the move and battle lists of one seat at a time), ../epic-legal.ts (the marches), ../epic-flow.ts
// (who holds each card) and the determinization / observation hooks. Nothing here runs when
// seatCount is 2 (every caller tests multiSeat() first).
//
//   roles      4 seats: 0 CinC, 1 sub-commander (no fixed sections)
//              6 seats: 0 CinC (runs the centre), 1 left section, 2 right section
//              8 seats: 0 CinC (no section), 1 left, 2 centre, 3 right corps commander
//   sections   from the owner's view (his left); a hex on a dotted line (two section bits) belongs
//              to the centre commander (our choice: docs/contract.md "Seats and sides")
//   slots      up to 4 acting slots a turn (epic/block.ts): 0 the hand card, 1 the display card, 2..3
//              commanders acting on initiative (epic/initiative.ts); block byte E_HOLDERS gives each
//              slot's role (0 all: the CinC, the 2-seat game), E_EXTRA_SLOTS how many of 2..3 are open
//   seatDone   block byte E_SEAT_DONE: for SD_MARCH / SD_MOVES / SD_BATTLES the slot acting in that
//              step; a step walks the slots in order, skipping a slot whose holder acted earlier
import { sectionMask, MAX_HEX } from "../../common/geometry";
import {
  active, actor, phase, hand, setHand, deck, setDeck, dealFromDeck, unitAt, leaderAt, uHex, uSide, uHas, cGet, cGet16, UF_ORDERED, NONE, C_ATK, C_STRUCK, C_DEFHEX,
} from "../state";
import { SEC_L, SEC_C, SEC_R, BOTTOM, Phase, actKind, actA, CARD_KIND_COUNT } from "../types";
import { tHand, setTHand, tDeck, setTDeck, dealTactFromDeck, MAX_TACT_KINDS } from "../napoleonics/extension";
import { epicOn, seatCount, shareTeamHands, grandeOn } from "./config";
import { eGet, eSet, unitSlot, leaderSlot, orderSlot, E_HOLDERS, E_SEAT_DONE, E_EXTRA_SLOTS, E_INIT_PENDING, MAX_SLOTS, G_STEP, G_IDLE, G_NOMARCH } from "./block";
import {
  isGrandePhase, GRANDE_PHASE_ANSWER, GRANDE_PHASE_IDLE, GRANDE_PHASE_HALF, GRANDE_PHASE_NOMARCH, GRANDE_PHASE_SQUARE,
} from "./actions";
import { printedSections, isTactic, isSectionCard } from "./placement";
import { EPIC_NO_PICK, EPIC_PHASE_MARCH, EPIC_PHASE_GIVE, EPIC_PHASE_INIT, isInitPhase } from "./actions";
import { napRole } from "../napoleonics/nap-legal";

export const SD_MARCH: i32 = 1;
export const SD_MOVES: i32 = 2;
export const SD_BATTLES: i32 = 4;

/** More than one seat a side (the only case any function below is called for). */
@inline export function multiSeat(): bool { return seatCount > 2; }

/** The role commanding section bits `sec` (owner's view) in this format. */
export function sectionRole(sec: i32): i32 {
  if (seatCount == 4) return 0;
  if ((sec & SEC_C) != 0) return seatCount == 8 ? 2 : 0;
  if ((sec & SEC_L) != 0) return 1;
  if ((sec & SEC_R) != 0) return seatCount == 8 ? 3 : 2;
  return 0;
}

/** Section bits of hex h from `side`'s view. */
export function sectionFor(h: i32, side: i32): i32 {
  const m = sectionMask(h);
  if (side == BOTTOM) return m;
  return ((m & SEC_L) << 2) | (m & SEC_C) | ((m & SEC_R) >> 2);
}

/** 6 and 8 seats: the role a card goes to (D.7): a section card to its section's commander, a tactic
 *  card to the commander of the section chosen, a multi-section card stays with the CinC. */
export function cardRole(k: i32, chosen: i32): i32 {
  if (k == EPIC_NO_PICK) return 0;
  if (isTactic(k)) return sectionRole(chosen);
  return isSectionCard(k) ? sectionRole(printedSections(k)) : 0;
}

@inline export function holderA(s: usize): i32 { return eGet(s, E_HOLDERS) & 3; }
/** The display card's holder (slot 1); La Grande (D.8): in stage B the holder of the slot ordering now
 *  (slots 1..3: epic/seat-hands.ts reads this for the order node's Tactician cards). */
@inline export function holderB(s: usize): i32 { return slotHolder(s, grandeOn ? max(1, orderSlot(s)) : 1); }
@inline export function setHolders(s: usize, a: i32, b: i32): void { eSet(s, E_HOLDERS, (a & 3) | ((b & 3) << 2)); }
/** Gives slot i to `role` (La Grande's hand-outs, D.8). */
export function setSlotHolder(s: usize, i: i32, role: i32): void {
  const sh = i << 1;
  eSet(s, E_HOLDERS, (eGet(s, E_HOLDERS) & ~(3 << sh)) | ((role & 3) << sh));
}
/** The role holding slot i (0 the hand card, 1 the display card, 2..3 commanders on initiative). */
@inline export function slotHolder(s: usize, i: i32): i32 { return (eGet(s, E_HOLDERS) >> (i << 1)) & 3; }
/** The role deciding in an initiative phase (D.7, epic/initiative.ts): the next to decide, or the
 *  one who rolled (the last slot opened). */
export function initRole(s: usize, p: i32): i32 {
  if (p == EPIC_PHASE_INIT) return <i32>ctz<u32>(<u32>eGet(s, E_INIT_PENDING));
  return slotHolder(s, slotCount(s) - 1);
}
/** Slots in use this turn: the two cards' and those of the commanders on initiative. */
@inline export function slotCount(s: usize): i32 { return 2 + eGet(s, E_EXTRA_SLOTS); }
/** Opens the next slot for `role` (D.7 initiative, epic/initiative.ts); returns its index. */
export function addSlot(s: usize, role: i32): i32 {
  const i = slotCount(s);
  eSet(s, E_HOLDERS, eGet(s, E_HOLDERS) | ((role & 3) << (i << 1)));
  eSet(s, E_EXTRA_SLOTS, i - 1);
  return i;
}

/** The slot acting in a card-by-card step (SD_* bit), block byte E_SEAT_DONE. */
@inline export function stepSlot(s: usize, bit: i32): i32 {
  const d = eGet(s, E_SEAT_DONE);
  return ((d & bit) != 0 ? 1 : 0) | ((d & (bit << 3)) != 0 ? 2 : 0);
}
function setStepSlot(s: usize, bit: i32, i: i32): void {
  const d = eGet(s, E_SEAT_DONE) & ~(bit | (bit << 3));
  eSet(s, E_SEAT_DONE, d | ((i & 1) != 0 ? bit : 0) | ((i & 2) != 0 ? bit << 3 : 0));
}

/** The role acting in a step run card by card (marches, moves, battles: SD_* bit). */
export function stepRole(s: usize, bit: i32): i32 { return slotHolder(s, stepSlot(s, bit)); }

/** Is slot i's holder also the holder of an earlier slot (he acted for both then)? */
function heldEarlier(s: usize, i: i32): bool {
  const r = slotHolder(s, i);
  for (let j = 0; j < i; j++) if (slotHolder(s, j) == r) return true;
  return false;
}

/** Ends the acting slot's part of a step; true when the next slot with a holder of its own acts,
 *  false when the step ends for the side (every slot in order: the hand card's, the display card's,
 *  then the commanders on initiative; a slot whose holder acted earlier is skipped). */
export function seatPass(s: usize, bit: i32): bool {
  const n = slotCount(s);
  for (let i = stepSlot(s, bit) + 1; i < n; i++) {
    if (heldEarlier(s, i)) continue;
    setStepSlot(s, bit, i);
    return true;
  }
  return false;
}

/** Do all the turn's slots have one holder (then no step is split)? */
export function oneHolder(s: usize): bool {
  const n = slotCount(s), r = slotHolder(s, 0);
  for (let i = 1; i < n; i++) if (slotHolder(s, i) != r) return false;
  return true;
}

/** The role holding the slot that ordered unit u of the active side (block slot marks). */
@inline export function unitCardRole(s: usize, u: i32): i32 { return slotHolder(s, unitSlot(s, u)); }

/** The role that decides for the piece on hex h of the active side in a card-by-card step: a unit
 *  or leader by the holder of the slot that ordered it; -1 for no piece (reserves: the hand card's). */
export function pieceRole(s: usize, h: i32): i32 {
  if (h < 0) return holderA(s);
  const u = unitAt(s, h);
  if (u != NONE) return unitCardRole(s, u);
  const l = leaderAt(s, h);
  if (l != NONE) return slotHolder(s, leaderSlot(s, l));
  return holderA(s);
}

/** The role deciding for unit u when it is hit, retreats or answers an attack: an ordered unit of
 *  the active side by its card's holder, any other by the commander of the section it stands in. */
export function defenceRole(s: usize, u: i32, h: i32): i32 {
  if (u != NONE && uSide(s, u) == active(s) && uHas(s, u, UF_ORDERED)) return unitCardRole(s, u);
  const side = u != NONE ? uSide(s, u) : 1 - active(s);
  const at = u != NONE && h < 0 ? uHex(s, u) : h;
  return at < 0 || at >= MAX_HEX ? 0 : sectionRole(sectionFor(at, side));
}

/** The seat to act (contract actorSeat): side + 2 * role, or the raw CHANCE / TERMINAL value. */
export function seatToAct(s: usize): i32 {
  const a = actor(s);
  if (a > 1 || !epicOn || !multiSeat()) return a;
  return a + 2 * actingRole(s, a);
}

/** The role of `side` that takes the decision now (docs/contract.md "Seats and sides"). */
function actingRole(s: usize, side: i32): i32 {
  const p = phase(s);
  const dh = cGet16(s, C_DEFHEX);
  if (p == GRANDE_PHASE_SQUARE) return 0; // La Grande (D.5): the CinC gives a card for a square, or refuses
  if (side != active(s)) { // the enemy turn: the commander of the section the unit is in
    if (p == Phase.IGNORE || p == Phase.RETREAT) return defenceRole(s, cGet(s, C_STRUCK), dh);
    if (p == Phase.RESPOND || p == Phase.EVADE_TO || p == Phase.LEADER_EVADE) return defenceRole(s, dh < MAX_HEX ? unitAt(s, dh) : NONE, dh);
    return napRole(s, side); // Tactician responses, Mother Russia in 6 and 8 seats: seat-hands.ts; Guerrilla: the CinC
  }
  if (p == Phase.ORDER || p == Phase.RALLY) return slotHolder(s, orderSlot(s)); // the slot giving orders now
  if (isGrandePhase(p)) return grandeRole(s, p); // La Grande (D.8, epic/grande-turn.ts)
  if (isInitPhase(p)) return initRole(s, p); // D.7 initiative: the commander rolling (epic/initiative.ts)
  if (p == Phase.MOVE) return stepRole(s, SD_MOVES);
  if (p == Phase.BATTLE) return stepRole(s, SD_BATTLES);
  if (p == EPIC_PHASE_MARCH) return stepRole(s, SD_MARCH);
  if (p == Phase.ADVANCE || p == Phase.EXTRA_HEX || p == Phase.BONUS || p == Phase.COMBINE) {
    const u = cGet(s, C_ATK);
    return u == NONE ? holderA(s) : unitCardRole(s, u);
  }
  if (p == Phase.IGNORE || p == Phase.RETREAT) return defenceRole(s, cGet(s, C_STRUCK), -1); // battle back
  return napRole(s, side); // the cards (play, pick, give, Scout) and the turn's end: the CinC; Mother Russia (6, 8 seats): its roller
}

/** La Grande (D.8, ../grande-flow.ts): the role of the active side deciding in La Grande phase p: a
 *  receiver's answer, an idle commander's own card, the half of the slot about to order, a no-March
 *  draw by its slot's holder; the CinC hands the cards out and gives the Scout card. */
function grandeRole(s: usize, p: i32): i32 {
  if (p == GRANDE_PHASE_ANSWER) return slotHolder(s, eGet(s, G_STEP));
  if (p == GRANDE_PHASE_IDLE) return <i32>ctz<u32>(<u32>eGet(s, G_IDLE));
  if (p == GRANDE_PHASE_HALF) return slotHolder(s, orderSlot(s));
  if (p == GRANDE_PHASE_NOMARCH) return slotHolder(s, <i32>ctz<u32>(<u32>(eGet(s, G_NOMARCH) & 15)));
  return 0;
}

/** May `seat` see the Command hand of its side? The CinC holds it (D.7: every format of EPIC);
 *  his teammates only with the option shareTeamHands. */
@inline export function seesOwnHand(seat: i32): bool { return seat < 2 || shareTeamHands; }

/** Keeps in out[0..n) the actions of the acting seat's pieces (the piece on hex a) and the step's
 *  end (`endKind`) in a card-by-card step (bit: SD_MOVES, SD_BATTLES); returns the new count. */
export function seatFilter(s: usize, out: usize, n: i32, bit: i32, endKind: i32): i32 {
  if (oneHolder(s)) return n;
  const r = stepRole(s, bit);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const code = load<i32>(out + (<usize>i << 2));
    const a = actA(code);
    if (actKind(code) == endKind || pieceRole(s, a < MAX_HEX ? a : -1) == r) { store<i32>(out + (<usize>m << 2), code); m++; }
  }
  return m;
}

/** Invariant (invariants.ts code 11): the holders are roles of this format, only the SD_* bits are
 *  used, and with 2 seats neither byte is ever written; the give phase exists only in 4 seats. */
export function seatsConsistent(s: usize): bool {
  const h = eGet(s, E_HOLDERS), d = eGet(s, E_SEAT_DONE);
  const x = eGet(s, E_EXTRA_SLOTS);
  if (seatCount == 2) return h == 0 && d == 0 && x == 0;
  const roles = seatCount >> 1;
  if (x > MAX_SLOTS - 2) return false;
  const n = 2 + x;
  for (let i = 0; i < MAX_SLOTS; i++) if (i >= n ? slotHolder(s, i) != 0 : slotHolder(s, i) >= roles) return false;
  const all = SD_MARCH | SD_MOVES | SD_BATTLES;
  if ((d & ~(all | (all << 3))) != 0) return false;
  if (stepSlot(s, SD_MARCH) >= n || stepSlot(s, SD_MOVES) >= n || stepSlot(s, SD_BATTLES) >= n) return false;
  return phase(s) != EPIC_PHASE_GIVE || seatCount == 4;
}

// ---- determinization for a seat that does not hold its side's cards (contract.ts determinize) ----
/** Moves `side`'s Command and Tactician hands into their decks (the CinC holds both, D.7); returns
 *  their sizes (Command | Tactician << 8). Done before the opponent's redeal, so that both hidden
 *  hands come from one pool and the result never depends on which cards either hand held. */
export function stashSideHands(s: usize, side: i32): i32 {
  let nc = 0, nt = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    const h = hand(s, side, k);
    nc += h; setDeck(s, k, deck(s, k) + h); setHand(s, side, k, 0);
  }
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    const h = tHand(s, side, k);
    nt += h; setTDeck(s, k, tDeck(s, k) + h); setTHand(s, side, k, 0);
  }
  return nc | (nt << 8);
}

/** Deals `side` hands of the sizes stashSideHands returned, at random from the decks. */
export function redealSideHands(s: usize, side: i32, sizes: i32, rng: usize): void {
  for (let i = 0; i < (sizes & 255); i++) dealFromDeck(s, side, rng);
  for (let i = 0; i < (sizes >> 8); i++) dealTactFromDeck(s, side, rng);
}
