// The Napoleonics panel of the play screen (lit-html), beside the banners: the Tactician hand (C.17:
// each card with its text, a Play button when the core's legal list offers it, one button per unit
// for the cards that move a unit), the other side's Tactician count and the cards in effect; both
// sides' Square tracks (C.13: the units in square and the Command card laid on each box); the
// national items (Guerrilla tokens, Mother Russia results, garrison pools: C.16, D.10); and the D.9
// objective banners with their hexes and holders. With several seats a side the Tactician hand is
// the view seat's own, read from its observation (nap/seat-hands.ts via the controller). Reads nap/pieces.ts; every Play goes through the
// controller. Caller: view/panels.ts.
import { html, nothing, type TemplateResult } from 'lit-html';
import type { PlayController } from '../controller.js';
import { cardInfo } from '../cards.js';
import { MR_WORDS, TACTICIAN_CARDS } from './names.js';
import { napPieces, squareBoxes, type NapPieces } from './pieces.js';
import { unitName } from '../log.js';
import { epicPanel, isEpic } from './epic.js';

/** The pieces of the position on show, for the viewer (the person, or in hotseat the side to act);
 *  read once per position (hovering re-renders the panels often). */
const cache = new WeakMap<PlayController, { key: string; pieces: NapPieces }>();
export function shownPieces(ctl: PlayController): NapPieces {
  const s = ctl.session, ply = ctl.replayPly ?? s.ply;
  const key = `${s.ply}:${ctl.replayPly}:${ctl.viewSide()}:${ctl.handover}:${s.log.length}`;
  let c = cache.get(ctl);
  if (c?.key !== key) {
    const seats = s.game.contract.numSeats > 2;
    const pieces = napPieces(s.game, ctl.shown(), s.log, ply, !seats && ctl.handShown() ? ctl.viewSide() : -1);
    // several seats a side: the view seat's own Tactician cards, from its observation (D.7 6 and 8 seats: each corps commander's own)
    if (seats) pieces.tactician.mine = ctl.seatCards().tactician;
    c = { key, pieces }; cache.set(ctl, c);
  }
  return c.pieces;
}

export function napPanel(ctl: PlayController): TemplateResult {
  const s = ctl.session, names = s.sideNames, np = shownPieces(ctl), st = ctl.shown();
  const side = ctl.viewSide(), other = 1 - side;
  const it = ctl.intents();
  const units = new Map(st.units().map((u) => [u.id, u]));
  const card = (id: string, i: number) => {
    const info = TACTICIAN_CARDS[id] ?? { title: id, text: '' };
    const plays = it.tactics.filter((a) => a.detail === id);
    return html`<li class="tcard${plays.length ? ' playable' : ''}" data-tactician=${id} data-index=${i}>
      <div class="tcard-title">${info.title}</div><div class="tcard-text">${info.text}</div>
      ${plays.length ? html`<div class="buttons">${plays.map((a) => html`<button class="act tplay" data-action=${a.text} @click=${() => ctl.act(a.text)}>${a.hexText ? `Play: ${a.hexText} to ${a.toText}` : 'Play this card'}</button>`)}</div>` : nothing}</li>`;
  };
  const boxes = squareBoxes(s.game, isEpic(s.game));
  const track = (sd: number) => {
    const sq = np.squares.filter((q) => q.side === sd);
    return html`<div class="square-track side-${sd === 0 ? 'bottom' : 'top'}" id=${`square-track-${sd}`} aria-label=${`${names[sd]} Square track`}>
      <div class="track-name">${names[sd]} Square track <span class="muted">(${boxes} square counter${boxes === 1 ? '' : 's'})</span></div>
      <ol class="boxes" data-boxes=${boxes}>${Array.from({ length: Math.max(boxes, sq.length) }, (_, i) => {
        const q = sq[i];
        const u = q ? units.get(q.unit) : undefined;
        return html`<li class="box${q ? ' used' : ''}" data-square=${q?.hex ?? ''}>${q ? html`<b>${i + 1}</b> ${u ? unitName(u, names) : 'a unit'} on ${q.hex}<br><span class="muted">card: ${q.card ? cardInfo(q.card).title : 'none (Battalion Mass)'}</span>` : html`<b>${i + 1}</b> <span class="muted">free</span>`}</li>`;
      })}</ol></div>`;
  };
  const nat: TemplateResult[] = [];
  for (const sd of [0, 1]) if (np.guerrilla[sd] > 0) nat.push(html`<li data-token="guerrilla">${names[sd]}: ${np.guerrilla[sd]} Guerrilla token${np.guerrilla[sd] > 1 ? 's' : ''} (spend one against a French Command card: the French roll a die, any result but a sabre cancels the card)</li>`);
  for (const sd of [0, 1]) if (np.garrison[sd] > 0) nat.push(html`<li data-token="garrison">${names[sd]}: ${np.garrison[sd]} garrison block${np.garrison[sd] > 1 ? 's' : ''} in the pool</li>`);
  for (const m of np.motherRussia) nat.push(html`<li data-token="mother-russia">Mother Russia on ${m.hex}: ${MR_WORDS[m.use] ?? m.use}</li>`);
  return html`${isEpic(s.game) ? epicPanel(ctl) : nothing}<section class="nap-panel" id="nap-panel" aria-label="Napoleonics pieces">
    <h2>Tactician cards</h2>
    ${ctl.handover !== null || (s.game.contract.numSeats <= 2 && !ctl.handShown()) ? html`<div class="muted">${ctl.handover !== null ? 'Hidden until the player takes the screen.' : `Held by the ${names[side]} Commander-in-Chief.`}</div>`
      : html`<ol class="tactician" id="tactician-hand" aria-label=${`${names[side]} Tactician cards`}>${np.tactician.mine.length ? np.tactician.mine.map(card) : html`<li class="muted">No Tactician card in hand.</li>`}</ol>`}
    <div class="muted" id="tactician-counts">${s.game.contract.numSeats >= 6 ? 'Each corps commander holds his own Tactician cards, hidden from every other seat (D.7)' : `${names[other]}: ${np.tactician.count[other]} Tactician card${np.tactician.count[other] === 1 ? '' : 's'}`} · deck ${np.tactician.deck}
      ${np.tactician.inEffect ? html`<br>In effect this turn: <b>${TACTICIAN_CARDS[np.tactician.inEffect]?.title ?? np.tactician.inEffect}</b>` : nothing}
      ${np.tactician.guard ? html`<br>Guarding: <b>${TACTICIAN_CARDS[np.tactician.guard]?.title ?? np.tactician.guard}</b>` : nothing}</div>
    <h2>Squares</h2>
    <p class="muted small">Infantry charged by cavalry may form square: a card from its hand goes on the Square track; the square rolls at most 1 die, does not move or retreat, and cavalry gets only 1 die against it.</p>
    ${track(0)}${track(1)}
    ${np.objectives.length ? html`<h2>Objective banners</h2><ul class="objectives" id="objectives">${np.objectives.map((o) => html`<li data-objective=${o.id} data-holder=${o.holder}>
      <span class="flag holder-${o.holder === 0 ? 'bottom' : o.holder === 1 ? 'top' : 'none'}" aria-hidden="true">⚑</span> ${o.name} (${o.hexes.length > 5 ? `${o.hexes.slice(0, 4).join(', ')} … ${o.hexes.length} hexes` : o.hexes.join(', ')}):
      ${o.holder === 2 ? 'nobody holds it' : html`<b>${names[o.holder]}</b> ${o.value > 0 ? `+${o.value}` : ''}`}</li>`)}</ul>` : nothing}
    ${nat.length ? html`<h2>National items</h2><ul class="national" id="national">${nat}</ul>` : nothing}
  </section>`;
}
