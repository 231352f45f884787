// The Blood & Iron play screen as one lit-html template: the toolbar, the map (board.ts) in a
// scrollable frame, and the side panel: the turn made plain (turn, phase, who acts, command points,
// the command leader and activations left, the units that may still act), what to do now with its
// buttons, the combat panel (before: the column and each modifier as the core computes them; after:
// the d10, the table with the cell it hit, the results and the morale checks), and the log.
// Caller: play.ts, which owns the state and the handlers.
import { html, svg, nothing, type TemplateResult } from 'lit-html';
import { boardSize, allHexWords, liveLayer, terrainLayer, type BoardView } from './board.js';
import { shiftWords, type CombatPreview } from './combat-read.js';
import { resultWords, type CombatReport, type BiSession, type MoraleReport } from './session.js';
import { SIDE_NAMES, aphaseWords, formationWords, leaderName, stageWords, unitName } from './words.js';
import { referenceView } from './reference.js';
import type { BiProgress } from './ai.js';

export interface ViewModel {
  s: BiSession; board: BoardView; buttons: { code: number; label: string; text: string }[]; offMap: { unit: number; label: string }[];
  preview: CombatPreview | null; previewWhat: string; thinking: BiProgress | null; levelLabel: string; showRef: boolean; zoc: boolean;
  prompt: string; over: boolean;
  onHex(e: Event): void; onHover(e: Event): void; onKey(e: KeyboardEvent): void; focusHex: string | null; onButton(code: number): void; onSelectUnit(u: number): void;
  onZoc(): void; onRef(): void; onExit(): void; onUndo(): void; canUndo: boolean;
  /** More toolbar items (save, download, or the replay controls) and an overlay (the summary card). */
  tools: TemplateResult | typeof nothing; overlay: TemplateResult | typeof nothing;
  /** Replay: the decision shown (ply) of how many; null in play. */
  replay: { ply: number; of: number } | null;
}

let terrainCache: { key: string; t: ReturnType<typeof terrainLayer> } | null = null;

export function playView(v: ViewModel): TemplateResult {
  const { s } = v, g = s.game, c = g.core, p = s.state.ptr;
  const { w, h } = boardSize(s.state);
  const key = g.scenario.id;
  if (!terrainCache || terrainCache.key !== key) terrainCache = { key, t: terrainLayer(s.state) };
  const act = s.toAct();
  const cmd = c.commandLeader(p);
  const stageName = c.Stage[c.stageOf(p)] as string;
  const may = [...v.board.actable].filter((u) => c.unitHex(p, u) > 0);
  return html`<div class="screen bi-play">
  <header class="bi-top"><h1>${g.scenario.title}</h1>
    <div class="bi-tools">
      <button id="bi-exit" @click=${v.onExit}>Scenarios</button>
      <button id="bi-undo" ?disabled=${!v.canUndo} title="Take back your last decision (U or Ctrl+Z in the map); not after a die roll or an AI decision" @click=${v.onUndo}>Undo</button>
      <button id="bi-zoc" aria-pressed=${v.zoc ? 'true' : 'false'} @click=${v.onZoc}>${v.zoc ? 'Hide' : 'Show'} enemy zones of control</button>
      <button id="bi-ref-open" @click=${v.onRef}>Units &amp; terrain</button>
      ${v.tools}
    </div></header>
  <main class="bi-main">
    <div class="bi-board-frame" id="bi-board-frame" tabindex="0" aria-label="The map: arrow keys move between hexes, Enter chooses, Escape drops the selection" @keydown=${v.onKey}>
      <svg class="bi-board" id="bi-board" viewBox=${`0 0 ${w.toFixed(0)} ${h.toFixed(0)}`} width=${w.toFixed(0)} height=${h.toFixed(0)} role="group" aria-label="Map: hover a hex for its terrain and pieces"
        @click=${v.onHex} @mousemove=${v.onHover}>${terrainCache.t}${liveLayer(v.board)}${svg``}</svg>
    </div>
    <aside class="bi-side" aria-label="Turn, combat and log">
      <section class="bi-turn" id="bi-turn" aria-labelledby="bi-turn-title">
        <h2 id="bi-turn-title">Turn ${s.turn()} ${g.scenario.turns.first === 1 ? `of ${g.scenario.turns.last}` : `(turns ${g.scenario.turns.first}–${g.scenario.turns.last})`}</h2>
        <p class="bi-phase" id="bi-phase">${stageName === 'OVER' ? 'Game over' : `${aphaseWords(c.aphaseOf(p))}: ${stageWords(g, c.stageOf(p))}`}</p>
        <dl class="bi-facts">
          ${v.replay ? html`<dt>Replay</dt><dd id="bi-replay-at">decision ${v.replay.ply} of ${v.replay.of}</dd>` : nothing}
          <dt>${s.hotseat ? 'This view' : 'You'}</dt><dd id="bi-you">${s.hotseat ? `the ${SIDE_NAMES[s.viewer]} side (hotseat: two people, one screen)` : `the ${SIDE_NAMES[s.viewer]} side (the AI: ${v.levelLabel})`}</dd>
          <dt>To act</dt><dd id="bi-to-act">${act === 'human' ? (s.hotseat ? html`<b>${SIDE_NAMES[s.state.currentPlayer()]}</b>` : html`<b>You</b>`) : act === 'ai' ? `the ${SIDE_NAMES[1 - s.viewer]} AI` : act === 'chance' ? 'the dice' : 'nobody: the game is over'}</dd>
          <dt>Command points</dt><dd id="bi-cp">Prussian ${c.cpOf(p, 0)} · French ${c.cpOf(p, 1)}</dd>
          ${cmd >= 0 ? html`<dt>Command of</dt><dd id="bi-cmd">${leaderName(g, cmd)} (${formationWords(g, cmd)})</dd>` : nothing}
          ${stageName === 'RMOVE' || stageName === 'RACT' ? html`<dt>Activations left</dt><dd id="bi-act-left">${c.actLeftOf(p)}</dd>` : nothing}
          <dt>Victory points</dt><dd id="bi-vp">Prussian ${s.state.vp(0)} · French ${s.state.vp(1)}</dd>
        </dl>
        ${act === 'human' ? html`<p class="bi-may" id="bi-may">${may.length ? `${may.length} of your units may still act (ringed in gold)${may.length <= 6 ? `: ${may.map((u) => g.scenario.units[u].name).join(', ')}` : ''}.` : ''}</p>` : nothing}
        ${v.thinking ? html`<p class="bi-thinking" id="bi-thinking" role="status">Thinking… ${v.thinking.sims} positions tried${v.thinking.best >= 0 ? `, leaning to ${s.state.actionText(v.thinking.best)} (${Math.round(v.thinking.share * 100)}%)` : ''}</p>` : nothing}
      </section>
      <p class="bi-focus" id="bi-focus" aria-live="polite">${v.focusHex ? allHexWords(s.state, s.viewer).get(Number(v.focusHex)) : ''}</p>
      <section class="bi-prompt" id="bi-prompt" aria-live="polite">
        <p>${v.prompt}</p>
        <div class="bi-buttons">${v.buttons.map((b) => html`<button class="bi-act" data-text=${b.text} @click=${() => v.onButton(b.code)}>${b.label}</button>`)}
          ${v.offMap.map((o) => html`<button class="bi-off" @click=${() => v.onSelectUnit(o.unit)}>${o.label}</button>`)}</div>
      </section>
      ${v.preview ? previewPanel(v.preview, v.previewWhat) : nothing}
      ${s.combat ? reportPanel(s.combat, s.morale) : nothing}
      <section class="bi-log" aria-labelledby="bi-log-title"><h2 id="bi-log-title">Log</h2>
        <ul id="bi-log" tabindex="0" aria-label="Battle log, newest first">${s.log.slice(-120).reverse().map((l) => html`<li class="lk-${l.kind} who-${l.who}">${l.text}</li>`)}</ul></section>
    </aside>
  </main>
  ${v.showRef ? referenceView(g, v.onRef) : nothing}
  ${v.overlay}
  ${v.over && !v.replay ? html`<div class="bi-over" id="bi-over" role="alert">${s.resultText()} <button @click=${v.onExit}>Back to the scenarios</button></div>` : nothing}
</div>`;
}

function mods(list: { label: string; n: number }[], unit: (n: number) => string): TemplateResult {
  return list.length ? html`<ul class="bi-mods">${list.map((m) => html`<li>${m.label}: <b>${unit(m.n)}</b></li>`)}</ul>` : html`<p class="muted">No modifiers.</p>`;
}

function previewPanel(pv: CombatPreview, what: string): TemplateResult {
  if (pv.kind === 'fire') {
    return html`<section class="bi-combat bi-preview" id="bi-preview" aria-labelledby="bi-pv-title"><h2 id="bi-pv-title">${what}: fire at ${pv.target}</h2>
      <p>${pv.firers} firer${pv.firers > 1 ? 's' : ''}, range ${pv.range}. Fire strength <b>${pv.strength ?? '?'}</b>${pv.strength === null ? ' (a chit is drawn when the fire is resolved)' : ''} → column <b>${pv.baseCol ?? '?'}</b></p>
      <h3>Column shifts</h3>${mods(pv.shifts, shiftWords)}
      <p class="bi-col" id="bi-pv-col">Fire table column: <b>${pv.colText ?? `? (${shiftWords(-pv.totalShift)} from the strength's column)`}</b></p></section>`;
  }
  return html`<section class="bi-combat bi-preview" id="bi-preview" aria-labelledby="bi-pv-title"><h2 id="bi-pv-title">${what}: melee at ${pv.target}</h2>
    <p>${pv.attackers} attacker${pv.attackers > 1 ? 's' : ''} against ${pv.defenders} defender${pv.defenders > 1 ? 's' : ''}: strength <b>${pv.att ?? '?'}</b> to <b>${pv.def ?? '?'}</b>, odds <b>${pv.odds ?? '? (the defender\'s chit is hidden)'}</b></p>
    <h3>Column shifts (net, at most 3)</h3>${mods(pv.shifts, shiftWords)}
    <p>Net shift: <b>${shiftWords(pv.net)}</b></p>
    <h3>Die modifier</h3>${mods(pv.drm, (n) => (n > 0 ? `+${n}` : `${n}`))}
    <p class="bi-col" id="bi-pv-col">Melee table column: <b>${pv.colText ?? '?'}</b>, die ${pv.drmTotal >= 0 ? '+' : ''}${pv.drmTotal}</p></section>`;
}

function reportPanel(r: CombatReport, m: MoraleReport | null): TemplateResult {
  const t = r.table;
  return html`<section class="bi-combat bi-report" id="bi-report" aria-labelledby="bi-rep-title">
    <h2 id="bi-rep-title">Last ${r.kind === 'melee' ? 'melee' : r.kind === 'opfire' ? 'opportunity fire' : 'fire'}${r.target ? ` at ${r.target}` : ''}</h2>
    ${r.preview ? previewSummary(r.preview) : nothing}
    <p class="bi-roll" id="bi-roll"><span class="bi-die" aria-label=${`d10 rolled ${r.roll}`}>${r.roll}</span>
      ${r.drm ? html` ${r.drm > 0 ? '+' : '−'} ${Math.abs(r.drm)} = <b>${r.roll + r.drm}</b>` : nothing} on column <b>${r.column}</b>: <b id="bi-result">${resultWords(r.result)}</b></p>
    <table class="bi-table bi-crt" id="bi-crt"><caption>${t.title}: row ${t.rows[t.hitRow].label}, column ${t.cols[t.hitCol]}</caption>
      <thead><tr><th scope="col">d10</th>${t.cols.map((col, k) => html`<th scope="col" class=${k === t.hitCol ? 'hit-col' : ''}>${col}</th>`)}</tr></thead>
      <tbody>${t.rows.map((row, i) => html`<tr class=${i === t.hitRow ? 'hit-row' : ''}><th scope="row">${row.label}</th>${row.cells.map((cell, k) => html`<td class=${i === t.hitRow && k === t.hitCol ? 'hit' : ''}>${cell}</td>`)}</tr>`)}</tbody></table>
    ${r.lines.length ? html`<ul class="bi-effects" id="bi-effects">${r.lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}
    ${m ? html`<p class="bi-morale" id="bi-morale">Last morale check: ${m.unit} needed ${m.need} or less, rolled <span class="bi-die">${m.roll}</span>: <b>${m.passed ? 'passed' : 'failed'}</b></p>` : nothing}
  </section>`;
}

function previewSummary(pv: CombatPreview): TemplateResult {
  if (pv.kind === 'fire') return html`<p>Strength ${pv.strength ?? '?'} (column ${pv.baseCol ?? '?'}), shifts: ${pv.shifts.length ? pv.shifts.map((m) => `${m.label} ${shiftWords(m.n)}`).join('; ') : 'none'}.</p>`;
  return html`<p>Strength ${pv.att ?? '?'} to ${pv.def ?? '?'} (odds ${pv.odds ?? '?'}), shifts: ${pv.shifts.length ? pv.shifts.map((m) => `${m.label} ${shiftWords(m.n)}`).join('; ') : 'none'} (net ${shiftWords(pv.net)}); die modifier ${pv.drm.length ? pv.drm.map((m) => `${m.label} ${m.n > 0 ? '+' : ''}${m.n}`).join('; ') : 'none'}.</p>`;
}

export { unitName };
