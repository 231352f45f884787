// La Grande's six sections in the board geometry (rules digest D.2, D.8; assembly/common/geometry.ts
// "Six sections"), against the bare debug core: every hex of the 26 x 11 board is checked against an
// independent model built from its doubled column x2 alone; the owner's view mirrors for the top
// side; lines are refused outside their pair; the standard and EPIC boards have no sixths at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore, type CoreExports } from '../../src/core/wasm.ts';

let core: CoreExports;

beforeAll(async () => {
  core = await instantiateCore('debug');
});

const W = 26, H = 11;
/** The five dotted lines of the six sections used here (602-la-grande-austerlitz's). */
const CUTS = [0, 8, 16, 26, 34, 42, 2 * W - 2];

function hexesOfBoard(): number[] {
  const out: number[] = [];
  for (let h = 0; h < core.hexCount(); h++) if (core.onBoard(h)) out.push(h);
  return out;
}

/** Model: sixth i holds the hexes with CUTS[i] <= x2 <= CUTS[i + 1] (both lines inclusive). */
function modelSixths(x2: number): number {
  let m = 0;
  for (let i = 0; i < 6; i++) if (x2 >= CUTS[i]! && x2 <= CUTS[i + 1]!) m |= 1 << i;
  return m;
}

function hexName(h: number): string { return `${String.fromCharCode(65 + (h % W))}${Math.floor(h / W) + 1}`; }

function splitGrande(): void {
  expect(core.setBoard(W, H)).toBe(true);
  for (let p = 0; p < 3; p++) expect(core.setSubSectionLine(p, CUTS[2 * p + 1]!), `pair ${p}`).toBe(true);
}

describe('D.2 / D.8 six sections: the geometry', () => {
  it('D.2: the standard 13 x 9 and EPIC 20 x 11 boards have no sixths (every answer 0), La Grande none until its lines are set', () => {
    for (const [w, h] of [[13, 9], [20, 11], [26, 11]] as const) {
      expect(core.setBoard(w, h)).toBe(true);
      expect([0, 1, 2].map((p) => core.subSectionLine(p)), `${w}x${h}`).toEqual([0, 0, 0]);
      for (const x of hexesOfBoard()) {
        expect(core.sixthMask(x), `${w}x${h} hex ${x}`).toBe(0);
        for (let p = 0; p < 3; p++) expect(core.subSectionMask(x, p, false)).toBe(0);
      }
    }
  });

  it('D.8: on 26 x 11 with lines 8 / 16 / 26 / 34 / 42 every hex is in the sixths the x2 model gives; a hex on a line is in both neighbours', () => {
    splitGrande();
    expect([core.sectionBoundLeft(), core.sectionBoundRight()]).toEqual([16, 34]);
    expect([0, 1, 2].map((p) => core.subSectionLine(p))).toEqual([8, 26, 42]);
    const all = hexesOfBoard();
    for (const x of all) expect(core.sixthMask(x), hexName(x)).toBe(modelSixths(core.hexX2(x)));
    // row 1 (even x2) read left to right: lines through E1 (8), I1 (16), N1 (26), R1 (34), V1 (42)
    const row1 = Array.from({ length: W }, (_, col) => core.sixthMask(col));
    expect(row1).toEqual([1, 1, 1, 1, 3, 2, 2, 2, 6, 4, 4, 4, 4, 12, 8, 8, 8, 24, 16, 16, 16, 48, 32, 32, 32, 32]);
    // an odd row has no hex on a line (odd x2): each hex in exactly one sixth
    for (let col = 0; col < W - 1; col++) {
      const m = core.sixthMask(W + col);
      expect(m & (m - 1), hexName(W + col)).toBe(0);
    }
    // every sixth lies in its pair: sixths 2p and 2p + 1 make up sectionMask's bit p
    for (const x of all) {
      const six = core.sixthMask(x);
      const pairs = [0, 1, 2].reduce((m, p) => m | (((six >> (2 * p)) & 3) !== 0 ? 1 << p : 0), 0);
      expect(pairs, hexName(x)).toBe(core.sectionMask(x));
    }
    // hexes per sixth, line hexes counted in both: an 8-wide sixth (x2 0..8) has 5 even x2 on each of
    // the 6 even rows and 4 odd x2 on each of the 5 odd rows, 50; the centre-left one (16..26) 6 x 6 + 5 x 5 = 61
    const sizes = [0, 1, 2, 3, 4, 5].map((i) => all.filter((x) => (core.sixthMask(x) >> i) & 1).length);
    expect(sizes).toEqual([50, 50, 61, 50, 50, 50]);
  });

  it('D.8: a corps commander\'s left and right from his own view: the bottom one\'s left is the lower x2, the top one\'s the higher', () => {
    splitGrande();
    const A1 = 0, C1 = 2, E1 = 4, G1 = 6, I1 = 8, N1 = 13, Z1 = 25;
    const L = core['SubSection.LEFT'].value as number, R = core['SubSection.RIGHT'].value as number;
    expect([L, R]).toEqual([1, 2]);
    // pair 0 (the bottom side's left pair): C1 his left, G1 his right, E1 on the inner line both
    expect([C1, E1, G1].map((h) => core.subSectionMask(h, 0, false))).toEqual([L, L | R, R]);
    expect([C1, E1, G1].map((h) => core.subSectionMask(h, 0, true))).toEqual([R, L | R, L]);
    // I1 on the pair line: the right of pair 0 and the left of pair 1 (bottom view); outside pair 2
    expect([0, 1, 2].map((p) => core.subSectionMask(I1, p, false))).toEqual([R, L, 0]);
    expect([0, 1, 2].map((p) => core.subSectionMask(I1, p, true))).toEqual([L, R, 0]);
    expect(core.subSectionMask(N1, 1, false)).toBe(L | R);
    expect([core.subSectionMask(A1, 2, false), core.subSectionMask(Z1, 2, false), core.subSectionMask(Z1, 2, true)]).toEqual([0, R, L]);
    // bad arguments answer 0
    expect([core.subSectionMask(-1, 0, false), core.subSectionMask(A1, 3, false), core.sixthMask(9999)]).toEqual([0, 0, 0]);
  });

  it('D.2 (UNCONFIRMED lines): an inner line must lie strictly inside its pair; a refused line changes nothing; 0 removes a split', () => {
    splitGrande();
    const before = hexesOfBoard().map((x) => core.sixthMask(x));
    for (const [p, x2] of [[0, 16], [0, 20], [1, 16], [1, 34], [2, 34], [2, 50], [2, 60], [3, 8], [-1, 8]]) {
      expect(core.setSubSectionLine(p, x2), `pair ${p} line ${x2}`).toBe(false);
    }
    expect(hexesOfBoard().map((x) => core.sixthMask(x))).toEqual(before);
    expect(core.setSubSectionLine(1, 0)).toBe(true);
    expect(core.subSectionLine(1)).toBe(0);
    expect(hexesOfBoard().every((x) => (core.sixthMask(x) & 0b001100) === 0)).toBe(true);
    expect(core.sixthMask(0)).toBe(1); // the other pairs keep theirs
    expect([core.subSectionLine(-1), core.subSectionLine(3)]).toEqual([-1, -1]);
  });

  it('D.2: moving the pair lines (EpicScen.SECTIONS) redraws the sixths and drops an inner line left outside its pair; setBoard clears them', () => {
    splitGrande();
    const item = (n: string) => core[`EpicScen.${n}`].value as number;
    expect(core.scenarioEpic(item('SECTIONS'), 14, 36)).toBe(0);
    expect([0, 1, 2].map((p) => core.subSectionLine(p))).toEqual([8, 26, 42]);
    expect(core.sixthMask(7)).toBe(0b000110); // H1, x2 14: the new pair line, pairs 0 and 1
    expect(core.scenarioEpic(item('SECTIONS'), 6, 36)).toBe(0); // pair 0 is now x2 0..6: line 8 is outside
    expect([0, 1, 2].map((p) => core.subSectionLine(p))).toEqual([0, 26, 42]);
    expect(core.sixthMask(0)).toBe(0);
    expect(core.scenarioEpic(item('SUBSECTIONS'), 0, 4)).toBe(0);
    expect(core.scenarioEpic(item('SUBSECTIONS'), 0, 6)).toBe(-1);
    expect(core.subSectionLine(0)).toBe(4);
    expect(core.setBoard(W, H)).toBe(true);
    expect([0, 1, 2].map((p) => core.subSectionLine(p))).toEqual([0, 0, 0]);
    expect(hexesOfBoard().every((x) => core.sixthMask(x) === 0)).toBe(true);
  });
});
