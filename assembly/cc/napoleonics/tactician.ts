// What a Tactician card in effect changes (rules digest C.17; the deck's data and the timing and
// effect kinds are drawn in tactician-deck.ts): dice, flags ignored, move allowance, for the units its
// filter matches; and the hand, deck and discard counts. Reads the state's extension block (hands, the
// cards in effect) and the ruleset table. Called by dice.ts (dice, flags), movement.ts (one-line
// hook: moves), invariants and ../nap-flow.ts (drawing, playing).
import {
  uSide, uType, uHex, uHas, active, attachedLeader, NONE, UF_ORDERED,
} from "../state";
import { unitClass, hasProp, P_AUXILIA } from "../ruleset";
import { terrainAt } from "../scenario";
import { Cls, Ter } from "../types";
import {
  MAX_TACT_KINDS, X_TACT_TURN, X_TACT_GUARD, X_TACT_GUARD_SIDE, xGet, tHand, tDeck, tDiscard,
} from "./extension";
import { fwSidesAt } from "./fieldworks";
import { effectHelps } from "./seat-block";
import {
  TE_MELEE, TE_RANGED, TE_BOTH, TE_MOVE, TF_INF, TF_CAV, TF_ART, TF_LIGHT, TF_LEADER, TF_COVER, tactEffect, tactFilter, tactAmount,
} from "./tactician-deck";

/** Tactician cards in side's hand / in the deck / discarded. */
export function tHandCount(s: usize, side: i32): i32 { let n = 0; for (let k = 0; k < MAX_TACT_KINDS; k++) n += tHand(s, side, k); return n; }
export function tDeckCount(s: usize): i32 { let n = 0; for (let k = 0; k < MAX_TACT_KINDS; k++) n += tDeck(s, k); return n; }
export function tDiscardCount(s: usize): i32 { let n = 0; for (let k = 0; k < MAX_TACT_KINDS; k++) n += tDiscard(s, k); return n; }

/** Does unit u pass filter f (all bits required)? */
export function tactFilterMatch(s: usize, u: i32, f: i32): bool {
  const t = uType(s, u);
  const cls = unitClass(t);
  if ((f & TF_INF) != 0 && cls != Cls.LIGHT) return false;
  if ((f & TF_CAV) != 0 && cls != Cls.MEDIUM) return false;
  if ((f & TF_ART) != 0 && cls != Cls.HEAVY) return false;
  if ((f & TF_LIGHT) != 0 && !hasProp(t, P_AUXILIA)) return false;
  if ((f & TF_LEADER) != 0 && attachedLeader(s, u) == NONE) return false;
  if ((f & TF_COVER) != 0) {
    const h = uHex(s, u);
    const ter = terrainAt(h);
    if (fwSidesAt(s, h) == 0 && ter != Ter.TOWN && ter != Ter.CASTLE && ter != Ter.CHURCH) return false;
  }
  return true;
}

function effectOf(s: usize, k: i32, u: i32, what: i32): i32 {
  const e = tactEffect(k);
  const hit = e == what || (e == TE_BOTH && (what == TE_MELEE || what == TE_RANGED));
  return hit && tactFilterMatch(s, u, tactFilter(k)) ? tactAmount(k) : 0;
}

/** What the Tactician cards in effect add to unit u for `what` (TE_MELEE, TE_RANGED, TE_BACK,
 *  TE_IGNORE, TE_MOVE): the active side's turn card for its ordered units, the other side's guard
 *  card for its units while the enemy is active. 6 and 8 seats (D.7): only units of the section of
 *  the seat that played the card (../epic/seat-hands.ts effectHelps). */
export function tactBonus(s: usize, u: i32, what: i32): i32 {
  const kt = xGet(s, X_TACT_TURN) - 1, kg = xGet(s, X_TACT_GUARD) - 1;
  if (kt < 0 && kg < 0) return 0;
  const side = uSide(s, u);
  let n = 0;
  if (kt >= 0 && side == active(s) && uHas(s, u, UF_ORDERED) && effectHelps(s, u, false)) n += effectOf(s, kt, u, what);
  if (kg >= 0 && side == xGet(s, X_TACT_GUARD_SIDE) && side != active(s) && effectHelps(s, u, true)) n += effectOf(s, kg, u, what);
  return n;
}

/** Hexes the Tactician cards in effect add to unit u's move (TE_MOVE). */
export function tactMoveBonus(s: usize, u: i32): i32 { return tactBonus(s, u, TE_MOVE); }

/** What the active side's turn card (TT_TURN) alone adds to unit u for `what`: the part of tactBonus
 *  an enemy response trumps (C.17; dice.ts takes it off for the battle's attacker). */
export function turnCardBonus(s: usize, u: i32, what: i32): i32 {
  const kt = xGet(s, X_TACT_TURN) - 1;
  if (kt < 0 || uSide(s, u) != active(s) || !uHas(s, u, UF_ORDERED) || !effectHelps(s, u, false)) return 0;
  return effectOf(s, kt, u, what);
}
