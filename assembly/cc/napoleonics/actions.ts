// The decisions and phases the GM&T / EPIC pieces add (rules digest C.16, C.17), kept apart from
// types.ts Act / Phase so that the encoding work (encode.ts, encodings.ts, contract.ts: another
// helper's) can give them policy indexes and names deliberately. Codes use the types.ts layout
// (kind in bits 0..5, a 6..14, b 15..23, c 24..30); the kinds and phases sit above every Act / Phase
// member so that they never collide with one added there. Chance outcomes reuse Act.DRAW (a Tactician
// card kind, in NAP_PHASE_TACT_DRAW) and Act.DIE (the Guerrilla die); declining Guerrilla is Act.SKIP.
//
//   NAP_ACT_TACTIC     c = Tactician card kind; a = the unit's hex and b = its destination for the cards
//                      that move a unit (TE_RESERVE, TE_FALL_BACK, TE_SHORT_SUPPLY), else 0 / 0.
//                      Legal in Phase.PLAY (before the Command card), at most once per turn.
//   NAP_ACT_GUERRILLA  the Spanish side spends a Guerrilla token against the French card just played.
//   NAP_PHASE_TACT_DRAW     chance: a Tactician card is drawn (outcomes Act.DRAW c = kind, weights = copies)
//   NAP_PHASE_GUERRILLA     the Spanish side: NAP_ACT_GUERRILLA or Act.SKIP
//   NAP_PHASE_GUERRILLA_ROLL chance: the French player's die (Act.DIE c = face): sabres = failure
import { Act, Phase } from "../types";

export const NAP_ACT_TACTIC: i32 = 48;
export const NAP_ACT_GUERRILLA: i32 = 49;
export const NAP_PHASE_FIRST: i32 = 40;
export const NAP_PHASE_TACT_DRAW: i32 = 40;
export const NAP_PHASE_GUERRILLA: i32 = 41;
export const NAP_PHASE_GUERRILLA_ROLL: i32 = 42;
/** The kinds and phases above stay clear of types.ts (checked at compile time). */
export const NAP_CODES_CLEAR: bool = Act.COUNT <= NAP_ACT_TACTIC && Phase.COUNT <= NAP_PHASE_FIRST;
