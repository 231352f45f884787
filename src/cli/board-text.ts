// A text picture of a Commands & Colors position (Ancients or Napoleonics: both are the C&C facade
// State) for a person playing in a terminal (`vex play --bottom human`): the board from the
// viewer's side (the top side sees it turned 180 degrees, its own baseline at the bottom) with
// terrain, units and leaders, then the banners, one line per D.9 objective banner of the scenario
// (none when it has none) and the viewer's hand. The board facts come from one reader,
// src/protocol/board-view.ts, the same the protocol's `state` serves.
// Only what the viewer may see is shown (the other hand as a count). Caller: human.ts, once per
// human decision.
//
//    9     .      .   [LN4]     .   ...    [XX4]  bottom unit of type XX with 4 blocks   (XX4) top unit
//    8         .      F      .    ...    [*] (*) a leader alone; XX4* a unit with its leader
//          A      B      C      D        F forest  H hill  T town/building  ~ stream  = river  . open
import type { State } from '../core/game.js';
import { boardView, type BoardView, type ObjectiveView } from '../protocol/board-view.js';

const TERRAIN_MARK: Record<string, string> = {
  FOREST: 'F', HILL: 'H', BROKEN: 'b', MARSH: 'm', RIVER: '=', FORD: '~', LAKE: 'L', STEEP: 'S', CAMP: 'C',
  TOWN: 'T', CASTLE: 'K', CHURCH: 'c', ORCHARD: 'o', WALLED_GARDEN: 'g',
};

/** The unit type's short name: the part after the nation prefix ("FR_LN" -> "LN", "HI" -> "HI"). */
function shortType(type: string): string {
  const i = type.indexOf('_');
  return (i < 0 ? type : type.slice(i + 1)).slice(0, 3);
}

/** Lines of the board picture seen from `viewer`'s side, far row first (cells 7 characters wide, short rows shifted by 4). */
export function boardLines(s: State, viewer = 0, view: BoardView = boardView(s)): string[] {
  const g = s.game, { w, h } = g.board;
  const units = new Map(view.units.map((u) => [u.hex, u]));
  const leaders = new Map(view.leaders.map((l) => [l.hex, l]));
  const terrain = new Map(view.terrain.map((t) => [t.hex, t.type]));
  const lines: string[] = [];
  for (let i = 0; i < h; i++) {
    const row = viewer === 0 ? h - 1 - i : i;
    const short = row % 2 === 1;
    let line = `${String(row + 1).padStart(2)} ${short ? '    ' : ''}`;
    const n = w - (short ? 1 : 0);
    for (let j = 0; j < n; j++) {
      const col = viewer === 0 ? j : n - 1 - j;
      const idx = row * w + col, hex = g.hexText(idx);
      const u = units.get(hex), l = leaders.get(hex);
      let cell: string;
      if (u) {
        const body = `${shortType(u.type)}${u.blocks}${u.leader ? '*' : ''}`;
        cell = u.side === 'bottom' ? `[${body}]` : `(${body})`;
      } else if (l) {
        cell = l.side === 'bottom' ? '[*]' : '(*)';
      } else {
        cell = TERRAIN_MARK[terrain.get(hex) ?? 'OPEN'] ?? '.';
      }
      line += cell.padStart(5).padEnd(7);
    }
    lines.push(line.trimEnd());
  }
  let cols = '   ';
  for (let j = 0; j < w; j++) cols += String.fromCharCode(65 + (viewer === 0 ? j : w - 1 - j)).padStart(4).padEnd(7);
  lines.push(cols.trimEnd());
  return lines;
}

/** Hexes of an objective in words: up to 4 listed ("E4", "E4 F4"), more as a count ("8 hexes"). */
function hexesText(hexes: readonly string[]): string {
  return hexes.length <= 4 ? hexes.join(' ') : `${hexes.length} hexes`;
}

/**
 * One line per core objective (D.9): "objective Sokolnitz castle (E4): held by Allies, 1 banner",
 * "... held by nobody"; a majority objective reads "majority to SIDE".
 */
export function objectiveLines(list: readonly ObjectiveView[], names: [string, string]): string[] {
  return list.map((o) => {
    const held = o.holder === 0 || o.holder === 1;
    const who = held ? `${o.kind === 'MAJORITY' ? 'majority to' : 'held by'} ${names[o.holder]}, ${o.held} banner${o.held === 1 ? '' : 's'}` : 'held by nobody';
    return `objective ${o.name} (${hexesText(o.hexes)}): ${who}`;
  });
}

/** The board, the banners, the objectives and `viewer`'s hand (the other hand as a count). */
export function positionText(s: State, viewer: number, names: [string, string]): string {
  const g = s.game, view = boardView(s);
  const other = 1 - viewer;
  const head = [
    `turn ${s.turn()}, ${names[s.active()]} to play; phase ${s.phaseName()}`,
    `banners: ${names[0]} ${s.banners(0)}/${g.core.getBannersToWin(0)}, ${names[1]} ${s.banners(1)}/${g.core.getBannersToWin(1)}`,
    ...objectiveLines(view.objectives, names),
    `your hand (${names[viewer]}): ${s.hand(viewer).join(' ') || '(empty)'}; ${names[other]} holds ${s.hand(other).length} cards`,
    `[XX4] ${names[0]} (bottom), (XX4) ${names[1]} (top): type and blocks, * leader; F forest H hill T town ~ stream = river L lake m marsh o orchard c church K castle g walled garden`,
  ];
  return [...boardLines(s, viewer, view), ...head].join('\n');
}
