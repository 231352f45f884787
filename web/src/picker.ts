// The start screen: the shipped scenarios (name, year, historical note, banners to win, hand
// sizes, a small map), a scenario file of one's own (validated, every problem listed), side
// choice or hotseat, AI strength, seed; and saved games (this browser, or a file) to continue.
// The experimental neural level is greyed out, with the reason, on a board its model does not fit,
// and comes with a note that it is weaker than the MCTS levels.
import { getScenario, listScenarios, normalizeScenario, type Scenario } from './engine.js';
import { previewSvg } from './board.js';
import { LEVELS, levelById } from './ai.js';
import { neuralBoardRefusal } from './neural.js';
import { h, clear } from './dom.js';
import { deleteSlot, listSlots, readAutosave, readFileText, restoreSlot } from './storage.js';
import { checkScenario } from './scenario-check.js';
import { keptScenarios } from './editor/draft.js';
import type { Controller, SessionConfig } from './session.js';
import { biPickerSection } from './bi/picker.js';
import { napPickerSection } from './nap/picker.js';
import type { BiStart } from './bi/picker.js';

export interface PickerCallbacks {
  onStart(cfg: SessionConfig): void;
  onLoad(save: unknown, source: string): void;
  /** Opens the scenario editor, on a copy of a battle or (no argument) an empty board. */
  onEditor(sc?: Scenario, yours?: boolean): void;
  /** Starts a Blood & Iron game (web/src/bi). */
  onStartBi?(start: BiStart): void;
}

interface Choice { scenario: Scenario; custom: boolean }

export function randomSeed(): number {
  return (Math.random() * 1_000_000) >>> 0;
}

/** Where a save that fails to load is explained: next to the saved games (set while the picker is up). */
export let onSaveError: ((msg: string) => void) | null = null;

export function renderPicker(root: HTMLElement, cb: PickerCallbacks, prefs: { side?: string; level?: string; seed?: number } = {}): void {
  clear(root);
  const choices: Choice[] = listScenarios().map((s) => ({ scenario: getScenario(s.id), custom: false }));
  // battles written in the editor and kept in this browser (those that still validate)
  for (const sc of keptScenarios()) { const r = checkScenario(sc); if (r.ok) choices.push({ scenario: r.scenario, custom: true }); }
  let selected = 0;
  const list = h('div', { class: 'scenario-list', id: 'scenario-list' });
  const errors = h('div', { class: 'scenario-errors hidden', id: 'scenario-errors', role: 'alert' });
  const sideBox = h('div', { class: 'side-choice', id: 'side-choice' });
  const levelSel = h('select', { id: 'level' }, ...LEVELS.map((l) => h('option', { value: l.id, selected: l.id === (prefs.level ?? 'quick') }, l.label))) as HTMLSelectElement;
  const levelNote = h('div', { class: 'level-note muted hidden', id: 'level-note' });
  const seedIn = h('input', { id: 'seed', type: 'number', min: '0', value: String(prefs.seed ?? randomSeed()) }) as HTMLInputElement;
  const detail = h('div', { class: 'scenario-detail', id: 'scenario-detail' });
  const choiceName = h('span', { id: 'choice-name' });
  const seedErrors = h('div', { class: 'scenario-errors hidden', role: 'alert' });

  const renderSides = () => {
    const sc = choices[selected].scenario;
    const cur = (sideBox.querySelector('input:checked') as HTMLInputElement | null)?.value ?? prefs.side ?? 'bottom';
    const opt = (value: string, label: string) => h('label', {}, h('input', { type: 'radio', name: 'side', value, checked: value === cur }), ' ', label);
    sideBox.replaceChildren(
      opt('bottom', `${sc.sides.bottom.name} (bottom${sc.first === 'bottom' ? ', moves first' : ''})`),
      opt('top', `${sc.sides.top.name} (top${sc.first === 'top' ? ', moves first' : ''})`),
      opt('hotseat', 'Hotseat: two players at this screen'),
    );
  };

  const renderDetail = () => {
    const sc = choices[selected].scenario;
    const norm = normalizeScenario(sc);
    choiceName.textContent = sc.name;
    detail.replaceChildren(
      h('h2', {}, sc.name, ' ', h('span', { class: 'year' }, sc.year ?? '')),
      previewSvg(norm),
      h('p', { class: 'note' }, sc.note ?? 'No historical note.'),
      h('table', { class: 'sides-table' },
        h('tr', {}, h('th', {}, 'Side'), h('th', {}, sc.sides.bottom.name), h('th', {}, sc.sides.top.name)),
        h('tr', {}, h('td', {}, 'Commander'), h('td', {}, sc.sides.bottom.commander ?? '—'), h('td', {}, sc.sides.top.commander ?? '—')),
        h('tr', {}, h('td', {}, 'Cards in hand'), h('td', {}, String(sc.sides.bottom.cards)), h('td', {}, String(sc.sides.top.cards))),
        h('tr', {}, h('td', {}, 'Banners to win'), h('td', {}, String(sc.sides.bottom.banners)), h('td', {}, String(sc.sides.top.banners))),
        h('tr', {}, h('td', {}, 'Units'), h('td', {}, String(norm.units.filter((u) => u.side === 0).length)), h('td', {}, String(norm.units.filter((u) => u.side === 1).length))),
      ),
    );
    renderSides();
    renderLevels();
  };

  // levels that need the model: disabled (with the reason) where the model does not fit the board
  const renderLevels = () => {
    const sc = choices[selected].scenario;
    const refusal = neuralBoardRefusal(normalizeScenario(sc).board, `${sc.name}`);
    for (const o of Array.from(levelSel.options)) {
      const l = levelById(o.value);
      if (!l.model) continue;
      o.disabled = refusal !== null;
      o.textContent = refusal ? `${l.label} (not on this board)` : l.label;
    }
    if (levelSel.selectedOptions[0]?.disabled) levelSel.value = 'quick';
    const l = levelById(levelSel.value);
    const notes: string[] = [];
    if (refusal && !l.priors) notes.push(`The neural level cannot play here: ${refusal}.`);
    if (l.priors) {
      notes.push(refusal
        ? 'On this board Guided plays as Strong: its network was trained for the standard board only.'
        : 'Experimental: Strong, helped by a network trained on earlier games. It plays some battles better than Strong and most others worse. The first move waits while the network loads.');
    }
    if (l.model) notes.push('Experimental, and weaker than Quick, Veteran and Strong: a small trained network guides a short search. Strong is the strongest level. The first move waits while the network loads.');
    levelNote.textContent = notes.join(' ');
    levelNote.classList.toggle('hidden', notes.length === 0);
  };
  levelSel.onchange = renderLevels;

  const renderList = () => {
    list.replaceChildren(...choices.map((c, i) => {
      const sc = c.scenario;
      return h('button', {
        class: `scenario${i === selected ? ' selected' : ''}`, 'data-scenario': sc.id,
        onclick: () => { selected = i; renderList(); renderDetail(); },
      }, previewSvg(normalizeScenario(sc)),
      h('div', { class: 'sc-name' }, sc.name, c.custom ? ' (yours)' : ''),
      h('div', { class: 'sc-meta' }, `${sc.year ?? ''} · banners ${sc.sides.bottom.banners}/${sc.sides.top.banners} · hands ${sc.sides.bottom.cards}/${sc.sides.top.cards}`));
    }));
  };

  const fileIn = h('input', { type: 'file', accept: '.json,application/json', id: 'scenario-file', class: 'file' }) as HTMLInputElement;
  fileIn.onchange = async () => {
    const f = fileIn.files?.[0];
    if (!f) return;
    const r = checkScenario(await readFileText(f));
    fileIn.value = '';
    if (!r.ok) {
      errors.replaceChildren(h('b', {}, `${f.name} is not a valid scenario:`), h('ul', {}, ...r.errors.map((e) => h('li', {}, e))));
      errors.classList.remove('hidden');
      return;
    }
    errors.classList.add('hidden');
    choices.push({ scenario: r.scenario, custom: true });
    selected = choices.length - 1;
    renderList();
    renderDetail();
  };

  const start = h('button', {
    id: 'start', class: 'primary',
    onclick: () => {
      const side = (sideBox.querySelector('input:checked') as HTMLInputElement | null)?.value ?? 'bottom';
      const controllers: [Controller, Controller] = side === 'hotseat' ? ['human', 'human'] : side === 'top' ? ['ai', 'human'] : ['human', 'ai'];
      const seed = Number(seedIn.value);
      if (!Number.isInteger(seed) || seed < 0) { seedErrors.replaceChildren(`The seed must be a whole number ≥ 0, not “${seedIn.value}”.`); seedErrors.classList.remove('hidden'); return; }
      cb.onStart({ scenario: choices[selected].scenario, seed, controllers, level: levelSel.value });
    },
  }, 'Start the battle');

  // saved games: deleting asks first, and a deleted game can be brought back until the next deletion
  const saves = h('div', { class: 'saves', id: 'saves' });
  const saveErrors = h('div', { class: 'scenario-errors hidden', id: 'save-errors', role: 'alert' });
  let confirming: string | null = null;
  let deleted: { slot: ReturnType<typeof listSlots>[number]; at: number } | null = null;
  const renderSaves = () => {
    const auto = readAutosave();
    const slots = listSlots();
    const items: HTMLElement[] = [];
    if (auto) items.push(h('li', {}, h('button', { id: 'continue', onclick: () => cb.onLoad(auto, 'the last game') }, 'Continue the last game'), ` ${auto.scenario?.name ?? ''}, ${auto.actions?.length ?? 0} actions`));
    slots.forEach((s, i) => {
      const del = confirming === s.name
        ? h('span', { class: 'confirm' }, ' Delete this save? ',
          h('button', { class: 'del-yes', onclick: () => { deleted = { slot: s, at: i }; confirming = null; deleteSlot(s.name); renderSaves(); } }, 'Delete'), ' ',
          h('button', { class: 'del-no', onclick: () => { confirming = null; renderSaves(); } }, 'Keep'))
        : h('button', { class: 'del', 'aria-label': `Delete ${s.name}`, title: 'Delete', onclick: () => { confirming = s.name; renderSaves(); } }, '✕');
      items.push(h('li', { class: 'slot' }, h('button', { class: 'load-slot', 'data-slot': s.name, onclick: () => cb.onLoad(s.save, s.name) }, 'Load'), ' ', s.name, ' ', del));
    });
    const undoBar = deleted ? h('div', { class: 'undo-delete', id: 'undo-delete', role: 'status' }, `Deleted “${deleted.slot.name}”. `,
      h('button', { id: 'undo-delete-btn', onclick: () => { if (deleted) restoreSlot(deleted.slot, deleted.at); deleted = null; renderSaves(); } }, 'Undo')) : '';
    const saveFile = h('input', { type: 'file', accept: '.json,application/json', id: 'save-file', class: 'file' }) as HTMLInputElement;
    saveFile.onchange = async () => {
      const f = saveFile.files?.[0];
      if (!f) return;
      let v: unknown;
      try { v = JSON.parse(await readFileText(f)); } catch (e) { saveErrors.replaceChildren(`${f.name} is not a save file: it is not JSON (${e instanceof Error ? e.message : String(e)}).`); saveErrors.classList.remove('hidden'); return; }
      saveErrors.classList.add('hidden');
      cb.onLoad(v, f.name);
    };
    saves.replaceChildren(h('h3', {}, 'Saved games'), items.length ? h('ul', {}, ...items) : h('div', { class: 'muted' }, 'None in this browser yet.'), undoBar,
      h('label', { class: 'filebtn' }, 'Open a save file… ', saveFile), saveErrors);
  };
  onSaveError = (msg: string) => { saveErrors.replaceChildren(msg); saveErrors.classList.remove('hidden'); };

  renderList();
  renderDetail();
  renderSaves();
  root.append(h('div', { class: 'screen picker' },
    h('header', {}, h('div', { class: 'title' }, h('h1', {}, 'Vexillum'), h('span', { class: 'sides' }, 'Commands & Colors: Ancients against the computer'))),
    h('main', { class: 'picker-main' },
      h('section', { class: 'setup', 'aria-labelledby': 'setup-title' }, h('h2', { id: 'setup-title' }, 'Play ', choiceName),
        h('p', { class: 'other-games' }, 'Other games: ',
          h('a', { href: '#nap-picker-title', id: 'goto-nap', onclick: (e: Event) => { e.preventDefault(); root.querySelector('#nap-picker-title')?.scrollIntoView({ block: 'start' }); } }, 'Napoleonics (Austerlitz, 1805)'), ' · ',
          h('a', { href: '#bi-picker-title', onclick: (e: Event) => { e.preventDefault(); root.querySelector('#bi-picker-title')?.scrollIntoView({ block: 'start' }); } }, 'Blood & Iron (1870)')),
        h('h3', {}, 'Your side'), sideBox,
        h('div', { class: 'row' }, h('label', {}, 'AI strength ', levelSel)), levelNote,
        h('div', { class: 'row' }, h('label', {}, 'Seed ', seedIn), h('button', { id: 'reseed', onclick: () => { seedIn.value = String(randomSeed()); } }, 'New seed')),
        start, seedErrors),
      h('section', { class: 'col-detail' }, detail, saves),
      h('section', { class: 'col-list' }, h('h3', {}, 'Choose a battle: Commands & Colors: Ancients'), list,
        h('div', { class: 'row' }, h('label', { class: 'filebtn' }, 'Open a scenario file… ', fileIn),
          h('button', { id: 'open-editor', onclick: () => cb.onEditor() }, 'Scenario editor'),
          h('button', { id: 'edit-this', onclick: () => cb.onEditor(choices[selected].scenario, choices[selected].custom) }, 'Edit this battle')), errors,
        napPickerSection(cb.onStart, prefs),
        biPickerSection(cb.onStartBi)))));
}
