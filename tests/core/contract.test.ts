// The game contract (src/core/contract.ts) for Ancients through its wasm implementation
// (src/core/wasm-contract.ts): the conformance checks every engine runs (contract-conformance.ts)
// on five scenarios, among them those with special options (Lake Trasimenus' hands, Castulo,
// Baecula's camps, Zama), plus the Ancients facts of the contract: one seat per side, the facade
// and the contract share one block, the ordering key of orders (rules III.2).
import { describe, it, expect } from 'vitest';
import { CHANCE, TERMINAL, gameOf, legalList, stateOf } from '../../src/core/contract.js';
import { gameFromId, createGame, GAMES } from '../../src/games/load.js';
import { checkConformance } from './contract-conformance.js';
import { WasmGame } from '../../src/core/wasm-contract.js';

const SCENARIOS = ['001-akragas', '006-lake-trasimenus', '010-castulo', '011-baecula', '015-zama'];

describe('game contract conformance (Ancients)', () => {
  for (const id of SCENARIOS) {
    it(`${id}: states, legal lists, chance, determinization and returns follow the contract`, async () => {
      const game = (await gameFromId(id, { build: 'debug' })).contract;
      const r = checkConformance(game, { games: 2, maxSteps: 60, seed: 11 });
      expect(r.decisions).toBeGreaterThan(30);
      expect(r.chanceNodes).toBeGreaterThan(3);
      expect(r.terminals).toBe(2);
      expect(r.determinizeChecks).toBe(2 * r.decisions);
    });
  }
});

describe('Ancients through the contract', () => {
  it('has one seat per side, seat i plays side i; chance and terminal are the contract\'s ids', async () => {
    const g = (await gameFromId('001')).contract;
    expect([g.id, g.variant, g.numSeats, g.numSides]).toEqual(['ancients', '001-akragas', 2, 2]);
    expect([g.sideOf(0), g.sideOf(1)]).toEqual([0, 1]);
    const s = g.newState();
    expect(s.currentPlayer()).toBe(CHANCE); // the deal
    expect(CHANCE).toBeLessThan(0);
    expect(TERMINAL).toBeLessThan(0);
    s.free();
  });

  it('maxActions is the core\'s MAX_ACTIONS export, the capacity of its action buffer; a game folder cannot contradict it', async () => {
    const game = await gameFromId('001');
    const g = game.contract;
    const exported = (game.core.MAX_ACTIONS as WebAssembly.Global).value as number;
    expect(exported).toBe(1024);
    expect(g.maxActions).toBe(exported);
    const cfg = { ...(g as WasmGame).config, maxActions: exported + 1 };
    expect(() => new WasmGame(game.core, cfg, game.actionText.bind(game), (t) => ({ error: t })))
      .toThrow(/maxActions 1025 differs from the core's MAX_ACTIONS 1024/);
  });

  it('the facade State and its contract view share one block', async () => {
    const game = await gameFromId('001');
    const s = game.newState();
    while (s.isChance()) s.sampleChance();
    const c = stateOf(s);
    expect(gameOf(game)).toBe(c.game);
    expect(legalList(c)).toEqual(s.legalActions());
    expect(c.currentPlayer()).toBe(s.currentPlayer());
    c.apply(legalList(c)[0]);
    expect(s.bytes()).toEqual(c.bytes());
    s.free();
  });

  it('the ordering key is the hex of an ordered unit, -1 for other actions (Order phase, rules III.2)', async () => {
    const game = await gameFromId('001');
    const s = game.newState();
    while (s.isChance()) s.sampleChance();
    while (s.phaseName() !== 'ORDER') { s.apply(s.legalActions()[0]); while (s.isChance()) s.sampleChance(); }
    const c = s.contract;
    let keyed = 0;
    for (const code of s.legalActions()) {
      const text = game.actionText(code);
      const key = c.orderKey(code);
      if (text.startsWith('order:')) {
        keyed++;
        expect(game.hexText(key)).toBe(text.slice('order:'.length));
      } else expect(key, text).toBe(-1);
    }
    expect(keyed).toBeGreaterThan(0);
    s.free();
  });

  it('the games registry builds a game from its spec (what a worker does), with the same states', async () => {
    const game = await gameFromId('005');
    const spec = game.contract.spec;
    expect(spec.game).toBe('ancients');
    expect(Object.keys(GAMES)).toContain('ancients');
    const again = await createGame(structuredClone(spec));
    const a = game.contract.newState(), b = again.newState();
    expect(a.bytes()).toEqual(b.bytes());
    a.free(); b.free();
    await expect(createGame({ game: 'chess', scenario: null })).rejects.toThrow('unknown game "chess" (known: ancients, blood-and-iron, napoleonics)');
  });

  it('copies and compares states across instances of the same scenario through their bytes', async () => {
    const g1 = (await gameFromId('001')).contract, g2 = (await gameFromId('001')).contract;
    const a = g1.newState(), b = g2.newState();
    while (a.isChance()) a.sampleChance();
    expect(a.equals(b)).toBe(false);
    b.copyFrom(a);
    expect(b.equals(a)).toBe(true);
    expect(a.equals(b)).toBe(true);
    expect(legalList(b)).toEqual(legalList(a));
    a.free(); b.free();
  });
});
