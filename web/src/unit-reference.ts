// The unit reference of *Rules & keys*, measured from the rules core itself rather than retyped:
// for each unit type a tiny battle is compiled into the core (the unit alone in the middle of an
// open standard board, an enemy far away or at a chosen distance) and the core's own queries are
// read: how far it can move (reachFrom, the farthest hex), how many dice it rolls in close combat
// against a medium infantry unit and at each range (targetsFrom), and its blocks; its retreat per
// flag and special rules are the core's ruleset table entries (Game.unitRules). Whatever the core's
// tables say, the reference says; only the words for each rule bit are the page's. Caller: view/panels.ts (the help dialog), lazily.
import { Game, normalizeScenario, parseScenario, parseHexText, MAX_BLOCKS, TERRAIN_TYPES, type TerrainType, type UnitType } from './engine.js';

export interface UnitFacts {
  type: UnitType;
  blocks: number;
  /** Hexes it may move (open ground, no card bonus). */
  move: number;
  /** Dice in close combat against medium infantry (0: none). */
  close: number;
  /** Dice when firing at distance 2, 3, … (empty: no ranged fire). */
  ranged: number[];
  /** Hexes it retreats per flag (the core's ruleset table). */
  retreat: number;
  /** Its special rules in words, one per property bit the core's table sets. */
  special: string[];
}

/** Words for the core's unit property bits (assembly/cc/ruleset.ts P_*, by name); a bit without words shows its name. */
const PROP_WORDS: Record<string, string> = {
  MOUNTED: 'mounted', CAVALRY: 'cavalry: one extra hex after advancing', LIGHT_FOOT: 'light foot: may pass through friends under light-troop cards',
  FOREST_FIGHTER: 'may battle the turn it enters a forest', NO_SWORDS: 'its swords never hit',
  ELEPHANT: 'elephant: re-rolls swords, may rampage, no helmet hits, gets no support', WARRIOR: 'warriors: dice by strength, ignore a flag at full strength',
  WAR_MACHINE: 'war machine: no dice after moving, leaves the board when it evades', CHARIOT: 'ignores one sword hit in close combat',
  AUXILIA: 'no battle after moving 2 hexes', SHIES_ELEPHANTS: 'retreats one more hex per elephant flag', NO_RALLY: 'never regains blocks',
};

const HOME = 'G3';
/** Straight up the G column: G(3+d) is d hexes from G3. */
const AT = (d: number) => `G${3 + d}`;

type Probe = { game: Game; dispose(): void; home: number; state: ReturnType<Game['newState']> };

async function probe(type: UnitType, enemyAt: string, terrain: { hex: string; type: TerrainType }[] = []): Promise<Probe> {
  const sc = {
    game: 'ancients', id: 'probe', name: 'Probe', board: 'standard', first: 'bottom',
    sides: { bottom: { name: 'A', cards: 1, banners: 5 }, top: { name: 'B', cards: 1, banners: 5 } },
    terrain, units: [{ side: 'bottom', type, hex: HOME }, { side: 'top', type: 'MI', hex: enemyAt }],
  };
  const r = parseScenario(sc);
  if (!r.ok) throw new Error(`unit reference probe for ${type}: ${r.errors.join('; ')}`);
  const game = await Game.create(normalizeScenario(r.scenario));
  const state = game.newState();
  return { game, state, home: parseHexText(game.board, HOME)!, dispose: () => state.free() };
}

function targets(p: Probe): Map<number, number> {
  const { game, state, home } = p;
  const n = game.core.targetsFrom(state.ptr, home, game.buffer);
  const v = new Int32Array(game.core.memory.buffer, game.buffer, n * 2);
  const out = new Map<number, number>();
  for (let i = 0; i < n; i++) out.set(v[2 * i], v[2 * i + 1]);
  return out;
}

/** Facts of one unit type, from the core. */
export async function unitFacts(type: UnitType): Promise<UnitFacts> {
  // movement: the enemy far off in a corner
  const far = await probe(type, 'A9');
  const n = far.game.core.reachFrom(far.state.ptr, far.home, far.game.buffer);
  const dests = Array.from(new Int32Array(far.game.core.memory.buffer, far.game.buffer, n));
  const move = dests.reduce((m, h) => Math.max(m, far.game.core.hexDistance(far.home, h)), 0);
  const rules = far.game.unitRules(type);
  far.dispose();
  // close combat: the enemy next to it
  const near = await probe(type, AT(1));
  const close = Math.abs(targets(near).get(parseHexText(near.game.board, AT(1))!) ?? 0);
  near.dispose();
  // ranged fire: the enemy at 2, 3, … hexes, until it is out of reach
  const ranged: number[] = [];
  for (let d = 2; d <= 6; d++) {
    const p = await probe(type, AT(d));
    const dice = targets(p).get(parseHexText(p.game.board, AT(d))!) ?? 0;
    p.dispose();
    if (dice <= 0) break;
    ranged.push(dice);
  }
  const special = rules.props.map((p) => PROP_WORDS[p] ?? p.toLowerCase().replace(/_/g, ' '));
  return { type, blocks: MAX_BLOCKS[type], move, close, ranged, retreat: rules.retreatPerFlag, special };
}

const cache = new Map<string, Promise<UnitFacts>>();
export function unitFactsCached(type: UnitType): Promise<UnitFacts> {
  let p = cache.get(type);
  if (!p) { p = unitFacts(type); cache.set(type, p); }
  return p;
}

export interface TerrainFacts {
  type: TerrainType;
  /** Whether a medium infantry unit may move onto it. */
  enter: boolean;
  /** Dice of a medium infantry unit attacking a medium infantry unit standing on it (open ground: `openDice`); null when no unit may stand there. */
  dice: number | null;
  openDice: number;
  /** Whether it blocks a light bow's shot through its centre. */
  blocksSight: boolean;
}

/** Facts of one terrain, from the core: entering, battling into it, line of sight across it. */
export async function terrainFacts(type: TerrainType): Promise<TerrainFacts> {
  const step = await probe('MI', 'A9', [{ hex: AT(1), type }]);
  const n = step.game.core.reachFrom(step.state.ptr, step.home, step.game.buffer);
  const enter = Array.from(new Int32Array(step.game.core.memory.buffer, step.game.buffer, n)).includes(parseHexText(step.game.board, AT(1))!);
  step.dispose();
  const open = await probe('MI', AT(1));
  const openDice = Math.abs(targets(open).get(parseHexText(open.game.board, AT(1))!) ?? 0);
  open.dispose();
  let dice: number | null = null;
  try {
    const on = await probe('MI', AT(1), [{ hex: AT(1), type }]);
    dice = Math.abs(targets(on).get(parseHexText(on.game.board, AT(1))!) ?? 0);
    on.dispose();
  } catch { dice = null; /* no unit may stand on it (lake, river, steep hill) */ }
  // G3 to H5 runs through the centre of G4 (not along a hexside)
  const shot = await probe('LB', 'H5', [{ hex: AT(1), type }]);
  const blocksSight = !targets(shot).has(parseHexText(shot.game.board, 'H5')!);
  shot.dispose();
  return { type, enter, dice, openDice, blocksSight };
}

let terrainCache: Promise<TerrainFacts[]> | null = null;
export function allTerrainFacts(): Promise<TerrainFacts[]> {
  if (!terrainCache) terrainCache = Promise.all(TERRAIN_TYPES.map((t) => terrainFacts(t)));
  return terrainCache;
}
