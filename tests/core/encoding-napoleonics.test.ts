// The Napoleonics encoding (assembly/cc/encode.ts, docs/encoding.md): OBS_VERSION 2 and
// ACTION_VERSION 2 while Ancients keeps 1 / 1 / 70,401 (the shipped model's); the three decisions
// Ancients lacks (square C.13, join C.14, discard C.5 Scout) each get their own policy index in
// the appended blocks, distinct from evade, rally and play; the observation's unit planes name
// Napoleonics unit kinds and a unit in square; a version-1 model card is refused in one line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { napoleonicsGame, gameFromId } from '../../src/games/load.js';
import { checkCard, type ModelCard } from '../../src/eval/onnx.js';
import type { State } from '../../src/core/game.js';
import { napSetup, play, act, order } from '../rules-napoleonics/helpers.ts';

/** The policy index of a legal action given by text, and its block from the table. */
function indexOf(state: State, text: string): { index: number; block: string; k: number } {
  const code = state.legalActions().find((c) => state.game.actionText(c) === text);
  if (code === undefined) throw new Error(`${text} is not legal (legal: ${state.legalTexts().join(' ')})`);
  const index = state.policyIndex(code);
  const b = state.game.encoding.POLICY_BLOCKS!.find((x) => index >= x.start && index < x.start + x.size)!;
  expect(state.actionAt(index)).toBe(code);
  expect(state.legalMask()[index]).toBe(1);
  return { index, block: b.name, k: index - b.start };
}

describe('Napoleonics encoding: versions and the block table', () => {
  it('Napoleonics reports 2 / 2 / 170,232 with 33 blocks (EPIC_INIT, EPIC_LOSE: D.7 initiative; GRANDE_TO, GRANDE_OWN, GRANDE_HALF, GRANDE_NOMARCH: D.8 La Grande; GRANDE_SQUARE: D.5 La Grande); Ancients keeps 1 / 1 / 70,401 with 10, its rows unchanged', async () => {
    const nap = await napoleonicsGame('501');
    const anc = await gameFromId('001');
    for (const e of [nap.encoding, nap.contract.encoding]) {
      expect([e.OBS_VERSION, e.ACTION_VERSION, e.POLICY_SIZE, e.OBS_PLANES, e.OBS_GLOBALS]).toEqual([2, 2, 170232, 48, 377]);
      expect(e.POLICY_BLOCKS!.map((b) => b.name)).toEqual(['CARD', 'SINGLE', 'IGNORE', 'HEX', 'LEADER_EVADE_OFF', 'MOVE', 'LEADER_MOVE', 'BATTLE', 'RESERVE', 'ENTER', 'SQUARE', 'JOIN', 'DISCARD',
        'TACTIC', 'TACT_RESERVE', 'TACT_FALL_BACK', 'TACT_SUPPLY', 'GUERRILLA', 'MOTHER_RUSSIA', 'GMT_LEADER_MOVE', 'TACT_DISCARD', 'TIME_PRESSURE',
        'MOVE_FAR', 'EPIC_PICK', 'EPIC_MARCH', 'EPIC_GIVE', 'EPIC_INIT', 'EPIC_LOSE', 'GRANDE_TO', 'GRANDE_OWN', 'GRANDE_HALF', 'GRANDE_NOMARCH', 'GRANDE_SQUARE']);
      expect(e.POLICY_BLOCKS!.slice(-7)).toEqual([
        { name: 'EPIC_INIT', start: 169904, size: 2, perHex: 0, hexMajor: false },
        { name: 'EPIC_LOSE', start: 169906, size: 286, perHex: 1, hexMajor: true },
        { name: 'GRANDE_TO', start: 170192, size: 3, perHex: 0, hexMajor: false },
        { name: 'GRANDE_OWN', start: 170195, size: 31, perHex: 0, hexMajor: false },
        { name: 'GRANDE_HALF', start: 170226, size: 2, perHex: 0, hexMajor: false },
        { name: 'GRANDE_NOMARCH', start: 170228, size: 2, perHex: 0, hexMajor: false },
        { name: 'GRANDE_SQUARE', start: 170230, size: 2, perHex: 0, hexMajor: false },
      ]);
    }
    expect([anc.encoding.OBS_VERSION, anc.encoding.ACTION_VERSION, anc.encoding.POLICY_SIZE]).toEqual([1, 1, 70401]);
    expect(nap.encoding.POLICY_BLOCKS!.slice(0, 10)).toEqual(anc.encoding.POLICY_BLOCKS);
    expect(nap.encoding.POLICY_BLOCKS!.slice(10, 13)).toEqual([
      { name: 'SQUARE', start: 70401, size: 1, perHex: 0, hexMajor: false },
      { name: 'JOIN', start: 70402, size: 286, perHex: 1, hexMajor: true },
      { name: 'DISCARD', start: 70688, size: 29, perHex: 0, hexMajor: false },
    ]);
    // the mask covers the whole Napoleonics index
    const s = nap.newState();
    while (s.isChance()) s.apply(s.chanceOutcomes()[0].code);
    expect(s.legalMask()).toHaveLength(170232);
    s.free();
  });

  it('a model card of version 1 (the shipped Ancients model) is refused for Napoleonics with one line, accepted for Ancients', async () => {
    const card = JSON.parse(readFileSync(new URL('../../models/ancients-small.card.json', import.meta.url), 'utf8')) as ModelCard;
    const nap = await napoleonicsGame('501');
    expect(() => checkCard(card, nap.contract)).toThrow('model was trained for OBS_VERSION 1, this engine has 2: retrain or use a matching engine');
    const anc = (await gameFromId('001')).contract;
    expect(() => checkCard(card, anc)).not.toThrow();
  });
});

describe('Napoleonics decisions have their own policy indexes', () => {
  it('C.13 square: the SQUARE block, not evade\'s index', async () => {
    const { state } = await napSetup({
      units: ['b FR_HC E3', 't BR_LN E4'], hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4');
    const sq = indexOf(state, 'square');
    expect(sq).toMatchObject({ index: 70401, block: 'SQUARE', k: 0 });
    const accept = indexOf(state, 'accept');
    expect(accept.block).toBe('SINGLE');
    expect(accept.index).not.toBe(sq.index);
  });

  it('C.14 join: the JOIN block by the artillery\'s hex, not the rally block', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_FA E2', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4');
    const join = indexOf(state, 'join:E2');
    // E2 is hex index 13 + 4 = 17 for the bottom viewer
    expect(join).toMatchObject({ block: 'JOIN', k: 17, index: 70402 + 17 });
    expect(indexOf(state, 'skip').block).toBe('SINGLE');
  });

  it('C.5 Scout discard: the DISCARD block by card kind, not the play block', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_LN F3', 't BR_LN E7'], hands: { bottom: ['scout-c', 'probe-l'], top: ['probe-c'] },
    });
    play(state, 'scout-c');
    act(state, 'order:E3', 'end-moves');
    if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
    const draw = (name: string) => {
      const k = state.game.core[`NCard.${name}`].value as number;
      state.apply(state.chanceOutcomes().find((x) => ((x.code >> 24) & 127) === k)!.code);
      return k;
    };
    const attack = draw('ATTACK_C'), bombard = draw('BOMBARD');
    expect(state.phaseName()).toBe('SCOUT');
    expect(indexOf(state, 'discard:bombard')).toMatchObject({ block: 'DISCARD', k: bombard, index: 70688 + bombard });
    expect(indexOf(state, 'discard:attack-c')).toMatchObject({ block: 'DISCARD', k: attack });
  });
});

describe('Napoleonics observation (OBS_VERSION 2)', () => {
  it('unit planes by kind and attributes; a unit in square; Napoleonics terrain; every value finite', async () => {
    const { state } = await napSetup({
      units: ['b FR_HC E3', 'b FR_GR C2', 'b FR_HA G1', 't BR_LN E4', 't BR_RI I7'],
      terrain: ['town A5', 'church B5', 'orchard K5'],
      hands: { bottom: ['probe-c', 'probe-l'], top: ['probe-c', 'attack-c', 'probe-l', 'probe-r'] }, rules: { NAP_SUPPORT: 0 },
    });
    const { w, h } = state.game.board;
    const at = (planes: Float32Array, plane: number, hex: string) => {
      const m = /^([A-Z])(\d+)$/.exec(hex)!;
      return planes[plane * w * h + (Number(m[2]) - 1) * w + (m[1].charCodeAt(0) - 65)];
    };
    const o = state.observation(0);
    expect([...o.planes, ...o.globals].every(Number.isFinite)).toBe(true);
    expect(at(o.planes, 3, 'E3')).toBe(1); // own heavy cavalry, full strength
    expect(at(o.planes, 0, 'C2')).toBe(1); // own infantry (grenadiers)
    expect(at(o.planes, 6, 'C2')).toBe(0.5); // grenadiers: +1 melee die
    expect(at(o.planes, 8, 'C2')).toBe(0.5); // grenadiers ignore 1 flag
    expect(at(o.planes, 5, 'G1')).toBe(1); // own horse artillery
    expect(at(o.planes, 11, 'G1')).toBeGreaterThan(0); // it has a range
    expect(at(o.planes, 13 + 1, 'I7')).toBe(1); // enemy rifles: light infantry
    expect(at(o.planes, 13 + 9, 'I7')).toBe(1); // ... with no sabre hits
    expect(at(o.planes, 30, 'A5')).toBe(1); // town
    expect(at(o.planes, 35, 'B5')).toBe(0.5); // church
    expect(at(o.planes, 36, 'K5')).toBe(1); // orchard
    expect(at(o.planes, 37, 'A5')).toBe(1); // on the board (not overwritten by a terrain plane)
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'end-moves', 'battle:E3xE4', 'square');
    expect(state.phaseName()).toBe('SQUARE_CARD');
    const o2 = state.observation(1); // the top side's view: its square stands at the board turned
    const top = (hex: string) => { // hex as the top viewer sees it (180 degrees)
      const m = /^([A-Z])(\d+)$/.exec(hex)!;
      const row = Number(m[2]) - 1, col = m[1].charCodeAt(0) - 65;
      const r2 = h - 1 - row, c2 = row % 2 === 0 ? w - 1 - col : w - 2 - col;
      return String.fromCharCode(65 + c2) + String(r2 + 1);
    };
    expect(at(o2.planes, 12, top('E4'))).toBe(1); // own unit in square
    expect(at(o2.planes, 13 + 3, top('E3'))).toBe(1); // the enemy heavy cavalry
    expect(o2.globals[144]).toBe(1); // phase SQUARE_CARD
    expect(o2.globals.slice(88, 105).every((x) => x === 0)).toBe(true);
  });
});
