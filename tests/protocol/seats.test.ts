// The protocol with several seats a side (issue 19 part 4, docs/protocol.md "Seats"), on the team
// fixture (tests/fixtures/team-game.ts: seat = side + 2 * role), registered in this test's process
// only. `new` takes `seats`; `new` and `state` list the seats with their sides; `state`, `legal`
// and `observe` take a `seat` (a viewer: what it cannot see is left out, teammates' cards
// included); winners and scores name sides; a save reopens the same seat format.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { ok, err, f32 } from './helpers.js';
import { registerTeamGame, TEAM_SCENARIO } from '../fixtures/team-game.js';

let unregister: () => void;
beforeAll(() => { unregister = registerTeamGame(); });
afterAll(() => unregister());

/** A 4-seat game dealt (seat k holds cards[k]); seat 0 to act. */
async function dealt(server: ProtocolServer, cards: number[], seats = 4): Promise<number> {
  const g = (await ok(server, 'new', { scenario: TEAM_SCENARIO, seats, seed: 1 })).game;
  for (const c of cards) await ok(server, 'apply', { game: g, action: `card:${c}` });
  return g;
}

describe('protocol seats (team fixture, 4 and 8 seats)', () => {
  it('new takes seats and lists every seat with its side; spec gives seat sides and side names', async () => {
    const server = new ProtocolServer();
    const r = await ok(server, 'new', { scenario: TEAM_SCENARIO, seats: 4 });
    expect(r.seats).toEqual([
      { seat: 0, name: 'red-lead', side: 'red' }, { seat: 1, name: 'blue-lead', side: 'blue' },
      { seat: 2, name: 'red-1', side: 'red' }, { seat: 3, name: 'blue-1', side: 'blue' },
    ]);
    expect(r.state.seats).toEqual(r.seats);
    const spec = await ok(server, 'spec');
    expect(spec.players).toBe(4);
    expect(spec.seats).toEqual(['red-lead', 'blue-lead', 'red-1', 'blue-1']);
    expect(spec.seatSides).toEqual([0, 1, 0, 1]);
    expect(spec.sides).toEqual(['red', 'blue']);
    expect((await ok(server, 'new', { scenario: TEAM_SCENARIO, seats: 8 })).seats).toHaveLength(8);
    expect((await ok(server, 'new', { scenario: TEAM_SCENARIO })).seats).toHaveLength(2);
    server.dispose();
  });

  it('bad seat counts and engines without the format fail with one line and open nothing', async () => {
    const server = new ProtocolServer();
    expect(await err(server, 'new', { scenario: TEAM_SCENARIO, seats: 3 })).toBe('new: "seats" must be one of 2, 4, 6, 8, got 3');
    expect(await err(server, 'new', { scenario: TEAM_SCENARIO, seats: '4' })).toBe('new: "seats" must be one of 2, 4, 6, 8, got "4"');
    expect(await err(server, 'new', { scenario: 'akragas', seats: 4 })).toBe('new: Ancients scenarios have 2 seats, not 4 (seats)');
    expect(await err(server, 'new', { scenario: 'froeschweiler', seats: 4 })).toMatch(/^new: froeschweiler (cannot be played with 4 seats|has 2 seats, not 4) \(seats\)/);
    expect(server.openGames()).toBe(0);
    server.dispose();
  });

  it('the seat to act is reported by name; legal lists actions only for the seat it names when that seat is to act', async () => {
    const server = new ProtocolServer();
    const g = await dealt(server, [3, 4, 5, 6]);
    await ok(server, 'apply', { game: g, action: 'keep' });
    expect((await ok(server, 'state', { game: g })).toAct).toBe('blue-lead');
    const mine = await ok(server, 'legal', { game: g, seat: 'blue-lead' });
    expect(mine.actions.map((a: { text: string }) => a.text)).toEqual(['keep', 'swap']);
    expect(mine.seat).toBe('blue-lead');
    const other = await ok(server, 'legal', { game: g, seat: 'red-1' });
    expect(other).toEqual({ actions: [], chance: false, terminal: false, toAct: 'blue-lead', seat: 'red-1' });
    await ok(server, 'apply', { game: g, action: 'swap' }); // a draw: chance outcomes are hidden from a viewer
    const atChance = await ok(server, 'legal', { game: g, seat: 3 });
    expect(atChance.actions).toEqual([]);
    expect(atChance.outcomes).toBeUndefined();
    expect((await ok(server, 'legal', { game: g })).outcomes.length).toBeGreaterThan(0);
    expect(await err(server, 'legal', { game: g, seat: 'green-9' })).toBe('legal: "seat" must be "red-lead", "blue-lead", "red-1", "blue-1" or "all"');
    server.dispose();
  });

  it('state and observe for a seat leave out every other seat\'s card, a teammate\'s included', async () => {
    const server = new ProtocolServer();
    const g = await dealt(server, [3, 4, 5, 6]);
    const all = await ok(server, 'state', { game: g });
    expect(all.hands).toEqual({ 'red-lead': 3, 'blue-lead': 4, 'red-1': 5, 'blue-1': 6 });
    const seen = await ok(server, 'state', { game: g, seat: 'red-1' });
    expect(seen.viewer).toBe('red-1');
    expect(seen.hands).toEqual({ 'red-lead': null, 'blue-lead': null, 'red-1': 5, 'blue-1': null });
    expect((await ok(server, 'state', { game: g, view: 2 })).hands).toEqual(seen.hands);
    expect(await err(server, 'state', { game: g, view: 2, seat: 2 })).toBe('state: give "view" or "seat", not both');
    // observe: a seat's planes show its own card only; the mask is set for the seat to act only
    const o2 = await ok(server, 'observe', { game: g, seat: 'red-1' });
    expect(Array.from(f32(o2.planes.data))).toEqual([0, 0, 0, 0, 1, 0]);
    expect(o2.mask.legal).toEqual([]);
    const o0 = await ok(server, 'observe', { game: g, seat: 0 });
    expect(Array.from(f32(o0.planes.data))).toEqual([0, 0, 1, 0, 0, 0]);
    expect(o0.mask.legal).toEqual([0, 1]);
    server.dispose();
  });

  it('a teammate\'s card changes nothing a seat is told (state, observe, legal)', async () => {
    const server = new ProtocolServer();
    const views = async (cards: number[]) => {
      const g = await dealt(server, cards);
      return JSON.stringify([
        (await ok(server, 'state', { game: g, seat: 0, log: false })).hands,
        (await ok(server, 'observe', { game: g, seat: 0 })).planes.data,
        (await ok(server, 'legal', { game: g, seat: 0 })).actions,
      ]);
    };
    const base = await views([2, 4, 5, 6]);
    expect(await views([2, 4, 1, 6])).toBe(base); // teammate red-1
    expect(await views([2, 1, 5, 3])).toBe(base); // opponents
    server.dispose();
  });

  it('winner and score name the side; step reports the seat to act; determinize takes a seat', async () => {
    const server = new ProtocolServer();
    const g = await dealt(server, [6, 1, 6, 1]);
    const d = await ok(server, 'determinize', { game: g, seat: 'red-lead', seed: 3 });
    const dh = (await ok(server, 'state', { game: d.game })).hands;
    expect(dh['red-lead']).toBe(6);
    await ok(server, 'close', { game: d.game });
    let r = await ok(server, 'step', { game: g, action: 'keep', observe: true });
    expect(r.toAct).toBe('blue-lead');
    expect(r.obs.view).toBe('blue-lead');
    r = await ok(server, 'step', { game: g, action: 'keep' });
    r = await ok(server, 'step', { game: g, action: 'keep' });
    r = await ok(server, 'step', { game: g, action: 'keep' });
    expect(r.terminal).toBe(true);
    expect(r.winner).toBe('red');
    expect(r.banners).toEqual({ red: 12, blue: 2 });
    server.dispose();
  });

  it('save and load keep the seat format', async () => {
    const server = new ProtocolServer();
    const g = await dealt(server, [3, 4, 5, 6]);
    await ok(server, 'apply', { game: g, action: 'keep' });
    const { data } = await ok(server, 'save', { game: g });
    const l = await ok(server, 'load', { data });
    expect(l.state.seats).toHaveLength(4);
    expect(l.state.toAct).toBe('blue-lead');
    expect((await ok(server, 'state', { game: l.game })).hands).toEqual((await ok(server, 'state', { game: g })).hands);
    server.dispose();
  });

  it('vex serve --seats sets the format of games opened without seats', async () => {
    const server = new ProtocolServer({ seats: 6 });
    expect((await ok(server, 'hello')).seats).toEqual({ formats: [2, 4, 6, 8], default: 6 });
    expect((await ok(server, 'new', { scenario: TEAM_SCENARIO })).seats).toHaveLength(6);
    expect((await ok(server, 'new', { scenario: TEAM_SCENARIO, seats: 2 })).seats).toHaveLength(2);
    server.dispose();
  });
});
