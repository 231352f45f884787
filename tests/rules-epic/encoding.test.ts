// Encoding version 2 of the EPIC turn (assembly/cc/encode.ts, docs/encoding.md; rules digest D.3,
// D.4): the pick (EPIC_PICK: display card x the two cards' sections) and the March Move
// (EPIC_MARCH: from x offset within 4) have policy indexes in their own appended blocks, and a move
// longer than the MOVE block's 4 hexes (Tactician bonus, La Grande Manoeuvre) falls in MOVE_FAR.
// Over random games of the EPIC Austerlitz (601) every such index is in range, in its block,
// distinct, set in the mask, mapped back, and the same for the same (viewer, text). The observation
// shows the Messenger display (D.3.3: face up) to both seats alike and never the opponent's hand.
import { describe, expect, it } from 'vitest';
import { napoleonicsGame } from '../../src/games/load.js';
import type { State } from '../../src/core/game.js';
import { epicSetup, act, display, hexIndex } from './helpers.ts';

const G_DISPLAY = 148, G_PHASE = 206, G_EPIC_ON = 217; // encode.ts G_EPIC, G_EPIC_PHASE, G_EPIC_MISC + 3

function blockOf(s: State, index: number): string {
  return s.game.encoding.POLICY_BLOCKS!.find((b) => index >= b.start && index < b.start + b.size)!.name;
}

function checkNode(s: State, stable: Map<string, number>, seen: Set<string>): void {
  const e = s.game.encoding;
  const mask = s.legalMask();
  const used = new Set<number>();
  const viewer = s.currentPlayer();
  for (const code of s.legalActions()) {
    const text = s.game.actionText(code);
    const index = s.policyIndex(code);
    expect(index, text).toBeGreaterThanOrEqual(0);
    expect(index, text).toBeLessThan(e.POLICY_SIZE);
    expect(used.has(index), `${text}: index ${index} shared`).toBe(false);
    used.add(index);
    expect(mask[index], text).toBe(1);
    const b = blockOf(s, index);
    if (text.startsWith('pick:')) expect(b, text).toBe('EPIC_PICK');
    if (text.startsWith('march:')) expect(b, text).toBe('EPIC_MARCH');
    if (b.startsWith('EPIC') || b === 'MOVE_FAR') expect(s.actionAt(index), text).toBe(code);
    seen.add(b);
    const key = `${viewer} ${text}`;
    if (stable.has(key)) expect(index, key).toBe(stable.get(key));
    else stable.set(key, index);
  }
}

describe('encoding v2 of the EPIC turn (D.3, D.4)', () => {
  it('601 random games: pick / march / long-move indexes in range, in their block, distinct, masked, stable', async () => {
    const game = await napoleonicsGame('601', { build: 'debug' });
    expect(game.encoding.POLICY_BLOCKS!.slice(-11).map((b) => b.name)).toEqual(['MOVE_FAR', 'EPIC_PICK', 'EPIC_MARCH', 'EPIC_GIVE', 'EPIC_INIT', 'EPIC_LOSE', 'GRANDE_TO', 'GRANDE_OWN', 'GRANDE_HALF', 'GRANDE_NOMARCH', 'GRANDE_SQUARE']); // D.8 La Grande's blocks, then its squares' (D.5) last
    const seen = new Set<string>();
    const stable = new Map<string, number>();
    let picks = 0;
    for (let g = 0; g < 3; g++) {
      const s = game.newState();
      let rng = 9001 + g * 37;
      try {
        for (let step = 0; step < 2500 && !s.isTerminal(); step++) {
          let codes: number[];
          if (s.isChance()) codes = s.chanceOutcomes().map((o) => o.code);
          else {
            checkNode(s, stable, seen);
            codes = s.legalActions();
            if (s.phaseName() === 'EPIC_PICK') {
              picks++;
              const o0 = s.observation(0).globals, o1 = s.observation(1).globals;
              expect(o0[G_PHASE]).toBe(1);
              expect(o1[G_PHASE]).toBe(1);
              expect([...o0.slice(G_DISPLAY, G_DISPLAY + 29)]).toEqual([...o1.slice(G_DISPLAY, G_DISPLAY + 29)]);
            }
          }
          rng = (rng * 1103515245 + 12345) >>> 0;
          s.apply(codes[(rng >>> 8) % codes.length]!);
        }
      } finally {
        s.free();
      }
    }
    expect(picks).toBeGreaterThan(10);
    for (const b of ['EPIC_PICK', 'EPIC_MARCH']) expect(seen.has(b), b).toBe(true);
  }, 300_000);

  it('a move of 5 or 6 hexes (C.17 Tactician bonus on a 4-hex move) has a MOVE_FAR index; up to 4 keeps MOVE; 7 has none', async () => {
    const game = await napoleonicsGame('601', { build: 'debug' });
    const s = game.newState();
    const MOVE = game.enums.Act.code.MOVE!;
    const code = (a: string, b: string) => MOVE | (hexIndex(a) << 6) | (hexIndex(b) << 15);
    const at = (c: number, viewer: number) => game.core.policyIndexOf(c, viewer) as number;
    const far = game.encoding.POLICY_BLOCKS!.find((b) => b.name === 'MOVE_FAR')!;
    for (const viewer of [0, 1]) {
      expect(blockOf(s, at(code('C8', 'G8'), viewer))).toBe('MOVE');
      expect(blockOf(s, at(code('C8', 'H9'), viewer))).toBe('MOVE_FAR'); // the move the harness found
      expect(blockOf(s, at(code('C8', 'I8'), viewer))).toBe('MOVE_FAR');
      expect(at(code('C8', 'J8'), viewer)).toBe(-1);
      // slot = the viewer's from hex, 127 offsets each
      expect(Math.floor((at(code('C8', 'H9'), viewer) - far.start) / 127)).toBe(Math.floor((at(code('C8', 'I8'), viewer) - far.start) / 127));
    }
    expect(at(code('C8', 'H9'), 0)).not.toBe(at(code('C8', 'H9'), 1)); // turned for the top viewer
    s.free();
  });

  it('D.3.3: the display shows to both seats (copies / 2 by card kind), the opponent\'s hand never', async () => {
    const units = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];
    const disp = ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'scout-r'];
    const mk = (top: string[]) => epicSetup({ units, hands: { bottom: ['probe-c', 'recon'], top }, display: disp });
    const { state: a } = await mk(['probe-c', 'attack-l', 'elan']);
    const { state: b } = await mk(['bayonet', 'bombard', 'rally']);
    const names = a.game.enums.Card.name.map((n) => n.toLowerCase().replace(/_/g, '-'));
    const want = names.map((n) => (display(a)[n] ?? 0) / 2);
    expect(display(a)).toEqual({ 'probe-l': 1, 'probe-r': 1, 'attack-r': 1, 'scout-r': 2 });
    for (const v of [0, 1]) {
      const g = a.observation(v).globals;
      expect([...g.slice(G_DISPLAY, G_DISPLAY + names.length)]).toEqual(want);
      expect(g[G_EPIC_ON]).toBe(1);
    }
    // bottom's observation (planes and globals) does not depend on top's cards, only on their count
    const oa = a.observation(0), ob = b.observation(0);
    expect([...oa.globals]).toEqual([...ob.globals]);
    expect([...oa.planes]).toEqual([...ob.planes]);
    expect([...a.observation(1).globals]).not.toEqual([...b.observation(1).globals]); // top sees its own
    // after the hand card the pick phase shows for both seats, the display still the same to both
    act(a, 'play:probe-c');
    expect(a.phaseName()).toBe('EPIC_PICK');
    expect(a.observation(0).globals[G_PHASE]).toBe(1);
    expect([...a.observation(1).globals.slice(G_DISPLAY, G_DISPLAY + 29)]).toEqual([...a.observation(0).globals.slice(G_DISPLAY, G_DISPLAY + 29)]);
  });
});
