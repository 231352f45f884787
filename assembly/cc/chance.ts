// Chance and hidden information (the game contract): outcome probabilities at chance nodes,
// seeded sampling of an outcome, and determinization — resampling everything a viewer cannot
// see (the opponent's hand; the deck order is never stored: the deck is an unordered multiset, so
// a draw is a chance node over the card kinds left, weighted by count). Called by the facade, the
// random-play harness and search.
import { phase, hand, setHand, deck, setDeck, dealFromDeck, cGet, C_NDICE, misc, active, MISC_SCOUT, C_SCOUT1, C_SCOUT2 } from "./state";
import { Phase, Act, Face, CARD_KIND_COUNT, actKind, actC, mkAct } from "./types";
import { rngNext, rngBelow } from "../common/rng";
import { DIE_SIDES, DIE_SIDE_COUNT, faceWeight } from "./ruleset";
import { squareHand, squareHandSize } from "./napoleonics/squares";
import { EPIC_PHASE_INIT_ROLL, GRANDE_PHASE_CMD_DRAW } from "./epic/actions";
import { initChanceDen, initChanceNum, initSample } from "./epic/initiative";
import { napChanceDen, napChanceNum, napSample, napDeterminize, isNapPhase } from "./napoleonics/nap-legal";

/** Denominator of the outcome probabilities at this chance node (0 when not a chance node). */
export function chanceDenominator(s: usize): i32 {
  const p = phase(s);
  if (p == EPIC_PHASE_INIT_ROLL) return initChanceDen(); // EPIC D.7 initiative dice (epic/initiative.ts)
  if (p == GRANDE_PHASE_CMD_DRAW) return deckCards(s); // La Grande (D.8): a Command card into a corps commander's hand
  if (isNapPhase(p)) return napChanceDen(s); // Napoleonics GM&T / EPIC chance nodes
  if (p == Phase.ROLL) return DIE_SIDE_COUNT;
  if (p == Phase.SQUARE_CARD) return squareHandSize(s); // a card at random from the hand (C.13; La Grande: the corps commander's, D.5)
  if (p == Phase.DRAW) return deckCards(s);
  return 0;
}

function deckCards(s: usize): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += deck(s, k);
  return n;
}

/** A card kind drawn from the deck, weighted by its copies. */
function drawSample(s: usize, rng: usize): i32 {
  let r = <i32>rngBelow(rng, <u32>deckCards(s));
  for (let k = 0; k < CARD_KIND_COUNT; k++) { r -= deck(s, k); if (r < 0) return mkAct(Act.DRAW, 0, 0, k); }
  return -1;
}

/** Numerator of the probability of outcome `code` (over chanceDenominator). */
export function chanceNumerator(s: usize, code: i32): i32 {
  const p = phase(s);
  if (p == EPIC_PHASE_INIT_ROLL) return initChanceNum(code);
  if (p == GRANDE_PHASE_CMD_DRAW) return actKind(code) == Act.DRAW ? deck(s, actC(code)) : 0;
  if (isNapPhase(p)) return napChanceNum(s, code);
  if (p == Phase.ROLL && actKind(code) == Act.DIE) return faceWeight(actC(code));
  if (p == Phase.DRAW && actKind(code) == Act.DRAW) return deck(s, actC(code));
  if (p == Phase.SQUARE_CARD && actKind(code) == Act.DRAW) return squareHand(s, actC(code));
  return 0;
}

/** Samples a chance outcome with the generator whose state is at `rng`. */
export function sampleChance(s: usize, rng: usize): i32 {
  const p = phase(s);
  if (p == EPIC_PHASE_INIT_ROLL) return initSample(rng);
  if (p == GRANDE_PHASE_CMD_DRAW) return drawSample(s, rng);
  if (isNapPhase(p)) return napSample(s, rng);
  if (p == Phase.ROLL) return mkAct(Act.DIE, 0, 0, <i32>unchecked(DIE_SIDES[<i32>rngBelow(rng, DIE_SIDE_COUNT)]));
  let r = <i32>rngBelow(rng, <u32>chanceDenominator(s));
  if (p == Phase.SQUARE_CARD) {
    for (let k = 0; k < CARD_KIND_COUNT; k++) { r -= squareHand(s, k); if (r < 0) return mkAct(Act.DRAW, 0, 0, k); }
    return -1;
  }
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    r -= deck(s, k);
    if (r < 0) return mkAct(Act.DRAW, 0, 0, k);
  }
  return -1;
}

/**
 * Resamples what `viewer` cannot see: the opponent's hand is redealt from the pool of cards the
 * viewer has not seen (the deck plus that hand), keeping its size. The viewer's own hand, the
 * discards and everything on the board stay. The deck needs no shuffle (it has no order).
 */
export function determinize(s: usize, viewer: i32, rng: usize): void {
  const opp = 1 - viewer;
  napDeterminize(s, viewer, rng); // Napoleonics: the opponent's Tactician hand (C.17)
  // Scout (Napoleonics C.5): the cards its player is drawing stay in his hand (the decision names them)
  const scout = (misc(s) & MISC_SCOUT) != 0 && active(s) == opp;
  const k1 = scout ? cGet(s, C_SCOUT1) - 1 : -1, k2 = scout ? cGet(s, C_SCOUT2) - 1 : -1;
  if (k1 >= 0) setHand(s, opp, k1, hand(s, opp, k1) - 1);
  if (k2 >= 0) setHand(s, opp, k2, hand(s, opp, k2) - 1);
  let size = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    const h = hand(s, opp, k);
    size += h;
    setDeck(s, k, deck(s, k) + h);
    setHand(s, opp, k, 0);
  }
  for (let i = 0; i < size; i++) dealFromDeck(s, opp, rng);
  if (k1 >= 0) setHand(s, opp, k1, hand(s, opp, k1) + 1);
  if (k2 >= 0) setHand(s, opp, k2, hand(s, opp, k2) + 1);
  if (cGet(s, C_NDICE) < 0) rngNext(rng);
}
