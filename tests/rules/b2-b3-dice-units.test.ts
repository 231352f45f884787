// Rules digest B.1 (components), B.2 (dice faces) and B.3 (unit table): per-type movement, close
// combat dice, range, retreat per flag, evade eligibility, and the special cases of auxilia,
// warriors, heavy chariots and war machines.
import { describe, expect, it } from 'vitest';
import { act, blocks, check, declare, diceToRoll, dist, eq, legal, legalWith, movesFrom, playOrder, roll, setup, unitAt } from './helpers.ts';

const TYPES = ['LI', 'LB', 'LS', 'AX', 'WA', 'MI', 'HI', 'LC', 'MC', 'HC', 'EL', 'HCH', 'WM'] as const;
const CLASS: Record<string, 'light' | 'medium' | 'heavy'> = {
  LI: 'light', LB: 'light', LS: 'light', AX: 'light', LC: 'light',
  WA: 'medium', MI: 'medium', MC: 'medium',
  HI: 'heavy', HC: 'heavy', EL: 'heavy', HCH: 'heavy', WM: 'heavy',
};
/** A face that neither hits a unit of `cls` nor is swords, helmet or flag. */
const missFor = (cls: string) => (cls === 'light' ? 'medium' : 'light');

describe('B.1 components', () => {
  it('B.1 the command deck holds 60 cards', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G7'] });
    eq(state, state.deckCount() + state.handSize(0) + state.handSize(1), 60);
  });

  it('B.1 blocks per unit: foot 4, mounted 3, elephant / chariot / war machine 2', async () => {
    const units = TYPES.map((t, i) => `b ${t} ${String.fromCharCode(65 + i)}1`);
    const { state } = await setup({ units: [...units, 't MI G9'] });
    const want: Record<string, number> = { LI: 4, LB: 4, LS: 4, AX: 4, WA: 4, MI: 4, HI: 4, LC: 3, MC: 3, HC: 3, EL: 2, HCH: 2, WM: 2 };
    for (const u of state.units().filter((x) => x.side === 'bottom')) eq(state, u.blocks, want[u.type], `${u.type} blocks`);
  });
});

describe('B.2 dice', () => {
  /** Bottom attacker on G3 battles the top target on G4 and rolls `faces`; returns the target's blocks. */
  async function melee(attacker: string, target: string, faces: string[], extra: string[] = []) {
    const { state } = await setup({ units: [`b ${attacker} G3${attacker.includes(' ') ? '' : ''}`, `t ${target} G4`, ...extra], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    const n = declare(state, 'battle:G3xG4');
    eq(state, n, faces.length, 'dice to roll');
    roll(state, ...faces);
    return { state, left: blocks(state, 'G4') };
  }

  it('B.2 the core reports each die of a battle roll as a hit, a flag or a miss (combatDice)', async () => {
    const { state } = await setup({ units: ['b HI G3', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    const core = state.game.core;
    const field = (name: string) => core[`CombatField.${name}`].value as number;
    // the combat context through its exported field names (CombatField, BattleKind, RollMode)
    eq(state, core.getCombat(state.ptr, field('KIND')), core['BattleKind.MELEE'].value, 'a close combat');
    eq(state, core.getCombat(state.ptr, field('ROLL_MODE')), core['RollMode.MAIN'].value, 'the main roll');
    eq(state, state.game.hexText(core.getCombatHex(state.ptr, field('DEF_HEX'))), 'G4', 'defender hex');
    roll(state, 'medium', 'flag', 'light', 'swords', 'leader');
    const n = core.combatDice(state.ptr, state.game.buffer);
    const marks = Array.from(new Int32Array(core.memory.buffer, state.game.buffer, n));
    const { DIE_HIT, DIE_FLAG, DIE_MISS } = { DIE_HIT: core.DIE_HIT.value, DIE_FLAG: core.DIE_FLAG.value, DIE_MISS: core.DIE_MISS.value };
    // medium hits the MI, the flag is a flag, light misses, HI swords hit, a helmet without a leader misses
    eq(state, marks, [DIE_HIT, DIE_FLAG, DIE_MISS, DIE_HIT, DIE_MISS], 'per-die report');
    eq(state, blocks(state, 'G4'), 2, 'the two hits it reports are the blocks lost');
  });

  it('B.2 a class symbol hits only units of that class', async () => {
    for (const t of ['LI', 'MI', 'HI']) {
      // HI rolls 5: one of each class symbol and two helmets (no leader near: no hits)
      const { state, left } = await melee('HI', t, ['light', 'medium', 'heavy', 'leader', 'leader']);
      eq(state, left, 3, `${t} loses exactly one block`);
    }
  });

  it('B.2 swords hit in close combat when rolled by AX, WA, MI, HI, MC, HC, HCH', async () => {
    const dice: Record<string, number> = { AX: 3, WA: 4, MI: 4, HI: 5, MC: 3, HC: 4, HCH: 4 };
    for (const [t, n] of Object.entries(dice)) {
      const { state, left } = await melee(t, 'MI', ['swords', ...Array(n - 1).fill('light')]);
      eq(state, left, 3, `${t} swords hit`);
    }
  });

  it('B.2 swords never hit when rolled by LI, LB, LS or LC', async () => {
    for (const t of ['LI', 'LB', 'LS', 'LC']) {
      const { state, left } = await melee(t, 'MI', ['swords', 'swords']);
      eq(state, left, 4, `${t} swords miss`);
    }
  });

  it('B.2 helmets hit in close combat with a leader attached', async () => {
    const { state } = await setup({ units: ['b HI G3 L', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'leader', 'leader', 'light', 'light', 'light');
    eq(state, blocks(state, 'G4'), 2);
  });

  it('B.2 helmets hit in close combat with a friendly leader adjacent, not farther away', async () => {
    let { state, left } = await melee('HI', 'MI', ['leader', 'light', 'light', 'light', 'light'], ['b leader F3']);
    eq(state, left, 3, 'adjacent leader: helmet hits');
    ({ state, left } = await melee('HI', 'MI', ['leader', 'light', 'light', 'light', 'light'], ['b leader E3']));
    eq(state, left, 4, 'leader two hexes away: no hit');
    ({ state, left } = await melee('HI', 'MI', ['leader', 'light', 'light', 'light', 'light'], ['t leader H3']));
    eq(state, left, 4, 'an enemy leader adjacent does not help');
  });

  it('B.2 helmets never hit for elephants, even with a leader attached', async () => {
    const { state } = await setup({ units: ['b EL G3 L', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'leader', 'leader', 'leader', 'leader');
    eq(state, blocks(state, 'G4'), 4);
  });

  it('B.2 in ranged combat swords and helmets have no effect; class symbols hit', async () => {
    const { state } = await setup({ units: ['b LB G3 L', 't LI G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    roll(state, 'swords', 'leader');
    eq(state, blocks(state, 'G5'), 4, 'no hits from swords / helmet');
  });

  it('B.2 a flag makes the target retreat', async () => {
    const { state } = await melee('HI', 'MI', ['flag', 'light', 'light', 'light', 'light']);
    eq(state, state.phaseName(), 'RETREAT');
    act(state, 'retreat:G5');
    eq(state, unitAt(state, 'G5')?.type, 'MI');
  });
});

describe('B.3 unit table', () => {
  it('B.3 movement allowance per type (LI LB LS AX WA 2, MI HI 1, LC 4, MC 3, HC EL HCH 2, WM 1)', async () => {
    const want: Record<string, number> = { LI: 2, LB: 2, LS: 2, AX: 2, MI: 1, HI: 1, LC: 4, MC: 3, HC: 2, EL: 2, HCH: 2, WM: 1 };
    for (const [t, m] of Object.entries(want)) {
      const { game, state } = await setup({ units: [`b ${t} G5`, 't MI A9'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G5');
      const far = Math.max(...movesFrom(state, 'G5').map((h) => dist(game, 'G5', h)));
      eq(state, far, m, `${t} moves up to ${m}`);
    }
  });

  it('B.3 close-combat dice per type (vs medium infantry)', async () => {
    const want: Record<string, number> = { LI: 2, LB: 2, LS: 2, AX: 3, WA: 4, MI: 4, HI: 5, LC: 2, MC: 3, HC: 4, EL: 4, HCH: 4, WM: 2 };
    for (const [t, n] of Object.entries(want)) {
      const { state } = await setup({ units: [`b ${t} G3`, 't MI G4'], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      if (state.phaseName() === 'MOVE') act(state, 'end-moves');
      eq(state, declare(state, 'battle:G3xG4'), n, `${t} rolls ${n}`);
    }
  });

  it('B.3 ranged combat: range per missile type (LI AX LC 2, LB LS 3, WM 6); others cannot fire', async () => {
    const range: Record<string, number> = { LI: 2, LB: 3, LS: 3, AX: 2, LC: 2, WM: 6 };
    for (const t of TYPES) {
      const r = range[t] ?? 0;
      for (const d of [2, r, r + 1]) {
        if (d < 2) continue;
        const target = String.fromCharCode(65 + d) + '3';
        const { state } = await setup({ units: [`b ${t} A3`, `t MI ${target}`], hands: { bottom: ['o2l'] } });
        playOrder(state, 'o2l', 'A3');
        if (state.phaseName() === 'MOVE') act(state, 'end-moves');
        const can = legal(state, `battle:A3x${target}`);
        eq(state, can, d <= r, `${t} at distance ${d}`);
      }
    }
  });

  it('B.3 ranged dice: 2 if the firer did not move, 1 if it moved (LC shown)', async () => {
    let { state } = await setup({ units: ['b LC G3', 't MI G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG5');
    eq(state, diceToRoll(state), 2, 'unmoved');
    ({ state } = await setup({ units: ['b LC G3', 't MI G5'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-H3');
    act(state, 'battle:H3xG5');
    eq(state, diceToRoll(state), 1, 'moved');
  });

  it('B.3 retreat per flag (LI LB LS WA 2, AX MI HI EL WM 1, LC 4, MC 3, HC HCH 2)', async () => {
    const want: Record<string, number> = { LI: 2, LB: 2, LS: 2, AX: 1, WA: 2, MI: 1, HI: 1, LC: 4, MC: 3, HC: 2, HCH: 2, WM: 1 };
    for (const [t, n] of Object.entries(want)) {
      const { state } = await setup({ units: ['b HI F4', `t ${t} F5`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'F4');
      act(state, 'end-moves');
      declare(state, 'battle:F4xF5');
      roll(state, 'flag', ...Array(4).fill(missFor(CLASS[t])));
      if (state.phaseName() === 'IGNORE') act(state, 'ignore:0');
      let steps = 0;
      while (state.phaseName() === 'RETREAT') {
        act(state, legalWith(state, 'retreat:')[0]);
        steps++;
      }
      eq(state, steps, n, `${t} retreats ${n}`);
    }
  });

  it('B.3 evade eligibility: light units always; MC vs foot and heavy mounted; HC and HCH vs foot and elephants; never AX WA MI HI EL', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['LI', 'HI', true], ['LB', 'MI', true], ['LS', 'AX', true], ['LC', 'LC', true], ['LC', 'HC', true],
      ['AX', 'HI', false], ['WA', 'HI', false], ['MI', 'HI', false], ['HI', 'MI', false], ['EL', 'HI', false],
      ['MC', 'MI', true], ['MC', 'HC', true], ['MC', 'EL', true], ['MC', 'HCH', true], ['MC', 'LC', false], ['MC', 'MC', false],
      ['HC', 'HI', true], ['HC', 'EL', true], ['HC', 'HC', false], ['HC', 'MC', false], ['HC', 'LC', false],
      ['HCH', 'AX', true], ['HCH', 'EL', true], ['HCH', 'HCH', false], ['HCH', 'LC', false], ['WM', 'LC', true],
    ];
    for (const [target, attacker, can] of cases) {
      const { state } = await setup({ units: [`b ${attacker} G3`, `t ${target} G4`], hands: { bottom: ['o2c'] } });
      playOrder(state, 'o2c', 'G3');
      if (state.phaseName() === 'MOVE') act(state, 'end-moves');
      act(state, 'battle:G3xG4');
      eq(state, legal(state, 'evade'), can, `${target} attacked by ${attacker}`);
    }
  });

  it('B.3 auxilia moving 2 may not battle; moving 1 may', async () => {
    let { state } = await setup({ units: ['b AX G3', 't MI G6'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G5');
    check(state, !legal(state, 'battle:G5xG6'), 'AX moved 2: no battle');
    ({ state } = await setup({ units: ['b AX G3', 't MI G5'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'move:G3-G4');
    check(state, legal(state, 'battle:G4xG5'), 'AX moved 1: may battle');
  });

  it('B.3 auxilia moving 2 may not fire either', async () => {
    const { state } = await setup({ units: ['b AX G1', 't MI G5'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G1');
    act(state, 'move:G1-G3');
    check(state, !legal(state, 'battle:G3xG5'), 'no ranged battle after moving 2');
  });

  it('B.3 warriors may move 2 only to close-combat, and then must', async () => {
    const { game, state } = await setup({ units: ['b WA G3', 't MI G6'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    const two = movesFrom(state, 'G3').filter((h) => dist(game, 'G3', h) === 2);
    eq(state, two, ['G5', 'H5'], 'only hexes next to the enemy at distance 2');
    act(state, 'move:G3-G5');
    check(state, !legal(state, 'end-battles'), 'must close-combat');
    check(state, legal(state, 'battle:G5xG6'), 'may close-combat');
  });

  it('B.3 warriors roll 4 dice at full strength, 3 after their first loss', async () => {
    let { state } = await setup({ units: ['b WA G3', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    eq(state, declare(state, 'battle:G3xG4'), 4);
    ({ state } = await setup({ units: ['b WA G3 3', 't MI G4'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    eq(state, declare(state, 'battle:G3xG4'), 3);
  });

  it('B.3 heavy chariots roll 4 attacking and 3 battling back; they ignore 1 sword hit', async () => {
    const { state } = await setup({ units: ['b MI G3', 't HCH G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'swords', 'swords', 'light', 'light');
    eq(state, blocks(state, 'G4'), 1, 'two swords: one ignored, one hit');
    eq(state, diceToRoll(state), 3, 'battle back with 3 dice');
  });

  it('B.3 war machines: range 6 with 2 dice, no battle after moving, swords do not hit, no momentum advance', async () => {
    let { state } = await setup({ units: ['b WM A3', 't MI G3'], hands: { bottom: ['o2l'] } });
    playOrder(state, 'o2l', 'A3');
    act(state, 'end-moves', 'battle:A3xG3');
    eq(state, diceToRoll(state), 2, 'fires 2 dice at range 6');
    ({ state } = await setup({ units: ['b WM A3', 't MI E3'], hands: { bottom: ['o2l'] } }));
    playOrder(state, 'o2l', 'A3');
    act(state, 'move:A3-B3');
    check(state, legalWith(state, 'battle:').length === 0 && state.phaseName() !== 'BATTLE', 'no battle after moving');
    ({ state } = await setup({ units: ['b WM G3', 't MI G4 1'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'swords', 'medium');
    check(state, !unitAt(state, 'G4'), 'the 1-block target is eliminated by the medium symbol');
    check(state, !legal(state, 'advance:G4'), 'war machines never advance');
  });

  it('B.3 war machines may evade (if a rear hex is open); an evaded war machine leaves the board without a banner', async () => {
    let { state } = await setup({ units: ['b HI G3', 't WM G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    check(state, legal(state, 'evade'), 'evade offered');
    act(state, 'evade');
    roll(state, 'light', 'swords', 'flag', 'medium', 'leader');
    check(state, !unitAt(state, 'G4'), 'removed');
    eq(state, state.banners(0), 0, 'no banner');
    ({ state } = await setup({ units: ['b HI G3', 't WM G4', 't MI G5', 't MI H5'], hands: { bottom: ['o2c'] } }));
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    check(state, !legal(state, 'evade'), 'no open rear hex: no evade');
  });

  it('B.3 card groups: light = LI LB LS AX LC; medium = WA MI MC; heavy = HI HC EL HCH WM; mounted = LC MC HC EL HCH', async () => {
    const units = TYPES.map((t, i) => `b ${t} ${String.fromCharCode(65 + i)}1`);
    const groups: Record<string, string[]> = {
      light: ['LI', 'LB', 'LS', 'AX', 'LC'],
      medium: ['WA', 'MI', 'MC'],
      heavy: ['HI', 'HC', 'EL', 'HCH', 'WM'],
      mounted: ['LC', 'MC', 'HC', 'EL', 'HCH'],
    };
    for (const [card, types] of Object.entries(groups)) {
      const { state } = await setup({ units: [...units, 't MI G9'], hands: { bottom: [card] } });
      act(state, `play:${card}`);
      const ordered = legalWith(state, 'order:').map((a) => unitAt(state, a.slice(6))!.type).sort();
      eq(state, ordered, [...types].sort(), `${card} orders`);
    }
  });
});
