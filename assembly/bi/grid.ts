// The Blood & Iron map (rules digest 1.1 "Components", 1.4 "Grid"): hex ids as the seed writes them
// (CCRR: column then row), flat-topped hexes in columns, odd-numbered columns shifted half a hex down
// ("odd-q", the only layout that fits the seed's 4424/4524 -> 4320 example). Terrain, elevation and
// hexside features (stream, river, bridge, road, fortification) are static per scenario.
// Filled once by the scenario loader (index.ts); read by every rules module. Nothing allocates after
// module start.
//
// Index layout (column-major over the map window, first printed column c0 and row r0):
//
//   idx = (col - c0) * ROWS + (row - r0)           0 <= idx < COLS * ROWS <= MAX_HEX
//
//   col c0      col c0+1    ...
//   idx 0       idx ROWS
//   idx 1       idx ROWS+1          (odd printed columns sit half a hex lower)
//   ...
//
// Directions (flat-topped):      N(0)
//                          NW(5)       NE(1)
//                          SW(4)       SE(2)
//                                 S(3)          opposite(d) = (d + 3) % 6
// Offsets [dcol, drow]: odd col  N[0,-1] NE[1,0]  SE[1,1] S[0,1] SW[-1,1] NW[-1,0]
//                       even col N[0,-1] NE[1,-1] SE[1,0] S[0,1] SW[-1,0] NW[-1,-1]
// Cube coordinates (data file): x = col, z = row - (col - (col & 1)) / 2, y = -x - z.

export const MAX_HEX: i32 = 384; // 6-word bitboards (bb.ts)
export const MAX_COLS: i32 = 40;
export const MAX_ROWS: i32 = 40;

/** Terrain of a hex (B8). CITY is the seed's "ciudad" (Sedan); VINEYARD is the ORIGINAL row. */
export enum Ter { CLEAR = 0, WOODS = 1, TOWN = 2, VINEYARD = 3, CITY = 4 }
/** Hexside feature bits (B8). */
export enum Side { STREAM = 1, RIVER = 2, BRIDGE = 4, ROAD = 8, FORT = 16 }
/** Per-hex flags. FORT_HEX: a fortified city hex such as Sedan 4320 (ruling R3). */
export const HF_FORT: i32 = 1;

const DC_ODD: usize = memory.data<i8>([0, 1, 1, 0, -1, -1]);
const DR_ODD: usize = memory.data<i8>([-1, 0, 1, 1, 1, 0]);
const DC_EVEN: usize = memory.data<i8>([0, 1, 1, 0, -1, -1]);
const DR_EVEN: usize = memory.data<i8>([-1, -1, 0, 1, 0, -1]);

// Static tables: TER, ELEV, HFLAG u8[MAX_HEX]; NEIGH i16[MAX_HEX*6]; HS u8[MAX_HEX*6] (both sides).
const TER: usize = memory.data(MAX_HEX);
const ELEV: usize = memory.data(MAX_HEX);
const HFLAG: usize = memory.data(MAX_HEX);
const NEIGH: usize = memory.data(MAX_HEX * 6 * 2);
const HS: usize = memory.data(MAX_HEX * 6);

let C0: i32 = 0;
let R0: i32 = 0;
let COLS: i32 = 0;
let ROWS: i32 = 0;

@inline export function hexCount(): i32 { return COLS * ROWS; }
@inline export function firstCol(): i32 { return C0; }
@inline export function firstRow(): i32 { return R0; }
@inline export function cols(): i32 { return COLS; }
@inline export function rows(): i32 { return ROWS; }

/** Printed column and row of an index. */
@inline export function colOf(h: i32): i32 { return C0 + h / ROWS; }
@inline export function rowOf(h: i32): i32 { return R0 + h % ROWS; }
/** The seed's id as a number: col * 100 + row (4320). */
@inline export function hexId(h: i32): i32 { return colOf(h) * 100 + rowOf(h); }

/** Index of printed (col, row), or -1 when outside the window. */
export function hexAt(col: i32, row: i32): i32 {
  const c = col - C0;
  const r = row - R0;
  if (c < 0 || c >= COLS || r < 0 || r >= ROWS) return -1;
  return c * ROWS + r;
}
/** Index of the id CCRR (e.g. 4320), or -1. */
export function hexOfId(id: i32): i32 { return hexAt(id / 100, id % 100); }

@inline export function neighbor(h: i32, d: i32): i32 { return <i32>load<i16>(NEIGH + ((<usize>(h * 6 + d)) << 1)); }
@inline export function hexside(h: i32, d: i32): i32 { return <i32>load<u8>(HS + <usize>(h * 6 + d)); }
@inline export function terrain(h: i32): i32 { return <i32>load<u8>(TER + <usize>h); }
@inline export function elev(h: i32): i32 { return <i32>load<u8>(ELEV + <usize>h); }
@inline export function hexFlags(h: i32): i32 { return <i32>load<u8>(HFLAG + <usize>h); }
@inline export function isFortHex(h: i32): bool { return (hexFlags(h) & HF_FORT) != 0; }

/** Direction from a to its neighbour b, or -1 when not adjacent. */
export function dirTo(a: i32, b: i32): i32 {
  for (let d = 0; d < 6; d++) if (neighbor(a, d) == b) return d;
  return -1;
}
/** Features of the hexside between adjacent a and b (0 when none or not adjacent). */
export function sideBetween(a: i32, b: i32): i32 {
  const d = dirTo(a, b);
  return d < 0 ? 0 : hexside(a, d);
}

@inline export function cubeX(h: i32): i32 { return colOf(h); }
@inline export function cubeZ(h: i32): i32 { const c = colOf(h); return rowOf(h) - ((c - (c & 1)) >> 1); }

/** Hex distance: max(|dx|, |dy|, |dz|) in cube coordinates. */
export function distance(a: i32, b: i32): i32 {
  const dx = cubeX(a) - cubeX(b);
  const dz = cubeZ(a) - cubeZ(b);
  const dy = -dx - dz;
  return max(abs(dx), max(abs(dy), abs(dz)));
}

/** Index of the hex at cube (x, z), or -1 off the window. */
export function hexOfCube(x: i32, z: i32): i32 {
  const col = x;
  const row = z + ((col - (col & 1)) >> 1);
  return hexAt(col, row);
}

/** Starts a map window; clears terrain and hexsides. False when the size is out of range. */
export function gridBegin(c0: i32, r0: i32, c: i32, r: i32): bool {
  if (c < 1 || r < 1 || c > MAX_COLS || r > MAX_ROWS || c * r > MAX_HEX || c0 < 0 || r0 < 0) return false;
  C0 = c0; R0 = r0; COLS = c; ROWS = r;
  memory.fill(TER, 0, MAX_HEX);
  memory.fill(ELEV, 0, MAX_HEX);
  memory.fill(HFLAG, 0, MAX_HEX);
  memory.fill(HS, 0, MAX_HEX * 6);
  for (let h = 0; h < MAX_HEX; h++) {
    for (let d = 0; d < 6; d++) {
      let nb = -1;
      if (h < c * r) {
        const col = colOf(h);
        const row = rowOf(h);
        const odd = (col & 1) != 0;
        nb = hexAt(col + <i32>load<i8>((odd ? DC_ODD : DC_EVEN) + <usize>d), row + <i32>load<i8>((odd ? DR_ODD : DR_EVEN) + <usize>d));
      }
      store<i16>(NEIGH + ((<usize>(h * 6 + d)) << 1), <i16>nb);
    }
  }
  return true;
}

export function setHex(h: i32, ter: i32, el: i32, flags: i32): void {
  store<u8>(TER + <usize>h, <u8>ter);
  store<u8>(ELEV + <usize>h, <u8>el);
  store<u8>(HFLAG + <usize>h, <u8>flags);
}

/** Adds features to the hexside between adjacent a and b (both directions). False if not adjacent. */
export function addHexside(a: i32, b: i32, f: i32): bool {
  const d = dirTo(a, b);
  if (d < 0) return false;
  store<u8>(HS + <usize>(a * 6 + d), <u8>(hexside(a, d) | f));
  const e = (d + 3) % 6;
  store<u8>(HS + <usize>(b * 6 + e), <u8>(hexside(b, e) | f));
  return true;
}

/** Crossing a hexside is prohibited: an unbridged river (B8). */
@inline export function sideBlocked(f: i32): bool { return (f & Side.RIVER) != 0 && (f & Side.BRIDGE) == 0; }
