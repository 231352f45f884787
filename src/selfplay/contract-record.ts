// The game record of engines other than Ancients (Blood & Iron, Napoleonics, EPIC), written by
// self-play and by `vex play --log`: only what every engine of the game contract has. The Ancients
// record (record.ts, RECORD_FORMAT) stays as it is: its scenario hash, bottom/top side names and
// banners are Ancients facts. One JSON object per game, one line each:
//
//   { format: "vex-contract-record", version: 2,
//     game: "blood-and-iron",                     engine id (src/games/load.ts GAMES)
//     scenario: { id: "sedan-floing" },          the bundled scenario id
//     seed, agents: [side 0 spec, side 1 spec],
//     codes:   [action codes in order, chance outcomes included],
//     actions: [their texts (GameDef.actionText), same order],
//     seats:   [the seat that took each code, -1 for a chance outcome, same order]   (version 2)
//     seatSides: [the side of each seat, seat order]                                (version 2)
//     result: { winner: 0 | 1 | "draw" | null, reason: "terminal" | "step-limit",
//               returns: [per seat, GameState.returns] },
//     score: [side 0, side 1] (GameState.score), decisions, turns }
//
// Codes are the engine's own (its ACTION_VERSION); the texts are for people and tools.
// Version 2 (2026-11-25, seats: EPIC 4/6/8 players) added `seats` and `seatSides`; version 1 records
// (no seats: one seat a side, seat = side) are still read, their seats taken as the sides.
// Both writers log a game with ContractGameLog and build the record with contractRecord below:
// src/selfplay/play-contract-game.ts (through shard.ts) and `vex play --log`
// (src/cli/commands/play-contract.ts). Readers: `vex replay` (src/selfplay/replay-contract.ts,
// checkContractRecord below), tests, training/vexillum/records.py.
import { firstSeatOf, type GameDef, type GameState } from '../core/contract.js';

export const CONTRACT_RECORD_FORMAT = 'vex-contract-record';
export const CONTRACT_RECORD_VERSION = 2;
/** Record versions this engine reads. */
const READABLE = [1, 2];

export interface ContractGameRecord {
  format: typeof CONTRACT_RECORD_FORMAT;
  version: number;
  game: string;
  scenario: { id: string };
  seed: number;
  /** Agent spec by side. */
  agents: string[];
  codes: number[];
  actions: string[];
  /** The seat of each code (-1: a chance outcome); version 2 (absent in version 1 records). */
  seats?: number[];
  /** The side of each seat, seat order; version 2. */
  seatSides?: number[];
  /** winner: a side index, "draw", or null when the step limit stopped the game. */
  result: { winner: number | 'draw' | null; reason: 'terminal' | 'step-limit'; returns: number[] };
  score: number[];
  decisions: number;
  turns: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isIntArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0);

/** Checks the shape of a parsed contract record; throws a one-line Error naming the first bad field. */
export function checkContractRecord(v: unknown): ContractGameRecord {
  const bad = (field: string, want: string) => new Error(`not a contract game record: ${field} should be ${want}`);
  if (!isObj(v)) throw bad('the line', 'a JSON object');
  if (v.format !== CONTRACT_RECORD_FORMAT) throw bad('format', `"${CONTRACT_RECORD_FORMAT}"`);
  if (!READABLE.includes(v.version as number)) throw new Error(`contract game record version ${String(v.version)} is not supported (this engine reads ${READABLE.join(', ')})`);
  if (typeof v.game !== 'string' || v.game === '') throw bad('game', 'an engine id');
  if (!isObj(v.scenario) || typeof v.scenario.id !== 'string') throw bad('scenario', '{id}');
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed)) throw bad('seed', 'an integer');
  if (!Array.isArray(v.agents) || v.agents.length !== 2 || v.agents.some((a) => typeof a !== 'string')) throw bad('agents', 'two agent specs');
  if (!isIntArray(v.codes)) throw bad('codes', 'an array of action codes');
  if (!Array.isArray(v.actions) || v.actions.length !== (v.codes as unknown[]).length || v.actions.some((a) => typeof a !== 'string')) throw bad('actions', 'one text per code');
  if (v.version !== 1) {
    const n = (v.codes as unknown[]).length;
    if (!Array.isArray(v.seatSides) || v.seatSides.length === 0 || !v.seatSides.every((x) => x === 0 || x === 1)) throw bad('seatSides', 'the side (0 or 1) of each seat');
    const k = v.seatSides.length;
    if (!Array.isArray(v.seats) || v.seats.length !== n || v.seats.some((x) => !Number.isInteger(x) || x < -1 || x >= k)) throw bad('seats', 'one seat (or -1 for chance) per code');
  }
  const r = v.result;
  if (!isObj(r) || !(r.winner === null || r.winner === 'draw' || r.winner === 0 || r.winner === 1)) throw bad('result.winner', '0, 1, "draw" or null');
  if (r.reason !== 'terminal' && r.reason !== 'step-limit') throw bad('result.reason', '"terminal" or "step-limit"');
  if (!Array.isArray(r.returns) || r.returns.some((x) => typeof x !== 'number')) throw bad('result.returns', 'an array of numbers');
  if (!Array.isArray(v.score) || v.score.length !== 2 || v.score.some((x) => typeof x !== 'number')) throw bad('score', '[side 0, side 1]');
  if (typeof v.decisions !== 'number' || typeof v.turns !== 'number') throw bad('decisions/turns', 'numbers');
  return v as unknown as ContractGameRecord;
}

/** The actions of one game as it is played, in the record's fields (codes, texts, seats). */
export class ContractGameLog {
  readonly codes: number[] = [];
  readonly actions: string[] = [];
  readonly seats: number[] = [];
  decisions = 0;

  /** Notes `code`, about to be applied by `seat` (-1: a chance outcome). */
  add(game: GameDef, seat: number, code: number): void {
    this.codes.push(code);
    this.actions.push(game.actionText(code));
    this.seats.push(seat);
    if (seat >= 0) this.decisions++;
  }
}

/**
 * The record of a game that has stopped in `s` (terminal, or cut by a step limit): the winner is
 * the sign of side 0's return (its first seat), a draw at 0, null when the game did not end.
 */
export function contractRecord(game: GameDef, s: GameState, seed: number, agents: [string, string], log: ContractGameLog): ContractGameRecord {
  const ret = new Float64Array(game.numSeats);
  const done = s.isTerminal();
  if (done) s.returns(ret);
  const r0 = ret[firstSeatOf(game, 0)];
  return {
    format: CONTRACT_RECORD_FORMAT, version: CONTRACT_RECORD_VERSION,
    game: game.id, scenario: { id: game.variant }, seed,
    agents: [agents[0], agents[1]],
    codes: log.codes, actions: log.actions, seats: log.seats,
    seatSides: Array.from({ length: game.numSeats }, (_, seat) => game.sideOf(seat)),
    result: { winner: !done ? null : r0 > 0 ? 0 : r0 < 0 ? 1 : 'draw', reason: done ? 'terminal' : 'step-limit', returns: Array.from(ret) },
    score: [s.score(0), s.score(1)],
    decisions: log.decisions, turns: s.turn(),
  };
}
