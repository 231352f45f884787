// Encodings for learning (issue 5): the observation tensor of one side (planes over the hex grid
// plus global features) and the fixed-size policy index with its legality mask. Built here and
// nowhere else (CONVENTIONS 13); Python never re-encodes. Everything is from the viewer's side:
// for the top side the board is turned 180 degrees, so "own baseline" is always the bottom row,
// and hexes in the policy index are turned the same way. Nothing the viewer cannot see is read:
// the opponent's hand enters only as a count. Versioned by OBS_VERSION and ACTION_VERSION.
//
// Observation (f32, written at `out`): planes[OBS_PLANES][H][W] then globals[OBS_GLOBALS].
//   plane  0..12 own units by type (blocks / full blocks)   13..25 enemy units by type
//         26 own leader   27 enemy leader   28..36 terrain (forest hill broken marsh river ford
//         lake steep camp)   37 on board   38..40 sections from the viewer (left centre right)
//         41 ordered   42 moved   43 battled   44 current battle: attacker   45: target
//   global 0..28 own hand by card kind (count / 2)   29..57 discards by kind (count / copies)
//         58..87 card in play (29 kinds + "plain" fallback)   88..104 phase   105 viewer to act
//         106 viewer is the active side   107..108 banners own/enemy over target   109..110 targets / 10
//         111..112 Command own/enemy / 8   113 opponent hand size / 8   114 deck size / 60
//         115..120 faces of the current roll / 8   121 turn / 200   122 flags pending / 6
//         123 retreat hexes left / 8   124..134 order quotas / 8 (3 sections, any, 4 classes, 3 rally)
//         135..143 order mode   144..146 Move-Fire-Move stage   147 rally "any" left / 8
//
//   OBS_VERSION 2 (Napoleonics; setEncodingRuleset: 2 planes and 229 globals appended, below) reads some slots otherwise:
//   plane 0..12 own units: 0 infantry 1 light infantry 2 light cavalry 3 heavy cavalry 4 foot
//         artillery 5 horse artillery (blocks / full blocks), then where a unit stands: 6 melee bonus / 2
//         7 standing fire bonus / 2   8 flags its type ignores / 2   9 no sabre   10 guard   11 range / 5
//         12 in square   (13..25 the same for enemy units)
//   plane 28..36 terrain: forest (1) / walled garden (0.5) hill town marsh river stream lake castle (1) / church (0.5) orchard
//   global 88..104 phase when < 17; 144..146 the phases SQUARE_CARD, COMBINE, SCOUT (no Move-Fire-Move);
//         128..131 (no I Am Spartacus quotas) the GM&T phases 40..49 as 1 + (phase - 40) in binary
//
// Policy index (ACTION_VERSION 1), hexes h turned for the viewer, N = MAX_HEX (286):
//   [0,29) play card | 29..35 end-orders end-moves end-battles accept evade first-strike skip |
//   36..42 ignore 0..6 | then N each: order, order-leader, rally, evade-to, retreat, leader-evade,
//   advance | 1 leader-evade off | N x 62 move (61 offsets within 4 hexes + exit) |
//   N x 37 leader move (within 3) | N x 127 battle (within 6) | 1 order:off (reserves) |
//   13 x N enter:TYPE-hex (reserves). Chance outcomes have no index.
// ACTION_VERSION 2 (Napoleonics) appends, so every version-1 index keeps its meaning:
//   1 square | N join:hex (combined arms) | 29 discard:card (Scout) | then the GM&T decisions:
//   16 tactic:card (by TCard kind) | 26 x N tactic reserves (from's baseline column x to) |
//   N x 37 tactic fall back (within 3) | N x 52 tactic short supply (to: a baseline hex or the row before it, own then far) |
//   1 guerrilla | 5 x N mother-russia:use@hex | N x 37 leader-move (within 3) | 16 tactic-discard:card |
//   1 time-pressure (D.9) | then (issue 19) N x 127 move beyond 4 hexes, a leader's 4 (MOVE_FAR, within 6) |
//   30 x 4 x 4 pick:card@ab (EPIC_PICK: display card or none x hand-card section x display-card section) |
//   N x 61 march:from-to (EPIC_MARCH, within 4) | 3 give:none|hand|display (EPIC_GIVE, D.7 4 seats) |
//   2 no-initiative|initiative (EPIC_INIT, D.7) | N lose:hex (EPIC_LOSE, D.7: the sabre's block) |
//   then La Grande (D.8): 3 to:l|c|r (GRANDE_TO) | 29 own:card + keep + pass (GRANDE_OWN) |
//   2 half:l|r (GRANDE_HALF) | 2 draw:command|tactician (GRANDE_NOMARCH) |
//   2 square-refuse|square-give (GRANDE_SQUARE: the CinC asked for a square's card, D.5)
//   OBS_VERSION 2 also has 94 more globals (OBS_GLOBALS 242, Ancients 148): 148..217 the EPIC turn
//   (display, display card in play, EPIC phase, sections, stage, marches, pending draws; G_* below),
//   218..233 the viewer's own Tactician hand by TCard kind (copies / 2; never the opponent's: C.17),
//   234..241 La Grande's Command hand sizes per seat / 8 (public; D.8), 0 outside La Grande 8 seats,
//   242..376 (epic/grande-obs.ts) the viewer's role, La Grande's slots (cards C and D, holder, source,
//   half, quotas left) and the Scout gift in the CinC's view; and 2 more planes (OBS_PLANES 48, Ancients
//   46): 46, 47 the viewer's left half, right half (a La Grande corps commander's ground; 0 otherwise)
// The versions and POLICY_SIZE are globals set per ruleset when a scenario begins (setup.ts calls
// setEncodingRuleset): Ancients 1 / 1 / 70,401 (the shipped model's), Napoleonics 2 / 2 (POLICY_SIZE_V2,
// 170,232); OBS_GLOBALS and OBS_PLANES the same way (148 / 377, 46 / 48).
import { MAX_HEX, boardW, boardH, hexRow, hexCol, onBoard, sectionMask } from "../common/geometry";
import {
  phase, active, actor, turn, card, banners, command, hand, deck, discard, unitCount, leaderCount, uHex,
  uSide, uType, uBlocks, uFlags, lHex, lSide, cGet, cGet16, cFace, secQuota, anyQuota, classQuota, rallyLeft,
  orderMode, stage, misc, UF_ORDERED, UF_MOVED, UF_BATTLED, C_ROLLED, C_FLAGS, C_RETLEFT, C_ATKHEX, C_DEFHEX, C_STEP,
  MISC_CARD_IN_PLAY,
} from "./state";
import {
  DECK_COUNTS, UNIT_BLOCKS, UNIT_CLASS, UNIT_PROPS, UNIT_RANGE, NAP_MELEE_BONUS, NAP_FIRE_BONUS, NAP_IGNORE_FLAGS, UNIT_RULES,
  MAX_UNIT_TYPES, P_LIGHT_FOOT, P_CHARGE_MOVE3, P_WAR_MACHINE, P_NO_SWORDS, NR_GUARD,
} from "./ruleset";
import { terrainAt, bannersToWin } from "./scenario";
import { inSquare } from "./napoleonics/squares";
import {
  Phase, Act, Ter, Cls, Ruleset, CARD_KIND_COUNT, UNIT_TYPE_COUNT, actKind, actA, actB, actC, SEC_L, SEC_R, MAX_ACTIONS,
} from "./types";
import { legalActions } from "./legal";
import {
  NAP_ACT_TACTIC, NAP_ACT_GUERRILLA, NAP_ACT_MOTHER_RUSSIA, NAP_ACT_LEADER_MOVE, NAP_ACT_TACT_DISCARD, NAP_ACT_TIME_PRESSURE, NAP_PHASE_FIRST,
} from "./napoleonics/actions";
import { MAX_TACT_KINDS, tHand } from "./napoleonics/extension";
import { EPIC_ACT_PICK, EPIC_ACT_MARCH, EPIC_ACT_GIVE, EPIC_ACT_INIT, EPIC_ACT_LOSE, GIVE_DISPLAY, EPIC_NO_PICK, EPIC_PHASE_PICK, EPIC_PHASE_MARCH } from "./epic/actions";
import { GRANDE_ACT_TO, GRANDE_ACT_OWN, GRANDE_ACT_HALF, GRANDE_ACT_NOMARCH, GRANDE_KEEP, GRANDE_PASS, GRANDE_ACT_SQUARE, GRANDE_SQ_GIVE } from "./epic/actions";
import { seesOwnHand, seatToAct } from "./epic/seats";
import { seatHands, seatTHand, cmdHandsOn, seatCmd, seatCmdSize } from "./napoleonics/seat-block";
import { epicOn } from "./epic/config";
import { eGet, displayCount, E_CARD2, E_SECA, E_SECB, E_STAGE, E_MARCHA, E_MARCHB, E_DISPLAY_PENDING } from "./epic/block";
import { tactEffect, TE_RESERVE, TE_FALL_BACK, TE_SHORT_SUPPLY } from "./napoleonics/tactician-deck";
import { grandeObsGlobals, viewerHalves, GRANDE_OBS_GLOBALS } from "./epic/grande-obs";

// Versions and the policy size of the ruleset in play: exported (mutable) globals, set when a
// scenario begins (setEncodingRuleset). Their values before any scenario are Ancients'.
export let OBS_VERSION: i32 = 1;
export let ACTION_VERSION: i32 = 1;
/** Planes of OBS_VERSION 1 (46); version 2 appends the viewer's two halves (La Grande, grande-obs.ts). */
const OBS_PLANES_V1: i32 = 46;
const P_HALVES: i32 = OBS_PLANES_V1;             // planes 46, 47: the viewer's left half, right half (D.8)
const OBS_PLANES_V2: i32 = P_HALVES + 2;         // 48
/** The largest OBS_PLANES of any ruleset (the observation buffer's size, encodings.ts). */
export const OBS_PLANES_MAX: i32 = OBS_PLANES_V2;
export let OBS_PLANES: i32 = OBS_PLANES_V1;
/** Globals of OBS_VERSION 1 (Ancients, the shipped model's): 148. Version 2 adds the EPIC globals (header). */
const OBS_GLOBALS_V1: i32 = 148;
const G_EPIC: i32 = OBS_GLOBALS_V1;              // 148..176 Messenger display by card kind (copies / 2)
const G_CARD2: i32 = G_EPIC + CARD_KIND_COUNT;   // 177..205 the display card played this turn (one-hot)
const G_EPIC_PHASE: i32 = G_CARD2 + CARD_KIND_COUNT; // 206 PICK  207 MARCH
const G_EPIC_SEC: i32 = G_EPIC_PHASE + 2;        // 208..210 hand card's section, 211..213 display card's (viewer's left centre right)
const G_EPIC_MISC: i32 = G_EPIC_SEC + 6;         // 214 stage / 3  215 March Moves left / 6  216 display draws pending / 5  217 EPIC on
const G_TACT: i32 = G_EPIC_MISC + 4;             // 218..233 the viewer's Tactician hand by TCard kind (copies / 2)
const G_CMD_SIZES: i32 = G_TACT + MAX_TACT_KINDS; // 234..237 the viewer's side's Command hands, roles 0..3 (size / 8),
                                                 // 238..241 the other side's: La Grande 8 seats only (D.8)
const G_GRANDE: i32 = G_CMD_SIZES + 8;           // 242..376 La Grande's slots, the viewer's role, the Scout gift (grande-obs.ts)
const OBS_GLOBALS_V2: i32 = G_GRANDE + GRANDE_OBS_GLOBALS; // 377
/** The largest OBS_GLOBALS of any ruleset (the observation buffer's size, encodings.ts). */
export const OBS_GLOBALS_MAX: i32 = OBS_GLOBALS_V2;
// The positions of the globals a viewer reads of the seats' hands, exported by name (index.ts; the
// web's nap/seat-hands.ts reads them through coreConst) and used by the writers below, so both read
// one layout. Part of OBS_VERSION 2 as drawn in the header; naming them changes no observation.
/** The viewer's own Command hand: card kind k at OBS_G_HAND + k, copies / OBS_HAND_SCALE (k < CARD_KIND_COUNT). */
export const OBS_G_HAND: i32 = 0;
export const OBS_HAND_SCALE: i32 = 2;
/** The viewer's own Tactician hand: TCard kind k at OBS_G_TACT + k (k < OBS_TACT_KINDS), copies / OBS_HAND_SCALE. */
export const OBS_G_TACT: i32 = G_TACT;
export const OBS_TACT_KINDS: i32 = MAX_TACT_KINDS;
/** La Grande's Command hand sizes: the viewer's side's role r at OBS_G_CMD_SIZES + r, the other side's at
 *  OBS_G_CMD_SIZES + OBS_CMD_SIZE_ROLES + r, size / OBS_CMD_SIZE_SCALE. */
export const OBS_G_CMD_SIZES: i32 = G_CMD_SIZES;
export const OBS_CMD_SIZE_ROLES: i32 = 4;
export const OBS_CMD_SIZE_SCALE: i32 = 8;
export let OBS_GLOBALS: i32 = OBS_GLOBALS_V1;

// ---- hexes turned for the viewer ------------------------------------------------------------------
/** The hex as the viewer sees it (identity for the bottom side, 180 degrees for the top). */
export function viewHex(h: i32, viewer: i32): i32 {
  if (viewer == 0) return h;
  const W = boardW(), H = boardH();
  const row = hexRow(h), col = hexCol(h);
  const r2 = H - 1 - row;
  const c2 = (row & 1) == 0 ? W - 1 - col : W - 2 - col;
  return r2 * W + c2;
}

// ---- disc offsets for the policy index -------------------------------------------------------------
const R_MAX: i32 = 6;
const SPAN: i32 = 4 * R_MAX + 1;                       // dx2 in [-2R, 2R]
const discIndex = new StaticArray<i16>((2 * R_MAX + 1) * SPAN * 3); // per radius 4, 3, 6
const discDx = new StaticArray<i8>(3 * 128);
const discDy = new StaticArray<i8>(3 * 128);
const RADII: StaticArray<i32> = [4, 3, 6];
const DISC_SIZE: StaticArray<i32> = [61, 37, 127];
let discReady = false;

function buildDiscs(): void {
  for (let k = 0; k < 3; k++) {
    const R = RADII[k];
    let n = 0;
    for (let dy = -R_MAX; dy <= R_MAX; dy++) {
      for (let dx = -2 * R_MAX; dx <= 2 * R_MAX; dx++) {
        let idx: i32 = -1;
        if (((dx + dy) & 1) == 0) {
          const ady = dy < 0 ? -dy : dy, adx = dx < 0 ? -dx : dx;
          const d = ady + (adx > ady ? (adx - ady) >> 1 : 0);
          if (d <= R) { idx = n; discDx[k * 128 + n] = <i8>dx; discDy[k * 128 + n] = <i8>dy; n++; }
        }
        discIndex[(k * (2 * R_MAX + 1) + dy + R_MAX) * SPAN + dx + 2 * R_MAX] = <i16>idx;
      }
    }
  }
  discReady = true;
}

/** x2 (doubled column) of a hex index. */
@inline function x2Of(h: i32): i32 { return 2 * hexCol(h) + (hexRow(h) & 1); }

function offsetIndex(k: i32, a: i32, b: i32): i32 {
  if (!discReady) buildDiscs();
  const dx = x2Of(b) - x2Of(a), dy = hexRow(b) - hexRow(a);
  if (dy < -R_MAX || dy > R_MAX || dx < -2 * R_MAX || dx > 2 * R_MAX) return -1;
  return <i32>discIndex[(k * (2 * R_MAX + 1) + dy + R_MAX) * SPAN + dx + 2 * R_MAX];
}

const N: i32 = MAX_HEX;
const B_SINGLE: i32 = 29;
const B_IGNORE: i32 = 36;
const B_HEX: i32 = 43;                   // 7 blocks of N
const B_LEVADE_OFF: i32 = B_HEX + 7 * N;
const B_MOVE: i32 = B_LEVADE_OFF + 1;
const B_LMOVE: i32 = B_MOVE + N * 62;
const B_BATTLE: i32 = B_LMOVE + N * 37;
const B_RESERVE: i32 = B_BATTLE + N * 127; // order:off (the reserve force)
const B_ENTER: i32 = B_RESERVE + 1;          // enter:TYPE-hex, 13 types x N
const POLICY_SIZE_V1: i32 = B_ENTER + 13 * N;
const BASE_COLS: i32 = 26;                   // hexes of a baseline row on the widest board (26 x 11)
const MR_USES: i32 = 5;                      // Mother Russia improvements (napoleonics/actions.ts MR_*)
const B_SQUARE: i32 = POLICY_SIZE_V1;        // square (ACTION_VERSION 2)
const B_JOIN: i32 = B_SQUARE + 1;            // join:hex, N
const B_DISCARD: i32 = B_JOIN + N;           // discard:card, by card kind
const B_TACTIC: i32 = B_DISCARD + CARD_KIND_COUNT; // tactic:card (no unit moved), by TCard kind
const B_TACT_RESERVE: i32 = B_TACTIC + MAX_TACT_KINDS;  // tactic:reserves@from-to: 26 baseline columns x N
const B_TACT_FALL_BACK: i32 = B_TACT_RESERVE + BASE_COLS * N; // tactic:fall-back@from-to: N x 37
const B_TACT_SUPPLY: i32 = B_TACT_FALL_BACK + N * 37;   // tactic:short-supply@from-to: N x 52 baseline hexes
const B_GUERRILLA: i32 = B_TACT_SUPPLY + N * 2 * BASE_COLS; // guerrilla
const B_MOTHER_RUSSIA: i32 = B_GUERRILLA + 1;           // mother-russia:use@hex: 5 uses x N
const B_GMT_LEADER: i32 = B_MOTHER_RUSSIA + MR_USES * N;// leader-move:from-to: N x 37
const B_TACT_DISCARD: i32 = B_GMT_LEADER + N * 37;      // tactic-discard:card, by TCard kind
const B_TIME_PRESSURE: i32 = B_TACT_DISCARD + MAX_TACT_KINDS; // time-pressure (D.9)
const B_MOVE_FAR: i32 = B_TIME_PRESSURE + 1;       // move:from-to beyond 4 hexes (Tactician bonuses, La Grande Manoeuvre): N x 127
const EPIC_PICK_CARDS: i32 = CARD_KIND_COUNT + 1;    // the display card taken, or none (EPIC_NO_PICK)
const B_EPIC_PICK: i32 = B_MOVE_FAR + N * 127;       // pick:card@ab (D.3): 30 display cards x 4 hand-card sections x 4 display-card sections
const B_EPIC_MARCH: i32 = B_EPIC_PICK + EPIC_PICK_CARDS * 16; // march:from-to (D.4): N x 61 (within 4)
const B_EPIC_GIVE: i32 = B_EPIC_MARCH + N * 61;     // give:none|hand|display (D.7, 4 seats): 3
const B_EPIC_INIT: i32 = B_EPIC_GIVE + 3;         // no-initiative|initiative (D.7 initiative roll): 2 (c)
const B_EPIC_LOSE: i32 = B_EPIC_INIT + 2;         // lose:hex (D.7: the block a sabre costs): N
const B_GRANDE_TO: i32 = B_EPIC_LOSE + N;        // to:l|c|r (D.8 La Grande: the CinC's hand-outs, the Scout gift): 3 (c - 1)
const B_GRANDE_OWN: i32 = B_GRANDE_TO + 3;        // own:card by card kind, then keep, pass (D.8): CARD_KIND_COUNT + 2
const B_GRANDE_HALF: i32 = B_GRANDE_OWN + CARD_KIND_COUNT + 2; // half:l|r (D.8): 2 (c - 1)
const B_GRANDE_NOMARCH: i32 = B_GRANDE_HALF + 2;  // draw:command|tactician (D.8 no-March draw): 2 (c)
const B_GRANDE_SQUARE: i32 = B_GRANDE_NOMARCH + 2; // square-refuse|square-give (D.5 La Grande: the CinC's answer): 2 (c)
const POLICY_SIZE_V2: i32 = B_GRANDE_SQUARE + 2;
/** The largest policy size of any ruleset (the mask buffer's size). */
export const POLICY_SIZE_MAX: i32 = POLICY_SIZE_V2;
export let POLICY_SIZE: i32 = POLICY_SIZE_V1;
let blockCount: i32 = 10;

// ---- per ruleset: versions, policy size, the observation's unit and terrain planes ----------------
// OBS_ROLE[t]: the unit plane (0..12) of type t's kind; TER_PLANE[t] / TER_VALUE[t]: terrain planes.
const OBS_ROLE = new StaticArray<u8>(MAX_UNIT_TYPES);
const TER_PLANE = new StaticArray<u8>(Ter.COUNT);
const TER_VALUE = new StaticArray<f32>(Ter.COUNT);
let obsV2 = false;

/** Sets the encoding of ruleset `r` (types.ts Ruleset): called by setup.ts when a scenario begins,
 *  after the ruleset filled its table (the unit kinds of OBS_VERSION 2 are read from it). */
export function setEncodingRuleset(r: i32): void {
  obsV2 = r == Ruleset.NAPOLEONICS;
  OBS_VERSION = obsV2 ? 2 : 1;
  ACTION_VERSION = obsV2 ? 2 : 1;
  POLICY_SIZE = obsV2 ? POLICY_SIZE_V2 : POLICY_SIZE_V1;
  OBS_GLOBALS = obsV2 ? OBS_GLOBALS_V2 : OBS_GLOBALS_V1;
  OBS_PLANES = obsV2 ? OBS_PLANES_V2 : OBS_PLANES_V1;
  blockCount = obsV2 ? PolicyBlock.COUNT : PolicyBlock.SQUARE;
  for (let t = 0; t < Ter.COUNT; t++) { TER_PLANE[t] = <u8>(27 + t); TER_VALUE[t] = 1; }
  for (let t = 0; t < MAX_UNIT_TYPES; t++) OBS_ROLE[t] = <u8>(t < UNIT_TYPE_COUNT ? t : 0);
  if (!obsV2) return;
  TER_PLANE[Ter.TOWN] = 30; TER_PLANE[Ter.MARSH] = 31; TER_PLANE[Ter.RIVER] = 32; TER_PLANE[Ter.FORD] = 33;
  TER_PLANE[Ter.LAKE] = 34; TER_PLANE[Ter.CASTLE] = 35; TER_PLANE[Ter.CHURCH] = 35; TER_VALUE[Ter.CHURCH] = 0.5;
  TER_PLANE[Ter.ORCHARD] = 36;
  TER_PLANE[Ter.WALLED_GARDEN] = 28; TER_VALUE[Ter.WALLED_GARDEN] = 0.5; // C.15: a forest with a wall (naprules)
  for (let t = 0; t < MAX_UNIT_TYPES; t++) {
    const c = <i32>UNIT_CLASS[t], p = <i32>UNIT_PROPS[t];
    let role = 0;
    if (c == Cls.LIGHT) role = (p & P_LIGHT_FOOT) != 0 ? 1 : 0;
    else if (c == Cls.MEDIUM) role = (p & P_CHARGE_MOVE3) != 0 ? 3 : 2;
    else if (c == Cls.HEAVY) role = (p & P_WAR_MACHINE) != 0 ? 4 : 5;
    OBS_ROLE[t] = <u8>role;
  }
}

// ---- the policy-index block table (exported; the one source of the layout for TypeScript, the
// self-play data, model cards and training/vexnet/layout.py) -----------------------------------------
// One row per block, lowest index first, four fields (PolicyField):
//   START     first policy index of the block
//   SIZE      number of indices in it
//   PER_HEX   entries per hex slot (0: the block names no hex; N = SIZE / PER_HEX slots otherwise)
//   HEX_MAJOR 1: index = START + slot * PER_HEX + k (moves, leader moves, battles: k = offset)
//             0: index = START + k * N + slot       (the 7 hex kinds, the 13 reserve types)
//                or START + k when PER_HEX is 0
//   (ACTION_VERSION 2 only: SQUARE, JOIN (N slots, PER_HEX 1), DISCARD by card kind)
export enum PolicyBlock {
  CARD, SINGLE, IGNORE, HEX, LEADER_EVADE_OFF, MOVE, LEADER_MOVE, BATTLE, RESERVE, ENTER, SQUARE, JOIN, DISCARD,
  TACTIC, TACT_RESERVE, TACT_FALL_BACK, TACT_SUPPLY, GUERRILLA, MOTHER_RUSSIA, GMT_LEADER_MOVE, TACT_DISCARD, TIME_PRESSURE,
  MOVE_FAR, EPIC_PICK, EPIC_MARCH, EPIC_GIVE, EPIC_INIT, EPIC_LOSE, GRANDE_TO, GRANDE_OWN, GRANDE_HALF, GRANDE_NOMARCH, GRANDE_SQUARE, COUNT
}
export enum PolicyField { START, SIZE, PER_HEX, HEX_MAJOR, COUNT }
const BLOCKS: StaticArray<i32> = [
  0,              B_SINGLE,           0,   0, // CARD: play card kind c
  B_SINGLE,       B_IGNORE - B_SINGLE, 0,  0, // SINGLE: end-orders end-moves end-battles accept evade first-strike skip
  B_IGNORE,       B_HEX - B_IGNORE,   0,   0, // IGNORE: ignore 0..6
  B_HEX,          7 * N,              7,   0, // HEX: order order-leader rally evade-to retreat leader-evade advance
  B_LEVADE_OFF,   1,                  0,   0, // LEADER_EVADE_OFF
  B_MOVE,         N * 62,             62,  1, // MOVE: 61 offsets within 4 hexes + exit
  B_LMOVE,        N * 37,             37,  1, // LEADER_MOVE: within 3
  B_BATTLE,       N * 127,            127, 1, // BATTLE: within 6
  B_RESERVE,      1,                  0,   0, // RESERVE: order:off
  B_ENTER,        13 * N,             13,  0, // ENTER: enter:TYPE-hex
  B_SQUARE,       1,                  0,   0, // SQUARE: square (version 2)
  B_JOIN,         N,                  1,   1, // JOIN: join:hex (version 2)
  B_DISCARD,      CARD_KIND_COUNT,    0,   0, // DISCARD: discard:card (version 2)
  B_TACTIC,       MAX_TACT_KINDS,     0,   0, // TACTIC: tactic:card, no unit moved (version 2)
  B_TACT_RESERVE, BASE_COLS * N,  BASE_COLS, 0, // TACT_RESERVE: k = from's baseline column, slot = to
  B_TACT_FALL_BACK, N * 37,           37,  1, // TACT_FALL_BACK: slot = from, k = offset within 3
  B_TACT_SUPPLY,  N * 2 * BASE_COLS, 2 * BASE_COLS, 1, // TACT_SUPPLY: slot = from, k = to's baseline column (+26: the far baseline)
  B_GUERRILLA,    1,                  0,   0, // GUERRILLA: guerrilla
  B_MOTHER_RUSSIA, MR_USES * N,       MR_USES, 0, // MOTHER_RUSSIA: k = the use (MR_*), slot = hex
  B_GMT_LEADER,   N * 37,             37,  1, // GMT_LEADER_MOVE: slot = from, k = offset within 3
  B_TACT_DISCARD, MAX_TACT_KINDS,     0,   0, // TACT_DISCARD: tactic-discard:card
  B_TIME_PRESSURE, 1,                 0,   0, // TIME_PRESSURE: time-pressure (D.9)
  B_MOVE_FAR,     N * 127,            127, 1, // MOVE_FAR: slot = from, k = offset within 6 (unit moves of 5-6 hexes; a leader's 4, La Grande Manoeuvre)
  B_EPIC_PICK,    EPIC_PICK_CARDS * 16, 0, 0, // EPIC_PICK: (card * 4 + hand-card section) * 4 + display-card section
  B_EPIC_MARCH,   N * 61,             61,  1, // EPIC_MARCH: slot = from, k = offset within 4
  B_EPIC_GIVE,    3,                  0,   0, // EPIC_GIVE: give:none, give:hand, give:display (c)
  B_EPIC_INIT,    2,                  0,   0, // EPIC_INIT: no-initiative, initiative (c)
  B_EPIC_LOSE,    N,                  1,   1, // EPIC_LOSE: lose:hex (slot = the unit's hex)
  B_GRANDE_TO,    3,                  0,   0, // GRANDE_TO: to:l, to:c, to:r (c - 1; D.8)
  B_GRANDE_OWN,   CARD_KIND_COUNT + 2, 0,  0, // GRANDE_OWN: own:card by kind, then keep, pass (D.8)
  B_GRANDE_HALF,  2,                  0,   0, // GRANDE_HALF: half:l, half:r (c - 1; D.8)
  B_GRANDE_NOMARCH, 2,                0,   0, // GRANDE_NOMARCH: draw:command, draw:tactician (c; D.8)
  B_GRANDE_SQUARE, 2,                 0,   0, // GRANDE_SQUARE: square-refuse, square-give (c; D.5 La Grande)
];
/** Blocks of the ruleset in play (10 for ACTION_VERSION 1, 13 for 2): rows 0 .. count-1 tile POLICY_SIZE. */
export function policyBlockCount(): i32 { return blockCount; }
/** Field `f` (PolicyField) of policy block `b` (PolicyBlock); -1 out of range. */
export function policyBlock(b: i32, f: i32): i32 {
  if (<u32>b >= <u32>blockCount || <u32>f >= <u32>PolicyField.COUNT) return -1;
  return BLOCKS[b * PolicyField.COUNT + f];
}

/** The policy index of a decision action for `viewer`, or -1 (chance outcomes, out of range). */
export function policyIndex(code: i32, seat: i32): i32 {
  const viewer = seat & 1; // EPIC seats: the side's view
  const k = actKind(code);
  const a = actA(code), b = actB(code), c = actC(code);
  switch (k) {
    case Act.PLAY: return c;
    case Act.DISCARD: return B_DISCARD + c; // Napoleonics Scout (ACTION_VERSION 2)
    case Act.END_ORDERS: return B_SINGLE;
    case Act.END_MOVES: return B_SINGLE + 1;
    case Act.END_BATTLES: return B_SINGLE + 2;
    case Act.ACCEPT: return B_SINGLE + 3;
    case Act.EVADE: return B_SINGLE + 4;
    case Act.SQUARE: return B_SQUARE; // Napoleonics (ACTION_VERSION 2)
    case Act.FIRST_STRIKE: return B_SINGLE + 5;
    case Act.SKIP: return B_SINGLE + 6;
    case Act.IGNORE: return c <= 6 ? B_IGNORE + c : -1;
    case Act.ORDER: return a >= MAX_HEX ? B_RESERVE : B_HEX + viewHex(a, viewer);
    case Act.ORDER_LEADER: return B_HEX + N + viewHex(a, viewer);
    case Act.RALLY: return B_HEX + 2 * N + viewHex(a, viewer);
    case Act.JOIN: return B_JOIN + viewHex(a, viewer); // Napoleonics combined arms (ACTION_VERSION 2)
    case Act.EVADE_TO: return B_HEX + 3 * N + viewHex(a, viewer);
    case Act.RETREAT: return B_HEX + 4 * N + viewHex(a, viewer);
    case Act.LEADER_EVADE: return a >= MAX_HEX ? B_LEVADE_OFF : B_HEX + 5 * N + viewHex(a, viewer);
    case Act.ADVANCE: return B_HEX + 6 * N + viewHex(a, viewer);
    case Act.MOVE: {
      if (a >= MAX_HEX) return c < 13 ? B_ENTER + c * N + viewHex(b, viewer) : -1;
      const va = viewHex(a, viewer);
      if (b >= MAX_HEX) return B_MOVE + va * 62 + 61;
      const vb = viewHex(b, viewer);
      const o = offsetIndex(0, va, vb);
      if (o >= 0) return B_MOVE + va * 62 + o;
      const f = ACTION_VERSION == 2 ? offsetIndex(2, va, vb) : -1; // 5 or 6 hexes (version 2 only)
      return f < 0 ? -1 : B_MOVE_FAR + va * 127 + f;
    }
    case Act.MOVE_LEADER: {
      const va = viewHex(a, viewer);
      const o = offsetIndex(1, va, viewHex(b, viewer));
      if (o >= 0) return B_LMOVE + va * 37 + o;
      // a lone leader's 4 hexes under La Grande Manoeuvre (C.5): MOVE_FAR's 4-hex offsets, which no unit move uses
      const f = ACTION_VERSION == 2 ? offsetIndex(2, va, viewHex(b, viewer)) : -1;
      return f < 0 ? -1 : B_MOVE_FAR + va * 127 + f;
    }
    case Act.BATTLE: {
      const va = viewHex(a, viewer);
      const o = offsetIndex(2, va, viewHex(b, viewer));
      return o < 0 ? -1 : B_BATTLE + va * 127 + o;
    }
    default: return napPolicyIndex(k, a, b, c, viewer);
  }
}

/** ACTION_VERSION 2: the policy index of a GM&T decision (napoleonics/actions.ts kinds), or -1. */
function napPolicyIndex(k: i32, a: i32, b: i32, c: i32, viewer: i32): i32 {
  if (ACTION_VERSION != 2) return -1;
  if (k == EPIC_ACT_PICK) { // sections are bits in the active side's view already: not turned
    const card = c == EPIC_NO_PICK ? CARD_KIND_COUNT : c;
    const sa = sectionSlot(a), sb = sectionSlot(b);
    return card > CARD_KIND_COUNT || sa < 0 || sb < 0 ? -1 : B_EPIC_PICK + (card * 4 + sa) * 4 + sb;
  }
  if (k == EPIC_ACT_GIVE) return c <= GIVE_DISPLAY ? B_EPIC_GIVE + c : -1;
  if (k == EPIC_ACT_INIT) return c <= 1 ? B_EPIC_INIT + c : -1;
  if (k == EPIC_ACT_LOSE) return a < MAX_HEX ? B_EPIC_LOSE + viewHex(a, viewer) : -1;
  if (k == GRANDE_ACT_TO) return c >= 1 && c <= 3 ? B_GRANDE_TO + c - 1 : -1; // La Grande (D.8)
  if (k == GRANDE_ACT_OWN) return c < CARD_KIND_COUNT ? B_GRANDE_OWN + c : c == GRANDE_KEEP ? B_GRANDE_OWN + CARD_KIND_COUNT : c == GRANDE_PASS ? B_GRANDE_OWN + CARD_KIND_COUNT + 1 : -1;
  if (k == GRANDE_ACT_HALF) return c == 1 || c == 2 ? B_GRANDE_HALF + c - 1 : -1;
  if (k == GRANDE_ACT_NOMARCH) return c <= 1 ? B_GRANDE_NOMARCH + c : -1;
  if (k == GRANDE_ACT_SQUARE) return c <= GRANDE_SQ_GIVE ? B_GRANDE_SQUARE + c : -1; // La Grande (D.5)
  if (k == EPIC_ACT_MARCH) {
    const o = a < MAX_HEX && b < MAX_HEX ? offsetIndex(0, viewHex(a, viewer), viewHex(b, viewer)) : -1;
    return o < 0 || o >= 61 ? -1 : B_EPIC_MARCH + viewHex(a, viewer) * 61 + o;
  }
  if (k == NAP_ACT_GUERRILLA) return B_GUERRILLA;
  if (k == NAP_ACT_TIME_PRESSURE) return B_TIME_PRESSURE;
  if (k == NAP_ACT_TACT_DISCARD) return c < MAX_TACT_KINDS ? B_TACT_DISCARD + c : -1;
  if (k == NAP_ACT_MOTHER_RUSSIA) return c < MR_USES && a < MAX_HEX ? B_MOTHER_RUSSIA + c * N + viewHex(a, viewer) : -1;
  if (k == NAP_ACT_LEADER_MOVE) {
    const o = a < MAX_HEX && b < MAX_HEX ? offsetIndex(1, viewHex(a, viewer), viewHex(b, viewer)) : -1;
    return o < 0 ? -1 : B_GMT_LEADER + viewHex(a, viewer) * 37 + o;
  }
  if (k != NAP_ACT_TACTIC || c >= MAX_TACT_KINDS) return -1;
  const e = tactEffect(c);
  if (e != TE_RESERVE && e != TE_FALL_BACK && e != TE_SHORT_SUPPLY) return B_TACTIC + c;
  if (a >= MAX_HEX || b >= MAX_HEX) return -1;
  const va = viewHex(a, viewer), vb = viewHex(b, viewer);
  if (e == TE_FALL_BACK) {
    const o = offsetIndex(1, va, vb);
    return o < 0 ? -1 : B_TACT_FALL_BACK + va * 37 + o;
  }
  if (e == TE_RESERVE) return hexRow(va) == 0 && hexCol(va) < BASE_COLS ? B_TACT_RESERVE + hexCol(va) * N + vb : -1;
  // Short Supply: a baseline hex, or one row forward (napoleonics/short-supply.ts) on its column's slot
  const far = hexRow(vb) <= 1 ? 0 : hexRow(vb) >= boardH() - 2 ? BASE_COLS : -1;
  return far < 0 || hexCol(vb) >= BASE_COLS ? -1 : B_TACT_SUPPLY + va * 2 * BASE_COLS + far + hexCol(vb);
}

/** EPIC_PICK: a section field (0 or one SEC_* bit) as 0..3, -1 for anything else. */
function sectionSlot(m: i32): i32 {
  if (m == 0) return 0;
  if (m == SEC_L) return 1;
  if (m == 2) return 2; // SEC_C
  return m == SEC_R ? 3 : -1;
}

const legalBuf = new StaticArray<i32>(MAX_ACTIONS);

/** Writes the legality mask (u8 per policy index, POLICY_SIZE of them) for the side to act; returns the legal count. */
export function legalMask(s: usize, out: usize): i32 {
  memory.fill(out, 0, <usize>POLICY_SIZE);
  const viewer = actor(s);
  if (viewer > 1) return 0;
  const n = legalActions(s, changetype<usize>(legalBuf));
  for (let i = 0; i < n; i++) {
    const p = policyIndex(unchecked(legalBuf[i]), viewer);
    if (p >= 0) store<u8>(out + <usize>p, 1);
  }
  return n;
}

// ---- observation ---------------------------------------------------------------------------------
@inline function setPlane(out: usize, plane: i32, vh: i32, v: f32): void {
  store<f32>(out + (<usize>(plane * MAX_HEX + vh) << 2), v);
}

/** Size in floats of one observation on this board: planes over H x W, then globals. */
export function obsSize(): i32 { return OBS_PLANES * boardH() * boardW() + OBS_GLOBALS; }

/** Writes the observation of `s` from `viewer`'s side into `out` (obsSize() floats). */
export function observe(s: usize, seat: i32, out: usize): void {
  const viewer = seat & 1; // EPIC seats (D.7): seat = side + 2 * role (epic/seats.ts)
  const W = boardW(), H = boardH(), HW = W * H;
  // planes are written with a stride of MAX_HEX first, then compacted to H*W
  const planes = out;
  memory.fill(planes, 0, <usize>(OBS_PLANES * MAX_HEX) << 2);
  for (let h = 0; h < HW; h++) {
    if (!onBoard(h)) continue;
    const vh = viewHex(h, viewer);
    const t = terrainAt(h);
    // version 1: Ter.FOREST = 1 -> plane 28 ... CAMP -> 36; version 2: TER_PLANE (header)
    if (t != Ter.OPEN) setPlane(planes, <i32>TER_PLANE[t], vh, TER_VALUE[t]);
    setPlane(planes, 37, vh, 1);
    let m = sectionMask(h);
    if (viewer == 1) m = ((m & SEC_L) << 2) | (m & 2) | ((m & SEC_R) >> 2);
    if (m & 1) setPlane(planes, 38, vh, 1);
    if (m & 2) setPlane(planes, 39, vh, 1);
    if (m & 4) setPlane(planes, 40, vh, 1);
    if (obsV2) { // La Grande: the viewer's own halves (grande-obs.ts; 0 for a CinC and in other games)
      const hv = viewerHalves(h, seat);
      if (hv & 1) setPlane(planes, P_HALVES, vh, 1);
      if (hv & 2) setPlane(planes, P_HALVES + 1, vh, 1);
    }
  }
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    const h = uHex(s, u);
    if (h >= MAX_HEX) continue;
    const vh = viewHex(h, viewer);
    const t = uType(s, u);
    const own = uSide(s, u) == viewer;
    const base = own ? 0 : UNIT_TYPE_COUNT;
    setPlane(planes, base + <i32>OBS_ROLE[t], vh, <f32>uBlocks(s, u) / <f32>UNIT_BLOCKS[t]);
    if (obsV2) napUnitPlanes(planes, s, u, t, base, vh);
    const f = uFlags(s, u);
    if (f & UF_ORDERED) setPlane(planes, 41, vh, 1);
    if (f & UF_MOVED) setPlane(planes, 42, vh, 1);
    if (f & UF_BATTLED) setPlane(planes, 43, vh, 1);
  }
  const nl = leaderCount(s);
  for (let l = 0; l < nl; l++) {
    const h = lHex(s, l);
    if (h >= MAX_HEX) continue;
    setPlane(planes, lSide(s, l) == viewer ? 26 : 27, viewHex(h, viewer), 1);
  }
  if (cGet(s, C_STEP) != 0) {
    const ah = cGet16(s, C_ATKHEX), dh = cGet16(s, C_DEFHEX);
    if (ah < MAX_HEX) setPlane(planes, 44, viewHex(ah, viewer), 1);
    if (dh < MAX_HEX) setPlane(planes, 45, viewHex(dh, viewer), 1);
  }
  // compact each plane from stride MAX_HEX to H*W (in place, front to back)
  for (let p = 1; p < OBS_PLANES; p++) {
    memory.copy(planes + (<usize>(p * HW) << 2), planes + (<usize>(p * MAX_HEX) << 2), <usize>HW << 2);
  }
  // globals
  const g = out + (<usize>(OBS_PLANES * HW) << 2);
  memory.fill(g, 0, <usize>OBS_GLOBALS << 2);
  const opp = 1 - viewer;
  for (let k = 0; k < CARD_KIND_COUNT; k++) {
    const own = viewerCmdHand(s, seat, k); // EPIC: the CinC's hand (D.7); La Grande: the seat's own (D.8)
    if (own != 0) putG(g, OBS_G_HAND + k, <f32>own / <f32>OBS_HAND_SCALE);
    // a kind the ruleset's deck does not hold (Napoleonics has 28 of the 29 slots) stays 0
    if (DECK_COUNTS[k] != 0) putG(g, 29 + k, <f32>discard(s, k) / <f32>DECK_COUNTS[k]);
  }
  const p = phase(s);
  const inPlay = (misc(s) & MISC_CARD_IN_PLAY) != 0;
  if (inPlay) putG(g, 58 + (card(s) > CARD_KIND_COUNT ? CARD_KIND_COUNT : card(s)), 1);
  if (p < Phase.SQUARE_CARD) putG(g, 88 + p, 1);
  if (actor(s) <= 1 && seatToAct(s) == seat) putG(g, 105, 1);
  if (active(s) == viewer) putG(g, 106, 1);
  putG(g, 107, <f32>banners(s, viewer) / <f32>bannersToWin[viewer]);
  putG(g, 108, <f32>banners(s, opp) / <f32>bannersToWin[opp]);
  putG(g, 109, <f32>bannersToWin[viewer] / 10);
  putG(g, 110, <f32>bannersToWin[opp] / 10);
  putG(g, 111, <f32>command(s, viewer) / 8);
  putG(g, 112, <f32>command(s, opp) / 8);
  let oppHand = 0, deckN = 0;
  for (let k = 0; k < CARD_KIND_COUNT; k++) { oppHand += hand(s, opp, k); deckN += deck(s, k); }
  putG(g, 113, <f32>oppHand / 8);
  putG(g, 114, <f32>deckN / 60);
  if (p == Phase.ROLL || cGet(s, C_STEP) != 0) {
    const n = cGet(s, C_ROLLED);
    for (let i = 0; i < n; i++) addG(g, 115 + cFace(s, i), 0.125);
  }
  putG(g, 121, <f32>turn(s) / 200);
  putG(g, 122, <f32>cGet(s, C_FLAGS) / 6);
  putG(g, 123, <f32>cGet(s, C_RETLEFT) / 8);
  for (let i = 0; i < 3; i++) putG(g, 124 + i, <f32>secQuota(s, i) / 8);
  putG(g, 127, <f32>min(anyQuota(s), 8) / 8);
  if (!obsV2) for (let i = 0; i < 4; i++) putG(g, 128 + i, <f32>classQuota(s, i) / 8);
  for (let i = 0; i < 3; i++) putG(g, 132 + i, <f32>rallyLeft(s, i) / 8);
  putG(g, 135 + min(orderMode(s), 8), 1);
  if (obsV2) {
    if (p >= NAP_PHASE_FIRST && p < EPIC_PHASE_PICK) { // the GM&T phases: 1 + (p - NAP_PHASE_FIRST) in binary over 128..131
      const v = 1 + p - NAP_PHASE_FIRST;
      for (let i = 0; i < 4; i++) if ((v >> i) & 1) putG(g, 128 + i, 1);
    } else if (p >= Phase.SQUARE_CARD && p < NAP_PHASE_FIRST) putG(g, 144 + p - Phase.SQUARE_CARD, 1);
  }
  else putG(g, 144 + min(stage(s), 2), 1);
  putG(g, 147, <f32>rallyLeft(s, 3) / 8);
  if (obsV2) {
    epicGlobals(s, viewer, g, p); tactGlobals(s, seat, g); cmdSizeGlobals(s, viewer, g);
    grandeObsGlobals(s, seat, g + (<usize>G_GRANDE << 2));
  }
}

/** The Command cards of kind k seat `seat` sees as its own hand: the observation's only read of a
 *  Command hand (globals 0..28). La Grande 8 seats (D.8): the seat's own hand (a corps commander's
 *  seat-block.ts seatCmd; the CinC's is the side's), even with shareTeamHands (one hand's slots: a
 *  teammate's shared cards reach search through determinize only). Other formats (D.7): the side's
 *  hand, seen by the CinC and, with shareTeamHands, his teammates. Never another side's hand. */
@inline function viewerCmdHand(s: usize, seat: i32, k: i32): i32 {
  return cmdHandsOn() ? seatCmd(s, seat, k) : seesOwnHand(seat) ? hand(s, seat & 1, k) : 0;
}

/** OBS_VERSION 2, La Grande 8 seats (D.8): every seat's Command hand size / 8 (public, like global
 *  113's), the viewer's side's roles 0..3, then the other side's (header, 234..241); 0 otherwise. */
function cmdSizeGlobals(s: usize, viewer: i32, g: usize): void {
  if (!cmdHandsOn()) return;
  for (let r = 0; r < OBS_CMD_SIZE_ROLES; r++) {
    putG(g, OBS_G_CMD_SIZES + r, <f32>seatCmdSize(s, viewer + 2 * r) / <f32>OBS_CMD_SIZE_SCALE);
    putG(g, OBS_G_CMD_SIZES + OBS_CMD_SIZE_ROLES + r, <f32>seatCmdSize(s, 1 - viewer + 2 * r) / <f32>OBS_CMD_SIZE_SCALE);
  }
}

/** The Tactician cards of kind k that seat `seat` holds (C.17): the observation's only read of a
 *  Tactician hand. 6 and 8 seats (D.7): the seat's own hand (epic/seat-hands.ts); 2 and 4 seats: the
 *  CinC's, seen by the CinC (and his teammates with shareTeamHands). Never another seat's hand. */
@inline function viewerTactHand(s: usize, seat: i32, k: i32): i32 { return seatHands() ? seatTHand(s, seat, k) : seesOwnHand(seat) ? tHand(s, seat & 1, k) : 0; }

/** OBS_VERSION 2: the viewer's own Tactician hand (header, 218..233); the opponent's stays hidden. */
function tactGlobals(s: usize, seat: i32, g: usize): void {
  for (let k = 0; k < MAX_TACT_KINDS; k++) {
    const n = viewerTactHand(s, seat, k);
    if (n != 0) putG(g, OBS_G_TACT + k, <f32>n / <f32>OBS_HAND_SCALE);
  }
}

/** OBS_VERSION 2: the EPIC globals (header, 148..217), all public: the Messenger display, the display
 *  card in play, the EPIC phase, both cards' chosen sections turned for the viewer, the stage, the
 *  March Moves left and the display draws pending. Zero when the EPIC turn is off. */
function epicGlobals(s: usize, viewer: i32, g: usize, p: i32): void {
  if (!epicOn) return;
  for (let k = 0; k < CARD_KIND_COUNT; k++) putG(g, G_EPIC + k, <f32>displayCount(s, k) / 2);
  const c2 = eGet(s, E_CARD2);
  if (c2 < CARD_KIND_COUNT) putG(g, G_CARD2 + c2, 1);
  if (p == EPIC_PHASE_PICK) putG(g, G_EPIC_PHASE, 1);
  if (p == EPIC_PHASE_MARCH) putG(g, G_EPIC_PHASE + 1, 1);
  const turned = active(s) != viewer; // section bits are in the active side's view
  for (let j = 0; j < 2; j++) {
    const m = eGet(s, j == 0 ? E_SECA : E_SECB);
    for (let i = 0; i < 3; i++) if ((m >> i) & 1) putG(g, G_EPIC_SEC + 3 * j + (turned ? 2 - i : i), 1);
  }
  putG(g, G_EPIC_MISC, <f32>eGet(s, E_STAGE) / 3);
  putG(g, G_EPIC_MISC + 1, <f32>(eGet(s, E_MARCHA) + eGet(s, E_MARCHB)) / 6);
  putG(g, G_EPIC_MISC + 2, <f32>eGet(s, E_DISPLAY_PENDING) / 5);
  putG(g, G_EPIC_MISC + 3, 1);
}

/** OBS_VERSION 2: the attribute planes of unit u (type t) on viewed hex vh (header, planes 6..12). */
function napUnitPlanes(planes: usize, s: usize, u: i32, t: i32, base: i32, vh: i32): void {
  if (NAP_MELEE_BONUS[t] != 0) setPlane(planes, base + 6, vh, <f32>NAP_MELEE_BONUS[t] / 2);
  if (NAP_FIRE_BONUS[t] != 0) setPlane(planes, base + 7, vh, <f32>NAP_FIRE_BONUS[t] / 2);
  if (NAP_IGNORE_FLAGS[t] != 0) setPlane(planes, base + 8, vh, <f32>NAP_IGNORE_FLAGS[t] / 2);
  if ((UNIT_PROPS[t] & P_NO_SWORDS) != 0) setPlane(planes, base + 9, vh, 1);
  if ((UNIT_RULES[t] & NR_GUARD) != 0) setPlane(planes, base + 10, vh, 1);
  if (UNIT_RANGE[t] != 0) setPlane(planes, base + 11, vh, <f32>UNIT_RANGE[t] / 5);
  if (inSquare(s, u)) setPlane(planes, base + 12, vh, 1);
}

@inline function putG(g: usize, i: i32, v: f32): void { store<f32>(g + (<usize>i << 2), v); }
@inline function addG(g: usize, i: i32, v: f32): void { store<f32>(g + (<usize>i << 2), load<f32>(g + (<usize>i << 2)) + v); }

/** The action code at policy index `p` for `viewer` in state `s` (by search of the legal list), or -1. */
export function actionAtIndex(s: usize, p: i32): i32 {
  const viewer = actor(s);
  if (viewer > 1) return -1;
  const n = legalActions(s, changetype<usize>(legalBuf));
  for (let i = 0; i < n; i++) if (policyIndex(unchecked(legalBuf[i]), viewer) == p) return unchecked(legalBuf[i]);
  return -1;
}

