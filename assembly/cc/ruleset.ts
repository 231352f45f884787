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
export const MAX_UNIT_TYPES: i32 = 16;
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

// troop filter bits (CARD_TROOPS): a unit matches when any bit applies to it
export const T_LIGHT: i32 = 1;
export const T_MEDIUM: i32 = 2;
export const T_HEAVY: i32 = 4;
export const T_MOUNTED: i32 = 8;
export const T_FOOT: i32 = 16;
export const T_ANY: i32 = 31;

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
  return (filter & T_FOOT) != 0 && isFoot(t);
}
/** Does card kind k (or PLAIN, or NO_CARD: no flags) have effect flag f? */
@inline export function cardHas(k: i32, f: i32): bool {
  return k < MAX_CARD_KINDS && (<i32>unchecked(CARD_FLAGS[k]) & f) != 0;
}
@inline export function cardLinkQuota(k: i32): i32 { return <i32>unchecked(CARD_LINK_QUOTA[k]); }
@inline export function cardChain(k: i32): i32 { return <i32>unchecked(CARD_CHAIN[k]); }
@inline export function cardTroops(k: i32): i32 { return <i32>unchecked(CARD_TROOPS[k]); }
