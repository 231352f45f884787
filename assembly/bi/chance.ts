// Chance and hidden information of the Blood & Iron core (the game contract): the outcomes of the
// pending chance node with their probabilities (a d10 face, 1/10 each; a strength chit, weighted by
// the chits of that type left in the cup, B7), seeded sampling, and determinization: resampling
// the opponent's unrevealed strength chits from what the viewer cannot tell apart (the cup plus
// those chits), consistent with the step losses the viewer has seen. Callers: index.ts.
import { taskLen, topKind, topA, cup, setCup, uChit, setUChit, uLost, uFlags, onMap, NO_CHIT, CADRE, UF_REVEALED } from "./state";
import { unitCount, uSide, uRating } from "./scenario";
import { chitSteps, CHIT_TYPES } from "./tables";
import { K } from "./tasks";
import { isChanceTask } from "./flow";
import { Act, mkAct, actKind, actC } from "./types";
import { rngBelow } from "../common/rng";

/** Denominator of the outcome probabilities (0 when the state is not a chance node). */
export function chanceDenominator(s: usize): i32 {
  if (taskLen(s) == 0 || !isChanceTask(topKind(s))) return 0;
  if (topKind(s) != K.CHIT) return 10;
  const side = uSide(topA(s));
  let n = 0;
  for (let t = 0; t < CHIT_TYPES; t++) n += cup(s, side, t);
  return n;
}
/** Numerator of the probability of outcome `code`. */
export function chanceNumerator(s: usize, code: i32): i32 {
  if (chanceDenominator(s) == 0) return 0;
  if (topKind(s) == K.CHIT) return actKind(code) == Act.CHIT ? cup(s, uSide(topA(s)), actC(code)) : 0;
  return actKind(code) == Act.DIE && actC(code) < 10 ? 1 : 0;
}
/** Samples an outcome of the pending chance node with the generator at `rng`. */
export function sampleChance(s: usize, rng: usize): i32 {
  const den = chanceDenominator(s);
  if (den == 0) return -1;
  if (topKind(s) != K.CHIT) return mkAct(Act.DIE, 0, 0, <i32>rngBelow(rng, 10));
  const side = uSide(topA(s));
  let r = <i32>rngBelow(rng, <u32>den);
  for (let t = 0; t < CHIT_TYPES; t++) {
    r -= cup(s, side, t);
    if (r < 0) return mkAct(Act.CHIT, 0, 0, t);
  }
  return -1;
}

const POOL: usize = memory.data(8 * 4);

/** Can unit u of its rating carry chit t, given the steps it has visibly lost? */
@inline function fits(s: usize, u: i32, t: i32): bool { return chitSteps(t, uRating(u)) > uLost(s, u); }

function drawFor(s: usize, u: i32, rng: usize): void {
  let total = 0;
  for (let t = 0; t < CHIT_TYPES; t++) if (fits(s, u, t)) total += load<i32>(POOL + (<usize>t << 2));
  let r = <i32>rngBelow(rng, <u32>max(total, 1));
  for (let t = 0; t < CHIT_TYPES; t++) {
    if (!fits(s, u, t)) continue;
    const n = load<i32>(POOL + (<usize>t << 2));
    r -= n;
    if (r < 0) { setUChit(s, u, t); store<i32>(POOL + (<usize>t << 2), n - 1); return; }
  }
}

/**
 * Resamples what `viewer` cannot see: the chits under the opponent's units that have drawn one but
 * not shown it (ORIGINAL H1), drawn again from the opponent's cup plus those chits. Units that lost
 * a step are drawn first, among chits with enough steps for what they survived. Everything else,
 * the viewer's own chits and every revealed chit, stays. Two states that differ only in those
 * hidden chits give the same bytes for the same generator state.
 */
export function determinize(s: usize, viewer: i32, rng: usize): void {
  const opp = 1 - viewer;
  for (let t = 0; t < CHIT_TYPES; t++) store<i32>(POOL + (<usize>t << 2), cup(s, opp, t));
  for (let u = 0; u < unitCount(); u++) {
    if (!hidden(s, u, opp)) continue;
    const c = uChit(s, u);
    store<i32>(POOL + (<usize>c << 2), load<i32>(POOL + (<usize>c << 2)) + 1);
    setUChit(s, u, NO_CHIT);
  }
  for (let pass = 1; pass >= 0; pass--) {
    for (let u = 0; u < unitCount(); u++) {
      if (uSide(u) != opp || !onMap(s, u) || uChit(s, u) != NO_CHIT || (uFlags(s, u) & UF_REVEALED) != 0) continue;
      if (uLost(s, u) != pass || !wasDrawn(s, u)) continue;
      drawFor(s, u, rng);
    }
  }
  for (let t = 0; t < CHIT_TYPES; t++) setCup(s, opp, t, load<i32>(POOL + (<usize>t << 2)));
  for (let u = 0; u < unitCount(); u++) clearMark(u);
}

// Units whose chit was lifted for redrawing are marked here (static, reset at the end).
const MARK: usize = memory.data(64);
@inline function clearMark(u: i32): void { store<u8>(MARK + <usize>u, 0); }
@inline function wasDrawn(s: usize, u: i32): bool { return load<u8>(MARK + <usize>u) != 0; }
function hidden(s: usize, u: i32, opp: i32): bool {
  if (uSide(u) != opp || !onMap(s, u)) return false;
  const c = uChit(s, u);
  if (c == NO_CHIT || c == CADRE || (uFlags(s, u) & UF_REVEALED) != 0) return false;
  store<u8>(MARK + <usize>u, 1);
  return true;
}
