// The decisions and phases the GM&T / EPIC pieces add (rules digest C.16, C.17), kept apart from
// types.ts Act / Phase so that the encoding work (encode.ts, encodings.ts, contract.ts: another
// helper's) can give them policy indexes and names deliberately. Codes use the types.ts layout
// (kind in bits 0..5, a 6..14, b 15..23, c 24..30); the kinds and phases sit above every Act / Phase
// member so that they never collide with one added there. A Tactician card drawn or given up has its
// own kinds (NAP_ACT_TACT_DRAW, NAP_ACT_TACT_DISCARD: c = a TCard kind, never a Command card), so the
// text notation and the policy index name them apart from Act.DRAW / Act.DISCARD of Command cards.
// The dice reuse Act.DIE (Guerrilla, Mother Russia, roll-off); declining Guerrilla is Act.SKIP.
//
//   NAP_ACT_TACTIC     c = Tactician card kind; a = the unit's hex and b = its destination for the cards
//                      that move a unit (TE_RESERVE, TE_FALL_BACK, TE_SHORT_SUPPLY), else 0 / 0.
//                      Legal in Phase.PLAY (before the Command card), at most once per turn.
//   NAP_ACT_GUERRILLA  the Spanish side spends a Guerrilla token against the French card just played.
//   NAP_PHASE_TACT_DRAW     chance: a Tactician card is drawn (outcomes NAP_ACT_TACT_DRAW c = kind, weights = copies)
//   NAP_PHASE_GUERRILLA     the Spanish side: NAP_ACT_GUERRILLA or Act.SKIP
//   NAP_PHASE_GUERRILLA_ROLL chance: the French player's die (Act.DIE c = face): sabres = failure
//   NAP_ACT_MOTHER_RUSSIA  a = hex, c = the improvement (MR_* below) the current result buys
//   NAP_PHASE_MR_ROLL       chance: a Mother Russia die (Act.DIE c = face)
//   NAP_PHASE_MR_PLACE      the Russian side uses the next result (NAP_ACT_MOTHER_RUSSIA)
//   NAP_PHASE_ROLLOFF       chance: a roll-off die for the first player (Act.DIE c = face; bottom's dice first)
//   NAP_ACT_LEADER_MOVE     a = a friendly leader's hex, b = where he goes (up to 3 hexes): GM&T default action (C.8)
//   NAP_PHASE_LEADER_MOVE   the active side at the end of its turn, before drawing, holding a Tactician card:
//                           NAP_ACT_LEADER_MOVE or Act.SKIP
//   NAP_PHASE_LEADER_DISCARD the same side picks the Tactician card it gives up (NAP_ACT_TACT_DISCARD c = kind)
//   NAP_PHASE_TACT_RESPONSE the side whose unit an enemy battle has just targeted, holding a Tactician
//                           card timed for the enemy's turn (TT_GUARD) that fits the unit: NAP_ACT_TACTIC
//                           (c = the card, a = b = 0) or Act.SKIP (C.17 responses)
//   NAP_PHASE_TIME_PRESSURE the Time Pressure side (D.9) at the start of its draws after its Scout card:
//                           NAP_ACT_TIME_PRESSURE (1 banner, 1 card drawn instead of 2) or Act.SKIP
//   NAP_ACT_TACT_DISCARD    c = the Tactician card kind given up (decision)
//   NAP_ACT_TACT_DRAW       c = the Tactician card kind drawn (chance outcome)
import { Act, Phase } from "../types";

export const NAP_ACT_TACTIC: i32 = 48;
export const NAP_ACT_GUERRILLA: i32 = 49;
export const NAP_ACT_MOTHER_RUSSIA: i32 = 50;
export const NAP_ACT_LEADER_MOVE: i32 = 51;
export const NAP_ACT_TACT_DISCARD: i32 = 52;
export const NAP_ACT_TACT_DRAW: i32 = 53;
export const NAP_ACT_TIME_PRESSURE: i32 = 54;
// Mother Russia improvements (C.16), by the die face that buys them (a flag buys any, FLAG = light)
export const MR_LINE: i32 = 0;     // infantry: +1 block to a line infantry unit
export const MR_COSSACK: i32 = 1;  // cavalry: a 2-block Cossack unit in an empty hex next to a Russian unit
export const MR_ARTILLERY: i32 = 2;// artillery: +1 block to an artillery unit
export const MR_WORKS: i32 = 3;    // sabre: a 2-sided field-works marker on a hex with Russian infantry or artillery
export const MR_LIGHT: i32 = 4;    // flag: +1 block to a light infantry unit (or any of the above)
export const NAP_PHASE_FIRST: i32 = 40;
export const NAP_PHASE_TACT_DRAW: i32 = 40;
export const NAP_PHASE_GUERRILLA: i32 = 41;
export const NAP_PHASE_GUERRILLA_ROLL: i32 = 42;
export const NAP_PHASE_MR_ROLL: i32 = 43;
export const NAP_PHASE_MR_PLACE: i32 = 44;
export const NAP_PHASE_ROLLOFF: i32 = 45;
export const NAP_PHASE_LEADER_MOVE: i32 = 46;
export const NAP_PHASE_LEADER_DISCARD: i32 = 47;
export const NAP_PHASE_TACT_RESPONSE: i32 = 48;
export const NAP_PHASE_TIME_PRESSURE: i32 = 49;
/** The kinds and phases above stay clear of types.ts (checked at compile time). */
export const NAP_CODES_CLEAR: bool = Act.COUNT <= NAP_ACT_TACTIC && Phase.COUNT <= NAP_PHASE_FIRST;
