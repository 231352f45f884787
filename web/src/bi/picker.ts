// The Blood & Iron part of the start screen: the three bundled scenarios (each labelled ORIGINAL
// where its data is invented, as the scenario file's own label says), the side or hotseat, the AI's
// level, the seed, the rule options (B5's monotonic cell, the free setup), a start button, and the
// saved Blood & Iron games (continue the last, this browser's list, a file). A save is checked here
// (format, version, fields) so a bad one is told in one line on this screen; replaying it is
// main.ts's (through start.ts). Caller: web/src/picker.ts (one line), which hands the choice to
// main.ts's onStartBi.
import { h } from '../dom.js';
import { readFileText } from '../storage.js';
import { readBiSave } from './save.js';
import { deleteBiSlot, listBiSlots, readBiAutosave } from './saves.js';
import './bi.css';
import { BI_SCENARIO_IDS, loadBiScenario } from './engine.js';
import { BI_LEVELS } from './ai.js';
import type { BiConfig } from './session.js';

/** What the section asks main.ts to open: a new game, or a save (already checked) with where it came from. */
export type BiStart = { cfg: BiConfig } | { save: unknown; source: string };

export function biPickerSection(onStart: ((start: BiStart) => void) | undefined): HTMLElement {
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
  const side = h('select', { id: 'bi-side' }, h('option', { value: '0' }, 'Prussian (moves first)'), h('option', { value: '1' }, 'French'), h('option', { value: 'hotseat' }, 'Both: two people, one screen (hotseat)')) as HTMLSelectElement;
  const mono = h('input', { id: 'bi-rule-mono', type: 'checkbox' }) as HTMLInputElement;
  const free = h('input', { id: 'bi-rule-free', type: 'checkbox' }) as HTMLInputElement;
  const level = h('select', { id: 'bi-level' }, ...BI_LEVELS.map((l) => h('option', { value: l.id, selected: l.id === 'quick' }, l.label))) as HTMLSelectElement;
  const seed = h('input', { id: 'bi-seed', type: 'number', min: '0', value: String((Math.random() * 1_000_000) >>> 0) }) as HTMLInputElement;
  const err = h('div', { class: 'scenario-errors hidden', role: 'alert' });
  const start = h('button', {
    id: 'bi-start', class: 'primary',
    onclick: () => {
      const n = Number(seed.value);
      if (!Number.isInteger(n) || n < 0) { err.replaceChildren(`The seed must be a whole number ≥ 0, not “${seed.value}”.`); err.classList.remove('hidden'); return; }
      const hot = side.value === 'hotseat';
      onStart?.({ cfg: { scenario: selected, seed: n, human: hot ? 0 : Number(side.value), level: level.value, hotseat: hot, rules: { monotonicB5: mono.checked, freeSetup: free.checked } } });
    },
  }, 'Start this Blood & Iron battle');
  return h('section', { class: 'bi-picker', 'aria-labelledby': 'bi-picker-title' },
    h('h3', { id: 'bi-picker-title' }, 'Blood & Iron (1870, hex and counter)'),
    h('p', { class: 'muted' }, 'A second game on the same engine: zones of control, command points, hidden strength chits, fire and melee tables, morale. Scenarios marked ORIGINAL use invented maps or orders of battle.'),
    list,
    h('div', { class: 'row' }, h('label', {}, 'Your side ', side), h('label', {}, 'AI strength ', level), h('label', {}, 'Seed ', seed)),
    h('fieldset', { class: 'bi-rules' }, h('legend', {}, 'Rule options'),
      h('label', {}, mono, ' B5 monotonic variant (3-1, die 9: DD instead of AD)'), ' ',
      h('label', {}, free, ' Free setup (each side places its units before turn 1)')),
    start, err, biSavesPart(onStart));
}

/** A bundled scenario's title, or the id itself where it is not one (a save is checked when opened). */
function loadBiTitle(id: string): string {
  return (BI_SCENARIO_IDS as readonly string[]).includes(id) ? loadBiScenario(id).title : id;
}

/** The saved games: continue the autosave, load or delete a slot, open a file; errors in one line. */
function biSavesPart(onStart: ((start: BiStart) => void) | undefined): HTMLElement {
  const box = h('div', { class: 'bi-saves', id: 'bi-saves' });
  const errors = h('div', { class: 'scenario-errors hidden', id: 'bi-save-errors', role: 'alert' });
  const fail = (msg: string) => { errors.replaceChildren(msg); errors.classList.remove('hidden'); };
  const open = (save: unknown, source: string) => {
    try { readBiSave(save); } catch (e) { fail(`Cannot load ${source}: ${e instanceof Error ? e.message : String(e)}.`); return; }
    onStart?.({ save, source });
  };
  const draw = () => {
    const { slots, error } = listBiSlots();
    const auto = readBiAutosave();
    const items: HTMLElement[] = [];
    if (auto) {
      const a = auto as { scenario?: unknown; actions?: unknown };
      const what = typeof a.scenario === 'string' && Array.isArray(a.actions) ? ` ${loadBiTitle(a.scenario)}, ${a.actions.length} actions` : '';
      items.push(h('li', {}, h('button', { id: 'bi-continue', onclick: () => open(auto, 'the last Blood & Iron game') }, 'Continue the last Blood & Iron game'), what));
    }
    slots.forEach((s) => items.push(h('li', { class: 'slot' },
      h('button', { class: 'bi-load-slot', 'data-slot': s.name, onclick: () => open(s.save, `“${s.name}”`) }, 'Load'), ' ', s.name, ' ',
      h('button', { class: 'bi-del-slot', 'aria-label': `Delete ${s.name}`, onclick: () => { try { deleteBiSlot(s.name); draw(); } catch (e) { fail(e instanceof Error ? e.message : String(e)); } } }, 'Delete'))));
    const file = h('input', { type: 'file', accept: '.json,application/json', id: 'bi-save-file', class: 'file' }) as HTMLInputElement;
    file.onchange = async () => {
      const f = file.files?.[0];
      if (!f) return;
      file.value = '';
      let v: unknown;
      try { v = JSON.parse(await readFileText(f)); } catch (e) { fail(`${f.name} is not a save file: it is not JSON (${e instanceof Error ? e.message : String(e)}).`); return; }
      open(v, f.name);
    };
    box.replaceChildren(h('h4', {}, 'Saved Blood & Iron games'),
      error ? h('p', { class: 'scenario-errors', role: 'alert' }, error) : '',
      items.length ? h('ul', { class: 'saves' }, ...items) : h('p', { class: 'muted' }, 'None in this browser yet.'),
      h('label', { class: 'filebtn' }, 'Open a Blood & Iron save file… ', file), errors);
  };
  draw();
  return box;
}
