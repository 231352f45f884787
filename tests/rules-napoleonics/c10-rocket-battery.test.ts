// Rules digest C.10 / C.7 (GM&T, British rocket battery; [CCNET-N] units/rocket-battery-rb): 3 blocks;
// moves 1 or 2 and then no combat; fires only if it did not move, at 2-5 hexes in any direction, no
// line of sight needed, no terrain reduction; always 2 dice (cards may add); 2 matching symbols per
// hit; the target may not ignore flags; 2 sabres rolled = 1 hit on the battery itself; in melee it
// fights like horse artillery with 2 dice; no combined arms; it cannot target lone leaders.
import { describe, it, expect } from 'vitest';
import { napSetup, play, order, act, battle, roll, blocks, targets, diceToRoll, legalWith, unitAt } from './helpers.ts';
import { coreUnitType } from '../../src/games/napoleonics/unit-codes.ts';

const rules = { NAP_SUPPORT: 0 };

async function fire(units: string[], terrain: string[] = []) {
  const { state } = await napSetup({ units: ['b BR_RB E2', ...units, 't FR_LN A9'], terrain, hands: { bottom: ['probe-c'] }, rules });
  play(state, 'probe-c');
  order(state, 'E2');
  act(state, 'end-moves');
  return state;
}

describe('C.10 the rocket battery', () => {
  it('C.10 rocket battery: the map code B-RB loads as BR_RB, 3 blocks', async () => {
    expect(coreUnitType('GB', 'B-RB')).toBe('BR_RB');
    const state = await fire(['t FR_LN E6']);
    expect(unitAt(state, 'E2')).toMatchObject({ type: 'BR_RB', blocks: 3 });
  });

  it('C.10 rocket battery: 2 dice at 2-5 hexes, without line of sight (a forest between) and without terrain reduction (target in a town)', async () => {
    const state = await fire(['t FR_LN E7', 't FR_LN G4'], ['forest E4', 'forest E5', 'town G4']);
    expect(targets(state, 'E2')).toEqual({ E7: 2, G4: 2 }); // E7 at 5 hexes behind two forests; G4 in a town
  });

  it('C.10 rocket battery: beyond 5 hexes, no target; a lone leader is never a target', async () => {
    const state = await fire(['t FR_LN E8', 't leader E5']);
    expect(targets(state, 'E2')).toEqual({});
  });

  it('C.10 rocket battery: 2 matching symbols make 1 hit; one symbol alone misses', async () => {
    const a = await fire(['t FR_LN E6']);
    battle(a, 'E2xE6');
    expect(diceToRoll(a)).toBe(2);
    roll(a, 'inf', 'inf');
    expect(blocks(a, 'E6')).toBe(3);
    const b = await fire(['t FR_LN E6']);
    battle(b, 'E2xE6');
    roll(b, 'inf', 'cav');
    expect(blocks(b, 'E6')).toBe(4);
  });

  it('C.10 / C.12 rocket battery: its target may not ignore a flag (a leader attached would let it)', async () => {
    const state = await fire(['t FR_LN E6 L']);
    battle(state, 'E2xE6');
    roll(state, 'flag', 'cav');
    expect(state.phaseName()).toBe('RETREAT'); // no IGNORE decision
  });

  it('C.10 rocket battery: 2 sabres rolled are 1 hit on the battery itself', async () => {
    const state = await fire(['t FR_LN E6']);
    battle(state, 'E2xE6');
    roll(state, 'sabre', 'sabre');
    expect(blocks(state, 'E2')).toBe(2);
    expect(blocks(state, 'E6')).toBe(4);
  });

  it('C.10 rocket battery: moves 1 or 2, then no combat', async () => {
    const { state } = await napSetup({ units: ['b BR_RB E2', 't FR_LN E7', 't FR_LN A9'], hands: { bottom: ['probe-c'] }, rules });
    play(state, 'probe-c');
    order(state, 'E2');
    expect(legalWith(state, 'move:E2-').map((t) => t.slice(8))).toContain('E4');
    act(state, 'move:E2-E3');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    expect(legalWith(state, 'battle:E3')).toEqual([]);
  });

  it('C.10 rocket battery: in melee it rolls 2 dice (like horse artillery)', async () => {
    const state = await fire(['t FR_LN E3']);
    expect(targets(state, 'E2')).toEqual({ E3: -2 });
  });

  it('C.10 / C.14 rocket battery: it never joins a combined-arms attack', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 'b BR_RB E2', 'b BR_FA F2', 't FR_LN E4', 't FR_LN A9'], hands: { bottom: ['attack-c'] }, rules });
    play(state, 'attack-c');
    order(state, 'E3', 'E2', 'F2');
    act(state, 'end-moves', 'battle:E3xE4');
    expect(legalWith(state, 'join:')).toEqual(['join:F2']); // the foot artillery may, the rockets may not
  });
});
