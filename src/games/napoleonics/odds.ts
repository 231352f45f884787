// Expected hits and flags of a Napoleonics battle for the greedy agent's one-ply heuristic (the
// Ancients heuristic, src/games/ancients/heuristic.ts, takes this as its `odds`): the dice the
// core would roll (its targetsFrom query: count, and melee or ranged), times the chance that one
// die hits the target (C.2: the die has two infantry sides and one each of cavalry, artillery,
// sabre, flag; sabres hit in melee only, never for a no-sabre unit; a lone leader is hit by
// sabres). An estimate for ranking moves, not a rule: the core decides the real hits.
// Called once per scored battle or order by the greedy agent.
import type { State } from '../../core/game.js';

/** The die-symbol class of a Napoleonics core unit type, from its name (NUnit, e.g. "RU_COS"). */
export function napClassOf(type: string): 'infantry' | 'cavalry' | 'artillery' {
  const kind = type.slice(type.indexOf('_') + 1);
  if (/^(G?[FH]A|RB)$/.test(kind)) return 'artillery'; // RB: the British rocket battery (C.10)
  if (/^(G?LC|G?HC|CU|COS|LNCR)$/.test(kind)) return 'cavalry';
  return 'infantry';
}

/** Sides of the die (of 6) that hit each class (C.2). */
const CLASS_SIDES = { infantry: 2, cavalry: 1, artillery: 1 } as const;

export function napoleonicsOdds(s: State, from: number, to: number): { hits: number; flags: number; melee: boolean; dice: number } {
  const c = s.game.core, e = s.game.enums, buf = s.game.buffer;
  const n = c.targetsFrom(s.ptr, from, buf);
  const view = new Int32Array(c.memory.buffer, buf, n * 2);
  let dice = 0, melee = false;
  for (let i = 0; i < n; i++) {
    if (view[2 * i] === to) { dice = Math.abs(view[2 * i + 1]); melee = view[2 * i + 1] < 0; }
  }
  if (dice === 0) return { hits: 0, flags: 0, melee, dice };
  const ua = c.getUnitAt(s.ptr, from), ut = c.getUnitAt(s.ptr, to);
  const noSabre = ua !== e.NONE && (c.unitTypeProps(c.getUnitType(s.ptr, ua)) & (c.P_NO_SWORDS as WebAssembly.Global).value) !== 0;
  const sabre = melee && !noSabre ? 1 : 0;
  if (ut === e.NONE) return { hits: dice * sabre / 6, flags: 0, melee, dice }; // a lone leader: sabres
  const sides = CLASS_SIDES[napClassOf(e.Unit.name[c.getUnitType(s.ptr, ut)])] + sabre;
  return { hits: dice * sides / 6, flags: dice / 6, melee, dice };
}
