// Rule-test helpers (rules digest parts A and B, /work/shared/rules/commands-and-colors.md): build
// a small inline scenario on the standard 13 x 9 board with fixed hands, bring it to the first PLAY
// decision, apply action texts (chance outcomes included: "die:swords", "draw:o2c"), and print the
// board when something fails. Used by every tests/rules/*.test.ts file; each test builds its own
// Game (one wasm instance) so scenarios never leak into each other.
import { expect } from 'vitest';
import { gameFromObject } from '../../src/games/load.ts';
import type { Game, State } from '../../src/core/game.ts';

export type Side = 'bottom' | 'top';

export interface SetupSpec {
  /**
   * Pieces, one string each: "<b|t> <TYPE> <HEX> [L] [<blocks>]", e.g. "b HI E3", "t MI E4 L 2"
   * (L attaches a leader); a lone leader is "<b|t> leader <HEX>".
   */
  units: string[];
  /** Terrain, "<type> <HEX>" each (forest, hill, broken, marsh, river, ford, lake, steep-hill, camp). */
  terrain?: string[];
  /** Fixed hands; each side's hand size (Command) is the length of its hand unless `cards` says. */
  hands?: { bottom?: string[]; top?: string[] };
  /** Hand sizes (Command); more than the hand given leaves the rest to be dealt: avoid. */
  cards?: { bottom?: number; top?: number };
  banners?: { bottom?: number; top?: number };
  first?: Side;
  /** Rule options by RuleOpt name. */
  rules?: Record<string, number>;
  options?: Record<string, unknown>;
}

export interface Setup {
  game: Game;
  state: State;
}

const DEFAULT_TOP_HAND = ['o2l'];
const DEFAULT_BOTTOM_HAND = ['o2c'];

function parsePiece(text: string): Record<string, unknown> {
  const parts = text.trim().split(/\s+/);
  const [s, type, hex, ...rest] = parts;
  const side = s === 'b' ? 'bottom' : s === 't' ? 'top' : undefined;
  if (!side || !type || !hex) throw new Error(`bad piece "${text}"`);
  if (type === 'leader') return { side, type: 'leader', hex };
  const o: Record<string, unknown> = { side, type, hex };
  for (const r of rest) {
    if (r === 'L') o.leader = true;
    else if (/^\d+$/.test(r)) o.blocks = Number(r);
    else throw new Error(`bad piece option "${r}" in "${text}"`);
  }
  return o;
}

/** A scenario object for the spec (exported for tests that need to tweak it). */
export function scenarioOf(spec: SetupSpec): Record<string, unknown> {
  const hb = spec.hands?.bottom ?? DEFAULT_BOTTOM_HAND;
  const ht = spec.hands?.top ?? DEFAULT_TOP_HAND;
  const terrain = (spec.terrain ?? []).map((t) => {
    const [type, hex, owner] = t.trim().split(/\s+/);
    return owner ? { hex, type, owner } : { hex, type };
  });
  return {
    game: 'ancients',
    id: 'rule-test',
    name: 'Rule test',
    board: 'standard',
    first: spec.first ?? 'bottom',
    sides: {
      bottom: { name: 'Bottom', cards: spec.cards?.bottom ?? hb.length, banners: spec.banners?.bottom ?? 5 },
      top: { name: 'Top', cards: spec.cards?.top ?? ht.length, banners: spec.banners?.top ?? 5 },
    },
    terrain,
    units: spec.units.map(parsePiece),
    hands: { bottom: hb, top: ht },
    ...(spec.options ? { options: spec.options } : {}),
  };
}

/** A game at the first PLAY decision (fixed hands, nothing left to deal). */
export async function setup(spec: SetupSpec): Promise<Setup> {
  const game = await gameFromObject(scenarioOf(spec), { build: 'debug', rules: spec.rules });
  const state = game.newState();
  state.currentPlayer(); // leaves the deal
  if (state.phaseName() !== 'PLAY') throw new Error(`setup did not reach PLAY (phase ${state.phaseName()})\n${board(state)}`);
  return { game, state };
}

// ---- board dump ---------------------------------------------------------------------------------

/** An ASCII picture of the board: top row first, short rows indented; a cell is side+type+blocks
 *  (+* for an attached leader), "b@" / "t@" a lone leader, "." empty, terrain letter when empty. */
export function board(state: State): string {
  const g = state.game;
  const { w, h } = g.board;
  const cells = new Map<string, string>();
  for (const u of state.units()) {
    cells.set(u.hex, `${u.side[0]}${u.type}${u.blocks}${u.leader ? '*' : ''}`);
  }
  for (const l of state.leaders()) if (!l.attached) cells.set(l.hex, `${l.side[0]}@`);
  const terLetter: Record<number, string> = {};
  const T = g.enums.Ter.code;
  terLetter[T.FOREST] = 'forest'; terLetter[T.HILL] = 'hill'; terLetter[T.BROKEN] = 'brkn';
  terLetter[T.MARSH] = 'marsh'; terLetter[T.RIVER] = 'river'; terLetter[T.FORD] = 'ford';
  terLetter[T.LAKE] = 'lake'; terLetter[T.STEEP] = 'steep'; terLetter[T.CAMP] = 'camp';
  const lines: string[] = [];
  for (let r = h; r >= 1; r--) {
    const short = r % 2 === 0;
    const n = short ? w - 1 : w;
    let line = `${String(r).padStart(2)} ${short ? '   ' : ''}`;
    for (let c = 0; c < n; c++) {
      const hex = String.fromCharCode(65 + c) + r;
      const idx = (r - 1) * w + c;
      let cell = cells.get(hex);
      if (!cell) {
        const t = g.core.getTerrain(idx);
        cell = terLetter[t] ? terLetter[t].slice(0, 5) : '.';
      }
      line += cell.padEnd(6);
    }
    lines.push(line);
  }
  let cols = '   ';
  for (let c = 0; c < w; c++) cols += String.fromCharCode(65 + c).padEnd(6);
  lines.push(cols);
  const j = state.toJSON() as Record<string, unknown>;
  lines.push(
    `phase ${j.phase} toAct ${j.toAct} card ${j.card} banners ${JSON.stringify(j.banners)} dice ${JSON.stringify(j.dice)}`,
  );
  lines.push(`hands ${JSON.stringify(j.hands)} legal: ${safeLegal(state).join(' ')}`);
  return lines.join('\n');
}

function safeLegal(state: State): string[] {
  try {
    return state.legalTexts();
  } catch {
    return ['?'];
  }
}

// ---- actions --------------------------------------------------------------------------------------

/** Applies action texts in order; a refused one fails the test with the board printed. */
export function act(state: State, ...actions: string[]): void {
  for (const a of actions) {
    const legal = state.legalTexts();
    if (!legal.includes(a)) {
      throw new Error(`action "${a}" is not legal here\n${board(state)}`);
    }
    state.apply(a);
  }
}

/** Applies die faces ("swords", "flag", ...) one per die. */
export function roll(state: State, ...faces: string[]): void {
  act(state, ...faces.map((f) => `die:${f}`));
}

/** True when the action text is legal now. */
export function legal(state: State, a: string): boolean {
  return state.legalTexts().includes(a);
}

/** Legal actions starting with a prefix ("move:E3-", "battle:"). */
export function legalWith(state: State, prefix: string): string[] {
  return state.legalTexts().filter((t) => t.startsWith(prefix));
}

/** Destinations (text after "-") of legal moves of the piece on `hex`. */
export function movesFrom(state: State, hex: string, verb = 'move'): string[] {
  return legalWith(state, `${verb}:${hex}-`).map((t) => t.slice(t.indexOf('-') + 1)).sort();
}

/** Number of dice the pending roll will have (combat context field C_NDICE). */
export function diceToRoll(state: State): number {
  return state.game.core.getCombat(state.ptr, 5);
}

/** The unit on a hex, or undefined. */
export function unitAt(state: State, hex: string) {
  return state.units().find((u) => u.hex === hex);
}
export function leaderAt(state: State, hex: string) {
  return state.leaders().find((l) => l.hex === hex);
}

/** Blocks of the unit on hex (0 when there is none). */
export function blocks(state: State, hex: string): number {
  return unitAt(state, hex)?.blocks ?? 0;
}

/** expect() with the board in the message. */
export function check(state: State, cond: unknown, what: string): void {
  expect(cond, `${what}\n${board(state)}`).toBeTruthy();
}

export function eq<T>(state: State, actual: T, expected: T, what = 'value'): void {
  expect(actual, `${what}\n${board(state)}`).toEqual(expected);
}

/** Plays a card and orders the given hexes (units), then ends orders if still in ORDER. */
export function playOrder(state: State, card: string, ...hexes: string[]): void {
  act(state, `play:${card}`);
  for (const h of hexes) act(state, h.startsWith('L:') ? `order-leader:${h.slice(2)}` : `order:${h}`);
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
}

/** Ends movement if in MOVE. */
export function endMoves(state: State): void {
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
}

/** The dice count of the next declared battle: declares, accepts if asked, reads, and returns. */
export function declare(state: State, battle: string, response = 'accept'): number {
  act(state, battle);
  if (state.phaseName() === 'RESPOND') act(state, response);
  return diceToRoll(state);
}

// ---- geometry -------------------------------------------------------------------------------------

/** Core index of a hex text ("E3"). */
export function hexIndex(game: Game, text: string): number {
  const w = game.board.w;
  const col = text.toUpperCase().charCodeAt(0) - 65;
  const row = Number(text.slice(1)) - 1;
  return row * w + col;
}

/** Hex distance between two hex texts. */
export function dist(game: Game, a: string, b: string): number {
  return game.core.hexDistance(hexIndex(game, a), hexIndex(game, b));
}

/** Line of sight between two hexes in this state (the core's LOS query). */
export function los(state: State, a: string, b: string): boolean {
  return state.game.core.lineOfSightQuery(state.ptr, hexIndex(state.game, a), hexIndex(state.game, b)) === 1;
}

/**
 * Plays the game along with "pass" choices (end the phase, accept, skip, first option) and the first
 * chance outcome, until `stop(state)` holds or `max` steps were taken. Returns the steps taken.
 */
export function passUntil(state: State, stop: (s: State) => boolean, max = 5000): number {
  const prefer = ['end-orders', 'end-moves', 'end-battles', 'skip', 'accept', 'ignore:0'];
  for (let i = 0; i < max; i++) {
    if (stop(state) || state.isTerminal()) return i;
    const legalNow = state.legalTexts();
    const pick = prefer.find((p) => legalNow.includes(p)) ?? legalNow[0];
    state.apply(pick);
  }
  return max;
}
