// 602 La Grande Austerlitz in 8 seats (rules digest D.7's 8-seat format, D.8's corps commanders):
// each file commander's game seat and name, and the core's seat role per hex (export seatRoleAt,
// napoleonics/seat-block.ts hexRole) against D.8's pairs (grandeSeatRoles, grandeHalvesAt): who
// commands a hex (answers an attack there, holds its Tactician cards) must be the corps commander
// whose two sections hold it. La Grande's own turn is tests/rules-epic/d8-turn*.test.ts's.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import { getNapoleonicsScenario } from '../../src/games/registry.ts';
import { normalizeNapoleonicsScenario } from '../../src/games/napoleonics/scenario.ts';
import { grandeSeatRoles } from '../../src/games/napoleonics/epic-sections.ts';

const FILE = getNapoleonicsScenario('602');
type Core = { hexAt(x2: number, row: number): number; grandeHalvesAt(h: number, side: number, role: number): number; seatRoleAt(h: number, side: number): number };

describe('602 in 8 seats: the file commanders\' seats and the hexes they command (D.7 format, D.8 pairs)', () => {
  it('D.8: each file commander sits at side + 2 * role, role from his pair: Lannes french-left, Bagration allied-right, Buxhowden allied-left', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const names = game.contract.seatNames!;
    expect(names).toEqual(['french-cinc', 'allied-cinc', 'french-left', 'allied-left', 'french-centre', 'allied-centre', 'french-right', 'allied-right']);
    const roles = grandeSeatRoles(normalizeNapoleonicsScenario(FILE).epic!);
    const seated = (['bottom', 'top'] as const).flatMap((side, sideIx) => FILE.epic!.seats![side].map((r, i) => `${r.name}:${names[sideIx + 2 * roles[side][i]!]}`));
    expect(seated).toEqual(['Napoleon:french-cinc', 'Lannes:french-left', 'Soult:french-centre', 'Davout:french-right',
      'Kutuzov:allied-cinc', 'Bagration:allied-right', 'Miloradovich:allied-centre', 'Buxhowden:allied-left']);
  });

  it('D.8: in 8 seats every hex is commanded by a corps commander whose pair holds it; off the pair lines (x2 16, 34) by exactly that one', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const core = game.core as unknown as Core;
    let inner = 0; // the grande board: 26 x 11
    for (let row = 0; row < 11; row++) {
      for (let x2 = 0; x2 < 52; x2++) { // doubled coordinates: x2 = 2 * col + (row & 1)
        const h = core.hexAt(x2, row);
        if (h < 0) continue;
        for (const side of [0, 1]) {
          const holders = [1, 2, 3].filter((r) => core.grandeHalvesAt(h, side, r) !== 0);
          expect(holders.length, `hex x2 ${x2} row ${row}`).toBeGreaterThan(0);
          const role = core.seatRoleAt(h, side);
          expect(holders, `hex x2 ${x2} row ${row} side ${side}`).toContain(role);
          if (x2 !== 16 && x2 !== 34) { expect(holders).toEqual([role]); inner++; }
        }
      }
    }
    expect(inner).toBeGreaterThan(400);
  });

  it('2 seats: the core keeps no seat roles (seatRoleAt 0 everywhere)', async () => {
    const game = await napoleonicsGame('602', { build: 'debug' });
    const core = game.core as unknown as Core;
    for (let x2 = 1; x2 < 51; x2 += 2) expect(core.seatRoleAt(core.hexAt(x2, 5), 0)).toBe(0);
  });
});
