// Cards in no hand stay hidden (docs/contract.md "Cards in no hand"; rules digest D.8 end of turn
// [seed 3177-3225]: "if a Scout was played he draws 2, keeps 1 and gives the other to any of his
// corps commanders"; D.6 / C.5 Scout: the player draws 2 and keeps 1). Between `discard:` and `to:` the
// gift card waits in the EPIC block; before `discard:` the two drawn cards sit in the CinC's hand and
// are named by the decision. Only the Allied CinC (seat 1; his teammates too with shareTeamHands) may
// know them: every other seat's observation, the legal list and every other seat's determinization
// are the same whichever cards they are, and determinization draws them again from the unseen pool
// with every count kept (invariants). 602 in 8 seats, the Allies first.
import { describe, expect, it } from 'vitest';
import type { State } from '../../src/core/game.ts';
import { grandeDealt, act, seat, ownHand, keepAll, invariantsOk, ALLIED, seatOf, cardName } from './d8-turn-helpers.ts';
import { determinized, sameBytes as same } from './helpers.ts';

const FR = ['probe-c', 'attack-l', 'assault-r', 'scout-c', 'bayonet', 'probe-l'];
const ALLIED_HAND = ['recon', 'probe-c', 'force-march', 'bombard', 'cav-charge'];
const CINC = seatOf(ALLIED, 0), CENTRE = seatOf(ALLIED, 2);
const OTHERS = [0, 2, 3, 4, 5, 6, 7]; // every seat but the Allied CinC

/** Ends every step (the first outcome at chance nodes) until `stop` holds. */
function runUntil(s: State, stop: (s: State) => boolean): void {
  for (let i = 0; i < 300 && !stop(s); i++) {
    if (s.isChance()) { s.apply(s.legalActions()[0]!); continue; }
    const legal = s.legalTexts();
    const end = legal.find((a) => ['end-orders', 'end-moves', 'end-battles', 'skip', 'no-initiative', 'pass', 'keep', 'draw:tactician'].includes(a));
    if (!end) throw new Error(`no step end in ${s.phaseName()}: ${legal.join(' ')}`);
    s.apply(end);
  }
  expect(stop(s)).toBe(true);
}

/** Scout Left (display) to the left commander, Bombard to the right one, run to the CinC's first
 *  Command draw; the kinds the deck offers there (chance outcome codes by kind). */
async function atScoutDraw(): Promise<{ s: State; kinds: number[] }> {
  const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold']);
  act(s, 'play:bombard', 'pick:scout-l', 'to:r', 'to:l');
  keepAll(s);
  runUntil(s, (x) => x.phaseName() === 'DRAW');
  const kinds = [...new Set(s.chanceOutcomes().map((o) => (o.code >> 24) & 127))];
  return { s, kinds };
}
const drawKind = (s: State, k: number): void => { s.apply(s.chanceOutcomes().find((o) => ((o.code >> 24) & 127) === k)!.code); };

/** The CinC drew kinds a and b; stops at his `discard:` (SCOUT). */
async function scoutDrew(a: number, b: number): Promise<State> {
  const { s } = await atScoutDraw();
  drawKind(s, a); drawKind(s, b);
  runUntil(s, (x) => x.phaseName() === 'SCOUT');
  expect(seat(s)).toBe(CINC);
  return s;
}
/** The CinC drew `gift` and `kept`, gave up `gift`: stops at his `to:` (GRANDE_SCOUT_GIVE). */
async function giftOf(gift: number, kept: number): Promise<State> {
  const s = await scoutDrew(gift, kept);
  act(s, `discard:${cardName(s, gift)}`);
  expect(s.phaseName()).toBe('GRANDE_SCOUT_GIVE');
  return s;
}
const obs = (s: State, seatNo: number): number[] => { const o = s.observation(seatNo); return [...o.planes, ...o.globals]; };
/** The card the centre commander receives after `to:c` in seat `viewer`'s determinization `seed`. */
function giftSeenBy(s: State, viewer: number, seed: number): string {
  const c = s.clone();
  c.determinize(viewer, seed);
  invariantsOk(c);
  const before = ownHand(c, CENTRE);
  act(c, 'to:c');
  invariantsOk(c);
  const after = ownHand(c, CENTRE);
  c.free();
  const got = Object.keys(after).filter((k) => after[k]! > (before[k] ?? 0));
  expect(got.length).toBe(1);
  return got[0]!;
}

describe('D.8 the Scout gift is hidden from every seat but the CinC [seed 3177-3225]', () => {
  it('D.8: two states that differ only in the gift card give every other seat the same observation, legal list and determinizations', async () => {
    const { s: probe, kinds } = await atScoutDraw();
    probe.free();
    const [x, y, z] = kinds as [number, number, number];
    const a = await giftOf(x, z), b = await giftOf(y, z);
    invariantsOk(a); invariantsOk(b);
    expect(a.legalTexts()).toEqual(b.legalTexts());
    expect(a.legalTexts().sort()).toEqual(['to:c', 'to:l', 'to:r']);
    for (const v of OTHERS) {
      expect(obs(a, v), `seat ${v}'s observation`).toEqual(obs(b, v));
      for (let seed = 1; seed <= 3; seed++) expect(same(determinized(a, v, seed), determinized(b, v, seed)), `seat ${v} seed ${seed}`).toBe(true);
    }
    // the CinC knows it: his observation names it (globals 348..376, docs/encoding.md), his determinizations keep it
    expect(a.observation(CINC).globals[348 + x]).toBe(1);
    expect(b.observation(CINC).globals[348 + y]).toBe(1);
    expect(Array.from(a.observation(CINC).globals.slice(348, 377)).reduce((p, q) => p + q, 0)).toBe(1);
    for (const v of OTHERS) expect(Array.from(a.observation(v).globals.slice(348, 377)).every((q) => q === 0)).toBe(true);
    for (let seed = 1; seed <= 3; seed++) expect(same(determinized(a, CINC, seed), determinized(b, CINC, seed))).toBe(false);
  });

  it('D.8: another seat\'s determinization draws the gift again from the unseen pool (not always the true card, counts kept); the CinC\'s keeps it', async () => {
    const { s: probe, kinds } = await atScoutDraw();
    probe.free();
    const s = await giftOf(kinds[0]!, kinds[1]!);
    const truth = cardName(s, kinds[0]!);
    for (let seed = 1; seed <= 12; seed++) expect(giftSeenBy(s, CINC, seed)).toBe(truth);
    for (const v of [CENTRE, 0, 3]) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 40; seed++) seen.add(giftSeenBy(s, v, seed));
      expect(seen.size, `seat ${v} sees several gift cards`).toBeGreaterThan(1);
    }
  });

  it('D.8 with shareTeamHands: the CinC\'s teammates keep the gift, the enemy does not', async () => {
    const { s: probe, kinds } = await atScoutDraw();
    probe.free();
    const mk = async (gift: number): Promise<State> => {
      const s = await grandeDealt(FR, ALLIED_HAND, ['probe-l', 'scout-l', 'elan', 'attack-c', 'fire-hold'], undefined, { shareTeamHands: 1 });
      act(s, 'play:bombard', 'pick:scout-l', 'to:r', 'to:l');
      keepAll(s);
      runUntil(s, (x) => x.phaseName() === 'DRAW');
      drawKind(s, gift); drawKind(s, kinds[2]!);
      runUntil(s, (x) => x.phaseName() === 'SCOUT');
      act(s, `discard:${cardName(s, gift)}`);
      return s;
    };
    const s = await mk(kinds[0]!);
    const truth = cardName(s, kinds[0]!);
    for (let seed = 1; seed <= 8; seed++) expect(giftSeenBy(s, CENTRE, seed)).toBe(truth);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) seen.add(giftSeenBy(s, 0, seed));
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('D.6 / C.5 the Scout\'s two drawn cards are hidden before discard: (La Grande, the CinC draws)', () => {
  it('D.8 / C.5: states that differ only in the two cards drawn give every other seat the same observation and determinizations; the CinC\'s keep both', async () => {
    const { s: probe, kinds } = await atScoutDraw();
    probe.free();
    const [w, x, y, z] = kinds as [number, number, number, number];
    const a = await scoutDrew(w, x), b = await scoutDrew(y, z);
    invariantsOk(a); invariantsOk(b);
    for (const v of OTHERS) {
      expect(obs(a, v), `seat ${v}'s observation`).toEqual(obs(b, v));
      for (let seed = 1; seed <= 3; seed++) expect(same(determinized(a, v, seed), determinized(b, v, seed)), `seat ${v} seed ${seed}`).toBe(true);
    }
    for (let seed = 1; seed <= 5; seed++) {
      const c = a.clone();
      c.determinize(CINC, seed);
      expect(c.legalTexts()).toEqual(a.legalTexts()); // discard:<w> and discard:<x>: his own two cards
      c.free();
    }
    // another seat's determinization names other cards at least once, and stays consistent
    const lists = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const c = a.clone();
      c.determinize(CENTRE, seed);
      invariantsOk(c);
      const l = c.legalTexts();
      expect(l.every((t) => t.startsWith('discard:'))).toBe(true);
      lists.add(l.join(' '));
      c.free();
    }
    expect(lists.size).toBeGreaterThan(1);
  });
});
