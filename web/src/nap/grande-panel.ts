// La Grande's hand-outs in the Messenger display panel (rules digest D.8; 602 in 8 seats): the card
// the Commander-in-Chief is handing out, drawn as a card with its text, and beside it one button per
// legal `to:l|c|r` naming the corps commander who would get it ("Hand the Advance Left card to Soult
// (centre corps)"; a section card only to its own commander, two different commanders: the core's
// legal list decides, nothing here). The Scout gift (the Scout's second card to a corps commander)
// uses the same buttons, the card named on the CinC's own screen (grande.ts scoutGift). The turn's slots so far (which commander holds which card) are listed under
// it. Every button goes through the controller. Caller: nap/epic.ts (epicPanel).
import { html, nothing, type TemplateResult } from 'lit-html';
import type { PlayController } from '../controller.js';
import { cardInfo } from '../cards.js';
import { cardBeingHanded, grandeLabel, inGrandePhase, ROLE_WORDS, scoutGift } from './grande.js';
import { grandeField, hasGrandeFields } from './turn-fields.js';

/** The hand-out buttons (empty when no `to:` is legal) and the slots of La Grande's turn so far. */
export function grandePanel(ctl: PlayController): TemplateResult | typeof nothing {
  const s = ctl.session, st = ctl.shown();
  if (!s.grande || !hasGrandeFields(s.game)) return nothing;
  const outs = ctl.intents().legal.filter((a) => a.kind === 'hand-out');
  const seat = s.toAct();
  const scout = inGrandePhase(st, 'GRANDE_PHASE_SCOUT_GIVE');
  // the Scout gift: the card he chose to give away (his own screen only; the log does not name it)
  const gift = scout && ctl.replayPly === null ? scoutGift(st, s.actions) : null;
  const card = cardBeingHanded(st) ?? gift;
  const info = card ? cardInfo(card) : null;
  const side = st.active();
  const slots: TemplateResult[] = [];
  const n = Math.max(0, grandeField(st, 'SLOTS', 0));
  for (let i = 0; i < n; i++) {
    const k = grandeField(st, 'CARD', i), role = grandeField(st, 'HOLDER', i);
    if (k < 0 || role <= 0) continue;
    const who = s.grande[side + 2 * role]?.short ?? `the ${ROLE_WORDS[role]} corps commander`;
    const from = grandeField(st, 'SOURCE', i) === 1 ? 'his own card' : "the Commander-in-Chief's card";
    slots.push(html`<li data-slot=${i}>${who}: <b>${cardInfo(s.game.cardId(k)).title}</b> <span class="muted">(${from})</span></li>`);
  }
  return html`${outs.length ? html`<div class="give-options grande-out" id="grande-out" role="group" aria-label="Hand out a card">
      <h3>${scout ? "Give the Scout's second card" : 'Hand out a card'}</h3>
      <p class="muted small">D.8: the Commander-in-Chief hands each of his two cards to a corps commander, two different ones (both to one only when the same-section exception allows it); a section card goes to its own section's commander. He may play it or one of his own instead.</p>
      <div class="grande-card-row">
        ${card && info ? html`<div class="mcard chosen" id="grande-handed" data-card=${card}><span class="mtitle">${info.title}</span><div class="tcard-text">${info.text}</div></div>` : nothing}
        <div class="buttons">${outs.map((a) => html`<button class="act give hand-out" data-action=${a.text} @click=${() => ctl.act(a.text)}>${grandeLabel(a, st, seat, s.grande, gift)}</button>`)}</div>
      </div></div>` : nothing}
    ${slots.length ? html`<ul class="grande-slots" id="grande-slots" aria-label="This turn's cards">${slots}</ul>` : nothing}`;
}
