// Rules digest D.2 / D.8 (La Grande, 26 x 11, six sections: 2 left, 2 centre, 2 right; each corps
// commander owns one pair, "his left" and "his right"): 602-la-grande-austerlitz's own six x2 ranges
// reach the compiled core (src/games/napoleonics/epic-sections.ts -> EpicScen SECTIONS / SUBSECTIONS
// -> assembly/common/geometry.ts), checked hex by hex against the file, and the file's corps
// commanders' pairs against the core's thirds; each seat's 8-seat role from its pair (the top side
// mirrored) and the core's grandeHalves for that role against the seat's own listed sections.
// 601 (EPIC, three sections) gets no sixths.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame, napoleonicsCoreScenario } from '../../src/games/load.ts';
import { getNapoleonicsScenario } from '../../src/games/registry.ts';
import { formatHex, parseHex } from '../../src/games/hex-notation.ts';
import type { NapoleonicsCoreScenarioForm } from '../../src/games/napoleonics/core-form.ts';
import { normalizeNapoleonicsScenario } from '../../src/games/napoleonics/scenario.ts';
import { grandeSeatRoles } from '../../src/games/napoleonics/epic-sections.ts';

const FILE = getNapoleonicsScenario('602');

describe('D.8 La Grande: six sections on 602\'s real lines', () => {
  it('D.8: the core-level form carries the file\'s five dotted lines; 601 and the standard battles carry none', () => {
    expect((napoleonicsCoreScenario('602') as NapoleonicsCoreScenarioForm).sixSections).toEqual([8, 16, 26, 34, 42]);
    for (const id of ['601', '501', '504']) expect('sixSections' in napoleonicsCoreScenario(id), id).toBe(false);
  });

  it('D.2 / D.8: every hex of the compiled 602 is in exactly the file sections whose x2 range holds it (line hexes in two)', async () => {
    const game = await napoleonicsGame('602', { build: 'debug' });
    const core = game.core;
    const sections = FILE.epic!.sections;
    expect(sections.map((s) => s.id)).toEqual(['left-1', 'left-2', 'centre-1', 'centre-2', 'right-1', 'right-2']);
    let checked = 0, onLine = 0;
    for (let h = 0; h < core.hexCount(); h++) {
      if (!core.onBoard(h)) continue;
      const x2 = core.hexX2(h);
      const want = sections.reduce((m, s, i) => m | (x2 >= s.x2[0] && x2 <= s.x2[1] ? 1 << i : 0), 0);
      expect(core.sixthMask(h), formatHex(h, 'grande')).toBe(want);
      checked++;
      if ((want & (want - 1)) !== 0) onLine++;
    }
    expect(checked).toBe(26 * 11 - 5);
    expect(onLine).toBe(5 * 6); // five lines through the six even rows
  });

  it('D.8: the file\'s places fall in the sections named after them (Bosenitz, Blasowitz, Pratzen village, the Sokolnitz castle, Telnitz)', async () => {
    const game = await napoleonicsGame('602', { build: 'debug' });
    const sixthOf = (hex: string): string[] => {
      const m = game.core.sixthMask(parseHex(hex, 'grande').index);
      return FILE.epic!.sections.filter((_, i) => (m >> i) & 1).map((s) => s.id);
    };
    const obj = (id: string): string => {
      const hex = FILE.objectives?.find((o) => o.id === id)?.hexes?.[0];
      if (hex === undefined) throw new Error(`602 has no objective ${id}`);
      return hex;
    };
    expect(sixthOf(obj('504-bosenitz'))).toEqual(['left-1']); // "North, outer (Santon, Bosenitz)"
    expect(sixthOf(obj('505-blasowitz'))).toEqual(['left-2']); // "North, inner (Blasowitz)"
    expect(sixthOf(obj('503-pratzen-village'))).toEqual(['centre-2']); // "Centre, south (Pratzen)"
    expect(sixthOf('T4')).toEqual(['right-1']); // the castle: "South, inner (... Sokolnitz castle)"
    expect(sixthOf('Y5')).toEqual(['right-2']); // "South, outer (Sokolnitz, Telnitz)"
  });

  it('D.8: each corps commander\'s two sections are one of the core\'s thirds, and his left / right follow his own view', async () => {
    const game = await napoleonicsGame('602', { build: 'debug' });
    const core = game.core;
    const ids = FILE.epic!.sections.map((s) => s.id);
    const L = 1, R = 2;
    for (const side of ['bottom', 'top'] as const) {
      const top = side === 'top';
      for (const seat of FILE.epic!.seats![side].filter((r) => r.role === 'corps-commander')) {
        const [a, b] = seat.sections.map((id) => ids.indexOf(id)).sort((x, y) => x - y);
        expect(b, seat.name).toBe(a! + 1);
        expect(a! % 2, seat.name).toBe(0); // sections 2p and 2p + 1: pair p
        const p = a! / 2;
        for (let h = 0; h < core.hexCount(); h++) {
          if (!core.onBoard(h)) continue;
          const six = (core.sixthMask(h) >> (2 * p)) & 3;
          // the pair is the core's third p (sectionMask bit p, bottom view)
          expect(six !== 0, `${seat.name} ${formatHex(h, 'grande')}`).toBe((core.sectionMask(h) & (1 << p)) !== 0);
          // his left: the lower-x2 section for a bottom commander, the higher-x2 one for a top commander
          const want = top ? ((six & 1) << 1) | (six >> 1) : six;
          expect(core.subSectionMask(h, p, top), `${seat.name} ${formatHex(h, 'grande')}`).toBe(want);
        }
        // a hex well inside each section of the pair
        const mid = (i: number) => { const [f, t] = FILE.epic!.sections[i]!.x2; return core.hexAt(2 * Math.floor((f + t) / 4), 0); };
        expect([core.subSectionMask(mid(a!), p, top), core.subSectionMask(mid(b!), p, top)], seat.name).toEqual(top ? [R, L] : [L, R]);
      }
    }
  });

  it('D.8: each seat\'s role comes from its pair, mirrored for the top side: Lannes, Soult, Davout left / centre / right; Buxhowden left, Bagration right', () => {
    const roles = grandeSeatRoles(normalizeNapoleonicsScenario(FILE).epic!);
    const named = (side: 'bottom' | 'top') => FILE.epic!.seats![side].map((r, i) => `${r.name}:${roles[side][i]}`);
    expect(named('bottom')).toEqual(['Napoleon:0', 'Lannes:1', 'Soult:2', 'Davout:3']);
    // the file lists the Allied corps north to south (bottom view): Bagration holds left-1 / left-2, the Allies' right
    expect(named('top')).toEqual(['Kutuzov:0', 'Bagration:3', 'Miloradovich:2', 'Buxhowden:1']);
  });

  it('D.8: for every corps commander of 602 the core\'s grandeHalves holds exactly the hexes of his two listed sections, his left first from his view', async () => {
    const game = await napoleonicsGame('602', { build: 'debug' });
    const core = game.core;
    const roles = grandeSeatRoles(normalizeNapoleonicsScenario(FILE).epic!);
    const byId = new Map(FILE.epic!.sections.map((s) => [s.id, s.x2] as const));
    for (const [sideIx, side] of [[0, 'bottom'], [1, 'top']] as const) {
      FILE.epic!.seats![side].forEach((seat, i) => {
        const role = roles[side][i]!;
        if (role === 0) {
          expect(core.grandePair(sideIx, 0), 'the CinC holds no pair').toBe(-1);
          return;
        }
        // his two sections, lower x2 first; his left is the lower one for bottom, the higher for top
        const [lo, hi] = seat.sections.map((id) => byId.get(id)!).sort((a, b) => a[0] - b[0]);
        const [left, right] = side === 'bottom' ? [lo!, hi!] : [hi!, lo!];
        for (let h = 0; h < core.hexCount(); h++) {
          if (!core.onBoard(h)) continue;
          const x2 = core.hexX2(h);
          const want = (x2 >= left[0] && x2 <= left[1] ? 1 : 0) | (x2 >= right[0] && x2 <= right[1] ? 2 : 0);
          expect(core.grandeHalvesAt(h, sideIx, role), `${seat.name} ${formatHex(h, 'grande')}`).toBe(want);
        }
      });
    }
    expect([core.grandePair(0, 4), core.grandePair(2, 1), core.grandeHalvesAt(-1, 0, 1), core.grandeHalvesAt(0, 0, 0)]).toEqual([-1, -1, 0, 0]);
  });

  it('D.2: 601 (EPIC, three sections) has no sixths', async () => {
    const game = await napoleonicsGame('601', { build: 'debug' });
    for (let h = 0; h < game.core.hexCount(); h++) if (game.core.onBoard(h)) expect(game.core.sixthMask(h)).toBe(0);
    expect([0, 1, 2].map((p) => game.core.subSectionLine(p))).toEqual([0, 0, 0]);
  });
});
