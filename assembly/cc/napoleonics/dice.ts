// Napoleonics battle arithmetic (rules digest C.2, C.6, C.7, C.10-C.12, C.15): how many dice a unit
// rolls in melee and in ranged fire, and how many flags it may ignore. combat.ts calls these at its
// hooks (meleeDice, rangedDice, ignorableFlags) when the ruleset is Napoleonics; Ancients never
// reaches this module. Pure reads of the state and the ruleset table.
//
// Melee (C.11 steps 4-6): 1 die per block + the type's melee bonus (+ nation rules: French line +1 vs
//   infantry, Spanish line -1 after moving, Prussian line +1 standing or battling back) + card dice
//   (Cavalry Charge +1 for ordered cavalry), then the terrain reduction, never below 0.
// Ranged (C.10): infantry 1 per block + standing bonus; after moving half the blocks rounded by
//   nation (MF_*) + the moving bonus; artillery dice by range (rule options, capped by blocks); foot
//   artillery never fires after moving; + card dice (Fire and Hold +1, Bombard +2 standing
//   artillery), then the terrain reduction.
// Terrain (C.15): reductions by the battling unit's class (infantry, cavalry, artillery), "into"
//   the target's hex and "out of" the battler's hex; hills count only between different heights
//   (uphill = into, downhill = out of); melee and ranged differ for streams, marsh (ranged into 0).
import { hexDistance } from "../../common/geometry";
import {
  unitAt, uHex, uSide, uType, uBlocks, uHas, card, active, attachedLeader, NONE, UF_MOVED, UF_ORDERED,
  UF_BONUS, ironWill, cGet, cGet16, C_DEF, C_ATK, C_ROLLER, C_ATKHEX, C_TRUMP, C_KIND,
} from "../state";
import {
  unitClass, hasProp, cardHas, P_WAR_MACHINE, P_AUXILIA, CF_MOUNTED_MELEE_PLUS1, CF_RANGED_PLUS1, CF_BOMBARD,
  NAP_MELEE_BONUS, NAP_FIRE_BONUS, NAP_MOVING_FIRE, NAP_MOVING_BONUS, NAP_IGNORE_FLAGS, UNIT_RULES, NAP_NATION,
  MF_HALF_UP, MF_HALF_DOWN, MF_HALF_DOWN_LESS1, NR_MELEE_VS_INF, NR_MOVED_MELEE_LESS1, NR_STEADY_MELEE, NR_ARTILLERY, NR_GUARD, NR_ROCKET, CF_DOUBLE_TIME, CF_NO_RANGED,
  NR_GARRISON, Nation,
} from "../ruleset";
import { terrainAt, ruleOpt, RuleOpt } from "../scenario";
import { Ter, Cls } from "../types";
import { inSquare } from "./squares";
import { fwProtects, fwIntoReduction, fwOutReduction } from "./fieldworks";
import { supportedExcept } from "../support";
import { isConscript, battleOutAt } from "./config";
import { isGarrisonType } from "./garrisons";
import { tactBonus, turnCardBonus } from "./tactician";
import { TE_MELEE, TE_RANGED, TE_BACK, TE_IGNORE } from "./tactician-deck";
import { ironWillFor } from "./seat-block";

/** Dice a rocket battery always rolls, in fire and in melee (C.10; cards may add). */
export const ROCKET_DICE: i32 = 2;

// battle kinds (combat.ts K_*; repeated here because combat.ts sits above this module)
const K_RANGED: i32 = 0, K_MELEE: i32 = 1, K_BONUS: i32 = 2, K_BACK: i32 = 3, K_FIRST: i32 = 4, K_EVADE: i32 = 5, K_LEADER: i32 = 6;

// ---- terrain reductions (C.15), [terrain * 3 + class], class 0 infantry 1 cavalry 2 artillery ------
//                      OPEN   FOREST   HILL     BROKEN MARSH  RIVER  FORD   LAKE   STEEP  CAMP   TOWN     CASTLE   CHURCH   ORCHARD  W.GARDEN
const INTO_MELEE: u8[] = [0,0,0, 1,2,1, 1,1,0, 0,0,0, 1,1,1, 0,0,0, 1,1,1, 0,0,0, 0,0,0, 0,0,0, 2,3,1, 2,3,1, 2,3,1, 1,1,1, 1,2,1];
const INTO_RANGED: u8[] = [0,0,0, 1,2,1, 1,1,0, 0,0,0, 0,0,0, 0,0,0, 0,0,0, 0,0,0, 0,0,0, 0,0,0, 2,3,1, 2,3,1, 2,3,1, 1,1,1, 1,2,1];
const OUT_OF: u8[]     = [0,0,0, 0,2,1, 0,1,0, 0,0,0, 1,1,1, 0,0,0, 1,1,1, 0,0,0, 0,0,0, 0,0,0, 0,3,1, 0,3,1, 0,3,1, 0,1,1, 0,2,1];

// flags the occupant of a hex ignores, by terrain (C.12, C.15): castle 2, church / walled farm 1; the
// walled garden's wall (text cut off in the digest): rule option NAP_WALLED_GARDEN_FLAGS ([Interp] 1)
//                      OPEN FOREST HILL BROKEN MARSH RIVER FORD LAKE STEEP CAMP TOWN CASTLE CHURCH ORCHARD W.GARDEN
const TER_FLAGS: u8[] = [0,  0,     0,   0,     0,    0,    0,   0,   0,    0,   0,   2,     1,     0,      0];

/** Flags a unit in terrain `ter` ignores because of the terrain (C.12, C.15). */
function terrainFlags(ter: i32): i32 {
  return ter == Ter.WALLED_GARDEN ? ruleOpt(RuleOpt.NAP_WALLED_GARDEN_FLAGS) : <i32>TER_FLAGS[ter];
}

/** Dice lost to terrain for a unit of class `cls` battling from hex rh into hex th (C.15). */
export function terrainReduction(s: usize, cls: i32, rh: i32, th: i32, ranged: bool): i32 {
  const rt = terrainAt(rh), tt = terrainAt(th);
  let d = 0;
  if (tt == Ter.HILL) {
    // uphill: into a hill from lower ground (ranged fire too, unless the option says otherwise)
    if (rt != Ter.HILL && (!ranged || ruleOpt(RuleOpt.NAP_UPHILL_FIRE) != 0)) d += <i32>INTO_MELEE[Ter.HILL * 3 + cls];
  } else {
    d += <i32>(ranged ? INTO_RANGED[tt * 3 + cls] : INTO_MELEE[tt * 3 + cls]);
  }
  // field works (C.15): attacked across a field-works side; not cumulative with the hex (the larger)
  if (fwProtects(s, th, rh)) { const f = fwIntoReduction(cls); if (f > d) d = f; }
  let o = 0;
  if (rt == Ter.HILL) {
    if (tt != Ter.HILL) o = <i32>OUT_OF[Ter.HILL * 3 + cls]; // downhill
  } else {
    o = <i32>OUT_OF[rt * 3 + cls];
  }
  // cavalry battling out across a field-works side of its own hex: -2 (C.15)
  if (cls == 1 && fwProtects(s, rh, th)) { const f = fwOutReduction(cls); if (f > o) o = f; }
  // a scenario's battle-out hexes (the Austerlitz Goldbach: units in it battle at -1 die)
  o += battleOutAt(rh);
  return d + o;
}

/** Artillery dice at distance `dist` from the rule option's digits (C.6 estimate), 0 beyond. */
export function rangeDice(opt: i32, dist: i32): i32 {
  let digits = 0;
  for (let v = opt; v > 0; v /= 10) digits++;
  if (dist < 1) dist = 1;
  if (dist > digits) return 0;
  let v = opt;
  for (let i = digits; i > dist; i--) v /= 10;
  return v % 10;
}

/** The Tactician cards in effect for unit u (C.17), less the attacker's turn card when an enemy
 *  response trumped it in this battle (combat context C_TRUMP). */
function tactNow(s: usize, u: i32, what: i32): i32 {
  const n = tactBonus(s, u, what);
  return n != 0 && cGet(s, C_TRUMP) != 0 && u == cGet(s, C_ATK) ? n - turnCardBonus(s, u, what) : n;
}

@inline function napRules(t: i32): i32 { return <i32>unchecked(UNIT_RULES[t]); }
@inline function isTown(ter: i32): bool { return ter == Ter.TOWN || ter == Ter.CASTLE || ter == Ter.CHURCH; }

/** Artillery that moved and may not battle: under Bombard (move 3 or battle), or a 1-block horse
 *  artillery (C.5, C.6). */
function movedCannotBattle(s: usize, r: i32, rt: i32): bool {
  if ((napRules(rt) & NR_ARTILLERY) == 0 || !uHas(s, r, UF_MOVED)) return false;
  if (uBlocks(s, r) <= 1) return true;
  return cardHas(card(s), CF_BOMBARD) && uHas(s, r, UF_ORDERED);
}

/** Melee dice of unit r against unit t (NONE: a lone leader) in a battle of kind `kind` (C.11). */
export function napMeleeDice(s: usize, r: i32, t: i32, kind: i32): i32 {
  const rt = uType(s, r);
  const moved = uHas(s, r, UF_MOVED);
  // foot artillery that moved does not battle (moves 1 or battles, C.6)
  if (hasProp(rt, P_WAR_MACHINE) && moved && kind != K_BACK) return 0;
  if (movedCannotBattle(s, r, rt) && kind != K_BACK) return 0;
  const rules = napRules(rt);
  // a rocket battery melees like horse artillery with 2 dice (C.10)
  let d = (rules & NR_ROCKET) != 0 ? ROCKET_DICE : uBlocks(s, r) + <i32>unchecked(NAP_MELEE_BONUS[rt]);
  // French line +1 against infantry, not with a Conscript marker (D.10), attacking or battling back
  if ((rules & NR_MELEE_VS_INF) != 0 && t != NONE && unitClass(uType(s, t)) == Cls.LIGHT && !isConscript(r)) d += 1;
  if ((rules & NR_MOVED_MELEE_LESS1) != 0 && moved && kind != K_BACK) d -= 1;
  if ((rules & NR_STEADY_MELEE) != 0 && kind != K_FIRST && (kind == K_BACK || !moved)) d += 1;
  // card dice: the active side's ordered units only
  if (uSide(s, r) == active(s) && (kind == K_MELEE || kind == K_BONUS || kind == K_EVADE || kind == K_LEADER)) {
    const c = card(s);
    const guard = (rules & NR_GUARD) != 0;
    // Cavalry Charge: +1 (guard +2), lost against a town (C.5, C.15)
    if (cardHas(c, CF_MOUNTED_MELEE_PLUS1) && unitClass(rt) == Cls.MEDIUM && uHas(s, r, UF_ORDERED)
      && (t == NONE || !isTown(terrainAt(uHex(s, t))))) d += guard ? 2 : 1;
    // Bayonet Charge: guard infantry +1 (C.5, GM&T wording)
    if (cardHas(c, CF_DOUBLE_TIME) && cardHas(c, CF_NO_RANGED) && guard && unitClass(rt) == Cls.LIGHT && uHas(s, r, UF_ORDERED)) d += 1;
    if (uHas(s, r, UF_BONUS)) d += 1;
  }
  d += tactNow(s, r, kind == K_BACK ? TE_BACK : TE_MELEE); // Tactician cards in effect (C.17)
  if (t != NONE) d -= terrainReduction(s, unitClass(rt), uHex(s, r), uHex(s, t), false);
  // squares (C.13): a square battles with at most 1 die; cavalry meleeing a square rolls at most 1
  if (d > 1 && (inSquare(s, r) || (t != NONE && unitClass(rt) == Cls.MEDIUM && inSquare(s, t)))) d = 1;
  return d < 0 ? 0 : d;
}

/** Ranged dice of unit r firing at hex th (C.10); th == its own hex asks whether it can fire at all. */
export function napRangedDice(s: usize, r: i32, th: i32): i32 {
  const rt = uType(s, r);
  const moved = uHas(s, r, UF_MOVED);
  const rh = uHex(s, r);
  const blocks = uBlocks(s, r);
  const rules = napRules(rt);
  let d: i32;
  const rocket = (rules & NR_ROCKET) != 0;
  if ((rules & NR_ARTILLERY) != 0) {
    if (moved && hasProp(rt, P_WAR_MACHINE)) return 0;
    if (movedCannotBattle(s, r, rt)) return 0;
    if (rocket) {
      // a rocket battery (C.10): 2 dice at any range of 2-5, never at a lone leader
      if (th != rh && unitAt(s, th) == NONE) return 0;
      d = ROCKET_DICE;
    } else {
      const opt = ruleOpt(hasProp(rt, P_AUXILIA) ? RuleOpt.NAP_HA_RANGE_DICE : RuleOpt.NAP_FA_RANGE_DICE);
      d = rangeDice(opt, th == rh ? 1 : hexDistance(rh, th));
      if (d > blocks) d = blocks;
    }
    if (cardHas(card(s), CF_BOMBARD) && !moved && uSide(s, r) == active(s) && uHas(s, r, UF_ORDERED)) d += (rules & NR_GUARD) != 0 ? 3 : 2;
  } else {
    const nation = <i32>unchecked(NAP_NATION[rt]);
    if (!moved) {
      d = blocks + <i32>unchecked(NAP_FIRE_BONUS[rt]);
      if (nation == Nation.PORTUGAL && ruleOpt(RuleOpt.NAP_PORTUGUESE_LINE_PLUS1) != 0 && <i32>NAP_FIRE_BONUS[rt] == 0) d += 1;
    } else {
      const mode = <i32>unchecked(NAP_MOVING_FIRE[rt]);
      d = mode == MF_HALF_UP ? (blocks + 1) >> 1 : blocks >> 1;
      if (mode == MF_HALF_DOWN_LESS1) d -= 1;
      let bonus = <i32>unchecked(NAP_MOVING_BONUS[rt]);
      if (nation == Nation.AUSTRIA && bonus > 0 && ruleOpt(RuleOpt.NAP_AUSTRIAN_LIGHT_MOVING_PLUS1) == 0) bonus = 0;
      d += bonus;
    }
  }
  if (cardHas(card(s), CF_RANGED_PLUS1) && uSide(s, r) == active(s) && uHas(s, r, UF_ORDERED)) d += 1;
  if (uHas(s, r, UF_BONUS)) d += 1;
  d += tactNow(s, r, TE_RANGED); // Tactician cards in effect (C.17)
  if (th != rh && !rocket) d -= terrainReduction(s, unitClass(rt), rh, th, true); // rockets: no terrain reduction (C.10)
  if (d > 1 && inSquare(s, r)) d = 1; // a square fires with at most 1 die (C.13)
  return d < 0 ? 0 : d;
}

/** Is u struck by a rocket battery's fire (C.10, C.12: its target may not ignore flags)? */
function rocketFlags(s: usize, u: i32): bool {
  const r = cGet(s, C_ROLLER);
  return r != NONE && r != u && cGet(s, C_KIND) == K_RANGED && (napRules(uType(s, r)) & NR_ROCKET) != 0;
}

/** Is u cavalry struck by flags a square rolled (C.13, fan reference: it may ignore none)? */
function squareFlagsOnCavalry(s: usize, u: i32): bool {
  const r = cGet(s, C_ROLLER);
  return r != NONE && r != u && unitClass(uType(s, u)) == Cls.MEDIUM && inSquare(s, r);
}

/** Supporting pieces: at least 2 adjacent friendly units and/or lone leaders (C.12, rule option;
 *  ../support.ts); garrisons give no support (D.10); a square counts among them (it gives support, C.13). */
function supportedN(s: usize, u: i32): bool {
  return supportedExcept(s, u, NR_GARRISON);
}

/** Flags unit u may ignore (C.12): the free sources, plus Prussian Iron Will counters (C.16). */
export function napIgnorableFlags(s: usize, u: i32): i32 {
  if (isGarrisonType(uType(s, u))) return 0; // a garrison never ignores a flag (D.10)
  if (squareFlagsOnCavalry(s, u) || rocketFlags(s, u)) return 0;
  let k = napFreeIgnorable(s, u);
  if (<i32>unchecked(NAP_NATION[uType(s, u)]) == Nation.PRUSSIA) k += ironWillFor(s, u); // 6 and 8 seats: the unit's commander's (D.7)
  return k;
}

/** Flags unit u ignores without spending anything (C.12): attached leader 1, its type, castle 2 /
 *  church 1, walled garden (option), support (option), capped by NAP_FLAG_IGNORE_CAP. */
export function napFreeIgnorable(s: usize, u: i32): i32 {
  const t = uType(s, u);
  if (isGarrisonType(t) || squareFlagsOnCavalry(s, u) || rocketFlags(s, u)) return 0; // a garrison never ignores a flag (D.10)
  let k = <i32>unchecked(NAP_IGNORE_FLAGS[t]);
  // field works (C.12, C.15): defending infantry and artillery attacked across a field-works side
  if (u == cGet(s, C_DEF) && cGet(s, C_ROLLER) == cGet(s, C_ATK) && unitClass(t) != Cls.MEDIUM
    && fwProtects(s, uHex(s, u), cGet16(s, C_ATKHEX))) k++;
  k += tactNow(s, u, TE_IGNORE); // Tactician cards in effect (C.17)
  if (attachedLeader(s, u) != NONE) k++;
  k += terrainFlags(terrainAt(uHex(s, u)));
  if (ruleOpt(RuleOpt.NAP_SUPPORT) != 0 && !inSquare(s, u) && supportedN(s, u)) k++; // a square receives no support (C.13)
  const cap = ruleOpt(RuleOpt.NAP_FLAG_IGNORE_CAP);
  if (cap > 0 && k > cap) k = cap;
  return k;
}
