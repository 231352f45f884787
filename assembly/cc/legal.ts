// Legal actions (the game contract): writes the action codes of the node `s` is at into a
// caller-owned buffer and returns the count, in a stable order (the order is part of the
// behaviour lock: perft counts and seeded games depend on it). Also small "is there any ..."
// helpers the flow uses to skip phases with nothing to decide. Called once per decision.
import { MAX_HEX, neighbor, hexDistance, withinBb, neighborsBb } from "../common/geometry";
import { BB_WORDS, bbIntersects, bbCopy, bbAnd, bbAndNot, bbOr, bbIsEmpty } from "../common/bitboard";
import {
  phase, active, card, stage, unitCount, leaderCount, uHex, uSide, uType, uHas, uAlive, uMoved, lHex, lSide, lHas,
  lAlive, unitAt, leaderAt, hand, deck, cGet, cGet16, rallyLeft, attachedLeader, NONE, UF_ORDERED, UF_MOVED,
  UF_BATTLED, UF_NOBATTLE, UF_MUSTCC, UF_SHOT2, LF_ORDERED, LF_MOVED, C_ATK, C_DEF, C_FLAGS, C_STRUCK, C_ROLLER,
  C_LEADERSTEP, C_DEFHEX, C_RETLEFT, RESERVE, secQuota,
  C_SCOUT1, C_SCOUT2,
} from "./state";
import {
  isMissile, cardHas, responseCard, CF_FIRE_TWICE, CF_NO_MELEE, CF_NO_RANGED, CF_MOVE_FIRE_MOVE, CF_RESPONSE,
  faceWeight,
} from "./ruleset";
import { impassable, ruleOpt, RuleOpt, hasReserves } from "./scenario";
import {
  reachSession, unitKept, unitKeptN, unitKeptDest, unitKeptExit, keepUnit, keepUnitDest, leaderKept, leaderKeptN,
  leaderKeptDest, keepLeader, keepLeaderDest, setReachSession,
} from "./reach-cache";
import { Phase, Act, Face, mkAct, actKind, OFF_BOARD, CARD_KIND_COUNT, MAX_ACTIONS } from "./types";
import {
  unitReach, reachDist, leaderReach, moveAllowance, canEvadeMove, evadeReach, retreatOptions, leaderEvadeReach, reserveReach,
  reachCount, reachExits,
} from "./movement";
import { lineOfSight, rangeOf, rangedDice, ignorableFlags, mayEvade } from "./combat";
import { mayOrderUnit, mayOrderLeader, rallyEligible, prepareOrders, mayOrderReserve, mayOrderSectionUnit, OM_SECTION } from "./orders";
import { squareAllowed, squareHand } from "./napoleonics/squares";
import { sideUnitsWord, unitOfLsb, sideLeaders } from "./pieces";
import { orderedWord, unitsBb, leadersBb, orderMode } from "./state";
import { mayJoin } from "./napoleonics/combined";
import { napLegal, napPlayExtras, isNapPhase } from "./napoleonics/nap-legal";
import { napOrderExtras } from "./epic/seat-hands";
import { effCard } from "./epic/effects";
import { epicOn } from "./epic/config";
import { EPIC_PHASE_FIRST } from "./epic/actions";
import { multiSeat, seatFilter, seatToAct, seesOwnHand, SD_MOVES, SD_BATTLES } from "./epic/seats";
import { cmdHandsOn, seatCmd } from "./napoleonics/seat-block";
import { epicLegal, epicHandCardOk } from "./epic-legal";

/** A scratch bitboard (battle targets). */
const bbScratch = new StaticArray<u64>(BB_WORDS);
/** Destination hexes of the reach functions (movement.ts writes them here). */
const dests = new StaticArray<i16>(MAX_HEX);

// ---- movement ---------------------------------------------------------------------------------
/** Allowance of unit u now (Move-Fire-Move second move: what is left, or full by rule option). */
export function allowanceNow(s: usize, u: i32): i32 {
  if (stage(s) == 2) {
    if (uHas(s, u, UF_SHOT2)) return 0;
    const full = moveAllowance(s, u);
    return ruleOpt(RuleOpt.MFM_SECOND_MOVE_FULL) != 0 ? full : full - uMoved(s, u);
  }
  if (uHas(s, u, UF_MOVED)) return 0;
  return moveAllowance(s, u);
}

function canMoveUnit(s: usize, u: i32): bool {
  return uAlive(s, u) && uSide(s, u) == active(s) && uHas(s, u, UF_ORDERED);
}
function canMoveLeader(s: usize, l: i32): bool {
  return lAlive(s, l) && lSide(s, l) == active(s) && lHas(s, l, LF_ORDERED) && !lHas(s, l, LF_MOVED) && stage(s) != 2;
}

function genMoves(s: usize, out: usize, n: i32): i32 {
  // only the active side's ordered units can move (pieces.ts): the same units in the same order
  const side = active(s);
  for (let w = 0; w < 2; w++) {
   let bits = orderedWord(s, w) & sideUnitsWord(s, side, w);
   while (bits != 0) {
    const u = unitOfLsb(w, bits);
    bits &= bits - 1;
    if (!canMoveUnit(s, u)) continue;
    const a = allowanceNow(s, u);
    if (a <= 0) continue;
    const h = uHex(s, u);
    const session = reachSession == s;
    if (session && unitKept(u, h, a)) {
      // unchanged since the last move of this phase (reach-cache.ts)
      const k = unitKeptN(u);
      for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.MOVE, h, unitKeptDest(u, i), 0));
      if (unitKeptExit(u)) n = put(out, n, mkAct(Act.MOVE, h, OFF_BOARD, 0));
      continue;
    }
    const r = unitReach(s, u, a, dests);
    const k = reachCount(r);
    const exit = reachExits(r);
    if (session) {
      keepUnit(u, h, a, exit, k);
      for (let i = 0; i < k; i++) { const d = <i32>unchecked(dests[i]); keepUnitDest(u, i, d, reachDist(d)); }
    }
    for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.MOVE, h, <i32>unchecked(dests[i]), 0));
    if (exit) n = put(out, n, mkAct(Act.MOVE, h, OFF_BOARD, 0));
   }
  }
  let lb = sideLeaders(side); // only the active side's leaders can move (canMoveLeader)
  while (lb != 0) {
    const l = <i32>ctz<u32>(lb);
    lb &= lb - 1;
    if (!canMoveLeader(s, l)) continue;
    const h = lHex(s, l);
    const session = reachSession == s;
    if (session && leaderKept(l, h)) {
      const k = leaderKeptN(l);
      for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.MOVE_LEADER, h, leaderKeptDest(l, i), 0));
      continue;
    }
    const k = reachCount(leaderReach(s, l, dests));
    if (session) {
      keepLeader(l, h, k);
      for (let i = 0; i < k; i++) keepLeaderDest(l, i, <i32>unchecked(dests[i]));
    }
    for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.MOVE_LEADER, h, <i32>unchecked(dests[i]), 0));
  }
  // reserves entering the board: one entry per unit type (units of a type are interchangeable)
  if (!hasReserves) return n;
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    if (!enteringReserve(s, u)) continue;
    const k = reachCount(reserveReach(s, u, secQuota(s, 0), dests));
    const t = uType(s, u);
    for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.MOVE, OFF_BOARD, <i32>unchecked(dests[i]), t));
  }
  return n;
}

/** An ordered reserve unit that may enter now: the first waiting one of its type. */
export function enteringReserve(s: usize, u: i32): bool {
  if (uHex(s, u) != RESERVE || uSide(s, u) != active(s) || !uHas(s, u, UF_ORDERED) || stage(s) == 2) return false;
  const t = uType(s, u);
  for (let v = 0; v < u; v++) if (uHex(s, v) == RESERVE && uSide(s, v) == active(s) && uType(s, v) == t && uHas(s, v, UF_ORDERED)) return false;
  return true;
}

/** Is any move left? Builds the MOVE node's list on the way and keeps it (see the cache below). */
export function hasLegalMove(s: usize): bool {
  const buf = changetype<usize>(cacheBuf);
  const n = put(buf, genMoves(s, buf, 0), mkAct(Act.END_MOVES, 0, 0, 0));
  if (n > 1) { keep(s, Phase.MOVE, n); return true; }
  cacheState = 0;
  return false;
}

// ---- battles ----------------------------------------------------------------------------------
/** May unit u battle now, and with what: 0 none, 1 close combat, 2 ranged. */
function battleMode(s: usize, u: i32): i32 {
  if (!uAlive(s, u) || uSide(s, u) != active(s) || !uHas(s, u, UF_ORDERED) || uHas(s, u, UF_NOBATTLE)) return 0;
  const c = effCard(s, u); // in EPIC the card that ordered u (epic/effects.ts)
  if (uHas(s, u, UF_BATTLED)) {
    if (!(cardHas(c, CF_FIRE_TWICE) && !uHas(s, u, UF_SHOT2))) return 0;
  }
  const h = uHex(s, u);
  const side = uSide(s, u);
  // an enemy unit next to it (the occupancy bitboards, state.ts)
  const adjacentEnemy = bbIntersects(neighborsBb(h), unitsBb(s, 1 - side));
  const noMelee = cardHas(c, CF_NO_MELEE);
  const noRanged = cardHas(c, CF_NO_RANGED);
  if (adjacentEnemy) return noMelee ? 0 : 1;
  // a lone enemy leader next to the unit may still be attacked in close combat
  if (!noMelee && ruleOpt(RuleOpt.LONE_LEADER_TARGETABLE) != 0) {
    const near = changetype<usize>(bbScratch);
    bbCopy(near, neighborsBb(h));
    bbAnd(near, leadersBb(s, 1 - side));
    bbAndNot(near, unitsBb(s, side));
    if (!bbIsEmpty(near)) return 3; // melee on leaders + ranged (no enemy unit is adjacent here)
  }
  if (noRanged || !isMissile(uType(s, u))) return 0;
  if (stage(s) == 0 && cardHas(c, CF_MOVE_FIRE_MOVE)) return 0; // the first move: no fire yet
  if (rangedDice(s, u, h) <= 0) return 0;
  return 2;
}

function genTargets(s: usize, u: i32, out: usize, n: i32, kind: i32): i32 {
  const mode = battleMode(s, u);
  if (mode == 0) return n;
  const h = uHex(s, u);
  const side = uSide(s, u);
  const leadersOk = ruleOpt(RuleOpt.LONE_LEADER_TARGETABLE) != 0;
  if (mode == 1 || mode == 3) {
    for (let d = 0; d < 6; d++) {
      const m = neighbor(h, d);
      if (m < 0) continue;
      const o = unitAt(s, m);
      if (o != NONE) { if (uSide(s, o) != side) n = put(out, n, mkAct(kind, h, m, 0)); continue; }
      const l = leaderAt(s, m);
      if (leadersOk && l != NONE && lSide(s, l) != side) n = put(out, n, mkAct(kind, h, m, 0));
    }
    if (mode == 1) return n;
  }
  if (!isMissile(uType(s, u)) || cardHas(effCard(s, u), CF_NO_RANGED)) return n;
  if (cardHas(effCard(s, u), CF_MOVE_FIRE_MOVE) && stage(s) == 0) return n;
  const r = rangeOf(s, u);
  // the hexes in range that hold an enemy unit, or a lone enemy leader when leaders are targets: the
  // only hexes the test below can accept, visited in the same (increasing) order
  const within = changetype<usize>(bbScratch);
  if (leadersOk) {
    bbCopy(within, leadersBb(s, 1 - side));
    bbAndNot(within, unitsBb(s, side));
    bbOr(within, unitsBb(s, 1 - side));
  } else bbCopy(within, unitsBb(s, 1 - side));
  bbAnd(within, withinBb(h, r));
  for (let w = 0; w < 5; w++) {
    let bits = load<u64>(within + (<usize>w << 3));
    while (bits != 0) {
      const m = (w << 6) + <i32>ctz(bits);
      bits &= bits - 1;
      if (hexDistance(h, m) < 2) continue;
      const o = unitAt(s, m);
      let target = false;
      if (o != NONE) target = uSide(s, o) != side;
      else {
        const l = leaderAt(s, m);
        target = leadersOk && l != NONE && lSide(s, l) != side;
      }
      if (target && rangedDice(s, u, m) > 0 && lineOfSight(s, h, m)) n = put(out, n, mkAct(kind, h, m, 0));
    }
  }
  return n;
}

/** Is any battle possible? Builds the BATTLE node's list on the way and keeps it. */
export function hasLegalBattle(s: usize): bool {
  const buf = changetype<usize>(cacheBuf);
  const n = genBattles(s, buf);
  if (n == 0 || actKind(load<i32>(buf)) != Act.BATTLE) { cacheState = 0; return false; }
  keep(s, Phase.BATTLE, n);
  return true;
}

/** The BATTLE node's list: every target of every unit, then end-battles unless a warrior must fight. */
function genBattles(s: usize, out: usize): i32 {
  let n = 0;
  // only the active side's ordered units can battle (battleMode): the same units in the same order
  const side = active(s);
  for (let w = 0; w < 2; w++) {
    let bits = orderedWord(s, w) & sideUnitsWord(s, side, w);
    while (bits != 0) { n = genTargets(s, unitOfLsb(w, bits), out, n, Act.BATTLE); bits &= bits - 1; }
  }
  if (!mustBattlePending(s)) n = put(out, n, mkAct(Act.END_BATTLES, 0, 0, 0));
  return n;
}

/** Warriors that moved 2 must close-combat: the battle phase cannot end while one still can. */
function mustBattlePending(s: usize): bool {
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    if (uHas(s, u, UF_MUSTCC) && !uHas(s, u, UF_BATTLED) && uAlive(s, u)
        && genTargets(s, u, changetype<usize>(scratchOut), 0, Act.BATTLE) > 0) return true;
  }
  return false;
}

const scratchOut = new StaticArray<i32>(64);

export function hasBonusTarget(s: usize): bool {
  const u = cGet(s, C_ATK);
  return genBonus(s, u, changetype<usize>(scratchOut), 0) > 0;
}

function genBonus(s: usize, u: i32, out: usize, n: i32): i32 {
  const h = uHex(s, u);
  const side = uSide(s, u);
  if (cardHas(card(s), CF_NO_MELEE)) return n;
  for (let d = 0; d < 6; d++) {
    const m = neighbor(h, d);
    if (m < 0) continue;
    const o = unitAt(s, m);
    if (o != NONE) { if (uSide(s, o) != side) n = put(out, n, mkAct(Act.BATTLE, h, m, 0)); continue; }
    const l = leaderAt(s, m);
    if (ruleOpt(RuleOpt.LONE_LEADER_TARGETABLE) != 0 && l != NONE && lSide(s, l) != side) n = put(out, n, mkAct(Act.BATTLE, h, m, 0));
  }
  return n;
}

/** Cavalry extra hex (B.9): any adjacent hex a unit could enter. */
function genExtra(s: usize, out: usize, n: i32): i32 {
  const u = cGet(s, C_ATK);
  const h = uHex(s, u);
  const side = uSide(s, u);
  const hasLeader = attachedLeader(s, u) != NONE;
  for (let d = 0; d < 6; d++) {
    const m = neighbor(h, d);
    if (m < 0 || impassable(m) || unitAt(s, m) != NONE) continue;
    const l = leaderAt(s, m);
    if (l != NONE && (lSide(s, l) != side || hasLeader)) continue;
    n = put(out, n, mkAct(Act.ADVANCE, m, 0, 0));
  }
  return n;
}
export function hasExtraHex(s: usize): bool { return genExtra(s, changetype<usize>(scratchOut), 0) > 0; }

// ---- the defender's response -------------------------------------------------------------------
/** May the defender evade this close combat (B.9)? */
/** Combined arms (C.14): ordered artillery that may join the pending attack (range, line of sight). */
function genJoins(s: usize, out: usize, n: i32): i32 {
  const th = cGet16(s, C_DEFHEX);
  const nu = unitCount(s);
  for (let a = 0; a < nu; a++) {
    if (!mayJoin(s, a)) continue;
    const ah = uHex(s, a);
    if (lineOfSight(s, ah, th)) n = put(out, n, mkAct(Act.JOIN, ah, 0, 0));
  }
  return n;
}
/** Does some artillery qualify to join the pending attack? */
export function hasJoinCandidate(s: usize): bool {
  const th = cGet16(s, C_DEFHEX);
  const nu = unitCount(s);
  for (let a = 0; a < nu; a++) if (mayJoin(s, a) && lineOfSight(s, uHex(s, a), th)) return true;
  return false;
}

export function evadeAllowed(s: usize): bool {
  const t = cGet(s, C_DEF), u = cGet(s, C_ATK);
  return mayEvade(s, t, u) && canEvadeMove(s, t);
}
/** May the defender answer with First Strike (B.6)? Only from a hand the answering seat holds or
 *  sees, so a seat's legal list never depends on cards it cannot see: La Grande 8 seats (D.8) from
 *  the answering seat's own Command hand (a corps commander's seat-block.ts seatCmd; a CinC's is the
 *  side's); the other EPIC seat formats (D.7) from the side's hand, by its CinC or, with
 *  shareTeamHands, the sub / corps commander answering; without the option a commander who does not
 *  hold the side's hand cannot play it ([Interp], docs/contract.md "Seats and sides"). */
export function firstStrikeAllowed(s: usize): bool {
  if (responseCard >= CARD_KIND_COUNT) return false;
  if (epicOn && multiSeat()) {
    const seat = seatToAct(s);
    if (cmdHandsOn()) return seatCmd(s, seat, responseCard) > 0;
    if (!seesOwnHand(seat)) return false;
  }
  return hand(s, uSide(s, cGet(s, C_DEF)), responseCard) > 0;
}

// ---- rally -------------------------------------------------------------------------------------
function genRally(s: usize, out: usize, n: i32): i32 {
  const l0 = rallyLeft(s, 0), l1 = rallyLeft(s, 1), l2 = rallyLeft(s, 2), la = rallyLeft(s, 3);
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    if (rallyEligible(s, u, l0, l1, l2, la)) n = put(out, n, mkAct(Act.RALLY, uHex(s, u), 0, 0));
  }
  return n;
}
export function hasRallyTarget(s: usize): bool { return genRally(s, changetype<usize>(scratchOut), 0) > 0; }

// ---- orders -------------------------------------------------------------------------------------
/** Orders of single units and leaders (prepareOrders first: section quotas). */
function genPieceOrders(s: usize, out: usize): i32 {
  prepareOrders(s);
  let n = 0;
  // only the active side's units not yet ordered may be ordered (mayOrderUnit): same order
  const side = active(s);
  const sectionMode = orderMode(s) == OM_SECTION; // the common case, tested without the call
  for (let w = 0; w < 2; w++) {
    let bits = sideUnitsWord(s, side, w) & ~orderedWord(s, w);
    while (bits != 0) {
      const u = unitOfLsb(w, bits);
      bits &= bits - 1;
      if (sectionMode ? mayOrderSectionUnit(s, u) : mayOrderUnit(s, u)) n = put(out, n, mkAct(Act.ORDER, uHex(s, u), 0, 0));
    }
  }
  let lb = sideLeaders(side); // only the active side's leaders may be ordered (mayOrderLeader)
  while (lb != 0) {
    const l = <i32>ctz<u32>(lb);
    lb &= lb - 1;
    if (mayOrderLeader(s, l)) n = put(out, n, mkAct(Act.ORDER_LEADER, lHex(s, l), 0, 0));
  }
  return n;
}

/**
 * May any unit or leader still be ordered? (the flow skips an order phase with nothing to decide).
 * Builds the ORDER node's list on the way and keeps it: the order phase is entered right after.
 */
export function hasLegalOrder(s: usize): bool {
  const buf = changetype<usize>(cacheBuf);
  let n = genPieceOrders(s, buf);
  if (n == 0) { cacheState = 0; return false; }
  if (mayOrderReserve(s)) n = put(buf, n, mkAct(Act.ORDER, OFF_BOARD, 0, 0));
  n = napOrderExtras(s, buf, n); // as the ORDER case of legalActions
  keep(s, Phase.ORDER, put(buf, n, mkAct(Act.END_ORDERS, 0, 0, 0)));
  return true;
}

// ---- the node's list, built once ------------------------------------------------------------------
// After an action the flow asks "is anything legal here?" (hasLegalOrder, hasLegalMove,
// hasLegalBattle) on the very node the next legalActions call will see. Those checks build the
// node's whole list into `cacheBuf` and remember the state; the in-wasm play loops (randomPlayout,
// rollout) then take it with legalActionsCached instead of building it again. The cache is valid
// only until the state changes: applyUnchecked clears it first thing, and so do the loops when they
// start (JavaScript may have written the state since). The exported legalActions never reads it.
//
//   cacheBuf[0 .. cacheN)  action codes of the node of state `cacheState` in phase `cachePhase`
const cacheBuf = new StaticArray<i32>(MAX_ACTIONS);
let cacheState: usize = 0;
let cachePhase: i32 = -1;
let cacheN: i32 = 0;
/** Set by the invariant tests (index.ts setLegalCacheCheck): every cache hit is rebuilt from scratch
 *  and compared, and so is every move distance taken from reach-cache.ts (apply.ts). */
export let legalCacheCheck: bool = false;
export function setLegalCacheCheckFlag(on: bool): void { legalCacheCheck = on; }

function keep(s: usize, ph: i32, n: i32): void {
  if (multiSeat()) n = seatStep(s, ph, changetype<usize>(cacheBuf), n); // EPIC seats: one seat's pieces at a time
  cacheState = s; cachePhase = ph; cacheN = n;
}

/** EPIC seats (D.7, epic/seats.ts): a move or battle list keeps the acting seat's pieces only. */
function seatStep(s: usize, ph: i32, out: usize, n: i32): i32 {
  if (ph == Phase.MOVE) return seatFilter(s, out, n, SD_MOVES, Act.END_MOVES);
  if (ph == Phase.BATTLE) return seatFilter(s, out, n, SD_BATTLES, Act.END_BATTLES);
  return n;
}

/** Forgets the cached list (the state is about to change). */
@inline export function clearLegalCache(): void { cacheState = 0; }

/** legalActions(s, out), taken from the cache when the last skip check built this node's list. */
export function legalActionsCached(s: usize, out: usize): i32 {
  if (cacheState != s || phase(s) != cachePhase) return legalActions(s, out);
  const n = cacheN;
  memory.copy(out, changetype<usize>(cacheBuf), <usize>n << 2);
  if (legalCacheCheck) {
    const keptFor = reachSession;
    setReachSession(0); // from scratch: no kept move destinations either
    const m = legalActions(s, changetype<usize>(checkBuf));
    setReachSession(keptFor);
    if (m != n) abort();
    for (let i = 0; i < n; i++) if (unchecked(checkBuf[i]) != load<i32>(out + (<usize>i << 2))) abort();
  }
  return n;
}
const checkBuf = new StaticArray<i32>(MAX_ACTIONS);

@inline function put(out: usize, n: i32, code: i32): i32 {
  store<i32>(out + (<usize>n << 2), code);
  return n + 1;
}

/** Writes the legal actions (or chance outcomes) into `out`; returns the count. */
export function legalActions(s: usize, out: usize): i32 {
  const p = phase(s);
  if (p >= EPIC_PHASE_FIRST) return epicLegal(s, out, p); // the EPIC turn's phases, La Grande's square question included (epic-legal.ts)
  if (isNapPhase(p)) return napLegal(s, out); // Napoleonics GM&T / EPIC phases
  let n = 0;
  switch (p) {
    case Phase.PLAY: {
      const side = active(s);
      let cards = 0;
      for (let k = 0; k < CARD_KIND_COUNT; k++) cards += hand(s, side, k);
      // EPIC: a display card must complete the hand card (D.3.2); when none can, the test is waived
      for (let pass = epicOn ? 0 : 1; pass < 2 && n == 0; pass++) {
        for (let k = 0; k < CARD_KIND_COUNT; k++) {
          if (hand(s, side, k) == 0) continue;
          // First Strike is played in answer to an attack, not as the turn's card (unless it is the only card)
          if (cardHas(k, CF_RESPONSE) && cards > hand(s, side, k)) continue;
          if (pass == 0 && !epicHandCardOk(s, k)) continue;
          n = put(out, n, mkAct(Act.PLAY, 0, 0, k));
        }
      }
      return napPlayExtras(s, out, n); // Napoleonics Tactician cards (C.17)
    }
    case Phase.ORDER: {
      n = genPieceOrders(s, out);
      if (mayOrderReserve(s)) n = put(out, n, mkAct(Act.ORDER, OFF_BOARD, 0, 0));
      n = napOrderExtras(s, out, n); // 6 and 8 seats: the card holder's own Tactician cards (D.7)
      return put(out, n, mkAct(Act.END_ORDERS, 0, 0, 0));
    }
    case Phase.RALLY: {
      n = genRally(s, out, n);
      return put(out, n, mkAct(Act.END_ORDERS, 0, 0, 0));
    }
    case Phase.MOVE: {
      n = put(out, genMoves(s, out, n), mkAct(Act.END_MOVES, 0, 0, 0));
      return multiSeat() ? seatStep(s, p, out, n) : n;
    }
    case Phase.BATTLE: { n = genBattles(s, out); return multiSeat() ? seatStep(s, p, out, n) : n; }
    case Phase.RESPOND: {
      n = put(out, n, mkAct(Act.ACCEPT, 0, 0, 0));
      if (evadeAllowed(s)) n = put(out, n, mkAct(Act.EVADE, 0, 0, 0));
      if (firstStrikeAllowed(s)) n = put(out, n, mkAct(Act.FIRST_STRIKE, 0, 0, 0));
      if (squareAllowed(s)) n = put(out, n, mkAct(Act.SQUARE, 0, 0, 0));
      return n;
    }
    case Phase.ROLL: {
      for (let f = 0; f < Face.COUNT; f++) if (faceWeight(f) > 0) n = put(out, n, mkAct(Act.DIE, 0, 0, f));
      return n;
    }
    case Phase.EVADE_TO: {
      const k = evadeReach(s, cGet(s, C_DEF), dests);
      for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.EVADE_TO, <i32>unchecked(dests[i]), 0, 0));
      return n;
    }
    case Phase.IGNORE: {
      const u = cGet(s, C_STRUCK);
      const f = cGet(s, C_FLAGS);
      let k = ignorableFlags(s, u, cGet(s, C_ROLLER));
      if (k > f) k = f;
      for (let i = 0; i <= k; i++) n = put(out, n, mkAct(Act.IGNORE, 0, 0, i));
      return n;
    }
    case Phase.RETREAT: {
      const k = retreatOptions(s, cGet(s, C_STRUCK), cGet(s, C_RETLEFT), dests);
      for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.RETREAT, <i32>unchecked(dests[i]), 0, 0));
      return n;
    }
    case Phase.LEADER_EVADE: {
      const r = leaderEvadeReach(s, cGet(s, C_LEADERSTEP), dests);
      const k = reachCount(r);
      const exit = reachExits(r);
      for (let i = 0; i < k; i++) n = put(out, n, mkAct(Act.LEADER_EVADE, <i32>unchecked(dests[i]), 0, 0));
      if (exit) n = put(out, n, mkAct(Act.LEADER_EVADE, OFF_BOARD, 0, 0));
      return n;
    }
    case Phase.ADVANCE: {
      n = put(out, n, mkAct(Act.ADVANCE, cGet16(s, C_DEFHEX), 0, 0));
      return put(out, n, mkAct(Act.SKIP, 0, 0, 0));
    }
    case Phase.EXTRA_HEX: {
      n = genExtra(s, out, n);
      return put(out, n, mkAct(Act.SKIP, 0, 0, 0));
    }
    case Phase.BONUS: {
      n = genBonus(s, cGet(s, C_ATK), out, n);
      return put(out, n, mkAct(Act.SKIP, 0, 0, 0));
    }
    case Phase.SCOUT: {
      const a = cGet(s, C_SCOUT1) - 1, b = cGet(s, C_SCOUT2) - 1;
      n = put(out, n, mkAct(Act.DISCARD, 0, 0, a));
      if (b != a) n = put(out, n, mkAct(Act.DISCARD, 0, 0, b));
      return n;
    }
    case Phase.COMBINE: {
      n = genJoins(s, out, n);
      return put(out, n, mkAct(Act.SKIP, 0, 0, 0));
    }
    case Phase.SQUARE_CARD: {
      for (let k = 0; k < CARD_KIND_COUNT; k++) if (squareHand(s, k) > 0) n = put(out, n, mkAct(Act.DRAW, 0, 0, k)); // La Grande: the corps hand (D.5)
      return n;
    }
    case Phase.DRAW: {
      for (let k = 0; k < CARD_KIND_COUNT; k++) if (deck(s, k) > 0) n = put(out, n, mkAct(Act.DRAW, 0, 0, k));
      return n;
    }
    default:
      return 0;
  }
}

