// National mechanisms of Napoleonics (rules digest C.16) that change the state: Prussia's Iron Will
// counters (each spent counter lets a Prussian unit ignore 1 flag; spent counters are gone). Called
// by retreat.ts when the flags a unit ignores are decided (the IGNORE decision offers the free
// ignores plus the counters left: napoleonics/dice.ts napIgnorableFlags).
import { spendIronWillFor } from "./seat-block";
import { rulesetId } from "../ruleset";
import { Ruleset } from "../types";
import { napFreeIgnorable } from "./dice";

/** Unit u ignores `ignored` flags: those beyond its free ignores spend Iron Will counters. */
export function spendIronWill(s: usize, u: i32, ignored: i32): void {
  if (rulesetId != Ruleset.NAPOLEONICS) return;
  const extra = ignored - napFreeIgnorable(s, u);
  if (extra <= 0) return;
  spendIronWillFor(s, u, extra); // the side's counters; 6 and 8 seats of EPIC: the unit's commander's share (D.7)
}
