// The core's combat previews (assembly/bi/preview.ts, read by web/src/bi/combat-read.ts) against the
// core's own resolution, over whole random games: whenever a fire or melee die is about to be rolled, the
// preview's final column is the column the core rolls on (combatCol) and the melee's die modifier the
// one it adds (combatDrm); a morale check passes exactly when the roll is at or under the preview's
// number (previewMorale). No peeking: a preview for one side does not change when the other side's
// unrevealed chits are resampled (determinize), and an unrevealed enemy strength reads as unknown.
import { describe, expect, it } from 'vitest';
import { BiGame, BiState, enumName } from '../../web/src/bi/engine.js';
import { readPreview, moraleNeed } from '../../web/src/bi/combat-read.js';
import { Rng } from '../../src/agents/rng.js';

function run(g: BiGame, seed: number, each: (st: BiState, task: string) => void): void {
  const st = g.newState();
  const rng = new Rng(seed);
  for (let i = 0; i < 200_000 && !st.isTerminal(); i++) {
    each(st, enumName(g, 'K', g.core.pendingTask(st.ptr)));
    g.seed(seed * 1_000_003 + i); // each() may reseed the generator: chance stays a function of (seed, step)
    const legal = st.legalActions();
    const a = st.isChance() ? st.sampleChance() : legal[rng.below(legal.length)];
    st.apply(a);
  }
  st.free();
}

describe('Blood & Iron combat previews (assembly/bi/preview.ts)', () => {
  it('give the column, die modifier and morale number the core then uses', async () => {
    const g = await BiGame.create('froeschweiler');
    const c = g.core;
    let fires = 0, melees = 0, morales = 0;
    for (const seed of [1, 2]) {
      run(g, seed, (st, task) => {
        const p = st.ptr;
        if (task === 'FIRE_ROLL') {
          for (const viewer of [0, 1]) {
            const pv = readPreview(st, viewer);
            expect(pv?.kind).toBe('fire');
            if (pv?.kind === 'fire') expect(-pv.shifts.reduce((a, m) => a + m.n, 0) | 0).toBe(pv.totalShift); // the listed shifts are the core's total
            if (pv?.kind === 'fire' && pv.col !== null) { expect(pv.col).toBe(c.combatCol(p)); fires++; }
          }
        } else if (task === 'MELEE_ROLL') {
          const pv = readPreview(st, c.activeOf(p));
          expect(pv?.kind).toBe('melee');
          if (pv?.kind === 'melee') {
            expect(pv.drmTotal).toBe(c.combatDrm(p));
            // one target hex: the listed shifts and die modifiers add up to the core's (capped) net
            if (pv.defenders <= 2) expect(Math.max(-3, Math.min(3, pv.shifts.reduce((a, m) => a + m.n, 0)))).toBe(pv.net);
            if (pv.defenders <= 2) expect(pv.drm.reduce((a, m) => a + m.n, 0)).toBe(pv.drmTotal);
            if (pv.col !== null) { expect(pv.col).toBe(c.combatCol(p)); melees++; }
          }
        } else if (task === 'MORALE' && c.unitHex(p, c.pendingTaskUnit(p)) > 0) {
          const u = c.pendingTaskUnit(p), need = moraleNeed(st, u);
          for (let roll = 1; roll <= 10; roll++) {
            const copy = st.clone();
            copy.apply(c.encodeAction(c.Act.DIE, 0, 0, roll - 1));
            expect(c.lastResultOf(copy.ptr)).toBe(roll <= need ? 1 : 0);
            copy.free();
          }
          morales++;
        }
      });
    }
    expect(fires).toBeGreaterThan(5);
    expect(melees).toBeGreaterThan(2);
    expect(morales).toBeGreaterThan(5);
  }, 300_000);

  it('do not change when the hidden enemy chits are resampled, and show them as unknown', async () => {
    const g = await BiGame.create('froeschweiler');
    const c = g.core, A = c.Act;
    let checked = 0, unknown = 0;
    run(g, 3, (st) => {
      if (st.isChance() || st.isTerminal()) return;
      // a declared group: preview it for both sides, before and after resampling what each cannot see
      for (const code of st.legalActions().filter((x) => (x & 31) === A.FIRE || (x & 31) === A.MELEE).slice(0, 2)) {
        const d = st.clone();
        d.apply(code);
        for (const viewer of [0, 1]) {
          const before = JSON.stringify(readPreview(d, viewer));
          for (let k = 0; k < 3; k++) {
            const e = d.clone();
            g.seed(1000 + k);
            e.determinize(viewer);
            expect(JSON.stringify(readPreview(e, viewer))).toBe(before);
            e.free();
          }
          const pv = readPreview(d, viewer);
          if (pv?.kind === 'melee' && viewer === c.activeOf(d.ptr) && pv.def === null) unknown++;
          checked++;
        }
        d.free();
      }
    });
    expect(checked).toBeGreaterThan(20);
    expect(unknown).toBeGreaterThan(0); // some melees were previewed against a hidden defender
  }, 300_000);
});
