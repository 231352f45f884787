// The game contract (contract.ts) implemented once for every wasm rules core. A core plugs in by
// exporting the standard boundary below (assembly/cc/index.ts does; a second engine such as
// assembly/bi/ exports the same names from its own wasm), and its game folder in src/games gives
// the few facts the exports do not carry (WasmGameConfig: seats, the ordering key, the deal).
//
//   stateNew() -> ptr    stateFree(ptr)    stateCopy(dst, src)    stateClone(src) -> ptr
//   stateEquals(a, b)    stateSize()       memory                 actionBuffer() -> ptr
//   legalActions(s, out) -> n             applyAction(s, code) -> 0|1   applyUnchecked(s, code)
//   currentPlayer(s) -> seat | CHANCE | TERMINAL (the core's globals)  isTerminal(s)  getWinner(s)
//   actorSeat(s) -> seat | raw CHANCE | raw TERMINAL (optional: a core with several seats a side;
//            when exported it names the seat to act, and currentPlayer(s) may name a side; read
//            only where currentPlayer(s) says a decision: the C&C core's raw CHANCE 2 is also seat 2)
//   chanceDenom(s)  chanceNum(s, code)    seedRng(seed)  sampleChance(s) -> code
//   determinize(s, viewer, seed)          observe(s, viewer) -> ptr   policyIndexOf(code, viewer)
//   rolloutValue(s, decisions)            rolloutTurnsValue(s, turns, decisions)
//   policyBlock(b, f) with enums PolicyBlock, PolicyField (optional: the policy-index block table)
//   globals: CHANCE, TERMINAL, MAX_ACTIONS (codes actionBuffer() and a legal(out) buffer hold),
//            OBS_VERSION, ACTION_VERSION, POLICY_SIZE, OBS_PLANES, OBS_GLOBALS
//
// A WasmState is a handle (instance, pointer to one fixed-size state block); cloning is a memory
// copy inside the instance. Callers: the Ancients facade (src/core/game.ts) builds one WasmGame per
// instance; search, agents and evaluators then use only the GameDef/GameState interfaces.
import type { CoreExports } from './wasm.js';
import { readPolicyBlocks } from './policy-blocks.js';
import {
  CHANCE, TERMINAL, type Encoding, type GameDef, type GameSpec, type GameState, type Heuristic, type Utility,
} from './contract.js';

/** What a game folder tells the wasm implementation (src/games/ancients/contract.ts for Ancients). */
export interface WasmGameConfig {
  id: string;
  variant: string;
  /** sides[seat] = the side that seat plays for. */
  seatSides: number[];
  numSides: number;
  /**
   * Not needed: the capacity of the core's action buffer is its MAX_ACTIONS global. A value given
   * here must equal it (kept so an older game folder that still passes it fails loudly if wrong).
   */
  maxActions?: number;
  maxLength: number;
  /** Board size of the observation grid (H = h, W = w). */
  board: { w: number; h: number };
  spec: GameSpec;
  /** Prepares a fresh block from stateNew() (deals fixed hands, finishes the deal). */
  initState?: (ptr: number) => void;
  orderKey?: (code: number) => number;
  /** Report hooks (GameState.turn, GameState.score) over a block; 0 when absent. */
  turn?: (ptr: number) => number;
  score?: (ptr: number, side: number) => number;
  /** Built lazily, once, from the game (heuristics may precompute tables). */
  heuristic?: (game: WasmGame) => Heuristic;
  /** Optional seat names and fixed chance index (GameDef.seatNames, chanceIndex; Encoding.CHANCE_SIZE). */
  seatNames?: readonly string[];
  /** Optional side names (GameDef.sideNames). */
  sideNames?: readonly string[];
  chanceIndex?: (code: number) => number;
  chanceSize?: number;
}

const UTILITY: Utility = { kind: 'zero-sum-sides', min: -1, max: 1 };
const noKey = (): number => -1;
const noKey0 = (): number => 0;

export class WasmGame implements GameDef {
  readonly id: string;
  readonly variant: string;
  readonly numSeats: number;
  readonly numSides: number;
  readonly maxActions: number;
  readonly maxLength: number;
  readonly utility = UTILITY;
  readonly encoding: Encoding;
  readonly spec: GameSpec;
  /** The core's own ids for chance and terminal (mapped to the contract's CHANCE and TERMINAL). */
  readonly rawChance: number;
  readonly rawTerminal: number;
  /** The core's action buffer (legalActions writes there). */
  readonly actionPtr: number;
  readonly obsFloats: number;
  readonly orderKeyOf: (code: number) => number;
  readonly seatNames?: readonly string[];
  readonly sideNames?: readonly string[];
  readonly chanceIndex?: (code: number) => number;
  /** The core's actorSeat (the seat at a decision), or null for a core with one seat a side. */
  readonly actorSeat: ((ptr: number) => number) | null;
  readonly turnOf: (ptr: number) => number;
  readonly scoreOf: (ptr: number, side: number) => number;
  private readonly seatSides: number[];
  private readonly init?: (ptr: number) => void;
  private readonly makeHeuristic?: (game: WasmGame) => Heuristic;
  private heur: Heuristic | undefined;
  private actionView: Int32Array;
  private floatView: Float32Array;

  constructor(readonly core: CoreExports, readonly config: WasmGameConfig, readonly actionText: (code: number) => string,
    readonly parseAction: (text: string) => { code: number } | { error: string }) {
    const g = (k: string) => (core[k] as WebAssembly.Global).value as number;
    this.id = config.id;
    this.variant = config.variant;
    this.seatSides = config.seatSides.slice();
    this.numSeats = this.seatSides.length;
    this.numSides = config.numSides;
    if (!(core.MAX_ACTIONS instanceof WebAssembly.Global)) throw new Error(`the ${config.id} core exports no MAX_ACTIONS (rebuild it: npm run build:core)`);
    this.maxActions = g('MAX_ACTIONS');
    if (config.maxActions !== undefined && config.maxActions !== this.maxActions) {
      throw new Error(`${config.id}: maxActions ${config.maxActions} differs from the core's MAX_ACTIONS ${this.maxActions}`);
    }
    this.maxLength = config.maxLength;
    this.spec = config.spec;
    this.rawChance = g('CHANCE');
    this.rawTerminal = g('TERMINAL');
    this.encoding = {
      OBS_VERSION: g('OBS_VERSION'), ACTION_VERSION: g('ACTION_VERSION'), POLICY_SIZE: g('POLICY_SIZE'),
      OBS_PLANES: g('OBS_PLANES'), OBS_GLOBALS: g('OBS_GLOBALS'), board: { w: config.board.w, h: config.board.h },
    };
    const blocks = readPolicyBlocks(core);
    if (blocks) this.encoding.POLICY_BLOCKS = blocks;
    if (config.seatNames) this.seatNames = config.seatNames.slice();
    if (config.sideNames) this.sideNames = config.sideNames.slice();
    // a core with several seats a side exports actorSeat (the seat at a decision; currentPlayer
    // may give a side there). Read only at decisions: its chance/terminal ids may equal a seat.
    this.actorSeat = typeof core.actorSeat === 'function' ? (core.actorSeat as (p: number) => number) : null;
    if (config.chanceIndex && config.chanceSize !== undefined) {
      this.chanceIndex = config.chanceIndex;
      this.encoding.CHANCE_SIZE = config.chanceSize;
    }
    this.obsFloats = this.encoding.OBS_PLANES * config.board.w * config.board.h + this.encoding.OBS_GLOBALS;
    this.actionPtr = core.actionBuffer();
    this.orderKeyOf = config.orderKey ?? noKey;
    this.turnOf = config.turn ?? noKey0;
    this.scoreOf = config.score ?? noKey0;
    this.init = config.initState;
    this.makeHeuristic = config.heuristic;
    this.actionView = new Int32Array(core.memory.buffer, this.actionPtr, this.maxActions);
    this.floatView = new Float32Array(core.memory.buffer);
  }

  get heuristic(): Heuristic | undefined {
    if (this.heur === undefined && this.makeHeuristic) this.heur = this.makeHeuristic(this);
    return this.heur;
  }

  sideOf(seat: number): number { return this.seatSides[seat]; }

  newState(): WasmState {
    const ptr = this.core.stateNew();
    this.init?.(ptr);
    return new WasmState(this, ptr);
  }

  /** A handle on an existing block of this instance (the facade's State shares its block). */
  stateAt(ptr: number): WasmState { return new WasmState(this, ptr); }

  seedChance(seed: number): void { this.core.seedRng(seed); }

  /** The action buffer as a view (rebuilt when the memory grew: growing detaches old views, whose length drops to 0). */
  actions(): Int32Array {
    if (this.actionView.length === 0) this.actionView = new Int32Array(this.core.memory.buffer, this.actionPtr, this.maxActions);
    return this.actionView;
  }
  floats(): Float32Array {
    if (this.floatView.length === 0) this.floatView = new Float32Array(this.core.memory.buffer);
    return this.floatView;
  }
}

export class WasmState implements GameState {
  private readonly core: CoreExports;
  constructor(readonly game: WasmGame, readonly ptr: number) {
    this.core = game.core;
  }

  clone(): WasmState { return new WasmState(this.game, this.core.stateClone(this.ptr)); }
  /** A memory copy inside the instance; a state of another instance (another game object) goes through its bytes. */
  copyFrom(src: GameState): void {
    if (src.game === this.game) this.core.stateCopy(this.ptr, (src as WasmState).ptr);
    else this.setBytes(src.bytes());
  }
  equals(other: GameState): boolean {
    if (other.game === this.game) return this.core.stateEquals(this.ptr, (other as WasmState).ptr) === 1;
    const a = this.bytes(), b = other.bytes();
    return a.length === b.length && a.every((x, i) => x === b[i]);
  }
  free(): void { this.core.stateFree(this.ptr); }
  bytes(): Uint8Array {
    return new Uint8Array(this.core.memory.buffer, this.ptr, this.core.stateSize()).slice();
  }
  setBytes(b: Uint8Array): void {
    const size = this.core.stateSize();
    if (b.length !== size) throw new Error(`saved state has ${b.length} bytes, this engine expects ${size}`);
    new Uint8Array(this.core.memory.buffer, this.ptr, size).set(b);
  }

  currentPlayer(): number {
    // chance and terminal from the core's currentPlayer (its raw ids, 2 and 3 in the C&C core,
    // would collide with seats 2 and 3 if read from actorSeat); the seat from actorSeat
    const p = this.core.currentPlayer(this.ptr);
    if (p === this.game.rawChance) return CHANCE;
    if (p === this.game.rawTerminal) return TERMINAL;
    const seat = this.game.actorSeat;
    return seat === null ? p : seat(this.ptr);
  }
  isTerminal(): boolean { return this.core.isTerminal(this.ptr) === 1; }
  isChance(): boolean { return this.core.currentPlayer(this.ptr) === this.game.rawChance; }

  legal(out: Int32Array): number {
    const n = this.core.legalActions(this.ptr, this.game.actionPtr);
    const a = this.game.actions();
    for (let i = 0; i < n; i++) out[i] = a[i];
    return n;
  }
  apply(code: number): boolean { return this.core.applyAction(this.ptr, code) === 1; }
  applyUnchecked(code: number): void { this.core.applyUnchecked(this.ptr, code); }

  chanceOutcomes(codes: Int32Array, probs: Float64Array): number {
    const d = this.core.chanceDenom(this.ptr);
    if (d === 0) return 0;
    const n = this.legal(codes);
    for (let i = 0; i < n; i++) probs[i] = this.core.chanceNum(this.ptr, codes[i]) / d;
    return n;
  }
  sampleChance(): number {
    const code = this.core.sampleChance(this.ptr);
    this.core.applyUnchecked(this.ptr, code);
    return code;
  }
  determinize(viewer: number, seed: number): void { this.core.determinize(this.ptr, viewer, seed); }

  returns(out: Float64Array): void {
    const g = this.game;
    const terminal = this.isTerminal();
    const w = terminal ? this.core.getWinner(this.ptr) : -1;
    const decided = w >= 0 && w < g.numSides;
    for (let s = 0; s < g.numSeats; s++) {
      out[s] = !decided ? 0 : g.sideOf(s) === w ? g.utility.max : g.utility.min;
    }
  }

  observe(seat: number, planes: Float32Array, globals: Float32Array): void {
    const g = this.game;
    const at = this.core.observe(this.ptr, seat) >>> 2;
    const f = g.floats();
    const np = g.obsFloats - g.encoding.OBS_GLOBALS;
    for (let i = 0; i < np; i++) planes[i] = f[at + i];
    for (let i = 0; i < g.encoding.OBS_GLOBALS; i++) globals[i] = f[at + np + i];
  }
  /** The viewer is the seat to act (a seat: the core takes `viewer & 1` where it needs a side). */
  policyIndex(code: number): number {
    const p = this.core.currentPlayer(this.ptr);
    const seat = this.game.actorSeat;
    return this.core.policyIndexOf(code, seat === null || p === this.game.rawChance || p === this.game.rawTerminal ? p : seat(this.ptr));
  }
  orderKey(code: number): number { return this.game.orderKeyOf(code); }

  rollout(decisions: number, turns: number): number {
    return turns > 0 ? this.core.rolloutTurnsValue(this.ptr, turns, decisions) : this.core.rolloutValue(this.ptr, decisions);
  }
  turn(): number { return this.game.turnOf(this.ptr); }
  score(side: number): number { return this.game.scoreOf(this.ptr, side); }
}
