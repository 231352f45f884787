// Supporting pieces (Ancients B.10, Napoleonics C.12): a unit with at least 2 adjacent friendly units
// and/or lone friendly leaders is supported, and may ignore a flag for it. The count is the same in
// both rulesets; Napoleonics names the unit types that give no support (its garrisons, D.10) by a
// bit of the ruleset table (UNIT_RULES), so the count reads a row instead of testing a ruleset.
// Callers: combat.ts (supported, B.10) and napoleonics/dice.ts (C.12), once per flag check.
import { neighbor } from "../common/geometry";
import { unitAt, leaderAt, uHex, uSide, uType, lSide, NONE } from "./state";
import { UNIT_RULES } from "./ruleset";

/** Whether unit u has at least 2 supporting pieces: adjacent lone friendly leaders, and adjacent
 *  friendly units except those whose type has a UNIT_RULES bit in `noSupport` (0: every unit). */
@inline export function supportedExcept(s: usize, u: i32, noSupport: i32): bool {
  const h = uHex(s, u);
  const side = uSide(s, u);
  let c = 0;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(h, d);
    if (n < 0) continue;
    const o = unitAt(s, n);
    if (o != NONE) {
      if (uSide(s, o) == side && (noSupport == 0 || (<i32>unchecked(UNIT_RULES[uType(s, o)]) & noSupport) == 0)) c++;
      continue;
    }
    const l = leaderAt(s, n);
    if (l != NONE && lSide(s, l) == side) c++;
  }
  return c >= 2;
}
