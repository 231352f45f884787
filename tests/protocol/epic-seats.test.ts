// EPIC Austerlitz (601) in its multi-player seat formats through the protocol and the arena (issue
// 19 part 4), on the rules core's seats (D.7: rules.seats 4/6/8, seat = side + 2 * role, actorSeat;
// branch wt-seats): `new` with `seats`, the seat listing, the seat to act by name, seat viewers in
// `legal` and `observe`, a whole random game in which every seat acts, and an arena pair in which
// each agent holds every seat of one side. The same checks on the contract's test fixture:
// seats.test.ts.
import { describe, it, expect } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { contractFromId } from '../../src/games/load.js';
import { createAgent } from '../../src/agents/registry.js';
import { playArenaGame } from '../../src/arena/play-game.js';
import { ok } from './helpers.js';

describe('601 EPIC Austerlitz with 4 and 8 seats', () => {
  it('new lists the seats; a random game to the end lets every seat act, each named when it does', async () => {
    const server = new ProtocolServer();
    const r = await ok(server, 'new', { scenario: '601', seats: 4, seed: 2 });
    expect(r.seats.map((x: { side: string }) => x.side)).toEqual(['french', 'allied', 'french', 'allied']);
    const names: string[] = r.seats.map((x: { name: string }) => x.name);
    const acted = new Set<string>();
    let checkedViewers = false;
    let step = await ok(server, 'step', { chance: 'sample', observe: false });
    let k = 0;
    for (; !step.terminal && k < 4000; k++) {
      expect(names).toContain(step.toAct);
      acted.add(step.toAct);
      if (!checkedViewers && acted.size >= 2) {
        // a seat that is not to act: no legal actions, an empty mask; the seat to act: its own
        const other = names.find((n) => n !== step.toAct)!;
        expect((await ok(server, 'legal', { seat: other })).actions).toEqual([]);
        expect((await ok(server, 'observe', { seat: other })).mask.legal).toEqual([]);
        expect((await ok(server, 'legal', { seat: step.toAct })).actions.length).toBe(step.legal.codes.length);
        checkedViewers = true;
      }
      const i = (k * 7919) % step.legal.indices.length;
      step = await ok(server, 'step', { index: step.legal.indices[i], chance: 'sample', observe: false });
    }
    expect(step.terminal).toBe(true);
    expect(['french', 'allied', 'draw']).toContain(step.winner);
    expect(Object.keys(step.banners)).toEqual(['french', 'allied']);
    expect([...acted].sort()).toEqual([...names].sort());
    expect(checkedViewers).toBe(true);
    server.dispose();
  });

  it('an arena pair with 8 seats: each agent holds every seat of one side, then of the other', async () => {
    const game = await contractFromId('601', { rules: { seats: 8 } });
    expect(game.numSeats).toBe(8);
    const a = createAgent('greedy'), b = createAgent('random');
    const one = await playArenaGame(game, a, b, 4, false);
    const two = await playArenaGame(game, a, b, 4, true);
    expect(one.seats.A).toHaveLength(4);
    expect(one.seats.A.every((n) => n.startsWith('french'))).toBe(true);
    expect(two.seats.A.every((n) => n.startsWith('allied'))).toBe(true);
    for (const g of [one, two]) expect(g.decisions).toBeGreaterThan(0);
  });
});
