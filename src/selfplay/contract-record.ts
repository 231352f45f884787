// The game record self-play writes for engines other than Ancients (Blood & Iron, Napoleonics):
// only what every engine of the game contract has. The Ancients record (record.ts, RECORD_FORMAT)
// stays as it is: its scenario hash, bottom/top side names and banners are Ancients facts, and
// `vex replay` reads only that format. One JSON object per game, one line each:
//
//   { format: "vex-contract-record", version: 1,
//     game: "blood-and-iron",                     engine id (src/games/load.ts GAMES)
//     scenario: { id: "sedan-floing" },          the bundled scenario id
//     seed, agents: [side 0 spec, side 1 spec],
//     codes:   [action codes in order, chance outcomes included],
//     actions: [their texts (GameDef.actionText), same order],
//     result: { winner: 0 | 1 | "draw" | null, reason: "terminal" | "step-limit",
//               returns: [per seat, GameState.returns] },
//     score: [side 0, side 1] (GameState.score), decisions, turns }
//
// Codes are the engine's own (its ACTION_VERSION); the texts are for people and tools.
// Writers: src/selfplay/play-contract-game.ts (through shard.ts). Readers: `vex replay`
// (src/selfplay/replay-contract.ts, checkContractRecord below), tests, training tools.

export const CONTRACT_RECORD_FORMAT = 'vex-contract-record';
export const CONTRACT_RECORD_VERSION = 1;

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
  if (v.version !== CONTRACT_RECORD_VERSION) throw new Error(`contract game record version ${String(v.version)} is not supported (this engine reads ${CONTRACT_RECORD_VERSION})`);
  if (typeof v.game !== 'string' || v.game === '') throw bad('game', 'an engine id');
  if (!isObj(v.scenario) || typeof v.scenario.id !== 'string') throw bad('scenario', '{id}');
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed)) throw bad('seed', 'an integer');
  if (!Array.isArray(v.agents) || v.agents.length !== 2 || v.agents.some((a) => typeof a !== 'string')) throw bad('agents', 'two agent specs');
  if (!isIntArray(v.codes)) throw bad('codes', 'an array of action codes');
  if (!Array.isArray(v.actions) || v.actions.length !== (v.codes as unknown[]).length || v.actions.some((a) => typeof a !== 'string')) throw bad('actions', 'one text per code');
  const r = v.result;
  if (!isObj(r) || !(r.winner === null || r.winner === 'draw' || r.winner === 0 || r.winner === 1)) throw bad('result.winner', '0, 1, "draw" or null');
  if (r.reason !== 'terminal' && r.reason !== 'step-limit') throw bad('result.reason', '"terminal" or "step-limit"');
  if (!Array.isArray(r.returns) || r.returns.some((x) => typeof x !== 'number')) throw bad('result.returns', 'an array of numbers');
  if (!Array.isArray(v.score) || v.score.length !== 2 || v.score.some((x) => typeof x !== 'number')) throw bad('score', '[side 0, side 1]');
  if (typeof v.decisions !== 'number' || typeof v.turns !== 'number') throw bad('decisions/turns', 'numbers');
  return v as unknown as ContractGameRecord;
}
