// The EPIC part of the play screen (digest D.3, D.4; the core's assembly/cc/epic): the Messenger
// display drawn face up (the core's epicDisplay per Command card kind), the second card of the
// two-card turn picked from it in two clicks (a display card, then how to play it: the `pick:`
// actions of the legal list, with the section of each tactic card; hovering or choosing one rings on
// the board the units the two cards would let the player order: epicPreview), the display card in play, and
// the March Moves left, and the legend of the board's "D" marks (the units and leaders the display card
// ordered this turn: nap/display-orders.ts); with 4 seats (D.7) the Commander-in-Chief's give buttons (#give-options: which
// of the turn's two cards his sub-commander gets, each named: nap/give.ts); in La Grande (D.8) the
// CinC's hand-out buttons beside the card handed out and the turn's slots (nap/grande-panel.ts). Reads the core's read
// exports only; every pick and give goes through the controller.
// The turn's fields (the display card, March Moves left) are read by name (nap/turn-fields.ts).
// Callers: nap/panel.ts (the panel), view/panels.ts via it.
import { html, nothing, type TemplateResult } from 'lit-html';
import type { PlayController } from '../controller.js';
import type { Act, Game, State } from '../engine.js';
import { cardInfo } from '../cards.js';
import { pickWords } from '../log.js';
import { turnCards } from './give.js';
import { grandePanel } from './grande-panel.js';
import { displayOrders } from './display-orders.js';
import { slotOrders } from './slot-orders.js';
import { epicField, isCardKind } from './turn-fields.js';

interface EpicCore { epicEnabled?: () => number; epicDisplay(s: number, k: number): number }
const core = (game: Game) => game.core as unknown as EpicCore;

/** Is this game's core playing the EPIC turn (scenario 601)? */
export function isEpic(game: Game): boolean {
  const c = core(game);
  return typeof c.epicEnabled === 'function' && c.epicEnabled() === 1;
}

/** The notation's id of Command card kind k ("bayonet"), from the instance's Card enum. */
function cardId(game: Game, k: number): string {
  const names = (game.enums as unknown as { Card?: { name: string[] } }).Card?.name;
  return names?.[k]?.toLowerCase().replace(/_/g, '-') ?? String(k);
}

/** The Messenger display, face up: one entry per copy, in Card enum order. */
export function messengerDisplay(game: Game, st: State): string[] {
  const names = (game.enums as unknown as { Card?: { name: string[] } }).Card?.name ?? [];
  const out: string[] = [];
  for (let k = 0; k < names.length; k++) for (let n = core(game).epicDisplay(st.ptr, k); n > 0; n--) out.push(cardId(game, k));
  return out;
}

/** The display card chosen by the first click, per play screen (the second click takes a pick). */
const chosen = new WeakMap<PlayController, string | null>();
/** What the pointer (or focus) is on in the panel: a display card's id, or one pick's action text. */
const hovered = new WeakMap<PlayController, { card?: string; pick?: string } | null>();

/**
 * The picks whose orders the board previews (the two-card play, D.3): the one hovered in
 * #pick-options, else every pick of the display card hovered, else of the card chosen by the first
 * click. play.ts plays each on a copy and rings the units the core would then let the player order.
 */
export function epicPreview(ctl: PlayController): Act[] {
  const picks = ctl.intents().legal.filter((a) => a.kind === 'pick');
  if (picks.length === 0) return [];
  const h = hovered.get(ctl);
  if (h?.pick) return picks.filter((a) => a.text === h.pick);
  const card = h?.card ?? chosen.get(ctl) ?? null;
  return card ? picks.filter((a) => (a.detail ?? '').split('@')[0] === card) : [];
}

export function epicPanel(ctl: PlayController): TemplateResult {
  const game = ctl.session.game, st = ctl.shown();
  const picks: Act[] = ctl.intents().legal.filter((a) => a.kind === 'pick');
  const cardOf = (a: Act) => (a.detail ?? '').split('@')[0];
  let sel = chosen.get(ctl) ?? null;
  if (sel && !picks.some((a) => cardOf(a) === sel)) sel = null;
  const display = messengerDisplay(game, st);
  const card2 = epicField(st, 'CARD2');
  const marchH = epicField(st, 'MARCH_HAND'), marchD = epicField(st, 'MARCH_DISPLAY');
  const choose = (id: string | null) => { chosen.set(ctl, id); ctl.changed(); };
  const hover = (h: { card?: string; pick?: string } | null) => () => { hovered.set(ctl, h); ctl.changed(true); };
  const seen = new Set<string>();
  return html`<section class="epic-panel" id="epic-panel" aria-label="EPIC Messenger display">
    <h2>Messenger display</h2>
    <p class="muted small">EPIC turn: play a Command card from your hand, then take a second card face up from this display (D.3).</p>
    <ul class="messenger" id="messenger">${display.length ? display.map((id) => {
      const info = cardInfo(id);
      const first = !seen.has(id); seen.add(id);
      const can = first && picks.some((a) => cardOf(a) === id);
      return html`<li class="mcard${can ? ' playable' : ''}${sel === id && first ? ' chosen' : ''}" data-display-card=${id}>
        ${can ? html`<button class="act mtake" data-display-card=${id} aria-pressed=${sel === id ? 'true' : 'false'} @click=${() => choose(sel === id ? null : id)}
            @mouseenter=${hover({ card: id })} @mouseleave=${hover(null)} @focus=${hover({ card: id })} @blur=${hover(null)}>${info.title}</button>` : html`<span class="mtitle">${info.title}</span>`}
        <div class="tcard-text">${info.text}</div></li>`;
    }) : html`<li class="muted">empty</li>`}</ul>
    ${picks.length ? html`<div class="buttons" id="pick-options">
      ${sel ? picks.filter((a) => cardOf(a) === sel).map((a) => html`<button class="act pick" data-action=${a.text} @click=${() => { chosen.set(ctl, null); hovered.set(ctl, null); ctl.act(a.text); }}
          @mouseenter=${hover({ pick: a.text })} @mouseleave=${hover(null)} @focus=${hover({ pick: a.text })} @blur=${hover(null)}>${pickLabel(a)}</button>`)
        : html`<span class="muted">Choose a card of the display (first click), then how to play it.</span>`}
      ${picks.filter((a) => cardOf(a) === 'none').map((a) => html`<button class="act pick" data-action=${a.text} @click=${() => ctl.act(a.text)}>${pickLabel(a)}</button>`)}</div>` : nothing}
    ${giveOptions(ctl)}
    ${grandePanel(ctl)}
    ${isCardKind(game, card2) ? html`<p id="epic-card2">Display card in play: <b>${cardInfo(cardId(game, card2)).title}</b></p>` : nothing}
    ${displayLegend(ctl)}
    ${slotLegend(ctl)}
    ${marchH > 0 || marchD > 0 ? html`<p id="epic-march">March Moves left: ${marchH + marchD} (units marked <b>M</b> on the board)</p>` : nothing}
  </section>`;
}

/** The legend of the board's "D" marks: how many units and leaders the display card ordered this turn, and which card (nap/display-orders.ts). */
function displayLegend(ctl: PlayController): TemplateResult | typeof nothing {
  const s = ctl.session, d = displayOrders(ctl.shown(), s.sideNames, s.grande);
  if (!d.card || d.units.length + d.leaders.length === 0) return nothing;
  const count = (n: number, what: string) => (n ? `${n} ${what}${n > 1 ? 's' : ''}` : '');
  const pieces = [count(d.units.length, 'unit'), count(d.leaders.length, 'leader')].filter(Boolean).join(' and ');
  return html`<p id="display-legend" class="small"><span class="display-key" aria-hidden="true">D</span> on the board:
    the ${pieces} ordered by the display card <b>${cardInfo(d.card).title}</b>${d.holder ? ` (handed to ${d.holder.short})` : ''} this turn; ${s.grande ? "the others by this turn's other cards" : 'the others by the hand card'}.</p>`;
}

/** La Grande: the legend of the board's slot tags, one line a slot: its letter in its colour, how many pieces and which card of whose (nap/slot-orders.ts). */
function slotLegend(ctl: PlayController): TemplateResult | typeof nothing {
  const s = ctl.session, d = slotOrders(ctl.shown(), s.sideNames, s.grande);
  if (d.slots.length === 0) return nothing;
  const count = (n: number, what: string) => (n ? `${n} ${what}${n > 1 ? 's' : ''}` : '');
  return html`<ul id="slot-legend" class="small grande-slots">${d.slots.map((h) => {
    const mine = d.pieces.filter((p) => p.slot === h.slot);
    const pieces = [count(mine.filter((p) => p.kind === 'unit').length, 'unit'), count(mine.filter((p) => p.kind === 'leader').length, 'leader')].filter(Boolean).join(' and ');
    return html`<li data-slot-legend=${h.slot}><span class=${`slot-key slot-${h.slot}`} aria-hidden="true">${h.tag}</span> on the board: the ${pieces} ${h.by} this turn.</li>`;
  })}</ul>`;
}

function pickLabel(a: Act): string {
  const w = pickWords(a).replace(/^takes /, '');
  return `Take ${w}`;
}

/**
 * The 4-seat give (D.7): one button per legal `give:` action, naming the card that goes to the
 * sub-commander and the one the Commander-in-Chief keeps. Empty when no give is legal.
 */
function giveOptions(ctl: PlayController): TemplateResult | typeof nothing {
  const gives = ctl.intents().legal.filter((a) => a.kind === 'give');
  if (gives.length === 0) return nothing;
  const s = ctl.session, cinc = s.toAct(), c = s.game.contract;
  // the sub-commander: the side's other seat (D.7 layout seat = side + 2 * role)
  let sub = -1;
  for (let seat = 0; seat < c.numSeats; seat++) if (seat !== cinc && c.sideOf(seat) === c.sideOf(cinc)) { sub = seat; break; }
  const subName = sub >= 0 ? `the ${ctl.seatName(sub)}` : 'the sub-commander';
  const { hand, display } = turnCards(s.state);
  const t = (id: string | null, what: string) => (id ? `${cardInfo(id).title} (${what})` : what);
  const label = (a: Act) => a.detail === 'hand' ? `Give ${t(hand, 'the hand card')} to ${subName}; keep ${t(display, 'the display card')}`
    : a.detail === 'display' ? `Give ${t(display, 'the display card')} to ${subName}; keep ${t(hand, 'the hand card')}`
    : `Keep ${t(hand, 'the hand card')} (the only card played)`;
  return html`<div class="give-options" id="give-options" role="group" aria-label="Give a card">
    <h3>Give a card to ${subName}</h3>
    <p class="muted small">D.7, 4 players: you hold both cards of this turn. ${subName[0].toUpperCase() + subName.slice(1)} orders, moves and battles with the card you give him; you play the other.</p>
    <div class="buttons">${gives.map((a) => html`<button class="act give" data-action=${a.text} @click=${() => ctl.act(a.text)}>${label(a)}</button>`)}</div>
  </div>`;
}
