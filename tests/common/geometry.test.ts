// Board geometry (rules digest A.1) against the debug core: index layout, neighbours, distances,
// rings, sections, rear neighbours and baselines on the standard board; EPIC / La Grande sizes; the
// seeded RNG. Neighbours and distances are checked against independent doubled-coordinate code and a
// breadth-first search over all pairs.
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore, type CoreExports } from '../../src/core/wasm.ts';

let core: CoreExports;

beforeAll(async () => {
  core = await instantiateCore('debug');
  expect(core.setBoard(13, 9)).toBe(true);
});

const i32 = () => new Int32Array(core.memory.buffer);

function bbList(p: number): number[] {
  const sp = core.scratchPtr();
  const n = core.bbToList(p, sp);
  return Array.from(i32().subarray(sp >> 2, (sp >> 2) + n));
}

function hexesOfBoard(): number[] {
  const out: number[] = [];
  for (let h = 0; h < core.hexCount(); h++) if (core.onBoard(h)) out.push(h);
  return out;
}

// Independent doubled-coordinate model: E, NE, NW, W, SW, SE.
const DIRS = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];
function modelNeighbor(h: number, d: number, w: number, hh: number): number {
  const row = Math.floor(h / w);
  const x2 = 2 * (h % w) + (row & 1) + DIRS[d][0];
  const r = row + DIRS[d][1];
  if (r < 0 || r >= hh || ((x2 - (r & 1)) & 1) !== 0) return -1;
  const col = (x2 - (r & 1)) / 2;
  if (col < 0 || col >= w - (r & 1)) return -1;
  return r * w + col;
}

function bfsDistances(from: number): Map<number, number> {
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    for (let d = 0; d < 6; d++) {
      const n = core.neighbor(h, d);
      if (n >= 0 && !dist.has(n)) {
        dist.set(n, dist.get(h)! + 1);
        queue.push(n);
      }
    }
  }
  return dist;
}

describe('A.1 board geometry, standard 13 x 9 board', () => {
  it('A.1 index layout: long and short rows, holes at the end of odd rows', () => {
    expect([core.boardW(), core.boardH(), core.hexCount()]).toEqual([13, 9, 117]);
    expect(hexesOfBoard().length).toBe(5 * 13 + 4 * 12);
    expect(core.onBoard(12)).toBe(true); // M1
    expect(core.onBoard(25)).toBe(false); // row 2, col 12: hole
    expect(core.onBoard(24)).toBe(true); // L2
    expect(core.onBoard(117)).toBe(false);
    expect(core.onBoard(-1)).toBe(false);
    expect([core.hexRow(14), core.hexCol(14), core.hexX2(14)]).toEqual([1, 1, 3]);
    expect(core.hexAt(3, 1)).toBe(14);
    expect(core.hexAt(2, 1)).toBe(-1); // wrong parity for an odd row
    expect(core.hexRow(25)).toBe(-1);
    expect(bbList(core.onBoardBb())).toEqual(hexesOfBoard());
    expect(core.bbPopcount(core.onBoardBb())).toBe(113);
    expect([core.BB_WORDS.value, core.BB_BYTES.value, core.MAX_HEX.value]).toEqual([5, 40, 286]);
  });

  it('A.1 neighbours: direction order E, NE, NW, W, SW, SE', () => {
    expect([core['Dir.E'], core['Dir.NE'], core['Dir.NW'], core['Dir.W'], core['Dir.SW'], core['Dir.SE']]
      .map((g) => g.value)).toEqual([0, 1, 2, 3, 4, 5]);
    const nb = (h: number) => [0, 1, 2, 3, 4, 5].map((d) => core.neighbor(h, d));
    expect(nb(0)).toEqual([1, 13, -1, -1, -1, -1]); // A1, bottom-left corner
    expect(nb(12)).toEqual([-1, -1, 24, 11, -1, -1]); // M1, bottom-right corner
    expect(nb(13)).toEqual([14, 27, 26, -1, 0, 1]); // A2, short row, left edge
    expect(nb(24)).toEqual([-1, 38, 37, 23, 11, 12]); // L2, short row, right edge
    expect(nb(27)).toEqual([28, 40, 39, 26, 13, 14]); // B3, long row, inside
    expect(nb(112)).toEqual([113, -1, -1, 111, 98, 99]); // I9, top row
    expect(core.neighbor(0, 6)).toBe(-1);
    expect(core.neighbor(25, 0)).toBe(-1);
  });

  it('A.1 neighbours match the doubled-coordinate model and are mutual', () => {
    for (const h of hexesOfBoard()) {
      let count = 0;
      for (let d = 0; d < 6; d++) {
        const n = core.neighbor(h, d);
        expect(n, `hex ${h} dir ${d}`).toBe(modelNeighbor(h, d, 13, 9));
        if (n >= 0) {
          count++;
          expect(core.neighbor(n, (d + 3) % 6)).toBe(h);
        }
      }
      expect(core.neighborCount(h)).toBe(count);
      const listed = [0, 1, 2, 3, 4, 5].map((d) => core.neighbor(h, d)).filter((n) => n >= 0).sort((a, b) => a - b);
      expect(bbList(core.neighborsBb(h))).toEqual(listed);
    }
  });

  it('A.1 distance: symmetric and equal to breadth-first search on all pairs', () => {
    const all = hexesOfBoard();
    for (const a of all) {
      const bfs = bfsDistances(a);
      for (const b of all) {
        const d = core.hexDistance(a, b);
        expect(d, `${a}-${b}`).toBe(bfs.get(b));
        expect(core.hexDistance(b, a)).toBe(d);
      }
    }
    expect(core.hexDistance(0, 12)).toBe(12);
    expect(core.hexDistance(0, 104)).toBe(8);
    expect(core.hexDistance(0, 25)).toBe(-1);
  });

  it('A.1 rings and discs around a hex match the distance function', () => {
    const all = hexesOfBoard();
    for (const c of [0, 13, 58, 112]) {
      for (let d = 0; d <= core.RING_MAX.value; d++) {
        expect(bbList(core.ringBb(c, d))).toEqual(all.filter((h) => core.hexDistance(c, h) === d));
        expect(bbList(core.withinBb(c, d))).toEqual(all.filter((h) => core.hexDistance(c, h) <= d));
        expect(core.withinCount(c, d)).toBe(all.filter((h) => core.hexDistance(c, h) <= d).length);
      }
    }
    expect(core.withinCount(58, 1)).toBe(7);
    expect(core.withinCount(58, 2)).toBe(19);
    expect(core.ringBb(58, core.RING_MAX.value + 1)).toBe(0);
  });

  it('A.1 sections: Left x2 <= 8, Center 8..16, Right x2 >= 16; dotted hexes in two sections', () => {
    expect([core.sectionBoundLeft(), core.sectionBoundRight()]).toEqual([8, 16]);
    const all = hexesOfBoard();
    const count = (bit: number) => all.filter((h) => core.sectionMask(h) & bit).length;
    expect([count(1), count(2), count(4)]).toEqual([41, 41, 41]);
    const dotted = all.filter((h) => [3, 5, 6].includes(core.sectionMask(h)));
    const expected: number[] = [];
    for (let row = 0; row < 9; row += 2) expected.push(row * 13 + 4, row * 13 + 8);
    expect(dotted).toEqual(expected.sort((a, b) => a - b));
    expect(all.every((h) => core.sectionMask(h) !== 0 && core.sectionMask(h) !== 5)).toBe(true);
    expect(core.sectionMask(4)).toBe(1 | 2); // E1: left and center
    expect(core.sectionMask(8)).toBe(2 | 4); // I1: center and right
    expect(core.sectionMask(16)).toBe(1); // D2, x2 = 7
    expect(core.sectionMask(17)).toBe(2); // E2, x2 = 9
    expect(core.sectionMask(20)).toBe(2); // H2, x2 = 15
    expect(core.sectionMask(21)).toBe(4); // I2, x2 = 17
    expect(core.sectionMask(25)).toBe(0); // hole
  });

  it('A.1 home edges: rear neighbours toward either baseline, and the baselines', () => {
    const rear = (h: number, bottom: boolean) => [core.rearNeighbor(h, bottom, 0), core.rearNeighbor(h, bottom, 1)];
    expect(rear(14, true)).toEqual([1, 2]); // B2 toward the bottom: SW, SE
    expect(rear(14, false)).toEqual([27, 28]); // B2 toward the top: NW, NE
    expect(rear(0, true)).toEqual([-1, -1]);
    expect(rear(0, false)).toEqual([-1, 13]);
    expect(rear(13, true)).toEqual([0, 1]);
    expect(rear(24, false)).toEqual([37, 38]);
    expect(rear(112, false)).toEqual([-1, -1]);
    expect(rear(112, true)).toEqual([98, 99]);
    expect(core.rearNeighbor(14, true, 2)).toBe(-1);
    for (const h of hexesOfBoard()) {
      expect(core.isBaseline(h, true)).toBe(core.hexRow(h) === 0);
      expect(core.isBaseline(h, false)).toBe(core.hexRow(h) === 8);
    }
  });

  it('bitboard helpers: popcount and listing agree', () => {
    expect(core.bbPopcount(core.withinBb(58, 3))).toBe(bbList(core.withinBb(58, 3)).length);
    expect(core.bbPopcount(core.neighborsBb(0))).toBe(2);
  });
});

describe('A.1 board sizes: EPIC 20 x 11 and La Grande 26 x 11', () => {
  it('A.1 setBoard refuses sizes outside 2..26 x 2..11 and keeps the board', () => {
    expect(core.setBoard(13, 9)).toBe(true);
    for (const [w, h] of [[1, 9], [27, 9], [13, 1], [13, 12], [0, 0], [-1, 5], [100, 100]]) {
      expect(core.setBoard(w, h), `${w}x${h}`).toBe(false);
    }
    expect([core.boardW(), core.boardH()]).toEqual([13, 9]);
  });

  it('A.1 EPIC and La Grande boards: layout, neighbours, distances, sections (bounds UNCONFIRMED)', () => {
    for (const [w, h, b1, b2] of [[20, 11, 12, 26], [26, 11, 16, 34]]) {
      expect(core.setBoard(w, h)).toBe(true);
      expect([core.boardW(), core.boardH(), core.hexCount()]).toEqual([w, h, w * h]);
      const all = hexesOfBoard();
      expect(all.length).toBe(w * h - Math.floor(h / 2));
      for (const x of all) {
        for (let d = 0; d < 6; d++) expect(core.neighbor(x, d)).toBe(modelNeighbor(x, d, w, h));
      }
      for (const a of [0, w - 1, (h - 1) * w, w * h - 1, w + 3]) {
        const bfs = bfsDistances(a);
        for (const b of all) expect(core.hexDistance(a, b), `${w}x${h} ${a}-${b}`).toBe(bfs.get(b));
      }
      expect(core.hexDistance(0, w - 1)).toBe(w - 1);
      expect([core.sectionBoundLeft(), core.sectionBoundRight()]).toEqual([b1, b2]);
      expect(all.every((x) => core.sectionMask(x) !== 0)).toBe(true);
      expect(core.isBaseline((h - 1) * w, false)).toBe(true);
    }
    expect(core.setBoard(13, 9)).toBe(true);
  });
});

// ---- RNG ------------------------------------------------------------------------------------------

const M64 = (1n << 64n) - 1n;
const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & M64;

/** SplitMix64 seeding + xoshiro256**, written independently in BigInt arithmetic. */
function referenceRng(seed: bigint) {
  let x = seed;
  const s: bigint[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b97f4a7c15n) & M64;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    s.push(z ^ (z >> 31n));
  }
  return () => {
    const result = (rotl((s[1] * 5n) & M64, 7n) * 9n) & M64;
    const t = (s[1] << 17n) & M64;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45n);
    return result;
  };
}

describe('seeded RNG (dice, shuffles)', () => {
  it('the same seed gives the reference xoshiro256** sequence', () => {
    const p = core.scratchPtr();
    for (const seed of [0n, 1n, 42n, 0xdeadbeefcafebaben]) {
      core.rngSeed(p, seed);
      const ref = referenceRng(seed);
      for (let i = 0; i < 50; i++) expect(core.rngNext(p)).toBe(ref());
    }
    expect(core.RNG_BYTES.value).toBe(32);
  });

  it('rngBelow stays in range and is roughly uniform', () => {
    const p = core.scratchPtr();
    core.rngSeed(p, 7n);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) {
      const v = core.rngBelow(p, 6);
      expect(v >= 0 && v < 6).toBe(true);
      counts[v]++;
    }
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    expect(core.rngBelow(p, 1)).toBe(0);
    core.rngSeed(p, 7n);
    const a = [0, 1, 2, 3, 4].map(() => core.rngBelow(p, 1000));
    core.rngSeed(p, 7n);
    expect([0, 1, 2, 3, 4].map(() => core.rngBelow(p, 1000))).toEqual(a);
  });
});
