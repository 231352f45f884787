// Rules digest D.7 (multi-player EPIC), the initiative roll: in 6 seats (8 seats only with the rule
// option initiative8, our [Interp]) a commander who gets no card, or whose section gets no order from
// a multi-section card, may roll 2 dice: each unit symbol orders one unit of that type in his section,
// a flag gives one unit of his a March Move, a sabre costs him one block from one of his units, two
// sabres instead draw 1 Tactician card. The dice are forced here by answering the chance nodes with
// named faces (die:light = infantry, die:medium = cavalry, die:heavy = artillery, die:flag, die:swords).
// Seats: seat = side + 2 * role; 6 seats: 0 CinC (centre), 2 left, 4 right; 8 seats: 2 left, 4 centre,
// 6 right. Bottom's sections: columns A-F left, G-M centre, N-T right.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { EPIC_INIT, EPIC_LOSE } from '../../src/core/notation.ts';
import { epicSetup, epicScenario, act, legalWith, invariantsOk } from './helpers.ts';
import { seatHand } from './seat-helpers.ts';

type SeatCore = { actorSeat(s: number): number; tacticianPending(s: number, side: number): number; tacticianHandCount(s: number, side: number): number };
const seat = (s: State): number => (s.game.core as unknown as SeatCore).actorSeat(s.ptr);
const TOP = ['t RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
// left C2; centre K2; right: infantry R2, cavalry P2, artillery S2
const BOTTOM = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 'b FR_LC P2', 'b FR_FA S2'];
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];

async function seats(n: number, hand: string[], opts: { extra?: string[]; units?: string[]; rules?: Record<string, number>; tactician?: [number, number] } = {}) {
  const units = opts.units ?? [...BOTTOM, ...TOP, ...(opts.extra ?? [])];
  const { state } = await epicSetup({ units, hands: { bottom: hand, top: ['probe-c', 'probe-l'] }, display: DISPLAY, rules: { seats: n, ...opts.rules }, ...(opts.tactician ? { tactician: opts.tactician } : {}) });
  return state;
}

/** 6 seats: Probe Left to the left commander, Probe Centre to the CinC; both order their one unit. The
 *  right commander (seat 4) got no card: the initiative decision is next. */
async function rightMayRoll(opts: Parameters<typeof seats>[2] = {}): Promise<State> {
  const s = await seats(6, ['probe-l', 'probe-c'], opts);
  act(s, 'play:probe-l', 'pick:probe-c', 'order:C2', 'order:K2');
  return s;
}

function unitAt(s: State, hex: string) { return s.units().find((u) => u.hex === hex); }
/** Ends the steps of the seats before `want` (end-moves / end-battles / skip) until `want` acts. */
function passTo(s: State, want: number, end: string): void {
  for (let i = 0; i < 6 && seat(s) !== want; i++) act(s, end);
  expect(seat(s)).toBe(want);
}

describe('D.7 initiative: who may roll', () => {
  it('D.7 6 players: the commander who got no card (right, seat 4) decides initiative / no-initiative after both cards\' orders; no-initiative goes on to the moves', async () => {
    const s = await rightMayRoll();
    expect(s.phaseName()).toBe('EPIC_INIT');
    expect(seat(s)).toBe(4);
    expect(s.legalTexts().sort()).toEqual(['initiative', 'no-initiative']);
    act(s, 'no-initiative');
    expect(s.phaseName()).toBe('MOVE');
    expect(seat(s)).toBe(2); // the hand card's holder moves first
    invariantsOk(s);
  });

  it('D.7 6 players: a multi-section card kept by the CinC that gives the right section no order lets the right commander roll, not the left one whose unit it ordered', async () => {
    const s = await seats(6, ['recon', 'probe-l']);
    act(s, 'play:recon', 'pick:probe-c');
    expect(seat(s)).toBe(0);
    act(s, 'order:C2', 'end-orders', 'order:K2');
    expect(s.phaseName()).toBe('EPIC_INIT');
    expect(seat(s)).toBe(4);
    act(s, 'no-initiative');
    expect(s.phaseName()).toBe('MOVE');
  });

  it('D.7 6 players: when the multi-section card ordered a unit in every section, nobody rolls', async () => {
    const s = await seats(6, ['recon', 'probe-l']);
    act(s, 'play:recon', 'pick:probe-c', 'order:C2', 'order:R2', 'end-orders', 'order:K2');
    expect(s.phaseName()).toBe('MOVE');
    expect(s.legalTexts()).not.toContain('initiative');
  });

  it('D.7 6 players: two commanders without orders roll one after the other, in role order (left seat 2, then right seat 4), each in a slot of his own', async () => {
    const s = await seats(6, ['recon', 'probe-l']);
    act(s, 'play:recon', 'pick:probe-c', 'end-orders', 'order:K2');
    expect(s.phaseName()).toBe('EPIC_INIT');
    expect(seat(s)).toBe(2);
    act(s, 'initiative', 'die:light', 'die:flag');
    expect(s.phaseName()).toBe('EPIC_INIT_ORDER');
    expect(seat(s)).toBe(2);
    expect(s.legalTexts()).toEqual(['order:C2']);
    act(s, 'order:C2');
    expect(s.phaseName()).toBe('EPIC_INIT');
    expect(seat(s)).toBe(4);
    act(s, 'initiative', 'die:medium', 'die:heavy', 'order:P2', 'order:S2');
    expect(unitAt(s, 'C2')!.ordered && unitAt(s, 'P2')!.ordered && unitAt(s, 'S2')!.ordered).toBe(true);
    expect(unitAt(s, 'R2')!.ordered).toBe(false);
    // the left commander's flag: a March Move for one unit of his (none unordered: C2 was ordered) -> moves
    expect(s.phaseName()).toBe('MOVE');
    passTo(s, 2, 'end-moves');
    expect(legalWith(s, 'move:C2').length).toBeGreaterThan(0);
    act(s, 'end-moves');
    expect(seat(s)).toBe(4); // the CinC (K2) moves before the right commander: slots in order
    invariantsOk(s);
  });

  it('D.7: no initiative roll in 2 or 4 seats, nor in 8 seats without the option initiative8; 8 seats with it: the commander without a card rolls (right, seat 6)', async () => {
    for (const n of [2, 4, 8]) {
      const s = await seats(n, ['probe-l', 'probe-c']);
      act(s, 'play:probe-l', 'pick:probe-c');
      if (s.phaseName() === 'EPIC_GIVE') act(s, 'give:hand');
      for (let i = 0; i < 4 && s.phaseName() === 'ORDER'; i++) act(s, legalWith(s, 'order:')[0] ?? 'end-orders');
      expect(s.phaseName(), `${n} seats`).toBe('MOVE');
    }
    const s8 = await seats(8, ['probe-l', 'probe-c'], { rules: { initiative8: 1 } });
    act(s8, 'play:probe-l', 'pick:probe-c', 'order:C2', 'order:K2');
    expect(s8.phaseName()).toBe('EPIC_INIT');
    expect(seat(s8)).toBe(6);
  });

  it('D.7: the option initiative8 is 0 or 1 and needs 8 seats (one error line naming it)', async () => {
    const sc = epicScenario({ units: [...BOTTOM, ...TOP], hands: { bottom: ['probe-l'], top: ['probe-c'] } });
    await expect(createNapoleonicsGame(sc, { build: 'debug', rules: { seats: 6, initiative8: 1 } })).rejects.toThrow(/^rule option initiative8 = 1 needs seats = 8/);
    await expect(createNapoleonicsGame(sc, { build: 'debug', rules: { seats: 8, initiative8: 2 } })).rejects.toThrow(/^rule option initiative8 must be 0 or 1/);
  });
});

describe('D.7 initiative: the dice', () => {
  it('D.7: the two dice are chance nodes with the Napoleonics die\'s weights (2 infantry sides of 6)', async () => {
    const s = await rightMayRoll();
    act(s, 'initiative');
    expect(s.isChance()).toBe(true);
    expect(s.phaseName()).toBe('EPIC_INIT_ROLL');
    const p = Object.fromEntries(s.chanceOutcomes().map((o) => [s.game.actionText(o.code), o.prob]));
    expect(p).toEqual({ 'die:light': 2 / 6, 'die:medium': 1 / 6, 'die:heavy': 1 / 6, 'die:flag': 1 / 6, 'die:swords': 1 / 6 });
    act(s, 'die:flag');
    expect(s.isChance()).toBe(true);
    invariantsOk(s);
  });

  it('D.7: each unit symbol orders one unit of that type in his section, his choice (infantry R2 or N2; a symbol with no such unit unordered orders none)', async () => {
    const s = await rightMayRoll({ extra: ['b FR_LN N2'] });
    act(s, 'initiative', 'die:light', 'die:light');
    expect(s.phaseName()).toBe('EPIC_INIT_ORDER');
    expect(seat(s)).toBe(4);
    expect(s.legalTexts().sort()).toEqual(['order:N2', 'order:R2']);
    act(s, 'order:R2');
    expect(s.legalTexts()).toEqual(['order:N2']);
    act(s, 'order:N2');
    expect(s.phaseName()).toBe('MOVE');
    const t = await rightMayRoll();
    act(t, 'initiative', 'die:heavy', 'die:heavy');
    act(t, 'order:S2'); // the second artillery symbol finds no unordered artillery
    expect(t.phaseName()).toBe('MOVE');
    expect(unitAt(t, 'S2')!.ordered).toBe(true);
  });

  it('D.7: the units ordered on initiative move and battle under their roller (actorSeat 4), after the two cards\' holders', async () => {
    const s = await rightMayRoll({ extra: ['t RU_LN R4'] });
    act(s, 'initiative', 'die:light', 'die:medium', 'order:R2', 'order:P2');
    passTo(s, 4, 'end-moves');
    const movers = [...new Set(legalWith(s, 'move:').map((t) => t.slice(5, t.indexOf('-'))))].sort();
    expect(movers).toEqual(['P2', 'R2']);
    act(s, 'end-moves');
    expect(s.phaseName()).toBe('BATTLE');
    passTo(s, 4, 'end-battles');
    expect(legalWith(s, 'battle:R2x')).toEqual(['battle:R2xR4']);
    act(s, 'battle:R2xR4');
    expect(s.isChance()).toBe(true); // the battle's dice
    invariantsOk(s);
  });

  it('D.7: a flag gives one unit of his section a March Move (two flags: two); the step reaches him after the cards\' holders', async () => {
    const s = await rightMayRoll();
    act(s, 'initiative', 'die:flag', 'die:flag');
    expect(s.phaseName()).toBe('EPIC_MARCH');
    passTo(s, 4, 'skip');
    const from = [...new Set(legalWith(s, 'march:').map((t) => t.slice(6, t.indexOf('-'))))].sort();
    expect(from).toEqual(['P2', 'R2', 'S2']); // his unordered units; none of the other sections
    const m = legalWith(s, 'march:R2-')[0]!;
    act(s, m);
    expect(unitAt(s, 'R2')).toBeUndefined();
    expect(s.phaseName()).toBe('EPIC_MARCH');
    act(s, legalWith(s, 'march:P2-')[0]!);
    expect(s.phaseName()).toBe('MOVE'); // both March Moves used
    invariantsOk(s);
  });

  it('D.7: a sabre costs him one block from one of his units, his choice among those with 2+ blocks [Interp: never a 1-block unit, so no banner]', async () => {
    const s = await rightMayRoll({ extra: ['b FR_LN N2 1'] });
    const before = [s.banners(0), s.banners(1)];
    act(s, 'initiative', 'die:swords', 'die:light');
    expect(s.phaseName()).toBe('EPIC_INIT_LOSE');
    expect(seat(s)).toBe(4);
    expect(s.legalTexts().sort()).toEqual(['lose:P2', 'lose:R2', 'lose:S2']);
    const blocks = unitAt(s, 'R2')!.blocks;
    act(s, 'lose:R2');
    expect(unitAt(s, 'R2')!.blocks).toBe(blocks - 1);
    expect(s.phaseName()).toBe('EPIC_INIT_ORDER'); // then the infantry symbol
    expect(s.legalTexts().sort()).toEqual(['order:N2', 'order:R2']);
    expect([s.banners(0), s.banners(1)]).toEqual(before);
    // only 1-block units in his section: the sabre costs nothing
    const t = await rightMayRoll({ units: [...BOTTOM.slice(0, 2), 'b FR_LN R2 1', ...TOP] });
    act(t, 'initiative', 'die:swords', 'die:flag');
    expect(t.phaseName()).toBe('EPIC_MARCH');
    expect(unitAt(t, 'R2')!.blocks).toBe(1);
  });

  it('D.7: two sabres instead draw 1 Tactician card into the roller\'s own hand, and no block is lost', async () => {
    const s = await rightMayRoll({ tactician: [0, 0] });
    const core = s.game.core as unknown as SeatCore;
    const total = (h: Record<string, number>) => Object.values(h).reduce((a, b) => a + b, 0);
    const cinc = total(seatHand(s, 0));
    const roller = total(seatHand(s, 4));
    expect(core.tacticianPending(s.ptr, 0)).toBe(0);
    const blocks = s.units().filter((u) => u.side === 'bottom').map((u) => u.blocks);
    act(s, 'initiative', 'die:swords', 'die:swords');
    expect(s.phaseName()).toBe('TACT_DRAW'); // the card is drawn at once (a chance node), as a Scout's
    expect(core.tacticianPending(s.ptr, 0)).toBe(1);
    s.apply(s.chanceOutcomes()[0]!.code);
    expect(total(seatHand(s, 4))).toBe(roller + 1); // seat 4, the right commander who rolled
    expect(total(seatHand(s, 0))).toBe(cinc);
    expect(s.units().filter((u) => u.side === 'bottom').map((u) => u.blocks)).toEqual(blocks);
    expect(s.phaseName()).toBe('MOVE');
    invariantsOk(s);
  });
});

describe('D.7 initiative: the text forms', () => {
  it('D.7: EPIC_INIT / EPIC_LOSE equal the core\'s EPIC_ACT_INIT / EPIC_ACT_LOSE; initiative, no-initiative and lose:HEX round-trip; a bad one is one error line', async () => {
    const s = await rightMayRoll();
    const g = (name: string) => ((s.game.core as unknown as Record<string, WebAssembly.Global>)[name]).value as number;
    expect([EPIC_INIT.KIND, EPIC_LOSE]).toEqual([g('EPIC_ACT_INIT'), g('EPIC_ACT_LOSE')]);
    for (const text of ['initiative', 'no-initiative', 'lose:R2']) {
      const r = s.game.parseAction(text);
      expect('code' in r && s.game.actionText(r.code)).toBe(text);
    }
    expect(s.game.parseAction('lose:Z99')).toHaveProperty('error');
    expect(s.game.parseAction('initiative:2')).toHaveProperty('error');
  });
});
