// Rules digest D.3.2, the worked examples of multi-section cards combined with a second card: each
// example is its own test. Bottom infantry stand on row 2 in every section (more than any card
// orders); the pieces are ordered greedily until movement and counted per section.
import { describe, it } from 'vitest';
import { epicSetup, act, orderMax, orderedBySection, rowUnits, eq, invariantsOk, legalWith } from './helpers.ts';

const TOP = ['t RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
const DISPLAY = ['probe-c', 'recon', 'flank-attack', 'fire-hold', 'coord-advance'];

async function combined(handCard: string, pick: string, units = rowUnits(5, 6, 5)) {
  const { state } = await epicSetup({ units: [...units, ...TOP], hands: { bottom: [handCard, 'probe-l'], top: ['probe-c'] }, display: DISPLAY });
  act(state, `play:${handCard}`, pick);
  orderMax(state);
  return state;
}

describe('D.3.2 worked examples (multi-section cards)', () => {
  it('D.3.2 example: Coordinated Advance + Probe Centre = 1 left, 4 centre, 1 right', async () => {
    const state = await combined('coord-advance', 'pick:probe-c');
    eq(orderedBySection(state), [1, 4, 1], 'orders per section');
    invariantsOk(state);
  });

  it('D.3.2 example: Recon in Force + Flank Attack = 3 left, 1 centre, 3 right', async () => {
    const state = await combined('recon', 'pick:flank-attack');
    eq(orderedBySection(state), [3, 1, 3], 'orders per section');
  });

  it('D.3.2 example: Coordinated Advance + Recon in Force = 2 left, 3 centre, 2 right', async () => {
    const state = await combined('coord-advance', 'pick:recon');
    eq(orderedBySection(state), [2, 3, 2], 'orders per section');
  });

  it('D.3.2 example: Recon in Force + Fire and Hold = 1 per section and, in the Fire-and-Hold section, up to 4 more units with its special action', async () => {
    const { state } = await epicSetup({ units: [...rowUnits(6, 6, 6), ...TOP], hands: { bottom: ['recon', 'probe-l'], top: ['probe-c'] }, display: DISPLAY });
    eq(legalWith(state, 'play:').includes('play:recon'), true, 'Recon playable');
    act(state, 'play:recon', 'pick:fire-hold@-c');
    orderMax(state);
    eq(orderedBySection(state), [1, 5, 1], 'orders per section');
    // the Fire and Hold units may not move (its special action); the Recon units may
    const movers = new Set(legalWith(state, 'move:').map((t) => t.slice(5, t.indexOf('-'))));
    eq(movers.size, 3, 'only the three Recon units move');
    invariantsOk(state);
  });
});
