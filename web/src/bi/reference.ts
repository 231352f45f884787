// The Blood & Iron unit and terrain reference, opened from the play screen: movement costs, fire
// ranges, chit strengths and morale numbers read from the core's own tables (the tbl* exports the
// rule tests compare with the data), and the shifts and line-of-sight facts from the rules tables'
// data (tables.json, B8/B9), so the page retypes no rule. Caller: view.ts.
import { html, type TemplateResult } from 'lit-html';
import { TABLES, type BiGame } from './engine.js';
import { RATING_WORDS } from './words.js';

const CLASSES = ['leader', 'infantry', 'cavalry', 'artillery']; // the core's movement classes (B8 mp_order)
const TERRAINS: [string, number][] = [['clear', 0], ['woods', 1], ['town', 2], ['vineyard', 3], ['city', 4]]; // Ter enum
const RANGE_KINDS: [string, number][] = [['artillery', 0], ['French infantry', 1], ['Prussian infantry', 2]];

export function referenceView(g: BiGame, onClose: () => void): TemplateResult {
  const c = g.core;
  const mp = (ter: number, cls: number) => String(c.tblTerrainMp(ter, cls) / 2);
  const hexFx = TABLES.terrain_effects_B8.hex as Record<string, { fire_shift_left: number; melee_shift_left: number; cavalry_bonus: boolean; blocks_los: boolean }>;
  const types = TABLES.unit_types_B9 as Record<string, { ma: number; fires?: boolean; melee_attack?: boolean; zoc_radius: number; zoc_radius_french?: number; melee_defence_strength?: number }>;
  const ranges = [1, 2, 3, 4, 5, 6, 7, 8];
  const chitTypes = [0, 1, 2, 3, 4, 5];
  return html`<div class="bi-ref-back" @click=${(e: Event) => { if (e.target === e.currentTarget) onClose(); }}>
  <section class="bi-ref" role="dialog" aria-modal="true" aria-labelledby="bi-ref-title" id="bi-ref">
    <header><h2 id="bi-ref-title">Blood &amp; Iron: units and terrain</h2><button id="bi-ref-close" @click=${onClose}>Close</button></header>
    <h3>Unit types</h3>
    <table class="bi-table"><thead><tr><th scope="col">Type</th><th scope="col">Movement</th><th scope="col">Fires</th><th scope="col">Attacks in melee</th><th scope="col">Zone of control</th></tr></thead>
    <tbody>${Object.entries(types).map(([name, t]) => html`<tr><th scope="row">${name.replace('_', ' ')}</th><td>${t.ma}</td><td>${t.fires === undefined ? '—' : t.fires ? 'yes' : 'no'}</td>
      <td>${t.melee_attack === undefined ? '—' : t.melee_attack ? 'yes' : `no (defends with ${t.melee_defence_strength ?? '?'})`}</td><td>${t.zoc_radius}${t.zoc_radius_french ? ` (French ${t.zoc_radius_french})` : ''} hex</td></tr>`)}</tbody></table>
    <p class="muted">Counter: the type symbol (infantry ✕, cavalry ╱, artillery ●), the strength below it (yours once its chit is drawn, at its first combat, “–” before; an enemy's once revealed, “?” before), a dash per step lost, R when routed. ★ is a leader.</p>
    <h3>Fire strength by range (× the unit's strength)</h3>
    <table class="bi-table"><thead><tr><th scope="col">Firer</th>${ranges.map((r) => html`<th scope="col">${r}</th>`)}</tr></thead>
    <tbody>${RANGE_KINDS.map(([name, k]) => html`<tr><th scope="row">${name}</th>${ranges.map((r) => { const v = c.tblRange(k, 10, r) / 10; return html`<td>${v === 0 ? '—' : `×${v}`}</td>`; })}</tr>`)}</tbody></table>
    <h3>Terrain</h3>
    <table class="bi-table"><thead><tr><th scope="col">Terrain</th>${CLASSES.map((k) => html`<th scope="col">MP ${k}</th>`)}<th scope="col">Fire shift</th><th scope="col">Melee shift</th><th scope="col">Cavalry bonus</th><th scope="col">Blocks sight</th></tr></thead>
    <tbody>${TERRAINS.map(([name, t]) => { const fx = hexFx[name]; return html`<tr><th scope="row"><span class="swatch t-${name}"></span>${name}</th>${CLASSES.map((_, k) => html`<td>${mp(t, k)}</td>`)}
      <td>${fx?.fire_shift_left ? `${fx.fire_shift_left} left` : '—'}</td><td>${fx?.melee_shift_left ? `${fx.melee_shift_left} left` : '—'}</td><td>${fx?.cavalry_bonus ? 'yes' : 'no'}</td><td>${fx?.blocks_los ? 'yes' : 'no'}</td></tr>`; })}</tbody></table>
    <p class="muted">Hexsides: <span class="key stream"></span> stream (extra MP, melee 1 left), <span class="key river"></span> river (impassable), <span class="key bridge"></span> bridge (melee 2 left), <span class="key road"></span> road, <span class="key fort"></span> fortification (fire and melee 2 left). Elevation 0–3: higher hexes are darker and carry one ▴ per level. Higher ground: fire at a higher target and melee upslope shift 1 left. The gold ring is a victory hex with its value, coloured by the side holding it.</p>
    <h3>Strength chits (front / back by rating)</h3>
    <table class="bi-table"><thead><tr><th scope="col">Chit</th><th scope="col">In the cup</th>${RATING_WORDS.map((r) => html`<th scope="col">${r}</th>`)}</tr></thead>
    <tbody>${chitTypes.map((t) => html`<tr><th scope="row">T${t + 1}</th><td>${c.tblChitCount(t)}</td>${RATING_WORDS.map((_, r) => html`<td>${c.tblChitFront(t, r)} / ${c.tblChitBack(t, r) || '–'}</td>`)}</tr>`)}</tbody></table>
    <h3>Morale numbers (roll this or less on a d10)</h3>
    <table class="bi-table"><thead><tr><th scope="col">Rating</th><th scope="col">Full</th><th scope="col">One step lost</th><th scope="col">Cadre</th></tr></thead>
    <tbody>${RATING_WORDS.map((r, i) => html`<tr><th scope="row">${r}</th>${[0, 1, 2].map((col) => html`<td>${c.tblMorale(i, col)}</td>`)}</tr>`)}</tbody></table>
    <p class="muted">A leader in the hex adds his command value; a routed unit checks at 1 less. Everything marked ORIGINAL in the scenario is an invented substitute for what the seed game lacks.</p>
  </section></div>`;
}
