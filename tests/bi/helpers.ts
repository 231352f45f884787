// Builders for small inline Blood & Iron positions (rule tests): a map window with chosen terrain,
// a handful of units and leaders, and a state put straight into a stage with chits chosen and
// rolls forced by applying DIE / CHIT outcomes. Used by every tests/bi/*.test.ts.
import { BiGame, BiState } from '../../src/games/blood-and-iron/state.js';
import type { NormalizedBi, NormUnit, NormLeader } from '../../src/games/blood-and-iron/loader.js';

export const P = 0; // prussian
export const F = 1; // french
export const INF = 0, CAV = 1, ART = 2, HART = 3;
export const A = 0, B = 1, C = 2, D = 3;
export const CLEAR = 0, WOODS = 1, TOWN = 2, VINEYARD = 3, CITY = 4;
export const STREAM = 1, RIVER = 2, BRIDGE = 4, ROAD = 8, FORT = 16;
/** B7 chit types T1..T6 as indices. */
export const T1 = 0, T2 = 1, T3 = 2, T4 = 3, T5 = 4, T6 = 5;
export const ROUTED = 1, FIRED = 2, TARGETED = 4, ATTACKED = 8, INCMD = 16, REVEALED = 32;

export interface UnitSpec { id: string; side: number; type?: number; rating?: number; corps?: number; div?: number; ma?: number; hex?: number; arrTurn?: number; arrArea?: number }
export interface LeaderSpec { id: string; side: number; level?: number; form?: number; command?: number; range?: number; rep?: [number, number] | null; hex?: number; arrTurn?: number; arrArea?: number }
export interface MapSpec {
  c0?: number; r0?: number; cols?: number; rows?: number;
  hexes?: Record<number, { ter?: number; elev?: number; flags?: number }>;
  sides?: [number, number, number][];
  units: UnitSpec[]; leaders?: LeaderSpec[];
  turns?: [number, number]; special?: boolean;
  areas?: number[][]; vp?: { hex: number; vp: number; owner: number }[]; occupy?: { hex: number; side: number } | null;
}

/** A normalized scenario from a compact spec (formations: 0 = corps "X" of each side, 1 = its division). */
export function inlineScenario(spec: MapSpec): NormalizedBi {
  const c0 = spec.c0 ?? 1, r0 = spec.r0 ?? 1, cols = spec.cols ?? 10, rows = spec.rows ?? 10;
  const hexes = [];
  for (let c = c0; c < c0 + cols; c++) for (let r = r0; r < r0 + rows; r++) {
    const id = c * 100 + r;
    const h = spec.hexes?.[id] ?? {};
    hexes.push({ id, ter: h.ter ?? CLEAR, elev: h.elev ?? 0, flags: h.flags ?? 0 });
  }
  const units: NormUnit[] = spec.units.map((u) => ({
    id: u.id, name: u.id, side: u.side, type: u.type ?? INF, rating: u.rating ?? B, corps: u.corps ?? 0, div: u.div ?? 255,
    ma: u.ma ?? (u.type === CAV || u.type === HART ? 8 : 5), setup: u.hex ?? 0, arrTurn: u.arrTurn ?? 0, arrArea: u.arrArea ?? 0,
  }));
  const leaders: NormLeader[] = (spec.leaders ?? []).map((l) => ({
    id: l.id, name: l.id, side: l.side, level: l.level ?? 1, form: l.form ?? 0, command: l.command ?? 1, range: l.range ?? 4,
    repCommand: l.rep === null ? 0 : (l.rep ?? [1, 4])[0], repRange: l.rep === null ? 255 : (l.rep ?? [1, 4])[1],
    arrTurn: l.arrTurn ?? 0, arrArea: l.arrArea ?? 0, setup: l.hex ?? 0,
  }));
  return {
    id: 'inline', title: 'inline test position', label: 'test', map: { id: 'inline', c0, r0, cols, rows, hexes, sides: (spec.sides ?? []).map(([a, b, f]) => ({ a, b, f })) },
    turns: { first: spec.turns?.[0] ?? 1, last: spec.turns?.[1] ?? 3 }, special: spec.special ?? false,
    areas: (spec.areas ?? []).map((entry, i) => ({ letter: String.fromCharCode(65 + i), entry, center: 0, radius: 0 })), formations: ['X', 'X/1'],
    units, leaders, vp: spec.vp ?? [{ hex: c0 * 100 + r0, vp: 1, owner: F }], occupy: spec.occupy ?? null,
  };
}

export async function inlineGame(spec: MapSpec, opts: { monotonicB5?: boolean; freeSetup?: boolean } = {}): Promise<BiGame> {
  return BiGame.create(inlineScenario(spec), 'debug', opts);
}

/** Core enum tables of a game (read from the wasm exports). */
export function E(g: BiGame) {
  const c = g.core;
  return { Act: c.Act, Stage: c.Stage, APhase: c.APhase, K: c.K, FR: c.FR, MR: c.MR };
}

/** A state of g put in stage `st` with `side` phasing; every unit set as in `units`
 *  ([index, hexId, chit, lost, flags]); units not listed keep their setup. */
export function position(g: BiGame, st: number, side: number, aphase: number, units: [number, number, number, number, number][] = []): BiState {
  const s = g.newState();
  const c = g.core;
  for (const [u, hex, chit, lost, flags] of units) c.testSetUnit(s.ptr, u, hex, chit, lost, flags);
  c.testSetStage(s.ptr, st, side, aphase);
  return s;
}

export function act(g: BiGame, kind: number, a = 0, b = 0, c = 0): number { return g.core.encodeAction(kind, a, b, c); }
/** Applies a forced d10 face (1..10) at a chance node. */
export function roll(s: BiState, face: number): void {
  const g = s.game;
  if (!s.isChance()) throw new Error(`not a chance node (pending ${g.core.pendingTask(s.ptr)})`);
  s.apply(act(g, g.core.Act.DIE, 0, 0, face - 1));
}
export function hexIdx(g: BiGame, id: number): number { return g.core.hexIndex(id); }
export function pending(s: BiState): string | null { const k = s.game.core.pendingTask(s.ptr); return k ? s.game.core.K[k] : null; }
export function hexOf(s: BiState, u: number): number { return s.game.core.unitHex(s.ptr, u); }
