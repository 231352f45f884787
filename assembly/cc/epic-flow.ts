// Applying the EPIC turn's decisions (rules digest D.3, D.4; codes in epic/actions.ts): the hand card
// played (its effect waits for the display card), the display card taken with the sections of the
// tactic cards, and the March Moves. Sits above turn.ts (it starts the hand card's effect and enters
// movement) and below apply.ts, which calls epicPlay for a hand card in EPIC and epicApply for the
// EPIC codes. Tactician draws the two cards call for (D.6 step 3, Scout; step 4, Elan for both
// sides) are queued here, as nap-flow.ts does for the single card of a standard game. With seats (D.7,
// epic/seats.ts): who holds each card (the 4-seat hand-over), and the hand-over of a step from the
// hand card's holder to the display card's, and so on through the turn's slots; the initiative roll's
// decisions (D.7, epic/initiative.ts).
import {
  setPhase, setActor, active, played, unitAt, leaderAt, attachedLeader, placeUnit, placeLeader, uAdd, lHas, lAdd, UF_MOVED, UF_NOBATTLE,
  LF_ORDERED, LF_MOVED, LF_JOINED, NONE,
} from "./state";
import { cardHas, CF_SCOUT, CF_ROLL_ORDERS } from "./ruleset";
import { ruleOpt, RuleOpt } from "./scenario";
import { Act, actKind, actA, actB, actC, MAX_ACTIONS, CHANCE } from "./types";
import { legalActions } from "./legal";
import { seatCount, grandeOn } from "./epic/config";
import { grandeApply, grandeAfterPick } from "./grande-flow";
import { multiSeat, seatPass, setHolders, cardRole, SD_MARCH } from "./epic/seats";
import { tactOn } from "./napoleonics/config";
import { tPending, setTPending } from "./napoleonics/extension";
import { seatCardDraws } from "./epic/seat-hands";
import { seatHands } from "./napoleonics/seat-block";
import { startCardEffect, enterMove, epicMarchOrMove } from "./turn";
import { hasMarch, marchBudgetAt, genGives, forcedHolders } from "./epic-legal";
import {
  EPIC_ACT_PICK, EPIC_ACT_MARCH, EPIC_ACT_GIVE, EPIC_PHASE_PICK, EPIC_PHASE_MARCH, EPIC_PHASE_GIVE, EPIC_NO_PICK, EPIC_PHASE_FIRST,
  GIVE_HAND, GIVE_DISPLAY, EPIC_ACT_INIT, EPIC_ACT_LOSE, EPIC_PHASE_INIT, EPIC_PHASE_INIT_ROLL, isInitPhase, isGrandePhase,
} from "./epic/actions";
import { initDecide, initDie, initPick, initMore } from "./epic/initiative";
import {
  eGet, eSet, displayCount, setDisplayCount, E_SECA, E_SECB, E_CARD2, E_STAGE, E_MARCHA, E_MARCHB, E_MARCHI, E_MARCH_GIVEN, ST_A,
} from "./epic/block";

/** Is code an EPIC decision (its kind, or any code in an EPIC phase)? */
@inline export function isEpicCode(phase: i32, code: i32): bool {
  const k = actKind(code);
  return k == EPIC_ACT_PICK || k == EPIC_ACT_MARCH || k == EPIC_ACT_GIVE || k == EPIC_ACT_INIT || k == EPIC_ACT_LOSE || phase >= EPIC_PHASE_FIRST;
}

/** The hand card is out of the hand (apply.ts): the display card comes next. */
export function epicPlay(s: usize): void { setPhase(s, EPIC_PHASE_PICK); }

/** Applies an EPIC code (known legal). */
export function epicApply(s: usize, phase: i32, code: i32): void {
  if (phase == EPIC_PHASE_PICK) { pick(s, actC(code), actA(code), actB(code)); return; }
  if (phase == EPIC_PHASE_MARCH) {
    if (actKind(code) == Act.SKIP) { if (!(multiSeat() && epicSeatPass(s, SD_MARCH))) enterMove(s); return; }
    march(s, actA(code), actB(code));
    return;
  }
  if (phase == EPIC_PHASE_GIVE) { give(s, actC(code)); return; }
  if (isInitPhase(phase)) { initiative(s, phase, code); return; }
  if (isGrandePhase(phase)) grandeApply(s, phase, code); // La Grande (D.8, grande-flow.ts)
}

/** D.7 initiative (epic/initiative.ts): a decision, a die or a unit picked; then the next phase of the
 *  roll, the next commander's decision, or (all done) the March Moves / movement. */
function initiative(s: usize, phase: i32, code: i32): void {
  let next = -1;
  if (phase == EPIC_PHASE_INIT) next = initDecide(s, actC(code));
  else if (phase == EPIC_PHASE_INIT_ROLL) next = initDie(s, actC(code));
  else next = initPick(s, phase, actA(code));
  if (next < 0 && initMore(s)) next = EPIC_PHASE_INIT;
  if (next < 0) { epicMarchOrMove(s); return; }
  setPhase(s, next);
  setActor(s, next == EPIC_PHASE_INIT_ROLL ? CHANCE : active(s));
}

function pick(s: usize, b: i32, secA: i32, secB: i32): void {
  eSet(s, E_SECA, secA);
  eSet(s, E_SECB, secB);
  if (b != EPIC_NO_PICK) setDisplayCount(s, b, displayCount(s, b) - 1);
  eSet(s, E_CARD2, b);
  if (grandeOn) { grandeAfterPick(s); return; } // La Grande (D.8): the hand-outs (grande-flow.ts)
  eSet(s, E_STAGE, ST_A);
  if (tactOn) { tactDraws(s, played(s)); if (b != EPIC_NO_PICK) tactDraws(s, b); if (seatHands()) seatCardDraws(s, active(s), played(s), secA, b, secB); }
  if (multiSeat()) { // D.7: who plays each card
    if (seatCount == 4) {
      if (genGives(s, changetype<usize>(giveBuf)) > 0) { setPhase(s, EPIC_PHASE_GIVE); return; }
      const f = forcedHolders(s);
      setHolders(s, f & 3, f >> 2);
    } else setHolders(s, cardRole(played(s), secA), cardRole(b, secB));
  }
  startCardEffect(s, played(s));
}
const giveBuf = new StaticArray<i32>(4);

/** 4 seats (D.7): the CinC gives the hand card, the display card or neither to his sub-commander. */
function give(s: usize, c: i32): void {
  setHolders(s, c == GIVE_HAND ? 1 : 0, c == GIVE_DISPLAY ? 1 : 0);
  startCardEffect(s, played(s));
}

/** EPIC seats (D.7): the end of marches / moves / battles by one slot's holder hands the step to the
 *  next slot's holder, when there is one with something to do (apply.ts); true when the step goes on. */
export function epicSeatPass(s: usize, bit: i32): bool {
  // the next slot's holder acts only when he has something to do (his list is more than the step's end)
  while (seatPass(s, bit)) if (legalActions(s, changetype<usize>(passBuf)) > 1) return true;
  return false;
}
const passBuf = new StaticArray<i32>(MAX_ACTIONS);

/** Tactician draws a played card calls for (D.6 steps 3, 4): Scout for its player, Elan for both. */
function tactDraws(s: usize, k: i32): void {
  const side = active(s);
  if (cardHas(k, CF_SCOUT)) setTPending(s, side, min(15, tPending(s, side) + ruleOpt(RuleOpt.NAP_TACT_SCOUT_DRAW)));
  if (cardHas(k, CF_ROLL_ORDERS)) {
    const n = ruleOpt(RuleOpt.NAP_TACT_ELAN_DRAW);
    setTPending(s, 0, min(15, tPending(s, 0) + n)); setTPending(s, 1, min(15, tPending(s, 1) + n));
  }
}

/** A March Move (D.4): the unit (with its attached leader) or the lone leader on `from` goes to `to`;
 *  a unit may not battle this turn; a leader ending on a friendly unit joins it. */
function march(s: usize, from: i32, to: i32): void {
  const which = marchBudgetAt(s, from);
  const f = which == 1 ? E_MARCHA : which == 2 ? E_MARCHB : E_MARCHI + which - 3; // 3, 4: initiative flags (D.7)
  eSet(s, f, eGet(s, f) - 1);
  if (which <= 2) eSet(s, E_MARCH_GIVEN, eGet(s, E_MARCH_GIVEN) | which);
  else if (grandeOn) eSet(s, E_MARCH_GIVEN, eGet(s, E_MARCH_GIVEN) | (1 << (which - 1))); // La Grande: slots 2, 3 (D.8 no-March draw)
  const u = unitAt(s, from);
  if (u != NONE) {
    const l = attachedLeader(s, u);
    placeUnit(s, u, to);
    if (l != NONE && !lHas(s, l, LF_ORDERED) && !lHas(s, l, LF_MOVED)) placeLeader(s, l, to); // a leader that joined it stays
    uAdd(s, u, UF_MOVED | UF_NOBATTLE);
  } else {
    const l = leaderAt(s, from);
    placeLeader(s, l, to);
    lAdd(s, l, LF_MOVED | (unitAt(s, to) != NONE ? LF_JOINED : 0));
  }
  if (!hasMarch(s)) enterMove(s);
}
