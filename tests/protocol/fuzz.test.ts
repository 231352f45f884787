// Protocol fuzz: 12,000 seeded random and mutated requests against one ProtocolServer. Every reply
// is one JSON object with the request's id and either a result or a one-line error; an error never
// changes any open game; read-only methods never change one; at the end every open game still
// saves and loads (its log replays to the same bytes) and a final hello is answered correctly.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { Rng } from '../../src/agents/rng.js';

const AKRAGAS = JSON.parse(readFileSync(new URL('../../src/games/ancients/scenarios/001-akragas.json', import.meta.url), 'utf8'));
// determinize is left out: its games cannot be saved, and the end of this test saves every game
const METHODS = ['hello', 'scenarios', 'new', 'close', 'state', 'legal', 'apply', 'sample', 'undo', 'reach', 'targets', 'los', 'observe', 'think', 'save', 'load', 'spec', 'step', 'steps', 'clone'];
const READ_ONLY = new Set(['hello', 'scenarios', 'state', 'legal', 'reach', 'targets', 'los', 'observe', 'think', 'save', 'spec']);
const KEYS = ['game', 'scenario', 'seed', 'view', 'log', 'action', 'index', 'hex', 'from', 'to', 'agent', 'data', 'chance', 'items', 'bogus'];
const N = 12_000;

function equalSnapshots(a: Map<number, { bytes: Uint8Array; moves: number }>, b: Map<number, { bytes: Uint8Array; moves: number }>): boolean {
  if (a.size !== b.size) return false;
  for (const [h, x] of a) {
    const y = b.get(h);
    if (!y || y.moves !== x.moves || Buffer.compare(Buffer.from(x.bytes), Buffer.from(y.bytes)) !== 0) return false;
  }
  return true;
}

describe('protocol fuzz', () => {
  it(`survives ${N} random and mutated requests`, async () => {
    const server = new ProtocolServer({ maxGames: 6, maxInstances: 4 });
    const rng = new Rng(20240601);
    const pick = <T>(xs: readonly T[]): T => xs[rng.below(xs.length)];
    // values learnt from replies, reused to reach deep states
    const legalCodes: number[] = [];
    const legalTexts: string[] = [];
    const legalIndices: number[] = [];
    const saves: string[] = [];
    const handles: number[] = [];
    const mutateInline = () => {
      const sc = structuredClone(AKRAGAS);
      const r = rng.below(5);
      if (r === 0) delete sc.units;
      else if (r === 1) sc.units[rng.below(sc.units.length)].hex = pick(['A1', 'Z9', 'M2', 12, null]);
      else if (r === 2) sc.sides.top.banners = pick([0, -1, 'five', 99, 3]);
      else if (r === 3) sc.board = pick(['standard', 'epic', 'tiny', 7]);
      return sc;
    };
    const value = (key: string): unknown => {
      const r = rng.below(10);
      if (r === 0) return pick([null, true, false, 0, -1, 1.5, 2 ** 53, 1e308, '', 'x'.repeat(300), [], {}, [1, 'a'], { a: { b: 1 } }]);
      switch (key) {
        case 'game': return rng.below(4) === 0 ? rng.below(20) - 2 : handles.length ? pick(handles) : 1;
        case 'scenario': return rng.below(6) === 0 ? mutateInline() : pick(['akragas', '001', 'zama', '7', 'cannae', 'nowhere', AKRAGAS]);
        case 'seed': return pick([0, 1, 42, 4294967295, 4294967296, -5]);
        case 'view': return pick(['bottom', 'top', 'all', 0, 1, 2, 'nobody']);
        case 'log': return pick([true, false, 'yes']);
        case 'index': return rng.below(2) && legalIndices.length ? pick(legalIndices) : pick([0, 29, 70400, 70401, -1, 1.5, '3']);
        case 'chance': return pick(['sample', 'stop', 'all', true]);
        case 'items': {
          const k = rng.below(4);
          return Array.from({ length: k }, () => (rng.below(8) === 0 ? pick([null, 3, 'x', []]) : { game: value('game'), ...(rng.below(2) ? { index: value('index') } : {}) }));
        }
        case 'action':
          if (rng.below(3) > 0 && legalCodes.length) return rng.below(2) ? pick(legalCodes) : pick(legalTexts);
          return pick(['end-moves', 'move:A1-B2', 'battle:E3xE4', 'die:flag', 'draw:o2l', 'play:o2l', 'ignore:1', 'ignore:x', 'unknown:5', 'move:', ':', 'order:Z0', 123456, -7]);
        case 'hex': case 'from': case 'to': return pick(['A1', 'E3', 'D3', 'G3', 'M9', 'L8', 'M8', 'A0', 'N1', 'e3', 0, 12, 25, 116, 117, -1, 'E33']);
        case 'agent': return pick(['random', 'greedy', 'greedy:noise=0', 'greedy:noise=x', 'mcts:sims=5', 'random:a=1', ':', '']);
        case 'data': {
          if (saves.length && rng.below(2)) {
            const s = pick(saves);
            if (rng.below(2)) return s;
            const i = 5 + rng.below(Math.max(1, s.length - 5));
            return s.slice(0, i) + String.fromCharCode(65 + rng.below(26)) + s.slice(i + 1);
          }
          return pick(['', 'vex1:', 'vex1:e30=', 'hello']);
        }
        default: return rng.below(100);
      }
    };
    const request = (): string => {
      const r = rng.below(20);
      if (r === 0) {
        // random printable garbage
        return Array.from({ length: rng.below(80) }, () => String.fromCharCode(32 + rng.below(95))).join('');
      }
      const method = rng.below(25) === 0 ? pick(['', 'Hello', 'constructor', 'apply ', 'x'.repeat(100)]) : pick(METHODS);
      const params: Record<string, unknown> = {};
      const nkeys = rng.below(4);
      const preferred: Record<string, string[]> = {
        new: ['scenario', 'seed'], apply: ['action', 'game'], state: ['view', 'log', 'game'], reach: ['hex', 'game'], targets: ['hex', 'game'],
        los: ['from', 'to', 'game'], think: ['agent', 'seed', 'game'], load: ['data'], close: ['game'], observe: ['view'],
        step: ['game', 'index', 'chance'], steps: ['items', 'chance'], clone: ['game'], spec: ['game'],
      };
      for (const k of Object.hasOwn(preferred, method) ? preferred[method] : []) if (rng.below(5) > 0) params[k] = value(k);
      for (let i = 0; i < nkeys - 2; i++) { const k = pick(KEYS); params[k] = value(k); }
      const req: Record<string, unknown> = { id: rng.below(10) === 0 ? pick([null, 'str', 1.5, { x: 1 }]) : rng.below(1e6), method };
      if (Object.keys(params).length || rng.below(3) === 0) req.params = rng.below(30) === 0 ? pick([[], 'p', 3]) : params;
      if (rng.below(40) === 0) req.extra = 1;
      let line = JSON.stringify(req);
      if (rng.below(6) === 0) {
        // mutate: delete, insert, replace or truncate
        const chars = line.split('');
        const edits = 1 + rng.below(3);
        for (let e = 0; e < edits && chars.length > 0; e++) {
          const i = rng.below(chars.length);
          const op = rng.below(4);
          if (op === 0) chars.splice(i, 1);
          else if (op === 1) chars.splice(i, 0, pick(['{', '}', '"', ',', ':', '[', ']', '\\', '0', 'a', ' ', '\u00e9', '\ud83d']));
          else if (op === 2) chars[i] = pick(['"', '1', 'x', '}', 'null']);
          else chars.length = i;
        }
        line = chars.join('');
      }
      return line;
    };

    // seed the session with one game so deep states are reachable
    await server.handleLine(JSON.stringify({ id: 0, method: 'new', params: { scenario: 'akragas', seed: 1 } }));
    handles.push(1);
    const counts = { ok: 0, error: 0 };
    const perMethod: Record<string, number> = {};
    const t0 = Date.now();
    for (let n = 0; n < N; n++) {
      // half of the time drive a game forward with a legal move so the fuzz reaches every phase
      const line = rng.below(3) === 0 && handles.length ? await driveLine(server, pick(handles), rng) : request();
      const before = server.snapshot();
      const replyText = await server.handleLine(line);
      expect(replyText.includes('\n')).toBe(false);
      const reply = JSON.parse(replyText) as { id: unknown; result?: any; error?: string };
      expect(Object.keys(reply).sort().join()).toMatch(/^(id,result|error,id)$/);
      let method = '';
      try {
        const req = JSON.parse(line);
        method = typeof req?.method === 'string' ? req.method : '';
        if (req && typeof req === 'object' && !Array.isArray(req) && (typeof req.id === 'number' || typeof req.id === 'string') && reply.error === undefined) expect(reply.id).toBe(req.id);
      } catch {
        expect(reply.id).toBe(null);
      }
      if (reply.error !== undefined) {
        counts.error++;
        expect(typeof reply.error).toBe('string');
        expect(reply.error.length).toBeGreaterThan(0);
        expect(equalSnapshots(before, server.snapshot()), `error changed a game: ${line.slice(0, 200)} -> ${reply.error}`).toBe(true);
      } else {
        counts.ok++;
        perMethod[method] = (perMethod[method] ?? 0) + 1;
        if (READ_ONLY.has(method)) expect(equalSnapshots(before, server.snapshot()), `${method} changed a game`).toBe(true);
        const r = reply.result;
        if (method === 'new' || method === 'load' || method === 'clone') handles.push(r.game);
        if (method === 'close') handles.splice(handles.indexOf(r.closed), 1);
        if (method === 'legal') {
          legalCodes.splice(0, legalCodes.length, ...r.actions.map((a: { code: number }) => a.code));
          legalTexts.splice(0, legalTexts.length, ...r.actions.map((a: { text: string }) => a.text));
          legalIndices.splice(0, legalIndices.length, ...r.actions.map((a: { index: number }) => a.index));
        }
        if (method === 'save') saves.push(r.data);
        if (saves.length > 20) saves.shift();
      }
    }
    const elapsed = Date.now() - t0;
    if (process.env.VEX_FUZZ_STATS) console.log(counts, perMethod);
    expect(counts.ok).toBeGreaterThan(N / 5);
    expect(counts.error).toBeGreaterThan(N / 5);
    // no corruption: every open game saves, and the save (which replays the log and compares the
    // bytes) loads; its state equals the original
    for (const h of [...server.snapshot().keys()]) {
      const st = JSON.parse(await server.handleLine(JSON.stringify({ id: 1, method: 'state', params: { game: h } })));
      expect(st.result.log).toHaveLength(st.result.moves);
      const save = JSON.parse(await server.handleLine(JSON.stringify({ id: 2, method: 'save', params: { game: h } })));
      if (server.openGames() >= 6) await server.handleLine(JSON.stringify({ id: 3, method: 'close', params: { game: [...server.snapshot().keys()].find((k) => k !== h) } }));
      const loaded = JSON.parse(await server.handleLine(JSON.stringify({ id: 4, method: 'load', params: { data: save.result.data } })));
      expect(loaded.error).toBeUndefined();
      const st2 = JSON.parse(await server.handleLine(JSON.stringify({ id: 5, method: 'state', params: { game: loaded.result.game } })));
      expect({ ...st2.result, game: h }).toEqual(st.result);
      await server.handleLine(JSON.stringify({ id: 6, method: 'close', params: { game: loaded.result.game } }));
    }
    const hello = JSON.parse(await server.handleLine('{"id": "last", "method": "hello"}'));
    expect(hello).toMatchObject({ id: 'last', result: { engine: 'vexillum', protocol: 1 } });
    expect(elapsed).toBeGreaterThan(0);
  }, 120_000);
});

/** A request that moves a game forward legally (sample at chance, a random legal action otherwise). */
async function driveLine(server: ProtocolServer, game: number, rng: Rng): Promise<string> {
  const legal = JSON.parse(await server.handleLine(JSON.stringify({ id: 'q', method: 'legal', params: { game } })));
  if (legal.error || legal.result.terminal) return JSON.stringify({ id: 'd', method: rng.below(2) ? 'undo' : 'state', params: { game } });
  if (legal.result.chance) return JSON.stringify({ id: 'd', method: 'sample', params: { game } });
  const acts = legal.result.actions;
  const a = acts[rng.below(acts.length)];
  return JSON.stringify({ id: 'd', method: 'apply', params: { game, action: rng.below(2) ? a.code : a.text } });
}
