// Replays a generic contract game record (contract-record.ts: Napoleonics, Blood & Iron self-play)
// on its engine's contract game: every recorded code must be legal where it stands, and the final
// state must give the recorded result, returns, score, decision count and turn. With `resimulate`
// the game is played again the way play-contract-game.ts played it: chance from stream 0 of the
// record's seed (each recorded outcome must be the one that stream samples) and each side's
// decisions from its searcher (src/selfplay/searcher.ts, rebuilt from the record's agent spec)
// drawing on stream 1 + seat (= 1 + side with one seat a side); every choice must be the recorded
// one, and a version-2 record's seat of each action must be the seat that acts. Callers: `vex replay`
// (src/cli/commands/replay.ts), tests.
import { firstSeatOf, legalList, type GameDef } from '../core/contract.js';
import { streamRng } from '../agents/rng.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { createSearcher, type Searcher } from './searcher.js';
import type { ContractGameRecord } from './contract-record.js';

export interface ContractReplayResult {
  ok: boolean;
  error?: string;
  resimulated?: boolean;
}

/** Replays `rec` on `game` (a fresh state of the record's scenario); never throws for a bad record. */
export async function replayContractRecord(game: GameDef, rec: ContractGameRecord, opts: { resimulate?: boolean } = {}): Promise<ContractReplayResult> {
  if (rec.game !== game.id) return { ok: false, error: `the record is a ${rec.game} game, the scenario ${game.id}` };
  const resimulate = opts.resimulate !== false;
  const searchers: Searcher[] = [];
  if (resimulate) {
    try {
      searchers.push(createSearcher(rec.agents[0]));
      searchers.push(rec.agents[1] === rec.agents[0] ? searchers[0] : createSearcher(rec.agents[1]));
    } catch (e) {
      for (const x of new Set(searchers)) x.close();
      return { ok: false, error: `cannot rebuild the agents: ${(e as Error).message}` };
    }
  }
  const chance = streamRng(rec.seed, 0);
  const rngs = Array.from({ length: game.numSeats }, (_, seat) => streamRng(rec.seed, 1 + seat));
  if (rec.seatSides && rec.seatSides.length !== game.numSeats) return { ok: false, error: `the record has ${rec.seatSides.length} seats, the game ${game.numSeats}` };
  const s = game.newState();
  let decisions = 0;
  try {
    for (let i = 0; i < rec.codes.length; i++) {
      const code = rec.codes[i];
      const where = `action ${i + 1} "${rec.actions[i]}"`;
      if (s.isTerminal()) return { ok: false, error: `${where} comes after the end of the game` };
      if (game.actionText(code) !== rec.actions[i]) return { ok: false, error: `${where}: code ${code} reads "${game.actionText(code)}" in this engine` };
      const actor = s.isChance() ? -1 : s.currentPlayer();
      if (rec.seats && rec.seats[i] !== actor) return { ok: false, error: `${where}: recorded for seat ${rec.seats[i]}, seat ${actor} acts here` };
      if (s.isChance()) {
        if (resimulate) {
          const drawn = sampleChanceOutcome(s, chance);
          if (drawn !== code) return { ok: false, error: `re-simulation diverges at ${where}: seed ${rec.seed} draws "${game.actionText(drawn)}"` };
        }
      } else {
        decisions++;
        if (!legalList(s).includes(code)) return { ok: false, error: `${where} is not legal here` };
        if (resimulate) {
          const side = game.sideOf(actor);
          const d = await searchers[side].decide(s, rngs[actor]);
          if (d.action !== code) return { ok: false, error: `re-simulation diverges at ${where}: ${rec.agents[side]} chose "${game.actionText(d.action)}"` };
        }
      }
      if (!s.apply(code)) return { ok: false, error: `${where} is not legal here` };
    }
    const done = s.isTerminal();
    if (done !== (rec.result.reason === 'terminal')) return { ok: false, error: `the game ${done ? 'ended' : 'did not end'} on replay; the record says ${rec.result.reason}` };
    const ret = new Float64Array(game.numSeats);
    if (done) s.returns(ret);
    if (done && Array.from(ret).join() !== rec.result.returns.join()) return { ok: false, error: `returns differ: recorded ${rec.result.returns.join(',')}, replayed ${Array.from(ret).join(',')}` };
    const r0 = done ? ret[firstSeatOf(game, 0)] : 0;
    const winner = !done ? null : r0 > 0 ? 0 : r0 < 0 ? 1 : 'draw';
    if (winner !== rec.result.winner) return { ok: false, error: `result differs: recorded ${String(rec.result.winner)}, replayed ${String(winner)}` };
    const score = [s.score(0), s.score(1)];
    if (score.join() !== rec.score.join()) return { ok: false, error: `score differs: recorded ${rec.score.join('-')}, replayed ${score.join('-')}` };
    if (decisions !== rec.decisions) return { ok: false, error: `decision count differs: recorded ${rec.decisions}, replayed ${decisions}` };
    if (s.turn() !== rec.turns) return { ok: false, error: `turn differs: recorded ${rec.turns}, replayed ${s.turn()}` };
    return { ok: true, resimulated: resimulate };
  } finally {
    s.free();
    for (const x of new Set(searchers)) x.close();
  }
}
