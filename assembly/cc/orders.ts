// Ordering (B.5, B.6): what a played card lets the active side order, and whether one more unit or
// leader may be ordered now. playCard() sets the order mode and quotas; mayOrderUnit() and
// mayOrderLeader() answer legal.ts; markOrdered() records an order. Called a few times per turn.
import { neighbor, sectionMask, MAX_HEX } from "../common/geometry";
import {
  unitCount, leaderCount, uHex, uSide, uType, uHas, uAdd, uBlocks, uMax, lHex, lSide, lHas, lAdd, leaderAt, unitAt,
  card, setCard, active, command, setLeadSec, secQuota, setSecQuota, anyQuota, setAnyQuota, orderMode, setOrderMode,
  orderedCount, setOrderedCount, classQuota, setClassQuota, lastCard, NONE, UF_ORDERED, UF_BONUS, LF_ORDERED,
  uAlive, lAlive, turnsDone, RESERVE,
} from "./state";
import {
  unitClass, isFoot, isMissile, cardEffect, cardQuota, cardSections, cardMirror, cardTroops, troopFilterMatch,
  E_SECTION, E_TROOP, E_LEADERSHIP, E_TACTIC, hasProp, P_NO_RALLY, cardHas, cardLinkQuota, cardChain, CF_LINKED,
  CF_ORDER_ADJACENT, CF_ORDER_MISSILE, CF_ROLL_ORDERS, CF_ROLL_RALLY, CF_RESPONSE, CF_COPIES_LAST, CF_ORDERS_LEADERS,
  CF_ANY_SECTION_LEAD, CF_QUOTA_COMMAND, CARD_TROOP_LIMIT, CF_NOT_ADJACENT, CF_FORCE_MARCH, CF_STRATEGIC4,
} from "./ruleset";
import { reserveSide } from "./scenario";
import { Card, BOTTOM, NO_CARD, SEC_L, SEC_C, SEC_R } from "./types";
import { adjacentToEnemy } from "./movement";
import { commandOf, inSquare, mayLeaveSquare, orderOutOfSquare } from "./napoleonics/squares";
import { sideUnitsWord, unitOfLsb, sideLeaders } from "./pieces";
import { orderedWord, played } from "./state";
import { epicOn, grandeOn } from "./epic/config";
import { eGet, E_STAGE, ST_B, unitsBWord, leadersB, unitSlot, leaderSlot, orderSlot } from "./epic/block";
import { sectionAllows, noteOrder } from "./epic/effects";
import { gSec, grandeQuotas } from "./epic/grande-turn";

export const OM_NONE: i32 = 0;     // nothing to order
export const OM_SECTION: i32 = 1;  // section quotas (secQuota), leaders may detach
export const OM_TROOP: i32 = 2;    // up to anyQuota units of the card's troop type anywhere
export const OM_CHOICE: i32 = 3;   // one unit of your choice anywhere
export const OM_LEAD: i32 = 4;     // leadership card: first pick a leader in the allowed sections
export const OM_CHAIN: i32 = 5;    // leadership chain: pieces adjacent to an ordered piece
export const OM_LINE: i32 = 6;     // Line Command / Double Time: linked foot units
export const OM_SPARTACUS: i32 = 7;// orders by rolled class symbols (classQuota)
export const OM_DONE: i32 = 8;     // every eligible unit was ordered by the card itself

/** The "plain" effect: a card that fell back to ordering one unit of choice has no special effect. */
export const PLAIN: i32 = Card.COUNT;

/** Section bits of hex h from the active side's view (the top player's left is the bottom's right). */
@inline export function secOf(s: usize, h: i32): i32 {
  const m = sectionMask(h);
  if (active(s) == BOTTOM) return m;
  return ((m & SEC_L) << 2) | (m & SEC_C) | ((m & SEC_R) >> 2);
}

/** Section bits the orders count with: secOf, or in La Grande (D.8) the zone of the slot ordering now
 *  (epic/grande-turn.ts gSec: 0 outside it). */
@inline function oSec(s: usize, h: i32): i32 {
  if (!(epicOn && grandeOn)) return secOf(s, h);
  return h < 0 || h >= MAX_HEX ? 0 : gSec(s, h);
}

/** Mirror a section or inspired card left <-> right (Counter Attack, B.6): the ruleset's table. */
export function mirrorCard(k: i32): i32 { return cardMirror(k); }

/** Does unit type t match the troops a card names (troop cards, troop-ordering tactics)? */
export function troopMatch(k: i32, t: i32): bool {
  if (k >= PLAIN) return true;
  return troopFilterMatch(cardTroops(k), t);
}

function sideHasType(s: usize, side: i32, k: i32): bool {
  const n = unitCount(s);
  for (let u = 0; u < n; u++) {
    if (!uAlive(s, u) || uSide(s, u) != side || !troopMatch(k, uType(s, u))) continue;
    // EPIC: only units the card may order, in its section (D.3.2); none there: one unit of choice there
    if (epicOn && !sectionAllows(s, oSec(s, uHex(s, u)), played(s))) continue;
    return true;
  }
  return false;
}

function leaderInSections(s: usize, side: i32, mask0: i32): bool {
  const n = leaderCount(s);
  const mask = epicOn && grandeOn ? SEC_L | SEC_C | SEC_R : mask0; // La Grande: anywhere in the slot's zone (oSec)
  for (let l = 0; l < n; l++) if (lAlive(s, l) && lSide(s, l) == side && (oSec(s, lHex(s, l)) & mask) != 0) return true;
  return false;
}

/** Sets up orders for the card in play (after Counter Attack has been resolved to a kind). */
export function setupOrders(s: usize, k: i32): void {
  const side = active(s);
  setSecQuota(s, 0, 0); setSecQuota(s, 1, 0); setSecQuota(s, 2, 0);
  setAnyQuota(s, 0);
  setOrderedCount(s, 0);
  setCard(s, k);
  const effect = k < PLAIN ? cardEffect(k) : E_TACTIC;
  if (effect == E_SECTION) {
    setSecQuota(s, 0, cardQuota(k, 0)); setSecQuota(s, 1, cardQuota(k, 1)); setSecQuota(s, 2, cardQuota(k, 2));
    if (cardHas(k, CF_QUOTA_COMMAND)) { // "equal to command" in the card's sections (CCN Assault, C.5)
      for (let i = 0; i < 3; i++) if (cardQuota(k, i) != 0) setSecQuota(s, i, commandOf(s, side));
    }
    setOrderMode(s, OM_SECTION);
  } else if (effect == E_TROOP) {
    if (sideHasType(s, side, k)) {
      const limit = <i32>unchecked(CARD_TROOP_LIMIT[k]); // 0: up to Command (B.6); CCN tactics: up to 4 (C.5)
      setAnyQuota(s, limit == 0 ? commandOf(s, side) : limit); setOrderMode(s, OM_TROOP);
    }
    else fallback(s);
  } else if (effect == E_LEADERSHIP) {
    const mask = cardSections(k);
    setSecQuota(s, 0, mask); // allowed sections for the leader
    if (leaderInSections(s, side, mask) || ambushReady(s)) setOrderMode(s, OM_LEAD);
    else if (mask == (SEC_L | SEC_C | SEC_R)) fallback(s); // no leader anywhere: one unit of choice
    // no leader in the named section: one unit there, the card's leadership is lost
    else { setSecQuota(s, 0, 0); setSecQuota(s, <i32>ctz(mask), 1); setOrderMode(s, OM_SECTION); setCard(s, PLAIN); }
  } else if (cardHas(k, CF_LINKED)) {
    if (sideHasType(s, side, k)) { setAnyQuota(s, cardLinkQuota(k)); setOrderMode(s, OM_LINE); }
    else fallback(s);
  } else if (cardHas(k, CF_ORDER_ADJACENT)) {
    let any = false;
    const n = unitCount(s);
    for (let u = 0; u < n; u++) {
      if (uAlive(s, u) && uSide(s, u) == side && adjacentToEnemy(s, uHex(s, u), side)) { uAdd(s, u, UF_ORDERED); any = true; }
    }
    if (any) setOrderMode(s, OM_DONE); else fallback(s);
  } else if (cardHas(k, CF_ORDER_MISSILE)) {
    let any = false;
    const n = unitCount(s);
    for (let u = 0; u < n; u++) {
      if (uAlive(s, u) && uSide(s, u) == side && isMissile(uType(s, u))) { uAdd(s, u, UF_ORDERED); any = true; }
    }
    if (any) setOrderMode(s, OM_DONE); else fallback(s);
  } else if (cardHas(k, CF_ROLL_ORDERS)) {
    setOrderMode(s, OM_SPARTACUS); // quotas come from the roll
  } else if (cardHas(k, CF_ROLL_RALLY)) {
    setOrderMode(s, OM_NONE);      // units are ordered as they regain blocks
  } else {
    setOrderMode(s, OM_NONE);      // Counter Attack with nothing to copy; First Strike as a last card
  }
  if (epicOn && grandeOn) grandeQuotas(s, k); // La Grande (D.8): the slot's zone and quotas (epic/grande-turn.ts)
}

/**
 * Counter Attack copying Leadership Any Section (B.6): the leader must come from the section the
 * opponent chose (`boardMask`, bottom view; 0 = the opponent chose none, no restriction).
 */
export function restrictLeadership(s: usize, boardMask: i32): void {
  if (boardMask == 0 || orderMode(s) != OM_LEAD) return;
  const m = active(s) == BOTTOM ? boardMask
    : ((boardMask & SEC_L) << 2) | (boardMask & SEC_C) | ((boardMask & SEC_R) >> 2);
  setSecQuota(s, 0, m);
  if (!leaderInSections(s, active(s), m)) fallback(s);
}

// ---- reserves (scenario option magoAmbush) ---------------------------------------------------------
/** The reserve side (scenario.ts reserveSide, Mago's ambush) may bring its reserves in: after its first turn, with a Leadership card. */
export function ambushReady(s: usize): bool {
  const side = active(s);
  if (side != reserveSide || turnsDone(s, side) < 1) return false;
  const n = unitCount(s);
  for (let u = 0; u < n; u++) if (uSide(s, u) == side && uHex(s, u) == RESERVE) return true;
  return false;
}

/** `order:off`: the whole reserve force is ordered, instead of the card's leadership chain. */
export function mayOrderReserve(s: usize): bool {
  return orderMode(s) == OM_LEAD && orderedCount(s) == 0 && ambushReady(s);
}

export function orderReserve(s: usize): void {
  const side = active(s);
  const n = unitCount(s);
  let k = 0;
  for (let u = 0; u < n; u++) if (uSide(s, u) == side && uHex(s, u) == RESERVE) { uAdd(s, u, UF_ORDERED); k++; }
  setOrderedCount(s, orderedCount(s) + k);
  setOrderMode(s, OM_DONE); // secQuota(s, 0) keeps the card's sections: where the reserves may enter
}

/** "Order one unit of your choice" (B.5): the card's special effect is lost. */
export function fallback(s: usize): void {
  setCard(s, PLAIN);
  setAnyQuota(s, 1);
  setOrderMode(s, OM_CHOICE);
}

/** The card a Counter Attack copies: the opponent's last card, mirrored; NO_CARD if none. */
export function counterAttackKind(s: usize): i32 {
  const k = lastCard(s, 1 - active(s));
  if (k == NO_CARD || k >= PLAIN || cardHas(k, CF_RESPONSE | CF_COPIES_LAST)) return NO_CARD;
  return mirrorCard(k);
}

// ---- section feasibility (dotted hexes belong to two sections: Hall's condition) ------------------
const maskCount = new StaticArray<i32>(8);
const fits = new StaticArray<u8>(8); // fits[m]: one more piece of section bits m fits the quotas
const room = new StaticArray<i32>(8); // quota left over for each set of sections

let fitsCountKey: u64 = 0;  // the counts and quotas `fits` was last computed for
let fitsQuotaKey: i32 = 0;  // (bit 24 set: 0 means never computed)

/** Counts the pieces already ordered by section membership; call before mayOrderUnit/Leader. */
export function prepareOrders(s: usize): void {
  for (let m = 0; m < 8; m++) unchecked(maskCount[m] = 0);
  if (orderMode(s) != OM_SECTION) return;
  const side = active(s);
  const grande = epicOn && grandeOn; // La Grande (D.8): only the slot ordering now uses its quotas
  const epicStageB = !grande && epicOn && eGet(s, E_STAGE) == ST_B;
  const slot = grande ? orderSlot(s) : 0;
  for (let w = 0; w < 2; w++) { // the side's ordered units (pieces.ts), tested as before
    let bits = orderedWord(s, w) & sideUnitsWord(s, side, w);
    if (epicStageB) bits &= unitsBWord(s, w); // EPIC: only the display card's orders use its quotas
    while (bits != 0) {
      const u = unitOfLsb(w, bits);
      bits &= bits - 1;
      if (grande && unitSlot(s, u) != slot) continue;
      if (uSide(s, u) == side && uAlive(s, u) && uHas(s, u, UF_ORDERED)) unchecked(maskCount[oSec(s, uHex(s, u))]++);
    }
  }
  let lb = sideLeaders(side);
  if (epicStageB) lb &= leadersB(s);
  while (lb != 0) {
    const l = <i32>ctz<u32>(lb);
    lb &= lb - 1;
    if (grande && leaderSlot(s, l) != slot) continue;
    if (lSide(s, l) == side && lAlive(s, l) && lHas(s, l, LF_ORDERED)) unchecked(maskCount[oSec(s, lHex(s, l))]++);
  }
  // `fits` is a function of the seven counts and the three quotas: kept from the last call when
  // they are the same (an order node asks again after each order; most often nothing changed).
  let countKey: u64 = 0;
  for (let m = 1; m < 8; m++) countKey |= <u64>min<i32>(unchecked(maskCount[m]), 255) << <u64>((m - 1) << 3);
  const quotaKey = secQuota(s, 0) | (secQuota(s, 1) << 8) | (secQuota(s, 2) << 16) | (1 << 24);
  if (countKey == fitsCountKey && quotaKey == fitsQuotaKey) return;
  fitsCountKey = countKey;
  fitsQuotaKey = quotaKey;
  // Hall's condition: pieces whose sections all lie in T must fit T's quotas, for every T.
  // One more piece with bits m fits iff every T containing m has room to spare.
  // need[t] = the pieces whose bits m (1..7) lie in t: a sum over subsets, one pass per bit;
  // room[t] = t's quotas - need[t]; fits[m] = room[t] > 0 for every t containing m: an AND over
  // supersets, one pass per bit.
  unchecked(room[0] = 0);
  for (let m = 1; m < 8; m++) unchecked(room[m] = maskCount[m]);
  for (let b = 1; b < 8; b <<= 1) {
    for (let t = 1; t < 8; t++) if ((t & b) != 0) unchecked(room[t] += room[t ^ b]);
  }
  const q0 = secQuota(s, 0), q1 = secQuota(s, 1), q2 = secQuota(s, 2);
  for (let t = 1; t < 8; t++) {
    const cap = ((t & 1) != 0 ? q0 : 0) + ((t & 2) != 0 ? q1 : 0) + ((t & 4) != 0 ? q2 : 0);
    unchecked(fits[t] = cap - unchecked(room[t]) > 0 ? 1 : 0);
  }
  for (let b = 1; b < 8; b <<= 1) {
    for (let m = 1; m < 8; m++) if ((m & b) == 0) unchecked(fits[m] = fits[m] & fits[m | b]);
  }
}

/** Would one more piece with section bits `extraMask` still fit the quotas? (prepareOrders first) */
@inline function sectionFeasible(s: usize, extraMask: i32): bool { return unchecked(fits[extraMask]) != 0; }

/**
 * mayOrderUnit for a unit of the active side not yet ordered, in section mode (after
 * prepareOrders): the same tests in the same order, without the ones the caller's mask made.
 */
@inline export function mayOrderSectionUnit(s: usize, u: i32): bool {
  if (!uAlive(s, u)) return false;
  // C.13: a square leaves only with no enemy cavalry adjacent (inSquare is false outside Napoleonics)
  if (inSquare(s, u) && !mayLeaveSquare(s, u)) return false;
  return sectionFeasible(s, oSec(s, uHex(s, u)));
}

/** Is hex h adjacent to (or on) a piece already ordered this turn? (leadership chains, lines) */
function linked(s: usize, h: i32, side: i32, unitsOnly: bool): bool {
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const u = unitAt(s, n);
    if (u != NONE && uSide(s, u) == side && uHas(s, u, UF_ORDERED)) return true;
    if (unitsOnly) continue;
    const l = leaderAt(s, n);
    if (l != NONE && lSide(s, l) == side && lHas(s, l, LF_ORDERED)) return true;
  }
  return false;
}

/** May unit u be ordered now? (after prepareOrders) */
export function mayOrderUnit(s: usize, u: i32): bool {
  const side = active(s);
  if (!uAlive(s, u) || uSide(s, u) != side || uHas(s, u, UF_ORDERED)) return false;
  if (inSquare(s, u) && !mayLeaveSquare(s, u)) return false; // C.13: no enemy cavalry adjacent
  const h = uHex(s, u);
  const mode = orderMode(s);
  const t = uType(s, u);
  if (epicOn && !sectionAllows(s, oSec(s, h), played(s))) return false; // EPIC: a tactic card's section (D.3.2)
  if (mode == OM_SECTION) return sectionFeasible(s, oSec(s, h));
  if (mode == OM_TROOP) {
    if (anyQuota(s) == 0 || !troopMatch(card(s), t)) return false;
    const k = card(s);
    if (cardHas(k, CF_FORCE_MARCH | CF_STRATEGIC4) && !napTroopCardAllows(s, u, h, k)) return false;
    return !cardHas(k, CF_NOT_ADJACENT) || !adjacentToEnemy(s, h, side);
  }
  if (mode == OM_CHOICE) return anyQuota(s) > 0;
  if (mode == OM_LEAD) {
    // a unit here either starts the leadership (it carries a leader) or is the one unit of choice
    return (oSec(s, h) & secQuota(s, 0)) != 0;
  }
  if (mode == OM_CHAIN) return anyQuota(s) > 0 && linked(s, h, side, false);
  if (mode == OM_LINE) {
    if (anyQuota(s) == 0 || !isFoot(t)) return false;
    return orderedCount(s) == 0 || linked(s, h, side, true);
  }
  if (mode == OM_SPARTACUS) return classQuota(s, unitClass(t)) > 0 || classQuota(s, 3) > 0;
  return false;
}

/** Force March orders units of one section (C.5): the unit shares a section with every unit ordered
 *  so far; La Grande Manoeuvre cannot order a square (C.5, C.13). */
function napTroopCardAllows(s: usize, u: i32, h: i32, k: i32): bool {
  if (cardHas(k, CF_STRATEGIC4)) return !inSquare(s, u);
  if (epicOn && grandeOn) return true; // La Grande: Force March's one section is the slot's half (oSec)
  let common = sectionMask(h);
  const n = unitCount(s);
  for (let v = 0; v < n && common != 0; v++) if (uHas(s, v, UF_ORDERED) && uAlive(s, v)) common &= sectionMask(uHex(s, v));
  return common != 0;
}

/** May leader l be ordered on its own now (a lone leader, or a detaching one)? (after prepareOrders) */
export function mayOrderLeader(s: usize, l: i32): bool {
  const side = active(s);
  if (!lAlive(s, l) || lSide(s, l) != side || lHas(s, l, LF_ORDERED)) return false;
  const h = lHex(s, l);
  const mode = orderMode(s);
  const lone = unitAt(s, h) == NONE;
  if (!lone && inSquare(s, unitAt(s, h))) return false; // a leader in a square cannot detach (C.4; never in Ancients)
  const k = card(s);
  if (epicOn && !sectionAllows(s, oSec(s, h), played(s))) return false; // EPIC: a tactic card's section (D.3.2)
  if (mode == OM_SECTION) return k != PLAIN && sectionFeasible(s, oSec(s, h));
  if (mode == OM_TROOP) return cardHas(k, CF_ORDERS_LEADERS) && anyQuota(s) > 0;
  if (mode == OM_LEAD) return lone && (oSec(s, h) & secQuota(s, 0)) != 0;
  if (mode == OM_CHAIN) return lone && anyQuota(s) > 0 && linked(s, h, side, false);
  if (mode == OM_SPARTACUS) return classQuota(s, 3) > 0;
  return false;
}

/** Records the order of unit u (its attached leader goes with it unless ordered apart). */
export function orderUnit(s: usize, u: i32): void {
  orderOutOfSquare(s, u, card(s)); // an ordered square leaves square, its card back to the hand (C.13, C.5 Fire and Hold)
  const mode = orderMode(s);
  const h = uHex(s, u);
  if (epicOn) noteOrder(s, u, -1, oSec(s, h)); // EPIC: which card ordered it, Take Command's spill
  uAdd(s, u, UF_ORDERED);
  setOrderedCount(s, orderedCount(s) + 1);
  if (mode == OM_TROOP || mode == OM_CHOICE || mode == OM_CHAIN || mode == OM_LINE) setAnyQuota(s, anyQuota(s) - 1);
  else if (mode == OM_LEAD) {
    if (leaderAt(s, h) != NONE) {
      // the leader and his unit start the chain
      if (cardHas(card(s), CF_ANY_SECTION_LEAD)) setLeadSec(s, active(s), sectionMask(h));
      setAnyQuota(s, cardChain(card(s)));
      setOrderMode(s, OM_CHAIN);
    } else {
      // one unit of choice in that section: the card's leadership is not used
      setCard(s, PLAIN);
      setAnyQuota(s, 0);
      setOrderMode(s, OM_CHOICE);
    }
  } else if (mode == OM_SPARTACUS) {
    const c = unitClass(uType(s, u));
    if (classQuota(s, c) > 0) setClassQuota(s, c, classQuota(s, c) - 1);
    else setClassQuota(s, 3, classQuota(s, 3) - 1);
    uAdd(s, u, UF_BONUS);
  }
}

/** Records the order of leader l on its own. */
export function orderLeader(s: usize, l: i32): void {
  const mode = orderMode(s);
  lAdd(s, l, LF_ORDERED);
  if (epicOn) noteOrder(s, -1, l, oSec(s, lHex(s, l)));
  setOrderedCount(s, orderedCount(s) + 1);
  if (mode == OM_TROOP || mode == OM_CHAIN) setAnyQuota(s, anyQuota(s) - 1);
  else if (mode == OM_LEAD) {
    if (cardHas(card(s), CF_ANY_SECTION_LEAD)) setLeadSec(s, active(s), sectionMask(lHex(s, l)));
    setAnyQuota(s, cardChain(card(s)));
    setOrderMode(s, OM_CHAIN);
  }
  else if (mode == OM_SPARTACUS) setClassQuota(s, 3, classQuota(s, 3) - 1);
}

/** Rally (B.6): may damaged unit u regain a block from an unassigned symbol? */
export function rallyEligible(s: usize, u: i32, left0: i32, left1: i32, left2: i32, leftAny: i32): bool {
  if (!uAlive(s, u) || uSide(s, u) != active(s)) return false;
  if (epicOn && !sectionAllows(s, oSec(s, uHex(s, u)), played(s))) return false; // EPIC: Rally's section (D.3.2)
  const t = uType(s, u);
  if (hasProp(t, P_NO_RALLY)) return false;
  if (uBlocks(s, u) >= uMax(s, u)) return false;
  const c = unitClass(t);
  const have = c == 0 ? left0 : c == 1 ? left1 : left2;
  if (have == 0 && leftAny == 0) return false;
  // in or adjacent to a friendly leader's hex
  const h = uHex(s, u);
  if (leaderAt(s, h) != NONE) return true;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const l = leaderAt(s, n);
    if (l != NONE && lSide(s, l) == active(s)) return true;
  }
  return false;
}

export function sideHasLeader(s: usize, side: i32): bool {
  const n = leaderCount(s);
  for (let l = 0; l < n; l++) if (lAlive(s, l) && lSide(s, l) == side) return true;
  return false;
}

