// La Grande corps commanders' own Command hands (rules digest D.8: "each corps commander" holds his
// own cards; D.7's 8-seat roles, seat = side + 2 * role): the core's per-seat Command hand API
// (napoleonics/seat-block.ts cmdHandsOn, seatCmd, seatCmdSize, addSeatCmd, takeSeatCmd): on only in
// La Grande 8 seats, role 0 reads and writes the side's hand, roles 1..3 their own 8 slots, one
// byte form per hand whatever the order the cards came in.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';

type Core = {
  cmdHandsOn(): number | boolean; cmdDealOf(seat: number): number;
  seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number;
  addSeatCmd(s: number, seat: number, k: number): number | boolean; takeSeatCmd(s: number, seat: number, k: number): void;
  stateClone(p: number): number; stateEquals(a: number, b: number): number; stateFree(p: number): void;
};

async function grande(seats: number) {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats } });
  return { game, core: game.core as unknown as Core, state: game.newState() };
}

describe('D.8 corps commanders\' Command hands: the core API (seat-block.ts)', () => {
  it('D.8: cmdHandsOn only in La Grande 8 seats (602 seats 8), not 602 in 2 seats nor 601 in 8', async () => {
    expect(Number((await grande(8)).core.cmdHandsOn())).toBe(1);
    expect(Number((await grande(2)).core.cmdHandsOn())).toBe(0);
    const epic = await napoleonicsGame('601', { build: 'debug', rules: { seats: 8 } });
    expect(Number((epic.core as unknown as Core).cmdHandsOn())).toBe(0);
  });

  it('D.8 / 602 epic.seats[].cards: each corps commander is dealt 2, the CinCs none of their own (their hand is the side\'s)', async () => {
    const { core } = await grande(8);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((seat) => core.cmdDealOf(seat))).toEqual([0, 0, 2, 2, 2, 2, 2, 2]);
  });

  it('D.8: a corps hand holds 8 slots, counts per kind, and removes one card of a kind', async () => {
    const { core, state } = await grande(8);
    const s = state.ptr;
    for (const k of [5, 2, 5, 9]) expect(Number(core.addSeatCmd(s, 4, k))).toBe(1);
    expect(core.seatCmdSize(s, 4)).toBe(4);
    expect([core.seatCmd(s, 4, 5), core.seatCmd(s, 4, 2), core.seatCmd(s, 4, 9), core.seatCmd(s, 4, 3)]).toEqual([2, 1, 1, 0]);
    expect(core.seatCmdSize(s, 5)).toBe(0); // the other side's centre commander holds none
    core.takeSeatCmd(s, 4, 5);
    expect([core.seatCmd(s, 4, 5), core.seatCmdSize(s, 4)]).toEqual([1, 3]);
    core.takeSeatCmd(s, 4, 7); // none of that kind: nothing happens
    expect(core.seatCmdSize(s, 4)).toBe(3);
    for (let i = 0; i < 5; i++) expect(Number(core.addSeatCmd(s, 4, 1))).toBe(1);
    expect(Number(core.addSeatCmd(s, 4, 1))).toBe(0); // full: 8 slots
    expect(core.seatCmdSize(s, 4)).toBe(8);
  });

  it('D.8: one hand, one byte form: the same cards added in another order give an equal state', async () => {
    const { core, state } = await grande(8);
    const a = core.stateClone(state.ptr), b = core.stateClone(state.ptr);
    for (const k of [7, 1, 4, 1]) core.addSeatCmd(a, 3, k);
    for (const k of [1, 4, 7, 1, 3]) core.addSeatCmd(b, 3, k);
    core.takeSeatCmd(b, 3, 3);
    expect(core.stateEquals(a, b)).toBe(1);
    core.stateFree(a); core.stateFree(b);
  });

  it('D.7 / D.8: role 0 (the CinC) is the side\'s hand; outside La Grande 8 seats a corps commander holds none', async () => {
    const { core, state } = await grande(8);
    const s = state.ptr;
    const before = core.seatCmd(s, 1, 3), size = core.seatCmdSize(s, 1);
    expect(Number(core.addSeatCmd(s, 1, 3))).toBe(1);
    expect([core.seatCmd(s, 1, 3), core.seatCmdSize(s, 1)]).toEqual([before + 1, size + 1]);
    core.takeSeatCmd(s, 1, 3);
    expect(core.seatCmdSize(s, 1)).toBe(size);
    const two = await napoleonicsGame('601', { build: 'debug', rules: { seats: 8 } });
    const c2 = two.core as unknown as Core, s2 = two.newState().ptr;
    expect(Number(c2.addSeatCmd(s2, 2, 3))).toBe(0);
    expect(c2.seatCmdSize(s2, 2)).toBe(0);
  });
});
