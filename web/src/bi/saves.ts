// Blood & Iron saves kept in this browser (localStorage), apart from the C&C list of storage.ts so
// neither game's loader meets the other's saves: named slots (newest first, at most 20) and the
// autosave of the game in play. A list that cannot be read is never written over: saving then fails
// with one line and the stored text stays as it was. Callers: play.ts (save), picker.ts (the list).
import type { BiSaveFile } from './save.js';

export const BI_SLOTS = 'vexillum.bi.saves';
export const BI_AUTO = 'vexillum.bi.autosave';
const MAX = 20;

export interface BiSlot { name: string; save: BiSaveFile }

/** The stored list; throws one line where the stored text is not a list (corrupt or written by something else). */
function read(): BiSlot[] {
  const t = localStorage.getItem(BI_SLOTS);
  if (t === null) return [];
  let v: unknown;
  try { v = JSON.parse(t); } catch { throw new Error('the Blood & Iron saves in this browser cannot be read (not JSON); they are left as they are'); }
  if (!Array.isArray(v) || !v.every((x) => x && typeof x === 'object' && typeof (x as BiSlot).name === 'string')) throw new Error('the Blood & Iron saves in this browser cannot be read (not a list of named saves); they are left as they are');
  return v as BiSlot[];
}

function write(slots: BiSlot[]): void {
  try { localStorage.setItem(BI_SLOTS, JSON.stringify(slots.slice(0, MAX))); } catch (e) {
    throw new Error(`the browser refused to store the game (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** The saved games, or an error line where the list cannot be read. */
export function listBiSlots(): { slots: BiSlot[]; error: string | null } {
  try { return { slots: read(), error: null }; } catch (e) { return { slots: [], error: e instanceof Error ? e.message : String(e) }; }
}

/** Stores a save under a name (replacing one of the same name, first in the list); throws one line. */
export function saveBiSlot(name: string, save: BiSaveFile): void {
  write([{ name, save }, ...read().filter((s) => s.name !== name)]);
}

export function deleteBiSlot(name: string): void { write(read().filter((s) => s.name !== name)); }

export function biAutosave(save: BiSaveFile): void {
  try { localStorage.setItem(BI_AUTO, JSON.stringify(save)); } catch { /* storage full or disabled: the autosave is best effort */ }
}

/** The autosaved game as stored (checked when it is loaded), or null. */
export function readBiAutosave(): unknown {
  try { const t = localStorage.getItem(BI_AUTO); return t ? (JSON.parse(t) as unknown) : null; } catch { return null; }
}
