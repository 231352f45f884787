/**
 * The parts of a Commands & Colors GameSetup (src/core/game.ts) that Ancients and Napoleonics share:
 * the compile steps both make the same way (the board size, the rule options, placing units and
 * leaders, the sides and the first player, each with the same error line), dealing a scenario's
 * fixed hands into a new state, and the ordering key of an action code.
 * Callers: ancients/compile.ts and napoleonics/compile.ts, once per Game (the compile steps,
 * orderKeyOf) and once per new state (dealFixedHands); nothing here runs in a search loop.
 */
import type { Game } from '../core/game.js';
import { hexText } from '../core/notation.js';

/**
 * Deals each side's fixed hand (card ids, [bottom, top]; a missing hand is dealt by the core) into
 * the fresh block at `ptr`, then lets the core finish the deal. `cardCodeOf` turns a card id into
 * the game's card code (undefined: no such card). Throws, naming the hand and the card, when a
 * card is unknown or cannot be dealt.
 */
export function dealFixedHands(
  game: Game,
  ptr: number,
  hands: readonly (readonly string[] | null | undefined)[] | undefined,
  cardCodeOf: (id: string) => number | undefined,
): void {
  for (const side of [0, 1] as const) {
    const ids = hands?.[side];
    if (!ids) continue;
    for (const id of ids) {
      const k = cardCodeOf(id);
      if (k === undefined || game.core.dealCard(ptr, side, k) !== 1) {
        throw new Error(`hands.${side === 0 ? 'bottom' : 'top'}: cannot deal card "${id}"`);
      }
    }
  }
  game.core.finishDeal(ptr);
}

/**
 * The ordering key of an action code (see GameState.orderKey): an ORDER of a unit on the board
 * commutes with the other orders of the same Order phase (Ancients III.2, Napoleonics C.3), keyed
 * by the unit's hex; -1 for every other action. Action code layout (assembly/cc/types.ts): bits 0-5
 * the Act kind, bits 6-14 the hex.
 */
export function orderKeyOf(game: Game): (code: number) => number {
  const ORDER = game.enums.Act.code.ORDER, OFF_BOARD = game.enums.OFF_BOARD;
  return (a) => {
    if ((a & 63) !== ORDER) return -1;
    const hex = (a >>> 6) & 511;
    return hex === OFF_BOARD ? -1 : hex;
  };
}

/** Starts a scenario on a board of `board.w` x `board.h` through `begin` (the core's scenarioBegin call); throws one line when the core refuses the size. */
export function beginBoard(board: { w: number; h: number }, begin: (w: number, h: number) => number): void {
  if (begin(board.w, board.h) !== 0) throw new Error(`bad board size ${board.w}x${board.h}`);
}

/**
 * Sets each rule option (RuleOpt member name -> value) on the core, skipping the names in `skip`
 * (options the game reads itself); an unknown name throws one line listing the known ones.
 */
export function applyRuleOptions(game: Game, rules: Record<string, number>, skip: readonly string[] = []): void {
  const { core, enums } = game;
  for (const [name, v] of Object.entries(rules)) {
    if (skip.includes(name)) continue;
    const id = enums.RuleOpt.code[name];
    if (id === undefined) throw new Error(`unknown rule option "${name}" (known: ${enums.RuleOpt.name.join(', ')})`);
    core.ruleOption(id, v);
  }
}

/** Places a unit (core type code) on the board; returns its roster index, throws one line when the core refuses. */
export function placeUnit(game: Game, side: number, type: number, index: number, blocks: number, maxBlocks: number, special: number): number {
  const ui = game.core.scenarioUnit(side, type, index, blocks, maxBlocks, special);
  if (ui < 0) throw new Error(`cannot place unit at ${hexText(game.board, index)} (hex taken or roster full)`);
  return ui;
}

/** Places a leader on the board; throws one line when the core refuses. */
export function placeLeader(game: Game, side: number, index: number, special: number): void {
  if (game.core.scenarioLeader(side, index, special) < 0) throw new Error(`cannot place leader at ${hexText(game.board, index)}`);
}

/** Sets both sides' hand size and banners to win, then the side that moves first. */
export function setSides(game: Game, sides: readonly [{ cards: number; banners: number }, { cards: number; banners: number }], first: number): void {
  game.core.scenarioSide(0, sides[0].cards, sides[0].banners);
  game.core.scenarioSide(1, sides[1].cards, sides[1].banners);
  game.core.scenarioFirst(first);
}
