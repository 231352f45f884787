// Saved games in the browser (localStorage) and as files. A save is the SaveFile of session.ts:
// the scenario itself, the seed, who plays each side and the action record, so it replays exactly.
import type { SaveFile } from './session.js';

const SLOTS = 'vexillum.saves';
const AUTO = 'vexillum.autosave';

export interface Slot { name: string; save: SaveFile }

function readSlots(): Slot[] {
  try {
    const v = JSON.parse(localStorage.getItem(SLOTS) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as Slot[]) : [];
  } catch {
    return [];
  }
}

export function listSlots(): Slot[] { return readSlots(); }

/** Stores a save under a name (replacing one of the same name); returns the name. */
export function saveSlot(name: string, save: SaveFile): string {
  const slots = readSlots().filter((s) => s.name !== name);
  slots.unshift({ name, save });
  try {
    localStorage.setItem(SLOTS, JSON.stringify(slots.slice(0, 20)));
  } catch (e) {
    throw new Error(`the browser refused to store the game (${e instanceof Error ? e.message : String(e)})`);
  }
  return name;
}

export function deleteSlot(name: string): void {
  localStorage.setItem(SLOTS, JSON.stringify(readSlots().filter((s) => s.name !== name)));
}

/** Puts a deleted slot back at its old place (undo of a deletion). */
export function restoreSlot(slot: Slot, at: number): void {
  const slots = readSlots().filter((s) => s.name !== slot.name);
  slots.splice(Math.min(at, slots.length), 0, slot);
  localStorage.setItem(SLOTS, JSON.stringify(slots.slice(0, 20)));
}

export function autosave(save: SaveFile): void {
  try { localStorage.setItem(AUTO, JSON.stringify(save)); } catch { /* storage full or disabled: autosave is best effort */ }
}

export function readAutosave(): SaveFile | null {
  try {
    const t = localStorage.getItem(AUTO);
    return t ? (JSON.parse(t) as SaveFile) : null;
  } catch {
    return null;
  }
}

export function clearAutosave(): void { localStorage.removeItem(AUTO); }

/** Offers a save (any game's save object; Blood & Iron's too) as a JSON file download. */
export function downloadSave(save: SaveFile | object, fileName: string): void {
  const blob = new Blob([JSON.stringify(save, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Reads a chosen file as text. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}
