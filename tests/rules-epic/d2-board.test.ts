// Rules digest D.2 (the EPIC board): 20 hexes wide by 11 deep, still three sections, each wider than
// on the standard board; where the dotted lines fall is UNCONFIRMED, so it is a named option
// (src/games/napoleonics/epic.ts EpicSectionLines: "thirds" by default, or [b1, b2]).
import { describe, it } from 'vitest';
import { epicSetup, act, orderable, eq } from './helpers.ts';

const UNITS = ['b FR_LN A2', 'b FR_LN F2', 'b FR_LN G2', 'b FR_LN M2', 'b FR_LN N2', 'b FR_LN S2', 't RU_LN K10'];
const HANDS = { bottom: ['probe-l', 'probe-c'], top: ['probe-c'] };
const DISPLAY = ['probe-r', 'probe-r', 'attack-r', 'scout-r', 'assault-r'];

describe('D.2 the EPIC board', () => {
  it('D.2: on 20 x 11 the default dotted lines ("thirds") put columns A-F of row 2 on the left, G-M in the centre, N-S on the right (T2 is the hole of a short row)', async () => {
    const { state, game } = await epicSetup({ units: UNITS, hands: HANDS, display: DISPLAY });
    eq(game.board, { w: 20, h: 11 }, 'board');
    act(state, 'play:probe-l', 'pick:probe-r');
    eq(orderable(state), ['A2', 'F2'], 'Probe Left: the left section');
    act(state, 'order:A2', 'order:F2');
    eq(orderable(state), ['N2', 'S2'], 'Probe Right: the right section');
  });

  it('D.2: the centre of the default lines holds seven columns of row 2 (G2-M2)', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c'] }, display: DISPLAY });
    act(state, 'play:probe-c', 'pick:probe-r');
    eq(orderable(state), ['G2', 'M2'], 'Probe Centre');
  });

  it('D.2 (UNCONFIRMED lines, named option): sectionLines [10, 28] moves F2 into the centre and N2 too', async () => {
    const { state } = await epicSetup({ units: UNITS, hands: HANDS, display: DISPLAY, epic: { sectionLines: [10, 28] } });
    act(state, 'play:probe-l', 'pick:probe-r');
    eq(orderable(state), ['A2'], 'Probe Left with the moved line');
    act(state, 'order:A2'); // the only left unit now: the hand card's orders end
    eq(orderable(state), ['S2'], 'Probe Right with the moved line');
  });
});
