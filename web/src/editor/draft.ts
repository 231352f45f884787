// The scenario editor's model, with no DOM: a scenario file being written (the same JSON the
// engine reads, docs/scenarios.md), the edits a click makes with the chosen tool (paint terrain,
// place or remove units and leaders), validation through the engine's own checks on every edit
// (scenario-check.ts), and the scenarios kept in this browser. Callers: editor/view.ts, picker.ts
// (lists the kept scenarios), main.ts.
import { allHexes, boardDims, getScenario, type BoardName, type Scenario, type TerrainType, type UnitType } from '../engine.js';
import { checkScenario, type Checked } from '../scenario-check.js';

type Piece = Scenario['units'][number];
type UnitPiece = Extract<Piece, { type: UnitType }>;
type SideName = 'bottom' | 'top';

export type Tool =
  | { kind: 'terrain'; type: TerrainType | 'open' }
  | { kind: 'unit'; side: SideName; type: UnitType }
  | { kind: 'leader'; side: SideName }
  | { kind: 'erase' };

/** A new, empty battle on a board: two sides of 5 cards and 5 banners, nothing placed. */
export function emptyScenario(board: BoardName = 'standard'): Scenario {
  return {
    game: 'ancients', id: 'my-battle', name: 'My battle', board, first: 'bottom',
    sides: { bottom: { name: 'Roman', cards: 5, banners: 5 }, top: { name: 'Carthaginian', cards: 5, banners: 5 } },
    terrain: [], units: [],
  };
}

/** A copy of a shipped battle to edit (its id gets a "-copy" so it never shadows the original). */
export function fromShipped(id: string): Scenario {
  const sc = structuredClone(getScenario(id));
  sc.id = `${sc.id}-copy`;
  sc.name = `${sc.name} (copy)`;
  return sc;
}

export function hexesOf(board: BoardName): string[] {
  return allHexes(board).map((h) => String.fromCharCode(65 + h.col) + String(h.row));
}

export function boardSize(board: BoardName): { w: number; h: number } { return boardDims(board); }

const isUnit = (p: Piece): p is UnitPiece => p.type !== 'leader';

/** Applies the tool to a hex; returns a new scenario (the old one is left as it was, for undo). */
export function applyTool(sc: Scenario, hex: string, tool: Tool): Scenario {
  const next = structuredClone(sc);
  const at = next.units.findIndex((u) => u.hex === hex);
  switch (tool.kind) {
    case 'terrain':
      next.terrain = next.terrain.filter((t) => t.hex !== hex);
      if (tool.type !== 'open') next.terrain.push({ hex, type: tool.type });
      break;
    case 'unit': {
      const old = at >= 0 ? next.units[at] : null;
      const leader = old && isUnit(old) ? old.leader : old ? (old.name ?? true) : undefined;
      const unit: UnitPiece = { side: tool.side, type: tool.type, hex, ...(leader !== undefined && old?.side === tool.side ? { leader } : {}) };
      if (at >= 0) next.units[at] = unit; else next.units.push(unit);
      break;
    }
    case 'leader': {
      const old = at >= 0 ? next.units[at] : null;
      if (!old) next.units.push({ side: tool.side, type: 'leader', hex });
      else if (isUnit(old)) {
        // a second click on a unit's leader takes him away
        if (old.leader !== undefined) delete old.leader;
        else if (old.side === tool.side) old.leader = true;
      } else next.units.splice(at, 1);
      break;
    }
    case 'erase':
      if (at >= 0) next.units.splice(at, 1);
      else next.terrain = next.terrain.filter((t) => t.hex !== hex);
      break;
  }
  return next;
}

/** The engine's verdict on the draft, every problem in plain words. */
export function validate(sc: Scenario): Checked { return checkScenario(structuredClone(sc)); }

/** Hexes named by the problems (for marking them on the board). */
export function problemHexes(sc: Scenario, errors: string[]): Set<string> {
  const out = new Set<string>();
  for (const e of errors) {
    const m = /^(units|terrain)\[(\d+)\]/.exec(e);
    if (!m) continue;
    const list = m[1] === 'units' ? sc.units : sc.terrain;
    const entry = list[Number(m[2])];
    if (entry) out.add(entry.hex);
  }
  return out;
}

// ---- scenarios kept in this browser ---------------------------------------------------------------
const KEY = 'vexillum.scenarios';

export function keptScenarios(): Scenario[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as Scenario[]) : [];
  } catch {
    return [];
  }
}

/** Keeps a scenario in this browser under its id (replacing one with the same id). */
export function keepScenario(sc: Scenario): void {
  const list = keptScenarios().filter((s) => s.id !== sc.id);
  list.unshift(sc);
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, 50)));
  } catch (e) {
    throw new Error(`the browser refused to store the scenario (${e instanceof Error ? e.message : String(e)})`);
  }
}

export function forgetScenario(id: string): void {
  localStorage.setItem(KEY, JSON.stringify(keptScenarios().filter((s) => s.id !== id)));
}
