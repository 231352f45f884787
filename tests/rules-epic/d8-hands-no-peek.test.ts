// No-peek for La Grande's corps commanders' own Command hands (rules digest D.8, seed lines
// 2347-2367: each corps commander holds his own hand of Command cards; D.7: each player's hand is his
// own, "players at a table may" share with teammates: rule option shareTeamHands). What seat X sees
// (its observation, its legal actions, its determinizations) does not change when only another
// seat's Command hand differs, his CinC's view of a corps hand, another corps commander's, and the
// enemy's alike; every seat's hand SIZE is public (encode.ts globals 234..241); determinization
// redeals every hand the viewer cannot see with its size kept.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { drawNamed, invariantsOk, determinized, sameBytes as same } from './helpers.ts';

type Core = { seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number };
const CINCS = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l', 'attack-c', 'attack-r', 'cav-charge', 'bombard', 'probe-r'];
const CORPS = ['rally', 'first-strike', 'scout-l', 'elan', 'counter', 'advance', 'recon', 'probe-r', 'attack-r', 'fire-hold', 'leadership', 'force-march'];
const DISPLAY = ['probe-l', 'attack-c', 'probe-c', 'assault-l', 'bombard'];
const G_HAND = 0, G_SIZES = 234; // encode.ts: the viewer's Command hand (copies / 2); the seats' hand sizes / 8

/** 602 in 8 seats dealt by name: the CinCs' hands, then the corps hands (seats 2..7, two each), then the display. */
async function dealt(corps: string[], rules: Record<string, number> = {}): Promise<State> {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8, ...rules } });
  const s = game.newState();
  while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
  for (const c of [...CINCS, ...corps, ...DISPLAY]) drawNamed(s, c);
  while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
  expect(s.phaseName()).toBe('PLAY');
  return s;
}
// seat 4 (the French centre corps commander) holds counter + advance in A, assault-c + flank-attack in B
const B_CORPS = [...CORPS.slice(0, 4), 'assault-c', 'flank-attack', ...CORPS.slice(6)];

const obs = (s: State, seat: number): number[] => { const o = s.observation(seat); return [...o.planes, ...o.globals]; };
const sizes = (s: State): number[] => [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => (s.game.core as unknown as Core).seatCmdSize(s.ptr, seat));

describe('D.8 no-peek: the corps commanders\' Command hands (602 in 8 seats)', () => {
  it('D.8 / D.7 no-peek: a corps hand is unseen by his CinC, the other corps commanders and the enemy (observation, legal actions, determinization)', async () => {
    const a = await dealt(CORPS), b = await dealt(B_CORPS);
    expect(obs(a, 4)).not.toEqual(obs(b, 4));
    for (const viewer of [0, 2, 6, 1, 3, 5, 7]) {
      expect(obs(a, viewer), `seat ${viewer}'s observation`).toEqual(obs(b, viewer));
      for (let seed = 1; seed <= 4; seed++) expect(same(determinized(a, viewer, seed), determinized(b, viewer, seed)), `seat ${viewer} seed ${seed}`).toBe(true);
    }
    let own = 0;
    for (let seed = 1; seed <= 4; seed++) if (!same(determinized(a, 4, seed), determinized(b, 4, seed))) own++;
    expect(own, 'seat 4 keeps his own cards in every determinization').toBe(4);
    expect(a.legalTexts(), 'the CinC\'s legal actions').toEqual(b.legalTexts());
  });

  it('D.8: each seat sees its own Command hand in globals 0..28 (a corps commander his 2 cards, the CinC the side\'s 6), and every hand size (234..241, own side first)', async () => {
    const s = await dealt(CORPS);
    const core = s.game.core as unknown as Core;
    const k = (n: string): number => (s.game.core as unknown as Record<string, WebAssembly.Global>)[`NCard.${n}`].value as number;
    const g4 = s.observation(4).globals, g0 = s.observation(0).globals, g1 = s.observation(1).globals;
    const held = (g: Float32Array): number => { let n = 0; for (let i = 0; i < 29; i++) n += Math.round(g[G_HAND + i]! * 2); return n; };
    expect([held(g4), held(g0), held(g1)]).toEqual([2, 6, 5]);
    expect([g4[G_HAND + k('COUNTER')], g4[G_HAND + k('ADVANCE')]]).toEqual([0.5, 0.5]);
    expect(core.seatCmd(s.ptr, 4, k('COUNTER'))).toBe(1);
    expect([...g4.slice(G_SIZES, G_SIZES + 8)].map((x) => x * 8)).toEqual([6, 2, 2, 2, 5, 2, 2, 2]);
    expect([...g1.slice(G_SIZES, G_SIZES + 8)].map((x) => x * 8)).toEqual([5, 2, 2, 2, 6, 2, 2, 2]);
  });

  it('D.8: determinization keeps every seat\'s hand size and conserves the cards, from every seat', async () => {
    const s = await dealt(CORPS);
    const before = sizes(s);
    for (let viewer = 0; viewer < 8; viewer++) {
      for (let seed = 1; seed <= 3; seed++) {
        const c = s.clone();
        c.determinize(viewer, seed);
        invariantsOk(c);
        expect(sizes(c), `seat ${viewer} seed ${seed}`).toEqual(before);
        c.free();
      }
    }
  });

  it('D.7 option shareTeamHands in La Grande: teammates see each other\'s hands (kept by determinization), the enemy still does not', async () => {
    const a = await dealt(CORPS, { shareTeamHands: 1 }), b = await dealt(B_CORPS, { shareTeamHands: 1 });
    for (const viewer of [0, 2, 6]) { // the French CinC and the other French corps commanders keep seat 4's cards
      let kept = 0;
      for (let seed = 1; seed <= 3; seed++) if (!same(determinized(a, viewer, seed), determinized(b, viewer, seed))) kept++;
      expect(kept, `seat ${viewer}`).toBe(3);
    }
    for (const viewer of [1, 3, 5, 7]) {
      expect(obs(a, viewer)).toEqual(obs(b, viewer));
      for (let seed = 1; seed <= 3; seed++) expect(same(determinized(a, viewer, seed), determinized(b, viewer, seed)), `seat ${viewer} seed ${seed}`).toBe(true);
    }
  });
});
