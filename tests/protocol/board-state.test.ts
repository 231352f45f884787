// The `state` of a Napoleonics and an EPIC game carries the board (docs/protocol.md "The state":
// units, leaders, terrain, objectives with holder; src/protocol/board-view.ts): at the deal and
// after moves its units and leaders equal a facade State driven through the same log (a second
// instance compiled here, not the server's), each unit carries the scenario file's nation and code
// for the hex it starts on, and no seat view holds a hand: the view of any seat is the full state
// (there is no hand in it to hide), while the facade shows that hands were dealt (C&C Napoleonics
// rules 3: each side holds Command cards).
import { describe, it, expect } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { napoleonicsGame } from '../../src/games/load.js';
import { getNapoleonicsScenario } from '../../src/games/registry.js';
import { seatRules } from '../../src/core/seats.js';
import type { State } from '../../src/core/game.js';
import { ok } from './helpers.js';

/** The facade's units and leaders as `state` writes them (sides by name, no ids). */
function facadeBoard(st: State, sides: string[]) {
  const side = (s: 'bottom' | 'top') => sides[s === 'bottom' ? 0 : 1];
  return {
    units: st.units().map(({ id: _id, ...u }) => ({ ...u, side: side(u.side) })),
    leaders: st.leaders().map(({ id: _id, ...l }) => ({ ...l, side: side(l.side) })),
  };
}

/** `state`'s units without the file-code fields (the facade has none). */
const bare = (units: Record<string, unknown>[]) => units.map(({ nation: _n, code: _c, ...u }) => u);

const CASES = [
  { id: '501', file: '501-sokolnitz-telnitz', seats: 2, count: 28 },
  { id: '601', file: '601-epic-austerlitz', seats: 4, count: 58 },
];

describe('state carries the board for Napoleonics and EPIC', () => {
  for (const c of CASES) {
    it(`${c.id} with ${c.seats} seats: units and leaders equal the facade's, at the deal and after moves; no hand in any seat view`, async () => {
      const server = new ProtocolServer();
      const r = await ok(server, 'new', { scenario: c.id, seats: c.seats, seed: 5 });
      const seatNames: string[] = r.seats.map((x: { name: string }) => x.name);
      const sides = [...new Set(r.seats.map((x: { side: string }) => x.side))] as string[];
      const game = await napoleonicsGame(c.id, c.seats === 2 ? {} : { rules: seatRules(c.seats) });
      const st = game.newState();

      // at the deal: every unit of the file, with its nation and code, at its hex
      const first = await ok(server, 'state', { log: false });
      expect(first.units).toHaveLength(c.count);
      expect(bare(first.units)).toEqual(facadeBoard(st, sides).units);
      expect(first.leaders).toEqual(facadeBoard(st, sides).leaders);
      const file = getNapoleonicsScenario(c.file).units;
      const byHex = new Map(first.units.map((u: { hex: string }) => [u.hex, u]));
      for (const u of file) expect(byHex.get(u.hex), u.hex).toMatchObject({ nation: u.nation, code: u.type, side: sides[u.side === 'bottom' ? 0 : 1] });
      expect(first.terrain.length).toBeGreaterThan(0);
      expect(first.objectives.length).toBeGreaterThan(0);
      for (const o of first.objectives) expect([...sides, null]).toContain(o.holder);

      // after moves: the same log replayed on the facade gives the same board
      let step = await ok(server, 'step', { chance: 'sample', observe: false });
      for (let k = 0; k < 120 && !step.terminal; k++) {
        step = await ok(server, 'step', { index: step.legal.indices[(k * 31) % step.legal.indices.length], chance: 'sample', observe: false });
      }
      const now = await ok(server, 'state', {});
      for (const text of now.log as string[]) st.apply(text);
      const want = facadeBoard(st, sides);
      expect(bare(now.units)).toEqual(want.units);
      expect(now.leaders).toEqual(want.leaders);
      expect(bare(now.units)).not.toEqual(bare(first.units)); // the check can fail: the board moved

      // hands were dealt, yet no seat view carries one: each view is the full state plus its viewer
      expect(st.hand(0).length + st.hand(1).length).toBeGreaterThan(0);
      const full = await ok(server, 'state', { log: false });
      expect(full).not.toHaveProperty('hands');
      for (const seat of seatNames) {
        const { viewer, ...seen } = await ok(server, 'state', { seat, log: false });
        expect(viewer).toBe(seat);
        expect(seen).toEqual(full);
      }
      st.free();
      server.dispose();
    });
  }
});
