// Scenario-level data of the Napoleonics pieces that are general mechanisms a scenario configures
// (GM&T, EPIC): field-works hexsides (C.15), French conscripts (D.10), garrison pools (D.10),
// objective banners (D.9; usable by any ruleset), Tactician hands (C.17), Guerrilla tokens (C.16).
// Written once per scenario through setup.ts `scenarioNap(id, a, b, c)` between scenarioBegin and
// the first state; read by the mechanism modules (fieldworks, garrisons, objectives, tactician).
// Values that live in the state (the starting garrison pool, tokens, banners an objective starts
// with) are written into the template state here; everything else is immutable configuration.
import { MAX_HEX, neighbor } from "../../common/geometry";
import { MAX_UNITS, setBanners, banners, setDeck } from "../state";
import { NO_SIDE, NCard } from "../types";
import { DECK_COUNTS } from "../ruleset";
import {
  X_OBJ, X_GARRISON, X_GUERRILLA, X_TACT_PENDING, X_TDECK, X_FW_MARKER, FW_MARKERS, X_MR_DICE, X_MR_PENDING, X_ROLLOFF_PENDING, MAX_OBJECTIVES, MAX_TACT_KINDS, OBJ_SIDE_SHIFT, xGet, xSet, setTDeck,
} from "./extension";
import { fillDefaultTactDeck, TACT_KINDS } from "./tactician-deck";

/** Configuration ids of scenarioNap (exported to JavaScript as "NapScen.FIELD_WORKS" ...). */
export enum NapScen {
  FIELD_WORKS,    // a = hex, b = direction bits (Dir 0..5) of its field-works hexsides (2-, 3-, 4-sided)
  CONSCRIPT,      // a = unit index (scenarioUnit's return): a French line unit with a Conscript marker
  GARRISONS,      // a = side, b = spare line-infantry blocks for garrisons (D.10 pool)
  OBJECTIVE,      // a = kind (ObjKind), b = side | SoT << 2 | holder at start << 3 (NO_SIDE: none), c = banners; returns the index
  OBJECTIVE_HEX,  // a = objective index, b = hex
  OBJECTIVE_EXCLUDE, // a = objective index, b = a unit type that does not count for it (Cossacks); one item per type
  TACTICIAN,      // a = side, b = Tactician cards dealt at the start (C.17 rating)
  TACTICIAN_DECK, // a = Tactician card kind, b = copies (replaces the default deck's count)
  GUERRILLA,      // a = the Spanish side, b = Guerrilla tokens (C.16)
  MOTHER_RUSSIA,  // a = the Russian side, b = voided results (1 << Face), c = dice (0: as many as its Command cards) (C.16)
  HOLD_GROUND,    // a = a side whose units never retreat: each flag not ignored costs a block (Austerlitz #6, the Allies)
  ROLL_OFF,       // a = the side that wins a tie, b = dice per side, c = the face counted (Face; #6: sabres): more of it moves first (Austerlitz #6)
  BATTLE_OUT,     // a = hex, b = dice a unit on it loses in every battle, with no reduction for attacking into it
                  //     (Austerlitz: the Goldbach and the #4-#6 stream, set on clear hexes so they do not stop)
  RETREAT_EITHER, // a = a side whose units retreat toward the nearer baseline, either side's (Austerlitz #6, the French)
  BREAKTHROUGH,   // a = a side (2: both) whose units that start their move on the enemy baseline may move off the board for 1 banner (D.9)
  TIME_PRESSURE,  // a = the side (the defender) that may, having played a Scout, take 1 banner and draw 1 card instead of 2 (D.9)
  COMMAND_DECK,   // a = Command card kind (NCard), b = copies (0..20): replaces that kind's count (the GM&T 90-card deck, C.5)
  COUNT
}

/** Objective kinds (D.9). A temporary kind's banners are lost the instant its condition fails. */
export enum ObjKind {
  HEX,          // temporary: a unit of the side occupies the (single) hex
  GROUP,        // temporary: the side occupies all hexes of the group
  MAJORITY,     // temporary: the side occupies more of the group's hexes than the enemy (1 vs 0 counts)
  PERMANENT,    // permanent: a unit of the side occupied a hex of it once (never returned)
  COUNT_UNITS,  // temporary: 1 banner per unit of the side on the group's hexes (units of the excluded type aside)
  ENEMY_NONE,   // temporary: the enemy occupies none of the group's hexes
  COUNT
}

// ---- field works (C.15): fwSides[h] = the hexsides of h that are field works (protect h's occupant);
// fwCross[h] = directions from h whose crossing is a field-works hexside (either hex's works)
const fwSides = new StaticArray<u8>(MAX_HEX);
const fwCross = new StaticArray<u8>(MAX_HEX);
export let fwAny: bool = false;
/** Field-works markers may be placed in play (the state's X_FW_MARKER; Mother Russia's sabre). */
export let fwDynamic: bool = false;
@inline export function fieldWorksSides(h: i32): i32 { return <i32>unchecked(fwSides[h]); }
@inline export function fieldWorksCross(h: i32): i32 { return <i32>unchecked(fwCross[h]); }

// ---- conscripts (D.10): by unit index
const conscript = new StaticArray<u8>(MAX_UNITS);
@inline export function isConscript(u: i32): bool { return unchecked(conscript[u]) != 0; }

// ---- objectives (D.9): objMask[h] bit o = hex h belongs to objective o
export let objCount: i32 = 0;
const objMask = new StaticArray<u16>(MAX_HEX);
export const objKind = new StaticArray<u8>(MAX_OBJECTIVES);
export const objSide = new StaticArray<u8>(MAX_OBJECTIVES);    // BOTTOM, TOP, or NO_SIDE: either side
export const objSoT = new StaticArray<u8>(MAX_OBJECTIVES);     // 1: gained only at the start of the side's turn
export const objBanners = new StaticArray<u8>(MAX_OBJECTIVES); // banners (per unit for COUNT_UNITS)
export const objHexes = new StaticArray<u8>(MAX_OBJECTIVES);   // hexes in the group
// unit types not counted, a bit per type (MAX_UNIT_TYPES = 96: 3 words per objective)
const objExcl = new StaticArray<u32>(MAX_OBJECTIVES * 3);
@inline export function objExcludes(o: i32, t: i32): bool { return (unchecked(objExcl[o * 3 + (t >> 5)]) & (1 << (t & 31))) != 0; }
@inline export function objectivesAt(h: i32): i32 { return <i32>unchecked(objMask[h]); }

// ---- Tactician hands (C.17) and the deck's copies per kind (tactician.ts fills the default)
export const tactStart = new StaticArray<u8>(2);
/** The scenario uses Tactician cards (C.17): draws and plays happen only then. */
export let tactOn: bool = false;
/** Cards in the scenario's Tactician deck (the invariant: deck + discards + hands). */
export let tactTotal: i32 = 0;
let tactCustom: bool = false;
export let guerrillaSide: i32 = NO_SIDE;
/** Roll-off for the first player: dice per side (0: none) and the side winning a tie. */
export let rollOffDice: i32 = 0;
export let rollOffTie: i32 = 0;
export let rollOffFace: i32 = 0;
/** A side whose units hold their ground instead of retreating (NO_SIDE: none). */
export let holdSide: i32 = NO_SIDE;
/** A side whose units retreat toward the nearer baseline of either side (NO_SIDE: none). */
export let eitherSide: i32 = NO_SIDE;
/** Some side has a garrison pool (D.10): garrisons may appear (movement.ts tests it first). */
export let garrisonsOn: bool = false;
/** D.9 Breakthrough: bit per side whose units may leave over the enemy baseline; Time Pressure's side. */
export let breakthroughSides: i32 = 0;
export let timePressureSide: i32 = NO_SIDE;
// dice lost by a unit battling out of hex h (BATTLE_OUT)
const battleOut = new StaticArray<u8>(MAX_HEX);
@inline export function battleOutAt(h: i32): i32 { return <i32>unchecked(battleOut[h]); }

/** Mother Russia (C.16): the side that rolls (NO_SIDE: no roll) and the voided results (1 << Face). */
export let mrSide: i32 = NO_SIDE;
export let mrVoid: i32 = 0;

/** Clears the configuration (scenarioBeginRuleset). */
export function resetNapConfig(): void {
  for (let h = 0; h < MAX_HEX; h++) { fwSides[h] = 0; fwCross[h] = 0; objMask[h] = 0; battleOut[h] = 0; }
  holdSide = NO_SIDE; eitherSide = NO_SIDE; rollOffDice = 0; rollOffTie = 0; breakthroughSides = 0; timePressureSide = NO_SIDE; garrisonsOn = false;
  for (let u = 0; u < MAX_UNITS; u++) conscript[u] = 0;
  fwAny = false; fwDynamic = false; objCount = 0; guerrillaSide = NO_SIDE; mrSide = NO_SIDE; mrVoid = 0;
  tactStart[0] = 0; tactStart[1] = 0; tactOn = false; tactCustom = false; tactTotal = 0;
}

/** One configuration item into the scenario (and the template state `tpl`); returns 0, the new
 *  objective's index for OBJECTIVE, or -1 when the item does not fit. */
export function napScenario(tpl: usize, id: i32, a: i32, b: i32, c: i32): i32 {
  if (id == NapScen.FIELD_WORKS) {
    if (a < 0 || a >= MAX_HEX) return -1;
    fwSides[a] = <u8>(b & 63);
    for (let d = 0; d < 6; d++) {
      if ((b & (1 << d)) == 0) continue;
      const n = neighbor(a, d);
      fwCross[a] = <u8>(<i32>fwCross[a] | (1 << d));
      if (n >= 0) fwCross[n] = <u8>(<i32>fwCross[n] | (1 << ((d + 3) % 6)));
    }
    fwAny = true;
    return 0;
  }
  if (id == NapScen.CONSCRIPT) { if (a < 0 || a >= MAX_UNITS) return -1; conscript[a] = 1; return 0; }
  if (id == NapScen.GARRISONS) { xSet(tpl, X_GARRISON + (a & 1), b); if (b > 0) garrisonsOn = true; return 0; }
  if (id == NapScen.OBJECTIVE) {
    if (objCount >= MAX_OBJECTIVES || a < 0 || a >= ObjKind.COUNT) return -1;
    const o = objCount++;
    objKind[o] = <u8>a; objSide[o] = <u8>(b & 3); objSoT[o] = <u8>((b >> 2) & 1);
    objBanners[o] = <u8>c; objHexes[o] = 0; objExcl[o * 3] = 0; objExcl[o * 3 + 1] = 0; objExcl[o * 3 + 2] = 0;
    const holder = (b >> 3) & 3;
    if (holder < 2) { // the side starts with the banners (battle notes: "X start with these banners")
      xSet(tpl, X_OBJ + o, ((holder + 1) << OBJ_SIDE_SHIFT) | c);
      setBanners(tpl, holder, banners(tpl, holder) + c);
    }
    return o;
  }
  if (id == NapScen.OBJECTIVE_HEX) {
    if (a < 0 || a >= objCount || b < 0 || b >= MAX_HEX) return -1;
    objMask[b] = <u16>(<i32>objMask[b] | (1 << a)); objHexes[a] = <u8>(<i32>objHexes[a] + 1);
    return 0;
  }
  if (id == NapScen.OBJECTIVE_EXCLUDE) {
    if (a < 0 || a >= objCount || b < 0 || b >= 96) return -1;
    objExcl[a * 3 + (b >> 5)] |= 1 << (b & 31);
    return 0;
  }
  if (id == NapScen.TACTICIAN) {
    if (!tactOn && !tactCustom) fillDefaultTactDeck(tpl);
    tactOn = true;
    tactTotal = 0;
    for (let k = 0; k < MAX_TACT_KINDS; k++) tactTotal += xGet(tpl, X_TDECK + k);
    tactStart[a & 1] = <u8>b;
    xSet(tpl, X_TACT_PENDING, xGet(tpl, X_TACT_PENDING) + ((b & 15) << ((a & 1) << 2)));
    return 0;
  }
  if (id == NapScen.TACTICIAN_DECK) return setTactDeckCount(tpl, a, b);
  if (id == NapScen.GUERRILLA) { guerrillaSide = a & 1; xSet(tpl, X_GUERRILLA + (a & 1), b); return 0; }
  if (id == NapScen.ROLL_OFF) {
    if (b < 1 || b > 30) return -1;
    rollOffTie = a & 1; rollOffDice = b; rollOffFace = c;
    xSet(tpl, X_ROLLOFF_PENDING, 1);
    return 0;
  }
  if (id == NapScen.HOLD_GROUND) { holdSide = a & 1; return 0; }
  if (id == NapScen.RETREAT_EITHER) { eitherSide = a & 1; return 0; }
  if (id == NapScen.BREAKTHROUGH) { breakthroughSides |= a >= 2 ? 3 : 1 << (a & 1); return 0; }
  if (id == NapScen.TIME_PRESSURE) { timePressureSide = a & 1; return 0; }
  if (id == NapScen.COMMAND_DECK) {
    if (a < 0 || a >= NCard.COUNT || b < 0 || b > 20) return -1;
    DECK_COUNTS[a] = <u8>b; // the invariants' count (cards conserved)
    setDeck(tpl, a, b);     // the template's deck (the deal is drawn from it)
    return 0;
  }
  if (id == NapScen.BATTLE_OUT) { if (a < 0 || a >= MAX_HEX) return -1; battleOut[a] = <u8>b; return 0; }
  if (id == NapScen.MOTHER_RUSSIA) {
    mrSide = a & 1; mrVoid = b;
    fwAny = true; fwDynamic = true;
    for (let i = 0; i < FW_MARKERS; i++) { xSet(tpl, X_FW_MARKER + i * 3, 255); xSet(tpl, X_FW_MARKER + i * 3 + 1, 255); }
    xSet(tpl, X_MR_DICE, c > 0 ? c : 255);
    xSet(tpl, X_MR_PENDING, 1);
    return 0;
  }
  return -1;
}

// The deck's copies live in the state (a multiset, like the Command deck). The first TACTICIAN_DECK
// item replaces the whole default deck (a deck file lists every kind it holds).
function setTactDeckCount(tpl: usize, k: i32, n: i32): i32 {
  if (k < 0 || k >= TACT_KINDS || n < 0 || n > 60) return -1;
  if (!tactCustom) { for (let i = 0; i < MAX_TACT_KINDS; i++) setTDeck(tpl, i, 0); tactCustom = true; }
  setTDeck(tpl, k, n);
  tactTotal = 0;
  for (let i = 0; i < MAX_TACT_KINDS; i++) tactTotal += xGet(tpl, X_TDECK + i);
  return 0;
}
