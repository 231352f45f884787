// How the page reads dice: which roll a die belongs to (who rolls at whom, close combat or not),
// what each die did, and how likely a die was to hit. Every verdict comes from the rules core
// (State.combat, State.nextDieVerdict over assembly/cc/queries.ts): the page counts nothing itself.
// Callers: session.ts (log and rolls), summary.ts (luck), the dice tray.
import type { Game, State } from './engine.js';
import type { DiceRoll, FaceMark, Part } from './log.js';

const H = (hex: string): Part => ({ hex });

/** True when this die starts a new roll (no die of the current roll has landed yet). */
export function startsRoll(before: State): boolean {
  return before.combat().rolled === 0;
}

/**
 * What a die showing `face` does, asked of the state just before it lands (after a roll's last die
 * the battle has moved on). A roll that is not a battle's main roll (a casualty check, a card roll)
 * has no hits: its flags are shown as flags, the rest as misses.
 */
export function dieMark(before: State, face: string): FaceMark {
  return before.nextDieVerdict(face) ?? (face === 'flag' ? 'flag' : 'miss');
}

/** Opens a dice roll from the state just before its first die lands. */
export function openRoll(game: Game, before: State, side: number, sideNames: [string, string], typeName: (type: string, sideName: string) => string): DiceRoll {
  const c = game.core, p = before.ptr, e = game.enums;
  const cb = before.combat();
  const n = c.getUnitCount(p);
  const unitHex = (u: number | null) => (u !== null && u < n && c.getUnitHex(p, u) < e.GONE - 1 ? game.hexText(c.getUnitHex(p, u)) : null);
  const typeOf = (u: number | null) => (u !== null && u < n ? e.Unit.name[c.getUnitType(p, u)] : null);
  const named = (u: number | null) => (u !== null && u < n ? typeName(typeOf(u)!, sideNames[c.getUnitSide(p, u)]) : 'a unit');
  const pHit = cb.hitFaces === null ? 0 : cb.hitFaces / 6;
  if (cb.mode === 'main' && cb.kind !== 'leader') {
    const rh = unitHex(cb.roller), sh = unitHex(cb.struck);
    const rollerSide = cb.roller !== null && cb.roller < n ? c.getUnitSide(p, cb.roller) : side;
    const verb = { back: ' battles back at ', first: ' strikes first at ', evade: ' strikes the evading ', ranged: ' fires at ' }[cb.kind as string] ?? ' attacks ';
    const label: Part[] = rh && sh ? [`${named(cb.roller)} `, H(rh), verb, `${cb.kind === 'evade' ? typeName(typeOf(cb.struck)!, '').trim() : named(cb.struck)} `, H(sh)] : ['battle dice'];
    return { side: rollerSide, label, faces: [], marks: [], pHit, main: true };
  }
  if (cb.mode === 'main') {
    const rh = unitHex(cb.roller);
    return { side, label: rh ? [`${named(cb.roller)} `, H(rh), ' rolls for the leader at ', H(game.hexText(cb.defenderHex))] : ['dice at a leader'], faces: [], marks: [], pHit, main: false };
  }
  return { side, label: [cb.mode === 'check' ? 'Leader casualty check' : 'Card roll'], faces: [], marks: [], pHit: 0, main: false };
}
