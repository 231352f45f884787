// The observation's La Grande appends (docs/encoding.md "La Grande's slots and the viewer's halves";
// rules digest D.8: each corps commander commands a pair of sections, "his left" and "his right"
// [seed 2347-2367]; the CinC hands his two cards to two different commanders, who may play their own
// card instead, and an idle commander may play his own [seed 2455-2483, 2521-2609]; a multi-section
// card's free orders go in the half he chooses; the Scout gift [seed 3177-3225]). Planes 46, 47: the
// viewer's own left / right half; globals 242..376: the viewer's role, slot cards C and D, per slot
// holder / source / half / quotas left, the gift in the CinC's view. 602 in 8 seats, the Allies first.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { grandeDealt, act, seat, gcore, slotField, ALLIED, FRENCH, seatOf, cardName } from './d8-turn-helpers.ts';
import { napCardCode } from '../../src/games/napoleonics/compile.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const DISPLAY = ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'];
const G = 242; // docs/encoding.md: the block's first global
const ROLE = G, CARD_C = G + 4, CARD_D = G + 33, HOLDER = G + 62, SOURCE = G + 74, HALF = G + 86, QUOTA = G + 94, GIFT = G + 106, END = G + 135;
const P_LEFT = 46, P_RIGHT = 47;
const CENTRE = seatOf(ALLIED, 2), LEFT = seatOf(ALLIED, 1), RIGHT = seatOf(ALLIED, 3);

const globals = (s: State, v: number): number[] => Array.from(s.observation(v).globals);
/** The block's non-zero globals of seat v, as { index: value }. */
function block(s: State, v: number): Record<number, number> {
  const g = globals(s, v), out: Record<number, number> = {};
  for (let i = G; i < END; i++) if (g[i] !== 0) out[i] = g[i]!;
  return out;
}
/** `b` with the role one-hot of `role` instead of its own. */
function withRole(b: Record<number, number>, role: number): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [k, v] of Object.entries(b)) if (Number(k) >= ROLE + 4 || Number(k) < ROLE) out[Number(k)] = v;
  out[ROLE + role] = 1;
  return out;
}
/** Plane p of seat v's observation ([H][W], the viewer's frame). */
function plane(s: State, v: number, p: number): number[] {
  const o = s.observation(v), [, h, w] = o.shape;
  return Array.from(o.planes.subarray(p * h * w, (p + 1) * h * w));
}
/** docs/encoding.md "The viewer's frame": hex h of a W x H board as the side `side` sees it. */
function viewHex(h: number, side: number, w: number, hh: number): number {
  if (side === 0) return h;
  const row = Math.floor(h / w), col = h % w;
  return (hh - 1 - row) * w + ((row & 1) === 0 ? w - 1 - col : w - 2 - col);
}

/** Recon in Force (1 + 1 + 1 free) to the Allied centre commander, Probe Left to the left one, both
 *  kept; the idle right commander plays `idle` (his own card) or passes: at the right commander's
 *  IDLE decision (idle undefined) or the centre commander's half: decision. */
async function reconToCentre(idle: string | null = 'pass'): Promise<State> {
  const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
  act(s, 'play:recon', 'pick:probe-l', 'to:c', 'to:l', 'keep', 'keep');
  expect(s.phaseName()).toBe('GRANDE_IDLE');
  expect(seat(s)).toBe(RIGHT);
  if (idle !== null) act(s, idle);
  return s;
}

describe('D.8 observation: the viewer\'s halves planes (46, 47)', () => {
  it('D.8: each corps commander\'s planes mark exactly his two sections\' hexes (grandeHalvesAt), his left in 46, his right in 47 (both on his inner line); a CinC\'s are empty', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    const { w, h } = s.game.encoding.board;
    expect(s.game.encoding.OBS_PLANES).toBe(48);
    for (let v = 0; v < 8; v++) {
      const side = v & 1, role = v >> 1;
      const left = new Array<number>(w * h).fill(0), right = new Array<number>(w * h).fill(0);
      for (let hex = 0; hex < w * h; hex++) {
        const m = gcore(s).grandeHalvesAt(hex, side, role);
        if (m & 1) left[viewHex(hex, side, w, h)] = 1;
        if (m & 2) right[viewHex(hex, side, w, h)] = 1;
      }
      expect(plane(s, v, P_LEFT), `seat ${v} left half`).toEqual(left);
      expect(plane(s, v, P_RIGHT), `seat ${v} right half`).toEqual(right);
      const marked = left.reduce((a, b) => a + b, 0) + right.reduce((a, b) => a + b, 0);
      if (role === 0) expect(marked, `CinC seat ${v}`).toBe(0);
      else expect(marked, `corps seat ${v}`).toBeGreaterThan(20);
    }
  });

  it('D.8: outside La Grande (601, 2 seats) the planes 46, 47 and globals 242..376 are all 0', async () => {
    const game = await napoleonicsGame('601', { build: 'debug' });
    const s = game.newState();
    for (let i = 0; i < 40 && s.isChance(); i++) s.apply(s.legalActions()[0]!);
    expect(game.encoding.OBS_PLANES).toBe(48);
    expect(game.encoding.OBS_GLOBALS).toBe(END);
    for (const v of [0, 1]) {
      expect(plane(s, v, P_LEFT).every((x) => x === 0) && plane(s, v, P_RIGHT).every((x) => x === 0)).toBe(true);
      expect(block(s, v)).toEqual({});
    }
  });
});

describe('D.8 observation: the viewer\'s role and the turn\'s slots', () => {
  it('D.8: the role one-hot (242..245) is seat >> 1 for every seat', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    for (let v = 0; v < 8; v++) expect(globals(s, v).slice(ROLE, ROLE + 4), `seat ${v}`).toEqual([0, 1, 2, 3].map((r) => (r === v >> 1 ? 1 : 0)));
  });

  it('D.8: holder, source, half and quotas left read back from a played turn, in the centre commander\'s, his CinC\'s and the enemy\'s views', async () => {
    const s = await reconToCentre();
    expect(s.phaseName()).toBe('GRANDE_HALF');
    expect(seat(s)).toBe(CENTRE);
    expect([slotField(s, 1, 0), slotField(s, 1, 1), slotField(s, 2, 0), slotField(s, 2, 1)]).toEqual([2, 1, 0, 0]);
    // slot 0: Recon in Force, centre commander, from the CinC, no half yet: 1 + 1 free in his left, 1 in his right
    // slot 1: Probe Left, left commander, from the CinC: 2 orders in the zone (both his sections)
    const own = { [ROLE + 2]: 1, [HOLDER + 1]: 1, [HOLDER + 3]: 1, [SOURCE]: 1, [SOURCE + 3]: 1, [QUOTA]: 2 / 8, [QUOTA + 2]: 1 / 8, [QUOTA + 4]: 2 / 8 };
    expect(block(s, CENTRE)).toEqual(own);
    expect(block(s, seatOf(ALLIED, 0)), 'his CinC sees the same slots').toEqual(withRole(own, 0));
    // the enemy sees the board turned: the Allied left commander is on his right, left and right quotas swap
    expect(block(s, seatOf(FRENCH, 0))).toEqual({ [ROLE]: 1, [HOLDER + 1]: 1, [HOLDER + 5]: 1, [SOURCE]: 1, [SOURCE + 3]: 1, [QUOTA]: 1 / 8, [QUOTA + 2]: 2 / 8, [QUOTA + 4]: 2 / 8 });
    act(s, 'half:r');
    expect(slotField(s, 3, 0)).toBe(2);
    expect(s.phaseName()).toBe('ORDER');
    // his right chosen: the free order goes right (1 left, 2 right), live quotas of the slot ordering now
    expect(block(s, CENTRE)).toMatchObject({ [HALF + 1]: 1, [QUOTA]: 1 / 8, [QUOTA + 2]: 2 / 8 });
    expect(block(s, seatOf(FRENCH, 0))).toMatchObject({ [HALF]: 1, [QUOTA]: 2 / 8, [QUOTA + 2]: 1 / 8 });
    // the quotas are the card's (orders.ts counts the orders given against them: plane 41 marks those)
    const rightHex = s.legalTexts().filter((x) => x.startsWith('order:')).map((x) => x.slice(6))
      .find((hx) => gcore(s).grandeHalvesAt((s.game.parseAction(`order:${hx}`) as { code: number }).code >>> 6 & 511, ALLIED, 2) === 2)!;
    act(s, `order:${rightHex}`);
    expect(block(s, CENTRE)).toMatchObject({ [QUOTA]: 1 / 8, [QUOTA + 2]: 2 / 8 });
    act(s, 'end-orders');
    // slot 0 is done (0 quotas); slot 1 (Probe Left) orders now
    expect(seat(s)).toBe(LEFT);
    const b = block(s, LEFT);
    expect([b[QUOTA] ?? 0, b[QUOTA + 1] ?? 0, b[QUOTA + 2] ?? 0]).toEqual([0, 0, 0]);
    expect(b[QUOTA + 4]).toBe(2 / 8);
  });

  it('D.8: an idle commander\'s own card takes slot C (242 + 4..32): hidden in his hand before, public once played (the same in every seat\'s view); holder right, source own', async () => {
    const s = await reconToCentre(null);
    for (let v = 0; v < 8; v++) expect(globals(s, v).slice(CARD_C, HOLDER).every((x) => x === 0), `seat ${v} before`).toBe(true);
    act(s, 'own:counter');
    const k = napCardCode(s.game.core, 'counter')!;
    expect(k).toBeGreaterThanOrEqual(0);
    expect(slotField(s, 0, 2)).toBe(k);
    expect(cardName(s, k)).toBe('counter');
    const views = [0, 1, 2, 3, 4, 5, 6, 7].map((v) => globals(s, v).slice(CARD_C, HOLDER));
    const want = new Array<number>(HOLDER - CARD_C).fill(0);
    want[k] = 1;
    for (const v of views) expect(v).toEqual(want);
    expect(block(s, RIGHT)).toMatchObject({ [HOLDER + 6 + 2]: 1, [SOURCE + 6 + 1]: 1 });
    expect(block(s, seatOf(FRENCH, 0))).toMatchObject({ [HOLDER + 6 + 0]: 1, [SOURCE + 6 + 1]: 1 }); // turned: on the enemy's left
    expect(globals(s, 0).slice(CARD_D, HOLDER).every((x) => x === 0)).toBe(true);
  });
});
