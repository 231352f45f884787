// The decisions and the phases of the EPIC two-player turn (rules digest D.3, D.4), kept apart from
// types.ts Act / Phase like napoleonics/actions.ts, in a range of their own above the Napoleonics
// kinds (48..51) and phases (40..47). Codes use the types.ts layout (kind bits 0..5, a 6..14,
// b 15..23, c 24..30). Read by epic/placement.ts, epic/march.ts, ../legal.ts, ../epic-flow.ts and
// src/core/notation.ts (which writes the same numbers once, checked by tests/rules-epic).
//
//   EPIC_ACT_PICK   c = the Messenger display card taken (EPIC_NO_PICK: the display is empty);
//                   a = the section bits (SEC_*, the active player's view) the HAND card is played in
//                   when it is a tactic card, else 0; b = the same for the display card.
//                   Text: pick:<card>[@<a><b>] with each of a, b one of - l c r (pick:bayonet@-c).
//   EPIC_ACT_MARCH  a = from, b = to: a March Move (D.4) of the unit on a. Text: march:A1-B2.
//                   Declining the (remaining) March Moves is Act.SKIP (skip).
//   EPIC_ACT_GIVE   (4 seats, D.7) c = which card the CinC gives his sub-commander: GIVE_HAND the hand card,
//                   GIVE_DISPLAY the display card, GIVE_NONE neither (only when a single card was played).
//                   Text: give:hand, give:display, give:none.
//   EPIC_ACT_INIT   (D.7 initiative, epic/initiative.ts) c = 1: the commander rolls on initiative, 0: he
//                   does not. Text: initiative, no-initiative.
//   EPIC_ACT_LOSE   (D.7) a = the hex of the roller's unit that loses the block a sabre costs. Text: lose:A1.
//                   A unit symbol's order is Act.ORDER (order:A1) in EPIC_PHASE_INIT_ORDER; the two dice
//                   are Act.DIE chance outcomes in EPIC_PHASE_INIT_ROLL.
//   La Grande (D.8, epic/grande-turn.ts; 8 seats, grandeOn):
//   GRANDE_ACT_TO   c = the corps commander's role (1 his side's left, 2 centre, 3 right) the CinC hands
//                   the card to (the hand card, then the display card), or gives the Scout card to.
//                   Text: to:l, to:c, to:r.
//   GRANDE_ACT_OWN  c = a card kind of the corps commander's own hand he plays (own:<card>), or
//                   GRANDE_KEEP (he plays the CinC's card: keep) or GRANDE_PASS (an idle commander plays
//                   nothing: pass).
//   GRANDE_ACT_HALF c = 1 his left, 2 his right: where a one-section card orders, or where a multi-section
//                   card's free orders go. Text: half:l, half:r.
//   GRANDE_ACT_NOMARCH c = 0 a Command card, 1 a Tactician card: the draw of a 3-star card that gave no
//                   March Move (D.8). Text: draw:command, draw:tactician.
//   GRANDE_ACT_SQUARE  (D.5 La Grande) c = GRANDE_SQ_GIVE 1: the CinC lets a card of his own hand be drawn
//                   at random for the square a corps commander with no card asked for; GRANDE_SQ_REFUSE 0: he
//                   refuses (no square). Kind 47: below napoleonics/actions.ts's 48 (6 kind bits; 55..63 are
//                   taken). Text: square-give, square-refuse.
//   EPIC_PHASE_PICK   the active side takes its second card from the display (after play:<card>)
//   EPIC_PHASE_MARCH  the active side gives March Moves (after both cards' orders, before moving)
//   EPIC_PHASE_GIVE   (4 seats) the CinC hands one of the two cards to his sub-commander (after the pick)
//   EPIC_PHASE_INIT        (D.7) a commander without orders decides whether to roll on initiative
//   EPIC_PHASE_INIT_ROLL   (D.7) chance: his two dice, one node each
//   EPIC_PHASE_INIT_ORDER  (D.7) a unit symbol rolled: he orders one unit of that type in his section
//   EPIC_PHASE_INIT_LOSE   (D.7) a sabre rolled: he takes one block from one of his units
//   GRANDE_PHASE_TO        the CinC hands a card to a corps commander (G_STEP: 0 the hand card, 1 the display card)
//   GRANDE_PHASE_ANSWER    the commander holding slot G_STEP keeps the CinC's card or plays his own
//   GRANDE_PHASE_IDLE      a commander who got nothing plays his own card or passes
//   GRANDE_PHASE_HALF      the holder of the slot about to order picks his half
//   GRANDE_PHASE_NOMARCH   a 3-star card's holder who gave no March Move picks his draw
//   GRANDE_PHASE_CMD_DRAW  chance: a Command card drawn into a corps commander's own hand
//   GRANDE_PHASE_SCOUT_GIVE the CinC gives the Scout's second card to a corps commander
//   GRANDE_PHASE_SQUARE    (D.5) the enemy's turn: a corps commander with no card chose `square`; his CinC
//                          gives (square-give: the SQUARE_CARD chance node draws from the CinC's hand) or
//                          refuses (square-refuse: no square, the melee goes on as accepted). Not in the
//                          isGrandePhase range (it is the melee's own step): ../epic-legal.ts lists the two
//                          answers, ../apply.ts applies them (the melee goes on through battle.ts).
import { Act, Phase } from "../types";

export const EPIC_ACT_PICK: i32 = 56;
export const EPIC_ACT_MARCH: i32 = 57;
export const EPIC_ACT_GIVE: i32 = 58;
export const EPIC_ACT_INIT: i32 = 59;
export const EPIC_ACT_LOSE: i32 = 60;
export const GRANDE_ACT_TO: i32 = 55;
export const GRANDE_ACT_OWN: i32 = 61;
export const GRANDE_ACT_HALF: i32 = 62;
export const GRANDE_ACT_NOMARCH: i32 = 63;
export const GRANDE_ACT_SQUARE: i32 = 47;
export const GRANDE_SQ_REFUSE: i32 = 0;
export const GRANDE_SQ_GIVE: i32 = 1;
export const GRANDE_KEEP: i32 = 126;
export const GRANDE_PASS: i32 = 125;
export const EPIC_NO_PICK: i32 = 127;
export const GIVE_NONE: i32 = 0;
export const GIVE_HAND: i32 = 1;
export const GIVE_DISPLAY: i32 = 2;
export const EPIC_PHASE_FIRST: i32 = 56;
export const EPIC_PHASE_PICK: i32 = 56;
export const EPIC_PHASE_MARCH: i32 = 57;
export const EPIC_PHASE_GIVE: i32 = 58;
export const EPIC_PHASE_INIT: i32 = 59;
export const EPIC_PHASE_INIT_ROLL: i32 = 60;
export const EPIC_PHASE_INIT_ORDER: i32 = 61;
export const EPIC_PHASE_INIT_LOSE: i32 = 62;
export const GRANDE_PHASE_TO: i32 = 63;
export const GRANDE_PHASE_ANSWER: i32 = 64;
export const GRANDE_PHASE_IDLE: i32 = 65;
export const GRANDE_PHASE_HALF: i32 = 66;
export const GRANDE_PHASE_NOMARCH: i32 = 67;
export const GRANDE_PHASE_CMD_DRAW: i32 = 68;
export const GRANDE_PHASE_SCOUT_GIVE: i32 = 69;
export const GRANDE_PHASE_SQUARE: i32 = 70;
/** Is p one of La Grande's phases (D.8, epic/grande-turn.ts)? */
@inline export function isGrandePhase(p: i32): bool { return p >= GRANDE_PHASE_TO && p <= GRANDE_PHASE_SCOUT_GIVE; }
/** Is p one of the initiative phases (D.7, epic/initiative.ts)? */
@inline export function isInitPhase(p: i32): bool { return p >= EPIC_PHASE_INIT && p <= EPIC_PHASE_INIT_LOSE; }
/** The kinds and phases above stay clear of types.ts and of napoleonics/actions.ts (48..51, 40..47). */
export const EPIC_CODES_CLEAR: bool = Act.COUNT <= GRANDE_ACT_SQUARE && Phase.COUNT <= 40;
