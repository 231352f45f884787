// Rules digest B.7 (movement), B.8 (ranged combat) and B.9 (close combat: caps, evade, momentum
// advance, cavalry extra hex, bonus close combat, battle back).
import { describe, it } from 'vitest';
import {
  act, blocks, check, declare, diceToRoll, dist, eq, leaderAt, legal, legalWith, movesFrom, playOrder, roll, setup,
  unitAt,
} from './helpers.ts';

// G1 has one open neighbour, G2 (lakes on F1, H1, F2): a corridor for blocking tests
const CORRIDOR = ['lake F1', 'lake H1', 'lake F2'];

describe('B.7 movement', () => {
  it('B.7 no unit may enter or pass a hex with another unit (friend or foe) or a lone enemy leader', async () => {
    const { state } = await setup({ units: ['b LI G1', 't MI A9'], terrain: CORRIDOR, hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G1');
    check(state, movesFrom(state, 'G1').includes('G3'), 'open corridor');
    for (const blocker of ['b MI G2', 't MI G2', 't leader G2']) {
      const { state: s } = await setup({ units: ['b LI G1', 't MI A9', blocker], terrain: CORRIDOR, hands: { bottom: ['o2c'] } });
      playOrder(s, 'o2c', 'G1');
      eq(s, movesFrom(s, 'G1'), [], `${blocker} blocks`);
    }
  });

  it('B.7 forest, marsh and fordable river stop every unit on entry', async () => {
    for (const t of ['forest', 'marsh', 'ford']) {
      const { state } = await setup({ units: ['b LC G1', 't MI A9'], terrain: [...CORRIDOR, `${t} G2`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G1');
      eq(state, movesFrom(state, 'G1'), ['G2'], `${t} stops`);
    }
  });

  it('B.7 broken ground stops mounted units, not foot', async () => {
    let { state } = await setup({ units: ['b LC G1', 't MI A9'], terrain: [...CORRIDOR, 'broken G2'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G1');
    eq(state, movesFrom(state, 'G1'), ['G2'], 'LC stops');
    ({ state } = await setup({ units: ['b LI G1', 't MI A9'], terrain: [...CORRIDOR, 'broken G2'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G1');
    check(state, movesFrom(state, 'G1').includes('G3'), 'LI passes');
  });

  it('B.7 leaving a marsh a unit moves only 1 hex', async () => {
    const { game, state } = await setup({ units: ['b LC G5', 't MI A9'], terrain: ['marsh G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G5');
    eq(state, Math.max(...movesFrom(state, 'G5').map((h) => dist(game, 'G5', h))), 1);
  });

  it('B.7 river, lake and steep hills are impassable', async () => {
    for (const t of ['river', 'lake', 'steep-hill']) {
      const { state } = await setup({ units: ['b LC G1', 't MI A9'], terrain: [...CORRIDOR, `${t} G2`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G1');
      eq(state, movesFrom(state, 'G1'), [], `${t} impassable`);
    }
  });

  it('B.7 a unit entering a forest may battle only if LI, LB, LS, AX or WA', async () => {
    for (const [t, can] of [['MI', false], ['HI', false], ['MC', false], ['LI', true], ['AX', true], ['WA', true]] as const) {
      const { state } = await setup({ units: [`b ${t} G3`, 't MI G5'], terrain: ['forest G4'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      act(state, 'move:G3-G4');
      eq(state, legal(state, 'battle:G4xG5'), can, `${t} after entering forest`);
    }
  });

  it('B.7 mounted units that entered broken ground may not battle; foot may', async () => {
    for (const [t, can] of [['MC', false], ['LC', false], ['MI', true]] as const) {
      const { state } = await setup({ units: [`b ${t} G3`, 't MI G5'], terrain: ['broken G4'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      act(state, 'move:G3-G4');
      eq(state, legal(state, 'battle:G4xG5'), can, `${t} after entering broken ground`);
    }
  });

  it('B.7 war machines may not enter broken ground or marsh', async () => {
    for (const t of ['broken', 'marsh']) {
      const { state } = await setup({ units: ['b WM G3', 't MI A9'], terrain: [`${t} G4`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      check(state, !movesFrom(state, 'G3').includes('G4'), `WM into ${t}`);
    }
  });

  it('B.7 lone leaders stop on forest, marsh, ford and broken ground', async () => {
    for (const t of ['forest', 'marsh', 'ford', 'broken']) {
      const { state } = await setup({ units: ['b leader G1', 'b MI A1', 't MI A9'], terrain: [...CORRIDOR, `${t} G2`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'L:G1');
      eq(state, movesFrom(state, 'G1', 'leader'), ['G2'], `leader stops on ${t}`);
    }
  });
});

describe('B.8 ranged combat', () => {
  it('B.8 a unit adjacent to an enemy cannot fire; it may only close-combat the adjacent enemy', async () => {
    const { state } = await setup({ units: ['b LB G3', 't MI G4', 't MI E3'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    eq(state, legalWith(state, 'battle:'), ['battle:G3xG4']);
  });

  it('B.8 the target of fire cannot evade or battle back', async () => {
    const { state } = await setup({ units: ['b LB G3', 't LI G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    eq(state, state.phaseName(), 'ROLL', 'no evade decision');
    roll(state, 'medium', 'medium');
    eq(state, state.phaseName(), 'DRAW', 'no battle back');
  });

  it('B.8 fire: 2 dice unmoved, 1 die after moving (LB)', async () => {
    let { state } = await setup({ units: ['b LB G3', 't MI G6'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4', 'battle:G4xG6');
    eq(state, diceToRoll(state), 1);
    ({ state } = await setup({ units: ['b LB G4', 't MI G6'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G4');
    act(state, 'end-moves', 'battle:G4xG6');
    eq(state, diceToRoll(state), 2);
  });

  it('B.8 a target in a forest is fired at with at most 1 die', async () => {
    const { state } = await setup({ units: ['b LB G3', 't MI G5'], terrain: ['forest G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    eq(state, diceToRoll(state), 1);
  });

  it('B.8 a firer in a marsh or fordable river rolls at most 1 die', async () => {
    for (const t of ['marsh', 'ford']) {
      const { state } = await setup({ units: ['b LB G3', 't MI G5'], terrain: [`${t} G3`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      act(state, 'end-moves', 'battle:G3xG5');
      eq(state, diceToRoll(state), 1, t);
    }
  });

  it('B.8 card bonuses add after the caps (I Am Spartacus +1 on a forest target)', async () => {
    const { state } = await setup({ units: ['b LB G3', 't MI G5'], terrain: ['forest G5'], hands: { bottom: ['spartacus', 'o2c'] } });
    act(state, 'play:spartacus');
    roll(state, 'light', 'flag');
    act(state, 'order:G3', 'end-moves', 'battle:G3xG5');
    eq(state, diceToRoll(state), 2, '1 (forest cap) + 1');
  });

  it('B.8 camps and steep hills block line of sight', async () => {
    for (const t of ['camp', 'steep-hill']) {
      const { state } = await setup({ units: ['b LB B3', 't MI E3'], terrain: [`${t} C3`], hands: { bottom: ['o2l'] } });
      playOrder(state, 'o2l', 'B3');
      act(state, 'end-moves');
      check(state, !legal(state, 'battle:B3xE3'), `${t} blocks`);
    }
  });
});

describe('B.9 close combat', () => {
  /** Bottom `a` on G3 attacks top `d` on G4; returns the state at the attacker's roll. */
  async function attack(a: string, d: string, terrain: string[] = [], extra: string[] = [], hand = ['o2c']) {
    const piece = (side: string, spec: string, hex: string) => {
      const [type, ...opts] = spec.split(' ');
      return [side, type, hex, ...opts].join(' ');
    };
    const { state } = await setup({ units: [piece('b', a, 'G3'), piece('t', d, 'G4'), ...extra], terrain, hands: { bottom: hand } });
    playOrder(state, hand[0], 'G3');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    return state;
  }

  it('B.9 several attackers on one target are resolved one at a time', async () => {
    const { state } = await setup({ units: ['b MI G3', 'b MI H3', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3', 'H3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'light', 'light', 'light');
    roll(state, 'light', 'light', 'light', 'light'); // battle back
    eq(state, blocks(state, 'G4'), 3);
    declare(state, 'battle:H3xG4');
    roll(state, 'medium', 'light', 'light', 'light');
    eq(state, blocks(state, 'G4'), 2);
  });

  it('B.9 forest, marsh, ford and broken ground in either hex cap close combat at 2 dice', async () => {
    for (const t of ['forest', 'marsh', 'ford', 'broken']) {
      let state = await attack('HI', 'MI', [`${t} G4`]);
      eq(state, diceToRoll(state), 2, `target in ${t}`);
      state = await attack('HI', 'MI', [`${t} G3`]);
      eq(state, diceToRoll(state), 2, `attacker in ${t}`);
    }
  });

  it('B.9 hills: uphill max 2; from a hill (down or hill-to-hill) foot max 3, mounted max 2', async () => {
    const cases: Array<[string, string[], number, string]> = [
      ['HI', ['hill G4'], 2, 'uphill'], ['HC', ['hill G4'], 2, 'uphill mounted'],
      ['HI', ['hill G3'], 3, 'downhill foot'], ['HC', ['hill G3'], 2, 'downhill mounted'],
      ['HI', ['hill G3', 'hill G4'], 3, 'hill to hill foot'], ['HC', ['hill G3', 'hill G4'], 2, 'hill to hill mounted'],
    ];
    for (const [a, terrain, n, what] of cases) {
      const state = await attack(a, 'MI', terrain);
      eq(state, diceToRoll(state), n, what);
    }
  });

  it('B.9 dice order: caps, then camp -1, then card bonuses (Clash of Shields in a forest: 2 + 2)', async () => {
    const camp = await attack('HI', 'MI', ['camp G3']);
    eq(camp, diceToRoll(camp), 4, 'camp -1');
    const { state } = await setup({ units: ['b HI G3', 't MI G4'], terrain: ['forest G4'], hands: { bottom: ['clash', 'o2c'] } });
    act(state, 'play:clash');
    eq(state, declare(state, 'battle:G3xG4'), 4, 'forest cap 2 then +2');
  });

  it('B.9 evade: the attacker rolls full dice; only class symbols hit the evader', async () => {
    const { state } = await setup({ units: ['b HI G3 L', 't LI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'evade');
    eq(state, diceToRoll(state), 5, 'full dice');
    roll(state, 'light', 'swords', 'leader', 'flag', 'heavy');
    eq(state, blocks(state, 'G4'), 3, 'only the light symbol');
    eq(state, state.phaseName(), 'EVADE_TO');
  });

  it('B.9 evade: the evader moves 2 hexes toward its own side; then no battle back and no advance', async () => {
    const { state: s } = await setup({ units: ['b HI G3', 't LI G4'], hands: { bottom: ['o2c'] } });
    playOrder(s, 'o2c', 'G3');
    act(s, 'end-moves', 'battle:G3xG4', 'evade');
    roll(s, 'heavy', 'heavy', 'heavy', 'heavy', 'heavy');
    eq(s, legalWith(s, 'evade-to:').sort(), ['evade-to:F6', 'evade-to:G6', 'evade-to:H6']);
    act(s, 'evade-to:G6');
    eq(s, unitAt(s, 'G6')?.type, 'LI');
    eq(s, s.phaseName(), 'DRAW', 'no battle back, no momentum advance');
  });

  it('B.9 evade: a bottom unit evades toward row 1; a bottom leader may evade off row 1', async () => {
    const { state } = await setup({ units: ['t HI G5', 'b LI G4', 't MI A9'], hands: { top: ['o2c'] }, first: 'top' });
    playOrder(state, 'o2c', 'G5');
    act(state, 'end-moves', 'battle:G5xG4', 'evade');
    roll(state, 'heavy', 'heavy', 'heavy', 'heavy', 'heavy');
    eq(state, legalWith(state, 'evade-to:').sort(), ['evade-to:F2', 'evade-to:G2', 'evade-to:H2']);
    const { state: s } = await setup({ units: ['t HI G3', 'b leader G2', 'b MI A1', 't MI A9'], hands: { top: ['o2c'] }, first: 'top' });
    playOrder(s, 'o2c', 'G3');
    act(s, 'end-moves', 'battle:G3xG2');
    roll(s, 'flag', 'flag', 'flag', 'flag', 'flag');
    check(s, legal(s, 'leader-evade:off') && legal(s, 'leader-evade:G1'), 'toward row 1, or off it');
  });

  it('B.9 evade: 1 hex when that is the only possibility; none when both rear hexes are blocked', async () => {
    let { state } = await setup({ units: ['b HI G3', 't LI G4', 'b MI F6', 'b MI G6', 'b MI H6'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'evade');
    roll(state, 'heavy', 'heavy', 'heavy', 'heavy', 'heavy');
    eq(state, legalWith(state, 'evade-to:').sort(), ['evade-to:G5', 'evade-to:H5']);
    ({ state } = await setup({ units: ['b HI G3', 't LI G4', 'b MI G5', 'b MI H5'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    check(state, !legal(state, 'evade'), 'no evade with both rear hexes blocked');
  });

  it('B.9 evade: entering a lone friendly leader stops the evader and he attaches', async () => {
    const { state } = await setup({ units: ['b HI G3', 't LI G4', 't leader G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'evade');
    roll(state, 'heavy', 'heavy', 'heavy', 'heavy', 'heavy');
    check(state, legal(state, 'evade-to:G5'), 'may stop on the leader');
    check(state, !legal(state, 'evade-to:F6'), 'cannot pass through the leader (F6 lies behind G5 only)');
    act(state, 'evade-to:G5');
    check(state, leaderAt(state, 'G5')?.attached, 'attached');
  });

  it('B.9 evade: an evader with a leader that loses blocks makes a leader check; eliminated evader gives a banner', async () => {
    let { state } = await setup({ units: ['b HI G3', 't LI G4 L'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'evade');
    roll(state, 'light', 'heavy', 'heavy', 'heavy', 'heavy');
    eq(state, diceToRoll(state), 2, 'leader check');
    ({ state } = await setup({ units: ['b HI G3', 't LI G4 1'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'evade');
    roll(state, 'light', 'heavy', 'heavy', 'heavy', 'heavy');
    eq(state, state.banners(0), 1, 'banner');
  });

  it('B.9 momentum advance into a hex vacated by elimination or retreat is optional', async () => {
    let state = await attack('MI', 'MI 1');
    roll(state, 'medium', 'light', 'light', 'light');
    eq(state, state.legalTexts().sort(), ['advance:G4', 'skip']);
    state = await attack('MI', 'MI');
    roll(state, 'flag', 'light', 'light', 'light');
    act(state, 'retreat:G5');
    eq(state, state.legalTexts().sort(), ['advance:G4', 'skip']);
    act(state, 'advance:G4');
    eq(state, unitAt(state, 'G4')?.side, 'bottom');
  });

  it('B.9 cavalry may move 1 further hex after advancing (initial combat only)', async () => {
    const state = await attack('MC', 'MI 1');
    roll(state, 'medium', 'light', 'light');
    act(state, 'advance:G4');
    eq(state, state.phaseName(), 'EXTRA_HEX');
    act(state, 'advance:G5');
    eq(state, unitAt(state, 'G5')?.type, 'MC');
  });

  it('B.9 bonus close combat: mounted units, warriors, foot with an attached leader; not plain foot', async () => {
    for (const [a, bonus] of [['MI', false], ['HI', false], ['WA', true], ['MI L', true], ['MC', true]] as const) {
      const state = await attack(a, 'LI 1', [], ['t MI G5']);
      roll(state, ...Array(diceToRoll(state)).fill('light'));
      if (state.phaseName() === 'ROLL') roll(state, 'leader', 'light'); // leader check (MI L)
      act(state, 'advance:G4');
      if (state.phaseName() === 'EXTRA_HEX') act(state, 'skip');
      eq(state, legal(state, 'battle:G4xG5'), bonus, `${a} bonus close combat`);
    }
  });

  it('B.9 after a bonus close combat the unit may advance again but not battle again (and no extra hex)', async () => {
    const state = await attack('MC', 'LI 1', [], ['t MI G5 1', 't MI H6']);
    roll(state, 'light', 'light', 'light');
    act(state, 'advance:G4', 'skip', 'battle:G4xG5', 'accept');
    roll(state, 'medium', 'light', 'light');
    eq(state, state.legalTexts().sort(), ['advance:G5', 'skip']);
    act(state, 'advance:G5');
    check(state, !legal(state, 'battle:G5xH6') && state.phaseName() !== 'EXTRA_HEX', 'no further battle or extra hex');
  });

  it('B.9 advancing into forest: only LI/LB/LS/AX/WA may then bonus; mounted into broken may not; both end the extra hex', async () => {
    let state = await attack('MC', 'LI 1', ['forest G4'], ['t MI G5']);
    roll(state, 'light', 'light');
    act(state, 'advance:G4');
    check(state, state.phaseName() !== 'EXTRA_HEX' && state.phaseName() !== 'BONUS', 'cavalry in forest: no extra hex, no bonus');
    state = await attack('MC', 'LI 1', ['broken G4'], ['t MI G5']);
    roll(state, 'light', 'light');
    act(state, 'advance:G4');
    check(state, state.phaseName() !== 'EXTRA_HEX' && state.phaseName() !== 'BONUS', 'cavalry in broken: no extra hex, no bonus');
    state = await attack('WA', 'LI 1', ['forest G4'], ['t MI G5']);
    roll(state, 'light', 'light');
    act(state, 'advance:G4');
    check(state, legal(state, 'battle:G4xG5'), 'warriors in forest may bonus');
  });

  it('B.9 a unit in a ford or marsh may advance out only if it did not move this turn', async () => {
    const state = await attack('MI', 'MI 1', ['ford G3']);
    roll(state, 'medium', 'light');
    check(state, legal(state, 'advance:G4'), 'did not move: may advance');
    const { state: s } = await setup({ units: ['b MI G2', 't MI G4 1'], terrain: ['ford G3'], hands: { bottom: ['o2c'] } });
    playOrder(s, 'o2c', 'G2');
    act(s, 'move:G2-G3', 'battle:G3xG4', 'accept');
    roll(s, 'medium', 'light');
    check(s, !legal(s, 'advance:G4'), 'moved into the ford: no advance');
  });

  it('B.9 advancing into a marsh triggers the marsh roll', async () => {
    const state = await attack('MI', 'MI 1', ['marsh G4']);
    roll(state, 'medium', 'light');
    act(state, 'advance:G4');
    eq(state, state.phaseName(), 'ROLL', 'marsh roll');
    roll(state, 'medium');
    eq(state, blocks(state, 'G4'), 3, 'own class symbol costs a block');
  });

  it('B.9 battle back: a defender still in its hex battles back with its own dice, helmets count', async () => {
    const state = await attack('HI', 'MI L');
    roll(state, 'light', 'light', 'light', 'light', 'light');
    eq(state, diceToRoll(state), 4, 'MI battles back with 4');
    roll(state, 'leader', 'heavy', 'light', 'light');
    eq(state, blocks(state, 'G3'), 2, 'helmet (attached leader) and heavy hit');
  });

  it('B.9 battle back after a retreat that could not be completed; the attacker may retreat from its flags', async () => {
    const state = await attack('HI', 'MI', [], ['b MI G5', 'b MI H5']);
    roll(state, 'flag', 'light', 'light', 'light', 'light');
    eq(state, blocks(state, 'G4'), 3, 'blocked retreat');
    eq(state, diceToRoll(state), 4, 'battle back follows');
    roll(state, 'flag', 'light', 'light', 'light');
    eq(state, state.phaseName(), 'RETREAT', 'attacker retreats from the battle-back flag');
  });

  it('B.9 no battle back after the defender retreated', async () => {
    const state = await attack('HI', 'MI');
    roll(state, 'flag', 'light', 'light', 'light', 'light');
    act(state, 'retreat:G5', 'skip');
    eq(state, state.phaseName(), 'DRAW');
  });
});
