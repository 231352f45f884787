/**
 * The Blood & Iron observation of one seat (GameState.observe in contract.ts), built in TypeScript
 * from the core's per-unit views: only public facts and the seat's own chits, so it does not change
 * when the opponent's unrevealed chits are resampled (tests/bi/contract.test.ts checks that through
 * determinize). Not tuned for a network (none exists for this game); OBS_VERSION 1.
 *
 *   planes [OBS_PLANES][H = map rows][W = map cols], index p*H*W + row*W + col, row/col from the
 *   hex id CCRR minus the map window's first column/row:
 *     0 own units           1 enemy units         2 own strength / 10   3 enemy revealed strength / 10
 *     4 enemy unrevealed    5 own steps lost      6 enemy steps lost    7 own routed
 *     8 enemy routed        9 own leaders        10 enemy leaders      11 victory hex value / 10
 *   globals [OBS_GLOBALS]:
 *     0 turn / last turn   1 seat is the active side   2 seat is to decide   3 own CP / 10
 *     4 enemy CP / 10      5 own VP / 10             6 enemy VP / 10       7 stage / 8
 *     8..13 own cup: chits of type T1..T6 / 10
 */
import type { BiState } from './state.js';

export const OBS_PLANES = 12;
export const OBS_GLOBALS = 14;

export function observeBi(st: BiState, seat: number, planes: Float32Array, globals: Float32Array): void {
  const g = st.game, c = g.core, p = st.ptr, m = g.scenario.map;
  const W = m.cols, H = m.rows, HW = W * H, opp = 1 - seat;
  const REVEALED = (c.UF_REVEALED as WebAssembly.Global).value as number;
  const ROUTED = (c.UF_ROUTED as WebAssembly.Global).value as number;
  planes.fill(0, 0, OBS_PLANES * HW);
  const cell = (id: number) => {
    const col = Math.floor(id / 100) - m.c0, row = (id % 100) - m.r0;
    return col >= 0 && col < W && row >= 0 && row < H ? row * W + col : -1;
  };
  const units = g.scenario.units;
  for (let u = 0; u < units.length; u++) {
    const k = cell(c.unitHex(p, u));
    if (k < 0) continue;
    const own = units[u].side === seat, flags = c.unitFlags(p, u);
    planes[(own ? 0 : 1) * HW + k] += 1;
    if (own) planes[2 * HW + k] += c.unitStrength(p, u) / 10;
    else if (flags & REVEALED) planes[3 * HW + k] += c.unitStrength(p, u) / 10;
    else planes[4 * HW + k] += 1;
    planes[(own ? 5 : 6) * HW + k] += c.unitLost(p, u);
    if (flags & ROUTED) planes[(own ? 7 : 8) * HW + k] += 1;
  }
  const leaders = g.scenario.leaders;
  for (let l = 0; l < leaders.length; l++) {
    const k = cell(c.leaderHex(p, l));
    if (k >= 0) planes[(leaders[l].side === seat ? 9 : 10) * HW + k] += 1;
  }
  for (const v of g.scenario.vp) { const k = cell(v.hex); if (k >= 0) planes[11 * HW + k] += v.vp / 10; }
  globals[0] = c.turnOf(p) / Math.max(1, g.scenario.turns.last);
  globals[1] = c.activeOf(p) === seat ? 1 : 0;
  globals[2] = c.currentPlayer(p) === seat ? 1 : 0;
  globals[3] = c.cpOf(p, seat) / 10;
  globals[4] = c.cpOf(p, opp) / 10;
  globals[5] = c.vpOf(p, seat) / 10;
  globals[6] = c.vpOf(p, opp) / 10;
  globals[7] = c.stageOf(p) / 8;
  for (let t = 0; t < 6; t++) globals[8 + t] = c.cupOf(p, seat, t) / 10;
}
