// A Blood & Iron page session played without a browser for the tests/web/bi-*.test.ts files: chance
// from the session's seed and ply (the page's path), every side's decision a random legal action from
// a seeded generator, until `plies` actions or the end of the game.
import { BiSession, type BiConfig } from '../../web/src/bi/session.js';
import { Rng } from '../../src/agents/rng.js';

export async function playRandom(cfg: BiConfig, plies: number, rngSeed = 1): Promise<BiSession> {
  const s = await BiSession.create(cfg);
  playOn(s, plies, rngSeed);
  return s;
}

export function playOn(s: BiSession, plies: number, rngSeed = 1): void {
  const rng = new Rng(rngSeed);
  const end = s.ply + plies;
  while (s.ply < end && s.toAct() !== 'over') {
    if (s.toAct() === 'chance') { s.resolveChance(); continue; }
    const legal = s.legal();
    s.apply(legal[rng.below(legal.length)]);
  }
}

export const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));
