// Objective banners (rules digest D.9; C.18): what each objective a scenario configured
// (config.ts NapScen.OBJECTIVE / OBJECTIVE_HEX) is worth to each side now, from the units on its hexes
// (units only: a lone leader never takes or holds an objective, D.11; a garrison is a unit). The
// banners an objective gives and to whom are kept in the state's extension block (X_OBJ); ../nap-flow.ts
// turns the difference into banners won and lost after every action, and at the start of a side's turn
// for the start-of-turn kinds. Nothing here depends on the ruleset: Ancients scenarios may use it too.
import { unitCount, uHex, uSide, uType, uAlive } from "../state";
import { MAX_HEX } from "../../common/geometry";
import { objCount, objKind, objBanners, objHexes, objExcludes, objectivesAt, ObjKind } from "./config";
import { X_OBJ, OBJ_SIDE_SHIFT, MAX_OBJECTIVES, xGet, xSet } from "./extension";

// units per objective and side, counted by countObjectiveUnits (valid until the next call)
const cnt = new StaticArray<u8>(MAX_OBJECTIVES * 2);

/** Counts each side's units on each objective's hexes (units of its excluded types aside). */
export function countObjectiveUnits(s: usize): void {
  for (let i = 0; i < MAX_OBJECTIVES * 2; i++) unchecked(cnt[i] = 0);
  const n = unitCount(s);
  for (let u = 0; u < n; u++) {
    if (!uAlive(s, u)) continue;
    const h = uHex(s, u);
    if (h >= MAX_HEX) continue;
    let m = objectivesAt(h);
    while (m != 0) {
      const o = ctz(m);
      m &= m - 1;
      if (objExcludes(o, uType(s, u))) continue;
      const i = o * 2 + uSide(s, u);
      unchecked(cnt[i] = cnt[i] + 1);
    }
  }
}

/** Units of side on objective o (after countObjectiveUnits). */
@inline export function objUnits(o: i32, side: i32): i32 { return <i32>unchecked(cnt[o * 2 + side]); }

/** Banners objective o gives side now, by its condition alone (after countObjectiveUnits). */
export function objectiveValue(o: i32, side: i32): i32 {
  const mine = objUnits(o, side), theirs = objUnits(o, 1 - side);
  const b = <i32>objBanners[o];
  const k = <i32>objKind[o];
  if (k == ObjKind.HEX || k == ObjKind.GROUP) return mine >= <i32>objHexes[o] && mine > 0 ? b : 0;
  if (k == ObjKind.MAJORITY) return mine > theirs ? b : 0;
  if (k == ObjKind.PERMANENT) return mine > 0 ? b : 0;
  if (k == ObjKind.COUNT_UNITS) { const v = mine * b; return v > 63 ? 63 : v; }
  if (k == ObjKind.ENEMY_NONE) return theirs == 0 ? b : 0;
  return 0;
}

/** The side holding objective o's banners (2: nobody) and how many it gives it. */
export function objHolder(s: usize, o: i32): i32 { const v = xGet(s, X_OBJ + o) >> OBJ_SIDE_SHIFT; return v == 0 ? 2 : v - 1; }
export function objHeld(s: usize, o: i32): i32 { return xGet(s, X_OBJ + o) & 63; }
export function setObjHeld(s: usize, o: i32, side: i32, v: i32): void {
  xSet(s, X_OBJ + o, v == 0 || side > 1 ? 0 : ((side + 1) << OBJ_SIDE_SHIFT) | (v & 63));
}
/** Objectives configured (0: the after-action scoring does nothing). */
@inline export function objectiveCount(): i32 { return objCount; }
