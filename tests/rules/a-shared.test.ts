// Rules digest part A (shared C&C machinery): A.1 board geometry and sections, A.2 line of sight,
// A.3 turn skeleton. Each test builds a small inline scenario (helpers.ts) and prints the board when
// it fails.
import { describe, expect, it } from 'vitest';
import { act, board, check, eq, legal, legalWith, los, passUntil, playOrder, setup, unitAt } from './helpers.ts';

describe('A.1 board geometry', () => {
  it('A.1 standard board is 13 wide x 9 deep, odd rows long (A-M), even rows short (A-L)', async () => {
    const { game } = await setup({ units: ['b HI G3', 't HI G7'] });
    expect(game.board).toEqual({ w: 13, h: 9 });
    expect('code' in game.parseAction('order:M1')).toBe(true);
    expect('code' in game.parseAction('order:M9')).toBe(true);
    expect('error' in game.parseAction('order:M2')).toBe(true);
    expect('error' in game.parseAction('order:M8')).toBe(true);
    expect('error' in game.parseAction('order:A10')).toBe(true);
  });

  it('A.1 a section card orders only units in its section (bottom view)', async () => {
    const units = ['b MI B3', 'b MI G3', 'b MI K3', 't HI G9'];
    const orders = async (card: string) => {
      const { state } = await setup({ units, hands: { bottom: [card] } });
      act(state, `play:${card}`);
      return legalWith(state, 'order:').sort();
    };
    expect(await orders('o2l')).toEqual(['order:B3']);
    expect(await orders('o2c')).toEqual(['order:G3']);
    expect(await orders('o2r')).toEqual(['order:K3']);
  });

  it('A.1 dotted-line hexes (long rows, columns E and I) belong to the flank and the centre', async () => {
    const units = ['b MI D4', 'b MI E3', 'b MI E4', 'b MI I3', 'b MI I4', 't HI G9'];
    const orders = async (card: string) => {
      const { state } = await setup({ units, hands: { bottom: [card] } });
      act(state, `play:${card}`);
      return legalWith(state, 'order:').sort();
    };
    // short-row E4 is centre only, short-row I4 is right only, D4 left only
    expect(await orders('o4l')).toEqual(['order:D4', 'order:E3']);
    expect(await orders('o4c')).toEqual(['order:E3', 'order:E4', 'order:I3']);
    expect(await orders('o4r')).toEqual(['order:I3', 'order:I4']);
  });

  it('A.1 a dotted hex uses one order of either section (quotas are shared sensibly)', async () => {
    // Order Two Left: E3 (left/centre) and D3, C3 (left). Two orders only.
    const { state } = await setup({ units: ['b MI C3', 'b MI D3', 'b MI E3', 't HI G9'], hands: { bottom: ['o2l'] } });
    act(state, 'play:o2l', 'order:E3', 'order:D3');
    eq(state, state.phaseName(), 'MOVE', 'two orders used: order phase over');
    check(state, !unitAt(state, 'C3')!.ordered, 'third unit not ordered');
  });

  it("A.1 the top player's left flank is the bottom player's right", async () => {
    const { state } = await setup({ units: ['b HI G1', 't MI B7', 't MI K7'], hands: { top: ['o2l'], bottom: ['o2c'] }, first: 'top' });
    act(state, 'play:o2l');
    expect(legalWith(state, 'order:')).toEqual(['order:K7']);
  });

  it('A.1 units never leave the board: a retreat off the baseline is blocked (loses a block)', async () => {
    const { state } = await setup({ units: ['b MI G1', 't HI G2'], hands: { top: ['o2c'] }, first: 'top' });
    playOrder(state, 'o2c', 'G2');
    act(state, 'end-moves', 'battle:G2xG1', 'accept', 'die:flag', 'die:light', 'die:light', 'die:light', 'die:light');
    eq(state, unitAt(state, 'G1')?.blocks, 3, 'bottom MI stays on G1 and loses 1 block');
  });
});

describe('A.2 line of sight', () => {
  // LB on B3 fires at the target on E3 (3 hexes along row 3: C3 and D3 lie between)
  const base = ['b LB B3', 't MI E3'];

  it('A.2 a clear line gives line of sight (ranged battle legal)', async () => {
    const { state } = await setup({ units: base, hands: { bottom: ['o2l'] } });
    playOrder(state, 'o2l', 'B3');
    act(state, 'end-moves');
    check(state, legal(state, 'battle:B3xE3'), 'LB may fire at E3');
  });

  it('A.2 any unit (friend or foe) in an intermediate hex blocks', async () => {
    for (const blocker of ['b MI D3', 't MI C3']) {
      const { state } = await setup({ units: [...base, blocker], hands: { bottom: ['o2l'] } });
      check(state, !los(state, 'B3', 'E3'), `LOS blocked by ${blocker}`);
      playOrder(state, 'o2l', 'B3');
      if (state.phaseName() === 'MOVE') act(state, 'end-moves');
      check(state, !legal(state, 'battle:B3xE3'), `no fire through ${blocker}`);
    }
  });

  it('A.2 a lone leader in an intermediate hex blocks', async () => {
    const { state } = await setup({ units: [...base, 'b leader D3'] });
    check(state, !los(state, 'B3', 'E3'), 'LOS blocked by a lone leader');
  });

  it('A.2 forest between blocks; forest on the target or firer hex does not', async () => {
    let { state } = await setup({ units: base, terrain: ['forest C3'] });
    check(state, !los(state, 'B3', 'E3'), 'forest between blocks');
    ({ state } = await setup({ units: base, terrain: ['forest E3', 'forest B3'] }));
    check(state, los(state, 'B3', 'E3'), 'forest on the end hexes does not block');
  });

  it('A.2 hills between block, except between hexes of the same connected hill', async () => {
    let { state } = await setup({ units: base, terrain: ['hill C3'] });
    check(state, !los(state, 'B3', 'E3'), 'a hill between blocks');
    ({ state } = await setup({ units: base, terrain: ['hill B3', 'hill C3', 'hill D3', 'hill E3'] }));
    check(state, los(state, 'B3', 'E3'), 'same connected hill: clear');
    ({ state } = await setup({ units: base, terrain: ['hill B3', 'hill C3', 'hill D3'] }));
    check(state, !los(state, 'B3', 'E3'), 'target off the hill: the hill between blocks');
  });

  it('A.2 a war machine on a hill does not see over an adjacent friendly unit below (C.10 is Napoleonics only)', async () => {
    const units = ['b WM E3', 't MI F6', 't MI A9'];
    let { state } = await setup({ units, terrain: ['hill E3'] });
    check(state, los(state, 'E3', 'F6'), 'nothing between: clear');
    ({ state } = await setup({ units: [...units, 'b MI E4'], terrain: ['hill E3'] }));
    check(state, !los(state, 'E3', 'F6'), 'the friendly unit below blocks, hill or not');
  });

  it('A.2 a line along a hexside is blocked only when both hexes beside it block', async () => {
    // E3 -> E5 runs exactly between D4 and E4
    const units = ['b LB E3', 't MI E5'];
    let { state } = await setup({ units: [...units, 'b MI D4'] });
    check(state, los(state, 'E3', 'E5'), 'one side blocked: clear');
    ({ state } = await setup({ units: [...units, 'b MI E4'] }));
    check(state, los(state, 'E3', 'E5'), 'other side blocked: clear');
    ({ state } = await setup({ units: [...units, 'b MI D4', 'b MI E4'], hands: { bottom: ['o3c'] } }));
    check(state, !los(state, 'E3', 'E5'), 'both sides blocked: no LOS');
    ({ state } = await setup({ units: [...units, 'b MI E4'], terrain: ['forest D4'], hands: { bottom: ['o2l'] } }));
    check(state, !los(state, 'E3', 'E5'), 'unit on one side, forest on the other: no LOS');
    playOrder(state, 'o2l', 'E3');
    check(state, !legal(state, 'battle:E3xE5'), 'ranged battle refused through a blocked hexside');
  });

  it('A.2 range counts the target hex, not the firer hex (LI range 2 reaches distance 2 only)', async () => {
    const { state } = await setup({ units: ['b LI B3', 't MI D3', 't MI E3'], hands: { bottom: ['o2l'] } });
    playOrder(state, 'o2l', 'B3');
    act(state, 'end-moves');
    check(state, legal(state, 'battle:B3xD3'), 'distance 2 in range');
    check(state, !legal(state, 'battle:B3xE3'), 'distance 3 out of range (and blocked)');
  });
});

describe('A.3 turn skeleton', () => {
  it('A.3 play one card, order, move, battle, then discard and draw; the turn passes', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G7'], hands: { bottom: ['o2c', 'o3c'], top: ['o2l'] } });
    act(state, 'play:o2c');
    check(state, legalWith(state, 'play:').length === 0, 'only one card per turn');
    act(state, 'order:G3'); // the only unit: the order phase ends by itself
    act(state, 'move:G3-G4');
    eq(state, state.phaseName(), 'DRAW', 'nothing left to move and no battle possible: straight to the draw');
    eq(state, state.currentPlayer(), 2, 'the draw is a chance node');
    act(state, 'draw:rally');
    eq(state, state.hand(0).sort(), ['o3c', 'rally'], 'played card replaced by the draw');
    eq(state, state.discardCount(), 1, 'played card discarded');
    eq(state, state.phaseName(), 'PLAY');
    eq(state, state.currentPlayer(), 1, 'top to play');
  });

  it('A.3 orders beyond the units in the section are lost', async () => {
    const { state } = await setup({ units: ['b MI G3', 'b MI B3', 't MI G7'], hands: { bottom: ['o4c'] } });
    act(state, 'play:o4c', 'order:G3');
    eq(state, state.phaseName(), 'MOVE', 'nothing else orderable: the order phase ends');
  });

  it('A.3 a unit receives at most one order', async () => {
    const { state } = await setup({ units: ['b MI G3', 'b MI F3', 't MI G7'], hands: { bottom: ['o3c'] } });
    act(state, 'play:o3c', 'order:G3');
    check(state, !legal(state, 'order:G3'), 'G3 cannot be ordered twice');
  });

  it('A.3 all movement comes before any battle; battles never allow a later move', async () => {
    const { state } = await setup({ units: ['b MI G3', 'b MI H3', 't MI G4'], hands: { bottom: ['o3c'] } });
    playOrder(state, 'o3c', 'G3', 'H3');
    check(state, legalWith(state, 'battle:').length === 0, 'no battle during movement');
    act(state, 'end-moves');
    check(state, legalWith(state, 'move:').length === 0, 'no move after movement ended');
    act(state, 'battle:G3xG4', 'accept', 'die:light', 'die:light', 'die:light', 'die:light');
    // battle back by G4 (MI, 4 dice)
    act(state, 'die:light', 'die:light', 'die:light', 'die:light');
    eq(state, state.phaseName(), 'BATTLE', 'H3 may still battle');
    check(state, legalWith(state, 'move:').length === 0, 'no move after a battle');
  });

  it('A.3 an ordered unit need not move or battle', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G4'], hands: { bottom: ['o2c'] } });
    playOrder(state, 'o2c', 'G3');
    act(state, 'end-moves', 'end-battles');
    eq(state, state.phaseName(), 'DRAW');
    eq(state, unitAt(state, 'G3')?.blocks, 4);
  });

  it('A.3 a card that can order nothing skips to the draw', async () => {
    const { state } = await setup({ units: ['b MI G3', 't MI G7'], hands: { bottom: ['o2l'] } });
    act(state, 'play:o2l');
    eq(state, state.phaseName(), 'DRAW', 'no unit in the left section');
  });

  it('A.3 an exhausted deck is refilled by shuffling the discards', async () => {
    const { state } = await setup({ units: ['b MI A1', 't MI M9'], hands: { bottom: ['o2c'], top: ['o2l'] }, rules: { MAX_TURNS: 0 } });
    // pass turns until the deck runs dry and is refilled
    let prev = state.deckCount();
    let refilled = false;
    passUntil(state, (s) => {
      const now = s.deckCount();
      if (prev === 0 && now > 0) refilled = true;
      prev = now;
      return refilled;
    }, 20000);
    check(state, refilled, 'the deck ran out and was refilled');
    eq(state, state.phaseName(), 'DRAW', 'refilled at a draw');
    const total = state.deckCount() + state.discardCount() + state.handSize(0) + state.handSize(1);
    eq(state, total, 60, 'every card is somewhere');
  });
});
