// The fixed chance index of a game on the Commands & Colors core served through the contract
// (Napoleonics, EPIC, La Grande), built from action codes rather than texts: such a game names its
// cards in its own words ("draw:probe-c" is a Napoleonics card), so the Ancients text index
// (chance-index.ts) cannot read its outcomes. Callers: served.ts (contractChanceIndex).
//
//   index 0 .. F-1            die faces       Act.DIE        c = face (F = the core's Face enum)
//   index F .. F+K-1          Command cards   Act.DRAW       c = card kind (K = the Card enum)
//   index F+K .. F+K+T-1      Tactician cards NAP_ACT.TACT_DRAW c = Tactician kind (T = the TCard enum)
//
// The code fields come from notation.ts's makeAction layout (kind in bits 0..5, c in bits 24..30),
// the one place TypeScript spells it.
import type { CoreEnums, EnumTable } from '../core/enums.js';
import { NAP_ACT, makeAction } from '../core/notation.js';
import type { ChanceIndex } from './chance-index.js';

const KIND_MASK = makeAction(63);
const C_SHIFT = 24;
const C_MASK = 127;

/** Members of an enum table (its names are dense from 0). */
const size = (t: EnumTable): number => t.name.length;

/** The index for a game with these enums; `tactician` is the core's TCard table (empty: none). */
export function ccChanceIndex(enums: CoreEnums, tactician: EnumTable): ChanceIndex {
  const faces = size(enums.Face), cards = size(enums.Card), tact = size(tactician);
  const die = enums.Act.code.DIE, draw = enums.Act.code.DRAW;
  return {
    size: faces + cards + tact,
    of(code: number): number {
      const kind = code & KIND_MASK, c = (code >>> C_SHIFT) & C_MASK;
      if (kind === die) return c < faces ? c : -1;
      if (kind === draw) return c < cards ? faces + c : -1;
      if (kind === NAP_ACT.TACT_DRAW) return c < tact ? faces + cards + c : -1;
      return -1;
    },
  };
}
