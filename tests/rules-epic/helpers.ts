// Rule-test helpers for EPIC (rules digest part D, /work/shared/rules/commands-and-colors.md): an
// inline position on the EPIC 20 x 11 board with `format: "epic"` (src/games/napoleonics/epic.ts),
// fixed hands and a fixed Messenger display (the display's chance draws are answered with named
// cards), brought to the first PLAY decision. Used by every tests/rules-epic/*.test.ts file.
import { expect } from 'vitest';
import type { Game, State } from '../../src/core/game.ts';
import { createNapoleonicsGame, napCardCode, type NapoleonicsCoreScenario } from '../../src/games/napoleonics/compile.ts';
import type { EpicOptions, EpicScenarioFields } from '../../src/games/napoleonics/epic.ts';
import { piecesOf } from '../rules-napoleonics/helpers.ts';
import { makeRng } from '../harness/random-play.ts';

export const W = 20, H = 11;

export interface EpicSpec {
  /** "<b|t> <TYPE> <HEX> [L] [<blocks>]" (TYPE an NUnit name); "<b|t> leader <HEX>". */
  units: string[];
  terrain?: string[];
  hands: { bottom: string[]; top: string[] };
  /** The five display cards dealt after the hands (card names, "probe-c"). */
  display: string[];
  banners?: { bottom?: number; top?: number };
  first?: 'bottom' | 'top';
  rules?: Record<string, number>;
  epic?: EpicOptions;
  /** Tactician cards dealt per side [bottom, top] (C.17; [0, 0] turns the Tactician deck on, empty hands). */
  tactician?: [number, number];
}

export function hexIndex(text: string): number {
  const m = /^([A-Z])(\d+)$/.exec(text);
  if (!m) throw new Error(`bad hex ${text}`);
  return (Number(m[2]) - 1) * W + (m[1].charCodeAt(0) - 65);
}

export function epicScenario(spec: Pick<EpicSpec, 'units' | 'terrain' | 'hands' | 'banners' | 'first' | 'epic'>): NapoleonicsCoreScenario & EpicScenarioFields {
  const { units, leaders } = piecesOf(spec.units, hexIndex);
  const sc: NapoleonicsCoreScenario & EpicScenarioFields = {
    id: 'epic-rule-test', name: 'EPIC rule test', board: { w: W, h: H },
    first: spec.first === 'top' ? 1 : 0,
    sides: [
      { cards: spec.hands.bottom.length, banners: spec.banners?.bottom ?? 9 },
      { cards: spec.hands.top.length, banners: spec.banners?.top ?? 9 },
    ],
    terrain: (spec.terrain ?? []).map((t) => { const [type, hex] = t.split(/\s+/); return { type, index: hexIndex(hex) }; }),
    units, leaders, hands: [spec.hands.bottom, spec.hands.top],
    format: 'epic', ...(spec.epic ? { epic: spec.epic } : {}),
  };
  return sc;
}

/** Answers the current DRAW chance node with the named card. */
export function drawNamed(state: State, name: string): void {
  const k = napCardCode(state.game.core, name);
  const o = state.chanceOutcomes().find((x) => ((x.code >> 24) & 127) === k);
  if (!o) throw new Error(`cannot draw ${name} (phase ${state.phaseName()})`);
  state.apply(o.code);
}

export async function epicSetup(spec: EpicSpec): Promise<{ game: Game; state: State }> {
  const game = await createNapoleonicsGame(epicScenario(spec), { build: 'debug', rules: spec.rules });
  if (spec.tactician) {
    const c = game.core as unknown as { scenarioNap(id: number, a: number, b: number, c: number): number };
    const id = (game.core as unknown as Record<string, WebAssembly.Global>)['NapScen.TACTICIAN'].value as number;
    c.scenarioNap(id, 0, spec.tactician[0], 0); c.scenarioNap(id, 1, spec.tactician[1], 0);
  }
  const state = game.newState();
  for (const c of spec.display) drawNamed(state, c);
  state.currentPlayer();
  if (state.phaseName() !== 'PLAY') throw new Error(`setup did not reach PLAY (phase ${state.phaseName()})`);
  return { game, state };
}

export function act(state: State, ...actions: string[]): void {
  for (const a of actions) {
    const legal = state.legalTexts();
    if (!legal.includes(a)) throw new Error(`action "${a}" is not legal here (phase ${state.phaseName()}); legal: ${legal.join(' ')}`);
    state.apply(a);
  }
}

export function display(state: State): Record<string, number> {
  const core = state.game.core as unknown as { epicDisplay(s: number, k: number): number };
  const out: Record<string, number> = {};
  const names = state.game.enums.Card.name;
  for (let k = 0; k < names.length; k++) {
    const n = core.epicDisplay(state.ptr, k);
    if (n > 0) out[names[k].toLowerCase().replace(/_/g, '-')] = n;
  }
  return out;
}

export function hand(state: State, side: 0 | 1): Record<string, number> {
  const out: Record<string, number> = {};
  const names = state.game.enums.Card.name;
  for (let k = 0; k < names.length; k++) {
    const n = state.game.core.getHand(state.ptr, side, k);
    if (n > 0) out[names[k].toLowerCase().replace(/_/g, '-')] = n;
  }
  return out;
}

export function legalWith(state: State, prefix: string): string[] { return state.legalTexts().filter((t) => t.startsWith(prefix)); }
/** The hexes of the order actions legal now, sorted. */
export function orderable(state: State): string[] { return legalWith(state, 'order:').map((t) => t.slice(6)).sort(); }
export function eq<T>(actual: T, expected: T, what: string): void { expect(actual, what).toEqual(expected); }
export function invariantsOk(state: State): void { expect(state.game.core.checkInvariants(state.ptr), 'invariants').toBe(0); }

/** The bytes of a copy of `s` determinized for `seat` with `seed` (no-peek tests), its invariants checked. */
export function determinized(s: State, seat: number, seed: number): Uint8Array {
  const c = s.clone();
  c.determinize(seat, seed);
  invariantsOk(c);
  const b = c.bytes();
  c.free();
  return b;
}
/** Byte-for-byte equality of two states' bytes. */
export const sameBytes = (x: Uint8Array, y: Uint8Array): boolean => x.length === y.length && x.every((v, i) => v === y[i]);

/** Ends the order, move and battle phases (and declines March Moves) until the first chance node (the turn's draws). */
export function finishTurn(state: State): void {
  for (let i = 0; i < 50 && state.currentPlayer() !== 2 && state.phaseName() !== 'PLAY'; i++) {
    const legal = state.legalTexts();
    const end = legal.find((a) => a === 'end-orders' || a === 'end-moves' || a === 'end-battles' || a === 'skip');
    if (!end) throw new Error(`no way to end phase ${state.phaseName()}: ${legal.join(' ')}`);
    state.apply(end);
  }
}

/** Answers the pending chance nodes with the first outcome (or the named cards in turn). */
export function drawAll(state: State, ...names: string[]): void {
  let i = 0;
  while (state.currentPlayer() === 2) {
    if (i < names.length) drawNamed(state, names[i++]);
    else state.apply(state.chanceOutcomes()[0].code);
  }
}

/** Cards in a side's hand. */
export function handSize(state: State, side: 0 | 1): number { return Object.values(hand(state, side)).reduce((a, b) => a + b, 0); }
export function displaySize(state: State): number { return Object.values(display(state)).reduce((a, b) => a + b, 0); }

/** Orders as many pieces as the cards allow, always the first legal order, until movement starts
 *  (March Moves declined); returns the hexes ordered. */
export function orderMax(state: State): string[] {
  const out: string[] = [];
  for (let i = 0; i < 60 && state.phaseName() === 'ORDER'; i++) {
    const o = legalWith(state, 'order:')[0];
    if (!o) { state.apply('end-orders'); continue; }
    state.apply(o);
    out.push(o.slice(6));
  }
  if (state.phaseName() === 'EPIC_MARCH') state.apply('skip');
  return out;
}

/** Ordered units of the bottom side by column range of row 2 (the default lines: A-F left, G-M centre, N-S right). */
export function orderedBySection(state: State): [number, number, number] {
  const r: [number, number, number] = [0, 0, 0];
  for (const u of state.units()) {
    if (u.side !== 'bottom' || !u.ordered) continue;
    const col = u.hex.charCodeAt(0) - 65;
    r[col <= 5 ? 0 : col <= 12 ? 1 : 2]++;
  }
  return r;
}

/** Bottom line infantry on row 2: n left (A..), n centre (G..), n right (N..). */
export function rowUnits(l: number, c: number, r: number, type = 'FR_LN'): string[] {
  const out: string[] = [];
  for (let i = 0; i < l; i++) out.push(`b ${type} ${String.fromCharCode(65 + i)}2`);
  for (let i = 0; i < c; i++) out.push(`b ${type} ${String.fromCharCode(71 + i)}2`);
  for (let i = 0; i < r; i++) out.push(`b ${type} ${String.fromCharCode(78 + i)}2`);
  return out;
}

/** Plays the chance nodes from here (the start's deals, the display) with seeded random outcomes,
 *  checking the invariants at each (d8-hands-deal, d8-tactician-deal). */
export function randomDeal(s: State, seed: number): void {
  const r = makeRng(seed);
  const check = (s.game.core as unknown as { checkInvariants(p: number): number }).checkInvariants;
  while (s.isChance()) {
    const o = s.chanceOutcomes();
    s.apply(o[Math.floor(r() * o.length)]!.code);
    expect(check(s.ptr)).toBe(0);
  }
}
