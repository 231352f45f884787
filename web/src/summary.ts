// The end-of-game summary: result, banners, losses per side (units and blocks) and dice luck
// (hits scored against the hits the same dice would score on average).
import type { Session } from './session.js';
import { render } from 'lit-html';
import { h } from './dom.js';
import { diceRow } from './view/dice.js';

export interface SummaryActions { onReplay(): void; onNew(): void; onSave(): void; onClose(): void }

export function summarize(s: Session, act: SummaryActions): HTMLElement {
  const st = s.state;
  const start = s.stateAt(0);
  const w = st.winner();
  const rows = [0, 1].map((side) => {
    const sideName = side === 0 ? 'bottom' : 'top';
    const u0 = start.units().filter((u) => u.side === sideName);
    const u1 = st.units().filter((u) => u.side === sideName);
    const blocks0 = u0.reduce((a, u) => a + u.blocks, 0), blocks1 = u1.reduce((a, u) => a + u.blocks, 0);
    const leaders0 = start.leaders().filter((l) => l.side === sideName).length, leaders1 = st.leaders().filter((l) => l.side === sideName).length;
    const rolls = s.rolls.filter((r) => r.side === side && r.main);
    const dice = rolls.reduce((a, r) => a + r.faces.length, 0);
    const hits = rolls.reduce((a, r) => a + r.marks.filter((m) => m === 'hit').length, 0);
    const expected = rolls.reduce((a, r) => a + r.faces.length * r.pHit, 0);
    return { side, banners: st.banners(side), need: s.game.scenario.sides[side].banners, unitsLost: u0.length - u1.length, blocksLost: blocks0 - blocks1, leadersLost: leaders0 - leaders1, dice, hits, expected };
  });
  start.free();
  const luck = (r: (typeof rows)[number]) => (r.dice === 0 ? '—' : `${r.hits} hits from ${r.dice} dice (average ${r.expected.toFixed(1)}: ${r.hits >= r.expected ? 'lucky' : 'unlucky'} by ${Math.abs(r.hits - r.expected).toFixed(1)})`);
  const title = w === 2 ? 'Draw' : `${s.sideNames[w]} victory`;
  const lastRoll = h('div');
  const me = s.humanSide();
  const you = me !== null ? (me === w ? 'You won!' : w === 2 ? '' : 'You lost.') : '';
  const table = h('table', { class: 'summary-table' },
    h('tr', {}, h('th', {}, 'Side'), h('th', {}, s.sideNames[0]), h('th', {}, s.sideNames[1])),
    h('tr', {}, h('td', {}, 'Banners'), ...rows.map((r) => h('td', { class: 'sum-banners' }, `${r.banners} / ${r.need}`))),
    h('tr', {}, h('td', {}, 'Units lost'), ...rows.map((r) => h('td', {}, String(r.unitsLost)))),
    h('tr', {}, h('td', {}, 'Blocks lost'), ...rows.map((r) => h('td', {}, String(r.blocksLost)))),
    h('tr', {}, h('td', {}, 'Leaders lost'), ...rows.map((r) => h('td', {}, String(r.leadersLost)))),
    h('tr', {}, h('td', {}, 'Dice luck'), ...rows.map((r) => h('td', {}, luck(r)))),
  );
  const last = s.log.filter((e) => e.kind === 'dice').slice(-1)[0];
  if (last) render(diceRow(last.dice!, last.turn, (parts) => parts.map((p) => (typeof p === 'string' ? p : p.hex)).join('')), lastRoll);
  return h('div', { class: 'summary-card', id: 'summary-card' },
    h('h2', {}, title), you ? h('p', { class: 'you' }, you) : '',
    h('p', {}, `${s.cfg.scenario.name}, after ${st.turn()} turns and ${s.ply} decisions and dice.`),
    table,
    last ? h('div', { class: 'last-roll' }, h('div', { class: 'muted' }, 'Last roll'), lastRoll) : '',
    h('div', { class: 'buttons' },
      h('button', { id: 'summary-replay', onclick: act.onReplay }, 'Replay the game'),
      h('button', { id: 'summary-save', onclick: act.onSave }, 'Download the record'),
      h('button', { id: 'summary-new', onclick: act.onNew }, 'New battle'),
      h('button', { id: 'summary-close', onclick: act.onClose }, 'Look at the board')),
  );
}
