// Random 602 La Grande games in 8 seats (rules digest D.8 end of turn [seed 3177-3225]: the Scout's
// two draws and the gift; D.8 observation appends, docs/encoding.md): at every decision each seat's
// observation is finite and the Scout gift globals (348..376) are 0 for every seat but the active
// side's CinC; at every Scout decision (SCOUT, GRANDE_SCOUT_GIVE) every seat's determinization keeps
// the invariants, the CinC's keeps the legal list, and another seat's keeps its shape (docs/contract.md
// "Cards in no hand"). Counts that the run met Scout decisions, so the checks are not vacuous.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.ts';
import { makeRng } from '../harness/random-play.ts';

const GAMES = 6, GIFT = 348, GIFT_END = 377;
type Core = { actorSeat(s: number): number; checkInvariants(s: number): number };

describe('D.8 hidden cards over random La Grande games (602, 8 seats)', () => {
  it('D.8: Scout draws and gifts are never in another seat\'s observation; every seat\'s determinization at those decisions is consistent', async () => {
    const game = await napoleonicsGame('602', { build: 'debug', rules: { seats: 8 } });
    const core = game.core as unknown as Core;
    const rng = makeRng(1906);
    const met = { SCOUT: 0, GRANDE_SCOUT_GIVE: 0 };
    for (let g = 0; g < GAMES; g++) {
      const s = game.newState();
      for (let step = 0; step < 20000 && !s.isTerminal(); step++) {
        const legal = s.legalActions();
        const phase = s.phaseName();
        if (!s.isChance() && (phase === 'SCOUT' || phase === 'GRANDE_SCOUT_GIVE')) {
          met[phase]++;
          const cinc = s.currentPlayer(); // the active side's CinC: seat = side
          expect(core.actorSeat(s.ptr)).toBe(cinc);
          for (let v = 0; v < 8; v++) {
            const gl = s.observation(v).globals;
            const gift = Array.from(gl.slice(GIFT, GIFT_END)).reduce((a, b) => a + b, 0);
            expect(gift, `seat ${v}'s gift globals`).toBe(v === cinc && phase === 'GRANDE_SCOUT_GIVE' ? 1 : 0);
            for (let seed = 1; seed <= 2; seed++) {
              const c = s.clone();
              c.determinize(v, seed + 7 * step);
              expect(core.checkInvariants(c.ptr), `seat ${v} determinization invariants`).toBe(0);
              const l = c.legalTexts();
              if (v === cinc) expect(c.legalActions()).toEqual(legal);
              else if (phase === 'SCOUT') expect(l.length >= 1 && l.length <= 2 && l.every((t) => t.startsWith('discard:'))).toBe(true);
              else expect(l.sort()).toEqual(['to:c', 'to:l', 'to:r']);
              c.free();
            }
          }
        } else if (!s.isChance() && step % 7 === 0) {
          for (let v = 0; v < 8; v++) {
            const gl = s.observation(v).globals;
            expect(gl.every((x) => Number.isFinite(x))).toBe(true);
            expect(Array.from(gl.slice(GIFT, GIFT_END)).every((x) => x === 0)).toBe(true);
          }
        }
        if (s.isChance()) {
          const outs = s.chanceOutcomes();
          let r = rng(), pick = outs[outs.length - 1]!.code;
          for (const o of outs) { r -= o.prob; if (r < 0) { pick = o.code; break; } }
          s.apply(pick);
        } else s.apply(legal[Math.floor(rng() * legal.length)]!);
      }
      s.free();
    }
    expect(met.SCOUT, 'Scout decisions met').toBeGreaterThan(0);
    expect(met.GRANDE_SCOUT_GIVE, 'gift decisions met').toBeGreaterThan(0);
  });
});
