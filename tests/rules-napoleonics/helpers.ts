// Rule-test helpers for Napoleonics (rules digest part C, /work/shared/rules/commands-and-colors.md):
// build a small inline position on the standard 13 x 9 board through the core's setup exports
// (src/games/napoleonics/compile.ts, ruleset NAPOLEONICS), bring it to the first PLAY decision, play
// cards by their Napoleonics name, apply action texts (moves, battles, dice), and read the dice a unit
// would roll (the core's targetsFrom query). Used by every tests/rules-napoleonics/*.test.ts file.
import { expect } from 'vitest';
import type { Game, State } from '../../src/core/game.ts';
import { createNapoleonicsGame, napCardCode, type NapoleonicsCoreScenario } from '../../src/games/napoleonics/compile.ts';

export interface NapSpec {
  /** "<b|t> <TYPE> <HEX> [L] [<blocks>]" (TYPE an NUnit name, e.g. FR_LN); "<b|t> leader <HEX>". */
  units: string[];
  /** "<terrain> <HEX>" (forest, hill, town, castle, church, orchard, stream, marsh, river, lake). */
  terrain?: string[];
  hands?: { bottom?: string[]; top?: string[] };
  banners?: { bottom?: number; top?: number };
  first?: 'bottom' | 'top';
  rules?: Record<string, number>;
  /** Prussian Iron Will counters [bottom, top] (C.16). */
  ironWill?: [number, number];
}

const W = 13, H = 9;
export function hexIndex(text: string): number {
  const m = /^([A-Z])(\d+)$/.exec(text);
  if (!m) throw new Error(`bad hex ${text}`);
  return (Number(m[2]) - 1) * W + (m[1].charCodeAt(0) - 65);
}

/** Units and leaders of "<b|t> <TYPE> <HEX> [L] [<blocks>]" / "<b|t> leader <HEX>" lines, hexes read by `hexOf` (also the EPIC helpers'). */
export function piecesOf(lines: string[], hexOf: (hex: string) => number): Pick<NapoleonicsCoreScenario, 'units' | 'leaders'> {
  const units: NapoleonicsCoreScenario['units'] = [];
  const leaders: NapoleonicsCoreScenario['leaders'] = [];
  for (const p of lines) {
    const [s, type, hex, ...rest] = p.trim().split(/\s+/);
    const side = s === 'b' ? 0 : 1;
    if (type === 'leader') { leaders.push({ side, index: hexOf(hex) }); continue; }
    const u: NapoleonicsCoreScenario['units'][number] = { side, type, index: hexOf(hex) };
    for (const r of rest) {
      if (r === 'L') leaders.push({ side, index: hexOf(hex) });
      else u.blocks = Number(r);
    }
    units.push(u);
  }
  return { units, leaders };
}

export function scenarioOf(spec: NapSpec): NapoleonicsCoreScenario {
  const hb = spec.hands?.bottom ?? ['probe-c'];
  const ht = spec.hands?.top ?? ['probe-c'];
  const { units, leaders } = piecesOf(spec.units, hexIndex);
  return {
    id: 'nap-rule-test', name: 'Napoleonics rule test', board: { w: W, h: H },
    first: spec.first === 'top' ? 1 : 0,
    sides: [
      { cards: hb.length, banners: spec.banners?.bottom ?? 5 },
      { cards: ht.length, banners: spec.banners?.top ?? 5 },
    ],
    terrain: (spec.terrain ?? []).map((t) => { const [type, hex] = t.split(/\s+/); return { type, index: hexIndex(hex) }; }),
    units, leaders, hands: [hb, ht],
    ...(spec.ironWill ? { ironWill: spec.ironWill } : {}),
  };
}

export async function napSetup(spec: NapSpec): Promise<{ game: Game; state: State }> {
  const game = await createNapoleonicsGame(scenarioOf(spec), { build: 'debug', rules: spec.rules });
  const state = game.newState();
  state.currentPlayer();
  if (state.phaseName() !== 'PLAY') throw new Error(`setup did not reach PLAY (phase ${state.phaseName()})`);
  return { game, state };
}

/** Plays a Napoleonics card by name ("probe-c", "assault-l", "bayonet"). */
export function play(state: State, name: string): void {
  const k = napCardCode(state.game.core, name);
  if (k === undefined) throw new Error(`no card ${name}`);
  const code = state.game.enums.Act.code.PLAY | (k << 24);
  if (state.game.core.applyAction(state.ptr, code) !== 1) throw new Error(`cannot play ${name} (legal: ${state.legalTexts().join(' ')})`);
}

export function act(state: State, ...actions: string[]): void {
  for (const a of actions) {
    const legal = state.legalTexts();
    if (!legal.includes(a)) throw new Error(`action "${a}" is not legal here (phase ${state.phaseName()}); legal: ${legal.join(' ')}`);
    state.apply(a);
  }
}

/** Orders the pieces on the hexes, then ends the orders if the card has not ended them. */
export function order(state: State, ...hexes: string[]): void {
  act(state, ...hexes.map((h) => `order:${h}`));
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
}

/** Moves (texts "E2-E3"), then ends the move phase if it has not ended by itself. */
export function moves(state: State, ...m: string[]): void {
  act(state, ...m.map((x) => `move:${x}`));
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
}

/** Declares a battle ("E3xE4"), ending the move phase first, and accepts for the defender. */
export function battle(state: State, b: string): void {
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
  act(state, `battle:${b}`);
  if (state.phaseName() === 'RESPOND') act(state, 'accept');
}

/** Napoleonics faces by name, as the core's Face members (C.2). */
const FACE: Record<string, string> = { inf: 'light', cav: 'medium', art: 'heavy', flag: 'flag', sabre: 'swords' };
export function roll(state: State, ...faces: string[]): void {
  act(state, ...faces.map((f) => `die:${FACE[f] ?? f}`));
}

/** Dice the unit on `hex` would roll at each target now: hex text -> dice (negative: melee).
 *  `index` reads the hex text for the board in play (the EPIC tests pass their 20-wide one). */
export function targets(state: State, hex: string, index: (text: string) => number = hexIndex): Record<string, number> {
  const core = state.game.core;
  const buf = core.scratchPtr();
  const n = core.targetsFrom(state.ptr, index(hex), buf);
  const view = new Int32Array((core.memory as WebAssembly.Memory).buffer, buf, n * 2);
  const out: Record<string, number> = {};
  for (let i = 0; i < n; i++) out[state.game.hexText(view[2 * i])] = view[2 * i + 1];
  return out;
}

/** Dice the pending roll has (combat context field NDICE). */
export function diceToRoll(state: State): number {
  return state.game.core.getCombat(state.ptr, state.game.core['CombatField.NDICE'].value as number);
}

export function unitAt(state: State, hex: string) { return state.units().find((u) => u.hex === hex); }
export function blocks(state: State, hex: string): number { return unitAt(state, hex)?.blocks ?? 0; }
export function legalWith(state: State, prefix: string): string[] { return state.legalTexts().filter((t) => t.startsWith(prefix)); }
export function eq<T>(actual: T, expected: T, what: string): void { expect(actual, what).toEqual(expected); }
