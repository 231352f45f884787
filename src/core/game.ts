// The typed facade over the rules core: Game (immutable scenario + its own wasm instance) and
// State (a handle to one state block in that instance). The only TypeScript besides wasm.ts that
// touches the generated exports. Used by the CLI, the protocol, search, tests and the web app.
import { instantiateCore, type CoreBuild, type CoreExports } from './wasm.js';
import { readEnums, type CoreEnums } from './enums.js';
import { actionText, parseAction, cardId, hexText, cardCode, FACE_IDS, type BoardDims } from './notation.js';
import type { NormalizedScenario } from '../games/ancients/scenario.js';

export const ENGINE_NAME = 'vexillum';
export const ENGINE_VERSION = '0.1.0';

/** The encoding constants a model or a data set must agree on (read once from the core). */
export interface EncodingContract {
  OBS_VERSION: number;
  ACTION_VERSION: number;
  POLICY_SIZE: number;
  OBS_PLANES: number;
  OBS_GLOBALS: number;
  board: { w: number; h: number };
}

export interface GameOptions {
  build?: CoreBuild;
  /** Rule options by name (RuleOpt enum member), overriding the digest defaults. */
  rules?: Record<string, number>;
}

export class Game {
  readonly core: CoreExports;
  readonly enums: CoreEnums;
  readonly scenario: NormalizedScenario;
  readonly board: BoardDims;
  /** Observation and policy-index versions and sizes of this core, for this board. */
  readonly encoding: EncodingContract;
  private readonly out: number;

  private constructor(core: CoreExports, scenario: NormalizedScenario) {
    this.core = core;
    this.enums = readEnums(core);
    this.scenario = scenario;
    this.board = { w: scenario.board.w, h: scenario.board.h };
    this.out = core.actionBuffer();
    const g = (k: string) => (core[k] as WebAssembly.Global).value as number;
    this.encoding = {
      OBS_VERSION: g('OBS_VERSION'), ACTION_VERSION: g('ACTION_VERSION'), POLICY_SIZE: g('POLICY_SIZE'),
      OBS_PLANES: g('OBS_PLANES'), OBS_GLOBALS: g('OBS_GLOBALS'), board: { ...this.board },
    };
  }

  /** Compiles a normalized scenario into a fresh core instance. Throws one clear message on failure. */
  static async create(scenario: NormalizedScenario, opts: GameOptions = {}): Promise<Game> {
    const core = await instantiateCore(opts.build ?? 'release');
    const game = new Game(core, scenario);
    game.load(opts.rules ?? {});
    return game;
  }

  private load(rules: Record<string, number>): void {
    const { core, enums, scenario: sc } = this;
    if (core.scenarioBegin(sc.board.w, sc.board.h) !== 0) throw new Error(`bad board size ${sc.board.w}x${sc.board.h}`);
    for (const [name, v] of Object.entries(rules)) {
      const id = enums.RuleOpt.code[name];
      if (id === undefined) throw new Error(`unknown rule option "${name}" (known: ${enums.RuleOpt.name.join(', ')})`);
      core.ruleOption(id, v);
    }
    const terCode: Record<string, number> = {
      forest: enums.Ter.code.FOREST, hill: enums.Ter.code.HILL, broken: enums.Ter.code.BROKEN,
      marsh: enums.Ter.code.MARSH, river: enums.Ter.code.RIVER, ford: enums.Ter.code.FORD, lake: enums.Ter.code.LAKE,
      'steep-hill': enums.Ter.code.STEEP, camp: enums.Ter.code.CAMP,
    };
    for (const t of sc.terrain) core.scenarioTerrain(t.index, terCode[t.type], t.owner ?? 2);
    const opts = sc.options ?? {};
    for (const u of sc.units) {
      const type = enums.Unit.code[u.type];
      if (type === undefined) throw new Error(`unit type ${u.type} is not supported by the core`);
      const sacred = opts.sacredBand === u.index ? 1 : 0;
      if (core.scenarioUnit(u.side, type, u.index, u.blocks, u.maxBlocks, sacred) < 0) {
        throw new Error(`cannot place unit at ${hexText(this.board, u.index)} (hex taken or roster full)`);
      }
    }
    for (const l of sc.leaders) {
      const scipio = opts.castulo && opts.castulo.scipio === l.index ? 1 : 0;
      if (core.scenarioLeader(l.side, l.index, scipio) < 0) throw new Error(`cannot place leader at ${hexText(this.board, l.index)}`);
    }
    if (opts.magoAmbush) {
      // the reserve force waits off the board until a Leadership card brings it in
      for (const t of opts.magoAmbush.units) {
        const type = enums.Unit.code[t];
        // blocks 0: full strength from the core's unit table
        if (type === undefined || core.scenarioReserve(opts.magoAmbush.side, type, 0, 0) < 0) {
          throw new Error(`options.magoAmbush: cannot add reserve unit ${t}`);
        }
      }
      if (opts.magoAmbush.leader !== null) core.scenarioReserveLeader(opts.magoAmbush.side);
    }
    core.scenarioSide(0, sc.sides[0].cards, sc.sides[0].banners);
    core.scenarioSide(1, sc.sides[1].cards, sc.sides[1].banners);
    core.scenarioFirst(sc.first);
    const S = enums.ScenOpt.code;
    if (opts.trasimenusHand) core.scenarioOption(S.TRASIMENUS_HAND, 1);
    if (opts.beneventumHand) core.scenarioOption(S.BENEVENTUM_HAND, 1);
    if (opts.castulo) core.scenarioOption(S.CASTULO, 1);
    if (opts.baeculaCamps) core.scenarioOption(S.BAECULA_CAMPS, 1);
    if (opts.magoAmbush) core.scenarioOption(S.MAGO_AMBUSH, opts.magoAmbush.side === 0 ? 2 : 1);
    core.scenarioEnd();
  }

  /** A new state at the deal. Fixed hands from the scenario are dealt; the rest are chance nodes. */
  newState(): State {
    const st = new State(this, this.core.stateNew());
    this.sc_hands(st);
    this.core.finishDeal(st.ptr);
    return st;
  }

  private sc_hands(st: State): void {
    for (const side of [0, 1] as const) {
      const ids = this.scenario.hands?.[side];
      if (!ids) continue;
      for (const id of ids) {
        const k = cardCode(this.enums, id);
        if (k === undefined || this.core.dealCard(st.ptr, side, k) !== 1) {
          throw new Error(`hands.${side === 0 ? 'bottom' : 'top'}: cannot deal card "${id}"`);
        }
      }
    }
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

  /** Scratch buffer for queries (action buffer of the instance). */
  get buffer(): number { return this.out; }
}

export interface UnitView { id: number; hex: string; side: 'bottom' | 'top'; type: string; blocks: number; maxBlocks: number; leader: boolean; ordered: boolean; moved: boolean; battled: boolean }
export interface LeaderView { id: number; hex: string; side: 'bottom' | 'top'; attached: boolean }

export class State {
  readonly game: Game;
  readonly ptr: number;
  constructor(game: Game, ptr: number) {
    this.game = game;
    this.ptr = ptr;
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
