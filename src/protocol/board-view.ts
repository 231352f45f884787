// The board of a Commands & Colors position (any game on the C&C core: Ancients, Napoleonics,
// EPIC / La Grande) as plain data, read once from the facade State: the units and leaders on the
// board, the terrain that is not open ground, and the D.9 objectives with who holds each now.
// One reader for two pictures: the protocol's `state` of a Napoleonics / EPIC game (session.ts,
// with side names and the file's unit codes added) and the terminal picture of `vex play`
// (src/cli/board-text.ts). Hands are not part of it (each caller decides what a viewer may see).
// Not on a hot path: once per shown position.
import type { LeaderView, State, UnitView } from '../core/game.js';
import { objectiveNow, objectivesOf, type ObjectiveInfo } from '../games/objectives-read.js';

/** A terrain hex: its text ("E4") and the core's terrain name ("TOWN", "STREAM"). */
export interface TerrainHex { hex: string; type: string }

/** One core objective (objectives-read.ts ObjectiveInfo) with its hexes as text and who holds it now. */
export interface ObjectiveView extends Omit<ObjectiveInfo, 'hexes'> {
  hexes: string[];
  /** The side holding it (0 / 1), 2 = nobody. */
  holder: number;
  /** Banners it gives the holder now. */
  held: number;
}

export interface BoardView {
  units: UnitView[];
  leaders: LeaderView[];
  /** Every hex whose terrain is not open ground, in board order. */
  terrain: TerrainHex[];
  objectives: ObjectiveView[];
}

/** The board facts of `s` (units, leaders, terrain, objectives with their holders). */
export function boardView(s: State): BoardView {
  const g = s.game, { w, h } = g.board, names = g.enums.Ter.name;
  const terrain: TerrainHex[] = [];
  for (let row = 0; row < h; row++) {
    // odd rows are short: their last column is off the board
    for (let col = 0; col < w - (row % 2); col++) {
      const idx = row * w + col, t = names[g.core.getTerrain(idx)];
      if (t !== undefined && t !== 'OPEN') terrain.push({ hex: g.hexText(idx), type: t });
    }
  }
  const objectives = objectivesOf(g).map((o) => {
    const now = objectiveNow(s, o.index);
    return { ...o, hexes: o.hexes.map((x) => g.hexText(x)), holder: now.holder, held: now.banners };
  });
  return { units: s.units(), leaders: s.leaders(), terrain, objectives };
}
