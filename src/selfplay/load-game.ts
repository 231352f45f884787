// The game self-play plays for a scenario id: the Ancients facade Game for an Ancients id (its
// records and shards stay exactly as before), else the contract GameDef of the engine that ships
// the id (Blood & Iron, Napoleonics: src/games/load.ts contractFromId), in a seat format when
// asked (`--seats`: rules.seats, src/core/seats.ts; Ancients has 2 seats only). Callers: `vex
// selfplay` and the selfplay worker.
import { Game } from '../core/game.js';
import type { GameDef } from '../core/contract.js';
import { DEFAULT_SEATS, openInSeatFormat } from '../core/seats.js';
import { ANCIENTS } from '../games/ancients/compile.js';
import { contractFromId, gameFromId, gameOfScenario } from '../games/load.js';

export type SelfplayGameDef = Game | GameDef;

/** True for the Ancients facade (which carries its contract), false for a bare contract game. */
export function isAncients(g: SelfplayGameDef): g is Game {
  return g instanceof Game;
}

/** The engine id of a self-play game ("ancients", "blood-and-iron"). */
export function engineOf(g: SelfplayGameDef): string {
  return isAncients(g) ? g.contract.id : g.id;
}

export async function selfplayGame(id: string, seats = DEFAULT_SEATS): Promise<SelfplayGameDef> {
  if (gameOfScenario(id) === ANCIENTS) {
    if (seats !== DEFAULT_SEATS) throw new Error(`Ancients scenarios have 2 seats, not ${seats} ("${id}"; seats)`);
    return gameFromId(id);
  }
  return openInSeatFormat(seats, id, (rules) => contractFromId(id, rules ? { rules } : {}), (d) => d);
}
