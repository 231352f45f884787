// Rules digest C.17 (Tactician hands are hidden from the opponent) in the observation of encoding
// version 2 (assembly/cc/encode.ts, docs/encoding.md): globals 218..233 hold the viewer's OWN
// Tactician hand by TCard kind (copies / 2); the opponent's hand never reaches the viewer's
// observation (two states that differ only in the opponent's Tactician hand observe the same).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { napPieces, en, mk, applyCode } from './pieces.ts';

const G_TACT = 218;
const draw = (s: State, card: string) => applyCode(s, mk(en(s.game, 'NAP_ACT_TACT_DRAW'), 0, 0, en(s.game, `TCard.${card}`)));
const tactGlobals = (s: State, viewer: number) => Array.from(s.observation(viewer).globals.subarray(G_TACT, G_TACT + 16));

async function dealt(bottom: string[], top: string[]): Promise<State> {
  const { state } = await napPieces({ units: ['b FR_LN E3', 't BR_LN E5'] }, { tactician: [bottom.length, top.length] });
  for (const c of [...bottom, ...top]) draw(state, c);
  expect(state.phaseName()).toBe('PLAY');
  return state;
}

describe('C.17 the Tactician hand in the observation (OBS_VERSION 2)', () => {
  it('C.17 observation: the viewer sees its own Tactician cards by kind (copies / 2) in globals 218..233', async () => {
    const state = await dealt(['SAPPER', 'SAPPER', 'LEADER_BONUS'], ['CAVALRY_LEADER']);
    const k = (name: string) => en(state.game, `TCard.${name}`);
    const own = tactGlobals(state, 0);
    expect(own[k('SAPPER')]).toBe(1);
    expect(own[k('LEADER_BONUS')]).toBe(0.5);
    expect(own.reduce((a, b) => a + b, 0)).toBe(1.5);
    const top = tactGlobals(state, 1);
    expect(top[k('CAVALRY_LEADER')]).toBe(0.5);
    expect(top.reduce((a, b) => a + b, 0)).toBe(0.5);
    expect(state.game.encoding.OBS_GLOBALS).toBe(377); // 218..233 the Tactician hand, then (D.8) 234..241 La Grande's hand sizes, 242..376 its slots (docs/encoding.md)
  });

  it('C.17 observation no-peek: two positions differing only in the opponent\'s Tactician hand give the viewer the same observation', async () => {
    const a = await dealt(['SAPPER'], ['CAVALRY_LEADER', 'SHORT_SUPPLY']);
    const b = await dealt(['SAPPER'], ['BATTLE_BACK_BONUS', 'CAPABLE_TACTICIAN']);
    const oa = a.observation(0), ob = b.observation(0);
    expect(Array.from(oa.globals)).toEqual(Array.from(ob.globals));
    expect(Array.from(oa.planes)).toEqual(Array.from(ob.planes));
    expect(tactGlobals(a, 1)).not.toEqual(tactGlobals(b, 1)); // while the top viewer's own hands differ
  });
});
