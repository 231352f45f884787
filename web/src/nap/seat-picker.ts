// The seat picker of the Napoleonics start screen, for EPIC and La Grande battles (D.7 formats):
// how many players (2, 4, 6 or 8: passed to the core as the rule option `seats`, seats.ts
// SEATS_RULE), then each seat, named from the game's contract (`numSeats`, `sideOf`, `seatNames`)
// with its side, played by a person or the AI: any mix with at least one person. The seats are read
// from a Game built for the chosen format, so whatever the core offers is listed; a format the core
// refuses is one line under the choice and *Start* is refused with it. With 2 players the seat
// choices follow the "Your side" select (and the select follows them), so the 2-player screen
// behaves as before. A battle that is not EPIC (La Grande, D.8) is first asked for 4, 6 and 8 seats:
// the formats the core refuses are greyed out and #nap-seat-formats says in words which are offered
// (La Grande: 2, or 8 with its own D.8 turn) and the core's reason for the others, so choosing cannot
// fail. La Grande's seats are named from the file (nap/grande.ts: "French centre corps commander (Soult)"),
// an EPIC battle's with the people its file names (nap/epic-people.ts: "French left-flank commander (Lannes)").
// Caller: nap/picker.ts. DOM only here; the seat model is seats.ts.
//
//   <div #nap-seats>  <select #nap-players>2|4|6|8</select>  <p #nap-seat-formats>(only when formats are greyed out)
//                     <ol #nap-seat-list> <li data-seat=i> label · side · <select data-seat-ctl=i>human|ai</select>
import { h } from '../dom.js';
import type { Controller } from '../record.js';
import { SEAT_FORMATS, SEATS_RULE, seatDisplayName, seatsOf, seatsOnSide, type SeatInfo } from '../seats.js';
import { napGameFor, type NapoleonicsScenario } from './game.js';
import { grandeSeats, type GrandeSeat } from './grande.js';
import { epicSeatPeople } from './epic-people.js';

export interface SeatChoice {
  controllers: Controller[];
  rules?: Record<string, number>;
}

export interface SeatPicker {
  readonly el: HTMLElement;
  /** Shows the picker for a battle (hidden for a battle without seat formats). */
  show(sc: NapoleonicsScenario | null): void;
  /** The "Your side" select changed (2 players): bottom | top | hotseat. */
  sideChanged(side: string): void;
  /** The choice to start with, or a one-line reason it cannot start. */
  choice(): SeatChoice | { error: string };
  /** Resolves when the seats of the current choice are read (tests, the start button). */
  ready(): Promise<void>;
}

/** `sideSelect`: the section's "Your side" select, kept in step with the seats for 2 players. */
export function seatPicker(sideSelect: HTMLSelectElement): SeatPicker {
  const players = h('select', { id: 'nap-players', 'aria-label': 'Players' },
    ...SEAT_FORMATS.map((n) => h('option', { value: String(n) }, n === 2 ? '2 players (one a side)' : `${n} players (${n / 2} a side)`))) as HTMLSelectElement;
  const list = h('ol', { id: 'nap-seat-list', class: 'seat-list', 'aria-label': 'Seats' });
  const note = h('div', { class: 'scenario-errors hidden', id: 'nap-seat-error', role: 'alert' });
  const formatsNote = h('p', { class: 'muted small hidden', id: 'nap-seat-formats' });
  const el = h('div', { class: 'nap-seats hidden', id: 'nap-seats' },
    h('label', {}, 'Players ', players), formatsNote, list, note);
  let sc: NapoleonicsScenario | null = null;
  let seats: SeatInfo[] = [];
  let error: string | null = null;
  let pending: Promise<void> = Promise.resolve();
  let gen = 0;
  const ctls: Controller[] = [];

  const n = () => Number(players.value);
  const rules = () => (n() === 2 ? undefined : { [SEATS_RULE]: n() });

  /** The 2-player seats from the side select: bottom = seat 0 human, top = seat 1 human, hotseat = both. */
  const fromSide = (side: string): Controller[] => side === 'hotseat' ? ['human', 'human'] : side === 'top' ? ['ai', 'human'] : ['human', 'ai'];

  const render = (sideNames: readonly string[], grande: GrandeSeat[] | null, people: (string | null)[] | null) => {
    list.replaceChildren(...seats.map((info) => {
      const sel = h('select', { 'data-seat-ctl': String(info.seat), 'aria-label': `Seat ${info.seat + 1}` },
        h('option', { value: 'human', selected: ctls[info.seat] === 'human' }, 'a person'),
        h('option', { value: 'ai', selected: ctls[info.seat] === 'ai' }, 'the AI')) as HTMLSelectElement;
      sel.onchange = () => {
        ctls[info.seat] = sel.value as Controller;
        if (seats.length === 2) {
          const v = ctls[0] === 'human' && ctls[1] === 'human' ? 'hotseat' : ctls[1] === 'human' && ctls[0] === 'ai' ? 'top' : ctls[0] === 'human' ? 'bottom' : null;
          if (v) sideSelect.value = v;
        }
      };
      const onSide = seatsOnSide({ numSeats: seats.length, sideOf: (s) => seats[s].side }, info.side);
      const label = seatDisplayName(info, sideNames, onSide, people?.[info.seat], grande?.[info.seat]?.label);
      return h('li', { 'data-seat': String(info.seat), 'data-side': String(info.side) },
        h('span', { class: 'seat-name' }, `Seat ${info.seat + 1}: ${label}`),
        info.id ? h('span', { class: 'muted' }, ` (${info.id})`) : null, ' ', sel);
    }));
  };

  const load = () => {
    const my = ++gen;
    const battle = sc;
    if (!battle) return;
    error = null;
    note.classList.add('hidden');
    pending = (async () => {
      try {
        const game = await napGameFor(battle, rules());
        if (my !== gen) return;
        const c = game.contract;
        seats = seatsOf(c);
        if (c.numSeats !== n()) throw new Error(`this rules core offers ${c.numSeats} seats for this battle, not ${n()}`);
        const start = n() === 2 ? fromSide(sideSelect.value) : seats.map((s, i) => (i === 0 ? 'human' : 'ai') as Controller);
        ctls.length = 0;
        ctls.push(...start);
        const sideNames = [battle.sides.bottom.army.split(' (')[0], battle.sides.top.army.split(' (')[0]];
        render(sideNames, seats.length === 8 ? grandeSeats(battle, sideNames) : null, epicSeatPeople(battle, seats));
      } catch (e) {
        if (my !== gen) return;
        seats = [];
        list.replaceChildren();
        error = `${n()} players: ${(e instanceof Error ? e.message : String(e)).split(' (known:')[0]}`;
        note.replaceChildren(error);
        note.classList.remove('hidden');
      }
    })();
  };
  players.onchange = load;

  /** Greys out the seat formats the core refuses for a battle (La Grande: 4 and 6 players; 8 players
   *  play La Grande's own turn, D.8). */
  const probeFormats = (battle: NapoleonicsScenario) => {
    for (const o of players.options) o.disabled = false;
    formatsNote.classList.add('hidden');
    if (battle.format === 'epic') return;
    const my = gen;
    pending = pending.then(async () => {
      const refused: Record<string, string> = {};
      for (const n of SEAT_FORMATS.filter((f) => f !== 2)) {
        const why = await napGameFor(battle, { [SEATS_RULE]: n }).then(() => null, (e: unknown) => (e instanceof Error ? e.message : String(e)));
        if (why !== null) refused[String(n)] = why;
      }
      if (my !== gen || Object.keys(refused).length === 0) return;
      for (const o of players.options) o.disabled = o.value in refused;
      const offered = [...players.options].filter((o) => !o.disabled).map((o) => o.value).join(' or ');
      const why = Object.values(refused)[0]!.split(' (known:')[0];
      formatsNote.replaceChildren(battle.format === 'grande'
        ? `La Grande Manoeuvre: ${offered} players. With 8 players it is La Grande's own turn (rules D.8): each Commander-in-Chief hands his two cards to his corps commanders, and each corps commander holds a Command hand of his own that no other seat sees. With 2 players each side is one player. 4 and 6 players are not offered: the rules core plays La Grande's turn only with a Commander-in-Chief and three corps commanders a side, one for each pair of sections (${why}).`
        : `This battle is played with ${offered} players (${why}).`);
      formatsNote.classList.remove('hidden');
    });
  };

  return {
    el,
    show(next) {
      sc = next;
      el.classList.toggle('hidden', sc === null);
      if (sc) {
        if (sc.format !== 'epic' && players.value !== '2') players.value = '2';
        load();
        probeFormats(sc);
      } else { seats = []; error = null; }
    },
    sideChanged(side) {
      if (sc === null || n() !== 2 || seats.length !== 2) return;
      ctls.splice(0, 2, ...fromSide(side));
      for (const sel of list.querySelectorAll<HTMLSelectElement>('select[data-seat-ctl]')) sel.value = ctls[Number(sel.dataset.seatCtl)];
    },
    choice() {
      if (error) return { error };
      if (seats.length === 0) return { error: 'the seats are still being read; try again in a moment' };
      if (!ctls.includes('human')) return { error: 'at least one seat must be played by a person' };
      const r = rules();
      return { controllers: ctls.slice(), ...(r ? { rules: r } : {}) };
    },
    ready: () => pending,
  };
}
