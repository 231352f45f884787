// Random play with the GM&T / EPIC pieces (digest C.15 field works, C.16 Guerrilla and Mother Russia,
// C.17 Tactician cards, D.9 objectives, D.10 garrisons and conscripts) on inline positions.
// Field works, garrisons, conscripts and objectives add no action kind: the full harness
// (tests/harness/random-play.ts) runs on them. The Tactician, Guerrilla and Mother Russia decisions
// have no text form or policy index yet (napoleonics/actions.ts: the encoding work is another
// helper's), so their games run in a loop here that checks, at every step, the core's invariants
// (Tactician card conservation included), clone equality, the chance weights summing to the
// denominator, that an action outside the list is refused, and that a determinized copy keeps the
// invariants and the viewer's own Tactician hand.
import { describe, expect, it } from 'vitest';
import { runHarness, makeRng } from '../harness/random-play.ts';
import { napPieces, core, call, type Pieces } from './pieces.ts';
import type { NapSpec } from './helpers.ts';

const TERRAIN = ['forest C5', 'hill F5', 'hill G5', 'town I5', 'town E3', 'castle K5', 'church B6', 'orchard D5', 'stream E5', 'marsh H6', 'lake L6'];
const SPEC: NapSpec = {
  units: ['b FR_LN B2', 'b FR_LT C2', 'b FR_GR D2 L', 'b FR_LN E3', 'b FR_LC H2', 'b FR_HC J2', 'b FR_FA C1', 'b FR_HA H1 L', 'b FR_LN I5',
    't RU_LN B8', 't RU_LT C8 L', 't RU_FA D9', 't SP_LN F8', 't SP_LC H8', 't SP_GR I8 L', 't RU_GR K8', 't RU_LC J8', 't SP_MI E8'],
  terrain: TERRAIN,
  hands: { bottom: ['probe-c', 'probe-l', 'probe-r', 'attack-c', 'scout-c'], top: ['probe-c', 'probe-l', 'probe-r', 'elan'] },
  banners: { bottom: 7, top: 7 },
};
const STATIC: Pieces = {
  fieldWorks: [{ hex: 'F8', facing: ['F7', 'G7'] }, { hex: 'D2', facing: ['D3', 'E3'] }],
  conscripts: ['B2', 'E3'],
  garrisons: [2, 2],
  objectives: [
    { kind: 'HEX', side: 'top', sot: true, banners: 1, hexes: ['I5'] },
    { kind: 'MAJORITY', side: 'either', banners: 1, hexes: ['F5', 'G5', 'F6'] },
    { kind: 'ENEMY_NONE', side: 'bottom', sot: true, start: 'bottom', banners: 1, hexes: ['I5', 'E3'] },
    { kind: 'COUNT_UNITS', side: 'top', banners: 1, hexes: ['B4', 'C4', 'D4', 'E4'], exclude: 'RU_COS' },
  ],
};

describe('GM&T / EPIC pieces under random play', () => {
  it('C.15 / D.9 / D.10 (field works, objectives, garrisons, conscripts): 100 seeded random games pass the full harness', async () => {
    const { game } = await napPieces(SPEC, STATIC);
    const rep = runHarness(game, 100, 99);
    expect(rep.games).toBe(100);
    expect(rep.terminal).toBeGreaterThan(90);
  }, 600_000);

  it('C.16 / C.17 / E.1 (Tactician cards and the C.8 leader move, Guerrilla, Mother Russia, roll-off, hold ground, battle-out hexes, with the pieces above): 100 seeded random games keep every invariant', async () => {
    const pieces: Pieces = {
      ...STATIC, tactician: [3, 2], guerrilla: { side: 'top', tokens: 2 }, motherRussia: { side: 'top', void: ['SWORDS'] },
      rollOff: { dice: 8, tie: 'bottom' }, holdGround: 'top', battleOut: { E5: 1, F5: 1 },
    };
    const { game } = await napPieces(SPEC, pieces);
    const c = core(game) as unknown as Record<string, (...a: number[]) => number>;
    const rng = makeRng(7);
    let terminal = 0, tactPlays = 0, guerrillas = 0, mrChoices = 0, leaderMoves = 0;
    for (let g = 0; g < 100; g++) {
      const s = game.newState();
      for (let step = 0; step < 20000 && !s.isTerminal(); step++) {
        expect(c.checkInvariants(s.ptr), `game ${g} step ${step} phase ${c.getPhase(s.ptr)}`).toBe(0);
        const legal = s.legalActions();
        expect(legal.length).toBeGreaterThan(0);
        const cl = s.clone(); expect(cl.equals(s)).toBe(true); cl.free();
        expect(c.applyAction(s.ptr, 0x3f)).toBe(0); // kind 63: never legal, refused
        let code: number;
        if (c.currentPlayer(s.ptr) === 2) {
          const den = c.chanceDenom(s.ptr);
          const nums = legal.map((a) => c.chanceNum(s.ptr, a));
          expect(nums.reduce((x, y) => x + y, 0)).toBe(den);
          let r = rng() * den; code = legal[legal.length - 1];
          for (let i = 0; i < legal.length; i++) { r -= nums[i]; if (r < 0) { code = legal[i]; break; } }
        } else {
          code = legal[Math.floor(rng() * legal.length)];
          const k = code & 63;
          if (k === 48) tactPlays++; else if (k === 49) guerrillas++; else if (k === 50) mrChoices++; else if (k === 51) leaderMoves++;
          if (step % 7 === 0) { // a determinized copy stays consistent and keeps the viewer's own hand
            const viewer = c.currentPlayer(s.ptr);
            const d = s.clone();
            c.determinize(d.ptr, viewer, step + g);
            expect(c.checkInvariants(d.ptr)).toBe(0);
            expect(call(d, 'tacticianHandCount', viewer)).toBe(call(s, 'tacticianHandCount', viewer));
            expect(call(d, 'tacticianHandCount', 1 - viewer)).toBe(call(s, 'tacticianHandCount', 1 - viewer));
            d.free();
          }
        }
        expect(c.applyAction(s.ptr, code)).toBe(1);
      }
      if (s.isTerminal()) terminal++;
      s.free();
    }
    expect(terminal).toBeGreaterThan(90);
    expect(tactPlays).toBeGreaterThan(0);
    expect(guerrillas).toBeGreaterThan(0);
    expect(mrChoices).toBeGreaterThan(0);
    expect(leaderMoves).toBeGreaterThan(0);
  }, 600_000);
});
