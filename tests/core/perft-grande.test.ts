// Behaviour lock (CONVENTIONS 15) of 602 La Grande Austerlitz (26x11) in 8 seats (rule option seats 8,
// rules digest D.7, D.8): perft counts (chance outcomes as branches) from the start after the fixed
// deal of perft-epic.test.ts and after a seeded random walk. In 8 seats 602 plays La Grande's own
// turn (D.8, assembly/cc/epic/grande-turn.ts; docs/scenarios-epic.md "La Grande's turn (D.8)"), and 2
// seats keep the standard turn with perft-epic.test.ts's counts (checked here again). 8 seats from
// the start: 5 hand cards (the CinC holds no Tactician card, D.7), 12 (hand card, display card)
// pairs that two different corps commanders can take (D.8), 18 first hand-outs (to:), 18 second ones
// (each forced by the first here). Re-locked on wt-grandeturn2 when La Grande's turn replaced the
// interim D.7 turn (was start 5 / 18 / 216 / 2664, walk 28 / 774 / 1530); the corps commanders'
// own hands are dealt since the merge of wt-corpshands (below). A change of behaviour changes a count: update the numbers in the same commit and say why.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import { perft } from '../../src/core/perft.js';
import type { State } from '../../src/core/game.js';
import { makeRng } from '../harness/random-play.js';

const DEAL = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l', 'attack-c', 'attack-r', 'cav-charge', 'bombard', 'probe-r'];
const TWO = [7, 74, 1828, 17443]; // perft-epic.test.ts EXPECTED_ON.start602 (the registry's file: decisions on; the standard turn)
// the corps commanders' own Command hands dealt (D.8, wt-corpshands): 12 cards leave the deck after
// the CinCs' hands, before the display (first outcomes here); with them a receiver may answer keep or
// own:<card> and an idle commander play his own card (merged on wt-grandeturn2: start 5/12/18/18,
// walk 12/36/162 before the deal, 11/132/1624 after it; 9/76/602 since Take Command's spill, D.8;
// 10/94/470 since Rally / Elan roll "equal to command" from the card's own hand, D.8 (wt-sqask): the
// walk's own:rally by a corps commander (step 202) now rolls his own hand + 1, not his CinC's;
// 2/4/32 since the corps commanders start with the battle notes' Tactician cards, D.8 (French 2 each,
// Allies 1 each, instead of D.7's 3 and 2): fewer Tactician draws at the start, so the seeded walk
// meets other cards and ends on another position)
const EIGHT = { start: [5, 12, 18, 18], walk: [2, 4, 32] };

async function dealt(seats: number): Promise<State> {
  const game = await napoleonicsGame('602', { build: 'debug', rules: { seats } });
  const s = game.newState();
  while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
  for (const c of DEAL) s.apply(`draw:${c}`);
  while (s.isChance()) s.apply(s.legalActions()[0]!);
  return s;
}

describe('perft of 602 La Grande Austerlitz in 8 seats (behaviour lock; D.8 La Grande turn)', () => {
  it('D.7/D.8 seats on 602: 2 seats play the standard turn, 8 La Grande\'s turn; 4 and 6 are refused with one line', async () => {
    const two = await napoleonicsGame('602', { build: 'debug' });
    expect('EPIC_PICK' in two.enums.Phase.code).toBe(false);
    const eight = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    expect('EPIC_PICK' in eight.enums.Phase.code).toBe(true);
    expect('GRANDE_TO' in eight.enums.Phase.code).toBe(true);
    for (const seats of [4, 6]) {
      const err = await napoleonicsGame('602', { build: 'debug', rules: { seats } }).then(() => null, (e: Error) => e);
      expect(err?.message).toBe(`rule option seats = ${seats}: La Grande (format "grande", D.8) plays 2 or 8 seats`);
    }
  });

  it(`seats 2 keep the two-player counts of perft-epic.test.ts: ${TWO.join(' / ')}`, async () => {
    const s = await dealt(2);
    expect([1, 2, 3, 4].map((d) => perft(s, d))).toEqual(TWO);
  });

  it(`8 seats: ${EIGHT.start.join(' / ')}, walk ${EIGHT.walk.join(' / ')}`, async () => {
    const s = await dealt(8);
    const start = [1, 2, 3, 4].map((d) => perft(s, d));
    const r = makeRng(12345);
    for (let i = 0; i < 300 && !s.isTerminal(); i++) {
      const legal = s.legalActions();
      s.apply(legal[Math.floor(r() * legal.length)]!);
    }
    const w = [1, 2, 3].map((d) => perft(s, d));
    expect({ start, walk: w }).toEqual(EIGHT);
  });
});
