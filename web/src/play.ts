// The play screen: board, hand, actions, dice, banners, AI status and the battle log, driven by a
// Session. The game loop samples chance outcomes, asks the AI (in workers) for its decisions and
// stops whenever a person is to act; a person's clicks become notation texts applied to the
// session. Replay mode shows any earlier position of the record. All DOM of the screen lives here.
import type { Session } from './session.js';
import { AiClient, CancelledError, levelById, type Decision, type Progress } from './ai.js';
import { BoardView, type Highlight, type HighlightKind } from './board.js';
import { cardInfo, UNIT_NAMES, type Sec } from './cards.js';
import { plySeed, type State } from './engine.js';
import type { DiceRoll, LogEntry, Part } from './log.js';
import { autosave, downloadSave, saveSlot } from './storage.js';
import { h, clear, toast } from './dom.js';
import { summarize } from './summary.js';

type Mode = 'move' | 'leader' | 'battle';
const HEX_VERBS = ['order', 'order-leader', 'rally', 'retreat', 'evade-to', 'leader-evade', 'advance'];
/** Die faces drawn as small SVGs (font glyphs for helmets and swords are missing on many systems). */
const FACE_SVG: Record<string, string> = {
  light: '<circle cx="11" cy="11" r="6" fill="#2e8b3f"/>',
  medium: '<path d="M11 4 L18 17 L4 17 Z" fill="#2f6fc4"/>',
  heavy: '<rect x="5" y="5" width="12" height="12" fill="#c4302b"/>',
  leader: '<path d="M4 15 Q4 4 11 4 Q18 4 18 15 L15 15 L15 11 L7 11 L7 15 Z" fill="#8a6a10"/><rect x="10" y="2" width="2" height="4" fill="#8a6a10"/>',
  flag: '<rect x="5" y="3" width="1.8" height="16" fill="#333"/><path d="M7 4 L17 7.5 L7 11 Z" fill="#333"/>',
  swords: '<path d="M4 4 L18 18 M18 4 L4 18" stroke="#444" stroke-width="2.2"/><path d="M6 12 L10 16 M16 12 L12 16" stroke="#444" stroke-width="2"/>',
};
function dieEl(face: string, mark: string): HTMLElement {
  const e = h('span', { class: `die face-${face} mark-${mark}`, title: `${face}${mark === 'miss' ? '' : ` — ${mark}`}`, 'data-face': face });
  e.innerHTML = `<svg viewBox="0 0 22 22" width="20" height="20" aria-hidden="true">${FACE_SVG[face] ?? ''}</svg>`;
  return e;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PlayCallbacks { onExit(): void }

export class PlayScreen {
  readonly root: HTMLElement;
  readonly board: BoardView;
  private sel: { hex: string; mode: Mode } | null = null;
  private hoverHex: string | null = null;
  private hoverCard: string | null = null;
  private coords = false;
  private showEstimate = false;
  thinking: Progress | null = null;
  lastDecision: Decision | null = null;
  /** AI decisions this screen has seen: all, searched ones, their simulations. */
  readonly aiStats = { decisions: 0, searched: 0, sims: 0 };
  private gen = 0;
  private running = false;
  /** Pause between AI decisions so people can follow them (the test hook sets 0). */
  delayMs = 350;
  replayPly: number | null = null;
  private logRendered = 0;
  private summaryShown = false;
  private readonly viewSide: number;
  private readonly el: Record<string, HTMLElement> = {};

  constructor(readonly session: Session, readonly ai: AiClient, private readonly cb: PlayCallbacks) {
    const c = session.cfg.controllers;
    this.viewSide = c[0] === 'human' ? 0 : 1;
    const hotseat = c[0] === 'human' && c[1] === 'human';
    this.board = new BoardView(session.game, !hotseat && this.viewSide === 1);
    this.board.onClick = (hex) => this.onHexClick(hex);
    this.board.onHover = (hex) => { this.hoverHex = hex; this.board.setLos(this.los()); this.renderHexInfo(); };
    this.root = this.build();
    this.render();
    document.addEventListener('keydown', this.onKey);
  }

  /** Escape drops the selection; Ctrl+Z (Cmd+Z) undoes. */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.root.isConnected) { document.removeEventListener('keydown', this.onKey); return; }
    if (e.key === 'Escape' && this.sel) { this.sel = null; this.render(); }
    else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && this.session.canUndo() && this.replayPly === null) { e.preventDefault(); this.undo(); }
  };

  get hotseat(): boolean { return this.session.cfg.controllers.every((x) => x === 'human'); }

  private build(): HTMLElement {
    const s = this.session;
    const sc = s.cfg.scenario;
    const E = this.el;
    const level = levelById(s.cfg.level);
    const who = (i: number) => (s.cfg.controllers[i] === 'human' ? 'you' : `AI, ${level.id}`);
    E.status = h('div', { class: 'status', id: 'status' });
    E.hint = h('div', { class: 'hint', id: 'hint' });
    E.banners = h('div', { class: 'banners', id: 'banners' });
    E.ai = h('div', { class: 'ai-panel', id: 'ai-panel' });
    E.actions = h('div', { class: 'actions', id: 'actions' });
    E.dice = h('div', { class: 'dice-panel', id: 'dice' });
    E.log = h('ol', { class: 'log', id: 'log' });
    E.hand = h('div', { class: 'hand', id: 'hand' });
    E.opp = h('div', { class: 'opp-hand', id: 'opp-hand' });
    E.hexinfo = h('div', { class: 'hexinfo', id: 'hexinfo' });
    E.replay = h('div', { class: 'replay-bar hidden', id: 'replay-bar' });
    E.overlay = h('div', { class: 'modal hidden', id: 'summary' });
    E.undo = h('button', { id: 'undo', title: 'Take back your last decision (until a die is rolled or a card drawn)', onclick: () => this.undo() }, '↶ Undo');
    const coordsBtn = h('button', { id: 'coords', onclick: () => { this.coords = !this.coords; coordsBtn.classList.toggle('on', this.coords); this.renderBoard(); } }, 'Coordinates');
    const estBtn = h('button', { id: 'estimate', title: "Show the AI's estimate of the position and its main alternatives", onclick: () => { this.showEstimate = !this.showEstimate; estBtn.classList.toggle('on', this.showEstimate); this.renderAi(); } }, 'AI estimate');
    const toolbar = h('div', { class: 'toolbar' },
      h('button', { id: 'new-game', onclick: () => { this.stop(); this.cb.onExit(); } }, '⟵ Scenarios'),
      E.undo,
      h('button', { id: 'save', onclick: () => this.saveBrowser() }, 'Save'),
      h('button', { id: 'download', onclick: () => this.saveFile() }, 'Download'),
      h('button', { id: 'replay', onclick: () => this.enterReplay() }, 'Replay'),
      coordsBtn, estBtn,
    );
    const title = h('div', { class: 'title' },
      h('h1', {}, `${sc.name}`), h('span', { class: 'year' }, sc.year ?? ''),
      h('span', { class: 'sides' }, `${sc.sides.bottom.name} (${who(0)}) vs ${sc.sides.top.name} (${who(1)}) · seed ${s.cfg.seed}`));
    const boardWrap = h('div', { class: 'board-wrap' }, this.board.svg, E.hexinfo);
    const side = h('aside', { class: 'side' }, E.status, E.hint, E.banners, E.ai, E.actions, E.dice, h('h3', {}, 'Battle log'), E.log);
    const main = h('main', { class: 'play' }, h('div', { class: 'left' }, boardWrap, E.replay, h('div', { class: 'hands' }, E.hand, E.opp)), side);
    return h('div', { class: 'screen play-screen' }, h('header', {}, title, toolbar), main, E.overlay);
  }

  // ---- the game loop ---------------------------------------------------------------------------
  async advance(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const gen = this.gen;
    const s = this.session;
    try {
      while (gen === this.gen && this.replayPly === null) {
        if (s.isOver()) { this.render(); this.showSummary(); break; }
        if (s.state.isChance()) {
          const t = s.sampleChance();
          // dice land one by one where people can see them
          if (t.startsWith('die:') && this.delayMs > 0) { this.renderDice(); await sleep(Math.min(160, this.delayMs / 2)); }
          continue;
        }
        if (s.humanToAct()) { this.render(); break; }
        const level = levelById(s.cfg.level);
        this.thinking = { sims: 0, best: '', bestShare: 0, bestValue: 0, elapsedMs: 0, budgetMs: level.ms };
        this.render();
        const dec = await this.ai.think(s.state, level, plySeed(s.cfg.seed ^ 0x5eed, s.ply), (p) => { this.thinking = p; this.renderAi(); });
        if (gen !== this.gen) break;
        this.thinking = null;
        this.lastDecision = dec;
        this.aiStats.decisions++;
        if (dec.result) { this.aiStats.searched++; this.aiStats.sims += dec.result.sims; }
        s.apply(dec.text);
        autosave(s.toSave());
        this.render();
        if (this.delayMs > 0) await sleep(this.delayMs);
      }
    } catch (e) {
      if (!(e instanceof CancelledError)) toast(`The AI failed: ${e instanceof Error ? e.message : String(e)}`, 'error');
    } finally {
      this.running = false;
      this.thinking = null;
    }
    if (gen === this.gen) this.renderAi();
  }

  /** Stops the loop and any search (leaving the screen, undo during the AI's thought). */
  stop(): void {
    this.gen++;
    this.ai.cancel();
    this.thinking = null;
  }

  humanAct(text: string): void {
    try {
      this.session.apply(text);
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e), 'error');
      return;
    }
    this.sel = null;
    this.hoverCard = null;
    autosave(this.session.toSave());
    this.render();
    void this.advance();
  }

  undo(): void {
    if (!this.session.canUndo()) { toast('Nothing to undo: a die was rolled, a card drawn or the AI moved since your last decision.', 'info'); return; }
    const wasRunning = this.running;
    this.stop();
    this.session.undo();
    // Undo further past AI-pending states only while the last decision is still a person's
    this.sel = null;
    autosave(this.session.toSave());
    this.render();
    const go = () => void this.advance();
    if (wasRunning) setTimeout(go, 0); else go();
  }

  // ---- input ----------------------------------------------------------------------------------
  private legal(): string[] {
    return this.session.humanToAct() && this.replayPly === null ? this.session.state.legalTexts() : [];
  }

  private sources(legal: string[]): Map<string, Set<Mode>> {
    const m = new Map<string, Set<Mode>>();
    const add = (hex: string, mode: Mode) => { if (!m.has(hex)) m.set(hex, new Set()); m.get(hex)!.add(mode); };
    for (const t of legal) {
      let r: RegExpExecArray | null;
      if ((r = /^move:([A-Z]\d+)-([A-Z]\d+)$/.exec(t))) add(r[1], 'move');
      else if ((r = /^leader:([A-Z]\d+)-([A-Z]\d+)$/.exec(t))) add(r[1], 'leader');
      else if ((r = /^battle:([A-Z]\d+)x([A-Z]\d+)$/.exec(t))) add(r[1], 'battle');
    }
    return m;
  }

  onHexClick(hex: string): void {
    const legal = this.legal();
    if (legal.length === 0) return;
    const has = (t: string) => legal.includes(t);
    if (this.sel) {
      const { hex: from, mode } = this.sel;
      const t = mode === 'battle' ? `battle:${from}x${hex}` : `${mode}:${from}-${hex}`;
      if (has(t)) { this.humanAct(t); return; }
    }
    for (const v of HEX_VERBS) if (has(`${v}:${hex}`)) { this.humanAct(`${v}:${hex}`); return; }
    const src = this.sources(legal).get(hex);
    if (src) {
      if (this.sel?.hex === hex) {
        // a second click on the selected piece switches between the unit and its leader, or deselects
        const modes = [...src];
        const i = modes.indexOf(this.sel.mode);
        this.sel = modes.length > 1 && i < modes.length - 1 ? { hex, mode: modes[i + 1] } : null;
      } else {
        this.sel = { hex, mode: src.has('move') ? 'move' : src.has('battle') ? 'battle' : 'leader' };
      }
    } else this.sel = null;
    this.render();
  }

  // ---- rendering ------------------------------------------------------------------------------
  /** The position on show: the live state, or the replay position (rebuilt on each render). */
  private replayState: State | null = null;
  private shown(): State {
    return this.replayState ?? this.session.state;
  }

  render(): void {
    this.replayState?.free();
    this.replayState = this.replayPly !== null ? this.session.stateAt(this.replayPly) : null;
    this.autoSelect();
    this.renderBoard();
    this.renderStatus();
    this.renderHand();
    this.renderActions();
    this.renderDice();
    this.renderBanners();
    this.renderAi();
    this.renderLog();
    this.el.undo.toggleAttribute('disabled', !this.session.canUndo() || this.replayPly !== null);
  }

  private autoSelect(): void {
    const legal = this.legal();
    const src = this.sources(legal);
    if (this.sel && !src.get(this.sel.hex)?.has(this.sel.mode)) this.sel = null;
    if (!this.sel && src.size === 1) {
      const phase = this.session.state.phaseName();
      if (phase === 'BONUS' || phase === 'BATTLE' || phase === 'MOVE') {
        const [hex, modes] = [...src.entries()][0];
        this.sel = { hex, mode: modes.has('move') ? 'move' : modes.has('battle') ? 'battle' : 'leader' };
      }
    }
  }

  renderBoard(): void {
    const s = this.session;
    const game = s.game;
    const state = this.shown();
    const hl = new Map<string, Highlight[]>();
    const add = (hex: string, kind: HighlightKind, label?: string) => { if (!hl.has(hex)) hl.set(hex, []); hl.get(hex)!.push({ kind, label }); };
    const legal = this.legal();
    for (const t of legal) {
      const m = /^([a-z-]+):([A-Z]\d+)$/.exec(t);
      if (m) {
        const kind: Record<string, HighlightKind> = { order: 'order', 'order-leader': 'order', rally: 'rally', retreat: 'retreat', 'evade-to': 'evade', 'leader-evade': 'evade', advance: 'advance' };
        if (kind[m[1]]) add(m[2], kind[m[1]]);
      }
    }
    for (const [hex] of this.sources(legal)) add(hex, 'source');
    if (this.sel) {
      const { hex: from, mode } = this.sel;
      add(from, 'selected');
      if (mode === 'battle') {
        const dice = this.targetDice(from);
        for (const t of legal) {
          const m = new RegExp(`^battle:${from}x([A-Z]\\d+)$`).exec(t);
          if (m) { const d = dice.get(m[1]); add(m[1], 'target', d === undefined ? '?' : `${Math.abs(d)}`); }
        }
      } else {
        for (const t of legal) {
          const m = new RegExp(`^${mode}:${from}-([A-Z]\\d+)$`).exec(t);
          if (m) add(m[1], 'dest');
        }
      }
    }
    if (this.hoverCard) {
      const info = cardInfo(this.hoverCard);
      if (info.sections) {
        const side = this.handSide();
        for (let i = 0; i < game.board.w * game.board.h; i++) {
          if (!game.core.onBoard(i)) continue;
          let mask = game.core.sectionMask(i);
          if (side === 1) mask = ((mask & 1) << 2) | (mask & 2) | ((mask & 4) >> 2);
          const secs: Sec[] = ['L', 'C', 'R'];
          if (secs.some((sec, k) => (mask & (1 << k)) && info.sections![sec])) add(game.hexText(i), 'section');
        }
      }
    }
    const last = this.lastAiHexes();
    for (const hx of last) add(hx, 'last');
    this.board.render(state, { highlights: hl, los: this.los(), coords: this.coords });
  }

  /** The line of sight from the selected battle unit to the hovered hex, when there is one. */
  private los(): { from: string; to: string; clear: boolean } | null {
    if (!this.sel || this.sel.mode !== 'battle' || !this.hoverHex || this.hoverHex === this.sel.hex || this.replayPly !== null) return null;
    const st = this.session.state;
    const clear = this.session.game.core.lineOfSightQuery(st.ptr, this.board.index(this.sel.hex), this.board.index(this.hoverHex)) === 1;
    return { from: this.sel.hex, to: this.hoverHex, clear };
  }

  /** Hexes named by the AI's most recent decision (marked on the board while it is fresh). */
  private lastAiHexes(): string[] {
    const s = this.session;
    for (let i = s.actions.length - 1; i >= 0 && i >= s.actions.length - 3; i--) {
      if (s.who[i] === 2) continue;
      if (s.isHuman(s.who[i])) return [];
      return s.actions[i].match(/[A-Z]\d+/g) ?? [];
    }
    return [];
  }

  /** Dice the unit on `from` would roll at each target (negative: close combat), from the core. */
  private targetDice(from: string): Map<string, number> {
    const g = this.session.game;
    const n = g.core.targetsFrom(this.session.state.ptr, this.board.index(from), g.buffer);
    const v = new Int32Array(g.core.memory.buffer, g.buffer, n * 2);
    const out = new Map<string, number>();
    for (let i = 0; i < n; i++) out.set(g.hexText(v[2 * i]), v[2 * i + 1]);
    return out;
  }

  private handSide(): number {
    if (!this.hotseat) return this.viewSide;
    const p = this.session.toAct();
    return p === 0 || p === 1 ? p : this.session.state.active();
  }

  private sideName(i: number): string { return this.session.sideNames[i]; }

  private renderStatus(): void {
    const s = this.session, st = s.state;
    const E = this.el;
    const p = st.currentPlayer();
    if (this.replayPly !== null) {
      E.status.textContent = `Replay: position ${this.replayPly} of ${s.ply}`;
      E.hint.textContent = 'Step through the game with the bar under the board.';
      return;
    }
    if (st.isTerminal()) {
      const w = st.winner();
      E.status.textContent = w === 2 ? 'The battle is drawn.' : `${this.sideName(w)} win the battle!`;
      E.hint.textContent = 'Replay the game, save it, or go back to the scenarios.';
      return;
    }
    const turn = `Turn ${st.turn()} · ${this.sideName(st.active())}'s turn`;
    E.status.textContent = turn;
    if (p !== 0 && p !== 1) { E.hint.textContent = 'Rolling…'; return; }
    if (!s.isHuman(p)) { E.hint.textContent = `${this.sideName(p)} (AI) is deciding…`; return; }
    const you = this.hotseat ? this.sideName(p) : 'You';
    const phase = st.phaseName();
    const hints: Record<string, string> = {
      PLAY: `${you}: play a command card from your hand.`,
      ORDER: `${you}: click highlighted units to order them, then End orders.`,
      RALLY: `${you}: click a damaged unit to rally it.`,
      MOVE: `${you}: click an ordered unit, then a highlighted hex to move it (click it again for its leader).`,
      BATTLE: `${you}: click an ordered unit, then a target (dice shown). Hover a hex for line of sight.`,
      BONUS: `${you}: bonus close combat — click a target or Skip.`,
      RESPOND: `${you}: your unit is attacked — accept, evade or play First Strike.`,
      EVADE_TO: `${you}: click the hex your unit evades to.`,
      IGNORE: `${you}: choose how many flags to ignore.`,
      RETREAT: `${you}: click the hex to retreat to.`,
      LEADER_EVADE: `${you}: click where the leader escapes to.`,
      ADVANCE: `${you}: click the vacated hex to advance, or Skip.`,
      EXTRA_HEX: `${you}: cavalry may move one more hex — click it, or Skip.`,
    };
    E.hint.textContent = hints[phase] ?? `${you}: choose an action.`;
  }

  private renderHand(): void {
    const s = this.session, st = this.shown();
    const side = this.handSide();
    const legal = new Set(this.legal());
    const cards = st.hand(side);
    clear(this.el.hand);
    this.el.hand.append(h('div', { class: 'hand-title' }, `${this.hotseat ? this.sideName(side) + "'s" : 'Your'} hand (${this.sideName(side)})`));
    const row = h('div', { class: 'cards' });
    for (const id of cards) {
      const info = cardInfo(id);
      const playable = legal.has(`play:${id}`) && this.handSide() === s.toAct();
      const secs = h('div', { class: 'secs' }, ...(['L', 'C', 'R'] as Sec[]).map((k) => h('span', { class: info.sections?.[k] ? 'on' : '' }, info.sections?.[k] ? `${k}${info.sections[k]}` : k)));
      const card = h('button', {
        class: `card${playable ? ' playable' : ''}`, 'data-card': id, disabled: !playable,
        onclick: () => { if (playable) this.humanAct(`play:${id}`); },
        onmouseenter: () => { this.hoverCard = id; this.renderBoard(); },
        onmouseleave: () => { this.hoverCard = null; this.renderBoard(); },
      }, h('div', { class: 'card-title' }, info.title), info.sections ? secs : h('div', { class: 'secs any' }, 'any section'), h('div', { class: 'card-text' }, info.text));
      row.append(card);
    }
    this.el.hand.append(row);
    const other = 1 - side;
    const played = s.game.core.getPlayed(st.ptr);
    const inPlay = played === s.game.enums.NO_CARD ? null : s.game.cardId(played);
    this.el.opp.replaceChildren(
      h('div', {}, `${this.sideName(other)}: `, h('b', { id: 'opp-count' }, String(st.handSize(other))), ' cards in hand'),
      h('div', {}, `Deck ${st.deckCount()} · discards ${st.discardCount()}`),
      inPlay ? h('div', { class: 'in-play' }, `In play: ${cardInfo(inPlay).title}`) : '',
    );
  }

  private buttonLabel(t: string): string {
    const fixed: Record<string, string> = {
      'end-orders': 'End orders', 'end-moves': 'End movement', 'end-battles': 'End battles', accept: 'Accept the attack',
      evade: 'Evade', 'first-strike': 'Play First Strike', skip: 'Skip',
    };
    if (fixed[t]) return fixed[t];
    let m: RegExpExecArray | null;
    if ((m = /^ignore:(\d)$/.exec(t))) return `Ignore ${m[1]} flag${m[1] === '1' ? '' : 's'}`;
    if ((m = /^order-leader:(\w+)$/.exec(t))) return `Order the leader at ${m[1]} alone`;
    if ((m = /^move:(\w+)-off$/.exec(t))) return `Move ${m[1]} off the board`;
    if ((m = /^leader-evade:off$/.exec(t))) return 'Leader escapes off the board';
    return t;
  }

  private renderActions(): void {
    const legal = this.legal();
    const E = this.el.actions;
    clear(E);
    if (!legal.length) return;
    // everything the board or the hand cannot do by a click gets a button
    const onBoard = (t: string) =>
      (/^(order|order-leader|rally|retreat|evade-to|leader-evade|advance):[A-Z]\d+$/.test(t) && !(t.startsWith('order-leader:') && legal.includes(`order:${t.slice(13)}`)))
      || /^(move|leader):[A-Z]\d+-[A-Z]\d+$/.test(t) || t.startsWith('battle:') || t.startsWith('play:');
    const buttons = legal.filter((t) => !onBoard(t));
    const row = h('div', { class: 'buttons' });
    for (const t of buttons) row.append(h('button', { class: 'act', 'data-action': t, onclick: () => this.humanAct(t) }, this.buttonLabel(t)));
    if (this.sel) {
      const src = this.sources(legal).get(this.sel.hex);
      if (src && src.size > 1) row.append(h('button', { class: 'act alt', onclick: () => this.onHexClick(this.sel!.hex) }, this.sel.mode === 'move' ? `Move the leader at ${this.sel.hex} instead` : `Back to the unit at ${this.sel.hex}`));
    }
    E.append(row);
    const all = h('details', { class: 'all-actions' }, h('summary', {}, `All legal actions (${legal.length})`),
      h('div', { class: 'buttons small' }, ...legal.map((t) => h('button', { 'data-action': t, onclick: () => this.humanAct(t) }, t))));
    E.append(all);
  }

  private renderDice(): void {
    const s = this.session;
    const E = this.el.dice;
    clear(E);
    const end = this.replayPly ?? s.ply;
    const recent = s.log.filter((e) => e.kind === 'dice' && e.ply < end).slice(-3);
    E.append(h('h3', {}, 'Dice'));
    if (!recent.length) { E.append(h('div', { class: 'muted' }, 'No dice rolled yet.')); return; }
    for (const e of recent) E.append(this.diceRow(e.dice!, e.turn));
  }

  diceRow(r: DiceRoll, turn: number): HTMLElement {
    const hits = r.marks.filter((m) => m === 'hit').length, flags = r.marks.filter((m) => m === 'flag').length;
    return h('div', { class: `roll side-${r.side === 0 ? 'bottom' : 'top'}` },
      h('div', { class: 'roll-label' }, `T${turn} `, ...this.parts(r.label)),
      h('div', { class: 'faces' }, ...r.faces.map((f, i) => dieEl(f, r.marks[i]))),
      r.main ? h('div', { class: 'roll-sum' }, `${hits} hit${hits === 1 ? '' : 's'}, ${flags} flag${flags === 1 ? '' : 's'}`) : '');
  }

  private renderBanners(): void {
    const s = this.session, st = this.shown();
    clear(this.el.banners);
    for (const side of [0, 1]) {
      const need = s.game.scenario.sides[side].banners;
      const got = st.banners(side);
      const slots = Array.from({ length: need }, (_, i) => h('span', { class: `banner${i < got ? ' won' : ''}` }, '⚑'));
      this.el.banners.append(h('div', { class: `banner-row side-${side === 0 ? 'bottom' : 'top'}`, 'data-side': String(side) }, h('span', { class: 'bname' }, this.sideName(side)), ...slots, h('span', { class: 'bcount' }, `${got}/${need}`)));
    }
  }

  renderAi(): void {
    const E = this.el.ai;
    clear(E);
    const s = this.session;
    const level = levelById(s.cfg.level);
    if (!s.cfg.controllers.includes('ai')) { E.append(h('div', { class: 'muted' }, 'Hotseat: two players, no AI.')); return; }
    const aiSide = s.cfg.controllers[0] === 'ai' ? 0 : 1;
    E.append(h('div', { class: 'ai-title' }, `AI: ${this.sideName(aiSide)} · ${level.label}`));
    if (this.thinking) {
      const p = this.thinking;
      const frac = p.budgetMs > 0 ? Math.min(1, p.elapsedMs / p.budgetMs) : 0;
      E.append(h('div', { class: 'thinking', id: 'thinking' }, h('span', { class: 'spinner' }), `thinking… ${p.sims} simulations`, p.best ? ` · leaning to ${p.best} (${Math.round(p.bestShare * 100)}%)` : ''),
        h('div', { class: 'progress' }, h('div', { class: 'bar', style: `width:${(frac * 100).toFixed(0)}%` })));
    } else if (this.lastDecision) {
      E.append(h('div', { class: 'ai-last', id: 'ai-last' }, `last decision: ${this.lastDecision.text}${this.lastDecision.result ? ` after ${this.lastDecision.result.sims} simulations` : ''}`));
    }
    const r = this.lastDecision?.result;
    if (this.showEstimate) {
      if (!r) E.append(h('div', { class: 'muted' }, level.id === 'instant' ? 'The instant level does not search: no estimate.' : 'No search yet this game (forced decisions are not searched).'));
      else {
        const win = Math.round(((r.value + 1) / 2) * 100);
        const total = r.children.reduce((a, c) => a + c.visits, 0) || 1;
        E.append(h('div', { class: 'estimate', id: 'estimate-panel' }, `Estimate for ${this.sideName(aiSide)}: ${r.value >= 0 ? '+' : ''}${r.value.toFixed(2)} (about ${win}% to win)`),
          h('ol', { class: 'alts' }, ...r.children.slice(0, 4).map((c) => h('li', {}, `${s.game.actionText(c.action)} — ${Math.round((c.visits / total) * 100)}% of visits, value ${c.value >= 0 ? '+' : ''}${c.value.toFixed(2)}`))));
      }
    }
  }

  private parts(parts: Part[]): (string | HTMLElement)[] {
    return parts.map((p) => typeof p === 'string' ? p : h('span', {
      class: 'hexref', 'data-ref': p.hex,
      onmouseenter: () => this.board.mark(p.hex, 'hl-ref', true),
      onmouseleave: () => this.board.mark(p.hex, 'hl-ref', false),
    }, p.hex));
  }

  private logItem(e: LogEntry): HTMLElement {
    const side = e.who === 0 ? 'bottom' : e.who === 1 ? 'top' : 'chance';
    if (e.kind === 'dice') return h('li', { class: `entry dice side-${side}`, 'data-ply': String(e.ply) }, this.diceRow(e.dice!, e.turn));
    return h('li', { class: `entry ${e.kind} side-${side}`, 'data-ply': String(e.ply) }, ...this.parts(e.parts));
  }

  private renderLog(): void {
    const log = this.session.log;
    const E = this.el.log;
    if (this.logRendered > log.length || (log.length && E.children.length !== this.logRendered)) { clear(E); this.logRendered = 0; }
    // dice entries grow as dice land: re-render the last rendered one
    if (this.logRendered > 0 && log[this.logRendered - 1].kind === 'dice') { E.lastElementChild?.remove(); this.logRendered--; }
    for (let i = this.logRendered; i < log.length; i++) E.append(this.logItem(log[i]));
    this.logRendered = log.length;
    for (const li of Array.from(E.children) as HTMLElement[]) li.classList.toggle('future', this.replayPly !== null && Number(li.dataset.ply) >= this.replayPly);
    if (this.replayPly === null) E.scrollTop = E.scrollHeight;
  }

  private renderHexInfo(): void {
    const E = this.el.hexinfo;
    const hex = this.hoverHex;
    if (!hex) { E.textContent = ''; return; }
    const st = this.shown();
    const u = st.units().find((x) => x.hex === hex);
    const l = st.leaders().find((x) => x.hex === hex);
    const ter = this.board.svg.querySelector(`[data-hex="${hex}"]`)?.getAttribute('class')?.match(/t-([a-z-]+)/)?.[1] ?? 'open';
    E.textContent = `${hex} · ${ter}${u ? ` · ${this.sideName(u.side === 'bottom' ? 0 : 1)} ${UNIT_NAMES[u.type] ?? u.type} ${u.blocks}/${u.maxBlocks}` : ''}${l ? ' · leader' : ''}`;
  }

  // ---- save, replay, summary -----------------------------------------------------------------
  private saveBrowser(): void {
    const s = this.session;
    const name = `${s.cfg.scenario.name} — turn ${s.state.turn()} — ${new Date().toLocaleString()}`;
    try {
      saveSlot(name, s.toSave());
      toast(`Saved in this browser as “${name}”.`, 'info');
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e), 'error');
    }
  }

  private saveFile(): void {
    const s = this.session;
    downloadSave(s.toSave(), `vexillum-${s.cfg.scenario.id}-seed${s.cfg.seed}-ply${s.ply}.json`);
  }

  enterReplay(): void {
    this.stop();
    this.replayPly = this.session.ply;
    this.el.overlay.classList.add('hidden');
    const bar = this.el.replay;
    bar.classList.remove('hidden');
    const slider = h('input', { type: 'range', min: '0', max: String(this.session.ply), value: String(this.session.ply), id: 'replay-slider' }) as HTMLInputElement;
    const label = h('span', { class: 'replay-label', id: 'replay-label' });
    const go = (p: number) => {
      this.replayPly = Math.max(0, Math.min(this.session.ply, p));
      slider.value = String(this.replayPly);
      const a = this.session.actions[this.replayPly - 1];
      label.textContent = `${this.replayPly}/${this.session.ply}${a ? ` · last: ${a}` : ''}`;
      this.render();
    };
    slider.oninput = () => go(Number(slider.value));
    bar.replaceChildren(
      h('button', { id: 'replay-start', title: 'First position', onclick: () => go(0) }, '|◀'),
      h('button', { id: 'replay-back', onclick: () => go((this.replayPly ?? 0) - 1) }, '◀'),
      h('button', { id: 'replay-next', onclick: () => go((this.replayPly ?? 0) + 1) }, '▶'),
      h('button', { id: 'replay-end', title: 'Last position', onclick: () => go(this.session.ply) }, '▶|'),
      slider, label,
      h('button', { id: 'replay-exit', onclick: () => this.exitReplay() }, 'Leave replay'),
    );
    go(0);
  }

  exitReplay(): void {
    this.replayPly = null;
    this.el.replay.classList.add('hidden');
    this.gen++;
    this.render();
    void this.advance();
  }

  private showSummary(): void {
    if (this.summaryShown) return;
    this.summaryShown = true;
    const E = this.el.overlay;
    E.replaceChildren(summarize(this.session, {
      onReplay: () => this.enterReplay(),
      onNew: () => { this.stop(); this.cb.onExit(); },
      onSave: () => this.saveFile(),
      onClose: () => E.classList.add('hidden'),
    }, (r, t) => this.diceRow(r, t)));
    E.classList.remove('hidden');
  }
}
