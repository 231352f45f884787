// The Napoleonics part of *Rules & keys*: the dice (C.2), squares (C.13), combined arms (C.14), the
// Tactician cards (C.17), the leader move (C.8), the battle's special rules as its scenario file
// words them (the Goldbach, Satschan Mere, Mother Russia …), what the board's marks mean, and both
// decks' cards. The unit and terrain references are the Napoleonics ones (nap/reference.ts,
// nap/terrain-reference.ts), measured from the core. Caller: view/panels.ts (help).
import { html, type TemplateResult } from 'lit-html';
import type { PlayController } from '../controller.js';
import { NAP_CARDS, TACTICIAN_CARDS } from './names.js';
import { isNapScenario, reconstructionNote } from './game.js';
import type { NapUnitFacts } from './reference.js';
import type { NapTerrainFacts } from './terrain-reference.js';

const CLASS_WORDS = ['infantry', 'cavalry', 'artillery'];

/** "5 → 3" (dice on open ground, then on the terrain); "—" when no unit may stand there. */
const fewer = (open: number, on: number | null) => (on === null ? '—' : on === open ? `${on} (no change)` : `${on} (open ground ${open})`);

function terrainTable(ts: NapTerrainFacts[]): TemplateResult {
  return html`<div class="table-scroll" tabindex="0" role="region" aria-label="Terrain reference"><table class="sides-table" id="nap-terrain-reference">
    <tr><th>Terrain</th><th>Line infantry may enter</th><th>Entering stops the move</th><th>Line infantry melee dice into it</th><th>Light cavalry melee dice into it</th><th>Foot artillery dice into it at 2 hexes</th><th>Blocks line of sight</th></tr>
    ${ts.map((t) => html`<tr data-terrain-type=${t.type}><td data-label="Terrain">${t.type.replace(/-/g, ' ')}</td>
      <td data-label="May enter">${t.enter ? 'yes' : 'no'}</td><td data-label="Stops the move">${t.stops === null ? '—' : t.stops ? 'yes' : 'no'}</td>
      <td data-label="Infantry melee into it">${fewer(t.openInf, t.meleeInf)}</td><td data-label="Cavalry melee into it">${fewer(t.openCav, t.meleeCav)}</td>
      <td data-label="Artillery fire into it">${fewer(t.openFire, t.fire)}</td><td data-label="Blocks line of sight">${t.blocksSight ? 'yes' : 'no'}</td></tr>`)}</table></div>`;
}

export function napHelp(ctl: PlayController, facts?: NapUnitFacts[], terrain?: NapTerrainFacts[]): TemplateResult {
  const sc = ctl.session.cfg.scenario;
  const rules = isNapScenario(sc) ? sc.specialRules ?? [] : [];
  return html`<h3>Napoleonics in short</h3>
    <ul class="nap-help" id="nap-help">
      <li><b>Dice</b>: two infantry faces (circle), cavalry (triangle), artillery (square), a sabre (crossed swords) and a flag. A symbol hits the unit type it shows; a sabre hits in melee.</li>
      <li><b>Counters</b>: the nation (FR, RU, AU …) over the kind (Line, Light, Gren, Guard, L.Cav, H.Cav, Cossack, Foot Art, Horse Art), the class shape (circle infantry, triangle cavalry, square artillery) and one box per block.</li>
      <li><b>Squares</b>: when cavalry attacks your infantry in melee you may <i>Form square</i>: a card taken at random from your hand goes on your Square track (shown in the Napoleonics panel) and the unit is framed “SQUARE” on the board. A square battles with 1 die, does not move or retreat (each flag costs a block), and cavalry rolls 1 die against it. Ordering it leaves square and the card comes back.</li>
      <li><b>Combined arms</b>: click your infantry or cavalry, then its target; if an ordered artillery unit can reach the same target it is ringed: click it to add its dice, or Skip to attack alone.</li>
      <li><b>Tactician cards</b>: play one before your Command card (the Tactician panel lists yours with their text). At the end of your turn you may move one leader up to 3 hexes by giving up a Tactician card.</li>
      <li><b>Objective banners</b>: the pennants on the board; coloured when a side holds them, with the banners they give.</li>
    </ul>
    <h3>Units in this battle</h3>
    <p class="muted">Measured from the rules core: the unit alone on open ground, not having moved, against an enemy line infantry unit.</p>
    ${facts ? html`<div class="table-scroll" tabindex="0" role="region" aria-label="Unit reference"><table class="sides-table" id="nap-unit-reference"><tr><th>Unit</th><th>Class (hit by)</th><th>Blocks</th><th>Moves</th><th>Melee dice</th><th>Fire dice at 2, 3 … hexes</th><th>Retreat per flag</th></tr>
      ${facts.map((u) => html`<tr data-unit-type=${u.type}><td data-label="Unit">${u.words}</td><td data-label="Class (hit by)">${CLASS_WORDS[u.cls]}</td><td data-label="Blocks">${u.blocks}</td><td data-label="Moves">${u.move}</td>
        <td data-label="Melee dice">${u.melee}</td><td data-label="Fire dice">${u.fire.length ? u.fire.join(', ') : '—'}</td><td data-label="Retreat per flag">${u.retreat} hex${u.retreat === 1 ? '' : 'es'}</td></tr>`)}</table></div>`
      : html`<p class="muted" id="unit-reference-wait">Measuring…</p>`}
    <h3>Terrain in this battle (C.15)</h3>
    <p class="muted">Measured from the rules core: a French line infantry, light cavalry or foot artillery unit on open ground against a Russian line infantry unit on the terrain (no battle rule of this scenario applied: the special rules below, such as the Goldbach's, may change a terrain).</p>
    ${terrain ? terrainTable(terrain) : html`<p class="muted" id="terrain-reference-wait">Measuring…</p>`}
    ${rules.length ? html`<h3>This battle's special rules</h3><ul id="nap-special">${rules.map((r) => html`<li>${r.text}</li>`)}</ul>` : ''}
    ${isNapScenario(sc) && reconstructionNote(sc) ? html`<p class="recon-label">${reconstructionNote(sc)}</p>` : ''}
    <h3>Command cards</h3>
    <dl class="card-list">${Object.values(NAP_CARDS).map((c) => html`<dt>${c.title}</dt><dd>${c.text}</dd>`)}</dl>
    <h3>Tactician cards</h3>
    <dl class="card-list">${Object.values(TACTICIAN_CARDS).map((c) => html`<dt>${c.title}</dt><dd>${c.text}</dd>`)}</dl>`;
}
