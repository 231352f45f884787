// The immutable part of a game (OpenSpiel's Game): board size, terrain per hex, LOS-blocking
// terrain, hill groups, hand sizes, banners to win, scenario options and rule options. Written once
// by the facade through index.ts (scenarioBegin .. scenarioEnd) before any state is created; read
// everywhere else. One scenario per wasm instance.
import { MAX_HEX, boardH, hexRow, onBoard, sectionMask } from "../common/geometry";
import { Ter, BOTTOM, TOP, NO_SIDE, SEC_C, SEC_R } from "./types";
import { terImpassable, terStops, terCapsMelee, terBlocksSight, terIn } from "./ruleset";

// ---- terrain per hex ---------------------------------------------------------------------------
const terrain = new StaticArray<u8>(MAX_HEX);
/** Camp owner per hex: 0 bottom, 1 top, 2 none. */
const campOwner = new StaticArray<u8>(MAX_HEX);
/** Connected hill group per hex (0 = not a hill). */
const hillGroup = new StaticArray<u8>(MAX_HEX);

@inline export function terrainAt(h: i32): i32 { return <i32>unchecked(terrain[h]); }
@inline export function campOwnerAt(h: i32): i32 { return <i32>unchecked(campOwner[h]); }
@inline export function hillGroupAt(h: i32): i32 { return <i32>unchecked(hillGroup[h]); }
export function setTerrain(h: i32, t: i32, owner: i32): void {
  terrain[h] = <u8>t;
  campOwner[h] = <u8>owner;
}
export function setHillGroup(h: i32, g: i32): void { hillGroup[h] = <u8>g; }
export function clearTerrain(): void {
  for (let h = 0; h < MAX_HEX; h++) { terrain[h] = <u8>Ter.OPEN; campOwner[h] = 2; hillGroup[h] = 0; }
}

/** Does the scenario have units waiting off the board (reserves)? Move generation skips them otherwise. */
export let hasReserves: bool = false;
export function setHasReserves(v: bool): void { hasReserves = v; }

// Terrain kinds by rule, as the ruleset's masks (ruleset.ts terImpassable ...): Ancients B.12 (river,
// lake, steep hills impassable; forest, marsh, ford stop; ...), Napoleonics C.15.
/** Impassable for units. */
@inline export function impassable(h: i32): bool { return terIn(terImpassable, terrainAt(h)); }
/** Terrain that stops all units and lone leaders on entry (B.7, C.9). */
@inline export function stopsAll(h: i32): bool { return terIn(terStops, terrainAt(h)); }
/** Terrain that caps close-combat dice at 2 when either combatant stands in it (B.9). */
@inline export function capsMelee(h: i32): bool { return terIn(terCapsMelee, terrainAt(h)); }
/** Terrain that blocks line of sight, hills aside (B.8, B.12, C.15). */
@inline export function blocksSight(h: i32): bool { return terIn(terBlocksSight, terrainAt(h)); }

// ---- sides ------------------------------------------------------------------------------------
export const handSize = new StaticArray<u8>(2);   // War Council hand size (Command) at the start
export const bannersToWin = new StaticArray<u8>(2);

// ---- scenario mechanisms ---------------------------------------------------------------------------
// General mechanisms a scenario configures (issue 17 item 1): the rules code reads these, never a
// scenario's name. Today's Ancients scenario options (ScenOpt, set by the facade) are mapped onto them
// by setScenarioOption / compileMechanisms.
//
// Hand-size schedule: `handGrowSide` gains 1 Command and draws 1 more card at the end of each of its
//   first `handGrowTurns` turns (Trasimenus).
// Banner-triggered hand: when `bannerHandSide` reaches `bannerHandAt` banners (once), its Command
//   becomes `bannerHandCommand` and it draws `bannerHandDraw` cards (Beneventum).
// Objective hexes: a unit of side objSide[h] ending a move on h scores 1 banner, once per hex (the
//   state's campsTaken bit objBit[h]) (Baecula: the top side's camps, for the bottom side).
// Exit hexes: a unit of side exitSide[h] on h may leave the board there for a banner (Castulo: the
//   bottom side over the top baseline, centre and right sections).
// Reserves entering: `reserveSide`'s units waiting off the board enter, with a Leadership card after
//   its first turn, on the enemy baseline (Mago's ambush); NO_SIDE: none.
// Sudden-death leaders are a leader flag set at setup (state.ts LF_SUDDEN_DEATH; Castulo's Scipio).
export let handGrowSide: i32 = NO_SIDE;
export let handGrowTurns: i32 = 0;
export let bannerHandSide: i32 = NO_SIDE;
export let bannerHandAt: i32 = 0;
export let bannerHandCommand: i32 = 0;
export let bannerHandDraw: i32 = 0;
export let reserveSide: i32 = NO_SIDE;
const objSide = new StaticArray<u8>(MAX_HEX);   // NO_SIDE: not an objective
const objBit = new StaticArray<u8>(MAX_HEX);
const exitSide = new StaticArray<u8>(MAX_HEX);  // NO_SIDE: no exit here
@inline export function objectiveSideAt(h: i32): i32 { return <i32>unchecked(objSide[h]); }
@inline export function objectiveBitAt(h: i32): i32 { return <i32>unchecked(objBit[h]); }
@inline export function exitSideAt(h: i32): i32 { return <i32>unchecked(exitSide[h]); }
let objectiveCamps: bool = false; // Baecula, compiled at scenario end (needs the terrain)
let exitCastulo: bool = false;    // Castulo, compiled at scenario end (needs the board)

/** Scenario option ids (the facade maps the scenario file's option names onto these). */
export enum ScenOpt { TRASIMENUS_HAND, BENEVENTUM_HAND, CASTULO, BAECULA_CAMPS, MAGO_AMBUSH, COUNT }
export function setScenarioOption(id: i32, v: i32): void {
  if (id == ScenOpt.TRASIMENUS_HAND) { handGrowSide = v != 0 ? BOTTOM : NO_SIDE; handGrowTurns = v != 0 ? 2 : 0; }
  else if (id == ScenOpt.BENEVENTUM_HAND) {
    bannerHandSide = v != 0 ? BOTTOM : NO_SIDE; bannerHandAt = 3; bannerHandCommand = 6; bannerHandDraw = 2;
  }
  else if (id == ScenOpt.CASTULO) exitCastulo = v != 0;
  else if (id == ScenOpt.BAECULA_CAMPS) objectiveCamps = v != 0;
  else if (id == ScenOpt.MAGO_AMBUSH) reserveSide = v == 0 ? NO_SIDE : v == 2 ? BOTTOM : TOP;
}
export function resetScenarioOptions(): void {
  handGrowSide = NO_SIDE; handGrowTurns = 0;
  bannerHandSide = NO_SIDE; bannerHandAt = 0; bannerHandCommand = 0; bannerHandDraw = 0;
  reserveSide = NO_SIDE; objectiveCamps = false; exitCastulo = false;
  for (let h = 0; h < MAX_HEX; h++) { objSide[h] = <u8>NO_SIDE; objBit[h] = 0; exitSide[h] = <u8>NO_SIDE; }
}

/** Turns the options that need the board and its terrain into per-hex tables (scenarioEnd). */
export function compileMechanisms(): void {
  let camp = 0;
  for (let h = 0; h < MAX_HEX; h++) {
    if (terrainAt(h) != Ter.CAMP) continue;
    // objective bit: the camp's index among all camps (the state's campsTaken word)
    if (objectiveCamps && campOwnerAt(h) == TOP) { objSide[h] = <u8>BOTTOM; objBit[h] = <u8>(camp & 15); }
    camp++;
  }
  if (exitCastulo) {
    const row = boardH() - 1;
    for (let h = 0; h < MAX_HEX; h++) {
      if (onBoard(h) && hexRow(h) == row && (sectionMask(h) & (SEC_C | SEC_R)) != 0) exitSide[h] = <u8>BOTTOM;
    }
  }
}

// ---- rule options: values the digest marks UNCONFIRMED or edition-dependent ---------------------
// Each has the digest's value as default; docs/rules-coverage.md lists them.
export enum RuleOpt {
  WARRIOR_DAMAGED_DICE,     // dice of warriors after their first loss (3; early edition: 4 - 1 = 3)
  MFM_SECOND_MOVE_FULL,     // Move-Fire-Move second move: 0 = remaining allowance, 1 = full allowance
  LONE_LEADER_TARGETABLE,   // 1: lone leaders may be battled (3rd edition+); 0: not
  ELEPHANT_IGNORE_SWORDS,   // 1: sword results never hit elephants (B.11)
  MAX_TURNS,                // game ends in a draw after this many turns in total (0 = no limit)
  // Napoleonics (digest C.19 and the UNCONFIRMED values of part C; docs/rules-coverage.md)
  NAP_SUPPORT,              // 1: a unit with 2+ adjacent friendly units / lone leaders ignores 1 flag (C.12 estimate)
  NAP_UPHILL_FIRE,          // 1: firing into a hill from below takes the uphill reduction (C.19.1)
  NAP_AUSTRIAN_LIGHT_MOVING_PLUS1, // 1: Austrian light infantry keeps its +1 after moving (C.19.3)
  NAP_PORTUGUESE_LINE_PLUS1,// 1: Portuguese line fires +1 standing like the British (C.19.4; default 0)
  NAP_FA_RANGE_DICE,        // foot artillery dice at ranges 1..n as decimal digits (C.6 estimate 33221)
  NAP_HA_RANGE_DICE,        // horse artillery dice at ranges 1..n as decimal digits (C.6 estimate 3322)
  NAP_FLAG_IGNORE_CAP,      // most flags ignored in total from leader + type + terrain + support (C.19.8; 0: no cap)
  NAP_SQUARE_MIN_HAND,      // cards a player must hold to form square (C.13 estimate: 3, "not with 2 or fewer"; EPIC 1)
  NAP_SQUARE_COUNTERS,      // square counters per player (C.13: 4 in the base game; EPIC adds 5 and 6: the state holds 6)
  NAP_FW_RANGED,            // 1: field works also protect against ranged fire from the side they face (C.19.8 open)
  NAP_TACT_SCOUT_DRAW,      // Tactician cards a Scout player draws (C.17: "Command-card instructions", which: UNCONFIRMED)
  NAP_TACT_ELAN_DRAW,       // Tactician cards each side draws when Elan is played (C.5, EPIC: 1)
  NAP_GUERRILLA_TOKEN_BACK, // 1: a Guerrilla token that fails (sabre) is not spent (F.1 gap 11; default 0: spent)
  NAP_MR_FLAG_MAY_CHOOSE_VOIDED, // 1: a Mother Russia flag may buy an improvement whose result is voided (D.11; default 0)
  NAP_TACT_TRUMP,           // 1: a Tactician response trumps the attacker's turn card for that battle (C.17 "can trump"; our reading)
  NAP_WALLED_GARDEN_FLAGS,  // flags the occupant of a walled garden ignores (C.15: "as forest + a wall effect", text cut off; [Interp] 1, as a walled farm)
  NAP_SQUARE_LEAVE_ACTS,    // 1: a unit ordered out of square may move and battle that turn; 0: neither, except under Fire and Hold (C.13 UNCONFIRMED, C.5)
  NAP_RR_COMBINED_ANY,      // 1: any cavalry may Retire & Reform against combined arms (C.14); 0: Spanish light cavalry only (C.7) (C.19.2)
  COUNT
}
const ruleOpts = new StaticArray<i32>(RuleOpt.COUNT);
export function resetRuleOptions(): void {
  ruleOpts[RuleOpt.WARRIOR_DAMAGED_DICE] = 3;
  ruleOpts[RuleOpt.MFM_SECOND_MOVE_FULL] = 0;
  ruleOpts[RuleOpt.LONE_LEADER_TARGETABLE] = 1;
  ruleOpts[RuleOpt.ELEPHANT_IGNORE_SWORDS] = 1;
  ruleOpts[RuleOpt.MAX_TURNS] = 400;
  ruleOpts[RuleOpt.NAP_SUPPORT] = 1;
  ruleOpts[RuleOpt.NAP_UPHILL_FIRE] = 1;
  ruleOpts[RuleOpt.NAP_AUSTRIAN_LIGHT_MOVING_PLUS1] = 1;
  ruleOpts[RuleOpt.NAP_PORTUGUESE_LINE_PLUS1] = 0;
  ruleOpts[RuleOpt.NAP_FA_RANGE_DICE] = 33221;
  ruleOpts[RuleOpt.NAP_HA_RANGE_DICE] = 3322;
  ruleOpts[RuleOpt.NAP_FLAG_IGNORE_CAP] = 0;
  ruleOpts[RuleOpt.NAP_SQUARE_MIN_HAND] = 3;
  ruleOpts[RuleOpt.NAP_SQUARE_COUNTERS] = 4;
  ruleOpts[RuleOpt.NAP_FW_RANGED] = 1;
  ruleOpts[RuleOpt.NAP_TACT_SCOUT_DRAW] = 1;
  ruleOpts[RuleOpt.NAP_TACT_ELAN_DRAW] = 1;
  ruleOpts[RuleOpt.NAP_GUERRILLA_TOKEN_BACK] = 0;
  ruleOpts[RuleOpt.NAP_MR_FLAG_MAY_CHOOSE_VOIDED] = 0;
  ruleOpts[RuleOpt.NAP_TACT_TRUMP] = 1;
  ruleOpts[RuleOpt.NAP_WALLED_GARDEN_FLAGS] = 1;
  ruleOpts[RuleOpt.NAP_SQUARE_LEAVE_ACTS] = 1;
  ruleOpts[RuleOpt.NAP_RR_COMBINED_ANY] = 1;
}
@inline export function ruleOpt(id: i32): i32 { return unchecked(ruleOpts[id]); }
export function setRuleOpt(id: i32, v: i32): void { if (id >= 0 && id < RuleOpt.COUNT) ruleOpts[id] = v; }
