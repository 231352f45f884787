// A fixed index for chance outcomes, the counterpart of the policy index (which has none for them):
// die faces first, then card kinds, so a client can keep a constant-size chance action space.
//
//   index 0 .. F-1        die:<face>   F = number of die faces (6: light medium heavy leader flag swords)
//   index F .. F+K-1      draw:<card>  K = number of card kinds, in the core's Card enum order
//
// Built from the outcome's notation text and the core's enums (no bit layout is repeated here), so
// it serves every game of the Commands & Colors core (Ancients, and Napoleonics through the same
// core). Callers: served.ts.
import type { CoreEnums } from '../core/enums.js';
import { FACE_IDS, cardId } from '../core/notation.js';

/** What the index needs of a C&C game: the core's enums and its action notation (a Game has both). */
export interface CcNotation {
  readonly enums: CoreEnums;
  actionText(code: number): string;
}

export interface ChanceIndex {
  /** Number of distinct chance outcomes (F + K). */
  size: number;
  /** The index of an outcome code (-1 when the code is not a chance outcome). */
  of(code: number): number;
}

const cache = new WeakMap<CcNotation, ChanceIndex>();

export function chanceIndex(game: CcNotation): ChanceIndex {
  let ix = cache.get(game);
  if (ix !== undefined) return ix;
  const faces = FACE_IDS.length;
  const byText = new Map<string, number>();
  FACE_IDS.forEach((f, i) => byText.set(`die:${f}`, i));
  const kinds = game.enums.Card.name.length;
  for (let k = 0; k < kinds; k++) byText.set(`draw:${cardId(game.enums, k)}`, faces + k);
  const byCode = new Map<number, number>();
  ix = {
    size: faces + kinds,
    of(code: number): number {
      let i = byCode.get(code);
      if (i === undefined) {
        i = byText.get(game.actionText(code)) ?? -1;
        byCode.set(code, i);
      }
      return i;
    },
  };
  cache.set(game, ix);
  return ix;
}
