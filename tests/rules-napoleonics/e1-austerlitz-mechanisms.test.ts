// Rules digest E.1 (the six Austerlitz battles' special rules) as general scenario mechanisms of the
// core (NapScen items, configured by tests/rules-napoleonics/pieces.ts): a side that holds its
// ground instead of retreating (#6, the Allies), and hexes whose units battle at -1 die with no
// reduction against them and no stop (the Goldbach, #1 and #2; the stream of #4-#6).
import { describe, it, expect } from 'vitest';
import { play, order, battle, roll, targets, blocks, unitAt, act } from './helpers.ts';
import { napPieces, en, mk, applyCode, phaseOf } from './pieces.ts';
import type { State } from '../../src/core/game.ts';

describe('E.1 Austerlitz special rules as mechanisms', () => {
  it('E.1 #6: units of the hold-ground side stay put and lose 1 block per flag they cannot ignore', async () => {
    const { state } = await napPieces({ units: ['b FR_LN E3', 't RU_GR E5'], rules: { NAP_SUPPORT: 0 } }, { holdGround: 'top' });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'art', 'art');
    act(state, 'ignore:1'); // Russian grenadiers ignore 1 flag
    expect(unitAt(state, 'E5')).toBeDefined();
    expect(blocks(state, 'E5')).toBe(3); // 4 - 1 for the flag not ignored
  });

  for (const either of [true, false]) {
    it(`E.1 #6: ${either ? 'a unit of the retreat-either side may retreat toward the nearer baseline, the enemy\'s here, or toward its own' : 'control: without the rule it retreats toward its own baseline'}`, async () => {
      // the top side's line on E3 (row 3 of 9: the bottom baseline is nearer) is struck by one flag;
      // "French units MAY retreat ... toward the nearest baseline hex of either side" (E.1 #6): a
      // permission, so its own way (D4; E4 holds the attacker) stays open too
      const { state } = await napPieces({ units: ['b BR_LN E4', 't FR_LN E3', 't FR_LN A9'], rules: { NAP_SUPPORT: 0 } }, either ? { retreatEither: 'top' } : {});
      play(state, 'probe-c');
      order(state, 'E4');
      battle(state, 'E4xE3');
      roll(state, 'flag', 'art', 'art', 'art');
      const dests = state.legalTexts().filter((t) => t.startsWith('retreat:')).map((t) => t.slice(8)).sort();
      expect(dests).toEqual(either ? ['D2', 'D4', 'E2'] : ['D4']);
    });
  }

  it('E.1 #6: a French unit on the Allied baseline retreats home without penalty instead of losing a block', async () => {
    // E9 is on the top baseline: the nearest baseline hex is its own hex, so only its own way (down)
    // lets it retreat; before this rule was read as a permission it lost a block there
    const { state } = await napPieces({ units: ['b FR_LN E9', 't BR_LN E8', 'b FR_LN A1'], first: 'top', rules: { NAP_SUPPORT: 0 } }, { retreatEither: 'bottom' });
    play(state, 'probe-c');
    order(state, 'E8');
    battle(state, 'E8xE9');
    roll(state, 'flag', 'art', 'art', 'art');
    expect(state.legalTexts().filter((t) => t.startsWith('retreat:'))).toEqual(['retreat:D8']);
    act(state, 'retreat:D8');
    expect(unitAt(state, 'D8')).toBeDefined();
    expect(blocks(state, 'D8')).toBe(4);
  });

  it('E.1 #6: the first retreat step fixes the direction for the rest of the retreat', async () => {
    // a French line on E7 (row 7: the Allied baseline is nearer) struck by two flags may go up (D8)
    // or home (D6, E6); once it stepped home, its second step goes on home (row 5), not back up
    const { state } = await napPieces({ units: ['b FR_LN E7', 't BR_LN E8', 'b FR_LN A1'], first: 'top', rules: { NAP_SUPPORT: 0 } }, { retreatEither: 'bottom' });
    play(state, 'probe-c');
    order(state, 'E8');
    battle(state, 'E8xE7');
    roll(state, 'flag', 'flag', 'art', 'art');
    const first = state.legalTexts().filter((t) => t.startsWith('retreat:')).map((t) => t.slice(8)).sort();
    expect(first).toEqual(['D6', 'D8', 'E6']);
    act(state, 'retreat:D6');
    const second = state.legalTexts().filter((t) => t.startsWith('retreat:')).map((t) => t.slice(8));
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((h) => h.endsWith('5'))).toBe(true);
  });

  it('E.1 Goldbach: no stop and no reduction against a unit in it; a unit in it battles at -1 die', async () => {
    const { state } = await napPieces({ units: ['b BR_LN E3', 't FR_LN E4', 't FR_LN G4', 'b BR_LN G3'] }, { battleOut: { E4: 1 } });
    expect(targets(state, 'E3')).toEqual({ E4: -4 }); // attacking into it: full dice
    expect(targets(state, 'E4')).toEqual({ E3: -4 }); // out of it: 4 + 1 against infantry - 1
    expect(targets(state, 'G4')).toEqual({ G3: -5 });
  });

  it('E.1 #6 roll-off: each side rolls its dice, more sabres moves first, a tie goes to the named side', async () => {
    const spec = { units: ['b FR_LN E3', 't RU_LN E7'] };
    const face = (s: State, f: string) => applyCode(s, mk(en(s.game, 'Act.DIE'), 0, 0, en(s.game, `Face.${f}`)));
    const top = await napPieces(spec, { rollOff: { dice: 2, tie: 'bottom' } });
    expect(phaseOf(top.state)).toBe(en(top.game, 'NAP_PHASE_ROLLOFF'));
    expect(top.game.core.chanceDenom(top.state.ptr)).toBe(6);
    face(top.state, 'SWORDS'); face(top.state, 'LIGHT'); // bottom: 1 sabre
    face(top.state, 'SWORDS'); face(top.state, 'SWORDS'); // top: 2 sabres
    expect(top.state.phaseName()).toBe('PLAY');
    expect(top.game.core.currentPlayer(top.state.ptr)).toBe(1);
    const tie = await napPieces({ ...spec, first: 'top' }, { rollOff: { dice: 2, tie: 'bottom' } });
    for (const f of ['SWORDS', 'FLAG', 'SWORDS', 'FLAG']) face(tie.state, f);
    expect(tie.game.core.currentPlayer(tie.state.ptr)).toBe(0); // a tie: the named side (the French in #6)
  });
});
