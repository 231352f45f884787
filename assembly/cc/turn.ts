// The turn skeleton (A.3): next turn, end of turn, replacement draws, the phases of a turn (card
// effect, orders, moves, battles) with the skips when nothing is left to decide, and the
// bookkeeping after a move (battle restrictions, camps, marsh checks). Below battle.ts: a battle's
// end calls endBattles here.
import {
  setPhase, active, setActive, setActor, turn, setTurn, card, played, setPlayed, command, setCommand, setLastCard,
  drawQueueLen, drawQueue, unitCount, leaderCount, uSide, uType, uFlags, setUFlags, uAdd, setUMoved, lFlags,
  setLFlags, unitAt, hand, deck, discard, setDiscard, cSet, cSet16, stage, setStage, turnsDone, setTurnsDone, misc,
  setMisc, setRallyLeft, setClassQuota, campsTaken, setCampsTaken, orderMode, C_STEP, C_CONT, C_SPARE, C_LCHECKED,
  NONE, UF_MOVED, UF_NOBATTLE, UF_MUSTCC, UF_SACRED, UF_SHOT2, LF_MOVED, LF_JOINED, LF_SUDDEN_DEATH,
  MISC_CARD_IN_PLAY, MISC_TOP_FIRST,
  MISC_SCOUT, C_SCOUT1, C_SCOUT2, cGet, setHand,
} from "./state";
import {
  isMounted, forestFighter, hasProp, P_AUXILIA, P_WAR_MACHINE, P_WARRIOR, cardHas, CF_COPIES_LAST, CF_RESHUFFLE, CF_SCOUT,
  CF_MOVE_FIRE_MOVE, CF_ROLL_ORDERS, CF_ROLL_RALLY, CF_DOUBLE_TIME,
  terIn, terNoBattleIn, terMarshCheck, wildFace,
} from "./ruleset";
import { terrainAt, ruleOpt, RuleOpt, handGrowSide, handGrowTurns, objectiveSideAt, objectiveBitAt } from "./scenario";
import { Phase, Ter, Face, BOTTOM, TOP, CHANCE, NO_SIDE, NO_CARD, MAX_ACTIONS } from "./types";
import { hasLegalMove, hasLegalBattle, hasLegalOrder, hasRallyTarget } from "./legal";
import { OM_DONE, OM_NONE, PLAIN, sideHasLeader, fallback } from "./orders";
import {
  ST_IDLE, ST_CHECKS, ST_RESUME, RM_CARD, Q_MARSH_U, Q_MARSH_L, enqueue, startRoll, countFace,
} from "./checks";
import { queueDraw, reshuffle, deckSize, popDraw, handCount } from "./deck";
import { endGame, award } from "./victory";
import { commandOf } from "./napoleonics/squares";
import { setupOrders, counterAttackKind, restrictLeadership } from "./orders";
import { CF_COPIES_LAST, CF_ANY_SECTION_LEAD, cardHas as cardHasFlag } from "./ruleset";
import { leadSec, setCard } from "./state";
import { tactOn } from "./napoleonics/config";
import { tPending, setTPending } from "./napoleonics/extension";
import { epicOn, epicCardHas, EC_STAR3, marchMax, displaySize, refillAt, grandeOn, grandeCorpsRedraw } from "./epic/config";
import {
  eGet, eSet, clearTurn, displayTotal, orderSlot, E_STAGE, E_CARD2, E_EFFA, E_EFFB, E_SPILL, E_MARCHA, E_MARCHB, E_MARCH_GIVEN,
  E_DISPLAY_PENDING, E_MARCHI, ST_NONE, ST_A, ST_B, ST_DONE, G_OSLOT, G_NOMARCH, G_CMDDRAW, G_GIFT, G_CARDC,
} from "./epic/block";
import { initBegin } from "./epic/initiative";
import { cmdDealSeat } from "./napoleonics/seat-block";
import { effCard, restoreCard, setSlotEffect } from "./epic/effects";
import { EPIC_PHASE_MARCH, EPIC_PHASE_INIT, EPIC_NO_PICK, GRANDE_PHASE_HALF, GRANDE_PHASE_NOMARCH, GRANDE_PHASE_CMD_DRAW, GRANDE_PHASE_SCOUT_GIVE } from "./epic/actions";
import { slotCard, slotHalf, slotSource, needsHalf, slotCommand } from "./epic/grande-turn";
import { slotCount, slotHolder, seatPass, SD_MARCH } from "./epic/seats";
import { hasMarch, epicLegal } from "./epic-legal";

export function continueDraws(s: usize): void {
  while (drawQueueLen(s) > 0) {
    const e = drawQueue(s, 0);
    if ((e >> 1) == 0) { popDraw(s); continue; }
    if (deckSize(s) == 0) reshuffle(s);
    if (deckSize(s) == 0) { popDraw(s); continue; } // every card is in a hand: nothing to draw
    setPhase(s, Phase.DRAW);
    setActor(s, CHANCE);
    return;
  }
  if ((misc(s) & MISC_SCOUT) != 0) { // Napoleonics Scout (C.5): keep one of the two cards drawn
    if (cGet(s, C_SCOUT2) != 0) { setPhase(s, Phase.SCOUT); setActor(s, active(s)); return; }
    endScout(s); // fewer than 2 cards could be drawn: keep what came
  }
  afterDraws(s);
}

/** The turn's own draws are made: the EPIC Messenger display is refilled (D.3.3, D.6 step 6: after
 *  every other draw), one chance node per card, then the next turn. */
export function afterDraws(s: usize): void {
  if (cmdDealSeat(s) >= 0) { // La Grande's deal (D.8): the corps commanders' own hands, before the display
    if (deckSize(s) == 0) reshuffle(s);
    if (deckSize(s) > 0) { setPhase(s, Phase.DRAW); setActor(s, CHANCE); return; }
  }
  if (epicOn && grandeOn && eGet(s, G_CMDDRAW) != 0) { // La Grande: the no-March Command draws (D.8), before the refill
    if (deckSize(s) == 0) reshuffle(s);
    if (deckSize(s) > 0) { setPhase(s, GRANDE_PHASE_CMD_DRAW); setActor(s, CHANCE); return; }
    eSet(s, G_CMDDRAW, 0); // every card is held: nothing to draw
  }
  if (epicOn && eGet(s, E_DISPLAY_PENDING) > 0) {
    if (deckSize(s) == 0) reshuffle(s);
    if (deckSize(s) > 0) { setPhase(s, Phase.DRAW); setActor(s, CHANCE); return; }
    eSet(s, E_DISPLAY_PENDING, 0); // every card is held: the display stays short
  }
  nextTurn(s);
}

/** Scout's decision is over (or not needed): clear its marks. */
export function endScout(s: usize): void {
  setMisc(s, misc(s) & ~MISC_SCOUT);
  cSet(s, C_SCOUT1, 0);
  cSet(s, C_SCOUT2, 0);
}

/** The Scout player gives up card k, one of the two drawn (C.5); the turn passes. */
export function scoutDiscard(s: usize, k: i32): void {
  const side = active(s);
  setHand(s, side, k, hand(s, side, k) - 1);
  if (epicOn && grandeOn) { // La Grande (D.8): the CinC gives it to a corps commander (grande-flow.ts)
    eSet(s, G_GIFT, k + 1);
    endScout(s);
    setPhase(s, GRANDE_PHASE_SCOUT_GIVE);
    setActor(s, side);
    return;
  }
  setDiscard(s, k, discard(s, k) + 1);
  endScout(s);
  afterDraws(s);
}

export function nextTurn(s: usize): void {
  const t = turn(s);
  if (t == 0) setActive(s, <i32>firstSideOf(s));
  else setActive(s, 1 - active(s));
  setTurn(s, t + 1);
  const maxT = ruleOpt(RuleOpt.MAX_TURNS);
  if (maxT > 0 && t + 1 > maxT) { endGame(s, NO_SIDE); return; }
  setPlayed(s, NO_CARD);
  setStage(s, 0);
  if (handCount(s, active(s)) == 0) { endTurn(s); return; } // nothing to play: the turn passes
  setPhase(s, Phase.PLAY);
  setActor(s, active(s));
}

// the first side is scenario data, copied into the state at setup (MISC_TOP_FIRST)
@inline function firstSideOf(s: usize): i32 { return (misc(s) & MISC_TOP_FIRST) != 0 ? TOP : BOTTOM; }

/** End of turn (A.3 step 5): discard the card, clear the turn's marks, queue the replacement draw. */
export function endTurn(s: usize): void {
  if (epicOn && grandeOn && grandeNoMarch(s)) return; // La Grande: the no-March draw choices first (D.8)
  const side = active(s);
  const p = played(s);
  if (epicOn) restoreCard(s); // the hand card's effect is the turn's last card (Counter Attack)
  if (p != NO_CARD && (misc(s) & MISC_CARD_IN_PLAY) != 0) {
    setMisc(s, misc(s) & ~MISC_CARD_IN_PLAY);
    setDiscard(s, p, discard(s, p) + 1);
    // the last card is what was played, or for Counter Attack the card it became (PLAIN: itself)
    setLastCard(s, side, card(s) >= PLAIN ? p : (cardHas(p, CF_COPIES_LAST) ? card(s) : p));
    if (cardHas(p, CF_RESHUFFLE)) reshuffle(s); // I Am Spartacus: deck and discards are reshuffled
  }
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) { setUFlags(s, u, uFlags(s, u) & UF_SACRED); setUMoved(s, u, 0); }
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) setLFlags(s, l, lFlags(s, l) & LF_SUDDEN_DEATH);
  let draws = p != NO_CARD ? 1 : 0;
  if (p != NO_CARD && cardHas(p, CF_SCOUT)) { // Napoleonics Scout (C.5): draw 2, keep 1
    draws = 2;
    setMisc(s, misc(s) | MISC_SCOUT);
    cSet(s, C_SCOUT1, 0); cSet(s, C_SCOUT2, 0);
  }
  if (epicOn) draws = epicEndTurn(s, side, draws);
  if (side == handGrowSide && turnsDone(s, side) < handGrowTurns) { // hand-size schedule (scenario.ts)
    setCommand(s, side, command(s, side) + 1);
    draws++;
  }
  setTurnsDone(s, side, turnsDone(s, side) + 1);
  cSet16(s, C_LCHECKED, 0); // marsh checks of the next turn's moves are not part of a battle
  queueDraw(s, side, draws);
  cSet(s, C_STEP, ST_IDLE);
  continueDraws(s);
}

/**
 * EPIC end of turn (D.4, D.6): the display card goes to the discards (a Scout among the two cards
 * makes the draw 2-keep-1, an Elan reshuffles), a 3-star card that gave no March Move earns its
 * player a Tactician draw, the turn's EPIC state is cleared and the display refill is queued behind
 * the turn's own draws. Returns the number of Command cards to draw.
 */
function epicEndTurn(s: usize, side: i32, draws0: i32): i32 {
  let draws = draws0;
  if (grandeOn) { // La Grande (D.8): the corps commanders' own cards of slots 2, 3 are discarded; a Scout among them
    for (let i = 2; i < 4; i++) {
      const k = eGet(s, G_CARDC + i - 2) - 1;
      if (k < 0) continue;
      setDiscard(s, k, discard(s, k) + 1);
      eSet(s, G_CARDC + i - 2, 0);
      if (cardHas(k, CF_RESHUFFLE)) reshuffle(s);
      if (cardHas(k, CF_SCOUT) && (misc(s) & MISC_SCOUT) == 0) { draws = 2; setMisc(s, misc(s) | MISC_SCOUT); cSet(s, C_SCOUT1, 0); cSet(s, C_SCOUT2, 0); }
    }
  }
  const b = eGet(s, E_CARD2);
  if (b != NO_CARD && b != EPIC_NO_PICK) {
    setDiscard(s, b, discard(s, b) + 1);
    if (cardHas(b, CF_RESHUFFLE)) reshuffle(s);
    if (cardHas(b, CF_SCOUT) && (misc(s) & MISC_SCOUT) == 0) {
      draws = 2;
      setMisc(s, misc(s) | MISC_SCOUT);
      cSet(s, C_SCOUT1, 0); cSet(s, C_SCOUT2, 0);
    }
  }
  if (tactOn && !grandeOn && eGet(s, E_STAGE) == ST_DONE) { // no March Move given with a 3-star card: a Tactician card (D.4)
    const given = eGet(s, E_MARCH_GIVEN);
    let earned = 0;
    if (epicCardHas(played(s), EC_STAR3) && (given & 1) == 0) earned++;
    if (b != EPIC_NO_PICK && epicCardHas(b, EC_STAR3) && (given & 2) == 0) earned++;
    if (earned > 0) setTPending(s, side, min(15, tPending(s, side) + earned));
  }
  clearTurn(s);
  const shown = displayTotal(s);
  if (shown <= refillAt) eSet(s, E_DISPLAY_PENDING, displaySize - shown);
  return draws;
}

/** The two cards' orders in turn (D.3): after the hand card's, the display card gives its own; after
 *  both, the 3-star cards' March Moves (D.4), then movement. Called by enterMove in stages A and B. */
function epicNextStage(s: usize): void {
  if (grandeOn) { grandeNextStage(s); return; }
  if (eGet(s, E_STAGE) == ST_A) {
    eSet(s, E_EFFA, card(s));
    const b = eGet(s, E_CARD2);
    if (b != NO_CARD && b != EPIC_NO_PICK) {
      eSet(s, E_STAGE, ST_B);
      eSet(s, E_SPILL, 0);
      startCardEffect(s, b);
      return;
    }
  } else eSet(s, E_EFFB, card(s));
  setCard(s, eGet(s, E_EFFA));
  eSet(s, E_STAGE, ST_DONE);
  const b = eGet(s, E_CARD2);
  eSet(s, E_MARCHA, epicCardHas(played(s), EC_STAR3) ? marchMax : 0);
  eSet(s, E_MARCHB, b != EPIC_NO_PICK && epicCardHas(b, EC_STAR3) ? marchMax : 0);
  if (initBegin(s)) { setPhase(s, EPIC_PHASE_INIT); setActor(s, active(s)); return; } // D.7: commanders without orders may roll
  epicMarchOrMove(s);
}

// ---- La Grande (D.8): the slots' orders in turn, the no-March draws ------------------------------------
/** The slot giving orders now starts: its holder picks a half first when the card needs one
 *  (epic/grande-turn.ts needsHalf), then the card's effect (grande-flow.ts and grandeNextStage). */
export function grandeStartSlot(s: usize): void {
  const i = orderSlot(s);
  if (needsHalf(s, i) && slotHalf(s, i) == 0) { setPhase(s, GRANDE_PHASE_HALF); setActor(s, active(s)); return; }
  startCardEffect(s, slotCard(s, i));
}

/** The slot that gave orders is done: the next slot with a card orders; after the last, the March
 *  Moves of every slot's 3-star card, the initiative rolls, then movement. */
function grandeNextStage(s: usize): void {
  const i = orderSlot(s);
  setSlotEffect(s, i, card(s));
  const n = slotCount(s);
  for (let j = i + 1; j < n; j++) {
    if (slotCard(s, j) < 0) continue;
    eSet(s, E_STAGE, ST_B);
    eSet(s, G_OSLOT, j);
    eSet(s, E_SPILL, 0);
    grandeStartSlot(s);
    return;
  }
  setCard(s, eGet(s, E_EFFA));
  eSet(s, E_STAGE, ST_DONE);
  for (let j = 0; j < n; j++) {
    const k = slotCard(s, j);
    eSet(s, j == 0 ? E_MARCHA : j == 1 ? E_MARCHB : E_MARCHI + j - 2, k >= 0 && epicCardHas(k, EC_STAR3) ? marchMax : 0);
  }
  if (initBegin(s)) { setPhase(s, EPIC_PHASE_INIT); setActor(s, active(s)); return; } // D.8: idle commanders with no card may roll
  epicMarchOrMove(s);
}

/** endTurn, La Grande: each slot whose 3-star card gave no March Move draws a Command or a Tactician
 *  card (D.8, seed 3075-3083); true while a holder still has to choose (GRANDE_PHASE_NOMARCH). Without
 *  Tactician cards the draw is a Command card. */
function grandeNoMarch(s: usize): bool {
  const st = eGet(s, G_NOMARCH);
  if ((st & 128) != 0) return (st & 15) != 0;
  let m = 0;
  if (eGet(s, E_STAGE) == ST_DONE) {
    const n = slotCount(s), given = eGet(s, E_MARCH_GIVEN);
    for (let j = 0; j < n; j++) {
      const k = slotCard(s, j);
      if (k >= 0 && epicCardHas(k, EC_STAR3) && (given & (1 << j)) == 0) m |= 1 << j;
    }
  }
  if (!tactOn) { // only Command cards to draw
    for (let j = 0; j < 4; j++) if ((m & (1 << j)) != 0) grandeCmdDraw(s, j);
    m = 0;
  }
  if (grandeCorpsRedraw && eGet(s, E_STAGE) == ST_DONE) { // option: an own card played is replaced (D.8, the other reading)
    const n = slotCount(s);
    for (let j = 0; j < n; j++) if (slotCard(s, j) >= 0 && slotSource(s, j) == 1) grandeCmdDraw(s, j);
  }
  eSet(s, G_NOMARCH, m | 128);
  if (m == 0) return false;
  setPhase(s, GRANDE_PHASE_NOMARCH);
  setActor(s, active(s));
  return true;
}

/** Queues a Command card for the holder of slot j's own hand (drawn by afterDraws, 2 bits a role). */
export function grandeCmdDraw(s: usize, j: i32): void {
  const r = slotHolder(s, j);
  if (r < 1) return;
  const sh = (r - 1) << 1, v = eGet(s, G_CMDDRAW);
  const c = (v >> sh) & 3;
  if (c < 3) eSet(s, G_CMDDRAW, (v & ~(3 << sh)) | ((c + 1) << sh));
}

/** After both cards' orders and any initiative rolls (D.7, epic-flow.ts): the March Moves, or movement. */
export function epicMarchOrMove(s: usize): void {
  if (eGet(s, E_MARCHA) + eGet(s, E_MARCHB) + eGet(s, E_MARCHI) + eGet(s, E_MARCHI + 1) > 0 && hasMarch(s)) {
    setPhase(s, EPIC_PHASE_MARCH);
    setActor(s, active(s));
    // La Grande: the first slot whose holder has a March Move to give starts (no decision for the others)
    if (grandeOn) while (epicLegal(s, changetype<usize>(marchBuf), EPIC_PHASE_MARCH) <= 1 && seatPass(s, SD_MARCH)) { /* next slot */ }
    return;
  }
  enterMove(s);
}
const marchBuf = new StaticArray<i32>(MAX_ACTIONS);

/** Starts the effect of card c just played (Counter Attack resolved to the card it copies; B.6). */
export function startCardEffect(s: usize, c: i32): void {
  const side = active(s);
  let eff = c;
  const copies = cardHasFlag(c, CF_COPIES_LAST);
  if (copies) eff = counterAttackKind(s);
  if (eff == NO_CARD) { setCard(s, c); setupOrders(s, c); enterOrders(s); return; }
  setupOrders(s, eff);
  if (copies && cardHasFlag(eff, CF_ANY_SECTION_LEAD)) restrictLeadership(s, leadSec(s, 1 - side));
  beginCard(s);
}

// ---- phases of a turn ------------------------------------------------------------------------------
/** After the card's orders: movement, unless there is nothing to move (then battles). */
export function enterOrders(s: usize): void {
  if (orderMode(s) == OM_DONE || orderMode(s) == OM_NONE || !hasLegalOrder(s)) { enterMove(s); return; }
  setPhase(s, Phase.ORDER);
  setActor(s, active(s));
}

export function enterMove(s: usize): void {
  if (epicOn) { const st = eGet(s, E_STAGE); if (st == ST_A || st == ST_B) { epicNextStage(s); return; } }
  setPhase(s, Phase.MOVE);
  setActor(s, active(s));
  if (!hasLegalMove(s)) enterBattle(s);
}

export function enterBattle(s: usize): void {
  if (stage(s) == 2) { endTurn(s); return; } // Move-Fire-Move: the second move ends the turn
  setPhase(s, Phase.BATTLE);
  setActor(s, active(s));
  if (cardHas(card(s), CF_MOVE_FIRE_MOVE)) setStage(s, 1);
  if (!hasLegalBattle(s)) endBattles(s);
}

export function endBattles(s: usize): void {
  if (cardHas(card(s), CF_MOVE_FIRE_MOVE) && stage(s) == 1) {
    setStage(s, 2);
    setPhase(s, Phase.MOVE);
    setActor(s, active(s));
    if (!hasLegalMove(s)) endTurn(s);
    return;
  }
  endTurn(s);
}

/** Rally (B.6): after the roll, assign symbols; none assignable -> move on. */
export function enterRally(s: usize): void {
  if (hasRallyTarget(s)) { setPhase(s, Phase.RALLY); setActor(s, active(s)); return; }
  enterMove(s);
}

/** The card-roll (I Am Spartacus, Rally) is complete. */
export function cardRollDone(s: usize): void {
  const l = countFace(s, Face.LIGHT), m = countFace(s, Face.MEDIUM), h = countFace(s, Face.HEAVY);
  const any = countFace(s, wildFace);
  if (cardHas(card(s), CF_ROLL_ORDERS)) {
    setClassQuota(s, 0, l); setClassQuota(s, 1, m); setClassQuota(s, 2, h); setClassQuota(s, 3, any);
    enterOrders(s);
  } else {
    setRallyLeft(s, 0, l); setRallyLeft(s, 1, m); setRallyLeft(s, 2, h); setRallyLeft(s, 3, any);
    enterRally(s);
  }
}

/** Dice of a card that rolls "equal to command" (Elan, Rally: C.5, B.6): the side's hand + 1; La Grande
 *  (D.8) the hand of the slot's card's holder + 1 (a corps commander's own card: his own hand). */
@inline function rollCommand(s: usize): i32 { return epicOn && grandeOn ? slotCommand(s) : commandOf(s, active(s)); }

/** Starts the effect of a played card kind (already resolved for Counter Attack). */
export function beginCard(s: usize): void {
  const k = card(s);
  if (cardHas(k, CF_ROLL_ORDERS)) { startRoll(s, rollCommand(s), RM_CARD); return; }
  if (cardHas(k, CF_ROLL_RALLY)) {
    if (!sideHasLeader(s, active(s))) { fallback(s); enterOrders(s); return; }
    startRoll(s, rollCommand(s), RM_CARD);
    return;
  }
  enterOrders(s);
}

// ---- movement bookkeeping ------------------------------------------------------------------------------
/** After unit u moved `dist` hexes to `to` (B.7, B.12 restrictions on battling after a move).
 *  Returns true when a marsh check was queued: the caller then runs the steps (battle.ts run). */
export function afterUnitMove(s: usize, u: i32, to: i32, dist: i32): bool {
  const t = uType(s, u);
  if (stage(s) == 2) uAdd(s, u, UF_SHOT2);
  else { uAdd(s, u, UF_MOVED); setUMoved(s, u, dist); }
  const ter = terrainAt(to);
  if (terIn(terNoBattleIn, ter) && !forestFighter(t)) uAdd(s, u, UF_NOBATTLE);
  if (ter == Ter.BROKEN && isMounted(t)) uAdd(s, u, UF_NOBATTLE);
  if (hasProp(t, P_AUXILIA) && dist >= 2 && !cardHas(effCard(s, u), CF_DOUBLE_TIME)) uAdd(s, u, UF_NOBATTLE);
  if (hasProp(t, P_WAR_MACHINE)) uAdd(s, u, UF_NOBATTLE);
  if (hasProp(t, P_WARRIOR) && dist >= 2) uAdd(s, u, UF_MUSTCC);
  if (objectiveSideAt(to) == uSide(s, u)) { // objective hexes (scenario.ts): a banner once per hex
    const bit = 1 << objectiveBitAt(to);
    if ((campsTaken(s) & bit) == 0) { setCampsTaken(s, campsTaken(s) | bit); award(s, uSide(s, u), 1); }
  }
  if (terIn(terMarshCheck, ter)) {
    enqueue(s, Q_MARSH_U, u, 1);
    cSet(s, C_SPARE, Phase.MOVE);
    cSet(s, C_CONT, ST_RESUME);
    cSet(s, C_STEP, ST_CHECKS);
    return true; // the caller runs the checks (battle.ts run)
  }
  return false;
}

/** A lone leader ended a move on `to` (B.4): joins a unit there; marsh check (true: run the steps). */
export function afterLeaderMove(s: usize, l: i32, to: i32): bool {
  setLFlags(s, l, lFlags(s, l) | LF_MOVED);
  if (unitAt(s, to) != NONE) setLFlags(s, l, lFlags(s, l) | LF_JOINED);
  else if (terIn(terMarshCheck, terrainAt(to))) {
    enqueue(s, Q_MARSH_L, l, 1);
    cSet(s, C_SPARE, Phase.MOVE);
    cSet(s, C_CONT, ST_RESUME);
    cSet(s, C_STEP, ST_CHECKS);
    return true; // the caller runs the checks (battle.ts run)
  }
  return false;
}
