// Napoleonics dice and unit tables (rules digest C.2 dice and hits, C.6 unit classes, C.7 national
// unit tables, C.10 ranged combat): dice per remaining block, nation bonuses, moving fire rounding,
// artillery dice by range, the die with two infantry sides, sabres and no-sabre units.
import { describe, expect, it } from 'vitest';
import { napSetup, play, act, order, moves, battle, roll, targets, diceToRoll, blocks, eq, unitAt } from './helpers.ts';

describe('C.2 the Napoleonics die', () => {
  it('C.2: a die has two infantry sides, one cavalry, artillery, flag and sabre side, no leader side', async () => {
    const { state } = await napSetup({ units: ['b FR_LN E3', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    eq(state.phaseName(), 'ROLL', 'a roll is pending');
    const out = state.chanceOutcomes().map((o) => [state.game.actionText(o.code), o.prob]);
    expect(Object.fromEntries(out)).toEqual({
      'die:light': 2 / 6, 'die:medium': 1 / 6, 'die:heavy': 1 / 6, 'die:flag': 1 / 6, 'die:swords': 1 / 6,
    });
    expect(state.legalTexts()).not.toContain('die:leader');
  });

  it('C.2: sampled dice follow the weights (infantry about twice as often as cavalry)', async () => {
    const { state, game } = await napSetup({ units: ['b FR_LN E3', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    game.seed(7);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 6000; i++) {
      const t = game.actionText(state.game.core.sampleChance(state.ptr));
      counts[t] = (counts[t] ?? 0) + 1;
    }
    expect(counts['die:leader']).toBeUndefined();
    expect(counts['die:light']).toBeGreaterThan(1700);
    expect(counts['die:light']).toBeLessThan(2300);
    expect(counts['die:medium']).toBeGreaterThan(800);
    expect(counts['die:medium']).toBeLessThan(1200);
  });

  it('C.2: in melee, sabres hit and the target-type symbol hits; flags are retreats', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c'] } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    eq(diceToRoll(state), 4, 'British line: 1 die per block, 4 blocks');
    roll(state, 'sabre', 'inf', 'cav', 'art');
    eq(blocks(state, 'E4'), 2, 'sabre + infantry symbol = 2 hits on infantry');
  });

  it('C.2: sabres rolled by a no-sabre unit (militia) miss', async () => {
    const { state } = await napSetup({ units: ['b FR_MI E3', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'sabre', 'sabre', 'sabre', 'inf');
    eq(blocks(state, 'E4'), 3, 'only the infantry symbol hits');
  });

  it('C.10: sabres miss in ranged combat', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    eq(diceToRoll(state), 5, 'British line standing fire: 1 per block +1');
    roll(state, 'sabre', 'sabre', 'inf', 'cav', 'art');
    eq(blocks(state, 'E5'), 3, 'one infantry hit only');
  });
});

describe('C.6 / C.7 melee dice per block and national bonuses', () => {
  it('C.7 France: line infantry +1 against infantry only; grenadiers +1; Old Guard +2', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 't BR_LN E4', 't BR_LC D4', 'b FR_GR H3', 't BR_LN H4', 'b FR_OG K3', 't BR_LN K4'],
    });
    expect(targets(state, 'E3')).toEqual({ E4: -5, D4: -4 });
    expect(targets(state, 'H3')).toEqual({ H4: -5 });
    expect(targets(state, 'K3')).toEqual({ K4: -6 });
  });

  it('C.2: dice shrink with block losses (1 die per remaining block)', async () => {
    const { state } = await napSetup({ units: ['b FR_GR E3 2', 't BR_LN E4', 'b BR_HC H3 1', 't BR_LN H4'] });
    expect(targets(state, 'E3')).toEqual({ E4: -3 });
    expect(targets(state, 'H3')).toEqual({ H4: -2 });
  });

  it('C.7 Russia: line infantry has 3 blocks; Austria: line infantry 5; Cossacks 2', async () => {
    const { state } = await napSetup({ units: ['b RU_LN E3', 'b AU_LN H3', 'b RU_COS K3', 't FR_LN A9'] });
    eq(unitAt(state, 'E3')?.blocks, 3, 'Russian line');
    eq(unitAt(state, 'H3')?.blocks, 5, 'Austrian line');
    eq(unitAt(state, 'K3')?.blocks, 2, 'Cossacks');
  });

  it('C.7 Spain: line infantry melees with 1 die less after moving', async () => {
    const { state } = await napSetup({ units: ['b SP_LN E2', 't FR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E2');
    moves(state, 'E2-E3');
    battle(state, 'E3xE4');
    eq(diceToRoll(state), 3, '4 blocks - 1 after moving');
  });

  it('C.7 Prussia: line infantry +1 melee when it has not moved', async () => {
    const { state } = await napSetup({ units: ['b PR_LN E3', 't FR_LN E4'] });
    expect(targets(state, 'E3')).toEqual({ E4: -5 });
  });
});

describe('C.10 ranged dice: standing, moving (rounding by nation), artillery by range', () => {
  it('C.7: moving fire is half the blocks, rounded up for France, down for militia and Portugal', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E2 3', 'b FR_MI H2 3', 'b PT_LN K2 3', 't BR_LN E5', 't BR_LN H5', 't BR_LN K5'],
      hands: { bottom: ['advance'], top: ['probe-c'] },
    });
    play(state, 'advance');
    order(state, 'E2', 'H2', 'K2');
    moves(state, 'E2-E3', 'H2-H3', 'K2-K3');
    expect(targets(state, 'E3')).toEqual({ E5: 2 }); // 3 blocks, half rounded up
    expect(targets(state, 'H3')).toEqual({ H5: 1 }); // half rounded down
    expect(targets(state, 'K3')).toEqual({ K5: 1 });
  });

  it('C.7: light infantry fires +1 standing and moving; Spanish line half down less 1', async () => {
    const { state } = await napSetup({
      units: ['b FR_LT E3', 'b SP_LN H2', 't BR_LN E5', 't BR_LN H5'],
      hands: { bottom: ['advance'], top: ['probe-c'] },
    });
    expect(targets(state, 'E3')).toEqual({ E5: 5 });
    play(state, 'advance');
    order(state, 'E3', 'H2');
    moves(state, 'H2-H3');
    expect(targets(state, 'H3')).toEqual({ H5: 1 }); // 4 blocks: 2 - 1
  });

  it('C.6: horse artillery reaches 4 hexes (3,3,2,2)', async () => {
    const { state } = await napSetup({ units: ['b FR_HA E1', 't BR_LN E5'] });
    expect(targets(state, 'E1')).toEqual({ E5: 2 });
    const far = await napSetup({ units: ['b FR_HA E1', 't BR_LN E6'] });
    expect(targets(far.state, 'E1')).toEqual({});
  });

  it('C.6: foot artillery dice by range 3,3,2,2,1 (ranges 1-5, option estimate), capped by blocks', async () => {
    const at = async (target: string, blocks = 3): Promise<Record<string, number>> => {
      const { state } = await napSetup({ units: [`b FR_FA E1 ${blocks}`, `t BR_LN ${target}`] });
      return targets(state, 'E1');
    };
    expect(await at('E3')).toEqual({ E3: 3 }); // range 2
    expect(await at('E4')).toEqual({ E4: 2 }); // range 3
    expect(await at('E5')).toEqual({ E5: 2 }); // range 4
    expect(await at('E6')).toEqual({ E6: 1 }); // range 5
    expect(await at('E7')).toEqual({}); // range 6: out of range
    expect(await at('E3', 2)).toEqual({ E3: 2 }); // 2 blocks cap the 3 dice
  });

  it('C.6: artillery dice come from the named rule option (NAP_FA_RANGE_DICE)', async () => {
    const { state } = await napSetup({ units: ['b FR_FA E1', 't BR_LN E3'], rules: { NAP_FA_RANGE_DICE: 22222 } });
    expect(targets(state, 'E1')).toEqual({ E3: 2 });
  });

  it('C.6: foot artillery may move or battle, not both', async () => {
    const { state } = await napSetup({ units: ['b FR_FA E1', 't BR_LN E4'] });
    play(state, 'probe-c');
    order(state, 'E1');
    moves(state, 'E1-E2');
    expect(state.legalTexts().some((t) => t.startsWith('battle:'))).toBe(false);
  });

  it('C.6: rifles fire at range 3', async () => {
    const { state } = await napSetup({ units: ['b BR_RI E3', 't FR_LN E6'] });
    expect(targets(state, 'E3')).toEqual({ E6: 4 }); // 3 blocks + 1 standing
  });
});
