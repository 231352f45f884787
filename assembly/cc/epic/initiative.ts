// The initiative roll of the multi-player EPIC formats (rules digest D.7: 6 seats; 8 seats only with
// the option INITIATIVE8, our [Interp]): a commander who gets no order may roll 2 dice; each unit
// symbol orders one unit of that type in his section, a flag gives one unit of his a March Move, a
// sabre costs him one block from one of his units, two sabres instead draw him 1 Tactician card.
// The state lives in the EPIC block (block.ts E_INIT_*, E_MARCHI); a roller acts in a slot of his own
// (slots 2..3, seats.ts addSlot), so the units he orders march, move and battle under him, after the
// two cards' holders. Read by ../turn.ts (initBegin, after both cards' orders), ../epic-legal.ts (the
// lists), ../epic-flow.ts (applying the decisions) and ../chance.ts (the dice); seats.ts initRole names
// the roller (actorSeat).
//
//   flow    ST_DONE -> INIT (each eligible role in role order: initiative | no-initiative)
//           initiative -> INIT_ROLL x 2 (chance) -> each die in turn: a unit symbol -> INIT_ORDER
//           (order:hex, skipped when he has no such unit unordered), a flag -> +1 March Move in his
//           slot's budget, a sabre -> INIT_LOSE (lose:hex, skipped when no unit of his has 2+ blocks);
//           two sabres -> 1 Tactician card to his own hand, nothing else -> the next eligible role, then the marches
//   [Interp] a sabre's block comes from a unit with 2 or more blocks: the roll never eliminates a
//           unit of his own, so it never gives the enemy a banner; no leader casualty check (no hit)
//   eligible  a non-CinC role holding neither card and with no ordered unit of his side in his
//           section (a multi-section card that gave his section no order, or no card at all)
import { MAX_HEX } from "../../common/geometry";
import { active, unitCount, uHex, uSide, uType, uHas, uAlive, uBlocks, setUBlocks, uAdd, unitAt, UF_ORDERED } from "../state";
import { Act, Face, mkAct, actC, actKind } from "../types";
import { unitClass, faceWeight, DIE_SIDES, DIE_SIDE_COUNT } from "../ruleset";
import { rngBelow } from "../../common/rng";
import { leaveSquare } from "../napoleonics/squares";
import { tactOn } from "../napoleonics/config";
import { tPending, setTPending } from "../napoleonics/extension";
import { routeDraws } from "../napoleonics/seat-block";
import { initiativeOn, seatCount, grandeOn } from "./config";
import { eGet, eSet, markUnitSlot, E_INIT_PENDING, E_INIT_DICE, E_INIT_TODO, E_MARCHI, E_CARD2 } from "./block";
import { cmdSize } from "./grande-hands";
import { multiSeat, holderA, holderB, sectionRole, sectionFor, slotCount, slotHolder, addSlot, initRole } from "./seats";
import {
  EPIC_NO_PICK, EPIC_ACT_INIT, EPIC_ACT_LOSE, EPIC_PHASE_INIT, EPIC_PHASE_INIT_ROLL, EPIC_PHASE_INIT_ORDER, EPIC_PHASE_INIT_LOSE,
} from "./actions";

/** Does unit u of `side` stand in role r's section? */
@inline function inSection(s: usize, u: i32, side: i32, r: i32): bool {
  const h = uHex(s, u);
  return h >= 0 && h < MAX_HEX && sectionRole(sectionFor(h, side)) == r;
}

/** Roles of the active side that may roll now (bit r), 0 when the format has no roll. */
export function initRoles(s: usize): i32 {
  if (!multiSeat() || !initiativeOn()) return 0;
  const side = active(s);
  if (grandeOn) return grandeInitRoles(s, side);
  let m = 0;
  const roles = seatCount >> 1;
  for (let r = 1; r < roles; r++) if (r != holderA(s) && r != holderB(s)) m |= 1 << r;
  const n = unitCount(s);
  for (let u = 0; u < n && m != 0; u++) {
    if (!uAlive(s, u) || uSide(s, u) != side || !uHas(s, u, UF_ORDERED)) continue;
    const h = uHex(s, u);
    if (h >= 0 && h < MAX_HEX) m &= ~(1 << sectionRole(sectionFor(h, side)));
  }
  return m;
}

/** La Grande (D.8, seed 2819-2851): a corps commander who holds no slot (no card from the CinC, none
 *  of his own played) and no card in his own hand may roll. */
function grandeInitRoles(s: usize, side: i32): i32 {
  let m = 0;
  const n = slotCount(s);
  for (let r = 1; r <= 3; r++) {
    let held = false;
    for (let i = 0; i < n; i++) if (slotHolder(s, i) == r && (i != 1 || eGet(s, E_CARD2) != EPIC_NO_PICK)) held = true;
    if (!held && cmdSize(s, side, r) == 0) m |= 1 << r;
  }
  return m;
}

/** After both cards' orders (turn.ts): the first eligible commander decides; false when none may. */
export function initBegin(s: usize): bool {
  const m = initRoles(s);
  if (m == 0) return false;
  eSet(s, E_INIT_PENDING, m);
  return true; // the caller enters EPIC_PHASE_INIT
}

/** The face of die i (0, 1) rolled. */
@inline function dieFace(s: usize, i: i32): i32 { return (eGet(s, E_INIT_DICE) >> (3 * i)) & 7; }

/** Appends the roller's units that die face f lets him act with: a unit symbol, his unordered units
 *  of that type in his section; a sabre, his units with 2+ blocks there (kind: Act.ORDER, EPIC_ACT_LOSE). */
function unitsFor(s: usize, f: i32, out: usize, n0: i32): i32 {
  const side = active(s), r = initRole(s, -1);
  const kind = f == Face.SWORDS ? EPIC_ACT_LOSE : Act.ORDER;
  let n = n0;
  const nu = unitCount(s);
  for (let u = 0; u < nu; u++) {
    if (!uAlive(s, u) || uSide(s, u) != side || !inSection(s, u, side, r)) continue;
    if (f == Face.SWORDS ? uBlocks(s, u) < 2 : uHas(s, u, UF_ORDERED) || unitClass(uType(s, u)) != f) continue;
    if (out != 0) store<i32>(out + (<usize>n << 2), mkAct(kind, uHex(s, u), 0, 0));
    n++;
  }
  return n;
}

/** The legal list of an initiative phase (epic-legal.ts). */
export function initLegal(s: usize, p: i32, out: usize): i32 {
  if (p == EPIC_PHASE_INIT) {
    store<i32>(out, mkAct(EPIC_ACT_INIT, 0, 0, 1));
    store<i32>(out + 4, mkAct(EPIC_ACT_INIT, 0, 0, 0));
    return 2;
  }
  if (p == EPIC_PHASE_INIT_ROLL) {
    let n = 0;
    for (let f = 0; f < Face.COUNT; f++) if (faceWeight(f) > 0) { store<i32>(out + (<usize>n << 2), mkAct(Act.DIE, 0, 0, f)); n++; }
    return n;
  }
  const i = <i32>ctz<u32>(<u32>eGet(s, E_INIT_TODO));
  return unitsFor(s, dieFace(s, i), out, 0);
}

// ---- applying (epic-flow.ts calls these; each returns true when the roll still needs a decision or a
// ---- die, false when this commander is done: the caller then asks the next one or starts the marches)

/** The commander to decide answered (c = 1: he rolls). Returns the phase to enter, or -1: done. */
export function initDecide(s: usize, c: i32): i32 {
  const m = eGet(s, E_INIT_PENDING);
  const r = <i32>ctz<u32>(<u32>m);
  eSet(s, E_INIT_PENDING, m & (m - 1));
  if (c == 0) return -1;
  addSlot(s, r);
  eSet(s, E_INIT_DICE, 0);
  return EPIC_PHASE_INIT_ROLL;
}

/** A die came up face f. Returns the phase to enter (another die, a unit to pick), or -1: done. */
export function initDie(s: usize, f: i32): i32 {
  const d = eGet(s, E_INIT_DICE);
  const k = d >> 6;
  eSet(s, E_INIT_DICE, (d & 63) | (f << (3 * k)) | ((k + 1) << 6));
  if (k == 0) return EPIC_PHASE_INIT_ROLL;
  if (dieFace(s, 0) == Face.SWORDS && dieFace(s, 1) == Face.SWORDS) { // two sabres: 1 Tactician card, no loss
    const side = active(s);
    if (tactOn) { // to the roller's own hand (D.7: per-seat Tactician hands, napoleonics/seat-block.ts)
      setTPending(s, side, min(15, tPending(s, side) + 1));
      routeDraws(s, side, slotHolder(s, slotCount(s) - 1), 1);
    }
    eSet(s, E_INIT_TODO, 0);
    return -1;
  }
  eSet(s, E_INIT_TODO, 3);
  return initNext(s);
}

/** The roller picked the unit on hex h for the die being carried out (an order, or a sabre's block). */
export function initPick(s: usize, p: i32, h: i32): i32 {
  const u = unitAt(s, h);
  if (p == EPIC_PHASE_INIT_ORDER) {
    leaveSquare(s, u); // an ordered square leaves square (C.13), as a card's order does
    uAdd(s, u, UF_ORDERED);
    markUnitSlot(s, u, slotCount(s) - 1);
  } else setUBlocks(s, u, uBlocks(s, u) - 1);
  const t = eGet(s, E_INIT_TODO);
  eSet(s, E_INIT_TODO, t & (t - 1));
  return initNext(s);
}

/** Carries out the dice left (E_INIT_TODO) until one needs a pick; the phase to enter, or -1: done. */
function initNext(s: usize): i32 {
  for (let t = eGet(s, E_INIT_TODO); t != 0; t = eGet(s, E_INIT_TODO)) {
    const f = dieFace(s, <i32>ctz<u32>(<u32>t));
    if (f == Face.FLAG) { // one unit of his gets a March Move (epic-legal.ts marchBudgetAt)
      const b = E_MARCHI + slotCount(s) - 3;
      eSet(s, b, eGet(s, b) + 1);
    } else if (f <= Face.HEAVY || f == Face.SWORDS) {
      if (unitsFor(s, f, 0, 0) > 0) return f == Face.SWORDS ? EPIC_PHASE_INIT_LOSE : EPIC_PHASE_INIT_ORDER;
    }
    eSet(s, E_INIT_TODO, t & (t - 1));
  }
  return -1;
}

/** Is another commander still to decide? */
@inline export function initMore(s: usize): bool { return eGet(s, E_INIT_PENDING) != 0; }

// ---- the dice as chance nodes (chance.ts hooks) -----------------------------------------------------
export function initChanceDen(): i32 { return DIE_SIDE_COUNT; }
export function initChanceNum(code: i32): i32 { return actKind(code) == Act.DIE ? faceWeight(actC(code)) : 0; }
export function initSample(rng: usize): i32 { return mkAct(Act.DIE, 0, 0, <i32>unchecked(DIE_SIDES[<i32>rngBelow(rng, DIE_SIDE_COUNT)])); }
