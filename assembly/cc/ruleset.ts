// The ruleset table (DESIGN "rules as tables"; issue 17 item 1): what the shared rules code reads
// instead of branching on unit-type or card names. The storage is the skeleton's; a ruleset folder
// fills it once per scenario (ancients/tables.ts today, napoleonics/ later) before any state exists.
// Read everywhere through the inline accessors below; written only by a ruleset's fill function.
//
// Units, indexed by unit type (types.ts Unit; at most MAX_UNIT_TYPES):
//   UNIT_CLASS   die-symbol class (Cls) | UNIT_BLOCKS | UNIT_MOVE hexes | UNIT_CC_DICE close-combat
//   dice | UNIT_BACK_DICE dice battling back | UNIT_RANGE ranged range (0: no fire) | UNIT_RETREAT
//   hexes per flag | UNIT_PROPS bits P_* | UNIT_EVADE bits EV_* | UNIT_DOUBLE_MOVE | ELEPHANT_DICE_VS
//   dice an elephant rolls against this type
// Die faces, indexed by Face: FACE_HITS_CLASS the class a face hits by symbol (255: none).
// Cards, indexed by card kind (types.ts Card; at most MAX_CARD_KINDS):
//   DECK_COUNTS copies in the deck | CARD_EFFECT (E_*) | CARD_QUOTA[k * 3 + section] orders per
//   section (E_SECTION) | CARD_SECTIONS allowed sections (E_LEADERSHIP) | CARD_TROOPS troop filter
//   (T_* bits, troop cards and troop-ordering tactics) | CARD_MIRROR the Counter Attack mirror kind
//   | CARD_FLAGS effect bits CF_* | CARD_LINK_QUOTA (CF_LINKED) | CARD_CHAIN leadership chain orders
export const MAX_UNIT_TYPES: i32 = 96; // Ancients 13, Napoleonics 70 (a nation's unit is its own type)
export const MAX_CARD_KINDS: i32 = 40;
export const MAX_FACES_KINDS: i32 = 8;

// unit property bits (UNIT_PROPS)
export const P_MOUNTED: i32 = 1;        // mounted (cards, terrain, retreat from elephants); else foot
export const P_CAVALRY: i32 = 2;        // cavalry proper (extra hex after advancing, elephant flags)
export const P_LIGHT_FOOT: i32 = 4;     // light foot (pass through friends under light-troop cards)
export const P_FOREST_FIGHTER: i32 = 8; // may battle the turn it enters a forest (B.12)
export const P_NO_SWORDS: i32 = 16;     // its swords never hit (B.2)
export const P_ELEPHANT: i32 = 32;      // elephant rules (B.11): mirrored dice, sword re-rolls, rampage,
                                        // blockers suffer, no helmet hits, no support
export const P_WARRIOR: i32 = 64;       // warrior rules (B.3): dice by strength, must close-combat after
                                        // moving 2, a flag ignored at full strength, bonus combat
export const P_WAR_MACHINE: i32 = 128;  // war machine rules (B.3): no dice after moving, leaves the board
                                        // when it evades, no advance, never battles after a move,
                                        // cannot enter broken ground or marsh
export const P_CHARIOT: i32 = 256;      // ignores one sword hit in close combat (B.3)
export const P_AUXILIA: i32 = 512;      // no fire after moving 2 hexes, no battle after moving 2
                                        // unless under Double Time (B.3)
export const P_SHIES_ELEPHANTS: i32 = 1024; // cavalry and chariots: +1 retreat hex per elephant flag;
                                        // an elephant ignores 1 red-square hit and 1 flag from them (B.11)
export const P_NO_RALLY: i32 = 2048;    // never regains blocks (Rally, B.6)
export const P_CHARGE_MOVE3: i32 = 4096;// moves 3 under a CF_HEAVY_MOUNTED_MOVE3 card (Charge B.6; Cavalry Charge C.5)
export const P_NO_ROUGH: i32 = 8192;    // cannot enter broken ground or marsh, like a war machine, without its
                                        // other rules (Napoleonics horse artillery, C.9)
/** The property bits that keep a unit out of broken ground and marsh (movement, retreats). */
export const P_ROUGH_BARRED: i32 = P_WAR_MACHINE | P_NO_ROUGH;

// evade eligibility (UNIT_EVADE): against which attackers a unit may evade (B.9)
export const EV_FOOT: i32 = 1;            // foot attackers
export const EV_HEAVY_MOUNTED: i32 = 2;   // heavy mounted attackers (heavy class and mounted)
export const EV_ELEPHANT: i32 = 4;        // elephants
export const EV_ANY: i32 = 8;             // any attacker

// card effects (CARD_EFFECT): how a card orders
export const E_TACTIC: i32 = 0;      // a tactic card: its own mechanism (orders.ts, movement.ts, combat.ts)
export const E_SECTION: i32 = 1;     // orders per section (CARD_QUOTA)
export const E_TROOP: i32 = 2;       // up to Command units matching CARD_TROOPS, anywhere
export const E_LEADERSHIP: i32 = 3;  // a leader in CARD_SECTIONS starts a chain

// card effect flags (CARD_FLAGS): what a tactic card changes in the turn (B.6). The mechanisms live
// in the shared code (orders, movement, combat, legal, turn); the table says which card has which.
export const CF_NO_MELEE: i32 = 1;             // no close combat this turn
export const CF_NO_RANGED: i32 = 2;            // no ranged combat this turn
export const CF_NO_MOVE: i32 = 4;              // ordered units do not move
export const CF_MOVE_ONE: i32 = 8;             // ordered units move at most 1 hex
export const CF_HEAVY_MOUNTED_MOVE3: i32 = 16; // heavy mounted units move up to 3 hexes
export const CF_DOUBLE_TIME: i32 = 32;         // UNIT_DOUBLE_MOVE applies; auxilia may battle after moving 2
export const CF_MOUNTED_MELEE_PLUS1: i32 = 64; // ordered mounted units +1 close-combat die
export const CF_ORDERED_MELEE_PLUS2: i32 = 128;// ordered units +2 close-combat dice (not in bonus combat)
export const CF_FIRE_TWICE: i32 = 256;         // ordered units may battle (fire) twice
export const CF_MOVE_FIRE_MOVE: i32 = 512;     // move, fire, move again (stages 0, 1, 2)
export const CF_LIGHT_PASS: i32 = 1024;        // light foot may pass through friendly units
export const CF_RESPONSE: i32 = 2048;          // played in answer to an attack (not the turn's card unless the last)
export const CF_COPIES_LAST: i32 = 4096;       // copies the opponent's last card, mirrored
export const CF_RESHUFFLE: i32 = 8192;         // deck and discards are reshuffled at the end of the turn
export const CF_ROLL_ORDERS: i32 = 16384;      // roll Command dice, order by the symbols rolled
export const CF_ROLL_RALLY: i32 = 32768;       // with a leader: roll Command dice, rally by the symbols
export const CF_ORDER_ADJACENT: i32 = 1 << 16; // orders every unit next to an enemy
export const CF_ORDER_MISSILE: i32 = 1 << 17;  // orders every missile unit
export const CF_LINKED: i32 = 1 << 18;         // orders linked units of its troops (CARD_LINK_QUOTA of them)
export const CF_ORDERS_LEADERS: i32 = 1 << 19; // a troop card that may also order leaders
export const CF_ANY_SECTION_LEAD: i32 = 1 << 20; // leadership in any section: chain of 3, the section is recorded
export const CF_QUOTA_COMMAND: i32 = 1 << 21;  // section card ordering "equal to command" in its sections (Assault, C.5)
export const CF_RANGED_PLUS1: i32 = 1 << 22;   // ordered units +1 ranged die (Fire and Hold, C.5)
export const CF_BOMBARD: i32 = 1 << 23;        // ordered artillery: +2 ranged dice if it did not move (Bombard, C.5)
export const CF_SCOUT: i32 = 1 << 24;          // at the draw: draw 2, keep 1 (Scout, C.3, C.5)
export const CF_NOT_ADJACENT: i32 = 1 << 25;   // orders only units not adjacent to an enemy (Fire and Hold, C.5)
export const CF_FORCE_MARCH: i32 = 1 << 26;    // orders units of one section only; one extra hex (UNIT_DOUBLE_MOVE 1: 1 hex) (Force March, C.5)
export const CF_STRATEGIC4: i32 = 1 << 27;     // ordered units move up to 4 hexes; no unit in square (La Grande Manoeuvre, C.5)

// troop filter bits (CARD_TROOPS): a unit matches when any bit applies to it
export const T_LIGHT: i32 = 1;
export const T_MEDIUM: i32 = 2;
export const T_HEAVY: i32 = 4;
export const T_MOUNTED: i32 = 8;
export const T_FOOT: i32 = 16;
export const T_ANY: i32 = 31;
export const T_HORSE_ART: i32 = 32; // units with NR_HORSE_ART (Napoleonics horse artillery: Cavalry Charge, C.5)

export const UNIT_CLASS = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_BLOCKS = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_MOVE = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_CC_DICE = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_RANGE = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_RETREAT = new StaticArray<u8>(MAX_UNIT_TYPES);
export const UNIT_PROPS = new StaticArray<u16>(MAX_UNIT_TYPES);
export const UNIT_BACK_DICE = new StaticArray<u8>(MAX_UNIT_TYPES);   // close-combat dice battling back / First Strike
export const UNIT_DOUBLE_MOVE = new StaticArray<u8>(MAX_UNIT_TYPES); // move under Double Time (0: unchanged)
export const UNIT_EVADE = new StaticArray<u8>(MAX_UNIT_TYPES);       // EV_* bits
export const ELEPHANT_DICE_VS = new StaticArray<u8>(MAX_UNIT_TYPES);
export const FACE_HITS_CLASS = new StaticArray<u8>(MAX_FACES_KINDS);
export const DECK_COUNTS = new StaticArray<u8>(MAX_CARD_KINDS);
export const CARD_EFFECT = new StaticArray<u8>(MAX_CARD_KINDS);
export const CARD_QUOTA = new StaticArray<u8>(MAX_CARD_KINDS * 3);
export const CARD_SECTIONS = new StaticArray<u8>(MAX_CARD_KINDS);
export const CARD_TROOPS = new StaticArray<u8>(MAX_CARD_KINDS);
export const CARD_MIRROR = new StaticArray<u8>(MAX_CARD_KINDS);
export const CARD_FLAGS = new StaticArray<u32>(MAX_CARD_KINDS);
export const CARD_LINK_QUOTA = new StaticArray<u8>(MAX_CARD_KINDS);  // CF_LINKED: units it may order
export const CARD_CHAIN = new StaticArray<u8>(MAX_CARD_KINDS);       // E_LEADERSHIP: orders of the chain
export const CARD_TROOP_LIMIT = new StaticArray<u8>(MAX_CARD_KINDS); // E_TROOP: most units ordered (0: Command)

// ---- Napoleonics columns (C.2, C.6, C.7), indexed by unit type; all 0 under Ancients ----------------
//   NAP_MELEE_BONUS   dice added to 1 per block in melee (+1 grenadiers, +2 Old Guard, +1 heavy cavalry)
//   NAP_FIRE_BONUS    dice added to 1 per block in standing ranged fire
//   NAP_MOVING_FIRE   ranged dice after moving: MF_HALF_UP / MF_HALF_DOWN / MF_HALF_DOWN_LESS1 of the blocks
//   NAP_MOVING_BONUS  dice added after moving (light infantry's +1)
//   NAP_IGNORE_FLAGS  flags the unit type ignores (grenadiers 1, guards 2, Russian line 1)
//   NAP_NATION        Nation
//   NAP_RANGE_DICE[t * 8 + d]  artillery dice at range d (1..7), capped by blocks (0: per block)
export const NAP_MELEE_BONUS = new StaticArray<i8>(MAX_UNIT_TYPES);
export const NAP_FIRE_BONUS = new StaticArray<i8>(MAX_UNIT_TYPES);
export const NAP_MOVING_FIRE = new StaticArray<u8>(MAX_UNIT_TYPES);
export const NAP_MOVING_BONUS = new StaticArray<i8>(MAX_UNIT_TYPES);
export const NAP_IGNORE_FLAGS = new StaticArray<u8>(MAX_UNIT_TYPES);
export const NAP_NATION = new StaticArray<u8>(MAX_UNIT_TYPES);
export const NAP_RANGE_DICE = new StaticArray<u8>(MAX_UNIT_TYPES * 8);
// ---- unit rules that are mechanisms, indexed by unit type: NR_* bits, filled by every ruleset ---------
// The shared modules test a bit here instead of asking which ruleset runs (combat.ts: cuirassier,
// rocket, lancer; support.ts, retreat.ts, encode.ts). The Ancients fill clears every row (0..
// MAX_UNIT_TYPES), so no bit is set for any type after an Ancients scenario, whatever ran before.
export const UNIT_RULES = new StaticArray<u16>(MAX_UNIT_TYPES);
export const MF_HALF_UP: i32 = 1;
export const MF_HALF_DOWN: i32 = 2;
export const MF_HALF_DOWN_LESS1: i32 = 3;  // Spanish line: half rounded down, less 1
export const NR_MELEE_VS_INF: i32 = 1;     // +1 melee die against infantry (French line)
export const NR_MOVED_MELEE_LESS1: i32 = 2;// -1 melee die after moving (Spanish line)
export const NR_STEADY_MELEE: i32 = 4;     // +1 melee die if it did not move, or battling back (Prussian line)
export const NR_RETREAT_GROWS: i32 = 8;    // retreat 1 for the first flag, 2 for each further flag (Prussian line)
export const NR_BATTALION_MASS: i32 = 16;  // may form square without giving up a card (Austrian line)
export const NR_LANCER: i32 = 32;          // lancer: re-rolls each flag once when attacking, not against NR_CUIRASSIER (combat.ts flagRerolled)
export const NR_RR_COMBINED: i32 = 64;     // may Retire & Reform against combined arms (Spanish light cavalry)
export const NR_ARTILLERY: i32 = 128;      // dice by range (NAP_RANGE_DICE)
export const NR_GUARD: i32 = 256;          // guard unit (card bonuses: Bayonet Charge, Cavalry Charge, Bombard)
export const NR_GARRISON: i32 = 512;       // a garrison (D.10): no move, 1 die, no flag ignored, no banner, no support, no square
export const NR_ROCKET: i32 = 2048;        // rocket battery (C.10): 2 dice, no LOS, no terrain, 2 matching symbols a hit, flags not ignorable, 2 sabres hit itself
export const NR_CUIRASSIER: i32 = 1024;    // cuirassier: ignores 1 hit of infantry fire; lancers do not re-roll flags against it (C.7)
export const NR_HORSE_ART: i32 = 4096;     // horse artillery: a Cavalry Charge may order it (troop bit T_HORSE_ART, C.5)
export enum Nation { FRANCE, BRITAIN, PORTUGAL, SPAIN, RUSSIA, AUSTRIA, PRUSSIA, COUNT }

/** The face that kills leaders in casualty checks and hits lone leaders (Ancients: helmet; CCN: sabre). */
export let leaderFace: i32 = 3;
/** The face that counts as any symbol in card rolls (I Am Spartacus, Rally; Elan, Rally). */
export let wildFace: i32 = 3;
export function setSpecialFaces(leader: i32, wild: i32): void { leaderFace = leader; wildFace = wild; }
/** Whether foot units with an attached leader make a bonus close combat after advancing (Ancients B.9
 *  yes; Napoleonics C.14 no: only cavalry's breakthrough earns a bonus melee). */
export let footLeaderBonus: bool = true;
/** Faces (leaderFace) that kill a lone leader under ranged fire (Ancients 1; Napoleonics GM&T 2, C.8). */
export let leaderRangedKill: i32 = 1;
export function setLeaderRangedKill(n: i32): void { leaderRangedKill = n; }
export function setFootLeaderBonus(v: bool): void { footLeaderBonus = v; }
// ---- ruleset-wide rules that are mechanisms: RULE_* bits, set by every fill (setRuleFlags) ----------
export const RULE_HILL_ARTILLERY_OVER: i32 = 1; // artillery on a hill fires over adjacent friends below (C.10; combat.ts lineOfSight)
export let ruleFlags: i32 = 0;
export function setRuleFlags(f: i32): void { ruleFlags = f; }
@inline export function ruleOn(f: i32): bool { return (ruleFlags & f) != 0; }
// ---- which ruleset filled the table (types.ts Ruleset); set by setup.ts before the fill --------------
export let rulesetId: i32 = 0;
export function setRulesetId(r: i32): void { rulesetId = r; }

// ---- die sides (A die with repeated faces, C.2): DIE_SIDES[i] is the face on side i of the six
// equally likely sides; FACE_WEIGHT[f] counts the sides showing face f (the chance weight of f).
// Ancients: one side per face (the identity); Napoleonics: two infantry sides, no leader side.
export const DIE_SIDE_COUNT: i32 = 6;
export const DIE_SIDES = new StaticArray<u8>(DIE_SIDE_COUNT);
export const FACE_WEIGHT = new StaticArray<u8>(MAX_FACES_KINDS);
@inline export function faceWeight(f: i32): i32 { return <i32>unchecked(FACE_WEIGHT[f]); }

// ---- terrain kinds as bit masks over types.ts Ter (1 << terrain), filled per ruleset ---------------
//   terImpassable   units may not enter                terStops       stops units and lone leaders on entry
//   terCapsMelee    caps close combat at 2 (B.9)       terBlocksSight blocks LOS (hills aside)
//   terNoBattleIn   a unit entering may not battle this turn, forest fighters aside (forest; CCN towns)
//   terMarshCheck   entering rolls the marsh check (Ancients B.12)   terSlowOut  leaving it: 1 hex (B.12)
//   terEndsAdvance  a momentum advance into it ends there (no extra hex)
//   terNoAdvanceOut a unit that moved and stands in it may not advance after combat (B.12 ford, marsh)
export let terImpassable: i32 = 0;
export let terStops: i32 = 0;
export let terCapsMelee: i32 = 0;
export let terBlocksSight: i32 = 0;
export let terNoBattleIn: i32 = 0;
export let terMarshCheck: i32 = 0;
export let terSlowOut: i32 = 0;
export let terEndsAdvance: i32 = 0;
export let terNoAdvanceOut: i32 = 0;
export function setTerrainMasks(imp: i32, stops: i32, caps: i32, sight: i32, noBattle: i32): void {
  terImpassable = imp; terStops = stops; terCapsMelee = caps; terBlocksSight = sight; terNoBattleIn = noBattle;
}
export function setTerrainMasks2(marsh: i32, slowOut: i32, endsAdvance: i32, noAdvanceOut: i32): void {
  terMarshCheck = marsh; terSlowOut = slowOut; terEndsAdvance = endsAdvance; terNoAdvanceOut = noAdvanceOut;
}
@inline export function terIn(mask: i32, t: i32): bool { return ((mask >> t) & 1) != 0; }

/** The card kind played in answer to an attack (CF_RESPONSE; First Strike), or 255. */
export let responseCard: i32 = 255;
export function setResponseCard(k: i32): void { responseCard = k; }

// ---- accessors -----------------------------------------------------------------------------------
@inline export function unitClass(t: i32): i32 { return <i32>unchecked(UNIT_CLASS[t]); }
@inline export function hasProp(t: i32, p: i32): bool { return (<i32>unchecked(UNIT_PROPS[t]) & p) != 0; }
@inline export function isMounted(t: i32): bool { return hasProp(t, P_MOUNTED); }
@inline export function isFoot(t: i32): bool { return !hasProp(t, P_MOUNTED); }
@inline export function isCavalry(t: i32): bool { return hasProp(t, P_CAVALRY); }
@inline export function isLightFoot(t: i32): bool { return hasProp(t, P_LIGHT_FOOT); }
/** Missile units (B.3 card groups): those with a range. */
@inline export function isMissile(t: i32): bool { return unchecked(UNIT_RANGE[t]) != 0; }
/** Units that may battle the turn they enter a forest (B.12). */
@inline export function forestFighter(t: i32): bool { return hasProp(t, P_FOREST_FIGHTER); }

@inline export function cardEffect(k: i32): i32 { return <i32>unchecked(CARD_EFFECT[k]); }
@inline export function cardQuota(k: i32, sec: i32): i32 { return <i32>unchecked(CARD_QUOTA[k * 3 + sec]); }
@inline export function cardSections(k: i32): i32 { return <i32>unchecked(CARD_SECTIONS[k]); }
@inline export function cardMirror(k: i32): i32 { return <i32>unchecked(CARD_MIRROR[k]); }

/** May a unit of type t evade an attack by a unit of type r (B.9)? */
export function evadesAgainst(t: i32, r: i32): bool {
  const e = <i32>unchecked(UNIT_EVADE[t]);
  if ((e & EV_ANY) != 0) return true;
  if ((e & EV_FOOT) != 0 && isFoot(r)) return true;
  if ((e & EV_HEAVY_MOUNTED) != 0 && isMounted(r) && unitClass(r) == 2) return true;
  return (e & EV_ELEPHANT) != 0 && hasProp(r, P_ELEPHANT);
}

/** Does unit type t match a card's troop filter (troop cards, Line Command, Charge, ...)? */
export function troopFilterMatch(filter: i32, t: i32): bool {
  if ((filter & (1 << unitClass(t))) != 0) return true; // T_LIGHT, T_MEDIUM, T_HEAVY by class
  if ((filter & T_MOUNTED) != 0 && isMounted(t)) return true;
  if ((filter & T_HORSE_ART) != 0 && (<i32>unchecked(UNIT_RULES[t]) & NR_HORSE_ART) != 0) return true;
  return (filter & T_FOOT) != 0 && isFoot(t);
}
/** The CF_* bits of card kind k (0 for PLAIN or NO_CARD). */
@inline export function cardFlags(k: i32): i32 { return k < MAX_CARD_KINDS ? <i32>unchecked(CARD_FLAGS[k]) : 0; }
/** Does card kind k (or PLAIN, or NO_CARD: no flags) have effect flag f? */
@inline export function cardHas(k: i32, f: i32): bool {
  return k < MAX_CARD_KINDS && (<i32>unchecked(CARD_FLAGS[k]) & f) != 0;
}
@inline export function cardLinkQuota(k: i32): i32 { return <i32>unchecked(CARD_LINK_QUOTA[k]); }
@inline export function cardChain(k: i32): i32 { return <i32>unchecked(CARD_CHAIN[k]); }
@inline export function cardTroops(k: i32): i32 { return <i32>unchecked(CARD_TROOPS[k]); }
