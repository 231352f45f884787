// The Napoleonics unit reference of *Rules & keys*, measured from the rules core as the Ancients one
// is (unit-reference.ts): for each unit type of the battle a tiny core-level scenario is compiled
// with the Napoleonics ruleset (the unit alone on an open standard board at G3, an enemy line
// infantry unit far off, adjacent, or 2–5 hexes up the G column) and the core's own queries are
// read: its blocks, how far it may move (reachFrom), its melee dice against the adjacent line
// infantry and its fire dice at each range (targetsFrom: negative = melee), its retreat per flag (the
// ruleset table, Game.unitRules). Caller: play.ts (lazily, when the help opens).
import { napoleonicsGame, type Game } from '../engine.js';
import { napUnitClass, napUnitWords } from './names.js';

export interface NapUnitFacts { type: string; words: string; cls: 0 | 1 | 2; blocks: number; move: number; melee: number; fire: number[]; retreat: number }

const W = 13, H = 9; // the standard board (all six Austerlitz battles)
const at = (col: string, row: number) => (row - 1) * W + (col.charCodeAt(0) - 65);
const HOME = at('G', 3);

async function probe(type: string, enemy: number): Promise<Game> {
  return napoleonicsGame({
    id: 'probe', name: 'Probe', board: { w: W, h: H }, first: 0,
    sides: [{ cards: 1, banners: 5 }, { cards: 1, banners: 5 }], terrain: [], leaders: [],
    units: [{ side: 0, type, index: HOME }, { side: 1, type: type.startsWith('FR_') ? 'RU_LN' : 'FR_LN', index: enemy }],
  });
}

function targets(g: Game, ptr: number): Map<number, number> {
  const n = g.core.targetsFrom(ptr, HOME, g.buffer);
  const v = new Int32Array(g.core.memory.buffer, g.buffer, n * 2);
  const out = new Map<number, number>();
  for (let i = 0; i < n; i++) out.set(v[2 * i], v[2 * i + 1]);
  return out;
}

/** One unit type's facts, from the core. */
export async function napUnitFacts(type: string): Promise<NapUnitFacts> {
  const far = await probe(type, at('A', 9));
  let st = far.newState();
  const n = far.core.reachFrom(st.ptr, HOME, far.buffer);
  const move = Array.from(new Int32Array(far.core.memory.buffer, far.buffer, n)).reduce((m, h) => Math.max(m, far.core.hexDistance(HOME, h)), 0);
  const blocks = st.units().find((u) => u.side === 'bottom')?.maxBlocks ?? 0;
  const retreat = far.unitRules(type).retreatPerFlag;
  st.free();
  const near = await probe(type, at('G', 4));
  st = near.newState();
  const melee = Math.abs(targets(near, st.ptr).get(at('G', 4)) ?? 0);
  st.free();
  const fire: number[] = [];
  for (let d = 2; d <= 5; d++) {
    const g = await probe(type, at('G', 3 + d));
    st = g.newState();
    const dice = targets(g, st.ptr).get(at('G', 3 + d)) ?? 0;
    st.free();
    if (dice <= 0) break;
    fire.push(dice);
  }
  return { type, words: napUnitWords(type), cls: napUnitClass(type), blocks, move, melee, fire, retreat };
}

const cache = new Map<string, Promise<NapUnitFacts>>();
export function napUnitFactsCached(type: string): Promise<NapUnitFacts> {
  let p = cache.get(type);
  if (!p) { p = napUnitFacts(type); cache.set(type, p); }
  return p;
}
