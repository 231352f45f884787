// The GM&T / EPIC pieces' place in the flow of a game (rules digest C.16 Guerrilla, C.17 Tactician
// cards, D.9 objective banners): applying their decisions and chance outcomes (codes and phases:
// napoleonics/actions.ts), and what happens after every applied action: objective banners gained and
// lost (start-of-turn kinds at the start of the side's turn), a Guerrilla attempt offered after the
// French card is played, Tactician draws made as chance nodes that interrupt the node they come up
// in and then give it back. Sits above turn.ts and victory.ts (it ends turns and awards banners) and
// below apply.ts, which calls napApply for its codes and napAfterAction after every action (setup.ts
// finishDeal too). Nothing happens unless the scenario configures objectives, Tactician hands or
// Guerrilla tokens: the cost for Ancients is two loads per action.
import {
  phase, setPhase, actor, setActor, active, setActive, turn, banners, setBanners, misc, unitAt, attachedLeader, placeUnit,
  placeLeader, leaderAt, drawQueueLen, drawQueue, setDrawQueue, MISC_CARD_IN_PLAY, MISC_SCOUT, C_SCOUT1, C_TRUMP, cGet, cSet, NONE,
} from "./state";
import { rulesetId, cardHas, CF_SCOUT, CF_ROLL_ORDERS } from "./ruleset";
import { ruleOpt, RuleOpt, bannersToWin } from "./scenario";
import { Act, Phase, Face, Ruleset, CHANCE, NO_SIDE, MAX_ACTIONS, actKind, actA, actB, actC } from "./types";
import { award, isOver } from "./victory";
import { endTurn, endScout } from "./turn";
import {
  X_TURN, X_SAVED_PHASE, X_SAVED_ACTOR, X_TACT_TURN, X_TACT_GUARD, X_TACT_GUARD_SIDE, X_TACT_PLAYED, X_GUERRILLA,
  X_GUERRILLA_CARD, X_TACT_TURNMARK, X_TACT_TARGET, X_TP_TURN, MAX_TACT_KINDS, xGet, xSet, xGet16, xSet16, tHand, setTHand, tDeck, setTDeck, tDiscard, setTDiscard,
  tPending, setTPending, X_MR_DICE, X_MR_PENDING, X_ROLLOFF_DICE, X_ROLLOFF_SABRES, X_ROLLOFF_PENDING, X_LMOVE_TURN,
} from "./napoleonics/extension";
import { mrRecord, mrApply, mrCurrentFace, mrDropCurrent, mrLegal } from "./napoleonics/mother-russia";
import { handCount } from "./napoleonics/squares";
import { tactOn, timePressureSide, guerrillaSide, mrSide, rollOffDice, rollOffTie, rollOffFace, objCount, objKind, objSide, objSoT, ObjKind } from "./napoleonics/config";
import { countObjectiveUnits, objectiveValue, objHolder, objHeld, setObjHeld } from "./napoleonics/objectives";
import { TT_TURN, TT_GUARD, TE_DRAW, tactTiming, tactEffect, tactAmount } from "./napoleonics/tactician-deck";
import { tactDrawSide, isNapPhase, guardResponses } from "./napoleonics/nap-legal";
import {
  NAP_ACT_TACTIC, NAP_ACT_GUERRILLA, NAP_PHASE_TACT_DRAW, NAP_PHASE_GUERRILLA, NAP_PHASE_GUERRILLA_ROLL,
  NAP_PHASE_MR_ROLL, NAP_PHASE_MR_PLACE, NAP_PHASE_ROLLOFF, NAP_PHASE_LEADER_MOVE, NAP_PHASE_LEADER_DISCARD,
  NAP_PHASE_TACT_RESPONSE, NAP_PHASE_TIME_PRESSURE, NAP_ACT_TIME_PRESSURE,
} from "./napoleonics/actions";
import { genLeaderMoves } from "./napoleonics/leader-move";
import { tHandCount } from "./napoleonics/tactician";
import { epicOn } from "./epic/config";
import { tactRole, seatStart, guerrillaMay, guerrillaEarn } from "./epic/seat-hands";
import { takeTact, giveTact, setEffectRole, routeDraws, mrSplit, mrSplitHands, mrNextRoller, guerrillaToken, cmdHandsOn } from "./napoleonics/seat-block";
import { EPIC_PHASE_PICK } from "./epic/actions";

// ---- applying the new codes ----------------------------------------------------------------------
/** Does code belong to napApply (a new kind, or any outcome of a new phase)? */
@inline export function isNapCode(s: usize, code: i32): bool { return actKind(code) >= NAP_ACT_TACTIC || isNapPhase(phase(s)); }

/** Applies a code of napoleonics/actions.ts (known legal). */
export function napApply(s: usize, code: i32): void {
  const k = actKind(code), c = actC(code);
  const p = phase(s);
  if (p == NAP_PHASE_TIME_PRESSURE) { // D.9: 1 banner now, 1 card drawn instead of Scout's 2
    if (k == NAP_ACT_TIME_PRESSURE) takeTimePressure(s);
    resume(s);
    return;
  }
  if (p == NAP_PHASE_TACT_RESPONSE) { // C.17: a card timed for the enemy's turn, in answer to a battle
    if (k == NAP_ACT_TACTIC) {
      playGuard(s, 1 - active(s), c);
      // the response trumps the attacker's turn card for this battle (C.17 "can trump"; option)
      if (xGet(s, X_TACT_TURN) != 0 && ruleOpt(RuleOpt.NAP_TACT_TRUMP) != 0) cSet(s, C_TRUMP, 1);
    }
    resume(s);
    return;
  }
  if (k == NAP_ACT_TACTIC) { playTactician(s, c, actA(code), actB(code)); return; }
  if (p == NAP_PHASE_TACT_DRAW) { drawTactician(s, c); return; }
  if (p == NAP_PHASE_GUERRILLA) {
    if (k == NAP_ACT_GUERRILLA) {
      xSet(s, X_GUERRILLA + guerrillaSide, xGet(s, X_GUERRILLA + guerrillaSide) - 1);
      guerrillaToken(s, -1); // 6 and 8 seats: the deciding player's own token (D.7)
      setPhase(s, NAP_PHASE_GUERRILLA_ROLL);
      setActor(s, CHANCE);
      return;
    }
    guerrillaOver(s, false); // declined
    return;
  }
  if (p == NAP_PHASE_LEADER_MOVE) { // GM&T default action (C.8): a leader moves, then a card is given up
    if (k == Act.SKIP) { resume(s); return; }
    placeLeader(s, leaderAt(s, actA(code)), actB(code));
    setPhase(s, NAP_PHASE_LEADER_DISCARD);
    return;
  }
  if (p == NAP_PHASE_LEADER_DISCARD) {
    const side = active(s);
    setTHand(s, side, c, tHand(s, side, c) - 1);
    setTDiscard(s, c, tDiscard(s, c) + 1);
    resume(s);
    return;
  }
  if (p == NAP_PHASE_ROLLOFF) { // the roll-off for the first player (E.1 #6)
    const left = xGet(s, X_ROLLOFF_DICE);
    const side = left > rollOffDice ? 0 : 1; // bottom's dice first
    if (c == rollOffFace) xSet(s, X_ROLLOFF_SABRES + side, xGet(s, X_ROLLOFF_SABRES + side) + 1);
    xSet(s, X_ROLLOFF_DICE, left - 1);
    if (left > 1) return;
    const b = xGet(s, X_ROLLOFF_SABRES), tp = xGet(s, X_ROLLOFF_SABRES + 1);
    const first = b > tp ? 0 : tp > b ? 1 : rollOffTie;
    resume(s);
    setActive(s, first); // the first turn's side (the hands are dealt: nothing else depends on it)
    setActor(s, first);
    return;
  }
  if (p == NAP_PHASE_MR_ROLL) { // a Mother Russia die (C.16)
    mrRecord(s, c);
    xSet(s, X_MR_DICE, xGet(s, X_MR_DICE) - 1);
    if (xGet(s, X_MR_DICE) == 0) nextMotherRussia(s);
    return;
  }
  if (p == NAP_PHASE_MR_PLACE) { mrApply(s, actA(code), c); nextMotherRussia(s); return; }
  if (p == NAP_PHASE_GUERRILLA_ROLL) {
    if (c == Face.SWORDS) { // sabres: the guerrillas failed (C.16)
      if (ruleOpt(RuleOpt.NAP_GUERRILLA_TOKEN_BACK) != 0) { xSet(s, X_GUERRILLA + guerrillaSide, xGet(s, X_GUERRILLA + guerrillaSide) + 1); guerrillaToken(s, 1); }
      guerrillaOver(s, false);
    } else guerrillaOver(s, true);
  }
}

/** The next Mother Russia result to use (results with nothing to buy are dropped), or the node
 *  the roll interrupted comes back. */
function nextMotherRussia(s: usize): void {
  while (mrCurrentFace(s) >= 0) {
    if (mrLegal(s, changetype<usize>(mrScratch)) > 0) { setPhase(s, NAP_PHASE_MR_PLACE); setActor(s, mrSide); return; }
    mrDropCurrent(s);
  }
  const more = mrNextRoller(s); // 6 and 8 seats: the next player's own roll (D.7)
  if (more > 0) { xSet(s, X_MR_DICE, more); setPhase(s, NAP_PHASE_MR_ROLL); setActor(s, CHANCE); return; }
  resume(s);
}
const mrScratch = new StaticArray<i32>(MAX_ACTIONS);

function playTactician(s: usize, k: i32, a: i32, b: i32): void {
  const side = active(s), role = tactRole(s); // 6 and 8 seats: the seat playing it (epic/seat-hands.ts)
  takeTact(s, side, role, k);
  setTDiscard(s, k, tDiscard(s, k) + 1);
  xSet(s, X_TACT_PLAYED, xGet(s, X_TACT_PLAYED) | (1 << side));
  const tm = tactTiming(k);
  if (tm == TT_TURN) { xSet(s, X_TACT_TURN, k + 1); setEffectRole(s, false, role); return; }
  if (tm == TT_GUARD) { xSet(s, X_TACT_GUARD, k + 1); xSet(s, X_TACT_GUARD_SIDE, side); setEffectRole(s, true, role); return; }
  if (tactEffect(k) == TE_DRAW) { setTPending(s, side, tPending(s, side) + tactAmount(k)); routeDraws(s, side, role, tactAmount(k)); return; }
  // a unit moved by the card (with its attached leader): a = from, b = to
  const u = unitAt(s, a);
  const l = attachedLeader(s, u);
  placeUnit(s, u, b);
  if (l != NONE) placeLeader(s, l, b);
}

/** Time Pressure taken (D.9): a permanent banner; the Scout's two draws become one, nothing to give up. */
function takeTimePressure(s: usize): void {
  const side = timePressureSide;
  const e = drawQueue(s, 0);
  if ((e & 1) == side && (e >> 1) > 1) setDrawQueue(s, 0, e - 2);
  endScout(s);
  award(s, side, 1);
}

/** side plays guard card k in the enemy's turn: in effect for its units until that turn ends. */
function playGuard(s: usize, side: i32, k: i32): void {
  const role = tactRole(s);
  takeTact(s, side, role, k);
  setEffectRole(s, true, role);
  setTDiscard(s, k, tDiscard(s, k) + 1);
  xSet(s, X_TACT_PLAYED, xGet(s, X_TACT_PLAYED) | (1 << side));
  xSet(s, X_TACT_GUARD, k + 1);
  xSet(s, X_TACT_GUARD_SIDE, side);
}

function drawTactician(s: usize, k: i32): void {
  const side = tactDrawSide(s);
  setTDeck(s, k, tDeck(s, k) - 1);
  giveTact(s, side, k); // the side's hand; 6 and 8 seats: the seat the draw is for (epic/seat-hands.ts)
  setTPending(s, side, tPending(s, side) - 1);
  if (!startDraw(s)) resume(s);
}

/** The saved node comes back after an interruption. */
function resume(s: usize): void {
  setPhase(s, xGet(s, X_SAVED_PHASE));
  setActor(s, xGet(s, X_SAVED_ACTOR));
}

/** Sets up the next Tactician draw if one is pending and a card is left (reshuffling the discards
 *  into an empty deck); false when there is none. */
function startDraw(s: usize): bool {
  if (tPending(s, 0) + tPending(s, 1) == 0) return false;
  let left = 0;
  for (let k = 0; k < MAX_TACT_KINDS; k++) left += tDeck(s, k);
  if (left == 0) {
    for (let k = 0; k < MAX_TACT_KINDS; k++) { left += tDiscard(s, k); setTDeck(s, k, tDiscard(s, k)); setTDiscard(s, k, 0); }
  }
  if (left == 0) { setTPending(s, 0, 0); setTPending(s, 1, 0); return false; }
  setPhase(s, NAP_PHASE_TACT_DRAW);
  setActor(s, CHANCE);
  return true;
}

function guerrillaOver(s: usize, cancelled: bool): void {
  const card = xGet(s, X_GUERRILLA_CARD) - 1;
  xSet(s, X_GUERRILLA_CARD, 0);
  if (cancelled) { endTurn(s); return; } // the French card is cancelled and the French turn ends (C.16)
  resume(s);
  cardDraws(s, card);
}

// ---- after every action ----------------------------------------------------------------------------
/** Called by apply.ts after every applied action (code) and by setup.ts when the deal ends (-1). */
export function napAfterAction(s: usize, code: i32): void {
  if (code < 0) seatStart(s); // the deal's end: 6 and 8 seats split the Tactician deal and national items (epic/seat-hands.ts)
  if (rollOffDice > 0 && xGet(s, X_ROLLOFF_PENDING) != 0 && phase(s) == Phase.PLAY) { // before anything else
    xSet(s, X_ROLLOFF_PENDING, 0);
    xSet(s, X_ROLLOFF_DICE, rollOffDice * 2);
    xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
    setPhase(s, NAP_PHASE_ROLLOFF);
    setActor(s, CHANCE);
    return;
  }
  if (objCount > 0 && !isOver(s)) scoreObjectives(s);
  if (rulesetId != Ruleset.NAPOLEONICS || isOver(s)) return;
  // EPIC (D.3): the hand card is out and the display card comes next (phase EPIC_PHASE_PICK): the
  // Guerrilla attempt answers the hand card there (C.16); its Tactician draws come with the pick
  if (epicOn && actKind(code) == Act.PLAY && code >= 0 && phase(s) == EPIC_PHASE_PICK) { cardPlayed(s, actC(code)); return; }
  if (isNapPhase(phase(s))) return;
  if (turn(s) != xGet16(s, X_TACT_TURNMARK) && phase(s) == Phase.PLAY) { // a new turn: the turn's Tactician effects end
    xSet16(s, X_TACT_TURNMARK, turn(s));
    xSet(s, X_TACT_TURN, 0);
    xSet(s, X_TACT_PLAYED, 0);
    if (xGet(s, X_TACT_GUARD) != 0 && xGet(s, X_TACT_GUARD_SIDE) == active(s)) xSet(s, X_TACT_GUARD, 0); // the guard lasted the enemy's turn
  }
  if (tactOn && actKind(code) == Act.BATTLE && code >= 0) { // C.17: the defender may answer with a guard card
    const def = 1 - active(s), u = unitAt(s, actB(code));
    if (guardResponses(s, def, u, changetype<usize>(mrScratch), 0) > 0) {
      xSet16(s, X_TACT_TARGET, actB(code));
      xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
      setPhase(s, NAP_PHASE_TACT_RESPONSE);
      setActor(s, def);
      return;
    }
  }
  if (actKind(code) == Act.PLAY && code >= 0 && cardPlayed(s, actC(code))) return;
  if (mrSide != NO_SIDE && xGet(s, X_MR_PENDING) != 0 && phase(s) == Phase.PLAY) { // Mother Russia, before play (C.16)
    xSet(s, X_MR_PENDING, 0);
    let dice = xGet(s, X_MR_DICE);
    // dice 255: "equal to his Command cards" (C.16): the side's hand; La Grande: each corps commander's own (D.8)
    if (dice == 255 && cmdHandsOn()) dice = mrSplitHands(s, mrSide);
    else dice = mrSplit(s, dice == 255 ? handCount(s, mrSide) : dice); // 6 and 8 seats: each player rolls his own share (D.7), the first now
    xSet(s, X_MR_DICE, dice);
    if (dice > 0) {
      xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
      setPhase(s, NAP_PHASE_MR_ROLL);
      setActor(s, CHANCE);
      return;
    }
  }
  // Time Pressure (D.9): the side's draws after its Scout card, before the first one; not for its winning banner
  if (timePressureSide != NO_SIDE && phase(s) == Phase.DRAW && active(s) == timePressureSide && (misc(s) & MISC_SCOUT) != 0
    && cGet(s, C_SCOUT1) == 0 && xGet16(s, X_TP_TURN) != turn(s) + 1 && drawQueueLen(s) > 0 && (drawQueue(s, 0) & 1) == timePressureSide
    && banners(s, timePressureSide) + 1 < <i32>bannersToWin[timePressureSide]) {
    xSet16(s, X_TP_TURN, turn(s) + 1);
    xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
    setPhase(s, NAP_PHASE_TIME_PRESSURE);
    setActor(s, timePressureSide);
    return;
  }
  // the GM&T leader move (C.8): at the end of the side's turn, before its draw, holding a Tactician card
  if (tactOn && phase(s) == Phase.DRAW && turn(s) > 0 && xGet16(s, X_LMOVE_TURN) != turn(s) && drawQueueLen(s) > 0
    && (drawQueue(s, 0) & 1) == active(s) && tHandCount(s, active(s)) > 0) {
    xSet16(s, X_LMOVE_TURN, turn(s));
    if (genLeaderMoves(s, active(s), changetype<usize>(mrScratch), 0) > 0) {
      xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
      setPhase(s, NAP_PHASE_LEADER_MOVE);
      setActor(s, active(s));
      return;
    }
  }
  if (tactOn && phase(s) != Phase.DEAL && !isNapPhase(phase(s))) {
    const ph = phase(s), ac = actor(s);
    if (startDraw(s)) { xSet(s, X_SAVED_PHASE, ph); xSet(s, X_SAVED_ACTOR, ac); }
  }
}

/** A Command card was just played from the hand: the Guerrilla attempt against it is offered (true:
 *  the node is interrupted), or what the card gives besides its orders comes now (cardDraws). */
function cardPlayed(s: usize, card: i32): bool {
  if (guerrillaSide != NO_SIDE && active(s) == 1 - guerrillaSide && xGet(s, X_GUERRILLA + guerrillaSide) > 0
    && (misc(s) & MISC_CARD_IN_PLAY) != 0 && guerrillaMay(s, card)) { // 6 and 8 seats: a holder in the card's section (D.7)
    xSet(s, X_SAVED_PHASE, phase(s)); xSet(s, X_SAVED_ACTOR, actor(s));
    xSet(s, X_GUERRILLA_CARD, card + 1);
    setPhase(s, NAP_PHASE_GUERRILLA);
    setActor(s, guerrillaSide);
    return true;
  }
  cardDraws(s, card);
  return false;
}

/** What a played Command card gives besides its orders: a Guerrilla token to the Spanish side for a
 *  Scout (C.16; 2 and 4 seats: no limit on Spanish units; 6 and 8 seats: to its holder, with 4+ Spanish
 *  units in his section, D.7, epic/seat-hands.ts; 6 counters in the box), and
 *  Tactician draws (C.17; options NAP_TACT_SCOUT_DRAW, NAP_TACT_ELAN_DRAW). */
function cardDraws(s: usize, card: i32): void {
  if (card < 0) return;
  const side = active(s);
  if (side == guerrillaSide && cardHas(card, CF_SCOUT) && xGet(s, X_GUERRILLA + side) < 6 && guerrillaEarn(s, card)) xSet(s, X_GUERRILLA + side, xGet(s, X_GUERRILLA + side) + 1);
  if (!tactOn || epicOn) return; // EPIC: the pick queues both cards' Tactician draws (epic-flow.ts)
  if (cardHas(card, CF_SCOUT)) setTPending(s, side, tPending(s, side) + ruleOpt(RuleOpt.NAP_TACT_SCOUT_DRAW));
  if (cardHas(card, CF_ROLL_ORDERS)) {
    const n = ruleOpt(RuleOpt.NAP_TACT_ELAN_DRAW);
    setTPending(s, 0, tPending(s, 0) + n); setTPending(s, 1, tPending(s, 1) + n);
  }
}

/** Objective banners (D.9): temporary banners follow their condition at once; start-of-turn kinds
 *  are gained (or grow) only at the start of the side's turn; permanent ones are never returned. */
function scoreObjectives(s: usize): void {
  countObjectiveUnits(s);
  const t = turn(s);
  const sot = t != xGet16(s, X_TURN) && phase(s) == Phase.PLAY;
  if (sot) xSet16(s, X_TURN, t);
  const act = active(s);
  for (let o = 0; o < objCount; o++) {
    const holder = objHolder(s, o), held = objHeld(s, o);
    const sotObj = objSoT[o] != 0;
    if (holder < 2) {
      if (<i32>objKind[o] == ObjKind.PERMANENT) continue; // never returned
      let v = objectiveValue(o, holder);
      if (sotObj && !(sot && holder == act) && v > held) v = held; // grows only at the start of its turn
      if (v < held) setBanners(s, holder, banners(s, holder) - (held - v));
      setObjHeld(s, o, holder, v);
      if (v > held) award(s, holder, v - held);
      if (isOver(s)) return;
      if (v > 0) continue;
    }
    for (let i = 0; i < 2; i++) {
      const side = i == 0 ? act : 1 - act;
      if (<i32>objSide[o] < 2 && <i32>objSide[o] != side) continue;
      if (sotObj && !(sot && side == act)) continue;
      const v = objectiveValue(o, side);
      if (v > 0) { setObjHeld(s, o, side, v); award(s, side, v); break; }
    }
    if (isOver(s)) return;
  }
}
