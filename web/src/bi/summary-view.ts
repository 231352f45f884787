// The Blood & Iron end-of-game card (lit-html) drawn over the map: the title, "You won" or "You lost"
// against the AI, the result line with its way back to the scenarios (the same #bi-over box the
// screen shows once the card is closed), the game's length, a table of the summary (summary.ts) per
// side, and the buttons: replay the game, save it in this browser, download it, look at the board.
// Caller: view.ts (with play.ts's handlers).
import { html, nothing, type TemplateResult } from 'lit-html';
import type { BiSummary } from './summary.js';

export interface SummaryActions { onReplay(): void; onSave(): void; onDownload(): void; onNew(): void; onClose(): void }

export function summaryView(m: BiSummary, you: number | null, act: SummaryActions): TemplateResult {
  const [a, b] = m.sides;
  const row = (label: string, f: (x: (typeof m.sides)[number]) => string | number) => html`<tr><th scope="row">${label}</th><td>${f(a)}</td><td>${f(b)}</td></tr>`;
  const mine = you === null || m.winner === null ? '' : you === m.winner ? 'You won!' : 'You lost.';
  return html`<div class="bi-summary" id="bi-summary" role="dialog" aria-modal="false" aria-labelledby="bi-sum-title">
    <h2 id="bi-sum-title">${m.title}</h2>
    ${mine ? html`<p class="you" id="bi-sum-you">${mine}</p>` : nothing}
    <div class="bi-sum-over" id="bi-over">${m.result} <button id="bi-sum-new" @click=${act.onNew}>Back to the scenarios</button></div>
    <p id="bi-sum-length">After ${m.turn} turns and ${m.decisions} decisions.</p>
    <table class="bi-table bi-sum-table" id="bi-sum-table">
      <thead><tr><th scope="col">Side</th><th scope="col">${a.name}</th><th scope="col">${b.name}</th></tr></thead>
      <tbody>
        ${row('Victory points', (x) => x.vp)}
        ${row('Victory hexes held', (x) => x.hexesHeld)}
        ${row('Units eliminated', (x) => x.unitsEliminated)}
        ${row('Steps lost (units still in play)', (x) => x.stepsLost)}
        ${row('Routed at the end', (x) => x.routed)}
        ${row('Leaders lost / replaced', (x) => `${x.leadersLost} / ${x.leadersReplaced}`)}
        ${row('Fires / melees resolved', (x) => `${x.fires} / ${x.melees}`)}
        ${row('Combat dice (firing or attacking)', (x) => (x.diceMean === null ? '—' : `${x.dice} d10, mean ${x.diceMean.toFixed(1)} (average 5.5: ${x.diceMean >= 5.5 ? 'lucky' : 'unlucky'} by ${Math.abs(x.diceMean - 5.5).toFixed(1)})`))}
      </tbody></table>
    <div class="bi-buttons">
      <button id="bi-sum-replay" @click=${act.onReplay}>Replay the game</button>
      <button id="bi-sum-save" @click=${act.onSave}>Save in this browser</button>
      <button id="bi-sum-download" @click=${act.onDownload}>Download the record</button>
      <button id="bi-sum-close" @click=${act.onClose}>Look at the board</button>
    </div></div>`;
}
