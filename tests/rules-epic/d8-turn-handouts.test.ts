// Rules digest D.8 (La Grande, 8 players): the CinC's hand-outs. Each turn he takes one card from his
// hand and one from the Messenger display and hands them to TWO DIFFERENT corps commanders [seed
// 2449-2453]; a section card goes to the commander of that section [seed 2455-2483]; when every card
// of his hand and of the display names one section he may hand both to that commander [seed
// 2973-2991]. 602 La Grande Austerlitz in 8 seats; the Allies (side 1, seats 1, 3, 5, 7) move first.
import { describe, expect, it } from 'vitest';
import { GRANDE_ACT } from '../../src/core/notation.ts';
import { grandeDealt, keepAll, act, seat, slotField, cardName, invariantsOk, ALLIED, seatOf } from './d8-turn-helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const toTexts = (legal: string[]) => legal.filter((t) => t.startsWith('to:')).sort();

describe('D.8 hand-outs: two different corps commanders, a section card to its own commander', () => {
  it('D.8 [seed 2449-2483]: Attack Centre goes only to the centre commander, Probe Right only to the right one; the CinC decides both', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'attack-c', 'attack-r', 'bombard', 'cav-charge'], ['recon', 'force-march', 'scout-l', 'elan', 'probe-r']);
    expect(seat(s)).toBe(seatOf(ALLIED, 0));
    act(s, 'play:attack-c', 'pick:probe-r');
    expect(s.phaseName()).toBe('GRANDE_TO');
    expect(seat(s)).toBe(seatOf(ALLIED, 0)); // the CinC hands the cards out
    expect(toTexts(s.legalTexts())).toEqual(['to:c']);
    act(s, 'to:c');
    expect(toTexts(s.legalTexts())).toEqual(['to:r']);
    act(s, 'to:r');
    expect([slotField(s, 1, 0), slotField(s, 1, 1)]).toEqual([2, 3]); // holders: centre, right
    expect(cardName(s, slotField(s, 0, 1))).toBe('probe-r');
    invariantsOk(s);
  });

  it('D.8 [seed 2449-2453]: a tactic card may go to any commander but the one the display card must go to; the two are never the same', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'attack-c', 'attack-r', 'bombard', 'cav-charge'], ['recon', 'force-march', 'scout-l', 'elan', 'probe-r']);
    act(s, 'play:bombard', 'pick:scout-l');
    expect(toTexts(s.legalTexts())).toEqual(['to:c', 'to:r']); // Scout Left must reach the left commander
    act(s, 'to:r');
    expect(toTexts(s.legalTexts())).toEqual(['to:l']);
    act(s, 'to:l');
    expect([slotField(s, 1, 0), slotField(s, 1, 1)]).toEqual([3, 1]);
  });

  it('D.8 [seed 2449-2453]: two tactic cards go to two different commanders, any two', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'attack-c', 'attack-r', 'bombard', 'cav-charge'], ['recon', 'force-march', 'scout-l', 'elan', 'probe-r']);
    act(s, 'play:cav-charge', 'pick:force-march');
    expect(toTexts(s.legalTexts())).toEqual(['to:c', 'to:l', 'to:r']);
    act(s, 'to:c');
    expect(toTexts(s.legalTexts())).toEqual(['to:l', 'to:r']);
  });

  it('D.8 [seed 2455-2483]: a hand card and a display card of one section cannot be paired (one commander would get both): the pick leaves such a card out', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'attack-c', 'attack-r', 'bombard', 'cav-charge'], ['recon', 'force-march', 'scout-l', 'elan', 'probe-r']);
    act(s, 'play:attack-r');
    const picks = s.legalTexts().sort();
    expect(picks).not.toContain('pick:probe-r');
    expect(picks).toEqual(['pick:elan', 'pick:force-march', 'pick:recon', 'pick:scout-l']);
  });
});

describe('D.8 same-section exception [seed 2973-2991]', () => {
  const RIGHT_HAND = ['probe-r', 'probe-r', 'attack-r', 'attack-r', 'assault-r'];
  const RIGHT_DISPLAY = ['probe-r', 'probe-r', 'attack-r', 'attack-r', 'scout-r'];

  it('D.8: every card in the CinC\'s hand and on the display names the right section: both cards go to the right commander', async () => {
    const s = await grandeDealt(FR, RIGHT_HAND, RIGHT_DISPLAY);
    act(s, 'play:probe-r', 'pick:attack-r');
    expect(toTexts(s.legalTexts())).toEqual(['to:r']);
    act(s, 'to:r');
    expect(toTexts(s.legalTexts())).toEqual(['to:r']);
    act(s, 'to:r');
    keepAll(s);
    expect([slotField(s, 1, 0), slotField(s, 1, 1)]).toEqual([3, 3]);
    // the right commander gives both cards' orders, one after the other; the others are idle
    expect(s.phaseName()).toBe('ORDER');
    expect(seat(s)).toBe(seatOf(ALLIED, 3));
    invariantsOk(s);
  });

  it('D.8: one card of another kind in the hand (Cavalry Charge) voids the exception: only it pairs with the display\'s right cards', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'probe-r', 'attack-r', 'attack-r', 'cav-charge'], RIGHT_DISPLAY);
    expect(s.legalTexts().sort()).toEqual(['play:cav-charge']);
    act(s, 'play:cav-charge', 'pick:probe-r');
    expect(toTexts(s.legalTexts())).toEqual(['to:c', 'to:l']);
    act(s, 'to:l');
    expect(toTexts(s.legalTexts())).toEqual(['to:r']);
  });
});

describe('D.8 text forms of La Grande\'s decisions (src/core/notation.ts GRANDE_ACT)', () => {
  it('D.8: GRANDE_ACT matches the core\'s exports, and to: / keep / own: / pass / half: / draw:command|tactician round-trip', async () => {
    const s = await grandeDealt(FR, ['probe-r', 'attack-c', 'attack-r', 'bombard', 'cav-charge'], ['recon', 'force-march', 'scout-l', 'elan', 'probe-r']);
    const g = s.game.core as unknown as Record<string, WebAssembly.Global>;
    const v = (n: string) => g[n]!.value as number;
    expect(GRANDE_ACT).toEqual({ TO: v('GRANDE_ACT_TO'), OWN: v('GRANDE_ACT_OWN'), HALF: v('GRANDE_ACT_HALF'), NOMARCH: v('GRANDE_ACT_NOMARCH'), KEEP: v('GRANDE_KEEP'), PASS: v('GRANDE_PASS') });
    for (const t of ['to:l', 'to:c', 'to:r', 'keep', 'pass', 'own:probe-l', 'own:take-command', 'half:l', 'half:r', 'draw:command', 'draw:tactician']) {
      const r = s.game.parseAction(t);
      expect('code' in r, t).toBe(true);
      if ('code' in r) expect(s.game.actionText(r.code)).toBe(t);
    }
    const draw = s.game.parseAction('draw:probe-l'); // a card draw stays a card draw (Act.DRAW), not a no-March choice
    expect('code' in draw && (draw.code & 63)).toBe(s.game.enums.Act.code.DRAW);
    expect('error' in s.game.parseAction('to:x')).toBe(true);
    expect('error' in s.game.parseAction('half:c')).toBe(true);
  });
});
