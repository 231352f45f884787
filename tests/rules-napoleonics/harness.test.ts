// The seeded random-play invariant harness (tests/harness/random-play.ts: invariants, clones,
// save/load, legal-list and text round trips, refused actions, chance sums, determinism) on small
// Napoleonics positions built inline (digest part C), until the Austerlitz scenario files arrive.
// Every unit type of the seven nations and every C.15 terrain kind appears in one of the positions.
import { describe, expect, it } from 'vitest';
import { createNapoleonicsGame, type NapoleonicsCoreScenario } from '../../src/games/napoleonics/compile.ts';
import { runHarness } from '../harness/random-play.ts';
import { hexIndex } from './helpers.ts';

function position(id: string, bottom: string[], top: string[], terrain: string[], cards: [number, number]): NapoleonicsCoreScenario {
  const units: NapoleonicsCoreScenario['units'] = [];
  const leaders: NapoleonicsCoreScenario['leaders'] = [];
  const add = (side: 0 | 1, list: string[]) => {
    for (const p of list) {
      const [type, hex, l] = p.split(' ');
      units.push({ side, type, index: hexIndex(hex) });
      if (l === 'L') leaders.push({ side, index: hexIndex(hex) });
    }
  };
  add(0, bottom); add(1, top);
  return {
    id, name: id, board: { w: 13, h: 9 }, first: 0,
    sides: [{ cards: cards[0], banners: 6 }, { cards: cards[1], banners: 6 }],
    terrain: terrain.map((t) => { const [type, hex] = t.split(' '); return { type, index: hexIndex(hex) }; }),
    units, leaders,
  };
}

const TERRAIN = ['forest C5', 'hill F5', 'hill G5', 'town I5', 'castle K5', 'church B6', 'orchard D5', 'stream E5', 'marsh H6', 'lake L6', 'river A5', 'walled-garden J4'];

const POSITIONS: NapoleonicsCoreScenario[] = [
  position('france-vs-russia-austria',
    ['FR_LN B2', 'FR_LT C2', 'FR_GR D2 L', 'FR_YG E2', 'FR_OG F1', 'FR_MI G2', 'FR_LC H2', 'FR_LNCR I2', 'FR_HC J2', 'FR_CU K2',
      'FR_GLC A1', 'FR_GHC L1', 'FR_FA C1', 'FR_GFA E1', 'FR_HA H1', 'FR_GHA J1 L'],
    ['RU_LN B8', 'RU_LT C8', 'RU_GR D8 L', 'RU_GLT E8', 'RU_GGR F8', 'RU_MI G8', 'RU_COS H8', 'RU_LC I8', 'RU_HC J8', 'RU_FA C9',
      'RU_HA E9', 'RU_GHA G9', 'AU_LN K8', 'AU_LT L8', 'AU_GRZ A9', 'AU_GR I9 L', 'AU_MI K9', 'AU_LC M9', 'AU_HC B9', 'AU_FA D9', 'AU_HA F9'],
    TERRAIN, [5, 4]),
  position('britain-portugal-vs-spain-prussia',
    ['BR_LN B2', 'BR_LT C2', 'BR_RI D2', 'BR_GR E2 L', 'BR_GG F2', 'BR_LC G2', 'BR_HC H2', 'BR_GHC I2', 'BR_FA J2', 'BR_HA K2',
      'PT_LN B1', 'PT_LT D1', 'PT_LC F1', 'PT_HC H1', 'PT_FA J1 L', 'BR_RB L2'],
    ['SP_LN B8', 'SP_LT C8', 'SP_GR D8', 'SP_MI E8 L', 'SP_LC F8', 'SP_HC G8', 'SP_FA H8', 'SP_HA I8',
      'PR_LN J8', 'PR_LT K8', 'PR_GR L8', 'PR_GGR B9', 'PR_RES D9', 'PR_LW F9', 'PR_LC H9 L', 'PR_HC J9', 'PR_FA L9', 'PR_HA M9'],
    TERRAIN, [4, 5]),
];

describe('C (all): random-play invariant harness on inline Napoleonics positions', () => {
  for (const sc of POSITIONS) {
    it(`${sc.id}: 100 seeded random games keep every invariant`, async () => {
      const game = await createNapoleonicsGame(sc, { build: 'debug' });
      const rep = runHarness(game, 100, 1234);
      expect(rep.games).toBe(100);
      expect(rep.terminal).toBeGreaterThan(90);
      expect(rep.decisions).toBeGreaterThan(0);
    }, 600_000);
  }
});
