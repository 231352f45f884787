// The play screen's panels as one lit-html template over the controller: header and toolbar, the
// prompt (status, what to do, the AI's card while it plays, buttons), the board's frame (the SVG
// itself is kept by board.ts), the hand, banners, the AI panel in words, the dice tray, the log
// with its turn filter, and the overlays (summary, hotseat hand-over, rules and keys). lit-html
// re-renders by patching only what changed, so nothing here rebuilds nodes or steals focus.
// Caller: play.ts. Reads the controller and the session; changes go through controller methods.
import { html, nothing, type TemplateResult } from 'lit-html';
import type { PlayController } from '../controller.js';
import { SPEEDS, type Speed } from '../controller.js';
import { levelById } from '../ai.js';
import { isNapScenario, reconstructionNote } from '../nap/game.js';
import { napPanel } from '../nap/panel.js';
import { napHint } from '../nap/hints.js';
import { napHelp } from '../nap/help.js';
import type { NapUnitFacts } from '../nap/reference.js';
import type { NapTerrainFacts } from '../nap/terrain-reference.js';
import { cardInfo, CARDS, UNIT_NAMES, unitClassOf, type Sec } from '../cards.js';
import type { LogEntry, Part } from '../log.js';
import { describeCode } from '../engine.js';
import { actWords, buttonLabel, resultWords, winWords } from '../words.js';
import { grandeLabel, seatAt } from '../nap/grande.js';
import { seatHandSizes } from '../nap/seat-hands.js';
import { diceRow, tray } from './dice.js';
import { CLASS_NAMES } from '../board.js';
import { clampZoom, MAX_ZOOM, ZOOM_STEP } from '../board-zoom.js';
import type { TerrainFacts, UnitFacts } from '../unit-reference.js';

export interface PanelState {
  coords: boolean; estimate: boolean; logTurn: 'all' | number; help: boolean;
  /** Board zoom chosen with +/−, Fit, Ctrl+wheel or a pinch (1 = the whole board fits); null: automatic (autoZoom). */
  zoom: number | null;
  /** The automatic zoom for this board and screen (board-zoom.ts autoZoom: 1 on a laptop, a tappable hex on a phone). */
  autoZoom?: number;
  /** The play screen's zoom change, keeping the frame's centre still (play.ts setZoom). */
  setZoom?: (z: number) => void;
  summary: boolean; summaryClosed: boolean; summaryEl?: HTMLElement;
  /** Phone layout: the card whose full text was opened by a tap (the card's text is hidden there), at this ply. */
  peek?: { card: string; ply: number } | null;
  /** The unit and terrain reference measured from the core (unit-reference.ts), once asked for. */
  facts?: { units: UnitFacts[]; terrain: TerrainFacts[] };
  /** Napoleonics: the unit reference measured from the core (nap/reference.ts), once asked for. */
  napFacts?: NapUnitFacts[];
  /** The Napoleonics terrain reference of this battle (nap/terrain-reference.ts), once measured. */
  napTerrain?: NapTerrainFacts[];
}
export interface PanelActions {
  openHelp(): void;
  exit(): void; save(): void; download(): void; rerender(): void; markRef(hex: string, on: boolean): void; summary(): HTMLElement;
}

const PHASE_HINT: Record<string, string> = {
  PLAY: 'play a command card from your hand (click it, or press its number).',
  ORDER: 'click the highlighted units to order them, then End orders (E).',
  RALLY: 'click a damaged unit to rally it.',
  MOVE: 'click an ordered unit, then a green hex to move it (click the unit again for its leader). End movement: E.',
  BATTLE: 'click an ordered unit, then a red target (its dice are shown). End battles: E.',
  BONUS: 'bonus close combat: click a target, or Skip (E).',
  RESPOND: 'your unit is attacked: accept (A), evade, or play First Strike.',
  EVADE_TO: 'click the hex your unit evades to.',
  IGNORE: 'choose how many flags to ignore.',
  RETREAT: 'click the hex to retreat to.',
  LEADER_EVADE: 'click where the leader escapes to.',
  ADVANCE: 'click the vacated hex to advance, or Skip (E).',
  EXTRA_HEX: 'cavalry may move one more hex: click it, or Skip (E).',
};

/** The board's zoom: the one chosen, else the automatic one (board-zoom.ts autoZoom). */
export function zoomOf(ui: PanelState): number {
  return ui.zoom ?? ui.autoZoom ?? 1;
}

export function panels(ctl: PlayController, ui: PanelState, act: PanelActions): TemplateResult {
  const s = ctl.session, sc = s.cfg.scenario, names = s.sideNames;
  const level = levelById(s.cfg.level);
  // by side: a person plays a seat of it (several people: "player"), else the AI
  const who = (i: number) => (s.sideHasHuman(i) ? (ctl.hotseat ? 'player' : 'you') : 'AI');
  const toggle = (k: 'coords' | 'estimate') => () => { ui[k] = !ui[k]; act.rerender(); };
  const z0 = zoomOf(ui);
  const zoom = (z: number) => () => { if (ui.setZoom) ui.setZoom(z); else { ui.zoom = clampZoom(z); act.rerender(); } };
  const refs = (parts: Part[]) => parts.map((p) => typeof p === 'string' ? p : html`<span class="hexref" data-ref=${p.hex}
      @mouseenter=${() => act.markRef(p.hex, true)} @mouseleave=${() => act.markRef(p.hex, false)}>${p.hex}</span>`);
  if (ui.summary && !ui.summaryEl) ui.summaryEl = act.summary();
  return html`
  <header>
    <div class="title"><h1>${sc.name}</h1><span class="year">${isNapScenario(sc) ? sc.date ?? '' : sc.year ?? ''}</span>
      ${isNapScenario(sc) && reconstructionNote(sc) ? html`<span class="recon-label" id="recon-label">${reconstructionNote(sc)}</span>` : nothing}
      <span class="sides">${names[0]} (${who(0)}) vs ${names[1]} (${who(1)}) · seed ${s.cfg.seed}</span></div>
    <nav class="toolbar" aria-label="Game">
      <button id="new-game" @click=${act.exit}>⟵ Scenarios</button>
      <button id="undo" title="Take back your last decision (U)" ?disabled=${!ctl.canUndo()} @click=${() => ctl.undo()}>↶ Undo</button>
      <button id="save" @click=${act.save}>Save</button>
      <button id="download" @click=${act.download}>Download</button>
      <button id="replay" @click=${() => ctl.enterReplay()}>Replay</button>
      <button id="coords" class=${ui.coords ? 'on' : ''} aria-pressed=${ui.coords} @click=${toggle('coords')}>Coordinates</button>
      ${ctl.hasAi ? html`<button id="estimate" class=${ui.estimate ? 'on' : ''} aria-pressed=${ui.estimate} title="The AI's estimate of the position" @click=${toggle('estimate')}>AI estimate</button>
        <label class="speed">AI speed <select id="speed" @change=${(e: Event) => { ctl.speed = (e.target as HTMLSelectElement).value as Speed; ctl.changed(); }}>
          ${(Object.keys(SPEEDS) as Speed[]).map((k) => html`<option value=${k} ?selected=${ctl.speed === k}>${k}</option>`)}</select></label>` : nothing}
      <button id="help-btn" @click=${() => act.openHelp()}>Rules & keys (?)</button>
    </nav>
  </header>
  <main class="play">
    ${prompt(ctl)}
    <section class="board-area">
      <div class="board-wrap" id="board-wrap" tabindex="-1"></div>
      <div class="hexinfo ${ctl.hoverHex ? '' : 'hidden'}" id="hexinfo" aria-live="polite">${ctl.hoverHex ? hexInfo(ctl.hoverHex) : ''}</div>
      <div class="zoom">
        <button id="zoom-out" aria-label="Zoom out" title="Zoom out (or Ctrl + wheel, or pinch)" ?disabled=${z0 <= 1} @click=${zoom(z0 / ZOOM_STEP)}>−</button>
        <button id="zoom-in" aria-label="Zoom in" title="Zoom in (or Ctrl + wheel, or pinch)" ?disabled=${z0 >= MAX_ZOOM} @click=${zoom(z0 * ZOOM_STEP)}>+</button>
        <button id="zoom-fit" aria-label="Fit the whole board" title="Fit the whole board in the frame" ?disabled=${z0 <= 1} @click=${zoom(1)}>Fit</button>
      </div>
      ${replayBar(ctl)}
    </section>
    <section class="hand-area" aria-label="Cards">${cardPeek(ctl, ui, act)}${hand(ctl, ui, act)}</section>
    <aside class="side">
      <div class="banners" id="banners">${[0, 1].map((side) => bannerRow(ctl, side))}</div>
      ${s.napoleonics ? napPanel(ctl) : nothing}
      <div class="ai-panel" id="ai-panel">${aiPanel(ctl, ui, level)}</div>
      <div class="dice-panel" id="dice">${dicePanel(ctl, refs)}</div>
      <h2 class="log-title">Battle log
        <select id="log-turn" aria-label="Show turns" @change=${(e: Event) => { const v = (e.target as HTMLSelectElement).value; ui.logTurn = v === 'all' ? 'all' : Number(v); act.rerender(); }}>
          <option value="all" ?selected=${ui.logTurn === 'all'}>all turns</option>
          ${Array.from({ length: ctl.shown().turn() }, (_, i) => i + 1).reverse().map((t) => html`<option value=${t} ?selected=${ui.logTurn === t}>turn ${t}</option>`)}
        </select></h2>
      <ol class="log" id="log" aria-live="off" tabindex="0" aria-label="Battle log">${logItems(ctl, ui, refs)}</ol>
    </aside>
  </main>
  <div class="modal ${ui.summary ? '' : 'hidden'}" id="summary" role="dialog" aria-modal="true" aria-label="End of the battle">${ui.summary ? ui.summaryEl : nothing}</div>
  ${ctl.handover !== null ? handover(ctl) : nothing}
  ${ui.help ? help(ctl, ui, () => { ui.help = false; act.rerender(); }) : nothing}`;
}

function hexInfo(hex: string): string {
  const el = document.querySelector(`[data-hex="${hex}"]`);
  return el?.getAttribute('aria-label') ?? hex;
}

function prompt(ctl: PlayController): TemplateResult {
  const s = ctl.session, st = s.state, names = s.sideNames;
  let status: string, hint: string;
  // the seat to act (several seats a side: the corps commander deciding, not his side)
  const p = s.toAct();
  if (ctl.replayPly !== null) { status = `Replay: position ${ctl.replayPly} of ${s.ply}`; hint = 'Step through the game with the bar under the board.'; }
  else if (st.isTerminal()) { status = resultWords(st.winner(), names); hint = 'Replay the game, save it, or go back to the scenarios.'; }
  else {
    status = `Turn ${st.turn()} · ${names[st.active()]} side's turn`;
    if (p < 0) hint = 'Rolling…';
    else if (!s.isHuman(p)) hint = `The ${ctl.seatName(p)} (AI) is deciding…`;
    else {
      const you = ctl.hotseat ? `${ctl.seatName(p)} player` : 'You';
      // on the phone a tap opens a card (its text is hidden there); Play is the second tap
      const ph = s.napoleonics && napHint(s.game, st, ctl.intents()) ? napHint(s.game, st, ctl.intents()) : st.phaseName() === 'PLAY' && cardsAreCompact() ? 'play a command card: tap one to read it, then Play this card.' : PHASE_HINT[st.phaseName()];
      hint = `${you}: ${ph ?? 'choose an action.'}`;
    }
  }
  const it = ctl.intents();
  const aiCard = ctl.hasAi && ctl.replayPly === null && !st.isTerminal() && st.active() === ctl.aiSide && ctl.aiCard ? ctl.aiCard : null;
  const modes = ctl.sel ? it.sources.get(ctl.sel.hex) : undefined;
  return html`<section class="prompt" id="prompt" aria-live="polite">
    <div class="status" id="status">${status}</div>
    <div class="hint" id="hint">${hint}</div>
    ${aiCard ? html`<div class="ai-card" id="ai-card"><div class="ai-card-who">${names[ctl.aiSide]} side plays</div>
      <div class="ai-card-title">${cardInfo(aiCard).title}</div><div class="ai-card-text">${cardInfo(aiCard).text}</div>
      <ol class="ai-steps" id="ai-steps">${ctl.aiTurn.filter((a) => a.kind !== 'play').slice(-4).map((a) => html`<li>${a.text === ctl.lastDecision?.text ? html`<b>${stepWords(ctl, a.code)}</b>` : stepWords(ctl, a.code)}</li>`)}</ol></div>` : nothing}
    <div class="actions" id="actions">${it.legal.length ? html`
      <div class="buttons">${it.buttons.map((a) => html`<button class="act" data-action=${a.text} @click=${() => ctl.act(a.text)}>${grandeLabel(a, st, p, s.grande) ?? buttonLabel(a)}</button>`)}
        ${modes && modes.size > 1 && ctl.sel ? html`<button class="act alt" @click=${() => ctl.clickHex(ctl.sel!.hex)}>${ctl.sel.mode === 'move' ? `Move the leader on ${ctl.sel.hex} instead` : `Back to the unit on ${ctl.sel.hex}`}</button>` : nothing}</div>
      <details class="all-actions"><summary>All legal actions (${it.legal.length})</summary>
        <div class="buttons small">${it.legal.map((a) => html`<button data-action=${a.text} @click=${() => ctl.act(a.text)}>${a.text}</button>`)}</div></details>` : nothing}
    </div>
  </section>`;
}

function stepWords(ctl: PlayController, code: number): string {
  const s = ctl.session;
  const i = s.actions.length - 1 - [...s.actions].reverse().indexOf(s.game.actionText(code));
  const before = s.stateAt(i);
  try {
    // La Grande: each step names the AI commander who took it ("Davout: orders the …")
    const who = s.grande?.[seatAt(before)]?.person;
    return `${who ? `${who}: ` : ''}${actWords(before, describeCode(s.game, code), s.sideNames, s.grande)}`;
  } finally { before.free(); }
}

function replayBar(ctl: PlayController): TemplateResult {
  const s = ctl.session, ply = ctl.replayPly;
  if (ply === null) return html`<div class="replay-bar hidden" id="replay-bar"></div>`;
  const a = s.actions[ply - 1];
  return html`<div class="replay-bar" id="replay-bar">
    <button id="replay-start" aria-label="First position" @click=${() => ctl.goto(0)}>|◀</button>
    <button id="replay-back" aria-label="Back one step" @click=${() => ctl.goto(ply - 1)}>◀</button>
    <button id="replay-next" aria-label="Forward one step" @click=${() => ctl.goto(ply + 1)}>▶</button>
    <button id="replay-end" aria-label="Last position" @click=${() => ctl.goto(s.ply)}>▶|</button>
    <input type="range" id="replay-slider" aria-label="Replay position" min="0" max=${s.ply} .value=${String(ply)} @input=${(e: Event) => ctl.goto(Number((e.target as HTMLInputElement).value))}>
    <span class="replay-label" id="replay-label">${ply}/${s.ply}${a ? ` · last: ${a}` : ''}</span>
    <button id="replay-exit" @click=${() => ctl.exitReplay()}>Leave replay</button></div>`;
}

/** True where the cards show no text (the one-column layout of styles.css, below 1000 px): a tap opens the card instead of playing it. */
export function cardsAreCompact(): boolean {
  return window.matchMedia('(max-width: 1000px)').matches;
}

/** The full text of a tapped card on the phone layout, with Play (when it may be played) and Close. */
function cardPeek(ctl: PlayController, ui: PanelState, act: PanelActions): TemplateResult | typeof nothing {
  const pk = ui.peek, s = ctl.session;
  if (!pk || pk.ply !== s.ply || !ctl.handShown() || !ctl.seatCards().command.includes(pk.card)) return nothing;
  const info = cardInfo(pk.card);
  const a = ctl.intents().cards.get(pk.card);
  const close = () => { ui.peek = null; ctl.hoverOnCard(null); act.rerender(); };
  return html`<div class="card-peek" id="card-peek" role="dialog" aria-label=${info.title}>
    <div class="card-peek-title">${info.title}</div>
    ${info.sections ? html`<div class="secs">${(['L', 'C', 'R'] as Sec[]).map((k) => html`<span class=${info.sections?.[k] ? 'on' : ''}>${info.sections?.[k] ? `${k}${info.sections[k]}` : k}</span>`)}</div>` : nothing}
    <p class="card-peek-text" id="card-peek-text">${info.text}</p>
    <div class="buttons">${a ? html`<button class="primary" id="peek-play" @click=${() => { ui.peek = null; ctl.act(a.text); }}>Play this card</button>`
      : html`<span class="muted">It cannot be played now.</span>`}
      <button id="peek-close" @click=${close}>Close</button></div></div>`;
}

function hand(ctl: PlayController, ui: PanelState, act: PanelActions): TemplateResult {
  const s = ctl.session, st = ctl.shown(), names = s.sideNames;
  const side = ctl.viewSide();
  const it = ctl.intents();
  const other = 1 - side;
  const played = s.game.core.getPlayed(st.ptr);
  const inPlay = played === s.game.enums.NO_CARD ? null : s.game.cardId(played);
  const hidden = !ctl.handShown();
  // the view seat's own cards, from its observation (La Grande: a corps commander's own hand, D.8)
  const cards = hidden ? [] : ctl.seatCards().command;
  const seat = ctl.viewSeat();
  return html`<div class="hand" id="hand">
      <h2 class="hand-title">${ctl.hotseat ? `${ctl.seatName(seat)} player's hand` : `Your hand (${ctl.seatName(seat)})`}</h2>
      <div class="cards">${ctl.handover !== null ? html`<div class="muted">Hidden until the ${ctl.seatName(ctl.handover)} player takes the screen.</div>`
        : hidden ? html`<div class="muted" id="hand-held">The ${names[side]} Command hand is held by the ${names[side]} Commander-in-Chief.</div>` : cards.map((id, i) => {
        const info = cardInfo(id);
        const a = it.cards.get(id);
        const isNew = id === ctl.newCard && cards.indexOf(id) === i;
        return html`<button class="card${a ? ' playable' : ''}${isNew ? ' new' : ''}" data-card=${id} aria-disabled=${!a} title=${`${info.title}: ${info.text}`}
            @click=${() => {
              // where the card's text is hidden (phone layout) a tap opens it; Play is one more tap
              if (cardsAreCompact()) { ui.peek = { card: id, ply: s.ply }; ctl.hoverOnCard(id); act.rerender(); } else if (a) ctl.act(a.text);
            }} @mouseenter=${() => ctl.hoverOnCard(id)} @mouseleave=${() => ctl.hoverOnCard(null)}
            @focus=${() => ctl.hoverOnCard(id)} @blur=${() => ctl.hoverOnCard(null)}>
          <span class="card-title">${i < 9 ? html`<kbd>${i + 1}</kbd> ` : nothing}${info.title}${isNew ? html` <span class="new-mark">new</span>` : nothing}</span>
          ${info.sections ? html`<span class="secs">${(['L', 'C', 'R'] as Sec[]).map((k) => html`<span class=${info.sections?.[k] ? 'on' : ''}>${info.sections?.[k] ? `${k}${info.sections[k]}` : k}</span>`)}</span>` : html`<span class="secs any">any section</span>`}
          <span class="card-text">${info.text}</span></button>`;
      })}</div></div>
    <div class=${`opp-hand${s.game.contract.numSeats > 2 ? ' with-seats' : ''}`} id="opp-hand">
      ${s.game.contract.numSeats > 2 ? seatSizes(ctl) : html`<div>${names[other]}: <b id="opp-count">${st.handSize(other)}</b> cards in hand</div>`}
      <div>Deck ${st.deckCount()} · discards ${st.discardCount()}</div>
      ${inPlay ? html`<div class="in-play">In play: ${cardInfo(inPlay).title}</div>` : nothing}</div>`;
}

/**
 * With several seats a side: every other seat's Command hand size (public; never its cards), one
 * short line a side, the view seat's side first ("French: Napoleon 5 · Lannes 2 · Davout 1"; seats
 * without a name: their role words). A seat that holds no Command hand is left out.
 */
function seatSizes(ctl: PlayController): TemplateResult {
  const s = ctl.session, c = s.game.contract, me = ctl.viewSeat();
  const sizes = seatHandSizes(s.game, ctl.shown(), me);
  const mySide = c.sideOf(me);
  const name = (i: number) => s.seatPerson(i) ?? ctl.seatName(i).replace(`${s.sideNames[c.sideOf(i)]} `, '');
  return html`<ul class="seat-sizes" id="seat-sizes" aria-label="Other seats' Command hands">${[mySide, 1 - mySide].map((side) => {
    const seats = Array.from({ length: c.numSeats }, (_, i) => i).filter((i) => i !== me && c.sideOf(i) === side && sizes[i] !== null);
    return seats.length ? html`<li>${s.sideNames[side]}: ${seats.map((i, k) => html`${k ? ' · ' : ''}<span data-seat-size=${i} title=${ctl.seatName(i)}>${name(i)} <b>${sizes[i]}</b></span>`)}</li>` : nothing;
  })}</ul>`;
}

function bannerRow(ctl: PlayController, side: number): TemplateResult {
  const s = ctl.session, st = ctl.shown();
  const need = s.game.scenario.sides[side].banners, got = st.banners(side);
  return html`<div class="banner-row side-${side === 0 ? 'bottom' : 'top'}" data-side=${side} aria-label=${`${s.sideNames[side]} side: ${got} of ${need} banners`}>
    <span class="bname">${s.sideNames[side]}</span>${Array.from({ length: need }, (_, i) => html`<span class="banner${i < got ? ' won' : ''}" aria-hidden="true">⚑</span>`)}
    <span class="bcount">${got}/${need}</span></div>`;
}

function aiPanel(ctl: PlayController, ui: PanelState, level: ReturnType<typeof levelById>): TemplateResult {
  const s = ctl.session, names = s.sideNames;
  if (!ctl.hasAi) return html`<div class="muted">Hotseat: two players, no AI.</div>`;
  if (ctl.replayPly !== null) return html`<div class="muted">Replay: the AI is paused.</div>`;
  const side = ctl.aiSide;
  const p = ctl.thinking;
  const r = ctl.lastDecision?.result;
  const lean = p?.best ? leanWords(ctl, p.best) : '';
  const total = r ? r.children.reduce((a, c) => a + c.visits, 0) || 1 : 1;
  // several seats a side: the AI seat deciding now by its name (La Grande: "French right corps commander (Davout)")
  const now = s.toAct();
  const who = s.game.contract.numSeats > 2 && now >= 0 && !s.isHuman(now) ? ctl.seatName(now) : `${names[side]} side`;
  return html`<div class="ai-title">AI: ${who} · ${level.label}</div>
    ${p ? html`<div class="thinking" id="thinking"><span class="spinner"></span> Thinking… ${p.sims} positions tried${lean ? html`, leaning to: ${lean} (${Math.round(p.bestShare * 100)}%)` : nothing}</div>
      <div class="progress"><div class="bar" style=${`width:${(p.budgetMs > 0 ? Math.min(1, p.elapsedMs / p.budgetMs) * 100 : 0).toFixed(0)}%`}></div></div>`
    : ctl.lastDecision ? html`<div class="ai-last" id="ai-last">Last: ${lastWords(ctl)}${r ? ` (after ${r.sims} simulations)` : ''}</div>` : nothing}
    ${ui.estimate ? (!r ? html`<div class="muted">${level.id === 'instant' ? 'The instant level does not search: no estimate.' : 'No search yet this game (forced decisions are not searched).'}</div>`
      : html`<div class="estimate" id="estimate-panel">Estimate for the ${names[side]} side: about ${winWords(r.value)}.</div>
        <ol class="alts">${r.children.slice(0, 4).map((c) => html`<li>${leanWords(ctl, s.game.actionText(c.action))}: ${Math.round((c.visits / total) * 100)}% of its thought, ${winWords(c.value)}</li>`)}</ol>`) : nothing}`;
}

function leanWords(ctl: PlayController, text: string): string {
  const s = ctl.session;
  try { return actWords(s.state, describeCode(s.game, s.game.codeOf(text)), s.sideNames, s.grande); } catch { return text; }
}

function lastWords(ctl: PlayController): string {
  const d = ctl.lastDecision!;
  const s = ctl.session;
  const i = s.actions.lastIndexOf(d.text);
  if (i < 0) return d.text;
  const before = s.stateAt(i);
  try { return actWords(before, describeCode(s.game, d.action), s.sideNames, s.grande); } finally { before.free(); }
}

function dicePanel(ctl: PlayController, refs: (p: Part[]) => unknown): TemplateResult {
  const s = ctl.session;
  const end = ctl.replayPly ?? s.ply;
  const rolls = s.log.filter((e) => e.kind === 'dice' && e.ply < end);
  const last = rolls[rolls.length - 1];
  if (!last) return html`<h2>Dice</h2><div class="muted">No dice rolled yet.</div>`;
  // what followed the roll, until the next decision: blocks lost, the retreat it caused
  const i = s.log.indexOf(last);
  const after: string[] = [];
  for (let k = i + 1; k < s.log.length && s.log[k].ply < end; k++) {
    const e = s.log[k];
    if (e.kind === 'dice' || e.kind === 'turn') break;
    if (e.kind === 'event' || e.retreatOf !== undefined) after.push(e.parts.map((p) => (typeof p === 'string' ? p : p.hex)).join(''));
  }
  return html`<h2>Dice</h2>${tray(last.dice!, last.turn, after, refs)}
    ${rolls.slice(-3, -1).reverse().map((e) => diceRow(e.dice!, e.turn, refs))}`;
}

function logItems(ctl: PlayController, ui: PanelState, refs: (p: Part[]) => unknown): TemplateResult[] {
  const s = ctl.session;
  const end = ctl.replayPly;
  const items = s.log.filter((e) => ui.logTurn === 'all' || e.turn === ui.logTurn);
  return items.map((e: LogEntry) => {
    const side = e.who === 0 ? 'bottom' : e.who === 1 ? 'top' : 'chance';
    const future = end !== null && e.ply >= end;
    if (e.kind === 'dice') return html`<li class="entry dice side-${side}${future ? ' future' : ''}" data-ply=${e.ply}>${diceRow(e.dice!, e.turn, refs)}</li>`;
    return html`<li class="entry ${e.kind} side-${side}${future ? ' future' : ''}" data-ply=${e.ply}>${refs(e.parts)}</li>`;
  });
}

function handover(ctl: PlayController): TemplateResult {
  const n = ctl.seatName(ctl.handover!);
  return html`<div class="modal handover" id="handover" role="dialog" aria-modal="true" aria-label="Hand over">
    <div class="summary-card"><h2>${n} player's turn</h2>
      <p>Pass the screen to the ${n} player. Their hand stays hidden until they are ready.</p>
      <button class="primary" id="handover-ready" @click=${() => ctl.takeOver()}>I am the ${n} player: show my hand</button></div></div>`;
}

const GLYPH: Record<string, string> = { forest: '♣', hill: '◠', broken: '∴', marsh: '≈', river: '∿', ford: '≋', lake: '~', 'steep-hill': '▲', camp: '⌂' };

function help(ctl: PlayController, ui: PanelState, close: () => void): TemplateResult {
  const s = ctl.session;
  const f = ui.facts;
  return html`<div class="modal" id="help" role="dialog" aria-modal="true" aria-label="Rules and keys" @click=${(e: Event) => { if (e.target === e.currentTarget) close(); }}>
    <div class="summary-card help-card">
      <h2>Rules and keys</h2>
      <h3>Keys</h3>
      <ul class="keys"><li><kbd>Tab</kbd> to the board, then <kbd>←</kbd><kbd>→</kbd><kbd>↑</kbd><kbd>↓</kbd> move between hexes, <kbd>Enter</kbd> chooses</li>
        <li><kbd>1</kbd>–<kbd>9</kbd> play a card · <kbd>E</kbd> end the step (orders, movement, battles, skip) · <kbd>A</kbd> accept an attack</li>
        <li><kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo · <kbd>Esc</kbd> drop the selection · <kbd>?</kbd> this help</li></ul>
      ${s.napoleonics ? napHelp(ctl, ui.napFacts, ui.napTerrain) : html`<h3>Units in this battle</h3>
      <p class="muted">Measured from the rules core: the unit alone on open ground, battling a medium infantry unit.</p>
      ${f ? html`<div class="table-scroll" tabindex="0" role="region" aria-label="Unit reference"><table class="sides-table" id="unit-reference"><tr><th>Unit</th><th>Class (hit by)</th><th>Blocks</th><th>Moves</th><th>Close combat dice</th><th>Ranged dice by distance</th><th>Retreat per flag</th><th>Special rules</th></tr>
        ${f.units.map((u) => html`<tr data-unit-type=${u.type}><td data-label="Unit">${u.type} · ${UNIT_NAMES[u.type] ?? u.type}</td><td data-label="Class (hit by)">${CLASS_NAMES[unitClassOf(u.type)]}</td><td data-label="Blocks">${u.blocks}</td><td data-label="Moves">${u.move}</td><td data-label="Close combat dice">${u.close}</td>
          <td data-label="Ranged dice by distance">${u.ranged.length ? u.ranged.map((d, i) => `${d} at ${i + 2}`).join(', ') : '—'}</td><td data-label="Retreat per flag">${u.retreat} hex${u.retreat === 1 ? '' : 'es'}</td>
          <td data-label="Special rules">${u.special.length ? u.special.join('; ') : '—'}</td></tr>`)}</table></div>`
        : html`<p class="muted" id="unit-reference-wait">Measuring…</p>`}
      <h3>Terrain</h3>
      ${f ? html`<div class="table-scroll" tabindex="0" role="region" aria-label="Terrain reference"><table class="sides-table" id="terrain-reference"><tr><th>Terrain</th><th>Can be entered</th><th>Medium infantry attacking a unit on it</th><th>Blocks line of sight</th></tr>
        ${f.terrain.map((t) => html`<tr data-terrain=${t.type}><td data-label="Terrain"><span class="swatch t-${t.type}" aria-hidden="true">${GLYPH[t.type] ?? ''}</span> ${t.type}</td><td data-label="Can be entered">${t.enter ? 'yes' : 'no'}</td>
          <td data-label="Medium infantry attacking a unit on it">${t.dice === null ? 'no unit stands there' : `${t.dice} dice (open ground: ${t.openDice})`}</td><td data-label="Blocks line of sight">${t.blocksSight ? 'yes' : 'no'}</td></tr>`)}</table></div>` : nothing}
      <h3>Command cards</h3>
      <dl class="card-list">${Object.entries(CARDS).map(([, c]) => html`<dt>${c.title}</dt><dd>${c.text}</dd>`)}</dl>`}
      <p class="muted">${s.cfg.scenario.name}: ${s.sideNames[0]} need ${s.game.scenario.sides[0].banners} banners, ${s.sideNames[1]} ${s.game.scenario.sides[1].banners}.</p>
      <button class="primary" id="help-close" @click=${close}>Close</button></div></div>`;
}
