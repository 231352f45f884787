// The SVG board: hexes with their terrain (each hex polygon carries data-hex="E3"), section lines,
// optional coordinates, units (type, die-symbol colour, blocks), leaders, highlights with labels
// (dice counts), and a line-of-sight ray. Pointy-top hexes, row 1 at the bottom; `flipped` turns
// the board 180 degrees so the top side's player sees their own baseline at the bottom.
// Rendering is a full redraw per call (about 120 hexes: cheap); input comes back as hex texts.
import type { Game, State } from './engine.js';
import type { NormalizedScenario } from './engine.js';
import { UNIT_CLASS, UNIT_NAMES } from './cards.js';

const NS = 'http://www.w3.org/2000/svg';
const SQ3 = Math.sqrt(3);

export const TERRAIN_NAMES = ['open', 'forest', 'hill', 'broken', 'marsh', 'river', 'ford', 'lake', 'steep-hill', 'camp'];

export type HighlightKind = 'order' | 'ordered' | 'source' | 'selected' | 'dest' | 'target' | 'retreat' | 'advance' | 'evade' | 'rally' | 'section' | 'last';
export interface Highlight { kind: HighlightKind; label?: string }

export interface BoardOverlay {
  highlights: Map<string, Highlight[]>;
  los?: { from: string; to: string; clear: boolean } | null;
  coords: boolean;
}

function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, parent?: Element): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

export interface Geometry { w: number; h: number; R: number; width: number; height: number; flipped: boolean }

export function geometry(game: Game, R: number, flipped: boolean): Geometry {
  const { w, h } = game.board;
  return { w, h, R, flipped, width: (w * SQ3 * R) + 8, height: (h - 1) * 1.5 * R + 2 * R + 8 };
}

/** Pixel centre of a hex index. */
export function center(g: Geometry, index: number): [number, number] {
  const row = Math.floor(index / g.w), col = index - row * g.w;
  const x2 = 2 * col + (row & 1);
  let x = 4 + (x2 + 1) * (SQ3 * g.R / 2);
  let y = 4 + g.R + (g.h - 1 - row) * 1.5 * g.R;
  if (g.flipped) { x = g.width - x; y = g.height - y; }
  return [x, y];
}

function hexPoints(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

export function onBoardHexes(game: Game): number[] {
  const out: number[] = [];
  for (let i = 0; i < game.board.w * game.board.h; i++) if (game.core.onBoard(i)) out.push(i);
  return out;
}

export class BoardView {
  readonly svg: SVGSVGElement;
  private g: Geometry;
  /** Hex polygons by hex text: created once, so clicks and hovers never lose their element. */
  private readonly hexEls = new Map<string, SVGPolygonElement>();
  private readonly baseClass = new Map<string, string>();
  private readonly labelLayer: SVGGElement;
  private readonly pieceLayer: SVGGElement;
  private readonly overLayer: SVGGElement;
  private readonly losLayer: SVGGElement;
  private coordsShown: boolean | null = null;
  onClick: (hex: string) => void = () => {};
  onHover: (hex: string | null) => void = () => {};

  constructor(private readonly game: Game, flipped: boolean) {
    this.g = geometry(game, 34, flipped);
    const g = this.g;
    this.svg = el('svg', { class: 'board', viewBox: `0 0 ${g.width.toFixed(0)} ${g.height.toFixed(0)}`, role: 'img', 'aria-label': 'battlefield' });
    const hexLayer = el('g', { class: 'hexes' }, this.svg);
    const secLayer = el('g', { class: 'sections' }, this.svg);
    this.labelLayer = el('g', { class: 'labels' }, this.svg);
    this.pieceLayer = el('g', { class: 'pieces' }, this.svg);
    this.overLayer = el('g', { class: 'marks' }, this.svg);
    this.losLayer = el('g', { class: 'marks' }, this.svg);
    for (const i of onBoardHexes(game)) {
      const [x, y] = center(g, i);
      const t = TERRAIN_NAMES[game.core.getTerrain(i)] ?? 'open';
      const text = game.hexText(i);
      const base = `hex t-${t}`;
      const poly = el('polygon', { points: hexPoints(x, y, g.R - 0.8), class: base, 'data-hex': text }, hexLayer);
      el('title', {}, poly).textContent = `${text}${t !== 'open' ? ` — ${t}` : ''}`;
      this.hexEls.set(text, poly);
      this.baseClass.set(text, base);
      if (t !== 'open') this.terrainGlyph(secLayer, t, x, y);
    }
    this.sectionLines(secLayer);
    this.svg.addEventListener('click', (e) => {
      const hex = (e.target as Element).closest?.('[data-hex]')?.getAttribute('data-hex');
      if (hex) this.onClick(hex);
    });
    this.svg.addEventListener('mouseover', (e) => {
      const hex = (e.target as Element).closest?.('[data-hex]')?.getAttribute('data-hex');
      this.onHover(hex ?? null);
    });
    this.svg.addEventListener('mouseleave', () => this.onHover(null));
  }

  get flipped(): boolean { return this.g.flipped; }

  /** Redraws highlights, pieces and marks; hex elements stay in place. */
  render(state: State, ov: BoardOverlay): void {
    const { g } = this;
    const R = g.R;
    for (const [text, poly] of this.hexEls) {
      const hl = ov.highlights.get(text);
      const cls = hl ? `${this.baseClass.get(text)} ${hl.map((h) => `hl-${h.kind}`).join(' ')}` : this.baseClass.get(text)!;
      if (poly.getAttribute('class') !== cls) poly.setAttribute('class', cls);
    }
    if (this.coordsShown !== ov.coords) {
      this.coordsShown = ov.coords;
      this.labelLayer.replaceChildren();
      if (ov.coords) {
        for (const [text] of this.hexEls) {
          const [x, y] = center(g, this.index(text));
          el('text', { x, y: y - R * 0.62, class: 'coord' }, this.labelLayer).textContent = text;
        }
      }
    }
    this.overLayer.replaceChildren();
    for (const [text, hl] of ov.highlights) {
      const lab = hl.find((x) => x.label);
      if (!lab) continue;
      const [x, y] = center(g, this.index(text));
      el('circle', { cx: x + R * 0.55, cy: y - R * 0.5, r: 10, class: `badge-bg badge-${lab.kind}` }, this.overLayer);
      el('text', { x: x + R * 0.55, y: y - R * 0.5 + 4, class: 'badge' }, this.overLayer).textContent = lab.label!;
    }
    this.pieceLayer.replaceChildren();
    for (const u of state.units()) {
      const [x, y] = center(g, this.index(u.hex));
      const gu = el('g', { class: `unit side-${u.side}${u.ordered ? ' ordered' : ''}${u.moved ? ' moved' : ''}${u.battled ? ' battled' : ''}`, 'data-unit': u.hex, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` }, this.pieceLayer);
      el('rect', { x: -20, y: -15, width: 40, height: 30, rx: 4, class: 'counter' }, gu);
      el('rect', { x: -20, y: -15, width: 40, height: 6, rx: 2, class: `cls cls-${UNIT_CLASS[u.type] ?? 0}` }, gu);
      el('text', { x: 0, y: 5, class: 'utype' }, gu).textContent = u.type;
      for (let k = 0; k < u.maxBlocks; k++) {
        el('rect', { x: -17 + k * 9, y: 8, width: 7, height: 5, class: k < u.blocks ? 'block' : 'block lost' }, gu);
      }
      el('title', {}, gu).textContent = `${u.hex}: ${UNIT_NAMES[u.type] ?? u.type} (${u.side}), ${u.blocks}/${u.maxBlocks} blocks${u.leader ? ', with a leader' : ''}${u.ordered ? ', ordered' : ''}`;
    }
    for (const l of state.leaders()) {
      const [x, y] = center(g, this.index(l.hex));
      const gl = el('g', { class: `leader side-${l.side}`, 'data-leader': l.hex, transform: `translate(${(l.attached ? x + 16 : x).toFixed(1)},${(l.attached ? y - 16 : y).toFixed(1)})` }, this.pieceLayer);
      el('circle', { r: l.attached ? 9 : 13, class: 'leader-disc' }, gl);
      el('text', { x: 0, y: l.attached ? 4 : 5, class: 'leader-mark' }, gl).textContent = '★';
      el('title', {}, gl).textContent = `${l.hex}: leader (${l.side})`;
    }
    this.setLos(ov.los ?? null);
  }

  /** Draws (or removes) the line-of-sight ray alone: cheap enough for every mouse move. */
  setLos(los: { from: string; to: string; clear: boolean } | null): void {
    this.losLayer.replaceChildren();
    if (!los) return;
    const [x1, y1] = center(this.g, this.index(los.from));
    const [x2, y2] = center(this.g, this.index(los.to));
    el('line', { x1, y1, x2, y2, class: `los ${los.clear ? 'clear' : 'blocked'}` }, this.losLayer);
  }

  /** Adds or removes one extra class on a hex (log references). */
  mark(hex: string, cls: string, on: boolean): void { this.hexEls.get(hex)?.classList.toggle(cls, on); }

  index(hex: string): number {
    const col = hex.charCodeAt(0) - 65, row = Number(hex.slice(1)) - 1;
    return row * this.game.board.w + col;
  }

  private terrainGlyph(layer: Element, t: string, x: number, y: number): void {
    const glyph: Record<string, string> = { forest: '♣', hill: '◠', broken: '∴', marsh: '≈', river: '〰', ford: '≋', lake: '~', 'steep-hill': '▲', camp: '⛺' };
    const e = el('text', { x, y: y + this.g.R * 0.62, class: `tglyph g-${t}` }, layer);
    e.textContent = glyph[t] ?? '';
  }

  /** Dashed lines through the hexes on the section boundaries (x2 = b1 and x2 = b2). */
  private sectionLines(layer: Element): void {
    const g = this.g;
    const bounds = [this.game.core.sectionBoundLeft(), this.game.core.sectionBoundRight()];
    for (const b of bounds) {
      let x = 4 + (b + 1) * (SQ3 * g.R / 2);
      if (g.flipped) x = g.width - x;
      el('line', { x1: x, y1: 2, x2: x, y2: g.height - 2, class: 'section-line' }, layer);
    }
  }
}

/** A small static map for the scenario picker, drawn from the scenario alone (no core instance). */
export function previewSvg(sc: NormalizedScenario): SVGSVGElement {
  const { w, h } = sc.board;
  const g: Geometry = { w, h, R: 7, flipped: false, width: w * SQ3 * 7 + 8, height: (h - 1) * 1.5 * 7 + 14 + 8 };
  const svg = el('svg', { class: 'preview', viewBox: `0 0 ${g.width.toFixed(0)} ${g.height.toFixed(0)}`, 'aria-hidden': 'true' });
  const terrain = new Map(sc.terrain.map((t) => [t.index, t.type]));
  for (let i = 0; i < w * h; i++) {
    const row = Math.floor(i / w), col = i - row * w;
    if ((row & 1) === 1 && col === w - 1) continue;
    const [x, y] = center(g, i);
    el('polygon', { points: hexPoints(x, y, 6.6), class: `hex t-${terrain.get(i) ?? 'open'}` }, svg);
  }
  for (const u of sc.units) {
    const [x, y] = center(g, u.index);
    el('circle', { cx: x, cy: y, r: 4.2, class: `dot side-${u.side === 0 ? 'bottom' : 'top'}` }, svg);
  }
  return svg;
}
