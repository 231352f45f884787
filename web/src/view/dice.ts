// Dice as lit-html templates: a face drawn as a small SVG (font glyphs for helmets and swords are
// missing on many systems), marked plainly as a hit (red frame and the word "hit"), a flag (blue
// frame) or a miss (faded); a roll's row with its label and sums; and the large dice tray.
// Callers: view/panels.ts, summary.ts.
import { html, svg, nothing, type TemplateResult } from 'lit-html';
import type { DiceRoll, Part } from '../log.js';

const FACE: Record<string, TemplateResult> = {
  light: svg`<circle cx="11" cy="11" r="6" fill="#2e8b3f"/>`,
  medium: svg`<path d="M11 4 L18 17 L4 17 Z" fill="#2f6fc4"/>`,
  heavy: svg`<rect x="5" y="5" width="12" height="12" fill="#c4302b"/>`,
  leader: svg`<path d="M4 15 Q4 4 11 4 Q18 4 18 15 L15 15 L15 11 L7 11 L7 15 Z" fill="#8a6a10"/><rect x="10" y="2" width="2" height="4" fill="#8a6a10"/>`,
  flag: svg`<rect x="5" y="3" width="1.8" height="16" fill="#333"/><path d="M7 4 L17 7.5 L7 11 Z" fill="#333"/>`,
  swords: svg`<path d="M4 4 L18 18 M18 4 L4 18" stroke="#444" stroke-width="2.2"/><path d="M6 12 L10 16 M16 12 L12 16" stroke="#444" stroke-width="2"/>`,
};
const FACE_NAME: Record<string, string> = { light: 'light (circle)', medium: 'medium (triangle)', heavy: 'heavy (square)', leader: 'helmet', flag: 'flag', swords: 'swords' };

/**
 * The Napoleonics die (C.2) on the same core faces: light = infantry, medium = cavalry, heavy =
 * artillery, swords = crossed sabres. Drawn with the counters' class shapes (circle, triangle,
 * square) and named in words; the sabres are curved blades.
 */
const NAP_FACE: Record<string, TemplateResult> = {
  ...FACE,
  swords: svg`<path d="M4 18 Q9 9 18 4 M18 18 Q13 9 4 4" stroke="#444" stroke-width="2.2" fill="none"/><path d="M5 14 L8 17 M17 14 L14 17" stroke="#444" stroke-width="2"/>`,
};
const NAP_FACE_NAME: Record<string, string> = { light: 'infantry', medium: 'cavalry', heavy: 'artillery', leader: 'leader', flag: 'flag', swords: 'sabre' };

/** One die; `nap`: a Napoleonics die (its faces named infantry, cavalry, artillery, sabre, flag, and the name shown on a big die). */
export function die(face: string, mark: string, size = 20, nap = false): TemplateResult {
  const name = (nap ? NAP_FACE_NAME : FACE_NAME)[face] ?? face;
  const label = `${name}${mark === 'miss' ? ', miss' : `, ${mark}`}`;
  return html`<span class="die face-${face} mark-${mark}${nap ? ' nap' : ''}" data-face=${face} data-mark=${mark} role="img" aria-label=${label} title=${label}>
    <svg viewBox="0 0 22 22" width=${size} height=${size} aria-hidden="true">${(nap ? NAP_FACE : FACE)[face] ?? nothing}</svg>${size > 30 && nap ? html`<span class="die-face-word">${name}</span>` : nothing}${size > 30 && mark !== 'miss' ? html`<span class="die-word">${mark}</span>` : nothing}</span>`;
}

export function sums(r: DiceRoll): string {
  const hits = r.marks.filter((m) => m === 'hit').length, flags = r.marks.filter((m) => m === 'flag').length;
  return `${hits} hit${hits === 1 ? '' : 's'}, ${flags} flag${flags === 1 ? '' : 's'}`;
}

export function diceRow(r: DiceRoll, turn: number, parts: (p: Part[]) => unknown): TemplateResult {
  return html`<div class="roll side-${r.side === 0 ? 'bottom' : 'top'}">
    <div class="roll-label">T${turn} ${parts(r.label)}</div>
    <div class="faces">${r.faces.map((f, i) => die(f, r.marks[i], 20, r.nap))}</div>
    ${r.main ? html`<div class="roll-sum">${sums(r)}</div>` : nothing}</div>`;
}

/** The large tray: the latest roll, its faces big, with what followed it (blocks lost, a retreat). */
export function tray(r: DiceRoll, turn: number, after: string[], parts: (p: Part[]) => unknown): TemplateResult {
  return html`<div class="tray side-${r.side === 0 ? 'bottom' : 'top'}" id="dice-tray" aria-live="polite">
    <div class="tray-label">Turn ${turn}: ${parts(r.label)}</div>
    <div class="tray-faces">${r.faces.map((f, i) => die(f, r.marks[i], r.nap ? 32 : 44, r.nap))}</div>
    ${r.main ? html`<div class="tray-sum">${sums(r)}</div>` : nothing}
    ${after.length ? html`<ul class="tray-after">${after.map((t) => html`<li>${t}</li>`)}</ul>` : nothing}</div>`;
}
