// La Grande's card mapping (rules digest D.8; seed lines 2455-2483, 2521-2635, 2683-2733, 2745-2817):
// where a Command card orders when a corps commander plays it, either handed to him by his CinC or
// from his own hand. Each corps commander holds two sections, "his left" and "his right"
// (geometry.ts subSectionMask, his own view); he has no centre. Read from the ruleset table (never
// from card names): a card's class below, its printed quotas, CF_QUOTA_COMMAND and CF_FORCE_MARCH.
// No state: the La Grande turn (next session's, on the EPIC slots) will call grandeOrders once per
// card played; the tests read it through grandeCardField (exported by ../index.ts).
//
// Card class (grandeClass):
//   SECTION_L / _C / _R   one printed section (Scout, Probe, Attack, Assault: the holder's side's view)
//   MULTI                 several printed sections (Recon in Force, Coordinated Advance, Flank Attack, Advance)
//   TACTIC                no printed section
//   ONE_SECTION           a tactic card that orders in one section only (CF_FORCE_MARCH: Force March)
//
// The mapping, one row per class and source (GRANDE_ZONE, GRANDE_TO below):
//   class        handed by the CinC (GrandeSource.CINC)      from his own hand (GrandeSource.OWN)
//   SECTION_L    BOTH, only to the left pair's commander      LEFT   (seed 2455-2483; 2683-2703)
//   SECTION_C    BOTH, only to the centre pair's commander    ONE    (he chooses which of his two)
//   SECTION_R    BOTH, only to the right pair's commander     RIGHT
//   MULTI        SPLIT, to any commander                      SPLIT  (seed 2521-2609, 2745-2817)
//   TACTIC       BOTH, to any commander                       BOTH   (seed 2461-2475; 2705-2711)
//   ONE_SECTION  ONE, to any commander                        ONE    (seed 2475-2483; 2713-2723)
//
// Zones (GrandeZone): BOTH = anywhere in his two sections, the card's count pooled over them; ONE =
// all in one of his two sections, his choice; LEFT / RIGHT = that one; SPLIT = the printed left
// quota in his left, the printed right quota in his right and the printed centre quota FREE, all of
// it in one of the two, his choice: Recon in Force 1 + 1 + 1 => 2/1 or 1/2, Coordinated Advance
// 1 + 1 + 2 => 3/1 or 1/3, Flank Attack 2 + 2, Advance 2 + 2 + 2 => 4/2 or 2/4 (the seed's "por lo
// tanto" gives only these outcomes, never 2/2 for Coordinated Advance's two free orders).
// "Equal to command" counts the cards of the hand the card came from, that card included: the CinC's
// for a card he handed over, the corps commander's own otherwise (seed 2625-2635, 2725-2733).
//
// grandeOrders(k, source) packs one answer (an i32, no allocation):
//   bits  0..3   LEFT     orders in his left (SPLIT)
//   bits  4..7   RIGHT    orders in his right (SPLIT)
//   bits  8..11  FREE     orders in either, all in the same one (SPLIT)
//   bits 12..15  POOLED   a section card's printed count over the zone (0 for a tactic card: its own rule, C.5, counts)
//   bits 16..18  ZONE     GrandeZone
//   bits 19..21  TO       CinC source: the pairs (Section bits, the side's own view) whose commander may receive it; OWN: 0
//   bit  22      HAND     "equal to command" reads this hand: GrandeSource.CINC (0) or OWN (1)
//   bit  23      BY_COMMAND  a section card counting "equal to command" (CF_QUOTA_COMMAND: Assault)
import { cardEffect, cardQuota, cardHas, E_SECTION, CF_QUOTA_COMMAND, CF_FORCE_MARCH } from "../ruleset";
import { CARD_KIND_COUNT, SEC_L, SEC_C, SEC_R } from "../types";

/** Who gives the corps commander the card (D.8). */
export enum GrandeSource { CINC, OWN, _COUNT }
/** Where a card's orders may fall among the corps commander's two sections (header). */
export enum GrandeZone { BOTH, ONE, LEFT, RIGHT, SPLIT, _COUNT }
/** The fields of grandeOrders, for grandeCardField. */
export enum GrandeField { LEFT, RIGHT, FREE, POOLED, ZONE, TO, HAND, BY_COMMAND, _COUNT }

// card classes (header)
const GC_SECTION_L: i32 = 0;
const GC_SECTION_C: i32 = 1;
const GC_SECTION_R: i32 = 2;
const GC_MULTI: i32 = 3;
const GC_TACTIC: i32 = 4;
const GC_ONE_SECTION: i32 = 5;

// GRANDE_ZONE[class * 2 + source], GRANDE_TO[class] (the CinC source only): the mapping table (header)
const GRANDE_ZONE: usize = memory.data<u8>([
  <u8>GrandeZone.BOTH, <u8>GrandeZone.LEFT,   // SECTION_L
  <u8>GrandeZone.BOTH, <u8>GrandeZone.ONE,    // SECTION_C
  <u8>GrandeZone.BOTH, <u8>GrandeZone.RIGHT,  // SECTION_R
  <u8>GrandeZone.SPLIT, <u8>GrandeZone.SPLIT, // MULTI
  <u8>GrandeZone.BOTH, <u8>GrandeZone.BOTH,   // TACTIC
  <u8>GrandeZone.ONE, <u8>GrandeZone.ONE,     // ONE_SECTION
]);
const GRANDE_TO: usize = memory.data<u8>([<u8>SEC_L, <u8>SEC_C, <u8>SEC_R, 7, 7, 7]);

/** The class of card kind k (header), from the ruleset table. */
function grandeClass(k: i32): i32 {
  if (cardEffect(k) != E_SECTION) return cardHas(k, CF_FORCE_MARCH) ? GC_ONE_SECTION : GC_TACTIC;
  const l = cardQuota(k, 0) != 0, c = cardQuota(k, 1) != 0, r = cardQuota(k, 2) != 0;
  const printed = (l ? 1 : 0) + (c ? 1 : 0) + (r ? 1 : 0);
  if (printed > 1) return GC_MULTI;
  return l ? GC_SECTION_L : c ? GC_SECTION_C : GC_SECTION_R;
}

/** Where card kind k (< CARD_KIND_COUNT) orders for a corps commander who got it from `source`
 *  (GrandeSource), packed as drawn in the header. */
export function grandeOrders(k: i32, source: i32): i32 {
  const cls = grandeClass(k);
  const zone = <i32>load<u8>(GRANDE_ZONE + <usize>(cls * 2 + source));
  const to = source == GrandeSource.CINC ? <i32>load<u8>(GRANDE_TO + <usize>cls) : 0;
  let left = 0, right = 0, free = 0, pooled = 0;
  if (zone == GrandeZone.SPLIT) {
    left = cardQuota(k, 0); free = cardQuota(k, 1); right = cardQuota(k, 2);
  } else if (cardEffect(k) == E_SECTION) {
    pooled = cardQuota(k, 0) + cardQuota(k, 1) + cardQuota(k, 2); // one printed section: its count
  }
  const byCommand = cardEffect(k) == E_SECTION && cardHas(k, CF_QUOTA_COMMAND) ? 1 : 0;
  return left | (right << 4) | (free << 8) | (pooled << 12) | (zone << 16) | (to << 19) | (source << 22) | (byCommand << 23);
}

/** One field (GrandeField) of grandeOrders(k, source); -1 for a bad card kind, source or field.
 *  For JavaScript (tests, tools); the rules read grandeOrders. */
export function grandeCardField(k: i32, source: i32, field: i32): i32 {
  if (<u32>k >= <u32>CARD_KIND_COUNT || <u32>source >= <u32>GrandeSource._COUNT || <u32>field >= <u32>GrandeField._COUNT) return -1;
  const g = grandeOrders(k, source);
  if (field == GrandeField.LEFT) return g & 15;
  if (field == GrandeField.RIGHT) return (g >> 4) & 15;
  if (field == GrandeField.FREE) return (g >> 8) & 15;
  if (field == GrandeField.POOLED) return (g >> 12) & 15;
  if (field == GrandeField.ZONE) return (g >> 16) & 7;
  if (field == GrandeField.TO) return (g >> 19) & 7;
  if (field == GrandeField.HAND) return (g >> 22) & 1;
  return (g >> 23) & 1;
}
