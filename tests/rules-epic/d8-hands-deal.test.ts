// La Grande's deal of the corps commanders' own Command hands (rules digest D.8; seed lines
// 2347-2367: "each corps commander also holds a hand of Command cards ... deal each CinC and corps
// commander his number at the start of the battle"; 602's epic.seats[].cards: CinCs 6 / 5, each corps
// commander 2): chance nodes after the CinCs' hands and before the Messenger display (D.3.3), seat
// order 2..7, and the Command cards conserved with the corps hands counted (invariants.ts code 4).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { makeRng } from '../harness/random-play.ts';
import { drawNamed, randomDeal } from './helpers.ts';

type Core = {
  seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number;
  takeSeatCmd(s: number, seat: number, k: number): void; checkInvariants(s: number): number;
};
const core = (s: State): Core => s.game.core as unknown as Core;
const sizes = (s: State): number[] => [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => core(s).seatCmdSize(s.ptr, seat));
const kind = (s: State, name: string): number => (s.game.core as unknown as Record<string, WebAssembly.Global>)[`NCard.${name}`].value as number;


describe('D.8 the corps commanders\' own Command hands are dealt (602 in 8 seats)', () => {
  it('D.8 (seed 2347-2367) / 602 battle notes: CinCs 6 and 5, each corps commander 2, for any seeded deal', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    for (const seed of [1, 2, 3]) {
      const s = game.newState();
      randomDeal(s, seed);
      expect(s.phaseName()).toBe('PLAY');
      expect(sizes(s)).toEqual([6, 5, 2, 2, 2, 2, 2, 2]);
    }
  });

  it('D.8 / D.3.3: the corps hands come after the CinCs\' hands and before the display, seat order 2..7, each card a named chance outcome', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const s = game.newState();
    while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
    for (const c of ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l', 'attack-c', 'attack-r', 'cav-charge', 'bombard', 'probe-r']) drawNamed(s, c);
    expect(sizes(s)).toEqual([6, 5, 0, 0, 0, 0, 0, 0]);
    const corps = ['rally', 'first-strike', 'scout-l', 'elan', 'counter', 'advance', 'recon', 'probe-r', 'attack-r', 'fire-hold', 'leadership', 'force-march'];
    for (const c of corps) drawNamed(s, c);
    expect(sizes(s)).toEqual([6, 5, 2, 2, 2, 2, 2, 2]);
    const held = (seat: number, a: string, b: string): void => {
      expect(core(s).seatCmd(s.ptr, seat, kind(s, a)), `seat ${seat} ${a}`).toBeGreaterThan(0);
      expect(core(s).seatCmd(s.ptr, seat, kind(s, b)), `seat ${seat} ${b}`).toBeGreaterThan(0);
    };
    held(2, 'RALLY', 'FIRST_STRIKE'); held(3, 'SCOUT_L', 'ELAN'); held(4, 'COUNTER', 'ADVANCE');
    held(5, 'RECON', 'PROBE_R'); held(6, 'ATTACK_R', 'FIRE_HOLD'); held(7, 'LEADERSHIP', 'FORCE_MARCH');
    // the Messenger display next: 5 more draws, and no corps hand changes
    let shown = 0;
    while (s.isChance()) { s.apply(s.chanceOutcomes()[0]!.code); shown++; }
    expect(shown).toBe(5);
    expect(sizes(s)).toEqual([6, 5, 2, 2, 2, 2, 2, 2]);
  });

  it('D.7 / D.8: no corps deal where corps commanders hold no Command cards (602 in 2 seats, 601 in 8)', async () => {
    for (const [id, seats, cinc] of [['602', 2, [6, 5]], ['601', 8, null]] as const) {
      const game = await napoleonicsGame(id, { build: 'debug', rules: { seats } });
      const s = game.newState();
      randomDeal(s, 7);
      const got = sizes(s);
      expect(got.slice(2)).toEqual([0, 0, 0, 0, 0, 0]);
      if (cinc) expect(got.slice(0, 2)).toEqual(cinc);
    }
  });

  it('Command-card conservation counts the corps hands: a card lost from one breaks invariant 4, and a seeded game keeps it', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const s = game.newState();
    randomDeal(s, 11);
    const c = s.clone();
    const k = [...Array(32).keys()].find((x) => core(c).seatCmd(c.ptr, 4, x) > 0)!;
    core(c).takeSeatCmd(c.ptr, 4, k); // the card vanishes: neither discarded nor in any hand
    expect(core(c).checkInvariants(c.ptr)).toBe(4);
    const r = makeRng(99);
    for (let i = 0; i < 400 && !s.isTerminal(); i++) {
      if (s.isChance()) { const o = s.chanceOutcomes(); s.apply(o[Math.floor(r() * o.length)]!.code); }
      else { const l = s.legalActions(); s.apply(l[Math.floor(r() * l.length)]!); }
      expect(core(s).checkInvariants(s.ptr)).toBe(0);
    }
  });
});
