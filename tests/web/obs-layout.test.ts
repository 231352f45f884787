// The observation's hand globals read by name (docs/encoding.md OBS_VERSION 2; rules digest D.7 / D.8:
// each seat sees only its own hands, every Command hand size is public in La Grande): the positions
// and scales web/src/nap/seat-hands.ts reads come from the core (assembly/cc/encode.ts OBS_G_HAND,
// OBS_G_TACT, OBS_G_CMD_SIZES ..., exported by index.ts) through coreConst. Each name resolves in the
// Napoleonics core, keeps the layout the header draws (0, 218, 234: naming them changed no
// observation, OBS_VERSION stays 2), and what seat-hands reads with them in seeded 602 play (8 seats)
// is each seat's own hand and every seat's hand size as the core's seat queries give them.
import { describe, expect, it } from 'vitest';
import { napBattles, napGameFor, napScenario } from '../../web/src/nap/game.js';
import { OBS_LAYOUT_NAMES, obsLayout, seatHand, seatHandSizes } from '../../web/src/nap/seat-hands.js';
import { coreConst } from '../../web/src/engine.js';

interface SeatCore { seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number }

describe('the observation\'s hand globals by name (OBS_VERSION 2)', () => {
  it('602 in 8 seats: every name resolves, the layout is the header\'s, and seat-hands reads each seat\'s own hand and every size with it', async () => {
    const g = await napGameFor(napScenario(napBattles().find((b) => b.id.startsWith('602'))!.id), { seats: 8 });
    const o = obsLayout(g);
    for (const n of OBS_LAYOUT_NAMES) expect(coreConst(g, n), n).toBeGreaterThanOrEqual(0);
    expect(coreConst(g, 'OBS_VERSION')).toBe(2);
    expect(o).toEqual({ OBS_G_HAND: 0, OBS_HAND_SCALE: 2, OBS_G_TACT: 218, OBS_TACT_KINDS: 16, OBS_G_CMD_SIZES: 234, OBS_CMD_SIZE_ROLES: 4, OBS_CMD_SIZE_SCALE: 8, CARD_KIND_COUNT: 29 });
    expect(o.OBS_G_CMD_SIZES + 2 * o.OBS_CMD_SIZE_ROLES, 'the sizes end where La Grande\'s slots begin (242)').toBe(242);
    const c = g.core as unknown as SeatCore;
    g.seed(5);
    const st = g.newState();
    let checked = 0, withCards = 0, withTact = 0;
    for (let i = 0; i < 600 && !st.isTerminal(); i++) {
      if (st.isChance()) { st.sampleChance(); continue; }
      if (i % 7 === 0) {
        for (let seat = 0; seat < 8; seat++) {
          const h = seatHand(g, st, seat);
          // the Command cards: the CinC's the side's hand, a corps commander's his own (seatCmd, D.8)
          const want: string[] = [];
          const mine = seat < 2 ? st.hand(seat) : null;
          for (let k = 0; k < o.CARD_KIND_COUNT; k++) {
            const n = mine ? mine.filter((x) => g.enums.Card.name[k] !== undefined && x === g.cardId(k)).length : c.seatCmd(st.ptr, seat, k);
            for (let j = 0; j < n; j++) want.push(g.cardId(k));
          }
          expect(h.command, `seat ${seat} Command`).toEqual(want);
          if (h.command.length) withCards++;
          // the Tactician cards: each corps commander his own (D.7 6 and 8 seats), the CinC none
          if (seat < 2) expect(h.tactician, `seat ${seat} Tactician`).toEqual([]);
          else if (h.tactician.length) withTact++;
        }
        const sizes = seatHandSizes(g, st, i % 8);
        expect(sizes, 'every seat\'s size').toEqual(Array.from({ length: 8 }, (_, seat) => (seat < 2 ? st.handSize(seat) : c.seatCmdSize(st.ptr, seat))));
        checked++;
      }
      const legal = st.legalActions();
      st.apply(legal[(i * 7919) % legal.length]!);
    }
    expect(checked).toBeGreaterThan(40);
    expect(withCards).toBeGreaterThan(100);
    expect(withTact, 'corps commanders\' Tactician cards read at OBS_G_TACT').toBeGreaterThan(100);
    st.free();
  });
});
