// Rules digest C.17 (GM&T Tactician deck and hands), with C.5 (Scout, Elan draw Tactician cards):
// the deck is data (napoleonics/tactician-deck.ts: the known titles with OUR RECONSTRUCTED effects,
// two ORIGINAL cards), a scenario's hands are drawn as chance nodes, a card is played before the
// Command card (one per turn), except the cards timed for the enemy's turn, played as responses
// when an enemy battle targets a unit they fit; the hands are hidden (determinization resamples
// the opponent's). Draws are applied by code (napoleonics/actions.ts), decisions by text too.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { play, order, act, targets, battle, roll, diceToRoll } from './helpers.ts';
import { napPieces, en, mk, applyCode, phaseOf, call, legalCodes } from './pieces.ts';

const draw = (s: State, card: string) => applyCode(s, mk(en(s.game, 'NAP_ACT_TACT_DRAW'), 0, 0, en(s.game, `TCard.${card}`)));
const tactic = (s: State, card: string, a = 0, b = 0) => applyCode(s, mk(en(s.game, 'NAP_ACT_TACTIC'), a, b, en(s.game, `TCard.${card}`)));
const hand = (s: State, side: number, card: string) => call(s, 'tacticianHand', side, en(s.game, `TCard.${card}`));
const tacticCodes = (s: State) => legalCodes(s).filter((c) => (c & 63) === en(s.game, 'NAP_ACT_TACTIC'));

describe('C.17 Tactician cards', () => {
  it('C.17: each side starts with its Tactician cards, drawn as chance nodes weighted by the copies left (50-card default deck)', async () => {
    const { state, game } = await napPieces({ units: ['b FR_LN E3', 't BR_LN E5'] }, { tactician: [2, 1] });
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_TACT_DRAW'));
    expect(call(state, 'tacticianDeckCount')).toBe(50);
    expect(game.core.chanceDenom(state.ptr)).toBe(50);
    const code = mk(en(game, 'NAP_ACT_TACT_DRAW'), 0, 0, en(game, 'TCard.INFANTRY_MELEE_LEADER'));
    expect(game.core.chanceNum(state.ptr, code)).toBe(4);
    draw(state, 'INFANTRY_MELEE_LEADER'); draw(state, 'SAPPER'); draw(state, 'CAVALRY_LEADER');
    expect(hand(state, 0, 'INFANTRY_MELEE_LEADER')).toBe(1);
    expect(hand(state, 0, 'SAPPER')).toBe(1);
    expect(hand(state, 1, 'CAVALRY_LEADER')).toBe(1);
    expect(call(state, 'tacticianDeckCount')).toBe(47);
    expect(state.phaseName()).toBe('PLAY'); // the interrupted node comes back
  });

  it('C.17: a scenario deck file replaces the default deck', async () => {
    const { state } = await napPieces({ units: ['b FR_LN E3', 't BR_LN E5'] }, { tactician: [1, 0], tacticianDeck: { SHORT_SUPPLY: 5, LEADER_BONUS: 2 } });
    expect(call(state, 'tacticianDeckCount')).toBe(7);
    expect(state.game.core.chanceDenom(state.ptr)).toBe(7);
  });

  it('C.17 Infantry Melee Leader (reconstruction): played before the Command card, +1 melee die to ordered infantry with a leader; one card a turn', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LN E3 L', 'b FR_LN G3', 't BR_LN E4', 't BR_LN G4'] },
      { tactician: [2, 0], tacticianDeck: { INFANTRY_MELEE_LEADER: 4 } },
    );
    draw(state, 'INFANTRY_MELEE_LEADER'); draw(state, 'INFANTRY_MELEE_LEADER');
    expect(tacticCodes(state).length).toBe(1);
    tactic(state, 'INFANTRY_MELEE_LEADER');
    expect(tacticCodes(state)).toEqual([]); // one Tactician card per turn
    expect(call(state, 'tacticianInEffect', 0)).toBe(en(state.game, 'TCard.INFANTRY_MELEE_LEADER') + 1);
    play(state, 'probe-c');
    order(state, 'E3', 'G3');
    expect(targets(state, 'E3')).toEqual({ E4: -6 }); // 4 + 1 vs infantry + 1 card (leader attached)
    expect(targets(state, 'G3')).toEqual({ G4: -5 }); // no leader: no card die
    expect(hand(state, 0, 'INFANTRY_MELEE_LEADER')).toBe(1);
  });

  it('C.17: the card in effect ends with the turn', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LN E3 L', 't BR_LN E4', 't BR_LN A9'], hands: { bottom: ['probe-c', 'probe-c'], top: ['probe-c'] } },
      { tactician: [1, 0], tacticianDeck: { INFANTRY_MELEE_LEADER: 4 } },
    );
    draw(state, 'INFANTRY_MELEE_LEADER');
    tactic(state, 'INFANTRY_MELEE_LEADER');
    play(state, 'probe-c');
    act(state, 'end-orders');
    for (let i = 0; i < 20 && !(state.phaseName() === 'PLAY' && state.game.core.getActive(state.ptr) === 1); i++) act(state, state.legalTexts()[0]);
    expect(call(state, 'tacticianInEffect', 0)).toBe(0);
  });

  for (const answer of [true, false]) {
    it(`C.17 responses: a card timed for the enemy's turn (Battle Back Bonus, reconstruction) is not played in its own turn; when an enemy battle targets a unit it fits, its side may ${answer ? 'play it: +1 die battling back' : 'skip: no card die'}`, async () => {
      const { state } = await napPieces(
        { units: ['b FR_LN E3', 't BR_LN E5', 't BR_LN A9'], hands: { bottom: ['probe-l'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 } },
        { tactician: [1, 0], tacticianDeck: { BATTLE_BACK_BONUS: 4 } },
      );
      draw(state, 'BATTLE_BACK_BONUS');
      expect(tacticCodes(state)).toEqual([]); // not in its own turn
      play(state, 'probe-l');
      if (state.phaseName() === 'ORDER') act(state, 'end-orders');
      for (let i = 0; i < 20 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]);
      expect(state.game.core.getActive(state.ptr)).toBe(1);
      play(state, 'probe-c');
      order(state, 'E5');
      act(state, 'move:E5-E4');
      battle(state, 'E4xE3');
      expect(state.phaseName()).toBe('TACT_RESPONSE');
      expect(state.game.core.currentPlayer(state.ptr)).toBe(0);
      expect(state.legalTexts()).toEqual(['tactic:battle-back-bonus', 'skip']);
      act(state, answer ? 'tactic:battle-back-bonus' : 'skip');
      expect(hand(state, 0, 'BATTLE_BACK_BONUS')).toBe(answer ? 0 : 1);
      expect(state.phaseName()).toBe('RESPOND'); // the interrupted node comes back
      act(state, 'accept');
      roll(state, 'art', 'art', 'art', 'art', 'art');
      expect(diceToRoll(state)).toBe(answer ? 6 : 5); // French line battling back: 4 + 1 vs infantry (+ 1 card)
    });
  }

  it('C.17 responses: no answer when the card does not fit the unit attacked (Cavalry Screen: cavalry only)', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LN E3', 't BR_LN E5', 't BR_LN A9'], hands: { bottom: ['probe-l'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 } },
      { tactician: [1, 0], tacticianDeck: { CAVALRY_SCREEN: 2 } },
    );
    draw(state, 'CAVALRY_SCREEN');
    play(state, 'probe-l');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    for (let i = 0; i < 20 && state.phaseName() !== 'PLAY'; i++) act(state, state.legalTexts()[0]);
    play(state, 'probe-c');
    order(state, 'E5');
    act(state, 'move:E5-E4');
    battle(state, 'E4xE3');
    expect(state.phaseName()).not.toBe('TACT_RESPONSE');
  });

  it('C.17 Short Supply (the printed text): a unit not in square goes to a vacant hex of its own baseline in its section', async () => {
    const { state, game } = await napPieces(
      { units: ['b FR_LN E3', 't BR_LN E6', 't BR_LN A9'] },
      { tactician: [1, 0], tacticianDeck: { SHORT_SUPPLY: 2 } },
    );
    draw(state, 'SHORT_SUPPLY');
    const hx = (t: string) => (t.charCodeAt(0) - 65) + (Number(t.slice(1)) - 1) * 13;
    const codes = tacticCodes(state);
    const enemyBack = codes.filter((c) => ((c >> 6) & 511) === hx('E6')).map((c) => game.hexText((c >> 15) & 511));
    expect(enemyBack.length).toBeGreaterThan(0);
    for (const h of enemyBack) expect(h.endsWith('9')).toBe(true); // the top side's baseline
    tactic(state, 'SHORT_SUPPLY', hx('E6'), hx(enemyBack[0]));
    expect(state.units().find((u) => u.hex === enemyBack[0])?.side).toBe('top');
    expect(state.units().find((u) => u.hex === 'E6')).toBeUndefined();
  });

  it('C.5 / C.17: a Scout player draws a Tactician card (option NAP_TACT_SCOUT_DRAW); Elan: both sides draw one', async () => {
    const scout = await napPieces({ units: ['b FR_LN E3', 't BR_LN E5'], hands: { bottom: ['scout-c'], top: ['probe-c'] } }, { tactician: [0, 0] });
    expect(scout.state.phaseName()).toBe('PLAY');
    play(scout.state, 'scout-c');
    expect(call(scout.state, 'tacticianPending', 0)).toBe(1);
    expect(phaseOf(scout.state)).toBe(en(scout.game, 'NAP_PHASE_TACT_DRAW'));
    draw(scout.state, 'SAPPER');
    expect(call(scout.state, 'tacticianHandCount', 0)).toBe(1);
    const elan = await napPieces({ units: ['b FR_LN E3', 't BR_LN E5'], hands: { bottom: ['elan'], top: ['probe-c'] } }, { tactician: [0, 0] });
    play(elan.state, 'elan');
    expect(call(elan.state, 'tacticianPending', 0) + call(elan.state, 'tacticianPending', 1)).toBe(2);
  });

  it('C.17 hidden hands: determinization redeals the opponent\'s Tactician hand from the unseen cards, whatever it held', async () => {
    const spec = { units: ['b FR_LN E3', 't BR_LN E5'] };
    const pieces = { tactician: [1, 2] as [number, number] };
    const a = await napPieces(spec, pieces);
    draw(a.state, 'SAPPER'); draw(a.state, 'SHORT_SUPPLY'); draw(a.state, 'SHORT_SUPPLY');
    const b = await napPieces(spec, pieces);
    draw(b.state, 'SAPPER'); draw(b.state, 'CAVALRY_LEADER'); draw(b.state, 'LEADER_BONUS');
    a.game.core.determinize(a.state.ptr, 0, 7);
    b.game.core.determinize(b.state.ptr, 0, 7);
    const handOf = (s: State, side: number) => Array.from({ length: 16 }, (_, k) => call(s, 'tacticianHand', side, k));
    expect(handOf(a.state, 1)).toEqual(handOf(b.state, 1)); // the same redeal: the real cards did not matter
    expect(handOf(a.state, 1).reduce((x, y) => x + y, 0)).toBe(2);
    expect(hand(a.state, 0, 'SAPPER')).toBe(1); // the viewer's own hand stays
    expect(call(a.state, 'tacticianDeckCount')).toBe(47);
  });

  it('C.8 GM&T: at the end of its turn, before drawing, a side may discard a Tactician card to move a leader up to 3 hexes', async () => {
    const { state, game } = await napPieces(
      { units: ['b FR_LN E3 L', 't BR_LN E7', 't BR_LN A9'], hands: { bottom: ['probe-l'], top: ['probe-c'] } },
      { tactician: [1, 0], tacticianDeck: { SAPPER: 3 } },
    );
    draw(state, 'SAPPER');
    play(state, 'probe-l');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_LEADER_MOVE'));
    expect(game.core.currentPlayer(state.ptr)).toBe(0);
    const hx = (t: string) => (t.charCodeAt(0) - 65) + (Number(t.slice(1)) - 1) * 13;
    const dests = legalCodes(state).filter((c) => (c & 63) === en(game, 'NAP_ACT_LEADER_MOVE')).map((c) => game.hexText((c >> 15) & 511));
    expect(dests).toContain('E6'); // 3 hexes
    expect(dests).not.toContain('E7'); // an enemy unit
    expect(dests).not.toContain('E8'); // 4 hexes: too far (and past the enemy)
    applyCode(state, mk(en(game, 'NAP_ACT_LEADER_MOVE'), hx('E3'), hx('E6')));
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_LEADER_DISCARD'));
    applyCode(state, mk(en(game, 'NAP_ACT_TACT_DISCARD'), 0, 0, en(game, 'TCard.SAPPER')));
    expect(state.phaseName()).toBe('DRAW'); // the draw comes back
    expect(state.leaders().find((l) => l.side === 'bottom')?.hex).toBe('E6');
    expect(call(state, 'tacticianHandCount', 0)).toBe(0);
    expect(call(state, 'tacticianDiscard', en(game, 'TCard.SAPPER'))).toBe(1);
  });
});
