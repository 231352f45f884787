// Small line icons for the unit types, drawn on the counters beside the type's letters so a
// newcomer sees foot, bow, sling, horse, chariot, elephant or war machine at a glance. Display
// only (the unit's rules are the core's). Each icon is an SVG path in a 12×12 box centred on 0,0.
// Callers: board.ts (the play board), editor/view.ts.

import { napUnitClass } from './nap/names.js';

const FOOT = 'M-4 -5 H4 V0 Q4 4 0 6 Q-4 4 -4 0 Z M0 -5 V5';
const ICONS: Record<string, string> = {
  LI: FOOT, AX: FOOT, WA: FOOT, MI: FOOT, HI: FOOT,
  LB: 'M-3 -6 Q6 0 -3 6 M-3 -6 V6 M-5 0 H4',
  LS: 'M-5 -5 L0 1 M-1 0 A2.5 2.5 0 1 0 4 0 A2.5 2.5 0 1 0 -1 0',
  LC: 'M-4 6 V0 A4 4 0 0 1 4 0 V6', MC: 'M-4 6 V0 A4 4 0 0 1 4 0 V6', HC: 'M-4 6 V0 A4 4 0 0 1 4 0 V6',
  HCH: 'M-5 0 A5 5 0 1 0 5 0 A5 5 0 1 0 -5 0 M-5 0 H5 M0 -5 V5',
  EL: 'M-6 5 V0 A5 5 0 0 1 4 -1 Q7 2 5 6',
  WM: 'M-5 6 L0 -3 L5 6 M0 -3 L-5 -6',
};

/** The icon's path for a unit type ('' when there is none). */
export function unitIcon(type: string): string { return ICONS[type] ?? NAP_ICONS[napUnitClass(type)]; }

/** A Napoleonics type's icon by its class: infantry a shield, cavalry a horseshoe, artillery the war machine's. */
const NAP_ICONS = [FOOT, ICONS.LC, ICONS.WM];
