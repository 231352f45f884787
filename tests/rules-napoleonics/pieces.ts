// Rule-test helpers for the GM&T / EPIC pieces of Napoleonics (digest C.15 field works, C.16 national
// items, C.17 Tactician cards, D.9 objectives, D.10 garrisons and conscripts): the inline positions of
// helpers.ts plus the pieces, configured through the core's `scenarioNap` export (NapScen items) right
// after the scenario is compiled, before any state exists. Tactician plays and the new phases are
// applied by code (their action kinds have no text form yet: napoleonics/actions.ts).
import type { Game, State } from '../../src/core/game.ts';
import { Game as GameClass } from '../../src/core/game.ts';
import { NAPOLEONICS_SETUP } from '../../src/games/napoleonics/compile.ts';
import { scenarioOf, hexIndex, type NapSpec } from './helpers.ts';

type Core = Record<string, unknown> & {
  scenarioNap(id: number, a: number, b: number, c: number): number;
  neighbor(h: number, d: number): number;
  getUnitType(p: number, u: number): number;
  getUnitCount(p: number): number;
  getPhase(p: number): number;
  applyAction(p: number, code: number): number;
  legalActions(p: number, out: number): number;
};
export function core(game: Game): Core { return game.core as unknown as Core; }
export function en(game: Game, name: string): number {
  const g = (game.core as unknown as Record<string, WebAssembly.Global>)[name];
  if (!g) throw new Error(`no export ${name}`);
  return g.value as number;
}

export interface ObjectiveSpec {
  kind: 'HEX' | 'GROUP' | 'MAJORITY' | 'PERMANENT' | 'COUNT_UNITS' | 'ENEMY_NONE';
  side: 'bottom' | 'top' | 'either';
  sot?: boolean;
  start?: 'bottom' | 'top';
  banners: number;
  hexes: string[];
  exclude?: string | string[];
}
export interface Pieces {
  /** Field works on `hex`, on the sides facing each hex of `facing`. */
  fieldWorks?: { hex: string; facing: string[] }[];
  /** Hexes of French line units carrying a Conscript marker. */
  conscripts?: string[];
  garrisons?: [number, number];
  objectives?: ObjectiveSpec[];
  tactician?: [number, number];
  tacticianDeck?: Record<string, number>;
  guerrilla?: { side: 'bottom' | 'top'; tokens: number };
  /** Mother Russia: the rolling side, the voided faces (Face names), the dice (default: its Command cards). */
  motherRussia?: { side: 'bottom' | 'top'; void?: string[]; dice?: number };
  /** Roll-off for the first player: dice per side, the side winning a tie. */
  rollOff?: { dice: number; tie: 'bottom' | 'top'; face?: string };
  /** A side whose units never retreat (each flag not ignored costs a block). */
  holdGround?: 'bottom' | 'top';
  /** A side whose units retreat toward the nearer baseline of either side (Austerlitz #6). */
  retreatEither?: 'bottom' | 'top';
  /** D.9 Breakthrough: sides whose units may leave over the enemy baseline for a banner. */
  breakthrough?: 'bottom' | 'top' | 'either';
  /** D.9 Time Pressure: the side that may take it after playing a Scout. */
  timePressure?: 'bottom' | 'top';
  /** Hexes whose units battle at -N dice (the Goldbach): hex -> N. */
  battleOut?: Record<string, number>;
}

const SIDE = { bottom: 0, top: 1, either: 2 } as const;

function configure(game: Game, spec: NapSpec, p: Pieces): void {
  const c = core(game);
  const id = (n: string) => en(game, `NapScen.${n}`);
  const ok = (r: number, what: string) => { if (r < 0) throw new Error(`scenarioNap refused ${what}`); return r; };
  for (const fw of p.fieldWorks ?? []) {
    const h = hexIndex(fw.hex);
    let mask = 0;
    for (const f of fw.facing) {
      const d = [0, 1, 2, 3, 4, 5].find((dir) => c.neighbor(h, dir) === hexIndex(f));
      if (d === undefined) throw new Error(`${f} is not next to ${fw.hex}`);
      mask |= 1 << d;
    }
    ok(c.scenarioNap(id('FIELD_WORKS'), h, mask, 0), `field works ${fw.hex}`);
  }
  const unitHexes = spec.units.filter((u) => u.split(/\s+/)[1] !== 'leader').map((u) => u.split(/\s+/)[2]);
  for (const hx of p.conscripts ?? []) ok(c.scenarioNap(id('CONSCRIPT'), unitHexes.indexOf(hx), 0, 0), `conscript ${hx}`);
  if (p.garrisons) { c.scenarioNap(id('GARRISONS'), 0, p.garrisons[0], 0); c.scenarioNap(id('GARRISONS'), 1, p.garrisons[1], 0); }
  for (const o of p.objectives ?? []) {
    const b = SIDE[o.side] | ((o.sot ? 1 : 0) << 2) | ((o.start === undefined ? 2 : SIDE[o.start]) << 3);
    const oi = ok(c.scenarioNap(id('OBJECTIVE'), en(game, `ObjKind.${o.kind}`), b, o.banners), 'objective');
    for (const hx of o.hexes) ok(c.scenarioNap(id('OBJECTIVE_HEX'), oi, hexIndex(hx), 0), `objective hex ${hx}`);
    for (const x of [o.exclude ?? []].flat()) ok(c.scenarioNap(id('OBJECTIVE_EXCLUDE'), oi, en(game, `NUnit.${x}`), 0), `exclude ${x}`);
  }
  if (p.tactician) { c.scenarioNap(id('TACTICIAN'), 0, p.tactician[0], 0); c.scenarioNap(id('TACTICIAN'), 1, p.tactician[1], 0); }
  for (const [k, n] of Object.entries(p.tacticianDeck ?? {})) ok(c.scenarioNap(id('TACTICIAN_DECK'), en(game, `TCard.${k}`), n, 0), `deck ${k}`);
  if (p.guerrilla) c.scenarioNap(id('GUERRILLA'), SIDE[p.guerrilla.side], p.guerrilla.tokens, 0);
  if (p.rollOff) ok(c.scenarioNap(id('ROLL_OFF'), SIDE[p.rollOff.tie], p.rollOff.dice, en(game, `Face.${p.rollOff.face ?? 'SWORDS'}`)), 'roll-off');
  if (p.holdGround) c.scenarioNap(id('HOLD_GROUND'), SIDE[p.holdGround], 0, 0);
  if (p.retreatEither) c.scenarioNap(id('RETREAT_EITHER'), SIDE[p.retreatEither], 0, 0);
  if (p.breakthrough) c.scenarioNap(id('BREAKTHROUGH'), SIDE[p.breakthrough], 0, 0);
  if (p.timePressure) c.scenarioNap(id('TIME_PRESSURE'), SIDE[p.timePressure], 0, 0);
  for (const [hx, n] of Object.entries(p.battleOut ?? {})) ok(c.scenarioNap(id('BATTLE_OUT'), hexIndex(hx), n, 0), `battle-out ${hx}`);
  if (p.motherRussia) {
    const mask = (p.motherRussia.void ?? []).reduce((m, f) => m | (1 << en(game, `Face.${f}`)), 0);
    c.scenarioNap(id('MOTHER_RUSSIA'), SIDE[p.motherRussia.side], mask, p.motherRussia.dice ?? 0);
  }
}

/** napSetup (helpers.ts) with the pieces; the state is at the first decision after the deal. */
export async function napPieces(spec: NapSpec, pieces: Pieces): Promise<{ game: Game; state: State }> {
  const setup = { ...NAPOLEONICS_SETUP, compile(game: Game, rules: Record<string, number>) { NAPOLEONICS_SETUP.compile(game, rules); configure(game, spec, pieces); } };
  const game = await GameClass.instantiate(scenarioOf(spec) as never, setup, { build: 'debug', rules: spec.rules });
  const state = game.newState();
  return { game, state };
}

/** Legal codes of a state. */
export function legalCodes(state: State): number[] { return state.legalActions(); }
/** Applies a code that must be legal. */
export function applyCode(state: State, code: number): void {
  if (core(state.game).applyAction(state.ptr, code) !== 1) throw new Error(`code ${code} not legal (phase ${core(state.game).getPhase(state.ptr)})`);
}
/** An action code in the core's layout (types.ts). */
export function mk(kind: number, a = 0, b = 0, c = 0): number { return kind | (a << 6) | (b << 15) | (c << 24); }
export function phaseOf(state: State): number { return core(state.game).getPhase(state.ptr); }
export function call(state: State, fn: string, ...args: number[]): number {
  return (core(state.game)[fn] as (...a: number[]) => number)(state.ptr, ...args);
}
