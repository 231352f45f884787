// The seeded random-play invariant harness on 601 EPIC Austerlitz (20x11) in every multi-player seat
// format of D.7 (rule option seats: 4, 6, 8; 2 seats is harness-epic.test.ts), 100 complete games
// each on the debug build. At every step: the core's invariants, clone equality, the save/load byte
// round trip, a legal list without duplicates, each decision with its own policy index in range, the
// legal mask holding exactly those indexes (every 32nd step: the mask is 170,192 bytes), the policy
// index of a seat equal to its side's, an action outside the list refused without change, chance sums of 1, and the seat to act
// (the core's actorSeat): in [0, seats) with seat & 1 = currentPlayer at a decision, the raw CHANCE
// value at a chance node. Every action text round-trips (give:… included). At the end: a result
// for every game, every seat has acted, and a replay of the same actions gives the same state. Then
// the in-wasm random playouts and rollouts in 4, 6 and 8 seats with the legal-list cache checked. 8 seats
// also with the option initiative8; 6 seats and 8 with the option count the D.7 initiative rolls.
import { describe, expect, it } from 'vitest';
import { wasmPlayoutsEnded } from './wasm-playouts.ts';
import { napoleonicsGame } from '../../src/games/load.js';
import type { Game, State } from '../../src/core/game.js';
import { makeRng } from './random-play.js';

const GAMES = 100;
const GIVE = 58;
const INIT = 59, LOSE = 60; // D.7 initiative: initiative / no-initiative, lose:hex (epic/actions.ts)
type SeatCore = { actorSeat(s: number): number; policyIndexOf(code: number, viewer: number): number; checkInvariants(s: number): number; applyAction(s: number, c: number): number };

function fail(game: Game, s: State, step: number, what: string): never {
  throw new Error(`${game.scenario.id} step ${step} (${s.phaseName()}): ${what}`);
}

function runSeats(game: Game, seats: number, games: number, seed: number) {
  const core = game.core as unknown as SeatCore;
  const rng = makeRng(seed);
  const acted = new Array<number>(seats).fill(0);
  const rep = { games: 0, terminal: 0, decisions: 0, gives: 0, rolls: 0, initOrders: 0, loses: 0 };
  const spare = game.newState();
  for (let g = 0; g < games; g++) {
    const s = game.newState();
    const start = s.bytes();
    const trail: number[] = [];
    let step = 0;
    for (; step < 20000 && !s.isTerminal(); step++) {
      if (core.checkInvariants(s.ptr) !== 0) fail(game, s, step, 'invariant broken');
      const c = s.clone();
      if (!c.equals(s)) fail(game, s, step, 'clone differs');
      c.free();
      const bytes = s.bytes();
      spare.setBytes(bytes);
      if (!spare.equals(s)) fail(game, s, step, 'save/load changed the state');
      const legal = s.legalActions();
      if (legal.length === 0) fail(game, s, step, 'no legal action');
      if (new Set(legal).size !== legal.length) fail(game, s, step, 'duplicate legal actions');
      for (const a of legal) {
        const back = game.parseAction(game.actionText(a));
        if (!('code' in back) || back.code !== a) fail(game, s, step, `text round trip failed for ${game.actionText(a)}`);
      }
      const seat = core.actorSeat(s.ptr);
      if (s.isChance()) {
        if (seat !== game.enums.CHANCE) fail(game, s, step, `actorSeat ${seat} at a chance node`);
      } else {
        if (seat < 0 || seat >= seats || (seat & 1) !== s.currentPlayer()) fail(game, s, step, `actorSeat ${seat} for side ${s.currentPlayer()}`);
        acted[seat]++;
        const seen = new Set<number>();
        for (const a of legal) {
          const p = s.policyIndex(a);
          if (p < 0 || p >= game.encoding.POLICY_SIZE || seen.has(p)) fail(game, s, step, `policy index ${p} of code ${a} missing, out of range or used twice`);
          seen.add(p);
          if (core.policyIndexOf(a, seat) !== p) fail(game, s, step, `seat ${seat}'s policy index differs from its side's`);
        }
        if (step % 32 === 0) { // the mask (170,192 bytes) every 32nd step: exactly the list's indexes
          const mask = s.legalMask();
          let inMask = 0;
          for (let i = 0; i < mask.length; i++) inMask += mask[i];
          if (inMask !== legal.length || [...seen].some((p) => mask[p] !== 1)) fail(game, s, step, `mask holds ${inMask}, the list ${legal.length}`);
        }
      }
      const bogus = legal.reduce((m, x) => Math.max(m, x), 0) + 1 + Math.floor(rng() * 64);
      if (core.applyAction(s.ptr, bogus) !== 0) fail(game, s, step, `illegal code ${bogus} accepted`);
      let code: number;
      if (s.isChance()) {
        const outs = s.chanceOutcomes();
        const total = outs.reduce((t, o) => t + o.prob, 0);
        if (Math.abs(total - 1) > 1e-9) fail(game, s, step, `chance probabilities sum to ${total}`);
        let r = rng();
        code = outs[outs.length - 1].code;
        for (const o of outs) { r -= o.prob; if (r < 0) { code = o.code; break; } }
      } else {
        code = legal[Math.floor(rng() * legal.length)];
        rep.decisions++;
        if ((code & 63) === GIVE) rep.gives++;
        if ((code & 63) === INIT && (code >>> 24) === 1) rep.rolls++;
        if ((code & 63) === LOSE) rep.loses++;
        if (s.phaseName() === 'EPIC_INIT_ORDER') rep.initOrders++;
      }
      s.apply(code);
      trail.push(code);
    }
    rep.games++;
    if (s.isTerminal()) rep.terminal++;
    const r = game.newState();
    r.setBytes(start);
    for (const a of trail) r.apply(a);
    if (!r.equals(s)) fail(game, s, step, 'replay gave a different state');
    r.free();
    s.free();
  }
  spare.free();
  return { ...rep, acted };
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
