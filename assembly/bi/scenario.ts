// Static facts of the loaded scenario (not part of any game state): each unit's side, type, rating,
// corps, division and movement allowance; each leader's level, formation and values; entry areas,
// victory-point hexes, turns and victory form. Filled through index.ts by the TypeScript loader
// (src/games/blood-and-iron/loader.ts); read by every rules module. Fixed-size static tables.
//
//   units   [MAX_UNITS]   x 8: side u8 | type u8 | rating u8 | corps u8 | div u8 (255 none) | ma u8 | arrTurn u8 | area u8
//           (area: the arrival area of a reinforcement, the setup area of a unit on the map at the start)
//   leaders [MAX_LEADERS] x 8: side u8 | level u8 | form u8 (255 = army: every unit) | cmd u8 | range u8 | repCmd u8 | repRange u8 (255 = no replacement) | arrTurn u8
//   leaderArrArea u8[MAX_LEADERS]; leaderSetup hexes live in the template state.
//   areas   [MAX_AREAS]   x (count u8, hexes u16[MAX_ENTRY])
//   vpHex   [MAX_VP]      x (hex u16, vp u8, initial owner u8)
//   areaCenter u16[MAX_AREAS], areaRadius u8[MAX_AREAS] (setup areas, seed 11.1)
import { MAX_UNITS, MAX_LEADERS } from "./state";

export const MAX_AREAS: i32 = 16;
export const MAX_ENTRY: i32 = 6;
export const MAX_VP: i32 = 8;
export const ARMY_FORM: i32 = 255;

const UNITS: usize = memory.data(MAX_UNITS * 8);
const LEADERS: usize = memory.data(MAX_LEADERS * 8);
const L_AREA: usize = memory.data(MAX_LEADERS);
const AREAS: usize = memory.data(MAX_AREAS * (2 + MAX_ENTRY * 2));
const VPS: usize = memory.data(MAX_VP * 4);
const AREA_CENTER: usize = memory.data(MAX_AREAS * 2);
const AREA_RADIUS: usize = memory.data(MAX_AREAS);
let freeSetup: bool = false;

let nUnits: i32 = 0;
let nLeaders: i32 = 0;
let nVp: i32 = 0;
let turnFirst: i32 = 1;
let turnLast: i32 = 1;
let specialCp: bool = false;
let occupyHex: i32 = -1; // condition-form victory (Floing 12.5): the hex
let occupySide: i32 = 0;

export function scenReset(): void {
  nUnits = 0; nLeaders = 0; nVp = 0; turnFirst = 1; turnLast = 1; specialCp = false; occupyHex = -1; occupySide = 0;
  memory.fill(UNITS, 0, <usize>(MAX_UNITS * 8));
  memory.fill(LEADERS, 0, <usize>(MAX_LEADERS * 8));
  memory.fill(AREAS, 0, <usize>(MAX_AREAS * (2 + MAX_ENTRY * 2)));
  memory.fill(AREA_CENTER, 0xFF, <usize>(MAX_AREAS * 2));
  memory.fill(AREA_RADIUS, 0, <usize>MAX_AREAS);
  freeSetup = false;
}
/** Seed 11.1 free setup (an option): each unit with a setup area may be placed anywhere within it. */
export function setFreeSetup(on: bool): void { freeSetup = on; }
@inline export function isFreeSetup(): bool { return freeSetup; }
export function setAreaInfo(area: i32, center: i32, radius: i32): bool {
  if (area < 0 || area >= MAX_AREAS) return false;
  store<u16>(AREA_CENTER + <usize>(area * 2), center);
  store<u8>(AREA_RADIUS + <usize>area, radius);
  return true;
}
/** Centre hex index of an area, or -1 when unknown. */
export function areaCenter(area: i32): i32 { const c = <i32>load<u16>(AREA_CENTER + <usize>(area * 2)); return c == 0xFFFF ? -1 : c; }
export function areaRadius(area: i32): i32 { return <i32>load<u8>(AREA_RADIUS + <usize>area); }

@inline export function unitCount(): i32 { return nUnits; }
@inline export function leaderCount(): i32 { return nLeaders; }
@inline export function vpCount(): i32 { return nVp; }
@inline export function firstTurn(): i32 { return turnFirst; }
@inline export function lastTurn(): i32 { return turnLast; }
@inline export function specialTable(): bool { return specialCp; }
@inline export function victoryHex(): i32 { return occupyHex; }
@inline export function victorySide(): i32 { return occupySide; }

export function setTurns(first: i32, last: i32, special: bool): void { turnFirst = first; turnLast = last; specialCp = special; }
export function setOccupyVictory(hex: i32, side: i32): void { occupyHex = hex; occupySide = side; }

export function addUnitStatic(side: i32, type: i32, rating: i32, corps: i32, div: i32, ma: i32, arrTurn: i32, arrArea: i32): i32 {
  if (nUnits >= MAX_UNITS) return -1;
  const p = UNITS + <usize>(nUnits * 8);
  store<u8>(p, side); store<u8>(p + 1, type); store<u8>(p + 2, rating); store<u8>(p + 3, corps);
  store<u8>(p + 4, div); store<u8>(p + 5, ma); store<u8>(p + 6, arrTurn); store<u8>(p + 7, arrArea);
  return nUnits++;
}
@inline function UP(u: i32): usize { return UNITS + <usize>(u << 3); }
@inline export function uSide(u: i32): i32 { return load<u8>(UP(u)); }
@inline export function uType(u: i32): i32 { return load<u8>(UP(u) + 1); }
@inline export function uRating(u: i32): i32 { return load<u8>(UP(u) + 2); }
@inline export function uCorps(u: i32): i32 { return load<u8>(UP(u) + 3); }
@inline export function uDiv(u: i32): i32 { return load<u8>(UP(u) + 4); }
@inline export function uMa(u: i32): i32 { return load<u8>(UP(u) + 5); }
@inline export function uArrTurn(u: i32): i32 { return load<u8>(UP(u) + 6); }
@inline export function uArrArea(u: i32): i32 { return load<u8>(UP(u) + 7); }
@inline export function isArtillery(u: i32): bool { return uType(u) >= 2; }

export function addLeaderStatic(side: i32, level: i32, form: i32, cmd: i32, range: i32, repCmd: i32, repRange: i32, arrTurn: i32, arrArea: i32): i32 {
  if (nLeaders >= MAX_LEADERS) return -1;
  const p = LEADERS + <usize>(nLeaders * 8);
  store<u8>(p, side); store<u8>(p + 1, level); store<u8>(p + 2, form); store<u8>(p + 3, cmd);
  store<u8>(p + 4, range); store<u8>(p + 5, repCmd); store<u8>(p + 6, repRange); store<u8>(p + 7, arrTurn);
  store<u8>(L_AREA + <usize>nLeaders, arrArea);
  return nLeaders++;
}
@inline function LP(l: i32): usize { return LEADERS + <usize>(l << 3); }
@inline export function lSide(l: i32): i32 { return load<u8>(LP(l)); }
@inline export function lLevel(l: i32): i32 { return load<u8>(LP(l) + 1); }
@inline export function lForm(l: i32): i32 { return load<u8>(LP(l) + 2); }
@inline export function lCmdBase(l: i32): i32 { return load<u8>(LP(l) + 3); }
@inline export function lRangeBase(l: i32): i32 { return load<u8>(LP(l) + 4); }
@inline export function lRepCmd(l: i32): i32 { return load<u8>(LP(l) + 5); }
@inline export function lRepRange(l: i32): i32 { return load<u8>(LP(l) + 6); }
@inline export function lArrTurn(l: i32): i32 { return load<u8>(LP(l) + 7); }
@inline export function lArrArea(l: i32): i32 { return load<u8>(L_AREA + <usize>l); }
@inline export function lHasReplacement(l: i32): bool { return lRepRange(l) != 255; }

/** Is leader l one of unit u's own leaders (division, corps or army; R13)? */
export function isOwnLeader(l: i32, u: i32): bool {
  if (lSide(l) != uSide(u)) return false;
  const f = lForm(l);
  return f == ARMY_FORM || f == uCorps(u) || (uDiv(u) != 255 && f == uDiv(u));
}
/** Is unit u directly under leader l for strategic movement (R12: his formation's units)? */
export function isDirectlyUnder(l: i32, u: i32): bool { return isOwnLeader(l, u); }

export function addAreaHex(area: i32, hex: i32): bool {
  if (area < 0 || area >= MAX_AREAS) return false;
  const p = AREAS + <usize>(area * (2 + MAX_ENTRY * 2));
  const n = <i32>load<u8>(p);
  if (n >= MAX_ENTRY) return false;
  store<u16>(p + 2 + <usize>(n * 2), hex);
  store<u8>(p, n + 1);
  return true;
}
export function areaCount(area: i32): i32 { return <i32>load<u8>(AREAS + <usize>(area * (2 + MAX_ENTRY * 2))); }
export function areaHex(area: i32, i: i32): i32 { return <i32>load<u16>(AREAS + <usize>(area * (2 + MAX_ENTRY * 2)) + 2 + <usize>(i * 2)); }

export function addVp(hex: i32, vp: i32, owner: i32): i32 {
  if (nVp >= MAX_VP) return -1;
  const p = VPS + <usize>(nVp * 4);
  store<u16>(p, hex); store<u8>(p + 2, vp); store<u8>(p + 3, owner);
  return nVp++;
}
export function vpHex(i: i32): i32 { return <i32>load<u16>(VPS + <usize>(i * 4)); }
export function vpValue(i: i32): i32 { return <i32>load<u8>(VPS + <usize>(i * 4) + 2); }
export function vpOwner0(i: i32): i32 { return <i32>load<u8>(VPS + <usize>(i * 4) + 3); }
