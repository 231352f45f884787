// Rules digest C.16 Russia — Mother Russia pre-battle roll: dice equal to the Russian side's Command
// cards (or the scenario's count); each result buys one improvement, at most one extra block per unit;
// a scenario may void results (Austerlitz #1: sabres and cavalry). Configured as a scenario piece
// (core NapScen.MOTHER_RUSSIA); the dice and the choices are codes of napoleonics/actions.ts.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { blocks, unitAt, targets, hexIndex } from './helpers.ts';
import { napPieces, en, mk, applyCode, phaseOf, legalCodes, core } from './pieces.ts';

const die = (s: State, face: string) => applyCode(s, mk(en(s.game, 'Act.DIE'), 0, 0, en(s.game, `Face.${face}`)));
const use = (s: State, hex: string, what: string) => applyCode(s, mk(en(s.game, 'NAP_ACT_MOTHER_RUSSIA'), hexIndex(hex), 0, en(s.game, what)));
const choices = (s: State) => legalCodes(s).map((c) => `${s.game.hexText((c >> 6) & 511)}:${c >> 24}`).sort();
const units = ['b RU_LN E3', 'b RU_LN G3', 'b RU_LT C3', 'b RU_FA F2', 't FR_LN E5', 't FR_LN A9'];
const hands = { bottom: ['probe-c', 'probe-l', 'probe-r'], top: ['probe-c'] };

describe('C.16 Mother Russia', () => {
  it('C.16 Mother Russia: before play the Russian side rolls dice equal to its Command cards; infantry, artillery and flag results add blocks', async () => {
    const { state, game } = await napPieces({ units, hands }, { motherRussia: { side: 'bottom' } });
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_MR_ROLL'));
    expect(game.core.chanceDenom(state.ptr)).toBe(6);
    die(state, 'LIGHT'); die(state, 'HEAVY'); die(state, 'FLAG');
    expect(phaseOf(state)).toBe(en(game, 'NAP_PHASE_MR_PLACE'));
    const line = en(game, 'MR_LINE');
    expect(choices(state)).toEqual([`E3:${line}`, `G3:${line}`]); // the infantry result first: line infantry
    use(state, 'E3', 'MR_LINE');
    expect(blocks(state, 'E3')).toBe(4);
    expect(choices(state)).toEqual([`F2:${en(game, 'MR_ARTILLERY')}`]);
    use(state, 'F2', 'MR_ARTILLERY');
    expect(blocks(state, 'F2')).toBe(4);
    const flag = choices(state); // a flag: light infantry, or any of the above
    expect(flag).toContain(`C3:${en(game, 'MR_LIGHT')}`);
    expect(flag).toContain(`G3:${line}`);
    expect(flag).not.toContain(`E3:${line}`); // at most one extra block per unit
    use(state, 'C3', 'MR_LIGHT');
    expect(blocks(state, 'C3')).toBe(4);
    expect(state.phaseName()).toBe('PLAY');
    expect(targets(state, 'E3')).toEqual({ E5: 4 }); // the 4th block rolls a 4th die
  });

  it('C.16 Mother Russia: a cavalry result places a 2-block Cossack unit next to a Russian unit; sabres place field works', async () => {
    const { state, game } = await napPieces({ units: [...units, 't FR_LN G4'], hands }, { motherRussia: { side: 'bottom', dice: 2 } });
    expect(targets(state, 'G4')).toEqual({ G3: -5 }); // before: French line 4 + 1 against infantry
    die(state, 'MEDIUM'); die(state, 'SWORDS');
    use(state, 'E4', 'MR_COSSACK');
    expect(blocks(state, 'E4')).toBe(2);
    expect(core(game).getUnitType(state.ptr, unitAt(state, 'E4')!.id)).toBe(en(game, 'NUnit.RU_COS'));
    expect(legalCodes(state).every((c) => (c >> 24) === en(game, 'MR_WORKS'))).toBe(true);
    use(state, 'G3', 'MR_WORKS');
    expect(state.phaseName()).toBe('PLAY');
    expect(core(game).getUnitCount(state.ptr)).toBe(8);
    expect(targets(state, 'G4')).toEqual({ G3: -4 }); // the works face the enemy: a melee from the front loses a die (C.15)
  });

  it('C.16 Mother Russia: voided results (Austerlitz #1: sabres and cavalry) buy nothing; a flag cannot buy them', async () => {
    const { state, game } = await napPieces({ units, hands }, { motherRussia: { side: 'bottom', void: ['SWORDS', 'MEDIUM'] } });
    die(state, 'SWORDS'); die(state, 'MEDIUM'); die(state, 'FLAG');
    const flag = choices(state);
    expect(flag.some((c) => c.endsWith(`:${en(game, 'MR_COSSACK')}`))).toBe(false);
    expect(flag.some((c) => c.endsWith(`:${en(game, 'MR_WORKS')}`))).toBe(false);
    use(state, 'C3', 'MR_LIGHT');
    expect(state.phaseName()).toBe('PLAY');
  });

  it('C.16 Mother Russia: a result with nothing left to buy is dropped', async () => {
    const { state } = await napPieces({ units: ['b RU_LN E3', 't FR_LN E5'], hands }, { motherRussia: { side: 'bottom' } });
    die(state, 'LIGHT'); die(state, 'LIGHT'); die(state, 'HEAVY');
    use(state, 'E3', 'MR_LINE'); // the second infantry result (no line unit left) and the artillery are dropped
    expect(state.phaseName()).toBe('PLAY');
  });

  it('C.16 / D.11 Mother Russia: with option NAP_MR_FLAG_MAY_CHOOSE_VOIDED a flag may buy a voided improvement', async () => {
    const { state, game } = await napPieces({ units, hands, rules: { NAP_MR_FLAG_MAY_CHOOSE_VOIDED: 1 } }, { motherRussia: { side: 'bottom', void: ['SWORDS', 'MEDIUM'], dice: 1 } });
    die(state, 'FLAG');
    expect(choices(state).some((c) => c.endsWith(`:${en(game, 'MR_COSSACK')}`))).toBe(true);
  });
});
