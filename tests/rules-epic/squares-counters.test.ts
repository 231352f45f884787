// Rules digest D.5 (squares in EPIC; D.10 "new square counters 5 and 6"): the Square track has 4 boxes;
// in EPIC counters 5 and 6 go beside box 4, and at most the CinC's starting hand - 1 squares stand at
// once. The state's track holds 6 (state.ts SQUARE_BOXES), the EPIC limit is the rule option
// NAP_SQUARE_COUNTERS = min(6, starting hand - 1) (setup.ts). Austrian line forms square by Battalion
// Mass (C.7, C.13: no card given up), so the hand never shrinks and only the counters limit squares.
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { epicSetup, act, eq, invariantsOk } from './helpers.ts';

const COLS = ['G', 'H', 'I', 'J', 'K', 'L', 'M']; // the centre of row 2 (D.2 default lines)
const DISPLAY = ['probe-r', 'attack-r', 'scout-r', 'assault-r', 'probe-r'];

/** Units in square (the observation's "unit in square" planes 12 and 25, bottom's view). */
function squares(state: State): number {
  const o = state.observation(0);
  const hw = o.shape[1] * o.shape[2];
  let n = 0;
  for (const plane of [12, 25]) for (let i = 0; i < hw; i++) if (o.planes[plane * hw + i] > 0) n++;
  return n;
}

/** Runs the battle in progress to its end (first outcome of each roll, accept / skip / first choice). */
function finishBattle(state: State): void {
  for (let i = 0; i < 60 && state.phaseName() !== 'BATTLE' && state.phaseName() !== 'PLAY'; i++) {
    if (state.currentPlayer() === 2) { state.apply(state.chanceOutcomes()[0].code); continue; }
    const l = state.legalTexts();
    state.apply(l.find((t) => t === 'skip' || t === 'accept') ?? l[0]);
  }
}

async function charges(topHand: number): Promise<{ state: State; formed: number; refused: number }> {
  const { state } = await epicSetup({
    units: [...COLS.map((c) => `b FR_HC ${c}2`), ...COLS.map((c) => `t AU_LN ${c}3`), 't AU_LN R10'],
    hands: { bottom: ['assault-c', 'probe-c', 'probe-c', 'probe-l', 'probe-l', 'probe-r', 'probe-r', 'attack-l'], top: ['attack-c', 'attack-c', 'attack-c', 'attack-c', 'attack-c', 'attack-c', 'scout-c'].slice(0, topHand) },
    display: DISPLAY, rules: { NAP_SUPPORT: 0 },
  });
  act(state, 'play:assault-c', 'pick:probe-r');
  for (const c of COLS) act(state, `order:${c}2`); // Assault: command 8 orders all seven
  if (state.phaseName() === 'ORDER') act(state, 'end-orders');
  act(state, 'end-moves');
  let formed = 0, refused = 0;
  for (const c of COLS) {
    act(state, `battle:${c}2x${c}3`);
    if (state.legalTexts().includes('square')) { act(state, 'square'); formed++; } else refused++;
    finishBattle(state);
    eq(squares(state), formed, `squares standing after the charge on ${c}3`);
    invariantsOk(state);
  }
  return { state, formed, refused };
}

describe('D.5 EPIC square counters 5 and 6', () => {
  it('D.5 / D.10: with a starting hand of 7, six squares stand at once (boxes 1-4 and counters 5 and 6); the seventh is refused', async () => {
    const { formed, refused } = await charges(7);
    expect([formed, refused]).toEqual([6, 1]);
  });

  it('D.5: with a starting hand of 6, five squares at most (starting hand - 1: counter 5, not 6)', async () => {
    const { formed, refused } = await charges(6);
    expect([formed, refused]).toEqual([5, 2]);
  });
});
