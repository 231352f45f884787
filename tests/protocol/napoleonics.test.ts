// The protocol (`vex serve`) on the Napoleonics battles, through the game contract (issue 18 item
// 6): `hello` lists the engine with its battles (501..506, 601, 602), `new` opens one by id, `spec` gives the
// version 2 encoding, and a learning client plays a battle to its end by policy indices (chance
// sampled in the engine), its observations matching `observe`; `think` answers with greedy and
// mcts, and save/load reproduce the position. Chance outcomes have a fixed index by code
// (src/protocol/cc-chance-index.ts: die faces, Command cards, Tactician cards), checked on 501 and 601.
import { beforeAll, describe, expect, it } from 'vitest';
import { ProtocolServer } from '../../src/protocol/server.js';
import { contractFromId } from '../../src/games/load.js';
import { Rng } from '../../src/agents/rng.js';
import { ok, err, f32, dense } from './helpers.js';

const IDS = ['501-sokolnitz-telnitz', '502-davouts-counterattack', '503-soults-attack-centre', '504-lannes-vs-bagration', '505-russian-guard', '506-soult-attacks-south', '601-epic-austerlitz', '602-la-grande-austerlitz'];
let server: ProtocolServer;
beforeAll(() => {
  server = new ProtocolServer({ maxGames: 50 });
});


describe('Napoleonics over the protocol', () => {
  it('hello lists the six battles and EPIC / La Grande Austerlitz; new and spec give the engine and its version 2 encoding', async () => {
    const h = await ok(server, 'hello');
    expect(h.games).toContain('napoleonics');
    expect(h.engines.find((e: any) => e.id === 'napoleonics').scenarios).toEqual(IDS);
    for (const id of IDS) {
      const def = await contractFromId(id); // 13x9, 20x11 (601) or 26x11 (602)
      const n = await ok(server, 'new', { scenario: id, seed: 1 });
      expect([n.engine, n.scenario.id, n.state.toAct]).toEqual(['napoleonics', id, 'chance']); // the opening deal
      const spec = await ok(server, 'spec', { game: n.game });
      expect(spec).toMatchObject({ engine: 'napoleonics', players: 2, obsVersion: 2, actionVersion: 2, policySize: def.encoding.POLICY_SIZE, globals: def.encoding.OBS_GLOBALS });
      expect(spec.planes).toEqual([def.encoding.OBS_PLANES, def.encoding.board.h, def.encoding.board.w]);
      expect(spec.policyBlocks.map((b: any) => b.name)).toEqual(expect.arrayContaining(['SQUARE', 'JOIN', 'DISCARD']));
      await ok(server, 'close', { game: n.game });
    }
    expect(await err(server, 'new', { scenario: '507-austerlitz' })).toMatch(/unknown/);
    // aliases, as on the command line: the number alone and the slug alone
    for (const alias of ['501', 'sokolnitz-telnitz', '601']) {
      const n = await ok(server, 'new', { scenario: alias, seed: 1 });
      expect(n.scenario.id).toBe(IDS.find((i) => i.startsWith(alias) || i.endsWith(alias)));
      await ok(server, 'close', { game: n.game });
    }
  });

  it('chance by its fixed index: every opening and in-game outcome of 501 and 601 has one (dice, Command and Tactician cards, the Messenger display)', async () => {
    for (const [id, seed] of [['501-sokolnitz-telnitz', 5], ['601-epic-austerlitz', 6]] as const) {
      const g = (await ok(server, 'new', { scenario: id, seed, undo: false })).game;
      const spec = await ok(server, 'spec', { game: g });
      expect(spec.chanceSize).toBeGreaterThan(0);
      const def = await contractFromId(id);
      const rng = new Rng(seed);
      let r = await ok(server, 'step', { game: g, observe: false });
      let chances = 0;
      const seen = new Set<string>();
      for (let i = 0; i < 3000 && !r.terminal; i++) {
        const idx: number[] = r.legal.indices;
        expect(new Set(idx).size).toBe(idx.length);
        if (r.toAct === 'chance') {
          const texts = (r.legal.codes as number[]).map((c) => def.actionText(c));
          expect(idx.every((x) => x >= 0 && x < spec.chanceSize), `${id}: ${texts.join(' ')}`).toBe(true);
          for (const t of texts) seen.add(t.split(':')[0]!);
          chances++;
        }
        r = await ok(server, 'step', { game: g, index: idx[rng.below(idx.length)], observe: false });
      }
      expect(chances).toBeGreaterThan(20);
      expect(seen.has('draw') && seen.has('tactic-draw') && seen.has('die'), `${id}: ${[...seen]}`).toBe(true);
      await ok(server, 'close', { game: g });
    }
  }, 120_000);

  it('plays Russian Guard to the end by policy indices, observations matching observe', async () => {
    const g = (await ok(server, 'new', { scenario: '505-russian-guard', seed: 3, undo: false })).game;
    const spec = await ok(server, 'spec', { game: g });
    const rng = new Rng(11);
    let r = await ok(server, 'step', { game: g, chance: 'sample', observe: false });
    let decisions = 0, checkedObs = 0;
    for (let i = 0; i < 20000 && !r.terminal; i++) {
      expect(r.toAct).not.toBe('chance');
      const idx: number[] = r.legal.indices;
      expect(new Set(idx).size).toBe(idx.length);
      expect(idx.every((x) => x >= 0 && x < spec.policySize)).toBe(true);
      decisions++;
      const observe = i % 53 === 0;
      r = await ok(server, 'step', { game: g, index: idx[rng.below(idx.length)], chance: 'sample', observe, texts: false });
      if (observe && r.obs) {
        const o = await ok(server, 'observe', { game: g });
        expect(Array.from(dense(r.obs.planes))).toEqual(Array.from(f32(o.planes.data)));
        expect(Array.from(dense(r.obs.globals))).toEqual(Array.from(f32(o.globals.data)));
        checkedObs++;
      }
    }
    expect(r.terminal).toBe(true);
    expect(['bottom', 'top', 'draw']).toContain(r.winner);
    expect(decisions).toBeGreaterThan(50);
    expect(checkedObs).toBeGreaterThan(1);
    expect(await err(server, 'step', { game: g, index: 0 })).toMatch(/the game is over/);
  }, 120_000);

  it('think (greedy, mcts) picks a legal action without moving the game; save/load reproduce it', async () => {
    const g = (await ok(server, 'new', { scenario: '501-sokolnitz-telnitz', seed: 2 })).game;
    await ok(server, 'step', { game: g, chance: 'sample', observe: false });
    const l = await ok(server, 'legal', { game: g });
    expect(l.chance).toBe(false);
    const before = await ok(server, 'state', { game: g });
    for (const agent of ['greedy', 'mcts:sims=50']) {
      const t = await ok(server, 'think', { game: g, agent, seed: 1 });
      expect(l.actions.map((x: any) => x.code)).toContain(t.action.code);
    }
    expect(await ok(server, 'state', { game: g })).toEqual(before);
    for (let i = 0; i < 20; i++) {
      const r = await ok(server, 'step', { game: g, chance: 'sample', observe: false });
      if (r.terminal) break;
      await ok(server, 'step', { game: g, index: r.legal.indices[i % r.legal.indices.length], chance: 'sample', observe: false });
    }
    const st = await ok(server, 'state', { game: g });
    const loaded = await ok(server, 'load', { data: (await ok(server, 'save', { game: g })).data });
    expect({ ...(await ok(server, 'state', { game: loaded.game })), game: 0 }).toEqual({ ...st, game: 0 });
  });
});
