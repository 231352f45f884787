// The state invariant checker (export to JavaScript, re-exported by index.ts), run at every step by
// the random-play harness (tests/harness).
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
  const limbo = (misc(s) & MISC_CARD_IN_PLAY) != 0; // the played card is between the hand and the discards
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

