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
// Writers: src/selfplay/play-contract-game.ts (through shard.ts). Readers: tests, training tools.

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
