// The play screen's controller: the game loop (chance, the AI's decisions in workers, the
// person's decisions), undo, the selection, hovering, replay, the AI's pacing and the hotseat
// hand-over. It holds state and no DOM: views read it and call its methods, and it calls
// `changed()` after every change so they redraw (lit-html patches the DOM in place).
// Clicks go through the intent layer (intent.ts); the controller applies the action it names.
import type { Session } from './session.js';
import { AiClient, CancelledError, levelById, type Decision, type Progress } from './ai.js';
import { answerLevel } from './levels.js';
import { CHANCE, describeAt, describeCode, plySeed, type Act, type State } from './engine.js';
import { clickHex, forcedStep, intents, settleSelection, type Intents, type Sel } from './intent.js';
import { autosave } from './storage.js';
import { seatSeesHand } from './seats.js';
import { corpsHands, seatHand, type SeatHand } from './nap/seat-hands.js';

/** Pause after each of the AI's decisions, by speed setting (instant: none). */
export const SPEEDS = { instant: 0, fast: 250, normal: 700, slow: 1400 } as const;
export type Speed = keyof typeof SPEEDS;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class PlayController {
  sel: Sel | null = null;
  hoverHex: string | null = null;
  hoverCard: string | null = null;
  thinking: Progress | null = null;
  lastDecision: Decision | null = null;
  /** The AI's decisions of the current turn (its card first), for the "AI's turn" panel and the board's arrows. */
  aiTurn: Act[] = [];
  /** The card the AI plays this turn, shown big while its turn runs. */
  aiCard: string | null = null;
  readonly aiStats = { decisions: 0, searched: 0, sims: 0 };
  /** Every AI decision of this screen: ply, the level it ran at, and whether it was inside the other side's turn. */
  readonly aiLog: { ply: number; level: string; budgetMs: number; answer: boolean }[] = [];
  replayPly: number | null = null;
  speed: Speed = 'normal';
  /** Hotseat: the seat (seats.ts; seat = side with one seat a side) whose player must take the screen before their hand is shown; null when none. */
  handover: number | null = null;
  private handedTo: number | null = null;
  /** A card drawn by the viewer this turn, marked in the hand. */
  newCard: string | null = null;
  private gen = 0;
  private running = false;
  private replay: State | null = null;
  private cachedIntents: { ply: number; it: Intents } | null = null;
  /** Called after every change; `soon` marks frequent ones (search progress, hovering) that may wait for the next frame. */
  onChange: (soon: boolean) => void = () => {};
  onMessage: (msg: string, kind: 'info' | 'error') => void = () => {};
  onOver: () => void = () => {};
  /** Test hook: overrides the speed's pause when set (ms). */
  delayOverride: number | null = null;

  constructor(readonly session: Session, readonly ai: AiClient) {}

  /** Several people at one screen (two humans or more, any mix with AI seats): hand-overs between them. */
  get hotseat(): boolean { return this.session.humanSeats().length >= 2; }
  get hasAi(): boolean { return this.session.humanSeats().length < this.session.game.contract.numSeats; }
  /** The AI's side for its panels: the AI seat acting now, else the first AI seat's side. */
  get aiSide(): number {
    const c = this.session.game.contract, p = this.session.toAct();
    if (p >= 0 && !this.session.isHuman(p)) return c.sideOf(p);
    for (let s = 0; s < c.numSeats; s++) if (!this.session.isHuman(s)) return c.sideOf(s);
    return 1;
  }
  /** A seat's name for people ("French Commander-in-Chief"; the side's name with one seat a side). */
  seatName(seat: number): string { return this.session.seatName(seat); }
  get delayMs(): number { return this.delayOverride ?? SPEEDS[this.speed]; }
  changed(soon = false): void { this.onChange(soon); }

  /**
   * The seat whose view the board and hand take: the one person against the AI; with several people,
   * the person to act, else (dice, an AI seat) the person of the active side who last took the screen
   * (or that side's first human seat), else the last one handed the screen.
   */
  viewSeat(): number {
    const s = this.session, c = s.game.contract, humans = s.humanSeats();
    if (humans.length <= 1) return humans[0] ?? 0;
    const p = s.toAct();
    if (p >= 0 && s.isHuman(p)) return p;
    const active = s.state.active();
    if (this.handedTo !== null && c.sideOf(this.handedTo) === active) return this.handedTo;
    return humans.find((h) => c.sideOf(h) === active) ?? this.handedTo ?? humans[0];
  }

  /** The side whose view the board and hand take (the view seat's side). */
  viewSide(): number { return this.session.game.contract.sideOf(this.viewSeat()); }

  /** Whether the view seat's Command hand is shown: not behind the hand-over screen, and the seat holds it (seats.ts). */
  handShown(): boolean { return this.handover === null && seatSeesHand(this.session.game.contract, this.viewSeat(), corpsHands(this.session.game)); }

  /**
   * The view seat's own cards in the position on show, read from that seat's observation
   * (nap/seat-hands.ts: never another seat's cards); with one seat a side the side's hand. Empty
   * behind the hand-over screen or for a seat that holds no Command hand. Read once per position.
   */
  seatCards(): SeatHand {
    if (this.handover !== null) return { command: [], tactician: [] };
    const s = this.session, seat = this.viewSeat(), ply = this.replayPly ?? s.ply;
    const key = `${ply}:${seat}:${s.actions.length}`;
    if (this.seatCardsCache?.key !== key) {
      const st = this.shown();
      const v = s.game.contract.numSeats <= 2 ? { command: st.hand(this.viewSide()), tactician: [] } : seatHand(s.game, st, seat);
      if (!this.handShown()) v.command = [];
      this.seatCardsCache = { key, v };
    }
    return this.seatCardsCache.v;
  }
  private seatCardsCache: { key: string; v: SeatHand } | null = null;

  /** The position on show: the live state, or the replay position. */
  shown(): State { return this.replay ?? this.session.state; }

  /** What clicks may do now (empty while the AI acts, in replay, or behind the hand-over screen). */
  intents(): Intents {
    const s = this.session;
    if (this.replayPly !== null || !s.humanToAct() || this.handover !== null) return intents([]);
    if (this.cachedIntents?.ply !== s.ply) this.cachedIntents = { ply: s.ply, it: intents(s.state.legalActions().map((c) => describeAt(s.game, s.game.core.getPhase(s.state.ptr), c))) };
    return this.cachedIntents.it;
  }

  // ---- the game loop ----------------------------------------------------------------------------
  async advance(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const gen = this.gen;
    const s = this.session;
    try {
      while (gen === this.gen && this.replayPly === null) {
        if (s.isOver()) { this.changed(); this.onOver(); break; }
        if (s.toAct() === CHANCE) {
          const before = s.ply;
          const t = s.sampleChance();
          this.noteDraw(before);
          // dice land one by one where people can see them
          if (t.startsWith('die:') && this.delayMs > 0) { this.changed(); await sleep(Math.min(220, this.delayMs / 2)); }
          continue;
        }
        if (s.humanToAct()) {
          this.startTurnView();
          const forced = forcedStep(this.intents());
          if (forced) { this.apply(forced.text); if (this.delayMs > 0) { this.changed(); await sleep(Math.min(200, this.delayMs)); } continue; }
          this.sel = settleSelection(this.intents(), this.sel, s.state.phaseName());
          this.changed();
          break;
        }
        await this.aiDecides(gen);
      }
    } catch (e) {
      if (!(e instanceof CancelledError)) this.onMessage(`The AI failed: ${e instanceof Error ? e.message : String(e)}`, 'error');
    } finally {
      this.running = false;
      this.thinking = null;
    }
    if (gen === this.gen) this.changed();
  }

  private async aiDecides(gen: number): Promise<void> {
    const s = this.session;
    const base = levelById(s.cfg.level);
    const p = s.toAct(), side = s.game.contract.sideOf(p);
    // inside the other side's turn the AI answers quickly (flags, evade, First Strike); a seat's turn is its side's
    const level = s.state.active() === side ? base : answerLevel(base);
    if (s.state.active() === side && s.state.phaseName() === 'PLAY') { this.aiTurn = []; this.aiCard = null; }
    const token = {};
    this.thinkToken = token;
    this.thinking = { sims: 0, best: '', bestShare: 0, bestValue: 0, elapsedMs: 0, budgetMs: level.ms };
    this.changed();
    const dec = await this.ai.think(s.record.state, level, plySeed(s.cfg.seed ^ 0x5eed, s.ply), (pr) => {
      // progress that arrives after the decision is dropped (no stale "thinking…" line)
      if (this.thinkToken !== token) return;
      this.thinking = pr;
      this.changed(true);
    });
    this.thinkToken = null;
    this.thinking = null;
    if (gen !== this.gen) return;
    this.lastDecision = dec;
    this.aiLog.push({ ply: s.ply, level: level.id, budgetMs: level.ms, answer: level !== base });
    this.aiStats.decisions++;
    if (dec.result) { this.aiStats.searched++; this.aiStats.sims += dec.result.sims; }
    const act = describeCode(s.game, dec.action);
    if (act.kind === 'play') this.aiCard = act.card;
    this.aiTurn.push(act);
    s.apply(dec.text);
    autosave(s.toSave());
    this.changed();
    if (this.delayMs > 0) await sleep(this.delayMs);
  }
  private thinkToken: object | null = null;

  /** Remembers the viewer's newly drawn card (the log names it; the hand marks it). */
  private noteDraw(ply: number): void {
    const e = this.session.log.find((x) => x.ply === ply && x.kind === 'draw' && x.card);
    if (e?.card) this.newCard = e.card;
  }

  /** Several people: whenever the person to act changes, the new one gets the hand-over screen first. */
  private startTurnView(): void {
    if (!this.hotseat) return;
    const p = this.session.toAct();
    if (this.handedTo !== p) { this.handover = p; this.sel = null; }
  }

  /** Hotseat: the player has taken the screen. */
  takeOver(): void {
    if (this.handover === null) return;
    this.handedTo = this.handover;
    this.handover = null;
    this.sel = settleSelection(this.intents(), null, this.session.state.phaseName());
    this.changed();
  }

  /** Stops the loop and any search (leaving the screen, undo during the AI's thought). */
  stop(): void {
    this.gen++;
    this.ai.cancel();
    this.thinking = null;
    this.thinkToken = null;
  }

  // ---- the person's decisions ---------------------------------------------------------------------
  private apply(text: string): boolean {
    try {
      this.session.apply(text);
    } catch (e) {
      this.onMessage(e instanceof Error ? e.message : String(e), 'error');
      return false;
    }
    const a = describeCode(this.session.game, this.session.game.codeOf(text));
    // a new turn of the person's: the AI's arrows and card of its last turn are cleared
    if (a.kind === 'play') { this.newCard = null; this.aiTurn = []; this.aiCard = null; }
    autosave(this.session.toSave());
    return true;
  }

  /** Applies a person's decision (an action text from the legal list) and lets the game run on. */
  act(text: string): void {
    if (!this.apply(text)) return;
    this.sel = null;
    this.hoverCard = null;
    this.changed();
    void this.advance();
  }

  clickHex(hex: string): void {
    const c = clickHex(this.intents(), this.sel, hex);
    if (c.kind === 'act') { this.act(c.act.text); return; }
    // the only piece that can act stays selected (a click on it does not drop it)
    this.sel = c.sel ?? settleSelection(this.intents(), null, this.session.state.phaseName());
    this.changed();
  }

  /** Escape: drop the selection. */
  deselect(): void { if (this.sel) { this.sel = null; this.changed(); } }

  canUndo(): boolean { return this.session.canUndo() && this.replayPly === null; }

  undo(): void {
    if (!this.session.canUndo()) { this.onMessage('Nothing to undo: a die was rolled, a card drawn or the AI moved since your last decision.', 'info'); return; }
    const wasRunning = this.running;
    this.stop();
    this.session.undo();
    this.sel = null;
    autosave(this.session.toSave());
    this.changed();
    const go = () => void this.advance();
    if (wasRunning) setTimeout(go, 0); else go();
  }

  hover(hex: string | null): void { if (this.hoverHex !== hex) { this.hoverHex = hex; this.changed(true); } }
  hoverOnCard(id: string | null): void { if (this.hoverCard !== id) { this.hoverCard = id; this.changed(true); } }

  // ---- replay -----------------------------------------------------------------------------------
  enterReplay(): void {
    this.stop();
    this.sel = null;
    this.goto(0);
  }

  goto(ply: number): void {
    this.replayPly = Math.max(0, Math.min(this.session.ply, ply));
    this.replay?.free();
    this.replay = this.session.stateAt(this.replayPly);
    this.changed();
  }

  exitReplay(): void {
    this.replayPly = null;
    this.replay?.free();
    this.replay = null;
    this.gen++;
    this.changed();
    void this.advance();
  }
}
