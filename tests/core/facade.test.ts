// The game contract through the TypeScript facade: notation round trips, refusal of illegal
// actions, explicit chance with probabilities, seeded determinism across instances, and hidden
// information (determinization never depends on what the viewer cannot see).
import { describe, it, expect } from 'vitest';
import { gameFromId, gameFromObject } from '../../src/games/load.js';
import { hexText, parseHexText } from '../../src/core/notation.js';

describe('action notation', () => {
  it('every hex of the three boards round-trips through its text', () => {
    for (const b of [{ w: 13, h: 9 }, { w: 20, h: 11 }, { w: 26, h: 11 }]) {
      for (let row = 0; row < b.h; row++) {
        for (let col = 0; col < b.w - (row % 2); col++) {
          const i = row * b.w + col;
          expect(parseHexText(b, hexText(b, i))).toBe(i);
        }
        if (row % 2 === 1) expect(parseHexText(b, hexText(b, row * b.w + b.w - 1))).toBeUndefined();
      }
    }
  });

  it('A1 is the bottom-left hex and M9 the top-right one on the standard board', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    expect(game.hexText(0)).toBe('A1');
    expect(game.hexText(8 * 13 + 12)).toBe('M9');
  });

  it('bad action texts get a one-line message naming the problem', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    for (const bad of ['fly:A1', 'move:A1', 'move:Z9-A1', 'die:seven', 'play:joker', 'ignore:x', 'end-moves:A1']) {
      const r = game.parseAction(bad);
      expect('error' in r, bad).toBe(true);
      if ('error' in r) expect(r.error).not.toContain('\n');
    }
  });
});

describe('the contract', () => {
  it('an illegal action is refused with a clear error and leaves the state unchanged', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    const s = game.newState();
    expect(s.isChance()).toBe(true); // the deal
    const before = s.bytes();
    expect(() => s.apply('end-moves')).toThrow(/illegal action "end-moves"/);
    expect(() => s.apply('nonsense')).toThrow(/cannot read action/);
    expect(s.bytes()).toEqual(before);
  });

  it('chance nodes list outcomes with probabilities that sum to 1', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    const s = game.newState();
    const deal = s.chanceOutcomes();
    expect(deal.reduce((t, o) => t + o.prob, 0)).toBeCloseTo(1, 12);
    // the deck holds 60 cards: Order Three Units Center is 4 of them
    const o3c = deal.find((o) => game.actionText(o.code) === 'draw:o3c');
    expect(o3c?.prob).toBeCloseTo(4 / 60, 12);
  });

  it('the same seed gives the same game in two independent instances', async () => {
    const a = await gameFromId('007', { build: 'release' });
    const b = await gameFromId('007', { build: 'release' });
    a.seed(99);
    b.seed(99);
    const sa = a.newState();
    const sb = b.newState();
    sa.randomPlayout();
    sb.randomPlayout();
    expect(sa.isTerminal()).toBe(true);
    expect(sa.bytes()).toEqual(sb.bytes());
  });

  it('a state is cloned by a memory copy and clones are independent', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    game.seed(5);
    const s = game.newState();
    const c = s.clone();
    expect(c.equals(s)).toBe(true);
    c.sampleChance();
    expect(c.equals(s)).toBe(false);
  });
});

describe('hidden information', () => {
  async function dealt() {
    const game = await gameFromId('001', { build: 'debug' });
    const s = game.newState();
    for (const c of ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r', 'coord', 'o2c', 'medium', 'o3l', 'mounted']) s.apply(`draw:${c}`);
    return { game, s };
  }

  it('determinize keeps the viewer\'s hand, the board and the discards, and the hand sizes', async () => {
    const { s } = await dealt();
    const d = s.clone();
    d.determinize(0, 17);
    expect(d.hand(0)).toEqual(s.hand(0));
    expect(d.handSize(1)).toBe(s.handSize(1));
    expect(d.units()).toEqual(s.units());
    expect(d.discardCount()).toBe(s.discardCount());
    expect(d.deckCount()).toBe(s.deckCount());
  });

  it('determinize does not depend on the opponent\'s actual hand (no peeking)', async () => {
    const { game, s } = await dealt();
    // a second state that differs only in the top side's hidden hand
    const other = game.newState();
    for (const c of ['o2l', 'o3c', 'light', 'line', 'counter', 'o2r', 'rally', 'spartacus', 'o4l', 'heavy', 'darken']) other.apply(`draw:${c}`);
    expect(other.hand(1)).not.toEqual(s.hand(1));
    const a = s.clone();
    const b = other.clone();
    a.determinize(0, 4242);
    b.determinize(0, 4242);
    expect(a.bytes()).toEqual(b.bytes());
  });

  it('different seeds sample different opponent hands', async () => {
    const { s } = await dealt();
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const d = s.clone();
      d.determinize(0, seed);
      seen.add(d.hand(1).join(','));
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('the JSON view hides the other side\'s hand', async () => {
    const { s } = await dealt();
    const view = s.toJSON(0) as { hands: { bottom: string[]; top: unknown } };
    expect(view.hands.bottom).toHaveLength(6);
    expect(view.hands.top).toBe(5);
  });
});

describe('scenario input', () => {
  it('an inconsistent inline scenario is refused with the field named', async () => {
    const bad = {
      game: 'ancients', id: 'x', name: 'x', board: 'standard', first: 'bottom',
      sides: { bottom: { name: 'a', cards: 4, banners: 3 }, top: { name: 'b', cards: 4, banners: 3 } },
      terrain: [],
      units: [{ side: 'bottom', type: 'HI', hex: 'E3' }, { side: 'top', type: 'HI', hex: 'E3' }],
    };
    await expect(gameFromObject(bad)).rejects.toThrow(/units\[1\]/);
  });
});

describe('the instance generator', () => {
  it('samples chance outcomes before any seed is given (it starts seeded, not all-zero)', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    const s = game.newState();
    for (let i = 0; i < 11; i++) s.sampleChance();
    expect(s.hand(0).length + s.hand(1).length).toBe(11);
  });
});
