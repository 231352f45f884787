// Napoleonics orders, deck, flags, leaders, terrain and victory (rules digest C.4 command, C.5 deck,
// C.8 leaders, C.9 movement stops, C.12 flags and retreats, C.15 terrain, C.18 victory), each from a
// small inline position with forced dice.
import { describe, expect, it } from 'vitest';
import {
  napSetup, play, act, order, moves, battle, roll, targets, diceToRoll, blocks, unitAt, legalWith, eq,
} from './helpers.ts';
import { napCardCodes } from '../../src/games/napoleonics/compile.ts';

describe('C.5 the Command deck', () => {
  it('C.5: 70 cards: Scout 2/2/2, Probe 4/6/4, Attack 4/6/4, Assault 2/2/2, 8 multi-section, 22 tactics', async () => {
    const { state, game } = await napSetup({ units: ['b FR_LN E3', 't BR_LN E7'] });
    const codes = napCardCodes(game.core);
    const total = (k: number) => game.core.getDeck(state.ptr, k) + game.core.getHand(state.ptr, 0, k) + game.core.getHand(state.ptr, 1, k);
    let sum = 0;
    for (const k of Object.values(codes)) sum += total(k);
    expect(sum).toBe(70);
    expect([codes.SCOUT_L, codes.SCOUT_C, codes.SCOUT_R].map(total)).toEqual([2, 2, 2]);
    expect([codes.PROBE_L, codes.PROBE_C, codes.PROBE_R].map(total)).toEqual([4, 6, 4]);
    expect([codes.ATTACK_L, codes.ATTACK_C, codes.ATTACK_R].map(total)).toEqual([4, 6, 4]);
    expect([codes.ASSAULT_L, codes.ASSAULT_C, codes.ASSAULT_R].map(total)).toEqual([2, 2, 2]);
    let tactics = 0;
    for (const n of ['BAYONET', 'BOMBARD', 'CAV_CHARGE', 'COUNTER', 'ELAN', 'FIRE_HOLD', 'FIRST_STRIKE', 'FORCE_MARCH',
      'GRANDE_MANOEUVRE', 'LEADERSHIP', 'RALLY', 'TAKE_COMMAND']) tactics += total(codes[n]);
    expect(tactics).toBe(22);
  });

  it('C.5 / C.4: Assault orders units equal to command (the hand size, played card included)', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_LN F3', 'b FR_LN G3', 'b FR_LN H3', 't BR_LN E8'],
      hands: { bottom: ['assault-c', 'probe-l', 'probe-r'], top: ['probe-c'] },
    });
    eq(state.command(0), 3, 'command = 3 cards');
    play(state, 'assault-c');
    act(state, 'order:E3', 'order:F3', 'order:G3');
    expect(state.phaseName()).toBe('MOVE'); // the 3 orders are used up
  });

  it('C.5: Probe orders 2 in its section, Attack 3', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_LN F3', 'b FR_LN G3', 't BR_LN E8'],
      hands: { bottom: ['probe-c'], top: ['probe-c'] },
    });
    play(state, 'probe-c');
    act(state, 'order:E3', 'order:F3');
    expect(state.phaseName()).toBe('MOVE');
  });

  it('C.5: Bayonet Charge: line infantry moves 2 and still melees; no ranged combat', async () => {
    const { state } = await napSetup({
      units: ['b FR_LN E2', 't BR_LN E5'],
      hands: { bottom: ['bayonet'], top: ['probe-c'] },
    });
    play(state, 'bayonet');
    order(state, 'E2');
    moves(state, 'E2-E4');
    expect(legalWith(state, 'battle:')).toEqual(['battle:E4xE5']);
  });

  it('C.5: Fire and Hold: +1 ranged die, no movement', async () => {
    const { state } = await napSetup({
      units: ['b BR_LN E3', 't FR_LN E5'],
      hands: { bottom: ['fire-hold'], top: ['probe-c'] },
    });
    play(state, 'fire-hold');
    order(state, 'E3');
    expect(legalWith(state, 'move:')).toEqual([]);
    battle(state, 'E3xE5');
    eq(diceToRoll(state), 6, 'British line 4 + 1 standing + 1 card');
  });

  it('C.5: Cavalry Charge: ordered cavalry +1 melee die; heavy cavalry moves 3', async () => {
    const { state } = await napSetup({
      units: ['b FR_HC E1', 't BR_LN E5'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    order(state, 'E1');
    moves(state, 'E1-E4');
    battle(state, 'E4xE5');
    eq(diceToRoll(state), 6, 'heavy cavalry 4 blocks + 1 + 1 card');
  });

  it('C.5: Bombard: ordered artillery that does not move battles with +2 dice', async () => {
    const { state } = await napSetup({ units: ['b FR_FA E1', 't BR_LN E3'], hands: { bottom: ['bombard'], top: ['probe-c'] } });
    play(state, 'bombard');
    order(state, 'E1');
    battle(state, 'E1xE3');
    eq(diceToRoll(state), 5, '3 at range 2 + 2');
  });
});

describe('C.12 flags and retreats', () => {
  it('C.12: each flag retreats a line unit 1 hex toward its baseline', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], hands: { bottom: ['probe-c'], top: ['probe-c'] } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'cav', 'cav', 'cav', 'cav');
    while (state.phaseName() === 'RETREAT') act(state, legalWith(state, 'retreat:')[0]);
    const u = state.units().find((x) => x.side === 'top');
    expect(u?.hex.slice(1)).toBe('6');
  });

  it('C.12: militia retreats 3 hexes per flag', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_MI E5'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'cav', 'cav', 'cav', 'cav');
    let steps = 0;
    while (state.phaseName() === 'RETREAT') { act(state, legalWith(state, 'retreat:')[0]); steps++; }
    expect(steps).toBe(3);
    const u = state.units().find((x) => x.side === 'top');
    expect(u?.hex.slice(1)).toBe('8');
  });

  it('C.7 Prussia: line retreats 1 for the first flag, 2 for each further flag', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't PR_LN E5'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'cav', 'cav', 'cav');
    let steps = 0;
    while (state.phaseName() === 'RETREAT') { act(state, legalWith(state, 'retreat:')[0]); steps++; }
    expect(steps).toBe(3);
  });

  it('C.12: a blocked retreat costs a block per hex not completed', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5', 't FR_LN D6', 't FR_LN E6'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'cav', 'cav', 'cav', 'cav');
    eq(blocks(state, 'E5'), 3, 'no retreat path: 1 block lost');
  });

  it('C.7: Old Guard ignores 2 flags (the IGNORE choice offers 0-2)', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_OG E5'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'flag', 'cav', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1', 'ignore:2']);
  });

  it('C.8 / C.12: an attached leader lets the unit ignore 1 flag', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5 L'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'cav', 'cav', 'cav', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
  });

  it('C.15: a castle lets its occupant ignore 2 flags; a church 1', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['castle E5'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'flag', 'flag');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1', 'ignore:2']);
    const c = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['church E5'], rules: { NAP_SUPPORT: 0 } });
    play(c.state, 'probe-c');
    order(c.state, 'E3');
    battle(c.state, 'E3xE5');
    roll(c.state, 'flag', 'flag', 'flag');
    expect(legalWith(c.state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
  });

  it('C.12 support (rule option NAP_SUPPORT, on by default): 2 adjacent friends ignore 1 flag', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5', 't FR_LN D6', 't FR_LN F5'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'flag', 'cav', 'cav', 'cav', 'cav');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
  });
});

describe('C.8 leaders', () => {
  it('C.8: a unit with an attached leader that loses blocks: 2 sabres on 2 dice kill the leader', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5 L'], rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5');
    roll(state, 'inf', 'cav', 'cav', 'cav', 'cav');
    eq(state.phaseName(), 'ROLL', 'leader casualty check');
    eq(diceToRoll(state), 2, '2 dice');
    roll(state, 'sabre', 'sabre');
    expect(state.leaders().filter((l) => l.side === 'top').length).toBe(0);
    eq(state.banners(0), 1, 'the killed leader is a banner (C.18)');
  });

  it('C.8: a lone leader attacked in melee dies on any sabre, even from a no-sabre unit', async () => {
    const { state } = await napSetup({ units: ['b FR_MI E3', 't leader E4', 't BR_LN A9'] });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'inf', 'inf', 'flag', 'sabre');
    expect(state.leaders().filter((l) => l.side === 'top').length).toBe(0);
  });
});

describe('C.15 terrain', () => {
  it('C.15: melee into a town: infantry -2, cavalry -3; artillery -1', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 'b BR_LC D4', 'b BR_FA F3', 't FR_MI E4'], terrain: ['town E4'] });
    expect(targets(state, 'E3')).toEqual({ E4: -2 });
    expect(targets(state, 'D4')).toEqual({ E4: 0 });
    expect(targets(state, 'F3')).toEqual({ E4: -2 });
  });

  it('C.15: into a forest: infantry -1, cavalry -2; out of a forest: cavalry -2', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 'b FR_LC D4', 't FR_MI E4', 'b FR_LC I4', 't FR_MI J4'], terrain: ['forest E4', 'forest I4'] });
    expect(targets(state, 'E3')).toEqual({ E4: -3 });
    expect(targets(state, 'D4')).toEqual({ E4: -2 });
    expect(targets(state, 'I4')).toEqual({ J4: -2 }); // cavalry out of a forest
  });

  it('C.15: uphill -1 for infantry and cavalry, 0 for artillery; downhill cavalry -1', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 'b FR_LC D4', 'b BR_FA F3', 't FR_MI E4', 'b FR_LC I3', 't FR_MI I4'], terrain: ['hill E4', 'hill I3'] });
    expect(targets(state, 'E3')).toEqual({ E4: -3 });
    expect(targets(state, 'D4')).toEqual({ E4: -3 });
    expect(targets(state, 'F3')).toEqual({ E4: -3 }); // artillery: no uphill reduction
    expect(targets(state, 'I3')).toEqual({ I4: -3 }); // downhill cavalry -1
  });

  it('C.15: orchard: -1 into for ranged and melee', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['orchard E5'] });
    expect(targets(state, 'E3')).toEqual({ E5: 4 });
  });

  it('C.15: a stream: melee into -1, ranged into 0; battling out of it -1', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN E5', 'b BR_LN I3', 't FR_LN I4'], terrain: ['stream E5', 'stream I4'] });
    expect(targets(state, 'E3')).toEqual({ E5: 5 });
    expect(targets(state, 'I3')).toEqual({ I4: -3 });
  });

  it('C.15: towns and forests block line of sight', async () => {
    const { state } = await napSetup({ units: ['b BR_LN E3', 't FR_LN G3', 'b BR_LN I5', 't FR_LN K5'], terrain: ['town F3', 'forest J5'] });
    expect(targets(state, 'E3')).toEqual({});
    expect(targets(state, 'I5')).toEqual({});
  });

  it('C.9 / C.15: entering a town stops the unit and it may not battle that turn', async () => {
    // row 3 is river except the town on E3: the only way north is through the town
    const river = 'ABCDFGHIJKLM'.split('').map((c) => `river ${c}3`);
    const { state } = await napSetup({ units: ['b FR_LC E2', 't BR_LN E4'], terrain: ['town E3', ...river] });
    play(state, 'probe-c');
    order(state, 'E2');
    const dests = legalWith(state, 'move:E2-').map((t) => t.slice(8));
    expect(dests).toContain('E3');
    expect(dests.filter((h) => Number(h.slice(1)) > 3)).toEqual([]); // the town stops the move
    moves(state, 'E2-E3');
    expect(legalWith(state, 'battle:')).toEqual([]);
  });

  it('C.15: a river and a lake are impassable', async () => {
    const { state } = await napSetup({ units: ['b FR_LC E2', 't BR_LN A9'], terrain: ['river E3', 'lake F3'] });
    play(state, 'probe-c');
    order(state, 'E2');
    const dests = legalWith(state, 'move:E2-').map((t) => t.slice(8));
    expect(dests).not.toContain('E3');
    expect(dests).not.toContain('F3');
  });
});

describe('C.18 victory', () => {
  it('C.18: eliminating the last enemy units reaches the banner total and ends the game', async () => {
    const { state } = await napSetup({ units: ['b BR_GG E3', 't FR_LN E4 1'], banners: { bottom: 1, top: 5 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE4');
    roll(state, 'inf', 'cav', 'cav', 'cav', 'cav', 'cav');
    expect(state.isTerminal()).toBe(true);
    expect(state.winner()).toBe(0);
    expect(unitAt(state, 'E4')?.side ?? 'none').not.toBe('top');
  });
});
