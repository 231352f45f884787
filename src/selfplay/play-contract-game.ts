// One self-play game of an engine other than Ancients, over the game contract only (GameDef /
// GameState): the counterpart of play-game.ts, with the same generator streams as `vex play` on a
// contract game (src/cli/commands/play-contract.ts: chance = stream 0, side 0 = 1, side 1 = 2), and
// the same searcher (src/selfplay/searcher.ts) for every engine. With several seats a side (EPIC
// --seats 4/6/8) the searcher plays every seat, each from its own view, and seat k draws on stream
// 1 + k (with one seat a side: side 0 = 1, side 1 = 2, as before); each decision's seat and side go
// into the position (`seat`, `side`) and the record (`seats`). Every decision with at least two
// legal actions becomes a training position: the acting seat's observation (GameState.observe: the
// engine's OBS_PLANES x board planes, then OBS_GLOBALS), the policy indices of the legal actions
// (GameState.policyIndex, the engine's POLICY_SIZE index) with the root visit shares as the
// target, and at the end the acting side's return scaled to [-1, 1] (utility.max). The record is
// the generic one of contract-record.ts (its builder, shared with `vex play --log`). Callers: src/selfplay/shard.ts.
import { firstSeatOf, legalList, type GameDef, type GameState } from '../core/contract.js';
import { streamRng } from '../agents/rng.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { contractRecord, ContractGameLog, type ContractGameRecord } from './contract-record.js';
import { trainingPosition, type Position } from './play-game.js';
import type { RootVisits, Searcher } from './searcher.js';

export interface ContractSelfplayGame {
  record: ContractGameRecord;
  positions: Position[];
}

export async function playContractSelfplayGame(game: GameDef, searcher: Searcher, seed: number, maxSteps = 100_000): Promise<ContractSelfplayGame> {
  const chance = streamRng(seed, 0);
  const rngs = Array.from({ length: game.numSeats }, (_, seat) => streamRng(seed, 1 + seat));
  const s = game.newState();
  const log = new ContractGameLog();
  const positions: Position[] = [];
  const planes = new Float32Array(game.encoding.OBS_PLANES * game.encoding.board.h * game.encoding.board.w);
  const globals = new Float32Array(game.encoding.OBS_GLOBALS);
  try {
    while (!s.isTerminal() && log.codes.length < maxSteps) {
      let code: number, seat = -1;
      if (s.isChance()) code = sampleChanceOutcome(s, chance);
      else {
        seat = s.currentPlayer();
        const side = game.sideOf(seat);
        const legal = legalList(s);
        const d = await searcher.decide(s, rngs[seat]);
        code = d.action;
        if (legal.length > 1) positions.push(position(s, seat, side, legal, d.visits, code, d.value, planes, globals));
      }
      log.add(game, seat, code);
      if (!s.apply(code)) throw new Error(`selfplay: ${searcher.spec} chose an illegal action "${game.actionText(code)}"`);
    }
    const record = contractRecord(game, s, seed, [searcher.spec, searcher.spec], log);
    const ret = record.result.returns, done = record.result.reason === 'terminal';
    const scale = game.utility.max > 0 ? game.utility.max : 1;
    const sideReturn = (side: number) => ret[firstSeatOf(game, side)] / scale;
    for (const p of positions) {
      p.value = done ? sideReturn(p.side) : 0;
      if (Number.isNaN(p.q)) p.q = p.value;
    }
    return { record, positions };
  } finally {
    s.free();
  }
}

function position(s: GameState, seat: number, side: number, legal: number[], visits: RootVisits[], chosen: number, q: number | undefined, planes: Float32Array, globals: Float32Array): Position {
  s.observe(seat, planes, globals);
  return trainingPosition(planes, globals, side, legal, visits, chosen, q, (a) => s.policyIndex(a), (a) => s.game.actionText(a), seat);
}
