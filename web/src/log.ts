// The battle log: structured entries generated from each applied action and the change it made to
// the board (pieces removed, blocks lost, banners won). Hex references stay structured ({ hex })
// so the UI can link them to the board. Dice of one roll are grouped into one entry with each face
// marked as a hit, a flag or a miss. Called by Session.apply once per action.
import type { Game, State, UnitView } from './engine.js';
import { cardInfo, UNIT_CLASS, UNIT_NAMES } from './cards.js';

export type Part = string | { hex: string };
export type FaceMark = 'hit' | 'flag' | 'miss';

export interface DiceRoll {
  /** Side whose unit (or card) rolled, 0 bottom / 1 top. */
  side: number;
  label: Part[];
  faces: string[];
  marks: FaceMark[];
  /** Probability that one die of this roll scores a hit (for the luck summary); 0 for checks. */
  pHit: number;
  main: boolean;
  struckType: string | null;
  melee: boolean;
  helmetsHit: boolean;
}

export interface LogEntry {
  ply: number;
  turn: number;
  /** 0 / 1 for a side's decision, 2 for chance. */
  who: number;
  parts: Part[];
  kind: 'turn' | 'action' | 'dice' | 'event' | 'draw';
  dice?: DiceRoll;
}

const H = (hex: string): Part => ({ hex });

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
export function openRoll(game: Game, before: State, side: number): DiceRoll {
  const c = game.core, p = before.ptr, e = game.enums;
  const mode = c.getCombat(p, 42);
  const kind = c.getCombat(p, 0);
  const roller = c.getCombat(p, 11);
  const struck = c.getCombat(p, 12);
  const unitHex = (u: number) => (u < c.getUnitCount(p) && c.getUnitHex(p, u) < e.GONE - 1 ? game.hexText(c.getUnitHex(p, u)) : null);
  const typeOf = (u: number) => (u < c.getUnitCount(p) ? e.Unit.name[c.getUnitType(p, u)] : null);
  const melee = kind !== 0 && kind !== 5;
  if (mode === 0 && kind !== 6) {
    const rh = unitHex(roller), sh = unitHex(struck);
    const rollerSide = roller < c.getUnitCount(p) ? c.getUnitSide(p, roller) : side;
    const helmetsHit = melee && rh !== null && c.getLeaderAt(p, c.getUnitHex(p, roller)) !== e.NONE;
    const label: Part[] = rh && sh ? [H(rh), kind === 3 ? ' battles back at ' : kind === 4 ? ' strikes first at ' : kind === 5 ? ' strikes the evading unit at ' : melee ? ' attacks ' : ' fires at ', H(sh)] : ['battle dice'];
    const st = typeOf(struck);
    const pHit = (1 + (melee ? 1 : 0) + (helmetsHit ? 1 : 0)) / 6;
    return { side: rollerSide, label, faces: [], marks: [], pHit, main: true, struckType: st, melee, helmetsHit };
  }
  if (mode === 0 && kind === 6) {
    const rh = unitHex(roller);
    const dh = c.getCombat(p, 16) | (c.getCombat(p, 17) << 8);
    return { side, label: rh ? [H(rh), ' attacks the leader at ', H(game.hexText(dh))] : ['dice at a leader'], faces: [], marks: [], pHit: 1 / 6, main: false, struckType: null, melee, helmetsHit: false };
  }
  return { side, label: [mode === 1 ? 'casualty check' : 'card roll'], faces: [], marks: [], pHit: 0, main: false, struckType: null, melee: false, helmetsHit: false };
}

/** What changed on the board between two states: eliminations, block losses and gains, leaders, banners. */
export function boardEvents(game: Game, before: State, after: State, sideNames: [string, string]): Part[][] {
  const out: Part[][] = [];
  const b = new Map<number, UnitView>(before.units().map((u) => [u.id, u]));
  const a = new Map<number, UnitView>(after.units().map((u) => [u.id, u]));
  for (const [id, u] of b) {
    const v = a.get(id);
    const name = `${u.side === 'bottom' ? sideNames[0] : sideNames[1]} ${UNIT_NAMES[u.type] ?? u.type}`;
    if (!v) out.push([name, ' at ', H(u.hex), ' is eliminated']);
    else if (v.blocks < u.blocks) out.push([H(u.hex), ` ${name} loses ${u.blocks - v.blocks} block${u.blocks - v.blocks > 1 ? 's' : ''}`]);
    else if (v.blocks > u.blocks) out.push([H(v.hex), ` ${name} regains ${v.blocks - u.blocks} block${v.blocks - u.blocks > 1 ? 's' : ''}`]);
  }
  const bl = new Set(before.leaders().map((l) => l.id));
  const al = new Set(after.leaders().map((l) => l.id));
  for (const l of before.leaders()) if (bl.has(l.id) && !al.has(l.id)) out.push([`${l.side === 'bottom' ? sideNames[0] : sideNames[1]} leader at `, H(l.hex), ' is lost']);
  for (const s of [0, 1]) {
    const d = after.banners(s) - before.banners(s);
    if (d > 0) out.push([`${sideNames[s]} ${d > 1 ? `win ${d} banners` : 'wins a banner'} (${after.banners(s)}/${game.scenario.sides[s].banners})`]);
  }
  return out;
}

/** The readable form of one decision (dice and draws are handled by the caller). */
export function describe(text: string, sideName: string): Part[] {
  const [verb, arg = ''] = text.includes(':') ? [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)] : [text, ''];
  const two = (sep: string) => arg.split(sep);
  switch (verb) {
    case 'play': return [`${sideName} plays ${cardInfo(arg).title}`];
    case 'order': return ['orders ', H(arg)];
    case 'order-leader': return ['orders the leader at ', H(arg)];
    case 'end-orders': return ['ends orders'];
    case 'rally': return ['rallies ', H(arg)];
    case 'move': { const [f, t] = two('-'); return t === 'off' ? [H(f), ' leaves the board'] : [H(f), ' moves to ', H(t)]; }
    case 'leader': { const [f, t] = two('-'); return ['leader ', H(f), ' moves to ', H(t)]; }
    case 'end-moves': return ['ends movement'];
    case 'battle': { const [f, t] = two('x'); return [H(f), ' battles ', H(t)]; }
    case 'end-battles': return ['ends battles'];
    case 'accept': return [`${sideName} accepts the attack`];
    case 'evade': return [`${sideName} evades`];
    case 'first-strike': return [`${sideName} plays First Strike`];
    case 'evade-to': return ['evades to ', H(arg)];
    case 'ignore': return [`${sideName} ignores ${arg} flag${arg === '1' ? '' : 's'}`];
    case 'retreat': return ['retreats to ', H(arg)];
    case 'leader-evade': return arg === 'off' ? ['the leader escapes off the board'] : ['the leader escapes to ', H(arg)];
    case 'advance': return ['advances to ', H(arg)];
    case 'skip': return ['declines'];
    default: return [text];
  }
}
