// Hex notation (DESIGN.md "stable text notation"): parse/format round trips on every board, short
// rows, the core index formula, and clear errors for text that is not a hex of the board.
import { describe, expect, it } from 'vitest';

import {
  allHexes,
  BOARD_NAMES,
  boardDims,
  formatHex,
  hexCount,
  hexIndex,
  onBoard,
  parseHex,
  tryParseHex,
} from '../../src/games/hex-notation.js';

describe('boardDims', () => {
  it('gives the three board sizes', () => {
    expect(boardDims('standard')).toEqual({ w: 13, h: 9 });
    expect(boardDims('epic')).toEqual({ w: 20, h: 11 });
    expect(boardDims('grande')).toEqual({ w: 26, h: 11 });
  });
  it('rejects an unknown board', () => {
    expect(() => boardDims('huge' as never)).toThrow(/unknown board "huge"/);
  });
});

describe.each(BOARD_NAMES)('%s board', (board) => {
  const { w, h } = boardDims(board);

  it('round-trips every hex through formatHex and parseHex', () => {
    const hexes = allHexes(board);
    expect(hexes.length).toBe(hexCount(board));
    expect(hexes.length).toBe(w * h - Math.floor(h / 2));
    const seen = new Set<number>();
    for (const hex of hexes) {
      const text = formatHex(hex.index, board);
      expect(parseHex(text, board)).toEqual(hex);
      expect(hex.index).toBe((hex.row - 1) * w + hex.col);
      expect(hexIndex(hex.col, hex.row, board)).toBe(hex.index);
      seen.add(hex.index);
    }
    expect(seen.size).toBe(hexes.length);
  });

  it('has long odd rows and short even rows', () => {
    const last = String.fromCharCode(64 + w);
    expect(parseHex(`${last}1`, board)).toEqual({ col: w - 1, row: 1, index: w - 1 });
    expect(tryParseHex(`${last}2`, board).ok).toBe(false);
    expect(onBoard(w - 1, 2, board)).toBe(false);
    expect(onBoard(w - 2, 2, board)).toBe(true);
    expect(onBoard(w - 1, h, board)).toBe(h % 2 === 1);
    expect(() => formatHex(2 * w - 1, board)).toThrow(/not a hex/); // the hole at the end of row 2
  });

  it('rejects hexes beyond the edges', () => {
    expect(tryParseHex(`A${h + 1}`, board).ok).toBe(false);
    expect(tryParseHex('A0', board).ok).toBe(false);
    expect(tryParseHex(`${String.fromCharCode(65 + w)}1`, board).ok).toBe(false);
    expect(() => formatHex(-1, board)).toThrow();
    expect(() => formatHex(w * h, board)).toThrow();
  });
});

describe('parseHex', () => {
  it('reads the standard board corners', () => {
    expect(parseHex('A1', 'standard')).toEqual({ col: 0, row: 1, index: 0 });
    expect(parseHex('M9', 'standard')).toEqual({ col: 12, row: 9, index: 116 });
    expect(parseHex('L8', 'standard')).toEqual({ col: 11, row: 8, index: 102 });
    expect(parseHex('E3', 'standard').index).toBe(2 * 13 + 4);
    expect(formatHex(0, 'standard')).toBe('A1');
    expect(formatHex(116, 'standard')).toBe('M9');
  });

  it('gives clear errors', () => {
    expect(() => parseHex('N5', 'standard')).toThrow('"N5" is off the standard board');
    expect(() => parseHex('M2', 'standard')).toThrow('"M2" is off the standard board');
    expect(() => parseHex('e3', 'standard')).toThrow('"e3" is not a hex');
    expect(() => parseHex('E03', 'standard')).toThrow('is not a hex');
    expect(() => parseHex('', 'standard')).toThrow('is not a hex');
    expect(() => parseHex('Z11', 'standard')).toThrow('off the standard board');
    expect(parseHex('Z11', 'grande')).toEqual({ col: 25, row: 11, index: 10 * 26 + 25 });
  });
});
