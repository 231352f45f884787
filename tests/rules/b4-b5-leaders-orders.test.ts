// Rules digest B.4 (leaders: attaching, detaching, lone movement, casualty checks, evade) and B.5
// (orders, Command, the unit-of-choice fallback, draw order after First Strike).
import { describe, it } from 'vitest';
import {
  act, blocks, check, declare, diceToRoll, dist, eq, leaderAt, legal, legalWith, movesFrom, playOrder, roll, setup,
  unitAt,
} from './helpers.ts';

describe('B.4 leaders', () => {
  it('B.4 an attached leader moves with its ordered unit (one order for both)', async () => {
    const { state } = await setup({ units: ['b MI G3 L', 'b MI F3', 't MI G9'], hands: { bottom: ['o2c'] } });
    act(state, 'play:o2c', 'order:G3', 'order:F3', 'move:G3-G4');
    check(state, leaderAt(state, 'G4')?.attached, 'leader went with the unit');
    check(state, !leaderAt(state, 'G3'), 'nothing left behind');
  });

  it('B.4 a section card may detach a leader (one order); troop cards may not; Order Mounted may', async () => {
    let { state } = await setup({ units: ['b MI G3 L', 't MI G9'], hands: { bottom: ['o2c'] } });
    act(state, 'play:o2c');
    check(state, legal(state, 'order-leader:G3'), 'section card: detach allowed');
    act(state, 'order-leader:G3', 'end-orders');
    const far = movesFrom(state, 'G3', 'leader');
    check(state, far.length > 0, 'the detached leader may move away');
    ({ state } = await setup({ units: ['b MI G3 L', 't MI G9'], hands: { bottom: ['medium'] } }));
    act(state, 'play:medium');
    check(state, !legal(state, 'order-leader:G3'), 'Order Medium Troops: no detach');
    ({ state } = await setup({ units: ['b MC G3 L', 't MI G9'], hands: { bottom: ['mounted'] } }));
    act(state, 'play:mounted');
    check(state, legal(state, 'order-leader:G3'), 'Order Mounted: detach allowed');
  });

  it('B.4 leadership cards never detach a leader', async () => {
    const { state } = await setup({ units: ['b MI G3 L', 'b MI F3', 't MI G9'], hands: { bottom: ['lead-any'] } });
    act(state, 'play:lead-any');
    check(state, !legal(state, 'order-leader:G3'), 'no detaching under a Leadership card');
    check(state, legal(state, 'order:G3'), 'the leader with his unit starts the chain');
  });

  it('B.4 a leader that joins a unit during movement does not move again with it', async () => {
    const { state } = await setup({ units: ['b leader G3', 'b MI H3', 't MI G9'], hands: { bottom: ['o2c'] } });
    act(state, 'play:o2c', 'order-leader:G3', 'order:H3', 'leader:G3-H3');
    check(state, leaderAt(state, 'H3')?.attached, 'leader joined H3');
    act(state, 'move:H3-H4');
    check(state, leaderAt(state, 'H3') && !leaderAt(state, 'H3')!.attached, 'leader stayed behind');
  });

  it('B.4 a lone leader moves 1-3 hexes', async () => {
    const { game, state } = await setup({ units: ['b leader G5', 'b MI A1', 't MI A9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'L:G5');
    const d = movesFrom(state, 'G5', 'leader').map((h) => dist(game, 'G5', h));
    eq(state, [Math.min(...d), Math.max(...d)], [1, 3]);
  });

  it('B.4 a lone leader may pass friendly units but not enemy units', async () => {
    // G1's only open neighbour is G2 (lakes around)
    const terrain = ['lake F1', 'lake H1', 'lake F2'];
    let { state } = await setup({ units: ['b leader G1', 'b MI G2', 't MI A9'], terrain, hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'L:G1');
    check(state, movesFrom(state, 'G1', 'leader').includes('G3'), 'through a friendly unit');
    ({ state } = await setup({ units: ['b leader G1', 't MI G2', 'b MI A1'], terrain, hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'L:G1');
    eq(state, movesFrom(state, 'G1', 'leader'), [], 'an enemy unit blocks the only way');
  });

  it('B.4 two leaders never share a hex', async () => {
    let { state } = await setup({ units: ['b leader G3', 'b leader G4', 'b MI A1', 't MI A9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'L:G3');
    check(state, !movesFrom(state, 'G3', 'leader').includes('G4'), 'a lone leader does not end on another');
    ({ state } = await setup({ units: ['b MI G3 L', 'b leader G4', 't MI A9'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    check(state, !movesFrom(state, 'G3').includes('G4'), 'a unit with a leader does not enter a lone leader');
  });

  it('B.4 a unit may enter a lone friendly leader and must stop there (he attaches)', async () => {
    const terrain = ['lake F1', 'lake H1', 'lake F2'];
    let { state } = await setup({ units: ['b LI G1', 't MI A9'], terrain, hands: { bottom: ['o2c'] } });
    act(state, 'play:o2c', 'order:G1');
    check(state, movesFrom(state, 'G1').includes('G3'), 'without a leader in the way LI reaches G3');
    ({ state } = await setup({ units: ['b LI G1', 'b leader G2', 't MI A9'], terrain, hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G1');
    eq(state, movesFrom(state, 'G1'), ['G2'], 'must stop on the leader');
    act(state, 'move:G1-G2');
    check(state, leaderAt(state, 'G2')?.attached, 'leader attached');
  });

  it('B.4 casualty check when the unit loses blocks and survives: 2 dice, two helmets kill (banner)', async () => {
    for (const [faces, dies] of [[['leader', 'leader'], true], [['leader', 'flag'], false]] as const) {
      const { state } = await setup({ units: ['b HI G3', 't MI G4 L'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      act(state, 'end-moves');
      declare(state, 'battle:G3xG4');
      roll(state, 'medium', 'light', 'light', 'light', 'light');
      eq(state, diceToRoll(state), 2, 'leader check rolls 2 dice');
      roll(state, ...faces);
      eq(state, !leaderAt(state, 'G4'), dies, `leader killed by ${faces.join('+')}`);
      eq(state, state.banners(0), dies ? 1 : 0, 'banner for a killed leader');
    }
  });

  it('B.4 casualty check when the unit is eliminated: 1 die, helmet kills, else the leader must evade', async () => {
    let { state } = await setup({ units: ['b HI G3', 't MI G4 L 1'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'light', 'light', 'light', 'light');
    eq(state, diceToRoll(state), 1, 'one die');
    roll(state, 'leader');
    eq(state, state.banners(0), 2, 'unit + leader banners');
    ({ state } = await setup({ units: ['b HI G3', 't MI G4 L 1'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'flag', 'flag', 'light', 'light');
    roll(state, 'flag');
    eq(state, state.phaseName(), 'LEADER_EVADE', 'leader must evade; flags on the dead unit do not touch him');
    act(state, 'leader-evade:G6');
    check(state, leaderAt(state, 'G6'), 'leader evaded toward his side');
    eq(state, state.banners(0), 1, 'only the unit banner');
  });

  it('B.4 a lone leader attacked in close combat: one helmet kills; otherwise he evades; no advance after', async () => {
    let { state } = await setup({ units: ['b HI G3', 't leader G4', 't MI M9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    eq(state, diceToRoll(state), 5, 'the attacker rolls its normal dice');
    roll(state, 'leader', 'light', 'light', 'light', 'light');
    check(state, !leaderAt(state, 'G4'), 'killed');
    eq(state, state.banners(0), 1);
    check(state, !legal(state, 'advance:G4'), 'no momentum advance');
    ({ state } = await setup({ units: ['b HI G3', 't leader G4', 't MI M9'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    roll(state, 'heavy', 'swords', 'flag', 'light', 'light');
    eq(state, state.phaseName(), 'LEADER_EVADE');
    act(state, legalWith(state, 'leader-evade:')[0]);
    check(state, !leaderAt(state, 'G4'), 'he left the hex');
    check(state, !legal(state, 'advance:G4'), 'no momentum advance');
  });

  it('B.4 a lone leader fired at: a helmet kills, nothing else has an effect', async () => {
    let { state } = await setup({ units: ['b LB G3', 't leader G5', 't MI M9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    roll(state, 'leader', 'flag');
    check(state, !leaderAt(state, 'G5'), 'killed');
    ({ state } = await setup({ units: ['b LB G3', 't leader G5', 't MI M9'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    roll(state, 'flag', 'swords');
    check(state, leaderAt(state, 'G5'), 'still there');
  });

  it('B.4 an evading leader may leave over his own baseline (no banner)', async () => {
    const { state } = await setup({ units: ['b HI G7', 't leader G8', 't MI M9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G7');
    act(state, 'end-moves', 'battle:G7xG8');
    roll(state, 'flag', 'flag', 'flag', 'flag', 'flag');
    check(state, legal(state, 'leader-evade:off'), 'may leave the board');
    act(state, 'leader-evade:off');
    check(state, !leaderAt(state, 'G8'), 'gone');
    eq(state, state.banners(0), 0, 'no banner');
  });

  it('B.4 a leader with nowhere to evade, not even through enemy units, is eliminated (banner)', async () => {
    // top lone leader on G8; its rear hexes G9 and H9 (the baseline) hold bottom units
    const { state } = await setup({ units: ['b HI G7', 'b MI G9', 'b MI H9', 't leader G8', 't MI A9'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G7');
    act(state, 'end-moves', 'battle:G7xG8');
    roll(state, 'flag', 'flag', 'flag', 'flag', 'flag');
    check(state, !leaderAt(state, 'G8'), 'eliminated');
    eq(state, state.banners(0), 1, 'banner');
  });

  it('B.4 leader escape: forced through enemy units, each one passed rolls its dice at him; a helmet kills', async () => {
    // top lone leader on G6; its rear hexes G7 (MI, 4 dice) and H7 (HI, 5 dice) hold bottom units
    const units = ['b HI G5', 'b MI G7', 'b HI H7', 't leader G6', 't MI A9'];
    for (const [faces, dies] of [[['light', 'leader', 'flag', 'swords'], true], [['light', 'medium', 'flag', 'swords'], false]] as const) {
      const { state } = await setup({ units, hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G5');
      act(state, 'end-moves', 'battle:G5xG6');
      roll(state, 'flag', 'flag', 'flag', 'flag', 'flag');
      eq(state, state.phaseName(), 'LEADER_EVADE', 'escape offered');
      check(state, !legal(state, 'leader-evade:G7') && !legal(state, 'leader-evade:H7'), 'never ends on an enemy unit');
      act(state, 'leader-evade:G8');
      eq(state, diceToRoll(state), 4, 'the cheapest route passes the MI (4 dice)');
      roll(state, ...faces);
      eq(state, !leaderAt(state, 'G8'), dies, faces.join('+'));
      eq(state, state.banners(0), dies ? 1 : 0, 'banner only when killed');
    }
  });

  it('B.4 at most one leader casualty check per combat sequence', async () => {
    // top MI with leader on G4 loses a block, then cannot retreat (G5 and H5 held by bottom units)
    const { state } = await setup({ units: ['b HI G3', 'b MI G5', 'b MI H5', 't MI G4 L'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'flag', 'light', 'light', 'light');
    eq(state, diceToRoll(state), 2, 'first check after the hit');
    roll(state, 'flag', 'flag');
    act(state, 'ignore:0');
    // the blocked retreat costs a block, but no second check: the battle goes on to the battle back
    eq(state, blocks(state, 'G4'), 2, 'hit + blocked retreat');
    eq(state, state.game.core.getCombat(state.ptr, 0), 3, 'the next roll is the battle back (no second check)');
  });
});

describe('B.4 one casualty check per combat sequence: the leader of a unit then eliminated evades', () => {
  it('B.4 a leader checked after a hit is not checked again when a blocked retreat eliminates his unit', async () => {
    // top MI (2 blocks) with a leader on G4; its retreat hexes G5 and H5 are held by friends
    const { state } = await setup({ units: ['b HI G3', 't MI G5', 't MI H5', 't MI G4 L 2'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'flag', 'light', 'light', 'light');
    eq(state, diceToRoll(state), 2, 'the one check: 2 dice after the hit');
    roll(state, 'flag', 'flag');
    act(state, 'ignore:0');
    check(state, !unitAt(state, 'G4'), 'the blocked retreat eliminated the unit');
    eq(state, state.phaseName(), 'LEADER_EVADE', 'no second check: the leader simply evades');
    const evades = legalWith(state, 'leader-evade:');
    check(state, evades.length > 0, 'he has somewhere to go');
    act(state, evades[0]);
    eq(state, state.banners(0), 1, 'only the unit banner: the leader survives');
  });

  it('B.4 a unit eliminated with no earlier check still gives its leader the 1-die check', async () => {
    const { state } = await setup({ units: ['b HI G3', 't MI G5', 't MI H5', 't MI G4 L 1'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'flag', 'light', 'light', 'light', 'light');
    act(state, 'ignore:0');
    check(state, !unitAt(state, 'G4'), 'the blocked retreat eliminated the unit');
    eq(state, state.phaseName(), 'ROLL', 'the leader rolls his check');
    eq(state, diceToRoll(state), 1, 'one die');
  });
});

describe('B.5 orders and Command', () => {
  it('B.5 Command is the scenario hand size: troop cards order up to Command units', async () => {
    const units = ['b LI B1', 'b LI C1', 'b LI D1', 'b LI E1', 'b LI F1', 't MI G9'];
    const { state } = await setup({ units, hands: { bottom: ['light', 'o2c', 'o2l'] } });
    act(state, 'play:light', 'order:B1', 'order:C1', 'order:D1');
    eq(state, state.phaseName(), 'MOVE', 'three orders (Command 3) and no more');
  });

  it('B.5 a troop card with none of its type orders 1 unit of choice', async () => {
    const { state } = await setup({ units: ['b MI B1', 'b LI K1', 't MI G9'], hands: { bottom: ['heavy'] } });
    act(state, 'play:heavy');
    eq(state, legalWith(state, 'order:').sort(), ['order:B1', 'order:K1'], 'any unit');
    act(state, 'order:B1');
    eq(state, state.phaseName(), 'MOVE', 'only one');
  });

  it('B.5 no unit-of-choice fallback while a unit of the named type exists', async () => {
    const { state } = await setup({ units: ['b MI B1', 'b HI K1', 't MI G9'], hands: { bottom: ['heavy'] } });
    act(state, 'play:heavy');
    eq(state, legalWith(state, 'order:'), ['order:K1']);
  });

  it('B.5 after First Strike the defender draws its replacement first', async () => {
    const { state } = await setup({
      units: ['b HI G3', 't MI G4'], hands: { bottom: ['o2c'], top: ['first-strike', 'o2l'] },
    });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'first-strike');
    roll(state, 'light', 'light', 'light', 'light'); // top's first strike: no effect
    roll(state, 'light', 'light', 'light', 'light', 'light'); // bottom's attack: no effect, no battle back
    eq(state, state.phaseName(), 'DRAW');
    act(state, 'draw:rally');
    eq(state, state.hand(1).sort(), ['o2l', 'rally'], 'top drew first');
    act(state, 'draw:coord');
    eq(state, state.hand(0), ['coord'], 'then bottom');
  });
});
