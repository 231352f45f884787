// Blood & Iron saves (web/src/bi/save.ts, saves.ts): a game saved as scenario id + seed + rules + the
// action record in notation comes back through the core to the same state bytes, log and reports,
// with nothing to undo; a corrupt, foreign or wrong-version save, or one whose record does not replay,
// is refused with one line naming what is wrong; the browser's list is B&I's own, and one that cannot
// be read is never written over. The rule options travel with the save (B5's monotonic cell).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BI_SAVE_FORMAT, BI_SAVE_VERSION, biSessionFromSave, readBiSave, toBiSave } from '../../web/src/bi/save.js';
import { BI_AUTO, BI_SLOTS, biAutosave, listBiSlots, readBiAutosave, saveBiSlot, deleteBiSlot } from '../../web/src/bi/saves.js';
import { playRandom, same } from './bi-play-helper.js';

/** A Map-backed localStorage for Node, with a switch that makes setItem throw (a full store). */
class MemStore {
  readonly m = new Map<string, string>();
  full = false;
  getItem(k: string): string | null { return this.m.get(k) ?? null; }
  setItem(k: string, v: string): void { if (this.full) throw new Error('QuotaExceededError'); this.m.set(k, String(v)); }
  removeItem(k: string): void { this.m.delete(k); }
}
let store: MemStore;
beforeEach(() => { store = new MemStore(); (globalThis as { localStorage?: unknown }).localStorage = store; });
afterEach(() => { delete (globalThis as { localStorage?: unknown }).localStorage; });

describe('Blood & Iron save and load', () => {
  it('a game saved mid-play reloads to the same state, log and combat report, with nothing to undo', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 21, human: 0, level: 'quick' }, 400, 5);
    expect(s.ply).toBe(400);
    const save = JSON.parse(JSON.stringify(toBiSave(s))) as unknown; // through text, as a file or localStorage holds it
    const t = await biSessionFromSave(save);
    expect(t.ply).toBe(s.ply);
    expect(t.texts).toEqual(s.texts);
    expect(same(t.state.bytes(), s.state.bytes())).toBe(true);
    expect(t.log).toEqual(s.log);
    expect(t.combat).toEqual(s.combat);
    expect(t.canUndo()).toBe(false);
    // and it goes on the same way: the next chance outcome comes from the same seed and ply
    while (s.toAct() !== 'chance' && s.toAct() !== 'over') { const a = s.legal()[0]; s.apply(a); t.apply(a); }
    if (s.toAct() === 'chance') { s.resolveChance(); t.resolveChance(); }
    expect(same(t.state.bytes(), s.state.bytes())).toBe(true);
  }, 120_000);

  it('the rule options and hotseat travel with the save (B5 monotonic variant)', async () => {
    const s = await playRandom({ scenario: 'sedan-floing', seed: 3, human: 1, level: 'veteran', hotseat: true, rules: { monotonicB5: true } }, 60, 2);
    const save = toBiSave(s);
    expect(save.rules).toEqual({ monotonicB5: true, freeSetup: false });
    const { cfg } = readBiSave(JSON.parse(JSON.stringify(save)));
    expect(cfg).toMatchObject({ scenario: 'sedan-floing', seed: 3, human: 1, level: 'veteran', hotseat: true, rules: { monotonicB5: true, freeSetup: false } });
    const t = await biSessionFromSave(save);
    expect(t.hotseat).toBe(true);
    expect(same(t.state.bytes(), s.state.bytes())).toBe(true);
  }, 60_000);

  it('refuses a corrupt, foreign or wrong-version save with one line saying what is wrong', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 4, human: 0, level: 'quick' }, 50, 3);
    const good = toBiSave(s);
    const cases: [unknown, RegExp][] = [
      [null, /not a Blood & Iron save file \(not a JSON object\)/],
      [{ ...good, format: 'vexillum-web-save' }, /not a Blood & Iron save file \(format "vexillum-web-save"\)/],
      [{ ...good, version: BI_SAVE_VERSION + 1 }, /save version 2 is not supported \(this app reads version 1\)/],
      [{ ...good, scenario: 'waterloo' }, /unknown scenario "waterloo"/],
      [{ ...good, seed: -1 }, /seed must be a whole number/],
      [{ ...good, human: 2 }, /"human" must be 0 or 1/],
      [{ ...good, level: 'godlike' }, /unknown AI level "godlike"/],
      [{ ...good, actions: 'pass' }, /"actions" must be a list/],
      [{ ...good, actions: [...good.actions.slice(0, 10), 'fly 1506', ...good.actions.slice(10)] }, /does not replay: action 11 "fly 1506"/],
    ];
    for (const [v, msg] of cases) {
      const err = await biSessionFromSave(v).then(() => null, (e: unknown) => e as Error);
      expect(err, JSON.stringify(v)?.slice(0, 60)).toBeInstanceOf(Error);
      expect(err!.message).toMatch(msg);
      expect(err!.message).not.toContain('\n');
    }
    expect(good.format).toBe(BI_SAVE_FORMAT);
  }, 60_000);

  it('keeps its own list in the browser, newest first, and never writes over a list it cannot read', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 4, human: 0, level: 'quick' }, 30, 3);
    store.setItem('vexillum.saves', '[{"name":"a C&C game","save":{}}]');
    saveBiSlot('one', toBiSave(s));
    saveBiSlot('two', toBiSave(s));
    saveBiSlot('one', toBiSave(s));
    expect(listBiSlots().slots.map((x) => x.name)).toEqual(['one', 'two']);
    deleteBiSlot('two');
    expect(listBiSlots()).toEqual({ slots: [expect.objectContaining({ name: 'one' })], error: null });
    expect(store.getItem('vexillum.saves')).toBe('[{"name":"a C&C game","save":{}}]'); // the C&C list is not touched
    biAutosave(toBiSave(s));
    expect(readBiSave(readBiAutosave()).actions).toEqual(s.texts);
    expect(store.getItem(BI_AUTO)).not.toBeNull();
    // a corrupt list: saving fails with one line and leaves the stored text as it was
    for (const bad of ['{not json', '{"name":"x"}', '[1,2]']) {
      store.setItem(BI_SLOTS, bad);
      expect(() => saveBiSlot('three', toBiSave(s))).toThrow(/cannot be read .*left as they are/);
      expect(store.getItem(BI_SLOTS)).toBe(bad);
      expect(listBiSlots().error).toMatch(/cannot be read/);
    }
    // a full store: one line, and the list is unchanged
    store.setItem(BI_SLOTS, '[]');
    store.full = true;
    expect(() => saveBiSlot('four', toBiSave(s))).toThrow(/the browser refused to store the game \(QuotaExceededError\)/);
    expect(store.getItem(BI_SLOTS)).toBe('[]');
  }, 60_000);
});

describe('Blood & Iron rule options from the picker', () => {
  it('free setup (docs/blood-and-iron.md, Options): the French place first, and the option survives a save', async () => {
    const s = await playRandom({ scenario: 'froeschweiler', seed: 6, human: 0, level: 'quick', hotseat: true, rules: { freeSetup: true } }, 0);
    const g = s.game, c = g.core;
    expect(c.Stage[c.stageOf(s.state.ptr)]).toBe('SETUP');
    expect(s.state.currentPlayer()).toBe(1);
    expect(s.legal().every((a) => s.state.actionText(a).startsWith('setup ') || s.state.actionText(a).startsWith('lplace ') || s.state.actionText(a) === 'pass')).toBe(true);
    const plain = await playRandom({ scenario: 'froeschweiler', seed: 6, human: 0, level: 'quick' }, 0);
    expect(plain.game.core.Stage[plain.game.core.stageOf(plain.state.ptr)]).not.toBe('SETUP');
    const { cfg } = readBiSave(JSON.parse(JSON.stringify(toBiSave(s))));
    expect(cfg.rules).toEqual({ monotonicB5: false, freeSetup: true });
  });
});
