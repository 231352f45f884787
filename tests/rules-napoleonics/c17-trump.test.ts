// Rules digest C.17: "each unit/leader may benefit from at most one Tactician card per side per turn;
// a card played in response by the opponent can trump the first" [FANREF-N]. Our reading (option
// NAP_TACT_TRUMP, default 1): when the side whose unit an enemy battle targets answers with a card
// timed for the enemy's turn (a response), the attacker's turn card no longer helps the attacking
// unit in that battle (its dice, battle back, flags); the next battle it counts again.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { play, order, act, roll, diceToRoll } from './helpers.ts';
import { napPieces, en, mk, applyCode } from './pieces.ts';

const draw = (s: State, card: string) => applyCode(s, mk(en(s.game, 'NAP_ACT_TACT_DRAW'), 0, 0, en(s.game, `TCard.${card}`)));

/** Bottom holds Infantry Melee Leader (turn: +1 melee die, ordered infantry with a leader), top holds
 *  Battle Back Bonus (a response); bottom plays its card and attacks E4 from E3 (leader attached). */
async function attackWithCard(rules: Record<string, number>): Promise<State> {
  const { state } = await napPieces(
    { units: ['b FR_LN E3 L', 'b FR_LN G3 L', 't BR_LN E4', 't BR_LN G4', 't BR_LN A9'], hands: { bottom: ['attack-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0, ...rules } },
    { tactician: [1, 1], tacticianDeck: { INFANTRY_MELEE_LEADER: 2, BATTLE_BACK_BONUS: 2 } },
  );
  draw(state, 'INFANTRY_MELEE_LEADER'); draw(state, 'BATTLE_BACK_BONUS');
  act(state, 'tactic:infantry-melee-leader');
  play(state, 'attack-c');
  order(state, 'E3', 'G3');
  act(state, 'end-moves', 'battle:E3xE4');
  expect(state.phaseName()).toBe('TACT_RESPONSE');
  return state;
}

describe('C.17 a response trumps the turn card', () => {
  it('C.17 trump: the defender answers with a response card: the attacker\'s turn card gives no die in that battle', async () => {
    const state = await attackWithCard({});
    act(state, 'tactic:battle-back-bonus', 'accept');
    expect(diceToRoll(state)).toBe(5); // 4 blocks + 1 vs infantry; the Infantry Melee Leader die is trumped
  });

  it('C.17 trump: without a response the turn card counts (+1 die)', async () => {
    const state = await attackWithCard({});
    act(state, 'skip', 'accept');
    expect(diceToRoll(state)).toBe(6);
  });

  it('C.17 trump (option NAP_TACT_TRUMP = 0): a response does not cancel the turn card', async () => {
    const state = await attackWithCard({ NAP_TACT_TRUMP: 0 });
    act(state, 'tactic:battle-back-bonus', 'accept');
    expect(diceToRoll(state)).toBe(6);
  });

  it('C.17 trump: only for the battle answered: the next attacker has its turn-card die again', async () => {
    const state = await attackWithCard({});
    act(state, 'tactic:battle-back-bonus', 'accept');
    roll(state, 'cav', 'cav', 'cav', 'cav', 'cav'); // no effect on infantry
    expect(diceToRoll(state)).toBe(5); // the British line battles back: 4 blocks + 1 Battle Back Bonus
    roll(state, 'cav', 'cav', 'cav', 'cav', 'cav');
    for (let i = 0; i < 5 && state.phaseName() !== 'BATTLE'; i++) act(state, state.legalTexts()[0]);
    act(state, 'battle:G3xG4');
    if (state.phaseName() === 'RESPOND') act(state, 'accept');
    expect(diceToRoll(state)).toBe(6); // 4 + 1 vs infantry + 1 Infantry Melee Leader
  });
});
