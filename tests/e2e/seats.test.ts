// Seats in the web app (Node, no browser): the seat model of web/src/seats.ts over the game contract
// (numSeats, sideOf, seatNames; D.7's layout seat = side + 2 * role, role 0 the Commander-in-Chief),
// and the play controller's hand-over between people on EPIC Austerlitz (601) played by the path a
// click takes: two people at one screen get the hand-over screen whenever the seat to act changes
// between them, the hand stays hidden behind it, and one person against the AI never gets one.
// Rules: digest D.7 (multi-player formats: seats and roles), D.3 (the EPIC two-card turn).
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { PlayController } from '../../web/src/controller.js';
import type { AiClient } from '../../web/src/ai.js';
import { CHANCE } from '../../web/src/engine.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';
import { checkControllers, controllerOf, humanSeats, seatLabel, seatsOf, seatsOnSide, seatSeesHand } from '../../web/src/seats.js';

/** A contract's seat facts for n seats in the D.7 layout (seat = side + 2 * role). */
const fakeSeats = (n: number) => ({ numSeats: n, sideOf: (s: number) => s & 1, seatNames: undefined });

const id601 = () => napBattles().find((b) => b.id.startsWith('601'))!.id;

/** Runs the controller's loop until it stops (a person to act, or the game over). */
async function settle(ctl: PlayController): Promise<void> { await ctl.advance(); }

describe('the seat model (D.7 seat layout)', () => {
  it('names 4 seats by side and role, the Commander-in-Chief first', () => {
    const g = fakeSeats(4);
    const seats = seatsOf(g);
    expect(seats.map((s) => [s.side, s.role])).toEqual([[0, 0], [1, 0], [0, 1], [1, 1]]);
    const names = ['French', 'Allied'];
    expect(seats.map((s) => seatLabel(s, names, seatsOnSide(g, s.side)))).toEqual(
      ['French Commander-in-Chief', 'Allied Commander-in-Chief', 'French commander 1', 'Allied commander 1']);
    // one seat a side: the side's name alone
    const two = fakeSeats(2);
    expect(seatsOf(two).map((s) => seatLabel(s, names, seatsOnSide(two, s.side)))).toEqual(['French', 'Allied']);
  });

  it('names the roles from the contract\'s seat ids (601 in 4 and 8 seats), "commander N" for an id it has no words for', () => {
    const names = ['French', 'Allied'];
    const label = (ids: string[]) => {
      const g = { numSeats: ids.length, sideOf: (s: number) => s & 1, seatNames: ids };
      return seatsOf(g).map((s) => seatLabel(s, names, seatsOnSide(g, s.side)));
    };
    expect(label(['french-cinc', 'allied-cinc', 'french-sub', 'allied-sub'])).toEqual(
      ['French Commander-in-Chief', 'Allied Commander-in-Chief', 'French sub-commander', 'Allied sub-commander']);
    expect(label(['french-cinc', 'allied-cinc', 'french-left', 'allied-left', 'french-centre', 'allied-centre', 'french-right', 'allied-right']).slice(2)).toEqual(
      ['French left-flank commander', 'Allied left-flank commander', 'French centre commander', 'Allied centre commander', 'French right-flank commander', 'Allied right-flank commander']);
    expect(label(['a', 'b', 'c-reserve', 'd-reserve'])[2]).toBe('French commander 1');
  });

  it('reads a per-side list of an older save by side, and a per-seat list by seat', () => {
    const g = fakeSeats(4);
    expect([0, 1, 2, 3].map((s) => controllerOf(g, ['human', 'ai'], s))).toEqual(['human', 'ai', 'human', 'ai']);
    expect([0, 1, 2, 3].map((s) => controllerOf(g, ['ai', 'ai', 'human', 'ai'], s))).toEqual(['ai', 'ai', 'human', 'ai']);
    expect(humanSeats(g, ['ai', 'human', 'human', 'ai'])).toEqual([1, 2]);
  });

  it('refuses a wrong number of seats, a bad entry, and no person at all, each in one line', () => {
    expect(() => checkControllers(4, ['human', 'ai'])).toThrow(/this battle has 4 seats, but 2 were given/);
    expect(() => checkControllers(2, ['human', 'robot'])).toThrow(/"human" or "ai", not "robot"/);
    expect(() => checkControllers(4, ['ai', 'ai', 'ai', 'ai'])).toThrow(/at least one seat must be played by a person/);
    expect(checkControllers(2, ['ai', 'human'])).toEqual(['ai', 'human']);
  });

  it('shows the side\'s Command hand to the Commander-in-Chief only when a side has several seats (D.7 4 players)', () => {
    const g = fakeSeats(4);
    expect([0, 1, 2, 3].map((s) => seatSeesHand(g, s))).toEqual([true, true, false, false]);
    expect([0, 1].map((s) => seatSeesHand(fakeSeats(2), s))).toEqual([true, true]);
  });
});

describe('EPIC Austerlitz seats in the play controller', () => {
  it('refuses more players than the battle has seats, in one line', async () => {
    await expect(Session.create({ scenario: napScenario(id601()), seed: 3, controllers: ['human', 'ai', 'ai', 'ai'], level: 'instant' }))
      .rejects.toThrow(/this battle has 2 seats, but 4 players were given/);
  });

  it('two people: a hand-over screen names the next person whenever the seat to act changes, the hand hidden behind it', async () => {
    const s = await Session.create({ scenario: napScenario(id601()), seed: 11, controllers: ['human', 'human'], level: 'instant' });
    const ctl = new PlayController(s, {} as AiClient);
    ctl.delayOverride = 0; // no pauses: the loop runs through chance at once after each decision
    expect(ctl.hotseat).toBe(true);
    expect(ctl.hasAi).toBe(false);
    await settle(ctl);
    let handovers = 0, changes = 0;
    let last = -1;
    let x = 5;
    const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
    for (let i = 0; i < 300 && !s.isOver(); i++) {
      const p = s.toAct();
      expect(p === CHANCE).toBe(false); // the loop samples chance itself
      if (p !== last) {
        // the seat to act changed: the hand-over screen names it, and nothing of its hand shows
        expect(ctl.handover, `ply ${s.ply}: seat ${p} takes over from ${last}`).toBe(p);
        expect(ctl.handShown()).toBe(false);
        expect(ctl.intents().buttons.length + ctl.intents().cards.size).toBe(0);
        ctl.takeOver();
        handovers++;
        if (last >= 0) changes++;
        last = p;
      } else {
        expect(ctl.handover).toBe(null);
      }
      expect(ctl.viewSeat()).toBe(p);
      expect(ctl.handShown()).toBe(true);
      const legal = s.state.legalTexts();
      ctl.act(legal[rnd(legal.length)]);
      await settle(ctl);
    }
    expect(changes, 'the seat to act changed several times between the two people').toBeGreaterThan(3);
    expect(handovers).toBe(changes + 1);
  }, 120_000);

  it('one person against the AI: no hand-over screen, the view stays on the person\'s seat', async () => {
    const s = await Session.create({ scenario: napScenario(id601()), seed: 11, controllers: ['ai', 'human'], level: 'instant' });
    const ctl = new PlayController(s, {} as AiClient);
    expect(ctl.hotseat).toBe(false);
    expect(ctl.hasAi).toBe(true);
    expect(ctl.viewSeat()).toBe(1);
    expect(ctl.aiSide).toBe(0);
    expect(s.humanSide()).toBe(1);
    expect(ctl.handShown()).toBe(true);
    expect(ctl.seatName(1)).toBe(s.sideNames[1]);
  });
});
