// The Blood & Iron part of the start screen: the three bundled scenarios (each labelled ORIGINAL
// where its data is invented, as the scenario file's own label says), the side, the AI's level and
// the seed, and a start button. Caller: web/src/picker.ts (one line), which hands the choice to
// main.ts's onStartBi.
import { h } from '../dom.js';
import './bi.css';
import { BI_SCENARIO_IDS, loadBiScenario } from './engine.js';
import { BI_LEVELS } from './ai.js';
import type { BiConfig } from './session.js';

export function biPickerSection(onStart: ((cfg: BiConfig) => void) | undefined): HTMLElement {
  let selected: string = BI_SCENARIO_IDS[0];
  const list = h('div', { class: 'bi-scenarios', id: 'bi-scenarios', role: 'radiogroup', 'aria-label': 'Blood & Iron scenario' });
  const renderList = () => list.replaceChildren(...BI_SCENARIO_IDS.map((id) => {
    const sc = loadBiScenario(id);
    const original = /ORIGINAL/.test(sc.label);
    return h('button', {
      class: `bi-scenario${id === selected ? ' selected' : ''}`, 'data-bi-scenario': id, role: 'radio', 'aria-checked': id === selected ? 'true' : 'false',
      onclick: () => { selected = id; renderList(); },
    }, h('span', { class: 'sc-name' }, sc.title), ' ', original ? h('span', { class: 'bi-original', title: sc.label }, 'ORIGINAL') : null,
    h('span', { class: 'sc-meta' }, `${sc.turns.last - sc.turns.first + 1} turns · ${sc.units.length} units · ${sc.label}`));
  }));
  renderList();
  const side = h('select', { id: 'bi-side' }, h('option', { value: '0' }, 'Prussian (moves first)'), h('option', { value: '1' }, 'French')) as HTMLSelectElement;
  const level = h('select', { id: 'bi-level' }, ...BI_LEVELS.map((l) => h('option', { value: l.id, selected: l.id === 'quick' }, l.label))) as HTMLSelectElement;
  const seed = h('input', { id: 'bi-seed', type: 'number', min: '0', value: String((Math.random() * 1_000_000) >>> 0) }) as HTMLInputElement;
  const err = h('div', { class: 'scenario-errors hidden', role: 'alert' });
  const start = h('button', {
    id: 'bi-start', class: 'primary',
    onclick: () => {
      const n = Number(seed.value);
      if (!Number.isInteger(n) || n < 0) { err.replaceChildren(`The seed must be a whole number ≥ 0, not “${seed.value}”.`); err.classList.remove('hidden'); return; }
      onStart?.({ scenario: selected, seed: n, human: Number(side.value), level: level.value });
    },
  }, 'Start this Blood & Iron battle');
  return h('section', { class: 'bi-picker', 'aria-labelledby': 'bi-picker-title' },
    h('h3', { id: 'bi-picker-title' }, 'Blood & Iron (1870, hex and counter)'),
    h('p', { class: 'muted' }, 'A second game on the same engine: zones of control, command points, hidden strength chits, fire and melee tables, morale. Scenarios marked ORIGINAL use invented maps or orders of battle.'),
    list,
    h('div', { class: 'row' }, h('label', {}, 'Your side ', side), h('label', {}, 'AI strength ', level), h('label', {}, 'Seed ', seed)),
    start, err);
}
