// La Grande's own turn (rules digest D.8; design: docs/scenarios-epic.md "La Grande's turn (D.8)"):
// the facts of the turn's slots (their cards, where each card came from, the half chosen), who may
// receive the CinC's cards, the legal lists of La Grande's phases, the zone and quotas a slot's card
// orders with (grande-cards.ts grandeOrders onto orders.ts's three quotas), and the seat deciding in
// each phase. No flow here (../grande-flow.ts applies the decisions, ../turn.ts runs the slots'
// orders); read by ../orders.ts (gSec, grandeQuotas), ../epic-legal.ts (lists, marches), seats.ts
// (holderB), ../turn.ts; the seat deciding in each La Grande phase is seats.ts grandeRole.
//
//   slot i     0 the CinC's hand card (state played), 1 the display card (E_CARD2), 2..3 an idle corps
//              commander's own card (G_CARDC + i - 2, kind + 1); a CinC card a commander swapped for
//              his own is replaced in place (the CinC's card discarded); holders: seats.ts slotHolder
//   zone       where slot i's card orders (GrandeZone): BOTH his two sections, ONE / LEFT / RIGHT one of
//              them, SPLIT the printed left / right quotas in his left / right and the free ones in the
//              half chosen (G_HALF)
//   gSec(h)    the "section bits" orders.ts counts quotas with, for the slot ordering now:
//                SPLIT: SEC_L his left, SEC_R his right (both on his inner line), 0 outside his pair
//                other zones: SEC_C when h is in the zone's halves, else 0; the card's count is quota 1
//                Take Command: SEC_C too in one section (sixth) of another commander, the first one ordered in
import { active, played, hand, deck, card, setSecQuota, setAnyQuota, orderMode } from "../state";
import { CARD_KIND_COUNT, SEC_L, SEC_C, SEC_R, NO_CARD, Act, mkAct } from "../types";
import { cardEffect, E_SECTION, CARD_TROOP_LIMIT } from "../ruleset";
import { grandeOrders, GrandeZone, GrandeSource } from "./grande-cards";
import { grandeHalves } from "./grande-seats";
import { eGet, eSet, displayCount, displayTotal, orderSlot, E_CARD2, E_SPILL, G_CARDC, G_SRC, G_HALF, G_STEP, G_IDLE } from "./block";
import { epicCardHas, EC_SPILL } from "./config";
import { MAX_HEX, sixthMask } from "../../common/geometry";
import { slotHolder } from "./seats";
import { isSectionCard, printedSections } from "./placement";
import { cmdHeld, cmdSize } from "./grande-hands";
import {
  EPIC_ACT_PICK, EPIC_NO_PICK, GRANDE_ACT_TO, GRANDE_ACT_OWN, GRANDE_ACT_HALF, GRANDE_ACT_NOMARCH, GRANDE_KEEP, GRANDE_PASS,
  GRANDE_PHASE_TO, GRANDE_PHASE_ANSWER, GRANDE_PHASE_IDLE, GRANDE_PHASE_HALF, GRANDE_PHASE_NOMARCH, GRANDE_PHASE_CMD_DRAW,
  GRANDE_PHASE_SCOUT_GIVE,
} from "./actions";

// the order-mode values of ../orders.ts this module reads (that module imports this one)
const OM_SECTION: i32 = 1;
const OM_TROOP: i32 = 2;
const OM_LEAD: i32 = 4;

// ---- the slots ---------------------------------------------------------------------------------------
/** The card of slot i (-1: none). */
export function slotCard(s: usize, i: i32): i32 {
  if (i == 0) { const p = played(s); return p == NO_CARD ? -1 : p; }
  if (i == 1) { const b = eGet(s, E_CARD2); return b == EPIC_NO_PICK || b == NO_CARD ? -1 : b; }
  return eGet(s, G_CARDC + i - 2) - 1;
}
/** Where slot i's card came from (GrandeSource: CINC 0, OWN 1). */
@inline export function slotSource(s: usize, i: i32): i32 { return (eGet(s, G_SRC) >> i) & 1; }
/** The half chosen for slot i: 0 none, 1 his left, 2 his right. */
@inline export function slotHalf(s: usize, i: i32): i32 { return (eGet(s, G_HALF) >> (i << 1)) & 3; }

/** grandeOrders for slot i's card: the physical card, or the section card a Counter Attack copies. */
function slotOrders(s: usize, i: i32): i32 {
  let k = slotCard(s, i);
  const e = card(s);
  if (i == orderSlot(s) && e < CARD_KIND_COUNT && e != k && cardEffect(e) == E_SECTION) k = e;
  return grandeOrders(k, slotSource(s, i));
}

/** Must slot i's holder choose a half before it orders (a ONE zone; a SPLIT card with free orders)? */
export function needsHalf(s: usize, i: i32): bool {
  const k = slotCard(s, i);
  if (k < 0) return false;
  const g = grandeOrders(k, slotSource(s, i));
  const zone = (g >> 16) & 7;
  return zone == GrandeZone.ONE || (zone == GrandeZone.SPLIT && ((g >> 8) & 15) > 0);
}

// ---- the zone and the quotas (orders.ts) --------------------------------------------------------------
/** Section bits of hex h for the slot ordering now (header). */
export function gSec(s: usize, h: i32): i32 {
  const i = orderSlot(s);
  const halves = grandeHalves(h, active(s), slotHolder(s, i));
  if (halves == 0) return spillOk(s, i, h) ? SEC_C : 0;
  const zone = (slotOrders(s, i) >> 16) & 7;
  if (zone == GrandeZone.SPLIT) return ((halves & 1) != 0 ? SEC_L : 0) | ((halves & 2) != 0 ? SEC_R : 0);
  let want = 3;
  if (zone == GrandeZone.LEFT) want = 1;
  else if (zone == GrandeZone.RIGHT) want = 2;
  else if (zone == GrandeZone.ONE) { const hf = slotHalf(s, i); want = hf == 0 ? 1 : hf; } // [Interp] no choice made: his left
  return (halves & want) != 0 ? SEC_C : 0;
}

/** Take Command (EC_SPILL) may order in one section of another commander too (D.8, seed 2637-2645;
 *  from his own hand [Interp] the same): any sixth until the first such order, then that one
 *  (E_SPILL: its sixthMask bit, bottom view). */
function spillOk(s: usize, i: i32, h: i32): bool {
  if (!epicCardHas(slotCard(s, i), EC_SPILL)) return false;
  const m = sixthMask(h), sp = eGet(s, E_SPILL);
  return m != 0 && (sp == 0 || (m & sp) != 0);
}

/** effects.ts noteOrder, La Grande: an order on hex h outside the holder's pair fixes Take Command's
 *  spill section ([Interp] a hex on a line between two sixths: the lower one). */
export function grandeNoteSpill(s: usize, h: i32): void {
  if (h < 0 || h >= MAX_HEX || eGet(s, E_SPILL) != 0) return;
  const i = orderSlot(s);
  if (grandeHalves(h, active(s), slotHolder(s, i)) != 0 || !epicCardHas(slotCard(s, i), EC_SPILL)) return;
  const m = sixthMask(h);
  eSet(s, E_SPILL, m & -m);
}

/** "Equal to command" for slot i: the hand the card came from plus the card (D.8). */
function commandFor(s: usize, i: i32): i32 {
  const side = active(s);
  if (slotSource(s, i) == GrandeSource.OWN) return cmdSize(s, side, slotHolder(s, i)) + 1;
  let n = 1;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += hand(s, side, k);
  return n;
}

/** "Equal to command" of the slot ordering now (D.8): the dice of Elan's and Rally's rolls (C.5) in La
 *  Grande (../turn.ts beginCard): the hand the slot's card came from, plus that card. */
export function slotCommand(s: usize): i32 { return commandFor(s, orderSlot(s)); }

/** The section quotas of slot i (it must have a card) whose card orders as `g` (a grandeOrders word),
 *  packed: his left half | the zone << 8 | his right half << 16. grandeQuotas passes the ordering
 *  slot's (slotOrders: a Counter Attack's copy); the observation a waiting slot's printed card
 *  (slotPrintedQuotas, epic/grande-obs.ts). */
function slotQuotas(s: usize, i: i32, g: i32): i32 {
  let q0 = 0, q1 = 0, q2 = 0;
  if (((g >> 16) & 7) == GrandeZone.SPLIT) {
    const hf = slotHalf(s, i), free = (g >> 8) & 15;
    q0 = (g & 15) + (hf != 2 ? free : 0); // [Interp] no choice made: the free orders in his left
    q2 = ((g >> 4) & 15) + (hf == 2 ? free : 0);
  } else q1 = ((g >> 23) & 1) != 0 ? commandFor(s, i) : (g >> 12) & 15;
  return q0 | (q1 << 8) | (q2 << 16);
}

/** slotQuotas of slot i's own card (not yet ordering: no Counter Attack copy is known). */
export function slotPrintedQuotas(s: usize, i: i32): i32 { return slotQuotas(s, i, grandeOrders(slotCard(s, i), slotSource(s, i))); }

/** orders.ts setupOrders, La Grande: the quotas of effect k for the slot ordering now (header). */
export function grandeQuotas(s: usize, k: i32): void {
  const mode = orderMode(s);
  const i = orderSlot(s);
  if (mode == OM_SECTION) {
    const q = k >= CARD_KIND_COUNT || card(s) >= CARD_KIND_COUNT ? 1 << 8 : slotQuotas(s, i, slotOrders(s, i)); // a fallback: one unit in his zone
    setSecQuota(s, 0, q & 255); setSecQuota(s, 1, (q >> 8) & 255); setSecQuota(s, 2, q >> 16);
  } else if (mode == OM_LEAD) setSecQuota(s, 0, SEC_L | SEC_C | SEC_R); // his zone (gSec) bounds the leader
  else if (mode == OM_TROOP && k < CARD_KIND_COUNT && <i32>unchecked(CARD_TROOP_LIMIT[k]) == 0) setAnyQuota(s, commandFor(s, i));
}

// ---- who may receive the CinC's cards ---------------------------------------------------------------------
/** Roles (bits 1..3) that may receive card k from the CinC (grandeOrders TO, the side's own view). */
@inline function toRoles(k: i32): i32 { return ((grandeOrders(k, GrandeSource.CINC) >> 19) & 7) << 1; }

/** The same-section exception (D.8, seed 2973-2991): a and b are section cards of one section and so
 *  is every card in the CinC's hand and on the display. */
function exceptionHolds(s: usize, a: i32, b: i32): bool {
  if (!isSectionCard(a) || !isSectionCard(b)) return false;
  const x = printedSections(a);
  if (printedSections(b) != x) return false;
  const side = active(s);
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    if (hand(s, side, k) + displayCount(s, k) == 0) continue;
    if (!isSectionCard(k) || printedSections(k) != x) return false;
  }
  return true;
}

/** Can a and b (b < 0: none) go to two different commanders, or both to one by the exception? */
function assignable(s: usize, a: i32, b: i32): bool {
  if (b < 0) return true;
  const ta = toRoles(a), tb = toRoles(b);
  if (ta != tb || (ta & (ta - 1)) != 0) return true;
  return exceptionHolds(s, a, b);
}

/** PLAY (legal.ts through epic-legal.ts): may hand card k be handed out (some display card pairs with it)? */
export function grandeHandOk(s: usize, k: i32): bool {
  if (displayTotal(s) == 0) return true;
  for (let j = 0; j < CARD_KIND_COUNT; j++) if (displayCount(s, j) > 0 && assignable(s, k, j)) return true;
  return false;
}

/** PICK: the display cards that pair with hand card a (none: any, the EPIC fallback); the count. */
export function grandePicks(s: usize, a: i32, out: usize): i32 {
  if (displayTotal(s) == 0) { store<i32>(out, mkAct(EPIC_ACT_PICK, 0, 0, EPIC_NO_PICK)); return 1; }
  let n = 0;
  for (let pass = 0; pass < 2 && n == 0; pass++) {
    for (let k = 0; k < CARD_KIND_COUNT; k++) {
      if (displayCount(s, k) == 0 || (pass == 0 && !assignable(s, a, k))) continue;
      store<i32>(out + (<usize>n << 2), mkAct(EPIC_ACT_PICK, 0, 0, k)); n++;
    }
  }
  return n;
}

/** The recipients the CinC may name now (role bits 1..3): G_STEP 0 the hand card's, 1 the display card's. */
function toChoices(s: usize): i32 {
  const a = slotCard(s, 0), b = slotCard(s, 1);
  const strict = assignable(s, a, b);
  const ex = b >= 0 && exceptionHolds(s, a, b);
  let m = 0;
  if (eGet(s, G_STEP) == 0) {
    if (!strict) return 14; // the fallback pair (no legal pair existed): any commander [Interp]
    const ta = toRoles(a), tb = b >= 0 ? toRoles(b) : 14;
    for (let r = 1; r <= 3; r++) {
      if ((ta & (1 << r)) == 0) continue;
      if (b < 0 || (tb & ~(1 << r)) != 0 || ex) m |= 1 << r;
    }
    return m;
  }
  const ra = slotHolder(s, 0);
  m = strict ? toRoles(b) : 14;
  if (!ex) m &= ~(1 << ra);
  return m != 0 ? m : 14 & ~(1 << ra);
}

// ---- the legal lists ------------------------------------------------------------------------------------
@inline function put(out: usize, n: i32, code: i32): i32 { store<i32>(out + (<usize>n << 2), code); return n + 1; }

/** Appends own:<card> for every kind in the own hand of `role` of the active side; the new count. */
function ownCards(s: usize, role: i32, out: usize, n0: i32): i32 {
  let n = n0;
  const side = active(s);
  for (let k = 0; k < CARD_KIND_COUNT; k++) if (cmdHeld(s, side, role, k) > 0) n = put(out, n, mkAct(GRANDE_ACT_OWN, 0, 0, k));
  return n;
}

/** The legal list of a La Grande phase (epic-legal.ts). */
export function grandeLegal(s: usize, p: i32, out: usize): i32 {
  let n = 0;
  if (p == GRANDE_PHASE_TO || p == GRANDE_PHASE_SCOUT_GIVE) {
    const m = p == GRANDE_PHASE_TO ? toChoices(s) : 14;
    for (let r = 1; r <= 3; r++) if ((m & (1 << r)) != 0) n = put(out, n, mkAct(GRANDE_ACT_TO, 0, 0, r));
    return n;
  }
  if (p == GRANDE_PHASE_ANSWER) {
    n = put(out, n, mkAct(GRANDE_ACT_OWN, 0, 0, GRANDE_KEEP));
    return ownCards(s, slotHolder(s, eGet(s, G_STEP)), out, n);
  }
  if (p == GRANDE_PHASE_IDLE) {
    n = put(out, n, mkAct(GRANDE_ACT_OWN, 0, 0, GRANDE_PASS));
    return ownCards(s, <i32>ctz<u32>(<u32>eGet(s, G_IDLE)), out, n);
  }
  if (p == GRANDE_PHASE_HALF) { n = put(out, n, mkAct(GRANDE_ACT_HALF, 0, 0, 1)); return put(out, n, mkAct(GRANDE_ACT_HALF, 0, 0, 2)); }
  if (p == GRANDE_PHASE_NOMARCH) { n = put(out, n, mkAct(GRANDE_ACT_NOMARCH, 0, 0, 0)); return put(out, n, mkAct(GRANDE_ACT_NOMARCH, 0, 0, 1)); }
  if (p == GRANDE_PHASE_CMD_DRAW) {
    for (let k = 0; k < CARD_KIND_COUNT; k++) if (deck(s, k) > 0) n = put(out, n, mkAct(Act.DRAW, 0, 0, k));
    return n;
  }
  return 0;
}
