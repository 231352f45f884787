// The protocol over every engine of the games registry (src/games/load.ts GAMES), through the game
// contract alone (src/protocol/served.ts): `hello` lists each engine with its scenarios, and a
// Blood & Iron game is played by every method a learning client uses (new, spec, legal, step with
// policy and chance indices, sample, observe, think, clone, determinize, undo, save/load, state),
// to the end. The Ancients-only methods answer one clear error for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { GAMES } from '../../src/games/load.js';
import { BI_SCENARIO_IDS } from '../../src/games/blood-and-iron/loader.js';
import { Rng } from '../../src/agents/rng.js';
import { ok, err, f32, dense } from './helpers.js';

let server: ProtocolServer;
beforeAll(() => {
  server = new ProtocolServer({ maxGames: 200 });
});


describe('engines', () => {
  it('hello lists every engine of the registry with its shipped scenarios', async () => {
    const h = await ok(server, 'hello');
    expect(h.games).toEqual(Object.keys(GAMES));
    expect(h.engines.map((e: any) => e.id)).toEqual(Object.keys(GAMES));
    const bi = h.engines.find((e: any) => e.id === 'blood-and-iron');
    expect(bi.scenarios).toEqual([...BI_SCENARIO_IDS]);
    const anc = h.engines.find((e: any) => e.id === 'ancients');
    expect(anc.scenarios).toContain('001-akragas');
  });

  it('every Blood & Iron scenario opens by id, with its engine, seats and sizes in spec', async () => {
    for (const id of BI_SCENARIO_IDS) {
      const n = await ok(server, 'new', { scenario: id, seed: 1 });
      expect(n.engine).toBe('blood-and-iron');
      expect(n.scenario.id).toBe(id);
      expect(n.state.toAct).toBe('chance'); // the Prussian command-point roll
      const spec = await ok(server, 'spec', { game: n.game });
      expect(spec).toMatchObject({ engine: 'blood-and-iron', seats: ['prussian', 'french'], players: 2, chanceSize: 16 });
      expect(spec.policySize).toBeGreaterThan(1000);
      expect(spec.policyBlocks.reduce((a: number, b: any) => a + b.size, 0)).toBe(spec.policySize);
      expect(Number.isInteger(spec.maxLength) && spec.maxLength > 0).toBe(true);
      expect(spec.planes[0]).toBeGreaterThan(0);
      await ok(server, 'close', { game: n.game });
    }
    // Ancients answers the same metadata (maxLength: the contract's bound, a real number)
    const a = await ok(server, 'new', { scenario: 'akragas' });
    const as = await ok(server, 'spec', { game: a.game });
    expect([a.engine, as.engine, as.seats]).toEqual(['ancients', 'ancients', ['bottom', 'top']]);
    expect(Number.isInteger(as.maxLength) && as.maxLength > 0).toBe(true);
    // an explicit engine is accepted too
    expect((await ok(server, 'new', { scenario: 'sedan-floing', engine: 'blood-and-iron' })).engine).toBe('blood-and-iron');
  });

  it('plays Froeschweiler to the end by policy and chance indices, with observations matching observe', async () => {
    const g = (await ok(server, 'new', { scenario: 'froeschweiler', seed: 7, undo: false })).game;
    const spec = await ok(server, 'spec', { game: g });
    const rng = new Rng(3);
    let r = await ok(server, 'step', { game: g, observe: false });
    let decisions = 0, chances = 0, checkedObs = 0;
    for (let i = 0; i < 20000 && !r.terminal; i++) {
      const idx: number[] = r.legal.indices;
      expect(new Set(idx).size).toBe(idx.length);
      if (r.toAct === 'chance') {
        const probs: number[] = r.legal.probs;
        expect(Math.abs(probs.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
        expect(idx.every((x) => x >= 0 && x < spec.chanceSize)).toBe(true);
        chances++;
      } else {
        expect(['prussian', 'french']).toContain(r.toAct);
        expect(idx.every((x) => x >= 0 && x < spec.policySize)).toBe(true);
        decisions++;
      }
      const observe = i % 97 === 0;
      r = await ok(server, 'step', { game: g, index: idx[rng.below(idx.length)], observe, texts: false });
      if (observe && r.obs) {
        const o = await ok(server, 'observe', { game: g });
        expect(o.view).toBe(r.obs.view);
        expect(Array.from(dense(r.obs.planes))).toEqual(Array.from(f32(o.planes.data)));
        expect(Array.from(dense(r.obs.globals))).toEqual(Array.from(f32(o.globals.data)));
        expect(o.mask.legal).toEqual([...r.legal.indices].sort((a: number, b: number) => a - b));
        checkedObs++;
      }
    }
    expect(r.terminal).toBe(true);
    expect(['prussian', 'french', 'draw']).toContain(r.winner);
    expect(Object.keys(r.banners)).toEqual(['prussian', 'french']); // victory points by seat
    expect(decisions).toBeGreaterThan(100);
    expect(chances).toBeGreaterThan(10);
    expect(checkedObs).toBeGreaterThan(3);
    expect(await err(server, 'step', { game: g, index: 0 })).toMatch(/the game is over/);
  }, 120_000);

  it('legal, apply by text, sample, undo, think, clone and save/load', async () => {
    const g = (await ok(server, 'new', { scenario: 'froeschweiler', seed: 2 })).game;
    const l = await ok(server, 'legal', { game: g });
    expect(l.chance).toBe(true);
    expect(l.outcomes.length).toBe(10); // the d10 command-point roll
    const s1 = await ok(server, 'sample', { game: g });
    expect(s1.applied.text).toMatch(/^die \d+$/);
    await ok(server, 'step', { game: g, chance: 'sample', observe: false }); // the rest of the command rolls
    const d = await ok(server, 'legal', { game: g });
    expect(d.chance).toBe(false);
    const a = d.actions[d.actions.length - 1];
    const before = await ok(server, 'state', { game: g });
    const applied = await ok(server, 'apply', { game: g, action: a.text });
    expect(applied.applied).toEqual({ code: a.code, text: a.text, index: a.index });
    expect((await ok(server, 'undo', { game: g })).undone.code).toBe(a.code);
    expect(await ok(server, 'state', { game: g })).toEqual(before);
    for (const agent of ['random', 'greedy']) {
      const t = await ok(server, 'think', { game: g, agent, seed: 1 });
      expect(d.actions.map((x: any) => x.code)).toContain(t.action.code);
    }
    expect(await ok(server, 'state', { game: g })).toEqual(before);
    // a few more moves, then clone and save/load give the same position
    for (let i = 0; i < 30; i++) {
      const r = await ok(server, 'step', { game: g, chance: 'sample', observe: false });
      if (r.terminal) break;
      await ok(server, 'step', { game: g, index: r.legal.indices[0], chance: 'sample', observe: false });
    }
    const st = await ok(server, 'state', { game: g });
    const c = await ok(server, 'clone', { game: g });
    expect({ ...(await ok(server, 'state', { game: c.game })), game: 0 }).toEqual({ ...st, game: 0 });
    const saved = (await ok(server, 'save', { game: g })).data;
    const loaded = await ok(server, 'load', { data: saved });
    // the replayed history, each action marked chance outcome or decision (what a client records)
    expect(loaded.actions.length).toBe(st.moves);
    expect(loaded.actions.filter((a: any) => a.chance).length).toBe(st.log.filter((t: string) => /^(die|chit) /.test(t)).length);
    expect({ ...(await ok(server, 'state', { game: loaded.game })), game: 0 }).toEqual({ ...st, game: 0 });
    const next = await ok(server, 'step', { game: g, chance: 'sample', observe: false });
    expect((await ok(server, 'step', { game: loaded.game, chance: 'sample', observe: false })).legal).toEqual(next.legal);
  });

  it('state and observe hide the other seat\'s unrevealed chits; determinize resamples only them', async () => {
    // chits are drawn during play (a chance node when a unit first needs its strength); play until
    // some French unit holds a drawn chit that is not revealed
    const g = (await ok(server, 'new', { scenario: 'froeschweiler', seed: 5, undo: false })).game;
    const secret = (st: any) => st.units.filter((u: any) => u.side === 'french' && u.chit !== null && !u.revealed);
    let all = await ok(server, 'state', { game: g, log: false });
    for (let i = 0; i < 3000 && secret(all).length === 0; i++) {
      const r = await ok(server, 'step', { game: g, chance: 'sample', observe: false, texts: false });
      expect(r.terminal).toBe(false);
      await ok(server, 'step', { game: g, index: r.legal.indices[(i * 7) % r.legal.indices.length], chance: 'sample', observe: false, texts: false });
      all = await ok(server, 'state', { game: g, log: false });
    }
    expect(secret(all).length).toBeGreaterThan(0);
    const pr = await ok(server, 'state', { game: g, view: 'prussian', log: false });
    const ids = new Set(secret(all).map((u: any) => u.id));
    const hidden = pr.units.filter((u: any) => ids.has(u.id));
    expect(hidden.every((u: any) => u.chit === null && u.strength === null)).toBe(true);
    expect(pr.cups[1]).toBeNull();
    // determinize for the Prussian: the Prussian's view (state and observation) is unchanged
    const obs = await ok(server, 'observe', { game: g, view: 'prussian' });
    const chits = (st: any) => JSON.stringify(st.units.map((u: any) => u.chit));
    let changed = 0;
    for (const seed of [1, 2, 3]) {
      const d = await ok(server, 'determinize', { game: g, view: 'prussian', seed });
      if (chits(await ok(server, 'state', { game: d.game, log: false })) !== chits(all)) changed++;
      expect({ ...(await ok(server, 'state', { game: d.game, view: 'prussian', log: false })), game: 0, moves: 0 }).toEqual({ ...pr, game: 0, moves: 0 });
      expect((await ok(server, 'observe', { game: d.game, view: 'prussian' })).planes.data).toBe(obs.planes.data);
      expect(await err(server, 'save', { game: d.game })).toMatch(/determinized game cannot be saved/);
    }
    expect(changed).toBeGreaterThan(0); // the French secret chits were resampled
    expect(await err(server, 'observe', { game: g, view: 'bottom' })).toMatch(/"view" must be "prussian", "french" or "all"/);
  });

  it('the Ancients-only methods answer one clear line for another engine', async () => {
    const g = (await ok(server, 'new', { scenario: 'froeschweiler' })).game;
    expect(await err(server, 'reach', { game: g, hex: 'A1' })).toBe('reach: not available for blood-and-iron games (Ancients only)');
    expect(await err(server, 'los', { game: g, from: 'A1', to: 'B1' })).toMatch(/^los: not available for blood-and-iron games/);
    expect(await err(server, 'new', { scenario: { id: 'x' }, engine: 'blood-and-iron' })).toMatch(/inline scenarios are Ancients only/);
  });
});

describe('a new registry entry is served with no protocol code', () => {
  it('a C&C-core game added to GAMES (as Napoleonics would be) plays through the contract, chance index included', async () => {
    const { gameFromId } = await import('../../src/games/load.js');
    GAMES['cc-probe'] = { help: 'test entry', scenarios: ['probe-akragas'], create: async () => (await gameFromId('akragas')).contract };
    try {
      const srv = new ProtocolServer();
      expect((await ok(srv, 'hello')).engines.find((e: any) => e.id === 'cc-probe').scenarios).toEqual(['probe-akragas']);
      const p = await ok(srv, 'new', { scenario: 'probe-akragas', seed: 4 });
      const a = await ok(srv, 'new', { scenario: 'akragas', seed: 4 });
      expect(p.engine).toBe('cc-probe');
      const [sp, sa] = [await ok(srv, 'spec', { game: p.game }), await ok(srv, 'spec', { game: a.game })];
      expect([sp.policySize, sp.chanceSize, sp.seats]).toEqual([sa.policySize, sa.chanceSize, sa.seats]);
      // the same seed and the same indices give the same game through either path
      let rp = await ok(srv, 'step', { game: p.game, observe: false });
      let ra = await ok(srv, 'step', { game: a.game, observe: false });
      for (let i = 0; i < 150 && !ra.terminal; i++) {
        expect(rp.legal).toEqual(ra.legal);
        expect([rp.toAct, rp.banners]).toEqual([ra.toAct, ra.banners]);
        const index = ra.legal.indices[i % ra.legal.indices.length];
        rp = await ok(srv, 'step', { game: p.game, index, observe: false });
        ra = await ok(srv, 'step', { game: a.game, index, observe: false });
      }
      const [op, oa] = [await ok(srv, 'observe', { game: p.game }), await ok(srv, 'observe', { game: a.game })];
      expect(op.planes.data).toBe(oa.planes.data);
      const loaded = await ok(srv, 'load', { data: (await ok(srv, 'save', { game: p.game })).data });
      expect((await ok(srv, 'legal', { game: loaded.game })).actions).toEqual((await ok(srv, 'legal', { game: p.game })).actions);
      expect(await err(srv, 'reach', { game: p.game, hex: 'D3' })).toMatch(/not available for cc-probe games/);
    } finally {
      delete GAMES['cc-probe'];
    }
  });
});
