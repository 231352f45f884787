// Line of sight (rules digest A.2) against the debug core: hand-made fixtures on the standard 13 x 9
// board, symmetry and endpoint rules over every pair, and an independent reference (polygon clipping
// with exact rationals) that must list the same crossed hexes and hexside pairs for every pair.
// Failing fixtures print the board: F firer, T target, # blocker, * expected crossed hex.
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore, type CoreExports } from '../../src/core/wasm.ts';

let core: CoreExports;
let W = 13;
let H = 9;

beforeAll(async () => {
  core = await instantiateCore('debug');
  expect(core.setBoard(13, 9)).toBe(true);
});

const i32 = () => new Int32Array(core.memory.buffer);

function hexesOfBoard(): number[] {
  const out: number[] = [];
  for (let h = 0; h < W * H; h++) if (core.onBoard(h)) out.push(h);
  return out;
}

/** Hexes of the bitboard at p, through bbToList into the scratch buffer. */
function bbList(p: number): number[] {
  const sp = core.scratchPtr();
  const n = core.bbToList(p, sp);
  return Array.from(i32().subarray(sp >> 2, (sp >> 2) + n));
}

function hexsides(from: number, to: number): number[][] {
  const sp = core.scratchPtr();
  const n = core.losHexsides(from, to, sp);
  const m = i32();
  const out: number[][] = [];
  for (let k = 0; k < n; k++) out.push([m[(sp >> 2) + 2 * k], m[(sp >> 2) + 2 * k + 1]]);
  return out.sort((a, b) => a[0] - b[0]);
}

/** LOS with the listed blockers, written into the scratch buffer as i32s. */
function los(from: number, to: number, blockers: number[]): boolean {
  const sp = core.scratchPtr();
  i32().set(blockers, sp >> 2);
  return core.losClearTest(from, to, sp, blockers.length);
}

/** The board as text, top row first (odd rows indented half a hex), with marks. */
function drawBoard(marks: Record<number, string>): string {
  const lines: string[] = [];
  for (let row = H - 1; row >= 0; row--) {
    let line = (row & 1 ? '  ' : '') + String(row + 1).padStart(2) + ' ';
    const cols = row & 1 ? W - 1 : W;
    for (let col = 0; col < cols; col++) line += ' ' + (marks[row * W + col] ?? '.') + '  ';
    lines.push(line);
  }
  return '\n' + lines.join('\n');
}

function picture(from: number, to: number, blockers: number[]): string {
  const marks: Record<number, string> = {};
  for (const h of bbList(core.losBlockersBb(from, to))) marks[h] = '*';
  for (const h of blockers) marks[h] = '#';
  marks[from] = 'F';
  marks[to] = 'T';
  return drawBoard(marks);
}

function expectLos(from: number, to: number, blockers: number[], clear: boolean) {
  expect(los(from, to, blockers), `${from}->${to}` + picture(from, to, blockers)).toBe(clear);
  expect(los(to, from, blockers), `${to}->${from}` + picture(to, from, blockers)).toBe(clear);
}

// ---- Independent reference: clip the segment S + t (T - S), t in [0, 1], against each hex -------

const CORNERS = [[0, 2], [1, 1], [1, -1], [0, -2], [-1, -1], [-1, 1]]; // clockwise, X = x2, Y = 3 row

function centre(h: number) {
  const row = Math.floor(h / W);
  return { x: 2 * (h % W) + (row & 1), y: 3 * row };
}

type Q = [number, number]; // rational num / den, den > 0
const lt = (a: Q, b: Q) => a[0] * b[1] < b[0] * a[1];

function reference(s: number, t: number, hexes: number[]) {
  const S = centre(s);
  const T = centre(t);
  const D = { x: T.x - S.x, y: T.y - S.y };
  const interior: number[] = [];
  const boundary = new Map<string, number[]>();
  for (const h of hexes) {
    if (h === s || h === t) continue;
    const c = centre(h);
    let lo: Q = [0, 1];
    let hi: Q = [1, 1];
    let empty = false;
    const edges = CORNERS.map((a, k) => {
      const b = CORNERS[(k + 1) % 6];
      return { ax: c.x + a[0], ay: c.y + a[1], ex: b[0] - a[0], ey: b[1] - a[1] };
    });
    for (const { ax, ay, ex, ey } of edges) {
      // inside a clockwise polygon: cross(edge, P - a) <= 0 with P = S + t D, i.e. c0 + t c1 <= 0
      const c0 = ex * (S.y - ay) - ey * (S.x - ax);
      const c1 = ex * D.y - ey * D.x;
      if (c1 === 0) {
        if (c0 > 0) empty = true;
        continue;
      }
      const r: Q = c1 > 0 ? [-c0, c1] : [c0, -c1];
      if (c1 > 0) { if (lt(r, hi)) hi = r; } else if (lt(lo, r)) lo = r;
    }
    if (empty || lt(hi, lo)) continue;
    if (lo[0] * hi[1] === hi[0] * lo[1]) continue; // a single point: corner graze
    const mn = lo[0] * hi[1] + hi[0] * lo[1];
    const md = 2 * lo[1] * hi[1]; // midpoint t = mn / md
    const onEdge = edges.some(({ ax, ay, ex, ey }) =>
      ex * ((S.y - ay) * md + D.y * mn) - ey * ((S.x - ax) * md + D.x * mn) === 0);
    if (!onEdge) interior.push(h);
    else {
      const key = `${lo[0] * hi[1]}:${hi[0] * lo[1]}:${lo[1] * hi[1]}`;
      boundary.set(key, [...(boundary.get(key) ?? []), h]);
    }
  }
  const pairs = [...boundary.values()].filter((v) => v.length === 2).map((v) => v.sort((a, b) => a - b));
  return { interior: interior.sort((a, b) => a - b), pairs: pairs.sort((a, b) => a[0] - b[0]) };
}

// ---- Fixtures (13 x 9: hex = row * 13 + col; A1 = 0, E1 = 4, A2 = 13, B3 = 27) -------------------

describe('A.2 line of sight, standard board', () => {
  it('A.2 step 1: a clear line along a row sees its target', () => {
    expect(bbList(core.losBlockersBb(0, 4))).toEqual([1, 2, 3]);
    expectLos(0, 4, [], true);
    expectLos(0, 4, [13, 14, 15, 16, 17], true); // blockers in the next row do not touch the line
  });

  it('A.2 step 2: an intermediate hex holding a unit or blocking terrain blocks', () => {
    expectLos(0, 4, [2], false);
    expectLos(0, 4, [3], false);
    // A diagonal line: 0 (A1) to 40 (B4 = row 3, x2 = 3) crosses the interior of 13 and 27.
    expect(bbList(core.losBlockersBb(0, 40))).toEqual([13, 27]);
    expect(hexsides(0, 40)).toEqual([]);
    expectLos(0, 40, [13], false);
    expectLos(0, 40, [27], false);
    expectLos(0, 40, [1, 14, 26], true);
  });

  it('A.2 step 2: the firer and target hexes never block', () => {
    expectLos(0, 4, [0, 4], true);
    for (const s of [0, 60, 112]) {
      for (const t of hexesOfBoard()) if (t !== s) expect(los(s, t, [s, t]), `${s}->${t}`).toBe(true);
    }
  });

  it('A.2: adjacent hexes always see each other, whatever blocks around them', () => {
    const all = hexesOfBoard();
    for (const s of all) {
      for (let d = 0; d < 6; d++) {
        const t = core.neighbor(s, d);
        if (t >= 0) expect(los(s, t, all), `${s}->${t}`).toBe(true);
      }
    }
  });

  it('A.2 hexside: blocked only if both hexes block (vertical line B1 -> B3)', () => {
    // 1 (B1, x2 = 2) to 27 (B3, x2 = 2): the line runs along the hexside between 13 (A2) and 14 (B2).
    expect(bbList(core.losBlockersBb(1, 27))).toEqual([]);
    expect(hexsides(1, 27)).toEqual([[13, 14]]);
    expectLos(1, 27, [13], true);
    expectLos(1, 27, [14], true);
    expectLos(1, 27, [13, 14], false);
  });

  it('A.2 hexside: blocked only if both hexes block (oblique line A1 -> B2)', () => {
    // 0 (x2 0, row 0) to 14 (x2 3, row 1): along the hexside between 1 (B1) and 13 (A2).
    expect(hexsides(0, 14)).toEqual([[1, 13]]);
    expectLos(0, 14, [1], true);
    expectLos(0, 14, [13], true);
    expectLos(0, 14, [1, 13], false);
  });

  it('A.2 hexside: a hexside on the board edge (partner off the board) never blocks', () => {
    // 0 (A1) to 26 (A3) runs along the west edge of 13 (A2): its partner would be off the board.
    expect(hexsides(0, 26)).toEqual([]);
    expect(bbList(core.losBlockersBb(0, 26))).toEqual([]);
    expectLos(0, 26, [13], true);
  });

  it('A.2 decision: a line that only touches a corner of a hex is not blocked by it', () => {
    // 0 (A1) to 17 (E2, x2 = 9): passes exactly through a corner of 3 (D1) and of 14 (B2).
    expect(bbList(core.losBlockersBb(0, 17))).toEqual([1, 2, 15, 16]);
    expect(hexsides(0, 17)).toEqual([]);
    expectLos(0, 17, [3, 14], true);
    expectLos(0, 17, [3, 14, 2], false);
  });

  it('A.2: long lines (beyond any weapon range) are tabulated too', () => {
    expect(core.hexDistance(0, 112)).toBeGreaterThan(8);
    expectLos(0, 112, [], true);
    const crossed = bbList(core.losBlockersBb(0, 112));
    expect(crossed.length).toBeGreaterThan(8);
    expectLos(0, 112, [crossed[crossed.length >> 1]], false);
  });

  it('A.2: from -> to and to -> from agree for every pair and random blocker sets', () => {
    const all = hexesOfBoard();
    const bb = core.scratchPtr() + 2048; // a bitboard inside the scratch buffer
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
    for (let trial = 0; trial < 6; trial++) {
      const density = [0.1, 0.25, 0.4, 0.5, 0.6, 0.8][trial];
      const words = new BigUint64Array(core.memory.buffer, bb, core.BB_WORDS.value);
      words.fill(0n);
      for (const h of all) if (rand() < density) words[h >> 6] |= 1n << BigInt(h & 63);
      for (const s of all) {
        for (const t of all) {
          if (s >= t) continue;
          const a = core.losClear(s, t, bb);
          const b = core.losClear(t, s, bb);
          if (a !== b) expect(a, `asymmetric ${s}<->${t} at density ${density}`).toBe(b);
        }
      }
    }
  });

  it('A.2 step 4: crossed hexes and hexside pairs match an exact clipping reference on every pair', () => {
    const all = hexesOfBoard();
    let pairs = 0;
    for (const s of all) {
      for (const t of all) {
        if (s === t) continue;
        const ref = reference(s, t, all);
        const got = { interior: bbList(core.losBlockersBb(s, t)), pairs: hexsides(s, t) };
        pairs += got.pairs.length;
        if (JSON.stringify(got) !== JSON.stringify(ref)) {
          expect(got, `${s}->${t}` + picture(s, t, [])).toEqual(ref);
        }
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('A.2: bad hexes are refused (no LOS, no table)', () => {
    expect(los(-1, 4, [])).toBe(false);
    expect(los(0, 25, [])).toBe(false); // 25 is the hole at the end of row 2
    expect(core.losBlockersBb(0, 0)).toBe(0);
    expect(los(5, 5, [5])).toBe(true);
  });
});

describe('A.2 line of sight, large boards', () => {
  it('EPIC and La Grande boards match the reference on sampled pairs, within the pool', () => {
    for (const [w, h] of [[20, 11], [26, 11]]) {
      expect(core.setBoard(w, h)).toBe(true);
      W = w;
      H = h;
      expect(core.losPoolUsed()).toBeLessThanOrEqual(core.LOS_POOL_MAX.value);
      const all = hexesOfBoard();
      for (let i = 0; i < all.length; i += 7) {
        for (let j = 0; j < all.length; j += 3) {
          const s = all[i];
          const t = all[j];
          if (s === t) continue;
          const ref = reference(s, t, all);
          expect({ interior: bbList(core.losBlockersBb(s, t)), pairs: hexsides(s, t) }, `${w}x${h} ${s}->${t}`)
            .toEqual(ref);
        }
      }
    }
    expect(core.setBoard(13, 9)).toBe(true);
    W = 13;
    H = 9;
  });
});
