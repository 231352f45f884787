/**
 * Stateless text of a Blood & Iron action code, for the game contract (GameDef.actionText and
 * parseAction take no state). A code names its unit or leader, its hex (b) and its direction or
 * face (c), but not where the unit stands, so a step is written by direction: "move fr-37l d3".
 * The facade's BiState.actionText writes the destination hex instead ("move fr-37l 0412"); both
 * are in docs/blood-and-iron.md. Caller: contract.ts.
 *
 *   kind        fields      text
 *   PASS        -           pass
 *   MOVE        a, c        move <unit> d<c>          RETREAT: retreat <unit> d<c>
 *   LMOVE       a, c        lmove <leader> d<c>
 *   ENTER FIRE MELEE ADVANCE SETUP   a, b   <verb> <unit> <hex>
 *   LPLACE      a, b        place <leader> <hex>
 *   BUY_MOVE BUY_STRAT      a   buy-move|buy-strat <leader>
 *   ACTIVATE CHOOSE OPFIRE  a   <verb> <unit>
 *   FIRE_GO MELEE_GO BUY_COMBAT BUY_REINF   -   fire-go | melee-go | buy-combat | buy-reinf
 *   DIE         c           die <c+1>                 CHIT: chit T<c+1>
 * A code with fields its kind does not show is written "code <n>" (it still parses back).
 */
import type { BiGame } from './state.js';

type Field = 'unit' | 'leader' | 'hex' | 'dir' | 'face' | 'chit';
// verb and fields by Act kind (assembly/bi/types.ts enum Act order)
const KINDS: [string, Field[]][] = [
  ['pass', []], ['move', ['unit', 'dir']], ['lmove', ['leader', 'dir']], ['enter', ['unit', 'hex']],
  ['fire', ['unit', 'hex']], ['fire-go', []], ['melee', ['unit', 'hex']], ['melee-go', []],
  ['buy-move', ['leader']], ['buy-combat', []], ['buy-strat', ['leader']], ['buy-reinf', []],
  ['activate', ['unit']], ['retreat', ['unit', 'dir']], ['choose', ['unit']], ['advance', ['unit', 'hex']],
  ['opfire', ['unit']], ['die', ['face']], ['chit', ['chit']], ['place', ['leader', 'hex']], ['setup', ['unit', 'hex']],
];
const mk = (k: number, a: number, b: number, c: number) => k | (a << 5) | (b << 12) | (c << 21);

export function codeText(g: BiGame, code: number): string {
  const kind = code & 31, a = (code >> 5) & 127, b = (code >> 12) & 511, c = (code >> 21) & 15;
  const spec = KINDS[kind];
  if (!spec || code < 0) return `code ${code}`;
  const [verb, fields] = spec;
  let ea = 0, eb = 0, ec = 0;
  const parts = [verb];
  for (const f of fields) {
    if (f === 'unit') { const u = g.scenario.units[a]; if (!u) return `code ${code}`; parts.push(u.id); ea = a; }
    else if (f === 'leader') { const l = g.scenario.leaders[a]; if (!l) return `code ${code}`; parts.push(l.id); ea = a; }
    else if (f === 'hex') { parts.push(String(g.core.hexIdOf(b)).padStart(4, '0')); eb = b; }
    else if (f === 'dir') { parts.push(`d${c}`); ec = c; }
    else if (f === 'face') { parts.push(String(c + 1)); ec = c; }
    else { parts.push(`T${c + 1}`); ec = c; }
  }
  return mk(kind, ea, eb, ec) === code ? parts.join(' ') : `code ${code}`;
}

export function parseCodeText(g: BiGame, text: string): { code: number } | { error: string } {
  const t = text.trim().split(/\s+/);
  if (t[0] === 'code' && t.length === 2 && /^\d+$/.test(t[1])) return { code: Number(t[1]) };
  const kind = KINDS.findIndex(([v]) => v === t[0]);
  if (kind < 0) return { error: `unknown action "${text.trim()}"` };
  const fields = KINDS[kind][1];
  if (t.length !== fields.length + 1) return { error: `"${text.trim()}": ${t[0]} takes ${fields.length ? fields.join(', ') : 'nothing'}` };
  let a = 0, b = 0, c = 0;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i], w = t[i + 1];
    if (f === 'unit' || f === 'leader') {
      const list: { id: string }[] = f === 'unit' ? g.scenario.units : g.scenario.leaders;
      a = list.findIndex((x) => x.id === w);
      if (a < 0) return { error: `unknown ${f} "${w}"` };
    } else if (f === 'hex') {
      b = /^\d{4}$/.test(w) ? g.core.hexIndex(Number(w)) : -1;
      if (b < 0) return { error: `"${w}" is not a hex of this map` };
    } else {
      const m = (f === 'dir' ? /^d(\d+)$/ : f === 'chit' ? /^T(\d+)$/ : /^(\d+)$/).exec(w);
      const v = m ? Number(m[1]) - (f === 'dir' ? 0 : 1) : -1;
      if (v < 0 || v > 15) return { error: `bad ${f} "${w}"` };
      c = v;
    }
  }
  return { code: mk(kind, a, b, c) };
}
