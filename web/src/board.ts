// The SVG board, kept and patched rather than redrawn: the terrain layer (one polygon per hex, with
// data-hex="E3", terrain glyphs, section lines) is drawn once per orientation; pieces are keyed by
// unit and leader id and move with CSS transforms (so a move slides); highlights, dice badges, the
// line of sight and the AI's arrows live in overlay layers that are patched by key. Pointy-top
// hexes, row 1 at the bottom; `flipped` turns the board 180° so the top side's player sees their
// baseline at the bottom. Hexes are focusable with one roving tab stop; arrow keys move the focus
// (the play view handles Enter/Space). Input comes back as hex texts. Caller: play.ts.
import type { Game, State } from './engine.js';
import type { NormalizedScenario } from './engine.js';
import { unitClassOf } from './cards.js';
import { unitType } from './log.js';
import { unitIcon } from './unit-icons.js';
import { isNapType, napUnitLabel } from './nap/names.js';

const NS = 'http://www.w3.org/2000/svg';
const SQ3 = Math.sqrt(3);
export const CLASS_NAMES = ['light', 'medium', 'heavy'] as const;

export type HighlightKind = 'order' | 'source' | 'selected' | 'dest' | 'target' | 'retreat' | 'advance' | 'evade' | 'rally' | 'section' | 'orderable' | 'last' | 'join' | 'attacker';
export interface Highlight { kind: HighlightKind; label?: string }
export interface Arrow { from: string; to: string; kind: 'move' | 'battle' }

export interface BoardOverlay {
  highlights: Map<string, Highlight[]>;
  los: { from: string; to: string; clear: boolean } | null;
  arrows: Arrow[];
  coords: boolean;
}

function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, parent?: Element): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

/** The Napoleonics marks to draw (play.ts builds them from nap/pieces.ts). holder: 0, 1, or 2 for nobody. */
export interface NapMarks {
  squares: { hex: string; side: number; title: string }[];
  objectives: { hex: string; holder: number; label: string; title: string }[];
  fieldWorks: { hex: string; sides: number }[];
  tokens: { hex: string; kind: string; label: string; title: string }[];
  /** French line units with a Conscript marker (D.10): a "C" tag on the counter's lower left. */
  conscripts: { hex: string; title: string }[];
  /** EPIC / La Grande (D.3, D.8): units and leaders ordered by the Messenger display card this turn (one mark a hex), a teal ring and a "D" tag on the upper left. */
  displayOrders: { hex: string; title: string }[];
  /** La Grande (D.8): pieces ordered by the turn's other slots (the hand card, a corps commander's own card: nap/slot-orders.ts), one tag a hex and slot, its holder's corps letter in the slot's colour beside the "D" tag. */
  slotOrders: { hex: string; slot: number; tag: string; title: string }[];
}

export interface Geometry { w: number; h: number; R: number; width: number; height: number; flipped: boolean }

export function geometry(w: number, h: number, R: number, flipped: boolean): Geometry {
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

export function hexPoints(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Terrain name of a core terrain code, as scenarios write it ("steep-hill"). */
export function terrainName(game: Game, code: number): string {
  const n = (game.enums.Ter.name[code] ?? 'OPEN').toLowerCase();
  return n === 'steep' ? 'steep-hill' : n;
}

export function onBoardHexes(game: Game): number[] {
  const out: number[] = [];
  for (let i = 0; i < game.board.w * game.board.h; i++) if (game.core.onBoard(i)) out.push(i);
  return out;
}

/** Terrain classes whose file names are written on the map (settlements, streams, rivers, lakes). */
const PLACE_CLASSES = new Set(['town', 'stream', 'river', 'lake']);

const GLYPH: Record<string, string> = { forest: '♣', hill: '◠', broken: '∴', marsh: '≈', river: '∿', ford: '≋', lake: '~', 'steep-hill': '▲', camp: '⌂', town: '▪▪', castle: '♜', church: '✚', orchard: '⁂', stream: '≋' };

/** The die-symbol shape of a class: circle (light), triangle (medium), square (heavy). */
export function classSymbol(parent: Element, cls: number, x: number, y: number, r: number): void {
  const g = el('g', { class: `cls-sym cls-${cls}`, 'data-class': CLASS_NAMES[cls] ?? 'light' }, parent);
  el('circle', { cx: x, cy: y, r: r + 2.5, class: 'cls-bg' }, g);
  if (cls === 0) el('circle', { cx: x, cy: y, r: r * 0.8, class: 'cls-shape', 'data-shape': 'circle' }, g);
  else if (cls === 1) el('path', { d: `M${x} ${y - r} L${x + r} ${y + r * 0.8} L${x - r} ${y + r * 0.8} Z`, class: 'cls-shape', 'data-shape': 'triangle' }, g);
  else el('rect', { x: x - r * 0.8, y: y - r * 0.8, width: r * 1.6, height: r * 1.6, class: 'cls-shape', 'data-shape': 'square' }, g);
}

export class BoardView {
  readonly svg: SVGSVGElement;
  private g: Geometry;
  private readonly hexEls = new Map<string, SVGPolygonElement>();
  private readonly terrainLayer: SVGGElement;
  private readonly hlLayer: SVGGElement;
  private readonly labelLayer: SVGGElement;
  private readonly pieceLayer: SVGGElement;
  private readonly badgeLayer: SVGGElement;
  private readonly arrowLayer: SVGGElement;
  private readonly losLayer: SVGGElement;
  private readonly napLayer: SVGGElement;
  private readonly marksLayer: SVGGElement;
  private readonly hlEls = new Map<string, SVGPolygonElement>();
  private readonly unitEls = new Map<number, { g: SVGGElement; key: string; pos: string }>();
  private readonly leaderEls = new Map<number, { g: SVGGElement; key: string; pos: string }>();
  private coordsShown: boolean | null = null;
  /** A scenario file's own terrain per hex (Napoleonics: "stream" named "Goldbach"), drawn instead of the core's class. */
  private fileTerrain: Map<string, { cls: string; name?: string }> | null = null;
  private focusHex: string | null = null;
  onClick: (hex: string) => void = () => {};
  onHover: (hex: string | null) => void = () => {};
  onKey: (hex: string, e: KeyboardEvent) => void = () => {};
  /** Accessible name of a hex (terrain and pieces), supplied by the play view. */
  describeHex: (hex: string) => string = (hex) => hex;

  constructor(private readonly game: Game, flipped: boolean) {
    this.g = geometry(game.board.w, game.board.h, 34, flipped);
    this.svg = el('svg', { class: 'board', role: 'group', 'aria-label': 'Battlefield: use the arrow keys to move between hexes, Enter to choose' });
    this.terrainLayer = el('g', { class: 'hexes' }, this.svg);
    this.hlLayer = el('g', { class: 'highlights' }, this.svg);
    this.marksLayer = el('g', { class: 'nap-marks' }, this.svg);
    this.labelLayer = el('g', { class: 'labels' }, this.svg);
    this.arrowLayer = el('g', { class: 'arrows' }, this.svg);
    this.pieceLayer = el('g', { class: 'pieces' }, this.svg);
    this.badgeLayer = el('g', { class: 'badges' }, this.svg);
    this.napLayer = el('g', { class: 'nap-layer' }, this.svg);
    this.losLayer = el('g', { class: 'los-layer' }, this.svg);
    const defs = el('defs', {}, this.svg);
    const marker = el('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, defs);
    el('path', { d: 'M0 0 L10 5 L0 10 Z', class: 'arrowhead' }, marker);
    this.drawTerrain();
    const hexOf = (e: Event) => (e.target as Element).closest?.('[data-hex]')?.getAttribute('data-hex') ?? null;
    this.svg.addEventListener('click', (e) => { const hex = hexOf(e); if (hex) { this.setFocusHex(hex, false); this.onClick(hex); } });
    this.svg.addEventListener('mouseover', (e) => this.onHover(hexOf(e)));
    this.svg.addEventListener('mouseleave', () => this.onHover(null));
    this.svg.addEventListener('focusin', (e) => { const hex = hexOf(e); if (hex) { this.focusHex = hex; this.onHover(hex); } });
    this.svg.addEventListener('keydown', (e) => {
      const hex = hexOf(e);
      if (!hex) return;
      const dir: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
      const d = dir[e.key];
      if (d) { e.preventDefault(); this.moveFocus(hex, d[0], d[1]); return; }
      this.onKey(hex, e);
    });
  }

  get flipped(): boolean { return this.g.flipped; }
  get geometry(): Geometry { return this.g; }

  /** Turns the board (hotseat: the player to move sees their own baseline at the bottom). */
  setFlipped(flipped: boolean): void {
    if (flipped === this.g.flipped) return;
    this.g = geometry(this.game.board.w, this.game.board.h, 34, flipped);
    this.drawTerrain();
    for (const m of [this.unitEls, this.leaderEls]) { for (const p of m.values()) p.g.remove(); m.clear(); }
    for (const p of this.hlEls.values()) p.remove();
    this.hlEls.clear();
    this.coordsShown = null;
  }

  /**
   * Draws each hex as the scenario file names it (class and name), with each distinct place name
   * written once on the map: Napoleonics files say "stream (Goldbach)" where the core keeps a ford
   * with a battle rule, "pond (Satschan Mere)" where it keeps a lake. Caller: play.ts.
   */
  setFileTerrain(t: Map<string, { cls: string; name?: string }>): void {
    this.fileTerrain = t;
    this.drawTerrain();
  }

  private drawTerrain(): void {
    const g = this.g;
    this.svg.setAttribute('viewBox', `0 0 ${g.width.toFixed(0)} ${g.height.toFixed(0)}`);
    this.terrainLayer.replaceChildren();
    this.hexEls.clear();
    for (const i of onBoardHexes(this.game)) {
      const [x, y] = center(g, i);
      const text = this.game.hexText(i);
      const t = this.fileTerrain?.get(text)?.cls ?? terrainName(this.game, this.game.core.getTerrain(i));
      const poly = el('polygon', { points: hexPoints(x, y, g.R - 0.8), class: `hex t-${t}`, 'data-hex': text, 'data-terrain': t, tabindex: -1, role: 'button' }, this.terrainLayer);
      this.hexEls.set(text, poly);
      if (t !== 'open') el('text', { x, y: y + g.R * 0.62, class: `tglyph g-${t}`, 'aria-hidden': 'true' }, this.terrainLayer).textContent = GLYPH[t] ?? '';
    }
    // place names of towns and water (the landmarks a battle note speaks of), once each, on the hex
    // nearest the middle of the hexes carrying that name
    const named = new Map<string, string[]>();
    for (const [hex, f] of this.fileTerrain ?? []) if (f.name && PLACE_CLASSES.has(f.cls)) { const n = f.name.split(' (')[0]; named.set(n, [...(named.get(n) ?? []), hex]); }
    for (const [name, hexes] of named) {
      const pts = hexes.map((h) => center(g, this.index(h)));
      const mx = pts.reduce((a, p) => a + p[0], 0) / pts.length, my = pts.reduce((a, p) => a + p[1], 0) / pts.length;
      const best = pts.reduce((a, p) => ((p[0] - mx) ** 2 + (p[1] - my) ** 2 < (a[0] - mx) ** 2 + (a[1] - my) ** 2 ? p : a));
      el('text', { x: best[0], y: best[1] + g.R * 0.86, class: 'place-name', 'aria-hidden': 'true' }, this.terrainLayer).textContent = name.length > 16 ? `${name.slice(0, 15)}…` : name;
    }
    const bounds = [this.game.core.sectionBoundLeft(), this.game.core.sectionBoundRight()];
    for (const b of bounds) {
      let x = 4 + (b + 1) * (SQ3 * g.R / 2);
      if (g.flipped) x = g.width - x;
      el('line', { x1: x, y1: 2, x2: x, y2: g.height - 2, class: 'section-line' }, this.terrainLayer);
    }
    const first = this.focusHex && this.hexEls.has(this.focusHex) ? this.focusHex : this.hexEls.keys().next().value!;
    this.setFocusHex(first, false);
  }

  /** Patches pieces, highlights, badges, arrows and the line of sight to a position. */
  render(state: State, ov: BoardOverlay): void {
    const g = this.g, R = g.R;
    // accessible names of the hexes (terrain and pieces): the board's text alternative
    for (const [text, poly] of this.hexEls) {
      const name = this.describeHex(text);
      if (poly.getAttribute('aria-label') !== name) poly.setAttribute('aria-label', name);
    }
    // highlights: one overlay polygon per highlighted hex, keyed by hex
    for (const [text, p] of this.hlEls) if (!ov.highlights.has(text)) { p.remove(); this.hlEls.delete(text); }
    for (const [text, hl] of ov.highlights) {
      let p = this.hlEls.get(text);
      if (!p) {
        const [x, y] = center(g, this.index(text));
        p = el('polygon', { points: hexPoints(x, y, R - 2.2), 'data-hl': text }, this.hlLayer);
        this.hlEls.set(text, p);
      }
      const cls = `hl ${hl.map((x) => `hl-${x.kind}`).join(' ')}`;
      if (p.getAttribute('class') !== cls) p.setAttribute('class', cls);
    }
    if (this.coordsShown !== ov.coords) {
      this.coordsShown = ov.coords;
      this.labelLayer.replaceChildren();
      if (ov.coords) for (const [text] of this.hexEls) {
        const [x, y] = center(g, this.index(text));
        el('text', { x, y: y - R * 0.62, class: 'coord' }, this.labelLayer).textContent = text;
      }
    }
    this.badgeLayer.replaceChildren();
    for (const [text, hl] of ov.highlights) {
      const lab = hl.find((x) => x.label);
      if (!lab) continue;
      const [x, y] = center(g, this.index(text));
      el('circle', { cx: x + R * 0.55, cy: y - R * 0.5, r: 11, class: `badge-bg badge-${lab.kind}` }, this.badgeLayer);
      el('text', { x: x + R * 0.55, y: y - R * 0.5 + 4.5, class: 'badge' }, this.badgeLayer).textContent = lab.label!;
    }
    this.renderUnits(state);
    this.renderLeaders(state);
    this.arrowLayer.replaceChildren();
    for (const a of ov.arrows) {
      const [x1, y1] = center(g, this.index(a.from));
      const [x2, y2] = center(g, this.index(a.to));
      const k = 0.22;
      el('line', { x1: x1 + (x2 - x1) * k, y1: y1 + (y2 - y1) * k, x2: x2 - (x2 - x1) * k, y2: y2 - (y2 - y1) * k, class: `arrow arrow-${a.kind}`, 'marker-end': 'url(#arrowhead)' }, this.arrowLayer);
    }
    this.setLos(ov.los);
  }

  private renderUnits(state: State): void {
    const seen = new Set<number>();
    for (const u of state.units()) {
      seen.add(u.id);
      const [x, y] = center(this.g, this.index(u.hex));
      const pos = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
      const key = `${u.side}|${u.type}|${u.blocks}/${u.maxBlocks}|${u.ordered}|${u.moved}|${u.battled}|${u.leader}`;
      let rec = this.unitEls.get(u.id);
      if (!rec || rec.key !== key) {
        const gu = rec?.g ?? el('g', {}, this.pieceLayer);
        gu.replaceChildren();
        const cls = unitClassOf(u.type);
        gu.setAttribute('class', `unit side-${u.side}${u.ordered ? ' ordered' : ''}${u.moved ? ' moved' : ''}${u.battled ? ' battled' : ''}`);
        el('rect', { x: -22, y: -17, width: 44, height: 34, rx: 5, class: 'counter' }, gu);
        classSymbol(gu, cls, -13, -9, 4.5);
        el('path', { d: unitIcon(u.type), transform: 'translate(13 -9)', class: 'uicon' }, gu);
        if (isNapType(u.type)) {
          // Napoleonics: the nation between the class shape and the icon, the kind below ("RU" / "Line")
          const [nation, kind] = napUnitLabel(u.type);
          el('text', { x: 0, y: -5.5, class: 'unation' }, gu).textContent = nation;
          el('text', { x: 0, y: 5.5, class: `utype nap${kind.length > 6 ? ' long' : ''}` }, gu).textContent = kind;
        } else el('text', { x: 0, y: 5, class: 'utype' }, gu).textContent = u.type;
        for (let k = 0; k < u.maxBlocks; k++) el('rect', { x: -17 + k * 9, y: 9, width: 7, height: 5, class: k < u.blocks ? 'block' : 'block lost' }, gu);
        el('title', {}, gu).textContent = `${u.side === 'bottom' ? 'bottom side' : 'top side'} ${unitType(u.type)} (${CLASS_NAMES[cls]}), ${u.blocks} of ${u.maxBlocks} blocks${u.leader ? ', with a leader' : ''}${u.ordered ? ', ordered' : ''}`;
        rec = { g: gu, key, pos: '' };
        this.unitEls.set(u.id, rec);
      }
      if (rec.g.getAttribute('data-unit') !== u.hex) rec.g.setAttribute('data-unit', u.hex);
      if (rec.pos !== pos) { rec.g.style.transform = pos; rec.pos = pos; }
    }
    for (const [id, rec] of this.unitEls) if (!seen.has(id)) { rec.g.remove(); this.unitEls.delete(id); }
  }

  private renderLeaders(state: State): void {
    const seen = new Set<number>();
    for (const l of state.leaders()) {
      seen.add(l.id);
      const [cx, cy] = center(this.g, this.index(l.hex));
      const [x, y] = l.attached ? [cx, cy - 21] : [cx, cy];
      const pos = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
      const key = `${l.side}|${l.attached}`;
      let rec = this.leaderEls.get(l.id);
      if (!rec || rec.key !== key) {
        const gl = rec?.g ?? el('g', {}, this.pieceLayer);
        gl.replaceChildren();
        gl.setAttribute('class', `leader side-${l.side}${l.attached ? '' : ' alone'}`);
        // a lone leader is a large disc ringed in its side's colour, over a ribbon in that colour
        // with his name (or his side's name): his side is told in words, not by colour alone
        el('circle', { r: l.attached ? 9 : 15, class: 'leader-disc' }, gl);
        el('text', { x: 0, y: l.attached ? 4 : 5, class: 'leader-mark' }, gl).textContent = '★';
        const name = this.game.scenario.leaders[l.id]?.name;
        if (!l.attached) {
          // a Napoleonics army's name loses its parenthesis ("Allied (Russian and Austrian)")
          const label = (name ?? this.game.scenario.sides[l.side === 'bottom' ? 0 : 1].name ?? '').split(' (')[0].slice(0, 10);
          el('rect', { x: -24, y: 11, width: 48, height: 12, rx: 3, class: 'leader-ribbon' }, gl);
          el('text', { x: 0, y: 20.5, class: 'leader-name' }, gl).textContent = label;
        }
        el('title', {}, gl).textContent = `${l.side === 'bottom' ? 'bottom side' : 'top side'} leader${name ? ` ${name}` : ''}${l.attached ? ' with a unit' : ' on his own'}`;
        rec = { g: gl, key, pos: '' };
        this.leaderEls.set(l.id, rec);
      }
      if (rec.g.getAttribute('data-leader') !== l.hex) rec.g.setAttribute('data-leader', l.hex);
      if (rec.pos !== pos) { rec.g.style.transform = pos; rec.pos = pos; }
    }
    for (const [id, rec] of this.leaderEls) if (!seen.has(id)) { rec.g.remove(); this.leaderEls.delete(id); }
  }

  /**
   * Napoleonics pieces over the board (redrawn on every render; a handful of shapes): under the
   * counters, field-works hexsides (C.15: a brown rampart on each side); over them, objective
   * banners (D.9: a pennant left of the counter in the holder's colour with the banners it gives, or
   * white when nobody holds it), squares (C.13: a thick square frame around the counter
   * with the word SQUARE), Mother Russia tokens (C.16: "MR" disc) and the units and leaders the EPIC display card
   * ordered (D.3: a dotted teal ring and a "D" tag). Every mark has a <title> in words. Caller: play.ts.
   */
  renderNap(m: NapMarks | null): void {
    this.marksLayer.replaceChildren();
    this.napLayer.replaceChildren();
    if (!m) return;
    const g = this.g, R = g.R;
    for (const f of m.fieldWorks) {
      const [x, y] = center(g, this.index(f.hex));
      for (let d = 0; d < 6; d++) {
        if (!(f.sides & (1 << d))) continue;
        // edge normals on screen (y down, row 1 at the bottom): E 0°, NE -60°, NW -120°, W 180°, SW 120°, SE 60°
        const n = ((-60 * d) + (g.flipped ? 180 : 0)) * Math.PI / 180;
        const a1 = n - Math.PI / 6, a2 = n + Math.PI / 6, r = R - 1.5;
        const ln = el('line', { x1: x + r * Math.cos(a1), y1: y + r * Math.sin(a1), x2: x + r * Math.cos(a2), y2: y + r * Math.sin(a2), class: 'fieldworks', 'data-fieldworks': f.hex }, this.marksLayer);
        el('title', {}, ln).textContent = `field works on a side of ${f.hex}`;
      }
    }
    for (const o of m.objectives) {
      const [x, y] = center(g, this.index(o.hex));
      // over the pieces, in the strip left of the counter, so a unit standing on it never hides it
      const gb = el('g', { class: `objective holder-${o.holder}`, 'data-objective': o.hex, transform: `translate(${(x - R * 0.77).toFixed(1)} ${(y + R * 0.02).toFixed(1)})` }, this.napLayer);
      el('line', { x1: 0, y1: 0, x2: 0, y2: 17, class: 'obj-pole' }, gb);
      el('path', { d: 'M0 0 L13 4.5 L0 9 Z', class: 'obj-flag' }, gb);
      el('text', { x: 2.6, y: 7, class: 'obj-text' }, gb).textContent = o.label;
      el('title', {}, gb).textContent = o.title;
    }
    for (const s of m.squares) {
      const [x, y] = center(g, this.index(s.hex));
      const gs = el('g', { class: `square-mark side-${s.side}`, 'data-square': s.hex }, this.napLayer);
      el('rect', { x: x - 25, y: y - 20, width: 50, height: 40, class: 'square-frame' }, gs);
      el('rect', { x: x - 19, y: y - 27, width: 38, height: 9, rx: 2, class: 'square-tag' }, gs);
      el('text', { x, y: y - 20.2, class: 'square-word' }, gs).textContent = 'SQUARE';
      el('title', {}, gs).textContent = s.title;
    }
    for (const c of m.conscripts) {
      const [x, y] = center(g, this.index(c.hex));
      const gc = el('g', { class: 'conscript-mark', 'data-conscript': c.hex }, this.napLayer);
      el('rect', { x: x - R * 0.78, y: y + R * 0.18, width: 11, height: 11, rx: 2, class: 'conscript-tag' }, gc);
      el('text', { x: x - R * 0.78 + 5.5, y: y + R * 0.18 + 8.6, class: 'conscript-word' }, gc).textContent = 'C';
      el('title', {}, gc).textContent = c.title;
    }
    for (const d of m.displayOrders) {
      const [x, y] = center(g, this.index(d.hex));
      const gd = el('g', { class: 'display-order', 'data-display-order': d.hex }, this.napLayer);
      el('polygon', { points: hexPoints(x, y, R - 6), class: 'display-ring' }, gd);
      el('rect', { x: x - R * 0.8, y: y - R * 0.72, width: 12, height: 12, rx: 2, class: 'display-tag' }, gd);
      el('text', { x: x - R * 0.8 + 6, y: y - R * 0.72 + 9.2, class: 'display-word' }, gd).textContent = 'D';
      el('title', {}, gd).textContent = d.title;
    }
    // the slot tags in a row right of the D tag, one per slot on the hex
    const tagsOn = new Map(m.displayOrders.map((d) => [d.hex, 1]));
    for (const o of m.slotOrders) {
      const [x, y] = center(g, this.index(o.hex));
      const k = tagsOn.get(o.hex) ?? 0;
      tagsOn.set(o.hex, k + 1);
      const x0 = x - R * 0.8 + 13 * k, y0 = y - R * 0.72;
      const gs = el('g', { class: `slot-order slot-${o.slot}`, 'data-slot-order': o.hex, 'data-slot': o.slot }, this.napLayer);
      el('rect', { x: x0, y: y0, width: 12, height: 12, rx: 6, class: 'slot-tag' }, gs);
      el('text', { x: x0 + 6, y: y0 + 9.2, class: 'slot-word' }, gs).textContent = o.tag;
      el('title', {}, gs).textContent = o.title;
    }
    for (const t of m.tokens) {
      const [x, y] = center(g, this.index(t.hex));
      const gt = el('g', { class: `token token-${t.kind}`, 'data-token': t.hex }, this.napLayer);
      el('circle', { cx: x + R * 0.62, cy: y + R * 0.42, r: 8, class: 'token-disc' }, gt);
      el('text', { x: x + R * 0.62, y: y + R * 0.42 + 3, class: 'token-text' }, gt).textContent = t.label;
      el('title', {}, gt).textContent = t.title;
    }
  }

  /** Draws (or removes) the line-of-sight ray alone. */
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

  /** The hex element (for focus and tests). */
  hexEl(hex: string): SVGPolygonElement | undefined { return this.hexEls.get(hex); }

  setFocusHex(hex: string, focus: boolean): void {
    const old = this.focusHex ? this.hexEls.get(this.focusHex) : undefined;
    old?.setAttribute('tabindex', '-1');
    const e = this.hexEls.get(hex);
    if (!e) return;
    e.setAttribute('tabindex', '0');
    this.focusHex = hex;
    if (focus) e.focus();
  }

  /** Arrow keys: left/right along the row, up/down to the next row (as the player sees the board). */
  private moveFocus(hex: string, dx: number, dy: number): void {
    const [x, y] = center(this.g, this.index(hex));
    const tx = x + dx * SQ3 * this.g.R, ty = y - dy * 1.5 * this.g.R;
    let best: string | null = null, bestD = Infinity;
    for (const [text] of this.hexEls) {
      if (text === hex) continue;
      const [cx, cy] = center(this.g, this.index(text));
      const d = (cx - tx) ** 2 + (cy - ty) ** 2;
      if (d < bestD) { bestD = d; best = text; }
    }
    if (best && bestD < (this.g.R * 1.2) ** 2) this.setFocusHex(best, true);
  }
}

/** A small static map for the scenario picker: terrain, and units by side with their class symbol. */
export function previewSvg(sc: NormalizedScenario): SVGSVGElement {
  const { w, h } = sc.board;
  const g = geometry(w, h, 7, false);
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
    const cls = unitClassOf(u.type);
    const side = u.side === 0 ? 'bottom' : 'top';
    if (cls === 0) el('circle', { cx: x, cy: y, r: 3.8, class: `dot side-${side}` }, svg);
    else if (cls === 1) el('path', { d: `M${x} ${y - 4.4} L${x + 4.4} ${y + 3.4} L${x - 4.4} ${y + 3.4} Z`, class: `dot side-${side}` }, svg);
    else el('rect', { x: x - 3.8, y: y - 3.8, width: 7.6, height: 7.6, class: `dot side-${side}` }, svg);
  }
  return svg;
}
