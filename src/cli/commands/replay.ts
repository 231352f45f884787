// `vex replay FILE`: re-simulates every record of a records file (plain or gzip JSON lines):
// recorded actions must be legal and give the recorded result, and the agents rebuilt from their
// specs with the record's seed must choose the same actions. Exit 1 on the first failure. Reads
// both record kinds, line by line: the Ancients game record (src/selfplay/record.ts, `vex play
// --log`), replayed on the facade with its scenario hash checked, and the generic contract record
// (src/selfplay/contract-record.ts: Napoleonics and Blood & Iron self-play), replayed over the
// game contract (src/selfplay/replay-contract.ts).
import { existsSync } from 'node:fs';
import { checkRecord, readRecordLines, RECORD_FORMAT, type GameRecord } from '../../selfplay/record.js';
import { checkContractRecord, CONTRACT_RECORD_FORMAT, type ContractGameRecord } from '../../selfplay/contract-record.js';
import { replayContractRecord } from '../../selfplay/replay-contract.js';
import { openContractTarget, openScenario, type ContractTarget } from '../scenario-arg.js';
import { replayRecord } from '../match.js';
import { describeResult } from './play.js';
import type { Game } from '../../core/game.js';

type AnyRecord = GameRecord | ContractGameRecord;

/** One line of a records file: either record kind, by its format field. */
function checkAnyRecord(v: unknown): AnyRecord {
  const format = v !== null && typeof v === 'object' ? (v as { format?: unknown }).format : undefined;
  if (format === CONTRACT_RECORD_FORMAT) return checkContractRecord(v);
  if (format === RECORD_FORMAT) return checkRecord(v);
  throw new Error(`not a game record: format should be "${RECORD_FORMAT}" or "${CONTRACT_RECORD_FORMAT}"`);
}

function isContract(r: AnyRecord): r is ContractGameRecord {
  return r.format === CONTRACT_RECORD_FORMAT;
}

/** The result of a contract record in words, with the scenario's side names. */
export function describeContractResult(r: ContractGameRecord, t: ContractTarget): string {
  const w = r.result.winner;
  const what = w === null ? `unfinished after ${r.codes.length} steps (step limit)` : w === 'draw' ? 'draw' : `${t.sideNames[w]} wins`;
  return `${what}, ${t.scoreName} ${r.score[0]}-${r.score[1]}, ${r.turns} turns, ${r.decisions} decisions`;
}

export async function replayCommand(file: string, opts: { resimulate?: boolean }): Promise<number> {
  const records = await readRecordLines(file, checkAnyRecord);
  const games = new Map<string, Game>();
  const targets = new Map<string, ContractTarget>();
  for (let i = 0; i < records.length; i++) {
    const label = records.length === 1 ? 'replay' : `game ${i + 1}`;
    const any = records[i];
    if (isContract(any)) {
      const rec = any;
      // a version-2 record names its seats (seatSides); more than 2 is a seat format (rules.seats)
      const seats = rec.seatSides?.length ?? 2;
      const key = `${rec.scenario.id}:${seats}`;
      let t = targets.get(key);
      if (t === undefined) {
        let opened: ContractTarget | null;
        try {
          opened = await openContractTarget(rec.scenario.id, 'release', seats === 2 ? undefined : { seats });
        } catch (e) {
          throw new Error(`${label}: scenario ${rec.scenario.id}: ${(e as Error).message.split('\n')[0]}`);
        }
        if (opened === null) throw new Error(`${label}: scenario ${rec.scenario.id} is not a shipped ${rec.game} scenario`);
        t = opened;
        targets.set(key, t);
      }
      const r = await replayContractRecord(t.contract, rec, { resimulate: opts.resimulate !== false });
      if (!r.ok) throw new Error(`${label} (seed ${rec.seed}): ${r.error}`);
      const agents = rec.agents[0] === rec.agents[1] ? `${rec.agents[0]} on both sides` : `${rec.agents[0]} vs ${rec.agents[1]}`;
      process.stdout.write(`${label} (${rec.scenario.id}, seed ${rec.seed}, ${agents}): reproduced ${rec.codes.length} actions${r.resimulated ? ' and the agents\' choices' : ''} — ${describeContractResult(rec, t)}\n`);
      continue;
    }
    const rec: GameRecord = any;
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
