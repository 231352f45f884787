// The Blood & Iron play screen: owns the session, the AI client and what the person is pointing at,
// turns clicks into legal actions, and renders view.ts. A click on a hex plays the selected piece's
// action there (a step, a fire or melee target, a retreat or advance hex), else selects a piece there
// that may act (clicking again cycles through the stack). Buttons carry the actions that are not a
// hex (end a stage, resolve a declared fire or melee, buy a command, activate, choose). Hovering a
// fire or melee target previews the combat on a copy of the state (the core's numbers). The dice are
// drawn from the seed and the ply; the AI thinks in a worker. Each decision is autosaved; the game can
// be saved in the browser or downloaded (save.ts, saves.ts). In hotseat the map leaves the page while
// the screen changes hands (handover.ts). At the end the summary card (summary.ts) opens; the replay
// steps through the record in a second session (replay.ts). Callers: main.ts (through bi/start.ts).
import { html, nothing, render, type TemplateResult } from 'lit-html';
import './bi.css';
import type { BiSession } from './session.js';
import { BiAi, biLevel, type BiProgress } from './ai.js';
import { fields, plySeed } from './engine.js';
import { readPreview, type CombatPreview } from './combat-read.js';
import { actionHex, actionPiece, buttonLabel, unitName, leaderName } from './words.js';
import { playView } from './view.js';
import type { Highlight } from './board.js';
import { toBiSave } from './save.js';
import { biAutosave, saveBiSlot } from './saves.js';
import { BiReplay } from './replay.js';
import { biSummary } from './summary.js';
import { summaryView } from './summary-view.js';
import { handoverView } from './handover.js';
import { SIDE_NAMES } from './words.js';
import { downloadSave } from '../storage.js';

type Piece = { unit: number } | { leader: number };
const same = (a: Piece | null, b: Piece | null) => !!a && !!b && ('unit' in a ? 'unit' in b && a.unit === b.unit : 'leader' in b && a.leader === b.leader);

export class BiPlay {
  readonly root = document.createElement('div');
  selected: Piece | null = null;
  hover: string | null = null;
  /** The hex the keyboard points at (arrow keys in the map's frame; Enter or Space clicks it). */
  focusHex: string | null = null;
  zoc = false;
  showRef = false;
  thinking: BiProgress | null = null;
  delayMs = 250;
  /** AI decisions so far and how many of them searched (simulations), for the hook. */
  readonly aiStats = { decisions: 0, searched: 0, sims: 0 };
  private stopped = false;
  private centred = false;
  private busy = false;
  private readonly ai: BiAi;
  /** The replay being shown (step through the record), or null in play. */
  replay: BiReplay | null = null;
  /** Whether the end-of-game card is open (it opens when the game ends; "Look at the board" closes it). */
  summaryOpen = true;
  /** The last save's message, shown in the toolbar (role status). */
  notice = '';

  constructor(readonly s: BiSession, private readonly onExit: () => void) {
    this.ai = new BiAi(s.cfg.scenario, s.cfg.rules);
    this.root.className = 'bi-root';
    // a new window size (a phone turned, a window resized) centres the map on the person's units again
    window.addEventListener('resize', this.onResize);
  }

  private readonly onResize = () => { this.centred = false; this.render(); };
  stop(): void { this.stopped = true; this.ai.cancel(); window.removeEventListener('resize', this.onResize); }

  /** Plays chance and the AI until the person is to act or the game ends. */
  async advance(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (!this.stopped) {
        const t = this.s.toAct();
        if (t === 'over' || t === 'human') break;
        if (t === 'chance') { this.s.resolveChance(); continue; }
        this.render();
        const level = biLevel(this.s.cfg.level);
        const d = await this.ai.think(this.s.state.bytes(), level, plySeed(this.s.cfg.seed ^ 0x5bd1e995, this.s.ply), (p) => { this.thinking = p; this.render(); });
        this.thinking = null;
        if (this.stopped) return;
        this.aiStats.decisions++;
        if (d.sims > 0) { this.aiStats.searched++; this.aiStats.sims += d.sims; }
        this.s.apply(d.action);
        biAutosave(toBiSave(this.s));
        this.render();
        if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
      }
    } finally {
      this.busy = false;
    }
    if (!this.stopped) this.render();
  }

  private humanLegal(): number[] { return this.s.toAct() === 'human' && !this.replay && !this.handoverDue() ? this.s.legal() : []; }

  /** Hotseat: the side to act is not the one the screen shows, so the screen must change hands first. */
  handoverDue(): boolean { return this.s.hotseat && this.s.toAct() === 'human' && this.s.state.currentPlayer() !== this.s.seat; }
  /** Hotseat: the next person has the screen; their view is drawn. */
  takeOver(): void {
    if (!this.handoverDue()) return;
    this.s.seat = this.s.state.currentPlayer();
    this.selected = null;
    this.centred = false;
    this.render();
  }

  /** Plays a legal code for the person (the path of clicks and buttons), then lets the game run on. */
  play(code: number): void {
    if (this.replay || this.handoverDue()) throw new Error(this.replay ? 'the replay is showing: close it to play' : 'the screen must be handed over first');
    this.s.apply(code);
    biAutosave(toBiSave(this.s));
    const legal = this.humanLegal();
    if (this.selected && !legal.some((c) => same(actionPiece(this.s.state, c), this.selected))) this.selected = null;
    this.render();
    void this.advance();
  }

  undo(): void {
    if (this.s.toAct() !== 'human' || !this.s.canUndo() || this.replay || this.handoverDue()) return;
    this.s.undo();
    this.selected = null;
    this.render();
  }

  clickHex(id: string): void {
    const st = this.s.state, legal = this.humanLegal();
    if (this.selected) {
      const hit = legal.find((c) => same(actionPiece(st, c), this.selected) && actionHex(st, c) === id);
      if (hit !== undefined) { this.play(hit); return; }
    }
    // pieces in the hex that may act: units first, then leaders; a second click cycles
    const c = st.game.core, p = st.ptr;
    const here: Piece[] = [];
    const seen = new Set<string>();
    for (const code of legal) {
      const pc = actionPiece(st, code);
      if (!pc) continue;
      const hex = 'unit' in pc ? c.unitHex(p, pc.unit) : c.leaderHex(p, pc.leader);
      const k = JSON.stringify(pc);
      if (hex === Number(id) && !seen.has(k)) { seen.add(k); here.push(pc); }
    }
    here.sort((a, b) => Number('leader' in a) - Number('leader' in b));
    if (here.length === 0) { this.selected = null; this.render(); return; }
    const i = here.findIndex((x) => same(x, this.selected));
    this.selected = here[(i + 1) % here.length];
    // a piece whose only action is a button (activate, choose) plays it at once when unambiguous
    this.render();
  }

  /** Arrow keys move between hexes (up and down a column, left and right to the next column), Enter or
   *  Space clicks the hex, Escape drops the selection. */
  key(e: KeyboardEvent): void {
    const m = this.s.game.scenario.map, c = this.s.game.core;
    const ids = new Set(m.hexes.map((h) => h.id));
    let id = this.focusHex ? Number(this.focusHex) : this.firstFocus();
    const col = Math.floor(id / 100), row = id % 100;
    const step: Record<string, number> = { ArrowUp: c.neighborId(id, 0), ArrowDown: c.neighborId(id, 3), ArrowLeft: (col - 1) * 100 + row, ArrowRight: (col + 1) * 100 + row };
    if (e.key in step) {
      e.preventDefault();
      if (this.focusHex !== null && ids.has(step[e.key])) id = step[e.key];
      this.focusHex = String(id).padStart(4, '0');
      this.render();
      this.root.querySelector(`.bi-hit[data-hex="${this.focusHex}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    } else if ((e.key === 'Enter' || e.key === ' ') && this.focusHex) { e.preventDefault(); this.clickHex(this.focusHex); }
    else if (e.key === 'Escape') { this.selected = null; this.render(); }
    else if (e.key === 'u' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) { e.preventDefault(); this.undo(); }
  }
  /** Where the keyboard starts: the selected piece, else a unit that may act, else the first hex. */
  private firstFocus(): number {
    const c = this.s.game.core, p = this.s.state.ptr;
    if (this.selected) { const h = 'unit' in this.selected ? c.unitHex(p, this.selected.unit) : c.leaderHex(p, this.selected.leader); if (h > 0) return h; }
    for (const code of this.humanLegal()) { const pc = actionPiece(this.s.state, code); if (pc && 'unit' in pc && c.unitHex(p, pc.unit) > 0) return c.unitHex(p, pc.unit); }
    return this.s.game.scenario.map.hexes[0].id;
  }

  private hexOf(e: Event): string | null {
    const el = (e.target as Element).closest?.('[data-hex]');
    return el ? el.getAttribute('data-hex') : null;
  }

  /** The preview of the declared combat, or of the selected piece's fire or melee at the hovered hex. */
  private preview(shown: BiSession): { pv: CombatPreview | null; what: string } {
    const st = shown.state;
    if (this.selected && this.hover) {
      const A = st.game.core.Act;
      const code = this.humanLegal().find((c) => same(actionPiece(st, c), this.selected) && actionHex(st, c) === this.hover && (fields(c).kind === A.FIRE || fields(c).kind === A.MELEE));
      if (code !== undefined) {
        const copy = st.clone();
        try { copy.apply(code); return { pv: readPreview(copy, shown.viewer), what: 'If you add this unit' }; } finally { copy.free(); }
      }
    }
    return { pv: readPreview(st, shown.viewer), what: 'Declared' };
  }

  private prompt(): string {
    const t = this.s.toAct();
    if (t === 'over') return this.s.resultText();
    if (this.s.hotseat && t === 'human') return `${SIDE_NAMES[this.s.seat]}: ${this.humanPrompt()}`;
    return t === 'human' ? this.humanPrompt() : this.thinking ? 'The AI is thinking…' : 'The AI is playing…';
  }

  private humanPrompt(): string {
    const g = this.s.game, st = this.s.state;
    if (this.selected) {
      const name = 'unit' in this.selected ? unitName(g, this.selected.unit) : leaderName(g, this.selected.leader);
      const n = this.humanLegal().filter((c) => same(actionPiece(st, c), this.selected) && actionHex(st, c) !== null).length;
      return `${name} is selected: ${n ? 'click a highlighted hex (green: move, red: fire, orange: melee)' : 'use a button'}, or another unit.`;
    }
    return 'Click a unit ringed in gold to act with it, or use a button.';
  }

  // ---- saving -------------------------------------------------------------------------------------------
  /** Saves the game in this browser under a name from the scenario, turn and time; returns the name. */
  saveBrowser(): string | null {
    const name = `${this.s.game.scenario.title} — turn ${this.s.turn()} — ${new Date().toLocaleString()}`;
    try {
      saveBiSlot(name, toBiSave(this.s));
      this.notice = `Saved in this browser as “${name}”.`;
      return name;
    } catch (e) {
      this.notice = `Not saved: ${e instanceof Error ? e.message : String(e)}.`;
      return null;
    } finally { this.render(); }
  }
  download(): void {
    downloadSave(toBiSave(this.s), `vexillum-bi-${this.s.cfg.scenario}-seed${this.s.cfg.seed}-ply${this.s.ply}.json`);
  }

  // ---- replay -------------------------------------------------------------------------------------------
  async openReplay(): Promise<void> {
    if (this.replay) return;
    this.replay = await BiReplay.of(this.s);
    this.selected = null;
    this.render();
  }
  replayTo(ply: number): void { if (this.replay) { this.replay.goto(ply); this.render(); } }
  replayStep(dir: 1 | -1): void { if (this.replay) { this.replay.step(dir); this.render(); } }
  closeReplay(): void { this.replay = null; this.render(); }

  private tools(): TemplateResult {
    const r = this.replay;
    if (r) {
      return html`<span class="bi-replay" role="group" aria-label="Replay">
        <button id="bi-rp-first" @click=${() => this.replayTo(0)} ?disabled=${r.ply === 0}>Start</button>
        <button id="bi-rp-back" @click=${() => this.replayStep(-1)} ?disabled=${r.ply === 0}>Back</button>
        <span id="bi-rp-at">${r.ply} / ${r.length}</span>
        <button id="bi-rp-next" @click=${() => this.replayStep(1)} ?disabled=${r.ply >= r.length}>Next</button>
        <button id="bi-rp-last" @click=${() => this.replayTo(r.length)} ?disabled=${r.ply >= r.length}>End</button>
        <button id="bi-rp-close" @click=${() => this.closeReplay()}>Close the replay</button></span>`;
    }
    return html`<button id="bi-save" @click=${() => this.saveBrowser()}>Save</button>
      <button id="bi-download" @click=${() => this.download()}>Download</button>
      <button id="bi-replay" @click=${() => void this.openReplay()}>Replay</button>
      <span class="bi-notice" id="bi-notice" role="status">${this.notice}</span>`;
  }

  render(): void {
    if (this.stopped) return;
    if (this.handoverDue()) {
      const to = this.s.state.currentPlayer();
      render(handoverView(this.s.game.scenario.title, to, 1 - to, () => this.takeOver(), () => { this.stop(); this.onExit(); }), this.root);
      return;
    }
    const shown = this.replay?.s ?? this.s;
    const st = shown.state, g = shown.game, c = g.core, p = st.ptr, A = c.Act;
    const legal = this.humanLegal();
    const actable = new Set<number>(), actableLeaders = new Set<number>();
    const buttons: { code: number; label: string; text: string }[] = [];
    const offMap = new Map<number, string>();
    const targets: Highlight[] = [];
    for (const code of legal) {
      const pc = actionPiece(st, code), hex = actionHex(st, code), k = fields(code).kind;
      if (pc && 'unit' in pc) actable.add(pc.unit);
      if (pc && 'leader' in pc && hex) actableLeaders.add(pc.leader);
      if (!hex) buttons.push({ code, label: buttonLabel(st, code), text: st.actionText(code) });
      else if (pc && 'unit' in pc && c.unitHex(p, pc.unit) < 0) offMap.set(pc.unit, `Select ${unitName(g, pc.unit)} (to enter)`);
      if (hex && same(pc, this.selected)) targets.push({ hex, kind: k === A.FIRE ? 'fire' : k === A.MELEE ? 'melee' : 'move' });
    }
    const { pv, what } = this.preview(shown);
    const over = this.s.toAct() === 'over';
    const overlay = over && this.summaryOpen && !this.replay
      ? summaryView(biSummary(this.s), this.s.hotseat ? null : this.s.viewer, {
        onReplay: () => void this.openReplay(), onSave: () => this.saveBrowser(), onDownload: () => this.download(),
        onNew: () => { this.stop(); this.onExit(); }, onClose: () => { this.summaryOpen = false; this.render(); },
      })
      : nothing;
    render(playView({
      s: shown, board: { st, viewer: shown.viewer, zoc: this.zoc, selected: this.selected, actable, actableLeaders, targets, group: shown.declared, hover: this.hover ?? this.focusHex, arrow: shown.lastOther },
      buttons, offMap: [...offMap].map(([unit, label]) => ({ unit, label })), preview: pv, previewWhat: what, thinking: this.thinking,
      levelLabel: biLevel(this.s.cfg.level).label, showRef: this.showRef, zoc: this.zoc, prompt: this.replay ? 'Replay: step with Back and Next; the game waits where it was.' : this.prompt(), over: over && overlay === nothing,
      tools: this.tools(), overlay, replay: this.replay ? { ply: this.replay.ply, of: this.replay.length } : null,
      onHex: (e) => { const id = this.hexOf(e); if (id) this.clickHex(id); },
      onKey: (e) => this.key(e), focusHex: this.focusHex,
      onHover: (e) => { const id = this.hexOf(e); if (id !== this.hover) { this.hover = id; this.render(); } },
      onButton: (code) => this.play(code),
      onSelectUnit: (u) => { this.selected = { unit: u }; this.render(); },
      onUndo: () => this.undo(), canUndo: !this.replay && this.s.toAct() === 'human' && this.s.canUndo(),
      onZoc: () => { this.zoc = !this.zoc; this.render(); },
      onRef: () => { this.showRef = !this.showRef; this.render(); },
      onExit: () => { this.stop(); this.onExit(); },
    }), this.root);
    if (!this.centred) this.centre();
  }

  /** Scrolls the map's frame once so the person's units are in view (a phone shows part of the map). */
  private centre(): void {
    const frame = this.root.querySelector<HTMLElement>('#bi-board-frame');
    if (!frame || frame.clientWidth === 0) return;
    this.centred = true;
    const mine = [...this.root.querySelectorAll<SVGGElement>(`.bi-counter.side-${this.s.viewer}`)].map((e) => e.getBoundingClientRect());
    if (!mine.length) return;
    const box = frame.getBoundingClientRect();
    const x = mine.reduce((a, r) => a + r.x + r.width / 2, 0) / mine.length - box.x + frame.scrollLeft;
    const y = mine.reduce((a, r) => a + r.y + r.height / 2, 0) / mine.length - box.y + frame.scrollTop;
    frame.scrollLeft = Math.max(0, x - frame.clientWidth / 2);
    frame.scrollTop = Math.max(0, y - frame.clientHeight / 2);
  }
}
