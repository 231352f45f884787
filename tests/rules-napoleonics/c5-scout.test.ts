// Scout (rules digest C.3 step 5, C.5): the player of a Scout card draws 2 cards at the end of his
// turn and keeps 1, discarding the other. Forced draws; only the Scout player's determinization keeps
// the two cards (the opponent's draws them again from the unseen pool).
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, legalWith, eq } from './helpers.ts';
import type { State } from '../../src/core/game.ts';

function drawKind(state: State, name: string): void {
  const k = state.game.core[`NCard.${name}`].value as number;
  const o = state.chanceOutcomes().find((x) => ((x.code >> 24) & 127) === k);
  if (!o) throw new Error(`cannot draw ${name}`);
  state.apply(o.code);
}

describe('C.5 Scout', () => {
  it('C.5: Scout orders 1 unit; at the draw its player draws 2, keeps 1 and discards the other', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_LN F3', 't BR_LN E7'], hands: { bottom: ['scout-c', 'probe-l'], top: ['probe-c'] },
    });
    play(state, 'scout-c');
    act(state, 'order:E3');
    eq(state.phaseName(), 'MOVE', 'one order');
    act(state, 'end-moves');
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    eq(state.phaseName(), 'DRAW', 'first draw');
    drawKind(state, 'ATTACK_C');
    eq(state.phaseName(), 'DRAW', 'second draw');
    drawKind(state, 'BOMBARD');
    eq(state.phaseName(), 'SCOUT', 'keep one');
    expect(legalWith(state, 'discard:').length).toBe(2);
    const discards0 = state.discardCount();
    const bombard = state.game.core['NCard.BOMBARD'].value as number;
    const code = state.legalActions().find((c) => ((c >> 24) & 127) === bombard)!;
    state.apply(code);
    eq(state.discardCount(), discards0 + 1, 'Bombard discarded');
    eq(state.game.core.getHand(state.ptr, 0, bombard), 0, 'not kept');
    eq(state.game.core.getHand(state.ptr, 0, state.game.core['NCard.ATTACK_C'].value as number), 1, 'Attack Centre kept');
    eq(state.phaseName(), 'PLAY', 'the turn passed');
    eq(state.game.core.checkInvariants(state.ptr), 0, 'cards conserved');
  });

  it('C.5: two copies of one card drawn give one discard choice; the Scout player\'s determinization keeps the drawn cards, the opponent\'s draws them again (hidden: docs/contract.md "Cards in no hand")', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't BR_LN E7'], hands: { bottom: ['scout-c', 'probe-l'], top: ['probe-c'] },
    });
    play(state, 'scout-c');
    act(state, 'order:E3', 'end-moves');
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    drawKind(state, 'ATTACK_C');
    drawKind(state, 'ATTACK_C');
    expect(legalWith(state, 'discard:').length).toBe(1);
    const lists = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const own = state.clone();
      own.determinize(0, seed);
      expect(own.legalActions()).toEqual(state.legalActions());
      own.free();
      const c = state.clone();
      c.determinize(1, seed);
      eq(c.game.core.checkInvariants(c.ptr), 0, 'cards conserved');
      const l = legalWith(c, 'discard:');
      expect(l.length === 1 || l.length === 2).toBe(true);
      lists.add(l.join(' '));
      c.free();
    }
    expect(lists.size, 'the opponent does not learn the two cards').toBeGreaterThan(1);
  });

  it('C.5: after a First Strike the defender draws first; only the Scout player\'s two cards are offered', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't BR_LN E4'], hands: { bottom: ['scout-c', 'probe-l'], top: ['first-strike', 'probe-c'] },
      rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'scout-c');
    act(state, 'order:E3', 'end-moves', 'battle:E3xE4', 'first-strike');
    act(state, 'die:heavy', 'die:heavy', 'die:heavy', 'die:heavy'); // the First Strike misses
    act(state, 'die:heavy', 'die:heavy', 'die:heavy', 'die:heavy', 'die:heavy'); // so does the attack
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    drawKind(state, 'RALLY'); // the First Strike player's replacement
    drawKind(state, 'ATTACK_C');
    drawKind(state, 'BOMBARD');
    eq(state.phaseName(), 'SCOUT', 'keep one');
    const kinds = state.legalActions().map((c) => (c >> 24) & 127).sort((a, b) => a - b);
    const k = (n: string) => state.game.core[`NCard.${n}`].value as number;
    expect(kinds).toEqual([k('ATTACK_C'), k('BOMBARD')].sort((a, b) => a - b));
    state.apply(state.legalActions()[0]);
    eq(state.game.core.checkInvariants(state.ptr), 0, 'cards conserved');
  });
});
