// The only module of the Commands & Colors core that exports to JavaScript. Everything crossing
// the boundary is an integer, a pointer into this instance's memory, or an enum member (exported
// as globals like "Unit.LI", "Act.MOVE", which the facade in src/core reads: one source of truth).
// Lifecycle: scenarioBegin -> scenarioTerrain/Unit/Leader/Side/Option... -> scenarioEnd, then
// stateNew() gives fresh states at the deal. One scenario per instance; any number of states.
export * from "../common/geometry-exports";
export { Unit, Cls, Face, Ter, Card, Phase, Act } from "./types";
export { RuleOpt, ScenOpt } from "./scenario";
export { OFF_BOARD, BOTTOM, TOP, CHANCE, TERMINAL, NO_CARD, UNIT_TYPE_COUNT, CARD_KIND_COUNT } from "./types";
export { MAX_UNITS, MAX_LEADERS, NONE, GONE, RESERVE } from "./state";

import { setBoard, MAX_HEX, hexDistance, neighbor } from "../common/geometry";
import { rngSeed } from "../common/rng";
import {
  STATE_SIZE, clearState, phase, active, actor, winner, turn, card, played, banners, command, setCommand,
  unitCount, setUnitCount, leaderCount, setLeaderCount, uHex, uSide, uType, uBlocks, uMax, uFlags, uMoved,
  setUSide, setUType, setUBlocks, setUMax, setUFlags, placeUnit, lHex, lSide, lFlags, setLSide, setLFlags, placeLeader,
  hand, setHand, deck, setDeck, discard, setPhase, setActor, setWinner, setLastCard, cGet, cFace,
  unitAt, leaderAt, stage, orderMode, setMisc, misc, UF_SACRED, LF_SCIPIO, MAX_UNITS, MAX_LEADERS, GONE, NONE,
  drawQueueLen, drawQueue, setDrawQueue, lastCard, qLen, setTurn, setPlayed, RESERVE,
} from "./state";
import {
  clearTerrain, setTerrain, setHillGroup, terrainAt, handSize, bannersToWin, setScenarioOption, resetScenarioOptions,
  resetRuleOptions, setRuleOpt,
} from "./scenario";
import { Phase, Ter, Card, DECK_COUNTS, CARD_KIND_COUNT, NO_CARD, NO_SIDE, BOTTOM, TOP, UNIT_BLOCKS } from "./types";
import { legalActions as genLegal, legalActionsCached, clearLegalCache, setLegalCacheCheckFlag } from "./legal";
import { applyAction as applyChecked, applyUnchecked as applyFast } from "./apply";
import { chanceDenominator, chanceNumerator, sampleChance as sample, determinize as determinizeHidden } from "./chance";
import { initMovementScratch, unitReach, leaderReach, moveAllowance, dests, canExit } from "./movement";
import { buildTerrainBlockers, lineOfSight, meleeDice, rangedDice, rangeOf, K_MELEE, K_LEADER } from "./combat";
import { queueDraw } from "./deck";
import { continueDraws } from "./turn";
import { isMissile } from "./types";

// ---- the initial state of the scenario (template) --------------------------------------------------
let template: usize = 0;
let freeList: usize = 0;

export function stateSize(): i32 { return <i32>STATE_SIZE; }

/** Starts describing a scenario on a board `w` x `h`; returns 0, or 1 for a bad board size. */
export function scenarioBegin(w: i32, h: i32): i32 {
  if (!setBoard(w, h)) return 1;
  if (template == 0) template = heap.alloc(STATE_SIZE);
  clearState(template);
  clearTerrain();
  resetScenarioOptions();
  resetRuleOptions();
  initMovementScratch();
  setHasReserves(false);
  return 0;
}

export function scenarioTerrain(hex: i32, t: i32, owner: i32): void { setTerrain(hex, t, owner); }

/** Adds a unit; returns its index or -1 when the roster is full or the hex is taken. */
export function scenarioUnit(side: i32, t: i32, hex: i32, blocks: i32, maxBlocks: i32, sacred: i32): i32 {
  const n = unitCount(template);
  if (n >= MAX_UNITS || unitAt(template, hex) != NONE) return -1;
  setUnitCount(template, n + 1);
  setUSide(template, n, side);
  setUType(template, n, t);
  setUBlocks(template, n, blocks);
  setUMax(template, n, maxBlocks > 0 ? maxBlocks : <i32>UNIT_BLOCKS[t]);
  setUFlags(template, n, sacred != 0 ? UF_SACRED : 0);
  placeUnitInit(n, hex);
  return n;
}

function placeUnitInit(u: i32, hex: i32): void {
  // a new unit has hex 0 in a cleared block: write through placeUnit from a "gone" position
  storeGone(u);
  placeUnit(template, u, hex);
}
@inline function storeGone(u: i32): void { store<u16>(template + 264 + (<usize>u << 3), GONE); }

/** Adds a leader (attached if a friendly unit shares the hex); returns its index or -1. */
export function scenarioLeader(side: i32, hex: i32, scipio: i32): i32 {
  const n = leaderCount(template);
  if (n >= MAX_LEADERS || leaderAt(template, hex) != NONE) return -1;
  setLeaderCount(template, n + 1);
  setLSide(template, n, side);
  setLFlags(template, n, scipio != 0 ? LF_SCIPIO : 0);
  store<u16>(template + 264 + 8 * <usize>MAX_UNITS + (<usize>n << 2), GONE);
  placeLeader(template, n, hex);
  return n;
}

/** Adds a unit waiting off the board (scenario reserves, magoAmbush; blocks 0 = full strength);
 *  returns its index or -1. */
export function scenarioReserve(side: i32, t: i32, blocks: i32, maxBlocks: i32): i32 {
  const n = unitCount(template);
  if (n >= MAX_UNITS) return -1;
  setUnitCount(template, n + 1);
  setUSide(template, n, side);
  setUType(template, n, t);
  setUMax(template, n, maxBlocks > 0 ? maxBlocks : <i32>UNIT_BLOCKS[t]);
  setUBlocks(template, n, blocks > 0 ? blocks : uMax(template, n));
  setUFlags(template, n, 0);
  storeGone(n);
  placeUnit(template, n, RESERVE);
  setHasReserves(true);
  return n;
}

/** Adds a leader waiting off the board with the reserves (he enters with the first unit). */
export function scenarioReserveLeader(side: i32): i32 {
  const n = leaderCount(template);
  if (n >= MAX_LEADERS) return -1;
  setLeaderCount(template, n + 1);
  setLSide(template, n, side);
  setLFlags(template, n, 0);
  store<u16>(template + 264 + 8 * <usize>MAX_UNITS + (<usize>n << 2), GONE);
  placeLeader(template, n, RESERVE);
  return n;
}

export function scenarioSide(side: i32, cards: i32, toWin: i32): void {
  handSize[side] = <u8>cards;
  bannersToWin[side] = <u8>toWin;
}
export function scenarioFirst(side: i32): void { setMisc(template, side == TOP ? 128 : 0); }
export function scenarioOption(id: i32, v: i32): void { setScenarioOption(id, v); }
export function ruleOption(id: i32, v: i32): void { setRuleOpt(id, v); }

/** Finishes the scenario: hill groups, LOS blockers, the full deck and the deal. */
export function scenarioEnd(): i32 {
  computeHillGroups();
  buildTerrainBlockers();
  for (let k = 0; k < CARD_KIND_COUNT; k++) setDeck(template, k, <i32>DECK_COUNTS[k]);
  setCommand(template, BOTTOM, <i32>handSize[0]);
  setCommand(template, TOP, <i32>handSize[1]);
  setLastCard(template, 0, NO_CARD);
  setLastCard(template, 1, NO_CARD);
  setPlayed(template, NO_CARD);
  setWinner(template, NO_SIDE);
  setTurn(template, 0);
  // the deal: chance nodes, bottom's hand first, then top's
  queueDraw(template, BOTTOM, <i32>handSize[0]);
  queueDraw(template, TOP, <i32>handSize[1]);
  setPhase(template, Phase.DEAL);
  setActor(template, 2);
  noteStartBlocks();
  return 0;
}

function computeHillGroups(): void {
  let g = 0;
  const stack = changetype<usize>(hillStack);
  for (let h = 0; h < MAX_HEX; h++) setHillGroup(h, 0);
  for (let h = 0; h < MAX_HEX; h++) {
    if (terrainAt(h) != Ter.HILL || hillGroupOf(h) != 0) continue;
    g++;
    let sp = 0;
    store<i16>(stack, <i16>h); sp = 1;
    setHillGroup(h, g);
    while (sp > 0) {
      sp--;
      const x = <i32>load<i16>(stack + (<usize>sp << 1));
      for (let d = 0; d < 6; d++) {
        const m = neighbor(x, d);
        if (m < 0 || terrainAt(m) != Ter.HILL || hillGroupOf(m) != 0) continue;
        setHillGroup(m, g);
        store<i16>(stack + (<usize>sp << 1), <i16>m); sp++;
      }
    }
  }
}
const hillStack = new StaticArray<i16>(MAX_HEX);
import { hillGroupAt, setHasReserves } from "./scenario";
import { beginReachSession, endReachSession } from "./reach-cache";
@inline function hillGroupOf(h: i32): i32 { return hillGroupAt(h); }

// ---- states ---------------------------------------------------------------------------------------------
/** A new state at the start of the scenario, in the DEAL phase: the facade may dealCard() fixed
 *  hands, then must call finishDeal(), which turns the rest of the deal into chance nodes. */
export function stateNew(): usize {
  let p: usize;
  if (freeList != 0) { p = freeList; freeList = load<usize>(p); }
  else p = heap.alloc(STATE_SIZE);
  memory.copy(p, template, STATE_SIZE);
  return p;
}
export function stateFree(p: usize): void { store<usize>(p, freeList); freeList = p; }
export function stateCopy(dst: usize, src: usize): void { memory.copy(dst, src, STATE_SIZE); }
export function stateClone(src: usize): usize { const p = stateNew(); memory.copy(p, src, STATE_SIZE); return p; }
export function stateEquals(a: usize, b: usize): i32 { return memory.compare(a, b, STATE_SIZE) == 0 ? 1 : 0; }

/** Puts a chosen card into a hand during the deal (scenario `hands`, tests); returns 1 or 0. */
export function dealCard(s: usize, side: i32, k: i32): i32 {
  if (phase(s) != Phase.DEAL || deck(s, k) == 0) return 0;
  // find the side's entry in the deal queue
  const n = drawQueueLen(s);
  for (let i = 0; i < n; i++) {
    const e = drawQueue(s, i);
    if ((e & 1) == side && (e >> 1) > 0) {
      setDeck(s, k, deck(s, k) - 1);
      setHand(s, side, k, hand(s, side, k) + 1);
      setDrawQueue(s, i, side | (((e >> 1) - 1) << 1));
      return 1;
    }
  }
  return 0;
}

/** Leaves the DEAL phase: remaining cards of the deal become DRAW chance nodes (or the first
 *  turn starts when every hand is full). Returns 1 when the first turn has begun. */
export function finishDeal(s: usize): i32 {
  if (phase(s) != Phase.DEAL) return 0;
  continueDraws(s);
  return phase(s) == Phase.DRAW ? 0 : 1;
}

// ---- the contract -------------------------------------------------------------------------------------
const actionBuf = new StaticArray<i32>(1024);
export function actionBuffer(): usize { return changetype<usize>(actionBuf); }
export function legalActions(s: usize, out: usize): i32 { return genLegal(s, out); }
export function applyAction(s: usize, code: i32): i32 { return applyChecked(s, code); }
export function applyUnchecked(s: usize, code: i32): void { applyFast(s, code); }
export function currentPlayer(s: usize): i32 { return actor(s); }
export function isTerminal(s: usize): i32 { return phase(s) == Phase.OVER ? 1 : 0; }
export function getWinner(s: usize): i32 { return winner(s); }
export function chanceDenom(s: usize): i32 { return chanceDenominator(s); }
export function chanceNum(s: usize, code: i32): i32 { return chanceNumerator(s, code); }

// ---- seeded sampling, determinization, random play ------------------------------------------------
const rngState = new StaticArray<u64>(4);
const rng2 = new StaticArray<u64>(4);
// an all-zero xoshiro state never leaves zero: seed the instance generator at start-up, so
// sampling before Game.seed() is deterministic instead of stuck
rngSeed(changetype<usize>(rngState), 0);
export function rngPtr(): usize { return changetype<usize>(rngState); }
export function seedRng(seed: f64): void { rngSeed(changetype<usize>(rngState), <u64>seed); }
export function sampleChance(s: usize): i32 { return sample(s, changetype<usize>(rngState)); }
export function determinize(s: usize, viewer: i32, seed: f64): void {
  rngSeed(changetype<usize>(rng2), <u64>seed);
  determinizeHidden(s, viewer, changetype<usize>(rng2));
}

/** Plays uniformly random legal actions (and sampled chance) for at most maxSteps; returns steps. */
export function randomPlayout(s: usize, maxSteps: i32): i32 {
  const rng = changetype<usize>(rngState);
  const buf = changetype<usize>(actionBuf);
  let steps = 0;
  clearLegalCache(); // JavaScript may have written the state since the last apply
  beginReachSession(s);
  while (steps < maxSteps && phase(s) != Phase.OVER) {
    let code: i32;
    if (actor(s) == 2) code = sample(s, rng);
    else {
      const n = legalActionsCached(s, buf);
      if (n == 0) break;
      code = load<i32>(buf + (<usize>rngBelowU(rng, n) << 2));
    }
    applyFast(s, code);
    steps++;
  }
  endReachSession();
  return steps;
}
import { rngBelow } from "../common/rng";
/** Invariant tests: with 1, every use of the in-wasm legal-list cache is checked against a rebuild (aborts on a difference). */
export function setLegalCacheCheck(on: i32): void { setLegalCacheCheckFlag(on != 0); }
@inline function rngBelowU(p: usize, n: i32): i32 { return <i32>rngBelow(p, <u32>n); }

// ---- read access for the facade ---------------------------------------------------------------------
export function getPhase(s: usize): i32 { return phase(s); }
export function getActive(s: usize): i32 { return active(s); }
export function getTurn(s: usize): i32 { return turn(s); }
export function getCard(s: usize): i32 { return card(s); }
export function getPlayed(s: usize): i32 { return played(s); }
export function getStage(s: usize): i32 { return stage(s); }
export function getOrderMode(s: usize): i32 { return orderMode(s); }
export function getBanners(s: usize, side: i32): i32 { return banners(s, side); }
export function getBannersToWin(side: i32): i32 { return <i32>bannersToWin[side]; }
export function getCommand(s: usize, side: i32): i32 { return command(s, side); }
export function getLastCard(s: usize, side: i32): i32 { return lastCard(s, side); }
export function getHand(s: usize, side: i32, k: i32): i32 { return hand(s, side, k); }
export function getDeck(s: usize, k: i32): i32 { return deck(s, k); }
export function getDiscard(s: usize, k: i32): i32 { return discard(s, k); }
export function getUnitCount(s: usize): i32 { return unitCount(s); }
export function getUnitHex(s: usize, u: i32): i32 { return uHex(s, u); }
export function getUnitSide(s: usize, u: i32): i32 { return uSide(s, u); }
export function getUnitType(s: usize, u: i32): i32 { return uType(s, u); }
export function getUnitBlocks(s: usize, u: i32): i32 { return uBlocks(s, u); }
export function getUnitMax(s: usize, u: i32): i32 { return uMax(s, u); }
export function getUnitFlags(s: usize, u: i32): i32 { return uFlags(s, u); }
export function getUnitMoved(s: usize, u: i32): i32 { return uMoved(s, u); }
export function getLeaderCount(s: usize): i32 { return leaderCount(s); }
export function getLeaderHex(s: usize, l: i32): i32 { return lHex(s, l); }
export function getLeaderSide(s: usize, l: i32): i32 { return lSide(s, l); }
export function getLeaderFlags(s: usize, l: i32): i32 { return lFlags(s, l); }
export function getUnitAt(s: usize, h: i32): i32 { return unitAt(s, h); }
export function getLeaderAt(s: usize, h: i32): i32 { return leaderAt(s, h); }
export function getTerrain(h: i32): i32 { return terrainAt(h); }
export function getCombat(s: usize, f: i32): i32 { return cGet(s, <usize>f); }
export function getFace(s: usize, i: i32): i32 { return cFace(s, i); }
export function getQueueLen(s: usize): i32 { return qLen(s); }
export function getMisc(s: usize): i32 { return misc(s); }

// ---- queries a UI needs (ignoring whose turn it is) ------------------------------------------------
/** Hexes the piece on `hex` could end a move on if ordered now by a section card; writes into out. */
export function reachFrom(s: usize, hex: i32, out: usize): i32 {
  const u = unitAt(s, hex);
  let n = 0;
  if (u != NONE) {
    n = unitReach(s, u, moveAllowance(s, u));
  } else if (leaderAt(s, hex) != NONE) {
    n = leaderReach(s, leaderAt(s, hex));
  } else return 0;
  for (let i = 0; i < n; i++) store<i32>(out + (<usize>i << 2), <i32>dests[i]);
  return n;
}

/** Enemy pieces the unit on `hex` could battle now if ordered and not moved: pairs (hex, dice)
 *  with dice negative for close combat. */
export function targetsFrom(s: usize, hex: i32, out: usize): i32 {
  const u = unitAt(s, hex);
  if (u == NONE) return 0;
  const side = uSide(s, u);
  let n = 0;
  let adjacentEnemy = false;
  for (let d = 0; d < 6; d++) {
    const m = neighbor(hex, d);
    if (m < 0) continue;
    const o = unitAt(s, m);
    if (o != NONE && uSide(s, o) != side) adjacentEnemy = true;
  }
  for (let d = 0; d < 6; d++) {
    const m = neighbor(hex, d);
    if (m < 0) continue;
    const o = unitAt(s, m);
    if (o != NONE && uSide(s, o) != side) {
      store<i32>(out + (<usize>n << 3), m); store<i32>(out + (<usize>n << 3) + 4, -meleeDice(s, u, o, K_MELEE)); n++;
    } else if (o == NONE && leaderAt(s, m) != NONE && lSide(s, leaderAt(s, m)) != side) {
      store<i32>(out + (<usize>n << 3), m); store<i32>(out + (<usize>n << 3) + 4, -meleeDice(s, u, NONE, K_LEADER)); n++;
    }
  }
  if (adjacentEnemy || !isMissile(uType(s, u))) return n;
  const r = rangeOf(s, u);
  for (let m = 0; m < MAX_HEX; m++) {
    const dd = hexDistance(hex, m);
    if (dd < 2 || dd > r) continue;
    const o = unitAt(s, m);
    const enemy = (o != NONE && uSide(s, o) != side) || (o == NONE && leaderAt(s, m) != NONE && lSide(s, leaderAt(s, m)) != side);
    if (!enemy || !lineOfSight(s, hex, m)) continue;
    const dice = rangedDice(s, u, m);
    if (dice <= 0) continue;
    store<i32>(out + (<usize>n << 3), m); store<i32>(out + (<usize>n << 3) + 4, dice); n++;
  }
  return n;
}

export function lineOfSightQuery(s: usize, a: i32, b: i32): i32 { return lineOfSight(s, a, b) ? 1 : 0; }

// ---- invariants (checked at every step by the random-play harness) -------------------------------
/**
 * 0 when the state is consistent, otherwise a code naming the first broken invariant:
 * 1 unit occupancy map, 2 leader occupancy map, 3 blocks out of range, 4 card count per kind,
 * 5 banners past the target without the game being over, 6 actor/phase mismatch,
 * 7 unit on impassable terrain, 8 two units or two leaders on one hex.
 */
export function checkInvariants(s: usize): i32 {
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    const h = uHex(s, u);
    if (h < MAX_HEX) {
      if (unitAt(s, h) != u) return 1;
      if (uBlocks(s, u) < 1 || uBlocks(s, u) > uMax(s, u)) return 3;
      const t = terrainAt(h);
      if (t == Ter.RIVER || t == Ter.LAKE || t == Ter.STEEP) return 7;
    }
  }
  for (let h = 0; h < MAX_HEX; h++) {
    const u = unitAt(s, h);
    if (u != NONE && (u >= nu || uHex(s, u) != h)) return 8;
    const l = leaderAt(s, h);
    if (l != NONE && (l >= leaderCount(s) || lHex(s, l) != h)) return 8;
  }
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) {
    const h = lHex(s, l);
    if (h < MAX_HEX && leaderAt(s, h) != l) return 2;
  }
  const p = phase(s);
  const inPlay = played(s);
  const limbo = (misc(s) & 2) != 0; // the played card is between the hand and the discards
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    let n = deck(s, k) + discard(s, k) + hand(s, 0, k) + hand(s, 1, k);
    if (limbo && k == inPlay) n++;
    if (n != <i32>DECK_COUNTS[k]) return 4;
  }
  if (p != Phase.OVER) {
    if (banners(s, 0) >= <i32>bannersToWin[0] || banners(s, 1) >= <i32>bannersToWin[1]) return 5;
  }
  const a = actor(s);
  const chanceNode = p == Phase.ROLL || p == Phase.DRAW || p == Phase.DEAL;
  if (chanceNode != (a == 2)) return 6;
  if (p == Phase.OVER && a != 3) return 6;
  return 0;
}

// ---- search support (issue 4) ---------------------------------------------------------------------
import { rollout, staticEval as evalStatic, startBlocks } from "./rollout";
const rolloutBuf = new StaticArray<i32>(1024);

/** Starting blocks per side for the static evaluation (call after scenarioEnd). */
function noteStartBlocks(): void {
  startBlocks[0] = 0; startBlocks[1] = 0;
  const n = unitCount(template);
  for (let u = 0; u < n; u++) startBlocks[uSide(template, u)] += uBlocks(template, u);
}

/** One rollout from `s` (modified in place) with the instance generator; value for bottom. */
export function rolloutValue(s: usize, maxDecisions: i32): f64 {
  return rollout(s, changetype<usize>(rngState), changetype<usize>(rolloutBuf), maxDecisions);
}
/**
 * One rollout from `s` cut after `maxTurns` complete turns (or `maxDecisions` decisions, 0 = no
 * decision limit), with the instance generator; value for bottom.
 */
export function rolloutTurnsValue(s: usize, maxTurns: i32, maxDecisions: i32): f64 {
  return rollout(s, changetype<usize>(rngState), changetype<usize>(rolloutBuf), maxDecisions, maxTurns);
}
/** Static evaluation of `s` for the bottom side in (-1, 1). */
export function staticValue(s: usize): f64 {
  return evalStatic(s);
}

// ---- encodings for learning (issue 5) ---------------------------------------------------------------
export { OBS_VERSION, ACTION_VERSION, OBS_PLANES, OBS_GLOBALS, POLICY_SIZE } from "./encode";
import { observe as encodeObs, obsSize as encodeObsSize, legalMask as encodeMask, policyIndex as encodeIndex, actionAtIndex as encodeAction } from "./encode";
let obsBuf: usize = 0;
let maskBuf: usize = 0;
/** Writes `viewer`'s observation into the instance's observation buffer; returns its pointer. */
export function observe(s: usize, viewer: i32): usize {
  if (obsBuf == 0) obsBuf = heap.alloc(<usize>(46 * MAX_HEX + 148) << 2);
  encodeObs(s, viewer, obsBuf);
  return obsBuf;
}
export function obsSize(): i32 { return encodeObsSize(); }
/** Writes the legality mask over the policy index into the instance's mask buffer; returns its pointer. */
export function legalMaskPtr(s: usize): usize {
  if (maskBuf == 0) maskBuf = heap.alloc(<usize>POLICY_SIZE_VALUE);
  encodeMask(s, maskBuf);
  return maskBuf;
}
export function policyIndexOf(code: i32, viewer: i32): i32 { return encodeIndex(code, viewer); }
export function actionAtPolicyIndex(s: usize, p: i32): i32 { return encodeAction(s, p); }
import { POLICY_SIZE as POLICY_SIZE_VALUE } from "./encode";
