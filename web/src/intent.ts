// The intent layer: turns the legal actions (structured, from the core's action descriptions) into
// what a click, a key or a button means. No DOM and no rules: which hexes, cards and buttons are
// live comes only from the legal list. Callers: controller.ts (clicks, auto-selection, forced
// steps) and the views (highlights, buttons).
import type { Act } from './engine.js';

export type Mode = 'move' | 'leader' | 'battle';
export interface Sel { hex: string; mode: Mode }

export interface Intents {
  legal: Act[];
  /** One-hex decisions: a click on the hex takes it (order, rally, retreat, evade, advance…). */
  onHex: Map<string, Act>;
  /** Pieces that can be selected, by hex: their modes and the actions each mode offers. */
  sources: Map<string, Map<Mode, Act[]>>;
  /** Cards that may be played, by card id. */
  cards: Map<string, Act>;
  /** Everything the board and the hand cannot do by a click: one button each. */
  buttons: Act[];
  /** Napoleonics Tactician cards that may be played now (C.17), shown in the Tactician hand. */
  tactics: Act[];
}

// 'join': the artillery partner of a combined-arms attack (Napoleonics C.14): a click on the gun joins it
// 'lose': the unit that loses the block an initiative sabre costs (D.7): a click on it chooses it
const ONE_HEX = new Set(['order', 'order-leader', 'rally', 'retreat', 'evade-to', 'leader-evade', 'advance', 'join', 'lose']);
// 'leader-move': the GM&T leader move at the end of a turn (Napoleonics C.8), picked like a leader's move
// 'march': an EPIC March Move (D.4), picked like a move
const MODE: Partial<Record<string, Mode>> = { move: 'move', leader: 'leader', battle: 'battle', 'leader-move': 'leader', march: 'move' };

export function intents(legal: Act[]): Intents {
  const onHex = new Map<string, Act>(), sources = new Map<string, Map<Mode, Act[]>>(), cards = new Map<string, Act>();
  const buttons: Act[] = [], tactics: Act[] = [];
  // a unit's order wins the click on its hex; ordering its leader alone becomes a button
  const ordered = new Set(legal.filter((a) => a.kind === 'order').map((a) => a.hexText));
  for (const a of legal) {
    const mode = MODE[a.kind];
    if (a.kind === 'play' && a.card) cards.set(a.card, a);
    else if (a.kind === 'tactic') tactics.push(a);
    else if (a.kind === 'pick') continue; // EPIC picks: the Messenger display panel (nap/epic.ts), in two clicks
    else if (a.kind === 'give') continue; // the 4-seat give (D.7): buttons naming the cards in the Messenger display panel (nap/epic.ts)
    else if (a.kind === 'hand-out') continue; // La Grande's hand-outs (D.8): buttons beside the card in the Messenger display panel (nap/grande-panel.ts)
    else if (a.kind === 'answer' && a.card) { cards.set(a.card, a); buttons.push(a); } // a corps commander's own card (D.8): a click on it in his hand, or its button
    else if (ONE_HEX.has(a.kind) && a.hexText && !(a.kind === 'order-leader' && ordered.has(a.hexText))) onHex.set(a.hexText, a);
    else if (mode && a.hexText && a.toText) {
      if (!sources.has(a.hexText)) sources.set(a.hexText, new Map());
      const m = sources.get(a.hexText)!;
      if (!m.has(mode)) m.set(mode, []);
      m.get(mode)!.push(a);
    } else buttons.push(a);
  }
  return { legal, onHex, sources, cards, buttons, tactics };
}

/** The mode a fresh selection of a piece starts in: the unit first, its leader on a second click. */
export function firstMode(modes: Map<Mode, Act[]>): Mode {
  return modes.has('move') ? 'move' : modes.has('battle') ? 'battle' : 'leader';
}

export type Click = { kind: 'act'; act: Act } | { kind: 'select'; sel: Sel | null };

/** What a click on `hex` means with the current selection. */
export function clickHex(it: Intents, sel: Sel | null, hex: string): Click {
  if (sel) {
    const act = it.sources.get(sel.hex)?.get(sel.mode)?.find((a) => a.toText === hex);
    if (act) return { kind: 'act', act };
  }
  const one = it.onHex.get(hex);
  if (one) return { kind: 'act', act: one };
  const modes = it.sources.get(hex);
  if (!modes) return { kind: 'select', sel: null };
  if (sel?.hex === hex) {
    // a second click on the selected piece switches between the unit and its leader, or deselects
    const list = [...modes.keys()];
    const i = list.indexOf(sel.mode);
    return { kind: 'select', sel: list.length > 1 && i < list.length - 1 ? { hex, mode: list[i + 1] } : null };
  }
  return { kind: 'select', sel: { hex, mode: firstMode(modes) } };
}

/** Keeps a selection that is still offered; selects the only piece that can act in a move or battle step. */
export function settleSelection(it: Intents, sel: Sel | null, phase: string): Sel | null {
  if (sel && it.sources.get(sel.hex)?.has(sel.mode)) return sel;
  if (it.sources.size === 1 && (phase === 'BONUS' || phase === 'BATTLE' || phase === 'MOVE')) {
    const [hex, modes] = [...it.sources.entries()][0];
    return { hex, mode: firstMode(modes) };
  }
  return null;
}

/** The destinations or targets of the selected piece. */
export function selectionTargets(it: Intents, sel: Sel | null): Act[] {
  return sel ? it.sources.get(sel.hex)?.get(sel.mode) ?? [] : [];
}

/** A decision with one legal choice that needs no thought: a retreat along the only free hex. */
export function forcedStep(it: Intents): Act | null {
  return it.legal.length === 1 && it.legal[0].kind === 'retreat' ? it.legal[0] : null;
}
