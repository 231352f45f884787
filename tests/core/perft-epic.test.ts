// Behaviour lock (CONVENTIONS 15) on the wide boards: perft counts (chance outcomes as branches)
// from the start of the EPIC Austerlitz (601, 20x11) and La Grande Austerlitz (602, 26x11) after a
// fixed deal, and from a seeded random walk on 601. Today both play the standard Napoleonics turn on
// their wide board (docs/scenarios-epic.md); when the EPIC turn (D.3-D.6) lands these counts change
// on purpose: update them in the same commit and say why.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import { perft } from '../../src/core/perft.js';
import type { State } from '../../src/core/game.js';
import { makeRng } from '../harness/random-play.js';

/** The opening deal's chance nodes: the bottom side's 6 cards, then the top side's 5. */
const DEAL = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l', 'attack-c', 'attack-r', 'cav-charge', 'bombard', 'probe-r'];

async function dealt(id: string): Promise<State> {
  const game = await napoleonicsGame(id, { build: 'debug' });
  const s = game.newState();
  for (const c of DEAL) s.apply(`draw:${c}`);
  return s;
}

describe('perft on the EPIC and La Grande boards (behaviour lock)', () => {
  it('601 EPIC Austerlitz after a fixed deal: 5 / 53 / 716 / 9632; the Allies (top) open with their 5 cards', async () => {
    const s = await dealt('601');
    expect(s.phaseName()).toBe('PLAY');
    expect(s.legalTexts().sort()).toEqual(['play:attack-c', 'play:attack-r', 'play:bombard', 'play:cav-charge', 'play:probe-r']);
    expect([1, 2, 3, 4].map((d) => perft(s, d))).toEqual([5, 53, 716, 9632]);
  });

  it('601 after a seeded random walk of 300 steps: 27 / 135 / 2970', async () => {
    const s = await dealt('601');
    const r = makeRng(12345);
    for (let i = 0; i < 300 && !s.isTerminal(); i++) {
      const legal = s.legalActions();
      s.apply(legal[Math.floor(r() * legal.length)]!);
    }
    expect([1, 2, 3].map((d) => perft(s, d))).toEqual([27, 135, 2970]);
  });

  it('602 La Grande Austerlitz after the same deal: 5 / 62 / 891 / 12713', async () => {
    const s = await dealt('602');
    expect([1, 2, 3, 4].map((d) => perft(s, d))).toEqual([5, 62, 891, 12713]);
  });

  it('perft does not change the position it counts', async () => {
    const s = await dealt('601');
    const before = s.bytes();
    perft(s, 3);
    expect(s.bytes()).toEqual(before);
  });
});
