// The typed facade over the Commands & Colors rules core: Game (one scenario compiled into its own
// wasm instance) and State (a handle to one state block in that instance), with the views a UI
// needs (units, leaders, hands, dice). Which scenario format is compiled, and how, is the game's
// business: src/games/ancients/compile.ts gives a GameSetup and installs the loader that
// `Game.create` uses, so this folder imports nothing from src/games. Search, agents and
// evaluators use the game contract instead (`game.contract`, `state.contract`: contract.ts,
// implemented by wasm-contract.ts over the same instance and blocks). Callers of the facade: the
// CLI, the protocol, self-play, tests and the web app.
import { instantiateCore, type CoreBuild, type CoreExports } from './wasm.js';
import { readEnums, type CoreEnums } from './enums.js';
import { actionText, parseAction, cardId, hexText, FACE_IDS, type BoardDims } from './notation.js';
import type { Encoding } from './contract.js';
import { readPolicyBlocks } from './policy-blocks.js';
import { WasmGame, WasmState, type WasmGameConfig } from './wasm-contract.js';

export const ENGINE_NAME = 'vexillum';
export const ENGINE_VERSION = '0.1.0';

/** The encoding constants a model or a data set must agree on (read once from the core). */
export type EncodingContract = Encoding;

export interface GameOptions {
  build?: CoreBuild;
  /** Rule options by name (RuleOpt enum member), overriding the digest defaults. */
  rules?: Record<string, number>;
}

/**
 * What the facade knows of a scenario: its id, name and board. The rest belongs to the game that
 * compiles it (for Ancients a NormalizedScenario, src/games/ancients/scenario.ts).
 */
export interface ScenarioInfo {
  readonly id: string;
  readonly name: string;
  readonly board: { readonly w: number; readonly h: number };
}

/**
 * Scenario formats by game id. Empty here: each game folder adds its format by declaration
 * merging (src/games/ancients/compile.ts adds `ancients: NormalizedScenario`), so `game.scenario`
 * is typed by the games that are compiled in, without core importing them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ScenarioFormats {}
type KnownScenario = ScenarioFormats[keyof ScenarioFormats];
/** The scenario type `Game.scenario` has: the games' formats, or ScenarioInfo when none is known. */
export type GameScenario = [KnownScenario] extends [never] ? ScenarioInfo : KnownScenario;

/** How a game folder turns its scenario into a compiled instance (src/games/ancients/compile.ts). */
export interface GameSetup {
  /** Compiles the scenario into the fresh instance (scenarioBegin ... scenarioEnd). Throws one clear line. */
  compile(game: Game, rules: Record<string, number>): void;
  /** Prepares a fresh state block (deals the scenario's fixed hands, finishes the deal). */
  initState(game: Game, ptr: number): void;
  /** The contract facts the core's exports do not carry. */
  contract(game: Game, opts: GameOptions): Omit<WasmGameConfig, 'initState' | 'board'>;
}

/** `Game.create(scenario, opts)`: installed by the games layer (src/games/load.ts). */
export type GameLoader = (scenario: GameScenario, opts: GameOptions) => Promise<Game>;
let installedLoader: GameLoader | null = null;
/** Installs the loader `Game.create` uses. Called once by src/games/load.ts when it is imported. */
export function installGameLoader(loader: GameLoader): void {
  installedLoader = loader;
}

export class Game {
  readonly core: CoreExports;
  readonly enums: CoreEnums;
  readonly scenario: GameScenario;
  readonly board: BoardDims;
  /** Observation and policy-index versions and sizes of this core, for this board. */
  readonly encoding: EncodingContract;
  private readonly out: number;
  private wasmGame: WasmGame | null = null;

  private constructor(core: CoreExports, scenario: GameScenario, private readonly setup: GameSetup, private readonly opts: GameOptions) {
    this.core = core;
    this.enums = readEnums(core);
    this.scenario = scenario;
    this.board = { w: scenario.board.w, h: scenario.board.h };
    this.out = core.actionBuffer();
    const g = (k: string) => (core[k] as WebAssembly.Global).value as number;
    this.encoding = {
      OBS_VERSION: g('OBS_VERSION'), ACTION_VERSION: g('ACTION_VERSION'), POLICY_SIZE: g('POLICY_SIZE'),
      OBS_PLANES: g('OBS_PLANES'), OBS_GLOBALS: g('OBS_GLOBALS'), board: { ...this.board },
      POLICY_BLOCKS: readPolicyBlocks(core),
    };
  }

  /**
   * Compiles a scenario into a fresh core instance with the loader the games layer installed
   * (Ancients: a NormalizedScenario). Throws one clear message on failure.
   */
  static async create(scenario: GameScenario, opts: GameOptions = {}): Promise<Game> {
    if (!installedLoader) throw new Error('no game loader installed: import src/games/load.ts (or src/index.ts) before Game.create');
    return installedLoader(scenario, opts);
  }

  /** A fresh instance with `scenario` compiled by `setup` (the games layer's door in). */
  static async instantiate(scenario: GameScenario, setup: GameSetup, opts: GameOptions = {}): Promise<Game> {
    const core = await instantiateCore(opts.build ?? 'release');
    const game = new Game(core, scenario, setup, opts);
    setup.compile(game, opts.rules ?? {});
    return game;
  }

  /** The game contract over this instance (what search, agents and evaluators use). */
  get contract(): WasmGame {
    if (!this.wasmGame) {
      this.wasmGame = new WasmGame(this.core, {
        ...this.setup.contract(this, this.opts), board: this.board, initState: (ptr) => this.setup.initState(this, ptr),
      }, (c) => this.actionText(c), (t) => this.parseAction(t));
    }
    return this.wasmGame;
  }

  /** A new state at the deal. Fixed hands from the scenario are dealt; the rest are chance nodes. */
  newState(): State {
    const st = new State(this, this.core.stateNew());
    this.setup.initState(this, st.ptr);
    return st;
  }

  /** Seeds this instance's generator (used by sampleChance and randomPlayout). */
  seed(seed: number): void {
    this.core.seedRng(seed);
  }

  actionText(code: number): string { return actionText(this.enums, this.board, code); }
  /** The code of an action given as a code or a text; throws a one-line Error for bad text. */
  codeOf(action: number | string): number {
    if (typeof action === 'number') return action;
    const r = this.parseAction(action);
    if ('error' in r) throw new Error(r.error);
    return r.code;
  }
  parseAction(text: string): { code: number } | { error: string } { return parseAction(this.enums, this.board, text); }
  hexText(index: number): string { return hexText(this.board, index); }
  cardId(k: number): string { return cardId(this.enums, k); }

  /**
   * A unit type's entries of the core's ruleset table (ruleset.ts): retreat hexes per flag and its
   * property bits by name ("ELEPHANT", "NO_SWORDS", … the P_* constants). Throws for an unknown type.
   */
  unitRules(type: string): { retreatPerFlag: number; props: string[] } {
    const t = this.enums.Unit.code[type];
    if (t === undefined) throw new Error(`unknown unit type "${type}"`);
    const bits = this.core.unitTypeProps(t) as number;
    const props = Object.entries(coreEnum(this.core, 'P_')).filter(([, b]) => (bits & b) !== 0).map(([n]) => n);
    return { retreatPerFlag: this.core.unitRetreatPerFlag(t) as number, props };
  }

  /** Scratch buffer for queries (action buffer of the instance). */
  get buffer(): number { return this.out; }
}

export interface UnitView { id: number; hex: string; side: 'bottom' | 'top'; type: string; blocks: number; maxBlocks: number; leader: boolean; ordered: boolean; moved: boolean; battled: boolean }
export interface LeaderView { id: number; hex: string; side: 'bottom' | 'top'; attached: boolean }

/** What one die of a battle's main roll did, as the core counted it (queries.ts combatDice). */
export type DieVerdict = 'hit' | 'flag' | 'miss';
/** Battle kinds (BattleKind) and roll modes (RollMode) by the core's member names, lower case. */
export type BattleKindName = 'ranged' | 'melee' | 'bonus' | 'back' | 'first' | 'evade' | 'leader';
export type RollModeName = 'main' | 'check' | 'card';
/** Why a unit may ignore flags (FlagIgnore, B.10), by the core's member names, lower case. */
export type FlagIgnoreReason = 'leader' | 'support' | 'camp' | 'warriors' | 'sacred' | 'elephant';

/** The current/last combat context of a state, named (queries.ts getCombat over CombatField). */
export interface CombatView {
  kind: BattleKindName;
  mode: RollModeName;
  /** Unit ids of the roller and the unit rolled at (null: none). */
  roller: number | null;
  struck: number | null;
  /** Dice rolled so far in this roll. */
  rolled: number;
  /** The defender's hex (a lone leader's hex when kind is 'leader'), as a board index. */
  defenderHex: number;
  /** How many of the six faces would hit with one die of a main roll (null: not a main roll). */
  hitFaces: number | null;
}

/** The members of an exported core enum (globals "Prefix.NAME"), name -> value. */
function coreEnum(core: CoreExports, prefix: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k in core) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = (core[k] as WebAssembly.Global).value as number;
  return out;
}
const memberName = <T extends string>(table: Record<string, number>, v: number): T => (Object.keys(table).find((k) => table[k] === v) ?? 'unknown').toLowerCase() as T;

export class State {
  readonly game: Game;
  readonly ptr: number;
  private wasmState: WasmState | null = null;
  constructor(game: Game, ptr: number) {
    this.game = game;
    this.ptr = ptr;
  }
  /** The contract view of this state: the same block, seen through contract.ts. */
  get contract(): WasmState {
    if (!this.wasmState) this.wasmState = this.game.contract.stateAt(this.ptr);
    return this.wasmState;
  }
  private get core() { return this.game.core; }

  clone(): State { return new State(this.game, this.core.stateClone(this.ptr)); }
  copyFrom(other: State): void { this.core.stateCopy(this.ptr, other.ptr); }
  free(): void { this.core.stateFree(this.ptr); }
  equals(other: State): boolean { return this.core.stateEquals(this.ptr, other.ptr) === 1; }
  /** The raw bytes of the state (for save/load and equality checks). */
  bytes(): Uint8Array {
    const size = this.core.stateSize();
    return new Uint8Array(this.core.memory.buffer, this.ptr, size).slice();
  }
  setBytes(b: Uint8Array): void {
    const size = this.core.stateSize();
    if (b.length !== size) throw new Error(`saved state has ${b.length} bytes, this engine expects ${size}`);
    new Uint8Array(this.core.memory.buffer, this.ptr, size).set(b);
  }

  /** 0 bottom, 1 top, CHANCE (2) or TERMINAL (3). */
  currentPlayer(): number { return this.core.currentPlayer(this.ptr); }
  isChance(): boolean { return this.currentPlayer() === this.game.enums.CHANCE; }
  isTerminal(): boolean { return this.core.isTerminal(this.ptr) === 1; }
  /** 0, 1, or 2 for a draw / no winner yet. */
  winner(): number { return this.core.getWinner(this.ptr); }

  legalActions(): number[] {
    const n = this.core.legalActions(this.ptr, this.game.buffer);
    return Array.from(new Int32Array(this.core.memory.buffer, this.game.buffer, n));
  }
  legalTexts(): string[] { return this.legalActions().map((c) => this.game.actionText(c)); }

  /** Chance outcomes with probabilities (empty when not at a chance node). */
  chanceOutcomes(): { code: number; prob: number }[] {
    const d = this.core.chanceDenom(this.ptr);
    if (d === 0) return [];
    return this.legalActions().map((code) => ({ code, prob: this.core.chanceNum(this.ptr, code) / d }));
  }

  /** Applies an action by code or text; throws a one-line Error when it is illegal (state unchanged). */
  apply(action: number | string): void {
    const code = this.game.codeOf(action);
    if (this.core.applyAction(this.ptr, code) !== 1) {
      throw new Error(`illegal action "${this.game.actionText(code)}" here (phase ${this.phaseName()})`);
    }
  }
  /** Applies a sampled chance outcome (instance generator); returns its code. */
  sampleChance(): number {
    const code = this.core.sampleChance(this.ptr);
    this.core.applyUnchecked(this.ptr, code);
    return code;
  }
  /** Random play inside wasm until terminal or maxSteps; returns steps taken. */
  randomPlayout(maxSteps = 100000): number { return this.core.randomPlayout(this.ptr, maxSteps); }
  /** Resamples what `viewer` cannot see (the opponent's hand). */
  determinize(viewer: number, seed: number): void { this.core.determinize(this.ptr, viewer, seed); }

  phaseName(): string { return this.game.enums.Phase.name[this.core.getPhase(this.ptr)]; }
  turn(): number { return this.core.getTurn(this.ptr); }
  active(): number { return this.core.getActive(this.ptr); }
  banners(side: number): number { return this.core.getBanners(this.ptr, side); }
  /** Command (B.5): the side's hand size that Command-counting cards use. */
  command(side: number): number { return this.core.getCommand(this.ptr, side); }

  hand(side: number): string[] {
    const out: string[] = [];
    const n = this.game.enums.Card.name.length;
    for (let k = 0; k < n; k++) for (let i = 0; i < this.core.getHand(this.ptr, side, k); i++) out.push(this.game.cardId(k));
    return out;
  }
  handSize(side: number): number { return this.hand(side).length; }
  deckCount(): number {
    let n = 0;
    for (let k = 0; k < this.game.enums.Card.name.length; k++) n += this.core.getDeck(this.ptr, k);
    return n;
  }
  discardCount(): number {
    let n = 0;
    for (let k = 0; k < this.game.enums.Card.name.length; k++) n += this.core.getDiscard(this.ptr, k);
    return n;
  }

  units(): UnitView[] {
    const c = this.core, p = this.ptr, e = this.game.enums;
    const out: UnitView[] = [];
    for (let u = 0; u < c.getUnitCount(p); u++) {
      const h = c.getUnitHex(p, u);
      if (h >= e.GONE - 1) continue;
      const f = c.getUnitFlags(p, u);
      out.push({
        id: u, hex: this.game.hexText(h), side: c.getUnitSide(p, u) === 0 ? 'bottom' : 'top', type: e.Unit.name[c.getUnitType(p, u)],
        blocks: c.getUnitBlocks(p, u), maxBlocks: c.getUnitMax(p, u), leader: c.getLeaderAt(p, h) !== e.NONE,
        ordered: (f & 1) !== 0, moved: (f & 2) !== 0, battled: (f & 4) !== 0,
      });
    }
    return out;
  }
  leaders(): LeaderView[] {
    const c = this.core, p = this.ptr, e = this.game.enums;
    const out: LeaderView[] = [];
    for (let l = 0; l < c.getLeaderCount(p); l++) {
      const h = c.getLeaderHex(p, l);
      if (h >= e.GONE - 1) continue;
      out.push({ id: l, hex: this.game.hexText(h), side: c.getLeaderSide(p, l) === 0 ? 'bottom' : 'top', attached: c.getUnitAt(p, h) !== e.NONE });
    }
    return out;
  }
  /** The observation of `viewer` (OBS_VERSION): planes [C][H][W] and global features. */
  observation(viewer: number): { planes: Float32Array; shape: [number, number, number]; globals: Float32Array } {
    const c = this.core;
    const { OBS_PLANES: C, OBS_GLOBALS: G } = this.game.encoding;
    const { w, h } = this.game.board;
    const ptr = c.observe(this.ptr, viewer);
    const all = new Float32Array(c.memory.buffer, ptr, C * h * w + G).slice();
    return { planes: all.subarray(0, C * h * w), shape: [C, h, w], globals: all.subarray(C * h * w) };
  }
  /** Legality mask over the fixed policy index (ACTION_VERSION) for the side to act. */
  legalMask(): Uint8Array {
    const c = this.core;
    const size = this.game.encoding.POLICY_SIZE;
    return new Uint8Array(c.memory.buffer, c.legalMaskPtr(this.ptr), size).slice();
  }
  /** Policy index of an action for the side to act (-1 for chance outcomes). */
  policyIndex(code: number): number { return this.core.policyIndexOf(code, this.currentPlayer()); }
  /** The legal action at a policy index, or -1. */
  actionAt(index: number): number { return this.core.actionAtPolicyIndex(this.ptr, index); }

  /** Faces of the dice rolled in the current/last battle step. */
  lastDice(): string[] {
    const n = this.core.getCombat(this.ptr, 6);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(FACE_IDS[this.core.getFace(this.ptr, i)]);
    return out;
  }

  /** The combat context (the current or last battle step), named. */
  combat(): CombatView {
    const c = this.core, p = this.ptr, f = coreEnum(c, 'CombatField.');
    const unit = (v: number) => (v === this.game.enums.NONE ? null : v);
    const hit = c.combatHitFaces(p) as number;
    return {
      kind: memberName<BattleKindName>(coreEnum(c, 'BattleKind.'), c.getCombat(p, f.KIND)),
      mode: memberName<RollModeName>(coreEnum(c, 'RollMode.'), c.getCombat(p, f.ROLL_MODE)),
      roller: unit(c.getCombat(p, f.ROLLER)), struck: unit(c.getCombat(p, f.STRUCK)),
      rolled: c.getCombat(p, f.ROLLED), defenderHex: c.getCombatHex(p, f.DEF_HEX), hitFaces: hit < 0 ? null : hit,
    };
  }
  /**
   * Each die of the current/last battle's main roll as the core counted it (hit, flag or miss, in
   * roll order); null when the roll is not a battle's main roll (a casualty check, a card roll).
   */
  combatDice(): DieVerdict[] | null {
    const c = this.core;
    const n = c.combatDice(this.ptr, this.game.buffer) as number;
    if (n < 0) return null;
    const v = new Int32Array(c.memory.buffer, this.game.buffer, n);
    const hit = (c.DIE_HIT as WebAssembly.Global).value, flag = (c.DIE_FLAG as WebAssembly.Global).value;
    return Array.from(v, (d) => (d === hit ? 'hit' : d === flag ? 'flag' : 'miss'));
  }
  /**
   * What the next die of the current main roll would do if it came up `face` ("swords", "flag", …),
   * as the core counts it with the dice already rolled; null when no battle's main roll is under way.
   * Ask it on the state before the die lands: after a roll's last die the battle has moved on.
   */
  nextDieVerdict(face: string): DieVerdict | null {
    const c = this.core;
    const v = c.combatNextDie(this.ptr, (FACE_IDS as readonly string[]).indexOf(face)) as number;
    if (v < 0) return null;
    return v === (c.DIE_HIT as WebAssembly.Global).value ? 'hit' : v === (c.DIE_FLAG as WebAssembly.Global).value ? 'flag' : 'miss';
  }
  /**
   * Why `unit` may ignore flags rolled by `roller` (B.10); by default the unit struck in the current
   * combat and its roller. Each reason lets it ignore one flag.
   */
  flagIgnoreReasons(unit?: number, roller?: number): FlagIgnoreReason[] {
    const cb = this.combat();
    const u = unit ?? cb.struck, r = roller ?? cb.roller ?? this.game.enums.NONE;
    if (u === null) return [];
    const bits = this.core.flagIgnoreReasons(this.ptr, u, r) as number;
    return Object.entries(coreEnum(this.core, 'FlagIgnore.')).filter(([, b]) => (bits & b) !== 0).map(([n]) => n.toLowerCase() as FlagIgnoreReason);
  }

  /** A JSON summary; `view` hides the other side's hand (0 bottom, 1 top, undefined = everything). */
  toJSON(view?: number): Record<string, unknown> {
    const e = this.game.enums;
    const cp = this.currentPlayer();
    const played = this.core.getPlayed(this.ptr);
    return {
      turn: this.turn(),
      phase: this.phaseName(),
      active: this.active() === 0 ? 'bottom' : 'top',
      toAct: cp === 0 ? 'bottom' : cp === 1 ? 'top' : cp === e.CHANCE ? 'chance' : 'terminal',
      card: played === e.NO_CARD ? null : this.game.cardId(played),
      banners: { bottom: this.banners(0), top: this.banners(1) },
      winner: this.isTerminal() ? (this.winner() === 0 ? 'bottom' : this.winner() === 1 ? 'top' : 'draw') : null,
      units: this.units().map(({ id: _id, ...u }) => u),
      leaders: this.leaders().map(({ id: _id, ...l }) => l),
      hands: {
        bottom: view === 1 ? this.handSize(0) : this.hand(0),
        top: view === 0 ? this.handSize(1) : this.hand(1),
      },
      deck: this.deckCount(),
      discard: this.discardCount(),
      dice: this.lastDice(),
    };
  }
}
