// The EPIC block of the state (rules digest D.3-D.7), the only module that names its offsets
// (state.ts reserves EPIC_BYTES at the end of the state and gives byte / word access):
//
//   0..31  display[32] u8   the Messenger display: copies per card kind (public to both sides)
//   32     card2            the display card played this turn (NO_CARD: none)
//   33     secA             section bits (active player's view) the hand card is played in: tactic cards; 0 none
//   34     secB             the same for the display card
//   35     stage            ST_* below: which card is giving its orders
//   36     effA             the hand card's effect once its orders are given (PLAIN after a fallback)
//   37     effB             the display card's effect
//   38     spill            section bits Take Command's orders extended into (0: none yet)
//   39     displayPending   display cards still to draw (chance nodes, after the turn's own draws)
//   40     marchA           March Moves left from the hand card   41 marchB: from the display card
//   42     marchGiven       bit 0: the hand card gave a March Move, bit 1: the display card did
//   43     holders          seats (D.7, epic/seats.ts): 2 bits per slot, the role holding it: bits 0..1
//                           slot 0 (the hand card), 2..3 slot 1 (the display card), 4..5 slot 2, 6..7 slot 3
//   44     leadersB u16     slot mark plane 0 of the leaders (bit l): ordered by slot 1 or 3
//   46     unused
//   47     seatDone         seats: the slot acting in each card-by-card step, 2 bits split so that
//                           slot 1 is the old one-bit form: bits 0/1/2 (SD_MARCH / SD_MOVES /
//                           SD_BATTLES) the slot's bit 0, bits 3/4/5 its bit 1
//   48     unitsB[2] u64    slot mark plane 0 of the units (bit u & 63 of word u >> 6): slot 1 or 3
//   64     unitsP1[2] u64   slot mark plane 1 of the units: slot 2 or 3 (the slot = plane0 | plane1 << 1)
//   80     leadersP1 u16    slot mark plane 1 of the leaders
//   82     extraSlots       slots 2..3 in use (0..2): commanders acting on initiative (D.7, epic/initiative.ts)
//   83     initPending      D.7 initiative: bits 0..3 roles still to decide whether to roll
//   84     initDice         bits 0..2 die 1's face, 3..5 die 2's, 6..7 dice rolled (0..2)
//   85     initTodo         bit 0: die 1's result still to carry out, bit 1: die 2's
//   86     marchI[2]        March Moves left from the flags rolled by slot 2, slot 3
//   88..95 unused
//   La Grande (D.8, grandeOn only; epic/grande-turn.ts reads them; zero in every other game):
//   96     G_CARDC          slot 2's card, kind + 1 (0: none; a corps commander's own card)
//   97     G_CARDD          slot 3's card, kind + 1
//   98     G_EFFC           slot 2's effect once its orders are given   99 G_EFFD: slot 3's
//   100    G_SRC            bit i: slot i's card came from its holder's own hand (GrandeSource.OWN)
//   101    G_HALF           2 bits a slot: 0 not chosen, 1 his left, 2 his right (half:)
//   102    G_OSLOT          the slot giving orders while E_STAGE is ST_B (1..3)
//   103    G_STEP           TO: the card handed now (0 the hand card, 1 the display card); ANSWER: the slot
//   104    G_IDLE           bits 1..3: idle commanders still to decide (own card or pass)
//   105    G_NOMARCH        bits 0..3: slots still to choose their no-March draw; bit 7: the choices are made
//   106    G_CMDDRAW        2 bits a role (1..3, bits 2(r-1)): Command cards still to draw into his own hand
//                           (the no-March draw); kept by clearTurn (drawn after the turn's other draws)
//   107    G_GIFT           the Scout card the CinC gives away, kind + 1 (0: none); kept by clearTurn
//   108..111 unused
//
// A slot is one acting card or commander of the turn: slot 0 the hand card, slot 1 the display card,
// slots 2..3 commanders on initiative. A piece's 2-bit slot mark says who ordered it; 0 (no mark)
// is the hand card's, so a 2-seat game writes plane 1 never.
// Everything but the display is turn state, cleared by clearTurn at the end of the turn.
import { epicByte, setEpicByte, epicWord, setEpicWord } from "../state";
import { NO_CARD } from "../types";
import { grandeOn } from "./config";

export const E_CARD2: i32 = 32;
export const E_SECA: i32 = 33;
export const E_SECB: i32 = 34;
export const E_STAGE: i32 = 35;
export const E_EFFA: i32 = 36;
export const E_EFFB: i32 = 37;
export const E_SPILL: i32 = 38;
export const E_DISPLAY_PENDING: i32 = 39;
export const E_MARCHA: i32 = 40;
export const E_MARCHB: i32 = 41;
export const E_MARCH_GIVEN: i32 = 42;
export const E_HOLDERS: i32 = 43;
export const E_SEAT_DONE: i32 = 47;
const E_LEADERSB: i32 = 44;
const E_UNITSB: i32 = 48;
const E_UNITSP1: i32 = 64;
const E_LEADERSP1: i32 = 80;
export const E_EXTRA_SLOTS: i32 = 82;
export const E_INIT_PENDING: i32 = 83;
export const E_INIT_DICE: i32 = 84;
export const E_INIT_TODO: i32 = 85;
export const E_MARCHI: i32 = 86; // slot 2's; 87 slot 3's
export const G_CARDC: i32 = 96;
export const G_EFFC: i32 = 98;
export const G_SRC: i32 = 100;
export const G_HALF: i32 = 101;
export const G_OSLOT: i32 = 102;
export const G_STEP: i32 = 103;
export const G_IDLE: i32 = 104;
export const G_NOMARCH: i32 = 105;
export const G_CMDDRAW: i32 = 106;
export const G_GIFT: i32 = 107;
/** Slots a turn may have: the hand card, the display card, two commanders on initiative. */
export const MAX_SLOTS: i32 = 4;

export const ST_NONE: i32 = 0;  // no card played yet this turn
export const ST_A: i32 = 1;     // the hand card gives its orders
export const ST_B: i32 = 2;     // the display card gives its orders
export const ST_DONE: i32 = 3;  // both cards' orders are given: march moves, moves, battles

@inline export function eGet(s: usize, i: i32): i32 { return epicByte(s, i); }
@inline export function eSet(s: usize, i: i32, v: i32): void { setEpicByte(s, i, v); }
@inline export function displayCount(s: usize, k: i32): i32 { return epicByte(s, k); }
@inline export function setDisplayCount(s: usize, k: i32, v: i32): void { setEpicByte(s, k, v); }

export function displayTotal(s: usize): i32 {
  let n = 0;
  for (let k = 0; k < 32; k++) n += epicByte(s, k);
  return n;
}

/** Was unit u ordered by the display card (slot 1)? */
@inline export function unitB(s: usize, u: i32): bool { return unitSlot(s, u) == 1; }
/** The slot that ordered unit u (0: the hand card's, or not ordered). */
@inline export function unitSlot(s: usize, u: i32): i32 {
  const o = (u >> 6) << 3, b = <u64>(u & 63);
  return <i32>((epicWord(s, E_UNITSB + o) >> b) & 1) | (<i32>((epicWord(s, E_UNITSP1 + o) >> b) & 1) << 1);
}
/** Marks unit u as ordered by slot `slot` (1..3; the marks only grow within a turn). */
export function markUnitSlot(s: usize, u: i32, slot: i32): void {
  const o = (u >> 6) << 3, bit = <u64>1 << <u64>(u & 63);
  if ((slot & 1) != 0) setEpicWord(s, E_UNITSB + o, epicWord(s, E_UNITSB + o) | bit);
  if ((slot & 2) != 0) setEpicWord(s, E_UNITSP1 + o, epicWord(s, E_UNITSP1 + o) | bit);
}
/** The slot that ordered leader l (0: the hand card's, or not ordered). */
export function leaderSlot(s: usize, l: i32): i32 {
  const p1 = epicByte(s, E_LEADERSP1) | (epicByte(s, E_LEADERSP1 + 1) << 8);
  return ((leadersB(s) >> l) & 1) | (((p1 >> l) & 1) << 1);
}
@inline export function unitsBWord(s: usize, w: i32): u64 { return epicWord(s, E_UNITSB + (w << 3)); }
@inline export function markUnitB(s: usize, u: i32): void {
  const i = E_UNITSB + ((u >> 6) << 3);
  setEpicWord(s, i, epicWord(s, i) | (<u64>1 << <u64>(u & 63)));
}
@inline export function leadersB(s: usize): i32 { return epicByte(s, E_LEADERSB) | (epicByte(s, E_LEADERSB + 1) << 8); }
@inline export function markLeaderB(s: usize, l: i32): void {
  const m = leadersB(s) | (1 << l);
  setEpicByte(s, E_LEADERSB, m & 255); setEpicByte(s, E_LEADERSB + 1, m >> 8);
}

/** Marks leader l as ordered by slot `slot` (1..3). */
export function markLeaderSlot(s: usize, l: i32, slot: i32): void {
  if ((slot & 1) != 0) markLeaderB(s, l);
  if ((slot & 2) != 0) {
    const m = epicByte(s, E_LEADERSP1) | (epicByte(s, E_LEADERSP1 + 1) << 8) | (1 << l);
    setEpicByte(s, E_LEADERSP1, m & 255); setEpicByte(s, E_LEADERSP1 + 1, m >> 8);
  }
}

/** The slot giving orders now: 0 in stage A (the hand card), in stage B the display card's (1) or, in
 *  La Grande (D.8), G_OSLOT (1..3). */
export function orderSlot(s: usize): i32 {
  if (epicByte(s, E_STAGE) != ST_B) return 0;
  return grandeOn ? epicByte(s, G_OSLOT) : 1;
}

/** Clears the turn state (everything but the display and the pending display draws). */
export function clearTurn(s: usize): void {
  const pending = epicByte(s, E_DISPLAY_PENDING);
  for (let i = 32; i < 48; i++) setEpicByte(s, i, 0);
  setEpicWord(s, E_UNITSB, 0); setEpicWord(s, E_UNITSB + 8, 0);
  setEpicWord(s, E_UNITSP1, 0); setEpicWord(s, E_UNITSP1 + 8, 0);
  for (let i = E_LEADERSP1; i < 96; i++) setEpicByte(s, i, 0);
  for (let i = G_CARDC; i < G_CMDDRAW; i++) setEpicByte(s, i, 0); // La Grande's turn bytes (G_CMDDRAW, G_GIFT stay)
  setEpicByte(s, E_CARD2, NO_CARD);
  setEpicByte(s, E_DISPLAY_PENDING, pending);
}

/** Copies of card kind k the EPIC pieces hold: on the display, or played from it this turn
 *  (invariants.ts adds them to the card count; 0 when EPIC is off: the block is never written). */
export function epicCardsHeld(s: usize, k: i32): i32 {
  return epicByte(s, k) + (epicByte(s, E_CARD2) == k ? 1 : 0)
    + (epicByte(s, G_CARDC) == k + 1 ? 1 : 0) + (epicByte(s, G_CARDC + 1) == k + 1 ? 1 : 0) // La Grande's slots 2, 3
    + (epicByte(s, G_GIFT) == k + 1 ? 1 : 0); // and the Scout card on its way to a corps commander
}
