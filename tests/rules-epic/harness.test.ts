// The seeded random-play invariant harness (tests/harness/random-play.ts: invariants at every step,
// clones, save/load, legal-list and text round trips, refused actions, chance sums, determinism) on
// an inline EPIC position on the 20 x 11 board (digest D.2-D.6: two cards a turn, the Messenger
// display, tactic sections, March Moves, Tactician draws), and the perft behaviour lock on it.
import { describe, expect, it } from 'vitest';
import { wasmPlayoutsEnded } from '../harness/wasm-playouts.ts';
import { createNapoleonicsGame } from '../../src/games/napoleonics/compile.ts';
import { perft } from '../../src/core/perft.ts';
import { runHarness } from '../harness/random-play.ts';
import { epicScenario, epicSetup } from './helpers.ts';

const BOTTOM = ['FR_LN C2', 'FR_LT E2', 'FR_GR G2 L', 'FR_LN I2', 'FR_LN K2', 'FR_LC M1', 'FR_HC O2', 'FR_LN Q2 L', 'FR_FA J1', 'FR_HA D1', 'FR_LN S2', 'FR_CU A1'];
const TOP = ['RU_LN C10', 'RU_LT E10', 'RU_GR G10 L', 'RU_LN I10', 'RU_LN K10', 'RU_COS M11', 'RU_HC O10', 'AU_LN Q10 L', 'RU_FA J11', 'AU_LC D11', 'AU_LN S10', 'AU_GRZ A11'];
const TERRAIN = ['forest C5', 'hill F6', 'hill G6', 'town J6', 'church N5', 'orchard Q6', 'stream E6', 'marsh S6'];

function position(tactician: boolean) {
  const units = [...BOTTOM.map((u) => `b ${u}`), ...TOP.map((u) => `t ${u}`)];
  const sc = epicScenario({ units, terrain: TERRAIN, hands: { bottom: [], top: [] }, banners: { bottom: 8, top: 8 } });
  sc.sides[0].cards = 5; sc.sides[1].cards = 4;
  delete (sc as { hands?: unknown }).hands;
  return { sc, tactician };
}

async function epicGame(tactician: boolean) {
  const { sc } = position(tactician);
  const game = await createNapoleonicsGame(sc, { build: 'debug' });
  if (tactician) {
    const c = game.core as unknown as { scenarioNap(id: number, a: number, b: number, c: number): number };
    const id = (game.core as unknown as Record<string, WebAssembly.Global>)['NapScen.TACTICIAN'].value as number;
    c.scenarioNap(id, 0, 2, 0); c.scenarioNap(id, 1, 1, 0);
  }
  return game;
}

// Every decision, the EPIC pick / march (56, 57) and the GM&T kinds included, has its policy index
// (encoding v2: EPIC_PICK, EPIC_MARCH, MOVE_FAR; random-play.ts checks each one).

describe('D.3-D.6: random-play invariant harness on an inline EPIC position (20 x 11)', () => {
  it('EPIC two-player turn: 100 seeded random games keep every invariant', async () => {
    const game = await epicGame(false);
    const rep = runHarness(game, 100, 4242);
    expect(rep.games).toBe(100);
    expect(rep.terminal).toBeGreaterThan(90);
    expect(rep.decisions).toBeGreaterThan(0);
  }, 600_000);

  it('EPIC with Tactician cards (D.4 no-march draws, D.6 Elan / Scout draws): 100 seeded random games keep every invariant', async () => {
    const game = await epicGame(true);
    const rep = runHarness(game, 100, 777);
    expect(rep.games).toBe(100);
    expect(rep.terminal).toBeGreaterThan(90);
  }, 600_000);
});

// Behaviour lock (CONVENTIONS 15) on an EPIC position: the legal-action tree counted to depth 3 from
// the first PLAY node (fixed hands and display), chance outcomes counted as branches. A change to the
// EPIC turn's lists (plays, picks and their sections, orders of the two cards, March Moves) changes a
// count: update the numbers in the same commit and say why.
const PERFT_EXPECTED = [5, 60, 563]; // depth 2 = 7 + 9 + 19 + 6 + 19 picks (checked by hand from the placement rules)

describe('D.3: perft on an EPIC position (behaviour lock)', () => {
  it('depth 1-3 counts from the first PLAY node match the committed values', async () => {
    const { state } = await epicSetup({
      units: [...BOTTOM.map((u) => `b ${u}`), ...TOP.map((u) => `t ${u}`)], terrain: TERRAIN,
      hands: { bottom: ['probe-c', 'recon', 'bayonet', 'scout-l', 'take-command'], top: ['probe-c', 'attack-l', 'elan', 'fire-hold'] },
      display: ['coord-advance', 'probe-l', 'cav-charge', 'scout-r', 'leadership'],
    });
    expect([1, 2, 3].map((d) => perft(state, d))).toEqual(PERFT_EXPECTED);
  });
});

describe('D.3-D.6: the in-wasm play loops on EPIC', () => {
  it('random playouts and rollouts finish EPIC games, with every use of the legal-list cache checked against a rebuild', async () => {
    const game = await epicGame(true);
    expect(wasmPlayoutsEnded(game, 100, 20, 20000)).toBeGreaterThan(15);
  }, 300_000);
});
