// What the protocol serves of one compiled scenario of any engine: the game contract
// (src/core/contract.ts) plus the few facts a client needs that the contract leaves optional (seat
// names, the chance index, a scenario hash), and, for Ancients only, the facade Game
// (src/core/game.ts) behind the Ancients-only methods (reach, targets, los) and the rich `state`
// view, and for every game on the C&C core (Ancients, Napoleonics, EPIC) the board of a state
// (board-view.ts) that `state` serves. Every other method works on the contract alone, so a new
// entry in the games registry (src/games/load.ts GAMES) is served without protocol code of its
// own. Callers: server.ts, session.ts, step.ts, learning.ts.
import { State, type Game } from '../core/game.js';
import type { GameDef, GameState } from '../core/contract.js';
import { WasmGame, type WasmState } from '../core/wasm-contract.js';
import { readEnum, readEnums } from '../core/enums.js';
import { fnv1a64 } from '../selfplay/record.js';
import { chanceIndex as ancientsChanceIndex, type ChanceIndex } from './chance-index.js';
import { ccChanceIndex } from './cc-chance-index.js';
import { seatNamesOf, seatTable, sideNamesOf, type SeatInfo } from '../core/seats.js';
import { boardView } from './board-view.js';

export { seatNamesOf };

export interface ServedGame {
  readonly def: GameDef;
  /** The engine id ("ancients", "blood-and-iron"). */
  readonly engine: string;
  readonly scenario: { readonly id: string; readonly name: string };
  /** Seat names in seat order (views, `toAct`). */
  readonly seats: readonly string[];
  /** Side names in side order (winners, scores); a two-seat game's are its seat names. */
  readonly sides: readonly string[];
  /** Each seat's number, name and side (`new`, `state`, `spec`). */
  readonly seatInfo: readonly SeatInfo[];
  readonly chance: ChanceIndex;
  /** The Ancients facade of this instance, or null for an engine served through the contract only. */
  readonly facade: Game | null;
  /** The facade state over a contract state of this game (null without a facade). */
  facadeOf(s: GameState): State | null;
  /** A code from a code or an action text; throws a one-line Error for text that does not parse. */
  codeOf(action: number | string): number;
  actionText(code: number): string;
  /** The observation of `seat` into scratch buffers owned by this object (valid until the next call). */
  observe(s: GameState, seat: number): { planes: Float32Array; globals: Float32Array };
  /** The board of a state as `state` serves it (boardJson), or null for an engine not on the C&C
   *  core (Blood & Iron: its own toJSON carries its units). */
  boardOf(s: GameState): BoardJson | null;
}

/** A unit's code as its scenario file writes it (Napoleonics: nation "RU", type "R-LN"). */
export interface FileCode { nation: string; code: string }

/** The board fields of the `state` of a game on the C&C core (docs/protocol.md "state"). */
export interface BoardJson {
  units: Record<string, unknown>[];
  leaders: Record<string, unknown>[];
  terrain: { hex: string; type: string }[];
  objectives: Record<string, unknown>[];
}

/** The board of facade state `st` with sides by name; `codes` (unit id -> its file code) adds `nation` and `code` to a unit. */
export function boardJson(st: State, sides: readonly string[], codes?: ReadonlyMap<number, FileCode>): BoardJson {
  const v = boardView(st);
  const side = (name: 'bottom' | 'top') => sides[name === 'bottom' ? 0 : 1];
  const sideOrNull = (n: number) => (n === 0 || n === 1 ? sides[n] : null);
  return {
    units: v.units.map(({ id, ...u }) => ({ ...u, side: side(u.side), ...codes?.get(id) })),
    leaders: v.leaders.map(({ id: _id, ...l }) => ({ ...l, side: side(l.side) })),
    terrain: v.terrain,
    // side / holder null: either side may take it / nobody holds it
    objectives: v.objectives.map(({ index: _i, ...o }) => ({ ...o, side: sideOrNull(o.side), holder: sideOrNull(o.holder) })),
  };
}

/** The seat facts of a served game (names, sides; src/core/seats.ts). */
function seatFacts(def: GameDef): Pick<ServedGame, 'seats' | 'sides' | 'seatInfo'> {
  return { seats: seatNamesOf(def), sides: sideNamesOf(def), seatInfo: seatTable(def) };
}

function observer(def: GameDef): ServedGame['observe'] {
  const e = def.encoding;
  const planes = new Float32Array(e.OBS_PLANES * e.board.w * e.board.h);
  const globals = new Float32Array(e.OBS_GLOBALS);
  return (s, seat) => {
    s.observe(seat, planes, globals);
    return { planes, globals };
  };
}

/** An Ancients scenario compiled into `game` (the facade's own notation and chance index). */
export function servedAncients(game: Game): ServedGame {
  const def = game.contract, sides = sideNamesOf(def);
  return {
    def, engine: def.id, scenario: { id: game.scenario.id, name: game.scenario.name }, ...seatFacts(def),
    chance: ancientsChanceIndex(game), facade: game,
    facadeOf: (s) => new State(game, (s as WasmState).ptr),
    codeOf: (a) => game.codeOf(a),
    actionText: (c) => game.actionText(c),
    observe: observer(def),
    boardOf: (s) => boardJson(new State(game, (s as WasmState).ptr), sides),
  };
}

const NO_CHANCE_INDEX: ChanceIndex = { size: 0, of: () => -1 };

/** The chance index of a contract game: its own (GameDef.chanceIndex), else the C&C core's by code
 *  when the game runs on that core (a WasmGame whose core exports the Card and Face enums:
 *  Napoleonics, EPIC; cc-chance-index.ts),
 *  else none (every outcome -1, size 0: clients then sample chance in the engine). */
function contractChanceIndex(def: GameDef): ChanceIndex {
  const size = def.encoding.CHANCE_SIZE ?? 0;
  if (def.chanceIndex && size > 0) return { size, of: def.chanceIndex.bind(def) };
  if (def instanceof WasmGame) {
    let enums;
    try {
      enums = readEnums(def.core);
    } catch {
      return NO_CHANCE_INDEX;
    }
    if (enums.Card.name.length > 0 && enums.Face.name.length > 0) {
      // Tactician cards are outcomes only of an encoding that has Tactician decisions (v2,
      // Napoleonics); an Ancients game served this way keeps the Ancients index's size
      const tactician = def.encoding.POLICY_BLOCKS?.some((b) => b.name === 'TACT_DISCARD') ? readEnum(def.core, 'TCard') : { code: {}, name: [] };
      return ccChanceIndex(enums, tactician);
    }
  }
  return NO_CHANCE_INDEX;
}

/**
 * Any engine through the contract alone; `engine` is its id in the games registry. `board`: the
 * C&C facade Game the contract runs on (Napoleonics, EPIC) and its units' file codes by unit id,
 * for the board of `state` only (every other method stays on the contract).
 */
export function servedContract(def: GameDef, engine = def.id, board?: { game: Game; codes: ReadonlyMap<number, FileCode> }): ServedGame {
  const sides = sideNamesOf(def);
  return {
    def, engine, scenario: { id: def.variant, name: def.variant }, ...seatFacts(def),
    chance: contractChanceIndex(def),
    facade: null,
    facadeOf: () => null,
    codeOf(a) {
      if (typeof a === 'number') return a;
      const r = def.parseAction(a);
      if ('error' in r) throw new Error(r.error);
      return r.code;
    },
    actionText: (c) => def.actionText(c),
    observe: observer(def),
    boardOf: (s) => (board ? boardJson(new State(board.game, (s as WasmState).ptr), sides, board.codes) : null),
  };
}

/** A fingerprint of a contract game's scenario: engine, scenario id and the initial state's bytes
 *  (a save records it; `load` refuses a save whose scenario has changed since). */
export function contractHash(def: GameDef): string {
  const s = def.newState();
  try {
    return fnv1a64(`${def.id}:${def.variant}:` + Buffer.from(s.bytes()).toString('latin1'));
  } finally {
    s.free();
  }
}
