// Infantry squares (rules digest C.13): who may form square, the Square track (a card taken at
// random from the hand goes to the track; the state's squares[side][box], state.ts), the limits,
// and leaving square. The skeleton reaches it at named hooks: legal.ts (the defender's `square`
// response and the SQUARE_CARD chance node), chance.ts (the card's weights), apply.ts (forming,
// the card laid), orders.ts (leaving square when ordered, and what it may do then: Fire and Hold;
// command counted from the hand),
// movement.ts (a square does not move), retreat.ts (a square does not retreat: 1 block per flag),
// victory.ts (an eliminated square's card goes back), napoleonics/dice.ts (the 1-die caps).
import { neighbor } from "../../common/geometry";
import {
  unitAt, uHex, uSide, uType, hand, setHand, cGet, C_ATK, C_DEF, C_KIND, SQUARE_BOXES, sqUnit, sqCard, setSq, setPhase,
  setActor, NONE, command, uAdd, UF_MOVED, UF_NOBATTLE,
} from "../state";
import { unitClass, NAP_RULES, NR_BATTALION_MASS, NR_GARRISON, rulesetId, cardHas, CF_RANGED_PLUS1, CF_NOT_ADJACENT } from "../ruleset";
import { fwProtects } from "./fieldworks";
import { terrainAt, ruleOpt, RuleOpt, handSize } from "../scenario";
import { Cls, Ter, Phase, Ruleset, CARD_KIND_COUNT, CHANCE } from "../types";

const K_MELEE: i32 = 1, K_BONUS: i32 = 2; // combat.ts battle kinds (combat.ts sits above this module)

/** The box of the Square track that holds unit u, or -1 (also -1 for every unit outside Napoleonics). */
export function squareBox(s: usize, u: i32): i32 {
  if (rulesetId != Ruleset.NAPOLEONICS) return -1;
  const side = uSide(s, u);
  for (let i = 0; i < SQUARE_BOXES; i++) if (sqUnit(s, side, i) == u) return i;
  return -1;
}
@inline export function inSquare(s: usize, u: i32): bool { return squareBox(s, u) >= 0; }

/** Cards in side's hand. */
export function handCount(s: usize, side: i32): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += hand(s, side, k);
  return n;
}

function freeBox(s: usize, side: i32): i32 {
  const limit = ruleOpt(RuleOpt.NAP_SQUARE_COUNTERS);
  for (let i = 0; i < SQUARE_BOXES && i < limit; i++) if (sqUnit(s, side, i) < 0) return i;
  return -1;
}

/** May the defender of the pending melee form square (C.13)? Infantry attacked in melee by cavalry,
 *  not already in square, not in a town / castle / church / marsh, a free counter, and enough cards
 *  (Battalion Mass needs none). */
export function squareAllowed(s: usize): bool {
  if (rulesetId != Ruleset.NAPOLEONICS) return false;
  const k = cGet(s, C_KIND);
  if (k != K_MELEE && k != K_BONUS) return false;
  const t = cGet(s, C_DEF), a = cGet(s, C_ATK);
  if (unitClass(uType(s, t)) != Cls.LIGHT || unitClass(uType(s, a)) != Cls.MEDIUM) return false;
  if (inSquare(s, t)) return false;
  const ter = terrainAt(uHex(s, t));
  if (ter == Ter.TOWN || ter == Ter.CASTLE || ter == Ter.CHURCH || ter == Ter.MARSH) return false;
  if ((<i32>NAP_RULES[uType(s, t)] & NR_GARRISON) != 0) return false; // a garrison never forms square (D.10)
  if (fwProtects(s, uHex(s, t), uHex(s, a))) return false; // attacked across a field-works side (C.13, C.15)
  const side = uSide(s, t);
  if (freeBox(s, side) < 0) return false;
  if ((<i32>NAP_RULES[uType(s, t)] & NR_BATTALION_MASS) != 0) {
    // Battalion Mass counters are limited to the Austrian starting hand size (C.7)
    let used = 0;
    for (let i = 0; i < SQUARE_BOXES; i++) if (sqUnit(s, side, i) >= 0) used++;
    return used < <i32>handSize[side];
  }
  return handCount(s, side) >= ruleOpt(RuleOpt.NAP_SQUARE_MIN_HAND);
}

/** The defender forms square: Battalion Mass takes a box without a card (returns false: the battle
 *  goes on); otherwise a card is taken at random: the SQUARE_CARD chance node (returns true). */
export function formSquare(s: usize): bool {
  const t = cGet(s, C_DEF);
  const side = uSide(s, t);
  const box = freeBox(s, side);
  if ((<i32>NAP_RULES[uType(s, t)] & NR_BATTALION_MASS) != 0) { setSq(s, side, box, t, -1); return false; }
  setSq(s, side, box, t, -1);
  setPhase(s, Phase.SQUARE_CARD);
  setActor(s, CHANCE);
  return true;
}

/** The side whose hand the SQUARE_CARD chance node draws from. */
export function squareCardSide(s: usize): i32 { return uSide(s, cGet(s, C_DEF)); }

/** The card drawn at random from the hand goes on the square's box of the track. */
export function laySquareCard(s: usize, k: i32): void {
  const t = cGet(s, C_DEF);
  const side = uSide(s, t);
  const box = squareBox(s, t);
  setHand(s, side, k, hand(s, side, k) - 1);
  setSq(s, side, box, t, k);
}

/** Unit u leaves square (ordered out, or eliminated): its card goes back to the hand. */
export function leaveSquare(s: usize, u: i32): void {
  const box = squareBox(s, u);
  if (box < 0) return;
  const side = uSide(s, u);
  const k = sqCard(s, side, box);
  if (k >= 0) setHand(s, side, k, hand(s, side, k) + 1);
  setSq(s, side, box, -1, -1);
}

/** Unit u is ordered by card k (orders.ts): a square leaves square, its card back to the hand (C.13).
 *  Whether it may then move or battle that turn is UNCONFIRMED: rule option NAP_SQUARE_LEAVE_ACTS
 *  (1, default: it acts normally; 0: it neither moves nor battles that turn, like a marched unit),
 *  except under Fire and Hold, whose units "may be ordered out of square and still fire" (C.5). */
export function orderOutOfSquare(s: usize, u: i32, k: i32): void {
  if (!inSquare(s, u)) return;
  leaveSquare(s, u);
  const fireAndHold = cardHas(k, CF_RANGED_PLUS1) && cardHas(k, CF_NOT_ADJACENT);
  if (ruleOpt(RuleOpt.NAP_SQUARE_LEAVE_ACTS) == 0 && !fireAndHold) uAdd(s, u, UF_MOVED | UF_NOBATTLE);
}

/** A square may be ordered (and so leave square) only with no enemy cavalry adjacent (C.13). */
export function mayLeaveSquare(s: usize, u: i32): bool {
  const h = uHex(s, u);
  const side = uSide(s, u);
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const o = unitAt(s, n);
    if (o != NONE && uSide(s, o) != side && unitClass(uType(s, o)) == Cls.MEDIUM) return false;
  }
  return true;
}

/** Cards on side's Square track (they do not count toward command, and conserve the deck). */
export function trackCards(s: usize, side: i32, k: i32): i32 {
  let n = 0;
  for (let i = 0; i < SQUARE_BOXES; i++) if (sqUnit(s, side, i) >= 0 && sqCard(s, side, i) == k) n++;
  return n;
}

/** Command (C.4): Napoleonics counts the cards in hand plus the card being played (cards on the
 *  Square track do not count); Ancients keeps its War Council size (the state's command). */
export function commandOf(s: usize, side: i32): i32 {
  return rulesetId == Ruleset.NAPOLEONICS ? handCount(s, side) + 1 : command(s, side);
}
