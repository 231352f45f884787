/**
 * The static evaluation of a Blood & Iron position (ORIGINAL): the value for side 0 (Prussian) in
 * [-1, 1] that MCTS rollouts end with (contract.ts `rollout`, through heuristic.ts staticValue).
 * Called once per simulation; reads the state through the core's view exports. It refreshes the
 * command flags of the state it is given (the command check of R13, for the out-of-command term),
 * so callers pass scratch states: rollout leaves and the heuristic's copies.
 *
 * It estimates the final VP margin (seed 11.3 / 12.5, R1) rather than reading the current one, so
 * that a side moving towards an objective sees its value rise before the hex changes hands:
 *
 *   margin  = elimVP(P) - elimVP(F)                                  (eliminations so far)
 *           + sum over objectives h of  vp(h) * soft(h)               (hexes, in [-vp, +vp] each)
 *           + STEP * (steps lost by F - steps lost by P)              (material still on the map)
 *           + ROUT * (French routed - Prussian routed)
 *           + CMD  * (French out of command - Prussian out of command)
 *   soft(h) = tanh(HOLD * ctrl(h) + PUSH * pressure(h))
 *     ctrl(h)     +1 Prussian control, -1 French (R1; for Floing: a Prussian in-command unit on
 *                 the hex, else French)
 *     pressure(h) sum over the combat units of each side on the map of max(0, 1 - d / D), d the
 *                 distance to h, Prussian minus French; a routed unit counts half
 *     movement still to come: in a movement stage, a unit of the moving side that may still move
 *                 (unmoved in the initial phase; activated and not finished in a reserve command)
 *                 counts d - pot * MP/2 hexes away, pot = POT * min(1, URGENT / turns left)
 *   value   = tanh(margin / SCALE)
 *
 * An occupy-victory scenario (Floing) has one objective worth OCCUPY_VP and no VP of its own.
 * The weights are ORIGINAL, set by hand on a few games (docs/strength.md, "Blood & Iron").
 */
import type { BiState } from './state.js';

/** Objective weight of an occupy-victory hex (Floing 3611), in VP-like units. */
const OCCUPY_VP = 10;
/** The weights (ORIGINAL): docs/strength.md, "Blood & Iron", says how they were chosen. */
export const EVAL_WEIGHTS = { HOLD: 0.5, PUSH: 0.3, STEP: 0.5, ROUT: 0.5, SCALE: 12, D: 15, CMD: 0.3, POT: 0.5, URGENT: 4 };
const W = EVAL_WEIGHTS;

interface Objective { hex: number; vp: number; bit: number }
interface EvalTables {
  objectives: Objective[]; occupy: boolean;
  /** the core's flag bits and movement stages (its exported globals: one source of truth) */
  routed: number; inCmd: number; moved: number; acted: number; moveStages: number[]; initialMove: number;
}
const tables = new WeakMap<object, EvalTables>();

function tablesOf(st: BiState): EvalTables {
  let t = tables.get(st.game);
  if (!t) {
    const sc = st.game.scenario;
    const c = st.game.core;
    const g = (x: WebAssembly.Global) => x.value as number;
    const Stage = c.Stage as Record<string, number>;
    t = {
      objectives: sc.occupy ? [{ hex: sc.occupy.hex, vp: OCCUPY_VP, bit: -1 }] : sc.vp.map((v, i) => ({ hex: v.hex, vp: v.vp, bit: i })),
      occupy: !!sc.occupy,
      routed: g(c.UF_ROUTED), inCmd: g(c.UF_INCMD), moved: g(c.UF_MOVED), acted: g(c.UF_ACTED),
      moveStages: [Stage.MOVE, Stage.RMOVE, Stage.RENTER, Stage.STRAT], initialMove: Stage.MOVE,
    };
    tables.set(st.game, t);
  }
  return t;
}

/** Estimated final VP margin, Prussian minus French (the formula above, before SCALE). */
export function margin(st: BiState): number {
  const c = st.game.core, p = st.ptr, units = st.game.scenario.units;
  const t = tablesOf(st);
  let m = c.elimVpOf(p, 0) - c.elimVpOf(p, 1);
  const ctrlBits = c.vpControlOf(p);
  const stage = c.stageOf(p);
  // movement still to come: in the initial movement stage every unmoved unit of the phasing side,
  // in a reserve movement command the activated unit still moving
  const mover = t.moveStages.includes(stage) ? c.activeOf(p) : -1;
  const anyUnmoved = stage === t.initialMove;
  const turnsLeft = Math.max(1, st.game.scenario.turns.last - c.turnOf(p) + 1);
  const pot = W.POT * Math.min(1, W.URGENT / turnsLeft);
  c.commandCheckNow(p, 0);
  c.commandCheckNow(p, 1);
  for (const o of t.objectives) {
    let ctrl: number;
    if (t.occupy) {
      ctrl = -1;
      for (let u = 0; u < units.length; u++) {
        if (units[u].side === 0 && c.unitHex(p, u) === o.hex && (c.unitFlags(p, u) & t.inCmd) !== 0) { ctrl = 1; break; }
      }
    } else {
      ctrl = (ctrlBits & (1 << o.bit)) !== 0 ? -1 : 1;
    }
    let press = 0;
    for (let u = 0; u < units.length; u++) {
      const h = c.unitHex(p, u);
      if (h < 0) continue;
      let d = c.distanceIds(h, o.hex);
      if (pot > 0 && units[u].side === mover && (c.unitFlags(p, u) & t.moved) === 0 && (anyUnmoved || (c.unitFlags(p, u) & t.acted) !== 0)) {
        d = Math.max(0, d - pot * (c.unitMp(p, u) >> 1));
      }
      let k = Math.max(0, 1 - d / W.D);
      if ((c.unitFlags(p, u) & t.routed) !== 0) k *= 0.5;
      press += units[u].side === 0 ? k : -k;
    }
    m += o.vp * Math.tanh(W.HOLD * ctrl + W.PUSH * press);
  }
  for (let u = 0; u < units.length; u++) {
    const h = c.unitHex(p, u);
    if (h < 0) continue;
    const sign = units[u].side === 0 ? -1 : 1;
    m += sign * W.STEP * c.unitLost(p, u);
    if ((c.unitFlags(p, u) & t.inCmd) === 0) m += sign * W.CMD;
    if ((c.unitFlags(p, u) & t.routed) !== 0) m += sign * W.ROUT;
  }
  return m;
}

/** Value for side 0 in [-1, 1]: the result at the end, else tanh(margin / SCALE). */
export function evaluate(st: BiState): number {
  if (st.isTerminal()) return st.returns()[0];
  return Math.tanh(margin(st) / W.SCALE);
}
