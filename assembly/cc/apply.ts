// Applying an action (the game contract): applyAction() checks the code against the legal list
// and refuses anything else, leaving the state untouched; applyUnchecked() is the fast path for
// rollouts whose codes come from legalActions(). Chance outcomes are applied the same way.
// Called once per decision or chance outcome.
import { MAX_HEX, hexDistance } from "../common/geometry";
import {
  phase, active, setPlayed, setCard, hand, setHand, unitAt, leaderAt, lHas, placeUnit, placeLeader, setUBlocks,
  uBlocks, uAdd, UF_ORDERED, LF_ORDERED, GONE, NONE, attachedLeader, lSide, uSide, MISC_CARD_IN_PLAY,
} from "./state";
import {
  unitClass, cardHas, CF_COPIES_LAST, CF_ANY_SECTION_LEAD,
} from "./ruleset";
import { Phase, Act, actKind, actA, actB, actC, OFF_BOARD, NO_CARD, MAX_ACTIONS } from "./types";
import { legalActions, allowanceNow, hasLegalMove, hasLegalOrder, enteringReserve, clearLegalCache, legalCacheCheck } from "./legal";
import { unitReach, reachDist, reserveReach } from "./movement";
import { setupOrders, counterAttackKind, orderUnit, orderLeader, restrictLeadership, orderReserve } from "./orders";
import { drawCard } from "./deck";
import { rollDie } from "./checks";
import { award } from "./victory";
import {
  continueDraws, beginCard, enterOrders, enterMove, startCardEffect, enterBattle, endBattles, afterUnitMove, afterLeaderMove, scoutDiscard,
} from "./turn";
import { evadeTo, ignoreFlags, retreatTo, leaderEvadeTo } from "./retreat";
import {
  declareBattle, respondAccept, respondEvade, respondFirstStrike, rollComplete, advanceTo, skipStep, run, continueDeclare,
} from "./battle";
import { setRallyLeft, rallyLeft, uType, misc, setMisc, MISC_CARD_IN_PLAY, leadSec, setLeadSec, unitCount, leaderCount, lHex, secQuota, RESERVE, setPhase, setActor, cGet, C_DEF } from "./state";
import { hasRallyTarget } from "./legal";
import { reachSession, reachNear, reachVoidAll, unitKeptDist } from "./reach-cache";
import { formSquare, laySquareCard, squareAsksCinc } from "./napoleonics/squares";
import { GRANDE_ACT_SQUARE, GRANDE_SQ_GIVE, GRANDE_PHASE_SQUARE } from "./epic/actions";
import { join } from "./napoleonics/combined";
import { leaveGarrison, relieveGarrison } from "./napoleonics/garrisons";
import { garrisonsOn } from "./napoleonics/config";
import { napApply, napAfterAction, isNapCode } from "./nap-flow";
import { epicOn } from "./epic/config";
import { isEpicCode, epicApply, epicPlay, epicSeatPass } from "./epic-flow";
import { multiSeat, seatToAct, SD_MOVES, SD_BATTLES } from "./epic/seats";
import { cmdHandsOn } from "./napoleonics/seat-block";
import { noteOrder } from "./epic/effects";

const legalBuf = new StaticArray<i32>(MAX_ACTIONS);
/** Destinations of the reach calls made only for the distance walked (reachDist). */
const destScratch = new StaticArray<i16>(MAX_HEX);

/** Applies `code` if it is legal here; returns 1, or 0 (state unchanged) if it is not. */
export function applyAction(s: usize, code: i32): i32 {
  const n = legalActions(s, changetype<usize>(legalBuf));
  for (let i = 0; i < n; i++) {
    if (unchecked(legalBuf[i]) == code) { applyUnchecked(s, code); return 1; }
  }
  return 0;
}

/** Applies a code known to be legal. */
export function applyUnchecked(s: usize, code: i32): void { applyStep(s, code); napAfterAction(s, code); } // GM&T / D.9 hook
function applyStep(s: usize, code: i32): void {
  clearLegalCache();
  const k = actKind(code);
  const a = actA(code), b = actB(code), c = actC(code);
  if (reachSession == s) {
    // kept move destinations (reach-cache.ts): a move voids those near its hexes, anything else all
    if (k == Act.MOVE_LEADER) moveVoidsReach(s, a, b);
    else if (k != Act.MOVE || a == OFF_BOARD) reachVoidAll();
    // a unit's move voids them in case Act.MOVE, after its own entry gave the distance walked
  }
  if (k == GRANDE_ACT_SQUARE) { squareAnswer(s, c); return; } // La Grande: the CinC's answer to a square (D.5)
  if (isEpicCode(phase(s), code)) { epicApply(s, phase(s), code); return; } // the EPIC turn (epic-flow.ts)
  if (isNapCode(s, code)) { napApply(s, code); return; } // Napoleonics GM&T / EPIC codes (nap-flow.ts)
  switch (k) {
    case Act.PLAY: {
      const side = active(s);
      setHand(s, side, c, hand(s, side, c) - 1);
      setPlayed(s, c);
      setMisc(s, misc(s) | MISC_CARD_IN_PLAY); // the card is in play until the end of the turn
      setLeadSec(s, side, 0);
      if (epicOn) { epicPlay(s); return; } // EPIC: the display card comes first (epic-flow.ts)
      startCardEffect(s, c);
      return;
    }
    case Act.ORDER: {
      if (a == OFF_BOARD) { orderReserve(s); enterMove(s); return; } // the reserve force (magoAmbush)
      orderUnit(s, unitAt(s, a));
      if (!moreOrders(s)) enterMove(s);
      return;
    }
    case Act.ORDER_LEADER: { orderLeader(s, leaderAt(s, a)); if (!moreOrders(s)) enterMove(s); return; }
    case Act.END_ORDERS: { enterMove(s); return; }
    case Act.RALLY: {
      const u = unitAt(s, a);
      const cls = unitClass(uType(s, u));
      if (rallyLeft(s, cls) > 0) setRallyLeft(s, cls, rallyLeft(s, cls) - 1);
      else setRallyLeft(s, 3, rallyLeft(s, 3) - 1);
      setUBlocks(s, u, uBlocks(s, u) + 1);
      uAdd(s, u, UF_ORDERED);
      if (epicOn) noteOrder(s, u, -1, 0); // EPIC: which card ordered it (epic/effects.ts)
      if (!hasRallyTarget(s)) enterMove(s);
      return;
    }
    case Act.MOVE: {
      if (a == OFF_BOARD) { enterReserve(s, b, c); if (phase(s) == Phase.MOVE) afterMoveStep(s); return; }
      const u = unitAt(s, a);
      const l = attachedLeader(s, u);
      const carry = l != NONE && !lHas(s, l, LF_ORDERED);
      if (b == OFF_BOARD) {
        if (reachSession == s) moveVoidsReach(s, a, b);
        // Castulo: the unit leaves over the enemy baseline and scores a banner
        placeUnit(s, u, GONE);
        if (l != NONE) placeLeader(s, l, carry ? GONE : a);
        award(s, uSide(s, u), 1);
        if (phase(s) == Phase.MOVE) afterMoveStep(s);
        return;
      }
      // distance walked: the shortest legal path (a BFS), 1 when the destination is adjacent
      let dist = 1;
      if (hexDistance(a, b) > 1) {
        const allow = allowanceNow(s, u);
        dist = reachSession == s ? unitKeptDist(u, a, allow, b) : -1;
        if (dist < 0) { unitReach(s, u, allow, destScratch); dist = reachDist(b); }
        else if (legalCacheCheck) { unitReach(s, u, allow, destScratch); if (reachDist(b) != dist) abort(); }
      }
      if (reachSession == s) moveVoidsReach(s, a, b);
      if (garrisonsOn) relieveGarrison(s, b, uSide(s, u)); // Napoleonics garrisons (D.10): entering one removes it
      placeUnit(s, u, b);
      if (carry) placeLeader(s, l, b);
      leaveGarrison(s, u, a); // Napoleonics garrisons (D.10)
      if (afterUnitMove(s, u, b, dist)) run(s);
      if (phase(s) == Phase.MOVE) afterMoveStep(s);
      return;
    }
    case Act.MOVE_LEADER: {
      const l = leaderAt(s, a);
      // a detaching leader leaves its unit; a lone one walks
      placeLeader(s, l, b);
      if (afterLeaderMove(s, l, b)) run(s);
      if (phase(s) == Phase.MOVE) afterMoveStep(s);
      return;
    }
    case Act.END_MOVES: { if (!(epicOn && multiSeat() && epicSeatPass(s, SD_MOVES))) enterBattle(s); return; } // EPIC seats: the other card's holder moves
    case Act.BATTLE: {
      const u = unitAt(s, a);
      declareBattle(s, u, b, phase(s) == Phase.BONUS);
      return;
    }
    case Act.END_BATTLES: { if (!(epicOn && multiSeat() && epicSeatPass(s, SD_BATTLES))) endBattles(s); return; }
    case Act.ACCEPT: { respondAccept(s); return; }
    case Act.EVADE: { respondEvade(s); return; }
    case Act.FIRST_STRIKE: { respondFirstStrike(s, cmdHandsOn() ? seatToAct(s) : -1); return; } // La Grande: the answering seat's own hand (D.8)
    case Act.EVADE_TO: { evadeTo(s, a); run(s); return; }
    case Act.IGNORE: { ignoreFlags(s, c); run(s); return; }
    case Act.RETREAT: { retreatTo(s, a); run(s); return; }
    case Act.LEADER_EVADE: { leaderEvadeTo(s, a); run(s); return; }
    case Act.ADVANCE: { advanceTo(s, a); return; }
    case Act.SKIP: { if (phase(s) == Phase.COMBINE) continueDeclare(s); else skipStep(s); return; }
    case Act.DISCARD: { scoutDiscard(s, c); return; } // C.5 Scout
    case Act.JOIN: { join(s, unitAt(s, a)); continueDeclare(s); return; } // C.14 combined arms
    case Act.DIE: { if (rollDie(s, c)) rollComplete(s); return; }
    case Act.DRAW: {
      if (phase(s) == Phase.SQUARE_CARD) { laySquareCard(s, c); respondAccept(s); return; } // C.13
      drawCard(s, c); continueDraws(s); return;
    }
    case Act.SQUARE: { // C.13; La Grande with the corps hand empty: his CinC is asked first (D.5)
      if (squareAsksCinc(s)) { setPhase(s, GRANDE_PHASE_SQUARE); setActor(s, uSide(s, cGet(s, C_DEF))); return; }
      if (!formSquare(s)) respondAccept(s); // Battalion Mass: no card, the melee goes on
      return;
    }
    default: return;
  }
}

/** La Grande (D.5 [seed 3085-3110]), phase GRANDE_PHASE_SQUARE: the CinC gives (the square forms and
 *  the SQUARE_CARD chance node draws from his hand, squares.ts) or refuses: the unit does not form
 *  square and the melee goes on as accepted ([Interp]: "may ignore the request"; the corps commander,
 *  with no card, has no other answer left but accept: First Strike needs a card of his own and
 *  infantry does not evade). */
function squareAnswer(s: usize, c: i32): void {
  if (c == GRANDE_SQ_GIVE) formSquare(s);
  else respondAccept(s);
}

/** A piece leaves hex a for hex b: kept move destinations near either are void (reach-cache.ts). */
function moveVoidsReach(s: usize, a: i32, b: i32): void {
  reachNear(a, unitCount(s), leaderCount(s));
  reachNear(b, unitCount(s), leaderCount(s));
}

/** Keep the order phase open while any order is still possible. */
@inline function moreOrders(s: usize): bool { return hasLegalOrder(s); }

/** A reserve unit of type `t` enters at `to` (magoAmbush); a waiting leader comes with the first. */
function enterReserve(s: usize, to: i32, t: i32): void {
  const n = unitCount(s);
  let u = -1;
  for (let v = 0; v < n && u < 0; v++) if (uType(s, v) == t && enteringReserve(s, v)) u = v;
  reserveReach(s, u, secQuota(s, 0), destScratch);
  const dist = reachDist(to);
  placeUnit(s, u, to);
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) {
    if (lSide(s, l) == uSide(s, u) && lHex(s, l) == RESERVE) { placeLeader(s, l, to); break; }
  }
  if (afterUnitMove(s, u, to, dist)) run(s);
}

/** After one piece moved: stay in the move phase while something can still move. */
function afterMoveStep(s: usize): void {
  if (!hasLegalMove(s)) enterBattle(s);
}

