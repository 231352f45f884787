// ProtocolServer in-process: every method, and every error path (malformed JSON, unknown method,
// missing and wrong-typed fields, illegal actions, unknown handles, a 1 MB garbage line); after
// each error the session answers the next request correctly and the game is unchanged.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/load.js';
import { ProtocolServer, PROTOCOL_VERSION } from '../../src/protocol/server.js';
import { ok, err } from './helpers.js';

const AKRAGAS = JSON.parse(readFileSync(new URL('../../src/games/ancients/scenarios/001-akragas.json', import.meta.url), 'utf8'));

let server: ProtocolServer;
beforeEach(() => {
  server = new ProtocolServer();
});

async function newGame(seed = 1, scenario: unknown = 'akragas'): Promise<number> {
  return (await ok(server, 'new', { scenario, seed })).game;
}

/** Applies sampled chance until a side is to act. */
async function toDecision(game: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const l = await ok(server, 'legal', { game });
    if (!l.chance) return;
    await ok(server, 'sample', { game });
  }
}

describe('request framing', () => {
  it('malformed JSON, non-objects and bad fields are errors with id null or the request id', async () => {
    const cases: Array<[string, RegExp, unknown]> = [
      ['{"id": 1, "method": "hello"', /malformed JSON/, null],
      ['', /malformed JSON/, null],
      ['[1,2,3]', /must be a JSON object/, null],
      ['42', /must be a JSON object/, null],
      ['"hello"', /must be a JSON object/, null],
      ['null', /must be a JSON object/, null],
      ['{"id": 5}', /missing "method"/, 5],
      ['{"id": 6, "method": 12}', /missing "method"/, 6],
      ['{"id": 7, "method": "launch"}', /unknown method "launch" \(known: hello/, 7],
      ['{"id": 8, "method": "hello", "params": [1]}', /"params" must be an object/, 8],
      ['{"id": 9, "method": "hello", "params": "x"}', /"params" must be an object/, 9],
      ['{"id": 10, "method": "hello", "jsonrpc": "2.0"}', /unknown request field "jsonrpc"/, 10],
      ['{"id": {"a": 1}, "method": "hello"}', /"id" must be a number, a string or null/, null],
      ['{"id": "abc", "method": "hello", "params": {"x": 1}}', /hello: unknown parameter "x"/, 'abc'],
      ['{"id": 11, "method": "toString"}', /unknown method "toString"/, 11],
      ['{"id": 12, "method": "__proto__"}', /unknown method "__proto__"/, 12],
    ];
    for (const [line, pattern, id] of cases) {
      const r = JSON.parse(await server.handleLine(line));
      expect(r.id, line).toEqual(id);
      expect(r.error, line).toMatch(pattern);
      expect(r.result).toBeUndefined();
    }
    expect((await ok(server, 'hello')).protocol).toBe(PROTOCOL_VERSION);
  });

  it('a request without an id is answered with id null; params null means none', async () => {
    expect(JSON.parse(await server.handleLine('{"method": "hello"}'))).toMatchObject({ id: null, result: { engine: 'vexillum' } });
    expect(JSON.parse(await server.handleLine('{"id": 3, "method": "hello", "params": null}'))).toMatchObject({ id: 3, result: { engine: 'vexillum' } });
  });

  it('a 1 MB garbage line is an error and the session stays up', async () => {
    const g = await newGame();
    const before = await ok(server, 'state', { game: g });
    const garbage = Array.from({ length: 1 << 20 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    const r = JSON.parse(await server.handleLine(garbage));
    expect(r).toMatchObject({ id: null, error: expect.stringMatching(/malformed JSON/) });
    const big = JSON.parse(await server.handleLine(JSON.stringify({ id: 1, method: 'apply', params: { action: 'x'.repeat(1 << 20) } })));
    expect(big.error).toMatch(/apply: "action" is not an action text/);
    expect(await ok(server, 'state', { game: g })).toEqual(before);
    expect((await ok(server, 'hello')).engine).toBe('vexillum');
  });

  it('lines over the configured limit are refused before parsing', async () => {
    const small = new ProtocolServer({ maxLineLength: 100 });
    const r = JSON.parse(await small.handleLine(JSON.stringify({ id: 1, method: 'hello', params: { pad: 'x'.repeat(200) } })));
    expect(r).toMatchObject({ id: null, error: expect.stringMatching(/request line too long/) });
    expect(JSON.parse(await small.handleLine('{"id":2,"method":"hello"}')).result.engine).toBe('vexillum');
  });
});

describe('hello and scenarios', () => {
  it('hello names the engine, protocol and methods', async () => {
    const h = await ok(server, 'hello');
    expect(h).toMatchObject({ engine: 'vexillum', protocol: PROTOCOL_VERSION });
    expect(h.games).toEqual(Object.keys(GAMES)); // every engine of the registry (tests/protocol/engines.test.ts)
    expect(h.version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const m of ['new', 'state', 'legal', 'apply', 'undo', 'reach', 'targets', 'los', 'observe', 'think', 'save', 'load']) expect(h.methods).toContain(m);
  });
  it('scenarios lists the shipped scenarios', async () => {
    const r = await ok(server, 'scenarios');
    expect(r.scenarios).toHaveLength(15);
    expect(r.scenarios[0].id).toBe('001-akragas');
    expect(await err(server, 'scenarios', { all: true })).toMatch(/unknown parameter "all"/);
  });
});

describe('new', () => {
  it('opens games by id, alias and inline object; answers handle and state', async () => {
    const a = await ok(server, 'new', { scenario: '001-akragas', seed: 4 });
    expect(a.game).toBe(1);
    expect(a.scenario).toMatchObject({ id: '001-akragas', name: 'Akragas' });
    expect(a.scenario.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(a.state).toMatchObject({ game: 1, turn: 0, toAct: 'chance', banners: { bottom: 0, top: 0 }, winner: null });
    expect(a.state.units.length).toBeGreaterThan(10);
    const b = await ok(server, 'new', { scenario: 'zama' });
    expect(b.game).toBe(2);
    expect(b.scenario.id).toBe('015-zama');
    const c = await ok(server, 'new', { scenario: AKRAGAS, seed: 4 });
    expect(c.scenario.hash).toBe(a.scenario.hash);
    expect(c.state).toEqual({ ...a.state, game: c.game });
  });

  it('errors: missing, unknown, invalid inline, wrong types, bad seed', async () => {
    expect(await err(server, 'new')).toMatch(/new: missing parameter "scenario"/);
    expect(await err(server, 'new', { scenario: 'waterloo' })).toMatch(/unknown scenario "waterloo"/);
    // another engine's scenario is served (tests/protocol/engines.test.ts); a wrong engine for an id is not
    expect(await err(server, 'new', { scenario: 'froeschweiler', engine: 'ancients' })).toMatch(/unknown scenario "froeschweiler"/);
    expect(await err(server, 'new', { scenario: 'akragas', engine: 'blood-and-iron' })).toMatch(/unknown blood-and-iron scenario "akragas" \(known: froeschweiler/);
    expect(await err(server, 'new', { scenario: 'akragas', engine: 'chess' })).toMatch(/unknown engine "chess" \(known: ancients, blood-and-iron/);
    expect(await err(server, 'new', { scenario: 17 })).toMatch(/"scenario" must be a scenario id \(string\) or an inline scenario object/);
    expect(await err(server, 'new', { scenario: [1] })).toMatch(/"scenario" must be/);
    expect(await err(server, 'new', { scenario: null })).toMatch(/"scenario" must be/);
    expect(await err(server, 'new', { scenario: { ...AKRAGAS, board: 'hexagon' } })).toMatch(/invalid scenario: board/);
    expect(await err(server, 'new', { scenario: {} })).toMatch(/invalid scenario: .* and \d+ more/);
    expect(await err(server, 'new', { scenario: 'akragas', seed: -1 })).toMatch(/"seed" must be between 0 and 4294967295/);
    expect(await err(server, 'new', { scenario: 'akragas', seed: 1.5 })).toMatch(/"seed" must be an integer, got number/);
    expect(await err(server, 'new', { scenario: 'akragas', seed: '3' })).toMatch(/"seed" must be an integer, got string/);
    expect(await err(server, 'new', { scenario: 'akragas', sed: 3 })).toMatch(/unknown parameter "sed" \(accepted: scenario, seed, undo, engine, seats\)/);
    expect(server.openGames()).toBe(0);
  });

  it('refuses more games than the limit; close makes room', async () => {
    const small = new ProtocolServer({ maxGames: 2 });
    await ok(small, 'new', { scenario: 'akragas' });
    await ok(small, 'new', { scenario: 'akragas' });
    expect(await err(small, 'new', { scenario: 'akragas' })).toMatch(/too many open games \(2\)/);
    expect(await ok(small, 'close', { game: 1 })).toEqual({ closed: 1 });
    expect((await ok(small, 'new', { scenario: 'akragas' })).game).toBe(3);
  });

  it('refuses more distinct scenarios than the instance limit unless unused ones can go', async () => {
    const small = new ProtocolServer({ maxInstances: 2 });
    await ok(small, 'new', { scenario: 'akragas' });
    await ok(small, 'new', { scenario: 'zama' });
    expect(await err(small, 'new', { scenario: 'cannae' })).toMatch(/too many different scenarios/);
    await ok(small, 'close', { game: 2 });
    expect((await ok(small, 'new', { scenario: 'cannae' })).scenario.id).toBe('007-cannae');
  });
});

describe('game handles', () => {
  it('default to the last opened game; unknown handles are errors', async () => {
    expect(await err(server, 'state')).toMatch(/no game is open: send "new" first/);
    const g1 = await newGame(1);
    const g2 = await newGame(2);
    await ok(server, 'sample', { game: g1 });
    expect((await ok(server, 'state', { game: g1 })).moves).toBe(1);
    expect((await ok(server, 'state')).game).toBe(g2);
    expect((await ok(server, 'state')).moves).toBe(0);
    expect(await err(server, 'state', { game: 99 })).toMatch(/unknown game 99 \(open: 1, 2\)/);
    expect(await err(server, 'state', { game: 'one' })).toMatch(/"game" must be an integer, got string/);
    await ok(server, 'close', { game: g2 });
    expect((await ok(server, 'state')).game).toBe(g1);
    expect(await err(server, 'close', { game: g2 })).toMatch(/unknown game 2 \(open: 1\)/);
    await ok(server, 'close');
    expect(await err(server, 'legal')).toMatch(/no game is open/);
  });
});

describe('state', () => {
  it('has turn, phase, side to act, banners, units, leaders, hands, deck, dice and the log', async () => {
    const g = await newGame(3);
    await toDecision(g);
    const s = await ok(server, 'state', { game: g });
    for (const k of ['turn', 'phase', 'active', 'toAct', 'banners', 'units', 'leaders', 'hands', 'deck', 'discard', 'dice', 'log', 'moves']) expect(s).toHaveProperty(k);
    expect(s.units[0]).toMatchObject({ hex: expect.stringMatching(/^[A-M]\d$/), side: expect.stringMatching(/bottom|top/), type: expect.any(String), blocks: expect.any(Number), leader: expect.any(Boolean) });
    expect(Array.isArray(s.hands.bottom) && Array.isArray(s.hands.top)).toBe(true);
    expect(s.log).toHaveLength(s.moves);
    expect(s.log[0]).toMatch(/^draw:/);
    const noLog = await ok(server, 'state', { game: g, log: false });
    expect(noLog.log).toBeUndefined();
  });
  it('view hides the other side\'s hand', async () => {
    const g = await newGame(3);
    await toDecision(g);
    const all = await ok(server, 'state', { game: g, view: 'all' });
    const bottom = await ok(server, 'state', { game: g, view: 'bottom' });
    const top = await ok(server, 'state', { game: g, view: 'top' });
    expect(bottom.hands.bottom).toEqual(all.hands.bottom);
    expect(bottom.hands.top).toBe(all.hands.top.length);
    expect(top.hands.top).toEqual(all.hands.top);
    expect(top.hands.bottom).toBe(all.hands.bottom.length);
    expect(await err(server, 'state', { view: 'spectator' })).toMatch(/"view" must be "bottom", "top" or "all"/);
    expect(await err(server, 'state', { log: 'yes' })).toMatch(/"log" must be true or false/);
  });
});

describe('legal, apply, sample, undo', () => {
  it('legal at a chance node lists outcomes with probabilities', async () => {
    const g = await newGame();
    const l = await ok(server, 'legal', { game: g });
    expect(l.chance).toBe(true);
    expect(l.toAct).toBe('chance');
    expect(l.outcomes.length).toBe(l.actions.length);
    const total = l.outcomes.reduce((a: number, o: { prob: number }) => a + o.prob, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(l.outcomes[0]).toMatchObject({ code: expect.any(Number), text: expect.stringMatching(/^draw:/), prob: expect.any(Number) });
  });

  it('apply by code and by text give the same state; the reply is a summary', async () => {
    const g1 = await newGame(5), g2 = await newGame(5);
    const l = await ok(server, 'legal', { game: g1 });
    const pick = l.actions[3];
    const r1 = await ok(server, 'apply', { game: g1, action: pick.code });
    const r2 = await ok(server, 'apply', { game: g2, action: pick.text });
    expect(r1.applied).toEqual(pick);
    expect(r2.applied).toEqual(pick);
    expect(r1.state).toEqual(r2.state);
    expect(r1.state).toMatchObject({ turn: expect.any(Number), phase: expect.any(String), toAct: expect.any(String), banners: expect.any(Object), moves: 1 });
    const s1 = await ok(server, 'state', { game: g1 }), s2 = await ok(server, 'state', { game: g2 });
    expect({ ...s1, game: 0 }).toEqual({ ...s2, game: 0 });
  });

  it('an illegal or unreadable action is an error and changes nothing', async () => {
    const g = await newGame(6);
    await toDecision(g);
    const before = await ok(server, 'state', { game: g });
    const legalBefore = await ok(server, 'legal', { game: g });
    expect(await err(server, 'apply', { game: g, action: 'move:A1-M9' })).toMatch(/apply: illegal action "move:A1-M9" \(phase PLAY, (bottom|top) to act\)/);
    expect(await err(server, 'apply', { game: g, action: 'teleport:A1' })).toMatch(/cannot read action "teleport:A1": unknown verb/);
    expect(await err(server, 'apply', { game: g, action: 'move:Z1-A1' })).toMatch(/a hex is not on this board/);
    expect(await err(server, 'apply', { game: g, action: 'die:light' })).toMatch(/illegal action "die:light"/);
    expect(await err(server, 'apply', { game: g, action: 123456789 })).toMatch(/illegal action/);
    expect(await err(server, 'apply', { game: g, action: -1 })).toMatch(/illegal action/);
    expect(await err(server, 'apply', { game: g, action: 2 ** 40 })).toMatch(/illegal action/);
    expect(await err(server, 'apply', { game: g, action: 1.5 })).toMatch(/"action" must be a string or an integer, got number/);
    expect(await err(server, 'apply', { game: g, action: { code: 1 } })).toMatch(/"action" must be a string or an integer, got object/);
    expect(await err(server, 'apply', { game: g, action: true })).toMatch(/got boolean/);
    expect(await err(server, 'apply', { game: g })).toMatch(/missing parameter "action"/);
    expect(await ok(server, 'state', { game: g })).toEqual(before);
    expect(await ok(server, 'legal', { game: g })).toEqual(legalBefore);
  });

  it('sample follows the game seed; it refuses decision nodes', async () => {
    const a = await newGame(11), b = await newGame(11), c = await newGame(12);
    const seq = async (g: number) => {
      const out: string[] = [];
      for (let i = 0; i < 10; i++) out.push((await ok(server, 'sample', { game: g })).applied.text);
      return out;
    };
    const sa = await seq(a);
    expect(await seq(b)).toEqual(sa);
    expect(await seq(c)).not.toEqual(sa);
    await toDecision(a);
    const l = await ok(server, 'legal', { game: a });
    expect(l.chance).toBe(false);
    expect(await err(server, 'sample', { game: a })).toMatch(/sample: not a chance node \((bottom|top) to act\)/);
  });

  it('undo restores the previous state exactly, step by step', async () => {
    const g = await newGame(8);
    const states = [await ok(server, 'state', { game: g })];
    for (let i = 0; i < 12; i++) {
      const l = await ok(server, 'legal', { game: g });
      if (l.chance) await ok(server, 'sample', { game: g });
      else await ok(server, 'apply', { game: g, action: l.actions[i % l.actions.length].code });
      states.push(await ok(server, 'state', { game: g }));
    }
    for (let i = 11; i >= 0; i--) {
      const u = await ok(server, 'undo', { game: g });
      expect(u.undone.text).toBe(states[i + 1].log[i]);
      expect(u.state.moves).toBe(i);
      expect(await ok(server, 'state', { game: g })).toEqual(states[i]);
    }
    expect(await err(server, 'undo', { game: g })).toMatch(/undo: nothing to undo/);
  });

  it('a finished game has no legal actions and refuses more', async () => {
    const g = await newGame(2);
    // play to the end fast: first legal action, sampled chance
    let legal = await ok(server, 'legal', { game: g });
    let steps = 0;
    while (!legal.terminal && steps < 20000) {
      if (legal.chance) await ok(server, 'sample', { game: g });
      else await ok(server, 'apply', { game: g, action: legal.actions[steps % legal.actions.length].code });
      legal = await ok(server, 'legal', { game: g });
      steps++;
    }
    expect(legal).toMatchObject({ actions: [], chance: false, terminal: true, toAct: 'terminal' });
    const s = await ok(server, 'state', { game: g, log: false });
    expect(s.winner).toMatch(/bottom|top|draw/);
    expect(await err(server, 'apply', { game: g, action: 'end-moves' })).toMatch(/illegal action "end-moves" \(the game is over\)/);
    expect(await err(server, 'think', { game: g, agent: 'random' })).toMatch(/the game is over/);
    expect(await err(server, 'sample', { game: g })).toMatch(/not a chance node \(terminal to act\)/);
    await ok(server, 'undo', { game: g });
    expect((await ok(server, 'legal', { game: g })).terminal).toBe(false);
  }, 60_000);
});

describe('reach, targets, los', () => {
  it('reach lists destinations of a unit; errors for empty or bad hexes', async () => {
    const g = await newGame();
    const s = await ok(server, 'state', { game: g });
    const unit = s.units[0];
    const r = await ok(server, 'reach', { game: g, hex: unit.hex });
    expect(r.hex).toBe(unit.hex);
    expect(r.hexes.length).toBeGreaterThan(0);
    for (const h of r.hexes) expect(h).toMatch(/^[A-M][1-9]$/);
    const occupied = new Set(s.units.map((u: { hex: string }) => u.hex));
    for (const h of r.hexes) expect(occupied.has(h)).toBe(false);
    // the same by index: row*W + col
    const col = unit.hex.charCodeAt(0) - 65, row = Number(unit.hex.slice(1)) - 1;
    expect((await ok(server, 'reach', { game: g, hex: row * 13 + col })).hexes).toEqual(r.hexes);
    const empty = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'G5', 'F5', 'E5'].find((h) => !occupied.has(h) && !s.leaders.some((l: { hex: string }) => l.hex === h))!;
    expect(await err(server, 'reach', { game: g, hex: empty })).toMatch(new RegExp(`reach: no unit or leader on ${empty}`));
    expect(await err(server, 'reach', { game: g, hex: 'Z9' })).toMatch(/"hex": "Z9" is not a hex on this 13x9 board/);
    expect(await err(server, 'reach', { game: g, hex: 'M2' })).toMatch(/"M2" is not a hex/);
    expect(await err(server, 'reach', { game: g, hex: 25 })).toMatch(/25 is not a hex index on this board/);
    expect(await err(server, 'reach', { game: g, hex: 9999 })).toMatch(/not a hex index/);
    expect(await err(server, 'reach', { game: g })).toMatch(/missing parameter "hex"/);
    expect(await err(server, 'reach', { game: g, hex: ['A1'] })).toMatch(/must be a string or an integer, got array/);
  });

  it('targets lists enemies in reach with kind and dice', async () => {
    const g = await newGame(21);
    let found: { hex: string; targets: Array<{ hex: string; kind: string; dice: number }> } | null = null;
    for (let step = 0; step < 4000 && !found; step++) {
      const s = await ok(server, 'state', { game: g, log: false });
      if (s.winner) break;
      for (const u of s.units) {
        const t = await ok(server, 'targets', { game: g, hex: u.hex });
        if (t.targets.some((x: { kind: string }) => x.kind === 'melee')) {
          found = t;
          break;
        }
      }
      const l = await ok(server, 'legal', { game: g });
      if (l.chance) await ok(server, 'sample', { game: g });
      else await ok(server, 'apply', { game: g, action: l.actions[step % l.actions.length].code });
    }
    expect(found).not.toBeNull();
    for (const t of found!.targets) {
      expect(t.hex).toMatch(/^[A-M][1-9]$/);
      expect(['melee', 'ranged']).toContain(t.kind);
      expect(t.dice).toBeGreaterThan(0);
    }
    const s = await ok(server, 'state', { game: g, log: false });
    const occupied = new Set(s.units.map((u: { hex: string }) => u.hex));
    const empty = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'G5', 'F5', 'E5'].find((h) => !occupied.has(h))!;
    expect(await err(server, 'targets', { game: g, hex: empty })).toMatch(/targets: no unit on/);
    expect(await err(server, 'targets', { game: g, hex: 'A0' })).toMatch(/not a hex/);
  }, 60_000);

  it('los answers visible true/false and checks both hexes', async () => {
    const g = await newGame();
    const same = await ok(server, 'los', { game: g, from: 'E3', to: 'E3' });
    expect(same).toMatchObject({ from: 'E3', to: 'E3', visible: expect.any(Boolean) });
    const adj = await ok(server, 'los', { game: g, from: 'E3', to: 'F3' });
    expect(adj.visible).toBe(true);
    let blocked = 0;
    const s = await ok(server, 'state', { game: g, log: false });
    for (const a of s.units.slice(0, 6)) for (const b of s.units.slice(-6)) if (!(await ok(server, 'los', { game: g, from: a.hex, to: b.hex })).visible) blocked++;
    expect(blocked).toBeGreaterThan(0); // units in between block some lines
    expect(await err(server, 'los', { game: g, from: 'E3' })).toMatch(/missing parameter "to"/);
    expect(await err(server, 'los', { game: g, from: 'E3', to: 'Q3' })).toMatch(/"to": "Q3" is not a hex/);
    expect(await err(server, 'los', { game: g, to: 'E3', from: false })).toMatch(/"from" must be a string or an integer/);
  });
});

describe('observe and think', () => {
  it('observe returns the tensors (base64 float32) and the legal policy indices of the side to act', async () => {
    const g = await newGame(5);
    await toDecision(g);
    const o = await ok(server, 'observe', { game: g });
    expect(o.obsVersion).toBe(1);
    expect(o.actionVersion).toBe(1);
    expect(o.planes.shape).toEqual([46, 9, 13]);
    expect(Buffer.from(o.planes.data, 'base64').length).toBe(46 * 9 * 13 * 4);
    expect(Buffer.from(o.globals.data, 'base64').length).toBe(o.globals.shape[0] * 4);
    const legal = (await ok(server, 'legal', { game: g })).actions;
    expect(o.mask.legal).toHaveLength(legal.length);
    expect(o.mask.size).toBeGreaterThan(Math.max(...o.mask.legal));
    const other = await ok(server, 'observe', { game: g, view: o.view === 'bottom' ? 'top' : 'bottom' });
    expect(other.mask.legal).toEqual([]);
    expect(await err(server, 'observe', { view: 'nobody' })).toMatch(/"view" must be/);
    expect(await err(server, 'observe', { game: 7 })).toMatch(/unknown game 7/);
  });

  it('think returns a legal action for the side to act and changes nothing', async () => {
    const g = await newGame(9);
    await toDecision(g);
    const before = await ok(server, 'state', { game: g });
    const legal = (await ok(server, 'legal', { game: g })).actions.map((a: { code: number }) => a.code);
    for (const agent of ['random', 'greedy', 'greedy:noise=0']) {
      const t = await ok(server, 'think', { game: g, agent, seed: 3 });
      expect(legal).toContain(t.action.code);
      expect(t.agent).toBe(agent);
      expect(await ok(server, 'think', { game: g, agent, seed: 3 })).toEqual(t);
    }
    expect(await ok(server, 'state', { game: g })).toEqual(before);
  });

  it('think errors: chance node, bad agent, missing agent, bad seed', async () => {
    const g = await newGame(9);
    expect(await err(server, 'think', { game: g, agent: 'random' })).toMatch(/think: a chance node/);
    await toDecision(g);
    expect(await err(server, 'think', { game: g })).toMatch(/missing parameter "agent"/);
    expect(await err(server, 'think', { game: g, agent: 'oracle' })).toMatch(/unknown agent "oracle"/);
    expect(await err(server, 'think', { game: g, agent: 'greedy:noise=big' })).toMatch(/noise=big is not a number/);
    expect(await err(server, 'think', { game: g, agent: 5 })).toMatch(/"agent" must be a string/);
    expect(await err(server, 'think', { game: g, agent: 'random', seed: -2 })).toMatch(/"seed" must be between/);
  });
});

describe('save and load', () => {
  it('load restores the state, the undo history and the chance stream', async () => {
    const g = await newGame(31);
    for (let i = 0; i < 40; i++) {
      const l = await ok(server, 'legal', { game: g });
      if (l.chance) await ok(server, 'sample', { game: g });
      else await ok(server, 'apply', { game: g, action: l.actions[(i * 3) % l.actions.length].code });
    }
    const saved = (await ok(server, 'save', { game: g })).data;
    expect(typeof saved).toBe('string');
    const loaded = await ok(server, 'load', { data: saved });
    expect(loaded.game).not.toBe(g);
    const a = await ok(server, 'state', { game: g }), b = await ok(server, 'state', { game: loaded.game });
    expect({ ...b, game: g }).toEqual(a);
    expect(await ok(server, 'legal', { game: loaded.game })).toEqual(await ok(server, 'legal', { game: g }));
    // the same future: sampling and undo behave identically
    for (let i = 0; i < 30; i++) {
      const la = await ok(server, 'legal', { game: g });
      if (la.chance) {
        expect((await ok(server, 'sample', { game: loaded.game })).applied).toEqual((await ok(server, 'sample', { game: g })).applied);
      } else {
        await ok(server, 'apply', { game: g, action: la.actions[0].code });
        await ok(server, 'apply', { game: loaded.game, action: la.actions[0].code });
      }
    }
    for (let i = 0; i < 50; i++) {
      expect((await ok(server, 'undo', { game: loaded.game })).undone).toEqual((await ok(server, 'undo', { game: g })).undone);
    }
  });

  it('saves of inline scenarios load too', async () => {
    const g = await newGame(3, AKRAGAS);
    await ok(server, 'sample', { game: g });
    const data = (await ok(server, 'save', { game: g })).data;
    const l = await ok(server, 'load', { data });
    expect(l.state.moves).toBe(1);
  });

  it('load errors: garbage, wrong format, tampered actions or state, wrong version', async () => {
    const g = await newGame(5);
    for (let i = 0; i < 5; i++) await ok(server, 'sample', { game: g });
    const data: string = (await ok(server, 'save', { game: g })).data;
    const body = JSON.parse(Buffer.from(data.slice(5), 'base64').toString('utf8'));
    const enc = (o: unknown) => 'vex1:' + Buffer.from(JSON.stringify(o)).toString('base64');
    expect(await err(server, 'load', { data: 'hello' })).toMatch(/load: "data" is not a saved game/);
    expect(await err(server, 'load', { data: 'vex1:!!!!' })).toMatch(/is not a saved game/);
    expect(await err(server, 'load', { data: enc([1, 2]) })).toMatch(/is not a saved game/);
    expect(await err(server, 'load', { data: enc({ ...body, version: 99 }) })).toMatch(/saved game version 99 is not supported/);
    expect(await err(server, 'load', { data: enc({ ...body, actions: [...body.actions.slice(0, -1), 999999] }) })).toMatch(/saved action 5 does not replay/);
    expect(await err(server, 'load', { data: enc({ ...body, actions: body.actions.slice(0, -1) }) })).toMatch(/does not match its replayed actions/);
    expect(await err(server, 'load', { data: enc({ ...body, hash: 'ffffffffffffffff' }) })).toMatch(/the scenario has changed/);
    expect(await err(server, 'load', { data: enc({ ...body, scenario: { id: 'waterloo' } }) })).toMatch(/unknown scenario "waterloo"/);
    expect(await err(server, 'load', { data: enc({ ...body, rng: [1, 2] }) })).toMatch(/bad generator state/);
    expect(await err(server, 'load', { data: enc({ ...body, seed: 'x' }) })).toMatch(/is not a saved game/);
    expect(await err(server, 'load', {})).toMatch(/missing parameter "data"/);
    expect(await err(server, 'load', { data: 7 })).toMatch(/"data" must be a string/);
    expect(await err(server, 'save', { game: 42 })).toMatch(/unknown game 42/);
    expect(server.openGames()).toBe(1);
  });
});

describe('notation round trip (docs/notation.md)', () => {
  it('every legal action text of a random game parses back to its code', async () => {
    const { gameFromId } = await import('../../src/games/load.js');
    const { Rng } = await import('../../src/agents/rng.js');
    const verbs = new Set<string>();
    for (const id of ['akragas', 'cannae', 'zama']) {
      const game = await gameFromId(id);
      const s = game.newState();
      const rng = new Rng(5);
      for (let i = 0; i < 3000 && !s.isTerminal(); i++) {
        const codes = s.legalActions();
        for (const c of codes) {
          const text = game.actionText(c);
          verbs.add(text.split(':')[0]);
          expect(game.parseAction(text)).toEqual({ code: c });
          expect(game.parseAction(text.toLowerCase())).toEqual({ code: c });
        }
        s.apply(codes[rng.below(codes.length)]);
      }
      s.free();
    }
    for (const v of ['play', 'order', 'end-orders', 'move', 'end-moves', 'battle', 'accept', 'retreat', 'die', 'draw']) expect(verbs).toContain(v);
  });
});
