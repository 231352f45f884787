// The Blood & Iron map as an SVG lit template: flat-topped hexes in printed columns (odd columns half
// a hex lower, the core's odd-q layout), terrain and elevation shading, hexside streams, rivers,
// bridges, roads and fortifications, victory hexes with their value and holder, place names, and
// the stacks: each counter in its side's colour with its type symbol, its strength (the viewer's own
// chit, an enemy chit the core has revealed, else "?"), steps lost and a rout mark; leaders as
// stars. Overlays: enemy zones of control (on request), the units that may act, the selected piece,
// its target hexes and the declared combat group. Display only: every fact is read from the core
// through the facade. Caller: view.ts (with the click and hover handlers of play.ts).
import { svg, type SVGTemplateResult } from 'lit-html';
import { enumName, hexText, placeNames, type BiState } from './engine.js';
import { SIDE_NAMES, TER_WORDS, leaderName, unitName } from './words.js';

export const R = 30; // hex radius in SVG units
const H = Math.sqrt(3) * R;

export interface Highlight { hex: string; kind: 'move' | 'fire' | 'melee' | 'other' }
export interface BoardView {
  st: BiState; viewer: number; zoc: boolean; selected: { unit: number } | { leader: number } | null;
  actable: Set<number>; actableLeaders: Set<number>; targets: Highlight[]; group: Set<number>; hover: string | null;
  /** The opponent's last decision drawn as an arrow (from the piece's hex to its step or target). */
  arrow: { from: string; to: string; kind: string } | null;
}

export function center(col: number, row: number, c0: number, r0: number): [number, number] {
  return [R + (col - c0) * 1.5 * R, H / 2 + (row - r0) * H + (col % 2 === 1 ? H / 2 : 0)];
}
const corners = (x: number, y: number, r = R) => Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

export function boardSize(st: BiState): { w: number; h: number } {
  const m = st.game.scenario.map;
  return { w: 2 * R + (m.cols - 1) * 1.5 * R, h: (m.rows + 0.5) * H + 2 };
}

const TER_CLASS: Record<string, string> = { CLEAR: 't-clear', WOODS: 't-woods', TOWN: 't-town', VINEYARD: 't-vineyard', CITY: 't-city' };

/** The static layer: terrain, elevation, hexsides, places (the same for the whole game). */
export function terrainLayer(st: BiState): SVGTemplateResult {
  const g = st.game, m = g.scenario.map, places = placesOf(m.id);
  const pos = (id: number) => center(Math.floor(id / 100), id % 100, m.c0, m.r0);
  const hexes = m.hexes.map((h) => {
    const [x, y] = pos(h.id);
    const ter = enumName(g, 'Ter', h.ter);
    return svg`<polygon class="bi-hex ${TER_CLASS[ter] ?? ''} elev-${h.elev}" points=${corners(x, y)}></polygon>
      ${h.elev > 0 ? svg`<text class="bi-elev" x=${x - R * 0.72} y=${y + 3}>${'▴'.repeat(h.elev)}</text>` : ''}
      ${ter === 'TOWN' || ter === 'CITY' ? svg`<rect class="bi-house" x=${x - 6} y=${y - 14} width="12" height="8"></rect>` : ''}
      ${ter === 'WOODS' ? svg`<circle class="bi-tree" cx=${x - 12} cy=${y - 11} r="4"></circle><circle class="bi-tree" cx=${x + 12} cy=${y - 11} r="4"></circle>` : ''}
      ${ter === 'VINEYARD' ? svg`<path class="bi-vine" d=${`M${x - 14} ${y - 14} l4 6 l4 -6 l4 6 l4 -6 l4 6 l4 -6`}></path>` : ''}`;
  });
  const sides = m.sides.map((s) => {
    const [ax, ay] = pos(s.a), [bx, by] = pos(s.b);
    const mx = (ax + bx) / 2, my = (ay + by) / 2, dx = (bx - ax) / H, dy = (by - ay) / H; // unit vector a -> b
    const ex = -dy * (R / 2), ey = dx * (R / 2); // half the shared edge
    const edge = `M${(mx - ex).toFixed(1)} ${(my - ey).toFixed(1)} L${(mx + ex).toFixed(1)} ${(my + ey).toFixed(1)}`;
    const parts: SVGTemplateResult[] = [];
    if (s.f & 8) parts.push(svg`<path class="bi-road" d=${`M${ax} ${ay} L${bx} ${by}`}></path>`);
    if (s.f & 2) parts.push(svg`<path class="bi-river" d=${edge}></path>`);
    else if (s.f & 1) parts.push(svg`<path class="bi-stream" d=${edge}></path>`);
    if (s.f & 4) parts.push(svg`<path class="bi-bridge" d=${`M${(mx - dx * 9).toFixed(1)} ${(my - dy * 9).toFixed(1)} L${(mx + dx * 9).toFixed(1)} ${(my + dy * 9).toFixed(1)}`}></path>`);
    if (s.f & 16) parts.push(svg`<path class="bi-fort" d=${edge}></path>`);
    return parts;
  });
  const labels = m.hexes.map((h) => {
    const [x, y] = pos(h.id);
    const name = places.get(hexText(h.id));
    return svg`<text class="bi-coord" x=${x} y=${y + H / 2 - 4}>${hexText(h.id)}</text>${name ? svg`<text class="bi-place" x=${x} y=${y - R * 0.55}>${name.split(' (')[0]}</text>` : ''}`;
  });
  return svg`<g class="bi-terrain">${hexes}</g><g class="bi-sides">${sides}</g><g class="bi-labels">${labels}</g>`;
}

/** Words for every hex of the map (accessible names and tooltips): id, terrain, elevation, place,
 *  victory hex and holder, pieces with their strength as the viewer may see it. One pass per render. */
export function allHexWords(st: BiState, viewer: number): Map<number, string> {
  const g = st.game, c = g.core, p = st.ptr, m = g.scenario.map;
  const places = placesOf(m.id);
  const pieces = new Map<number, string[]>();
  const add = (id: number, t: string) => { if (id > 0) pieces.set(id, [...(pieces.get(id) ?? []), t]); };
  st.units(viewer).forEach((v, u) => add(c.unitHex(p, u), `${unitName(g, u)}, strength ${v.strength ?? (g.scenario.units[u].side === viewer ? 'not drawn yet' : 'hidden')}${v.lost ? `, ${v.lost} step${v.lost > 1 ? 's' : ''} lost` : ''}${v.routed ? ', routed' : ''}${g.scenario.units[u].side === viewer && !v.inCommand ? ', out of command' : ''}`));
  g.scenario.leaders.forEach((_, l) => add(c.leaderHex(p, l), leaderName(g, l)));
  const out = new Map<number, string>();
  for (const h of m.hexes) {
    const parts = [`${hexText(h.id)}: ${TER_WORDS[enumName(g, 'Ter', h.ter)] ?? ''}, elevation ${h.elev}`];
    const place = places.get(hexText(h.id));
    if (place) parts.push(place);
    const vp = g.scenario.vp.findIndex((v) => v.hex === h.id);
    if (vp >= 0) parts.push(`${g.scenario.vp[vp].vp} VP, held by the ${SIDE_NAMES[(c.vpControlOf(p) >> vp) & 1]}`);
    out.set(h.id, [...parts, ...(pieces.get(h.id) ?? [])].join('; '));
  }
  return out;
}
const placeCache = new Map<string, Map<string, string>>();
function placesOf(mapId: string): Map<string, string> {
  let m = placeCache.get(mapId);
  if (!m) { m = placeNames(mapId); placeCache.set(mapId, m); }
  return m;
}

const TYPE_SYMBOL: Record<string, (x: number, y: number) => SVGTemplateResult> = {
  INF: (x, y) => svg`<rect class="sym" x=${x - 8} y=${y - 5} width="16" height="10"></rect><path class="sym" d=${`M${x - 8} ${y - 5} L${x + 8} ${y + 5} M${x + 8} ${y - 5} L${x - 8} ${y + 5}`}></path>`,
  CAV: (x, y) => svg`<rect class="sym" x=${x - 8} y=${y - 5} width="16" height="10"></rect><path class="sym" d=${`M${x - 8} ${y + 5} L${x + 8} ${y - 5}`}></path>`,
  ART: (x, y) => svg`<rect class="sym" x=${x - 8} y=${y - 5} width="16" height="10"></rect><circle class="sym-dot" cx=${x} cy=${y} r="2.5"></circle>`,
  HART: (x, y) => svg`<rect class="sym" x=${x - 8} y=${y - 5} width="16" height="10"></rect><circle class="sym-dot" cx=${x} cy=${y} r="2.5"></circle><path class="sym" d=${`M${x - 8} ${y + 5} L${x + 8} ${y - 5}`}></path>`,
};

/** The live layer: victory hexes, zones of control, highlights, stacks and leaders. */
export function liveLayer(v: BoardView): SVGTemplateResult {
  const { st, viewer } = v;
  const g = st.game, c = g.core, p = st.ptr, m = g.scenario.map;
  const pos = (id: number) => center(Math.floor(id / 100), id % 100, m.c0, m.r0);
  const vps = g.scenario.vp.map((x, i) => {
    const [cx, cy] = pos(x.hex);
    const holder = (c.vpControlOf(p) >> i) & 1;
    return svg`<polygon class="bi-vp side-${holder}" points=${corners(cx, cy, R - 3)}></polygon><text class="bi-vp-text" x=${cx + R * 0.5} y=${cy + R * 0.62}>${x.vp}</text>`;
  });
  const zoc = v.zoc ? m.hexes.map((h) => {
    const z = c.zocAt(p, viewer, h.id);
    if (!z) return '';
    const [x, y] = pos(h.id);
    return svg`<polygon class="bi-zoc zoc-${z}" data-zoc=${z} points=${corners(x, y, R - 2)}></polygon>`;
  }) : [];
  const targets = v.targets.map((t) => {
    const [x, y] = pos(Number(t.hex));
    return svg`<polygon class="bi-target hl-${t.kind}" data-target=${t.hex} data-kind=${t.kind} points=${corners(x, y, R - 4)}></polygon>`;
  });
  // stacks: units in a hex offset so both counters show; slot 0 (there first) below
  const byHex = new Map<number, number[]>();
  const views = st.units(viewer);
  views.forEach((_, u) => { const id = c.unitHex(p, u); if (id > 0) byHex.set(id, [...(byHex.get(id) ?? []), u]); });
  const counters: SVGTemplateResult[] = [];
  for (const [id, us] of byHex) {
    const [x, y] = pos(id);
    us.forEach((u, k) => {
      const uv = views[u], sc = g.scenario.units[u];
      const ox = x - 4 + k * 8, oy = y - 2 - k * 8;
      const sel = v.selected && 'unit' in v.selected && v.selected.unit === u;
      const cls = `bi-counter side-${sc.side}${v.actable.has(u) ? ' may-act' : ''}${sel ? ' selected' : ''}${v.group.has(u) ? ' in-group' : ''}${uv.routed ? ' routed' : ''}`;
      // own chit not drawn yet: a dash; an enemy chit not revealed (drawn or not): "?"
      const strength = uv.strength !== null ? String(uv.strength) : sc.side === viewer ? '–' : '?';
      counters.push(svg`<g class=${cls} data-unit=${sc.id}>
        <rect x=${ox - 14} y=${oy - 14} width="28" height="28" rx="3"></rect>
        ${TYPE_SYMBOL[enumName(g, 'UType', sc.type)]?.(ox, oy - 4) ?? ''}
        <text class="bi-str" x=${ox} y=${oy + 11}>${strength}</text>
        ${uv.lost > 0 ? svg`<text class="bi-lost" x=${ox + 12} y=${oy - 6}>${'−'.repeat(uv.lost)}</text>` : ''}
        ${uv.routed ? svg`<text class="bi-routed" x=${ox - 11} y=${oy - 6}>R</text>` : ''}
      </g>`);
    });
  }
  const leaders: SVGTemplateResult[] = [];
  const perHex = new Map<number, number>();
  g.scenario.leaders.forEach((l, i) => {
    const id = c.leaderHex(p, i);
    if (id <= 0) return;
    const k = perHex.get(id) ?? 0;
    perHex.set(id, k + 1);
    const [x, y] = pos(id);
    const sel = v.selected && 'leader' in v.selected && v.selected.leader === i;
    leaders.push(svg`<g class="bi-leader side-${l.side}${v.actableLeaders.has(i) ? ' may-act' : ''}${sel ? ' selected' : ''}" data-leader=${l.id}>
      <circle cx=${x + R * 0.55 - k * 9} cy=${y - R * 0.5} r="7"></circle><text x=${x + R * 0.55 - k * 9} y=${y - R * 0.5 + 3}>★</text></g>`);
  });
  // hit areas last, so a click anywhere on a hex names the hex
  const words = allHexWords(st, viewer);
  const hits = m.hexes.map((h) => {
    const [x, y] = pos(h.id);
    const id = hexText(h.id);
    return svg`<polygon class="bi-hit${v.hover === id ? ' hover' : ''}" data-hex=${id} points=${corners(x, y)}><title>${words.get(h.id)}</title></polygon>`;
  });
  let arrow: SVGTemplateResult | string = '';
  if (v.arrow) {
    const [ax, ay] = pos(Number(v.arrow.from)), [bx, by] = pos(Number(v.arrow.to));
    arrow = svg`<defs><marker id="bi-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0 L10 5 L0 10 z" class="bi-head"></path></marker></defs>
      <path class="bi-arrow arrow-${v.arrow.kind}" d=${`M${ax} ${ay} L${(bx - (bx - ax) * 0.25).toFixed(1)} ${(by - (by - ay) * 0.25).toFixed(1)}`} marker-end="url(#bi-head)"></path>`;
  }
  return svg`<g class="bi-vps">${vps}</g><g class="bi-zocs">${zoc}</g><g class="bi-targets">${targets}</g><g class="bi-units">${counters}</g><g class="bi-leaders">${leaders}</g><g class="bi-arrows">${arrow}</g><g class="bi-hits">${hits}</g>`;
}
