// Scenario setup and the state pool (exports to JavaScript, re-exported by index.ts): the facade
// describes a scenario (scenarioBegin .. scenarioEnd) into the template state, then stateNew()
// copies the template; dealCard()/finishDeal() leave the deal. One scenario per instance.
import { epicReset, epicConfigure, epicOn, displaySize, EpicScen } from "./epic/config";
import { clearTurn, displayTotal, E_DISPLAY_PENDING } from "./epic/block";
import { seatConfigure } from "./epic/seat-hands";
import { cmdHandsOn } from "./napoleonics/seat-block";
import { setEpicByte, SQUARE_BOXES } from "./state";
import { setBoard, MAX_HEX, neighbor } from "../common/geometry";
import {
  STATE_SIZE, clearState, phase, turn, card, setCommand, unitCount, setUnitCount, leaderCount, setLeaderCount, uSide,
  uBlocks, uMax, setUSide, setUType, setUBlocks, setUMax, setUFlags, placeUnit, setLSide, setLFlags, placeLeader,
  hand, setHand, deck, setDeck, setPhase, setActor, setWinner, setLastCard, unitAt, leaderAt, setMisc, UF_SACRED,
  LF_SUDDEN_DEATH, MAX_UNITS, MAX_LEADERS, GONE, NONE, drawQueueLen, drawQueue, setDrawQueue, setTurn, setPlayed,
  RESERVE, storeUnitHexRaw, storeLeaderHexRaw, MISC_TOP_FIRST, setIronWill,
} from "./state";
import { DECK_COUNTS, UNIT_BLOCKS } from "./ruleset";
import { fillAncients } from "./ancients/tables";
import { fillNapoleonics } from "./napoleonics/tables";
import {
  clearTerrain, setTerrain, setHillGroup, terrainAt, handSize, bannersToWin, setScenarioOption, resetScenarioOptions,
  resetRuleOptions, setRuleOpt, RuleOpt,
} from "./scenario";
import { Phase, Ter, CARD_KIND_COUNT, NO_CARD, NO_SIDE, BOTTOM, TOP, Ruleset } from "./types";
import { initMovementScratch } from "./movement";
import { buildTerrainBlockers } from "./combat";
import { queueDraw } from "./deck";
import { continueDraws } from "./turn";
import { hillGroupAt, setHasReserves, compileMechanisms } from "./scenario";
import { startBlocks } from "./rollout";
import { setEncodingRuleset } from "./encode";
import { resetNapConfig, napScenario } from "./napoleonics/config";
import { napAfterAction } from "./nap-flow";
import { noteSides } from "./pieces";

// ---- the initial state of the scenario (template) --------------------------------------------------
let template: usize = 0;
let freeList: usize = 0;

export function stateSize(): i32 { return <i32>STATE_SIZE; }

/** Starts describing an Ancients scenario on a board `w` x `h`; returns 0, or 1 for a bad board size. */
export function scenarioBegin(w: i32, h: i32): i32 { return scenarioBeginRuleset(w, h, Ruleset.ANCIENTS); }

/** Starts describing a scenario of ruleset `ruleset` (types.ts Ruleset) on a board `w` x `h`;
 *  returns 0, 1 for a bad board size, 2 for an unknown ruleset. The ruleset fills the table. */
export function scenarioBeginRuleset(w: i32, h: i32, ruleset: i32): i32 {
  if (ruleset == Ruleset.ANCIENTS) fillAncients();
  else if (ruleset == Ruleset.NAPOLEONICS) fillNapoleonics();
  else return 2;
  setEncodingRuleset(ruleset); // the ruleset's OBS_VERSION, ACTION_VERSION, POLICY_SIZE (encode.ts)
  if (!setBoard(w, h)) return 1;
  if (template == 0) template = heap.alloc(STATE_SIZE);
  clearState(template);
  clearTerrain();
  resetScenarioOptions();
  resetRuleOptions();
  initMovementScratch();
  setHasReserves(false);
  resetNapConfig(); // GM&T / EPIC pieces (napoleonics/config.ts)
  epicReset(); // the EPIC turn is off until scenarioEpic turns it on (epic/config.ts)
  seatConfigure(); // and with it the per-seat hands (epic/seat-hands.ts)
  return 0;
}

export function scenarioTerrain(hex: i32, t: i32, owner: i32): void { setTerrain(hex, t, owner); }

/** Adds a unit (blocks 0: full strength, maxBlocks 0: the type's blocks); returns its index or -1
 *  when the roster is full or the hex is taken. */
export function scenarioUnit(side: i32, t: i32, hex: i32, blocks: i32, maxBlocks: i32, sacred: i32): i32 {
  const n = unitCount(template);
  if (n >= MAX_UNITS || unitAt(template, hex) != NONE) return -1;
  setUnitCount(template, n + 1);
  setUSide(template, n, side);
  setUType(template, n, t);
  setUMax(template, n, maxBlocks > 0 ? maxBlocks : <i32>UNIT_BLOCKS[t]);
  setUBlocks(template, n, blocks > 0 ? blocks : uMax(template, n)); // 0: full strength
  setUFlags(template, n, sacred != 0 ? UF_SACRED : 0);
  placeUnitInit(n, hex);
  return n;
}

function placeUnitInit(u: i32, hex: i32): void {
  // a new unit has hex 0 in a cleared block: write through placeUnit from a "gone" position
  storeGone(u);
  placeUnit(template, u, hex);
}
@inline function storeGone(u: i32): void { storeUnitHexRaw(template, u, GONE); }

/** Adds a leader (attached if a friendly unit shares the hex); returns its index or -1. */
export function scenarioLeader(side: i32, hex: i32, scipio: i32): i32 {
  const n = leaderCount(template);
  if (n >= MAX_LEADERS || leaderAt(template, hex) != NONE) return -1;
  setLeaderCount(template, n + 1);
  setLSide(template, n, side);
  setLFlags(template, n, scipio != 0 ? LF_SUDDEN_DEATH : 0);
  storeLeaderHexRaw(template, n, GONE);
  placeLeader(template, n, hex);
  return n;
}

/** Adds a unit waiting off the board (scenario reserves, magoAmbush; blocks 0 = full strength);
 *  returns its index or -1. */
export function scenarioReserve(side: i32, t: i32, blocks: i32, maxBlocks: i32): i32 {
  const n = unitCount(template);
  if (n >= MAX_UNITS) return -1;
  setUnitCount(template, n + 1);
  setUSide(template, n, side);
  setUType(template, n, t);
  setUMax(template, n, maxBlocks > 0 ? maxBlocks : <i32>UNIT_BLOCKS[t]);
  setUBlocks(template, n, blocks > 0 ? blocks : uMax(template, n));
  setUFlags(template, n, 0);
  storeGone(n);
  placeUnit(template, n, RESERVE);
  setHasReserves(true);
  return n;
}

/** Adds a leader waiting off the board with the reserves (he enters with the first unit). */
export function scenarioReserveLeader(side: i32): i32 {
  const n = leaderCount(template);
  if (n >= MAX_LEADERS) return -1;
  setLeaderCount(template, n + 1);
  setLSide(template, n, side);
  setLFlags(template, n, 0);
  storeLeaderHexRaw(template, n, GONE);
  placeLeader(template, n, RESERVE);
  return n;
}

export function scenarioSide(side: i32, cards: i32, toWin: i32): void {
  handSize[side] = <u8>cards;
  bannersToWin[side] = <u8>toWin;
}
export function scenarioFirst(side: i32): void { setMisc(template, side == TOP ? MISC_TOP_FIRST : 0); }
export function scenarioOption(id: i32, v: i32): void { setScenarioOption(id, v); }
/** Napoleonics: Iron Will counters a side starts with (C.16, Prussia). */
export function scenarioIronWill(side: i32, n: i32): void { setIronWill(template, side, n); }
export function ruleOption(id: i32, v: i32): void { setRuleOpt(id, v); }
/** Napoleonics GM&T / EPIC pieces and D.9 objectives (napoleonics/config.ts NapScen ids): field works,
 *  conscripts, garrison pools, objectives, Tactician hands and deck, Guerrilla tokens. */
export function scenarioNap(id: i32, a: i32, b: i32, c: i32): i32 { return napScenario(template, id, a, b, c); }

/** EPIC (digest D.2-D.6; epic/config.ts EpicScen items), after scenarioEnd: ON deals the Messenger
 *  display after the hands (chance nodes), SECTIONS moves the dotted lines, DISPLAY and MARCH set
 *  the numbers. Returns 0, or -1 for a bad item. */
export function scenarioEpic(id: i32, a: i32, b: i32): i32 {
  const r = epicConfigure(id, a, b);
  if (r == 0) seatConfigure(); // 6 and 8 seats: the seats block's format and hex -> role table (epic/seat-hands.ts)
  if (r == 0 && epicOn) { clearTurn(template); setEpicByte(template, E_DISPLAY_PENDING, displaySize - displayTotal(template)); }
  if (r == 0 && id == EpicScen.ON && epicOn) {
    // D.5 squares: formed while at least one card stays in hand after the one laid on the track;
    // at most the starting hand - 1 at once, up to 6: the track's 4 boxes and counters 5 and 6
    // (SQUARE_BOXES; one option for both sides: the smaller starting hand sets it)
    setRuleOpt(RuleOpt.NAP_SQUARE_MIN_HAND, 2);
    // La Grande 8 seats (D.5): up to the CinC's starting hand, no "- 1" (his last card is kept otherwise)
    setRuleOpt(RuleOpt.NAP_SQUARE_COUNTERS, min(SQUARE_BOXES, min(<i32>handSize[0], <i32>handSize[1]) - (cmdHandsOn() ? 0 : 1)));
  }
  return r;
}

/** Finishes the scenario: hill groups, LOS blockers, the full deck and the deal. */
export function scenarioEnd(): i32 {
  computeHillGroups();
  buildTerrainBlockers();
  compileMechanisms();
  for (let k = 0; k < CARD_KIND_COUNT; k++) setDeck(template, k, <i32>DECK_COUNTS[k]);
  setCommand(template, BOTTOM, <i32>handSize[0]);
  setCommand(template, TOP, <i32>handSize[1]);
  setLastCard(template, 0, NO_CARD);
  setLastCard(template, 1, NO_CARD);
  setPlayed(template, NO_CARD);
  setWinner(template, NO_SIDE);
  setTurn(template, 0);
  // the deal: chance nodes, bottom's hand first, then top's
  queueDraw(template, BOTTOM, <i32>handSize[0]);
  queueDraw(template, TOP, <i32>handSize[1]);
  setPhase(template, Phase.DEAL);
  setActor(template, 2);
  noteStartBlocks();
  noteSides(template);
  return 0;
}

function computeHillGroups(): void {
  let g = 0;
  const stack = changetype<usize>(hillStack);
  for (let h = 0; h < MAX_HEX; h++) setHillGroup(h, 0);
  for (let h = 0; h < MAX_HEX; h++) {
    if (terrainAt(h) != Ter.HILL || hillGroupOf(h) != 0) continue;
    g++;
    let sp = 0;
    store<i16>(stack, <i16>h); sp = 1;
    setHillGroup(h, g);
    while (sp > 0) {
      sp--;
      const x = <i32>load<i16>(stack + (<usize>sp << 1));
      for (let d = 0; d < 6; d++) {
        const m = neighbor(x, d);
        if (m < 0 || terrainAt(m) != Ter.HILL || hillGroupOf(m) != 0) continue;
        setHillGroup(m, g);
        store<i16>(stack + (<usize>sp << 1), <i16>m); sp++;
      }
    }
  }
}
const hillStack = new StaticArray<i16>(MAX_HEX);
@inline function hillGroupOf(h: i32): i32 { return hillGroupAt(h); }

// ---- states ---------------------------------------------------------------------------------------------
/** A new state at the start of the scenario, in the DEAL phase: the facade may dealCard() fixed
 *  hands, then must call finishDeal(), which turns the rest of the deal into chance nodes. */
export function stateNew(): usize {
  let p: usize;
  if (freeList != 0) { p = freeList; freeList = load<usize>(p); }
  else p = heap.alloc(STATE_SIZE);
  memory.copy(p, template, STATE_SIZE);
  return p;
}
export function stateFree(p: usize): void { store<usize>(p, freeList); freeList = p; }
export function stateCopy(dst: usize, src: usize): void { memory.copy(dst, src, STATE_SIZE); }
export function stateClone(src: usize): usize { const p = stateNew(); memory.copy(p, src, STATE_SIZE); return p; }
export function stateEquals(a: usize, b: usize): i32 { return memory.compare(a, b, STATE_SIZE) == 0 ? 1 : 0; }

/** Puts a chosen card into a hand during the deal (scenario `hands`, tests); returns 1 or 0. */
export function dealCard(s: usize, side: i32, k: i32): i32 {
  if (phase(s) != Phase.DEAL || deck(s, k) == 0) return 0;
  // find the side's entry in the deal queue
  const n = drawQueueLen(s);
  for (let i = 0; i < n; i++) {
    const e = drawQueue(s, i);
    if ((e & 1) == side && (e >> 1) > 0) {
      setDeck(s, k, deck(s, k) - 1);
      setHand(s, side, k, hand(s, side, k) + 1);
      setDrawQueue(s, i, side | (((e >> 1) - 1) << 1));
      return 1;
    }
  }
  return 0;
}

/** Leaves the DEAL phase: remaining cards of the deal become DRAW chance nodes (or the first
 *  turn starts when every hand is full). Returns 1 when the first turn has begun. */
export function finishDeal(s: usize): i32 {
  if (phase(s) != Phase.DEAL) return 0;
  continueDraws(s);
  napAfterAction(s, -1); // objectives at the first turn's start, the Tactician deal (nap-flow.ts)
  return phase(s) == Phase.DRAW ? 0 : 1;
}

/** Starting blocks per side for the static evaluation (call after scenarioEnd). */
function noteStartBlocks(): void {
  startBlocks[0] = 0; startBlocks[1] = 0;
  const n = unitCount(template);
  for (let u = 0; u < n; u++) startBlocks[uSide(template, u)] += uBlocks(template, u);
}

