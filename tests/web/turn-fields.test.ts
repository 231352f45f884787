// The EPIC / La Grande turn fields the web reads by name (web/src/nap/turn-fields.ts; rules digest
// D.3 the EPIC turn, D.8 La Grande's slots): every name the web uses resolves to a number of the
// core's own enums (EpicField, GrandeTurnField) through coreConst, so a field renamed in the core
// fails here and not in a game; and the names read the fields they say, in seeded play: CARD2 is the
// display card just picked, or no card kind after the empty display's pick (601), HOLDER of the slot just handed out is the corps commander it went
// to and CARD / SOURCE / SLOTS agree with the hand-out (602 in 8 seats).
import { describe, expect, it } from 'vitest';
import { coreConst, describeAt, type Act, type Game, type State } from '../../web/src/engine.js';
import { napBattles, napGameFor, napScenario } from '../../web/src/nap/game.js';
import { EPIC_FIELDS, GRANDE_FIELDS, epicField, epicFieldIndex, grandeField, grandeFieldIndex, isCardKind } from '../../web/src/nap/turn-fields.js';

const battle = (prefix: string) => napScenario(napBattles().find((b) => b.id.startsWith(prefix))!.id);
const ROLE_OF_LETTER: Record<string, number> = { l: 1, c: 2, r: 3 };

/** Seeded random legal play; `step` is given each decision's words and a function applying it. */
function play(g: Game, st: State, seed: number, steps: number, step: (a: Act, apply: () => void) => void): void {
  g.seed(seed);
  let x = seed;
  const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
  for (let i = 0; i < steps && !st.isTerminal(); i++) {
    if (st.isChance()) { st.sampleChance(); continue; }
    const phase = g.core.getPhase(st.ptr);
    const legal = st.legalActions();
    const a = describeAt(g, phase, legal[rnd(legal.length)]!);
    step(a, () => st.apply(a.code));
  }
}

describe('turn fields by name (nap/turn-fields.ts)', () => {
  it('every EpicField and GrandeTurnField name the web reads is a number of the core, each a different one', async () => {
    for (const [prefix, rules] of [['601', undefined], ['602', { seats: 8 }]] as const) {
      const g = await napGameFor(battle(prefix), rules);
      const epic = EPIC_FIELDS.map((n) => epicFieldIndex(g, n));
      const grande = GRANDE_FIELDS.map((n) => grandeFieldIndex(g, n));
      for (const [i, n] of EPIC_FIELDS.entries()) expect(epic[i], `EpicField.${n} (${prefix})`).toBeGreaterThanOrEqual(0);
      for (const [i, n] of GRANDE_FIELDS.entries()) expect(grande[i], `GrandeTurnField.${n} (${prefix})`).toBeGreaterThanOrEqual(0);
      expect(new Set(epic).size).toBe(epic.length);
      expect(new Set(grande).size).toBe(grande.length);
      // a name the core does not have does not resolve (so the checks above can fail)
      expect(coreConst(g, 'EpicField.NO_SUCH_FIELD')).toBe(-1);
      // the card fields' "no card" values are the core's: NO_CARD, EPIC_NO_PICK
      const noPick = coreConst(g, 'EPIC_NO_PICK');
      expect(noPick).toBeGreaterThan(0);
      for (const k of [-1, g.enums.NO_CARD, noPick]) expect(isCardKind(g, k), `kind ${k}`).toBe(false);
      expect(isCardKind(g, 0)).toBe(true);
    }
  });

  it('D.3: CARD2 is the display card just picked (601, seeded play)', async () => {
    const g = await napGameFor(battle('601'));
    const st = g.newState();
    let picks = 0;
    play(g, st, 11, 3000, (a, apply) => {
      apply();
      const card = (a.detail ?? '').split('@')[0];
      if (a.kind !== 'pick' || !card) return;
      if (card === 'none') { expect(isCardKind(g, epicField(st, 'CARD2')), 'the display was empty').toBe(false); return; }
      expect(isCardKind(g, epicField(st, 'CARD2'))).toBe(true);
      expect(g.cardId(epicField(st, 'CARD2')), a.text).toBe(card);
      picks++;
    });
    st.free();
    expect(picks).toBeGreaterThan(10);
  }, 60_000);

  it('D.8: HOLDER, CARD, SOURCE and SLOTS of the slot just handed out (602, 8 seats, seeded play)', async () => {
    const g = await napGameFor(battle('602'), { seats: 8 });
    const st = g.newState();
    let outs = 0;
    play(g, st, 7, 4000, (a, apply) => {
      // (the Scout gift is a hand-out too, of no slot: GRANDE_PHASE_SCOUT_GIVE)
      if (a.kind !== 'hand-out' || g.core.getPhase(st.ptr) !== coreConst(g, 'GRANDE_PHASE_TO')) { apply(); return; }
      // the slot handed out: the hand card (0) until slot 0 has a holder, then the display card (1)
      expect(grandeField(st, 'SLOTS', 0)).toBeGreaterThanOrEqual(2);
      const handing = grandeField(st, 'HOLDER', 0) === 0 ? 0 : 1;
      if (handing === 1) expect(grandeField(st, 'HOLDER', 1), 'the display card not handed yet').toBe(0);
      apply();
      expect(grandeField(st, 'HOLDER', handing), a.text).toBe(ROLE_OF_LETTER[a.text.slice(3)]);
      expect(grandeField(st, 'SOURCE', handing), 'the CinC\'s card').toBe(0);
      expect(grandeField(st, 'CARD', handing), 'a card').toBeGreaterThanOrEqual(0);
      outs++;
    });
    st.free();
    expect(outs).toBeGreaterThan(10);
  }, 60_000);
});
