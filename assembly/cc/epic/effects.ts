// Which card governs each ordered piece in the EPIC two-card turn (rules digest D.3.2): the hand card
// gives its orders first (stage A), then the display card (stage B); a piece ordered in stage B is
// marked in the EPIC block, and its moves and battles read the display card's effect (effCard). A
// tactic card orders only in the section it was placed in (Take Command may extend into one more
// section). Called by the hooks in ../orders.ts (sectionAllows, noteOrder), ../movement.ts and
// ../legal.ts (effCard), ../turn.ts (afterUnitMove) and ../battle.ts (the attacker's card at declare).
import { card, setCard, uHex, lHex } from "../state";
import { grandeNoteSpill } from "./grande-turn";
import { Card } from "../types";
import { epicOn, epicCardHas, EC_SPILL, grandeOn } from "./config";
import {
  eGet, eSet, unitSlot, leaderSlot, markUnitB, markLeaderB, markUnitSlot, markLeaderSlot, orderSlot, E_STAGE, E_SECA, E_SECB, E_SPILL,
  E_EFFA, E_EFFB, E_CARD2, ST_B, ST_DONE, G_EFFC,
} from "./block";

/** The card whose effect applies to unit u now: card(s) outside EPIC and while orders are given;
 *  once both cards have ordered, the display card's effect for the units it ordered. */
@inline export function effCard(s: usize, u: i32): i32 {
  if (!epicOn || eGet(s, E_STAGE) != ST_DONE) return card(s);
  return slotEffect(s, unitSlot(s, u));
}

/** The effect governing the pieces slot i ordered: the hand card's, the display card's, La Grande's
 *  own card of slot 2 / 3 (D.8), or for a commander on initiative (D.7) no card at all (orders.ts
 *  PLAIN = Card.COUNT: a plain order). */
export function slotEffect(s: usize, i: i32): i32 {
  if (i == 0) return eGet(s, E_EFFA);
  if (i == 1) return eGet(s, E_EFFB);
  const e = grandeOn ? eGet(s, G_EFFC + i - 2) : 0; // La Grande's own cards: kind + 1
  return e != 0 ? e - 1 : Card.COUNT;
}
/** Records the effect slot i ordered with (turn.ts, La Grande: kind + 1 for slots 2, 3). */
export function setSlotEffect(s: usize, i: i32, e: i32): void {
  if (i == 0) eSet(s, E_EFFA, e);
  else if (i == 1) eSet(s, E_EFFB, e);
  else eSet(s, G_EFFC + i - 2, e + 1);
}
/** The effect governing leader l once every slot has ordered (movement.ts). */
export function leaderEffect(s: usize, l: i32): i32 { return slotEffect(s, leaderSlot(s, l)); }

/** The section bits the card giving orders now is placed in (0: no restriction). */
@inline function stageSections(s: usize): i32 { return grandeOn ? 0 : eGet(s, eGet(s, E_STAGE) == ST_B ? E_SECB : E_SECA); }

/** The card giving orders now (the physical card: the hand card in stage A, the display card in B). */
@inline function stageCard(s: usize, played: i32): i32 { return eGet(s, E_STAGE) == ST_B ? eGet(s, E_CARD2) : played; }

/** May a piece whose hex has section bits `sec` be ordered by the card giving orders now? */
export function sectionAllows(s: usize, sec: i32, played: i32): bool {
  if (grandeOn) return sec != 0; // La Grande: orders.ts passes grande-turn.ts gSec, 0 outside the slot's zone
  const m = stageSections(s);
  if (m == 0 || (sec & m) != 0) return true;
  if (!epicCardHas(stageCard(s, played), EC_SPILL)) return false;
  const spill = eGet(s, E_SPILL);
  return spill == 0 || (sec & spill) != 0; // Take Command: one more section (D.3.2)
}

/** Records an order given now to unit u (or leader l when u < 0) on a hex with section bits `sec`. */
export function noteOrder(s: usize, u: i32, l: i32, sec: i32): void {
  const stage = eGet(s, E_STAGE);
  if (grandeOn) { // La Grande (D.8): the slot ordering now; Take Command's spill section (grande-turn.ts)
    const i = orderSlot(s);
    if (i > 0) { if (u >= 0) markUnitSlot(s, u, i); else markLeaderSlot(s, l, i); }
    grandeNoteSpill(s, u >= 0 ? uHex(s, u) : lHex(s, l));
    return;
  }
  if (stage == ST_B) { if (u >= 0) markUnitB(s, u); else markLeaderB(s, l); }
  const m = stageSections(s);
  if (m != 0 && (sec & m) == 0 && eGet(s, E_SPILL) == 0) eSet(s, E_SPILL, sec & -sec); // the spill's section
}

/** A battle is declared by unit u: the card in effect for the rest of the battle is u's (dice and
 *  flags read card(s)); the end of the turn gives the hand card's effect back (restoreCard). */
export function battleCard(s: usize, u: i32): void {
  if (eGet(s, E_STAGE) == ST_DONE) setCard(s, slotEffect(s, unitSlot(s, u)));
}
export function restoreCard(s: usize): void {
  if (eGet(s, E_STAGE) == ST_DONE) setCard(s, eGet(s, E_EFFA));
}
