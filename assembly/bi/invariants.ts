// Structural invariants of a Blood & Iron state, for the random-play harness (tests/bi/harness.test.ts,
// through index.ts checkInvariants). Returns 0 when every check holds, else the number of the first
// broken one (listed below). Reads only; allocates nothing.
//
//   1  stage, active side, action phase or winner out of range; a winner without the game over
//   2  a command-point total above 10, or the task stack beyond its capacity
//   3  an on-map unit whose hex is outside the map, or not listed in that hex's unitAt slots
//   4  a unitAt slot naming a unit that is not there, or slot 1 used with slot 0 empty
//   5  stacking (seed VI): two units of different sides in one hex, or two non-artillery units
//   6  chits (B7): per side and type, the cup plus the chits under the side's on-map units is not
//      the type's count; a lost-step count at or beyond the unit's steps
//   7  a leader's hex outside the map (neither on it, off it nor gone)
//   8  a routed or in-command flag on a unit that is not on the map
import {
  stage, active, aphase, winner, cp, taskLen, uHex, uChit, uLost, uFlags, lHex, unitAt, cup,
  NONE, OFF, GONE, NO_CHIT, CADRE, MAX_TASKS, UF_ROUTED, UF_INCMD,
} from "./state";
import { hexCount } from "./grid";
import { unitCount, leaderCount, uSide, isArtillery } from "./scenario";
import { chitCount, CHIT_TYPES } from "./tables";
import { steps } from "./rules";
import { Stage, DRAW, NO_WINNER } from "./types";

// per side and chit type: chits under on-map units (scratch, static)
const HELD: usize = memory.data(2 * 8);

export function checkInvariants(s: usize): i32 {
  const st = stage(s);
  if (st > <i32>Stage.SETUP || active(s) > 1 || aphase(s) > 2) return 1;
  const w = winner(s);
  if (w != NO_WINNER && w != 0 && w != 1 && w != DRAW) return 1;
  if ((w != NO_WINNER) != (st == <i32>Stage.OVER)) return 1;
  if (cp(s, 0) > 10 || cp(s, 1) > 10 || taskLen(s) > MAX_TASKS) return 2;

  const nh = hexCount();
  memory.fill(HELD, 0, 2 * 8);
  for (let u = 0; u < unitCount(); u++) {
    const h = uHex(s, u);
    if (h == OFF || h == GONE) {
      if ((uFlags(s, u) & (UF_ROUTED | UF_INCMD)) != 0 && h == GONE) return 8;
      continue;
    }
    if (h >= nh) return 3;
    if (unitAt(s, h, 0) != u && unitAt(s, h, 1) != u) return 3;
    const c = uChit(s, u);
    if (c != NO_CHIT && c != CADRE) {
      if (c >= CHIT_TYPES) return 6;
      const at = HELD + <usize>(uSide(u) * 8 + c);
      store<u8>(at, load<u8>(at) + 1);
    }
    if (c != NO_CHIT && uLost(s, u) >= steps(s, u)) return 6;
  }
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < CHIT_TYPES; t++) {
      if (cup(s, side, t) + <i32>load<u8>(HELD + <usize>(side * 8 + t)) != chitCount(t)) return 6;
    }
  }
  for (let h = 0; h < nh; h++) {
    const a = unitAt(s, h, 0);
    const b = unitAt(s, h, 1);
    if (a == NONE) { if (b != NONE) return 4; continue; }
    if (a >= unitCount() || uHex(s, a) != h) return 4;
    if (b == NONE) continue;
    if (b >= unitCount() || uHex(s, b) != h || b == a) return 4;
    if (uSide(a) != uSide(b)) return 5;
    if (!isArtillery(a) && !isArtillery(b)) return 5;
  }
  for (let l = 0; l < leaderCount(); l++) {
    const h = lHex(s, l);
    if (h != OFF && h != GONE && h >= nh) return 7;
  }
  return 0;
}
