// What the Napoleonics pieces look like in one position, read from the rules core for the views:
// the units in square (the observation's "own unit in square" planes, docs/encoding.md OBS_VERSION 2:
// plane 12 for the viewer's units, 25 for the enemy's) and the card each laid on its side's Square
// track (the log entry of its forming, session.ts), the Tactician hands (the viewer's cards by kind,
// the other side's by count: the core's tacticianHand / tacticianHandCount), the cards in effect,
// Guerrilla tokens and garrison pools, the D.9 objective banners with their hexes and holders (one
// reader for both games: src/games/objectives-read.ts), the field-works hexsides and the Mother
// Russia results placed (the log). An Ancients game has only the objective banners of its scenario
// file (`objectiveViews`). No DOM. Callers: nap/panel.ts, nap/marks.ts, play.ts (the board).
import { objectiveNow, objectivesOf, tacticianId, type Game, type State } from '../engine.js';
import { H, unitName, type LogEntry, type Part } from '../log.js';

/** The core-level scenario's pieces as compile.ts keeps them (src/games/napoleonics/core-pieces.ts). */
interface CoreScenarioView { pieces?: { fieldWorks?: { index: number; sides: number }[]; conscripts?: number[] } }

export interface SquareView { unit: number; hex: string; side: number; card: string | null }
export interface ObjectiveView {
  index: number; id: string; kind: string; hexes: string[]; holder: number; banners: number; value: number; forSide: number;
  /** The file objective's name (its id where the game kept none). */
  name: string;
}
export interface NapPieces {
  squares: SquareView[];
  /** Tactician cards of the viewer by id (with repeats), and each side's count. */
  tactician: { mine: string[]; count: [number, number]; deck: number; inEffect: string | null; guard: string | null };
  guerrilla: [number, number];
  garrison: [number, number];
  objectives: ObjectiveView[];
  fieldWorks: { hex: string; sides: number }[];
  motherRussia: { hex: string; use: string }[];
  /** French line units with a Conscript marker (D.10) still on the board: unit id and hex. */
  conscripts: { unit: number; hex: string }[];
}

const MAX_TACT_KINDS = 16; // kinds the core's Tactician hand holds (extension.ts: 16 per side)
/** Boxes the state's Square track holds (the core's state.ts SQUARE_BOXES). */
const TRACK_BOXES = 4;
/** The rule option (RuleOpt member, as GameSpec.rules names it) that sets the square counters a player has (C.13). */
const SQUARE_RULE = 'NAP_SQUARE_COUNTERS';

/**
 * How many boxes each side's Square track has: the rule option NAP_SQUARE_COUNTERS the game was
 * built with (GameSpec.rules; the core's default 4 without one). In an EPIC game the core sets it
 * itself when the turn is switched on (setup.ts scenarioEpic, D.5: at most the starting hand - 1,
 * and no more than the track holds), whatever the rules said. The core has no read query for a
 * rule option, so this mirrors those two lines of setup.ts; the track never shows more boxes than
 * TRACK_BOXES.
 */
export function squareBoxes(game: Game, epic: boolean): number {
  const sides = (game.scenario as unknown as { sides: { cards: number }[] }).sides;
  const n = epic ? Math.min(sides[0].cards, sides[1].cards) - 1 : game.contract.spec?.rules?.[SQUARE_RULE] ?? TRACK_BOXES;
  return Math.max(0, Math.min(TRACK_BOXES, n));
}

/** Units in square in `st`, from the observation planes of the bottom side's view. */
export function unitsInSquare(game: Game, st: State): Set<string> {
  const o = st.observation(0);
  const [, h, w] = o.shape;
  const out = new Set<string>();
  for (const plane of [12, 25]) for (let i = 0; i < h * w; i++) if (o.planes[plane * h * w + i] > 0) out.add(game.hexText(i));
  return out;
}

export function napPieces(game: Game, st: State, log: readonly LogEntry[], ply: number, viewer: number): NapPieces {
  const c = game.core, p = st.ptr;
  const units = st.units();
  // the square's card: the latest forming of that unit before this position
  const cardOf = new Map<number, string>();
  for (const e of log) if (e.ply < ply && e.square) cardOf.set(e.square.unit, e.square.card);
  const inSq = unitsInSquare(game, st);
  const squares = units.filter((u) => inSq.has(u.hex)).map((u) => ({ unit: u.id, hex: u.hex, side: u.side === 'bottom' ? 0 : 1, card: cardOf.get(u.id) ?? null }));
  const mine: string[] = [];
  if (viewer === 0 || viewer === 1) for (let k = 0; k < MAX_TACT_KINDS; k++) for (let n = c.tacticianHand(p, viewer, k); n > 0; n--) mine.push(tacticianId(game, k));
  const eff = (g: number) => { const v = c.tacticianInEffect(p, g); return v > 0 ? tacticianId(game, v - 1) : null; };
  const sc = game.scenario as unknown as CoreScenarioView;
  const objectives = viewsOf(game, st);
  const motherRussia: { hex: string; use: string }[] = [];
  for (const e of log) if (e.ply < ply && e.motherRussia) motherRussia.push(e.motherRussia);
  return {
    squares,
    tactician: { mine, count: [c.tacticianHandCount(p, 0), c.tacticianHandCount(p, 1)], deck: c.tacticianDeckCount(p), inEffect: eff(0), guard: eff(1) },
    guerrilla: [c.guerrillaTokens(p, 0), c.guerrillaTokens(p, 1)],
    garrison: [c.garrisonBlocks(p, 0), c.garrisonBlocks(p, 1)],
    objectives,
    fieldWorks: (sc.pieces?.fieldWorks ?? []).map((f) => ({ hex: game.hexText(f.index), sides: f.sides })),
    motherRussia,
    conscripts: conscriptsOn(game, units),
  };
}

/** The game's core objectives in `st` (objectives-read.ts: the same list for both games). */
function viewsOf(game: Game, st: State): ObjectiveView[] {
  return objectivesOf(game).map((o) => {
    const now = objectiveNow(st, o.index);
    return { index: o.index, id: o.id, kind: o.kind, hexes: o.hexes.map((x) => game.hexText(x)), holder: now.holder, banners: o.banners, value: now.banners, forSide: o.side, name: o.name };
  });
}

/**
 * The D.9 objective banners of an Ancients game in `st` (rules digest B.13: scenarios may add
 * objective banners), in the core's order (one core objective per hex where the file says perHex or
 * permanent). Empty for a game whose scenario has none, and for a Napoleonics game (napPieces
 * reads the same list with its other pieces).
 */
export function objectiveViews(game: Game, st: State): ObjectiveView[] {
  return game.contract.id === 'ancients' ? viewsOf(game, st) : [];
}

/**
 * The units with a Conscript marker (D.10) among `units`. The compiled scenario lists them by their
 * position in its `units` list (core-pieces.ts `conscripts`); the core numbers units in the order
 * they are placed (setup.ts scenarioUnit returns the next index), so that position is the unit id.
 */
export function conscriptsOn(game: Game, units: readonly { id: number; hex: string }[]): { unit: number; hex: string }[] {
  const ids = new Set((game.scenario as unknown as CoreScenarioView).pieces?.conscripts ?? []);
  return units.filter((u) => ids.has(u.id)).map((u) => ({ unit: u.id, hex: u.hex }));
}

/** Units that left square between two positions and are still on the board (ordered out: C.13, the card goes back to the hand), in words. */
export function squaresLeft(game: Game, before: State, after: State, sideNames: [string, string]): Part[][] {
  const was = unitsInSquare(game, before);
  if (was.size === 0) return [];
  const now = unitsInSquare(game, after);
  const byId = new Map(after.units().map((u) => [u.id, u]));
  const out: Part[][] = [];
  for (const u of before.units()) {
    if (!was.has(u.hex)) continue;
    const v = byId.get(u.id);
    if (v && !now.has(v.hex)) out.push([`${unitName(v, sideNames)} `, H(v.hex), ' leaves square; its card goes back to the hand']);
  }
  return out;
}
