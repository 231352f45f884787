// Rules digest C.15 (terrain rows: field works / redoubts, marsh, clear), with C.9 (crossing field
// works stops), C.12 (defending infantry / artillery ignore 1 flag) and C.13 (no square across field
// works): small inline positions with forced dice. Field works are hexside features a scenario puts
// on a hex's sides (core NapScen.FIELD_WORKS); tests/rules-napoleonics/pieces.ts configures them.
import { describe, it, expect } from 'vitest';
import { play, order, battle, roll, targets, legalWith, act, napSetup } from './helpers.ts';
import { napPieces } from './pieces.ts';

describe('C.15 field works (hexside features)', () => {
  it('C.15 field works: melee across a field-works side: infantry -1, cavalry -2, artillery 0', async () => {
    const { state } = await napPieces(
      { units: ['b BR_LN E3', 'b BR_LC D4', 'b BR_FA F3', 't FR_LN E4'] },
      { fieldWorks: [{ hex: 'E4', facing: ['E3', 'D4', 'F3'] }] },
    );
    expect(targets(state, 'E3')).toEqual({ E4: -3 }); // 4 blocks - 1
    expect(targets(state, 'D4')).toEqual({ E4: -1 }); // 3 blocks - 2
    expect(targets(state, 'F3')).toEqual({ E4: -3 }); // artillery melee 3, no reduction
  });

  it('C.15 field works: an attack through a plain side of the hex has no reduction', async () => {
    const { state } = await napPieces(
      { units: ['b BR_LN E3', 'b BR_LC D4', 't FR_LN E4'] },
      { fieldWorks: [{ hex: 'E4', facing: ['E3'] }] },
    );
    expect(targets(state, 'E3')).toEqual({ E4: -3 });
    expect(targets(state, 'D4')).toEqual({ E4: -3 }); // cavalry through the open side: full dice
  });

  it('C.15 field works on a hill: the field-works values only, not cumulative with uphill', async () => {
    const { state } = await napPieces(
      { units: ['b BR_LN E3', 'b BR_LC D4', 't FR_LN E4'], terrain: ['hill E4'] },
      { fieldWorks: [{ hex: 'E4', facing: ['E3', 'D4'] }] },
    );
    expect(targets(state, 'E3')).toEqual({ E4: -3 }); // uphill -1 and works -1: -1 in all
    expect(targets(state, 'D4')).toEqual({ E4: -1 }); // uphill -1 and works -2: -2
  });

  it('C.15 field works: cavalry battling out across a field-works side of its own hex loses 2 dice', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LC E3', 't BR_LN E4', 't BR_LN D3'] },
      { fieldWorks: [{ hex: 'E3', facing: ['E4'] }] },
    );
    const t = targets(state, 'E3');
    expect(t.E4).toBe(-2); // 4 blocks - 2 across its works
    expect(t.D3).toBe(-4); // through a plain side
  });

  it('C.15 field works: ranged fire from the side the works face is reduced too (option NAP_FW_RANGED)', async () => {
    const spec = { units: ['b BR_LN E3', 't FR_LN E5'] };
    const pieces = { fieldWorks: [{ hex: 'E5', facing: ['E4', 'D4'] }] };
    const on = await napPieces(spec, pieces);
    expect(targets(on.state, 'E3')).toEqual({ E5: 4 }); // British line 4 + 1 standing, works -1
    const off = await napPieces({ ...spec, rules: { NAP_FW_RANGED: 0 } }, pieces);
    expect(targets(off.state, 'E3')).toEqual({ E5: 5 });
  });

  it('C.12 / C.15 field works: defending infantry attacked across them ignores 1 flag', async () => {
    const { state } = await napPieces(
      { units: ['b BR_LN E3', 't FR_LN E4'], rules: { NAP_SUPPORT: 0 } },
      { fieldWorks: [{ hex: 'E4', facing: ['E3'] }] },
    );
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'flag', 'cav', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
  });

  it('C.12 / C.15 field works: defending cavalry does not ignore a flag for them', async () => {
    const { state } = await napPieces(
      { units: ['b FR_LC E3', 't BR_LC E4'], rules: { NAP_SUPPORT: 0 } },
      { fieldWorks: [{ hex: 'E4', facing: ['E3'] }] },
    );
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'flag', 'inf');
    expect(legalWith(state, 'ignore:')).toEqual([]);
    // the flag is not ignored: the defender must retreat, and does
    const retreats = legalWith(state, 'retreat:');
    expect(retreats.length).toBeGreaterThan(0);
    act(state, retreats[0]);
    expect(state.units().find((u) => u.side === 'top')?.hex).toBe(retreats[0].slice('retreat:'.length));
  });

  it('C.9 / C.15 field works: a unit crossing a field-works hexside stops there', async () => {
    // the lake on F3 leaves E3 the only way north within 2 hexes
    const spec = { units: ['b FR_LC E2', 't BR_LN K8'], terrain: ['lake F3'] };
    const free = await napSetup(spec);
    play(free.state, 'probe-c');
    order(free.state, 'E2');
    expect(legalWith(free.state, 'move:E2-E5')).toEqual(['move:E2-E5']); // 3 hexes through E3 and E4
    const works = await napPieces(spec, { fieldWorks: [{ hex: 'E3', facing: ['E2'] }] });
    play(works.state, 'probe-c');
    order(works.state, 'E2');
    expect(legalWith(works.state, 'move:E2-E3')).toEqual(['move:E2-E3']);
    expect(legalWith(works.state, 'move:E2-E4')).toEqual([]); // beyond the works: stopped in E3
    expect(legalWith(works.state, 'move:E2-E5')).toEqual([]);
  });

  it('C.13 / C.15 field works: no square on a field-works hex attacked across a field-works side', async () => {
    const spec = { units: ['b FR_LC E3', 'b FR_LC F4', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c', 'probe-l', 'probe-r'] } };
    const across = await napPieces(spec, { fieldWorks: [{ hex: 'E4', facing: ['E3'] }] });
    play(across.state, 'probe-c');
    order(across.state, 'E3');
    act(across.state, 'end-moves', 'battle:E3xE4');
    expect(legalWith(across.state, 'square')).toEqual([]);
    const plain = await napPieces(spec, { fieldWorks: [{ hex: 'E4', facing: ['E3'] }] });
    play(plain.state, 'probe-c');
    order(plain.state, 'F4');
    act(plain.state, 'end-moves', 'battle:F4xE4');
    expect(legalWith(plain.state, 'square')).toEqual(['square']);
  });
});

describe('C.15 terrain rows not covered elsewhere', () => {
  it('C.15 clear: no reduction into or out of clear terrain', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 'b FR_LC D4', 't FR_LN E4'] });
    expect(targets(state, 'E3')).toEqual({ E4: -4 });
    expect(targets(state, 'D4')).toEqual({ E4: -4 });
  });

  it('C.15 marsh: melee into -1, ranged into 0, battling out of it -1; it stops movement', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E4', 'b BR_LN I2', 't FR_LN I4', 't FR_MI A6', 'b FR_LC A8'], terrain: ['marsh E4', 'marsh I2'] });
    expect(targets(state, 'E3')).toEqual({ E4: -3 }); // melee into marsh
    expect(targets(state, 'I2')).toEqual({ I4: 4 }); // firing out of a marsh: 4 + 1 - 1
    const m = await napSetup({ units: ['b FR_LC E2', 't BR_LN K8'], terrain: ['marsh E3', 'lake F3'] });
    play(m.state, 'probe-c');
    order(m.state, 'E2');
    expect(legalWith(m.state, 'move:E2-E4')).toEqual([]); // stopped in the marsh
  });
});
