// The turn and battle state machine (A.3, B.4, B.9, B.10, B.11): everything that happens between
// two decisions. apply.ts performs the chosen action and then calls run(), which advances
// automatic steps (hits, checks, retreat bookkeeping, end of turn) until the next decision or chance
// node. Battle steps live in the combat context (state.ts C_*). Called once per applied action.
import { MAX_HEX, neighbor, hexRow, boardH } from "../common/geometry";
import {
  phase, setPhase, active, setActive, setActor, setWinner, turn, setTurn, card, played, setPlayed, banners, setBanners,
  command, setCommand, setLastCard, drawQueueLen, setDrawQueueLen, drawQueue, setDrawQueue, unitCount, leaderCount,
  uHex, uSide, uType, uBlocks, setUBlocks, uFlags, setUFlags, uHas, uAdd, setUMoved, uAlive, lHex, lSide, lFlags,
  setLFlags, lHas, lAlive, unitAt, leaderAt, placeUnit, placeLeader, attachedLeader, loneLeaderAt, hand, setHand,
  deck, setDeck, discard, setDiscard, cGet, cSet, cGet16, cSet16, cFace, cSetFace, qLen, setQLen, qField, setQField,
  stage, setStage, turnsDone, setTurnsDone, misc, setMisc, setRallyLeft, rallyLeft, setClassQuota, campsTaken,
  setCampsTaken, orderMode,
  C_KIND, C_ATK, C_DEF, C_DEFLEADER, C_STEP, C_NDICE, C_ROLLED, C_FLAGS, C_RETLEFT, C_ORIGIN, C_ROLLER, C_STRUCK,
  C_ATKHEX, C_DEFHEX, C_FACES, C_ROLLMODE, C_RETSTEP, C_CONT, C_ELEPHANT_ROLL, C_LEADERSTEP, C_SPARE, C_LCHECKED, O_COMBAT,
  NONE, GONE, MAX_QUEUE, MAX_FACES, UF_ORDERED, UF_MOVED, UF_BATTLED, UF_NOBATTLE, UF_MUSTCC, UF_SACRED, UF_SHOT2,
  LF_ORDERED, LF_MOVED, LF_JOINED, LF_SCIPIO,
} from "./state";
import { terrainAt, bannersToWin, ruleOpt, RuleOpt, optTrasimenus, optBeneventum, optBaecula, campOwnerAt } from "./scenario";
import { Phase, Card, Unit, Ter, Face, BOTTOM, TOP, CHANCE, TERMINAL, NO_SIDE, NO_CARD, CARD_KIND_COUNT, unitClass, isCavalry, isMounted, isFoot, forestFighter, UNIT_RETREAT } from "./types";
import {
  K_RANGED, K_MELEE, K_BONUS, K_BACK, K_FIRST, K_EVADE, K_LEADER, meleeDice, rangedDice, countHits, hitCount,
  flagCount, helmetCount, elephantRerolls, ignorableFlags, mayEvade,
} from "./combat";
import {
  retreatOptions, evadeReach, leaderEvadeReach, canExit, dests, friendlyLoneLeader, canEvadeMove, escaping, escapeEnemyA,
  escapeEnemyB,
} from "./movement";
import { hasLegalMove, hasLegalBattle, hasLegalOrder, hasRallyTarget, hasBonusTarget, hasExtraHex } from "./legal";
import { OM_DONE, OM_NONE, sideHasLeader, fallback } from "./orders";

// ---- battle steps (C_STEP) ---------------------------------------------------------------------------
export const ST_IDLE: i32 = 0;
export const ST_RESOLVE: i32 = 1;   // the main roll is complete
export const ST_CHECKS: i32 = 2;    // work through the pending check queue, then go to C_CONT
export const ST_FLAGS: i32 = 3;     // flags on the struck unit: ignore decision or retreat
export const ST_RETREAT: i32 = 4;   // next retreat hex
export const ST_AFTER: i32 = 5;     // the strike is over: what follows depends on its kind
export const ST_ADVANCE: i32 = 6;   // momentum advance offered
export const ST_EXTRA: i32 = 7;     // cavalry extra hex offered
export const ST_BONUS: i32 = 8;     // bonus close combat offered
export const ST_RESUME: i32 = 9;    // checks outside a battle (marsh on a move): back to C_SPARE phase
export const ST_DONE: i32 = 10;     // the battle is over

// roll modes (C_ROLLMODE)
export const RM_MAIN: i32 = 0;
export const RM_CHECK: i32 = 1;
export const RM_CARD: i32 = 2;

// origin bits (C_ORIGIN)
export const OR_BONUS: i32 = 1;     // this is a bonus close combat
export const OR_NOBACK: i32 = 2;    // First Strike was played: no battle back
export const OR_RANGED: i32 = 4;    // a lone leader was fired at (not close combat)
export const OR_ADVANCED: i32 = 8;  // the attacker made its momentum advance

// check-queue kinds
export const Q_LHIT: i32 = 0;     // leader whose unit lost blocks and survived: 2 dice, 2 helmets kill
export const Q_LELIM: i32 = 1;    // leader whose unit was eliminated: 1 die, helmet kills, else evade
export const Q_MARSH_U: i32 = 2;  // unit entered a marsh: 1 die, own class symbol costs a block
export const Q_MARSH_L: i32 = 3;  // lone leader entered a marsh: 1 die, helmet kills
export const Q_RAMP_U: i32 = 4;   // elephant rampage against a unit: 2 dice, class symbols hit
export const Q_RAMP_L: i32 = 5;   // elephant rampage against a lone leader: helmet kills, else evade
export const Q_ESCAPE: i32 = 6;   // leader escaping past an enemy unit: its dice, a helmet kills (B.4)
export const Q_LEVADE: i32 = 7;   // leader whose unit was eliminated after his check: no roll, he evades (B.4)

// ---- victory -------------------------------------------------------------------------------------------
@inline export function isOver(s: usize): bool { return phase(s) == Phase.OVER; }

export function endGame(s: usize, win: i32): void {
  setWinner(s, win);
  setPhase(s, Phase.OVER);
  setActor(s, TERMINAL);
}

/** One or more banners to `side` (B.13); ends the game at the scenario's count. */
export function award(s: usize, side: i32, n: i32): void {
  if (isOver(s)) return;
  const b = banners(s, side) + n;
  setBanners(s, side, b);
  if (optBeneventum && side == BOTTOM && b >= 3 && (misc(s) & 1) == 0) {
    setMisc(s, misc(s) | 1);
    setCommand(s, BOTTOM, 6);
    queueDraw(s, BOTTOM, 2);
  }
  if (b >= <i32>bannersToWin[side]) endGame(s, side);
}

/** Removes unit u from the board: a banner to its enemy; an attached leader must check. */
export function eliminateUnit(s: usize, u: i32): void {
  const h = uHex(s, u);
  const side = uSide(s, u);
  placeUnit(s, u, GONE);
  setUBlocks(s, u, 0);
  const l = leaderAt(s, h);
  if (l != NONE) {
    // at most one casualty check per leader and combat sequence (B.4): after it he simply evades
    if ((cGet16(s, C_LCHECKED) & (1 << l)) != 0) enqueue(s, Q_LEVADE, l, 0);
    else { cSet16(s, C_LCHECKED, cGet16(s, C_LCHECKED) | (1 << l)); enqueue(s, Q_LELIM, l, 1); }
  }
  award(s, 1 - side, 1);
}

/** Unit u loses n blocks (hits, blocked retreat, marsh, rampage). Returns true if eliminated. */
export function damage(s: usize, u: i32, n: i32): bool {
  if (n <= 0 || !uAlive(s, u)) return false;
  const b = uBlocks(s, u) - n;
  if (b <= 0) { eliminateUnit(s, u); return true; }
  setUBlocks(s, u, b);
  const l = attachedLeader(s, u);
  // at most one casualty check per leader and combat sequence (B.4)
  if (l != NONE && (cGet16(s, C_LCHECKED) & (1 << l)) == 0) {
    cSet16(s, C_LCHECKED, cGet16(s, C_LCHECKED) | (1 << l));
    enqueue(s, Q_LHIT, l, 2);
  }
  return false;
}

/** A leader is killed: a banner to the enemy; losing Scipio loses Castulo at once. */
export function killLeader(s: usize, l: i32): void {
  const side = lSide(s, l);
  placeLeader(s, l, GONE);
  if (lHas(s, l, LF_SCIPIO)) { endGame(s, 1 - side); return; }
  award(s, 1 - side, 1);
}

// ---- pending checks ----------------------------------------------------------------------------------
export function enqueue(s: usize, kind: i32, piece: i32, dice: i32): void {
  const n = qLen(s);
  if (n >= MAX_QUEUE) return; // cannot happen in play: at most 6 rampage targets + 1 leader
  setQField(s, n, 0, kind);
  setQField(s, n, 1, piece);
  setQField(s, n, 2, dice);
  setQLen(s, n + 1);
}

function dequeue(s: usize): void {
  const n = qLen(s);
  for (let i = 1; i < n; i++) for (let f = 0; f < 4; f++) setQField(s, i - 1, f, qField(s, i, f));
  setQLen(s, n - 1);
}

// ---- dice -----------------------------------------------------------------------------------------------
/** Starts a roll of n dice: a chance node per die. */
export function startRoll(s: usize, n: i32, mode: i32): void {
  if (n > MAX_FACES) n = MAX_FACES;
  cSet(s, C_NDICE, n);
  cSet(s, C_ROLLED, 0);
  cSet(s, C_ROLLMODE, mode);
  setPhase(s, Phase.ROLL);
  setActor(s, CHANCE);
}

/** Applies one die outcome; returns true when the roll is complete. */
export function rollDie(s: usize, face: i32): bool {
  const i = cGet(s, C_ROLLED);
  cSetFace(s, i, face);
  cSet(s, C_ROLLED, i + 1);
  // an elephant re-rolls each sword (B.11)
  if (face == Face.SWORDS && cGet(s, C_ROLLMODE) == RM_MAIN && cGet(s, C_NDICE) < MAX_FACES) {
    const r = cGet(s, C_ROLLER), t = cGet(s, C_STRUCK), k = cGet(s, C_KIND);
    // a sword the target ignores (chariot, foot on a camp) scores nothing and is not re-rolled
    if (k != K_LEADER && elephantRerolls(s, r, t, k) && countFace(s, Face.SWORDS) > swordsIgnoredBy(s, t)) {
      cSet(s, C_NDICE, cGet(s, C_NDICE) + 1);
    }
  }
  return i + 1 >= cGet(s, C_NDICE);
}

/** Sword hits unit t ignores in close combat: 1 for a heavy chariot, 1 for foot on a camp (B.3, B.12). */
function swordsIgnoredBy(s: usize, t: i32): i32 {
  const tt = uType(s, t);
  let n = tt == Unit.HCH ? 1 : 0;
  if (terrainAt(uHex(s, t)) == Ter.CAMP && isFoot(tt)) n++;
  return n;
}

function countFace(s: usize, f: i32): i32 {
  const n = cGet(s, C_ROLLED);
  let c = 0;
  for (let i = 0; i < n; i++) if (cFace(s, i) == f) c++;
  return c;
}

// ---- turn skeleton (A.3) -----------------------------------------------------------------------------
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

function deckSize(s: usize): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += deck(s, k);
  return n;
}

/** Shuffle the discards back into the deck (the deck is an unordered multiset, see docs). */
export function reshuffle(s: usize): void {
  for (let k = 0; k < CARD_KIND_COUNT; k++) { setDeck(s, k, deck(s, k) + discard(s, k)); setDiscard(s, k, 0); }
}

/** Draw phase: chance nodes until the queue is empty, then the next turn starts. */
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
  nextTurn(s);
}

export function popDraw(s: usize): void {
  const n = drawQueueLen(s);
  for (let i = 1; i < n; i++) setDrawQueue(s, i - 1, drawQueue(s, i));
  setDrawQueueLen(s, n - 1);
}

/** The card drawn at a DRAW node goes to the head of the queue. */
export function drawCard(s: usize, k: i32): void {
  const e = drawQueue(s, 0);
  const side = e & 1;
  setDeck(s, k, deck(s, k) - 1);
  setHand(s, side, k, hand(s, side, k) + 1);
  const left = (e >> 1) - 1;
  if (left <= 0) popDraw(s); else setDrawQueue(s, 0, side | (left << 1));
}

function handCount(s: usize, side: i32): i32 {
  let n = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) n += hand(s, side, k);
  return n;
}

function nextTurn(s: usize): void {
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

// the first side is scenario data, copied into the state at setup (misc bit 7 = top first)
@inline function firstSideOf(s: usize): i32 { return (misc(s) & 128) != 0 ? TOP : BOTTOM; }

/** End of turn (A.3 step 5): discard the card, clear the turn's marks, queue the replacement draw. */
export function endTurn(s: usize): void {
  const side = active(s);
  const p = played(s);
  if (p != NO_CARD && (misc(s) & 2) != 0) {
    setMisc(s, misc(s) & ~2);
    setDiscard(s, p, discard(s, p) + 1);
    setLastCard(s, side, card(s) >= Card.COUNT ? p : (p == Card.COUNTER ? card(s) : p));
    if (p == Card.SPARTACUS) reshuffle(s); // I Am Spartacus: deck and discards are reshuffled
  }
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) { setUFlags(s, u, uFlags(s, u) & UF_SACRED); setUMoved(s, u, 0); }
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) setLFlags(s, l, lFlags(s, l) & LF_SCIPIO);
  let draws = p != NO_CARD ? 1 : 0;
  if (optTrasimenus && side == BOTTOM && turnsDone(s, BOTTOM) < 2) {
    setCommand(s, BOTTOM, command(s, BOTTOM) + 1);
    draws++;
  }
  setTurnsDone(s, side, turnsDone(s, side) + 1);
  cSet16(s, C_LCHECKED, 0); // marsh checks of the next turn's moves are not part of a battle
  queueDraw(s, side, draws);
  cSet(s, C_STEP, ST_IDLE);
  continueDraws(s);
}

// ---- phases of a turn ------------------------------------------------------------------------------
/** After the card's orders: movement, unless there is nothing to move (then battles). */
export function enterOrders(s: usize): void {
  if (orderMode(s) == OM_DONE || orderMode(s) == OM_NONE || !hasLegalOrder(s)) { enterMove(s); return; }
  setPhase(s, Phase.ORDER);
  setActor(s, active(s));
}

export function enterMove(s: usize): void {
  setPhase(s, Phase.MOVE);
  setActor(s, active(s));
  if (!hasLegalMove(s)) enterBattle(s);
}

export function enterBattle(s: usize): void {
  if (stage(s) == 2) { endTurn(s); return; } // Move-Fire-Move: the second move ends the turn
  setPhase(s, Phase.BATTLE);
  setActor(s, active(s));
  if (card(s) == Card.MFM) setStage(s, 1);
  if (!hasLegalBattle(s)) endBattles(s);
}

export function endBattles(s: usize): void {
  if (card(s) == Card.MFM && stage(s) == 1) {
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
function cardRollDone(s: usize): void {
  const l = countFace(s, Face.LIGHT), m = countFace(s, Face.MEDIUM), h = countFace(s, Face.HEAVY);
  const any = countFace(s, Face.LEADER);
  if (card(s) == Card.SPARTACUS) {
    setClassQuota(s, 0, l); setClassQuota(s, 1, m); setClassQuota(s, 2, h); setClassQuota(s, 3, any);
    enterOrders(s);
  } else {
    setRallyLeft(s, 0, l); setRallyLeft(s, 1, m); setRallyLeft(s, 2, h); setRallyLeft(s, 3, any);
    enterRally(s);
  }
}

/** Starts the effect of a played card kind (already resolved for Counter Attack). */
export function beginCard(s: usize): void {
  const k = card(s);
  if (k == Card.SPARTACUS) { startRoll(s, command(s, active(s)), RM_CARD); return; }
  if (k == Card.RALLY) {
    if (!sideHasLeader(s, active(s))) { fallback(s); enterOrders(s); return; }
    startRoll(s, command(s, active(s)), RM_CARD);
    return;
  }
  enterOrders(s);
}

// ---- battles ---------------------------------------------------------------------------------------------
/** Declares a battle by unit u against the piece on hex th (B.8, B.9). `bonus`: a bonus close combat. */
export function declareBattle(s: usize, u: i32, th: i32, bonus: bool): void {
  const uh = uHex(s, u);
  let adjacent = false;
  for (let d = 0; d < 6; d++) if (neighbor(uh, d) == th) adjacent = true;
  if (uHas(s, u, UF_BATTLED)) uAdd(s, u, UF_SHOT2); else uAdd(s, u, UF_BATTLED);
  memory.fill(s + O_COMBAT, 0, 42);
  cSet16(s, C_LCHECKED, 0); // a new combat sequence
  cSet(s, C_ATK, u);
  cSet16(s, C_ATKHEX, uh);
  cSet16(s, C_DEFHEX, th);
  cSet(s, C_ORIGIN, bonus ? OR_BONUS : 0);
  cSet(s, C_ROLLER, u);
  const t = unitAt(s, th);
  cSet(s, C_DEF, t);
  if (t == NONE) {
    // a lone leader
    const l = leaderAt(s, th);
    cSet(s, C_DEFLEADER, l);
    cSet(s, C_KIND, K_LEADER);
    cSet(s, C_STRUCK, NONE);
    if (adjacent) startRoll(s, meleeDice(s, u, NONE, K_LEADER), RM_MAIN);
    else { cSet(s, C_ORIGIN, OR_RANGED); startRoll(s, rangedDice(s, u, th), RM_MAIN); }
    return;
  }
  cSet(s, C_DEFLEADER, NONE);
  cSet(s, C_STRUCK, t);
  if (!adjacent) {
    cSet(s, C_KIND, K_RANGED);
    startRoll(s, rangedDice(s, u, th), RM_MAIN);
    return;
  }
  cSet(s, C_KIND, bonus ? K_BONUS : K_MELEE);
  setPhase(s, Phase.RESPOND);
  setActor(s, uSide(s, t));
}

/** Defender's options at RESPOND. */
export function evadeAllowed(s: usize): bool {
  const t = cGet(s, C_DEF), u = cGet(s, C_ATK);
  return mayEvade(s, t, u) && canEvadeMove(s, t);
}
export function firstStrikeAllowed(s: usize): bool {
  return hand(s, uSide(s, cGet(s, C_DEF)), Card.FIRST_STRIKE) > 0;
}

export function respondAccept(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  startRoll(s, meleeDice(s, u, t, cGet(s, C_KIND)), RM_MAIN);
}

export function respondEvade(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  cSet(s, C_KIND, K_EVADE);
  startRoll(s, meleeDice(s, u, t, K_EVADE), RM_MAIN);
}

export function respondFirstStrike(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  const side = uSide(s, t);
  setHand(s, side, Card.FIRST_STRIKE, hand(s, side, Card.FIRST_STRIKE) - 1);
  setDiscard(s, Card.FIRST_STRIKE, discard(s, Card.FIRST_STRIKE) + 1);
  setLastCard(s, side, Card.FIRST_STRIKE);
  queueDraw(s, side, 1); // the First Strike player draws before the active player (B.5)
  cSet(s, C_ORIGIN, cGet(s, C_ORIGIN) | OR_NOBACK);
  cSet(s, C_KIND, K_FIRST);
  cSet(s, C_ROLLER, t);
  cSet(s, C_STRUCK, u);
  startRoll(s, meleeDice(s, t, u, K_FIRST), RM_MAIN);
}

/** The battle is over: back to choosing battles (or the end of turn when none is left). */
function battleDone(s: usize): void {
  cSet(s, C_STEP, ST_IDLE);
  if (isOver(s)) return;
  setPhase(s, Phase.BATTLE);
  setActor(s, active(s));
  if (!hasLegalBattle(s)) endBattles(s);
}

/** Moves unit u (and its attached leader) one hex during a retreat, evade or advance. */
export function shiftUnit(s: usize, u: i32, to: i32): void {
  const from = uHex(s, u);
  const l = leaderAt(s, from);
  placeUnit(s, u, to);
  if (l != NONE && lSide(s, l) == uSide(s, u)) placeLeader(s, l, to);
  if (terrainAt(to) == Ter.MARSH) enqueue(s, Q_MARSH_U, u, 1);
}

/** The roll is complete: hand over to run(). */
export function rollComplete(s: usize): void {
  const mode = cGet(s, C_ROLLMODE);
  if (mode == RM_CARD) { cardRollDone(s); return; }
  if (mode == RM_CHECK) { resolveCheck(s); run(s); return; }
  cSet(s, C_STEP, ST_RESOLVE);
  run(s);
}

function resolveCheck(s: usize): void {
  const kind = qField(s, 0, 0), p = qField(s, 0, 1);
  dequeue(s);
  const helmets = countFace(s, Face.LEADER);
  if (kind == Q_LHIT) {
    if (lAlive(s, p) && helmets >= 2) killLeader(s, p);
  } else if (kind == Q_LELIM || kind == Q_RAMP_L) {
    if (!lAlive(s, p)) return;
    if (helmets >= 1) killLeader(s, p);
    else beginLeaderEvade(s, p);
  } else if (kind == Q_MARSH_L || kind == Q_ESCAPE) {
    if (lAlive(s, p) && helmets >= 1) killLeader(s, p);
  } else if (kind == Q_MARSH_U || kind == Q_RAMP_U) {
    if (!uAlive(s, p)) return;
    damage(s, p, countFace(s, unitClass(uType(s, p))));
  }
}

/** A leader must evade (B.4): its owner decides, unless it has nowhere to go (then it is lost). */
function beginLeaderEvade(s: usize, l: i32): void {
  const n = leaderEvadeReach(s, l);
  if (n == 0 && !canExit) { killLeader(s, l); return; }
  cSet(s, C_LEADERSTEP, l);
  setPhase(s, Phase.LEADER_EVADE);
  setActor(s, lSide(s, l));
}

/** Leader evade decided: dest hex or OFF_BOARD. */
export function leaderEvadeTo(s: usize, dest: i32): void {
  const l = cGet(s, C_LEADERSTEP);
  if (dest >= MAX_HEX) { placeLeader(s, l, GONE); } // left over its own baseline: no banner
  else {
    // forced through enemy units (leader escape, B.4): each one passed rolls its dice at him
    leaderEvadeReach(s, l);
    if (escaping) {
      const a = escapeEnemyA(dest), b = escapeEnemyB(dest);
      const da = a != NONE ? meleeDice(s, a, NONE, K_LEADER) : 0;
      const db = b != NONE ? meleeDice(s, b, NONE, K_LEADER) : 0;
      if (da > 0) enqueue(s, Q_ESCAPE, l, da);
      if (db > 0) enqueue(s, Q_ESCAPE, l, db);
    }
    placeLeader(s, l, dest);
    if (unitAt(s, dest) == NONE && terrainAt(dest) == Ter.MARSH) enqueue(s, Q_MARSH_L, l, 1);
  }
  setPhase(s, Phase.ROLL); // placeholder: run() decides the next node
  run(s);
}

function beginRetreat(s: usize, accepted: i32): void {
  const u = cGet(s, C_STRUCK);
  const r = cGet(s, C_ROLLER);
  let per = <i32>UNIT_RETREAT[uType(s, u)];
  if (cGet(s, C_ELEPHANT_ROLL) != 0 && (isCavalry(uType(s, u)) || uType(s, u) == Unit.HCH)) per += 1;
  cSet(s, C_RETSTEP, per);
  cSet(s, C_RETLEFT, accepted * per);
  if (accepted > 0 && uType(s, u) == Unit.EL) {
    // rampage (B.11): 2 dice against every adjacent unit or lone leader, friend or foe
    const h = uHex(s, u);
    for (let d = 0; d < 6; d++) {
      const n = neighbor(h, d);
      if (n < 0) continue;
      const o = unitAt(s, n);
      if (o != NONE) enqueue(s, Q_RAMP_U, o, 2);
      else if (leaderAt(s, n) != NONE) enqueue(s, Q_RAMP_L, leaderAt(s, n), 2);
    }
    cSet(s, C_CONT, ST_RETREAT);
    cSet(s, C_STEP, ST_CHECKS);
    return;
  }
  cSet(s, C_STEP, ST_RETREAT);
  if (r == 255) return;
}

/** Flags decided: `ignored` of them are ignored. */
export function ignoreFlags(s: usize, ignored: i32): void {
  beginRetreat(s, cGet(s, C_FLAGS) - ignored);
  cSet(s, C_FLAGS, 0);
  setPhase(s, Phase.ROLL);
  run(s);
}

/** One retreat hex chosen (B.10). */
export function retreatTo(s: usize, to: i32): void {
  const u = cGet(s, C_STRUCK);
  const joined = friendlyLoneLeader(s, to, uSide(s, u)) != NONE;
  shiftUnit(s, u, to);
  let left = cGet(s, C_RETLEFT) - 1;
  if (joined) left = 0; // reaching a lone friendly leader ends the retreat; he attaches
  cSet(s, C_RETLEFT, left);
  cSet(s, C_CONT, ST_RETREAT);
  cSet(s, C_STEP, ST_CHECKS);
  setPhase(s, Phase.ROLL);
  run(s);
}

/** Evade destination chosen (B.9). */
export function evadeTo(s: usize, to: i32): void {
  const u = cGet(s, C_DEF);
  const h = uHex(s, u);
  // two hexes back: pass through the middle hex (no stop there)
  shiftUnit(s, u, to);
  if (h == 0xFFFF) return;
  cSet(s, C_CONT, ST_DONE);
  cSet(s, C_STEP, ST_CHECKS);
  setPhase(s, Phase.ROLL);
  run(s);
}

/** Momentum advance / cavalry extra hex into `to`. */
export function advanceTo(s: usize, to: i32): void {
  const u = cGet(s, C_ATK);
  shiftUnit(s, u, to);
  const step = cGet(s, C_STEP);
  const t = terrainAt(to);
  if (t == Ter.FOREST && !forestFighter(uType(s, u))) uAdd(s, u, UF_NOBATTLE);
  if (t == Ter.BROKEN && isMounted(uType(s, u))) uAdd(s, u, UF_NOBATTLE);
  if (step == ST_ADVANCE) {
    cSet(s, C_ORIGIN, cGet(s, C_ORIGIN) | OR_ADVANCED);
    const initial = (cGet(s, C_ORIGIN) & OR_BONUS) == 0;
    const stops = t == Ter.FOREST || t == Ter.MARSH || t == Ter.FORD || t == Ter.BROKEN;
    cSet(s, C_CONT, initial ? (isCavalry(uType(s, u)) && !stops ? ST_EXTRA : ST_BONUS) : ST_DONE);
  } else {
    cSet(s, C_CONT, ST_BONUS);
  }
  cSet(s, C_STEP, ST_CHECKS);
  setPhase(s, Phase.ROLL);
  run(s);
}

/** Decline the optional step offered (advance, extra hex, bonus). */
export function skipStep(s: usize): void {
  const step = cGet(s, C_STEP);
  if (step == ST_ADVANCE) cSet(s, C_STEP, ST_DONE);
  else if (step == ST_EXTRA) cSet(s, C_STEP, ST_BONUS);
  else cSet(s, C_STEP, ST_DONE);
  setPhase(s, Phase.ROLL);
  run(s);
}

/** Runs automatic steps until a decision or chance node is reached. */
export function run(s: usize): void {
  for (let guard = 0; guard < 64; guard++) {
    if (isOver(s)) return;
    // a nested step handed a decision to a player (leader evade, evade destination): wait for it
    const ph = phase(s);
    if (ph == Phase.LEADER_EVADE || ph == Phase.EVADE_TO) return;
    const step = cGet(s, C_STEP);
    if (step == ST_RESOLVE) {
      resolveMain(s);
    } else if (step == ST_CHECKS) {
      if (qLen(s) > 0) {
        const kind = qField(s, 0, 0), p = qField(s, 0, 1);
        // skip checks whose piece is already gone
        const alive = (kind == Q_MARSH_U || kind == Q_RAMP_U) ? uAlive(s, p) : lAlive(s, p);
        if (!alive) { dequeue(s); continue; }
        if (kind == Q_LEVADE) { dequeue(s); beginLeaderEvade(s, p); continue; }
        startRoll(s, qField(s, 0, 2), RM_CHECK);
        return;
      }
      cSet(s, C_STEP, cGet(s, C_CONT));
    } else if (step == ST_FLAGS) {
      const u = cGet(s, C_STRUCK);
      const f = cGet(s, C_FLAGS);
      if (u == NONE || !uAlive(s, u) || f == 0) { cSet(s, C_STEP, ST_AFTER); continue; }
      let k = ignorableFlags(s, u, cGet(s, C_ROLLER));
      if (k > 0) { setPhase(s, Phase.IGNORE); setActor(s, uSide(s, u)); return; }
      cSet(s, C_FLAGS, 0);
      beginRetreat(s, f);
    } else if (step == ST_RETREAT) {
      const u = cGet(s, C_STRUCK);
      const left = cGet(s, C_RETLEFT);
      if (!uAlive(s, u) || left == 0) { cSet(s, C_STEP, ST_AFTER); continue; }
      const n = retreatOptions(s, u, left);
      if (n > 0) { setPhase(s, Phase.RETREAT); setActor(s, uSide(s, u)); return; }
      blockedRetreat(s, u, left);
      cSet(s, C_RETLEFT, 0);
      cSet(s, C_CONT, ST_AFTER);
      cSet(s, C_STEP, ST_CHECKS);
    } else if (step == ST_AFTER) {
      after(s);
    } else if (step == ST_ADVANCE) {
      if (mayAdvance(s)) { setPhase(s, Phase.ADVANCE); setActor(s, active(s)); return; }
      cSet(s, C_STEP, ST_DONE);
    } else if (step == ST_EXTRA) {
      if (hasExtraHex(s)) { setPhase(s, Phase.EXTRA_HEX); setActor(s, active(s)); return; }
      cSet(s, C_STEP, ST_BONUS);
    } else if (step == ST_BONUS) {
      if (mayBonus(s) && hasBonusTarget(s)) { setPhase(s, Phase.BONUS); setActor(s, active(s)); return; }
      cSet(s, C_STEP, ST_DONE);
    } else if (step == ST_RESUME) {
      cSet(s, C_STEP, ST_IDLE);
      const p = cGet(s, C_SPARE);
      if (p == Phase.MOVE) { setPhase(s, Phase.MOVE); setActor(s, active(s)); if (!hasLegalMove(s)) enterBattle(s); }
      return;
    } else if (step == ST_DONE) {
      battleDone(s);
      return;
    } else {
      return;
    }
  }
}

/** The main roll of a strike is complete: apply hits (B.9 step 5) and queue what follows. */
function resolveMain(s: usize): void {
  const kind = cGet(s, C_KIND);
  const r = cGet(s, C_ROLLER);
  const n = cGet(s, C_ROLLED);
  const faces = s + O_COMBAT + C_FACES;
  if (kind == K_LEADER) {
    const l = cGet(s, C_DEFLEADER);
    const helmets = countFace(s, Face.LEADER);
    cSet(s, C_STEP, ST_CHECKS);
    cSet(s, C_CONT, ST_DONE);
    if (!lAlive(s, l)) return;
    if (helmets >= 1) killLeader(s, l);
    else if ((cGet(s, C_ORIGIN) & OR_RANGED) == 0) { beginLeaderEvade(s, l); }
    return;
  }
  const t = cGet(s, C_STRUCK);
  countHits(s, r, t, kind, faces, n);
  cSet(s, C_ELEPHANT_ROLL, uType(s, r) == Unit.EL ? 1 : 0);
  const flags = flagCount;
  damage(s, t, hitCount);
  cSet(s, C_FLAGS, flags);
  cSet(s, C_STEP, ST_CHECKS);
  cSet(s, C_CONT, ST_FLAGS);
  if (helmetCount < 0) return;
}

/** No retreat hex is open (B.10): lose a block per hex; an elephant blocked by pieces hurts them. */
function blockedRetreat(s: usize, u: i32, left: i32): void {
  if (uType(s, u) == Unit.EL) {
    // every blocking piece suffers instead of the elephant: units lose a block per hex,
    // a lone enemy leader is removed ([CCNET-A] elephants: "the 2 blocking units each take 1 loss")
    const h = uHex(s, u);
    const side = uSide(s, u);
    let pieces = 0;
    for (let k = 0; k < 2; k++) {
      const a = rearHex(h, side, k);
      if (a < 0) continue;
      const o = unitAt(s, a);
      if (o != NONE) { damage(s, o, left); pieces++; continue; }
      const l = leaderAt(s, a);
      if (l != NONE && lSide(s, l) != side) { killLeader(s, l); pieces++; }
    }
    if (pieces > 0) return;
  }
  damage(s, u, left);
}

import { rearNeighbor } from "../common/geometry";
@inline function rearHex(h: i32, side: i32, k: i32): i32 { return rearNeighbor(h, side == BOTTOM, k); }

/** What follows a finished strike (B.9 steps 7-8, First Strike, evade). */
function after(s: usize): void {
  const kind = cGet(s, C_KIND);
  const u = cGet(s, C_ATK);
  const t = cGet(s, C_DEF);
  if (kind == K_RANGED || kind == K_LEADER || kind == K_BACK) { cSet(s, C_STEP, ST_DONE); return; }
  if (kind == K_EVADE) {
    if (uAlive(s, t) && uType(s, t) == Unit.WM) {
      // a war machine that evades is taken off the board, giving no banner (B.3)
      placeUnit(s, t, GONE);
      cSet(s, C_STEP, ST_DONE);
      return;
    }
    if (uAlive(s, t)) {
      const n = evadeReach(s, t);
      if (n > 0) { setPhase(s, Phase.EVADE_TO); setActor(s, uSide(s, t)); cSet(s, C_STEP, ST_DONE); return; }
    }
    cSet(s, C_STEP, ST_DONE);
    return;
  }
  if (kind == K_FIRST) {
    if (uAlive(s, u) && uHex(s, u) == cGet16(s, C_ATKHEX) && uAlive(s, t)) {
      cSet(s, C_KIND, (cGet(s, C_ORIGIN) & OR_BONUS) != 0 ? K_BONUS : K_MELEE);
      cSet(s, C_ROLLER, u);
      cSet(s, C_STRUCK, t);
      cSet(s, C_STEP, ST_IDLE); // run() stops: the roll is a chance node
      startRoll(s, meleeDice(s, u, t, cGet(s, C_KIND)), RM_MAIN);
      return;
    }
    cSet(s, C_STEP, ST_DONE);
    return;
  }
  // K_MELEE / K_BONUS: the attacker's strike is over
  const vacated = !uAlive(s, t) || uHex(s, t) != cGet16(s, C_DEFHEX);
  if (vacated) { cSet(s, C_STEP, ST_ADVANCE); return; }
  if ((cGet(s, C_ORIGIN) & OR_NOBACK) == 0 && uAlive(s, u)) {
    cSet(s, C_KIND, K_BACK);
    cSet(s, C_ROLLER, t);
    cSet(s, C_STRUCK, u);
    cSet(s, C_STEP, ST_IDLE); // run() stops: the roll is a chance node
    startRoll(s, meleeDice(s, t, u, K_BACK), RM_MAIN);
    return;
  }
  cSet(s, C_STEP, ST_DONE);
}

/** Momentum advance (B.9): into the vacated hex, if the attacker is able. */
function mayAdvance(s: usize): bool {
  const u = cGet(s, C_ATK);
  if (!uAlive(s, u) || uHex(s, u) != cGet16(s, C_ATKHEX)) return false;
  if (uType(s, u) == Unit.WM) return false;
  const h = cGet16(s, C_DEFHEX);
  if (unitAt(s, h) != NONE) return false;
  const l = leaderAt(s, h);
  if (l != NONE && (lSide(s, l) != uSide(s, u) || attachedLeader(s, u) != NONE)) return false;
  const from = terrainAt(uHex(s, u));
  if ((from == Ter.FORD || from == Ter.MARSH) && uHas(s, u, UF_MOVED)) return false;
  return true;
}

/** Bonus close combat (B.9): warriors, mounted units, foot units with an attached leader. */
function mayBonus(s: usize): bool {
  const u = cGet(s, C_ATK);
  if ((cGet(s, C_ORIGIN) & (OR_BONUS | OR_ADVANCED)) != OR_ADVANCED) return false;
  if (!uAlive(s, u) || uHas(s, u, UF_NOBATTLE)) return false;
  const t = uType(s, u);
  return t == Unit.WA || isMounted(t) || (isFoot(t) && attachedLeader(s, u) != NONE);
}

// ---- movement bookkeeping ------------------------------------------------------------------------------
/** After unit u moved `dist` hexes to `to` (B.7, B.12 restrictions on battling after a move). */
export function afterUnitMove(s: usize, u: i32, to: i32, dist: i32): void {
  const t = uType(s, u);
  if (stage(s) == 2) uAdd(s, u, UF_SHOT2);
  else { uAdd(s, u, UF_MOVED); setUMoved(s, u, dist); }
  const ter = terrainAt(to);
  if (ter == Ter.FOREST && !forestFighter(t)) uAdd(s, u, UF_NOBATTLE);
  if (ter == Ter.BROKEN && isMounted(t)) uAdd(s, u, UF_NOBATTLE);
  if (t == Unit.AX && dist >= 2 && card(s) != Card.DOUBLE) uAdd(s, u, UF_NOBATTLE);
  if (t == Unit.WM) uAdd(s, u, UF_NOBATTLE);
  if (t == Unit.WA && dist >= 2) uAdd(s, u, UF_MUSTCC);
  if (optBaecula && uSide(s, u) == BOTTOM && ter == Ter.CAMP && campOwnerAt(to) == TOP) {
    const bit = 1 << (campIndex(to) & 15);
    if ((campsTaken(s) & bit) == 0) { setCampsTaken(s, campsTaken(s) | bit); award(s, BOTTOM, 1); }
  }
  if (ter == Ter.MARSH) {
    enqueue(s, Q_MARSH_U, u, 1);
    cSet(s, C_SPARE, Phase.MOVE);
    cSet(s, C_CONT, ST_RESUME);
    cSet(s, C_STEP, ST_CHECKS);
    run(s);
  }
}

/** A lone leader ended a move on `to` (B.4): joins a unit there; marsh check. */
export function afterLeaderMove(s: usize, l: i32, to: i32): void {
  setLFlags(s, l, lFlags(s, l) | LF_MOVED);
  if (unitAt(s, to) != NONE) setLFlags(s, l, lFlags(s, l) | LF_JOINED);
  else if (terrainAt(to) == Ter.MARSH) {
    enqueue(s, Q_MARSH_L, l, 1);
    cSet(s, C_SPARE, Phase.MOVE);
    cSet(s, C_CONT, ST_RESUME);
    cSet(s, C_STEP, ST_CHECKS);
    run(s);
  }
}

function campIndex(h: i32): i32 {
  let i = 0;
  for (let x = 0; x < h; x++) if (terrainAt(x) == Ter.CAMP) i++;
  return i;
}

