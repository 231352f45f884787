// A seat's display name (web/src/seats.ts seatDisplayName; rules digest D.7 the seat formats, D.8 La
// Grande's seats): the one "role (person)" join the play screen (session.ts seatName) and the seat
// picker (nap/seat-picker.ts) both use. Checked on the seat lists of the contract alone, and through
// the Session for 601 in 6 seats (the file's people) and 602 in 8 seats (La Grande's own labels).
import { describe, expect, it } from 'vitest';
import { seatDisplayName, seatsOf, seatsOnSide } from '../../web/src/seats.js';
import { Session } from '../../web/src/session.js';
import { napBattles, napScenario } from '../../web/src/nap/game.js';

const SIDES = ['French', 'Allied'] as const;
const four = { numSeats: 4, sideOf: (s: number) => s & 1, seatNames: ['french-cinc', 'allied-cinc', 'french-sub', 'allied-sub'] };
const two = { numSeats: 2, sideOf: (s: number) => s };

describe('seatDisplayName (D.7, D.8)', () => {
  it('joins the role and the person, leaves the role alone without one, and takes a whole label as it is', () => {
    const [cinc, , sub] = seatsOf(four);
    const n = seatsOnSide(four, 0);
    expect(seatDisplayName(cinc!, SIDES, n, 'Napoleon')).toBe('French Commander-in-Chief (Napoleon)');
    expect(seatDisplayName(sub!, SIDES, n, null)).toBe('French sub-commander');
    expect(seatDisplayName(sub!, SIDES, n, '')).toBe('French sub-commander');
    expect(seatDisplayName(sub!, SIDES, n, 'Murat', 'French centre corps commander (Soult)')).toBe('French centre corps commander (Soult)');
    expect(seatDisplayName(seatsOf(two)[1]!, SIDES, 1, 'Kutuzov')).toBe('Allied (Kutuzov)');
  });

  it('the play screen names seats with it: 601 in 6 seats (the file\'s people), 602 in 8 seats (La Grande\'s labels)', async () => {
    const battle = (p: string) => napScenario(napBattles().find((b) => b.id.startsWith(p))!.id);
    const ctl = (k: number) => Array.from({ length: k }, (_, i) => (i === 0 ? ('human' as const) : ('ai' as const)));
    const six = await Session.create({ scenario: battle('601'), seed: 1, controllers: ctl(6), level: 'instant', rules: { seats: 6 } });
    const seats6 = seatsOf(six.game.contract);
    for (const info of seats6) {
      expect(six.seatName(info.seat)).toBe(seatDisplayName(info, six.sideNames, seatsOnSide(six.game.contract, info.side), six.seatPerson(info.seat)));
    }
    expect(six.seatName(2)).toBe('French left-flank commander (Lannes)');
    const eight = await Session.create({ scenario: battle('602'), seed: 1, controllers: ctl(8), level: 'instant', rules: { seats: 8 } });
    for (let seat = 0; seat < 8; seat++) expect(eight.seatName(seat)).toBe(eight.grande![seat]!.label);
    expect(eight.seatName(4)).toBe('French centre corps commander (Soult)');
  });
});
