// Battle arithmetic (B.2, B.8, B.9, B.10, B.11, B.12): how many dice a unit rolls, what each face
// does, who may evade, how many flags a unit may ignore, and which enemies a unit may battle.
// Pure reads of the state; flow.ts applies the results. Called per battle and by legal.ts.
import { neighbor, MAX_HEX } from "../common/geometry";
import { BB_WORDS, bbOr } from "../common/bitboard";
import { losClear } from "../common/los";
import {
  unitAt, leaderAt, uHex, uSide, uType, uBlocks, uMax, uHas, lSide, lHex, card, active, attachedLeader, unitCount,
  leaderCount, NONE, UF_BONUS, UF_SACRED, UF_MOVED, UF_ORDERED, uMoved, unitsBb, leadersBb,
} from "./state";
import {
  FACE_HITS_CLASS, UNIT_CC_DICE, UNIT_RANGE, ELEPHANT_DICE_VS, hasProp, unitClass, isMounted, isFoot, P_NO_SWORDS, UNIT_BACK_DICE,
  P_ELEPHANT, P_WARRIOR, P_WAR_MACHINE, P_CHARIOT, P_AUXILIA, P_SHIES_ELEPHANTS, evadesAgainst, cardHas,
  CF_MOUNTED_MELEE_PLUS1, CF_ORDERED_MELEE_PLUS2, rulesetId, UNIT_RULES, NR_LANCER, NR_CUIRASSIER, NR_ROCKET,
  ruleOn, RULE_HILL_ARTILLERY_OVER,
} from "./ruleset";
import { terrainAt, capsMelee, blocksSight, hillGroupAt, ruleOpt, RuleOpt } from "./scenario";
import { Unit, Ter, Face, Ruleset, Cls } from "./types";
import { napMeleeDice, napRangedDice, napIgnorableFlags } from "./napoleonics/dice";
import { joinedSabreFrom, retireAgainstJoin } from "./napoleonics/combined";
import { supportedExcept } from "./support";

// Battle kinds (combat context C_KIND), exported as "BattleKind.RANGED" etc. for the UI
export enum BattleKind { RANGED, MELEE, BONUS, BACK, FIRST, EVADE, LEADER }
export const K_RANGED: i32 = 0;
export const K_MELEE: i32 = 1;   // an ordered unit's close combat (initial)
export const K_BONUS: i32 = 2;   // bonus close combat after a momentum advance
export const K_BACK: i32 = 3;    // battle back by the defender
export const K_FIRST: i32 = 4;   // the defender's First Strike
export const K_EVADE: i32 = 5;   // the attack on a unit that evades
export const K_LEADER: i32 = 6;  // close combat or fire against a lone leader

/** Close-combat dice of unit r battling unit t (or a lone leader when t == NONE), after terrain
 *  caps, the camp penalty and card bonuses (B.9 order: unit dice, caps, camp -1, bonuses). */
export function meleeDice(s: usize, r: i32, t: i32, kind: i32): i32 {
  if (rulesetId == Ruleset.NAPOLEONICS) return napMeleeDice(s, r, t, kind); // hook: C.11 dice
  const rt = uType(s, r);
  let d: i32;
  if (hasProp(rt, P_ELEPHANT)) d = t == NONE ? 1 : <i32>unchecked(ELEPHANT_DICE_VS[uType(s, t)]);
  else if (hasProp(rt, P_WARRIOR)) d = uBlocks(s, r) >= uMax(s, r) ? <i32>unchecked(UNIT_CC_DICE[rt]) : ruleOpt(RuleOpt.WARRIOR_DAMAGED_DICE);
  else if (hasProp(rt, P_WAR_MACHINE) && uHas(s, r, UF_MOVED)) d = 0;
  else d = <i32>((kind == K_BACK || kind == K_FIRST) ? unchecked(UNIT_BACK_DICE[rt]) : unchecked(UNIT_CC_DICE[rt]));
  const rh = uHex(s, r);
  const th = t == NONE ? -1 : uHex(s, t);
  // terrain caps: forest, marsh, ford, broken in either hex: 2
  if (capsMelee(rh) || (th >= 0 && capsMelee(th))) { if (d > 2) d = 2; }
  // hills: uphill attack 2; from a hill (down or hill-to-hill) foot 3, mounted 2
  if (th >= 0) {
    const rHill = terrainAt(rh) == Ter.HILL, tHill = terrainAt(th) == Ter.HILL;
    if (!rHill && tHill) { if (d > 2) d = 2; }
    else if (rHill) { const cap = isMounted(rt) ? 2 : 3; if (d > cap) d = cap; }
  }
  if (terrainAt(rh) == Ter.CAMP && d > 0) d -= 1;
  // card bonuses apply to the active side's units only
  if (uSide(s, r) == active(s) && (kind == K_MELEE || kind == K_BONUS || kind == K_EVADE || kind == K_LEADER)) {
    const c = card(s);
    if (cardHas(c, CF_MOUNTED_MELEE_PLUS1) && isMounted(rt) && uHas(s, r, UF_ORDERED)) d += 1;
    if (cardHas(c, CF_ORDERED_MELEE_PLUS2) && kind != K_BONUS && uHas(s, r, UF_ORDERED)) d += 2;
    if (uHas(s, r, UF_BONUS)) d += 1;
  }
  return d;
}

/** Ranged dice of unit r firing at hex th (B.8): 2 unmoved, 1 moved; caps; camp; bonuses. */
export function rangedDice(s: usize, r: i32, th: i32): i32 {
  if (rulesetId == Ruleset.NAPOLEONICS) return napRangedDice(s, r, th); // hook: C.10 dice
  const rt = uType(s, r);
  const moved = uHas(s, r, UF_MOVED);
  if (hasProp(rt, P_WAR_MACHINE) && moved) return 0;
  if (hasProp(rt, P_AUXILIA) && uMoved(s, r) >= 2) return 0;
  let d = moved ? 1 : 2;
  if (terrainAt(th) == Ter.FOREST && d > 1) d = 1;
  const rTer = terrainAt(uHex(s, r));
  if ((rTer == Ter.MARSH || rTer == Ter.FORD) && d > 1) d = 1;
  if (rTer == Ter.CAMP && d > 0) d -= 1;
  if (uHas(s, r, UF_BONUS)) d += 1;
  return d;
}

/** A friendly leader attached to or adjacent to unit r: helmets hit for r (B.2). */
export function leaderNear(s: usize, r: i32): bool {
  const h = uHex(s, r);
  const side = uSide(s, r);
  if (leaderAt(s, h) != NONE) return true;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const l = leaderAt(s, n);
    if (l != NONE && lSide(s, l) == side) return true;
  }
  return false;
}

/** Whether swords rolled against unit t are ignored outright (elephants, B.11). */
@inline export function ignoresAllSwords(s: usize, t: i32): bool {
  return hasProp(uType(s, t), P_ELEPHANT) && ruleOpt(RuleOpt.ELEPHANT_IGNORE_SWORDS) != 0;
}

// Results of countHits (module scratch, read right after the call)
// ---- what one die did (countHits' per-die report; exported for the UI's dice log) ----------------
export const DIE_MISS: i32 = 0;  // no effect (including a hit the target ignores)
export const DIE_HIT: i32 = 1;   // a hit (a lost block)
export const DIE_FLAG: i32 = 2;  // a flag (a retreat, unless ignored later)

/** countHits' result, packed: hits | flags << 8 | helmets << 16. */
@inline export function hitsOf(c: i32): i32 { return c & 255; }
@inline export function flagsOf(c: i32): i32 { return (c >> 8) & 255; }
@inline export function helmetsOf(c: i32): i32 { return (c >> 16) & 255; }

/**
 * Counts hits and flags of `n` faces rolled by unit r against unit t (B.2, B.11, B.12):
 * class symbol always hits; swords hit in close combat unless r is LI/LB/LS/LC/WM; helmets hit in
 * close combat with a leader attached to or adjacent to r (never for elephants; always for the
 * Sacred Band); only class symbols count against an evading unit. Targets ignore: chariots 1 sword,
 * foot on a camp 1 sword and (later) 1 flag, elephants every sword; an elephant rolled at by
 * cavalry or chariots ignores 1 red-square hit (and 1 flag, in ignorableFlags). `th` is the target's
 * hex when rolled at. Returns the counts packed (hitsOf, flagsOf, helmetsOf); when `marks` is not 0,
 * writes each die's effect there (DIE_*, one i32 per die).
 */
export function countHits(s: usize, r: i32, t: i32, th: i32, kind: i32, faces: usize, n: i32, marks: usize): i32 {
  const rt = uType(s, r);
  const tt = uType(s, t);
  const tcls = unitClass(tt);
  const melee = kind != K_RANGED;
  const evade = kind == K_EVADE;
  const swordsOk = melee && !evade && !ignoresAllSwords(s, t);
  const swordsHit = swordsOk && !hasProp(rt, P_NO_SWORDS);
  // Napoleonics combined arms (C.14): the joined artillery's dice (the last of the roll) score sabres
  // even for a no-sabre infantry (militia, rifles, Grenzer): dice from index swordsFrom on do
  const swordsFrom = swordsHit || !swordsOk ? i32.MAX_VALUE : joinedSabreFrom(s, r, kind);
  const helmetsHit = melee && !evade && !hasProp(rt, P_ELEPHANT) && (uHas(s, r, UF_SACRED) || leaderNear(s, r));
  let swordIgnore = 0;
  if (hasProp(tt, P_CHARIOT) && melee) swordIgnore++;
  if (terrainAt(th) == Ter.CAMP && isFoot(tt) && melee) swordIgnore++;
  let heavyIgnore = (hasProp(tt, P_ELEPHANT) && hasProp(rt, P_SHIES_ELEPHANTS)) ? 1 : 0;
  // Napoleonics cuirassiers ignore 1 hit of infantry fire (C.7, [REFCARD-N])
  let hitIgnore = !melee && unitClass(rt) == Cls.LIGHT && (<i32>unchecked(UNIT_RULES[tt]) & NR_CUIRASSIER) != 0 ? 1 : 0;
  // a Napoleonics rocket battery's fire needs 2 matching symbols for a hit (C.10): every second one hits
  const pairs = !melee && isRocket(rt);
  let matched = 0;
  let hits = 0, flags = 0, helmets = 0;
  for (let i = 0; i < n; i++) {
    const f = <i32>load<u8>(faces + <usize>i);
    let mark = DIE_MISS;
    if (<i32>unchecked(FACE_HITS_CLASS[f]) == tcls) { // the class symbol (ruleset table)
      if (f == Face.HEAVY && heavyIgnore > 0) heavyIgnore--;
      else if (hitIgnore > 0) hitIgnore--;
      else if (pairs && (++matched & 1) != 0) { /* the first of a pair scores nothing alone */ }
      else { hits++; mark = DIE_HIT; }
    } else if (f == Face.SWORDS) {
      if (swordsHit || (swordsOk && i >= swordsFrom)) { if (swordIgnore > 0) swordIgnore--; else { hits++; mark = DIE_HIT; } }
    } else if (f == Face.LEADER) {
      helmets++;
      if (helmetsHit) { hits++; mark = DIE_HIT; }
    } else if (f == Face.FLAG) {
      if (!evade) { flags++; mark = DIE_FLAG; }
    }
    if (marks != 0) store<i32>(marks + (<usize>i << 2), mark);
  }
  return hits | (flags << 8) | (helmets << 16);
}

/** A rocket battery (Napoleonics C.10: the NR_ROCKET bit; no Ancients type has it)? */
@inline export function isRocket(t: i32): bool { return (<i32>unchecked(UNIT_RULES[t]) & NR_ROCKET) != 0; }

/** Hits a rocket battery's own fire does to it: 1 per 2 sabres rolled (C.10); 0 for anything else. */
export function rocketSelfHits(s: usize, r: i32, kind: i32, faces: usize, n: i32): i32 {
  if (kind != K_RANGED || !isRocket(uType(s, r))) return 0;
  let sabres = 0;
  for (let i = 0; i < n; i++) if (<i32>load<u8>(faces + <usize>i) == Face.SWORDS) sabres++;
  return sabres >> 1;
}

/** Is a flag just rolled by r against t re-rolled (Napoleonics lancers, C.7: when attacking in melee,
 *  each flag once; not against cuirassiers)? checks.ts rollDie asks, for the main roll only. The
 *  re-roll is automatic (our simplification of "may": a documented choice like battle back). */
export function flagRerolled(s: usize, r: i32, t: i32, kind: i32): bool {
  if ((kind != K_MELEE && kind != K_BONUS) || t == NONE) return false;
  return (<i32>unchecked(UNIT_RULES[uType(s, r)]) & NR_LANCER) != 0 && (<i32>unchecked(UNIT_RULES[uType(s, t)]) & NR_CUIRASSIER) == 0;
}

/** Does an elephant roller re-roll its swords against t (B.11)? */
export function elephantRerolls(s: usize, r: i32, t: i32, kind: i32): bool {
  if (kind == K_RANGED || kind == K_EVADE || t == NONE) return false;
  if (!hasProp(uType(s, r), P_ELEPHANT)) return false;
  return !ignoresAllSwords(s, t);
}

/** Supporting pieces: at least 2 adjacent friendly units and/or lone leaders (B.10; support.ts). */
export function supported(s: usize, u: i32): bool {
  return supportedExcept(s, u, 0);
}

/** How many flags unit u may ignore against roller r (B.10, B.11, B.12). */
export function ignorableFlags(s: usize, u: i32, r: i32): i32 {
  if (rulesetId == Ruleset.NAPOLEONICS) return napIgnorableFlags(s, u); // hook: C.12 flags
  const t = uType(s, u);
  let k = 0;
  if (attachedLeader(s, u) != NONE) k++;
  if (!hasProp(t, P_ELEPHANT) && supported(s, u)) k++;
  if (terrainAt(uHex(s, u)) == Ter.CAMP && isFoot(t)) k++;
  if (hasProp(t, P_WARRIOR) && uBlocks(s, u) >= uMax(s, u)) k++;
  if (uHas(s, u, UF_SACRED)) k++;
  if (hasProp(t, P_ELEPHANT) && r != NONE && hasProp(uType(s, r), P_SHIES_ELEPHANTS)) k++;
  return k;
}

// ---- why flags may be ignored (B.10, B.11, B.12), for the UI's log ------------------------------------
// One bit per reason; ignoreReasons(s, u, r) has exactly ignorableFlags(s, u, r) bits set (each reason
// lets the unit ignore one flag). tests/core/combat-report.test.ts checks the two agree over random games.
export enum FlagIgnore { LEADER = 1, SUPPORT = 2, CAMP = 4, WARRIORS = 8, SACRED = 16, ELEPHANT = 32 }

/** The reasons unit u may ignore flags rolled by r (FlagIgnore bits; 0: none). Not on a hot path. */
export function ignoreReasons(s: usize, u: i32, r: i32): i32 {
  const t = uType(s, u);
  let b = 0;
  if (attachedLeader(s, u) != NONE) b |= FlagIgnore.LEADER;
  if (!hasProp(t, P_ELEPHANT) && supported(s, u)) b |= FlagIgnore.SUPPORT;
  if (terrainAt(uHex(s, u)) == Ter.CAMP && isFoot(t)) b |= FlagIgnore.CAMP;
  if (hasProp(t, P_WARRIOR) && uBlocks(s, u) >= uMax(s, u)) b |= FlagIgnore.WARRIORS;
  if (uHas(s, u, UF_SACRED)) b |= FlagIgnore.SACRED;
  if (hasProp(t, P_ELEPHANT) && r != NONE && hasProp(uType(s, r), P_SHIES_ELEPHANTS)) b |= FlagIgnore.ELEPHANT;
  return b;
}

/** Whether defender t may evade an attack by unit r (B.9). */
export function mayEvade(s: usize, t: i32, r: i32): bool {
  // the ruleset's evade table (UNIT_EVADE); a war machine evades like a light unit, then leaves (B.3)
  return evadesAgainst(uType(s, t), uType(s, r)) && retireAgainstJoin(s, t); // C.19.2: Napoleonics combined arms
}

// ---- line of sight -----------------------------------------------------------------------------------
const blockers = new StaticArray<u64>(BB_WORDS);

/** LOS between two hexes (A.2, B.8): units, leaders, forest, camps, steep hills and hills block;
 *  hills do not block between two hexes of the same connected hill. */
export function lineOfSight(s: usize, a: i32, b: i32): bool {
  // a rocket battery fires without line of sight (C.10; the NR_ROCKET bit, no Ancients type has it)
  const shooter = unitAt(s, a);
  if (shooter != NONE && isRocket(uType(s, shooter))) return true;
  for (let w = 0; w < BB_WORDS; w++) unchecked(blockers[w] = 0);
  const ga = hillGroupAt(a), gb = hillGroupAt(b);
  const sameHill = ga != 0 && ga == gb;
  const bp = changetype<usize>(blockers);
  // every piece on the board blocks: the state's occupancy bitboards
  bbOr(bp, unitsBb(s, 0)); bbOr(bp, unitsBb(s, 1)); bbOr(bp, leadersBb(s, 0)); bbOr(bp, leadersBb(s, 1));
  addTerrainBlockers(bp, sameHill ? ga : -1);
  if (ruleOn(RULE_HILL_ARTILLERY_OVER) && terrainAt(a) == Ter.HILL) hillArtilleryOver(s, a, bp); // C.10 (a ruleset flag)
  return losClear(a, b, bp);
}

/** C.10: artillery on a hill fires over an adjacent friendly unit on lower ground (not on a hill):
 *  those units are taken off the blockers. */
function hillArtilleryOver(s: usize, a: i32, bp: usize): void {
  const u = unitAt(s, a);
  if (u == NONE || unitClass(uType(s, u)) != Cls.HEAVY) return;
  const side = uSide(s, u);
  for (let d = 0; d < 6; d++) {
    const m = neighbor(a, d);
    if (m < 0 || terrainAt(m) == Ter.HILL) continue;
    const o = unitAt(s, m);
    if (o == NONE || uSide(s, o) != side) continue;
    const w = bp + (<usize>(m >> 6) << 3);
    store<u64>(w, load<u64>(w) & ~(<u64>1 << <u64>(m & 63)));
  }
}

@inline function setBit(p: usize, h: i32): void {
  const w = p + (<usize>(h >> 6) << 3);
  store<u64>(w, load<u64>(w) | (<u64>1 << <u64>(h & 63)));
}

// terrain blockers are fixed per scenario: cached per hill exception
const terrainBlock = new StaticArray<u64>(BB_WORDS);
const hillBlock = new StaticArray<u64>(BB_WORDS);
export function buildTerrainBlockers(): void {
  for (let w = 0; w < BB_WORDS; w++) { unchecked(terrainBlock[w] = 0); unchecked(hillBlock[w] = 0); }
  for (let h = 0; h < MAX_HEX; h++) {
    if (blocksSight(h)) setBit(changetype<usize>(terrainBlock), h);
    if (terrainAt(h) == Ter.HILL) setBit(changetype<usize>(hillBlock), h);
  }
}
function addTerrainBlockers(p: usize, exceptHill: i32): void {
  for (let w = 0; w < BB_WORDS; w++) {
    const q = p + (<usize>w << 3);
    store<u64>(q, load<u64>(q) | unchecked(terrainBlock[w]));
  }
  if (exceptHill < 0) {
    for (let w = 0; w < BB_WORDS; w++) {
      const q = p + (<usize>w << 3);
      store<u64>(q, load<u64>(q) | unchecked(hillBlock[w]));
    }
  } else {
    for (let h = 0; h < MAX_HEX; h++) {
      if (terrainAt(h) == Ter.HILL && hillGroupAt(h) != exceptHill) setBit(p, h);
    }
  }
}

/** Unit u's range in hexes (0 = no ranged combat). */
@inline export function rangeOf(s: usize, u: i32): i32 { return <i32>unchecked(UNIT_RANGE[uType(s, u)]); }
