// Random play of 602 La Grande Austerlitz in 8 seats with the corps commanders' own Command hands
// (rules digest D.8, seed lines 2347-2367; D.7 no-peek per seat): seeded random games on the debug
// build with, at every step, the core's invariants (Command cards conserved over the deck, discards,
// display, track, both CinCs' and six corps hands), and every 8th decision a determinization for the
// seat to act that keeps the invariants, every seat's Command hand size, that seat's observation
// and its whole legal list (nothing it lists may depend on a hand it cannot see).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { makeRng } from '../harness/random-play.ts';

const GAMES = 12;
type Core = { actorSeat(s: number): number; checkInvariants(s: number): number; seatCmdSize(s: number, seat: number): number };
const sizes = (c: Core, s: State): number[] => [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => c.seatCmdSize(s.ptr, seat));
function fail(s: State, step: number, what: string): never { throw new Error(`step ${step} (${s.phaseName()}): ${what}`); }

describe('602 in 8 seats: the corps Command hands under random play (D.8)', () => {
  it(`${GAMES} seeded random games: invariants at every step; determinization keeps sizes, the seat's observation and legal list`, async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const core = game.core as unknown as Core;
    const rng = makeRng(8802);
    let checks = 0, corpsHeld = 0;
    for (let g = 0; g < GAMES; g++) {
      const s = game.newState();
      for (let step = 0; step < 4000 && !s.isTerminal(); step++) {
        if (core.checkInvariants(s.ptr) !== 0) fail(s, step, `invariant ${core.checkInvariants(s.ptr)} broken`);
        if (s.isChance()) {
          const outs = s.chanceOutcomes();
          s.apply(outs[Math.floor(rng() * outs.length)]!.code);
          continue;
        }
        const legal = s.legalActions();
        if (step % 8 === 0) {
          const seat = core.actorSeat(s.ptr);
          const c = s.clone();
          c.determinize(seat, step + g * 7919);
          if (core.checkInvariants(c.ptr) !== 0) fail(s, step, `determinization for seat ${seat} broke invariant ${core.checkInvariants(c.ptr)}`);
          expect(sizes(core, c)).toEqual(sizes(core, s));
          expect([...c.observation(seat).globals]).toEqual([...s.observation(seat).globals]);
          expect(c.legalActions()).toEqual(legal);
          c.free();
          checks++;
          corpsHeld += sizes(core, s).slice(2).reduce((a, b) => a + b, 0);
        }
        s.apply(legal[Math.floor(rng() * legal.length)]!);
      }
      s.free();
    }
    expect(checks).toBeGreaterThan(GAMES * 10);
    expect(corpsHeld, 'the corps commanders held cards while the checks ran').toBeGreaterThan(0);
  }, 300_000);
});
