// The game contract, random play and search support (exports to JavaScript, re-exported by
// index.ts): legal actions into a caller buffer, apply, the actor, chance outcomes, the instance
// generator, determinization, in-wasm random playouts and rollouts, the static evaluation.
import { setBoard, MAX_HEX, hexDistance, neighbor } from "../common/geometry";
import { rngSeed } from "../common/rng";
import {
  STATE_SIZE, clearState, phase, active, actor, winner, turn, card, played, banners, command, setCommand,
  unitCount, setUnitCount, leaderCount, setLeaderCount, uHex, uSide, uType, uBlocks, uMax, uFlags, uMoved,
  setUSide, setUType, setUBlocks, setUMax, setUFlags, placeUnit, lHex, lSide, lFlags, setLSide, setLFlags, placeLeader,
  hand, setHand, deck, setDeck, discard, setPhase, setActor, setWinner, setLastCard, cGet, cFace,
  unitAt, leaderAt, stage, orderMode, setMisc, misc, UF_SACRED, LF_SUDDEN_DEATH, MAX_UNITS, MAX_LEADERS, GONE, NONE,
  drawQueueLen, drawQueue, setDrawQueue, lastCard, qLen, setTurn, setPlayed, RESERVE, storeUnitHexRaw, storeLeaderHexRaw,
  MISC_TOP_FIRST, MISC_CARD_IN_PLAY, cGet16, C_ROLLER, C_STRUCK, C_KIND, C_ROLLED, C_ROLLMODE, C_DEF, C_DEFHEX, C_ATKHEX, O_COMBAT, C_FACES,
} from "./state";
import { DECK_COUNTS, UNIT_BLOCKS, isMissile } from "./ruleset";
import {
  clearTerrain, setTerrain, setHillGroup, terrainAt, handSize, bannersToWin, setScenarioOption, resetScenarioOptions,
  resetRuleOptions, setRuleOpt,
} from "./scenario";
import { Phase, Ter, Card, CARD_KIND_COUNT, NO_CARD, NO_SIDE, BOTTOM, TOP } from "./types";
import { legalActions as genLegal, legalActionsCached, clearLegalCache, setLegalCacheCheckFlag } from "./legal";
import { applyAction as applyChecked, applyUnchecked as applyFast } from "./apply";
import { chanceDenominator, chanceNumerator, sampleChance as sample, determinize as determinizeHidden } from "./chance";
import { initMovementScratch, unitReach, leaderReach, moveAllowance, reachCount } from "./movement";
import { buildTerrainBlockers, lineOfSight, meleeDice, rangedDice, rangeOf, K_MELEE, K_LEADER } from "./combat";
import { queueDraw } from "./deck";
import { continueDraws } from "./turn";


import { hillGroupAt, setHasReserves } from "./scenario";
import { beginReachSession, endReachSession } from "./reach-cache";
import { rngBelow } from "../common/rng";
import { rollout, staticEval as evalStatic, startBlocks } from "./rollout";

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
/** Invariant tests: with 1, every use of the in-wasm legal-list cache is checked against a rebuild (aborts on a difference). */
export function setLegalCacheCheck(on: i32): void { setLegalCacheCheckFlag(on != 0); }
@inline function rngBelowU(p: usize, n: i32): i32 { return <i32>rngBelow(p, <u32>n); }

// ---- search support (issue 4) ---------------------------------------------------------------------
const rolloutBuf = new StaticArray<i32>(1024);
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

