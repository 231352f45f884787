/**
 * The fixed policy index of Blood & Iron (GameState.policyIndex, Encoding.POLICY_SIZE and
 * POLICY_BLOCKS of contract.ts) and its chance index (GameDef.chanceIndex). One index per scenario:
 * its size follows the scenario's unit count U, leader count L and map window N = cols x rows
 * (Frœschwiller: U 52, L 16, N 280 -> 31,217 entries). Callers: contract.ts; the protocol and the
 * Python environment see it through the contract (docs/protocol.md, "Blood & Iron").
 *
 * An action code (assembly/bi/types.ts) is kind | a << 5 | b << 12 | c << 21 with a = unit or
 * leader slot, b = hex index in the map window, c = direction 0..5 (or die face, chit type).
 *
 *   block       size    index inside the block                         perHex
 *   global      5       pass 0, fire-go 1, melee-go 2, buy-combat 3, buy-reinf 4
 *   move        U*6     unit*6 + c                                      0
 *   retreat     U*6     unit*6 + c                                      0
 *   melee       U*6     unit*6 + direction from the unit's hex to b     0
 *   advance     U*6     unit*6 + direction from the unit's hex to b     0
 *   lmove       L*6     leader*6 + c                                    0
 *   activate    U       unit                                            0
 *   choose      U       unit                                            0
 *   opfire      U       unit                                            0
 *   buy-move    L       leader                                          0
 *   buy-strat   L       leader                                          0
 *   fire        N*U     b*U + unit (hex-major)                          U
 *   enter       N*U     b*U + unit (hex-major)                          U
 *   setup       N       b   (one unit sets up at a time: the core's mover)        1
 *   place       N       b   (one lone leader is placed at a time: the pending task) 1
 *
 * Melee and advance name an adjacent hex (seed 9.3, 9.34), so a direction from where the unit
 * stands says the same as the hex and keeps those blocks small; every other index is a function
 * of the code alone. Chance outcomes have no policy index (-1); their chance index is
 *   die face c (0..9) -> c,  chit type c (T1..T6 = 0..5) -> 10 + c   (CHANCE_SIZE 16).
 */
import type { PolicyBlockInfo } from '../../core/contract.js';
import type { BiExports } from '../../core/bi-wasm.js';

/** Act kinds (assembly/bi/types.ts enum Act); checked against the core's exported enum at build. */
const K = {
  PASS: 0, MOVE: 1, LMOVE: 2, ENTER: 3, FIRE: 4, FIRE_GO: 5, MELEE: 6, MELEE_GO: 7, BUY_MOVE: 8, BUY_COMBAT: 9,
  BUY_STRAT: 10, BUY_REINF: 11, ACTIVATE: 12, RETREAT: 13, CHOOSE: 14, ADVANCE: 15, OPFIRE: 16, DIE: 17, CHIT: 18,
  LPLACE: 19, SETUP: 20,
} as const;

export const BI_DIE_FACES = 10;
export const BI_CHIT_TYPES = 6;
export const BI_CHANCE_SIZE = BI_DIE_FACES + BI_CHIT_TYPES;

export interface BiPolicy {
  size: number;
  blocks: PolicyBlockInfo[];
  /** The policy index of decision `code` in state block `ptr` (-1 for chance codes and codes outside the index). */
  index(ptr: number, code: number): number;
}

/** The chance index of a chance outcome code (-1 for a decision code). */
export function biChanceIndex(code: number): number {
  const kind = code & 31, c = (code >> 21) & 15;
  if (kind === K.DIE) return c < BI_DIE_FACES ? c : -1;
  if (kind === K.CHIT) return c < BI_CHIT_TYPES ? BI_DIE_FACES + c : -1;
  return -1;
}

/** The policy index of one scenario loaded in `core` (unit, leader and hex counts from the core). */
export function biPolicy(core: BiExports): BiPolicy {
  const act = core.Act as unknown as Record<string, number>;
  for (const [name, v] of Object.entries(K)) {
    if (act[name] !== v) throw new Error(`Blood & Iron policy index: Act.${name} is ${act[name]} in the core, ${v} here (update src/games/blood-and-iron/policy.ts)`);
  }
  const U = core.unitCount(), L = core.leaderCount(), N = core.hexes();
  const blocks: PolicyBlockInfo[] = [];
  let at = 0;
  const block = (name: string, size: number, perHex = 0): number => {
    blocks.push({ name, start: at, size, perHex, hexMajor: perHex > 0 });
    const start = at;
    at += size;
    return start;
  };
  const G = block('global', 5);
  const MOVE = block('move', U * 6), RETREAT = block('retreat', U * 6), MELEE = block('melee', U * 6), ADVANCE = block('advance', U * 6);
  const LMOVE = block('lmove', L * 6);
  const ACTIVATE = block('activate', U), CHOOSE = block('choose', U), OPFIRE = block('opfire', U);
  const BUY_MOVE = block('buy-move', L), BUY_STRAT = block('buy-strat', L);
  const FIRE = block('fire', N * U, U), ENTER = block('enter', N * U, U);
  const SETUP = block('setup', N, 1), PLACE = block('place', N, 1);
  const size = at;

  /** Direction 0..5 from unit a's hex to hex index b, -1 when not adjacent. */
  const dirTo = (ptr: number, a: number, b: number): number => {
    const from = core.unitHex(ptr, a);
    if (from < 0) return -1;
    const to = core.hexIdOf(b);
    for (let d = 0; d < 6; d++) if (core.neighborId(from, d) === to) return d;
    return -1;
  };

  function index(ptr: number, code: number): number {
    if (code < 0) return -1;
    const kind = code & 31, a = (code >> 5) & 127, b = (code >> 12) & 511, c = (code >> 21) & 15;
    const unit = a < U, leader = a < L, hex = b < N, dir = c < 6;
    switch (kind) {
      case K.PASS: return G;
      case K.FIRE_GO: return G + 1;
      case K.MELEE_GO: return G + 2;
      case K.BUY_COMBAT: return G + 3;
      case K.BUY_REINF: return G + 4;
      case K.MOVE: return unit && dir ? MOVE + a * 6 + c : -1;
      case K.RETREAT: return unit && dir ? RETREAT + a * 6 + c : -1;
      case K.MELEE: case K.ADVANCE: {
        const d = unit && hex ? dirTo(ptr, a, b) : -1;
        return d < 0 ? -1 : (kind === K.MELEE ? MELEE : ADVANCE) + a * 6 + d;
      }
      case K.LMOVE: return leader && dir ? LMOVE + a * 6 + c : -1;
      case K.ACTIVATE: return unit ? ACTIVATE + a : -1;
      case K.CHOOSE: return unit ? CHOOSE + a : -1;
      case K.OPFIRE: return unit ? OPFIRE + a : -1;
      case K.BUY_MOVE: return leader ? BUY_MOVE + a : -1;
      case K.BUY_STRAT: return leader ? BUY_STRAT + a : -1;
      case K.FIRE: return unit && hex ? FIRE + b * U + a : -1;
      case K.ENTER: return unit && hex ? ENTER + b * U + a : -1;
      case K.SETUP: return hex ? SETUP + b : -1;
      case K.LPLACE: return hex ? PLACE + b : -1;
      default: return -1; // DIE, CHIT: chance outcomes
    }
  }
  return { size, blocks, index };
}

