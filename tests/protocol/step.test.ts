// The learning-code methods of the protocol (src/protocol/step.ts and server.ts): policy indices on
// `legal` and `apply`, the chance index, `step` and `steps` (one reply per decision, sparse
// observation tensors equal to `observe`'s dense ones, a batch that fails as a whole), `spec`,
// `clone` and `determinize`.
import { beforeEach, describe, expect, it } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { ok, err, f32, dense } from './helpers.js';

let server: ProtocolServer;
beforeEach(() => {
  server = new ProtocolServer();
});


async function dealt(seed: number): Promise<{ game: number; r: any }> {
  const game = (await ok(server, 'new', { scenario: 'akragas', seed })).game;
  const r = await ok(server, 'step', { game, chance: 'sample' });
  return { game, r };
}

describe('indices', () => {
  it('legal gives each decision its policy index and each chance outcome its chance index', async () => {
    const game = (await ok(server, 'new', { scenario: 'akragas', seed: 1 })).game;
    const spec = await ok(server, 'spec', { game });
    const l = await ok(server, 'legal', { game });
    expect(l.chance).toBe(true);
    for (const a of l.outcomes) expect(a.index).toBeGreaterThanOrEqual(6); // draws come after the 6 die faces
    expect(l.outcomes.every((o: any) => o.index < spec.chanceSize)).toBe(true);
    await ok(server, 'step', { game, chance: 'sample' });
    const d = await ok(server, 'legal', { game });
    const obs = await ok(server, 'observe', { game });
    expect(d.actions.map((a: any) => a.index).sort((x: number, y: number) => x - y)).toEqual(obs.mask.legal);
    expect(new Set(d.actions.map((a: any) => a.index)).size).toBe(d.actions.length);
  });

  it('apply takes a policy index, answers it, and refuses one that no legal action has', async () => {
    const { game } = await dealt(2);
    const l = await ok(server, 'legal', { game });
    const pick = l.actions[l.actions.length - 1];
    const before = await ok(server, 'state', { game });
    expect(await err(server, 'apply', { game, index: 70400 })).toMatch(/apply: no legal action has index 70400 \(phase PLAY, (bottom|top) to act\)/);
    expect(await err(server, 'apply', { game, index: pick.index, action: pick.text })).toMatch(/not both/);
    expect(await err(server, 'apply', { game, index: -1 })).toMatch(/"index" must be between/);
    expect(await ok(server, 'state', { game })).toEqual(before);
    const r = await ok(server, 'apply', { game, index: pick.index });
    expect(r.applied).toEqual(pick);
  });
});

describe('step and steps', () => {
  it('step samples chance, answers the position and the actor observation equal to observe', async () => {
    const { game, r } = await dealt(3);
    expect(r.applied.length).toBeGreaterThan(10); // the opening deal
    expect(r.applied.every((a: any) => a.chance && typeof a.text === 'string')).toBe(true);
    expect(r.toAct).toMatch(/^(bottom|top)$/);
    const o = await ok(server, 'observe', { game, view: r.toAct });
    expect(r.obs.view).toBe(r.toAct);
    expect(Array.from(dense(r.obs.planes))).toEqual(Array.from(f32(o.planes.data)));
    expect(Array.from(dense(r.obs.globals))).toEqual(Array.from(f32(o.globals.data)));
    const idx = r.legal.indices[0];
    const r2 = await ok(server, 'step', { game, index: idx, texts: false, observe: false });
    expect(r2.applied[0]).toEqual({ code: r.legal.codes[0], index: idx, chance: false });
    expect(r2.obs).toBeUndefined();
    expect(r2.moves).toBe(r.moves + 1);
  });

  it('chance "stop" leaves a chance node to the client, with outcomes, indices and probabilities', async () => {
    const game = (await ok(server, 'new', { scenario: 'akragas', seed: 4 })).game;
    const r = await ok(server, 'step', { game });
    expect(r.toAct).toBe('chance');
    expect(r.obs).toBeUndefined();
    expect(r.legal.probs.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 9);
    const r2 = await ok(server, 'step', { game, index: r.legal.indices[0] });
    expect(r2.applied).toHaveLength(1);
    expect(r2.applied[0]).toMatchObject({ chance: true, index: r.legal.indices[0] });
  });

  it('steps plays several games in one request and stacks their observations', async () => {
    const a = await dealt(5), b = await dealt(6);
    const r = await ok(server, 'steps', { items: [{ game: a.game, index: a.r.legal.indices[0] }, { game: b.game }], chance: 'sample' });
    expect(r.results.map((x: any) => x.game)).toEqual([a.game, b.game]);
    expect(r.planes.shape).toEqual([2, 46, 9, 13]);
    const planes = dense(r.planes);
    const n = 46 * 9 * 13;
    for (const [i, res] of r.results.entries()) {
      const o = await ok(server, 'observe', { game: res.game, view: res.view });
      expect(Array.from(planes.subarray(i * n, (i + 1) * n))).toEqual(Array.from(f32(o.planes.data)));
    }
  });

  it('a batch with one bad item fails as a whole and changes no game', async () => {
    const a = await dealt(7), b = await dealt(8);
    const before = server.snapshot();
    expect(await err(server, 'steps', { items: [{ game: a.game, index: a.r.legal.indices[0] }, { game: b.game, index: 70400 }] })).toMatch(/steps: items\[1\]: no legal action has index 70400/);
    expect(await err(server, 'steps', { items: [{ game: a.game }, { game: a.game }] })).toMatch(/appears twice/);
    expect(await err(server, 'steps', { items: [] })).toMatch(/"items" must be an array/);
    expect(await err(server, 'steps', { items: [{ game: 99 }] })).toMatch(/unknown game 99/);
    expect(server.snapshot()).toEqual(before);
  });
});

describe('undo off', () => {
  it('a game opened with undo false plays, saves and loads, and refuses undo', async () => {
    const game = (await ok(server, 'new', { scenario: 'akragas', seed: 11, undo: false })).game;
    const r = await ok(server, 'step', { game, chance: 'sample' });
    await ok(server, 'step', { game, index: r.legal.indices[0], chance: 'sample' });
    expect(await err(server, 'undo', { game })).toBe('undo: this game was opened with "undo": false');
    const twin = (await ok(server, 'clone', { game })).game;
    expect(await err(server, 'undo', { game: twin })).toBe('undo: this game was opened with "undo": false');
    const saved = (await ok(server, 'save', { game })).data;
    const loaded = (await ok(server, 'load', { data: saved })).game;
    expect({ ...(await ok(server, 'state', { game: loaded })), game: 0 }).toEqual({ ...(await ok(server, 'state', { game })), game: 0 });
    expect(await err(server, 'new', { scenario: 'akragas', undo: 'no' })).toMatch(/"undo" must be true or false/);
  });
});

describe('spec, clone and determinize', () => {
  it('spec gives the sizes a learner needs', async () => {
    await ok(server, 'new', { scenario: 'akragas', seed: 1 });
    const s = await ok(server, 'spec', {});
    expect(s).toMatchObject({ players: 2, zeroSum: true, utility: { min: -1, max: 1 }, policySize: 70401, chanceSize: 35, planes: [46, 9, 13], globals: 148 });
  });

  it('a clone is equal and independent', async () => {
    const { game, r } = await dealt(9);
    const c = (await ok(server, 'clone', { game })).game;
    expect({ ...(await ok(server, 'state', { game: c })), game: 0 }).toEqual({ ...(await ok(server, 'state', { game })), game: 0 });
    await ok(server, 'step', { game: c, index: r.legal.indices[0] });
    expect((await ok(server, 'state', { game })).moves).toBe(r.moves);
    expect((await ok(server, 'save', { game: c })).data).toMatch(/^vex1:/);
  });

  it('determinize keeps what the viewer sees and cannot be saved', async () => {
    const { game, r } = await dealt(10);
    const view = r.toAct;
    const other = view === 'bottom' ? 'top' : 'bottom';
    const seen = await ok(server, 'observe', { game, view });
    let changed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const d = (await ok(server, 'determinize', { game, view, seed })).game;
      expect((await ok(server, 'observe', { game: d, view })).planes.data).toBe(seen.planes.data);
      expect((await ok(server, 'observe', { game: d, view })).globals.data).toBe(seen.globals.data);
      const h1 = (await ok(server, 'state', { game: d })).hands[other];
      const h0 = (await ok(server, 'state', { game })).hands[other];
      if (JSON.stringify([...h1].sort()) !== JSON.stringify([...h0].sort())) changed++;
      expect(await err(server, 'save', { game: d })).toMatch(/determinized game cannot be saved/);
    }
    expect(changed).toBeGreaterThan(0);
  });
});
