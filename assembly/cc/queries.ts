// Read access and queries for the facade and the UI (exports to JavaScript, re-exported by
// index.ts): header fields, pieces, the combat context, the UI's reach and target queries, and the
// report of each die of the last roll as a hit, a flag or a miss.
import { MAX_HEX, hexDistance, neighbor } from "../common/geometry";
import {
  phase, active, turn, card, played, banners, command, unitCount, leaderCount, uHex, uSide, uType, uBlocks, uMax,
  uFlags, uMoved, lHex, lSide, lFlags, hand, deck, discard, cGet, cFace, unitAt, leaderAt, stage, orderMode, misc,
  NONE, lastCard, qLen, cGet16, C_ROLLER, C_STRUCK, C_KIND, C_ROLLED, C_ROLLMODE, C_DEF, C_DEFHEX, C_ATKHEX,
  O_COMBAT, C_FACES, MAX_FACES,
  ironWill,
} from "./state";
import { isMissile } from "./ruleset";
import { terrainAt, bannersToWin } from "./scenario";
import { Face } from "./types";
import { unitReach, leaderReach, moveAllowance, reachCount } from "./movement";
import {
  lineOfSight, meleeDice, rangedDice, rangeOf, countHits, K_MELEE, K_LEADER, DIE_HIT, DIE_MISS,
  ignoreReasons,
} from "./combat";
import { UNIT_RETREAT, UNIT_PROPS, MAX_UNIT_TYPES } from "./ruleset";
import { RM_MAIN } from "./checks";

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
/** A u16 combat-context field (CombatField.ATK_HEX, DEF_HEX). */
export function getCombatHex(s: usize, f: i32): i32 { return cGet16(s, <usize>f); }
export function getFace(s: usize, i: i32): i32 { return cFace(s, i); }
export function getQueueLen(s: usize): i32 { return qLen(s); }
export function getMisc(s: usize): i32 { return misc(s); }
/** Iron Will counters side has left (Napoleonics C.16). */
export function getIronWill(s: usize, side: i32): i32 { return ironWill(s, side); }

const reachBuf = new StaticArray<i16>(MAX_HEX);

// ---- queries a UI needs (ignoring whose turn it is) ------------------------------------------------
/** Hexes the piece on `hex` could end a move on if ordered now by a section card; writes into out. */
export function reachFrom(s: usize, hex: i32, out: usize): i32 {
  const u = unitAt(s, hex);
  let n = 0;
  if (u != NONE) {
    n = reachCount(unitReach(s, u, moveAllowance(s, u), reachBuf));
  } else if (leaderAt(s, hex) != NONE) {
    n = reachCount(leaderReach(s, leaderAt(s, hex), reachBuf));
  } else return 0;
  for (let i = 0; i < n; i++) store<i32>(out + (<usize>i << 2), <i32>reachBuf[i]);
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

// ---- the last roll, die by die (for the UI's dice log) ----------------------------------------------
/**
 * What each die of the current combat roll did: writes DIE_HIT, DIE_FLAG or DIE_MISS per die (one
 * i32 each, in roll order) into `out` and returns the number of dice rolled so far; -1 when the roll
 * in the combat context is not a battle's main roll (a casualty check, marsh or rampage roll, a card
 * roll). Against a lone leader a helmet is the hit (it kills him), everything else misses. The
 * rules are the ones the battle applies (combat.ts countHits), so the UI never recounts them.
 */
export function combatDice(s: usize, out: usize): i32 {
  if (cGet(s, C_ROLLMODE) != RM_MAIN) return -1;
  const n = cGet(s, C_ROLLED);
  const kind = cGet(s, C_KIND);
  const faces = s + O_COMBAT + C_FACES;
  if (kind == K_LEADER) {
    for (let i = 0; i < n; i++) store<i32>(out + (<usize>i << 2), cFace(s, i) == Face.LEADER ? DIE_HIT : DIE_MISS);
    return n;
  }
  const r = cGet(s, C_ROLLER), t = cGet(s, C_STRUCK);
  if (r == NONE || t == NONE) return -1;
  // the struck unit's hex when rolled at: its own, or (eliminated since) the hex it held in this battle
  let th = uHex(s, t);
  if (th >= MAX_HEX) th = t == cGet(s, C_DEF) ? cGet16(s, C_DEFHEX) : cGet16(s, C_ATKHEX);
  countHits(s, r, t, th, kind, faces, n, out);
  return n;
}

const nextFaces = new StaticArray<u8>(MAX_FACES + 1);
const nextMarks = new StaticArray<i32>(MAX_FACES + 1);
/**
 * What the next die of the current main roll would do if it came up `face` (DIE_HIT, DIE_FLAG or
 * DIE_MISS), counted with the dice already rolled (a target's "first sword ignored" is spent once);
 * -1 when the combat context holds no battle's main roll. The UI asks this on the state before a die
 * lands, since after the roll's last die the battle has already moved on (battle back, retreat).
 */
export function combatNextDie(s: usize, face: i32): i32 {
  if (cGet(s, C_ROLLMODE) != RM_MAIN || face < 0 || face >= <i32>Face.COUNT) return -1;
  const n = cGet(s, C_ROLLED);
  if (n >= MAX_FACES) return -1;
  const kind = cGet(s, C_KIND);
  if (kind == K_LEADER) return face == Face.LEADER ? DIE_HIT : DIE_MISS;
  const r = cGet(s, C_ROLLER), t = cGet(s, C_STRUCK);
  if (r == NONE || t == NONE) return -1;
  let th = uHex(s, t);
  if (th >= MAX_HEX) th = t == cGet(s, C_DEF) ? cGet16(s, C_DEFHEX) : cGet16(s, C_ATKHEX);
  for (let i = 0; i < n; i++) unchecked(nextFaces[i] = <u8>cFace(s, i));
  unchecked(nextFaces[n] = <u8>face);
  countHits(s, r, t, th, kind, changetype<usize>(nextFaces), n + 1, changetype<usize>(nextMarks));
  return unchecked(nextMarks[n]);
}

/**
 * How many of the six faces would score a hit if one die of the current main roll came up with it
 * (the luck summary's expected hits); -1 when the combat context holds no battle's main roll. Each
 * face is counted alone, so a target's "ignore the first sword" still turns a lone sword to a miss.
 */
export function combatHitFaces(s: usize): i32 {
  if (cGet(s, C_ROLLMODE) != RM_MAIN) return -1;
  if (cGet(s, C_KIND) == K_LEADER) return 1; // only a helmet kills a lone leader
  const r = cGet(s, C_ROLLER), t = cGet(s, C_STRUCK);
  if (r == NONE || t == NONE) return -1;
  let th = uHex(s, t);
  if (th >= MAX_HEX) th = t == cGet(s, C_DEF) ? cGet16(s, C_DEFHEX) : cGet16(s, C_ATKHEX);
  const face = changetype<usize>(oneFace);
  let n = 0;
  for (let f = 0; f < <i32>Face.COUNT; f++) {
    store<u8>(face, <u8>f);
    if (countHits(s, r, t, th, cGet(s, C_KIND), face, 1, 0) & 255) n++;
  }
  return n;
}
const oneFace = new StaticArray<u8>(1);

// ---- why a unit may ignore flags (B.10), for the UI's log -------------------------------------------
/** The reasons (FlagIgnore bits) unit u may ignore flags rolled by unit r (NONE: no roller). */
export function flagIgnoreReasons(s: usize, u: i32, r: i32): i32 {
  if (u < 0 || u >= unitCount(s)) return 0;
  return ignoreReasons(s, u, r);
}

// ---- the ruleset table per unit type, for the UI's unit reference -----------------------------------
/** Hexes a unit of type t retreats per flag (the ruleset table). */
export function unitRetreatPerFlag(t: i32): i32 { return t < 0 || t >= MAX_UNIT_TYPES ? -1 : <i32>UNIT_RETREAT[t]; }
/** The property bits (P_* in ruleset.ts, exported by index.ts) of unit type t (the ruleset table). */
export function unitTypeProps(t: i32): i32 { return t < 0 || t >= MAX_UNIT_TYPES ? 0 : <i32>UNIT_PROPS[t]; }
