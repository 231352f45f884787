// Legal lists of the EPIC phases (rules digest D.3, D.4): the display picks after the hand card
// (epic/placement.ts), and the March Moves of the 3-star cards: up to marchMax units per such card,
// in the section the card is played in, not ordered by either card, not starting next to an enemy
// unit, moving their normal allowance without entering a hex next to an enemy unit, and never
// battling. Sits above movement.ts (it walks the normal reach) and below legal.ts, which dispatches
// the EPIC phases here; turn.ts asks hasMarch before offering the phase.
//
// A March path is a chain of single steps through hexes that are legal ends of a normal move of the
// unit (movement.ts unitReach) and not next to an enemy unit; a hex where terrain stops movement ends
// the path. A lone leader marches the same way over its own reach (movement.ts leaderReach), and may
// end on a friendly unit (joining it); a leader attached to a marching unit goes with it.
import { MAX_HEX, neighbor } from "../common/geometry";
import {
  active, played, uHex, uSide, uType, uHas, uAlive, hand, unitAt, lHex, lSide, lAlive, lHas, UF_ORDERED, UF_MOVED, LF_ORDERED,
  LF_MOVED, NONE,
} from "./state";
import { UNIT_MOVE, terIn, terStops, terSlowOut } from "./ruleset";
import { terrainAt } from "./scenario";
import { Act, mkAct, actA, CARD_KIND_COUNT, MAX_ACTIONS } from "./types";
import { unitReach, leaderReach, reachDist, adjacentToEnemy } from "./movement";
import { inSquare } from "./napoleonics/squares";
import { sideUnitsWord, unitOfLsb, sideLeaders } from "./pieces";
import { secOf } from "./orders";
import { EPIC_ACT_MARCH, EPIC_PHASE_PICK, EPIC_PHASE_MARCH, EPIC_PHASE_GIVE, EPIC_ACT_GIVE, EPIC_NO_PICK, GIVE_NONE, GIVE_HAND, GIVE_DISPLAY, isInitPhase, isGrandePhase,
  GRANDE_PHASE_SQUARE, GRANDE_ACT_SQUARE, GRANDE_SQ_GIVE, GRANDE_SQ_REFUSE } from "./epic/actions";
import { grandeOn } from "./epic/config";
import { grandeLegal, grandePicks, grandeHandOk } from "./epic/grande-turn";
import { grandeHalves } from "./epic/grande-seats";
import { eGet, E_MARCHA, E_MARCHB, E_MARCHI, E_SECA, E_SECB, E_CARD2 } from "./epic/block";
import { initLegal } from "./epic/initiative";
import { genPicks, isTactic, isSectionCard, printedSections, handCardOk } from "./epic/placement";
import { multiSeat, stepRole, stepSlot, slotHolder, slotCount, oneHolder, sectionRole, sectionFor, SD_MARCH } from "./epic/seats";

const reach = new StaticArray<i16>(MAX_HEX);
const queue = new StaticArray<i16>(MAX_HEX);
const seen = new StaticArray<u8>(MAX_HEX);
const scratch = new StaticArray<i32>(MAX_ACTIONS);

/** Section bits a 3-star card of this turn marches in: its printed section, or the chosen one. */
@inline function cardMask(k: i32, chosen: i32): i32 { return isTactic(k) ? chosen : printedSections(k); }

/** Which slot's March Moves a piece on hex h may use now: 1 the hand card, 2 the display card, 3 / 4 the
 *  flags rolled by the commander of slot 2 / 3 on initiative (D.7, in his section only), 0 none. */
export function marchBudgetAt(s: usize, h: i32): i32 {
  if (grandeOn) return grandeMarchAt(s, h);
  const sec = secOf(s, h);
  // seats (D.7): once a slot's holder has ended his March Moves, a piece on a dotted line in two
  // slots' sections marches with a later slot's
  const from = multiSeat() ? stepSlot(s, SD_MARCH) : 0;
  if (from == 0 && eGet(s, E_MARCHA) > 0 && (sec & cardMask(played(s), eGet(s, E_SECA))) != 0) return 1;
  if (from <= 1 && eGet(s, E_MARCHB) > 0 && (sec & cardMask(eGet(s, E_CARD2), eGet(s, E_SECB))) != 0) return 2;
  if (!multiSeat()) return 0;
  const n = slotCount(s);
  for (let i = max(2, from); i < n; i++) {
    if (eGet(s, E_MARCHI + i - 2) > 0 && sectionRole(sectionFor(h, active(s))) == slotHolder(s, i)) return i + 1;
  }
  return 0;
}

/** La Grande (D.8, seed 2995-3025): a slot's March Moves move pieces in its holder's two sections;
 *  slot i's budget is E_MARCHA, E_MARCHB, then E_MARCHI (slots 2, 3: an own 3-star card or the flags
 *  rolled on initiative). The same walk of the slots as marchBudgetAt. */
function grandeMarchAt(s: usize, h: i32): i32 {
  const from = stepSlot(s, SD_MARCH), n = slotCount(s), side = active(s);
  for (let i = from; i < n; i++) {
    const b = eGet(s, i == 0 ? E_MARCHA : i == 1 ? E_MARCHB : E_MARCHI + i - 2);
    if (b > 0 && grandeHalves(h, side, slotHolder(s, i)) != 0) return i + 1;
  }
  return 0;
}

/** A unit's allowance for a March Move: its normal move (no card changes it), 1 out of a marsh. */
function marchAllowance(s: usize, u: i32): i32 {
  if (inSquare(s, u)) return 0;
  let m = <i32>unchecked(UNIT_MOVE[uType(s, u)]);
  if (terIn(terSlowOut, terrainAt(uHex(s, u))) && m > 1) m = 1;
  return m;
}

/** Appends the March Moves of unit u (codes EPIC_ACT_MARCH from-to); returns the count. */
function genUnitMarches(s: usize, u: i32, out: usize, n0: i32): i32 {
  const side = uSide(s, u);
  const start = uHex(s, u);
  const allow = marchAllowance(s, u);
  if (allow <= 0 || adjacentToEnemy(s, start, side)) return n0;
  unitReach(s, u, allow, reach); // the normal move's legal ends: reachDist(h) < 255
  return marchWalk(s, start, side, allow, false, out, n0);
}

/** Appends every March Move of the active side; returns the count. */
export function genMarches(s: usize, out: usize, n0: i32): i32 {
  let n = n0;
  const side = active(s);
  for (let w = 0; w < 2; w++) {
    let bits = sideUnitsWord(s, side, w);
    while (bits != 0) {
      const u = unitOfLsb(w, bits);
      bits &= bits - 1;
      if (!uAlive(s, u) || uSide(s, u) != side || uHas(s, u, UF_ORDERED) || uHas(s, u, UF_MOVED)) continue;
      if (marchBudgetAt(s, uHex(s, u)) == 0) continue;
      n = genUnitMarches(s, u, out, n);
    }
  }
  let lb = sideLeaders(side);
  while (lb != 0) {
    const l = <i32>ctz<u32>(lb);
    lb &= lb - 1;
    if (!lAlive(s, l) || lSide(s, l) != side || lHas(s, l, LF_ORDERED) || lHas(s, l, LF_MOVED)) continue;
    const h = lHex(s, l);
    if (unitAt(s, h) != NONE || marchBudgetAt(s, h) == 0) continue; // attached leaders go with their unit
    n = genLeaderMarches(s, l, out, n);
  }
  return n;
}

/** Appends the March Moves of lone leader l; returns the count. */
function genLeaderMarches(s: usize, l: i32, out: usize, n0: i32): i32 {
  const side = lSide(s, l);
  const start = lHex(s, l);
  if (adjacentToEnemy(s, start, side)) return n0;
  const ends = leaderReach(s, l, reach); // reachDist: hexes it may pass; reach[0..ends): hexes it may end on
  for (let i = 0; i < MAX_HEX; i++) unchecked(endOk[i] = 0);
  for (let i = 0; i < ends; i++) unchecked(endOk[<i32>unchecked(reach[i])] = 1);
  return marchWalk(s, start, side, 3, true, out, n0); // a leader moves up to 3 hexes (movement.ts leaderReach)
}
const endOk = new StaticArray<u8>(MAX_HEX);

/**
 * The March walk from `start` (header): single steps, at most `allow` of them, through hexes that are
 * legal ends of the piece's normal move (reachDist < 255) and not next to an enemy unit; entering a
 * hex where terrain stops movement ends the path. A unit may not step onto another unit. A lone
 * leader (`leader`) may, and joining the unit ends its path; it is listed only on the hexes it may
 * end on (endOk). Appends the EPIC_ACT_MARCH codes from n0; returns the count.
 */
@inline function marchWalk(s: usize, start: i32, side: i32, allow: i32, leader: bool, out: usize, n0: i32): i32 {
  let n = n0;
  for (let i = 0; i < MAX_HEX; i++) unchecked(seen[i] = 255);
  unchecked(seen[start] = 0);
  unchecked(queue[0] = <i16>start);
  let qh = 0, qt = 1;
  while (qh < qt) {
    const h = <i32>unchecked(queue[qh++]);
    const d = <i32>unchecked(seen[h]);
    if (d >= allow) continue;
    if (h != start && (terIn(terStops, terrainAt(h)) || (leader && unitAt(s, h) != NONE))) continue;
    for (let dir = 0; dir < 6; dir++) {
      const m = neighbor(h, dir);
      if (m < 0 || unchecked(seen[m]) != 255) continue;
      if (reachDist(m) == 255 || (!leader && unitAt(s, m) != NONE) || adjacentToEnemy(s, m, side)) continue;
      unchecked(seen[m] = <u8>(d + 1));
      unchecked(queue[qt++] = <i16>m);
      if (leader && unchecked(endOk[m]) == 0) continue;
      store<i32>(out + (<usize>n << 2), mkAct(EPIC_ACT_MARCH, start, m, 0));
      n++;
    }
  }
  return n;
}

/** Is any March Move possible now? */
export function hasMarch(s: usize): bool { return genMarches(s, changetype<usize>(scratch), 0) > 0; }

/** The legal list of an EPIC phase. */
export function epicLegal(s: usize, out: usize, p: i32): i32 {
  if (isGrandePhase(p)) return grandeLegal(s, p, out); // La Grande (D.8, epic/grande-turn.ts)
  if (p == EPIC_PHASE_PICK) return grandeOn ? grandePicks(s, played(s), out) : genPicks(s, played(s), out, 0);
  if (p == EPIC_PHASE_MARCH) {
    let n = genMarches(s, out, 0);
    if (multiSeat()) n = marchSeatFilter(s, out, n);
    store<i32>(out + (<usize>n << 2), mkAct(Act.SKIP, 0, 0, 0));
    return n + 1;
  }
  if (p == EPIC_PHASE_GIVE) return genGives(s, out);
  if (isInitPhase(p)) return initLegal(s, p, out); // D.7 initiative (epic/initiative.ts)
  if (p == GRANDE_PHASE_SQUARE) { // La Grande (D.5): the CinC asked for a square's card gives or refuses (applied in apply.ts)
    store<i32>(out, mkAct(GRANDE_ACT_SQUARE, 0, 0, GRANDE_SQ_GIVE));
    store<i32>(out + 4, mkAct(GRANDE_ACT_SQUARE, 0, 0, GRANDE_SQ_REFUSE));
    return 2;
  }
  return 0;
}

/** EPIC seats (D.7): the March Moves of the acting seat only (the card whose budget a piece uses). */
function marchSeatFilter(s: usize, out: usize, n: i32): i32 {
  if (oneHolder(s)) return n;
  const r = stepRole(s, SD_MARCH);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const code = load<i32>(out + (<usize>i << 2));
    const by = slotHolder(s, marchBudgetAt(s, actA(code)) - 1);
    if (by == r) { store<i32>(out + (<usize>m << 2), code); m++; }
  }
  return m;
}

/** Is card k (the hand card, or the display card taken) played face up by the CinC (D.7: a
 *  multi-section card), so that it cannot be given? */
@inline function staysWithCinC(k: i32): bool { return k == EPIC_NO_PICK || (!isTactic(k) && !isSectionCard(k)); }

/** 4 seats (D.7): the cards the CinC may give his sub-commander (EPIC_ACT_GIVE c = GIVE_*); 0 when
 *  the hand-over is forced (a multi-section card stays with the CinC, the other card goes). */
export function genGives(s: usize, out: usize): i32 {
  const a = played(s), b = eGet(s, E_CARD2);
  const fa = !staysWithCinC(a), fb = !staysWithCinC(b);
  let n = 0;
  if (fa && (fb || b == EPIC_NO_PICK)) { store<i32>(out, mkAct(EPIC_ACT_GIVE, 0, 0, GIVE_HAND)); n++; }
  if (fb && fa) { store<i32>(out + (<usize>n << 2), mkAct(EPIC_ACT_GIVE, 0, 0, GIVE_DISPLAY)); n++; }
  if (fa && b == EPIC_NO_PICK) { store<i32>(out + (<usize>n << 2), mkAct(EPIC_ACT_GIVE, 0, 0, GIVE_NONE)); n++; }
  return n;
}

/** 4 seats: the forced hand-over when there is no choice (genGives empty): roles of (hand, display). */
export function forcedHolders(s: usize): i32 {
  const a = played(s), b = eGet(s, E_CARD2);
  if (staysWithCinC(a) && b != EPIC_NO_PICK && !staysWithCinC(b)) return 1 << 2; // the display card goes
  if (!staysWithCinC(a) && b != EPIC_NO_PICK && staysWithCinC(b)) return 1;      // the hand card goes
  return 0;
}

/** May hand card k be played as the turn's first card (a display card completes it)? */
export function epicHandCardOk(s: usize, k: i32): bool { return hand(s, active(s), k) > 0 && (grandeOn ? grandeHandOk(s, k) : handCardOk(s, k)); }
