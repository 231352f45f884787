// The GM&T Tactician deck as data (rules digest C.17): the card kinds, their copies, timing, effect,
// amount and unit filter. Only the titles of the 50 red cards are known (C.17 lists 14) and one text
// (Short Supply); every other effect here is OUR RECONSTRUCTION, and GRAND_BATTERY and CAVALRY_SCREEN
// are ORIGINAL cards that fill the deck to 50 (docs/rules-coverage.md, C.17). A scenario or the user
// replaces the copies per kind (config.ts NapScen.TACTICIAN_DECK). Read by config.ts (the default
// deck), tactician.ts (effects) and ../nap-flow.ts (playing). Pure data.
//
// A card's timing (TK_TIMING):
//   TT_TURN   played by the active side before its Command card; lasts the turn, for its ordered units
//   TT_GUARD  played the same way; lasts until the end of the enemy's next turn, for the side's units
//             while the enemy is active (defensive cards)
//   TT_NOW    played the same way; its effect happens at once (draws, a unit moved)
// Effects (TK_EFFECT) with TK_AMOUNT and a unit filter (TK_FILTER, TF_* bits all required):
//   TE_MELEE / TE_RANGED / TE_BOTH dice added | TE_BACK dice battling back | TE_IGNORE flags ignored
//   TE_MOVE hexes added to the move | TE_DRAW Tactician cards drawn | TE_RESERVE a friendly unit on its
//   own baseline moves next to a friendly leader | TE_FALL_BACK a friendly unit with an attached leader
//   steps 1 hex toward its baseline | TE_SHORT_SUPPLY any unit not in square, with its leader, goes to
//   a vacant hex of its own baseline in its section (the one printed text, C.17)
import { MAX_TACT_KINDS, setTDeck } from "./extension";

export enum TCard {
  CALL_FORWARD_RESERVES, INFANTRY_FORWARD_LEADER, INSPIRED_INFANTRY_LEADER, LEADER_ORDERS_FALL_BACK,
  LIGHT_INFANTRY_SKIRMISH, BATTLE_BACK_BONUS, INFANTRY_MELEE_LEADER, INFANTRY_RANGED_LEADER, CAVALRY_LEADER,
  HOLD_THE_LINE_LEADER, SAPPER, CAPABLE_TACTICIAN, LEADER_BONUS, SHORT_SUPPLY,
  GRAND_BATTERY,   // ORIGINAL card (not a GM&T title): fills the deck to 50
  CAVALRY_SCREEN,  // ORIGINAL card (not a GM&T title): fills the deck to 50
  COUNT
}

export const TT_TURN: i32 = 0, TT_GUARD: i32 = 1, TT_NOW: i32 = 2;
export const TE_MELEE: i32 = 0, TE_RANGED: i32 = 1, TE_BOTH: i32 = 2, TE_BACK: i32 = 3, TE_IGNORE: i32 = 4,
  TE_MOVE: i32 = 5, TE_DRAW: i32 = 6, TE_RESERVE: i32 = 7, TE_FALL_BACK: i32 = 8, TE_SHORT_SUPPLY: i32 = 9;
export const TF_INF: i32 = 1, TF_CAV: i32 = 2, TF_ART: i32 = 4, TF_LIGHT: i32 = 8, TF_LEADER: i32 = 16, TF_COVER: i32 = 32;

//                                 CFR  IFL  IIL  LOFB LIS  BBB  IML  IRL  CL   HTL  SAP  CT   LB   SS   GB   CS
const TK_COUNT: u8[]  =           [3,   4,   4,   3,   4,   4,   4,   4,   4,   3,   2,   2,   3,   2,   2,   2];
const TK_TIMING: u8[] =           [2,   0,   0,   2,   0,   1,   0,   0,   0,   1,   1,   2,   0,   2,   0,   1];
const TK_EFFECT: u8[] =           [7,   5,   4,   8,   1,   3,   0,   1,   0,   4,   4,   6,   2,   9,   1,   4];
const TK_AMOUNT: u8[] =           [1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   1,   2,   1,   1,   1,   1];
const TK_FILTER: u8[] =           [0,  17,  17,  16,   9,   0,  17,  17,  18,  16,  32,   0,  16,   0,   4,   2];

/** Kinds in the deck (TCard.COUNT, at most MAX_TACT_KINDS). */
export const TACT_KINDS: i32 = TCard.COUNT;
@inline export function tactTiming(k: i32): i32 { return <i32>TK_TIMING[k]; }
@inline export function tactEffect(k: i32): i32 { return <i32>TK_EFFECT[k]; }
@inline export function tactAmount(k: i32): i32 { return <i32>TK_AMOUNT[k]; }
@inline export function tactFilter(k: i32): i32 { return <i32>TK_FILTER[k]; }

/** Fills a state's Tactician deck with the default copies (50 cards). */
export function fillDefaultTactDeck(s: usize): void {
  for (let k = 0; k < MAX_TACT_KINDS; k++) setTDeck(s, k, k < TACT_KINDS ? <i32>TK_COUNT[k] : 0);
}
