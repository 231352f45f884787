/**
 * The TypeScript facade of the Blood & Iron core: BiGame (one scenario loaded into its own wasm
 * instance) and BiState (a handle to one state block in it). Method names follow the Ancients facade
 * (src/core/game.ts) and OpenSpiel's State: currentPlayer, legalActions, apply, isChance,
 * chanceOutcomes, sampleChance, determinize, clone, isTerminal, returns, winner, toJSON.
 * Action notation (docs/blood-and-iron.md) is produced and parsed here. Callers: tests, later the
 * game contract (src/core/contract.ts) once the lead wires it in.
 */
import { instantiateBi, type BiBuild, type BiExports } from '../../core/bi-wasm.js';
import { loadBiScenario, type NormalizedBi } from './loader.js';

export const BI_PLAYERS = ['prussian', 'french'] as const;

/** Rule options: B5's monotonic variant; the free setup of seed 11.1 (default: the file's hexes). */
export interface BiOptions { monotonicB5?: boolean; freeSetup?: boolean }

export class BiGame {
  readonly out: number;
  private constructor(readonly core: BiExports, readonly scenario: NormalizedBi) {
    this.out = core.actionBuffer();
  }

  /** Loads a bundled scenario by id, or a normalized scenario, into a fresh core instance.
   *  `monotonicB5` turns on B5's optional variant (3-1 / 9 = DD instead of the seed's AD). */
  static async create(scenario: string | NormalizedBi, build: BiBuild = 'release', opts: BiOptions = {}): Promise<BiGame> {
    const sc = typeof scenario === 'string' ? loadBiScenario(scenario) : scenario;
    const core = await instantiateBi(build);
    const g = new BiGame(core, sc);
    g.load(opts);
    return g;
  }

  private load(opts: BiOptions): void {
    const { core: c, scenario: sc } = this;
    const m = sc.map;
    if (c.scenBegin(m.c0, m.r0, m.cols, m.rows) !== 0) throw new Error(`bad map window ${m.cols}x${m.rows}`);
    for (const h of m.hexes) if (c.gridHex(h.id, h.ter, h.elev, h.flags) !== 0) throw new Error(`hex ${h.id} is outside the map window`);
    for (const s of m.sides) if (c.gridSide(s.a, s.b, s.f) !== 0) throw new Error(`hexside ${s.a}|${s.b} is not between adjacent hexes`);
    c.scenTurns(sc.turns.first, sc.turns.last, sc.special ? 1 : 0);
    c.scenMonotonicB5(opts.monotonicB5 ? 1 : 0);
    c.scenFreeSetup(opts.freeSetup ? 1 : 0);
    if (sc.occupy) c.scenOccupy(sc.occupy.hex, sc.occupy.side);
    sc.areas.forEach((a, i) => {
      a.entry.forEach((h) => c.scenArea(i, h));
      if (a.center) c.scenAreaInfo(i, a.center, a.radius);
    });
    for (const v of sc.vp) if (c.scenVp(v.hex, v.vp, v.owner) !== 0) throw new Error(`victory hex ${v.hex} rejected`);
    for (const u of sc.units) {
      if (c.scenUnit(u.side, u.type, u.rating, u.corps, u.div, u.ma, u.arrTurn, u.arrArea, u.setup) < 0) throw new Error(`unit ${u.id} rejected by the core`);
    }
    for (const l of sc.leaders) {
      if (c.scenLeader(l.side, l.level, l.form, l.command, l.range, l.repCommand, l.repRange, l.arrTurn, l.arrArea, l.setup) < 0) throw new Error(`leader ${l.id} rejected by the core`);
    }
    c.scenEnd();
  }

  /** A state at the start of the scenario (the Prussian command-point roll is pending). */
  newState(): BiState { return new BiState(this, this.core.stateNew()); }
  /** Seeds the generator used by sampleChance, determinize and randomPlayout. */
  seed(seed: number): void { this.core.seedRng(seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0); }
  unitIndex(id: string): number {
    const i = this.scenario.units.findIndex((u) => u.id === id);
    if (i < 0) throw new Error(`unknown unit "${id}"`);
    return i;
  }
  leaderIndex(id: string): number {
    const i = this.scenario.leaders.findIndex((l) => l.id === id);
    if (i < 0) throw new Error(`unknown leader "${id}"`);
    return i;
  }
}

export interface BiUnitView { id: string; hex: string | null; side: string; chit: number | null; strength: number | null; lost: number; routed: boolean; revealed: boolean; inCommand: boolean }

export class BiState {
  constructor(readonly game: BiGame, readonly ptr: number) {}
  private get c(): BiExports { return this.game.core; }

  currentPlayer(): number { return this.c.currentPlayer(this.ptr); }
  isChance(): boolean { return this.c.isChance(this.ptr) === 1; }
  isTerminal(): boolean { return this.c.isTerminal(this.ptr) === 1; }
  legalActions(): number[] {
    const n = this.c.legalActions(this.ptr);
    return Array.from(new Int32Array(this.c.memory.buffer, this.game.out, n));
  }
  /** Plays an action code or its text; throws a one-line error when it is not legal. */
  apply(action: number | string): void {
    const code = typeof action === 'string' ? this.parseAction(action) : action;
    if (this.c.applyAction(this.ptr, code) !== 0) throw new Error(`illegal action ${typeof action === 'string' ? `"${action}"` : this.actionText(code)}`);
  }
  chanceOutcomes(): { code: number; prob: number }[] {
    const den = this.c.chanceDen(this.ptr);
    if (den === 0) return [];
    return this.legalActions().map((code) => ({ code, prob: this.c.chanceNum(this.ptr, code) / den })).filter((o) => o.prob > 0);
  }
  /** Samples a chance outcome with the game's generator (BiGame.seed). */
  sampleChance(): number { return this.c.sampleChance(this.ptr); }
  /** Resamples in place what `viewer` cannot see (the opponent's unrevealed chits). */
  determinize(viewer: number): void { this.c.determinize(this.ptr, viewer); }
  clone(): BiState { return new BiState(this.game, this.c.stateClone(this.ptr)); }
  /** Gives the state block back to the core for reuse; this handle must not be used afterwards. */
  free(): void { this.c.stateFree(this.ptr); }
  bytes(): Uint8Array { return new Uint8Array(this.c.memory.buffer, this.ptr, this.c.stateSize()).slice(); }
  equals(o: BiState): boolean { return this.c.stateEquals(this.ptr, o.ptr) === 1; }
  /** The winning player (0 Prussian, 1 French), or null while the game runs or after a draw (R1). */
  winner(): number | null {
    const w = this.c.winnerOf(this.ptr);
    return this.isTerminal() && w !== (this.c.DRAW as WebAssembly.Global).value ? w : null;
  }
  returns(): number[] {
    if (!this.isTerminal()) return [0, 0];
    const w = this.c.winnerOf(this.ptr);
    return w === 0 ? [1, -1] : w === 1 ? [-1, 1] : [0, 0]; // player indices; anything else is a draw
  }
  vp(side: number): number { return this.c.vpOf(this.ptr, side); }
  turn(): number { return this.c.turnOf(this.ptr); }

  private hexText(id: number): string | null { return id < 0 ? null : String(id).padStart(4, '0'); }
  private dest(fromId: number, dir: number): string {
    return String(this.c.neighborId(fromId, dir)).padStart(4, '0');
  }
  /** Text of an action code in the B&I notation (docs/blood-and-iron.md). */
  actionText(code: number): string {
    const A = this.c.Act, kind = code & 31, a = (code >> 5) & 127, b = (code >> 12) & 511, cc = (code >> 21) & 15;
    const sc = this.game.scenario, unit = () => sc.units[a]?.id ?? `#${a}`, ldr = () => sc.leaders[a]?.id ?? `#${a}`;
    const hexB = () => String(this.c.hexIdOf(b)).padStart(4, '0');
    switch (kind) {
      case A.PASS: return 'pass';
      case A.MOVE: return `move ${unit()} ${this.dest(this.c.unitHex(this.ptr, a), cc)}`;
      case A.LMOVE: return `lmove ${ldr()} ${this.dest(this.c.leaderHex(this.ptr, a), cc)}`;
      case A.ENTER: return `enter ${unit()} ${hexB()}`;
      case A.FIRE: return `fire ${unit()} ${hexB()}`;
      case A.FIRE_GO: return 'fire-go';
      case A.MELEE: return `melee ${unit()} ${hexB()}`;
      case A.MELEE_GO: return 'melee-go';
      case A.BUY_MOVE: return `buy-move ${ldr()}`;
      case A.BUY_COMBAT: return 'buy-combat';
      case A.BUY_STRAT: return `buy-strat ${ldr()}`;
      case A.BUY_REINF: return 'buy-reinf';
      case A.ACTIVATE: return `activate ${unit()}`;
      case A.RETREAT: return `retreat ${unit()} ${this.dest(this.c.unitHex(this.ptr, a), cc)}`;
      case A.CHOOSE: return `choose ${unit()}`;
      case A.ADVANCE: return `advance ${unit()} ${hexB()}`;
      case A.OPFIRE: return `opfire ${unit()}`;
      case A.DIE: return `die ${cc + 1}`;
      case A.CHIT: return `chit T${cc + 1}`;
      case A.LPLACE: return `place ${ldr()} ${hexB()}`;
      case A.SETUP: return `setup ${unit()} ${hexB()}`;
      default: return `action ${code}`;
    }
  }
  /** Parses notation among the legal actions; throws a one-line error. */
  parseAction(text: string): number {
    const t = text.trim().replace(/\s+/g, ' ');
    const hit = this.legalActions().find((a) => this.actionText(a) === t);
    if (hit === undefined) throw new Error(`"${text}" is not a legal action here`);
    return hit;
  }
  legalTexts(): string[] { return this.legalActions().map((a) => this.actionText(a)); }

  units(viewer?: number): BiUnitView[] {
    const F = (name: string) => (this.c[name] as WebAssembly.Global).value as number;
    return this.game.scenario.units.map((u, i) => {
      const flags = this.c.unitFlags(this.ptr, i);
      const revealed = (flags & F('UF_REVEALED')) !== 0;
      const hiddenFromViewer = viewer !== undefined && viewer !== u.side && !revealed;
      const chit = this.c.unitChit(this.ptr, i);
      const none = F('NO_CHIT');
      return {
        id: u.id, hex: this.hexText(this.c.unitHex(this.ptr, i)), side: BI_PLAYERS[u.side],
        chit: hiddenFromViewer || chit === none ? null : chit, strength: hiddenFromViewer || chit === none ? null : this.c.unitStrength(this.ptr, i),
        lost: this.c.unitLost(this.ptr, i), routed: (flags & F('UF_ROUTED')) !== 0, revealed, inCommand: (flags & F('UF_INCMD')) !== 0,
      };
    });
  }
  /** A JSON view; with `viewer`, the opponent's unrevealed chits and the cups are hidden. */
  toJSON(viewer?: number): Record<string, unknown> {
    const c = this.c, p = this.ptr;
    return {
      scenario: this.game.scenario.id, turn: c.turnOf(p), stage: c.Stage[c.stageOf(p)], active: BI_PLAYERS[c.activeOf(p)],
      currentPlayer: this.currentPlayer(), cp: [c.cpOf(p, 0), c.cpOf(p, 1)], vp: [c.vpOf(p, 0), c.vpOf(p, 1)],
      pending: c.pendingTask(p) ? c.K[c.pendingTask(p)] : null,
      units: this.units(viewer),
      leaders: this.game.scenario.leaders.map((l, i) => ({ id: l.id, hex: this.hexText(c.leaderHex(p, i)), replaced: (c.leaderFlags(p, i) & (c.LF_REPLACED as WebAssembly.Global).value) !== 0 })),
      cups: [0, 1].map((side) => (viewer !== undefined && viewer !== side ? null : [0, 1, 2, 3, 4, 5].map((t) => c.cupOf(p, side, t)))),
      last: { roll: c.lastRollOf(p), column: c.lastColOf(p), result: c.lastResultOf(p) },
      terminal: this.isTerminal(), returns: this.returns(),
    };
  }
  /** OpenSpiel-style information string: the JSON view of `player` (hidden chits and cup left out). */
  observationString(player: number): string { return JSON.stringify(this.toJSON(player)); }
}
