// Card placement of the EPIC two-card turn (rules digest D.3.1, D.3.2): which sections each card
// orders in, and which (hand card, display card, sections) combinations are legal. Read from the
// ruleset table (no card names): a section card has one non-zero section quota, a multi-section card
// (Recon in Force, Coordinated Advance, Flank Attack, Advance) several, a tactic card none and is
// played in one section of the player's choice. Sections are bits in the active player's view (SEC_L
// = his left). Called by ../legal.ts (the play and pick lists) and ../epic-flow.ts.
//
//   placed section of a card:  section card -> its printed section;  tactic -> the chosen section;
//                              multi-section card -> none (it orders as printed, combines with anything)
//   a pair is legal when the two placed sections differ, or when both are section cards of one
//   section X and every card in the hand (the played one included) and on the display is a section
//   card of X (the same-section exception: the hand is revealed; D.3.2)
import { hand, active } from "../state";
import { cardEffect, cardQuota, E_SECTION } from "../ruleset";
import { CARD_KIND_COUNT, SEC_L, SEC_C, SEC_R, NO_CARD, mkAct } from "../types";
import { displayCount, displayTotal } from "./block";
import { EPIC_ACT_PICK, EPIC_NO_PICK } from "./actions";

/** Section bits a card names (section and multi-section cards), 0 for a tactic card. */
export function printedSections(k: i32): i32 {
  if (k >= CARD_KIND_COUNT || cardEffect(k) != E_SECTION) return 0;
  return (cardQuota(k, 0) != 0 ? SEC_L : 0) | (cardQuota(k, 1) != 0 ? SEC_C : 0) | (cardQuota(k, 2) != 0 ? SEC_R : 0);
}
/** A tactic card: played in one section of the player's choice. */
@inline export function isTactic(k: i32): bool { return printedSections(k) == 0; }
/** A section card: exactly one printed section. */
@inline export function isSectionCard(k: i32): bool { const m = printedSections(k); return m != 0 && (m & (m - 1)) == 0; }

/** The section a card is placed in: printed (section card), chosen (tactic), none (multi-section). */
function placed(k: i32, chosen: i32): i32 {
  if (k == NO_CARD || k == EPIC_NO_PICK) return 0;
  if (isTactic(k)) return chosen;
  return isSectionCard(k) ? printedSections(k) : 0;
}

/** Every card in the active side's hand (plus the hand card just played, `played`) and on the
 *  display is a section card of section x (the same-section exception, D.3.2). */
export function allNameSection(s: usize, played: i32, x: i32): bool {
  if (!isSectionCard(played) || printedSections(played) != x) return false;
  const side = active(s);
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    if (hand(s, side, k) + displayCount(s, k) == 0) continue;
    if (!isSectionCard(k) || printedSections(k) != x) return false;
  }
  return true;
}

/** Is (hand card a in section sa, display card b in section sb) a legal placement? */
export function pairOk(s: usize, a: i32, sa: i32, b: i32, sb: i32): bool {
  if (isTactic(a) != (sa != 0) || (b != EPIC_NO_PICK && isTactic(b) != (sb != 0))) return false;
  const pa = placed(a, sa), pb = placed(b, sb);
  if (pa == 0 || pb == 0 || pa != pb) return true;
  return isSectionCard(a) && isSectionCard(b) && allNameSection(s, a, pa);
}

/** Appends the legal pick codes for hand card `a` (already out of the hand); returns the count. */
export function genPicks(s: usize, a: i32, out: usize, n0: i32): i32 {
  const n = genPicksWith(s, a, out, n0, false);
  // no legal placement (the hand card was played with the test waived, legal.ts): any display card,
  // any sections (our choice where the rulebook is silent; docs/engine.md)
  return n > n0 ? n : genPicksWith(s, a, out, n0, true);
}

function genPicksWith(s: usize, a: i32, out: usize, n0: i32, relaxed: bool): i32 {
  let n = n0;
  const aTac = isTactic(a);
  const empty = displayTotal(s) == 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    if (!empty && displayCount(s, k) == 0) continue;
    const b = empty ? EPIC_NO_PICK : k;
    const bTac = !empty && isTactic(k);
    for (let i = 0; i < 3; i++) {
      const sa = aTac ? 1 << i : 0;
      if (!aTac && i > 0) break;
      for (let j = 0; j < 3; j++) {
        const sb = bTac ? 1 << j : 0;
        if (!bTac && j > 0) break;
        if (relaxed || pairOk(s, a, sa, b, sb)) { store<i32>(out + (<usize>n << 2), mkAct(EPIC_ACT_PICK, sa, sb, b)); n++; }
      }
    }
    if (empty) break;
  }
  return n;
}

/** May hand card `a` be the turn's hand card: does some display card complete a legal pair?
 *  (the hand still holds a: the exception's test counts it once, as the played card) */
export function handCardOk(s: usize, a: i32): bool {
  if (displayTotal(s) == 0) return true;
  const side = active(s);
  const aTac = isTactic(a);
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    if (displayCount(s, k) == 0) continue;
    const bTac = isTactic(k);
    // a tactic card can always be placed apart from the other card (three sections)
    if (aTac || bTac) return true;
    const pa = placed(a, 0), pb = placed(k, 0);
    if (pa == 0 || pb == 0 || pa != pb) return true;
    // both section cards of one section: the exception, with a still in the hand
    if (allNameSectionHolding(s, side, pa)) return true;
  }
  return false;
}

function allNameSectionHolding(s: usize, side: i32, x: i32): bool {
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    if (hand(s, side, k) + displayCount(s, k) == 0) continue;
    if (!isSectionCard(k) || printedSections(k) != x) return false;
  }
  return true;
}
