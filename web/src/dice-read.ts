// How the page reads dice: which roll a die belongs to (who rolls at whom, close combat or not) and
// whether each face is a hit, a flag or a miss. The ONE place that reads the core's combat record;
// when the core reports each die's outcome itself, only markFaces and openRoll change.
// Callers: session.ts (log and rolls), summary.ts (luck), the dice tray.
import type { Game, State } from './engine.js';
import { UNIT_CLASS } from './cards.js';
import type { DiceRoll, Part } from './log.js';

const H = (hex: string): Part => ({ hex });

// combat record fields read here (assembly/cc/state.ts, combat block): 0 kind (0 ranged … 3 battle
// back, 4 first strike, 5 evading, 6 at a leader), 6 dice rolled, 11 roller unit, 12 struck unit,
// 16/17 a leader's hex (low/high byte), 42 mode (0 battle, 1 casualty check, 2 card roll)
const F = { kind: 0, rolled: 6, roller: 11, struck: 12, leaderLo: 16, leaderHi: 17, mode: 42 } as const;

/** True when this die starts a new roll (no die of the current roll has landed yet). */
export function startsRoll(before: State): boolean {
  return before.game.core.getCombat(before.ptr, F.rolled) === 0;
}

/** Marks faces of a main roll the way the rules count them (simplified: see docs/web.md). */
export function markFaces(r: DiceRoll): void {
  const cls = r.struckType ? UNIT_CLASS[r.struckType] : -1;
  const clsFace = ['light', 'medium', 'heavy'][cls] ?? '';
  r.marks = r.faces.map((f) => {
    if (!r.main) return f === 'flag' ? 'flag' : 'miss';
    if (f === clsFace) return 'hit';
    if (f === 'swords' && r.melee) return 'hit';
    if (f === 'leader' && r.helmetsHit) return 'hit';
    if (f === 'flag' && r.struckType) return 'flag';
    return 'miss';
  });
}

/** Opens a dice roll from the state just before its first die lands. */
export function openRoll(game: Game, before: State, side: number, sideNames: [string, string], unitName: (type: string) => string): DiceRoll {
  const c = game.core, p = before.ptr, e = game.enums;
  const mode = c.getCombat(p, F.mode);
  const kind = c.getCombat(p, F.kind);
  const roller = c.getCombat(p, F.roller);
  const struck = c.getCombat(p, F.struck);
  const n = c.getUnitCount(p);
  const unitHex = (u: number) => (u < n && c.getUnitHex(p, u) < e.GONE - 1 ? game.hexText(c.getUnitHex(p, u)) : null);
  const typeOf = (u: number) => (u < n ? e.Unit.name[c.getUnitType(p, u)] : null);
  const named = (u: number) => (u < n ? `${sideNames[c.getUnitSide(p, u)]} ${unitName(typeOf(u)!)}` : 'a unit');
  const melee = kind !== 0 && kind !== 5;
  if (mode === 0 && kind !== 6) {
    const rh = unitHex(roller), sh = unitHex(struck);
    const rollerSide = roller < n ? c.getUnitSide(p, roller) : side;
    const helmetsHit = melee && rh !== null && c.getLeaderAt(p, c.getUnitHex(p, roller)) !== e.NONE;
    const verb = kind === 3 ? ' battles back at ' : kind === 4 ? ' strikes first at ' : kind === 5 ? ' strikes the evading ' : melee ? ' attacks ' : ' fires at ';
    const label: Part[] = rh && sh ? [`${named(roller)} `, H(rh), verb, `${kind === 5 ? unitName(typeOf(struck)!) : named(struck)} `, H(sh)] : ['battle dice'];
    const pHit = (1 + (melee ? 1 : 0) + (helmetsHit ? 1 : 0)) / 6;
    return { side: rollerSide, label, faces: [], marks: [], pHit, main: true, struckType: typeOf(struck), melee, helmetsHit };
  }
  if (mode === 0 && kind === 6) {
    const rh = unitHex(roller);
    const dh = c.getCombat(p, F.leaderLo) | (c.getCombat(p, F.leaderHi) << 8);
    return { side, label: rh ? [`${named(roller)} `, H(rh), ' rolls for the leader at ', H(game.hexText(dh))] : ['dice at a leader'], faces: [], marks: [], pHit: 1 / 6, main: false, struckType: null, melee, helmetsHit: false };
  }
  return { side, label: [mode === 1 ? 'Leader casualty check' : 'Card roll'], faces: [], marks: [], pHit: 0, main: false, struckType: null, melee: false, helmetsHit: false };
}
