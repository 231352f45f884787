// Applying La Grande's decisions (rules digest D.8; design docs/scenarios-epic.md "La Grande's turn"):
// the CinC's two hand-outs, each receiver's answer (keep the CinC's card or play his own), the idle
// commanders' own cards, the half a card orders in, the no-March draw choice, the no-March Command
// draws (chance) and the Scout gift. Sits above turn.ts (it starts the slots' orders and ends the
// turn) and below epic-flow.ts, which calls grandeAfterPick after the pick and grandeApply for the
// codes of La Grande's phases. The facts and lists are epic/grande-turn.ts's.
//
//   PLAY -> PICK -> TO (hand card) -> TO (display card, when one was taken) -> ANSWER (slot 0, then 1:
//   only a holder with cards of his own) -> IDLE (each commander without a slot holding cards, role
//   order) -> the Tactician draws the slots' cards call for -> per slot: HALF (when needed) and its
//   orders (turn.ts grandeStartSlot / grandeNextStage) -> INIT (empty-handed idle commanders, D.7's
//   roll) -> marches, moves, battles by slot -> NOMARCH -> endTurn: CinC's draw, Scout (SCOUT then
//   SCOUT_GIVE), Tactician draws, CMD_DRAW (no-March Command cards), the display refill
import { setPhase, setActor, active, setPlayed, discard, setDiscard, deck, setDeck } from "./state";
import { cardHas, CF_SCOUT, CF_ROLL_ORDERS } from "./ruleset";
import { ruleOpt, RuleOpt } from "./scenario";
import { actC } from "./types";
import { tactOn } from "./napoleonics/config";
import { queueDraws, setPickRole } from "./napoleonics/seat-block";
import { eGet, eSet, orderSlot, E_CARD2, E_STAGE, ST_A, G_CARDC, G_SRC, G_HALF, G_STEP, G_IDLE, G_NOMARCH, G_CMDDRAW, G_GIFT } from "./epic/block";
import { slotHolder, setSlotHolder, addSlot, slotCount } from "./epic/seats";
import { slotCard } from "./epic/grande-turn";
import { cmdSize, cmdAdd, cmdTake } from "./epic/grande-hands";
import {
  GRANDE_KEEP, GRANDE_PASS, GRANDE_PHASE_TO, GRANDE_PHASE_ANSWER, GRANDE_PHASE_IDLE, GRANDE_PHASE_HALF, GRANDE_PHASE_NOMARCH,
  GRANDE_PHASE_CMD_DRAW, GRANDE_PHASE_SCOUT_GIVE,
} from "./epic/actions";
import { grandeStartSlot, endTurn, afterDraws, grandeCmdDraw } from "./turn";

/** The pick is made (epic-flow.ts): the CinC hands out the hand card first. */
export function grandeAfterPick(s: usize): void {
  eSet(s, G_STEP, 0);
  setPhase(s, GRANDE_PHASE_TO);
  setActor(s, active(s));
}

/** Applies a code of La Grande phase p (known legal). */
export function grandeApply(s: usize, p: i32, code: i32): void {
  const c = actC(code), side = active(s);
  if (p == GRANDE_PHASE_TO) {
    const step = eGet(s, G_STEP);
    setSlotHolder(s, step, c);
    if (step == 0 && slotCard(s, 1) >= 0) { eSet(s, G_STEP, 1); return; }
    answerFrom(s, 0);
    return;
  }
  if (p == GRANDE_PHASE_ANSWER) {
    const i = eGet(s, G_STEP);
    if (c != GRANDE_KEEP) playOwn(s, i, c);
    answerFrom(s, i + 1);
    return;
  }
  if (p == GRANDE_PHASE_IDLE) {
    const m = eGet(s, G_IDLE), r = <i32>ctz<u32>(<u32>m);
    eSet(s, G_IDLE, m & ~(1 << r));
    if (c != GRANDE_PASS) { // his own card takes the next slot (2 or 3)
      const j = addSlot(s, r);
      cmdTake(s, side, r, c);
      eSet(s, G_CARDC + j - 2, c + 1);
      eSet(s, G_SRC, eGet(s, G_SRC) | (1 << j));
    }
    nextIdle(s);
    return;
  }
  if (p == GRANDE_PHASE_HALF) {
    eSet(s, G_HALF, eGet(s, G_HALF) | (c << (orderSlot(s) << 1)));
    grandeStartSlot(s);
    return;
  }
  if (p == GRANDE_PHASE_NOMARCH) {
    const m = eGet(s, G_NOMARCH), j = <i32>ctz<u32>(<u32>(m & 15));
    eSet(s, G_NOMARCH, m & ~(1 << j));
    if (c == 1) queueDraws(s, side, slotHolder(s, j), 1); // a Tactician card to his own hand (drawn at the end of the turn)
    else grandeCmdDraw(s, j);
    if ((eGet(s, G_NOMARCH) & 15) == 0) endTurn(s);
    return;
  }
  if (p == GRANDE_PHASE_CMD_DRAW) { cmdDrawn(s, side, c); return; }
  if (p == GRANDE_PHASE_SCOUT_GIVE) {
    const k = eGet(s, G_GIFT) - 1;
    eSet(s, G_GIFT, 0);
    if (!cmdAdd(s, side, c, k)) setDiscard(s, k, discard(s, k) + 1); // [Interp] a full hand (8): discarded
    afterDraws(s);
  }
}

/** A receiver plays card k of his own hand instead of the CinC's card of slot i, which is discarded. */
function playOwn(s: usize, i: i32, k: i32): void {
  const side = active(s);
  cmdTake(s, side, slotHolder(s, i), k);
  const old = slotCard(s, i);
  setDiscard(s, old, discard(s, old) + 1);
  if (i == 0) setPlayed(s, k); else eSet(s, E_CARD2, k);
  eSet(s, G_SRC, eGet(s, G_SRC) | (1 << i));
}

/** The next receiver (slot i, then 1) with cards of his own answers; then the idle commanders. */
function answerFrom(s: usize, i: i32): void {
  const side = active(s);
  for (let j = i; j < 2; j++) {
    if (slotCard(s, j) >= 0 && cmdSize(s, side, slotHolder(s, j)) > 0) {
      eSet(s, G_STEP, j);
      setPhase(s, GRANDE_PHASE_ANSWER);
      setActor(s, side);
      return;
    }
  }
  let m = 0;
  for (let r = 1; r <= 3; r++) {
    const held = slotHolder(s, 0) == r || (slotCard(s, 1) >= 0 && slotHolder(s, 1) == r);
    if (!held && cmdSize(s, side, r) > 0) m |= 1 << r;
  }
  eSet(s, G_IDLE, m);
  nextIdle(s);
}

/** The next idle commander decides; when none is left the slots are fixed and the orders begin. */
function nextIdle(s: usize): void {
  if (eGet(s, G_IDLE) != 0) { setPhase(s, GRANDE_PHASE_IDLE); setActor(s, active(s)); return; }
  const side = active(s);
  if (tactOn) { // the Tactician draws the slots' cards call for (D.8): Scout to its player, Elan to every corps commander
    setPickRole(s, slotHolder(s, 0));
    const n = slotCount(s);
    for (let j = 0; j < n; j++) {
      const k = slotCard(s, j);
      if (k < 0) continue;
      if (cardHas(k, CF_SCOUT)) queueDraws(s, side, slotHolder(s, j), ruleOpt(RuleOpt.NAP_TACT_SCOUT_DRAW));
      if (cardHas(k, CF_ROLL_ORDERS)) {
        const e = ruleOpt(RuleOpt.NAP_TACT_ELAN_DRAW);
        for (let sd = 0; sd < 2; sd++) for (let r = 1; r <= 3; r++) queueDraws(s, sd, r, e);
      }
    }
  }
  eSet(s, E_STAGE, ST_A);
  grandeStartSlot(s);
}

/** A no-March Command card of kind k was drawn: it goes to the first corps commander owed one. */
function cmdDrawn(s: usize, side: i32, k: i32): void {
  const v = eGet(s, G_CMDDRAW);
  let r = 1;
  while (r < 3 && ((v >> ((r - 1) << 1)) & 3) == 0) r++;
  eSet(s, G_CMDDRAW, v - (1 << ((r - 1) << 1)));
  setDeck(s, k, deck(s, k) - 1);
  if (!cmdAdd(s, side, r, k)) setDiscard(s, k, discard(s, k) + 1); // [Interp] a full hand (8): discarded
  afterDraws(s);
}
