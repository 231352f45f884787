// National items per seat in the 6- and 8-player EPIC formats (rules digest D.7, "Tactician / national
// items" column; core: assembly/cc/epic/seat-hands.ts): Iron Will tokens split evenly with one extra
// token for each player, spent by a unit from its own commander's share; the Mother Russia dice split
// evenly (no extra die), each player making his own roll and placing his results (in his own section:
// our reading, as for his Tactician cards); Guerrilla tokens split among the players whose section
// holds 4 or more Spanish units, used only against cards played in the holder's section. Inline EPIC
// positions (helpers.ts, seat-helpers.ts).
import { describe, it, expect } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { act, legalWith, eq, invariantsOk } from './helpers.ts';
import { seatSetup, rollFace } from './seat-helpers.ts';

type SeatCore = { actorSeat(s: number): number; getIronWill(s: number, side: number): number };
const core = (s: State): SeatCore => s.game.core as unknown as SeatCore;
const DISPLAY = ['probe-r', 'probe-c', 'recon', 'bayonet', 'probe-l'];

describe('D.7 national items per player (6 and 8 players)', () => {
  it('D.7 Iron Will, 6 players: the tokens split evenly, extras to the CinC, and one extra token each (4 -> 3 + 2 + 2)', async () => {
    const s = await seatSetup({ units: ['b FR_LN R2', 't PR_LN R3', 't PR_LN K3'], hands: { bottom: ['probe-r', 'attack-c'], top: ['probe-c'] }, display: DISPLAY, rules: { NAP_SUPPORT: 0 } },
      6, [0, 0], [], { configure: (c) => { c.scenarioIronWill(1, 4); } });
    eq(core(s).getIronWill(s.ptr, 1), 7, 'the side\'s tokens: 4 + one extra per player');
    invariantsOk(s);
  });

  it('D.7 Iron Will, 6 players: a Prussian unit spends its own commander\'s share (top left holds 2 of the side\'s 7)', async () => {
    const s = await seatSetup({ units: ['b FR_LN R2', 't PR_LN R3', 't PR_LN K3'], hands: { bottom: ['probe-r', 'attack-c'], top: ['probe-c'] }, display: DISPLAY, rules: { NAP_SUPPORT: 0 } },
      6, [0, 0], [], { configure: (c) => { c.scenarioIronWill(1, 4); } });
    act(s, 'play:probe-r', 'pick:probe-c', 'order:R2');
    for (let i = 0; i < 20 && s.phaseName() !== 'BATTLE'; i++) act(s, s.legalTexts().find((a) => a === 'end-orders' || a === 'end-moves' || a === 'skip' || a === 'no-initiative')!);
    act(s, 'battle:R2xR3');
    if (s.phaseName() === 'RESPOND') act(s, 'accept');
    while (s.currentPlayer() === 2) rollFace(s, 'FLAG');
    eq(s.phaseName(), 'IGNORE', 'the flags to ignore are decided');
    eq(core(s).actorSeat(s.ptr), 3, 'by the top left commander (R3 is in top\'s left section)');
    expect(legalWith(s, 'ignore:').sort()).toEqual(['ignore:0', 'ignore:1', 'ignore:2']); // his 2 tokens, not the side's 7
    act(s, 'ignore:2');
    eq(core(s).getIronWill(s.ptr, 1), 5, 'two tokens spent');
    invariantsOk(s);
  });

  it('D.7 Iron Will, 8 players: the corps commanders only (4 -> 3 + 2 + 2, the CinC none)', async () => {
    const s = await seatSetup({ units: ['b FR_LN R2', 't PR_LN R3'], hands: { bottom: ['probe-r'], top: ['probe-c'] }, display: DISPLAY },
      8, [0, 0], [], { configure: (c) => { c.scenarioIronWill(1, 4); } });
    eq(core(s).getIronWill(s.ptr, 1), 7, 'shares 2 + 1 + 1, one extra each');
    invariantsOk(s);
  });

  it('D.7 Mother Russia, 6 players: each player rolls his own share of the dice (3 -> 1 each) and places his result in his own section', async () => {
    const units = ['b RU_LN C2', 'b RU_LN K2', 'b RU_LN R2', 't FR_LN C10', 't FR_LN K10', 't FR_LN R10'];
    const s = await seatSetup({ units, hands: { bottom: ['probe-c', 'probe-l', 'probe-r'], top: ['probe-c'] }, display: DISPLAY },
      6, [0, 0], [], { configure: (c, en) => { c.scenarioNap(en('NapScen.MOTHER_RUSSIA'), 0, 0, 3); }, dice: ['LIGHT'] });
    eq(s.phaseName(), 'MR_PLACE', 'the CinC\'s one die, placed');
    eq(core(s).actorSeat(s.ptr), 0, 'by the CinC');
    eq(legalWith(s, 'mother-russia:'), ['mother-russia:line@K2'], 'his section (the centre) only');
    act(s, 'mother-russia:line@K2');
    eq(s.currentPlayer(), 2, 'the left commander\'s own roll');
    rollFace(s, 'LIGHT');
    eq(core(s).actorSeat(s.ptr), 2, 'the left commander places');
    eq(legalWith(s, 'mother-russia:'), ['mother-russia:line@C2'], 'in his section');
    act(s, 'mother-russia:line@C2');
    rollFace(s, 'LIGHT');
    eq(core(s).actorSeat(s.ptr), 4, 'the right commander places');
    eq(legalWith(s, 'mother-russia:'), ['mother-russia:line@R2'], 'in his section');
    act(s, 'mother-russia:line@R2');
    eq(s.phaseName(), 'PLAY', 'three dice in all: play begins');
    invariantsOk(s);
  });

  // top is Spanish: 4 units in top's left section (bottom's right), 1 in the centre, none in top's right
  const SPAIN = ['b FR_LN C2', 'b FR_LN K2', 'b FR_LN R2', 't SP_LN P9', 't SP_LN R9', 't SP_LN S9', 't SP_LN T9', 't SP_LN K10'];
  const guerrilla = (tokens: number, seats = 6) => seatSetup({ units: SPAIN, hands: { bottom: ['probe-r', 'probe-l', 'probe-c'], top: ['probe-c'] }, display: DISPLAY },
    seats, [0, 0], [], { configure: (c, en) => { c.scenarioNap(en('NapScen.GUERRILLA'), 1, tokens, 0); } });
  const tokens = (s: State): number => (s.game.core as unknown as Record<string, (p: number, side: number) => number>).guerrillaTokens(s.ptr, 1);

  it('D.7 Guerrilla, 6 players: only a player with 4+ Spanish units in his section holds tokens (all 3 to the top left commander)', async () => {
    const s = await guerrilla(3);
    eq(tokens(s), 3, 'the side\'s tokens');
    act(s, 'play:probe-r'); // bottom's right = top's left
    eq(s.phaseName(), 'GUERRILLA', 'a card played in the holder\'s section: the attempt is offered');
    eq(core(s).actorSeat(s.ptr), 3, 'to the top left commander');
    act(s, 'guerrilla');
    eq(tokens(s), 2, 'his token spent');
    invariantsOk(s);
  });

  it('D.7 Guerrilla, 6 players: no attempt against a card played in another player\'s section', async () => {
    for (const card of ['probe-l', 'probe-c']) {
      const s = await guerrilla(3);
      act(s, `play:${card}`);
      expect(s.phaseName(), `${card}: no Guerrilla decision`).not.toBe('GUERRILLA');
    }
  });

  it('D.7 Guerrilla, 6 players: with no section holding 4 Spanish units no player holds tokens', async () => {
    const s = await seatSetup({ units: ['b FR_LN R2', 't SP_LN R10', 't SP_LN S10', 't SP_LN K10'], hands: { bottom: ['probe-r'], top: ['probe-c'] }, display: DISPLAY },
      6, [0, 0], [], { configure: (c, en) => { c.scenarioNap(en('NapScen.GUERRILLA'), 1, 3, 0); } });
    eq(tokens(s), 0, 'none');
    act(s, 'play:probe-r');
    expect(s.phaseName()).not.toBe('GUERRILLA');
  });
});
