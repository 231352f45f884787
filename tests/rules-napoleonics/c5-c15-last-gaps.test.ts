// The last part-C gaps of Napoleonics (rules digest /work/shared/rules/commands-and-colors.md C.5,
// C.13, C.14, C.15; docs/rules-coverage.md part C): Cavalry Charge ordering horse artillery, a square
// leaving square under Fire and Hold, La Grande Manoeuvre's lone leaders, the walled garden. Small
// inline positions on the 13 x 9 board (helpers.ts), dice forced by `die:` actions.
import { describe, expect, it } from 'vitest';
import { napSetup, play, order, act, moves, battle, roll, targets, legalWith, eq, unitAt, blocks, hexIndex } from './helpers.ts';
import { napPieces, en, call, mk, applyCode, legalCodes } from './pieces.ts';
import { parseNapoleonicsScenario, normalizeNapoleonicsScenario } from '../../src/games/napoleonics/scenario.ts';
import { toCoreScenario } from '../../src/games/napoleonics/core-form.ts';
import { napoleonicsGame } from '../../src/games/load.ts';

describe('C.5 Cavalry Charge and horse artillery', () => {
  it('C.5: Cavalry Charge orders cavalry or horse artillery; the horse artillery moves and battles normally, no bonus die', async () => {
    const { state } = await napSetup({
      units: ['b FR_LC B1', 'b FR_HA E1', 'b FR_LN H1', 't BR_LN B4', 't BR_LN E4'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    const orderable = legalWith(state, 'order:').sort();
    eq(orderable, ['order:B1', 'order:E1'], 'the cavalry and the horse artillery, not the line infantry');
    order(state, 'B1', 'E1');
    moves(state, 'B1-B3', 'E1-E2');
    expect(targets(state, 'B3')).toEqual({ B4: -5 }); // light cavalry 4 blocks + 1 Cavalry Charge
    expect(targets(state, 'E2')).toEqual({ E4: 3, B4: 2 }); // horse artillery, range 2: 3 dice, range 3: 2; no card die
  });

  it('C.5: with only horse artillery on the map, Cavalry Charge orders it (no "one unit of choice" fallback)', async () => {
    const { state } = await napSetup({
      units: ['b FR_HA E1', 'b FR_LN H1', 't BR_LN E5'],
      hands: { bottom: ['cav-charge'], top: ['probe-c'] },
    });
    play(state, 'cav-charge');
    eq(legalWith(state, 'order:'), ['order:E1'], 'the horse artillery only');
  });
});

/** A British line at E4 formed square against a 1-block cavalry that its battle back eliminated (the
 *  card Probe Right on the track); a French line at C4, 2 hexes away, not adjacent; top to play. */
async function squareNotAdjacent(rules: Record<string, number> = {}) {
  const { state } = await napSetup({
    units: ['b FR_HC E3 1', 'b FR_LN C4', 't BR_LN E4'],
    hands: { bottom: ['probe-c'], top: ['fire-hold', 'probe-c', 'probe-r'] }, rules: { NAP_SUPPORT: 0, ...rules },
  });
  const code = (n: string) => state.game.core[`NCard.${n}`].value as number;
  play(state, 'probe-c');
  order(state, 'E3');
  act(state, 'end-moves', 'battle:E3xE4', 'square');
  state.apply(state.chanceOutcomes().find((o) => ((o.code >> 24) & 127) === code('PROBE_R'))!.code);
  roll(state, 'medium'); // the charge, 1 die against a square: a miss
  roll(state, 'medium'); // the square battles back with 1 die: the 1-block cavalry is eliminated
  if (state.phaseName() === 'BATTLE') act(state, 'end-battles');
  while (state.isChance()) state.apply(state.chanceOutcomes()[0].code);
  eq(state.phaseName(), 'PLAY', 'the top player plays');
  eq(state.game.core.getHand(state.ptr, 1, code('PROBE_R')), 0, 'Probe Right is on the Square track');
  return { state, code };
}

describe('C.5 Fire and Hold / C.13 leaving square', () => {
  it('C.5 Fire and Hold: a unit in square (no enemy adjacent) may be ordered out of square, gets its card back, and fires with its full dice + 1', async () => {
    const { state, code } = await squareNotAdjacent();
    play(state, 'fire-hold');
    expect(legalWith(state, 'order:')).toEqual(['order:E4']);
    order(state, 'E4');
    eq(state.game.core.getHand(state.ptr, 1, code('PROBE_R')), 1, 'the track card came back to the hand');
    expect(legalWith(state, 'move:')).toEqual([]); // Fire and Hold: no move
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    expect(legalWith(state, 'battle:')).toEqual(['battle:E4xC4']);
    expect(targets(state, 'E4')).toEqual({ C4: 6 }); // out of square: 4 blocks + 1 British standing + 1 card, no 1-die cap
  });

  it('C.13 (UNCONFIRMED, rule option NAP_SQUARE_LEAVE_ACTS = 0): a unit ordered out of square neither moves nor battles that turn; under Fire and Hold it still fires (C.5)', async () => {
    const strict = await squareNotAdjacent({ NAP_SQUARE_LEAVE_ACTS: 0 });
    play(strict.state, 'probe-c');
    order(strict.state, 'E4');
    eq(strict.state.game.core.getHand(strict.state.ptr, 1, strict.code('PROBE_R')), 1, 'the track card came back to the hand');
    expect(legalWith(strict.state, 'move:')).toEqual([]);
    if (strict.state.phaseName() === 'MOVE') act(strict.state, 'end-moves');
    expect(legalWith(strict.state, 'battle:')).toEqual([]);
    const fh = await squareNotAdjacent({ NAP_SQUARE_LEAVE_ACTS: 0 });
    play(fh.state, 'fire-hold');
    order(fh.state, 'E4');
    if (fh.state.phaseName() === 'MOVE') act(fh.state, 'end-moves');
    expect(legalWith(fh.state, 'battle:')).toEqual(['battle:E4xC4']);
    const normal = await squareNotAdjacent();
    play(normal.state, 'probe-c');
    order(normal.state, 'E4');
    expect(legalWith(normal.state, 'move:E4-').length, 'default: the unit acts normally').toBeGreaterThan(0);
  });
});

describe('C.14 combined arms: the artillery\'s dice score sabres', () => {
  it('C.14: artillery joining a no-sabre militia\'s melee scores its own sabres; the militia\'s sabres still miss', async () => {
    const { state } = await napSetup({
      units: ['b FR_MI E3', 'b FR_FA E2', 't BR_LN E4'], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0 },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4', 'join:E2', 'accept');
    eq(state.game.core.getCombat(state.ptr, state.game.core['CombatField.NDICE'].value as number), 4 + 3, 'militia 4 + foot artillery at range 2: 3');
    // the militia's 4 dice first, then the artillery's 3 (the roll's last dice)
    roll(state, 'sabre', 'sabre', 'sabre', 'sabre', 'sabre', 'sabre', 'cav');
    eq(blocks(state, 'E4'), 2, 'two hits: the artillery\'s two sabres; the militia\'s four miss');
  });
});

describe('C.14 / C.19.2 Retire & Reform against combined arms', () => {
  async function joined(cav: string, rules: Record<string, number>) {
    const { state } = await napSetup({
      units: ['b FR_LN E3', 'b FR_FA E2', `t ${cav} E4`], hands: { bottom: ['probe-c'], top: ['probe-c'] }, rules: { NAP_SUPPORT: 0, ...rules },
    });
    play(state, 'probe-c');
    order(state, 'E3', 'E2');
    act(state, 'end-moves', 'battle:E3xE4', 'join:E2');
    return state.legalTexts();
  }
  it('C.19.2 (rule option NAP_RR_COMBINED_ANY, default 1): any cavalry may retire against infantry joined by artillery; 0: only Spanish light cavalry (C.7)', async () => {
    expect(await joined('BR_LC', {})).toContain('evade');
    expect(await joined('BR_LC', { NAP_RR_COMBINED_ANY: 0 })).not.toContain('evade');
    expect(await joined('SP_LC', { NAP_RR_COMBINED_ANY: 0 })).toContain('evade');
  });
});

describe('C.5 La Grande Manoeuvre and lone leaders', () => {
  it('C.5 La Grande Manoeuvre: an ordered lone leader makes a strategic move of up to 4 hexes (3 with any other card); each move has its own policy index', async () => {
    const spec = { units: ['b leader E3', 'b FR_LN A1', 't BR_LN K9'], hands: { bottom: ['grande-manoeuvre', 'probe-c'], top: ['probe-c'] } };
    const { state } = await napSetup(spec);
    play(state, 'grande-manoeuvre');
    act(state, 'order-leader:E3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    const rows = legalWith(state, 'leader:E3-').map((t) => Number(t.slice(11)));
    expect(Math.max(...rows), 'four rows up').toBe(7);
    expect(legalWith(state, 'leader:E3-')).toContain('leader:E3-E7');
    const used = new Set<number>();
    for (const code of state.legalActions()) {
      const i = state.policyIndex(code);
      expect(i, state.game.actionText(code)).toBeGreaterThanOrEqual(0);
      expect(used.has(i), state.game.actionText(code)).toBe(false);
      used.add(i);
      expect(state.actionAt(i)).toBe(code);
    }
    const probe = await napSetup(spec);
    play(probe.state, 'probe-c');
    act(probe.state, 'order-leader:E3');
    if (probe.state.phaseName() === 'ORDER') act(probe.state, 'end-orders');
    expect(Math.max(...legalWith(probe.state, 'leader:E3-').map((t) => Number(t.slice(11)))), 'three rows up').toBe(6);
  });
});

describe('C.15 walled garden (GM&T): as forest, plus the wall', () => {
  it('C.15 walled garden: battle into it as a forest (infantry -1, cavalry -2); cavalry battling out of it -2', async () => {
    const { state } = await napSetup({
      units: ['b BR_LN E3', 'b FR_LC D4', 't FR_MI E4', 'b FR_LC I4', 't FR_MI J4'],
      terrain: ['walled-garden E4', 'walled-garden I4'],
    });
    expect(targets(state, 'E3')).toEqual({ E4: -3 }); // 4 blocks - 1
    expect(targets(state, 'D4')).toEqual({ E4: -2 }); // 4 blocks - 2
    expect(targets(state, 'I4')).toEqual({ J4: -2 }); // cavalry out of it: 4 - 2
  });

  it('C.15 walled garden: blocks line of sight', async () => {
    const { state } = await napSetup({ units: ['b BR_LN I5', 't FR_LN K5'], terrain: ['walled-garden J5'] });
    expect(targets(state, 'I5')).toEqual({});
  });

  it('C.9 / C.15 walled garden: entering it stops the unit, which may not battle that turn; light infantry may', async () => {
    // row 3 is river except the walled garden on E3 and G3
    const river = 'ABCDFHIJKLM'.split('').map((c) => `river ${c}3`);
    const { state } = await napSetup({
      units: ['b FR_LN E2', 'b FR_LT G2', 't BR_LN E4', 't BR_LN G4'],
      terrain: ['walled-garden E3', 'walled-garden G3', ...river],
      hands: { bottom: ['attack-c'], top: ['probe-c'] },
    });
    play(state, 'attack-c');
    order(state, 'E2', 'G2');
    expect(legalWith(state, 'move:G2-').map((t) => t.slice(8)).filter((h) => Number(h.slice(1)) > 3)).toEqual([]); // the garden stops light infantry too
    moves(state, 'E2-E3', 'G2-G3');
    expect(legalWith(state, 'battle:').sort()).toEqual(['battle:G3xG4']); // line infantry in E3 may not battle
  });

  it('C.15 walled garden [Interp] (rule option NAP_WALLED_GARDEN_FLAGS, default 1): its occupant ignores 1 flag; 0: a plain forest', async () => {
    const spec = { units: ['b BR_LN E3', 't FR_LN E5'], terrain: ['walled-garden E5'] };
    const { state } = await napSetup({ ...spec, rules: { NAP_SUPPORT: 0 } });
    play(state, 'probe-c');
    order(state, 'E3');
    battle(state, 'E3xE5'); // British line 4 + 1 standing - 1 into the garden = 4 dice
    roll(state, 'flag', 'flag', 'flag', 'flag');
    expect(legalWith(state, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1']);
    const off = await napSetup({ ...spec, rules: { NAP_SUPPORT: 0, NAP_WALLED_GARDEN_FLAGS: 0 } });
    play(off.state, 'probe-c');
    order(off.state, 'E3');
    battle(off.state, 'E3xE5');
    roll(off.state, 'flag', 'flag', 'flag', 'flag');
    expect(legalWith(off.state, 'ignore:')).toEqual([]);
  });

  it('C.15 / D.10 walled garden: an infantry unit ordered out of it leaves a garrison (D.10 names walled gardens)', async () => {
    const { state, game } = await napPieces({ units: ['b FR_LN E3', 't BR_LN K8'], terrain: ['walled-garden E3'], rules: { NAP_SUPPORT: 0 } }, { garrisons: [1, 0] });
    play(state, 'probe-c');
    order(state, 'E3');
    act(state, 'move:E3-E4');
    expect(unitAt(state, 'E3')?.type).toBe('GAR');
    expect(blocks(state, 'E4')).toBe(4);
    expect(call(state, 'garrisonBlocks', 0)).toBe(0);
    expect(en(game, 'Ter.WALLED_GARDEN')).toBe(game.enums.Ter.code.WALLED_GARDEN);
  });

  it('C.15: a scenario file\'s "walled-garden" loads as the core\'s WALLED_GARDEN terrain (not forest)', async () => {
    const file = {
      game: 'napoleonics', id: '900-walled-garden', name: 'Walled garden test', reconstruction: true,
      provenance: { transcribed: 'nothing', reconstructed: 'everything (a test)' },
      board: 'standard', first: 'bottom',
      sides: {
        bottom: { army: 'French', nations: ['FR'], commanders: ['Ney'], cards: 3, tactician: 0, banners: 4 },
        top: { army: 'British', nations: ['GB'], commanders: ['Hill'], cards: 3, tactician: 0, banners: 4 },
      },
      terrain: [{ hex: 'E5', type: 'walled-garden', name: 'Garden' }, { hex: 'F5', type: 'forest' }],
      units: [{ side: 'bottom', nation: 'FR', type: 'LN', hex: 'E2' }, { side: 'top', nation: 'GB', type: 'B-LN', hex: 'E8' }],
    };
    const r = parseNapoleonicsScenario(file);
    expect(r.ok, r.ok ? '' : r.errors.join('\n')).toBe(true);
    if (!r.ok) return;
    const game = await napoleonicsGame(toCoreScenario(normalizeNapoleonicsScenario(r.scenario)), { build: 'debug' });
    const T = game.enums.Ter.code;
    expect(game.core.getTerrain(hexIndex('E5'))).toBe(T.WALLED_GARDEN);
    expect(game.core.getTerrain(hexIndex('F5'))).toBe(T.FOREST);
  });
});

describe('C.17 Short Supply: one row forward if none', () => {
  it('C.17 Short Supply (the printed text): with no vacant hex of its section on its baseline, the unit goes one row forward; each move has a policy index', async () => {
    const baseline = 'ABCDEFGHIJKLM'.split('').map((c) => `t BR_LN ${c}9`);
    const { state, game } = await napPieces(
      { units: ['b FR_LN E3', 't BR_LN E6', ...baseline] },
      { tactician: [1, 0], tacticianDeck: { SHORT_SUPPLY: 2 } },
    );
    const T = (card: string) => en(game, `TCard.${card}`);
    applyCode(state, mk(en(game, 'NAP_ACT_TACT_DRAW'), 0, 0, T('SHORT_SUPPLY')));
    const tact = legalCodes(state).filter((c) => (c & 63) === en(game, 'NAP_ACT_TACTIC'));
    const dest = tact.filter((c) => ((c >> 6) & 511) === hexIndex('E6')).map((c) => game.hexText((c >> 15) & 511));
    expect(dest.length).toBeGreaterThan(0);
    for (const h of dest) expect(h.endsWith('8'), h).toBe(true); // the top baseline (row 9) is full: row 8
    const friend = tact.filter((c) => ((c >> 6) & 511) === hexIndex('E3')).map((c) => game.hexText((c >> 15) & 511));
    for (const h of friend) expect(h.endsWith('1'), h).toBe(true); // the bottom baseline has room: row 1
    const used = new Set<number>();
    for (const c of tact) {
      const i = state.policyIndex(c);
      expect(i, game.actionText(c)).toBeGreaterThanOrEqual(0);
      expect(used.has(i), game.actionText(c)).toBe(false);
      used.add(i);
    }
    applyCode(state, mk(en(game, 'NAP_ACT_TACTIC'), hexIndex('E6'), hexIndex(dest[0]), T('SHORT_SUPPLY')));
    expect(unitAt(state, dest[0])?.side).toBe('top');
    expect(unitAt(state, 'E6')).toBeUndefined();
  });
});
