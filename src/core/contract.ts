// The game-independent contract (DESIGN.md "The game contract", issue 17 Shape 3), shaped like
// OpenSpiel's Game/State split. Search (src/search), agents (src/agents), evaluators (src/eval),
// the arena and the workers see only these two interfaces; every engine implements them once
// (wasm cores: src/core/wasm-contract.ts). Documented in docs/contract.md.
//
// Seats and sides. A seat is who takes a decision; a side is who wins or loses. Every decision of
// the rules is taken by a seat, and each seat belongs to one side (`sideOf`). Ancients has one seat
// per side (seat i = side i); an EPIC game may give a side several seats (Commander-in-Chief and
// commanders). Hidden information is per seat: `determinize(viewer, seed)` resamples what seat
// `viewer` cannot see, teammates' hands included.
//
// Values. Utility is zero-sum between two sides: a side's return is in [utility.min, utility.max],
// the two sides' returns sum to 0, and every seat of a side has its side's return. Search and
// evaluators speak of "the value for side 0" (`sideValue`), in [-1, 1].
//
// Buffers. `legal(out)` writes codes into a caller buffer of at least `game.maxActions` entries and
// returns the count; `chanceOutcomes` and `observe` write into caller buffers too. No method on
// the hot path (legal, apply, currentPlayer, isTerminal, sampleChance, rollout) allocates.

import type { CoreBuild } from './wasm.js';

/** `currentPlayer()` at a chance node (OpenSpiel's kChancePlayerId is -1 too). */
export const CHANCE = -1;
/** `currentPlayer()` at a terminal state. */
export const TERMINAL = -2;

/** Encoding versions and sizes a model or a data set must agree with (a model card names them). */
export interface Encoding {
  OBS_VERSION: number;
  ACTION_VERSION: number;
  /** Size of the fixed policy index (distinct decision actions of one seat). */
  POLICY_SIZE: number;
  /** Observation planes C over the grid (H = board.h, W = board.w), then OBS_GLOBALS features. */
  OBS_PLANES: number;
  OBS_GLOBALS: number;
  board: { w: number; h: number };
  /**
   * The policy index as blocks, lowest index first, when the core exports its table (the C&C core
   * does: src/core/policy-blocks.ts). Self-play meta and manifests and model cards carry it, and
   * training builds its policy head from it (training/vexnet/layout.py).
   */
  POLICY_BLOCKS?: PolicyBlockInfo[];
  /**
   * Size of the game's fixed chance index (GameDef.chanceIndex), when it has one: a client keeps a
   * constant-size action space for chance outcomes (the protocol's `spec.chanceSize`).
   */
  CHANCE_SIZE?: number;
}

/**
 * One block of a fixed policy index: indices [start, start + size). With perHex 0 the block names
 * no hex (index = start + k). Otherwise it has size / perHex hex slots and perHex entries per slot:
 * hexMajor gives index = start + slot * perHex + k, else index = start + k * slots + slot.
 */
export interface PolicyBlockInfo {
  name: string;
  start: number;
  size: number;
  perHex: number;
  hexMajor: boolean;
}

export interface Utility {
  kind: 'zero-sum-sides';
  min: number;
  max: number;
}

/**
 * What it takes to build the same game again in another thread (a worker) or process: plain,
 * structured-cloneable data that `createGame(spec)` in src/games/registry.ts turns into a GameDef.
 */
export interface GameSpec {
  /** The engine id in the games registry ("ancients"). */
  game: string;
  /** The game's own scenario data (for Ancients: a NormalizedScenario). */
  scenario: unknown;
  build?: CoreBuild;
  rules?: Record<string, number>;
}

/**
 * An optional one-ply heuristic a game may give (src/agents/greedy.ts asks it): a score for each
 * legal action of `seat` in `state` (a determinized copy the caller owns and may not keep).
 * `scratch` is a state of the same game the heuristic may overwrite. Higher is better. `params`
 * are the game's own tuning weights by name (the greedy agent passes its spec's numbers).
 */
export interface Heuristic {
  scoreActions(state: GameState, scratch: GameState, seat: number, actions: Int32Array, n: number, out: Float64Array, params?: Readonly<Record<string, number>>): void;
}

/** The immutable part: one scenario of one engine (its sizes, its notation), and a state factory. */
export interface GameDef {
  /** Engine id ("ancients"), as in the games registry. */
  readonly id: string;
  /** The scenario (or variant) id, e.g. "001-akragas". */
  readonly variant: string;
  readonly numSeats: number;
  readonly numSides: number;
  /** The side a seat plays for. */
  sideOf(seat: number): number;
  /** Capacity a `legal(out)` buffer needs (the most codes one position can have). */
  readonly maxActions: number;
  /** An upper bound on the actions of one game (chance outcomes included); loops stop there. */
  readonly maxLength: number;
  readonly utility: Utility;
  readonly encoding: Encoding;
  readonly spec: GameSpec;
  readonly heuristic?: Heuristic;
  /**
   * Optional names of the seats, in seat order (["prussian", "french"]); the protocol and the
   * Python environment name seats and agents by them. Without it: "bottom", "top" for two seats
   * (the C&C board sides), else "seat0", "seat1", ...
   */
  readonly seatNames?: readonly string[];
  /**
   * Optional names of the sides, in side order (["french", "allied"]); the protocol names winners
   * and scores by them. Without it: src/core/seats.ts sideNamesOf (a two-seat game's seat names).
   */
  readonly sideNames?: readonly string[];
  /**
   * Optional fixed chance index: a chance outcome code to 0 .. encoding.CHANCE_SIZE-1 (-1 for a code
   * that is no chance outcome). The counterpart of the policy index for chance nodes (protocol).
   */
  chanceIndex?(code: number): number;
  /** A state at the start of the game (chance may be to act: the deal). */
  newState(): GameState;
  /** Seeds the engine's own chance generator (sampleChance, rollouts). */
  seedChance(seed: number): void;
  /** Stable text of an action code (docs/notation.md for Ancients). */
  actionText(code: number): string;
  parseAction(text: string): { code: number } | { error: string };
}

/** The mutable part: one position. Owned by whoever created it (newState, clone); `free` ends it. */
export interface GameState {
  readonly game: GameDef;
  clone(): GameState;
  copyFrom(src: GameState): void;
  equals(other: GameState): boolean;
  free(): void;
  /** Serialized bytes (save/load, sending a position to a worker). */
  bytes(): Uint8Array;
  setBytes(b: Uint8Array): void;

  /** The seat to act, or CHANCE, or TERMINAL. */
  currentPlayer(): number;
  isTerminal(): boolean;
  isChance(): boolean;
  /** Writes the legal action codes (or chance outcome codes) into `out`; returns the count. */
  legal(out: Int32Array): number;
  /** Applies a legal code and returns true; returns false and leaves the state unchanged otherwise. */
  apply(code: number): boolean;
  /** Applies a code known to be legal (search hot path: no check). */
  applyUnchecked(code: number): void;
  /** At a chance node: the outcomes into `codes` and their probabilities (sum 1) into `probs`; returns the count (0 elsewhere). */
  chanceOutcomes(codes: Int32Array, probs: Float64Array): number;
  /** Samples a chance outcome with the engine's generator, applies it, returns its code. */
  sampleChance(): number;
  /** Resamples everything seat `viewer` cannot see, consistently with what it has seen. */
  determinize(viewer: number, seed: number): void;
  /** Returns per seat into `out` (terminal: the result; before: 0 for every seat). */
  returns(out: Float64Array): void;
  /** The observation of `seat` (Encoding): planes [C*H*W] and globals [G] into the buffers. */
  observe(seat: number, planes: Float32Array, globals: Float32Array): void;
  /** Policy index of a decision code for the seat to act (-1 for codes without one). */
  policyIndex(code: number): number;
  /**
   * An optional grouping key for search: actions with a key >= 0 commute within an uninterrupted
   * run of such actions (ordering units of an order phase), so a search may take them in
   * increasing key order only. -1: the action takes part in no such run.
   */
  orderKey(code: number): number;
  /**
   * Plays the engine's own rollout policy inside the engine (no boundary crossing per step): at
   * most `decisions` decisions (0: no cap), or with `turns` > 0 until `turns` whole turns have
   * passed; then the engine's static value. Returns the value for side 0 in [-1, 1].
   */
  rollout(decisions: number, turns: number): number;
  /** The turn number for reports (arena, logs); 0 for a game without turns. */
  turn(): number;
  /** A side's running score as players see it (banners in Commands & Colors); 0 when the game keeps none. */
  score(side: number): number;
  /**
   * Optional JSON view of the position for tools (the protocol's `state`, renderers): with
   * `viewer`, what that seat cannot see is left out; without it, everything.
   */
  toJSON?(viewer?: number): Record<string, unknown>;
}

/** An object that carries a contract state over its own storage (the Ancients facade State). */
export interface CarriesState { readonly contract: GameState }
/** An object that carries a contract game (the Ancients facade Game). */
export interface CarriesGame { readonly contract: GameDef }
export type StateRef = GameState | CarriesState;
export type GameRef = GameDef | CarriesGame;

/** The contract state behind a reference. */
export function stateOf(s: StateRef): GameState {
  return 'contract' in s ? s.contract : s;
}
/** The contract game behind a reference. */
export function gameOf(g: GameRef): GameDef {
  return 'contract' in g ? g.contract : g;
}

const scratch = new WeakMap<GameDef, Int32Array>();
/** The legal codes as a fresh array (allocates: for agents and tools, not for search loops). */
export function legalList(s: GameState): number[] {
  let buf = scratch.get(s.game);
  if (!buf) { buf = new Int32Array(s.game.maxActions); scratch.set(s.game, buf); }
  const n = s.legal(buf);
  return Array.from(buf.subarray(0, n));
}

/** The value for side 0 of a terminal state, from its per-seat returns (`ret` has numSeats entries). */
export function sideValue(s: GameState, ret: Float64Array, seatOfSide0: number): number {
  s.returns(ret);
  return ret[seatOfSide0];
}

/** The first seat of `side` (the seat whose return is the side's). */
export function firstSeatOf(game: GameDef, side: number): number {
  for (let s = 0; s < game.numSeats; s++) if (game.sideOf(s) === side) return s;
  throw new Error(`game ${game.id} has no seat for side ${side}`);
}

/** Throws a one-line Error unless a seat (not chance, not terminal) is to act; returns the seat. */
export function assertSeat(s: GameState): number {
  if (s.isTerminal()) throw new Error('the game is over: no side to act');
  if (s.isChance()) throw new Error('a chance node: no side to act (apply or sample an outcome)');
  return s.currentPlayer();
}
