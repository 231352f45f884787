/**
 * The D.9 objective banners of a compiled Commands & Colors game, read the same way for Ancients
 * and Napoleonics: `objectivesOf(game)` lists the core's objectives in the core's order (the order
 * objectives.ts `applyCoreObjectives` wrote them), each with its file objective's id and name, core
 * kind, side, banners and hexes; `objectiveNow(state, i)` reads who holds objective i and the
 * banners it gives in that state (the core's objectiveHolder / objectiveBanners).
 *
 * Where the list comes from, the same field for both games: the compiled scenario's
 * `pieces.objectives`, the list its compile wrote into the core (Ancients: mapped once by
 * ancients/scenario.ts objectivePieces; Napoleonics: napoleonics/core-pieces.ts, unit filters
 * applied). Callers: src/cli/board-text.ts (the terminal picture) and the web's nap/pieces.ts
 * (through src/index.ts). Not on a hot path: once per shown position.
 */
import type { Game, State } from '../core/game.js';
import type { CoreObjKind, CoreObjectivesCarrier } from './objectives.js';

/** One core objective of a game: `index` is its number in the core, side 2 = either side. */
export interface ObjectiveInfo {
  index: number;
  /** The file objective's id (one file objective may be several core objectives: one per hex). */
  id: string;
  /** The file objective's name (its id when the game kept no name). */
  name: string;
  kind: CoreObjKind;
  side: 0 | 1 | 2;
  /** Banners it gives (per unit for COUNT_UNITS). */
  banners: number;
  /** Core hex indexes that count. */
  hexes: number[];
}

/** Who holds an objective in a state (0 / 1, 2 = nobody) and the banners it gives that side now. */
export interface ObjectiveNow { holder: number; banners: number }

/** The core objectives of `game` in the core's order; empty when its scenario has none (another game's scenario has no `pieces.objectives`). */
export function objectivesOf(game: Game): ObjectiveInfo[] {
  const sc = game.scenario as unknown as CoreObjectivesCarrier;
  return (sc.pieces?.objectives ?? []).map((o, index) => ({ index, id: o.id, name: o.name ?? o.id, kind: o.kind, side: o.side, banners: o.banners, hexes: o.hexes }));
}

/** Objective `index`'s holder and the banners it gives in `st`. */
export function objectiveNow(st: State, index: number): ObjectiveNow {
  const c = st.game.core;
  return { holder: c.objectiveHolder(st.ptr, index), banners: c.objectiveBanners(st.ptr, index) };
}
