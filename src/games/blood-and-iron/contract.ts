/**
 * Blood & Iron I through the game contract (src/core/contract.ts): BiContractGame / BiContractState
 * over the facade (state.ts, BiGame / BiState), so search, agents, the arena, the CLI and the
 * protocol play it without knowing the game. Built by the games registry (src/games/load.ts,
 * id "blood-and-iron"); documented in docs/blood-and-iron.md ("Through the game contract").
 *
 * Mapping:
 *   seats = sides = [0 Prussian, 1 French]; the core's CHANCE (2) and TERMINAL (3) become the
 *   contract's CHANCE (-1) and TERMINAL (-2).
 *   legal(out)      the core's action buffer copied into `out` (capacity: the core's MAX_ACTIONS).
 *   determinize     seeds the core's generator with `seed`, then the core's chit resampling for the
 *                   viewer (the opponent's unrevealed chits go back into its cup and are redrawn).
 *                   It reseeds the generator sampleChance uses: callers reseed (seedChance) anyway.
 *   returns         winner +1 / loser -1, a draw 0 (R1).
 *   observe         planes.ts (public facts and the seat's own chits only).
 *   policyIndex     policy.ts: a fixed index per scenario (unit/leader slot x kind x direction or
 *                   hex), POLICY_SIZE and POLICY_BLOCKS from it; chanceIndex: die faces, then chits.
 *   orderKey        -1 (no commuting runs are declared).
 *   rollout         uniform random play inside the core (randomPlayout one action at a time), then
 *                   the static value of heuristic.ts.
 *   actionText      stateless (a code alone): "move <unit> d<dir>"; the facade's state-dependent
 *                   text with the destination hex is BiState.actionText (docs/blood-and-iron.md).
 */
import { CHANCE, TERMINAL, type Encoding, type GameDef, type GameSpec, type GameState, type Heuristic, type Utility } from '../../core/contract.js';
import { BiGame, BiState, BI_PLAYERS, type BiOptions } from './state.js';
import type { NormalizedBi } from './loader.js';
import { observeBi, OBS_PLANES, OBS_GLOBALS } from './planes.js';
import { biHeuristic, staticValue } from './heuristic.js';
import { codeText, parseCodeText } from './code-text.js';
import { biPolicy, biChanceIndex, BI_CHANCE_SIZE, type BiPolicy } from './policy.js';

export const BLOOD_AND_IRON = 'blood-and-iron';
const UTILITY: Utility = { kind: 'zero-sum-sides', min: -1, max: 1 };
/** Raw player ids of the core (assembly/bi/types.ts). */
const RAW_CHANCE = 2, RAW_TERMINAL = 3;

export class BiContractGame implements GameDef {
  readonly id = BLOOD_AND_IRON;
  readonly variant: string;
  readonly numSeats = 2;
  readonly numSides = 2;
  readonly maxActions: number;
  /** Random games of the longest scenario (froeschweiler) take about 3,300 actions; 50x that. */
  readonly maxLength = 200_000;
  readonly utility = UTILITY;
  readonly encoding: Encoding;
  readonly heuristic: Heuristic = biHeuristic;
  readonly seatNames = BI_PLAYERS;
  readonly policy: BiPolicy;
  readonly chanceIndex = biChanceIndex;
  private view: Int32Array;

  constructor(readonly bi: BiGame, readonly spec: GameSpec) {
    this.variant = bi.scenario.id;
    this.maxActions = (bi.core.MAX_ACTIONS as WebAssembly.Global).value as number;
    const m = bi.scenario.map;
    this.policy = biPolicy(bi.core);
    this.encoding = {
      OBS_VERSION: 1, ACTION_VERSION: 1, POLICY_SIZE: this.policy.size, OBS_PLANES, OBS_GLOBALS, board: { w: m.cols, h: m.rows },
      POLICY_BLOCKS: this.policy.blocks, CHANCE_SIZE: BI_CHANCE_SIZE,
    };
    this.view = new Int32Array(bi.core.memory.buffer, bi.out, this.maxActions);
  }

  /** Builds the game a spec names: `scenario` is a bundled id or a NormalizedBi; rules monotonicB5 / freeSetup (0/1). */
  static async create(spec: GameSpec): Promise<BiContractGame> {
    const opts: BiOptions = { monotonicB5: !!spec.rules?.monotonicB5, freeSetup: !!spec.rules?.freeSetup };
    const bi = await BiGame.create(spec.scenario as string | NormalizedBi, spec.build ?? 'release', opts);
    return new BiContractGame(bi, spec);
  }

  sideOf(seat: number): number { return seat; }
  newState(): BiContractState { return new BiContractState(this, this.bi.newState()); }
  seedChance(seed: number): void { this.bi.seed(seed); }
  actionText(code: number): string { return codeText(this.bi, code); }
  parseAction(text: string): { code: number } | { error: string } { return parseCodeText(this.bi, text); }

  /** The core's action buffer (a fresh view after the memory grew). */
  actions(): Int32Array {
    if (this.view.length === 0) this.view = new Int32Array(this.bi.core.memory.buffer, this.bi.out, this.maxActions);
    return this.view;
  }
}

export class BiContractState implements GameState {
  constructor(readonly game: BiContractGame, readonly bi: BiState) {}
  private get ptr(): number { return this.bi.ptr; }
  private get core() { return this.game.bi.core; }

  clone(): BiContractState { return new BiContractState(this.game, this.bi.clone()); }
  copyFrom(src: GameState): void {
    if (src.game === this.game) this.core.stateCopy(this.ptr, (src as BiContractState).ptr);
    else this.setBytes(src.bytes());
  }
  equals(other: GameState): boolean {
    if (other.game === this.game) return this.bi.equals((other as BiContractState).bi);
    const a = this.bytes(), b = other.bytes();
    return a.length === b.length && a.every((x, i) => x === b[i]);
  }
  free(): void { this.bi.free(); }
  bytes(): Uint8Array { return this.bi.bytes(); }
  setBytes(b: Uint8Array): void {
    const size = this.core.stateSize();
    if (b.length !== size) throw new Error(`saved state has ${b.length} bytes, Blood & Iron expects ${size}`);
    new Uint8Array(this.core.memory.buffer, this.ptr, size).set(b);
  }

  currentPlayer(): number {
    const p = this.core.currentPlayer(this.ptr);
    return p === RAW_CHANCE ? CHANCE : p === RAW_TERMINAL ? TERMINAL : p;
  }
  isTerminal(): boolean { return this.core.isTerminal(this.ptr) === 1; }
  isChance(): boolean { return this.core.isChance(this.ptr) === 1; }
  legal(out: Int32Array): number {
    const n = this.core.legalActions(this.ptr);
    const a = this.game.actions();
    for (let i = 0; i < n; i++) out[i] = a[i];
    return n;
  }
  apply(code: number): boolean { return this.core.applyAction(this.ptr, code) === 0; }
  applyUnchecked(code: number): void { this.core.applyUnchecked(this.ptr, code); }
  chanceOutcomes(codes: Int32Array, probs: Float64Array): number {
    const den = this.core.chanceDen(this.ptr);
    if (den === 0) return 0;
    const n = this.legal(codes);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const num = this.core.chanceNum(this.ptr, codes[i]);
      if (num > 0) { codes[k] = codes[i]; probs[k++] = num / den; }
    }
    return k;
  }
  sampleChance(): number {
    const code = this.core.sampleChance(this.ptr);
    this.core.applyUnchecked(this.ptr, code);
    return code;
  }
  determinize(viewer: number, seed: number): void {
    this.game.bi.seed(seed);
    this.core.determinize(this.ptr, viewer);
  }
  returns(out: Float64Array): void {
    const r = this.bi.returns();
    out[0] = r[0];
    out[1] = r[1];
  }
  observe(seat: number, planes: Float32Array, globals: Float32Array): void { observeBi(this.bi, seat, planes, globals); }
  policyIndex(code: number): number { return this.game.policy.index(this.ptr, code); }
  /** The JSON view of the facade (hidden chits of the other side left out for a viewer). */
  toJSON(viewer?: number): Record<string, unknown> { return this.bi.toJSON(viewer); }
  orderKey(_code: number): number { return -1; }

  rollout(decisions: number, turns: number): number {
    const c = this.core, p = this.ptr, last = turns > 0 ? c.turnOf(p) + turns : Infinity;
    let made = 0;
    for (let i = 0; i < this.game.maxLength; i++) {
      const who = c.currentPlayer(p);
      if (who === RAW_TERMINAL) break;
      if (who === RAW_CHANCE) { c.applyUnchecked(p, c.sampleChance(p)); continue; }
      if ((decisions > 0 && made >= decisions) || c.turnOf(p) >= last) break;
      c.randomPlayout(p, 1);
      made++;
    }
    return staticValue(this.bi);
  }
  turn(): number { return this.core.turnOf(this.ptr); }
  score(side: number): number { return this.core.vpOf(this.ptr, side); }
}
