// The game state: one fixed-size block of linear memory, cloned by memory.copy. Every field is
// read and written through the inline accessors below; nothing else knows the offsets.
// Owner: the rules core (apply.ts mutates, legal.ts reads). A state never points outside itself,
// so a clone is a plain byte copy and two states compare equal byte for byte.
//
// Layout (byte offsets):
//   0  phase u8 | active u8 | actor u8 | winner u8 | turn u16 | card u8 | played u8
//   8  banners[2] u8 | command[2] u8 | lastCard[2] u8 | sectionQuota[3] u8 | anyQuota u8
//  18  orderMode u8 | orderedCount u8 | classQuota[4] u8 (light, medium, heavy, any)
//  24  stage u8 | drawQueueLen u8 | drawQueue[4] u8 | rallyLeft[4] u8 (light, medium, heavy, any)
//  34  unitCount u8 | leaderCount u8 | campsTaken u16 | turnsDone[2] u8 | misc u8 | leadSec u8
//  42  combat context (COMBAT_BYTES): see C_* below
//  96  pending check queue: qLen u8, 8 entries x 4 bytes (kind, piece, dice, extra)
// 136  deck[32] u8 | discard[32] u8 | hand[2][32] u8      (card counts by kind)
// 264  units[MAX_UNITS] x 8:  hex u16 | side u8 | type u8 | blocks u8 | maxBlocks u8 | flags u8 | moved u8
// 264+8*MAX_UNITS  leaders[MAX_LEADERS] x 4:  hex u16 | side u8 | flags u8
// then unitAt[MAX_HEX] u8, leaderAt[MAX_HEX] u8 (255 = empty),
// then squares[2][6] x 2: unit+1 u8 (0 = free box) | card+1 u8 (0 = none: Battalion Mass) — the
// Napoleonics Square track (C.13: boxes 1-4; EPIC's counters 5 and 6 beside box 4, D.5), then ironWill[2] u8 (Prussian Iron Will counters left, C.16),
// then the Napoleonics extension block napx[NAPX_BYTES] (GM&T and EPIC pieces: objective banners
// held, garrison pools, Tactician deck and hands, Guerrilla tokens; its layout is drawn in
// napoleonics/extension.ts, the only module that names its offsets),
// padded to 8 bytes, then orderedUnits[2] u64: bit u (word u >> 6) set while unit u has UF_ORDERED
// (kept by setUFlags, the only writer of unit flags; pieces.ts iterates it), 8-byte aligned,
// then the occupancy bitboards (common/bitboard.ts, BB_BYTES each): unitsBb[side 0], unitsBb[side 1],
// leadersBb[side 0], leadersBb[side 1]: the hexes of each side's units and leaders on the board
// (kept by placeUnit / placeLeader, the only writers of piece hexes after setup),
// then sideUnits[2 sides][2 words] u64: the units of each side (kept by setUSide; pieces.ts reads it).
// then the EPIC block epic[EPIC_BYTES] (Messenger display, the second card, march moves: epic/block.ts),
// then the seats block seatx[SEATX_BYTES] (per-seat Tactician hands and national items, 6 and 8 seats: napoleonics/seat-block.ts).
import { MAX_HEX } from "../common/geometry";
import { BB_BYTES, bbSet, bbClr } from "../common/bitboard";
import { rngBelow } from "../common/rng";
import { CARD_KIND_COUNT } from "./types";

export const MAX_UNITS: i32 = 96;
export const MAX_LEADERS: i32 = 16;
export const NONE: i32 = 255;
export const GONE: i32 = 0xFFFF; // hex of a removed unit / leader
export const RESERVE: i32 = 0xFFFE; // hex of a unit waiting off the board (scenario reserves)

const O_PHASE: usize = 0;
const O_ACTIVE: usize = 1;
const O_ACTOR: usize = 2;
const O_WINNER: usize = 3;
const O_TURN: usize = 4;
const O_CARD: usize = 6;
const O_PLAYED: usize = 7;
const O_BANNERS: usize = 8;
const O_COMMAND: usize = 10;
const O_LASTCARD: usize = 12;
const O_SECQ: usize = 14;
const O_ANYQ: usize = 17;
const O_ORDERMODE: usize = 18;
const O_ORDERED: usize = 19;
const O_CLASSQ: usize = 20;
const O_STAGE: usize = 24;
const O_DRAWN: usize = 25;
const O_DRAWQ: usize = 26;
const O_RALLY: usize = 30;
const O_UNITN: usize = 34;
const O_LEADERN: usize = 35;
const O_CAMPS: usize = 36;
const O_TURNSDONE: usize = 38;
const O_MISC: usize = 40;
const O_LEADSEC: usize = 41;
export const O_COMBAT: usize = 42;
const O_QUEUE: usize = 96;
const O_DECK: usize = 136;
const O_DISCARD: usize = 168;
const O_HAND: usize = 200;
const O_UNITS: usize = 264;
const O_LEADERS: usize = O_UNITS + 8 * <usize>MAX_UNITS;
const O_UNITAT: usize = O_LEADERS + 4 * <usize>MAX_LEADERS;
const O_LEADERAT: usize = O_UNITAT + <usize>MAX_HEX;
const O_SQUARES: usize = O_LEADERAT + <usize>MAX_HEX;
export const SQUARE_BOXES: i32 = 6; // boxes 1-4 of the track and EPIC's counters 5 and 6 (D.5); the rule option NAP_SQUARE_COUNTERS limits them
const O_IRONWILL: usize = O_SQUARES + 4 * <usize>SQUARE_BOXES;
const O_NAPX: usize = O_IRONWILL + 2;
export const NAPX_BYTES: i32 = 128;
/** Byte i of the Napoleonics extension block (layout: napoleonics/extension.ts). */
@inline export function napx(s: usize, i: i32): i32 { return load<u8>(s + O_NAPX + <usize>i); }
@inline export function setNapx(s: usize, i: i32, v: i32): void { store<u8>(s + O_NAPX + <usize>i, v); }
const O_ORDEREDBB: usize = (O_NAPX + <usize>NAPX_BYTES + 7) & ~7;
const O_OCCBB: usize = O_ORDEREDBB + 16;
const O_SIDEUNITS: usize = O_OCCBB + 4 * <usize>BB_BYTES;
// the EPIC block (digest D.3-D.6): its layout is drawn in epic/block.ts, the only module that names
// its offsets; 8-byte aligned (it holds two u64 unit bitmasks)
const O_EPIC: usize = O_SIDEUNITS + 32;
export const EPIC_BYTES: i32 = 112;
// the seats block (digest D.7, D.8: Tactician hands, national items and Command hands of the seats
// other than the CinCs): its layout is drawn in napoleonics/seat-block.ts, the only module that names its offsets
const O_SEATX: usize = O_EPIC + <usize>EPIC_BYTES;
export const SEATX_BYTES: i32 = 168;
export const STATE_SIZE: usize = O_SEATX + <usize>SEATX_BYTES;
/** Byte i of the seats block (layout: napoleonics/seat-block.ts). */
@inline export function seatxByte(s: usize, i: i32): i32 { return load<u8>(s + O_SEATX + <usize>i); }
@inline export function setSeatxByte(s: usize, i: i32, v: i32): void { store<u8>(s + O_SEATX + <usize>i, v); }
/** Byte i of the EPIC block (layout: epic/block.ts). */
@inline export function epicByte(s: usize, i: i32): i32 { return load<u8>(s + O_EPIC + <usize>i); }
@inline export function setEpicByte(s: usize, i: i32, v: i32): void { store<u8>(s + O_EPIC + <usize>i, v); }
/** The u64 at byte i (8-aligned) of the EPIC block. */
@inline export function epicWord(s: usize, i: i32): u64 { return load<u64>(s + O_EPIC + <usize>i); }
@inline export function setEpicWord(s: usize, i: i32, v: u64): void { store<u64>(s + O_EPIC + <usize>i, v); }

/** Word w (0, 1) of the set of side's units (bit u & 63 of word u >> 6), kept by setUSide: units
 *  created during play (D.10 garrisons, C.16 Mother Russia) join their side's set. */
@inline export function sideUnitsWord(s: usize, side: i32, w: i32): u64 { return load<u64>(s + O_SIDEUNITS + (<usize>((side << 1) + w) << 3)); }

/** The bitboard of side's units on the board (a pointer into the state: read it, never write it). */
@inline export function unitsBb(s: usize, side: i32): usize { return s + O_OCCBB + <usize>side * BB_BYTES; }
/** The bitboard of side's leaders on the board (attached or lone). */
@inline export function leadersBb(s: usize, side: i32): usize { return s + O_OCCBB + <usize>(2 + side) * BB_BYTES; }

/** Word w (0, 1) of the ordered-units bitmask: bit u & 63 of word u >> 6 is unit u's UF_ORDERED. */
@inline export function orderedWord(s: usize, w: i32): u64 { return load<u64>(s + O_ORDEREDBB + (<usize>w << 3)); }

/** Iron Will counters a side has left (Napoleonics C.16, Prussia). */
@inline export function ironWill(s: usize, side: i32): i32 { return load<u8>(s + O_IRONWILL + <usize>side); }
@inline export function setIronWill(s: usize, side: i32, v: i32): void { store<u8>(s + O_IRONWILL + <usize>side, v); }

// ---- the Square track (Napoleonics C.13): box i of side holds a square's unit and its card --------
@inline export function sqUnit(s: usize, side: i32, i: i32): i32 { return <i32>load<u8>(s + O_SQUARES + <usize>((side * SQUARE_BOXES + i) << 1)) - 1; }
@inline export function sqCard(s: usize, side: i32, i: i32): i32 { return <i32>load<u8>(s + O_SQUARES + <usize>((side * SQUARE_BOXES + i) << 1), 1) - 1; }
@inline export function setSq(s: usize, side: i32, i: i32, unit: i32, card: i32): void {
  const p = s + O_SQUARES + <usize>((side * SQUARE_BOXES + i) << 1);
  store<u8>(p, unit + 1); store<u8>(p, card + 1, 1);
}

/** Writes a unit's hex field alone, leaving the occupancy maps alone (setup: a new unit starts "gone"
 *  so that placeUnit() has no old hex to clear). */
@inline export function storeUnitHexRaw(s: usize, u: i32, hex: i32): void { store<u16>(s + O_UNITS + (<usize>u << 3), hex); }
/** The same for a leader. */
@inline export function storeLeaderHexRaw(s: usize, l: i32, hex: i32): void { store<u16>(s + O_LEADERS + (<usize>l << 2), hex); }

// ---- header --------------------------------------------------------------------------------------
@inline export function phase(s: usize): i32 { return load<u8>(s + O_PHASE); }
@inline export function setPhase(s: usize, v: i32): void { store<u8>(s + O_PHASE, v); }
@inline export function active(s: usize): i32 { return load<u8>(s + O_ACTIVE); }
@inline export function setActive(s: usize, v: i32): void { store<u8>(s + O_ACTIVE, v); }
@inline export function actor(s: usize): i32 { return load<u8>(s + O_ACTOR); }
@inline export function setActor(s: usize, v: i32): void { store<u8>(s + O_ACTOR, v); }
@inline export function winner(s: usize): i32 { return load<u8>(s + O_WINNER); }
@inline export function setWinner(s: usize, v: i32): void { store<u8>(s + O_WINNER, v); }
@inline export function turn(s: usize): i32 { return load<u16>(s + O_TURN); }
@inline export function setTurn(s: usize, v: i32): void { store<u16>(s + O_TURN, v); }
/** The card whose effect governs this turn (after Counter Attack resolution). */
@inline export function card(s: usize): i32 { return load<u8>(s + O_CARD); }
@inline export function setCard(s: usize, v: i32): void { store<u8>(s + O_CARD, v); }
/** The card physically played this turn. */
@inline export function played(s: usize): i32 { return load<u8>(s + O_PLAYED); }
@inline export function setPlayed(s: usize, v: i32): void { store<u8>(s + O_PLAYED, v); }
@inline export function banners(s: usize, side: i32): i32 { return load<u8>(s + O_BANNERS + side); }
@inline export function setBanners(s: usize, side: i32, v: i32): void { store<u8>(s + O_BANNERS + side, v); }
/** Command (B.5): the hand size, which Command-counting cards use. */
@inline export function command(s: usize, side: i32): i32 { return load<u8>(s + O_COMMAND + side); }
@inline export function setCommand(s: usize, side: i32, v: i32): void { store<u8>(s + O_COMMAND + side, v); }
@inline export function lastCard(s: usize, side: i32): i32 { return load<u8>(s + O_LASTCARD + side); }
@inline export function setLastCard(s: usize, side: i32, v: i32): void { store<u8>(s + O_LASTCARD + side, v); }
/** Orders left per section (index 0 left, 1 centre, 2 right; active player's view). */
@inline export function secQuota(s: usize, i: i32): i32 { return load<u8>(s + O_SECQ + i); }
@inline export function setSecQuota(s: usize, i: i32, v: i32): void { store<u8>(s + O_SECQ + i, v); }
/** Orders left that may go anywhere (troop cards, chains, unit-of-choice). */
@inline export function anyQuota(s: usize): i32 { return load<u8>(s + O_ANYQ); }
@inline export function setAnyQuota(s: usize, v: i32): void { store<u8>(s + O_ANYQ, v); }
@inline export function orderMode(s: usize): i32 { return load<u8>(s + O_ORDERMODE); }
@inline export function setOrderMode(s: usize, v: i32): void { store<u8>(s + O_ORDERMODE, v); }
@inline export function orderedCount(s: usize): i32 { return load<u8>(s + O_ORDERED); }
@inline export function setOrderedCount(s: usize, v: i32): void { store<u8>(s + O_ORDERED, v); }
/** I Am Spartacus orders left by class (0 light, 1 medium, 2 heavy, 3 any). */
@inline export function classQuota(s: usize, i: i32): i32 { return load<u8>(s + O_CLASSQ + i); }
@inline export function setClassQuota(s: usize, i: i32, v: i32): void { store<u8>(s + O_CLASSQ + i, v); }
/** Move-Fire-Move stage (0 first move, 1 fire, 2 second move); 0 for other cards. */
@inline export function stage(s: usize): i32 { return load<u8>(s + O_STAGE); }
@inline export function setStage(s: usize, v: i32): void { store<u8>(s + O_STAGE, v); }
/** Pending replacement draws: a queue of sides (First Strike's player draws first). */
@inline export function drawQueueLen(s: usize): i32 { return load<u8>(s + O_DRAWN); }
@inline export function setDrawQueueLen(s: usize, v: i32): void { store<u8>(s + O_DRAWN, v); }
@inline export function drawQueue(s: usize, i: i32): i32 { return load<u8>(s + O_DRAWQ + i); }
@inline export function setDrawQueue(s: usize, i: i32, v: i32): void { store<u8>(s + O_DRAWQ + i, v); }
/** Rally symbols still to assign (0 light, 1 medium, 2 heavy, 3 any). */
@inline export function rallyLeft(s: usize, i: i32): i32 { return load<u8>(s + O_RALLY + i); }
@inline export function setRallyLeft(s: usize, i: i32, v: i32): void { store<u8>(s + O_RALLY + i, v); }
@inline export function unitCount(s: usize): i32 { return load<u8>(s + O_UNITN); }
@inline export function setUnitCount(s: usize, v: i32): void { store<u8>(s + O_UNITN, v); }
@inline export function leaderCount(s: usize): i32 { return load<u8>(s + O_LEADERN); }
@inline export function setLeaderCount(s: usize, v: i32): void { store<u8>(s + O_LEADERN, v); }
@inline export function campsTaken(s: usize): i32 { return load<u16>(s + O_CAMPS); }
@inline export function setCampsTaken(s: usize, v: i32): void { store<u16>(s + O_CAMPS, v); }
/** Completed turns per side (scenario hand rules count them). */
@inline export function turnsDone(s: usize, side: i32): i32 { return load<u8>(s + O_TURNSDONE + side); }
@inline export function setTurnsDone(s: usize, side: i32, v: i32): void { store<u8>(s + O_TURNSDONE + side, v); }
/** Miscellaneous flags: bit 0 Beneventum bonus taken, bit 1 the played card is in play (not yet
 *  discarded), bit 7 the top side moves first (scenario data copied at setup). */
export const MISC_BENEVENTUM: i32 = 1;   // the Beneventum banner bonus has been taken
export const MISC_CARD_IN_PLAY: i32 = 2; // the played card is between the hand and the discards
export const MISC_TOP_FIRST: i32 = 128;  // the top side moves first (scenario data)
export const MISC_SCOUT: i32 = 4;        // Napoleonics Scout: the draws being made are kept in C_SCOUT1/2, then one is discarded
@inline export function misc(s: usize): i32 { return load<u8>(s + O_MISC); }
@inline export function setMisc(s: usize, v: i32): void { store<u8>(s + O_MISC, v); }
/** Board section bits (bottom view, SEC_*) of the leader a side's Leadership Any Section card
 *  started from this turn (0 = none): a Counter Attack copying that card must use them (B.6).
 *  Bits 0..2 bottom, 4..6 top. */
@inline export function leadSec(s: usize, side: i32): i32 { return (load<u8>(s + O_LEADSEC) >> (side << 2)) & 7; }
@inline export function setLeadSec(s: usize, side: i32, m: i32): void {
  const sh = side << 2;
  store<u8>(s + O_LEADSEC, (<i32>load<u8>(s + O_LEADSEC) & ~(7 << sh)) | ((m & 7) << sh));
}

// ---- combat context (one battle at a time, with its nested steps) -------------------------------
//  +0 kind (combat.ts BattleKind) | +1 attacker unit | +2 target unit (NONE if a lone leader)
//  +3 target leader | +4 step (checks.ts ST_*) | +5 dice to roll | +6 dice rolled | +7 joined artillery + 1 (C.14)
//  +8 flags | +9 retreat hexes left | +10 origin bits | +11 roller unit | +12 struck unit | +13 Scout's first card + 1
//  +14 attacker hex u16 | +16 defender hex u16 | +18 faces[24] u8 | +42 roll mode (checks.ts RollMode)
//  +43 Scout's second card + 1 | +44 retreat hexes per flag (bits 6..7: movement.ts retreatDirection) | +45 continuation step | +46 re-roll pending | +47 turn card trumped
//  +48 elephant roll | +49 evading leader | +50 phase to resume | +51 leaders checked u16 (B.4)
/** Combat-context fields the facade and the UI read with getCombat / getCombatHex (exported as
 *  "CombatField.KIND" etc.): the single source of truth for those offsets. */
export enum CombatField {
  KIND = 0, ATK = 1, DEF = 2, DEF_LEADER = 3, STEP = 4, NDICE = 5, ROLLED = 6, FLAGS = 8, RETLEFT = 9,
  ORIGIN = 10, ROLLER = 11, STRUCK = 12, ATK_HEX = 14, DEF_HEX = 16, FACES = 18, ROLL_MODE = 42,
}
export const C_KIND: usize = CombatField.KIND;
export const C_ATK: usize = CombatField.ATK;
export const C_DEF: usize = CombatField.DEF;
export const C_DEFLEADER: usize = CombatField.DEF_LEADER;
export const C_STEP: usize = CombatField.STEP;
export const C_NDICE: usize = CombatField.NDICE;
export const C_ROLLED: usize = CombatField.ROLLED;
export const C_FLAGS: usize = CombatField.FLAGS;
export const C_RETLEFT: usize = CombatField.RETLEFT;
export const C_ORIGIN: usize = CombatField.ORIGIN;
export const C_ROLLER: usize = CombatField.ROLLER;
export const C_STRUCK: usize = CombatField.STRUCK;
export const C_ATKHEX: usize = CombatField.ATK_HEX;
export const C_DEFHEX: usize = CombatField.DEF_HEX;
export const C_FACES: usize = CombatField.FACES;
export const C_ROLLMODE: usize = CombatField.ROLL_MODE;
export const C_SCOUT1: usize = 13;  // Napoleonics Scout (C.5): the cards drawn, + 1 (0: none yet); between turns only
export const C_SCOUT2: usize = 43;
export const C_JOIN: usize = 7;     // Napoleonics combined arms: the joined artillery unit + 1 (0: none)
export const C_RETSTEP: usize = 44; // retreat hexes per flag for this retreat (bits 0..5); bits 6..7 the direction a RETREAT_EITHER unit took (movement.ts)
export const C_CONT: usize = 45;    // what to do after the pending check queue / retreat ends
export const C_ELEPHANT_ROLL: usize = 48; // 1 when flags/hits came from an elephant (+1 hex for cavalry)
export const C_LEADERSTEP: usize = 49;
export const C_SPARE: usize = 50;
export const C_REROLL: usize = 46;  // 1: the die being rolled replaces a flag a lancer re-rolls (C.7)
export const C_TRUMP: usize = 47;   // 1: the enemy's response trumped the active side's turn Tactician card for this battle's attacker (C.17)
export const C_LCHECKED: usize = 51; // u16: leaders that made a casualty check in this combat sequence (B.4)
export const COMBAT_BYTES: usize = 54;
export const MAX_FACES: i32 = 24;

@inline export function cGet(s: usize, f: usize): i32 { return load<u8>(s + O_COMBAT + f); }
@inline export function cSet(s: usize, f: usize, v: i32): void { store<u8>(s + O_COMBAT + f, v); }
@inline export function cGet16(s: usize, f: usize): i32 { return load<u16>(s + O_COMBAT + f); }
@inline export function cSet16(s: usize, f: usize, v: i32): void { store<u16>(s + O_COMBAT + f, v); }
@inline export function cFace(s: usize, i: i32): i32 { return load<u8>(s + O_COMBAT + C_FACES + <usize>i); }
@inline export function cSetFace(s: usize, i: i32, v: i32): void { store<u8>(s + O_COMBAT + C_FACES + <usize>i, v); }

// ---- pending chance checks (leader casualty, marsh, rampage): a FIFO of 8 entries -----------------
export const MAX_QUEUE: i32 = 8;
@inline export function qLen(s: usize): i32 { return load<u8>(s + O_QUEUE); }
@inline export function setQLen(s: usize, v: i32): void { store<u8>(s + O_QUEUE, v); }
@inline export function qField(s: usize, i: i32, f: i32): i32 { return load<u8>(s + O_QUEUE + 1 + <usize>(i * 4 + f)); }
@inline export function setQField(s: usize, i: i32, f: i32, v: i32): void { store<u8>(s + O_QUEUE + 1 + <usize>(i * 4 + f), v); }

// ---- cards -----------------------------------------------------------------------------------------
@inline export function deck(s: usize, k: i32): i32 { return load<u8>(s + O_DECK + <usize>k); }
@inline export function setDeck(s: usize, k: i32, v: i32): void { store<u8>(s + O_DECK + <usize>k, v); }
@inline export function discard(s: usize, k: i32): i32 { return load<u8>(s + O_DISCARD + <usize>k); }
@inline export function setDiscard(s: usize, k: i32, v: i32): void { store<u8>(s + O_DISCARD + <usize>k, v); }
@inline export function hand(s: usize, side: i32, k: i32): i32 { return load<u8>(s + O_HAND + <usize>(side * 32 + k)); }
@inline export function setHand(s: usize, side: i32, k: i32, v: i32): void { store<u8>(s + O_HAND + <usize>(side * 32 + k), v); }
/** Moves one Command card, drawn uniformly from the deck's counts with `rng`, into side's hand
 *  (determinization: chance.ts, epic/seats.ts). The deck must not be empty. */
export function dealFromDeck(s: usize, side: i32, rng: usize): void {
  let pool = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) pool += deck(s, k);
  let r = <i32>rngBelow(rng, <u32>pool);
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    r -= deck(s, k);
    if (r < 0) { setDeck(s, k, deck(s, k) - 1); setHand(s, side, k, hand(s, side, k) + 1); return; }
  }
}

// ---- units -----------------------------------------------------------------------------------------
export const UF_ORDERED: i32 = 1;   // ordered this turn
export const UF_MOVED: i32 = 2;     // moved this turn (any distance)
export const UF_BATTLED: i32 = 4;   // has made its battle this turn (Darken the Sky: first shot)
export const UF_NOBATTLE: i32 = 8;  // may not battle this turn (terrain, auxilia moving 2, ...)
export const UF_MUSTCC: i32 = 16;   // warriors that moved 2: must close-combat
export const UF_SACRED: i32 = 32;   // scenario: helmets hit, may ignore 1 flag (Sacred Band)
export const UF_BONUS: i32 = 64;    // +1 die this turn (I Am Spartacus)
export const UF_SHOT2: i32 = 128;   // Darken the Sky: second shot taken / Move-Fire-Move: second move done

@inline function up(s: usize, u: i32): usize { return s + O_UNITS + <usize>(u << 3); }
@inline export function uHex(s: usize, u: i32): i32 { return load<u16>(up(s, u)); }
@inline export function uSide(s: usize, u: i32): i32 { return load<u8>(up(s, u), 2); }
@inline export function uType(s: usize, u: i32): i32 { return load<u8>(up(s, u), 3); }
@inline export function uBlocks(s: usize, u: i32): i32 { return load<u8>(up(s, u), 4); }
@inline export function uMax(s: usize, u: i32): i32 { return load<u8>(up(s, u), 5); }
@inline export function uFlags(s: usize, u: i32): i32 { return load<u8>(up(s, u), 6); }
@inline export function uMoved(s: usize, u: i32): i32 { return load<u8>(up(s, u), 7); }
@inline export function setUHexRaw(s: usize, u: i32, v: i32): void { store<u16>(up(s, u), v); }
@inline export function setUSide(s: usize, u: i32, v: i32): void {
  store<u8>(up(s, u), v, 2);
  // the side sets follow the unit's side (a unit is in exactly one)
  const w = <usize>(u >>> 6), bit = <u64>1 << <u64>(u & 63);
  const mine = s + O_SIDEUNITS + (((<usize>v << 1) + w) << 3), other = s + O_SIDEUNITS + (((<usize>(v ^ 1) << 1) + w) << 3);
  store<u64>(mine, load<u64>(mine) | bit);
  store<u64>(other, load<u64>(other) & ~bit);
}
@inline export function setUType(s: usize, u: i32, v: i32): void { store<u8>(up(s, u), v, 3); }
@inline export function setUBlocks(s: usize, u: i32, v: i32): void { store<u8>(up(s, u), v, 4); }
@inline export function setUMax(s: usize, u: i32, v: i32): void { store<u8>(up(s, u), v, 5); }
@inline export function setUFlags(s: usize, u: i32, v: i32): void {
  store<u8>(up(s, u), v, 6);
  // the ordered-units bitmask follows UF_ORDERED
  const a = s + O_ORDEREDBB + (<usize>(u >>> 6) << 3);
  const bit = <u64>1 << <u64>(u & 63);
  store<u64>(a, (v & UF_ORDERED) != 0 ? load<u64>(a) | bit : load<u64>(a) & ~bit);
}
@inline export function setUMoved(s: usize, u: i32, v: i32): void { store<u8>(up(s, u), v, 7); }
@inline export function uHas(s: usize, u: i32, f: i32): bool { return (uFlags(s, u) & f) != 0; }
@inline export function uAdd(s: usize, u: i32, f: i32): void { setUFlags(s, u, uFlags(s, u) | f); }
@inline export function uAlive(s: usize, u: i32): bool { return uHex(s, u) < MAX_HEX; }

// ---- leaders -----------------------------------------------------------------------------------------
export const LF_ORDERED: i32 = 1;  // ordered on its own this turn (detached or lone)
export const LF_MOVED: i32 = 2;    // moved on its own this turn
export const LF_JOINED: i32 = 4;   // joined a unit during movement: does not move again with it
export const LF_SUDDEN_DEATH: i32 = 8; // scenario: losing this leader loses the game (Castulo's Scipio)

@inline function lp(s: usize, l: i32): usize { return s + O_LEADERS + <usize>(l << 2); }
@inline export function lHex(s: usize, l: i32): i32 { return load<u16>(lp(s, l)); }
@inline export function lSide(s: usize, l: i32): i32 { return load<u8>(lp(s, l), 2); }
@inline export function lFlags(s: usize, l: i32): i32 { return load<u8>(lp(s, l), 3); }
@inline export function setLHexRaw(s: usize, l: i32, v: i32): void { store<u16>(lp(s, l), v); }
@inline export function setLSide(s: usize, l: i32, v: i32): void { store<u8>(lp(s, l), v, 2); }
@inline export function setLFlags(s: usize, l: i32, v: i32): void { store<u8>(lp(s, l), v, 3); }
@inline export function lHas(s: usize, l: i32, f: i32): bool { return (lFlags(s, l) & f) != 0; }
@inline export function lAdd(s: usize, l: i32, f: i32): void { setLFlags(s, l, lFlags(s, l) | f); }
@inline export function lAlive(s: usize, l: i32): bool { return lHex(s, l) < MAX_HEX; }

// ---- occupancy ---------------------------------------------------------------------------------------
@inline export function unitAt(s: usize, h: i32): i32 { return load<u8>(s + O_UNITAT + <usize>h); }
@inline export function leaderAt(s: usize, h: i32): i32 { return load<u8>(s + O_LEADERAT + <usize>h); }

/** Moves unit u to hex h (or GONE/RESERVE), keeping the occupancy map in step. */
export function placeUnit(s: usize, u: i32, h: i32): void {
  const old = uHex(s, u);
  const bb = unitsBb(s, uSide(s, u));
  if (old < MAX_HEX) { store<u8>(s + O_UNITAT + <usize>old, NONE); bbClr(bb, old); }
  setUHexRaw(s, u, h);
  if (h < MAX_HEX) { store<u8>(s + O_UNITAT + <usize>h, u); bbSet(bb, h); }
}

/** Moves leader l to hex h (or GONE), keeping the occupancy map in step. */
export function placeLeader(s: usize, l: i32, h: i32): void {
  const old = lHex(s, l);
  const bb = leadersBb(s, lSide(s, l));
  if (old < MAX_HEX) { store<u8>(s + O_LEADERAT + <usize>old, NONE); bbClr(bb, old); }
  setLHexRaw(s, l, h);
  if (h < MAX_HEX) { store<u8>(s + O_LEADERAT + <usize>h, l); bbSet(bb, h); }
}

/** Empty state: no pieces, empty occupancy. */
export function clearState(s: usize): void {
  memory.fill(s, 0, STATE_SIZE);
  memory.fill(s + O_UNITAT, <u8>NONE, <usize>MAX_HEX * 2);
}

/** The leader attached to unit u (a friendly leader on its hex), or NONE. */
@inline export function attachedLeader(s: usize, u: i32): i32 {
  const h = uHex(s, u);
  if (h >= MAX_HEX) return NONE;
  return leaderAt(s, h);
}

/** A lone leader on h (a leader with no unit under it), or NONE. */
@inline export function loneLeaderAt(s: usize, h: i32): i32 {
  if (unitAt(s, h) != NONE) return NONE;
  return leaderAt(s, h);
}
