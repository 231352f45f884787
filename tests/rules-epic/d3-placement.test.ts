// Rules digest D.3.2, card placement in the EPIC two-card turn: section cards in their printed
// section and never two in one section (except when every card in the hand and on the display names
// that section: the hand is revealed); tactic cards in one section of the player's choice, apart from
// the other card's section; the tactic card's special action only for the units it ordered; "equal
// to command" = the hand including the card just played from it; Take Command may extend into one
// more section.
import { describe, it, expect } from 'vitest';
import { epicSetup, act, orderMax, orderedBySection, rowUnits, orderable, legalWith, eq, invariantsOk } from './helpers.ts';

const TOP = ['t RU_LN C10', 't RU_LN K10', 't RU_LN R10'];

describe('D.3.2 section cards', () => {
  it('D.3.2: two section cards must be for different sections (a Probe Left in hand cannot take the display\'s Left cards)', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(2, 2, 2), ...TOP], hands: { bottom: ['probe-l', 'probe-c'], top: ['probe-c'] },
      display: ['probe-l', 'attack-l', 'probe-r', 'attack-c', 'scout-l'],
    });
    act(state, 'play:probe-l');
    eq(legalWith(state, 'pick:').sort(), ['pick:attack-c', 'pick:probe-r'], 'only the other sections');
  });

  it('D.3.2 exception: when every card in the hand and on the display names the same section, two cards of it may be played (hand revealed)', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(6, 2, 2), ...TOP], hands: { bottom: ['probe-l', 'attack-l'], top: ['probe-c'] },
      display: ['probe-l', 'attack-l', 'scout-l', 'assault-l', 'probe-l'],
    });
    act(state, 'play:attack-l');
    eq(legalWith(state, 'pick:').sort(), ['pick:assault-l', 'pick:attack-l', 'pick:probe-l', 'pick:scout-l'], 'left cards allowed');
    act(state, 'pick:probe-l');
    orderMax(state);
    eq(orderedBySection(state), [5, 0, 0], 'Attack Left + Probe Left = 5 on the left');
    invariantsOk(state);
  });

  it('D.3.2 exception does not hold when one card of the hand names another section; a hand card with no completion cannot be played', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(3, 2, 2), ...TOP], hands: { bottom: ['probe-l', 'bayonet'], top: ['probe-c'] },
      display: ['probe-l', 'attack-l', 'scout-l', 'assault-l', 'probe-l'],
    });
    eq(legalWith(state, 'play:'), ['play:bayonet'], 'Probe Left has no legal partner on this display');
    act(state, 'play:bayonet');
    expect(legalWith(state, 'pick:').every((t) => !t.endsWith('@l-')), 'the tactic card keeps away from the left').toBe(true);
  });
});

describe('D.3.2 tactic cards', () => {
  it('D.3.2: a tactic card is played in one section of the player\'s choice and orders only there', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(2, 2, 2), ...TOP], hands: { bottom: ['bayonet', 'probe-c'], top: ['probe-c'] },
      display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
    });
    act(state, 'play:bayonet');
    eq(legalWith(state, 'pick:probe-r').sort(), ['pick:probe-r@c-', 'pick:probe-r@l-'], 'not the right: the section card is there');
    act(state, 'pick:probe-r@l-');
    eq(orderable(state), ['A2', 'B2'], 'Bayonet Charge in the left: left infantry only');
  });

  it('D.3.2 / C.5: a tactic card with none of its troops in its section orders one unit of choice there', async () => {
    const { state } = await epicSetup({
      units: ['b FR_LC A2', 'b FR_LC B2', 'b FR_LN H2', ...TOP], hands: { bottom: ['bayonet', 'probe-c'], top: ['probe-c'] },
      display: ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
    });
    act(state, 'play:bayonet', 'pick:probe-r@l-');
    eq(orderable(state), ['A2', 'B2'], 'no infantry on the left: any one unit there, not the centre infantry');
    act(state, 'order:A2');
    eq(state.phaseName(), 'MOVE', 'one unit only (and nothing on the right for Probe Right)');
  });

  it('D.3.2: two tactic cards go to two different sections', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(2, 2, 2), ...TOP], hands: { bottom: ['bayonet', 'probe-c'], top: ['probe-c'] },
      display: ['force-march', 'cav-charge', 'bombard', 'fire-hold', 'force-march'],
    });
    act(state, 'play:bayonet');
    const picks = legalWith(state, 'pick:force-march').map((t) => t.slice(t.indexOf('@') + 1)).sort();
    eq(picks, ['cl', 'cr', 'lc', 'lr', 'rc', 'rl'], 'every ordered pair of different sections');
  });

  it('D.3.2: when two cards order in one section, only the tactic card\'s units get its special action (Bayonet Charge: 2 hexes)', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(1, 3, 1), ...TOP], hands: { bottom: ['recon', 'probe-c'], top: ['probe-c'] },
      display: ['bayonet', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
    });
    act(state, 'play:recon', 'pick:bayonet@-c');
    act(state, 'order:A2', 'order:G2', 'order:N2'); // Recon in Force: one per section
    act(state, 'order:H2', 'end-orders');           // Bayonet Charge in the centre
    const far = (from: string) => legalWith(state, `move:${from}-`).some((t) => t === `move:${from}-${from[0]}4`);
    eq(far('H2'), true, 'the Bayonet Charge unit may move 2 hexes');
    eq(far('G2'), false, 'the Recon unit in the same section moves 1');
  });

  it('D.3.2: "equal to command" counts the hand including the card just played from it (Assault from the display)', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(6, 1, 1), ...TOP], hands: { bottom: ['probe-c', 'attack-r', 'probe-r', 'scout-c'], top: ['probe-c'] },
      display: ['assault-l', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
    });
    act(state, 'play:probe-c', 'pick:assault-l');
    orderMax(state);
    eq(orderedBySection(state), [4, 1, 0], 'Assault Left = 3 cards left in hand + the one played');
  });

  it('D.3.2: Take Command\'s orders may extend into a second section, not a third; one order per unit', async () => {
    const { state } = await epicSetup({
      units: [...rowUnits(2, 2, 2), ...TOP], hands: { bottom: ['take-command', 'probe-c', 'probe-l', 'probe-r', 'scout-c'], top: ['probe-c'] },
      display: ['recon', 'attack-r', 'scout-r', 'assault-r', 'probe-r'],
    });
    act(state, 'play:take-command', 'pick:recon@c-');
    // the hand card first: Take Command in the centre (5 orders), spilling into one more section
    eq(orderable(state), ['A2', 'B2', 'G2', 'H2', 'N2', 'O2'], 'before any spill');
    act(state, 'order:G2', 'order:A2');
    eq(orderable(state), ['B2', 'H2'], 'the spill went left: the right is closed');
    act(state, 'order:B2', 'order:H2');
    eq(state.phaseName(), 'ORDER', 'Recon in Force now');
    eq(orderable(state), ['N2', 'O2'], 'the ordered units cannot be ordered again');
    invariantsOk(state);
  });
});
