// The web app's reading of La Grande's own turn (rules digest D.8; 602 in 8 seats), without a browser:
// the seats named from the file (web/src/nap/grande.ts: a corps commander's role from his pair of
// sections, not the list order), the new decisions described and worded (to:l|c|r, keep, own:<card>,
// pass, half:l|r, draw:command|tactician, D.7's initiative / lose:HEX, D.5's square-give | square-refuse), the card the CinC hands out
// named from the core's slots, and each seat's own hand read from its own observation
// (web/src/nap/seat-hands.ts) matching the core's per-seat hand, with every other seat's size only.
import { describe, expect, it } from 'vitest';
import { describeCode, type Game, type State } from '../../web/src/engine.js';
import { napBattles, napGameFor, napScenario } from '../../web/src/nap/game.js';
import { cardBeingHanded, grandeLabel, grandeSeats, grandeWords, inGrandePhase, scoutGift, seatAt } from '../../web/src/nap/grande.js';
import { corpsHands, seatHand, seatHandSizes } from '../../web/src/nap/seat-hands.js';
import { epicField } from '../../web/src/nap/turn-fields.js';
import { actWords, buttonLabel } from '../../web/src/words.js';

const SIDES = ['French', 'Allied'] as const;
const grande = () => napScenario(napBattles().find((b) => b.id.startsWith('602'))!.id);

interface SeatCore { seatCmd(s: number, seat: number, k: number): number; seatCmdSize(s: number, seat: number): number }

/** Plays seeded random legal actions (chance sampled) until `stop` holds or `max` steps pass. */
function playUntil(g: Game, st: State, seed: number, stop: (st: State) => boolean, max = 4000): boolean {
  g.seed(seed);
  let x = seed;
  const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
  for (let i = 0; i < max && !st.isTerminal(); i++) {
    if (st.isChance()) { st.sampleChance(); continue; }
    if (stop(st)) return true;
    const legal = st.legalActions();
    st.apply(legal[rnd(legal.length)]!);
  }
  return false;
}

describe('La Grande (602, 8 seats) in the web app: seats, words and hands (D.8)', () => {
  it('names each seat from the file by the pair his sections make (Bagration is the Allied right, Buxhowden the Allied left)', () => {
    const seats = grandeSeats(grande(), SIDES)!;
    expect(seats).toHaveLength(8);
    expect(seats.map((s) => s.person)).toEqual(['Napoleon', 'Kutuzov', 'Lannes', 'Buxhowden', 'Soult', 'Miloradovich', 'Davout', 'Bagration']);
    expect(seats[4]!.label).toBe('French centre corps commander (Soult)');
    expect(seats[7]!.short).toBe('Bagration (right corps)');
    expect(seats[1]!.label).toBe('Allied Commander-in-Chief (Kutuzov)');
  });

  it('describes and words the new decisions', async () => {
    const g = await napGameFor(grande(), { seats: 8 });
    const d = (t: string) => describeCode(g, g.codeOf(t));
    expect(d('to:c')).toMatchObject({ kind: 'hand-out', detail: 'c' });
    expect(d('keep')).toMatchObject({ kind: 'answer', detail: 'keep' });
    expect(d('pass')).toMatchObject({ kind: 'answer', detail: 'pass' });
    expect(d('own:probe-c')).toMatchObject({ kind: 'answer', detail: 'own', card: 'probe-c' });
    expect(d('half:r')).toMatchObject({ kind: 'half', detail: 'r' });
    expect(d('draw:tactician')).toMatchObject({ kind: 'no-march', detail: 'tactician' });
    expect(d('initiative')).toMatchObject({ kind: 'initiative', detail: 'yes' });
    expect(d('lose:C4')).toMatchObject({ kind: 'lose', hexText: 'C4' });
    expect(buttonLabel(d('own:probe-c'))).toBe('Play your own Probe Centre');
    expect(buttonLabel(d('draw:command'))).toBe('Draw a Command card instead of a March Move');
    expect(buttonLabel(d('no-initiative'))).toBe('Do not roll');
  });

  it('D.5 La Grande: the CinC\'s answer to a corps commander with no card asking for a square\'s card: one button each, the asker named', async () => {
    const g = await napGameFor(grande(), { seats: 8 });
    const seats = grandeSeats(grande(), SIDES);
    const d = (t: string) => describeCode(g, g.codeOf(t));
    expect(d('square-give')).toMatchObject({ kind: 'square-ask', detail: 'give' });
    expect(d('square-refuse')).toMatchObject({ kind: 'square-ask', detail: 'refuse' });
    expect(buttonLabel(d('square-give'))).toBe('Give a card for the square');
    expect(buttonLabel(d('square-refuse'))).toBe('Refuse (no square)');
    const c = g.core as unknown as SeatCore & { actorSeat(s: number): number; takeSeatCmd(s: number, seat: number, k: number): void; addSeatCmd(s: number, seat: number, k: number): number };
    let asked = false;
    for (let seed = 1; seed <= 40 && !asked; seed++) {
      const st = g.newState();
      const offered = (s: State) => s.phaseName() === 'RESPOND' && c.actorSeat(s.ptr) >= 2 && s.legalTexts().includes('square');
      if (playUntil(g, st, seed, offered)) {
        // the corps commander's cards go to his CinC (conserved): he has none, so his CinC is asked
        const seat = c.actorSeat(st.ptr), side = seat & 1;
        for (let k = 0; k < 29; k++) while (c.seatCmd(st.ptr, seat, k) > 0) { c.takeSeatCmd(st.ptr, seat, k); c.addSeatCmd(st.ptr, side, k); }
        if (st.legalTexts().includes('square')) {
          st.apply('square');
          expect(inGrandePhase(st, 'GRANDE_PHASE_SQUARE')).toBe(true);
          expect(seatAt(st)).toBe(side); // the CinC's seat decides
          const acts = st.legalActions().map((x) => describeCode(g, x));
          expect(acts.map((a) => a.kind)).toEqual(['square-ask', 'square-ask']);
          const asker = seats![seat]!.short.replace(/[()]/g, '\\$&');
          expect(grandeLabel(acts[0]!, st, side, seats)).toMatch(new RegExp(`^Give a card for the square of ${asker}$`));
          expect(grandeLabel(acts[1]!, st, side, seats)).toBe('Refuse (no square)');
          expect(actWords(st, acts[0]!, [...SIDES], seats)).toMatch(new RegExp(`^gives a card for the square of ${asker} \\(drawn at random from his hand\\)$`));
          expect(grandeWords(acts[1]!, st, side, seats)).toMatch(new RegExp(`^refuses a card for the square of ${asker}: no square$`));
          asked = true;
        }
      }
      st.free();
    }
    expect(asked).toBe(true);
  });

  it('names the card handed out (hand card, then display card) and the commander who gets it', async () => {
    const g = await napGameFor(grande(), { seats: 8 });
    const seats = grandeSeats(grande(), SIDES);
    const st = g.newState();
    let handOuts = 0;
    for (let seed = 1; seed <= 6 && handOuts < 4; seed++) {
      if (!playUntil(g, st, seed, (s) => inGrandePhase(s, 'GRANDE_PHASE_TO'))) continue;
      const played = g.cardId(g.core.getPlayed(st.ptr));
      expect(cardBeingHanded(st)).toBe(played);
      const seat = seatAt(st);
      expect(seat >> 1).toBe(0); // the CinC hands out
      const to = st.legalActions().map((c) => describeCode(g, c));
      expect(to.length).toBeGreaterThan(0);
      for (const a of to) {
        expect(a.kind).toBe('hand-out');
        const names = [2, 4, 6].map((r) => seats![(seat & 1) + r]!.short).join('|').replace(/[()]/g, '\\$&');
        expect(grandeLabel(a, st, seat, seats)).toMatch(new RegExp(`^Hand the .+ card to (${names})$`));
        expect(actWords(st, a, [...SIDES], seats)).toMatch(new RegExp(`^hands .+ to (${names})$`));
        expect(grandeWords(a, st, seat, seats)).toContain(`hands `);
      }
      st.apply(to[0]!.code);
      handOuts++;
      // the display card's hand-out follows (when a display card was taken): it names that card
      if (inGrandePhase(st, 'GRANDE_PHASE_TO')) {
        const c2 = epicField(st, 'CARD2');
        expect(cardBeingHanded(st)).toBe(g.cardId(c2));
        handOuts++;
      }
      st.free();
      break;
    }
    expect(handOuts).toBeGreaterThan(0);
  });

  it('the Scout gift: the card given up in SCOUT is named on the CinC\'s hand-out buttons', async () => {
    const g = await napGameFor(grande(), { seats: 8 });
    const seats = grandeSeats(grande(), SIDES);
    let found = false;
    for (let seed = 1; seed <= 12 && !found; seed++) {
      const st = g.newState();
      g.seed(seed);
      const actions: string[] = [];
      let x = seed;
      const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
      for (let i = 0; i < 6000 && !st.isTerminal(); i++) {
        if (st.isChance()) { actions.push(g.actionText(st.sampleChance())); continue; }
        const legal = st.legalActions().map((c) => describeCode(g, c));
        if (st.phaseName() === 'SCOUT') {
          for (const a of legal) expect(grandeLabel(a, st, seatAt(st), seats)).toMatch(/^Give .+ to a corps commander \(keep the other\)$/);
        }
        if (inGrandePhase(st, 'GRANDE_PHASE_SCOUT_GIVE')) {
          const given = actions[actions.length - 1]!;
          expect(given).toMatch(/^discard:/);
          const gift = scoutGift(st, actions)!;
          expect(gift).toBe(given.slice('discard:'.length));
          for (const a of legal) {
            expect(grandeLabel(a, st, seatAt(st), seats, gift)).toMatch(/^Give the .+ card \(the Scout's second card\) to \w+ \((left|centre|right) corps\)$/);
            // the log does not name it
            expect(grandeWords(a, st, seatAt(st), seats)).toMatch(/^gives the Scout's second card to /);
          }
          found = true;
          break;
        }
        const a = legal[rnd(legal.length)]!;
        actions.push(a.text);
        st.apply(a.code);
      }
      st.free();
    }
    expect(found).toBe(true);
  });

  it("each seat's hand comes from its own observation and equals the core's hand for that seat; other seats show sizes only", async () => {
    const g = await napGameFor(grande(), { seats: 8 });
    const c = g.core as unknown as SeatCore;
    const st = g.newState();
    // La Grande deals each corps commander a Command hand of his own (D.8)
    expect(corpsHands(g)).toBe(true);
    let checked = 0, corpsCards = 0;
    playUntil(g, st, 3, (s) => {
      if (s.turn() < 1 || checked > 40) return checked > 40;
      for (let seat = 0; seat < 8; seat++) {
        const mine = seatHand(g, s, seat).command;
        const core: string[] = [];
        for (let k = 0; k < 29; k++) for (let n = c.seatCmd(s.ptr, seat, k); n > 0; n--) core.push(g.cardId(k));
        // seat < 2: the CinC's hand is the side's (D.7, D.8)
        expect(mine).toEqual(seat < 2 ? s.hand(seat) : core);
        if (seat >= 2) corpsCards += mine.length;
        const sizes = seatHandSizes(g, s, seat);
        // every seat's size (the observation's 234..241), as the core counts it
        for (let other = 0; other < 8; other++) expect(sizes[other]).toBe(c.seatCmdSize(s.ptr, other));
      }
      checked++;
      return false;
    });
    expect(checked).toBeGreaterThan(40);
    expect(corpsCards).toBeGreaterThan(0);
    st.free();
  });
});
