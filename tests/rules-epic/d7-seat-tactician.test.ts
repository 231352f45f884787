// Tactician cards per seat in the 6- and 8-player EPIC formats (rules digest D.7, "Tactician /
// national items" column; core: assembly/cc/epic/seat-hands.ts): the start deal (each player 1 card
// plus an even share of the scenario's count, extras to the CinC first, then the roles in order; 8
// seats: the corps commanders only), a seat plays only his own cards and only for his section's
// units, a response is decided by the attacked unit's commander, the draws go to the seat (Elan:
// every player), and the observation shows a seat its own hand only. 2 and 4 seats keep the CinC
// holding the side's cards (perft-epic-seats.test.ts locks them unchanged). Inline EPIC positions
// (helpers.ts); a seat's hand is read from its own observation (the only public read of a hand).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { act, legalWith, eq, invariantsOk, hexIndex } from './helpers.ts';
import { seatSetup, seatHand } from './seat-helpers.ts';
import { targets as napTargets } from '../rules-napoleonics/helpers.ts';

type SeatCore = { actorSeat(s: number): number };
const en = (s: State, name: string): number => (s.game.core as unknown as Record<string, WebAssembly.Global>)[name].value as number;
const seatToAct = (s: State): number => (s.game.core as unknown as SeatCore).actorSeat(s.ptr);

// bottom's left (C), centre (K), right (R) with a leader each; the enemy one hex ahead of each
const UNITS = ['b FR_LN C2 L', 'b FR_LN K2 L', 'b FR_LN R2 L', 't RU_LN C3', 't RU_LN K3', 't RU_LN R3'];
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];
const HANDS = { bottom: ['probe-l', 'attack-c', 'elan'], top: ['probe-c', 'attack-r'] };
// bottom 1 card in 6 seats: 1 + 0 each, the extra to the CinC: 2 / 1 / 1 (CinC, left, right)
const DEAL6 = ['cavalry-leader', 'cavalry-leader', 'infantry-melee-leader', 'light-infantry-skirmish'];

const targets = (state: State, hex: string) => napTargets(state, hex, hexIndex);

/** Applies the step's end (end-orders / end-moves / skip) until `until` holds. */
function endSteps(state: State, until: (s: State) => boolean): void {
  for (let i = 0; i < 20 && !until(state); i++) {
    const end = state.legalTexts().find((a) => a === 'end-orders' || a === 'end-moves' || a === 'skip' || a === 'no-initiative');
    if (!end) throw new Error(`no step end in ${state.phaseName()}: ${state.legalTexts().join(' ')}`);
    act(state, end);
  }
}

// the Elan draws in order: bottom's players in role order, then top's (one kind each, none dealt before)
const ELAN_DRAWS = ['infantry-melee-leader', 'infantry-ranged-leader', 'cavalry-leader', 'hold-the-line-leader', 'leader-bonus', 'light-infantry-skirmish'];
function drawSix(s: State): number {
  let n = 0;
  while (s.currentPlayer() === 2 && s.phaseName() === 'TACT_DRAW' && n < ELAN_DRAWS.length) act(s, `tactic-draw:${ELAN_DRAWS[n++]}`);
  expect(s.phaseName(), 'no seventh Tactician draw').not.toBe('TACT_DRAW');
  return n;
}

describe('D.7 Tactician cards per seat (6 and 8 players)', () => {
  it('D.7 deal, 6 players: each player 1 card + an even share of the scenario\'s count, extras to the CinC first, then the roles in order', async () => {
    // bottom 4: 1 + 1 each, 1 extra (CinC) = 3 / 2 / 2; top 3: 1 + 1 each = 2 / 2 / 2
    const draws = ['cavalry-leader', 'cavalry-leader', 'cavalry-leader', 'sapper', 'sapper', 'grand-battery', 'grand-battery',
      'leader-bonus', 'leader-bonus', 'cavalry-screen', 'cavalry-screen', 'short-supply', 'short-supply'];
    const s = await seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, 6, [4, 3], draws);
    eq(seatHand(s, 0), { 'cavalry-leader': 3 }, 'bottom CinC');
    eq(seatHand(s, 2), { sapper: 2 }, 'bottom left');
    eq(seatHand(s, 4), { 'grand-battery': 2 }, 'bottom right');
    eq(seatHand(s, 1), { 'leader-bonus': 2 }, 'top CinC');
    eq(seatHand(s, 3), { 'cavalry-screen': 2 }, 'top left');
    eq(seatHand(s, 5), { 'short-supply': 2 }, 'top right');
    invariantsOk(s);
  });

  it('D.7 deal, 8 players: the corps commanders only (the CinC keeps none), extras in role order', async () => {
    const draws = ['infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'grand-battery', 'grand-battery', 'leader-bonus', 'leader-bonus',
      'cavalry-screen', 'cavalry-screen', 'short-supply', 'short-supply', 'cavalry-leader', 'cavalry-leader'];
    const s = await seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, 8, [4, 3], draws);
    eq(seatHand(s, 0), {}, 'bottom CinC');
    eq(seatHand(s, 2), { 'infantry-forward-leader': 3 }, 'bottom left corps');
    eq(seatHand(s, 4), { 'grand-battery': 2 }, 'bottom centre corps');
    eq(seatHand(s, 6), { 'leader-bonus': 2 }, 'bottom right corps');
    eq(seatHand(s, 1), {}, 'top CinC');
    eq([seatHand(s, 3), seatHand(s, 5), seatHand(s, 7)], [{ 'cavalry-screen': 2 }, { 'short-supply': 2 }, { 'cavalry-leader': 2 }], 'top corps');
    eq(legalWith(s, 'tactic'), [], 'the CinC has no Tactician card to play');
    invariantsOk(s);
  });

  it('D.7 4 players: the CinC still holds all the side\'s Tactician cards (the deal is the side\'s count)', async () => {
    const s = await seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, 4, [2, 0], ['sapper', 'grand-battery']);
    eq(seatHand(s, 0), { sapper: 1, 'grand-battery': 1 }, 'the CinC');
    eq(seatHand(s, 2), {}, 'the sub-commander');
  });

  it('D.7 6 players: each seat plays only his own cards: the CinC in his play, a sub-commander when he orders with his card', async () => {
    const s = await seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, 6, [1, 0], DEAL6);
    eq(legalWith(s, 'tactic'), ['tactic:cavalry-leader'], 'the CinC lists his own card only');
    act(s, 'play:probe-l', 'pick:probe-r');
    eq(seatToAct(s), 2, 'the left commander orders with Probe Left');
    eq(legalWith(s, 'tactic'), ['tactic:infantry-melee-leader'], 'the left commander lists his own card only');
    act(s, 'order:C2', 'end-orders');
    eq(seatToAct(s), 4, 'the right commander orders with Probe Right');
    eq(legalWith(s, 'tactic'), ['tactic:light-infantry-skirmish'], 'the right commander lists his own card only');
    act(s, 'tactic:light-infantry-skirmish');
    eq(seatHand(s, 4), {}, 'the card left the right commander\'s hand');
    eq(seatHand(s, 0), { 'cavalry-leader': 2 }, 'the CinC\'s hand is untouched');
    eq(seatHand(s, 2), { 'infantry-melee-leader': 1 }, 'the left commander\'s hand is untouched');
    invariantsOk(s);
  });

  it('D.7 6 players: a card works only for units in its player\'s section (Infantry Melee Leader, left: +1 die at C2, none at R2)', async () => {
    const s = await seatSetup({ units: UNITS, hands: HANDS, display: DISPLAY }, 6, [1, 0], DEAL6);
    act(s, 'play:probe-l', 'pick:probe-r', 'tactic:infantry-melee-leader', 'order:C2', 'end-orders', 'order:R2', 'end-orders');
    endSteps(s, (x) => x.phaseName() === 'BATTLE');
    eq(seatToAct(s), 2, 'the left commander battles first');
    const left = targets(s, 'C2').C3, right = targets(s, 'R2').R3;
    expect(left, 'the left unit gets the card\'s die').toBe(right - 1); // targetsFrom gives dice as negative numbers
  });

  it('D.7 6 players: a response is the attacked unit\'s commander\'s (top right holds Battle Back Bonus: C3 attacked, seat 5 answers)', async () => {
    // top 1 card: CinC 2 (1 + extra), left 1, right 1; top's right is bottom's left (C)
    const draws = ['infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'cavalry-leader', 'cavalry-leader', 'cavalry-leader', 'battle-back-bonus'];
    const base = { units: UNITS, hands: { bottom: ['attack-c', 'probe-l', 'elan'], top: HANDS.top }, display: DISPLAY };
    const s = await seatSetup(base, 6, [1, 1], draws);
    eq(seatHand(s, 5), { 'battle-back-bonus': 1 }, 'top right commander');
    act(s, 'play:probe-l', 'pick:probe-c', 'order:C2', 'end-orders', 'order:K2', 'end-orders');
    endSteps(s, (x) => x.phaseName() === 'BATTLE');
    act(s, 'battle:C2xC3');
    eq(s.game.core.getPhase(s.ptr), en(s, 'NAP_PHASE_TACT_RESPONSE'), 'the attacked unit\'s side may answer');
    eq(seatToAct(s), 5, 'the top right commander decides');
    eq(legalWith(s, 'tactic'), ['tactic:battle-back-bonus'], 'his own card');
    act(s, 'tactic:battle-back-bonus');
    eq(seatHand(s, 5), {}, 'played from his hand');
    invariantsOk(s);
  });

  it('D.7 6 players: a unit whose commander holds no response card gets none offered (centre: the top CinC holds Cavalry Leader only)', async () => {
    const draws = ['infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'cavalry-leader', 'cavalry-leader', 'cavalry-leader', 'battle-back-bonus'];
    const s = await seatSetup({ units: UNITS, hands: { bottom: ['attack-c', 'probe-l', 'elan'], top: HANDS.top }, display: DISPLAY }, 6, [1, 1], draws);
    act(s, 'play:attack-c', 'pick:probe-l');
    endSteps(s, (x) => x.phaseName() === 'ORDER' && legalWith(x, 'order:K2').length > 0);
    act(s, 'order:K2');
    endSteps(s, (x) => x.phaseName() === 'BATTLE' && legalWith(x, 'battle:K2').length > 0);
    act(s, 'battle:K2xK3');
    expect(s.game.core.getPhase(s.ptr), 'no Tactician response').not.toBe(en(s, 'NAP_PHASE_TACT_RESPONSE'));
  });

  it('D.7 end of turn, 6 players: Elan makes every player of both sides draw 1 Tactician card', async () => {
    const draws = ['infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader',
      'inspired-infantry-leader', 'inspired-infantry-leader', 'inspired-infantry-leader', 'inspired-infantry-leader'];
    const s = await seatSetup({ units: UNITS, hands: { bottom: ['elan', 'probe-l'], top: HANDS.top }, display: DISPLAY }, 6, [1, 1], draws);
    const before = [0, 1, 2, 3, 4, 5].map((seat) => Object.values(seatHand(s, seat)).reduce((a, b) => a + b, 0));
    act(s, 'play:elan', 'pick:probe-r@l-');
    const drawn = drawSix(s);
    eq(drawn, 6, 'six draws (three players a side)');
    [0, 2, 4, 1, 3, 5].forEach((seat, i) => {
      eq(Object.values(seatHand(s, seat)).reduce((a, b) => a + b, 0), before[seat] + 1, `seat ${seat} drew one`);
      eq(seatHand(s, seat)[ELAN_DRAWS[i]], 1, `seat ${seat} holds the card drawn for it`);
    });
    invariantsOk(s);
  });

  it('D.7 end of turn, 8 players: Elan makes every corps commander draw 1, the CinC none', async () => {
    const draws = ['infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader', 'infantry-forward-leader',
      'inspired-infantry-leader', 'inspired-infantry-leader', 'inspired-infantry-leader', 'inspired-infantry-leader'];
    const s = await seatSetup({ units: UNITS, hands: { bottom: ['elan', 'probe-l'], top: HANDS.top }, display: DISPLAY }, 8, [1, 1], draws);
    act(s, 'play:elan', 'pick:probe-r@l-');
    eq(drawSix(s), 6, 'six draws (three corps commanders a side)');
    [2, 4, 6, 3, 5, 7].forEach((seat, i) => eq(seatHand(s, seat)[ELAN_DRAWS[i]], 1, `corps commander seat ${seat} drew one`));
    eq(seatHand(s, 0), {}, 'bottom CinC none');
    eq(seatHand(s, 1), {}, 'top CinC none');
    invariantsOk(s);
  });
});
