// Reads the core's combat previews (assembly/bi/preview.ts: previewFire, previewMelee, previewMorale)
// into named fields for the combat panel. The page only names the core's numbers: which modifiers
// apply and by how much, the columns and the die modifier are all the core's. A strength hidden from
// the viewer (an unrevealed enemy chit, or a chit not drawn yet) is null and shown as "?".
// Callers: session.ts (the report of a resolved combat), play.ts (the preview before a combat).
import { FIRE_COLUMNS, MELEE_COLUMNS, hexText, type BiGame, type BiState } from './engine.js';

export interface Modifier { label: string; n: number }
export interface FirePreview {
  kind: 'fire'; target: string; firers: number; range: number;
  strength: number | null; baseCol: string | null; shifts: Modifier[]; totalShift: number; col: number | null; colText: string | null;
}
export interface MeleePreview {
  kind: 'melee'; target: string; attackers: number; defenders: number;
  att: number | null; def: number | null; odds: string | null; shifts: Modifier[]; net: number; col: number | null; colText: string | null;
  drm: Modifier[]; drmTotal: number;
}
export type CombatPreview = FirePreview | MeleePreview;

function words(g: BiGame): Int32Array {
  return new Int32Array(g.core.memory.buffer, g.core.previewBuffer(), 24);
}
const opt = (v: number): number | null => (v < 0 ? null : v);

/** The preview of the fire or melee declared (or being rolled) in `st`, as `viewer` may see it. */
export function readPreview(st: BiState, viewer: number): CombatPreview | null {
  const g = st.game, c = g.core;
  if (c.previewFire(st.ptr, viewer) === 1) {
    const w = words(g);
    const shifts: Modifier[] = [];
    if (w[5] > 0) shifts.push({ label: 'target in woods, town or city', n: -w[5] });
    if (w[6] > 0) shifts.push({ label: 'fortified city hex', n: -w[6] });
    if (w[7] > 0) shifts.push({ label: 'across a fortification hexside', n: -w[7] });
    if (w[8] > 0) shifts.push({ label: 'target higher than a firer', n: -w[8] });
    return {
      kind: 'fire', target: hexText(w[1]), firers: w[2], range: w[11], strength: opt(w[3]),
      baseCol: w[4] < 0 ? null : FIRE_COLUMNS[w[4]], shifts, totalShift: w[9], col: opt(w[10]), colText: w[10] < 0 ? null : FIRE_COLUMNS[w[10]],
    };
  }
  if (c.previewMelee(st.ptr, viewer) === 1) {
    const w = words(g);
    const shifts: Modifier[] = [];
    if (w[6] > 0) shifts.push({ label: 'defender in woods, town or city', n: -w[6] });
    if (w[7] > 0) shifts.push({ label: 'defender higher (upslope)', n: -w[7] });
    if (w[8] > 0) shifts.push({ label: w[8] >= 2 ? 'across a bridge or fortification' : 'across a stream', n: -w[8] });
    if (w[9] > 0) shifts.push({ label: 'cavalry charge', n: w[9] });
    if (w[10] > 0) shifts.push({ label: 'routed defender', n: w[10] });
    const drm: Modifier[] = [];
    if (w[13] > 0) drm.push({ label: 'attacking leader', n: w[13] });
    if (w[14] > 0) drm.push({ label: 'defending leader', n: -w[14] });
    if (w[15] > 0) drm.push({ label: 'routed defender', n: w[15] });
    return {
      kind: 'melee', target: hexText(w[1]), attackers: w[2], defenders: w[17], att: opt(w[3]), def: opt(w[4]),
      odds: w[5] < 0 ? (w[3] >= 0 && w[4] >= 0 ? 'worse than 1-4' : null) : MELEE_COLUMNS[w[5]],
      shifts, net: w[11], col: opt(w[12]), colText: w[12] < 0 ? null : MELEE_COLUMNS[w[12]], drm, drmTotal: w[16],
    };
  }
  return null;
}

/** The number unit u's morale check must roll at or under (the core's B6 number with its modifiers). */
export function moraleNeed(st: BiState, u: number): number { return st.game.core.previewMorale(st.ptr, u); }

/** A shift written for players: "1 left", "2 right", "none". */
export function shiftWords(n: number): string { return n === 0 ? 'none' : n < 0 ? `${-n} left` : `${n} right`; }
