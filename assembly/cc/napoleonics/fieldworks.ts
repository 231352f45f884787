// Field works / redoubts (rules digest C.15, C.9, C.12, C.13): hexside features a scenario puts on a
// hex's 2, 3 or 4 sides (config.ts NapScen.FIELD_WORKS). A unit crossing a field-works hexside stops;
// a unit on the hex attacked across one of them is harder to hit (-1 infantry / -2 cavalry / 0
// artillery attackers; on a hill the field-works values replace the hill's, reductions are not
// cumulative: the larger one counts); defending infantry and artillery ignore 1 flag (cavalry does
// not); cavalry battling out across a field-works side loses 2 dice; no square on a field-works hex
// attacked across a field-works side. Ranged fire counts as "across" when a field-works side faces
// the firer (rule option NAP_FW_RANGED, C.19.8 leaves it open). Called by dice.ts, squares.ts and
// (one-line hook) movement.ts. Pure reads of the scenario: O(1) per call, nothing when unused.
import { neighbor, hexDistance } from "../../common/geometry";
import { fwAny, fwDynamic, fieldWorksSides, fieldWorksCross } from "./config";
import { X_FW_MARKER, FW_MARKERS, xGet, xGet16, xSet, xSet16 } from "./extension";
import { ruleOpt, RuleOpt } from "../scenario";

/** Field-works sides of hex h: the scenario's, plus a marker placed in play (Mother Russia, C.16). */
export function fwSidesAt(s: usize, h: i32): i32 {
  let m = fieldWorksSides(h);
  if (fwDynamic) {
    for (let i = 0; i < FW_MARKERS; i++) if (xGet16(s, X_FW_MARKER + i * 3) == h) m |= xGet(s, X_FW_MARKER + i * 3 + 2);
  }
  return m;
}

/** Is a field-works marker left to place? */
export function fwMarkerFree(s: usize): bool {
  for (let i = 0; i < FW_MARKERS; i++) if (xGet16(s, X_FW_MARKER + i * 3) == 0xFFFF) return true;
  return false;
}

/** Places a field-works marker with `sides` on hex h (false: no marker left). */
export function placeFwMarker(s: usize, h: i32, sides: i32): bool {
  for (let i = 0; i < FW_MARKERS; i++) {
    if (xGet16(s, X_FW_MARKER + i * 3) != 0xFFFF) continue;
    xSet16(s, X_FW_MARKER + i * 3, h);
    xSet(s, X_FW_MARKER + i * 3 + 2, sides);
    return true;
  }
  return false;
}

/** Does leaving h in direction dir cross a field-works hexside (movement stops beyond it)? */
@inline export function fwCrossing(s: usize, h: i32, dir: i32): bool {
  return fwAny && ((fieldWorksCross(h) & (1 << dir)) != 0 || (fwDynamic && fwDynCross(s, h, dir)));
}
function fwDynCross(s: usize, h: i32, dir: i32): bool {
  if ((fwSidesAt(s, h) & (1 << dir)) != 0) return true;
  const n = neighbor(h, dir);
  return n >= 0 && (fwSidesAt(s, n) & (1 << ((dir + 3) % 6))) != 0;
}

/** Is a unit on hex dh protected by field works against an attacker on hex ah (adjacent: the shared
 *  side is a field-works side; farther: a field-works side faces the attacker, option NAP_FW_RANGED)? */
export function fwProtects(s: usize, dh: i32, ah: i32): bool {
  if (!fwAny) return false;
  const m = fwSidesAt(s, dh);
  if (m == 0 || ah < 0) return false;
  const dist = hexDistance(dh, ah);
  if (dist > 1 && ruleOpt(RuleOpt.NAP_FW_RANGED) == 0) return false;
  for (let d = 0; d < 6; d++) {
    if ((m & (1 << d)) == 0) continue;
    const n = neighbor(dh, d);
    if (n < 0) continue;
    if (dist == 1 ? n == ah : hexDistance(n, ah) == dist - 1) return true;
  }
  return false;
}

/** Field-works dice reduction "into" (attacker class 0 infantry, 1 cavalry, 2 artillery), C.15. */
export function fwIntoReduction(cls: i32): i32 { return cls == 0 ? 1 : cls == 1 ? 2 : 0; }
/** Cavalry battling out across a field-works side: -2 (C.15). */
export function fwOutReduction(cls: i32): i32 { return cls == 1 ? 2 : 0; }
