// EPIC Austerlitz (601) seats named with the people of its file (rules digest D.7: the seat formats;
// the file's `epic.seats`): web/src/nap/epic-people.ts through the web Session's seat names. A flank
// commander is matched by the one section the file gives him, read from his own side (the Allied
// left is the board's right, the file's "right" section: Buxhowden); the 4-seat sub-commander and
// the 8-seat centre commanders are not named (the file has no such person), and La Grande and the
// standard battles are left to their own naming.
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';
import { epicSeatPeople } from '../../web/src/nap/epic-people.js';
import { seatsOf } from '../../web/src/seats.js';

const id601 = () => napBattles().find((b) => b.id.startsWith('601'))!.id;

async function names(seats: number): Promise<string[]> {
  const ctl = Array.from({ length: seats }, (_, i) => (i === 0 ? ('human' as const) : ('ai' as const)));
  const s = await Session.create({ scenario: napScenario(id601()), seed: 1, controllers: [...ctl], level: 'instant', ...(seats > 2 ? { rules: { seats } } : {}) });
  return Array.from({ length: seats }, (_, i) => s.seatName(i));
}

describe('601 seats named from the file (D.7)', () => {
  it('6 seats: the CinCs and both flank commanders of each side by name, the Allied flanks from their own view', async () => {
    expect(await names(6)).toEqual([
      'French Commander-in-Chief (Napoleon)', 'Allied Commander-in-Chief (Kutuzov)',
      'French left-flank commander (Lannes)', 'Allied left-flank commander (Buxhowden)',
      'French right-flank commander (Soult)', 'Allied right-flank commander (Bagration)',
    ]);
  });

  it('8 seats: the centre commanders keep their role name alone (the file gives the centre to the CinC)', async () => {
    const n = await names(8);
    expect(n[0]).toBe('French Commander-in-Chief (Napoleon)');
    expect(n[2]).toBe('French left-flank commander (Lannes)');
    expect(n[4]).toBe('French centre commander');
    expect(n[5]).toBe('Allied centre commander');
    expect(n[6]).toBe('French right-flank commander (Soult)');
    expect(n[7]).toBe('Allied right-flank commander (Bagration)');
  });

  it('4 seats: the sub-commander is not named (two sub-commanders in the file, none without a flank); 2 seats: the sides', async () => {
    expect(await names(4)).toEqual(['French Commander-in-Chief (Napoleon)', 'Allied Commander-in-Chief (Kutuzov)', 'French sub-commander', 'Allied sub-commander']);
    expect(await names(2)).toEqual(['French', 'Allied']);
  });

  it('reads only an epic file: La Grande and a standard battle get nothing from it', () => {
    const seats8 = seatsOf({ numSeats: 8, sideOf: (s) => s & 1, seatNames: ['french-cinc', 'allied-cinc', 'french-left', 'allied-left', 'french-centre', 'allied-centre', 'french-right', 'allied-right'] });
    const grande = napScenario(napBattles().find((b) => b.id.startsWith('602'))!.id);
    expect(epicSeatPeople(grande, seats8)).toBeNull();
    const standard = napScenario(napBattles().find((b) => b.id.startsWith('501'))!.id);
    expect(epicSeatPeople(standard, seats8)).toBeNull();
    // a file whose flank entry holds two sections names nobody for that flank
    const sc = structuredClone(napScenario(id601()));
    sc.epic!.seats!.bottom[1]!.sections = ['left', 'centre'];
    expect(epicSeatPeople(sc, seats8)![2]).toBeNull();
    expect(epicSeatPeople(sc, seats8)![6]).toBe('Soult');
  });
});
