// La Grande squares: the CinC's answer to a corps commander with no card (rules digest D.5 "La Grande",
// D.8 "Squares: D.5"; seed lines 3085-3110: "Cuando un comandante de Cuerpo no tiene cartas de Órdenes
// y quiere que una unidad forme en cuadro, debe pedir ayuda al CEJ. El CEJ puede ignorar la petición
// ... o permitir que se robe una carta de Órdenes al azar de la mano del CEJ"; 3124-3140: the card
// goes back to the CinC when the square ends). The corps commander chooses `square`; the CinC's seat
// then decides `square-give` (the SQUARE_CARD chance node draws from his hand) or `square-refuse`
// (no square; the melee goes on as if accepted). Seeded random 602 games in 8 seats to the first
// square offered to a corps commander; his cards are moved to his CinC (conserved) where needed.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { makeRng } from '../harness/random-play.ts';
import { invariantsOk } from './helpers.ts';
import { createAgent } from '../../src/agents/registry.ts';
import { chooseAction } from '../../src/agents/agent.ts';
import { Rng } from '../../src/agents/rng.ts';

type Core = {
  actorSeat(s: number): number; seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number;
  addSeatCmd(s: number, seat: number, k: number): number | boolean; takeSeatCmd(s: number, seat: number, k: number): void;
  getHand(s: number, side: number, k: number): number; getDiscard(s: number, k: number): number;
};
const core = (s: State): Core => s.game.core as unknown as Core;
const drawKind = (code: number): number => (code >>> 24) & 127;
const KINDS = 32;

/** Seeded random 602 games in 8 seats up to an attack a corps commander may answer with `square`
 *  (`ownCards`: while he holds a card of his own); `skip` offers are passed over. */
async function squareOffer(ownCards: boolean, skip = 0): Promise<State> {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
  let seen = 0;
  for (let seed = 1; seed <= 80; seed++) {
    const s = game.newState();
    const r = makeRng(seed);
    for (let i = 0; i < 3000 && !s.isTerminal(); i++) {
      if (s.isChance()) { const o = s.chanceOutcomes(); s.apply(o[Math.floor(r() * o.length)]!.code); continue; }
      if (s.phaseName() === 'RESPOND' && core(s).actorSeat(s.ptr) >= 2 && s.legalTexts().includes('square')
        && (!ownCards || core(s).seatCmdSize(s.ptr, core(s).actorSeat(s.ptr)) > 0) && seen++ >= skip) return s;
      const l = s.legalActions();
      s.apply(l[Math.floor(r() * l.length)]!);
    }
    s.free();
  }
  throw new Error('no square offered to a corps commander in 80 seeded games');
}

/** The answering corps commander's cards go to his CinC's hand (cards conserved): his hand is empty. */
function emptyCorps(s: State): { seat: number; side: number } {
  const c = core(s), seat = c.actorSeat(s.ptr), side = seat & 1;
  for (let k = 0; k < KINDS; k++) while (c.seatCmd(s.ptr, seat, k) > 0) { c.takeSeatCmd(s.ptr, seat, k); c.addSeatCmd(s.ptr, side, k); }
  invariantsOk(s);
  return { seat, side };
}

const hands = (s: State): number[][] => [...Array(8).keys()].map((seat) => [...Array(KINDS).keys()].map((k) => core(s).seatCmd(s.ptr, seat, k)));
const discards = (s: State): number[] => [...Array(KINDS).keys()].map((k) => core(s).getDiscard(s.ptr, k));

/** Is the unit of `side` on `hex` in square (bottom's observation, unturned: plane 12 its own units in
 *  square, 25 the enemy's; as web/src/nap/pieces.ts reads them)? */
function inSquare(s: State, hex: number, side: number): boolean {
  const o = s.observation(0);
  const [, h, w] = o.shape;
  return o.planes[(side === 0 ? 12 : 25) * h * w + hex]! > 0;
}

describe('D.5 La Grande: a corps commander with no card asks his CinC, who gives or refuses', () => {
  it('D.5 (seed 3085-3110): the CinC is asked only when the corps commander\'s hand is empty; the decision is the CinC seat\'s', async () => {
    // with cards of his own: no question, his own card is drawn at once
    const own = await squareOffer(true);
    own.apply('square');
    expect(own.phaseName()).toBe('SQUARE_CARD');
    // with none: the CinC's seat decides, between exactly two actions
    const s = await squareOffer(false);
    const { seat, side } = emptyCorps(s);
    expect(seat).toBeGreaterThanOrEqual(2);
    expect(s.legalTexts()).toContain('square');
    const before = hands(s);
    s.apply('square');
    expect(s.phaseName()).toBe('GRANDE_SQUARE');
    expect(core(s).actorSeat(s.ptr)).toBe(side); // seat = side + 2 * role, role 0: the CinC
    expect(s.currentPlayer()).toBe(side);
    expect(s.legalTexts()).toEqual(['square-give', 'square-refuse']);
    expect(hands(s)).toEqual(before); // asking moves no card
    invariantsOk(s);
    // notation round trip and the policy block (2 entries, one index each, both in the mask)
    for (const t of s.legalTexts()) expect(s.game.actionText(s.game.codeOf(t))).toBe(t);
    const idx = s.legalActions().map((c) => s.policyIndex(c));
    expect(new Set(idx).size).toBe(2);
    const mask = s.legalMask();
    for (const i of idx) expect(mask[i]).toBe(1);
    expect(mask.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('D.5: square-give draws the card at random from the CinC\'s hand (he keeps one at least); it comes back to the CinC when the square ends', async () => {
    const s = await squareOffer(false);
    const { seat, side } = emptyCorps(s);
    const hex = s.combat().defenderHex;
    s.apply('square');
    const cinc = core(s).seatCmdSize(s.ptr, side);
    s.apply('square-give');
    expect(s.phaseName()).toBe('SQUARE_CARD');
    const outs = s.chanceOutcomes();
    expect(outs.map((o) => [drawKind(o.code), o.prob])).toEqual(
      [...Array(KINDS).keys()].filter((k) => core(s).getHand(s.ptr, side, k) > 0).map((k) => [k, core(s).getHand(s.ptr, side, k) / cinc]));
    const k = drawKind(outs[0]!.code);
    s.apply(outs[0]!.code);
    expect([core(s).seatCmdSize(s.ptr, seat), core(s).seatCmdSize(s.ptr, side)]).toEqual([0, cinc - 1]);
    expect(core(s).seatCmdSize(s.ptr, side)).toBeGreaterThanOrEqual(1);
    expect(inSquare(s, hex, side)).toBe(true);
    invariantsOk(s);
    // play on (seeded) until that unit is out of square: at that step the card goes back to the CinC's hand
    const text = s.game.hexText(hex);
    const unitId = s.units().find((u) => u.hex === text)!.id;
    const r = makeRng(7);
    let back = -1;
    for (let i = 0; i < 20000 && !s.isTerminal() && back < 0; i++) {
      const prevHand = core(s).getHand(s.ptr, side, k), prevCorps = hands(s).slice(2).map((h) => h[k]);
      if (s.isChance()) { const o = s.chanceOutcomes(); s.apply(o[Math.floor(r() * o.length)]!.code); }
      else { const l = s.legalActions(); s.apply(l[Math.floor(r() * l.length)]!); }
      const stillThere = s.units().some((u) => u.id === unitId && u.hex === text); // a square does not move
      if (!stillThere || !inSquare(s, hex, side)) {
        back = i;
        expect(core(s).getHand(s.ptr, side, k)).toBe(prevHand + 1); // the CinC's card, back to him
        expect(hands(s).slice(2).map((h) => h[k])).toEqual(prevCorps); // never to a corps commander
      }
    }
    expect(back, "the square ended (ordered out or eliminated)").toBeGreaterThanOrEqual(0);
    invariantsOk(s);
  });

  it('D.5: square-refuse: no square, no card moves, the melee goes on exactly as an accepted attack', async () => {
    const s = await squareOffer(false, 1);
    const { side } = emptyCorps(s);
    const hex = s.combat().defenderHex;
    const accepted = s.clone();
    accepted.apply('accept');
    const before = hands(s), disc = discards(s);
    s.apply('square');
    s.apply('square-refuse');
    expect(s.equals(accepted)).toBe(true); // the same position as `accept` (phase, dice to roll, everything)
    expect(s.phaseName()).not.toBe('SQUARE_CARD');
    expect(hands(s)).toEqual(before);
    expect(discards(s)).toEqual(disc);
    expect(inSquare(s, hex, side)).toBe(false);
    invariantsOk(s);
    accepted.free();
  });

  it('D.5 / D.8 no-peek: the offer and the question depend only on public hand sizes: every determinization of the deciding seat keeps its legal list', async () => {
    const s = await squareOffer(false, 2);
    const { seat, side } = emptyCorps(s);
    const legalAfter = (st: State, viewer: number, seed: number): string[] => {
      const c = st.clone();
      c.determinize(viewer, seed);
      invariantsOk(c);
      const l = c.legalTexts();
      c.free();
      return l;
    };
    const offer = s.legalTexts();
    expect(offer).toContain('square');
    for (let seed = 1; seed <= 4; seed++) expect(legalAfter(s, seat, seed), `corps seat ${seat} seed ${seed}`).toEqual(offer);
    s.apply('square');
    for (let seed = 1; seed <= 4; seed++) {
      // the CinC resamples every hand he cannot see (his corps commanders' and the enemy's): same question
      expect(legalAfter(s, side, seed), `CinC seat ${side} seed ${seed}`).toEqual(['square-give', 'square-refuse']);
    }
  });

  it('D.5: the random, greedy and MCTS agents answer the question for the CinC\'s seat like any decision', async () => {
    const s = await squareOffer(false);
    emptyCorps(s);
    s.apply('square');
    const legal = s.legalActions();
    for (const spec of ['random', 'greedy', 'mcts:sims=40']) {
      const a = await chooseAction(createAgent(spec), s.contract, new Rng(3));
      expect(legal, spec).toContain(a);
    }
  });

  it('D.5 / C.13: a CinC down to one card is never asked: with the corps hand empty no square is offered', async () => {
    const t = await squareOffer(false);
    const c = core(t), st = c.actorSeat(t.ptr), sd = st & 1;
    const others = [1, 2, 3].filter((r) => r !== st >> 1).map((r) => sd + 2 * r); // the side's other corps commanders take the cards (conserved)
    for (let k = 0; k < KINDS; k++) while (c.seatCmd(t.ptr, st, k) > 0) { c.takeSeatCmd(t.ptr, st, k); c.addSeatCmd(t.ptr, sd, k); }
    for (let k = 0; k < KINDS; k++) while (c.seatCmdSize(t.ptr, sd) > 1 && c.getHand(t.ptr, sd, k) > 0) {
      c.takeSeatCmd(t.ptr, sd, k);
      expect(others.some((o) => Number(c.addSeatCmd(t.ptr, o, k)) === 1)).toBe(true);
    }
    invariantsOk(t);
    expect([c.seatCmdSize(t.ptr, st), c.seatCmdSize(t.ptr, sd)]).toEqual([0, 1]);
    expect(t.legalTexts()).not.toContain('square');
    expect(t.legalTexts()).toContain('accept');
  });
});
