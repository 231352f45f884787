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
// the generic one of contract-record.ts. Callers: src/selfplay/shard.ts.
import { firstSeatOf, legalList, type GameDef, type GameState } from '../core/contract.js';
import { streamRng } from '../agents/rng.js';
import { sampleChanceOutcome } from '../agents/chance.js';
import { CONTRACT_RECORD_FORMAT, CONTRACT_RECORD_VERSION, type ContractGameRecord } from './contract-record.js';
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
  const codes: number[] = [], actions: string[] = [], seats: number[] = [];
  const positions: Position[] = [];
  const planes = new Float32Array(game.encoding.OBS_PLANES * game.encoding.board.h * game.encoding.board.w);
  const globals = new Float32Array(game.encoding.OBS_GLOBALS);
  let decisions = 0;
  try {
    while (!s.isTerminal() && codes.length < maxSteps) {
      let code: number;
      if (s.isChance()) { code = sampleChanceOutcome(s, chance); seats.push(-1); }
      else {
        const seat = s.currentPlayer(), side = game.sideOf(seat);
        const legal = legalList(s);
        const d = await searcher.decide(s, rngs[seat]);
        seats.push(seat);
        code = d.action;
        decisions++;
        if (legal.length > 1) positions.push(position(s, seat, side, legal, d.visits, code, d.value, planes, globals));
      }
      codes.push(code);
      actions.push(game.actionText(code));
      if (!s.apply(code)) throw new Error(`selfplay: ${searcher.spec} chose an illegal action "${game.actionText(code)}"`);
    }
    const ret = new Float64Array(game.numSeats);
    const done = s.isTerminal();
    if (done) s.returns(ret);
    const scale = game.utility.max > 0 ? game.utility.max : 1;
    const sideReturn = (side: number) => ret[firstSeatOf(game, side)] / scale;
    for (const p of positions) {
      p.value = done ? sideReturn(p.side) : 0;
      if (Number.isNaN(p.q)) p.q = p.value;
    }
    const r0 = sideReturn(0);
    const record: ContractGameRecord = {
      format: CONTRACT_RECORD_FORMAT, version: CONTRACT_RECORD_VERSION,
      game: game.id, scenario: { id: game.variant }, seed,
      agents: [searcher.spec, searcher.spec],
      codes, actions, seats, seatSides: Array.from({ length: game.numSeats }, (_, seat) => game.sideOf(seat)),
      result: { winner: !done ? null : r0 > 0 ? 0 : r0 < 0 ? 1 : 'draw', reason: done ? 'terminal' : 'step-limit', returns: Array.from(ret) },
      score: [s.score(0), s.score(1)],
      decisions, turns: s.turn(),
    };
    return { record, positions };
  } finally {
    s.free();
  }
}

function position(s: GameState, seat: number, side: number, legal: number[], visits: RootVisits[], chosen: number, q: number | undefined, planes: Float32Array, globals: Float32Array): Position {
  s.observe(seat, planes, globals);
  return trainingPosition(planes, globals, side, legal, visits, chosen, q, (a) => s.policyIndex(a), (a) => s.game.actionText(a), seat);
}
