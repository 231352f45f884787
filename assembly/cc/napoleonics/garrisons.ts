// Garrisons (rules digest D.10; GM&T, expanded in EPIC): an infantry unit with 2 or more blocks that
// starts the turn in a building (town, village, castle, church, walled farm) or a walled garden and is ordered out may
// leave a garrison: one spare line-infantry block from its side's pool (config.ts NapScen.GARRISONS,
// the state's garrison[side]); the departing unit loses no block. The garrison is a unit of type
// NUnit.GAR (table row: 1 block, no move, 1 die, no national modifiers) in a spare unit slot; it may
// not battle on the turn it is placed; it never ignores a flag and cannot retreat, so any flag not
// taken as a hit eliminates it (retreat.ts asks holdsGround); its elimination gives no banner
// (victory.ts asks givesBanner); it gives no support and cannot form square (dice.ts, squares.ts).
// Leaving a garrison is automatic when the pool has blocks (documented: it costs nothing, like
// battle back). A friendly unit may enter the garrison's hex (movement.ts offers it; the move stops
// there): the garrison is removed, the unit gains no block, and the spare block goes back to the
// side's pool (our reading: D.10 does not say where it goes).
// Called by apply.ts (one-line hooks around a unit's move) and the predicates' callers.
import {
  unitAt, uSide, uType, uBlocks, unitCount, setUnitCount, setUSide, setUType, setUBlocks, setUMax, setUFlags, setUMoved,
  storeUnitHexRaw, placeUnit, MAX_UNITS, NONE, GONE, UF_NOBATTLE,
} from "../state";
import { unitClass, UNIT_RULES, NR_GARRISON } from "../ruleset";
import { terrainAt } from "../scenario";
import { Cls, Ter, NUnit } from "../types";
import { X_GARRISON, xGet, xSet } from "./extension";
import { holdSide } from "./config";

@inline export function isGarrisonType(t: i32): bool { return (<i32>unchecked(UNIT_RULES[t]) & NR_GARRISON) != 0; }
// D.10: a building, walled garden or walled farm hex (a walled farm is a CHURCH, a village a TOWN)
@inline function isBuilding(ter: i32): bool { return ter == Ter.TOWN || ter == Ter.CASTLE || ter == Ter.CHURCH || ter == Ter.WALLED_GARDEN; }

/** Spare garrison blocks side has left. */
export function garrisonPool(s: usize, side: i32): i32 { return xGet(s, X_GARRISON + side); }

/** Unit u moved away from hex `from` (its hex at the start of the turn: a unit moves once): leaves a
 *  garrison there when it may (D.10). */
export function leaveGarrison(s: usize, u: i32, from: i32): void {
  const side = uSide(s, u);
  const pool = xGet(s, X_GARRISON + side);
  if (pool == 0) return;
  const t = uType(s, u);
  if (unitClass(t) != Cls.LIGHT || isGarrisonType(t) || uBlocks(s, u) < 2) return;
  if (!isBuilding(terrainAt(from)) || unitAt(s, from) != NONE) return;
  const n = unitCount(s);
  if (n >= MAX_UNITS) return;
  setUnitCount(s, n + 1);
  setUSide(s, n, side);
  setUType(s, n, NUnit.GAR);
  setUMax(s, n, 1);
  setUBlocks(s, n, 1);
  setUFlags(s, n, UF_NOBATTLE); // placed this turn: no battle (D.10)
  setUMoved(s, n, 0);
  storeUnitHexRaw(s, n, GONE);
  placeUnit(s, n, from);
  xSet(s, X_GARRISON + side, pool - 1);
}

/** A unit of `side` enters hex h: a friendly garrison there is removed, its block back to the pool (D.10). */
export function relieveGarrison(s: usize, h: i32, side: i32): void {
  const g = unitAt(s, h);
  if (g == NONE || !isGarrisonType(uType(s, g)) || uSide(s, g) != side) return;
  placeUnit(s, g, GONE);
  setUBlocks(s, g, 0);
  xSet(s, X_GARRISON + side, xGet(s, X_GARRISON + side) + 1);
}

/** Does unit u take each flag it does not ignore as a lost block instead of retreating (a square,
 *  C.13, a garrison, D.10, or a unit of a scenario's hold-ground side, config.ts HOLD_GROUND)? */
export function holdsGround(s: usize, u: i32, inSq: bool): bool {
  return inSq || isGarrisonType(uType(s, u)) || uSide(s, u) == holdSide;
}

/** Does eliminating unit u give its enemy a banner (not a garrison, D.10)? */
@inline export function givesBanner(s: usize, u: i32): bool { return !isGarrisonType(uType(s, u)); }
