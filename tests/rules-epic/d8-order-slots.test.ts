// Rules digest D.8 (La Grande's turn slots: slot 0 the hand card, 1 the display card, 2..3 a corps
// commander's own card) and D.3.1 (EPIC's two cards): the core's epicUnitOrderSlot / epicLeaderOrderSlot
// (assembly/cc/epic-queries.ts) say which slot ordered a unit, or a leader ordered on his own, this
// turn: -1 for a piece not ordered, off the board, after the end of the turn, or a bad index. 602 in 8
// seats (the Allies first; d8-turn-helpers.ts) and an EPIC board of the D.3 tests (helpers.ts).
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { grandeDealt, CORPS, act, seat, slotField, hexesOf, settle, invariantsOk, playOn } from './d8-turn-helpers.ts';
import { epicSetup, finishTurn } from './helpers.ts';

interface SlotCore { epicUnitOrderSlot(s: number, u: number): number; epicLeaderOrderSlot(s: number, l: number): number }
const core = (st: State) => st.game.core as unknown as SlotCore;
const unitSlot = (st: State, hex: string) => core(st).epicUnitOrderSlot(st.ptr, st.units().find((u) => u.hex === hex)!.id);
const HOLDER = 1, SLOTS = 4;

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const DISPLAY = ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'];
/** The corps hands of d8-turn-helpers.ts with the Allied right commander (seat 7) holding Attack Centre. */
const CORPS_ATTACK = [...CORPS.slice(0, 10), 'attack-c', 'counter'];

describe('D.8 the turn slot that ordered a unit', () => {
  it('D.8: hand card to the left commander (slot 0), display card to the centre (slot 1), the right commander\'s own card (slot 2): each order reads its slot', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY, CORPS_ATTACK);
    act(s, 'play:recon', 'pick:attack-c', 'to:l', 'to:c', 'keep', 'keep', 'own:attack-c');
    expect(slotField(s, SLOTS, 0), 'three slots').toBe(3);
    const slotOfRole = new Map<number, number>();
    for (let i = 0; i < 3; i++) slotOfRole.set(slotField(s, HOLDER, i), i);
    expect([...slotOfRole.keys()].sort(), 'one slot a corps commander').toEqual([1, 2, 3]);
    expect(s.units().every((u) => core(s).epicUnitOrderSlot(s.ptr, u.id) === -1), 'nothing ordered yet').toBe(true);
    const want = new Map<string, number>(); // hex -> the slot that ordered it
    const seen = new Set<number>();
    for (let i = 0; i < 40 && ['ORDER', 'GRANDE_HALF'].includes(s.phaseName()); i++) {
      if (s.phaseName() === 'GRANDE_HALF') { act(s, 'half:l'); continue; }
      const slot = slotOfRole.get(seat(s) >> 1)!;
      const h = hexesOf(s, 'order:')[0];
      if (!h || (want.size >= 2 && [...want.values()].filter((v) => v === slot).length >= 2)) { act(s, 'end-orders'); settle(s); continue; }
      act(s, `order:${h}`);
      want.set(h, slot); seen.add(slot);
      expect(unitSlot(s, h), `${h} ordered by slot ${slot}`).toBe(slot);
    }
    expect([...seen].sort(), `every slot gave an order (phase ${s.phaseName()})`).toEqual([0, 1, 2]);
    for (const u of s.units()) expect(core(s).epicUnitOrderSlot(s.ptr, u.id), u.hex).toBe(want.get(u.hex) ?? -1);
    invariantsOk(s);
    playOn(s, () => false); // to the French turn: the marks are the turn's
    expect(s.units().every((u) => core(s).epicUnitOrderSlot(s.ptr, u.id) === -1), 'cleared with the turn').toBe(true);
    expect(core(s).epicUnitOrderSlot(s.ptr, 999)).toBe(-1);
    expect(core(s).epicUnitOrderSlot(s.ptr, -1)).toBe(-1);
  });
});

// bottom: a unit in each section, lone leaders on J4 (centre) and P4 (right); the enemy far away (the
// board of d3-leader-display-order)
const UNITS = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 'b leader J4', 'b leader P4', 't RU_LN C10', 't RU_LN K10', 't RU_LN R10'];

describe('D.3.1 the slot of a unit or a leader in EPIC (slot 0 the hand card, 1 the display card)', () => {
  it('D.3.1: the hand card\'s unit and leader read 0, the display card\'s 1, the rest -1, all -1 after the turn', async () => {
    const { state: s } = await epicSetup({ units: UNITS, hands: { bottom: ['probe-c', 'attack-l'], top: ['probe-c'] }, display: ['probe-l', 'probe-r', 'attack-r', 'scout-r', 'assault-r'] });
    const leader = (hex: string) => core(s).epicLeaderOrderSlot(s.ptr, s.leaders().find((l) => l.hex === hex)!.id);
    act(s, 'play:probe-c', 'pick:probe-r', 'order-leader:J4', 'order:K2', 'order-leader:P4', 'order:R2');
    expect([leader('J4'), unitSlot(s, 'K2'), leader('P4'), unitSlot(s, 'R2'), unitSlot(s, 'C2')]).toEqual([0, 0, 1, 1, -1]);
    expect(core(s).epicLeaderOrderSlot(s.ptr, 99)).toBe(-1);
    expect(core(s).epicLeaderOrderSlot(s.ptr, -1)).toBe(-1);
    if (s.phaseName() === 'ORDER') act(s, 'end-orders');
    finishTurn(s);
    expect([leader('J4'), unitSlot(s, 'K2'), leader('P4'), unitSlot(s, 'R2')], 'cleared with the turn').toEqual([-1, -1, -1, -1]);
  });
});
