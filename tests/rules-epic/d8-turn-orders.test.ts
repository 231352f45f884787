// Rules digest D.8 (La Grande): where a card orders among the corps commander's two sections ("his
// left", "his right"), played on 602 La Grande Austerlitz in 8 seats (the Allies, side 1, move first;
// their left commander holds the board's south pair). A multi-section card: Recon in Force = 1 + 1 +
// 1 free, all free orders in one section, so 2/1 or 1/2 [seed 2521-2609]; every card the CinC hands
// over orders in both of the commander's sections, except Force March, which orders infantry of one
// [seed 2455-2483]; March Moves within his own sections [seed 2995-3025]. Each order list is checked
// against the core's halves of a hex (grandeHalvesAt: 1 his left, 2 his right, 3 his inner line).
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { grandeDealt, keepAll, act, seat, halves, hexesOf, endOrdersUntil, settle, invariantsOk, ALLIED, seatOf } from './d8-turn-helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const DISPLAY = ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'];

/** The order hexes legal now, split by the holder's halves. */
function split(s: State, role: number): { left: string[]; right: string[]; both: string[]; outside: string[] } {
  const out = { left: [] as string[], right: [] as string[], both: [] as string[], outside: [] as string[] };
  for (const h of hexesOf(s, 'order:')) {
    const m = halves(s, h, ALLIED, role);
    (m === 1 ? out.left : m === 2 ? out.right : m === 3 ? out.both : out.outside).push(h);
  }
  return out;
}

/** Recon in Force to the centre commander (slot 0; Probe Left to the left one): at his HALF decision. */
async function reconToCentre(): Promise<State> {
  const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
  act(s, 'play:recon', 'pick:probe-l', 'to:c', 'to:l');
  keepAll(s);
  expect(s.phaseName()).toBe('GRANDE_HALF');
  expect(seat(s)).toBe(seatOf(ALLIED, 2));
  expect(s.legalTexts().sort()).toEqual(['half:l', 'half:r']);
  return s;
}

describe('D.8 Recon in Force handed to a corps commander: 2/1 or 1/2 [seed 2521-2609]', () => {
  for (const [half, nl, nr] of [['l', 2, 1], ['r', 1, 2]] as const) {
    it(`D.8: half:${half} puts the free order in his ${half === 'l' ? 'left' : 'right'}: ${nl} in his left, ${nr} in his right, nothing outside his pair`, async () => {
      const s = await reconToCentre();
      act(s, `half:${half}`);
      expect(s.phaseName()).toBe('ORDER');
      expect(seat(s)).toBe(seatOf(ALLIED, 2));
      const first = split(s, 2);
      expect(first.outside).toEqual([]);
      expect(first.left.length).toBeGreaterThanOrEqual(nl);
      expect(first.right.length).toBeGreaterThanOrEqual(nr);
      for (let i = 0; i < nl; i++) act(s, `order:${split(s, 2).left[0]!}`);
      expect(split(s, 2).left, 'his left is full').toEqual([]);
      expect(split(s, 2).right.length).toBeGreaterThan(0);
      for (let i = 0; i < nr - 1; i++) act(s, `order:${split(s, 2).right[0]!}`);
      expect(seat(s)).toBe(seatOf(ALLIED, 2));
      act(s, `order:${split(s, 2).right[0]!}`);
      expect(seat(s), 'three orders in all: the next slot orders').toBe(seatOf(ALLIED, 1));
      invariantsOk(s);
    });
  }
});

describe('D.8 the other multi-section cards handed over: Coordinated Advance 3/1 or 1/3, Advance 4/2 or 2/4, Flank Attack 2/2 [seed 2521-2609, 2745-2817]', () => {
  for (const [card, half, nl, nr] of [['coord-advance', 'l', 3, 1], ['coord-advance', 'r', 1, 3], ['advance', 'l', 4, 2], ['advance', 'r', 2, 4], ['flank-attack', '', 2, 2]] as const) {
    it(`D.8: ${card}${half ? ` with half:${half}` : ' (no free orders: no half asked)'} orders ${nl} in his left and ${nr} in his right`, async () => {
      const s = await grandeDealt(FR, [card, 'probe-c', 'force-march', 'bombard', 'cav-charge'], DISPLAY);
      act(s, `play:${card}`, 'pick:probe-l', 'to:c', 'to:l');
      keepAll(s);
      if (half) act(s, `half:${half}`);
      expect(s.phaseName()).toBe('ORDER');
      expect(seat(s)).toBe(seatOf(ALLIED, 2));
      expect(split(s, 2).outside).toEqual([]);
      for (let i = 0; i < nl; i++) act(s, `order:${split(s, 2).left[0]!}`);
      expect(split(s, 2).left, 'his left is full').toEqual([]);
      for (let i = 0; i < nr - 1; i++) act(s, `order:${split(s, 2).right[0]!}`);
      expect(seat(s)).toBe(seatOf(ALLIED, 2));
      act(s, `order:${split(s, 2).right[0]!}`);
      expect(seat(s), `${nl + nr} orders in all: the next slot orders`).toBe(seatOf(ALLIED, 1));
    });
  }
});

describe('D.8 a card handed by the CinC orders in both his sections [seed 2455-2483]', () => {
  it('D.8: Probe Left handed to the left commander orders its 2 units anywhere in his two sections, pooled', async () => {
    const s = await reconToCentre();
    act(s, 'half:l');
    endOrdersUntil(s, seatOf(ALLIED, 1)); // the centre commander orders nothing; the Probe's holder next
    expect(s.phaseName()).toBe('ORDER');
    expect(seat(s)).toBe(seatOf(ALLIED, 1));
    const a = split(s, 1);
    expect(a.outside).toEqual([]);
    expect(a.left.length).toBeGreaterThan(0);
    expect(a.right.length).toBeGreaterThan(0);
    act(s, `order:${a.left[0]!}`);
    expect(split(s, 1).right.length, 'his right is still open after an order in his left').toBeGreaterThan(0);
    expect(split(s, 1).left.length, 'and his left too: the 2 are pooled').toBeGreaterThan(0);
    act(s, `order:${split(s, 1).right[0]!}`);
    expect(s.phaseName(), 'two orders in all: the orders are over').not.toBe('ORDER');
  });

  it('D.8: Force March handed over orders in ONE of his sections, his choice (half:), infantry only there', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:force-march', 'pick:probe-l', 'to:c', 'to:l');
    keepAll(s);
    expect(s.phaseName()).toBe('GRANDE_HALF');
    act(s, 'half:r');
    const a = split(s, 2);
    expect(a.right.length).toBeGreaterThan(0);
    expect([...a.left, ...a.outside]).toEqual([]);
    const types = new Map(s.units().map((u) => [u.hex, u.type]));
    for (const h of [...a.right, ...a.both]) expect(types.get(h), h).toMatch(/_(LN|LT|GR|GG|ML|LI)/); // infantry
  });
});

describe('D.8 March Moves only in his own sections [seed 2995-3025]', () => {
  it('D.8: Scout Left handed to the left commander: its March Moves move only pieces in his two sections', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:bombard', 'pick:scout-l', 'to:r', 'to:l');
    keepAll(s);
    endOrdersUntil(s, -1);
    settle(s);
    expect(s.phaseName()).toBe('EPIC_MARCH'); // the idle centre commander passed with cards in hand: no initiative roll
    expect(seat(s)).toBe(seatOf(ALLIED, 1));
    const from = hexesOf(s, 'march:');
    expect(from.length).toBeGreaterThan(0);
    for (const h of from) expect(halves(s, h, ALLIED, 1), `march from ${h}`).not.toBe(0);
    invariantsOk(s);
  });
});

describe('D.8 Take Command may spill into a section of another commander [seed 2637-2645]', () => {
  it('D.8: Take Command handed to the centre commander orders in his pair and in ONE section of another commander, the first he orders in', async () => {
    const corps = ['leadership', 'rally', 'fire-hold', 'counter', 'first-strike', 'grande-manoeuvre', 'coord-advance', 'flank-attack', 'advance', 'leadership', 'counter', 'first-strike'];
    const s = await grandeDealt(FR, ['take-command', 'probe-c', 'force-march', 'bombard', 'cav-charge'], DISPLAY, corps);
    act(s, 'play:take-command', 'pick:probe-l', 'to:c', 'to:l');
    keepAll(s);
    expect(seat(s)).toBe(seatOf(ALLIED, 2));
    const outside0 = split(s, 2).outside;
    expect(outside0.length).toBeGreaterThan(0);
    const x = outside0.find((h) => halves(s, h, ALLIED, 3) === 1)!; // a unit in the right commander's left section only
    expect(x).toBeDefined();
    act(s, `order:${x}`);
    const outside1 = split(s, 2).outside;
    expect(outside1.length).toBeLessThan(outside0.length - 1);
    for (const h of outside1) expect(halves(s, h, ALLIED, 3) & 1, `order:${h} in the same section as ${x}`).toBe(1);
    expect(split(s, 2).left.length + split(s, 2).right.length + split(s, 2).both.length).toBeGreaterThan(0); // his own pair stays open
    invariantsOk(s);
  });
});
