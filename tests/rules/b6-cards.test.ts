// Rules digest B.6: the 60-card command deck, card by card (section, troop, leadership, tactic).
import { describe, it } from 'vitest';
import {
  act, blocks, check, declare, diceToRoll, dist, eq, leaderAt, legal, legalWith, movesFrom, playOrder, roll, setup,
  unitAt,
} from './helpers.ts';

/** Number of orders a card gives before the order phase ends on its own. */
function ordersGiven(state: import('../../src/core/game.ts').State, card: string): number {
  act(state, `play:${card}`);
  let n = 0;
  while (state.phaseName() === 'ORDER') {
    const o = legalWith(state, 'order');
    if (o.length === 0) break;
    act(state, o[0]);
    n++;
  }
  return n;
}

describe('B.6 section cards', () => {
  const many = ['b MI A1', 'b MI B1', 'b MI C1', 'b MI D1', 'b MI A3', 'b MI B3', 'b MI C3',
    'b MI F1', 'b MI G1', 'b MI H1', 'b MI F3', 'b MI G3', 'b MI H3',
    'b MI J1', 'b MI K1', 'b MI L1', 'b MI J3', 'b MI K3', 'b MI L3', 't MI G9'];

  it('B.6 Order Two / Three / Four Units give 2 / 3 / 4 orders in their section', async () => {
    for (const [card, n] of [['o2l', 2], ['o2c', 2], ['o2r', 2], ['o3l', 3], ['o3c', 3], ['o3r', 3], ['o4l', 4], ['o4c', 4], ['o4r', 4]] as const) {
      const { state } = await setup({ units: many, hands: { bottom: [card] } });
      eq(state, ordersGiven(state, card), n, card);
    }
  });

  it('B.6 Out Flanked orders 2 left and 2 right, none in the centre', async () => {
    const { state } = await setup({ units: many, hands: { bottom: ['outflank'] } });
    act(state, 'play:outflank');
    const hexes = legalWith(state, 'order:').map((a) => a.slice(6));
    check(state, !hexes.some((h) => ['F1', 'G1', 'H1', 'F3', 'G3', 'H3'].includes(h)), 'no centre units');
    act(state, 'order:A1', 'order:B1');
    check(state, !legal(state, 'order:C1'), 'left quota used');
    act(state, 'order:J1', 'order:K1');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 Coordinated Attack orders 1 unit in each section', async () => {
    const { state } = await setup({ units: many, hands: { bottom: ['coord'] } });
    act(state, 'play:coord', 'order:A1');
    check(state, !legal(state, 'order:B1'), 'one in the left');
    act(state, 'order:G1');
    check(state, !legal(state, 'order:H1'), 'one in the centre');
    act(state, 'order:K1');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 section cards may order leaders', async () => {
    const { state } = await setup({ units: ['b leader G3', 'b MI G1', 't MI G9'], hands: { bottom: ['o2c'] } });
    act(state, 'play:o2c');
    check(state, legal(state, 'order-leader:G3'), 'a lone leader takes an order');
  });
});

describe('B.6 troop cards', () => {
  it('B.6 Order Mounted orders mounted units and/or leaders', async () => {
    const { state } = await setup({ units: ['b MC G3', 'b leader B1', 'b MI K1', 't MI G9'], hands: { bottom: ['mounted', 'o2c'] } });
    act(state, 'play:mounted');
    eq(state, legalWith(state, 'order').sort(), ['order-leader:B1', 'order:G3']);
  });

  it('B.6 Order Light Troops: light foot may move through friendly units (not stop on them)', async () => {
    const { state } = await setup({ units: ['b LI G3', 'b MI G4', 'b MI H4', 't MI A9'], hands: { bottom: ['light'] } });
    playOrder(state, 'light', 'G3');
    const m = movesFrom(state, 'G3');
    check(state, m.includes('G5'), 'through G4 to G5');
    check(state, !m.includes('G4'), 'not onto a friend');
  });
});

describe('B.6 leadership cards', () => {
  // a line of units C3..H3 with a leader on C3 (left section); B1 is not linked
  const line = ['b MI C3 L', 'b MI D3', 'b MI E3', 'b MI F3', 'b MI G3', 'b MI H3', 'b MI I3', 'b MI B1', 't MI G9'];

  it('B.6 Inspired Left Leadership: the leader, his unit and up to 4 more linked pieces (crossing sections)', async () => {
    const { state } = await setup({ units: line, hands: { bottom: ['insp-l'] } });
    act(state, 'play:insp-l', 'order:C3');
    check(state, !legal(state, 'order:B1'), 'B1 is not linked');
    act(state, 'order:D3', 'order:E3', 'order:F3', 'order:G3');
    eq(state, state.phaseName(), 'MOVE', 'four more and no more');
    check(state, unitAt(state, 'G3')!.ordered && !unitAt(state, 'H3')!.ordered, 'chain of 4 after the leader');
  });

  it('B.6 Inspired Leadership picks a leader in its own section only', async () => {
    const { state } = await setup({ units: line, hands: { bottom: ['insp-r'] } });
    act(state, 'play:insp-r');
    check(state, !legal(state, 'order:C3'), 'C3 is in the left section');
  });

  it('B.6 Inspired Leadership with no leader in the section: 1 unit of choice in that section', async () => {
    const { state } = await setup({ units: ['b MI B1', 'b MI C1', 'b MI G1', 't MI G9'], hands: { bottom: ['insp-l'] } });
    act(state, 'play:insp-l');
    eq(state, legalWith(state, 'order:').sort(), ['order:B1', 'order:C1']);
    act(state, 'order:B1');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 Leadership Any Section: the leader, his unit and up to 3 more linked pieces', async () => {
    const { state } = await setup({ units: line, hands: { bottom: ['lead-any'] } });
    act(state, 'play:lead-any', 'order:C3', 'order:D3', 'order:E3', 'order:F3');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 Leadership Any Section with no leader: 1 unit of choice anywhere', async () => {
    const { state } = await setup({ units: ['b MI B1', 'b MI K1', 't MI G9'], hands: { bottom: ['lead-any'] } });
    act(state, 'play:lead-any');
    eq(state, legalWith(state, 'order:').sort(), ['order:B1', 'order:K1']);
    act(state, 'order:K1');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 a leadership chain may include lone leaders', async () => {
    const { state } = await setup({ units: ['b MI C3 L', 'b leader D3', 'b MI E3', 't MI G9'], hands: { bottom: ['lead-any'] } });
    act(state, 'play:lead-any', 'order:C3');
    check(state, legal(state, 'order-leader:D3'), 'lone leader linked');
  });
});

describe('B.6 tactic cards', () => {
  it('B.6 Line Command orders a linked group of foot units; each moves at most 1 and may battle', async () => {
    const { game, state } = await setup({
      units: ['b LI C3', 'b MI D3', 'b MI E3', 'b MI H3', 'b LC F1', 't MI E4'], hands: { bottom: ['line'] },
    });
    act(state, 'play:line', 'order:D3');
    check(state, legal(state, 'order:C3') && legal(state, 'order:E3'), 'linked foot');
    check(state, !legal(state, 'order:H3') && !legal(state, 'order:F1'), 'not linked / not foot');
    act(state, 'order:C3', 'order:E3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    eq(state, Math.max(...movesFrom(state, 'C3').map((h) => dist(game, 'C3', h))), 1, 'LI moves only 1');
    act(state, 'move:C3-C4', 'end-moves');
    check(state, legal(state, 'battle:E3xE4'), 'may battle');
  });

  it('B.6 Line Command with no foot units orders 1 unit of choice', async () => {
    const { state } = await setup({ units: ['b LC B1', 'b MC K1', 't MI G9'], hands: { bottom: ['line'] } });
    act(state, 'play:line', 'order:B1');
    eq(state, state.phaseName(), 'MOVE');
  });

  it('B.6 Mounted Charge: +1 close-combat die for mounted units', async () => {
    const { state } = await setup({ units: ['b MC G3', 't MI G4'], hands: { bottom: ['charge', 'o2c'] } });
    playOrder(state, 'charge', 'G3');
    act(state, 'end-moves');
    eq(state, declare(state, 'battle:G3xG4'), 4, 'MC 3 + 1');
  });

  it('B.6 Mounted Charge: heavy cavalry, elephants and chariots may move 3 and battle', async () => {
    for (const t of ['HC', 'EL', 'HCH']) {
      const { state } = await setup({ units: [`b ${t} G3`, 't MI G7'], hands: { bottom: ['charge', 'o2c'] } });
      playOrder(state, 'charge', 'G3');
      act(state, 'move:G3-G6');
      check(state, legal(state, 'battle:G6xG7'), `${t} moved 3 and may battle`);
    }
  });

  it('B.6 Mounted Charge: no ranged combat', async () => {
    const { state } = await setup({ units: ['b LC G3', 't MI G5'], hands: { bottom: ['charge', 'o2c'] } });
    playOrder(state, 'charge', 'G3');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    check(state, !legal(state, 'battle:G3xG5'), 'LC may not fire');
  });

  it('B.6 Mounted Charge: the +1 die also applies in bonus close combat', async () => {
    const { state } = await setup({ units: ['b MC G3', 't MI G4 1', 't MI G5'], hands: { bottom: ['charge', 'o2c'] } });
    playOrder(state, 'charge', 'G3');
    act(state, 'end-moves');
    declare(state, 'battle:G3xG4');
    roll(state, 'medium', 'light', 'light', 'light');
    act(state, 'advance:G4', 'skip', 'battle:G4xG5', 'accept');
    eq(state, diceToRoll(state), 4, 'bonus close combat with 3 + 1 dice');
  });

  it('B.6 Move-Fire-Move: light units move, then fire (1 die if moved), then move again; no close combat', async () => {
    const { state } = await setup({ units: ['b LI G3', 'b LB C3', 't MI G6', 't MI C4'], hands: { bottom: ['mfm', 'o2c'] } });
    act(state, 'play:mfm', 'order:G3', 'order:C3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    act(state, 'move:G3-G4', 'end-moves');
    check(state, !legal(state, 'battle:C3xC4'), 'no close combat under Move-Fire-Move');
    act(state, 'battle:G4xG6');
    eq(state, diceToRoll(state), 1, 'moved: 1 die');
    roll(state, 'light');
    eq(state, state.phaseName(), 'MOVE', 'second move');
    check(state, movesFrom(state, 'G4').length > 0, 'LI may move again');
  });

  it('B.6 Move-Fire-Move: light foot may pass through friendly units', async () => {
    const { state } = await setup({ units: ['b LI G3', 'b MI G4', 'b MI H4', 't MI A9'], hands: { bottom: ['mfm', 'o2c'] } });
    act(state, 'play:mfm', 'order:G3');
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    check(state, movesFrom(state, 'G3').includes('G5'), 'through G4');
  });

  it('B.6 Double Time: up to 4 linked foot units; non-light foot move 2 and still close-combat; no fire', async () => {
    const { state } = await setup({
      units: ['b MI C3', 'b MI D3', 'b MI E3', 'b MI F3', 'b MI G3', 'b LI H3', 't MI D6', 't MI H5'], hands: { bottom: ['double', 'o2c'] },
    });
    act(state, 'play:double', 'order:D3', 'order:C3', 'order:E3', 'order:F3');
    eq(state, state.phaseName(), 'MOVE', 'four units at most');
    act(state, 'move:D3-D5', 'end-moves');
    check(state, legal(state, 'battle:D5xD6'), 'moved 2 and battles');
    const { state: s2 } = await setup({ units: ['b LI G3', 'b LI H3', 't MI H5'], hands: { bottom: ['double', 'o2c'] } });
    act(s2, 'play:double', 'order:G3', 'order:H3');
    if (s2.phaseName() === 'ORDER') act(s2, 'end-orders');
    const { game } = s2;
    eq(s2, Math.max(...movesFrom(s2, 'G3').map((h) => dist(game, 'G3', h))), 2, 'light foot gain no extra hex');
    act(s2, 'end-moves');
    check(s2, !legal(s2, 'battle:H3xH5'), 'no ranged combat');
  });

  it('B.6 Double Time: warriors move up to 3 and must close-combat', async () => {
    const { game, state } = await setup({ units: ['b WA G3', 't MI G7'], hands: { bottom: ['double', 'o2c'] } });
    act(state, 'play:double', 'order:G3');
    const far = movesFrom(state, 'G3').filter((h) => dist(game, 'G3', h) === 3);
    check(state, far.includes('G6'), 'three hexes to reach the enemy');
    act(state, 'move:G3-G6');
    check(state, !legal(state, 'end-battles'), 'must close-combat');
  });

  it('B.6 Counter Attack repeats the opponent\'s last card, section cards mirrored left/right', async () => {
    const { state } = await setup({
      units: ['b MI B1', 'b MI K1', 't MI K7', 't MI B7'], hands: { bottom: ['counter'], top: ['o2l'] }, first: 'top',
    });
    playOrder(state, 'o2l', 'K7'); // top's left is the board's right
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    act(state, 'draw:o3c');
    act(state, 'play:counter');
    eq(state, legalWith(state, 'order:'), ['order:K1'], "bottom's right = the same flank");
  });

  it('B.6 Counter Attack copies troop cards', async () => {
    const { state } = await setup({
      units: ['b MC B1', 'b MI K1', 't MC K7'], hands: { bottom: ['counter'], top: ['mounted'] }, first: 'top',
    });
    playOrder(state, 'mounted', 'K7');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    act(state, 'draw:o3c', 'play:counter');
    eq(state, legalWith(state, 'order:'), ['order:B1'], 'orders mounted units');
  });

  it('B.6 Counter Attack cannot copy First Strike', async () => {
    const { state } = await setup({
      units: ['b MI B1', 't MI K7'], hands: { bottom: ['counter'], top: ['first-strike'] }, first: 'top',
    });
    act(state, 'play:first-strike'); // the only card: played as the turn's card, orders nothing
    act(state, 'draw:o3c', 'play:counter');
    eq(state, state.phaseName(), 'DRAW', 'nothing to copy: straight to the draw');
  });

  it('B.6 Clash of Shields orders every unit adjacent to an enemy; no movement; +2 dice', async () => {
    const { state } = await setup({ units: ['b MI G3', 'b MI B1', 't MI G4'], hands: { bottom: ['clash', 'o2c'] } });
    act(state, 'play:clash');
    eq(state, state.phaseName(), 'BATTLE', 'no orders to give, no movement');
    check(state, unitAt(state, 'G3')!.ordered && !unitAt(state, 'B1')!.ordered, 'only the adjacent unit');
    eq(state, declare(state, 'battle:G3xG4'), 6, 'MI 4 + 2');
  });

  it('B.6 Clash of Shields: momentum advance allowed; bonus close combat at normal dice', async () => {
    const { state } = await setup({ units: ['b MC G3', 't MI G4 1', 't MI G5'], hands: { bottom: ['clash', 'o2c'] } });
    act(state, 'play:clash');
    declare(state, 'battle:G3xG4');
    eq(state, diceToRoll(state), 5);
    roll(state, 'medium', 'light', 'light', 'light', 'light');
    act(state, 'advance:G4');
    if (state.phaseName() === 'EXTRA_HEX') act(state, 'skip');
    act(state, 'battle:G4xG5', 'accept');
    eq(state, diceToRoll(state), 3, 'bonus at MC normal dice');
  });

  it('B.6 Darken the Sky orders every missile unit; no movement; each may fire twice', async () => {
    const { state } = await setup({ units: ['b LB G3', 'b LI B3', 'b MI K1', 't MI G5', 't MI G9'], hands: { bottom: ['darken', 'o2c'] } });
    act(state, 'play:darken');
    eq(state, state.phaseName(), 'BATTLE', 'no movement');
    check(state, unitAt(state, 'G3')!.ordered && unitAt(state, 'B3')!.ordered && !unitAt(state, 'K1')!.ordered, 'missile units only');
    act(state, 'battle:G3xG5');
    roll(state, 'light', 'light');
    check(state, legal(state, 'battle:G3xG5'), 'second shot');
    act(state, 'battle:G3xG5');
    roll(state, 'medium', 'light');
    eq(state, blocks(state, 'G5'), 3, 'the second shot hits');
    check(state, !legal(state, 'battle:G3xG5'), 'no third shot');
  });

  it('B.6 First Strike: the defender battles first with battle-back dice; a retreating attacker\'s attack ends', async () => {
    const { state } = await setup({ units: ['b HI G3', 't HCH G4'], hands: { bottom: ['o2c'], top: ['first-strike', 'o2l'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4');
    check(state, legal(state, 'first-strike'), 'defender may play First Strike');
    act(state, 'first-strike');
    eq(state, diceToRoll(state), 3, 'heavy chariot battles with its battle-back dice (3)');
    roll(state, 'flag', 'light', 'light');
    act(state, 'retreat:F2');
    eq(state, blocks(state, 'G4'), 2, 'the attack never happened');
    check(state, state.phaseName() !== 'ROLL', 'no attack roll follows');
  });

  it('B.6 First Strike: an attacker still in place attacks normally and gets no battle back', async () => {
    const { state } = await setup({ units: ['b HI G3', 't MI G4'], hands: { bottom: ['o2c'], top: ['first-strike', 'o2l'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'battle:G3xG4', 'first-strike');
    roll(state, 'heavy', 'light', 'light', 'light');
    eq(state, blocks(state, 'G3'), 3, 'first strike hit');
    eq(state, diceToRoll(state), 5, 'the attacker then rolls');
    roll(state, 'medium', 'light', 'light', 'light', 'light');
    eq(state, blocks(state, 'G4'), 3);
    eq(state, state.phaseName(), 'DRAW', 'no battle back');
  });

  it('B.6 First Strike cannot be played as the turn\'s card while other cards are held', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G9'], hands: { bottom: ['first-strike', 'o2c'] } });
    eq(state, legalWith(state, 'play:'), ['play:o2c']);
  });

  it('B.6 I Am Spartacus: dice = Command; class symbols order that class, helmets any unit or leader; +1 die', async () => {
    const { state } = await setup({
      units: ['b LI B1', 'b LI C1', 'b HI G3', 'b MI K1 L', 't MI G4'], hands: { bottom: ['spartacus', 'o2c', 'o2l'] },
    });
    act(state, 'play:spartacus');
    eq(state, diceToRoll(state), 3, 'Command 3');
    roll(state, 'light', 'heavy', 'leader');
    const o = legalWith(state, 'order');
    check(state, o.includes('order:B1') && o.includes('order:G3') && o.includes('order:K1') && o.includes('order-leader:K1'), 'light, heavy, any unit, a leader');
    act(state, 'order:G3', 'order:B1', 'order-leader:K1');
    eq(state, state.phaseName(), 'MOVE', 'three orders');
    act(state, 'end-moves');
    eq(state, declare(state, 'battle:G3xG4'), 6, 'HI 5 + 1');
  });

  it('B.6 I Am Spartacus: flags and swords order nothing; the deck and discards are reshuffled', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G9'], hands: { bottom: ['spartacus', 'o2c'] } });
    act(state, 'play:spartacus');
    roll(state, 'flag', 'swords');
    eq(state, state.phaseName(), 'DRAW', 'nothing ordered');
    eq(state, state.discardCount(), 0, 'discards (this card included) shuffled into the deck');
    eq(state, state.deckCount(), 60 - 2, 'all but the two hands');
  });

  it('B.6 Rally: symbols restore blocks to damaged units in or next to a leader; never elephants or chariots', async () => {
    const { state } = await setup({
      units: ['b MI G3 2', 'b leader F3', 'b EL E3 1', 'b HI K1 2', 'b LI G1 4', 't MI G9'], hands: { bottom: ['rally', 'o2c'] },
    });
    act(state, 'play:rally');
    eq(state, diceToRoll(state), 2, 'Command 2');
    roll(state, 'medium', 'leader');
    eq(state, legalWith(state, 'rally:'), ['rally:G3'], 'G3 only (K1 far from a leader, E3 an elephant, G1 at full strength)');
    act(state, 'rally:G3', 'rally:G3');
    eq(state, blocks(state, 'G3'), 4, 'two blocks back');
    check(state, unitAt(state, 'G3')!.ordered, 'a rallied unit is ordered');
  });

  it('B.6 Rally never raises a unit above its starting strength', async () => {
    const { state } = await setup({ units: ['b MI G3 3', 'b leader F3', 't MI G9'], hands: { bottom: ['rally', 'o2c'] } });
    act(state, 'play:rally');
    roll(state, 'medium', 'medium');
    act(state, 'rally:G3');
    eq(state, blocks(state, 'G3'), 4);
    check(state, !legal(state, 'rally:G3'), 'full strength');
  });

  it('B.6 Rally with no leaders orders 1 unit of choice', async () => {
    const { state } = await setup({ units: ['b MI G3 3', 'b MI B1', 't MI G9'], hands: { bottom: ['rally', 'o2c'] } });
    act(state, 'play:rally');
    eq(state, state.phaseName(), 'ORDER', 'no roll');
    act(state, 'order:B1');
    eq(state, state.phaseName(), 'MOVE');
  });
});

describe('B.6 Counter Attack and Leadership Any Section', () => {
  it('B.6 Counter Attack copying Leadership Any Section must use the section the opponent chose', async () => {
    const { state } = await setup({
      units: ['b MI B1 L', 'b MI K1 L', 't MI K7 L', 't MI B7 L'],
      hands: { bottom: ['counter'], top: ['lead-any'] }, first: 'top',
    });
    act(state, 'play:lead-any', 'order:K7'); // top starts from the board's right (its left flank)
    if (state.phaseName() === 'ORDER') act(state, 'end-orders');
    if (state.phaseName() === 'MOVE') act(state, 'end-moves');
    act(state, 'draw:o3c', 'play:counter');
    eq(state, legalWith(state, 'order:'), ['order:K1'], 'only a leader of the same (board) section');
  });
});

describe('B.6 Move-Fire-Move second move', () => {
  it('B.6 Move-Fire-Move: the second move uses what is left of the allowance (rule option MFM_SECOND_MOVE_FULL: all of it)', async () => {
    for (const [full, want] of [[0, 1], [1, 2]] as const) {
      const { game, state } = await setup({ units: ['b LI G3', 't MI G6'], hands: { bottom: ['mfm', 'o2c'] }, rules: { MFM_SECOND_MOVE_FULL: full } });
      act(state, 'play:mfm', 'order:G3');
      if (state.phaseName() === 'ORDER') act(state, 'end-orders');
      act(state, 'move:G3-G4');
      eq(state, state.phaseName(), 'BATTLE', 'fire step (G6 in range)');
      act(state, 'end-battles');
      eq(state, state.phaseName(), 'MOVE', 'second move');
      eq(state, Math.max(...movesFrom(state, 'G4').map((h) => dist(game, 'G4', h))), want, `option ${full}`);
    }
  });
});
