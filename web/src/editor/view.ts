// The scenario editor screen (lit-html): start from a shipped battle or an empty board of any size
// (standard, epic, grande), paint terrain, place units and leaders, set the sides (names, hand
// sizes, banners, commanders, fixed hands), who moves first, the name and the note; the engine
// checks the file on every edit and the problems are listed (their hexes marked on the board).
// Keep it in this browser, download it as JSON, open a JSON file, or play it at once.
// The model (edits, validation, storage) is editor/draft.ts; this file only draws and dispatches.
// Caller: main.ts.
import { html, svg, nothing, render, type TemplateResult } from 'lit-html';
import { BOARD_NAMES, listScenarios, TERRAIN_TYPES, UNIT_TYPES, type BoardName, type Scenario } from '../engine.js';
import { center, geometry, hexPoints, CLASS_NAMES } from '../board.js';
import { UNIT_CLASS, UNIT_NAMES } from '../cards.js';
import { readFileText } from '../storage.js';
import { unitIcon } from '../unit-icons.js';
import { applyTool, boardSize, emptyScenario, fromShipped, hexesOf, keepScenario, problemHexes, validate, type Tool } from './draft.js';

export interface EditorCallbacks { onBack(): void; onPlay(sc: Scenario): void }

const GLYPH: Record<string, string> = { forest: '♣', hill: '◠', broken: '∴', marsh: '≈', river: '∿', ford: '≋', lake: '~', 'steep-hill': '▲', camp: '⌂' };

function classShape(cls: number, x: number, y: number, r: number): TemplateResult {
  const shape = cls === 0 ? svg`<circle cx=${x} cy=${y} r=${r * 0.8} class="cls-shape"/>`
    : cls === 1 ? svg`<path d=${`M${x} ${y - r} L${x + r} ${y + r * 0.8} L${x - r} ${y + r * 0.8} Z`} class="cls-shape"/>`
      : svg`<rect x=${x - r * 0.8} y=${y - r * 0.8} width=${r * 1.6} height=${r * 1.6} class="cls-shape"/>`;
  return svg`<g class="cls-sym cls-${cls}" data-class=${CLASS_NAMES[cls]}><circle cx=${x} cy=${y} r=${r + 2.5} class="cls-bg"/>${shape}</g>`;
}

export class EditorScreen {
  readonly root: HTMLElement;
  sc: Scenario;
  private tool: Tool = { kind: 'terrain', type: 'forest' };
  private side: 'bottom' | 'top' = 'bottom';
  private history: Scenario[] = [];
  private message = '';
  private startFrom = 'empty:standard';

  constructor(private readonly cb: EditorCallbacks, initial?: Scenario) {
    this.sc = initial ? structuredClone(initial) : emptyScenario('standard');
    this.root = document.createElement('div');
    this.root.className = 'screen editor-screen';
    this.root.id = 'editor';
    this.render();
  }

  private edit(next: Scenario): void {
    this.history.push(this.sc);
    if (this.history.length > 200) this.history.shift();
    this.sc = next;
    this.message = '';
    this.render();
  }

  private field(mut: (sc: Scenario) => void): void {
    const next = structuredClone(this.sc);
    mut(next);
    this.edit(next);
  }

  /** Sets the objectives or options from JSON text (empty: none); text that is not JSON is refused with a message. */
  private json(key: 'objectives' | 'options', text: string): void {
    if (text.trim() === '') { this.field((s) => { delete s[key]; }); return; }
    let v: unknown;
    try { v = JSON.parse(text); } catch (e) {
      this.message = `${key === 'objectives' ? 'Objectives' : 'Options'}: not JSON (${e instanceof Error ? e.message : String(e)}); the previous value is kept.`;
      this.render();
      return;
    }
    this.field((s) => { (s as Record<string, unknown>)[key] = v; });
  }

  private undo(): void {
    const prev = this.history.pop();
    if (prev) { this.sc = prev; this.render(); }
  }

  private start(): void {
    const [kind, arg] = this.startFrom.split(':');
    this.edit(kind === 'empty' ? emptyScenario(arg as BoardName) : fromShipped(arg));
  }

  private save(): void {
    try {
      keepScenario(this.sc);
      this.message = `Kept “${this.sc.name}” in this browser: it is in the list of battles.`;
    } catch (e) {
      this.message = e instanceof Error ? e.message : String(e);
    }
    this.render();
  }

  private download(): void {
    const blob = new Blob([JSON.stringify(this.sc, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${this.sc.id}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  private async open(input: HTMLInputElement): Promise<void> {
    const f = input.files?.[0];
    input.value = '';
    if (!f) return;
    let v: unknown;
    try { v = JSON.parse(await readFileText(f)); } catch (e) {
      this.message = `${f.name} is not JSON: ${e instanceof Error ? e.message : String(e)}`;
      this.render();
      return;
    }
    // an invalid file still opens, so its problems can be fixed here; only its shape must be a scenario's
    if (!v || typeof v !== 'object' || !Array.isArray((v as Scenario).units) || !Array.isArray((v as Scenario).terrain)) {
      this.message = `${f.name} is not a scenario file (it has no "units" and "terrain" lists).`;
      this.render();
      return;
    }
    const sc = v as Scenario;
    if (!(BOARD_NAMES as readonly string[]).includes(sc.board)) sc.board = 'standard';
    this.edit(sc);
    this.message = `Opened ${f.name}.`;
    this.render();
  }

  render(): void { render(this.template(), this.root); }

  private template(): TemplateResult {
    const sc = this.sc;
    const checked = validate(sc);
    const errors = checked.ok ? [] : checked.errors;
    const bad = problemHexes(sc, errors);
    const tools = (t: Tool) => JSON.stringify(t) === JSON.stringify(this.tool);
    const pick = (t: Tool) => () => { this.tool = t; this.render(); };
    const num = (v: string) => (v.trim() === '' ? NaN : Number(v));
    return html`
    <header>
      <div class="title"><h1>Scenario editor</h1><span class="sides">${sc.name}</span></div>
      <nav class="toolbar" aria-label="Editor">
        <button id="editor-back" @click=${() => this.cb.onBack()}>⟵ Scenarios</button>
        <button id="editor-undo" ?disabled=${this.history.length === 0} @click=${() => this.undo()}>↶ Undo</button>
        <button id="editor-save" @click=${() => this.save()}>Keep in this browser</button>
        <button id="editor-download" @click=${() => this.download()}>Download JSON</button>
        <label class="tb-file">Open JSON…<input type="file" id="editor-open" class="visually-hidden" accept=".json,application/json" @change=${(e: Event) => void this.open(e.target as HTMLInputElement)}></label>
        <button id="editor-play" class="primary-tb" ?disabled=${!checked.ok} @click=${() => { if (checked.ok) this.cb.onPlay(checked.scenario); }}>Play it now</button>
      </nav>
    </header>
    <main class="editor-main">
      <section class="editor-board-area" aria-label="Board">${this.board(bad)}</section>
      <aside class="editor-side">
        <div class="row"><label>Start from <select id="editor-from" @change=${(e: Event) => { this.startFrom = (e.target as HTMLSelectElement).value; }}>
          ${BOARD_NAMES.map((b) => html`<option value=${`empty:${b}`} ?selected=${this.startFrom === `empty:${b}`}>an empty ${b} board</option>`)}
          ${listScenarios().map((s) => html`<option value=${`shipped:${s.id}`} ?selected=${this.startFrom === `shipped:${s.id}`}>${s.name}</option>`)}
        </select></label> <button id="editor-start" @click=${() => this.start()}>Start</button></div>
        <h2>Paint</h2>
        <div class="palette" role="group" aria-label="Terrain">
          ${(['open', ...TERRAIN_TYPES] as const).map((t) => html`<button class="tool t-btn ${tools({ kind: 'terrain', type: t }) ? 'on' : ''}" data-tool=${`terrain:${t}`} aria-pressed=${tools({ kind: 'terrain', type: t })} @click=${pick({ kind: 'terrain', type: t })}>${GLYPH[t] ?? '⬡'} ${t}</button>`)}
        </div>
        <div class="row" role="radiogroup" aria-label="Side of the pieces">
          ${(['bottom', 'top'] as const).map((s) => html`<label><input type="radio" name="editor-side" value=${s} .checked=${this.side === s} @change=${() => { this.side = s; if (this.tool.kind === 'unit' || this.tool.kind === 'leader') this.tool = { ...this.tool, side: s }; this.render(); }}> ${sc.sides[s].name} (${s})</label>`)}
        </div>
        <div class="palette" role="group" aria-label="Units and leaders">
          ${UNIT_TYPES.map((u) => html`<button class="tool ${tools({ kind: 'unit', side: this.side, type: u }) ? 'on' : ''}" data-tool=${`unit:${u}`} title=${UNIT_NAMES[u] ?? u} aria-pressed=${tools({ kind: 'unit', side: this.side, type: u })} @click=${pick({ kind: 'unit', side: this.side, type: u })}>${u}</button>`)}
          <button class="tool ${tools({ kind: 'leader', side: this.side }) ? 'on' : ''}" data-tool="leader" aria-pressed=${tools({ kind: 'leader', side: this.side })} @click=${pick({ kind: 'leader', side: this.side })}>★ leader</button>
          <button class="tool ${tools({ kind: 'erase' }) ? 'on' : ''}" data-tool="erase" aria-pressed=${tools({ kind: 'erase' })} @click=${pick({ kind: 'erase' })}>✕ erase</button>
        </div>
        <h2>Battle</h2>
        <div class="form">
          <label>Name <input id="ed-name" .value=${sc.name} @change=${(e: Event) => this.field((s) => { s.name = (e.target as HTMLInputElement).value; })}></label>
          <label>Id <input id="ed-id" .value=${sc.id} @change=${(e: Event) => this.field((s) => { s.id = (e.target as HTMLInputElement).value; })}></label>
          <label>Year <input id="ed-year" .value=${sc.year ?? ''} @change=${(e: Event) => this.field((s) => { const v = (e.target as HTMLInputElement).value; if (v) s.year = v; else delete s.year; })}></label>
          <label>Note <textarea id="ed-note" rows="2" .value=${sc.note ?? ''} @change=${(e: Event) => this.field((s) => { const v = (e.target as HTMLTextAreaElement).value; if (v) s.note = v; else delete s.note; })}></textarea></label>
          <label>Board <output id="ed-board">${sc.board} (${boardSize(sc.board).w}×${boardSize(sc.board).h})</output></label>
          <label>Moves first <select id="ed-first" @change=${(e: Event) => this.field((s) => { s.first = (e.target as HTMLSelectElement).value as 'bottom' | 'top'; })}>
            ${(['bottom', 'top'] as const).map((s) => html`<option value=${s} ?selected=${sc.first === s}>${sc.sides[s].name} (${s})</option>`)}</select></label>
        </div>
        ${(['bottom', 'top'] as const).map((s) => html`<fieldset class="form side-form"><legend>${s === 'bottom' ? 'Bottom side' : 'Top side'}</legend>
          <label>Name <input id=${`ed-${s}-name`} .value=${sc.sides[s].name} @change=${(e: Event) => this.field((x) => { x.sides[s].name = (e.target as HTMLInputElement).value; })}></label>
          <label>Cards in hand <input id=${`ed-${s}-cards`} type="number" min="1" max="8" .value=${String(sc.sides[s].cards)} @change=${(e: Event) => this.field((x) => { x.sides[s].cards = num((e.target as HTMLInputElement).value); })}></label>
          <label>Banners to win <input id=${`ed-${s}-banners`} type="number" min="1" max="20" .value=${String(sc.sides[s].banners)} @change=${(e: Event) => this.field((x) => { x.sides[s].banners = num((e.target as HTMLInputElement).value); })}></label>
          <label>Commander <input id=${`ed-${s}-commander`} .value=${sc.sides[s].commander ?? ''} @change=${(e: Event) => this.field((x) => { const v = (e.target as HTMLInputElement).value; if (v) x.sides[s].commander = v; else delete x.sides[s].commander; })}></label>
          <label>Fixed hand <input id=${`ed-${s}-hand`} placeholder="dealt from the deck" .value=${(sc.hands?.[s] ?? []).join(', ')} @change=${(e: Event) => this.field((x) => {
            const ids = (e.target as HTMLInputElement).value.split(/[\s,]+/).filter(Boolean);
            const hands = { ...(x.hands ?? {}) };
            if (ids.length) hands[s] = ids; else delete hands[s];
            if (Object.keys(hands).length) x.hands = hands; else delete x.hands;
          })}></label></fieldset>`)}
        <h2>Objectives and options</h2>
        <p class="muted">Scenario rules as the file writes them (docs/scenarios.md), in JSON; the engine checks them with the rest.</p>
        <div class="form">
          <label>Objectives <textarea id="ed-objectives" rows="2" placeholder="[]" .value=${sc.objectives ? JSON.stringify(sc.objectives) : ''} @change=${(e: Event) => this.json('objectives', (e.target as HTMLTextAreaElement).value)}></textarea></label>
          <label>Options <textarea id="ed-options" rows="2" placeholder="{}" .value=${sc.options ? JSON.stringify(sc.options) : ''} @change=${(e: Event) => this.json('options', (e.target as HTMLTextAreaElement).value)}></textarea></label>
        </div>
        <h2>Check</h2>
        ${errors.length ? html`<ul class="scenario-errors" id="editor-errors" role="status">${errors.map((e) => html`<li>${e}</li>`)}</ul>`
          : html`<div class="ok" id="editor-ok" role="status">Ready to play: the engine accepts this battle (${sc.units.filter((u) => u.type !== 'leader').length} units).</div>`}
        ${this.message ? html`<div class="muted" id="editor-message" role="status">${this.message}</div>` : nothing}
      </aside>
    </main>`;
  }

  private board(bad: Set<string>): TemplateResult {
    const sc = this.sc;
    const { w, h } = boardSize(sc.board);
    const g = geometry(w, h, 30, false);
    const terrain = new Map(sc.terrain.map((t) => [t.hex, t.type]));
    const idx = (hex: string) => (Number(hex.slice(1)) - 1) * w + (hex.charCodeAt(0) - 65);
    const hexes = hexesOf(sc.board);
    const onBoard = new Set(hexes);
    const click = (e: Event) => {
      const hex = (e.target as Element).closest?.('[data-ehex]')?.getAttribute('data-ehex');
      if (hex) this.edit(applyTool(this.sc, hex, this.tool));
    };
    const key = (e: KeyboardEvent) => {
      const hex = (e.target as Element).getAttribute?.('data-ehex');
      if (hex && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); this.edit(applyTool(this.sc, hex, this.tool)); }
    };
    return html`<svg class="board editor-board" viewBox=${`0 0 ${g.width.toFixed(0)} ${g.height.toFixed(0)}`} role="group" aria-label="Board: click or press Enter on a hex to apply the tool" @click=${click} @keydown=${key}>
      ${hexes.map((hex) => {
        const [x, y] = center(g, idx(hex));
        const t = terrain.get(hex) ?? 'open';
        return svg`<polygon points=${hexPoints(x, y, g.R - 0.8)} class="hex t-${t}${bad.has(hex) ? ' bad' : ''}" data-ehex=${hex} tabindex="0" role="button" aria-label=${`${hex}, ${t}`}></polygon>
          ${t !== 'open' ? svg`<text x=${x} y=${y + g.R * 0.62} class="tglyph" aria-hidden="true">${GLYPH[t] ?? ''}</text>` : nothing}
          <text x=${x} y=${y - g.R * 0.55} class="coord" aria-hidden="true">${hex}</text>`;
      })}
      <g class="pieces">${sc.units.map((u) => {
        if (!onBoard.has(u.hex)) return nothing;
        const [x, y] = center(g, idx(u.hex));
        if (u.type === 'leader') return svg`<g class="leader alone side-${u.side}" data-epiece=${u.hex}><circle cx=${x} cy=${y} r="13" class="leader-disc"/><text x=${x} y=${y + 4} class="leader-mark">★</text></g>`;
        const cls = UNIT_CLASS[u.type] ?? 0;
        return svg`<g class="unit side-${u.side}" data-epiece=${u.hex} transform=${`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
          <rect x="-20" y="-15" width="40" height="30" rx="4" class="counter"/>${classShape(cls, -12, -7, 4)}
          <path d=${unitIcon(u.type)} transform="translate(12 -7) scale(.85)" class="uicon"/>
          <text x="0" y="8" class="utype">${u.type}</text>
          ${u.leader !== undefined ? svg`<g transform="translate(0 -19)"><circle r="8" class="leader-disc"/><text y="4" class="leader-mark">★</text></g>` : nothing}</g>`;
      })}</g></svg>`;
  }
}
