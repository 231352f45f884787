// Combined arms (rules digest C.14): an ordered infantry or cavalry unit attacking in melee (or
// infantry firing) may be joined by one ordered artillery unit that has the same target in range
// (and line of sight: the caller, legal.ts, checks it, combat.ts being above this module); the
// artillery's dice (by range, with its own terrain reduction) are added to the roll, hits are
// applied together, battle back goes to the infantry / cavalry. The joined artillery has battled.
// The combat context keeps the joined unit (state.ts C_JOIN, 0 = none: always 0 under Ancients). The
// artillery's dice are the last of the roll; in melee they score sabres even when the infantry may not
// (joinedSabreFrom, read by combat.ts countHits).
// Called by battle.ts (declare, the rolls), legal.ts (the COMBINE decision), apply.ts (join).
import { hexDistance } from "../../common/geometry";
import {
  uHex, uSide, uType, uAlive, uHas, uAdd, cGet, cSet, C_ATK, C_DEF, C_KIND, C_JOIN, C_NDICE, UF_ORDERED, UF_BATTLED, UF_NOBATTLE,
  NONE,
} from "../state";
import { unitClass, UNIT_RANGE, UNIT_RULES, NR_ARTILLERY, NR_ROCKET, NR_RR_COMBINED, rulesetId } from "../ruleset";
import { ruleOpt, RuleOpt } from "../scenario";
import { Cls, Ruleset } from "../types";
import { napRangedDice } from "./dice";

const K_RANGED: i32 = 0, K_MELEE: i32 = 1, K_BONUS: i32 = 2; // combat.ts battle kinds

/** Could artillery unit a join the pending attack (before line of sight)? */
export function mayJoin(s: usize, a: i32): bool {
  if (!uAlive(s, a) || uSide(s, a) != uSide(s, cGet(s, C_ATK)) || a == cGet(s, C_ATK)) return false;
  const t = uType(s, a);
  if ((<i32>UNIT_RULES[t] & (NR_ARTILLERY | NR_ROCKET)) != NR_ARTILLERY) return false; // rockets never join (C.10, C.14)
  if (!uHas(s, a, UF_ORDERED) || uHas(s, a, UF_BATTLED) || uHas(s, a, UF_NOBATTLE)) return false;
  const d = cGet(s, C_DEF);
  if (d == NONE) return false;
  const dist = hexDistance(uHex(s, a), uHex(s, d));
  return dist <= <i32>UNIT_RANGE[t] && napRangedDice(s, a, uHex(s, d)) > 0;
}

/** Is the pending attack one artillery may join (an infantry / cavalry melee, or infantry fire)? */
export function joinableAttack(s: usize): bool {
  if (rulesetId != Ruleset.NAPOLEONICS) return false;
  const k = cGet(s, C_KIND);
  const c = unitClass(uType(s, cGet(s, C_ATK)));
  if (k == K_RANGED) return c == Cls.LIGHT;
  return (k == K_MELEE || k == K_BONUS) && (c == Cls.LIGHT || c == Cls.MEDIUM);
}

/** Artillery unit a joins: it has battled. */
export function join(s: usize, a: i32): void {
  cSet(s, C_JOIN, a + 1);
  uAdd(s, a, UF_BATTLED);
}

/** Where the joined artillery's dice start in unit r's melee roll of kind `kind` (C.14: they score
 *  sabres, whatever the infantry / cavalry's sabre rule): they are the last dice of the roll (its
 *  size C_NDICE less their number, so a partly rolled roll reads the same); i32.MAX_VALUE when r is
 *  not the attacker, the roll is not a melee or bonus melee, or no artillery joined. combat.ts countHits. */
export function joinedSabreFrom(s: usize, r: i32, kind: i32): i32 {
  if (rulesetId != Ruleset.NAPOLEONICS || (kind != K_MELEE && kind != K_BONUS) || r != cGet(s, C_ATK)) return i32.MAX_VALUE;
  const j = joinedDice(s);
  return j == 0 ? i32.MAX_VALUE : cGet(s, C_NDICE) - j;
}

/** May cavalry unit t Retire & Reform against the pending attack (C.14, C.19.2)? Always, unless an
 *  artillery joined it and rule option NAP_RR_COMBINED_ANY is 0: then only NR_RR_COMBINED units
 *  (Spanish light cavalry, C.7). Default 1: any cavalry (C.14's reading). combat.ts mayEvade. */
export function retireAgainstJoin(s: usize, t: i32): bool {
  if (cGet(s, C_JOIN) == 0 || ruleOpt(RuleOpt.NAP_RR_COMBINED_ANY) != 0) return true;
  return (<i32>UNIT_RULES[uType(s, t)] & NR_RR_COMBINED) != 0;
}

/** Dice the joined artillery adds to the attacker's roll (0 when none joined). */
export function joinedDice(s: usize): i32 {
  const j = cGet(s, C_JOIN);
  if (j == 0) return 0;
  const d = cGet(s, C_DEF);
  if (d == NONE || !uAlive(s, j - 1)) return 0;
  return napRangedDice(s, j - 1, uHex(s, d));
}

