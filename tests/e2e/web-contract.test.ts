// The web app's game-independent layer sees only the game contract (issue 17 Shape 3, issue 20):
// the game record (web/src/record.ts: actions, snapshots, undo floor, chance from seed + ply) plays
// a second engine, Blood & Iron, exactly as it plays Ancients; and the AI client, its worker and
// the record import nothing of the Ancients facade or the Ancients views (checked on their sources).
// Node only (no browser): `npx vitest run tests/e2e/web-contract.test.ts` after `npm run build:core`.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GameRecord } from '../../web/src/record.ts';
import { CHANCE, legalList, type GameDef } from '../../src/core/contract.ts';
import { createGame, gameFromId } from '../../src/games/load.ts';

const WEB = fileURLToPath(new URL('../../web/src/', import.meta.url));

/** Plays `plies` actions: chance from the record's seed, decisions by a seeded choice; returns the texts. */
function playOut(rec: GameRecord, plies: number, pick: number): string[] {
  let x = pick >>> 0;
  for (let i = 0; i < plies && !rec.isOver(); i++) {
    if (rec.toAct() === CHANCE) { rec.apply(rec.chanceText()); continue; }
    const legal = legalList(rec.state);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    rec.apply(rec.game.actionText(legal[x % legal.length]));
  }
  return [...rec.actions];
}

async function recordOf(game: GameDef, seed: number, controllers: ('human' | 'ai')[]): Promise<GameRecord> {
  return new GameRecord(game, game.newState(), seed, controllers);
}

describe('the web app on the game contract', () => {
  for (const [name, make] of [
    ['Blood & Iron (sedan-floing)', () => createGame({ game: 'blood-and-iron', scenario: 'sedan-floing' })],
    ['Ancients (akragas)', async () => (await gameFromId('001-akragas')).contract],
  ] as const) {
    it(`the game record plays ${name}: the same seed gives the same game, snapshots replay, undo stops at chance and the AI`, async () => {
      const game = await make();
      const a = await recordOf(game, 11, ['human', 'human']);
      const texts = playOut(a, 300, 5);
      expect(texts.length).toBeGreaterThan(50);
      expect(a.who.some((w) => w === CHANCE)).toBe(true);
      // the same seed and the same decisions: the same chance outcomes, the same state
      const b = await recordOf(game, 11, ['human', 'human']);
      playOut(b, 300, 5);
      expect(b.actions).toEqual(texts);
      expect(b.state.equals(a.state)).toBe(true);
      // each snapshot is the state a replay of the record reaches
      const c = await recordOf(game, 11, ['human', 'human']);
      for (let ply = 0; ply < texts.length; ply += 37) {
        while (c.ply < ply) c.apply(texts[c.ply]);
        const s = game.newState();
        s.setBytes(a.bytesAt(ply));
        expect(s.equals(c.state)).toBe(true);
        s.free();
      }
      // undo: back to the last chance outcome, never past it; the state is the snapshot's
      const lastChance = a.who.lastIndexOf(CHANCE);
      while (a.canUndo()) a.undo();
      expect(a.ply).toBe(lastChance + 1);
      expect(() => a.undo()).toThrow(/nothing to undo/);
      const s = game.newState();
      s.setBytes(b.bytesAt(a.ply));
      expect(s.equals(a.state)).toBe(true);
      s.free();
      // with the AI on one side, its decisions set the floor too
      const d = await recordOf(game, 11, ['ai', 'human']);
      playOut(d, 300, 5);
      const floor = Math.max(d.who.lastIndexOf(CHANCE), ...d.who.map((w, i) => (w >= 0 && game.sideOf(w) === 0 ? i : -1))) + 1;
      while (d.canUndo()) d.undo();
      expect(d.ply).toBe(floor);
      // an illegal or unreadable text changes nothing
      const before = d.state.bytes();
      expect(() => d.apply('no-such-action')).toThrow();
      expect(d.state.bytes()).toEqual(before);
      for (const r of [a, b, c, d]) r.state.free();
    });
  }

  it('the AI client, its worker and the record import the contract, not the Ancients facade or views', () => {
    const ancientsViews = ['session', 'controller', 'intent', 'board', 'play', 'log', 'words', 'cards', 'dice-read', 'summary', 'unit-reference', 'view/', 'editor/'];
    for (const file of ['ai.ts', 'ai-worker.ts', 'record.ts', 'levels.ts']) {
      const src = readFileSync(WEB + file, 'utf8');
      const imports = [...src.matchAll(/^import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'([^']+)'/gm)].map((m) => ({ names: (m[1] ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean), from: m[2] }));
      expect(imports.length).toBeGreaterThan(0);
      for (const { names, from } of imports) {
        expect(from, `${file} imports ${from}`).not.toMatch(/src\/core\/game|src\/games\/ancients|src\/index/);
        for (const v of ancientsViews) expect(from, `${file} imports ${from}`).not.toMatch(new RegExp(`^\\./${v}`));
        // through the app's door, only the contract's names and game-independent helpers
        if (from === './engine.js') {
          for (const n of names) expect(['CHANCE', 'TERMINAL', 'gameOf', 'stateOf', 'legalList', 'GameDef', 'GameState', 'GameRef', 'StateRef', 'GameSpec', 'plySeed', 'mergeRoots', 'SearchResult'], `${file} takes ${n} from engine.ts`).toContain(n);
        }
      }
    }
  });
});
