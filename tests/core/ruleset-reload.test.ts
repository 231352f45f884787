// Setup order (issue 18, docs/engine.md "Napoleonics in the same core"): the web and the protocol
// compile several scenarios into one wasm instance, and the shared modules test the per-type
// UNIT_RULES bits (cuirassier, rocket, lancer, retreat, support) and the RULE_* flags without asking
// which ruleset runs. That is only right if the Ancients fill clears what a Napoleonics fill set.
// Here Napoleonics 501 is compiled first, then Akragas into the same instance: seeded random games
// must match those of a fresh Ancients instance step for step and byte for byte.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame, gameFromId } from '../../src/games/load.js';
import { ANCIENTS_SETUP } from '../../src/games/ancients/compile.js';
import type { Game } from '../../src/core/game.js';

/** Seeded random games from the deal: steps of each and the final state's bytes, joined. */
function randomGames(game: Game, seed: number, games: number): string[] {
  const core = game.core;
  const size = core.stateSize();
  const out: string[] = [];
  core.seedRng(seed);
  for (let g = 0; g < games; g++) {
    const ptr = core.stateNew();
    ANCIENTS_SETUP.initState(game, ptr);
    const steps = core.randomPlayout(ptr, 100_000);
    const bytes = new Uint8Array(core.memory.buffer, ptr, size);
    out.push(`${steps}:${Buffer.from(bytes).toString('hex')}`);
    core.stateFree(ptr);
  }
  return out;
}

describe('one instance, Napoleonics then Ancients (B.1 unit table; C.7 / C.10 rows cleared)', () => {
  it('Akragas compiled after 501 in the same instance plays the same seeded random games as a fresh one', async () => {
    const fresh = await gameFromId('001', { build: 'debug' });
    const nap = await napoleonicsGame('501', { build: 'debug' });
    // Akragas, compiled by the Ancients setup into the instance that holds 501's table
    const reused = Object.create(fresh, { core: { value: nap.core } }) as Game;
    ANCIENTS_SETUP.compile(reused, {});
    const a = randomGames(fresh, 9, 12);
    const b = randomGames(reused, 9, 12);
    expect(b.map((x) => x.split(':')[0])).toEqual(a.map((x) => x.split(':')[0]));
    expect(b).toEqual(a);
  });
});
