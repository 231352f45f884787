// Random-play harness for the per-seat Tactician hands of 601 EPIC Austerlitz in 6 and 8 seats (rules
// digest D.7; assembly/cc/epic/seat-hands.ts), besides harness-epic-seats.test.ts's checks of every
// seat format: seeded random complete games on the debug build with, at every step, the core's
// invariants (Tactician cards add up to the deck over the deck, discards and all eight hands; 8 seats:
// no CinC holds one), each seat's observed hand matching the cards it plays (a tactic:<card> decision
// only for a card in the acting seat's own observed hand), and every 16th step a determinization for
// the seat to act that keeps the invariants, that seat's observation and its legal list. At the
// end: non-CinC seats played Tactician cards, and in 8 seats the CinCs never did. Then in-wasm random
// playouts and rollouts with every use of the legal-list cache checked against a rebuild (6 and 8).
import { describe, expect, it } from 'vitest';
import { wasmPlayoutsEnded } from './wasm-playouts.ts';
import { napoleonicsGame } from '../../src/games/load.js';
import type { Game, State } from '../../src/core/game.js';
import { makeRng } from './random-play.js';

const GAMES = 100;
const G_TACT = 218; // encode.ts: the viewer's Tactician hand by kind (copies / 2)
type SeatCore = { actorSeat(s: number): number; checkInvariants(s: number): number };

function fail(s: State, step: number, what: string): never { throw new Error(`step ${step} (${s.phaseName()}): ${what}`); }
const ownCopies = (s: State, seat: number, k: number): number => Math.round(s.observation(seat).globals[G_TACT + k] * 2);

function run(game: Game, seats: number, seed: number) {
  const core = game.core as unknown as SeatCore;
  const rng = makeRng(seed);
  const TACTIC = (game.core as unknown as Record<string, WebAssembly.Global>).NAP_ACT_TACTIC.value as number;
  const plays = new Array<number>(seats).fill(0);
  let terminal = 0, checks = 0;
  for (let g = 0; g < GAMES; g++) {
    const s = game.newState();
    for (let step = 0; step < 20000 && !s.isTerminal(); step++) {
      if (core.checkInvariants(s.ptr) !== 0) fail(s, step, 'invariant broken');
      const legal = s.legalActions();
      let code: number;
      if (s.isChance()) {
        const outs = s.chanceOutcomes();
        let r = rng();
        code = outs[outs.length - 1].code;
        for (const o of outs) { r -= o.prob; if (r < 0) { code = o.code; break; } }
      } else {
        const seat = core.actorSeat(s.ptr);
        for (const a of legal) {
          if ((a & 63) === TACTIC && ownCopies(s, seat, (a >>> 24) & 127) === 0) fail(s, step, `seat ${seat} offered a Tactician card it does not hold: ${game.actionText(a)}`);
        }
        if (step % 16 === 0) {
          const c = s.clone();
          c.determinize(seat, step + g * 7919);
          if (core.checkInvariants(c.ptr) !== 0) fail(s, step, `determinization for seat ${seat} broke an invariant`);
          expect([...c.observation(seat).globals]).toEqual([...s.observation(seat).globals]);
          // the whole list (a non-CinC seat answering an attack is no longer offered the CinC's hidden
          // First Strike: legal.ts firstStrikeAllowed, wt-corpshands)
          expect(c.legalActions()).toEqual(legal);
          c.free();
          checks++;
        }
        code = legal[Math.floor(rng() * legal.length)];
        if ((code & 63) === TACTIC) plays[seat]++;
      }
      s.apply(code);
    }
    if (s.isTerminal()) terminal++;
    s.free();
  }
  return { terminal, plays, checks };
}

describe('601 in 6 and 8 seats: per-seat Tactician hands under random play (D.7)', () => {
  for (const seats of [6, 8]) {
    it(`${seats} seats: ${GAMES} random games keep every invariant; each seat plays only its own cards, determinization keeps what the seat sees`, async () => {
      const game = await napoleonicsGame('601', { build: 'debug', rules: { seats } });
      const rep = run(game, seats, 7700 + seats);
      expect(rep.terminal).toBe(GAMES);
      expect(rep.checks).toBeGreaterThan(GAMES * 10);
      for (let seat = 2; seat < seats; seat++) expect(rep.plays[seat], `seat ${seat} played Tactician cards`).toBeGreaterThan(0);
      if (seats === 8) expect(rep.plays[0] + rep.plays[1], 'the CinCs hold none in 8 seats').toBe(0);
      else expect(rep.plays[0] + rep.plays[1], 'the CinCs play theirs in 6 seats').toBeGreaterThan(0);
    }, 600_000);
  }

  it('6 and 8 seats: in-wasm random playouts and rollouts finish games, every use of the legal-list cache checked against a rebuild', async () => {
    for (const seats of [6, 8]) {
      const game = await napoleonicsGame('601', { build: 'debug', rules: { seats } });
      expect(wasmPlayoutsEnded(game, 900, 20, 40000), `${seats} seats: playouts that ended`).toBeGreaterThan(15);
    }
  }, 600_000);
});
