// The draw queue and the deck (A.3 step 5, B.5): replacement draws waiting as chance nodes, the
// deck as an unordered multiset of card counts, reshuffles. Used by victory (banner-triggered draws),
// turn and index.ts (the deal); in EPIC a draw with no hand waiting fills the Messenger display (La
// Grande: first the corps commanders' own hands at the deal, napoleonics/seat-block.ts dealCmdCard).
import {
  turn, card, drawQueueLen, setDrawQueueLen, drawQueue, setDrawQueue, hand, setHand, deck, setDeck, discard,
  setDiscard, misc, cGet, cSet, MISC_SCOUT, C_SCOUT1, C_SCOUT2, active,
} from "./state";
import { CARD_KIND_COUNT } from "./types";
import { eGet, eSet, displayCount, setDisplayCount, E_DISPLAY_PENDING } from "./epic/block";
import { dealCmdCard } from "./napoleonics/seat-block";

export function queueDraw(s: usize, side: i32, n: i32): void {
  const q = drawQueueLen(s);
  if (q >= 4) { // merge into the last entry of the same side
    const e = drawQueue(s, 3);
    setDrawQueue(s, 3, e + (n << 1));
    return;
  }
  setDrawQueue(s, q, side | (n << 1));
  setDrawQueueLen(s, q + 1);
}

export function deckSize(s: usize): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += deck(s, k);
  return n;
}

/** Shuffle the discards back into the deck (the deck is an unordered multiset, see docs). */
export function reshuffle(s: usize): void {
  for (let k = 0; k < CARD_KIND_COUNT; k++) { setDeck(s, k, deck(s, k) + discard(s, k)); setDiscard(s, k, 0); }
}

export function popDraw(s: usize): void {
  const n = drawQueueLen(s);
  for (let i = 1; i < n; i++) setDrawQueue(s, i - 1, drawQueue(s, i));
  setDrawQueueLen(s, n - 1);
}

/** The card drawn at a DRAW node goes to the head of the queue. */
export function drawCard(s: usize, k: i32): void {
  if (drawQueueLen(s) == 0) { // La Grande's corps hands at the deal (D.8), else EPIC's Messenger display (turn.ts afterDraws)
    if (!dealCmdCard(s, k)) displayDraw(s, k);
    return;
  }
  const e = drawQueue(s, 0);
  const side = e & 1;
  setDeck(s, k, deck(s, k) - 1);
  setHand(s, side, k, hand(s, side, k) + 1);
  if ((misc(s) & MISC_SCOUT) != 0 && side == active(s)) { // Napoleonics Scout (C.5): remember its two cards
    // (a First Strike replacement drawn for the other side comes first and is not one of them)
    if (cGet(s, C_SCOUT1) == 0) cSet(s, C_SCOUT1, k + 1); else if (cGet(s, C_SCOUT2) == 0) cSet(s, C_SCOUT2, k + 1);
  }
  const left = (e >> 1) - 1;
  if (left <= 0) popDraw(s); else setDrawQueue(s, 0, side | (left << 1));
}

export function handCount(s: usize, side: i32): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += hand(s, side, k);
  return n;
}

/** EPIC (D.3.3): the card drawn goes face up onto the Messenger display. */
function displayDraw(s: usize, k: i32): void {
  setDeck(s, k, deck(s, k) - 1);
  setDisplayCount(s, k, displayCount(s, k) + 1);
  eSet(s, E_DISPLAY_PENDING, eGet(s, E_DISPLAY_PENDING) - 1);
}
