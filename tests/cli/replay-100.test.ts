// 100 seeded random games (release build) across every shipped scenario: play, write the records
// as gzip JSON lines, read them back, and replay each one: the recorded actions must be legal and
// give the same result, and the agents rebuilt from the record must choose the same actions again.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game.js';
import { getScenario, scenarioIds } from '../../src/games/registry.js';
import { normalizeScenario } from '../../src/games/ancients/scenario.js';
import { createAgent } from '../../src/agents/registry.js';
import { playMatch, replayRecord } from '../../src/cli/match.js';
import { readRecords, writeRecords, scenarioHash, type GameRecord } from '../../src/selfplay/record.js';
import { testTempDir } from '../temp-dir.js';

describe('replay of 100 seeded games', () => {
  it('every game reproduces: same actions, same result', async () => {
    const ids = scenarioIds();
    const games = new Map<string, Game>();
    const refs = new Map<string, { id: string; hash: string }>();
    for (const id of ids) {
      const norm = normalizeScenario(getScenario(id));
      games.set(id, await Game.create(norm, { build: 'release' }));
      refs.set(id, { id, hash: scenarioHash(norm) });
    }
    const agents = [createAgent('random'), createAgent('random')] as [ReturnType<typeof createAgent>, ReturnType<typeof createAgent>];
    const records: GameRecord[] = [];
    for (let i = 0; i < 100; i++) {
      const id = ids[i % ids.length];
      records.push(await playMatch(games.get(id)!, refs.get(id)!, agents, 1000 + i));
    }
    // every game ended by the rules, not the step limit
    expect(records.every((r) => r.result.reason === 'banners')).toBe(true);
    // the same seed gives the same game
    const again = await playMatch(games.get(ids[0])!, refs.get(ids[0])!, agents, 1000);
    expect(again.actions).toEqual(records[0].actions);
    // different seeds give different games
    expect(new Set(records.map((r) => r.actions.join(' '))).size).toBe(100);

    const file = join(testTempDir('vex-replay-'), 'games.jsonl.gz');
    await writeRecords(file, records);
    const back = await readRecords(file);
    expect(back).toEqual(records);
    for (const rec of back) {
      const r = await replayRecord(games.get(rec.scenario.id)!, rec);
      expect(r, `seed ${rec.seed}`).toEqual({ ok: true, resimulated: true });
    }
    // and a changed chance outcome is caught
    const rec = structuredClone(back[3]);
    const k = rec.actions.findIndex((a) => a.startsWith('die:'));
    rec.actions[k] = rec.actions[k] === 'die:swords' ? 'die:light' : 'die:swords';
    const bad = await replayRecord(games.get(rec.scenario.id)!, rec);
    expect(bad.ok).toBe(false);
  });
});
