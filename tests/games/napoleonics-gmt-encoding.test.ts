// Encoding version 2 of Napoleonics (assembly/cc/encode.ts, docs/encoding.md): the GM&T / EPIC
// decisions (C.8 the leader move and its discard, C.16 Guerrilla and Mother Russia, C.17 Tactician
// cards) each have a policy index in their own appended block. Over random games of the six
// Austerlitz battles (Tactician cards and Mother Russia on, as shipped) every legal decision's index
// is in range, in the block of its kind, distinct from the other legal actions' and mapped back by
// actionAt; the same action text for the same viewer always gets the same index. Guerrilla (no
// Austerlitz battle has it) is checked on a small inline scenario. The GM&T phases show in the
// observation (globals 128..131, binary).
import { describe, expect, it } from 'vitest';
import { napoleonicsGame, GAMES } from '../../src/games/load.js';
import type { State } from '../../src/core/game.js';
import { play } from '../rules-napoleonics/helpers.ts';
import { napPieces } from '../rules-napoleonics/pieces.ts';

/** The block each GM&T action text's index must fall in (by the text's verb). */
function blockOfText(text: string): string | undefined {
  const verb = text.split(':')[0];
  if (verb === 'tactic') {
    if (!text.includes('@')) return 'TACTIC';
    if (text.startsWith('tactic:call-forward-reserves@')) return 'TACT_RESERVE';
    if (text.startsWith('tactic:leader-orders-fall-back@')) return 'TACT_FALL_BACK';
    if (text.startsWith('tactic:short-supply@')) return 'TACT_SUPPLY';
    return 'unexpected';
  }
  return { 'guerrilla': 'GUERRILLA', 'mother-russia': 'MOTHER_RUSSIA', 'leader-move': 'GMT_LEADER_MOVE', 'tactic-discard': 'TACT_DISCARD' }[verb];
}

function checkNode(s: State, stable: Map<string, number>, seen: Set<string>): void {
  const e = s.game.encoding;
  const codes = s.legalActions();
  const mask = s.legalMask();
  const used = new Set<number>();
  const viewer = s.game.core.currentPlayer(s.ptr) as number;
  for (const code of codes) {
    const text = s.game.actionText(code);
    const index = s.policyIndex(code);
    expect(index, text).toBeGreaterThanOrEqual(0);
    expect(index, text).toBeLessThan(e.POLICY_SIZE);
    expect(used.has(index), `${text}: index ${index} shared`).toBe(false);
    used.add(index);
    expect(mask[index]).toBe(1);
    expect(s.actionAt(index)).toBe(code);
    const want = blockOfText(text);
    if (want === undefined) continue;
    const b = e.POLICY_BLOCKS!.find((x) => index >= x.start && index < x.start + x.size)!;
    expect(b.name, text).toBe(want);
    seen.add(want);
    const key = `${viewer} ${text}`;
    if (stable.has(key)) expect(index, key).toBe(stable.get(key));
    else stable.set(key, index);
  }
}

describe('encoding v2: the GM&T decisions have their own policy indexes', () => {
  it('six battles, random games: indexes in range, in their block, distinct, mapped back, stable', async () => {
    const seen = new Set<string>();
    for (const id of GAMES.napoleonics.scenarios!) {
      const game = await napoleonicsGame(id, { build: 'debug' });
      const stable = new Map<string, number>();
      for (let g = 0; g < 3; g++) {
        const s = game.newState();
        let rng = 777 + g * 31 + Number(id.slice(0, 3));
        try {
          for (let step = 0; step < 3000 && !s.isTerminal(); step++) {
            let codes: number[];
            if (s.isChance()) codes = s.chanceOutcomes().map((o) => o.code);
            else { checkNode(s, stable, seen); codes = s.legalActions(); }
            rng = (rng * 1103515245 + 12345) >>> 0;
            s.apply(codes[(rng >>> 8) % codes.length]);
          }
        } finally {
          s.free();
        }
      }
    }
    // every GM&T block but Guerrilla's comes up in the Austerlitz battles
    for (const b of ['TACTIC', 'TACT_RESERVE', 'TACT_FALL_BACK', 'MOTHER_RUSSIA', 'GMT_LEADER_MOVE', 'TACT_DISCARD']) expect(seen.has(b), b).toBe(true);
  }, 300_000);

  it('C.16 Guerrilla: the GUERRILLA block for the Spanish side, skip keeps its index; the phase shows in the observation', async () => {
    const spec = { units: ['b FR_LN E3', 'b FR_LN G3', 't SP_LN E6', 't SP_LN A9'], hands: { bottom: ['probe-c', 'probe-c'], top: ['probe-c'] } };
    const { state } = await napPieces(spec, { guerrilla: { side: 'top', tokens: 2 } });
    play(state, 'probe-c');
    const seen = new Set<string>();
    checkNode(state, new Map(), seen);
    expect(seen.has('GUERRILLA')).toBe(true);
    const idx = Object.fromEntries(state.legalActions().map((c) => [state.game.actionText(c), state.policyIndex(c)]));
    const g = state.game.encoding.POLICY_BLOCKS!.find((b) => b.name === 'GUERRILLA')!;
    expect(idx.guerrilla).toBe(g.start);
    expect(idx.skip).toBe(35); // SINGLE block: skip
    // NAP_PHASE_GUERRILLA (41) = GM&T phase 2: binary 0010 over globals 128..131
    const o = state.observation(1);
    expect([...o.globals.slice(128, 132)]).toEqual([0, 1, 0, 0]);
    expect([...o.globals.slice(88, 105)].every((v) => v === 0)).toBe(true);
  });
});
