// Rules digest D.8 (La Grande): a corps commander may discard the card the CinC gave him and play one
// from his own hand instead, or play from his own hand when he receives nothing; from his own hand a
// Left card orders only in his left section, a Right card only in his right, a Centre card in either
// [seed 2651-2675, 2683-2703]; the initiative roll only for a commander with no card at all, none
// from the CinC and none in his hand [seed 2819-2851]. 602 in 8 seats, the Allies (side 1) first;
// the corps hands are dealt by name (seats 2..7, two cards each; d8-turn-helpers.ts CORPS).
import { describe, expect, it } from 'vitest';
import {
  grandeDealt, act, seat, slotField, cardName, ownHand, halves, hexesOf, keepAll, endOrdersUntil, settle, invariantsOk, gcore, CORPS,
  ALLIED, seatOf,
} from './d8-turn-helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const DISPLAY = ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'];
const LEFT = seatOf(ALLIED, 1), CENTRE = seatOf(ALLIED, 2), RIGHT = seatOf(ALLIED, 3);
/** CORPS with the Allied left commander (seat 3) holding Probe Left and Attack Centre. */
const CORPS_PROBE = [...CORPS.slice(0, 2), 'probe-l', 'attack-c', ...CORPS.slice(4)];

describe('D.8 a receiver keeps the CinC\'s card or plays his own [seed 2651-2675]', () => {
  it('D.8: the left commander, handed Bombard, may keep it or play either card of his own; own:take-command discards Bombard', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c');
    expect(s.phaseName()).toBe('GRANDE_ANSWER');
    expect(seat(s)).toBe(LEFT);
    expect(s.legalTexts().sort()).toEqual(['keep', 'own:counter', 'own:take-command']);
    const discarded = s.discardCount();
    act(s, 'own:take-command');
    expect(s.discardCount()).toBe(discarded + 1); // the CinC's Bombard
    expect(ownHand(s, LEFT)).toEqual({ counter: 1 });
    expect([cardName(s, slotField(s, 0, 0)), slotField(s, 2, 0)]).toEqual(['take-command', 1]); // slot 0: his card, from his own hand
    expect(seat(s)).toBe(CENTRE); // the display card's receiver answers next
    expect(s.legalTexts().sort()).toEqual(['keep', 'own:coord-advance', 'own:flank-attack']);
    act(s, 'keep');
    expect([cardName(s, slotField(s, 0, 1)), slotField(s, 2, 1)]).toEqual(['attack-c', 0]);
    invariantsOk(s);
  });

  it('D.8 [seed 2683-2703]: Probe Left from his OWN hand orders only in his left section (from the CinC it orders in both: d8-turn-orders)', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY, CORPS_PROBE);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'own:probe-l');
    keepAll(s);
    expect(s.phaseName()).toBe('ORDER');
    expect(seat(s)).toBe(LEFT);
    const hexes = hexesOf(s, 'order:');
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(halves(s, h, ALLIED, 1) & 1, `order:${h} in his left`).toBe(1);
  });

  it('D.8 [seed 2683-2703]: a Centre card from his own hand orders in one of his sections, his choice (half:)', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY, CORPS_PROBE);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'own:attack-c');
    keepAll(s);
    expect(s.phaseName()).toBe('GRANDE_HALF');
    expect(seat(s)).toBe(LEFT);
    act(s, 'half:r');
    const hexes = hexesOf(s, 'order:');
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(halves(s, h, ALLIED, 1) & 2, `order:${h} in his right`).toBe(2);
  });
});

describe('D.8 an idle commander plays his own card, or passes [seed 2651-2675]', () => {
  it('D.8: the right commander got nothing: own:<card> or pass; his own card opens a third slot that he orders with', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'keep', 'keep');
    expect(s.phaseName()).toBe('GRANDE_IDLE');
    expect(seat(s)).toBe(RIGHT);
    expect(s.legalTexts().sort()).toEqual(['own:counter', 'own:first-strike', 'pass']);
    act(s, 'own:counter');
    expect(slotField(s, 4, 0)).toBe(3); // three slots
    expect([cardName(s, slotField(s, 0, 2)), slotField(s, 1, 2), slotField(s, 2, 2)]).toEqual(['counter', 3, 1]);
    expect(ownHand(s, RIGHT)).toEqual({ 'first-strike': 1 });
    invariantsOk(s);
  });
});

describe('D.8 the initiative roll only with an empty hand [seed 2819-2851]', () => {
  it('D.8: an idle commander holding cards who passes is not offered the roll', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'keep', 'keep', 'pass');
    endOrdersUntil(s, -1);
    settle(s);
    expect(s.phaseName()).not.toBe('EPIC_INIT');
  });

  it('D.8: the same commander with no card of his own (his two moved to the centre commander) gets no IDLE decision but the roll', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    const c = gcore(s) as unknown as { takeSeatCmd(p: number, seat: number, k: number): void; addSeatCmd(p: number, seat: number, k: number): number };
    const kind = (n: string) => s.game.enums.Card.code[n.toUpperCase().replace(/-/g, '_')]!;
    for (const n of ['counter', 'first-strike']) { c.takeSeatCmd(s.ptr, RIGHT, kind(n)); c.addSeatCmd(s.ptr, CENTRE, kind(n)); }
    invariantsOk(s);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'keep', 'keep');
    expect(s.phaseName()).not.toBe('GRANDE_IDLE');
    endOrdersUntil(s, -1);
    settle(s);
    expect(s.phaseName()).toBe('EPIC_INIT');
    expect(seat(s)).toBe(RIGHT);
    expect(s.legalTexts().sort()).toEqual(['initiative', 'no-initiative']);
  });
});

describe('D.8 "equal to command": the hand the card came from, that card included [seed 2625-2635, 2725-2733]', () => {
  /** Orders the first legal unit until the slot's orders end; the count. */
  function orderAll(s: import('../../src/core/game.ts').State, who: number): number {
    let n = 0;
    for (let i = 0; i < 12 && s.phaseName() === 'ORDER' && seat(s) === who; i++) {
      const h = hexesOf(s, 'order:')[0];
      if (!h) break;
      act(s, `order:${h}`); n++;
    }
    return n;
  }

  it('D.8: Assault Left from the left commander\'s own hand (1 card left + the Assault) orders 2 units, in his left', async () => {
    const corps = [...CORPS.slice(0, 2), 'assault-l', 'take-command', ...CORPS.slice(4)];
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY, corps);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'own:assault-l');
    keepAll(s);
    expect(seat(s)).toBe(LEFT);
    for (const h of hexesOf(s, 'order:')) expect(halves(s, h, ALLIED, 1) & 1, h).toBe(1);
    expect(orderAll(s, LEFT)).toBe(2);
  });

  it('D.8: Assault Left handed by the CinC (his hand of 4 left + the Assault = 5) orders up to 5 units over both his sections', async () => {
    const s = await grandeDealt(FR, ['assault-l', 'probe-c', 'force-march', 'bombard', 'cav-charge'], DISPLAY);
    act(s, 'play:assault-l', 'pick:attack-c', 'to:l', 'to:c');
    keepAll(s);
    expect(seat(s)).toBe(LEFT);
    const sides = new Set(hexesOf(s, 'order:').map((h) => halves(s, h, ALLIED, 1)));
    expect(sides.has(1) && sides.has(2)).toBe(true);
    expect(orderAll(s, LEFT)).toBe(5);
  });
});
