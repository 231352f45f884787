/**
 * The parts of a Commands & Colors GameSetup (src/core/game.ts) that Ancients and Napoleonics share:
 * dealing a scenario's fixed hands into a new state, and the ordering key of an action code.
 * Callers: ancients/compile.ts and napoleonics/compile.ts, once per new state (dealFixedHands) and
 * once per Game (orderKeyOf); nothing here runs in a search loop.
 */
import type { Game } from '../core/game.js';

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
