// Rules digest D.8 (La Grande), the end of the turn [seed 3177-3225]: the CinC draws 1 Command card;
// if a Scout was played he draws 2, keeps 1 and gives the other to one of his corps commanders;
// Tactician draws go to the commander who played the card; Elan makes ALL corps commanders of both
// sides draw 1 Tactician card; a 3-star card that gave no March Move lets its commander draw 1
// Command OR 1 Tactician card [seed 3075-3083]; the draws come before the display refill. 602 in 8
// seats, the Allies (side 1) first.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { grandeDealt, act, seat, ownHand, keepAll, invariantsOk, ALLIED, seatOf } from './d8-turn-helpers.ts';
import { seatHand } from './seat-helpers.ts';
import { drawNamed } from './helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const LEFT = seatOf(ALLIED, 1), CENTRE = seatOf(ALLIED, 2), CINC = seatOf(ALLIED, 0);

/** Ends every step of the turn (orders, marches declined, moves, battles, no initiative) until `phase`. */
function runTo(s: State, phase: string, seen: string[] = []): void {
  for (let i = 0; i < 300 && s.phaseName() !== phase; i++) {
    seen.push(s.phaseName());
    if (s.isChance()) { s.apply(s.legalActions()[0]!); continue; }
    const legal = s.legalTexts();
    const end = legal.find((a) => ['end-orders', 'end-moves', 'end-battles', 'skip', 'no-initiative', 'pass', 'keep'].includes(a));
    if (!end) throw new Error(`no step end in ${s.phaseName()}: ${legal.join(' ')}`);
    s.apply(end);
  }
  expect(s.phaseName()).toBe(phase);
}

/** Scout Left (display) to the left commander, Bombard (hand) to the right one; every step ended. */
async function scoutTurn(): Promise<State> {
  const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold']);
  act(s, 'play:bombard', 'pick:scout-l', 'to:r', 'to:l');
  keepAll(s);
  runTo(s, 'GRANDE_NOMARCH');
  return s;
}

describe('D.8 a 3-star card that gave no March Move: a Command or a Tactician card [seed 3075-3083]', () => {
  it('D.8: the left commander (Scout Left, no March Move) chooses; draw:command puts a Command card in his own hand, after the CinC\'s Scout gift', async () => {
    const s = await scoutTurn();
    expect(seat(s)).toBe(LEFT);
    expect(s.legalTexts().sort()).toEqual(['draw:command', 'draw:tactician']);
    act(s, 'draw:command');
    const seen: string[] = [];
    runTo(s, 'SCOUT', seen);
    act(s, s.legalTexts()[0]!);
    expect(s.phaseName()).toBe('GRANDE_SCOUT_GIVE');
    act(s, 'to:c');
    const before = ownHand(s, LEFT);
    expect(s.phaseName()).toBe('GRANDE_CMD_DRAW'); // after the Scout's draws and gift, before the refill
    drawNamed(s, 'advance');
    expect(ownHand(s, LEFT)).toEqual({ ...before, advance: (before.advance ?? 0) + 1 });
    invariantsOk(s);
  });

  it('D.8: draw:tactician gives the left commander a Tactician card by the end of the turn, not a Command card', async () => {
    const s = await scoutTurn();
    const t0 = Object.values(seatHand(s, LEFT)).reduce((a, b) => a + b, 0);
    const c0 = ownHand(s, LEFT);
    act(s, 'draw:tactician');
    runTo(s, 'SCOUT');
    act(s, s.legalTexts()[0]!, 'to:c');
    runTo(s, 'PLAY');
    expect(s.currentPlayer()).toBe(0); // the French turn
    expect(ownHand(s, LEFT)).toEqual(c0);
    // the one he chose (Scout Left's own Tactician draw, to the commander who played it, came during the turn)
    expect(Object.values(seatHand(s, LEFT)).reduce((a, b) => a + b, 0)).toBe(t0 + 1);
  });
});

describe('D.8 the Scout: the CinC draws 2, keeps 1, gives the other to a corps commander [seed 3177-3225]', () => {
  it('D.8: the card the CinC gives up (discard:) goes to the commander he names (to:), not to the discards', async () => {
    const s = await scoutTurn();
    act(s, 'draw:tactician');
    runTo(s, 'SCOUT');
    expect(seat(s)).toBe(CINC);
    const give = s.legalTexts()[0]!;
    const card = give.slice('discard:'.length);
    const centre0 = ownHand(s, CENTRE);
    const discards = s.discardCount();
    act(s, give);
    expect(s.phaseName()).toBe('GRANDE_SCOUT_GIVE');
    expect(seat(s)).toBe(CINC);
    expect(s.legalTexts().sort()).toEqual(['to:c', 'to:l', 'to:r']);
    invariantsOk(s);
    act(s, 'to:c');
    expect(ownHand(s, CENTRE)).toEqual({ ...centre0, [card]: (centre0[card] ?? 0) + 1 });
    expect(s.discardCount()).toBe(discards);
    invariantsOk(s);
  });
});

describe('D.8 Elan: every corps commander of both sides draws 1 Tactician card [seed 3177-3225]', () => {
  it('D.8: Elan handed to the centre commander: each of the six corps commanders ends the turn with one more Tactician card, the CinCs none', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold']);
    const count = (seatNo: number) => Object.values(seatHand(s, seatNo)).reduce((a, b) => a + b, 0);
    const before = [2, 3, 4, 5, 6, 7].map(count);
    act(s, 'play:bombard', 'pick:elan', 'to:r', 'to:c');
    keepAll(s);
    runTo(s, 'GRANDE_NOMARCH'); // Elan is a 3-star card that gave no March Move
    expect(seat(s)).toBe(CENTRE);
    act(s, 'draw:command');
    runTo(s, 'PLAY');
    expect(s.currentPlayer()).toBe(0);
    expect([2, 3, 4, 5, 6, 7].map(count)).toEqual(before.map((n) => n + 1));
    expect([0, 1].map(count)).toEqual([0, 0]);
    invariantsOk(s);
  });
});

describe('D.8 unclear in the seed: a corps commander\'s replacement draw for his own card (option grandeCorpsRedraw)', () => {
  const play = (s: State) => { act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'own:counter'); keepAll(s); };

  it('D.8 [Interp] default: the left commander who played his own Counter Attack draws nothing at the end of the turn', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold']);
    play(s);
    const seen: string[] = [];
    runTo(s, 'PLAY', seen);
    expect(seen).not.toContain('GRANDE_CMD_DRAW');
    expect(ownHand(s, LEFT)).toEqual({ 'take-command': 1 });
  });

  it('D.8 option grandeCorpsRedraw = 1: he draws a Command card into his own hand (a chance node before the refill)', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'], undefined, { grandeCorpsRedraw: 1 });
    play(s);
    runTo(s, 'GRANDE_CMD_DRAW');
    drawNamed(s, 'advance');
    expect(ownHand(s, LEFT)).toEqual({ 'take-command': 1, advance: 1 });
    invariantsOk(s);
  });

  it('D.8: grandeCorpsRedraw outside La Grande 8 seats is refused with one line', async () => {
    const { napoleonicsGame } = await import('../../src/games/load.ts');
    const err = await napoleonicsGame('601', { build: 'debug', rules: { seats: 8, grandeCorpsRedraw: 1 } }).then(() => null, (e: Error) => e);
    expect(err?.message).toBe('rule option grandeCorpsRedraw = 1 needs La Grande (format "grande") in 8 seats');
  });
});
