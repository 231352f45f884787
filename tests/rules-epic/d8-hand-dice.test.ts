// La Grande (rules digest D.8): the dice a rule counts "equal to command" come from the hand of the
// player concerned once the corps commanders hold their own Command hands (D.8 [seed 2347-2367]).
// - Elan and Rally (C.5 card rolls, "dice equal to command"; their Tactician draws are C.17 / D.6):
//   D.8 "equal to command" for a card given by the CinC = the CinC's hand including that card; for a
//   card from the commander's own hand = his own hand including that card. So Elan's / Rally's dice
//   are that hand + 1 (the card just played).
// - Mother Russia (C.16: "the Russian player rolls dice equal to his Command cards"): D.7 / D.8 give
//   national items to the corps commanders only, each rolling his own share; with the scenario's dice
//   "equal to the Command cards", [Interp] each corps commander rolls as many dice as his OWN hand
//   holds (the CinC none); a scenario number of dice is still split evenly (D.7).
// 602 La Grande Austerlitz in 8 seats, hands dealt by name (d8-turn-helpers.ts); the Allies first.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { getNapoleonicsScenario } from '../../src/games/registry.ts';
import { grandeDealt, act, seat, ownHand, invariantsOk, gcore, slotField, CORPS, ALLIED, seatOf } from './d8-turn-helpers.ts';
import { drawNamed } from './helpers.ts';
import { rollFace } from './seat-helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const DISPLAY = ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'];
const LEFT = seatOf(ALLIED, 1), CENTRE = seatOf(ALLIED, 2), RIGHT = seatOf(ALLIED, 3);
const NDICE = (s: State): number => s.game.core.getCombat(s.ptr, s.game.core['CombatField.NDICE'].value as number);

/** Ends orders, answers chance nodes with their first outcome and keeps / passes, until the card roll
 *  (phase ROLL in the 'card' roll mode: Elan's orders, Rally's blocks) begins. */
function toCardRoll(s: State): void {
  for (let i = 0; i < 60; i++) {
    if (s.phaseName() === 'ROLL' && s.combat().mode === 'card') return;
    if (s.isChance()) { s.apply(s.legalActions()[0]!); continue; }
    const legal = s.legalTexts();
    const next = legal.find((a) => ['end-orders', 'keep', 'pass', 'no-initiative'].includes(a));
    if (!next) throw new Error(`no step forward in ${s.phaseName()}: ${legal.join(' ')}`);
    s.apply(next);
  }
  throw new Error(`no card roll (phase ${s.phaseName()})`);
}
const cincHand = (s: State): number => gcore(s).seatCmdSize(s.ptr, ALLIED);

describe('D.8: Elan and Rally roll "equal to command" from the hand the card came from', () => {
  it('D.8 / C.5 Elan handed by the CinC: dice = the CinC\'s hand + 1 (the card)', async () => {
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY);
    act(s, 'play:bombard', 'pick:elan', 'to:l', 'to:c', 'keep', 'keep', 'pass');
    toCardRoll(s);
    expect([slotField(s, 1, 1), slotField(s, 2, 1)]).toEqual([2, 0]); // slot 1 (Elan): the centre commander's, from the CinC
    expect(cincHand(s)).toBe(4); // 5 dealt, Bombard played; Elan came from the display
    expect(NDICE(s)).toBe(4 + 1);
    invariantsOk(s);
  });

  it('D.8 [seed 2651-2675] / C.5 Elan from a corps commander\'s OWN hand: dice = his own hand + 1, not his CinC\'s', async () => {
    // the Allied right commander (seat 7) holds Elan and First Strike; idle, he plays Elan (slot 2)
    const corps = [...CORPS.slice(0, 10), 'elan', 'first-strike'];
    const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'attack-c', 'fire-hold', 'probe-r'], corps); // Elan: one copy
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'keep', 'keep');
    expect(seat(s)).toBe(RIGHT);
    act(s, 'own:elan');
    expect(ownHand(s, RIGHT)).toEqual({ 'first-strike': 1 });
    toCardRoll(s);
    expect([slotField(s, 1, 2), slotField(s, 2, 2)]).toEqual([3, 1]); // slot 2 (Elan): the right commander's, his own
    expect(cincHand(s)).toBe(4);
    expect(NDICE(s)).toBe(1 + 1); // his First Strike + Elan; the CinC's 4 + 1 would be 5
    invariantsOk(s);
  });

  it('D.8 / C.5 Rally from a corps commander\'s own hand instead of the CinC\'s card: dice = his own hand + 1', async () => {
    // the Allied centre commander (seat 5) holds Rally and Flank Attack (Rally has one copy: the French left holds Probe Right instead)
    const corps = ['leadership', 'probe-r', ...CORPS.slice(2, 6), 'rally', 'flank-attack', ...CORPS.slice(8)];
    const s = await grandeDealt(FR, ALLIED_HAND, DISPLAY, corps);
    act(s, 'play:bombard', 'pick:attack-c', 'to:l', 'to:c', 'keep');
    expect(seat(s)).toBe(CENTRE);
    act(s, 'own:rally'); // Attack Centre is discarded; slot 1 plays his Rally
    toCardRoll(s);
    expect([slotField(s, 1, 1), slotField(s, 2, 1)]).toEqual([2, 1]); // slot 1 (Rally): the centre commander's, his own
    expect(ownHand(s, CENTRE)).toEqual({ 'flank-attack': 1 });
    expect(NDICE(s)).toBe(1 + 1);
    expect(cincHand(s)).toBe(4);
    invariantsOk(s);
  });
});

/** 602 in 8 seats with the Mother Russia roll on (dice `dice`, omitted: "equal to the Command cards"),
 *  the Allied corps hands of `sizes` cards (Allied left, centre, right) dealt by name. */
async function motherRussia602(sizes: [number, number, number], dice?: number): Promise<State> {
  const file = structuredClone(getNapoleonicsScenario('602')) as unknown as {
    options: Record<string, unknown>; epic: { seats: { top: { sections: string[]; cards?: number }[] } };
  };
  file.options.motherRussia = dice === undefined ? { roll: true } : { roll: true, dice };
  // top's corps commanders by their sections (bottom's view): left-* is the Allied right (role 3)
  const role = (secs: string[]) => (secs[0]!.startsWith('left') ? 3 : secs[0]!.startsWith('centre') ? 2 : 1);
  for (const c of file.epic.seats.top) if (c.sections.length > 0) c.cards = sizes[role(c.sections) - 1];
  const game = await napoleonicsGame(file, { build: 'debug', rules: { seats: 8 } });
  const s = game.newState();
  while (s.phaseName() === 'TACT_DRAW') s.apply(s.legalActions()[0]!);
  // the corps deal runs seat 2..7 (French left, Allied left, French centre, ...), each to his count
  const pool = ['leadership', 'rally', 'take-command', 'counter', 'first-strike', 'grande-manoeuvre', 'coord-advance', 'flank-attack', 'advance', 'probe-r', 'attack-r', 'bombard',
    'probe-l', 'attack-c', 'probe-c', 'assault-l', 'fire-hold']; // 12 corps cards at most, then the display
  for (const c of [...FR, ...ALLIED_HAND]) drawNamed(s, c);
  for (let i = 0; i < pool.length && s.phaseName() === 'DRAW'; i++) drawNamed(s, pool[i]!);
  return s;
}

/** The Mother Russia rollers in order with their dice: each run of MR_ROLL dice (every die a flag, so
 *  each result is placed, MR_PLACE by the roller's seat) ends with the roller's placements. */
function mrRolls(s: State): [number, number][] {
  const out: [number, number][] = [];
  let dice = 0;
  for (let i = 0; i < 200; i++) {
    const p = s.phaseName();
    if (p === 'MR_ROLL') { rollFace(s, 'FLAG'); dice++; continue; }
    if (p === 'MR_PLACE') {
      if (dice > 0) out.push([seat(s), dice]);
      dice = 0;
      s.apply(s.legalActions()[0]!);
      continue;
    }
    if (p === 'TACT_DRAW') { s.apply(s.legalActions()[0]!); continue; }
    break;
  }
  return out;
}

describe('D.8 / C.16 Mother Russia in La Grande: each corps commander rolls his own Command cards', () => {
  it('C.16 / D.8 [Interp]: dice "equal to the Command cards": the Allied left, centre and right corps roll 2, 1 and 3 (their own hands), the CinC none', async () => {
    const s = await motherRussia602([2, 1, 3]);
    expect([LEFT, CENTRE, RIGHT].map((x) => gcore(s).seatCmdSize(s.ptr, x))).toEqual([2, 1, 3]);
    expect(s.phaseName()).toBe('MR_ROLL');
    expect(mrRolls(s)).toEqual([[LEFT, 2], [CENTRE, 1], [RIGHT, 3]]);
    expect(s.phaseName()).toBe('PLAY');
    invariantsOk(s);
  });

  it('D.7 / D.8: a scenario number of dice (4) is still split evenly among the corps commanders (2, 1, 1), whatever their hands', async () => {
    const s = await motherRussia602([2, 1, 3], 4);
    expect(mrRolls(s)).toEqual([[LEFT, 2], [CENTRE, 1], [RIGHT, 1]]);
    invariantsOk(s);
  });
});
