/**
 * The EPIC and La Grande part of a Napoleonics scenario file (digest D.2, D.3, D.7, D.8): the
 * `format` field and the `epic` block (wide sections, Messenger display size, seat roles).
 *
 * Shape only (zod 4), like schema.ts, which adds `format` and `epic` to the scenario object; the
 * checks that need the board or several fields (sections tile the board, roles name known sections,
 * La Grande's corps commanders each hold one pair) are in epic-check.ts. Imports only zod and
 * hex-notation.ts so that schema.ts can import it. Nothing here is on a hot path.
 *
 * Sections are ranges of the half-column index x2 = 2 * col + (short row ? 1 : 0), the same index
 * the core's geometry uses (assembly/common/geometry.ts; digest A.1). A dotted line runs through the
 * centres of the long-row hexes at an even x2: the hexes it cuts belong to both sections it divides,
 * so neighbouring sections share that x2 (`next.x2[0] === prev.x2[1]`). Sections that meet without a
 * dotted hex write `next.x2[0] === prev.x2[1] + 1`.
 *
 *   EPIC 20 x 11, x2 0..38 (default, UNCONFIRMED):   left [0,12] | centre [12,26] | right [26,38]
 *   La Grande 26 x 11, x2 0..50 (default, UNCONFIRMED):
 *     left-1 [0,8] | left-2 [8,16] | centre-1 [16,26] | centre-2 [26,34] | right-1 [34,42] | right-2 [42,50]
 *
 * The EPIC defaults are the dotted lines the core draws for a 20-wide board today (geometry.ts
 * setBoard: SEC_B1 = 12, SEC_B2 = 26); La Grande's split each of the core's three 26-wide sections
 * (16, 34) in two. The printed maps' lines are not known (digest A.1, D.2: UNCONFIRMED).
 */
import * as z from 'zod';

import { boardDims, type BoardName } from '../hex-notation.js';

/** Scenario formats: the standard 13x9 game, EPIC (20x11, D.2-D.7), La Grande (26x11, D.8). */
export const FORMATS = ['standard', 'epic', 'grande'] as const;
export type NapoleonicsFormat = (typeof FORMATS)[number];

/** The board each format plays on (D.2): a format's scenario must name this board. */
export const FORMAT_BOARD: Readonly<Record<NapoleonicsFormat, BoardName>> = { standard: 'standard', epic: 'epic', grande: 'grande' };

/** Number of sections of each format (A.1 three; D.2 EPIC still three; D.8 La Grande six). */
export const FORMAT_SECTIONS: Readonly<Record<NapoleonicsFormat, number>> = { standard: 3, epic: 3, grande: 6 };

/** Messenger display (D.3): dealt to 5 face up, refilled to 5 when only 2 remain. */
export const DISPLAY_SIZE = 5;
export const DISPLAY_REFILL_AT = 2;

/** Seat roles of D.7 / D.8. */
export const ROLES = ['commander-in-chief', 'sub-commander', 'corps-commander'] as const;
export type SeatRole = (typeof ROLES)[number];

const SectionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
  error: (iss) => `${JSON.stringify(iss.input)} is not a section id (lowercase letters, digits and '-')`,
});

export const EpicSectionSchema = z.strictObject({
  /** Id the roles refer to ("left", "centre-2"). */
  id: SectionIdSchema,
  /** Shown to people ("Left flank (north)"). */
  name: z.string().min(1),
  /** First and last half-column index x2 of the section, inclusive (header). */
  x2: z.tuple([z.int().min(0).max(60), z.int().min(0).max(60)]),
});

export const SeatRoleSchema = z.strictObject({
  role: z.enum(ROLES),
  /** The commander's name (a person of the battle, or a formation's commander). */
  name: z.string().min(1),
  /** Sections this seat commands (D.7 6-player, D.8 a corps commander's pair); the CinC of an 8-player game holds none. */
  sections: z.array(SectionIdSchema),
  /** This seat's own Command hand (D.8: CinC and corps commanders each hold one); omitted: none of its own. */
  cards: z.int().min(0).max(8).optional(),
  /** Tactician cards this seat starts with (D.7, D.8). */
  tactician: z.int().min(0).max(10).optional(),
});

export const EpicSetupSchema = z.strictObject({
  /** The wide sections, left to right from the bottom side's view (header); an UNCONFIRMED option. */
  sections: z.array(EpicSectionSchema).min(1),
  /** Messenger display (D.3): cards dealt face up, and the count at which it is refilled. Default 5 / 2. */
  display: z.strictObject({ size: z.int().min(1).max(8), refillAt: z.int().min(0).max(7) }).optional(),
  /** Seat roles per side (D.7, D.8): data for the seats work; the rules core plays one seat a side today. */
  seats: z.strictObject({ bottom: z.array(SeatRoleSchema).min(1), top: z.array(SeatRoleSchema).min(1) }).optional(),
});

export type EpicSection = z.infer<typeof EpicSectionSchema>;
export type EpicSeatRole = z.infer<typeof SeatRoleSchema>;
export type EpicSetup = z.infer<typeof EpicSetupSchema>;

/** The default sections of a format's board (header); standard: the A.1 sections. */
export function defaultSections(format: NapoleonicsFormat): EpicSection[] {
  const last = 2 * boardDims(FORMAT_BOARD[format]).w - 2;
  if (format === 'grande') {
    const cuts = [0, 8, 16, 26, 34, 42, last];
    const ids = ['left-1', 'left-2', 'centre-1', 'centre-2', 'right-1', 'right-2'];
    const names = ['Left flank, outer', 'Left flank, inner', 'Centre, left', 'Centre, right', 'Right flank, inner', 'Right flank, outer'];
    return ids.map((id, i) => ({ id, name: names[i]!, x2: [cuts[i]!, cuts[i + 1]!] as [number, number] }));
  }
  // the core's three sections for a board of width w (geometry.ts setBoard)
  const w = boardDims(FORMAT_BOARD[format]).w;
  const b1 = 2 * Math.floor((2 * w + 1) / 6);
  const b2 = 2 * Math.floor((4 * w - 1) / 6);
  return [
    { id: 'left', name: 'Left flank', x2: [0, b1] },
    { id: 'centre', name: 'Centre', x2: [b1, b2] },
    { id: 'right', name: 'Right flank', x2: [b2, last] },
  ];
}
