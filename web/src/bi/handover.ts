// The hotseat hand-over screen of Blood & Iron: each side's strength chits are hidden from the other
// (H1, docs/blood-and-iron.md), so when the other side is to act the map is taken off the page and
// this screen asks the first person to look away and the next to confirm before their view is drawn.
// Caller: play.ts.
import { html, type TemplateResult } from 'lit-html';
import { SIDE_NAMES } from './words.js';

export function handoverView(title: string, to: number, from: number, onShow: () => void, onExit: () => void): TemplateResult {
  return html`<div class="screen bi-play bi-handover" id="bi-handover" role="dialog" aria-labelledby="bi-ho-title">
    <h1>${title}</h1>
    <h2 id="bi-ho-title">The ${SIDE_NAMES[to]} player's turn</h2>
    <p>Hand the screen to the ${SIDE_NAMES[to]} player. The ${SIDE_NAMES[from]} player's strength chits are hidden from them, so the ${SIDE_NAMES[from]} player should look away now.</p>
    <div class="bi-buttons">
      <button id="bi-ho-show" class="primary" @click=${onShow}>I am the ${SIDE_NAMES[to]} player: show my view</button>
      <button id="bi-ho-exit" @click=${onExit}>Back to the scenarios</button>
    </div></div>`;
}
