// The Napoleonics extension block of the state (state.ts napx[NAPX_BYTES], at the end of the block):
// the only module that names its offsets. Written by the GM&T / EPIC mechanisms (objectives.ts,
// garrisons.ts, tactician.ts, national.ts) and at setup by config.ts; all zero under Ancients unless
// a scenario configures objectives (then only X_OBJ and X_TURN are used).
//
//   0  obj[16]        per objective: holder + 1 (bits 6..7; 0 none) | banners it gives now (bits 0..5)
//  16  turn u16       the turn whose start-of-turn objectives were scored
//  18  garrison[2]    spare blocks left for garrisons, per side (D.10)
//  20  guerrilla[2]   Guerrilla tokens, per side (C.16)
//  22  tactPending    Tactician draws waiting: bottom bits 0..3, top bits 4..7 (C.17)
//  23  savedPhase     the decision phase a Tactician draw / Guerrilla interrupted
//  24  savedActor
//  25  tactTurn       Tactician card in effect for the active side's turn + 1 (0: none)
//  26  tactGuard      Tactician card in effect for the other side until its next turn ends + 1
//  27  tactGuardSide  the side that played tactGuard
//  28  tactPlayed     bit per side: played a Tactician card this turn
//  29  guerrillaCard  the French card a Guerrilla attempt is about (+1)
//  30  tactTurnMark u16  the turn whose Tactician effects were last reset
//  32  tdeck[16]      Tactician deck: copies left per kind (a multiset, like the Command deck)
//  48  tdiscard[16]
//  64  thand[2][16]   Tactician hands per side (hidden from the other side)
//  96  mrDice         Mother Russia dice left to roll (C.16; 255: as many as the side's Command cards)
//  97  mrResult[6]    Mother Russia results not yet used, per die face (Face order)
// 103  mrPending      1: the Mother Russia roll has yet to start (the first node after the deal)
// 104  fwMarker[4] x 3: hex u16 (0xFFFF: none) | sides u8 — field-works markers placed in play (C.16 sabre)
// 116  rollOffDice    dice left in the roll-off for the first player (E.1 #6): bottom's first, then top's
// 117  rollOffSabres[2]  sabres each side rolled
// 119  rollOffPending 1: the roll-off has yet to start
// 120  leaderMoveTurn u16  the turn whose end offered the GM&T leader move (C.8)
// 122  leaderMoveHex u16   the leader hex chosen, waiting for the card to discard (+1; 0: none)
// 124  tactTarget u16  the hex of the unit an enemy battle targets, while its side may answer (C.17)
// 126  timePressureTurn u16  1 + the turn whose draws offered Time Pressure (D.9)
import { napx, setNapx } from "../state";
import { rngBelow } from "../../common/rng";

export const MAX_OBJECTIVES: i32 = 16;
export const MAX_TACT_KINDS: i32 = 16;
export const OBJ_SIDE_SHIFT: i32 = 6;
export const X_OBJ: i32 = 0;
export const X_TURN: i32 = 16;
export const X_GARRISON: i32 = 18;
export const X_GUERRILLA: i32 = 20;
export const X_TACT_PENDING: i32 = 22;
export const X_SAVED_PHASE: i32 = 23;
export const X_SAVED_ACTOR: i32 = 24;
export const X_TACT_TURN: i32 = 25;
export const X_TACT_GUARD: i32 = 26;
export const X_TACT_GUARD_SIDE: i32 = 27;
export const X_TACT_PLAYED: i32 = 28;
export const X_GUERRILLA_CARD: i32 = 29;
export const X_TACT_TURNMARK: i32 = 30;
export const X_TDECK: i32 = 32;
export const X_TDISCARD: i32 = 48;
export const X_THAND: i32 = 64;
export const X_MR_DICE: i32 = 96;
export const X_MR_RESULT: i32 = 97;
export const X_MR_PENDING: i32 = 103;
export const X_FW_MARKER: i32 = 104;
export const FW_MARKERS: i32 = 4;
export const X_ROLLOFF_DICE: i32 = 116;
export const X_ROLLOFF_SABRES: i32 = 117;
export const X_ROLLOFF_PENDING: i32 = 119;
export const X_LMOVE_TURN: i32 = 120;
export const X_LMOVE_FROM: i32 = 122;
export const X_TACT_TARGET: i32 = 124;
export const X_TP_TURN: i32 = 126;

@inline export function xGet(s: usize, i: i32): i32 { return napx(s, i); }
@inline export function xSet(s: usize, i: i32, v: i32): void { setNapx(s, i, v); }
@inline export function xGet16(s: usize, i: i32): i32 { return napx(s, i) | (napx(s, i + 1) << 8); }
@inline export function xSet16(s: usize, i: i32, v: i32): void { setNapx(s, i, v & 255); setNapx(s, i + 1, (v >> 8) & 255); }

/** Tactician cards of kind k in side's hand. */
@inline export function tHand(s: usize, side: i32, k: i32): i32 { return napx(s, X_THAND + (side << 4) + k); }
@inline export function setTHand(s: usize, side: i32, k: i32, v: i32): void { setNapx(s, X_THAND + (side << 4) + k, v); }
@inline export function tDeck(s: usize, k: i32): i32 { return napx(s, X_TDECK + k); }
@inline export function setTDeck(s: usize, k: i32, v: i32): void { setNapx(s, X_TDECK + k, v); }
/** Takes one Tactician card, drawn uniformly from the Tactician deck's counts with `rng`, out of the
 *  deck and returns its kind (determinization: dealTactFromDeck, ../epic/seat-hands.ts). The deck
 *  must not be empty. */
export function takeTactFromDeck(s: usize, rng: usize): i32 {
  let pool = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) pool += tDeck(s, k);
  let r = <i32>rngBelow(rng, <u32>pool);
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    r -= tDeck(s, k);
    if (r < 0) { setTDeck(s, k, tDeck(s, k) - 1); return k; }
  }
  return -1;
}
/** Moves one Tactician card drawn at random from the deck into side's hand (nap-legal.ts, ../epic/seats.ts). */
export function dealTactFromDeck(s: usize, side: i32, rng: usize): void {
  const k = takeTactFromDeck(s, rng);
  if (k >= 0) setTHand(s, side, k, tHand(s, side, k) + 1);
}
@inline export function tDiscard(s: usize, k: i32): i32 { return napx(s, X_TDISCARD + k); }
@inline export function setTDiscard(s: usize, k: i32, v: i32): void { setNapx(s, X_TDISCARD + k, v); }
/** Tactician draws side still has to make. */
@inline export function tPending(s: usize, side: i32): i32 { return (napx(s, X_TACT_PENDING) >> (side << 2)) & 15; }
@inline export function setTPending(s: usize, side: i32, v: i32): void {
  const sh = side << 2;
  setNapx(s, X_TACT_PENDING, (napx(s, X_TACT_PENDING) & ~(15 << sh)) | ((v & 15) << sh));
}
