// One open game of the protocol: a State in a (shared) compiled Game, the history of applied
// actions with a snapshot before each (for undo), its own chance generator (for `sample`), and the
// scenario source (for save). Snapshots are plain bytes in JavaScript memory (one state block,
// ~1.7 KB, per action). Owned by ProtocolServer; freed by `close` or when the server is disposed.
import type { Game, State } from '../core/game.js';
import { Rng } from '../agents/rng.js';

export interface ScenarioSource {
  /** A shipped id, or an inline scenario object as it was sent. */
  id?: string;
  inline?: unknown;
  hash: string;
  /** Made by `determinize`: its history does not lead to its state, so it cannot be saved. */
  derived?: boolean;
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
    private readonly game: Game,
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

  constructor(
    readonly handle: number,
    readonly game: Game,
    readonly source: ScenarioSource,
    readonly seed: number,
    readonly state: State,
  ) {
    this.rng = new Rng(seed);
  }

  /** Applies a code or text; throws a one-line Error and changes nothing when it is illegal. */
  apply(action: number | string): { code: number; text: string } {
    const code = this.game.codeOf(action);
    // check against the legal list first: the core's checked apply is the authority, but the list
    // makes codes that decode to garbage fail with the same clear message
    if (!this.state.legalActions().includes(code)) {
      const text = this.game.actionText(code);
      const where = this.state.isTerminal() ? 'the game is over' : `phase ${this.state.phaseName()}, ${this.toAct()} to act`;
      throw new Error(`illegal action "${text}" (${where})`);
    }
    return { code, text: this.applyLegal(code).text };
  }

  /** Applies a code the caller took from the legal list or the chance outcomes just now (no second
   *  list); the core's checked apply still guards it. Returns the history entry. */
  applyLegal(code: number): HistoryEntry {
    const before = this.keepUndo ? this.state.bytes() : NO_SNAPSHOT;
    try {
      this.state.apply(code);
    } catch (e) {
      // the core's checked apply refuses before changing anything; the snapshot is a second guard
      if (this.keepUndo) this.state.setBytes(before);
      throw e;
    }
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

  toAct(): string {
    const cp = this.state.currentPlayer();
    const e = this.game.enums;
    return cp === 0 ? 'bottom' : cp === 1 ? 'top' : cp === e.CHANCE ? 'chance' : 'terminal';
  }

  /** A short summary of the position (what `apply`, `undo` and `sample` answer). */
  summary(): Record<string, unknown> {
    const full = this.state.toJSON(undefined);
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
