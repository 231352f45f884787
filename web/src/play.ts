// The play screen: puts the controller (controller.ts, no DOM), the kept SVG board (board.ts) and
// the panels (view/panels.ts, lit-html templates) together. The screen's skeleton is built once;
// on every controller change the board is patched and the panels are re-rendered by lit-html,
// which only touches what changed (inputs keep their focus, nodes are never rebuilt). Keyboard
// shortcuts and board zoom live here. Caller: main.ts.
import { render } from 'lit-html';
import type { Session } from './session.js';
import type { AiClient } from './ai.js';
import { PlayController } from './controller.js';
import { BoardView, terrainName, type Arrow, type Highlight, type HighlightKind } from './board.js';
import { cardInfo, type Sec } from './cards.js';
import { selectionTargets } from './intent.js';
import { coreConst, describeAt, describeCode, parseHexText } from './engine.js';
import { targetDice } from './words.js';
import { unitName } from './log.js';
import { autosave, downloadSave, saveSlot } from './storage.js';
import { toast } from './dom.js';
import { panels, zoomOf, type PanelState } from './view/panels.js';
import { attachGestures, autoZoom, clampZoom, keepPoint } from './board-zoom.js';
import { summarize } from './summary.js';
import { allTerrainFacts, unitFactsCached } from './unit-reference.js';
import { ancientsMarks, napHexExtra, shownMarks } from './nap/marks.js';
import { napUnitFactsCached } from './nap/reference.js';
import { battleTerrainTypes, napTerrainFactsCached } from './nap/terrain-reference.js';
import { isNapScenario, napFileTerrain } from './nap/game.js';
import { epicPreview } from './nap/epic.js';
import { seatAt } from './nap/grande.js';
import { handedOrders } from './nap/handed-orders.js';

export interface PlayCallbacks { onExit(): void }

export class PlayScreen {
  readonly root: HTMLElement;
  readonly board: BoardView;
  readonly ctl: PlayController;
  private readonly ui: PanelState = { coords: false, estimate: false, logTurn: 'all', help: false, zoom: null, summary: false, summaryClosed: false };
  private readonly boardWrap: HTMLElement;
  private readonly panelRoot: HTMLElement;
  private raf = 0;

  constructor(readonly session: Session, ai: AiClient, private readonly cb: PlayCallbacks) {
    this.ctl = new PlayController(session, ai);
    this.ctl.onChange = (soon) => { if (soon) this.schedule(); else this.render(); };
    this.ctl.onMessage = (m, k) => toast(m, k);
    this.ctl.onOver = () => { if (!this.ui.summaryClosed) { this.ui.summary = true; this.schedule(); } };
    this.board = new BoardView(session.game, this.ctl.viewSide() === 1);
    this.board.onClick = (hex) => this.ctl.clickHex(hex);
    this.board.onHover = (hex) => this.ctl.hover(hex);
    this.board.onKey = (hex, e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.ctl.clickHex(hex); } };
    this.board.describeHex = (hex) => this.describeHex(hex);
    if (isNapScenario(session.cfg.scenario)) this.board.setFileTerrain(napFileTerrain(session.cfg.scenario));
    this.root = document.createElement('div');
    this.root.className = 'screen play-screen';
    this.panelRoot = document.createElement('div');
    this.panelRoot.className = 'panel-root';
    this.root.append(this.panelRoot);
    this.draw();
    this.boardWrap = this.root.querySelector('#board-wrap') as HTMLElement;
    this.boardWrap.prepend(this.board.svg);
    new ResizeObserver(() => this.fit()).observe(this.boardWrap);
    this.ui.setZoom = (z) => this.setZoom(z);
    attachGestures(this.boardWrap, (f, x, y) => this.setZoom(zoomOf(this.ui) * f, x, y));
    document.addEventListener('keydown', this.onKey);
    this.render();
  }

  /** Test hook and main.ts: the AI's pause (ms) between decisions, overriding the speed setting. */
  set delayMs(ms: number) { this.ctl.delayOverride = ms; }
  get replayPly(): number | null { return this.ctl.replayPly; }
  get thinking() { return this.ctl.thinking; }
  get lastDecision() { return this.ctl.lastDecision; }
  get aiStats() { return this.ctl.aiStats; }
  get ai(): AiClient { return this.ctl.ai; }
  advance(): Promise<void> { return this.ctl.advance(); }
  stop(): void { this.ctl.stop(); }
  humanAct(text: string): void { this.ctl.act(text); }

  private schedule(): void {
    if (this.raf) return;
    this.raf = requestAnimationFrame(() => { this.raf = 0; this.render(); });
  }

  /** Renders at once (tests and the first paint); later changes are batched per frame. */
  render(): void {
    if (this.raf) { cancelAnimationFrame(this.raf); this.raf = 0; }
    this.board.setFlipped(this.ctl.viewSide() === 1);
    this.renderBoard();
    this.draw();
    if (this.ctl.replayPly !== null) this.scrollLogToReplay();
  }

  private draw(): void {
    render(panels(this.ctl, this.ui, {
      openHelp: () => this.openHelp(),
      exit: () => { this.ctl.stop(); this.cb.onExit(); },
      save: () => this.saveBrowser(),
      download: () => this.saveFile(),
      rerender: () => { this.fit(); this.render(); },
      markRef: (hex, on) => this.board.mark(hex, 'hl-ref', on),
      summary: () => summarize(this.session, {
        onReplay: () => { this.ui.summary = false; this.ui.summaryClosed = true; this.ctl.enterReplay(); },
        onNew: () => { this.ctl.stop(); this.cb.onExit(); },
        onSave: () => this.saveFile(),
        onClose: () => { this.ui.summary = false; this.ui.summaryClosed = true; this.render(); },
      }),
    }), this.panelRoot);
  }

  /** Test hook: the board's zoom (1 = fit). */
  get zoom(): number { return zoomOf(this.ui); }

  /** Sets the board's zoom (clamped), keeping the point (clientX, clientY) still, or the frame's centre. */
  setZoom(z: number, clientX?: number, clientY?: number): void {
    const oldW = this.board.svg.getBoundingClientRect().width;
    this.ui.zoom = clampZoom(z);
    this.fit();
    keepPoint(this.boardWrap, this.board.svg, oldW, clientX, clientY);
    this.render();
  }

  /** Sizes the board to its box at the current zoom (zoom 1 fits; more scrolls inside the box). */
  private fit(): void {
    const wrap = this.boardWrap;
    const vb = this.board.svg.viewBox.baseVal;
    if (!wrap || !vb || vb.width === 0) return;
    const w = wrap.clientWidth - 8, hgt = wrap.clientHeight - 8;
    const fitScale = Math.max(0.2, Math.min(w / vb.width, hgt > 80 ? hgt / vb.height : Infinity));
    // a hex's width at zoom 1: the board's width over its columns (half a hex of stagger)
    this.ui.autoZoom = autoZoom(window.innerWidth, (vb.width * fitScale) / (this.session.game.board.w + 0.5));
    const s = fitScale * zoomOf(this.ui);
    this.board.svg.style.width = `${Math.floor(vb.width * s)}px`;
    this.board.svg.style.height = `${Math.floor(vb.height * s)}px`;
  }

  // ---- the board's overlay ------------------------------------------------------------------------
  private renderBoard(): void {
    const ctl = this.ctl, s = this.session, game = s.game;
    const state = ctl.shown();
    const hl = new Map<string, Highlight[]>();
    const add = (hex: string, kind: HighlightKind, label?: string) => { if (!hl.has(hex)) hl.set(hex, []); hl.get(hex)!.push({ kind, label }); };
    const it = ctl.intents();
    const kindOf: Record<string, HighlightKind> = { order: 'order', 'order-leader': 'order', rally: 'rally', retreat: 'retreat', 'evade-to': 'evade', 'leader-evade': 'evade', advance: 'advance', join: 'join' };
    for (const [hex, a] of it.onHex) add(hex, kindOf[a.kind] ?? 'order');
    for (const [hex, modes] of it.sources) add(hex, 'source', modes.get('move')?.some((a) => a.kind === 'march') ? 'M' : undefined);
    const sel = ctl.sel;
    if (sel) {
      add(sel.hex, 'selected');
      const dice = sel.mode === 'battle' ? targetDice(s.state, sel.hex) : null;
      for (const a of selectionTargets(it, sel)) {
        if (!a.toText) continue;
        if (dice) { const d = dice.get(a.toText); add(a.toText, 'target', d === undefined ? '?' : `${Math.abs(d)}`); } else add(a.toText, 'dest');
      }
    }
    if (ctl.hoverCard) {
      const info = cardInfo(ctl.hoverCard);
      if (info.sections) {
        const side = ctl.viewSide();
        for (let i = 0; i < game.board.w * game.board.h; i++) {
          if (!game.core.onBoard(i)) continue;
          let mask = game.core.sectionMask(i);
          if (side === 1) mask = ((mask & 1) << 2) | (mask & 2) | ((mask & 4) >> 2);
          const secs: Sec[] = ['L', 'C', 'R'];
          if (secs.some((sec, k) => (mask & (1 << k)) && info.sections![sec])) add(game.hexText(i), 'section');
        }
      }
      // the units this card would let you order, asked of the core: play it on a copy, read the orders
      for (const hex of this.orderableWith(ctl.hoverCard)) add(hex, 'orderable');
    }
    // EPIC two-card play (D.3): a display card hovered or chosen rings the units the two cards would order
    if (s.napoleonics) for (const pick of epicPreview(ctl)) for (const hex of this.pickOrders(pick.code)) add(hex, 'orderable');
    // the AI's moves and battles of its current turn: arrows (live game only; replay shows none)
    const arrows: Arrow[] = [];
    if (ctl.replayPly === null) {
      for (const a of ctl.aiTurn) {
        if ((a.kind === 'move' || a.kind === 'battle') && a.hexText && a.toText) arrows.push({ from: a.hexText, to: a.toText, kind: a.kind });
      }
    }
    if (s.napoleonics) {
      // combined arms (C.14): the declared attack is marked while its artillery partner is offered
      if (state.phaseName() === 'COMBINE') {
        const atk = game.core.getCombatHex(state.ptr, coreConst(game, 'CombatField.ATK_HEX')), def = state.combat().defenderHex;
        if (game.core.onBoard(atk)) add(game.hexText(atk), 'attacker');
        if (game.core.onBoard(def)) add(game.hexText(def), 'target');
      }
      for (const a of it.buttons) if (a.kind === 'mother-russia' && a.hexText) add(a.hexText, 'orderable');
    }
    this.board.render(state, { highlights: hl, los: this.los(), arrows, coords: this.ui.coords });
    this.board.renderNap(s.napoleonics ? shownMarks(ctl) : ancientsMarks(ctl));
  }

  /**
   * Hexes of the units (and lone leaders) the card would let the person order now; empty when it
   * cannot be played. A Commander-in-Chief with several seats on his side (D.7, D.8) orders through
   * the commanders he hands his cards to: the units of every commander the card could reach
   * (nap/handed-orders.ts).
   */
  private orderableWith(card: string): string[] {
    const act = this.ctl.intents().cards.get(card);
    if (!act) return [];
    const s = this.session, seat = seatAt(s.state);
    if (s.game.contract.numSeats > 2 && seat >= 0 && seat >> 1 === 0 && act.kind === 'play') {
      const key = `${s.ply}:cinc:${act.code}`;
      let hit = this.orders.get(key);
      if (!hit) { hit = handedOrders(s.state, act.code); this.orders.set(key, hit); }
      return hit;
    }
    return this.ordersAfter(act.code);
  }

  /**
   * Hexes a display pick would let be ordered: the person's own orders of the two cards
   * (ordersAfter); a Commander-in-Chief with several seats on his side (D.7, D.8) orders the display
   * card through the commander he hands it to: the display card's orders for every receiver
   * (nap/handed-orders.ts, slot 1).
   */
  private pickOrders(code: number): string[] {
    const s = this.session, seat = seatAt(s.state);
    if (s.game.contract.numSeats <= 2 || seat < 0 || seat >> 1 !== 0) return this.ordersAfter(code);
    const key = `${s.ply}:cinc-pick:${code}`;
    let hit = this.orders.get(key);
    if (!hit) { hit = handedOrders(s.state, code, undefined, 1); this.orders.set(key, hit); }
    return hit;
  }

  private orders = new Map<string, string[]>();
  /**
   * Hexes of the units (and lone leaders) the person could order after the action `code`, read on a
   * copy of the position from the core's legal list (never guessed). When the action leads to the
   * EPIC display pick (a hand card in the two-card turn, D.3), the union over every pick: the units
   * this card may order together with some display card. Cached per ply.
   */
  private ordersAfter(code: number): string[] {
    const s = this.session;
    const key = `${s.ply}:${code}`;
    const hit = this.orders.get(key);
    if (hit) return hit;
    if (this.orders.size > 64) this.orders.clear();
    const hexes = new Set<string>();
    const read = (st: ReturnType<typeof s.state.clone>, depth: number) => {
      // chance steps between the cards and the orders (a Tactician draw, the display refilled) are
      // sampled on the copy: they do not change who may be ordered (the record reseeds before every
      // real chance step, so this sampling never touches the game's dice)
      for (let k = 0; k < 16 && st.isChance() && !st.isTerminal(); k++) st.sampleChance();
      // several seats a side (La Grande's own card, D.8): only this seat's orders, never the next commander's
      if (st.isChance() || seatAt(st) !== seat) return;
      const phase = s.game.core.getPhase(st.ptr);
      for (const c of st.legalActions()) {
        const a = describeAt(s.game, phase, c);
        if ((a.kind === 'order' || a.kind === 'order-leader') && a.hexText) hexes.add(a.hexText);
        else if (a.kind === 'pick' && depth === 0) {
          const next = st.clone();
          try { next.apply(c); read(next, 1); } finally { next.free(); }
        }
      }
    };
    const seat = seatAt(s.state);
    const probe = s.state.clone();
    try {
      probe.apply(code);
      read(probe, 0);
    } finally {
      probe.free();
    }
    const out = [...hexes];
    this.orders.set(key, out);
    return out;
  }

  /** Line of sight from the selected battle unit to a hovered enemy unit (legal target or not). */
  private los(): { from: string; to: string; clear: boolean } | null {
    const ctl = this.ctl;
    const sel = ctl.sel, hov = ctl.hoverHex;
    if (!sel || sel.mode !== 'battle' || !hov || hov === sel.hex || ctl.replayPly !== null) return null;
    const st = this.session.state;
    const units = st.units();
    const me = units.find((u) => u.hex === sel.hex);
    const them = units.find((u) => u.hex === hov);
    if (!me || !them || them.side === me.side) return null;
    const g = this.session.game;
    const a = parseHexText(g.board, sel.hex), b = parseHexText(g.board, hov);
    if (a === undefined || b === undefined) return null;
    return { from: sel.hex, to: hov, clear: g.core.lineOfSightQuery(st.ptr, a, b) === 1 };
  }

  /** A hex in words: coordinate, terrain, unit and leader (hex info box and the board's text alternative). */
  describeHex(hex: string): string {
    const st = this.ctl.shown(), g = this.session.game;
    const i = parseHexText(g.board, hex);
    const sc = this.session.cfg.scenario;
    // a Napoleonics hex is named as its file names it ("stream (Goldbach)"), with its square and objective
    const napTer = isNapScenario(sc) ? sc.terrain.find((t) => t.hex === hex && t.type !== 'field-works') : undefined;
    const ter = napTer ? `${napTer.type}${napTer.name ? ` (${napTer.name})` : ''}` : i === undefined ? 'open' : terrainName(g, g.core.getTerrain(i));
    const u = st.units().find((x) => x.hex === hex);
    const l = st.leaders().find((x) => x.hex === hex);
    const side = (s: 'bottom' | 'top') => this.session.sideNames[s === 'bottom' ? 0 : 1];
    const lname = l ? g.scenario.leaders[l.id]?.name : null;
    const marks = this.session.napoleonics ? shownMarks(this.ctl) : ancientsMarks(this.ctl);
    const extra = marks ? napHexExtra(marks, hex) : '';
    return `${hex}, ${ter}${extra}${u ? `, ${unitName(u, this.session.sideNames)} ${u.blocks} of ${u.maxBlocks} blocks` : ''}${l ? `, ${side(l.side)} leader${lname ? ` ${lname}` : ''}${u ? '' : ' on his own'}` : ''}`;
  }

  private scrollLogToReplay(): void {
    const log = this.root.querySelector('#log');
    const ply = this.ctl.replayPly ?? 0;
    const items = Array.from(log?.querySelectorAll('li[data-ply]') ?? []) as HTMLElement[];
    const past = items.filter((li) => Number(li.dataset.ply) < ply);
    const target = past[past.length - 1];
    if (log && target) (log as HTMLElement).scrollTop = Math.max(0, target.offsetTop - (log as HTMLElement).offsetTop - (log as HTMLElement).clientHeight / 2);
    else if (log) (log as HTMLElement).scrollTop = 0;
  }

  /** Opens *Rules & keys*; the unit and terrain reference is measured from the core the first time. */
  private openHelp(): void {
    this.ui.help = true;
    this.render();
    // a Napoleonics battle measures its own unit types with Napoleonics probe battles (nap/reference.ts)
    if (this.session.napoleonics) {
      if (this.ui.napFacts) return;
      const types = [...new Set((this.session.game.scenario as unknown as { units: { type: string }[] }).units.map((u) => u.type))];
      void Promise.all(types.map((t) => napUnitFactsCached(t))).then((f) => {
        this.ui.napFacts = f;
        if (this.root.isConnected) this.render();
      }, (e: unknown) => toast(`The unit reference could not be measured: ${e instanceof Error ? e.message : String(e)}`, 'error'));
      // the battle's terrain (C.15), measured with Napoleonics probe battles (nap/terrain-reference.ts)
      const sc = this.session.cfg.scenario as { terrain: { type: string }[] };
      void Promise.all(battleTerrainTypes(sc.terrain).map((t) => napTerrainFactsCached(t))).then((f) => {
        this.ui.napTerrain = f;
        if (this.root.isConnected) this.render();
      }, (e: unknown) => toast(`The terrain reference could not be measured: ${e instanceof Error ? e.message : String(e)}`, 'error'));
      return;
    }
    if (this.ui.facts) return;
    const types = [...new Set(this.session.game.scenario.units.map((u) => u.type))];
    void Promise.all([Promise.all(types.map((t) => unitFactsCached(t))), allTerrainFacts()]).then(([units, terrain]) => {
      this.ui.facts = { units, terrain };
      if (this.root.isConnected) this.render();
    }, (e: unknown) => toast(`The unit reference could not be measured: ${e instanceof Error ? e.message : String(e)}`, 'error'));
  }

  // ---- keyboard -------------------------------------------------------------------------------------
  /** Shortcuts: Esc drops the selection, U or Ctrl+Z undoes, E ends the step, A accepts, 1-9 play a card, ? help. */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.root.isConnected) { document.removeEventListener('keydown', this.onKey); return; }
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
    const ctl = this.ctl;
    const it = ctl.intents();
    const btn = (kinds: string[]) => it.buttons.find((a) => kinds.includes(a.kind));
    if (e.key === 'Escape') { if (this.ui.help) { this.ui.help = false; this.render(); } else ctl.deselect(); return; }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { e.preventDefault(); if (ctl.canUndo()) ctl.undo(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    if (k === 'u') { if (ctl.replayPly === null) ctl.undo(); }
    else if (k === 'e') { const a = btn(['end-orders', 'end-moves', 'end-battles', 'skip']); if (a) ctl.act(a.text); }
    else if (k === 'a') { const a = btn(['accept']); if (a) ctl.act(a.text); }
    else if (k === '?') { if (this.ui.help) { this.ui.help = false; this.render(); } else this.openHelp(); }
    else if (/^[1-9]$/.test(k)) {
      const hand = ctl.seatCards().command;
      const id = hand[Number(k) - 1];
      const a = id ? it.cards.get(id) : undefined;
      if (a) ctl.act(a.text);
    }
  };

  // ---- saving ---------------------------------------------------------------------------------------
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
    autosave(s.toSave());
    downloadSave(s.toSave(), `vexillum-${s.cfg.scenario.id}-seed${s.cfg.seed}-ply${s.ply}.json`);
  }
}
