// The end-of-game summary of a Blood & Iron game as data (no DOM): the result, and per side the
// victory points and victory hexes held (seed 12, the core's VP count and hex control), the units
// eliminated, the steps lost by units still in play, the units routed at the end, the leaders lost or
// replaced, the fires and melees the side resolved, and its combat dice: the d10s rolled for its fires,
// opportunity fires and melees against the 5.5 average (on both tables, B4 and B5, a higher roll is
// mostly better for the side that fires or attacks), with the game's length in turns and decisions.
// Everything is read from the core's state and the session's record. Callers: summary-view.ts, tests.
import { coreConst } from './engine.js';
import { SIDE_NAMES } from './words.js';
import type { BiSession } from './session.js';

export interface BiSideSummary {
  side: number; name: string; vp: number; hexesHeld: number; unitsEliminated: number; stepsLost: number; routed: number;
  leadersLost: number; leadersReplaced: number; fires: number; melees: number;
  /** The side's combat d10s (firing or attacking): how many and their mean (null with none). */
  dice: number; diceMean: number | null;
}
export interface BiSummary { over: boolean; winner: number | null; result: string; title: string; turn: number; decisions: number; sides: BiSideSummary[] }

export function biSummary(s: BiSession): BiSummary {
  const g = s.game, c = g.core, p = s.state.ptr, sc = g.scenario;
  const REPL = coreConst(g, 'LF_REPLACED');
  const ctrl = c.vpControlOf(p);
  const over = s.state.isTerminal(), winner = over ? s.state.winner() : null;
  const sides = [0, 1].map((side): BiSideSummary => {
    const mine = sc.units.map((u, i) => ({ u, i })).filter((x) => x.u.side === side);
    const inPlay = mine.filter((x) => c.unitHex(p, x.i) !== -2);
    const leaders = sc.leaders.map((l, i) => ({ l, i })).filter((x) => x.l.side === side);
    const decided = (t: string) => s.texts.filter((x, k) => x === t && s.who[k] === side).length;
    const rolls = s.rolls.filter((r) => r.side === side);
    return {
      side, name: SIDE_NAMES[side], vp: s.state.vp(side),
      hexesHeld: sc.vp.filter((_, k) => ((ctrl >> k) & 1) === side).length,
      unitsEliminated: mine.length - inPlay.length,
      stepsLost: inPlay.reduce((a, x) => a + c.unitLost(p, x.i), 0),
      routed: inPlay.filter((x) => c.unitHex(p, x.i) >= 0 && (c.unitFlags(p, x.i) & coreConst(g, 'UF_ROUTED')) !== 0).length,
      leadersLost: leaders.filter((x) => c.leaderHex(p, x.i) === -2).length,
      leadersReplaced: leaders.filter((x) => c.leaderHex(p, x.i) !== -2 && (c.leaderFlags(p, x.i) & REPL) !== 0).length,
      fires: decided('fire-go'), melees: decided('melee-go'),
      dice: rolls.length, diceMean: rolls.length ? rolls.reduce((a, r) => a + r.roll, 0) / rolls.length : null,
    };
  });
  const title = !over ? 'The game is not over' : winner === null ? 'A draw' : `${SIDE_NAMES[winner]} victory`;
  return { over, winner, result: over ? s.resultText() : '', title, turn: s.turn(), decisions: s.texts.filter((_, k) => s.who[k] < 2).length, sides };
}
