// One game's record over the game contract (src/core/contract.ts), for any engine: the state, every
// applied action as its notation text (what saves, loads and replays), who decided it, a snapshot
// of the state before each action (undo and replay) and the undo floor. Chance outcomes are sampled
// by the engine's generator seeded from the game seed and the ply, so the same seed gives the same
// dice and draws whatever was undone, and a loaded game continues the same way. Undo reaches back
// over people's own decisions only: a chance outcome or an AI decision sets the floor.
// It knows no game: what an action means (the battle log, the board) is the caller's, told through
// `apply`'s callback. Callers: session.ts (Ancients: adds the battle log and the save file), and any
// engine's screen that plays through the contract. No DOM.
//
//   actions[i]  text of the i-th action            who[i]  seat that took it, or CHANCE
//   snaps[i]    state bytes before action i         floor   lowest ply undo may return to
import { CHANCE, plySeed, type GameDef, type GameState } from './engine.js';
import { controllerOf } from './seats.js';

export type Controller = 'human' | 'ai';

export class GameRecord {
  readonly actions: string[] = [];
  readonly who: number[] = [];
  private readonly snaps: Uint8Array[] = [];
  private floor = 0;
  private readonly initial: Uint8Array;

  /** `state`: the game's live state (the record applies to it); `controllers`: who plays each seat (seats.ts). */
  constructor(readonly game: GameDef, readonly state: GameState, readonly seed: number, readonly controllers: readonly Controller[]) {
    this.initial = state.bytes();
  }

  get ply(): number { return this.actions.length; }
  /** The seat to act, or CHANCE, or TERMINAL (the contract's currentPlayer). */
  toAct(): number { return this.state.currentPlayer(); }
  isOver(): boolean { return this.state.isTerminal(); }
  /** Whether a person plays `seat`. */
  isHuman(seat: number): boolean { return controllerOf(this.game, this.controllers, seat) === 'human'; }
  humanToAct(): boolean { return this.isHuman(this.toAct()); }

  /** The code of an action text; throws the engine's one-line message for a text it cannot read. */
  codeOf(text: string): number {
    const r = this.game.parseAction(text);
    if ('error' in r) throw new Error(r.error);
    return r.code;
  }

  /** The chance outcome for this ply (seeded from the game seed and the ply), as a text; not applied. */
  chanceText(): string {
    this.game.seedChance(plySeed(this.seed, this.ply));
    const probe = this.state.clone();
    const code = probe.sampleChance();
    probe.free();
    return this.game.actionText(code);
  }

  /**
   * Applies one action (text); throws a one-line Error when it cannot be read or is illegal, and
   * then nothing changes. `told(before, actor)` runs after the action with the state before it (a
   * copy, freed afterwards) and the seat that took it (or CHANCE).
   */
  apply(text: string, told?: (before: GameState, actor: number) => void): void {
    const code = this.codeOf(text);
    const before = this.state.clone();
    const actor = this.state.currentPlayer();
    if (!this.state.apply(code)) {
      before.free();
      throw new Error(`illegal action "${text}" here`);
    }
    this.snaps.push(before.bytes());
    this.actions.push(text);
    this.who.push(actor);
    if (actor === CHANCE || !this.isHuman(actor)) this.floor = this.ply;
    try { told?.(before, actor); } finally { before.free(); }
  }

  /** A loaded game starts with nothing to undo. */
  settle(): void { this.floor = this.ply; }

  canUndo(): boolean { return this.ply > this.floor; }

  /** Takes back the last action (only above the floor); returns the ply it undid. */
  undo(): number {
    if (!this.canUndo()) throw new Error('nothing to undo: a die was rolled, a card drawn, or the AI moved since your last decision');
    this.state.setBytes(this.snaps.pop()!);
    this.actions.pop();
    this.who.pop();
    return this.ply;
  }

  /** The state's bytes before action `ply` (ply >= this.ply: the current state). */
  bytesAt(ply: number): Uint8Array {
    return ply >= this.ply ? this.state.bytes() : ply <= 0 ? (this.snaps[0] ?? this.initial) : this.snaps[ply];
  }
}
