// Mother Russia (rules digest C.16, Russia, Exp. 2): before play the Russian side rolls dice equal to
// its Command cards (or the scenario's count); each result buys one improvement, at most one extra
// block per unit: infantry = +1 block to a line infantry unit; cavalry = a 2-block Cossack unit in an
// empty hex next to a Russian unit; artillery = +1 block to an artillery unit (no extra die: its dice
// stay capped by range); sabres = a 2-sided field-works marker (the two sides toward the enemy) on a
// hex with Russian infantry or artillery; flag = +1 block to a light infantry unit, or any of the
// above. A scenario may void results (Austerlitz #1: sabres and cavalry); a flag buys a voided
// improvement only with option NAP_MR_FLAG_MAY_CHOOSE_VOIDED (D.11 leaves it open; default no). The results wait in the state (X_MR_RESULT); the
// side uses them one at a time, infantry first, then cavalry, artillery, sabres, flags, in the
// NAP_PHASE_MR_PLACE decision (actions.ts); a result with nothing to buy is dropped. 6 and 8 seats of
// EPIC (D.7): each player rolls his share and places his results in his own section (../epic/seat-hands.ts). Pure state
// changes; ../nap-flow.ts drives the phases, nap-legal.ts lists the choices.
import { neighbor, onBoard, rearNeighbor } from "../../common/geometry";
import {
  unitAt, leaderAt, uHex, uSide, uType, uAlive, uBlocks, uMax, setUBlocks, setUMax, unitCount, setUnitCount, setUSide,
  setUType, setUFlags, setUMoved, storeUnitHexRaw, placeUnit, MAX_UNITS, NONE, GONE,
} from "../state";
import { UNIT_BLOCKS, unitClass, NAP_NATION, Nation } from "../ruleset";
import { impassable, ruleOpt, RuleOpt } from "../scenario";
import { Face, NUnit, Cls, BOTTOM, mkAct } from "../types";
import { mrSide, mrVoid } from "./config";
import { X_MR_RESULT, xGet, xSet } from "./extension";
import { fwSidesAt, placeFwMarker, fwMarkerFree } from "./fieldworks";
import { NAP_ACT_MOTHER_RUSSIA, MR_LINE, MR_COSSACK, MR_ARTILLERY, MR_WORKS, MR_LIGHT } from "./actions";
import { mrMayPlace } from "./seat-block";

// the order in which results are used, and the improvement each face buys
const ORDER_FACES: i32[] = [Face.LIGHT, Face.MEDIUM, Face.HEAVY, Face.SWORDS, Face.FLAG];

/** Records a rolled face (voided results and the absent leader face count nothing). */
export function mrRecord(s: usize, face: i32): void {
  if (face == Face.LEADER || (mrVoid & (1 << face)) != 0) return;
  xSet(s, X_MR_RESULT + face, xGet(s, X_MR_RESULT + face) + 1);
}

/** The face of the next result to use, or -1. */
export function mrCurrentFace(s: usize): i32 {
  for (let i = 0; i < 5; i++) if (xGet(s, X_MR_RESULT + ORDER_FACES[i]) > 0) return ORDER_FACES[i];
  return -1;
}
/** Drops the current result (used, or nothing to buy). */
export function mrDropCurrent(s: usize): void {
  const f = mrCurrentFace(s);
  if (f >= 0) xSet(s, X_MR_RESULT + f, xGet(s, X_MR_RESULT + f) - 1);
}

function usesOf(face: i32): i32 {
  if (face == Face.LIGHT) return 1 << MR_LINE;
  if (face == Face.MEDIUM) return 1 << MR_COSSACK;
  if (face == Face.HEAVY) return 1 << MR_ARTILLERY;
  if (face == Face.SWORDS) return 1 << MR_WORKS;
  // a flag: light infantry, or any improvement whose face is not voided
  let m = 1 << MR_LIGHT;
  const v = ruleOpt(RuleOpt.NAP_MR_FLAG_MAY_CHOOSE_VOIDED) != 0 ? 0 : mrVoid;
  if ((v & (1 << Face.LIGHT)) == 0) m |= 1 << MR_LINE;
  if ((v & (1 << Face.MEDIUM)) == 0) m |= 1 << MR_COSSACK;
  if ((v & (1 << Face.HEAVY)) == 0) m |= 1 << MR_ARTILLERY;
  if ((v & (1 << Face.SWORDS)) == 0) m |= 1 << MR_WORKS;
  return m;
}

@inline function russian(s: usize, u: i32): bool {
  return uAlive(s, u) && uSide(s, u) == mrSide && <i32>NAP_NATION[uType(s, u)] == Nation.RUSSIA;
}
@inline function unimproved(s: usize, u: i32): bool { return uMax(s, u) <= <i32>UNIT_BLOCKS[uType(s, u)]; }
function blockTarget(s: usize, u: i32, use: i32): bool {
  if (!russian(s, u) || !unimproved(s, u)) return false;
  const t = uType(s, u);
  if (use == MR_LINE) return t == NUnit.RU_LN;
  if (use == MR_LIGHT) return t == NUnit.RU_LT || t == NUnit.RU_GLT;
  if (use == MR_ARTILLERY) return unitClass(t) == Cls.HEAVY;
  return false;
}
@inline function vacant(s: usize, h: i32): bool { return h >= 0 && onBoard(h) && !impassable(h) && unitAt(s, h) == NONE && leaderAt(s, h) == NONE; }

@inline function put(out: usize, n: i32, code: i32): i32 { store<i32>(out + (<usize>n << 2), code); return n + 1; }
function listed(out: usize, n: i32, code: i32): bool {
  for (let i = 0; i < n; i++) if (load<i32>(out + (<usize>i << 2)) == code) return true;
  return false;
}

/** The improvements the current result may buy (NAP_ACT_MOTHER_RUSSIA codes) into out; the count. */
export function mrLegal(s: usize, out: usize): i32 {
  const f = mrCurrentFace(s);
  if (f < 0) return 0;
  const uses = usesOf(f);
  const nu = unitCount(s);
  let n = 0;
  for (let use = 0; use < 5; use++) {
    if ((uses & (1 << use)) == 0) continue;
    for (let u = 0; u < nu; u++) {
      if (use == MR_COSSACK) {
        if (!russian(s, u) || nu >= MAX_UNITS) continue;
        for (let d = 0; d < 6; d++) {
          const h = neighbor(uHex(s, u), d);
          if (!vacant(s, h) || !mrMayPlace(s, h)) continue;
          const code = mkAct(NAP_ACT_MOTHER_RUSSIA, h, 0, use);
          if (!listed(out, n, code)) n = put(out, n, code);
        }
      } else if (use == MR_WORKS) {
        if (!russian(s, u) || unitClass(uType(s, u)) == Cls.MEDIUM || fwSidesAt(s, uHex(s, u)) != 0 || !fwMarkerFree(s) || !mrMayPlace(s, uHex(s, u))) continue;
        n = put(out, n, mkAct(NAP_ACT_MOTHER_RUSSIA, uHex(s, u), 0, use));
      } else if (blockTarget(s, u, use) && mrMayPlace(s, uHex(s, u))) {
        n = put(out, n, mkAct(NAP_ACT_MOTHER_RUSSIA, uHex(s, u), 0, use));
      }
    }
  }
  return n;
}

/** The current result buys improvement `use` at hex h. */
export function mrApply(s: usize, h: i32, use: i32): void {
  if (use == MR_COSSACK) {
    const n = unitCount(s);
    setUnitCount(s, n + 1);
    setUSide(s, n, mrSide); setUType(s, n, NUnit.RU_COS);
    setUMax(s, n, <i32>UNIT_BLOCKS[NUnit.RU_COS]); setUBlocks(s, n, <i32>UNIT_BLOCKS[NUnit.RU_COS]);
    setUFlags(s, n, 0); setUMoved(s, n, 0);
    storeUnitHexRaw(s, n, GONE);
    placeUnit(s, n, h);
  } else if (use == MR_WORKS) {
    // the two sides toward the enemy baseline
    const toward = mrSide == BOTTOM ? false : true;
    let sides = 0;
    for (let k = 0; k < 2; k++) {
      const n = rearNeighbor(h, toward, k);
      for (let d = 0; d < 6; d++) if (n >= 0 && neighbor(h, d) == n) sides |= 1 << d;
    }
    placeFwMarker(s, h, sides);
  } else {
    const u = unitAt(s, h);
    setUMax(s, u, uMax(s, u) + 1);
    setUBlocks(s, u, uBlocks(s, u) + 1);
  }
  mrDropCurrent(s);
}
