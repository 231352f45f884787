// `vex replay FILE`: re-simulates every record of a records file (plain or gzip JSON lines):
// recorded actions must be legal and give the recorded result, and the agents rebuilt from their
// specs with the record's seed must choose the same actions. Exit 1 on the first failure.
import { existsSync } from 'node:fs';
import { readRecords, type GameRecord } from '../../selfplay/record.js';
import { openScenario } from '../scenario-arg.js';
import { replayRecord } from '../match.js';
import { describeResult } from './play.js';
import type { Game } from '../../core/game.js';

export async function replayCommand(file: string, opts: { resimulate?: boolean }): Promise<number> {
  const records = await readRecords(file);
  const games = new Map<string, Game>();
  for (let i = 0; i < records.length; i++) {
    const rec: GameRecord = records[i];
    const label = records.length === 1 ? 'replay' : `game ${i + 1}`;
    const arg = rec.scenario.file !== undefined && existsSync(rec.scenario.file) ? rec.scenario.file : rec.scenario.id;
    let entry = games.get(arg);
    if (entry === undefined) {
      let opened;
      try {
        opened = await openScenario(arg);
      } catch (e) {
        throw new Error(`${label}: scenario ${rec.scenario.id}: ${(e as Error).message.split('\n')[0]}`);
      }
      if (opened.ref.hash !== rec.scenario.hash) {
        throw new Error(`${label}: scenario ${rec.scenario.id} has changed since the record was made (hash ${rec.scenario.hash}, now ${opened.ref.hash})`);
      }
      entry = opened.game;
      games.set(arg, entry);
    }
    const r = await replayRecord(entry, rec, { resimulate: opts.resimulate !== false });
    if (!r.ok) throw new Error(`${label} (seed ${rec.seed}): ${r.error}`);
    process.stdout.write(`${label} (seed ${rec.seed}, ${rec.agents.bottom} vs ${rec.agents.top}): reproduced ${rec.actions.length} actions${r.resimulated ? ' and the agents\' choices' : ''} — ${describeResult(rec)}\n`);
  }
  if (records.length > 1) process.stdout.write(`${records.length} games reproduced\n`);
  return 0;
}
