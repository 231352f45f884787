// The seeded random-play invariant harness on 601 EPIC Austerlitz (20x11) in every multi-player seat
// format of D.7 (rule option seats: 4, 6, 8; 2 seats is harness-epic.test.ts), 100 complete games
// each on the debug build. At every step: the core's invariants, clone equality, the save/load byte
// round trip, a legal list without duplicates, each decision with its own policy index in range, the
// legal mask holding exactly those indexes (every 32nd step: the mask is 170,192 bytes), the policy
// index of a seat equal to its side's, an action outside the list refused without change, chance sums of 1, and the seat to act
// (the core's actorSeat): in [0, seats) with seat & 1 = currentPlayer at a decision, the raw CHANCE
// value at a chance node (tests/harness/random-play.ts runHarness with its seat options). Every action text round-trips (give:… included). At the end: a result
// for every game, every seat has acted, and a replay of the same actions gives the same state. Then
// the in-wasm random playouts and rollouts in 4, 6 and 8 seats with the legal-list cache checked. 8 seats
// also with the option initiative8; 6 seats and 8 with the option count the D.7 initiative rolls.
import { describe, expect, it } from 'vitest';
import { wasmPlayoutsEnded } from './wasm-playouts.ts';
import { napoleonicsGame } from '../../src/games/load.js';
import type { Game } from '../../src/core/game.js';
import { runHarness } from './random-play.js';

const GAMES = 100;
const GIVE = 58;
const INIT = 59, LOSE = 60; // D.7 initiative: initiative / no-initiative, lose:hex (epic/actions.ts)

/** The seat harness (random-play.ts, every step checked) with this file's counts of D.7 decisions. */
function runSeats(game: Game, seats: number, games: number, seed: number) {
  const n = { gives: 0, rolls: 0, initOrders: 0, loses: 0 };
  const rep = runHarness(game, games, seed, {
    seats, maskEvery: 32, onDecision: (s, code) => {
      if ((code & 63) === GIVE) n.gives++;
      if ((code & 63) === INIT && (code >>> 24) === 1) n.rolls++;
      if ((code & 63) === LOSE) n.loses++;
      if (s.phaseName() === 'EPIC_INIT_ORDER') n.initOrders++;
    },
  });
  return { ...rep, ...n };
}

describe('601 EPIC Austerlitz in the D.7 seat formats: random-play invariant harness', () => {
  for (const [seats, init8] of [[4, 0], [6, 0], [8, 0], [8, 1]]) {
    it(`${seats} seats${init8 ? ' with initiative8' : ''}: ${GAMES} random games keep every invariant, and every seat acts`, async () => {
      const game = await napoleonicsGame('601', { build: 'debug', rules: { seats, ...(init8 ? { initiative8: 1 } : {}) } });
      const rep = runSeats(game, seats, GAMES, 6100 + seats + 10 * init8);
      expect(rep.games).toBe(GAMES);
      expect(rep.terminal).toBe(GAMES);
      expect(rep.decisions).toBeGreaterThan(GAMES * 50);
      for (let i = 0; i < seats; i++) expect(rep.acted[i], `seat ${i} acted`).toBeGreaterThan(GAMES);
      if (seats === 4) expect(rep.gives).toBeGreaterThan(GAMES); // the CinC's hand-over decisions happen
      else expect(rep.gives).toBe(0);
      if (seats === 6 || init8) { // D.7 initiative: rolls, orders on a unit symbol and sabre losses happen
        expect(rep.rolls).toBeGreaterThan(GAMES);
        expect(rep.initOrders).toBeGreaterThan(0);
        expect(rep.loses).toBeGreaterThan(0);
      } else expect(rep.rolls + rep.initOrders + rep.loses).toBe(0);
    }, 600_000);
  }

  it('4, 6 and 8 seats: in-wasm random playouts and rollouts finish games, with every use of the legal-list cache checked against a rebuild', async () => {
    for (const seats of [4, 6, 8]) {
      const game = await napoleonicsGame('601', { build: 'debug', rules: { seats } });
      expect(wasmPlayoutsEnded(game, 300, 20, 40000), `${seats} seats: playouts that ended`).toBeGreaterThan(15);
    }
  }, 300_000);
});
