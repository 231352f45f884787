// The Napoleonics part of the start screen: the six shipped Austerlitz battles, each marked with
// RECONSTRUCTION_LABEL ("map reconstructed, not the printed map": the printed maps are not
// available, docs/scenarios-napoleonics.md), the chosen battle's armies, commanders, hands,
// Tactician cards, banners and special rules, and its own side / AI level / seed and start button;
// for EPIC and La Grande battles also the seat picker (players 2/4/6/8, each seat a person or the AI).
// Caller: web/src/picker.ts (one line), which passes the choice to main.ts's onStart like an
// Ancients battle (the play screen is shared).
import { h } from '../dom.js';
import './nap.css';
import { LEVELS } from '../ai.js';
import type { Controller, SessionConfig } from '../session.js';
import { hasSeatFormats, napBattles, napScenario, reconstructionNote } from './game.js';
import { seatPicker } from './seat-picker.js';

/** The levels offered: the searches that work for any game (the network levels know only Ancients). */
const NAP_LEVELS = LEVELS.filter((l) => !l.model && !l.priors);

export function napPickerSection(onStart: (cfg: SessionConfig) => void, prefs: { level?: string; seed?: number } = {}): HTMLElement {
  const battles = napBattles();
  let selected = battles.findIndex((b) => b.id.startsWith('501'));
  if (selected < 0) selected = 0;
  const list = h('div', { class: 'nap-scenarios', id: 'nap-scenarios', role: 'radiogroup', 'aria-label': 'Napoleonics battle' });
  const detail = h('div', { class: 'nap-detail', id: 'nap-detail' });
  const side = h('select', { id: 'nap-side' }) as HTMLSelectElement;
  const level = h('select', { id: 'nap-level' }, ...NAP_LEVELS.map((l) => h('option', { value: l.id, selected: l.id === (prefs.level && NAP_LEVELS.some((x) => x.id === prefs.level) ? prefs.level : 'quick') }, l.label))) as HTMLSelectElement;
  const seed = h('input', { id: 'nap-seed', type: 'number', min: '0', value: String(prefs.seed ?? ((Math.random() * 1_000_000) >>> 0)) }) as HTMLInputElement;
  const err = h('div', { class: 'scenario-errors hidden', role: 'alert' });
  const seats = seatPicker(side);
  side.addEventListener('change', () => seats.sideChanged(side.value));

  const render = () => {
    list.replaceChildren(...battles.map((b, i) => h('button', {
      class: `nap-scenario${i === selected ? ' selected' : ''}`, 'data-nap-scenario': b.id, role: 'radio', 'aria-checked': i === selected ? 'true' : 'false',
      onclick: () => { selected = i; render(); },
    }, h('span', { class: 'sc-name' }, b.name), ' ',
    b.label ? h('span', { class: 'recon-label' }, b.label) : null,
    h('span', { class: 'sc-meta' }, `${b.sides[0].army} vs ${b.sides[1].army} · banners ${b.banners[0]}/${b.banners[1]}`))));
    const b = battles[selected], sc = napScenario(b.id);
    const cur = side.value;
    side.replaceChildren(
      h('option', { value: 'bottom' }, `${b.sides[0].army} (bottom${b.first === 'bottom' ? ', moves first' : ''})`),
      h('option', { value: 'top' }, `${b.sides[1].army} (top${b.first === 'top' ? ', moves first' : ''})`),
      h('option', { value: 'hotseat' }, 'Hotseat: two players at this screen'));
    if (cur) side.value = cur;
    seats.show(hasSeatFormats(sc) ? sc : null);
    const row = (label: string, f: (s: typeof b.sides[0]) => string) => h('tr', {}, h('td', {}, label), h('td', {}, f(b.sides[0])), h('td', {}, f(b.sides[1])));
    detail.replaceChildren(
      h('h4', {}, b.name, ' ', h('span', { class: 'year' }, b.date ?? '')),
      reconstructionNote(sc) ? h('p', { class: 'recon-label', id: 'nap-recon' }, reconstructionNote(sc)!) : '',
      h('p', { class: 'note' }, sc.note ?? ''),
      h('table', { class: 'sides-table' },
        h('tr', {}, h('th', {}, 'Side'), h('th', {}, b.sides[0].army), h('th', {}, b.sides[1].army)),
        row('Commander', (s) => s.commanders.join(', ')), row('Command cards', (s) => String(s.cards)),
        row('Tactician cards', (s) => String(s.tactician)), row('Banners to win', (s) => String(s.banners)), row('Units', (s) => String(s.units))),
      (sc.specialRules ?? []).length ? h('ul', { class: 'nap-rules' }, ...(sc.specialRules ?? []).map((r) => h('li', {}, r.text))) : '');
  };
  render();

  const start = h('button', {
    id: 'nap-start', class: 'primary',
    onclick: () => {
      const n = Number(seed.value);
      if (!Number.isInteger(n) || n < 0) { err.replaceChildren(`The seed must be a whole number ≥ 0, not “${seed.value}”.`); err.classList.remove('hidden'); return; }
      const sc = napScenario(battles[selected].id);
      if (hasSeatFormats(sc)) {
        // the seats are read from a Game built for the chosen format (a moment after the choice)
        void seats.ready().then(() => {
          const c = seats.choice();
          if ('error' in c) { err.replaceChildren(`Cannot start: ${c.error}.`); err.classList.remove('hidden'); return; }
          err.classList.add('hidden');
          onStart({ scenario: sc, seed: n, controllers: c.controllers, level: level.value, ...(c.rules ? { rules: c.rules } : {}) });
        });
        return;
      }
      const controllers: Controller[] = side.value === 'hotseat' ? ['human', 'human'] : side.value === 'top' ? ['ai', 'human'] : ['human', 'ai'];
      onStart({ scenario: sc, seed: n, controllers, level: level.value });
    },
  }, 'Start this Napoleonics battle');
  return h('section', { class: 'nap-picker', 'aria-labelledby': 'nap-picker-title' },
    h('h3', { id: 'nap-picker-title' }, 'Commands & Colors: Napoleonics (Austerlitz, 1805)'),
    h('p', { class: 'muted' }, 'Six battles of Austerlitz on the same rules engine: squares, combined arms, Tactician cards, national rules and objective banners. The printed maps are not available: every map here is reconstructed from the battle notes and history.'),
    list, detail,
    h('div', { class: 'row' }, h('label', {}, 'Your side ', side), h('label', {}, 'AI strength ', level), h('label', {}, 'Seed ', seed)),
    seats.el,
    start, err);
}
