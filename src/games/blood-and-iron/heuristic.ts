/**
 * The Blood & Iron heuristic for the contract (GameDef.heuristic) and the static value rollouts
 * end with (contract.ts). ORIGINAL.
 *
 * Greedy agent (src/agents/greedy.ts), unchanged since the engine's first version so that the
 * strength bar keeps its reference opponent:
 *   material(side) = steps lost by the side's units on the map + 4 per eliminated unit (public)
 *   score(seat)    = 10 * (VP(seat) - VP(enemy)) + material(enemy) - material(seat)
 * Root priors of the mcts agent (hp > 0 asks with params { prior: 1 }): the seat's view of the
 * evaluation margin (evaluation.ts) instead.
 * An action is scored by playing it on the scratch copy and resolving the chance that follows it
 * (dice, chit draws) with the core's generator, reseeded per action so the agent stays
 * deterministic; a terminal result scores +-1000. The static value for side 0 is evaluation.ts's
 * `evaluate`: the result at the end, else tanh(estimated final VP margin / SCALE).
 */
import type { GameState, Heuristic } from '../../core/contract.js';
import type { BiState } from './state.js';
import { evaluate, margin } from './evaluation.js';

function material(st: BiState, side: number): number {
  const c = st.game.core, p = st.ptr, units = st.game.scenario.units;
  let m = 0;
  for (let u = 0; u < units.length; u++) {
    if (units[u].side !== side) continue;
    const h = c.unitHex(p, u);
    if (h === -2) m += 4;
    else if (h >= 0) m += c.unitLost(p, u);
  }
  return m;
}

/** Value for side 0 in [-1, 1]. */
export function staticValue(st: BiState): number {
  return evaluate(st);
}

function seatScore(st: BiState, seat: number): number {
  if (st.isTerminal()) return 1000 * st.returns()[seat];
  const c = st.game.core, p = st.ptr;
  return 10 * (c.vpOf(p, seat) - c.vpOf(p, 1 - seat)) + material(st, 1 - seat) - material(st, seat);
}

/** The seat's view of the evaluation margin (evaluation.ts), +-1000 at the end. */
function seatMargin(st: BiState, seat: number): number {
  if (st.isTerminal()) return 1000 * st.returns()[seat];
  const m = margin(st);
  return seat === 0 ? m : -m;
}

export const biHeuristic: Heuristic = {
  scoreActions(state: GameState, scratch: GameState, seat: number, actions: Int32Array, n: number, out: Float64Array, params?: Readonly<Record<string, number>>): void {
    // the scratch state is a BiContractState (contract.ts), which carries its facade state as `bi`
    const bi = (scratch as GameState & { bi: BiState }).bi;
    const score = params?.prior ? seatMargin : seatScore;
    for (let i = 0; i < n; i++) {
      scratch.copyFrom(state);
      scratch.applyUnchecked(actions[i]);
      scratch.game.seedChance(0x5eed + i);
      for (let k = 0; k < 64 && scratch.isChance(); k++) scratch.sampleChance();
      out[i] = score(bi, seat);
    }
  },
};
