// The Napoleonics terrain reference of *Rules & keys* (C.15), measured from the rules core as the
// unit reference is (nap/reference.ts): for each terrain type of the battle's file, tiny core-level
// scenarios are compiled with the Napoleonics ruleset on an open standard board and the core's own
// queries are read. Nothing is retyped from the rules: what the core does, the table says.
//
//   probe board (13x9, row 1 at the bottom; G3 -> G4 -> H5 is a straight line, G4 its only middle hex)
//     entering:       French line infantry on G3, the terrain on G4: is G4 in reachFrom(G3)?
//     stops a move:   French light infantry (moves 2) on G3, the terrain on G4: is H5 still reachable?
//     melee into it:  French line infantry / light cavalry on G3, a Russian line unit on G4 (the
//                     terrain there, then open ground): targetsFrom's dice for G4
//     fire into it:   French foot artillery on G3, a Russian line unit on H5 (2 hexes): dice for H5
//     line of sight:  the same gun and target, the terrain on the empty G4: is H5 still a target?
// Caller: play.ts (lazily, when the help opens); nap/help.ts draws the table.
import { napoleonicsGame, type Game } from '../engine.js';

export interface NapTerrainFacts {
  /** The file's terrain type ("town", "stream" …). */
  type: string;
  /** A line infantry unit may move onto it. */
  enter: boolean;
  /** Entering it ends the move (null: it cannot be entered). */
  stops: boolean | null;
  /** Melee dice of a line infantry and of a light cavalry unit against a line unit on it, and on open ground (null: no unit may stand there). */
  meleeInf: number | null; meleeCav: number | null; openInf: number; openCav: number;
  /** Foot artillery's dice at 2 hexes against a line unit on it, and on open ground. */
  fire: number | null; openFire: number;
  /** It blocks the line of sight through its centre. */
  blocksSight: boolean;
}

const W = 13, H = 9;
const at = (col: string, row: number) => (row - 1) * W + (col.charCodeAt(0) - 65);
const HOME = at('G', 3), MID = at('G', 4), FAR = at('H', 5), CORNER = at('A', 9);

interface Probe { game: Game; ptr: number; free(): void }

/** A probe battle: one French unit on G3, one Russian line unit at `enemy`, the terrain (file type) on `where`. */
async function probe(type: string, enemy: number, terrain: { index: number; type: string }[]): Promise<Probe> {
  const game = await napoleonicsGame({
    id: 'terrain-probe', name: 'Terrain probe', board: { w: W, h: H }, first: 0,
    sides: [{ cards: 1, banners: 5 }, { cards: 1, banners: 5 }], terrain, leaders: [],
    units: [{ side: 0, type, index: HOME }, { side: 1, type: 'RU_LN', index: enemy }],
  });
  const st = game.newState();
  return { game, ptr: st.ptr, free: () => st.free() };
}

function reach(p: Probe): number[] {
  const n = p.game.core.reachFrom(p.ptr, HOME, p.game.buffer);
  return Array.from(new Int32Array(p.game.core.memory.buffer, p.game.buffer, n));
}

function dice(p: Probe, target: number): number {
  const n = p.game.core.targetsFrom(p.ptr, HOME, p.game.buffer);
  const v = new Int32Array(p.game.core.memory.buffer, p.game.buffer, n * 2);
  for (let i = 0; i < n; i++) if (v[2 * i] === target) return Math.abs(v[2 * i + 1]);
  return 0;
}

/** Runs `f` on a probe and frees it; null when the core refuses the battle (no unit may stand there). */
async function measure<T>(type: string, enemy: number, terrain: { index: number; type: string }[], f: (p: Probe) => T): Promise<T | null> {
  let p: Probe;
  try { p = await probe(type, enemy, terrain); } catch { return null; }
  try { return f(p); } finally { p.free(); }
}

/** One terrain type's facts, from the core. */
export async function napTerrainFacts(type: string): Promise<NapTerrainFacts> {
  const on = (index: number) => [{ index, type }];
  const enter = (await measure('FR_LN', CORNER, on(MID), (p) => reach(p).includes(MID))) ?? false;
  const stops = enter ? !(await measure('FR_LT', CORNER, on(MID), (p) => reach(p).includes(FAR))) : null;
  const openInf = (await measure('FR_LN', MID, [], (p) => dice(p, MID))) ?? 0;
  const openCav = (await measure('FR_LC', MID, [], (p) => dice(p, MID))) ?? 0;
  const openFire = (await measure('FR_FA', FAR, [], (p) => dice(p, FAR))) ?? 0;
  // a terrain no unit may enter holds no target (the probe may still place one there: not asked)
  const meleeInf = enter ? await measure('FR_LN', MID, on(MID), (p) => dice(p, MID)) : null;
  const meleeCav = enter ? await measure('FR_LC', MID, on(MID), (p) => dice(p, MID)) : null;
  const fire = enter ? await measure('FR_FA', FAR, on(FAR), (p) => dice(p, FAR)) : null;
  const blocksSight = (await measure('FR_FA', FAR, on(MID), (p) => dice(p, FAR) === 0)) ?? false;
  return { type, enter, stops, meleeInf, meleeCav, openInf, openCav, fire, openFire, blocksSight };
}

const cache = new Map<string, Promise<NapTerrainFacts>>();
export function napTerrainFactsCached(type: string): Promise<NapTerrainFacts> {
  let p = cache.get(type);
  if (!p) { p = napTerrainFacts(type); cache.set(type, p); }
  return p;
}

/** The terrain types of a battle's file, in first-seen order (field works are a hexside: left out). */
export function battleTerrainTypes(terrain: readonly { type: string }[]): string[] {
  return [...new Set(terrain.map((t) => t.type).filter((t) => t !== 'field-works'))];
}
