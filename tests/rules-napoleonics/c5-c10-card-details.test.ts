// Napoleonics card and unit details (rules digest C.5 tactic cards, C.6 horse artillery, C.8 lone
// leaders under fire, C.7 / C.19 rule options), each from a small inline position with forced dice.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, moves, battle, roll, targets, diceToRoll, legalWith, eq } from './helpers.ts';

describe('C.5 tactic card details', () => {
  it('C.5: Fire and Hold orders only units not adjacent to an enemy', async () => {
    const { state } = await napSetup({
      units: ['b BR_LN E3', 'b BR_LN H3', 't FR_LN H4', 't FR_LN E5'],
      hands: { bottom: ['fire-hold'], top: ['probe-c'] },
    });
    play(state, 'fire-hold');
    expect(legalWith(state, 'order:')).toEqual(['order:E3']);
  });

  it('C.5: Bombard: artillery may move up to 3 hexes, and then may not battle', async () => {
    const { state } = await napSetup({ units: ['b FR_HA E1', 't BR_LN E7'], hands: { bottom: ['bombard'], top: ['probe-c'] } });
    play(state, 'bombard');
    order(state, 'E1');
    const dests = legalWith(state, 'move:E1-').map((t) => t.slice(8));
    expect(dests).toContain('E4');
    moves(state, 'E1-E4');
    expect(legalWith(state, 'battle:')).toEqual([]);
  });

  it('C.5: Bombard: guard artillery that stays battles with +3', async () => {
    const { state } = await napSetup({ units: ['b FR_GFA E1', 't BR_LN E3'], hands: { bottom: ['bombard'], top: ['probe-c'] } });
    play(state, 'bombard');
    order(state, 'E1');
    battle(state, 'E1xE3');
    eq(diceToRoll(state), 6, '3 at range 2 + 3');
  });

  it('C.5: Cavalry Charge: guard cavalry +2; no bonus against a town', async () => {
    const { state } = await napSetup({
      units: ['b FR_GHC E3', 't BR_LN E4', 'b FR_LC H3', 't BR_LN H4'],
      terrain: ['town H4'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    order(state, 'E3', 'H3');
    act(state, 'end-moves');
    expect(targets(state, 'E3')).toEqual({ E4: -7 }); // 4 + 1 heavy + 2 guard charge
    expect(targets(state, 'H3')).toEqual({ H4: -1 }); // 4 - 3 town, no charge bonus
  });

  it('C.5: Bayonet Charge: guard infantry +1 melee', async () => {
    const { state } = await napSetup({ units: ['b FR_OG E3', 't BR_LN E4'], hands: { bottom: ['bayonet'], top: ['probe-c'] } });
    play(state, 'bayonet');
    order(state, 'E3');
    act(state, 'end-moves');
    expect(targets(state, 'E3')).toEqual({ E4: -7 }); // 4 + 2 + 1
  });

  it('C.5: Elan: roll command dice; the ordered units battle with +1 die (skeleton roll orders)', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_LC H3', 't BR_LN E4', 't BR_LN H4'],
      hands: { bottom: ['elan', 'probe-l'], top: ['probe-c'] },
    });
    play(state, 'elan');
    eq(state.phaseName(), 'ROLL', 'command dice');
    roll(state, 'inf', 'flag');
    expect(legalWith(state, 'order:')).toEqual(['order:E3']);
    order(state, 'E3');
    act(state, 'end-moves');
    expect(targets(state, 'E3')).toEqual({ E4: -6 }); // 4 + 1 vs infantry + 1 Elan
  });

  it('C.5: Counter-Attack copies the card the opponent just played, mirrored', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN B2', 't BR_LN B8', 't BR_LN L8', 't BR_LN M8'],
      hands: { bottom: ['probe-l'], top: ['counter'] },
    });
    play(state, 'probe-l');
    order(state, 'B2');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    while (state.isChance()) state.apply(state.chanceOutcomes()[0].code);
    play(state, 'counter');
    // Probe Left mirrored is the top's Probe Right: the top's right flank is the bottom's left, so the
    // counter-attack orders on the same flank of the board (B8), not on the other one (L8, M8)
    const orders = legalWith(state, 'order:').sort();
    expect(orders).toEqual(['order:B8']);
  });
});

describe('C.6 / C.8 unit details', () => {
  it('C.6: a 1-block horse artillery may not move and battle', async () => {
    const { state } = await napSetup({ units: ['b FR_HA E1 1', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E1');
    moves(state, 'E1-E2');
    expect(legalWith(state, 'battle:')).toEqual([]);
  });

  it('C.6: a horse artillery at full strength may move 1 and battle', async () => {
    const { state } = await napSetup({ units: ['b FR_HA E1', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E1');
    moves(state, 'E1-E2');
    expect(legalWith(state, 'battle:')).toEqual(['battle:E2xE4']);
  });

  it('C.8: a lone leader under ranged fire dies only on 2 sabres', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't leader E5', 't BR_LN A9'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'swords', 'inf', 'inf', 'flag', 'cav');
    expect(state.leaders().some((l) => l.side === 'top')).toBe(true);
    const b = await napSetup({ units: ['b BR_LN E3', 't leader E5', 't BR_LN A9'] });
    play(b.state, 'probe-c');
    order(b.state, 'E3');
    battle(b.state, 'E3xE5');
    roll(b.state, 'swords', 'swords', 'inf', 'flag', 'cav');
    expect(b.state.leaders().some((l) => l.side === 'top')).toBe(false);
  });
});

describe('C.19 options', () => {
  it('C.19.3: NAP_AUSTRIAN_LIGHT_MOVING_PLUS1 = 0 drops the Austrian light infantry moving +1', async () => {
    const run = async (v: number) => {
      const { state } = await napSetup({ units: ['b AU_LT E2', 't FR_LN E5'], rules: { NAP_AUSTRIAN_LIGHT_MOVING_PLUS1: v } });
      play(state, 'probe-c');
      order(state, 'E2');
      moves(state, 'E2-E3');
      return targets(state, 'E3');
    };
    expect(await run(1)).toEqual({ E5: 3 }); // 4 blocks: 2 + 1
    expect(await run(0)).toEqual({ E5: 2 });
  });

  it('C.19.4: NAP_PORTUGUESE_LINE_PLUS1 = 1 gives the Portuguese line the British +1 standing', async () => {
    const a = await napSetup({ units: ['b PT_LN E3', 't FR_LN E5'] });
    expect(targets(a.state, 'E3')).toEqual({ E5: 4 });
    const b = await napSetup({ units: ['b PT_LN E3', 't FR_LN E5'], rules: { NAP_PORTUGUESE_LINE_PLUS1: 1 } });
    expect(targets(b.state, 'E3')).toEqual({ E5: 5 });
  });

  it('C.19.1: NAP_UPHILL_FIRE = 0: fire into a hill from below is not reduced', async () => {
    const a = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['hill E5'] });
    expect(targets(a.state, 'E3')).toEqual({ E5: 4 });
    const b = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['hill E5'], rules: { NAP_UPHILL_FIRE: 0 } });
    expect(targets(b.state, 'E3')).toEqual({ E5: 5 });
  });

  it('C.19.8: NAP_FLAG_IGNORE_CAP caps the flags ignored from all sources', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_OG E5 L'], rules: { NAP_SUPPORT: 0, NAP_FLAG_IGNORE_CAP: 1 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'flag', 'cav', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
  });
});
