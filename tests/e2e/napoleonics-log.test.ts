// Napoleonics on the web app's game layer, in Node (no browser): web/src/session.ts with a shipped
// Austerlitz battle and the GM&T decisions on. A seeded game of Sokolnitz & Telnitz is played to its
// end through Session.apply (the path a click takes); every legal action the intent layer meets is
// described in a known kind (join, square, tactic, mother-russia, leader-move, discard included: never
// 'unknown'), the log never prints raw notation ("tactic:", "draw:", "join:"), a Tactician draw names
// its card only to the viewer, and each square in the position (nap/pieces.ts, read from the core's
// observation) has the card its forming laid on the Square track, and a square ordered out is told
// leaving it. Rules: digest C.13 (squares), C.14
// (combined arms), C.17 (Tactician cards).
import { describe, expect, it } from 'vitest';
import { Session } from '../../web/src/session.js';
import { describeAt, CHANCE } from '../../web/src/engine.js';
import { napScenario } from '../../web/src/nap/game.js';
import { napPieces, unitsInSquare } from '../../web/src/nap/pieces.js';
import { buttonLabel } from '../../web/src/words.js';
import { intents } from '../../web/src/intent.js';

const SOKOLNITZ = '501-sokolnitz-telnitz';

describe('Napoleonics in the web session (Sokolnitz & Telnitz, seeded)', () => {
  it('plays seeded games to the end with every decision described and told in words', async () => {
    const kinds = new Set<string>();
    const lines: string[] = [];
    let squaresSeen = 0;
    // seeded games until the driver has met every Napoleonics decision (at most 8 games)
    for (let game = 1; game <= 8 && !(['square', 'join', 'tactic', 'mother-russia', 'leader-move', 'discard'].every((k) => kinds.has(k)) && lines.some((l) => l.includes('leaves square'))); game++) {
      const s = await Session.create({ scenario: napScenario(SOKOLNITZ), seed: 42 + game, controllers: ['human', 'ai'], level: 'instant' });
      let x = 4242 + game;
      const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x % n; };
      for (let i = 0; i < 20000 && !s.isOver(); i++) {
        if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
        const phase = s.game.core.getPhase(s.state.ptr);
        const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
        for (const a of legal) kinds.add(a.kind);
        expect(legal.filter((a) => a.kind === 'unknown').map((a) => a.text)).toEqual([]);
        // prefer the Napoleonics decisions when offered, so the game meets them
        const joinable = (code: number) => {
          const c = s.state.clone();
          try { c.apply(code); return !c.isChance() && c.legalTexts().some((t) => t.startsWith('join:')); } finally { c.free(); }
        };
        const inSq = unitsInSquare(s.game, s.state);
        const nap = legal.filter((a) => ['square', 'join', 'tactic'].includes(a.kind) || (a.kind === 'battle' && joinable(a.code)) || (a.kind === 'order' && inSq.has(a.hexText ?? '')));
        const pool = nap.length && rnd(8) !== 0 ? nap : legal;
        s.apply(pool[rnd(pool.length)].text);
        // between forming and the card's random draw (the SQUARE_CARD chance node) the box has no card yet;
        // Austrian line infantry forms square with no card (Battalion Mass, C.7)
        if (s.state.phaseName() === 'SQUARE_CARD') continue;
        const np = napPieces(s.game, s.state, s.log, s.ply, 0);
        const types = new Map(s.state.units().map((u) => [u.id, u.type]));
        for (const q of np.squares) {
          squaresSeen++;
          if (types.get(q.unit) !== 'AU_LN') expect(q.card, `the square on ${q.hex} has its track card`).not.toBeNull();
        }
      }
      expect(s.isOver()).toBe(true);
      lines.push(...s.log.map((e) => e.parts.map((p) => (typeof p === 'string' ? p : p.hex)).join('')));
    }
    for (const k of ['square', 'join', 'tactic', 'mother-russia', 'leader-move', 'discard']) expect(kinds, k).toContain(k);
    expect(squaresSeen).toBeGreaterThan(0);
    expect(lines.filter((l) => /\b(tactic|draw|join|discard|leader-move|mother-russia):/.test(l))).toEqual([]);
    // Tactician draws: the viewer (bottom, the French) sees the card's title, the Allies' draws are counted only
    expect(lines.some((l) => /^You draw the Tactician card [A-Z]/.test(l))).toBe(true);
    expect(lines.some((l) => l === 'Allied side draws a Tactician card')).toBe(true);
    expect(lines.some((l) => /forms square: .+ goes on the Square track/.test(l))).toBe(true);
    expect(lines.some((l) => /leaves square; its card goes back to the hand/.test(l))).toBe(true);
    expect(lines.some((l) => /joins the attack \(combined arms\)/.test(l))).toBe(true);
    expect(lines.some((l) => /plays the Tactician card [A-Z]/.test(l))).toBe(true);
    // leaders are named from the file (Legrand, Kienmayer …), e.g. in the GM&T leader move
    expect(lines.some((l) => /leader (Legrand|Margaron|Heudelet|Kienmayer|Dokhturov|Buxhowden|Langeron) [A-M]\d+ moves to [A-M]\d+ \(leader move\)/.test(l))).toBe(true);
  }, 120_000);

  it('D.9 Time Pressure: the decision is described, labelled as a button and told in the log', async () => {
    // Sokolnitz with a Time Pressure objective for the French (bottom); no shipped battle has one yet
    const sc = structuredClone(napScenario(SOKOLNITZ));
    sc.objectives = [...(sc.objectives ?? []), { id: 'tp', type: 'time-pressure', name: 'Time Pressure', banners: 1, side: 'bottom' }];
    let told = false, offered = false;
    for (let game = 1; game <= 4 && !told; game++) {
      const s = await Session.create({ scenario: sc, seed: 300 + game, controllers: ['human', 'human'], level: 'instant' });
      let x = 77 + game;
      const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return (x >>> 8) % n; };
      for (let i = 0; i < 6000 && !s.isOver() && !told; i++) {
        if (s.toAct() === CHANCE) { s.sampleChance(); continue; }
        const phase = s.game.core.getPhase(s.state.ptr);
        const legal = s.state.legalActions().map((c) => describeAt(s.game, phase, c));
        expect(legal.filter((a) => a.kind === 'unknown').map((a) => a.text)).toEqual([]);
        const tp = legal.find((a) => a.kind === 'time-pressure');
        if (tp) {
          offered = true;
          expect(buttonLabel(tp)).toBe('Take the Time Pressure banner (draw 1 card)');
          expect(intents(legal).buttons).toContain(tp);
          s.apply(tp.text);
          const last = s.log.map((e) => e.parts.map((p) => (typeof p === 'string' ? p : p.hex)).join(''));
          expect(last.some((l) => /takes the Time Pressure banner and draws 1 card instead of 2/.test(l))).toBe(true);
          told = true;
          break;
        }
        // prefer Scout cards, whose draw Time Pressure replaces
        const scout = legal.filter((a) => a.kind === 'play' && (a.card ?? '').startsWith('scout'));
        const pool = scout.length ? scout : legal;
        s.apply(pool[rnd(pool.length)].text);
      }
    }
    expect(offered, 'a Time Pressure decision came up').toBe(true);
    expect(told).toBe(true);
  }, 120_000);
});
