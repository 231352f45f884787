// Commands & Colors: Napoleonics as a ruleset table (rules digest C.2, C.5-C.7, C.15): the seven
// nations' unit types (one row per nation and unit), the die with repeated faces, the 70-card deck
// and what each card orders, terrain kinds as masks. fillNapoleonics() copies them into the
// skeleton's table (../ruleset.ts); setup.ts calls it at scenarioBeginRuleset(.., NAPOLEONICS).
// Values the digest marks UNCONFIRMED carry a comment and are listed in docs/rules-coverage.md;
// artillery dice by range are read from rule options (RuleOpt.NAP_FA_RANGE_DICE, NAP_HA_RANGE_DICE).
//
// A unit row (function u below):
//   class (I infantry / C cavalry / A artillery) | blocks | move | range | retreat hexes per flag |
//   melee bonus | standing-fire bonus | moving fire (MF_*) | moving bonus | flags ignored |
//   P_* skeleton properties | NR_* Napoleonics rules | nation
import { NUnit, NCard, Face, Cls, Ter, Ruleset, Card } from "../types";
import {
  UNIT_CLASS, UNIT_BLOCKS, UNIT_MOVE, UNIT_CC_DICE, UNIT_RANGE, UNIT_RETREAT, UNIT_PROPS, ELEPHANT_DICE_VS, UNIT_BACK_DICE,
  UNIT_EVADE, UNIT_DOUBLE_MOVE, FACE_HITS_CLASS, DECK_COUNTS, CARD_EFFECT, CARD_QUOTA, CARD_SECTIONS, CARD_TROOPS,
  CARD_MIRROR, CARD_FLAGS, CARD_LINK_QUOTA, CARD_CHAIN, CARD_TROOP_LIMIT, setResponseCard, MAX_UNIT_TYPES, MAX_CARD_KINDS,
  DIE_SIDES, FACE_WEIGHT, setTerrainMasks, setTerrainMasks2, setSpecialFaces, setRulesetId, setRuleFlags, RULE_HILL_ARTILLERY_OVER, setFootLeaderBonus, setLeaderRangedKill, EV_FOOT, CF_NOT_ADJACENT,
  NAP_MELEE_BONUS, NAP_FIRE_BONUS, NAP_MOVING_FIRE, NAP_MOVING_BONUS, NAP_IGNORE_FLAGS, UNIT_RULES, NAP_NATION,
  MF_HALF_UP, MF_HALF_DOWN, MF_HALF_DOWN_LESS1, NR_MELEE_VS_INF, NR_MOVED_MELEE_LESS1, NR_STEADY_MELEE, NR_RETREAT_GROWS,
  NR_BATTALION_MASS, NR_LANCER, NR_HORSE_ART, T_HORSE_ART, NR_CUIRASSIER, NR_ROCKET, NR_RR_COMBINED, NR_ARTILLERY, NR_GUARD, NR_GARRISON, Nation,
  P_MOUNTED, P_CAVALRY, P_LIGHT_FOOT, P_FOREST_FIGHTER, P_NO_SWORDS, P_WAR_MACHINE, P_AUXILIA, P_CHARGE_MOVE3, P_NO_ROUGH,
  E_TACTIC, E_SECTION, E_TROOP, E_LEADERSHIP, T_LIGHT, T_MEDIUM, T_HEAVY, T_ANY,
  CF_NO_MELEE, CF_NO_RANGED, CF_NO_MOVE, CF_HEAVY_MOUNTED_MOVE3, CF_DOUBLE_TIME, CF_MOUNTED_MELEE_PLUS1, CF_RESPONSE, CF_FORCE_MARCH, CF_STRATEGIC4,
  CF_COPIES_LAST, CF_RESHUFFLE, CF_ROLL_ORDERS, CF_ROLL_RALLY, CF_ORDERS_LEADERS, CF_ANY_SECTION_LEAD, CF_QUOTA_COMMAND,
  CF_RANGED_PLUS1, CF_BOMBARD, CF_SCOUT,
} from "../ruleset";

// die classes: infantry, cavalry, artillery (the faces LIGHT, MEDIUM, HEAVY hit them)
const I = Cls.LIGHT, C = Cls.MEDIUM, A = Cls.HEAVY;
const UP = MF_HALF_UP, DN = MF_HALF_DOWN, DN1 = MF_HALF_DOWN_LESS1;
// skeleton properties: light infantry moves 1 and battles or 2 without battle (P_AUXILIA), battles the
// turn it enters a forest; foot artillery moves 1 or battles (P_WAR_MACHINE: no battle after a move,
// no marsh, no advance); horse artillery 1 and battle or 2 without (P_AUXILIA); cavalry: P_MOUNTED,
// P_CAVALRY (breakthrough's extra hex and bonus melee), heavy cavalry moves 3 under Cavalry Charge.
const LIGHT = P_LIGHT_FOOT | P_FOREST_FIGHTER | P_AUXILIA;
const CAV = P_MOUNTED | P_CAVALRY;
const HCAV = CAV | P_CHARGE_MOVE3;
const FART = P_WAR_MACHINE;
const HART = P_AUXILIA | P_NO_ROUGH; // 1 and battle or 2; no marsh (C.9)
const NS = P_NO_SWORDS;
const ART = NR_ARTILLERY, GD = NR_GUARD;
const HA = NR_ARTILLERY | NR_HORSE_ART; // horse artillery: Cavalry Charge may order it (C.5)

let nation: i32 = 0;
function u(t: i32, cls: i32, blocks: i32, move: i32, range: i32, retreat: i32, melee: i32, fire: i32, moving: i32,
  movingBonus: i32, ignore: i32, props: i32, rules: i32): void {
  UNIT_CLASS[t] = <u8>cls; UNIT_BLOCKS[t] = <u8>blocks; UNIT_MOVE[t] = <u8>move; UNIT_RANGE[t] = <u8>range;
  UNIT_RETREAT[t] = <u8>retreat; UNIT_PROPS[t] = <u16>props;
  UNIT_CC_DICE[t] = <u8>blocks; UNIT_BACK_DICE[t] = <u8>blocks; // informative: dice follow the blocks (dice.ts)
  NAP_MELEE_BONUS[t] = <i8>melee; NAP_FIRE_BONUS[t] = <i8>fire; NAP_MOVING_FIRE[t] = <u8>moving;
  NAP_MOVING_BONUS[t] = <i8>movingBonus; NAP_IGNORE_FLAGS[t] = <u8>ignore; UNIT_RULES[t] = <u16>rules;
  NAP_NATION[t] = <u8>nation;
  // line infantry moves 2 and battles under Bayonet Charge (UNIT_DOUBLE_MOVE with CF_DOUBLE_TIME)
  UNIT_DOUBLE_MOVE[t] = <u8>(cls == I ? 2 : 0);
}

function units(): void {
  // France (C.7)             cls blk mv rng ret mel fire mov mvB ign props      rules
  nation = Nation.FRANCE;
  u(NUnit.FR_LN,   I, 4, 1, 2, 1, 0, 0, UP, 0, 0, 0, NR_MELEE_VS_INF);
  u(NUnit.FR_LT,   I, 4, 2, 2, 1, 0, 1, UP, 1, 0, LIGHT, 0);
  u(NUnit.FR_GR,   I, 4, 1, 2, 1, 1, 0, UP, 0, 1, 0, 0);
  u(NUnit.FR_YG,   I, 4, 2, 2, 1, 1, 1, UP, 1, 1, LIGHT, GD);
  u(NUnit.FR_OG,   I, 4, 1, 2, 1, 2, 1, UP, 1, 2, 0, GD);
  u(NUnit.FR_MI,   I, 4, 1, 2, 3, 0, 0, DN, 0, 0, NS, 0);
  u(NUnit.FR_LC,   C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.FR_LNCR, C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, NR_LANCER);
  u(NUnit.FR_HC,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.FR_CU,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, NR_CUIRASSIER);
  u(NUnit.FR_GLC,  C, 4, 3, 0, 1, 0, 0, 0, 0, 1, CAV, GD);
  u(NUnit.FR_GHC,  C, 4, 2, 0, 1, 1, 0, 0, 0, 2, HCAV, GD);
  u(NUnit.FR_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.FR_GFA,  A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART | GD); // guard bonus die UNCONFIRMED: none
  u(NUnit.FR_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  u(NUnit.FR_GHA,  A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA | GD);
  // Britain (C.7; rifles 3 blocks per [QRC-N], UNCONFIRMED)
  nation = Nation.BRITAIN;
  u(NUnit.BR_LN,   I, 4, 1, 2, 1, 0, 1, UP, 0, 0, 0, 0);
  u(NUnit.BR_LT,   I, 5, 2, 2, 1, 0, 1, UP, 1, 0, LIGHT, 0);
  u(NUnit.BR_RI,   I, 3, 2, 3, 1, 0, 1, UP, 0, 0, LIGHT | NS, 0);
  u(NUnit.BR_GR,   I, 4, 1, 2, 1, 1, 1, UP, 0, 1, 0, 0);
  u(NUnit.BR_GG,   I, 5, 1, 2, 1, 1, 1, UP, 0, 2, 0, GD); // melee +1 estimated in the digest
  u(NUnit.BR_LC,   C, 3, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.BR_HC,   C, 3, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.BR_GHC,  C, 3, 2, 0, 1, 1, 0, 0, 0, 2, HCAV, GD);
  u(NUnit.BR_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.BR_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  // rocket battery (GM&T, C.10): moves 1-2 or battles (P_WAR_MACHINE: no battle after a move), fires
  // 2-5 hexes; its dice, hits and flags are the NR_ROCKET rules (dice.ts, ../combat.ts, ../battle.ts)
  u(NUnit.BR_RB,   A, 3, 2, 5, 1, 0, 0, 0, 0, 0, FART, ART | NR_ROCKET);
  // Portugal: line as given (standing +1: rule option NAP_PORTUGUESE_LINE_PLUS1, C.19.4); the rest
  // follow the British pattern (UNCONFIRMED)
  nation = Nation.PORTUGAL;
  u(NUnit.PT_LN,   I, 4, 1, 2, 1, 0, 0, DN, 0, 0, 0, 0);
  u(NUnit.PT_LT,   I, 5, 2, 2, 1, 0, 1, UP, 1, 0, LIGHT, 0);
  u(NUnit.PT_LC,   C, 3, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.PT_HC,   C, 3, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.PT_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  // Spain (Exp. 1)
  nation = Nation.SPAIN;
  u(NUnit.SP_LN,   I, 4, 1, 2, 2, 0, 0, DN1, 0, 0, 0, NR_MOVED_MELEE_LESS1);
  u(NUnit.SP_LT,   I, 5, 2, 2, 1, 0, 1, UP, 1, 0, LIGHT, 0);
  u(NUnit.SP_GR,   I, 4, 1, 2, 2, 1, 0, DN, 0, 1, 0, 0);
  u(NUnit.SP_MI,   I, 4, 1, 2, 3, 0, 0, DN, 0, 0, NS, 0);
  u(NUnit.SP_LC,   C, 3, 3, 0, 2, 0, 0, 0, 0, 0, CAV, NR_RR_COMBINED);
  u(NUnit.SP_HC,   C, 3, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.SP_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.SP_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  // Russia (Exp. 2; cavalry 4 blocks and artillery as France: UNCONFIRMED)
  nation = Nation.RUSSIA;
  u(NUnit.RU_LN,   I, 3, 1, 2, 1, 0, 0, UP, 0, 1, 0, 0);
  u(NUnit.RU_LT,   I, 3, 2, 2, 1, 0, 1, UP, 1, 1, LIGHT, 0);
  u(NUnit.RU_GR,   I, 4, 1, 2, 1, 1, 0, UP, 0, 1, 0, 0);
  u(NUnit.RU_GLT,  I, 4, 2, 2, 1, 0, 1, UP, 1, 2, LIGHT, GD);
  u(NUnit.RU_GGR,  I, 4, 1, 2, 1, 1, 1, UP, 0, 2, 0, GD);
  u(NUnit.RU_MI,   I, 4, 1, 2, 3, 0, 0, DN, 0, 0, NS, 0);
  u(NUnit.RU_COS,  C, 2, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.RU_LC,   C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.RU_HC,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.RU_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.RU_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  u(NUnit.RU_GHA,  A, 3, 2, 4, 1, 1, 0, 0, 0, 2, HART, HA | GD); // [SEED-EPIC] §3: +1 melee, ign 2
  // the Russian cavalry the digest's C.7 table lacks (D.11: lancers 4 blocks, "light cavalry with the
  // lancer rule"); cuirassiers and guard cavalry take the French rows' numbers (UNCONFIRMED)
  u(NUnit.RU_LNCR, C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, NR_LANCER);
  u(NUnit.RU_CU,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, NR_CUIRASSIER);
  u(NUnit.RU_GLC,  C, 4, 3, 0, 1, 0, 0, 0, 0, 1, CAV, GD);
  u(NUnit.RU_GHC,  C, 4, 2, 0, 1, 1, 0, 0, 0, 2, HCAV, GD);
  // Austria (Exp. 3; light infantry's moving +1: rule option NAP_AUSTRIAN_LIGHT_MOVING_PLUS1, C.19.3)
  nation = Nation.AUSTRIA;
  u(NUnit.AU_LN,   I, 5, 1, 2, 2, 0, 0, DN, 0, 0, 0, NR_BATTALION_MASS);
  u(NUnit.AU_LT,   I, 4, 2, 2, 1, 0, 1, DN, 1, 0, LIGHT, 0);
  u(NUnit.AU_GRZ,  I, 4, 2, 2, 2, 0, 1, DN, 1, 0, LIGHT | NS, 0);
  u(NUnit.AU_GR,   I, 4, 1, 2, 1, 1, 1, DN, 0, 1, 0, 0);
  u(NUnit.AU_MI,   I, 4, 1, 2, 3, 0, 0, DN, 0, 0, NS, 0);
  u(NUnit.AU_LC,   C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.AU_HC,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.AU_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.AU_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  // Prussia (Exp. 4; cavalry 4 blocks: UNCONFIRMED)
  nation = Nation.PRUSSIA;
  u(NUnit.PR_LN,   I, 4, 1, 2, 1, 0, 0, DN, 0, 0, 0, NR_STEADY_MELEE | NR_RETREAT_GROWS);
  u(NUnit.PR_LT,   I, 4, 2, 2, 1, 0, 1, DN, 1, 0, LIGHT, 0);
  u(NUnit.PR_GR,   I, 4, 1, 2, 1, 1, 0, DN, 0, 1, 0, 0);
  u(NUnit.PR_GGR,  I, 4, 1, 2, 1, 1, 1, DN, 0, 2, 0, GD);
  u(NUnit.PR_RES,  I, 4, 1, 2, 2, 0, 0, DN, 0, 0, 0, 0);
  u(NUnit.PR_LW,   I, 4, 1, 2, 3, 0, 0, DN, 0, 0, NS, 0);
  u(NUnit.PR_LC,   C, 4, 3, 0, 1, 0, 0, 0, 0, 0, CAV, 0);
  u(NUnit.PR_HC,   C, 4, 2, 0, 1, 1, 0, 0, 0, 0, HCAV, 0);
  u(NUnit.PR_FA,   A, 3, 1, 5, 1, 0, 0, 0, 0, 0, FART, ART);
  u(NUnit.PR_HA,   A, 3, 2, 4, 1, 0, 0, 0, 0, 0, HART, HA);
  // Garrison (D.10; GM&T, EPIC): infantry of 1 block that never moves, battles with 1 die, gets no
  // national modifiers; retreat 1 (any flag eliminates it: garrisons.ts), no sabre rule change
  nation = Nation.COUNT;
  u(NUnit.GAR,     I, 1, 0, 2, 1, 0, 0, DN, 0, 0, 0, NR_GARRISON);
  // Austrian line infantry and militia move only 1 under Bayonet Charge / Force March (C.5)
  UNIT_DOUBLE_MOVE[NUnit.AU_LN] = 1; UNIT_DOUBLE_MOVE[NUnit.AU_MI] = 1;
  for (let t = 0; t < NUnit.COUNT; t++) {
    if (UNIT_CLASS[t] == <u8>I && (UNIT_PROPS[t] & <u16>P_LIGHT_FOOT) != 0) UNIT_DOUBLE_MOVE[t] = 2;
  }
  UNIT_DOUBLE_MOVE[NUnit.GAR] = 0; // a garrison never moves, whatever the card
}

// ---- cards (C.5), indexed by NCard -----------------------------------------------------------------
//   Scout 2/2/2, Probe 4/6/4, Attack 4/6/4, Assault 2/2/2 (48 with the multi-section cards, whose
//   2 each is UNCONFIRMED), tactics 22 (counts the digest's reconstruction, UNCONFIRMED): 70 cards.
const COUNTS: u8[] = [
  2, 2, 2, 4, 6, 4, 4, 6, 4, 2, 2, 2, // Scout, Probe, Attack, Assault: 40
  2, 2, 2, 2,                         // Recon in Force, Coordinated Advance, Flank Attack, Advance: 8
  2, 2, 3, 2, 1, 3, 2, 2, 1, 2, 1, 1, // tactics: 22
];

function section(k: i32, l: i32, c: i32, r: i32, mirror: i32, flags: i32): void {
  CARD_EFFECT[k] = <u8>E_SECTION;
  CARD_QUOTA[k * 3] = <u8>l; CARD_QUOTA[k * 3 + 1] = <u8>c; CARD_QUOTA[k * 3 + 2] = <u8>r;
  CARD_MIRROR[k] = <u8>mirror; CARD_FLAGS[k] = flags;
}
function troop(k: i32, filter: i32, limit: i32, flags: i32): void {
  CARD_EFFECT[k] = <u8>E_TROOP; CARD_TROOPS[k] = <u8>filter; CARD_TROOP_LIMIT[k] = <u8>limit; CARD_FLAGS[k] = flags;
}

function cards(): void {
  for (let k = 0; k < MAX_CARD_KINDS; k++) {
    DECK_COUNTS[k] = k < NCard.COUNT ? COUNTS[k] : 0;
    CARD_EFFECT[k] = <u8>E_TACTIC; CARD_SECTIONS[k] = 0; CARD_TROOPS[k] = <u8>T_ANY; CARD_MIRROR[k] = <u8>k;
    CARD_QUOTA[k * 3] = 0; CARD_QUOTA[k * 3 + 1] = 0; CARD_QUOTA[k * 3 + 2] = 0;
    CARD_FLAGS[k] = 0; CARD_LINK_QUOTA[k] = 0; CARD_CHAIN[k] = 0; CARD_TROOP_LIMIT[k] = 0;
  }
  section(NCard.SCOUT_L, 1, 0, 0, NCard.SCOUT_R, CF_SCOUT); section(NCard.SCOUT_C, 0, 1, 0, NCard.SCOUT_C, CF_SCOUT);
  section(NCard.SCOUT_R, 0, 0, 1, NCard.SCOUT_L, CF_SCOUT);
  section(NCard.PROBE_L, 2, 0, 0, NCard.PROBE_R, 0); section(NCard.PROBE_C, 0, 2, 0, NCard.PROBE_C, 0);
  section(NCard.PROBE_R, 0, 0, 2, NCard.PROBE_L, 0);
  section(NCard.ATTACK_L, 3, 0, 0, NCard.ATTACK_R, 0); section(NCard.ATTACK_C, 0, 3, 0, NCard.ATTACK_C, 0);
  section(NCard.ATTACK_R, 0, 0, 3, NCard.ATTACK_L, 0);
  // Assault: "equal to command" (the quota 1 marks the section; orders.ts reads CF_QUOTA_COMMAND)
  section(NCard.ASSAULT_L, 1, 0, 0, NCard.ASSAULT_R, CF_QUOTA_COMMAND);
  section(NCard.ASSAULT_C, 0, 1, 0, NCard.ASSAULT_C, CF_QUOTA_COMMAND);
  section(NCard.ASSAULT_R, 0, 0, 1, NCard.ASSAULT_L, CF_QUOTA_COMMAND);
  section(NCard.RECON, 1, 1, 1, NCard.RECON, 0); section(NCard.COORD_ADVANCE, 1, 2, 1, NCard.COORD_ADVANCE, 0);
  section(NCard.FLANK_ATTACK, 2, 0, 2, NCard.FLANK_ATTACK, 0); section(NCard.ADVANCE, 2, 2, 2, NCard.ADVANCE, 0);
  // tactics: T_LIGHT = infantry, T_MEDIUM = cavalry, T_HEAVY = artillery (the die classes);
  // Cavalry Charge orders cavalry or horse artillery (T_HORSE_ART); the artillery gets no bonus (C.5)
  troop(NCard.BAYONET, T_LIGHT, 4, CF_DOUBLE_TIME | CF_NO_RANGED);
  troop(NCard.BOMBARD, T_HEAVY, 4, CF_BOMBARD);
  troop(NCard.CAV_CHARGE, T_MEDIUM | T_HORSE_ART, 4, CF_MOUNTED_MELEE_PLUS1 | CF_HEAVY_MOUNTED_MOVE3);
  CARD_FLAGS[NCard.COUNTER] = CF_COPIES_LAST;
  CARD_FLAGS[NCard.ELAN] = CF_ROLL_ORDERS | CF_RESHUFFLE;
  troop(NCard.FIRE_HOLD, T_LIGHT | T_HEAVY, 4, CF_NO_MOVE | CF_NO_MELEE | CF_RANGED_PLUS1 | CF_NOT_ADJACENT);
  CARD_FLAGS[NCard.FIRST_STRIKE] = CF_RESPONSE;
  troop(NCard.FORCE_MARCH, T_LIGHT, 0, CF_DOUBLE_TIME | CF_FORCE_MARCH);
  troop(NCard.GRANDE_MANOEUVRE, T_ANY, 4, CF_NO_MELEE | CF_NO_RANGED | CF_ORDERS_LEADERS | CF_STRATEGIC4);
  CARD_EFFECT[NCard.LEADERSHIP] = <u8>E_LEADERSHIP; CARD_SECTIONS[NCard.LEADERSHIP] = 7;
  CARD_CHAIN[NCard.LEADERSHIP] = 3; CARD_FLAGS[NCard.LEADERSHIP] = CF_ANY_SECTION_LEAD;
  CARD_FLAGS[NCard.RALLY] = CF_ROLL_RALLY;
  troop(NCard.TAKE_COMMAND, T_ANY, 0, CF_ORDERS_LEADERS);
  setResponseCard(NCard.FIRST_STRIKE);
}

/** Fills the ruleset table with Napoleonics. */
export function fillNapoleonics(): void {
  setRulesetId(Ruleset.NAPOLEONICS);
  setRuleFlags(RULE_HILL_ARTILLERY_OVER); // C.10: artillery on a hill fires over friends below
  for (let t = 0; t < MAX_UNIT_TYPES; t++) {
    UNIT_CLASS[t] = 0; UNIT_BLOCKS[t] = 0; UNIT_MOVE[t] = 0; UNIT_CC_DICE[t] = 0; UNIT_RANGE[t] = 0; UNIT_RETREAT[t] = 1;
    UNIT_PROPS[t] = 0; ELEPHANT_DICE_VS[t] = 0; UNIT_BACK_DICE[t] = 0; UNIT_EVADE[t] = 0; UNIT_DOUBLE_MOVE[t] = 0;
  }
  units();
  // the die (C.2): sides infantry, infantry, cavalry, artillery, flag, sabres; no leader side
  for (let f = 0; f < Face.COUNT; f++) FACE_HITS_CLASS[f] = 255;
  FACE_HITS_CLASS[Face.LIGHT] = <u8>I; FACE_HITS_CLASS[Face.MEDIUM] = <u8>C; FACE_HITS_CLASS[Face.HEAVY] = <u8>A;
  DIE_SIDES[0] = <u8>Face.LIGHT; DIE_SIDES[1] = <u8>Face.LIGHT; DIE_SIDES[2] = <u8>Face.MEDIUM;
  DIE_SIDES[3] = <u8>Face.HEAVY; DIE_SIDES[4] = <u8>Face.FLAG; DIE_SIDES[5] = <u8>Face.SWORDS;
  for (let f = 0; f < Face.COUNT; f++) FACE_WEIGHT[f] = 0;
  for (let i = 0; i < 6; i++) FACE_WEIGHT[DIE_SIDES[i]] += 1;
  // sabres kill leaders (C.8); in card rolls (Elan, Rally) a sabre counts as any symbol (UNCONFIRMED)
  setSpecialFaces(Face.SWORDS, Face.SWORDS);
  // take ground (C.14): infantry advances without a bonus melee; cavalry breaks through (the
  // skeleton's cavalry extra hex) and makes one bonus melee
  setFootLeaderBonus(false);
  setLeaderRangedKill(2); // a lone leader under ranged fire needs 2 sabres (C.8, GM&T)
  // Retire & Reform (C.14) is the skeleton's evade: cavalry attacked in melee by foot (infantry, or
  // artillery) may retire 2 hexes toward its side before the dice; only cavalry symbols hit it; no
  // battle back; the attacker may take ground
  for (let t = 0; t < NUnit.COUNT; t++) if (UNIT_CLASS[t] == <u8>C) UNIT_EVADE[t] = <u8>EV_FOOT;
  // terrain (C.15): river and lake impassable; forest, towns, castles, churches, streams, marsh stop;
  // forest, towns, castles, churches, orchards block sight (hills by the shared hill rule);
  // no melee caps (Napoleonics reduces dice instead: napoleonics/dice.ts); forest and towns: no
  // battle the turn a unit enters (light infantry in forest excepted); marsh: artillery may not enter
  // (P_WAR_MACHINE keeps foot artillery out, P_NO_ROUGH horse artillery; see docs/rules-coverage.md);
  // a walled garden (GM&T) is a forest in every mask; its wall is dice.ts terrainFlags
  const b = (t: i32): i32 => 1 << t;
  const towns = b(Ter.TOWN) | b(Ter.CASTLE) | b(Ter.CHURCH);
  const woods = b(Ter.FOREST) | b(Ter.WALLED_GARDEN);
  const stops = woods | towns | b(Ter.FORD) | b(Ter.MARSH);
  setTerrainMasks(b(Ter.RIVER) | b(Ter.LAKE), stops, 0, woods | towns | b(Ter.ORCHARD), woods | towns);
  setTerrainMasks2(0, 0, stops, 0);
  cards();
}

/** Card kinds shared with Ancients' Card enum size (the state's card slots). */
export const NAP_CARD_SLOTS_OK: bool = NCard.COUNT <= Card.COUNT;
