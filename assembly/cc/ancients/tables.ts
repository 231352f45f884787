// Commands & Colors: Ancients as a ruleset table (rules digest B.1-B.3, B.6): unit statistics and
// properties, die faces, the deck and what each card orders. fillAncients() copies them into the
// skeleton's table (ruleset.ts); setup.ts calls it at scenarioBegin. The arrays below are indexed by
// the enums of types.ts, so their order is the enums' order.
import { Unit, Card, Face, Cls, Ter, Ruleset } from "../types";
import {
  UNIT_CLASS, UNIT_BLOCKS, UNIT_MOVE, UNIT_CC_DICE, UNIT_RANGE, UNIT_RETREAT, UNIT_PROPS, ELEPHANT_DICE_VS,
  FACE_HITS_CLASS, DECK_COUNTS, CARD_EFFECT, CARD_QUOTA, CARD_SECTIONS, CARD_TROOPS, CARD_MIRROR,
  P_MOUNTED, P_CAVALRY, P_LIGHT_FOOT, P_FOREST_FIGHTER, P_NO_SWORDS, P_ELEPHANT, P_WARRIOR, P_WAR_MACHINE,
  P_CHARIOT, P_AUXILIA, P_SHIES_ELEPHANTS, P_NO_RALLY, EV_ANY, EV_FOOT, EV_HEAVY_MOUNTED, EV_ELEPHANT,
  UNIT_BACK_DICE, UNIT_EVADE, UNIT_DOUBLE_MOVE,
  CARD_FLAGS, CARD_LINK_QUOTA, CARD_CHAIN, setResponseCard, CF_NO_MELEE, CF_NO_RANGED, CF_NO_MOVE, CF_MOVE_ONE,
  CF_HEAVY_MOUNTED_MOVE3, CF_DOUBLE_TIME, CF_MOUNTED_MELEE_PLUS1, CF_ORDERED_MELEE_PLUS2, CF_FIRE_TWICE,
  CF_MOVE_FIRE_MOVE, CF_LIGHT_PASS, CF_RESPONSE, CF_COPIES_LAST, CF_RESHUFFLE, CF_ROLL_ORDERS, CF_ROLL_RALLY,
  CF_ORDER_ADJACENT, CF_ORDER_MISSILE, CF_LINKED, CF_ORDERS_LEADERS, CF_ANY_SECTION_LEAD, CARD_TROOP_LIMIT,
  P_CHARGE_MOVE3, DIE_SIDES, DIE_SIDE_COUNT, FACE_WEIGHT, setTerrainMasks, setTerrainMasks2, setSpecialFaces, setRulesetId, setRuleFlags, setFootLeaderBonus, setLeaderRangedKill,
  NAP_MELEE_BONUS, NAP_FIRE_BONUS, NAP_MOVING_FIRE, NAP_MOVING_BONUS, NAP_IGNORE_FLAGS, UNIT_RULES, NAP_NATION, MAX_UNIT_TYPES,
  E_TACTIC, E_SECTION, E_TROOP, E_LEADERSHIP, T_LIGHT, T_MEDIUM, T_HEAVY, T_MOUNTED, T_FOOT, T_ANY,
} from "../ruleset";

// ---- units (B.3), indexed by Unit ---------------------------------------------------------------
const M = P_MOUNTED, C = P_CAVALRY, LF = P_LIGHT_FOOT, FF = P_FOREST_FIGHTER, NS = P_NO_SWORDS;
const EL = P_ELEPHANT, WA = P_WARRIOR, WM = P_WAR_MACHINE, CH = P_CHARIOT, AX = P_AUXILIA, SH = P_SHIES_ELEPHANTS;
const NR = P_NO_RALLY, ANY = EV_ANY, FOOT = EV_FOOT, HM = EV_HEAVY_MOUNTED, ELE = EV_ELEPHANT;
//                           LI          LB          LS          AX  WA  MI HI LC         MC     HC     EL HCH WM
const CLASS: u8[] =        [0,          0,          0,          0,  1,  1, 2, 0,         1,     2,     2, 2,  2];
const BLOCKS: u8[] =       [4,          4,          4,          4,  4,  4, 4, 3,         3,     3,     2, 2,  2];
const MOVE: u8[] =         [2,          2,          2,          2,  2,  1, 1, 4,         3,     2,     2, 2,  1];
const CC_DICE: u8[] =      [2,          2,          2,          3,  4,  4, 5, 2,         3,     4,     0, 4,  2];
const RANGE: u8[] =        [2,          3,          3,          2,  0,  0, 0, 2,         0,     0,     0, 0,  6];
const RETREAT: u8[] =      [2,          2,          2,          1,  2,  1, 1, 4,         3,     2,     1, 2,  1];
const BACK_DICE: u8[] =    [2,          2,          2,          3,  4,  4, 5, 2,         3,     4,     0, 3,  2];
const C3 = P_CHARGE_MOVE3; // heavy mounted: moves 3 under Charge
const PROPS: i32[] =       [LF|FF|NS,   LF|FF|NS,   LF|FF|NS,   FF|AX, FF|WA, 0, 0, M|C|NS|SH, M|C|SH, M|C|SH|C3, M|EL|NR|C3, M|CH|SH|NR|C3, NS|WM];
const EVADE: i32[] =       [ANY,        ANY,        ANY,        0,  0,  0, 0, ANY,       FOOT|HM, FOOT|ELE, 0, FOOT|ELE, ANY];
const DOUBLE_MOVE: u8[] =  [0,          0,          0,          2,  3,  2, 2, 0,         0,     0,     0, 0,  0];
/** Dice an elephant rolls against each target type (B.11): what the target would roll. */
const EL_VS: u8[] =        [2,          2,          2,          3,  3,  4, 5, 2,         3,     4,     3, 3,  2];

// ---- cards (B.6), indexed by Card ------------------------------------------------------------------
//   section cards O2L..O4R (2-4 orders in one section), Outflank (2 + 2 on the flanks),
//   Coordinated Advance (1 per section); troop cards; leadership cards; tactic cards
const COUNTS: u8[] = [
  3, 4, 3, 3, 4, 3, 1, 1, 1, 2, 2, // section cards: 27
  4, 3, 2, 1,                      // troop cards: 10
  1, 1, 1, 3,                      // leadership cards: 6
  4, 2, 2, 2, 2, 1, 1, 1, 1, 1,    // tactic cards: 17
];

function section(k: i32, l: i32, c: i32, r: i32, mirror: i32): void {
  CARD_EFFECT[k] = <u8>E_SECTION;
  CARD_QUOTA[k * 3] = <u8>l; CARD_QUOTA[k * 3 + 1] = <u8>c; CARD_QUOTA[k * 3 + 2] = <u8>r;
  CARD_MIRROR[k] = <u8>mirror;
}
function troop(k: i32, filter: i32, effect: i32): void { CARD_EFFECT[k] = <u8>effect; CARD_TROOPS[k] = <u8>filter; }
function leadership(k: i32, sections: i32, mirror: i32): void {
  CARD_EFFECT[k] = <u8>E_LEADERSHIP; CARD_SECTIONS[k] = <u8>sections; CARD_MIRROR[k] = <u8>mirror;
}

/** Fills the ruleset table with Ancients. */
export function fillAncients(): void {
  setRulesetId(Ruleset.ANCIENTS);
  setRuleFlags(0); // no ruleset-wide mechanism rule (RULE_*)
  for (let t = 0; t < MAX_UNIT_TYPES; t++) {
    NAP_MELEE_BONUS[t] = 0; NAP_FIRE_BONUS[t] = 0; NAP_MOVING_FIRE[t] = 0; NAP_MOVING_BONUS[t] = 0;
    NAP_IGNORE_FLAGS[t] = 0; UNIT_RULES[t] = 0; NAP_NATION[t] = 0;
  }
  for (let t = 0; t < Unit.COUNT; t++) {
    UNIT_CLASS[t] = CLASS[t]; UNIT_BLOCKS[t] = BLOCKS[t]; UNIT_MOVE[t] = MOVE[t]; UNIT_CC_DICE[t] = CC_DICE[t];
    UNIT_RANGE[t] = RANGE[t]; UNIT_RETREAT[t] = RETREAT[t]; UNIT_PROPS[t] = <u16>PROPS[t]; ELEPHANT_DICE_VS[t] = EL_VS[t];
    UNIT_BACK_DICE[t] = BACK_DICE[t]; UNIT_EVADE[t] = <u8>EVADE[t]; UNIT_DOUBLE_MOVE[t] = DOUBLE_MOVE[t];
  }
  // the three class faces hit their own class; leader, flag and swords hit by other rules (combat.ts)
  for (let f = 0; f < Face.COUNT; f++) FACE_HITS_CLASS[f] = 255;
  FACE_HITS_CLASS[Face.LIGHT] = <u8>Cls.LIGHT; FACE_HITS_CLASS[Face.MEDIUM] = <u8>Cls.MEDIUM; FACE_HITS_CLASS[Face.HEAVY] = <u8>Cls.HEAVY;
  // six sides, one per face (B.2); helmets kill leaders and are the wildcard of card rolls
  for (let i = 0; i < DIE_SIDE_COUNT; i++) DIE_SIDES[i] = <u8>i;
  for (let f = 0; f < Face.COUNT; f++) FACE_WEIGHT[f] = 1;
  setSpecialFaces(Face.LEADER, Face.LEADER);
  setFootLeaderBonus(true);
  setLeaderRangedKill(1);
  // terrain (B.12) as masks over Ter
  const b = (t: i32): i32 => 1 << t;
  setTerrainMasks(b(Ter.RIVER) | b(Ter.LAKE) | b(Ter.STEEP), b(Ter.FOREST) | b(Ter.MARSH) | b(Ter.FORD),
    b(Ter.FOREST) | b(Ter.MARSH) | b(Ter.FORD) | b(Ter.BROKEN), b(Ter.FOREST) | b(Ter.STEEP) | b(Ter.CAMP), b(Ter.FOREST));
  setTerrainMasks2(b(Ter.MARSH), b(Ter.MARSH), b(Ter.FOREST) | b(Ter.MARSH) | b(Ter.FORD) | b(Ter.BROKEN),
    b(Ter.FORD) | b(Ter.MARSH));
  for (let k = 0; k < Card.COUNT; k++) {
    DECK_COUNTS[k] = COUNTS[k];
    CARD_EFFECT[k] = <u8>E_TACTIC; CARD_SECTIONS[k] = 0; CARD_TROOPS[k] = <u8>T_ANY; CARD_MIRROR[k] = <u8>k;
    CARD_QUOTA[k * 3] = 0; CARD_QUOTA[k * 3 + 1] = 0; CARD_QUOTA[k * 3 + 2] = 0;
    CARD_FLAGS[k] = 0; CARD_LINK_QUOTA[k] = 0; CARD_CHAIN[k] = 0; CARD_TROOP_LIMIT[k] = 0;
  }
  section(Card.O2L, 2, 0, 0, Card.O2R); section(Card.O2C, 0, 2, 0, Card.O2C); section(Card.O2R, 0, 0, 2, Card.O2L);
  section(Card.O3L, 3, 0, 0, Card.O3R); section(Card.O3C, 0, 3, 0, Card.O3C); section(Card.O3R, 0, 0, 3, Card.O3L);
  section(Card.O4L, 4, 0, 0, Card.O4R); section(Card.O4C, 0, 4, 0, Card.O4C); section(Card.O4R, 0, 0, 4, Card.O4L);
  section(Card.OUTFLANK, 2, 0, 2, Card.OUTFLANK); section(Card.COORD, 1, 1, 1, Card.COORD);
  troop(Card.LIGHT, T_LIGHT, E_TROOP); troop(Card.MEDIUM, T_MEDIUM, E_TROOP); troop(Card.HEAVY, T_HEAVY, E_TROOP);
  troop(Card.MOUNTED, T_MOUNTED, E_TROOP);
  // tactic cards that order by troop type: Charge and Move-Fire-Move like a troop card, Line Command
  // and Double Time linked foot units (their other effects stay in orders / movement / combat)
  troop(Card.CHARGE, T_MOUNTED, E_TROOP); troop(Card.MFM, T_LIGHT, E_TROOP);
  troop(Card.LINE, T_FOOT, E_TACTIC); troop(Card.DOUBLE, T_FOOT, E_TACTIC);
  leadership(Card.INSP_L, 1, Card.INSP_R); leadership(Card.INSP_C, 2, Card.INSP_C); leadership(Card.INSP_R, 4, Card.INSP_L);
  leadership(Card.LEAD_ANY, 7, Card.LEAD_ANY);
  CARD_CHAIN[Card.INSP_L] = 4; CARD_CHAIN[Card.INSP_C] = 4; CARD_CHAIN[Card.INSP_R] = 4; CARD_CHAIN[Card.LEAD_ANY] = 3;
  // what the troop and tactic cards change in the turn (B.6)
  CARD_FLAGS[Card.LIGHT] = CF_LIGHT_PASS;
  CARD_FLAGS[Card.MOUNTED] = CF_ORDERS_LEADERS;
  CARD_FLAGS[Card.LEAD_ANY] = CF_ANY_SECTION_LEAD;
  CARD_FLAGS[Card.LINE] = CF_LINKED | CF_MOVE_ONE; CARD_LINK_QUOTA[Card.LINE] = 255;
  CARD_FLAGS[Card.CHARGE] = CF_NO_RANGED | CF_HEAVY_MOUNTED_MOVE3 | CF_MOUNTED_MELEE_PLUS1;
  CARD_FLAGS[Card.MFM] = CF_NO_MELEE | CF_MOVE_FIRE_MOVE | CF_LIGHT_PASS;
  CARD_FLAGS[Card.DOUBLE] = CF_LINKED | CF_NO_RANGED | CF_DOUBLE_TIME; CARD_LINK_QUOTA[Card.DOUBLE] = 4;
  CARD_FLAGS[Card.COUNTER] = CF_COPIES_LAST;
  CARD_FLAGS[Card.CLASH] = CF_ORDER_ADJACENT | CF_NO_MOVE | CF_NO_RANGED | CF_ORDERED_MELEE_PLUS2;
  CARD_FLAGS[Card.DARKEN] = CF_ORDER_MISSILE | CF_NO_MOVE | CF_NO_MELEE | CF_FIRE_TWICE;
  CARD_FLAGS[Card.FIRST_STRIKE] = CF_RESPONSE;
  CARD_FLAGS[Card.SPARTACUS] = CF_ROLL_ORDERS | CF_RESHUFFLE;
  CARD_FLAGS[Card.RALLY] = CF_ROLL_RALLY;
  setResponseCard(Card.FIRST_STRIKE);
}
