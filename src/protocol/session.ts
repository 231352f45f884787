// One open game of the protocol: a contract state (src/core/contract.ts) of a served game
// (served.ts, any engine), the history of applied actions with a snapshot before each (for undo),
// its own chance generator (for `sample`), and the scenario source (for save). Snapshots are plain
// bytes in JavaScript memory (one state block per action: ~1.7 KB for Ancients). Owned by
// ProtocolServer; freed by `close` or when the server is disposed.
import { CHANCE, TERMINAL, legalList, type GameState } from '../core/contract.js';
import type { State } from '../core/game.js';
import { Rng } from '../agents/rng.js';
import type { ServedGame } from './served.js';

export interface ScenarioSource {
  /** A shipped id, or an inline scenario object as it was sent. */
  id?: string;
  inline?: unknown;
  hash: string;
  /** Made by `determinize`: its history does not lead to its state, so it cannot be saved. */
  derived?: boolean;
  /** The seat format it was opened in, when not the default 2 (a save records it). */
  seats?: number;
}

export interface HistoryEntry {
  code: number;
  /** The notation text (made when first read: the hot path of `step` never needs it). */
  readonly text: string;
  /** The state bytes before this action. */
  before: Uint8Array;
}

class Entry implements HistoryEntry {
  private cached: string | undefined;
  constructor(
    private readonly game: ServedGame,
    readonly code: number,
    readonly before: Uint8Array,
  ) {}
  get text(): string {
    return (this.cached ??= this.game.actionText(this.code));
  }
}

const NO_SNAPSHOT = new Uint8Array(0);

export class GameSession {
  readonly history: HistoryEntry[] = [];
  readonly rng: Rng;
  /** Keep a state snapshot before each action for `undo` (~1.7 KB per action). Learning loops that
   *  never undo open games with `undo: false`: less memory and no copy per action. */
  keepUndo = true;
  private facadeState: State | null | undefined;

  constructor(
    readonly handle: number,
    readonly game: ServedGame,
    readonly source: ScenarioSource,
    readonly seed: number,
    readonly state: GameState,
  ) {
    this.rng = new Rng(seed);
  }

  /** The Ancients facade over this game's state block (null for an engine without one). */
  get facade(): State | null {
    if (this.facadeState === undefined) this.facadeState = this.game.facadeOf(this.state);
    return this.facadeState;
  }

  /** Where the game stands, for error messages: "phase ORDER, bottom to act" (Ancients), "french to act". */
  where(): string {
    if (this.state.isTerminal()) return 'the game is over';
    const f = this.facade;
    return f ? `phase ${f.phaseName()}, ${this.toAct()} to act` : `${this.toAct()} to act`;
  }

  /** Applies a code or text; throws a one-line Error and changes nothing when it is illegal. */
  apply(action: number | string): { code: number; text: string } {
    const code = this.game.codeOf(action);
    // check against the legal list first: the core's checked apply is the authority, but the list
    // makes codes that decode to garbage fail with the same clear message
    if (!legalList(this.state).includes(code)) {
      throw new Error(`illegal action "${this.game.actionText(code)}" (${this.where()})`);
    }
    return { code, text: this.applyLegal(code).text };
  }

  /** Applies a code the caller took from the legal list or the chance outcomes just now (no second
   *  list); the core's checked apply still guards it. Returns the history entry. */
  applyLegal(code: number): HistoryEntry {
    const before = this.keepUndo ? this.state.bytes() : NO_SNAPSHOT;
    // the core's checked apply refuses before changing anything
    if (!this.state.apply(code)) throw new Error(`illegal action "${this.game.actionText(code)}" here (${this.where()})`);
    const entry = new Entry(this.game, code, before);
    this.history.push(entry);
    return entry;
  }

  undo(): { code: number; text: string } {
    if (!this.keepUndo) throw new Error('this game was opened with "undo": false');
    const last = this.history.pop();
    if (last === undefined) throw new Error('nothing to undo');
    this.state.setBytes(last.before);
    return { code: last.code, text: last.text };
  }

  /** The seat to act by name, "chance" or "terminal". */
  toAct(): string {
    const cp = this.state.currentPlayer();
    return cp === CHANCE ? 'chance' : cp === TERMINAL ? 'terminal' : this.game.seats[cp];
  }

  /** The winning side's name (a two-seat game's: its seat's), "draw", or null while the game runs. */
  winner(): string | null {
    if (!this.state.isTerminal()) return null;
    const ret = new Float64Array(this.game.def.numSeats);
    this.state.returns(ret);
    const w = ret.findIndex((r) => r > 0);
    return w < 0 ? 'draw' : this.game.sides[this.game.def.sideOf(w)];
  }

  /** The seats with their sides, by name (`new`, `state`): [{seat, name, side}] with the side's name. */
  seatList(): { seat: number; name: string; side: string }[] {
    return this.game.seatInfo.map((i) => ({ seat: i.seat, name: i.name, side: i.sideName }));
  }

  /** Each side's running score by side name (banners in C&C, victory points in Blood & Iron). */
  score(): Record<string, number> {
    const out: Record<string, number> = {};
    this.game.sides.forEach((name, side) => { out[name] = this.state.score(side); });
    return out;
  }

  /** The JSON view of the position (`state`): the Ancients facade's, or the game's own toJSON
   *  (contract, optional) with the engine-independent fields; for a game on the C&C core the
   *  board too (served.ts boardOf: units, leaders, terrain, objectives; no hands).
   *  `view` undefined: everything. */
  view(view: number | undefined): Record<string, unknown> {
    const f = this.facade;
    if (f) return { ...f.toJSON(view), ...this.game.boardOf(this.state) };
    return {
      engine: this.game.engine, ...this.state.toJSON?.(view), ...this.game.boardOf(this.state),
      turn: this.state.turn(), toAct: this.toAct(), winner: this.winner(), score: this.score(),
    };
  }

  /** A short summary of the position (what `apply`, `undo` and `sample` answer). */
  summary(): Record<string, unknown> {
    if (this.facade === null) {
      return { turn: this.state.turn(), toAct: this.toAct(), winner: this.winner(), score: this.score(), moves: this.history.length };
    }
    const full = this.facade.toJSON(undefined);
    return {
      turn: full.turn,
      phase: full.phase,
      active: full.active,
      toAct: full.toAct,
      card: full.card,
      banners: full.banners,
      winner: full.winner,
      dice: full.dice,
      moves: this.history.length,
    };
  }

  free(): void {
    this.state.free();
  }
}
