// Infantry squares (rules digest C.13): who may form square, the Square track (a card taken at
// random from the hand goes to the track; the state's squares[side][box], state.ts), the limits,
// and leaving square. The skeleton reaches it at named hooks: legal.ts (the defender's `square`
// response and the SQUARE_CARD chance node), chance.ts (the card's weights), apply.ts (forming,
// the card laid), orders.ts (leaving square when ordered, and what it may do then: Fire and Hold;
// command counted from the hand),
// movement.ts (a square does not move), retreat.ts (a square does not retreat: 1 block per flag),
// victory.ts (an eliminated square's card goes back), napoleonics/dice.ts (the 1-die caps).
// La Grande in 8 seats (D.5 / D.8, seat-block.ts cmdHandsOn): the card comes from the hand of the
// corps commander commanding the unit's section, or, when his is empty, from his CinC's (who keeps
// one card at least; that card is laid "sideways": its track byte holds kind | SQ_CINC) and goes back
// where it came from. The CinC is asked first (squareAsksCinc: apply.ts opens the CinC's decision
// GRANDE_PHASE_SQUARE, give or refuse). Everywhere else the hand is the side's, as before.
import { neighbor } from "../../common/geometry";
import {
  unitAt, uHex, uSide, uType, hand, setHand, cGet, C_ATK, C_DEF, C_KIND, SQUARE_BOXES, sqUnit, sqCard, setSq, setPhase,
  setActor, NONE, command, uAdd, UF_MOVED, UF_NOBATTLE,
} from "../state";
import { unitClass, UNIT_RULES, NR_BATTALION_MASS, NR_GARRISON, rulesetId, cardHas, CF_RANGED_PLUS1, CF_NOT_ADJACENT } from "../ruleset";
import { fwProtects } from "./fieldworks";
import { terrainAt, ruleOpt, RuleOpt, handSize } from "../scenario";
import { Cls, Ter, Phase, Ruleset, CARD_KIND_COUNT, CHANCE } from "../types";
import { cmdHandsOn, seatCmd, seatCmdSize, addSeatCmd, takeSeatCmd, unitRole } from "./seat-block";

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

/** Track card bit: the card was lent by the CinC (La Grande) and goes back to the side's hand. */
const SQ_CINC: i32 = 64;

/** La Grande (D.5 / D.8 [seed 3085-3110]): the seat whose hand the card of a square of unit u comes
 *  from: the corps commander commanding u's section while he holds a card, else his CinC (role 0: the
 *  side's hand). Outside La Grande 8 seats the side (its CinC's hand), as in C.13 / D.5. */
export function squareSeat(s: usize, u: i32): i32 {
  const side = uSide(s, u);
  if (!cmdHandsOn()) return side;
  const seat = side + 2 * unitRole(s, u);
  return seatCmdSize(s, seat) > 0 ? seat : side;
}
/** Cards of kind k in the hand the SQUARE_CARD chance node draws from (chance.ts, legal.ts). */
export function squareHand(s: usize, k: i32): i32 { return seatCmd(s, squareSeat(s, cGet(s, C_DEF)), k); }
/** Cards in that hand. */
export function squareHandSize(s: usize): i32 { return seatCmdSize(s, squareSeat(s, cGet(s, C_DEF))); }

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
  if ((<i32>UNIT_RULES[uType(s, t)] & NR_GARRISON) != 0) return false; // a garrison never forms square (D.10)
  if (fwProtects(s, uHex(s, t), uHex(s, a))) return false; // attacked across a field-works side (C.13, C.15)
  const side = uSide(s, t);
  if (freeBox(s, side) < 0) return false;
  if ((<i32>UNIT_RULES[uType(s, t)] & NR_BATTALION_MASS) != 0) {
    // Battalion Mass counters are limited to the Austrian starting hand size (C.7)
    let used = 0;
    for (let i = 0; i < SQUARE_BOXES; i++) if (sqUnit(s, side, i) >= 0) used++;
    return used < <i32>handSize[side];
  }
  const seat = squareSeat(s, t);
  // La Grande: a corps commander gives up any card of his own; the CinC lends one only while he keeps
  // one (D.5), and is asked first (squareAsksCinc)
  if (seat > 1) return true;
  return seatCmdSize(s, seat) >= ruleOpt(RuleOpt.NAP_SQUARE_MIN_HAND);
}

/** La Grande (D.5 [seed 3085-3110]): the defender chose square with his corps commander's hand empty,
 *  so the card must come from the CinC, who "may ignore the request or let a card be drawn at random
 *  from his hand": true when that request is to be put to the CinC (a decision of his seat; apply.ts).
 *  Battalion Mass needs no card, so nobody is asked. Always false outside La Grande 8 seats. */
export function squareAsksCinc(s: usize): bool {
  if (!cmdHandsOn()) return false;
  const t = cGet(s, C_DEF);
  if ((<i32>UNIT_RULES[uType(s, t)] & NR_BATTALION_MASS) != 0) return false;
  return squareSeat(s, t) <= 1;
}

/** The defender forms square: Battalion Mass takes a box without a card (returns false: the battle
 *  goes on); otherwise a card is taken at random: the SQUARE_CARD chance node (returns true). */
export function formSquare(s: usize): bool {
  const t = cGet(s, C_DEF);
  const side = uSide(s, t);
  const box = freeBox(s, side);
  if ((<i32>UNIT_RULES[uType(s, t)] & NR_BATTALION_MASS) != 0) { setSq(s, side, box, t, -1); return false; }
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
  const seat = squareSeat(s, t);
  if (seat > 1) { takeSeatCmd(s, seat, k); setSq(s, side, box, t, k); return; } // La Grande: a corps commander's card
  setHand(s, side, k, hand(s, side, k) - 1);
  setSq(s, side, box, t, cmdHandsOn() ? k | SQ_CINC : k); // La Grande: the CinC's card, laid sideways
}

/** Unit u leaves square (ordered out, or eliminated): its card goes back to the hand. */
export function leaveSquare(s: usize, u: i32): void {
  const box = squareBox(s, u);
  if (box < 0) return;
  const side = uSide(s, u);
  const c = sqCard(s, side, box);
  setSq(s, side, box, -1, -1);
  if (c < 0) return;
  const k = c & ~SQ_CINC;
  // La Grande: a corps commander's card back to the commander of the square's section (the one who
  // gave it: squares do not move; his 8 slots full: the CinC's), a lent card to the CinC
  if (cmdHandsOn() && (c & SQ_CINC) == 0 && addSeatCmd(s, side + 2 * unitRole(s, u), k)) return;
  setHand(s, side, k, hand(s, side, k) + 1);
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
  for (let i = 0; i < SQUARE_BOXES; i++) if (sqUnit(s, side, i) >= 0 && sqCard(s, side, i) >= 0 && (sqCard(s, side, i) & ~SQ_CINC) == k) n++;
  return n;
}

/** Command (C.4): Napoleonics counts the cards in hand plus the card being played (cards on the
 *  Square track do not count); Ancients keeps its War Council size (the state's command). */
export function commandOf(s: usize, side: i32): i32 {
  return rulesetId == Ruleset.NAPOLEONICS ? handCount(s, side) + 1 : command(s, side);
}
