// src/core/action-info.ts (the structured description of an action code that the web app's intent
// layer, log and AI panel read instead of parsing notation) agrees with the notation: for every
// legal action and chance outcome met along seeded random games on three battles, the text rebuilt
// from the description equals actionText. Node only (no browser); kept beside the web app's tests.
import { describe, expect, it } from 'vitest';
import { actionInfo, Game, getScenario, hexText, normalizeScenario, type ActionInfo } from '../../src/index.js';

function rebuild(i: ActionInfo, b: { w: number; h: number }): string {
  const hx = (n: number | null) => (n === null ? 'off' : hexText(b, n));
  switch (i.kind) {
    case 'play': case 'draw': return `${i.kind}:${i.card}`;
    case 'order': case 'order-leader': case 'rally': case 'evade-to': case 'retreat': case 'leader-evade': case 'advance': return `${i.kind}:${hx(i.hex)}`;
    case 'move': case 'leader': return `${i.kind}:${hx(i.hex)}-${hx(i.to)}`;
    case 'enter': return `enter:${i.unitType}-${hx(i.to)}`;
    case 'battle': return `battle:${hx(i.hex)}x${hx(i.to)}`;
    case 'ignore': return `ignore:${i.count}`;
    case 'die': return `die:${i.face}`;
    default: return i.kind;
  }
}

describe('actionInfo', () => {
  for (const id of ['001-akragas', '007-cannae', '010-castulo']) {
    it(`describes every action met in random games of ${id} as the notation writes it`, async () => {
      const game = await Game.create(normalizeScenario(getScenario(id)));
      const kinds = new Set<string>();
      let checked = 0;
      for (let g = 0; g < 3; g++) {
        game.seed(1000 + g);
        const s = game.newState();
        for (let step = 0; step < 600 && !s.isTerminal(); step++) {
          for (const code of s.legalActions()) {
            const info = actionInfo(game.enums, game.board, code);
            expect(info.code).toBe(code);
            expect(rebuild(info, game.board)).toBe(game.actionText(code));
            kinds.add(info.kind);
            checked++;
          }
          const legal = s.legalActions();
          if (s.isChance()) s.sampleChance();
          else s.apply(legal[(step * 7 + g) % legal.length]);
        }
        s.free();
      }
      expect(checked).toBeGreaterThan(500);
      for (const k of ['play', 'order', 'end-orders', 'move', 'battle', 'die', 'draw']) expect(kinds.has(k)).toBe(true);
    }, 60_000);
  }
});
