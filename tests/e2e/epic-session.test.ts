// EPIC Austerlitz (scenario 601, 20x11) and La Grande (602, 26x11) on the web app's game layer, in Node
// (no browser): seeded games are played through Session.apply (the path a click takes) for many
// plies; every legal action the intent layer meets is described in a known kind (EPIC `pick` and
// `march` included: never 'unknown'), the log never prints raw notation ("pick:", "march:"), and
// the Messenger display read for the panel (nap/epic.ts) is face-up cards of the Command deck.
// Rules: digest D.3 (the EPIC two-card turn, the Messenger display), D.4 (March Moves); 602 in 8
// seats: D.8 (La Grande's hand-outs, answers, halves: described, kept for their panel, told in words).
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { describeAt, CHANCE } from '../../web/src/engine.js';
import { napScenario, napBattles } from '../../web/src/nap/game.js';
import { intents } from '../../web/src/intent.js';

type Described = ReturnType<typeof describeAt>;

/** Plays up to `plies` seeded plies through Session.apply (chance sampled), checking at each decision
 *  that no legal action is described as 'unknown' and handing the described list to `check`; returns
 *  every kind met and the log as plain lines. */
function playSeeded(s: Session, plies: number, seed: number, check: (legal: Described[]) => void): { kinds: Set<string>; lines: string[] } {
  const kinds = new Set<string>();
  let x = seed;
  const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
  for (let i = 0; i < plies && !s.isOver(); i++) {
    if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
    const phase = s.game.core.getPhase(s.state.ptr);
    const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
    for (const a of legal) kinds.add(a.kind);
    expect(legal.filter((a) => a.kind === 'unknown').map((a) => a.text)).toEqual([]);
    check(legal);
    s.apply(legal[rnd(legal.length)].text);
  }
  return { kinds, lines: s.log.map((e) => e.parts.map((p) => (typeof p === 'string' ? p : p.hex)).join('')) };
}

describe('EPIC battles in the web session', () => {
  it('lists 601 and 602 with the Austerlitz battles', () => {
    const ids = napBattles().map((b) => b.id);
    expect(ids.some((i) => i.startsWith('601'))).toBe(true);
    expect(ids.some((i) => i.startsWith('602'))).toBe(true);
  });
  for (const prefix of ['601', '602']) {
    it(`${prefix}: seeded plies with every decision described and told in words`, async () => {
      const id = napBattles().find((b) => b.id.startsWith(prefix))!.id;
      const s = await Session.create({ scenario: napScenario(id), seed: 7, controllers: ['human', 'ai'], level: 'instant' });
      let marchSeen = 0;
      const { kinds, lines } = playSeeded(s, 1500, 99, (legal) => {
        // the intent layer: picks are the display panel's, never generic buttons; March Moves are moves by click
        const it = intents(legal);
        expect(it.buttons.filter((a) => a.kind === 'pick')).toEqual([]);
        for (const m of legal.filter((a) => a.kind === 'march')) {
          expect(it.sources.get(m.hexText!)?.get('move')).toContain(m);
          marchSeen++;
        }
      });
      expect(lines.filter((l) => /\b(pick|march|tactic|tactic-draw|tactic-discard|time-pressure):/.test(l))).toEqual([]);
      if (prefix === '601') {
        expect(kinds).toContain('pick');
        expect(kinds).toContain('march');
        expect(marchSeen, 'a March Move is a move of its unit on the board (selected, then a green hex)').toBeGreaterThan(0);
        expect(lines.some((l) => /takes .+ from the Messenger display|takes no card/.test(l))).toBe(true);
      }
    }, 120_000);
  }

  // La Grande's own turn (D.8): 602 in 8 seats, every seat played through the session
  it('602 in 8 seats: every La Grande decision described, kept out of the generic buttons where the panel takes it, and told in words naming the commanders', async () => {
    const id = napBattles().find((b) => b.id.startsWith('602'))!.id;
    const s = await Session.create({ scenario: napScenario(id), seed: 5, controllers: ['human', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai', 'ai'], level: 'instant', rules: { seats: 8 } });
    const { kinds, lines } = playSeeded(s, 3000, 17, (legal) => {
      const it = intents(legal);
      // the CinC's hand-outs are buttons beside the card in the Messenger display panel (nap/grande-panel.ts)
      expect(it.buttons.filter((a) => a.kind === 'hand-out')).toEqual([]);
      // a corps commander's own card is also a click on it in his hand
      for (const a of legal.filter((b) => b.kind === 'answer' && b.card)) expect(it.cards.get(a.card!)).toBe(a);
    });
    expect(kinds).toContain('hand-out');
    // no raw notation: "to:c", "own:probe-c", or a seat's name followed by the bare verb ("... (Soult) keep")
    expect(lines.filter((l) => /\b(to|own|half|draw|lose):|\) (keep|pass|initiative|no-initiative)$/.test(l))).toEqual([]);
    expect(lines.some((l) => /^(French|Allied) Commander-in-Chief \((Napoleon|Kutuzov)\) hands .+ to \w+ \((left|centre|right) corps\)$/.test(l))).toBe(true);
    if (kinds.has('half')) expect(lines.some((l) => /^\w+ \((French|Allied) (left|centre|right) corps\) orders in his (left|right) section$/.test(l))).toBe(true);
    // a corps commander's orders are told with his name, not only his side's
    expect(lines.some((l) => /^\w+ \((French|Allied) (left|centre|right) corps\) orders the /.test(l))).toBe(true);
  }, 300_000);
});
