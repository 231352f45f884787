// Retreats and evades (B.9 evade, B.10 retreat, B.11 rampage and blocked elephants, B.4 leader
// evade and escape): moving the struck unit or leader step by step and what a blocked retreat costs.
// The step driver (battle.ts run) continues after each; apply.ts calls it after a decision here.
import { MAX_HEX, neighbor, rearNeighbor } from "../common/geometry";
import {
  setPhase, setActor, uHex, uSide, uType, lSide, unitAt, leaderAt, placeUnit, placeLeader, cGet, cSet, C_DEF, C_STEP,
  C_FLAGS, C_RETLEFT, C_ROLLER, C_STRUCK, C_RETSTEP, C_CONT, C_ELEPHANT_ROLL, C_LEADERSTEP, NONE, GONE,
} from "./state";
import { UNIT_RETREAT, hasProp, P_ELEPHANT, P_SHIES_ELEPHANTS, terIn, terMarshCheck, UNIT_RULES, NR_RETREAT_GROWS } from "./ruleset";
import { terrainAt } from "./scenario";
import { Phase, Ter, BOTTOM } from "./types";
import { K_LEADER, meleeDice } from "./combat";
import {
  leaderEvadeReach, friendlyLoneLeader, escapeEnemyA, reachCount, reachExits, reachEscapes, escapeEnemyB,
  fixRetreatDirection,
} from "./movement";
import { eitherSide } from "./napoleonics/config";
import {
  ST_CHECKS, ST_RETREAT, ST_DONE, Q_MARSH_U, Q_MARSH_L, Q_RAMP_U, Q_RAMP_L, Q_ESCAPE, enqueue,
} from "./checks";
import { damage, killLeader, isOver } from "./victory";
import { inSquare } from "./napoleonics/squares";
import { spendIronWill } from "./napoleonics/national";
import { holdsGround } from "./napoleonics/garrisons";

/** Destinations of the leader-evade checks (movement.ts writes them; the decision is the player's). */
const dests = new StaticArray<i16>(MAX_HEX);

/** Moves unit u (and its attached leader) one hex during a retreat, evade or advance. */
export function shiftUnit(s: usize, u: i32, to: i32): void {
  const from = uHex(s, u);
  const l = leaderAt(s, from);
  placeUnit(s, u, to);
  if (l != NONE && lSide(s, l) == uSide(s, u)) placeLeader(s, l, to);
  if (terIn(terMarshCheck, terrainAt(to))) enqueue(s, Q_MARSH_U, u, 1);
}

export function beginLeaderEvade(s: usize, l: i32): void {
  const r = leaderEvadeReach(s, l, dests);
  if (reachCount(r) == 0 && !reachExits(r)) { killLeader(s, l); return; }
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
    if (reachEscapes(leaderEvadeReach(s, l, dests))) {
      const a = escapeEnemyA(dest), b = escapeEnemyB(dest);
      const da = a != NONE ? meleeDice(s, a, NONE, K_LEADER) : 0;
      const db = b != NONE ? meleeDice(s, b, NONE, K_LEADER) : 0;
      if (da > 0) enqueue(s, Q_ESCAPE, l, da);
      if (db > 0) enqueue(s, Q_ESCAPE, l, db);
    }
    placeLeader(s, l, dest);
    if (unitAt(s, dest) == NONE && terIn(terMarshCheck, terrainAt(dest))) enqueue(s, Q_MARSH_L, l, 1);
  }
  setPhase(s, Phase.ROLL); // placeholder: run() decides the next node
}

export function beginRetreat(s: usize, accepted: i32): void {
  const u = cGet(s, C_STRUCK);
  const r = cGet(s, C_ROLLER);
  let per = <i32>UNIT_RETREAT[uType(s, u)];
  if (cGet(s, C_ELEPHANT_ROLL) != 0 && hasProp(uType(s, u), P_SHIES_ELEPHANTS)) per += 1;
  cSet(s, C_RETSTEP, per);
  cSet(s, C_RETLEFT, accepted * per);
  // Prussian line (C.7): 1 hex for the first flag, 2 for each further flag
  if ((<i32>unchecked(UNIT_RULES[uType(s, u)]) & NR_RETREAT_GROWS) != 0 && accepted > 1) cSet(s, C_RETLEFT, 2 * accepted - 1);
  // a square does not retreat: each flag not ignored costs a block (C.13)
  if (accepted > 0 && holdsGround(s, u, inSquare(s, u))) { cSet(s, C_RETLEFT, 0); damage(s, u, accepted); }
  if (accepted > 0 && hasProp(uType(s, u), P_ELEPHANT)) {
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
  spendIronWill(s, cGet(s, C_STRUCK), ignored); // Napoleonics C.16
  beginRetreat(s, cGet(s, C_FLAGS) - ignored);
  cSet(s, C_FLAGS, 0);
  if (!isOver(s)) setPhase(s, Phase.ROLL); // a square's flags may have ended the game (C.13)
}

/** One retreat hex chosen (B.10). */
export function retreatTo(s: usize, to: i32): void {
  const u = cGet(s, C_STRUCK);
  const joined = friendlyLoneLeader(s, to, uSide(s, u)) != NONE;
  if (uSide(s, u) == eitherSide) fixRetreatDirection(s, uHex(s, u), to); // Austerlitz #6: the way it chose
  shiftUnit(s, u, to);
  let left = cGet(s, C_RETLEFT) - 1;
  if (joined) left = 0; // reaching a lone friendly leader ends the retreat; he attaches
  cSet(s, C_RETLEFT, left);
  cSet(s, C_CONT, ST_RETREAT);
  cSet(s, C_STEP, ST_CHECKS);
  setPhase(s, Phase.ROLL);
}

/** Evade destination chosen (B.9). */
export function evadeTo(s: usize, to: i32): void {
  const u = cGet(s, C_DEF);
  const h = uHex(s, u);
  // two hexes back: pass through the middle hex (no stop there)
  shiftUnit(s, u, to);
  cSet(s, C_CONT, ST_DONE);
  cSet(s, C_STEP, ST_CHECKS);
  setPhase(s, Phase.ROLL);
}

/** No retreat hex is open (B.10): lose a block per hex; an elephant blocked by pieces hurts them. */
export function blockedRetreat(s: usize, u: i32, left: i32): void {
  if (hasProp(uType(s, u), P_ELEPHANT)) {
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

@inline function rearHex(h: i32, side: i32, k: i32): i32 { return rearNeighbor(h, side == BOTTOM, k); }
