// Rules digest B.10 (flags, retreats, ignoring flags), B.11 (elephants), B.12 (terrain table),
// B.13 (victory), B.14 (Akragas setup) and B.15 (edition-dependent rules as rule options).
import { describe, expect, it } from 'vitest';
import { gameFromId } from '../../src/games/load.ts';
import {
  act, blocks, check, declare, diceToRoll, eq, leaderAt, legal, legalWith, los, movesFrom, playOrder, roll, setup,
  unitAt,
} from './helpers.ts';

/** Bottom `a` on G3 attacks top `d` on G4 (specs "TYPE [L] [blocks]"); state at the attacker's roll. */
async function attack(a: string, d: string, opts: { terrain?: string[]; extra?: string[]; hand?: string[]; rules?: Record<string, number> } = {}) {
  const piece = (side: string, spec: string, hex: string) => {
    const [type, ...o] = spec.split(' ');
    return [side, type, hex, ...o].join(' ');
  };
  const hand = opts.hand ?? ['o2c'];
  const { state } = await setup({
    units: [piece('b', a, 'G3'), piece('t', d, 'G4'), ...(opts.extra ?? [])], terrain: opts.terrain, hands: { bottom: hand }, rules: opts.rules,
  });
  playOrder(state, hand[0], 'G3');
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
  declare(state, 'battle:G3xG4');
  return state;
}
const miss = (n: number) => Array(n).fill('light');

describe('B.10 flags and retreats', () => {
  it('B.10 hits are removed before retreats (an eliminated unit does not retreat)', async () => {
    const state = await attack('HI', 'MI 1');
    roll(state, 'medium', 'flag', ...miss(3));
    check(state, !unitAt(state, 'G4'), 'eliminated');
    eq(state, state.phaseName(), 'ADVANCE');
  });

  it('B.10 each accepted flag retreats the unit its retreat distance', async () => {
    const state = await attack('HI', 'MI');
    roll(state, 'flag', 'flag', ...miss(3));
    act(state, 'retreat:G5');
    eq(state, state.phaseName(), 'RETREAT', 'second flag');
    act(state, 'retreat:G6');
    eq(state, unitAt(state, 'G6')?.type, 'MI');
  });

  it("B.10 retreat goes toward the owner's side, never sideways (top toward row 9, bottom toward row 1)", async () => {
    let state = await attack('HI', 'MI');
    roll(state, 'flag', ...miss(4));
    eq(state, legalWith(state, 'retreat:').sort(), ['retreat:G5', 'retreat:H5']);
    const { state: s } = await setup({ units: ['t HI G5', 'b MI G4'], hands: { top: ['o2c'] }, first: 'top' });
    playOrder(s, 'o2c', 'G5');
    act(s, 'end-moves', 'battle:G5xG4', 'accept');
    roll(s, 'flag', ...miss(4));
    eq(s, legalWith(s, 'retreat:').sort(), ['retreat:G3', 'retreat:H3']);
    state = s;
  });

  it('B.10 terrain does not stop a retreat', async () => {
    const state = await attack('HI', 'MI', { terrain: ['forest G5'] });
    roll(state, 'flag', 'flag', ...miss(3));
    act(state, 'retreat:G5');
    eq(state, state.phaseName(), 'RETREAT', 'the forest does not stop it');
  });

  it('B.10 no retreat into a unit of either side, a lone enemy leader or impassable terrain', async () => {
    for (const [g5, h5] of [['t MI G5', 'b leader H5'], ['b MI G5', 'lake']]) {
      const extra = h5 === 'lake' ? [g5] : [g5, h5];
      const terrain = h5 === 'lake' ? ['lake H5'] : [];
      const state = await attack('HI', 'MI', { extra, terrain });
      roll(state, 'flag', ...miss(4));
      eq(state, legalWith(state, 'retreat:'), [], `${g5} / ${h5}`);
      eq(state, blocks(state, 'G4'), 3, 'blocked: one block lost');
    }
  });

  it('B.10 a unit without a leader may retreat onto a lone friendly leader; it stops and he attaches', async () => {
    const state = await attack('HI', 'MI', { extra: ['t leader G5'] });
    roll(state, 'flag', 'flag', ...miss(3));
    act(state, 'retreat:G5');
    check(state, state.phaseName() !== 'RETREAT', 'the retreat ends there');
    check(state, leaderAt(state, 'G5')?.attached, 'attached');
    eq(state, blocks(state, 'G5'), 4, 'no loss for the unfinished hex');
  });

  it('B.10 attached leaders retreat with the unit', async () => {
    const state = await attack('HI', 'MI L');
    roll(state, 'flag', ...miss(4));
    act(state, 'ignore:0', 'retreat:H5');
    check(state, leaderAt(state, 'H5')?.attached, 'leader went along');
  });

  it('B.10 a blocked retreat costs 1 block per hex that cannot be completed', async () => {
    let state = await attack('HI', 'MI', { extra: ['b MI G5', 'b MI H5'] });
    roll(state, 'flag', 'flag', ...miss(3));
    eq(state, blocks(state, 'G4'), 2, 'two hexes blocked: two blocks');
    state = await attack('HI', 'MI', { extra: ['b MI G6', 'b MI H6'] });
    roll(state, 'flag', 'flag', 'flag', ...miss(2));
    act(state, 'retreat:G5');
    // from G5 (odd row) the rear hexes are F6 and G6: F6 is open
    act(state, 'retreat:F6');
    eq(state, blocks(state, 'F6'), 4, 'completed');
    state = await attack('HI', 'MI', { extra: ['b MI F6', 'b MI G6', 'b MI H6'] });
    roll(state, 'flag', 'flag', 'flag', ...miss(2));
    act(state, 'retreat:G5');
    eq(state, blocks(state, 'G5'), 2, 'one hex done, two blocked: two blocks');
  });

  it('B.10 a full retreat must be taken if possible: only first hexes of a full retreat path are offered', async () => {
    // top MC on F4 retreats 3 hexes; friendly units on E6 and F6 block the way on from F5,
    // while G5 -> G6 -> row 7 completes the retreat
    const { state } = await setup({
      units: ['b HI F3', 't MC F4', 't MI E6', 't MI F6'], hands: { bottom: ['o2c'] },
    });
    playOrder(state, 'o2c', 'F3');
    act(state, 'end-moves');
    declare(state, 'battle:F3xF4');
    roll(state, 'flag', ...miss(4));
    eq(state, legalWith(state, 'retreat:'), ['retreat:G5'], 'only the full path');
    act(state, 'retreat:G5', 'retreat:G6');
    eq(state, legalWith(state, 'retreat:').length > 0, true, 'the third hex is open');
    act(state, legalWith(state, 'retreat:')[0]);
    eq(state, unitAt(state, 'F4'), undefined, 'the MC left F4');
    eq(state, state.units().find((u) => u.type === 'MC')?.blocks, 3, 'no block lost');
  });

  it('B.10 with no full retreat possible, only the longest partial paths are offered (blocks lost as before)', async () => {
    // top MI on G4 must retreat 3 hexes: from G5 the way goes on to F6 (then F7 and G7 are held),
    // from H5 it stops at once (G6, H6 held); so G5 (2 hexes) beats H5 (1 hex)
    const { state } = await setup({
      units: ['b HI G3', 't MI G4', 't MI G6', 't MI H6', 't MI F7', 't MI G7'], hands: { bottom: ['o2c'] },
    });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'flag', 'flag', 'flag', ...miss(2));
    eq(state, legalWith(state, 'retreat:'), ['retreat:G5'], 'the longest partial path');
    act(state, 'retreat:G5', 'retreat:F6');
    eq(state, blocks(state, 'F6'), 3, 'one hex could not be completed: one block');
  });

  it('B.10 an attached leader lets the unit ignore 1 flag', async () => {
    const state = await attack('HI', 'MI L');
    roll(state, 'flag', 'flag', ...miss(3));
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1']);
    act(state, 'ignore:1', 'retreat:G5');
    check(state, state.phaseName() !== 'RETREAT', 'one hex only');
  });

  it('B.10 support (2+ adjacent friendly units and/or lone leaders) lets a unit ignore 1 flag', async () => {
    let state = await attack('HI', 'MI', { extra: ['t MI F4', 't leader H4'] });
    roll(state, 'flag', ...miss(4));
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1'], 'unit + lone leader support');
    state = await attack('HI', 'MI', { extra: ['t MI F4'] });
    roll(state, 'flag', ...miss(4));
    eq(state, state.phaseName(), 'RETREAT', 'one neighbour is no support');
  });

  it('B.10 ignorable flags add up (leader + support)', async () => {
    const state = await attack('HI', 'MI L', { extra: ['t MI F4', 't MI H4'] });
    roll(state, 'flag', 'flag', 'flag', ...miss(2));
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1', 'ignore:2']);
  });

  it('B.10 a foot unit on a camp ignores 1 flag; full-strength warriors ignore 1 flag', async () => {
    let state = await attack('HI', 'MI', { terrain: ['camp G4'] });
    roll(state, 'flag', ...miss(4));
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1'], 'camp');
    state = await attack('HI', 'WA');
    roll(state, 'flag', ...miss(4));
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1'], 'warriors at full strength');
    state = await attack('HI', 'WA 3');
    roll(state, 'flag', ...miss(4));
    eq(state, state.phaseName(), 'RETREAT', 'damaged warriors');
  });

  it('B.10 an attached leader killed in the casualty check no longer lets the unit ignore a flag', async () => {
    const state = await attack('HI', 'MI L');
    roll(state, 'medium', 'flag', ...miss(3));
    roll(state, 'leader', 'leader');
    check(state, !leaderAt(state, 'G4'), 'leader killed');
    eq(state, state.phaseName(), 'RETREAT', 'no flag to ignore');
  });
});

describe('B.11 elephants', () => {
  it('B.11 elephant dice equal what the target would roll (LI 2, AX 3, MI 4, HI 5, MC 3, HC 4, EL/WA/HCH 3)', async () => {
    const want: Record<string, number> = { LI: 2, AX: 3, MI: 4, HI: 5, MC: 3, HC: 4, EL: 3, WA: 3, HCH: 3, LC: 2 };
    for (const [t, n] of Object.entries(want)) {
      const state = await attack('EL', t);
      eq(state, diceToRoll(state), n, `EL vs ${t}`);
    }
  });

  it('B.11 elephant vs a lone leader rolls 1 die', async () => {
    const { state } = await setup({ units: ['b EL G3', 't leader G4', 't MI A9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    eq(state, diceToRoll(state), 1);
  });

  it('B.11 an elephant battles back with the dice of the same table', async () => {
    const state = await attack('HI', 'EL');
    roll(state, ...miss(5));
    eq(state, diceToRoll(state), 5, 'EL battles back against HI with 5');
  });

  it('B.11 each sword an elephant rolls hits and is re-rolled, while swords come up', async () => {
    const state = await attack('EL', 'MI');
    roll(state, 'swords', 'swords', 'light', 'light', 'light');
    eq(state, diceToRoll(state), 6, 'two re-rolls');
    roll(state, 'light');
    eq(state, blocks(state, 'G4'), 2, 'two sword hits');
  });

  it('B.11 elephants ignore sword hits (and an elephant does not re-roll swords against one)', async () => {
    let state = await attack('MI', 'EL');
    roll(state, 'swords', 'swords', 'swords', 'light');
    eq(state, blocks(state, 'G4'), 2, 'no sword hits on an elephant');
    state = await attack('EL', 'EL');
    roll(state, 'swords', 'light', 'light');
    eq(state, diceToRoll(state), 3, 'no re-roll');
  });

  it('B.11 a sword the target ignores (a heavy chariot\'s first) is not re-rolled', async () => {
    const state = await attack('EL', 'HCH');
    roll(state, 'swords', 'swords', 'light');
    eq(state, diceToRoll(state), 4, 'only the second sword is re-rolled');
    roll(state, 'light');
    eq(state, blocks(state, 'G4'), 1, 'the chariot ignores one sword: one hit');
  });

  it('B.11 elephants never receive support', async () => {
    const state = await attack('HI', 'EL', { extra: ['t MI F4', 't MI H4'] });
    roll(state, 'flag', ...miss(4));
    check(state, state.phaseName() !== 'IGNORE', 'no flag may be ignored');
  });

  it('B.11 against cavalry or chariot rolls an elephant ignores 1 red-square hit and 1 flag', async () => {
    const state = await attack('HC', 'EL');
    roll(state, 'heavy', 'heavy', 'flag', 'light');
    eq(state, blocks(state, 'G4'), 1, 'one heavy hit ignored');
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1']);
  });

  it('B.11 rampage: before retreating, 2 dice against every adjacent unit, friend or foe', async () => {
    const state = await attack('HI', 'EL', { extra: ['t MI F4'] });
    roll(state, 'flag', ...miss(4));
    eq(state, diceToRoll(state), 2, 'rampage roll');
    roll(state, 'medium', 'heavy'); // against F4 (friendly MI): medium hits
    roll(state, 'heavy', 'medium'); // against G3 (enemy HI): heavy hits
    eq(state, blocks(state, 'F4'), 3, 'friend hit');
    eq(state, blocks(state, 'G3'), 3, 'foe hit');
    eq(state, state.phaseName(), 'RETREAT', 'then the elephant retreats');
  });

  it('B.11 rampage against a lone leader: a helmet eliminates him, otherwise he must evade', async () => {
    let state = await attack('HI', 'EL', { extra: ['b leader H3'] });
    roll(state, 'flag', ...miss(4));
    // queue order: the leader on H3 (east side) comes after G3's roll
    roll(state, 'light', 'light');
    roll(state, 'leader', 'light');
    check(state, !leaderAt(state, 'H3'), 'helmet: eliminated');
    eq(state, state.banners(1), 1, 'banner to the elephant side');
    state = await attack('HI', 'EL', { extra: ['b leader H3'] });
    roll(state, 'flag', ...miss(4));
    roll(state, 'light', 'light');
    roll(state, 'light', 'flag');
    eq(state, state.phaseName(), 'LEADER_EVADE', 'otherwise he evades');
  });

  it('B.11 an elephant retreat blocked by units: the elephant loses nothing, each blocker loses a block per hex', async () => {
    const state = await attack('HI', 'EL', { extra: ['b MI G5', 'b MI H5'] });
    roll(state, 'flag', ...miss(4));
    // rampage against G5, H5 (medium) and G3 (heavy): all miss
    while (state.phaseName() === 'ROLL' && diceToRoll(state) === 2) roll(state, 'light', 'light');
    eq(state, blocks(state, 'G4'), 2, 'elephant intact');
    eq(state, [blocks(state, 'G5'), blocks(state, 'H5')], [3, 3], 'both blockers lost a block');
  });

  it('B.11 an elephant blocked by the board edge loses blocks normally', async () => {
    const { state } = await setup({ units: ['b HI G8', 't EL G9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G8');
    act(state, 'end-moves');
    declare(state, 'battle:G8xG9');
    roll(state, 'flag', ...miss(4));
    roll(state, 'light', 'light'); // rampage vs G8
    eq(state, blocks(state, 'G9'), 1);
  });

  it('B.11 cavalry and chariots forced back by an elephant retreat 1 extra hex per flag', async () => {
    for (const [t, n] of [['MC', 4], ['HCH', 3]] as const) {
      const state = await attack('EL', t);
      roll(state, 'flag', ...miss(diceToRoll(state) - 1));
      if (state.phaseName() === 'RESPOND') act(state, 'accept');
      let steps = 0;
      while (state.phaseName() === 'RETREAT') {
        act(state, legalWith(state, 'retreat:')[0]);
        steps++;
      }
      eq(state, steps, n, `${t} retreats ${n}`);
    }
  });
});

describe('B.12 terrain', () => {
  it('B.12 open terrain: no movement, battle or LOS effect', async () => {
    const state = await attack('HI', 'MI');
    eq(state, diceToRoll(state), 5);
    check(state, los(state, 'A1', 'M1'), 'clear across the open board');
  });

  it('B.12 forest: stops, no battle after entering (except light/AX/WA), CC max 2, fire at it max 1, blocks LOS', async () => {
    const { state } = await setup({ units: ['b LB G3', 't MI G5', 't MI C3'], terrain: ['forest G5', 'forest E3'], hands: { bottom: ['o2c'] } });
    check(state, !los(state, 'G3', 'C3'), 'forest between blocks');
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    eq(state, diceToRoll(state), 1, 'fire into forest');
  });

  it('B.12 hill: no movement restriction', async () => {
    const { state } = await setup({ units: ['b LC G1', 't MI A9'], terrain: ['lake F1', 'lake H1', 'lake F2', 'hill G2'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G1');
    check(state, movesFrom(state, 'G1').includes('G4'), 'LC crosses the hill');
  });

  it('B.12 broken ground: ranged fire normal, LOS clear, CC in or out max 2', async () => {
    const { state } = await setup({ units: ['b LB G3', 't MI G5'], terrain: ['broken G4', 'broken G5'], hands: { bottom: ['o2c'] } });
    check(state, los(state, 'G3', 'G5'), 'LOS clear over broken ground');
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    eq(state, diceToRoll(state), 2, 'fire at a unit in broken ground is normal');
    const cc = await attack('HI', 'MI', { terrain: ['broken G4'] });
    eq(cc, diceToRoll(cc), 2);
  });

  it('B.12 marsh: an entering unit rolls 1 die and loses a block on its own class symbol', async () => {
    for (const [face, left] of [['medium', 3], ['light', 4]] as const) {
      const { state } = await setup({ units: ['b MI G3', 't MI A9'], terrain: ['marsh G4'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      act(state, 'move:G3-G4');
      eq(state, state.phaseName(), 'ROLL', 'marsh roll');
      roll(state, face);
      eq(state, blocks(state, 'G4'), left, face);
    }
  });

  it('B.12 marsh: a lone leader entering rolls 1 die; a helmet eliminates him', async () => {
    const { state } = await setup({ units: ['b leader G3', 'b MI A1', 't MI A9'], terrain: ['marsh G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'L:G3');
    act(state, 'leader:G3-G4');
    roll(state, 'leader');
    check(state, !leaderAt(state, 'G4'), 'eliminated');
    eq(state, state.banners(1), 1);
  });

  it('B.12 marsh: close combat in or out of a marsh max 2 (firing from a marsh: B.8)', async () => {
    const cc = await attack('HI', 'MI', { terrain: ['marsh G4'] });
    eq(cc, diceToRoll(cc), 2);
  });

  it('B.12 river impassable; ford stops and caps CC at 2', async () => {
    const { state } = await setup({ units: ['b LC G1', 't MI A9'], terrain: ['lake F1', 'lake H1', 'lake F2', 'river G2'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G1');
    eq(state, movesFrom(state, 'G1'), [], 'river');
    const cc = await attack('HI', 'MI', { terrain: ['ford G4'] });
    eq(cc, diceToRoll(cc), 2, 'ford cap');
  });

  it('B.12 lake is impassable but does not block LOS', async () => {
    const { state } = await setup({ units: ['b LB B3', 't MI E3'], terrain: ['lake C3', 'lake D3'] });
    check(state, los(state, 'B3', 'E3'), 'LOS over a lake');
  });

  it('B.12 steep hills are impassable and block LOS', async () => {
    const { state } = await setup({ units: ['b LB B3', 't MI E3'], terrain: ['steep-hill C3'] });
    check(state, !los(state, 'B3', 'E3'), 'blocks');
  });

  it('B.12 fortified camp: the unit on it rolls 1 fewer die; foot on it ignores 1 sword hit and 1 flag; blocks LOS', async () => {
    let state = await attack('HI', 'MI', { terrain: ['camp G3'] });
    eq(state, diceToRoll(state), 4, 'attacker on a camp: -1');
    state = await attack('HI', 'MI', { terrain: ['camp G4'] });
    roll(state, 'swords', 'swords', 'flag', 'light', 'light');
    eq(state, blocks(state, 'G4'), 3, 'one sword ignored');
    eq(state, legalWith(state, 'ignore:'), ['ignore:0', 'ignore:1'], 'one flag ignorable');
    const { state: s } = await setup({ units: ['b LB B3', 't MI E3'], terrain: ['camp C3'] });
    check(s, !los(s, 'B3', 'E3'), 'camp blocks LOS');
  });

  it('B.12 card dice bonuses modify the terrain caps (Mounted Charge in broken ground: 2 + 1)', async () => {
    const state = await attack('HC', 'MI', { terrain: ['broken G4'], hand: ['charge', 'o2c'] });
    eq(state, diceToRoll(state), 3);
  });
});

describe('B.13 victory', () => {
  it('B.13 the first side to reach its banner count wins at once (unit eliminated)', async () => {
    const { state } = await setup({ units: ['b HI G3', 't MI G4 1', 't MI A9'], hands: { bottom: ['o2c'] }, banners: { bottom: 1 } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', ...miss(4));
    check(state, state.isTerminal(), 'game over');
    eq(state, state.winner(), 0, 'bottom wins');
    eq(state, state.currentPlayer(), 3);
  });

  it('B.13 an eliminated leader is worth a banner too', async () => {
    const { state } = await setup({ units: ['b LB G3', 't leader G5', 't MI A9'], hands: { bottom: ['o2c'] }, banners: { bottom: 1 } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    roll(state, 'leader', 'light');
    eq(state, state.winner(), 0);
  });
});

describe('B.14 Akragas', () => {
  it('B.14 Akragas: Syracusans bottom 6 cards, move first; Carthaginians top 5 cards; 5 banners; rosters', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    const sc = game.scenario;
    expect(sc.sides[0].cards).toBe(6);
    expect(sc.sides[1].cards).toBe(5);
    expect(sc.sides.map((s) => s.banners)).toEqual([5, 5]);
    expect(sc.first).toBe(0);
    expect(sc.terrain).toEqual([]);
    const roster = (side: number) => {
      const r: Record<string, number> = {};
      for (const u of sc.units.filter((x) => x.side === side)) r[u.type] = (r[u.type] ?? 0) + 1;
      return r;
    };
    expect(roster(1)).toEqual({ LI: 1, LB: 1, AX: 4, MI: 2, HI: 1, LC: 1, HCH: 2 });
    expect(roster(0)).toEqual({ LI: 1, LB: 2, AX: 3, HI: 4, LC: 1, MC: 1 });
    expect(sc.leaders.filter((l) => l.side === 0).length).toBe(2);
    expect(sc.leaders.filter((l) => l.side === 1).length).toBe(2);
  });
});

describe('B.15 edition notes (rule options)', () => {
  it('B.15 damaged warriors dice are a rule option (WARRIOR_DAMAGED_DICE)', async () => {
    let state = await attack('WA 3', 'MI');
    eq(state, diceToRoll(state), 3, 'default 3');
    state = await attack('WA 3', 'MI', { rules: { WARRIOR_DAMAGED_DICE: 4 } });
    eq(state, diceToRoll(state), 4, 'edition without the loss');
  });

  it('B.15 lone leaders as targets are a rule option (LONE_LEADER_TARGETABLE)', async () => {
    const { state } = await setup({ units: ['b HI G3', 't leader G4', 't MI A9'], hands: { bottom: ['o2c'] }, rules: { LONE_LEADER_TARGETABLE: 0 } });
    playOrder(state, 'o2c', 'G3');
    check(state, !legal(state, 'battle:G3xG4'), 'not targetable');
  });

  it('B.15 elephants ignoring sword hits is a rule option (ELEPHANT_IGNORE_SWORDS)', async () => {
    const state = await attack('MI', 'EL', { rules: { ELEPHANT_IGNORE_SWORDS: 0 } });
    roll(state, 'swords', 'light', 'light', 'light');
    eq(state, blocks(state, 'G4'), 1, 'swords hit when the option is off');
  });

  it('B.15 a game longer than MAX_TURNS turns ends in a draw', async () => {
    const { state } = await setup({ units: ['b MI A1', 't MI M9'], rules: { MAX_TURNS: 1 } });
    act(state, 'play:o2c', 'draw:o2r');
    check(state, state.isTerminal(), 'over after turn 1');
    eq(state, state.winner(), 2, 'no winner');
  });
});
