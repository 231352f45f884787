// The seeded random-play invariant harness on 602 La Grande Austerlitz (26x11) in 8 seats (rule
// option seats 8; rules digest D.8), 100 complete games on the debug build of La Grande's own turn
// (docs/scenarios-epic.md "La Grande's turn (D.8)"): the CinC's hand-outs, the corps commanders'
// answers and own cards, halves, slots' orders, the initiative roll of empty-handed idle commanders,
// the no-March draws and the Scout gift. At every step: the core's invariants, clone equality, the save/load byte round trip, a
// legal list without duplicates whose every action text round-trips, each decision's policy index in
// range, unique, and equal to its side's, an action outside the list refused, chance sums of 1, and
// the seat to act (actorSeat) in [0, 8) with seat & 1 = currentPlayer at a decision. At the end: a
// result for every game, every seat has acted, and a replay of the same actions gives the same state.
// Also: every La Grande decision kind (to:, keep, own:, pass, half:, draw:command|tactician, and the
// CinC's square-give | square-refuse of D.5) and the initiative roll are taken in the run. And the in-wasm random playouts and rollouts (wasm-playouts.ts).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import type { Game, State } from '../../src/core/game.js';
import { makeRng } from './random-play.js';
import { wasmPlayoutsEnded } from './wasm-playouts.ts';

const GAMES = Number(process.env.HG_GAMES ?? 100);
const SEATS = 8;
const INIT = 59; // D.7 initiative: initiative / no-initiative (epic/actions.ts EPIC_ACT_INIT; b = 1: initiative)
// La Grande's kinds (epic/actions.ts GRANDE_ACT_*): to, own (keep 126, pass 125), half, draw:command|tactician,
// square (D.5: the CinC asked for a square's card, c = 1 give, 0 refuse)
const GRANDE = { TO: 55, OWN: 61, HALF: 62, NOMARCH: 63, KEEP: 126, PASS: 125, SQUARE: 47 };
type SeatCore = { actorSeat(s: number): number; policyIndexOf(code: number, viewer: number): number; checkInvariants(s: number): number; applyAction(s: number, c: number): number };

function fail(game: Game, s: State, g: number, step: number, what: string): never {
  throw new Error(`${game.scenario.id} game ${g} step ${step} (${s.phaseName()}): ${what}`);
}

function run(game: Game, games: number, seed: number) {
  const core = game.core as unknown as SeatCore;
  const rng = makeRng(seed);
  const acted = new Array<number>(SEATS).fill(0);
  let terminal = 0, decisions = 0, rolls = 0;
  const kinds = new Map<string, number>();
  const note = (k: string) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
  const spare = game.newState();
  for (let g = 0; g < games; g++) {
    const s = game.newState();
    const start = s.bytes();
    const trail: number[] = [];
    let step = 0;
    for (; step < 20000 && !s.isTerminal(); step++) {
      if (core.checkInvariants(s.ptr) !== 0) fail(game, s, g, step, 'invariant broken');
      const c = s.clone();
      if (!c.equals(s)) fail(game, s, g, step, 'clone differs');
      c.free();
      spare.setBytes(s.bytes());
      if (!spare.equals(s)) fail(game, s, g, step, 'save/load changed the state');
      const legal = s.legalActions();
      if (legal.length === 0) fail(game, s, g, step, 'no legal action');
      if (new Set(legal).size !== legal.length) fail(game, s, g, step, 'duplicate legal actions');
      for (const a of legal) {
        const back = game.parseAction(game.actionText(a));
        if (!('code' in back) || back.code !== a) fail(game, s, g, step, `text round trip failed for ${game.actionText(a)}`);
      }
      const seat = core.actorSeat(s.ptr);
      if (s.isChance()) {
        if (seat !== game.enums.CHANCE) fail(game, s, g, step, `actorSeat ${seat} at a chance node`);
      } else {
        if (seat < 0 || seat >= SEATS || (seat & 1) !== s.currentPlayer()) fail(game, s, g, step, `actorSeat ${seat} for side ${s.currentPlayer()}`);
        acted[seat]++;
        const seen = new Set<number>();
        for (const a of legal) {
          const p = s.policyIndex(a);
          if (p < 0 || p >= game.encoding.POLICY_SIZE || seen.has(p)) fail(game, s, g, step, `policy index ${p} of code ${a} missing, out of range or used twice`);
          seen.add(p);
          if (core.policyIndexOf(a, seat) !== p) fail(game, s, g, step, `seat ${seat}'s policy index differs from its side's`);
        }
      }
      const bogus = legal.reduce((m, x) => Math.max(m, x), 0) + 1 + Math.floor(rng() * 64);
      if (core.applyAction(s.ptr, bogus) !== 0) fail(game, s, g, step, `illegal code ${bogus} accepted`);
      let code: number;
      if (s.isChance()) {
        const outs = s.chanceOutcomes();
        const total = outs.reduce((t, o) => t + o.prob, 0);
        if (Math.abs(total - 1) > 1e-9) fail(game, s, g, step, `chance probabilities sum to ${total}`);
        let r = rng();
        code = outs[outs.length - 1]!.code;
        for (const o of outs) { r -= o.prob; if (r < 0) { code = o.code; break; } }
      } else {
        code = legal[Math.floor(rng() * legal.length)]!;
        decisions++;
        if ((code & 63) === INIT && (code >>> 24) === 1) rolls++;
        const kind = code & 63, c = code >>> 24;
        if (kind === GRANDE.TO) note('to');
        if (kind === GRANDE.OWN) note(c === GRANDE.KEEP ? 'keep' : c === GRANDE.PASS ? 'pass' : 'own');
        if (kind === GRANDE.HALF) note('half');
        if (kind === GRANDE.NOMARCH) note(c === 0 ? 'draw:command' : 'draw:tactician');
        if (kind === GRANDE.SQUARE) note(c === 1 ? 'square-give' : 'square-refuse');
      }
      s.apply(code);
      trail.push(code);
    }
    if (s.isTerminal()) terminal++;
    const r = game.newState();
    r.setBytes(start);
    for (const a of trail) r.apply(a);
    if (!r.equals(s)) fail(game, s, g, step, 'replay gave a different state');
    r.free();
    s.free();
  }
  spare.free();
  return { terminal, decisions, acted, rolls, kinds };
}

describe('602 La Grande Austerlitz in 8 seats: random-play invariant harness (D.8 La Grande turn)', () => {
  it(`${GAMES} random games keep every invariant, end with a result, every seat acts and every D.8 decision is taken`, async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: SEATS } });
    const rep = run(game, GAMES, 60208);
    expect(rep.terminal).toBe(GAMES);
    expect(rep.decisions).toBeGreaterThan(GAMES * 50);
    for (let i = 0; i < SEATS; i++) expect(rep.acted[i], `seat ${i} acted`).toBeGreaterThan(GAMES);
    expect(rep.rolls).toBeGreaterThan(GAMES); // D.8: an idle corps commander with an empty hand may roll (D.7's roll)
    expect(rep.kinds.get('to')).toBeGreaterThan(GAMES * 20); // two hand-outs a turn
    for (const k of ['keep', 'own', 'pass', 'half', 'draw:command', 'draw:tactician', 'square-give', 'square-refuse']) expect(rep.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
  }, 900_000);

  it('in-wasm random playouts and rollouts finish La Grande games in 8 seats, every use of the legal-list cache checked against a rebuild', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: SEATS } });
    expect(wasmPlayoutsEnded(game, 602, 20, 40000), 'playouts that ended').toBeGreaterThan(15);
  }, 300_000);
});
