// The Ancients heuristic behind the greedy agent (src/agents/greedy.ts asks it through the contract's
// `heuristic`): a one-ply score for each legal action. The position after the action (on the
// caller's determinized copy, so the opponent's true hand is never read) gets a small evaluation,
// plus a bonus by decision kind:
//   - battles: expected hits from the dice the unit would roll (the core's targetsFrom query) and
//     the chance of a flag, weighted towards weak targets it could eliminate;
//   - orders and card play: units near enemies and units that can battle now come first; a card
//     is judged by greedily ordering what it allows;
//   - moves, retreats, advances: the evaluation, which rewards closing on weak enemies, friendly
//     support (two or more adjacent friends), attached leaders, and banners and blocks.
// Called once per greedy decision; cost is one clone plus one apply per legal action.
import { State, type Game } from '../../core/game.js';
import type { GameState, Heuristic } from '../../core/contract.js';
import type { WasmState } from '../../core/wasm-contract.js';

// Hit chances are estimated, not ruled (the core decides real hits): each class has one die face,
// swords add a face in close combat except for these types (a heuristic copy of B.2; a core query
// for expected hits would replace it).
const NO_SWORDS = new Set(['LI', 'LB', 'LS', 'LC', 'WM']);

/** Precomputed per Game (one scenario): hex distances and neighbour lists. */
interface Geometry {
  n: number;
  dist: Int16Array;
  neighbors: Int16Array; // n*6, -1 where off board
}
const GEOMETRY = new WeakMap<Game, Geometry>();

/** Default weight of closing on enemies, per hex (tuned on greedy-vs-greedy game lengths; the greedy agent's close= default, src/agents/greedy.ts, is the same). */
export const DEFAULT_CLOSE = 2;

function geometry(game: Game): Geometry {
  let g = GEOMETRY.get(game);
  if (g) return g;
  const n = game.board.w * game.board.h;
  const core = game.core;
  const dist = new Int16Array(n * n).fill(99);
  const neighbors = new Int16Array(n * 6).fill(-1);
  for (let a = 0; a < n; a++) {
    if (!core.onBoard(a)) continue;
    for (let d = 0; d < 6; d++) neighbors[a * 6 + d] = core.neighbor(a, d);
    for (let b = 0; b < n; b++) if (core.onBoard(b)) dist[a * n + b] = core.hexDistance(a, b);
  }
  g = { n, dist, neighbors };
  GEOMETRY.set(game, g);
  return g;
}

interface Piece { hex: number; side: number; type: string; blocks: number; max: number }

function pieces(s: State): Piece[] {
  const c = s.game.core, p = s.ptr, e = s.game.enums;
  const out: Piece[] = [];
  const n = c.getUnitCount(p);
  for (let u = 0; u < n; u++) {
    const hex = c.getUnitHex(p, u);
    if (hex >= e.GONE - 1) continue;
    out.push({ hex, side: c.getUnitSide(p, u), type: e.Unit.name[c.getUnitType(p, u)], blocks: c.getUnitBlocks(p, u), max: c.getUnitMax(p, u) });
  }
  return out;
}

/** Position value for `side`: public information only (board, banners). */
export function evaluate(s: State, side: number, close = DEFAULT_CLOSE): number {
  if (s.isTerminal()) {
    const w = s.winner();
    return w === side ? 1e6 : w === 1 - side ? -1e6 : 0;
  }
  const g = geometry(s.game);
  const c = s.game.core, p = s.ptr, e = s.game.enums;
  const all = pieces(s);
  const own = all.filter((u) => u.side === side);
  const foe = all.filter((u) => u.side !== side);
  let v = 1000 * (s.banners(side) - s.banners(1 - side));
  for (const u of own) v += 10 * u.blocks;
  for (const u of foe) v -= 10 * u.blocks;
  const friendAt = new Set(own.map((u) => u.hex));
  const foeAt = new Set(foe.map((u) => u.hex));
  for (const u of own) {
    // close on weak enemies
    let best = 99;
    for (const f of foe) best = Math.min(best, g.dist[u.hex * g.n + f.hex] + 0.6 * f.blocks);
    if (foe.length) v -= close * best;
    // support and exposure
    let friends = 0, enemies = 0;
    for (let d = 0; d < 6; d++) {
      const m = g.neighbors[u.hex * 6 + d];
      if (m < 0) continue;
      if (friendAt.has(m)) friends++;
      else if (foeAt.has(m)) enemies++;
    }
    if (friends >= 2) v += 2;
    else if (friends === 0) v -= 1;
    if (enemies > 0 && u.blocks === 1) v -= 4;
  }
  // leaders attached to a unit are safe and useful
  for (let l = 0; l < c.getLeaderCount(p); l++) {
    const h = c.getLeaderHex(p, l);
    if (h >= e.GONE - 1 || c.getLeaderSide(p, l) !== side) continue;
    if (c.getUnitAt(p, h) !== e.NONE) v += 3;
  }
  return v;
}

/** Expected hits and flags of a battle from `from` against `to`: what the heuristic asks (a game may give its own). */
export type BattleOdds = (s: State, from: number, to: number) => { hits: number; flags: number; melee: boolean; dice: number };

/** Expected hits and flags of the unit on `from` battling the piece on `to` (0 when it cannot). */
export function battleOdds(s: State, from: number, to: number): { hits: number; flags: number; melee: boolean; dice: number } {
  const c = s.game.core, e = s.game.enums, buf = s.game.buffer;
  const n = c.targetsFrom(s.ptr, from, buf);
  const view = new Int32Array(c.memory.buffer, buf, n * 2);
  let dice = 0, melee = false;
  for (let i = 0; i < n; i++) {
    if (view[2 * i] === to) {
      dice = Math.abs(view[2 * i + 1]);
      melee = view[2 * i + 1] < 0;
    }
  }
  if (dice === 0) return { hits: 0, flags: 0, melee, dice };
  const ua = c.getUnitAt(s.ptr, from), ut = c.getUnitAt(s.ptr, to);
  const at = ua === e.NONE ? '' : e.Unit.name[c.getUnitType(s.ptr, ua)];
  const tt = ut === e.NONE ? '' : e.Unit.name[c.getUnitType(s.ptr, ut)];
  let p = 1 / 6; // the target's class symbol (a lone leader: helmets)
  if (melee && tt !== '' && !NO_SWORDS.has(at)) p += 1 / 6;
  return { hits: dice * p, flags: tt === '' ? 0 : dice / 6, melee, dice };
}

function hexOf(game: Game, text: string): number {
  const m = /^([A-Z])(\d+)$/.exec(text);
  if (!m) return -1;
  return (Number(m[2]) - 1) * game.board.w + (m[1].charCodeAt(0) - 65);
}

/** Scores actions on facade views of the caller's blocks (the same wasm instance as `game`). */
export class AncientsHeuristic implements Heuristic {
  private closeWeight = DEFAULT_CLOSE;
  /** `odds`: expected hits of a battle (default: the Ancients die, B.2; Napoleonics gives its own). */
  constructor(private readonly game: Game, private readonly odds: BattleOdds = battleOdds) {}

  /** `params.close`: weight of closing on weak enemies per hex (the greedy agent's close=). */
  scoreActions(state: GameState, scratchState: GameState, seat: number, actions: Int32Array, n: number, out: Float64Array, params: Readonly<Record<string, number>> = {}): void {
    const game = this.game;
    this.closeWeight = params.close ?? DEFAULT_CLOSE;
    const sim = new State(game, (state as WasmState).ptr);
    const scratch = new State(game, (scratchState as WasmState).ptr);
    // the side the seat plays for: EPIC's corps commanders (D.7 seats 2-7) score their side's position
    const side = state.game.sideOf(seat);
    const base = evaluate(sim, side, this.closeWeight);
    for (let i = 0; i < n; i++) out[i] = this.score(sim, scratch, side, actions[i], game.actionText(actions[i]), base);
  }

  private orderValue(s: State, side: number, hex: number): number {
    const g = geometry(s.game);
    const foes = pieces(s).filter((u) => u.side !== side);
    let near = 99;
    for (const f of foes) near = Math.min(near, g.dist[hex * g.n + f.hex]);
    let v = 20 - 2 * Math.min(near, 10);
    let bestHits = 0;
    for (const f of foes) bestHits = Math.max(bestHits, this.odds(s, hex, f.hex).hits);
    if (bestHits > 0) v += 10 + 5 * bestHits;
    return v;
  }

  private score(sim: State, scratch: State, side: number, a: number, text: string, base: number): number {
    const game = sim.game;
    const colon = text.indexOf(':');
    const verb = colon < 0 ? text : text.slice(0, colon);
    const arg = colon < 0 ? '' : text.slice(colon + 1);
    switch (verb) {
      case 'battle': {
        const [from, to] = arg.split('x').map((h) => hexOf(game, h));
        const o = this.odds(sim, from, to);
        const ut = sim.game.core.getUnitAt(sim.ptr, to);
        const blocks = ut === game.enums.NONE ? 1 : sim.game.core.getUnitBlocks(sim.ptr, ut);
        return base + 10 * o.hits + 30 * Math.min(1, o.hits / blocks) + 2 * o.flags + (o.melee && o.hits < blocks ? -2 : 0) + 1;
      }
      case 'end-battles': return base;
      case 'order': return base + this.orderValue(sim, side, hexOf(game, arg));
      case 'order-leader': return base + 5;
      case 'end-orders': return base - 50;
      case 'play': {
        scratch.copyFrom(sim);
        scratch.apply(a);
        let total = 0;
        for (let i = 0; i < 12 && scratch.phaseName() === 'ORDER' && scratch.currentPlayer() === side; i++) {
          let bestA = -1, bestV = -Infinity;
          for (const b of scratch.legalActions()) {
            const t = game.actionText(b);
            if (!t.startsWith('order:')) continue;
            const v = this.orderValue(scratch, side, hexOf(game, t.slice(6)));
            if (v > bestV) { bestV = v; bestA = b; }
          }
          if (bestA < 0) break;
          total += bestV;
          scratch.apply(bestA);
        }
        return base + total + (evaluate(scratch, side, this.closeWeight) - base);
      }
      case 'accept': return base;
      case 'evade': return base + 3;
      case 'first-strike': return base + 8;
      case 'ignore': return base + 5 * Number(arg);
      case 'rally': {
        const u = sim.game.core.getUnitAt(sim.ptr, hexOf(game, arg));
        return u === game.enums.NONE ? base : base + sim.game.core.getUnitMax(sim.ptr, u) - sim.game.core.getUnitBlocks(sim.ptr, u);
      }
      case 'end-moves': return base;
      default: {
        scratch.copyFrom(sim);
        scratch.apply(a);
        return evaluate(scratch, side, this.closeWeight) + (verb === 'advance' ? 2 : 0);
      }
    }
  }
}
