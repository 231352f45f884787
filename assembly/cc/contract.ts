// The game contract, random play and search support (exports to JavaScript, re-exported by
// index.ts): legal actions into a caller buffer, apply, the actor, chance outcomes, the instance
// generator, determinization, in-wasm random playouts and rollouts, the static evaluation.
import { rngSeed } from "../common/rng";
import { phase, actor, winner, turn, deck } from "./state";
import { Phase, MAX_ACTIONS } from "./types";
import { legalActions as genLegal, legalActionsCached, clearLegalCache, setLegalCacheCheckFlag } from "./legal";
import { applyAction as applyChecked, applyUnchecked as applyFast } from "./apply";
import { chanceDenominator, chanceNumerator, sampleChance as sample, determinize as determinizeHidden } from "./chance";
import { beginReachSession, endReachSession } from "./reach-cache";
import { rngBelow } from "../common/rng";
import { rollout, staticEval as evalStatic } from "./rollout";
import { seesOwnHand, stashSideHands, redealSideHands } from "./epic/seats";
import { stashSeatTacts, redealSeatTacts, stashSeatCmds, redealSeatCmds } from "./epic/seat-hands";
import { parkHidden, redrawHidden } from "./hidden-cards";

// ---- the contract -------------------------------------------------------------------------------------
const actionBuf = new StaticArray<i32>(MAX_ACTIONS);
export function actionBuffer(): usize { return changetype<usize>(actionBuf); }
export function legalActions(s: usize, out: usize): i32 { return genLegal(s, out); }
export function applyAction(s: usize, code: i32): i32 { return applyChecked(s, code); }
export function applyUnchecked(s: usize, code: i32): void { applyFast(s, code); }
export function currentPlayer(s: usize): i32 { return actor(s); }
export function isTerminal(s: usize): i32 { return phase(s) == Phase.OVER ? 1 : 0; }
export function getWinner(s: usize): i32 { return winner(s); }
export function chanceDenom(s: usize): i32 { return chanceDenominator(s); }
export function chanceNum(s: usize, code: i32): i32 { return chanceNumerator(s, code); }

// ---- seeded sampling, determinization, random play ------------------------------------------------
const rngState = new StaticArray<u64>(4);
const rng2 = new StaticArray<u64>(4);
// an all-zero xoshiro state never leaves zero: seed the instance generator at start-up, so
// sampling before Game.seed() is deterministic instead of stuck
rngSeed(changetype<usize>(rngState), 0);
export function rngPtr(): usize { return changetype<usize>(rngState); }
export function seedRng(seed: f64): void { rngSeed(changetype<usize>(rngState), <u64>seed); }
export function sampleChance(s: usize): i32 { return sample(s, changetype<usize>(rngState)); }
/** `viewer` is a seat (side + 2 * role, epic/seats.ts): the other side's hands are resampled, and
 *  the own side's hand too for a seat that does not see it (D.7: the CinC holds it); La Grande
 *  (D.8): every corps commander's Command hand the viewer cannot see, its size kept. Cards in no
 *  hand that only the active side's hand holder knows (the Scout's two draws, C.5; La Grande's
 *  Scout gift, D.8: hidden-cards.ts) are drawn again from the unseen pool for every other viewer. */
export function determinize(s: usize, viewer: i32, seed: f64): void {
  rngSeed(changetype<usize>(rng2), <u64>seed);
  const side = viewer & 1;
  parkHidden(s, viewer); // the Scout's draws and La Grande's gift join the unseen pool (docs/contract.md)
  stashSeatTacts(s, viewer); // 6 and 8 seats: every other seat's Tactician hand joins the unseen pool (D.7)
  stashSeatCmds(s, viewer); // La Grande: every corps Command hand the viewer cannot see (D.8)
  const own = seesOwnHand(viewer) ? -1 : stashSideHands(s, side); // its CinC's cards join the unseen pool
  determinizeHidden(s, side, changetype<usize>(rng2));
  if (own >= 0) redealSideHands(s, side, own, changetype<usize>(rng2));
  redealSeatTacts(s, viewer, changetype<usize>(rng2));
  redealSeatCmds(s, viewer, changetype<usize>(rng2));
  redrawHidden(s, changetype<usize>(rng2));
}

/** Plays uniformly random legal actions (and sampled chance) for at most maxSteps; returns steps. */
export function randomPlayout(s: usize, maxSteps: i32): i32 {
  const rng = changetype<usize>(rngState);
  const buf = changetype<usize>(actionBuf);
  let steps = 0;
  clearLegalCache(); // JavaScript may have written the state since the last apply
  beginReachSession(s);
  while (steps < maxSteps && phase(s) != Phase.OVER) {
    let code: i32;
    if (actor(s) == 2) code = sample(s, rng);
    else {
      const n = legalActionsCached(s, buf);
      if (n == 0) break;
      code = load<i32>(buf + (<usize>rngBelowU(rng, n) << 2));
    }
    applyFast(s, code);
    steps++;
  }
  endReachSession();
  return steps;
}
/** Invariant tests: with 1, every use of the in-wasm legal-list cache is checked against a rebuild (aborts on a difference). */
export function setLegalCacheCheck(on: i32): void { setLegalCacheCheckFlag(on != 0); }
@inline function rngBelowU(p: usize, n: i32): i32 { return <i32>rngBelow(p, <u32>n); }

// ---- search support (issue 4) ---------------------------------------------------------------------
const rolloutBuf = new StaticArray<i32>(MAX_ACTIONS);
/** One rollout from `s` (modified in place) with the instance generator; value for bottom. */
export function rolloutValue(s: usize, maxDecisions: i32): f64 {
  return rollout(s, changetype<usize>(rngState), changetype<usize>(rolloutBuf), maxDecisions);
}
/**
 * One rollout from `s` cut after `maxTurns` complete turns (or `maxDecisions` decisions, 0 = no
 * decision limit), with the instance generator; value for bottom.
 */
export function rolloutTurnsValue(s: usize, maxTurns: i32, maxDecisions: i32): f64 {
  return rollout(s, changetype<usize>(rngState), changetype<usize>(rolloutBuf), maxDecisions, maxTurns);
}
/** Static evaluation of `s` for the bottom side in (-1, 1). */
export function staticValue(s: usize): f64 {
  return evalStatic(s);
}

