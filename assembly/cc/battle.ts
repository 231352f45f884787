// The battle step driver (B.8, B.9, B.10, B.11): declaring a battle, the defender's response, the
// main roll's hits and flags, the checks, the retreat, what follows a strike (battle back, First
// Strike's strike back, evade, momentum advance, cavalry extra hex, bonus combat), and run(), which
// advances automatic steps until the next decision or chance node. apply.ts performs a decision and
// then calls run(). Battle steps live in the combat context (state.ts C_*).
import { MAX_HEX, neighbor } from "../common/geometry";
import { epicOn } from "./epic/config";
import { battleCard } from "./epic/effects";
import {
  phase, setPhase, active, setActor, turn, card, setLastCard, uHex, uSide, uType, uHas, uAdd, uAlive, lSide, lAlive,
  unitAt, leaderAt, placeUnit, attachedLeader, hand, setHand, deck, discard, setDiscard, cGet, cSet, cGet16, cSet16,
  qLen, qField, C_KIND, C_ATK, C_DEF, C_DEFLEADER, C_STEP, C_ROLLED, C_FLAGS, C_RETLEFT, C_ORIGIN, C_ROLLER,
  C_STRUCK, C_ATKHEX, C_DEFHEX, C_FACES, C_ROLLMODE, C_CONT, C_ELEPHANT_ROLL, C_SPARE, C_LCHECKED, O_COMBAT, NONE,
  GONE, UF_MOVED, UF_BATTLED, UF_NOBATTLE, UF_SHOT2, C_TRUMP,
} from "./state";
import {
  unitClass, isCavalry, isMounted, isFoot, forestFighter, hasProp, P_ELEPHANT, P_WAR_MACHINE, P_WARRIOR,
  responseCard,
  terIn, terNoBattleIn, terEndsAdvance, terNoAdvanceOut, leaderFace, footLeaderBonus, leaderRangedKill,
} from "./ruleset";
import { terrainAt } from "./scenario";
import { Phase, Ter, Face } from "./types";
import {
  K_RANGED, K_MELEE, K_BONUS, K_BACK, K_FIRST, K_EVADE, K_LEADER, meleeDice, rangedDice, countHits, hitsOf, flagsOf,
  ignorableFlags, rocketSelfHits,
} from "./combat";
import { retreatOptions, evadeReach } from "./movement";
import { hasLegalMove, hasLegalBattle, hasBonusTarget, hasExtraHex, hasJoinCandidate } from "./legal";
import { takeSeatCmd } from "./napoleonics/seat-block";
import {
  ST_IDLE, ST_RESOLVE, ST_CHECKS, ST_FLAGS, ST_RETREAT, ST_AFTER, ST_ADVANCE, ST_EXTRA, ST_BONUS, ST_RESUME, ST_DONE,
  RM_MAIN, RM_CHECK, RM_CARD, OR_BONUS, OR_NOBACK, OR_RANGED, OR_ADVANCED, Q_LHIT, Q_LELIM, Q_MARSH_U, Q_MARSH_L,
  Q_RAMP_U, Q_RAMP_L, Q_ESCAPE, Q_LEVADE, startRoll, countFace, dequeue,
} from "./checks";
import { queueDraw } from "./deck";

/** Destinations of the retreat / evade checks (movement.ts writes them; only their count is used here). */
const dests = new StaticArray<i16>(MAX_HEX);
import { isOver, damage, killLeader } from "./victory";
import { enterBattle, endBattles, cardRollDone } from "./turn";
import { shiftUnit, beginLeaderEvade, beginRetreat, blockedRetreat } from "./retreat";
import { joinableAttack, joinedDice } from "./napoleonics/combined";

// ---- battles ---------------------------------------------------------------------------------------------
/** Declares a battle by unit u against the piece on hex th (B.8, B.9). `bonus`: a bonus close combat. */
export function declareBattle(s: usize, u: i32, th: i32, bonus: bool): void {
  if (epicOn) battleCard(s, u); // EPIC: the battle runs under the card that ordered u (epic/effects.ts)
  const uh = uHex(s, u);
  let adjacent = false;
  for (let d = 0; d < 6; d++) if (neighbor(uh, d) == th) adjacent = true;
  if (uHas(s, u, UF_BATTLED)) uAdd(s, u, UF_SHOT2); else uAdd(s, u, UF_BATTLED);
  memory.fill(s + O_COMBAT, 0, 42);
  cSet16(s, C_LCHECKED, 0); // a new combat sequence
  cSet(s, C_TRUMP, 0);      // no Tactician response yet (C.17)
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
  cSet(s, C_KIND, !adjacent ? K_RANGED : bonus ? K_BONUS : K_MELEE);
  // Napoleonics combined arms (C.14): the attacker first says whether an artillery unit joins
  if (joinableAttack(s) && hasJoinCandidate(s)) { setPhase(s, Phase.COMBINE); setActor(s, active(s)); return; }
  continueDeclare(s);
}

/** The declared battle goes on: a ranged roll, or the defender's response to a melee. */
export function continueDeclare(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  if (cGet(s, C_KIND) == K_RANGED) {
    startRoll(s, rangedDice(s, u, cGet16(s, C_DEFHEX)) + joinedDice(s), RM_MAIN);
    return;
  }
  setPhase(s, Phase.RESPOND);
  setActor(s, uSide(s, t));
}

export function respondAccept(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  startRoll(s, meleeDice(s, u, t, cGet(s, C_KIND)) + joinedDice(s), RM_MAIN);
}

export function respondEvade(s: usize): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  cSet(s, C_KIND, K_EVADE);
  startRoll(s, meleeDice(s, u, t, K_EVADE) + joinedDice(s), RM_MAIN);
}

export function respondFirstStrike(s: usize, seat: i32 = -1): void {
  const u = cGet(s, C_ATK), t = cGet(s, C_DEF);
  const side = uSide(s, t);
  const k = responseCard; // First Strike (the ruleset's CF_RESPONSE card)
  if (seat >= 2) takeSeatCmd(s, seat, k); // La Grande: a corps commander's own hand, no replacement draw (D.8 [Interp])
  else setHand(s, side, k, hand(s, side, k) - 1);
  setDiscard(s, k, discard(s, k) + 1);
  setLastCard(s, side, k);
  if (seat < 2) queueDraw(s, side, 1); // the First Strike player draws before the active player (B.5)
  cSet(s, C_ORIGIN, cGet(s, C_ORIGIN) | OR_NOBACK);
  cSet(s, C_KIND, K_FIRST);
  cSet(s, C_ROLLER, t);
  cSet(s, C_STRUCK, u);
  startRoll(s, meleeDice(s, t, u, K_FIRST), RM_MAIN);
}

/** The battle is over: back to choosing battles (or the end of turn when none is left). */
function battleDone(s: usize): void {
  cSet(s, C_STEP, ST_IDLE);
  cSet(s, C_TRUMP, 0); // a trumped turn card (C.17) counts again in the next battle
  if (isOver(s)) return;
  setPhase(s, Phase.BATTLE);
  setActor(s, active(s));
  if (!hasLegalBattle(s)) endBattles(s);
}

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
  const helmets = countFace(s, leaderFace);
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

export function advanceTo(s: usize, to: i32): void {
  const u = cGet(s, C_ATK);
  shiftUnit(s, u, to);
  const step = cGet(s, C_STEP);
  const t = terrainAt(to);
  if (terIn(terNoBattleIn, t) && !forestFighter(uType(s, u))) uAdd(s, u, UF_NOBATTLE);
  if (t == Ter.BROKEN && isMounted(uType(s, u))) uAdd(s, u, UF_NOBATTLE);
  if (step == ST_ADVANCE) {
    cSet(s, C_ORIGIN, cGet(s, C_ORIGIN) | OR_ADVANCED);
    const initial = (cGet(s, C_ORIGIN) & OR_BONUS) == 0;
    const stops = terIn(terEndsAdvance, t);
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
      const n = retreatOptions(s, u, left, dests);
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
    const helmets = countFace(s, leaderFace);
    cSet(s, C_STEP, ST_CHECKS);
    cSet(s, C_CONT, ST_DONE);
    if (!lAlive(s, l)) return;
    const ranged = (cGet(s, C_ORIGIN) & OR_RANGED) != 0;
    if (helmets >= (ranged ? leaderRangedKill : 1)) killLeader(s, l);
    else if (!ranged) { beginLeaderEvade(s, l); }
    return;
  }
  const t = cGet(s, C_STRUCK);
  const c = countHits(s, r, t, uHex(s, t), kind, faces, n, 0);
  cSet(s, C_ELEPHANT_ROLL, hasProp(uType(s, r), P_ELEPHANT) ? 1 : 0);
  damage(s, t, hitsOf(c));
  const self = rocketSelfHits(s, r, kind, faces, n); // a rocket battery's 2 sabres hit itself (C.10)
  if (self > 0 && uAlive(s, r)) damage(s, r, self);
  cSet(s, C_FLAGS, flagsOf(c));
  cSet(s, C_STEP, ST_CHECKS);
  cSet(s, C_CONT, ST_FLAGS);
}

/** What follows a finished strike (B.9 steps 7-8, First Strike, evade). */
function after(s: usize): void {
  const kind = cGet(s, C_KIND);
  const u = cGet(s, C_ATK);
  const t = cGet(s, C_DEF);
  if (kind == K_RANGED || kind == K_LEADER || kind == K_BACK) { cSet(s, C_STEP, ST_DONE); return; }
  if (kind == K_EVADE) {
    if (uAlive(s, t) && hasProp(uType(s, t), P_WAR_MACHINE)) {
      // a war machine that evades is taken off the board, giving no banner (B.3)
      placeUnit(s, t, GONE);
      cSet(s, C_STEP, ST_DONE);
      return;
    }
    if (uAlive(s, t)) {
      const n = evadeReach(s, t, dests);
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
      startRoll(s, meleeDice(s, u, t, cGet(s, C_KIND)) + joinedDice(s), RM_MAIN);
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
  if (hasProp(uType(s, u), P_WAR_MACHINE)) return false;
  const h = cGet16(s, C_DEFHEX);
  if (unitAt(s, h) != NONE) return false;
  const l = leaderAt(s, h);
  if (l != NONE && (lSide(s, l) != uSide(s, u) || attachedLeader(s, u) != NONE)) return false;
  const from = terrainAt(uHex(s, u));
  if (terIn(terNoAdvanceOut, from) && uHas(s, u, UF_MOVED)) return false;
  return true;
}

/** Bonus close combat (B.9): warriors, mounted units, foot units with an attached leader. */
function mayBonus(s: usize): bool {
  const u = cGet(s, C_ATK);
  if ((cGet(s, C_ORIGIN) & (OR_BONUS | OR_ADVANCED)) != OR_ADVANCED) return false;
  if (!uAlive(s, u) || uHas(s, u, UF_NOBATTLE)) return false;
  const t = uType(s, u);
  return hasProp(t, P_WARRIOR) || isMounted(t) || (footLeaderBonus && isFoot(t) && attachedLeader(s, u) != NONE);
}
