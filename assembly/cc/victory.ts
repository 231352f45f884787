// Victory and losses (B.13 banners, B.4 leader loss): the end of the game, banners, units losing
// blocks or eliminated (queueing their leader's casualty check), leaders killed. Called by every
// step that costs blocks or pieces.
import {
  phase, setPhase, setActor, setWinner, banners, setBanners, setCommand, uHex, uSide, uBlocks, setUBlocks, uAlive,
  lSide, lHas, leaderAt, placeUnit, placeLeader, attachedLeader, hand, deck, cGet16, cSet16, misc, setMisc,
  C_LCHECKED, NONE, GONE, LF_SUDDEN_DEATH, MISC_BENEVENTUM,
} from "./state";
import { bannersToWin, bannerHandSide, bannerHandAt, bannerHandCommand, bannerHandDraw } from "./scenario";
import { Phase, Unit, TERMINAL } from "./types";
import { enqueue, Q_LHIT, Q_LELIM, Q_LEVADE } from "./checks";
import { queueDraw } from "./deck";
import { leaveSquare } from "./napoleonics/squares";
import { givesBanner } from "./napoleonics/garrisons";

// ---- victory -------------------------------------------------------------------------------------------
@inline export function isOver(s: usize): bool { return phase(s) == Phase.OVER; }

export function endGame(s: usize, win: i32): void {
  setWinner(s, win);
  setPhase(s, Phase.OVER);
  setActor(s, TERMINAL);
}

/** One or more banners to `side` (B.13); ends the game at the scenario's count. */
export function award(s: usize, side: i32, n: i32): void {
  if (isOver(s)) return;
  const b = banners(s, side) + n;
  setBanners(s, side, b);
  // banner-triggered hand (scenario mechanism, scenario.ts): once
  if (side == bannerHandSide && b >= bannerHandAt && (misc(s) & MISC_BENEVENTUM) == 0) {
    setMisc(s, misc(s) | MISC_BENEVENTUM);
    setCommand(s, side, bannerHandCommand);
    queueDraw(s, side, bannerHandDraw);
  }
  if (b >= <i32>bannersToWin[side]) endGame(s, side);
}

/** Removes unit u from the board: a banner to its enemy; an attached leader must check. */
export function eliminateUnit(s: usize, u: i32): void {
  leaveSquare(s, u); // Napoleonics: a square's card goes back to the hand (C.13)
  const h = uHex(s, u);
  const side = uSide(s, u);
  placeUnit(s, u, GONE);
  setUBlocks(s, u, 0);
  const l = leaderAt(s, h);
  if (l != NONE) {
    // at most one casualty check per leader and combat sequence (B.4): after it he simply evades
    if ((cGet16(s, C_LCHECKED) & (1 << l)) != 0) enqueue(s, Q_LEVADE, l, 0);
    else { cSet16(s, C_LCHECKED, cGet16(s, C_LCHECKED) | (1 << l)); enqueue(s, Q_LELIM, l, 1); }
  }
  if (givesBanner(s, u)) award(s, 1 - side, 1); // Napoleonics: a garrison gives none (D.10)
}

/** Unit u loses n blocks (hits, blocked retreat, marsh, rampage). Returns true if eliminated. */
export function damage(s: usize, u: i32, n: i32): bool {
  if (n <= 0 || !uAlive(s, u)) return false;
  const b = uBlocks(s, u) - n;
  if (b <= 0) { eliminateUnit(s, u); return true; }
  setUBlocks(s, u, b);
  const l = attachedLeader(s, u);
  // at most one casualty check per leader and combat sequence (B.4)
  if (l != NONE && (cGet16(s, C_LCHECKED) & (1 << l)) == 0) {
    cSet16(s, C_LCHECKED, cGet16(s, C_LCHECKED) | (1 << l));
    enqueue(s, Q_LHIT, l, 2);
  }
  return false;
}

/** A leader is killed: a banner to the enemy; losing a sudden-death leader loses the game at once. */
export function killLeader(s: usize, l: i32): void {
  const side = lSide(s, l);
  placeLeader(s, l, GONE);
  if (lHas(s, l, LF_SUDDEN_DEATH)) { endGame(s, 1 - side); return; }
  award(s, 1 - side, 1);
}
