/**
 * Hex notation shared by every Commands & Colors game: "E3" <-> (col, row) <-> core hex index.
 *
 * Notation (DESIGN.md): a column letter 'A' + col (col 0-based, from the left of the bottom side's
 * view) and a row number counted from the BOTTOM edge starting at 1. Odd row numbers are long rows
 * (W hexes); even row numbers are short rows (W-1 hexes) shifted half a hex right, so the last
 * column letter does not exist on them.
 *
 *   standard board, W = 13, H = 9 (index = (row-1)*W + col)
 *   row 9   A9 B9 ... M9          indices 104..116
 *   row 8    A8 B8 ... L8         indices  91..102   (103 is a hole)
 *   ...
 *   row 2    A2 B2 ... L2         indices  13..24    (25 is a hole)
 *   row 1   A1 B1 ... M1          indices   0..12
 *
 * The index is the one the wasm core uses; holes (col W-1 on short rows) never appear on the board.
 * Called by scenario validation/normalisation (once per hex of a scenario file), the CLI and the
 * protocol. Pure TypeScript, no dependencies, never allocates more than the result.
 */

export const BOARD_NAMES = ['standard', 'epic', 'grande'] as const;

export type BoardName = (typeof BOARD_NAMES)[number];

export interface BoardDims {
  /** Hexes in a long (odd-numbered) row; short rows hold w - 1. */
  readonly w: number;
  /** Number of rows. */
  readonly h: number;
}

const DIMS: Readonly<Record<BoardName, BoardDims>> = {
  standard: { w: 13, h: 9 },
  epic: { w: 20, h: 11 },
  grande: { w: 26, h: 11 },
};

export interface HexCoord {
  /** 0-based column ('A' = 0). */
  readonly col: number;
  /** 1-based row number counted from the bottom edge. */
  readonly row: number;
  /** Core hex index: (row - 1) * w + col. */
  readonly index: number;
}

export type HexParseResult = { ok: true; hex: HexCoord } | { ok: false; error: string };

/** Width and height of a named board. Throws on an unknown board name. */
export function boardDims(board: BoardName): BoardDims {
  const dims = DIMS[board];
  if (dims === undefined) {
    throw new Error(`unknown board "${String(board)}" (expected one of ${BOARD_NAMES.join(', ')})`);
  }
  return dims;
}

/** True when the row number is a short row (even numbers: 2, 4, ...). */
export function isShortRow(row: number): boolean {
  return row % 2 === 0;
}

/** Whether (col 0-based, row 1-based) is a hex of the board; short rows lack col w-1. */
export function onBoard(col: number, row: number, board: BoardName): boolean {
  const { w, h } = boardDims(board);
  if (!Number.isInteger(col) || !Number.isInteger(row)) return false;
  if (row < 1 || row > h || col < 0) return false;
  return col < (isShortRow(row) ? w - 1 : w);
}

/** Core index of (col, row); throws when the hex is not on the board. */
export function hexIndex(col: number, row: number, board: BoardName): number {
  if (!onBoard(col, row, board)) {
    throw new Error(`(col ${col}, row ${row}) is off the ${board} board`);
  }
  return (row - 1) * boardDims(board).w + col;
}

/** Size of the index space (including the holes at the end of short rows). */
export function indexSpace(board: BoardName): number {
  const { w, h } = boardDims(board);
  return w * h;
}

/** Number of real hexes on the board. */
export function hexCount(board: BoardName): number {
  const { w, h } = boardDims(board);
  return w * h - Math.floor(h / 2);
}

/** Every hex of the board in index order (bottom row first, left to right). */
export function allHexes(board: BoardName): HexCoord[] {
  const { w, h } = boardDims(board);
  const out: HexCoord[] = [];
  for (let row = 1; row <= h; row++) {
    const len = isShortRow(row) ? w - 1 : w;
    for (let col = 0; col < len; col++) out.push({ col, row, index: (row - 1) * w + col });
  }
  return out;
}

const HEX_RE = /^([A-Z])([1-9][0-9]?)$/;

/** Parse "E3" on a board; never throws. The error text quotes the input and names the board. */
export function tryParseHex(text: string, board: BoardName): HexParseResult {
  const { w, h } = boardDims(board);
  const m = typeof text === 'string' ? HEX_RE.exec(text) : null;
  if (m === null) {
    return {
      ok: false,
      error: `${JSON.stringify(text)} is not a hex (expected a column letter A-Z and a row number, e.g. "E3")`,
    };
  }
  const col = m[1]!.charCodeAt(0) - 65;
  const row = Number(m[2]);
  if (!onBoard(col, row, board)) {
    const last = String.fromCharCode(64 + w);
    const lastShort = String.fromCharCode(63 + w);
    return {
      ok: false,
      error:
        `${JSON.stringify(text)} is off the ${board} board ` +
        `(columns A-${last}, rows 1-${h}; even rows are short and end at ${lastShort})`,
    };
  }
  return { ok: true, hex: { col, row, index: (row - 1) * w + col } };
}

/** Parse "E3" on a board; throws an Error with a clear message when it is not a hex of the board. */
export function parseHex(text: string, board: BoardName): HexCoord {
  const r = tryParseHex(text, board);
  if (!r.ok) throw new Error(r.error);
  return r.hex;
}

/** Notation of a core hex index; throws on an index that is not a hex of the board. */
export function formatHex(index: number, board: BoardName): string {
  const { w } = boardDims(board);
  if (!Number.isInteger(index) || index < 0) throw new Error(`hex index ${index} is not a hex of the ${board} board`);
  const col = index % w;
  const row = Math.floor(index / w) + 1;
  if (!onBoard(col, row, board)) throw new Error(`hex index ${index} is not a hex of the ${board} board`);
  return String.fromCharCode(65 + col) + String(row);
}
