// Rules digest D.8 (La Grande): the card mapping for a corps commander, who holds two sections ("his
// left", "his right") and no centre. A card handed over by the CinC orders in both his sections,
// section cards included, except Force March (infantry of one of them) [seed 2455-2483]; the
// multi-section cards split as 1 + 1 + 1 free, 1 + 1 + 2 free, 2 + 2, 2 + 2 + 2 free [seed 2521-2609,
// 2745-2817]; from his own hand a Left card orders in his left, a Right card in his right, a Centre
// card in either [seed 2683-2703]; "equal to command" counts the hand the card came from [seed
// 2625-2635, 2725-2733]. Read through the core's grandeCardField (assembly/cc/epic/grande-cards.ts)
// on the compiled 602-la-grande-austerlitz (the Napoleonics card table); every enum from the core.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.ts';
import { napoleonicsGame } from '../../src/games/load.ts';
import { napCardCode } from '../../src/games/napoleonics/compile.ts';

let game: Game;
let core: Record<string, unknown> & { grandeCardField(k: number, source: number, field: number): number };
const E: Record<string, number> = {};

beforeAll(async () => {
  game = await napoleonicsGame('602', { build: 'debug' });
  core = game.core as never;
  for (const [prefix, names] of [
    ['GrandeSource', ['CINC', 'OWN']], ['GrandeZone', ['BOTH', 'ONE', 'LEFT', 'RIGHT', 'SPLIT']],
    ['GrandeField', ['LEFT', 'RIGHT', 'FREE', 'POOLED', 'ZONE', 'TO', 'HAND', 'BY_COMMAND']], ['Section', ['LEFT', 'CENTER', 'RIGHT']],
  ] as const) {
    for (const n of names) E[`${prefix}.${n}`] = (core[`${prefix}.${n}`] as WebAssembly.Global).value as number;
  }
});

const CINC = () => E['GrandeSource.CINC']!;
const OWN = () => E['GrandeSource.OWN']!;
const zone = (n: string) => E[`GrandeZone.${n}`]!;
const ALL_PAIRS = () => E['Section.LEFT']! | E['Section.CENTER']! | E['Section.RIGHT']!;

function card(name: string): number {
  const k = napCardCode(game.core, name);
  if (k === undefined) throw new Error(`no card ${name}`);
  return k;
}
function field(name: string, source: number, f: string): number {
  return core.grandeCardField(card(name), source, E[`GrandeField.${f}`]!);
}
/** The "his left / his right" order counts a multi-section card allows: the free orders all go to one section. */
function splits(name: string, source: number): string[] {
  const l = field(name, source, 'LEFT'), r = field(name, source, 'RIGHT'), f = field(name, source, 'FREE');
  return f === 0 ? [`${l}/${r}`] : [`${l + f}/${r}`, `${l}/${r + f}`];
}

const SECTION_CARDS = ['scout', 'probe', 'attack', 'assault'] as const;

describe('D.8 La Grande: the card mapping for a corps commander', () => {
  it('D.8 multi-section cards handed by the CinC: Recon in Force 1 + 1 + 1 free = 2/1 or 1/2, Coordinated Advance 1 + 1 + 2 free = 3/1 or 1/3, Flank Attack 2 + 2, Advance 2 + 2 + 2 free = 4/2 or 2/4', () => {
    expect(splits('recon', CINC())).toEqual(['2/1', '1/2']);
    expect(splits('coord-advance', CINC())).toEqual(['3/1', '1/3']);
    expect(splits('flank-attack', CINC())).toEqual(['2/2']);
    expect(splits('advance', CINC())).toEqual(['4/2', '2/4']);
    expect(['recon', 'coord-advance', 'flank-attack', 'advance'].map((c) => [field(c, CINC(), 'LEFT'), field(c, CINC(), 'RIGHT'), field(c, CINC(), 'FREE')]))
      .toEqual([[1, 1, 1], [1, 1, 2], [2, 2, 0], [2, 2, 2]]);
    for (const c of ['recon', 'coord-advance', 'flank-attack', 'advance']) {
      expect(field(c, CINC(), 'ZONE'), c).toBe(zone('SPLIT'));
      expect(field(c, CINC(), 'TO'), `${c}: handed to any corps commander`).toBe(ALL_PAIRS());
    }
  });

  it('D.8 multi-section cards from his own hand split the same way (seed 2745-2817)', () => {
    expect(['recon', 'coord-advance', 'flank-attack', 'advance'].map((c) => splits(c, OWN())))
      .toEqual([['2/1', '1/2'], ['3/1', '1/3'], ['2/2'], ['4/2', '2/4']]);
    for (const c of ['recon', 'coord-advance', 'flank-attack', 'advance']) expect(field(c, OWN(), 'ZONE'), c).toBe(zone('SPLIT'));
  });

  it('D.8 section cards handed by the CinC order in both of his sections, pooled, and go only to the commander of that section', () => {
    const count = { scout: 1, probe: 2, attack: 3, assault: 1 };
    for (const c of SECTION_CARDS) {
      for (const [s, pair] of [['l', 'LEFT'], ['c', 'CENTER'], ['r', 'RIGHT']] as const) {
        const name = `${c}-${s}`;
        expect(field(name, CINC(), 'ZONE'), name).toBe(zone('BOTH'));
        expect(field(name, CINC(), 'POOLED'), name).toBe(count[c]);
        expect(field(name, CINC(), 'TO'), `${name} goes to the ${pair} pair's commander`).toBe(E[`Section.${pair}`]);
        expect([field(name, CINC(), 'LEFT'), field(name, CINC(), 'RIGHT'), field(name, CINC(), 'FREE')], name).toEqual([0, 0, 0]);
      }
    }
  });

  it('D.8 from his own hand: a Left card orders only in his left section, a Right card only in his right, a Centre card in either (his choice)', () => {
    for (const c of SECTION_CARDS) {
      expect(field(`${c}-l`, OWN(), 'ZONE'), `${c}-l`).toBe(zone('LEFT'));
      expect(field(`${c}-r`, OWN(), 'ZONE'), `${c}-r`).toBe(zone('RIGHT'));
      expect(field(`${c}-c`, OWN(), 'ZONE'), `${c}-c`).toBe(zone('ONE'));
      for (const s of ['l', 'c', 'r']) expect(field(`${c}-${s}`, OWN(), 'TO'), `${c}-${s}: not handed over`).toBe(0);
    }
    expect(field('probe-l', OWN(), 'POOLED')).toBe(2);
  });

  it('D.8 Force March orders in one of his two sections, whoever gives it; every other tactic card in both, handed to any commander', () => {
    expect([field('force-march', CINC(), 'ZONE'), field('force-march', OWN(), 'ZONE')]).toEqual([zone('ONE'), zone('ONE')]);
    expect(field('force-march', CINC(), 'TO')).toBe(ALL_PAIRS());
    const tactics = ['bayonet', 'bombard', 'cav-charge', 'counter', 'elan', 'fire-hold', 'first-strike', 'grande-manoeuvre', 'leadership', 'rally', 'take-command'];
    for (const c of tactics) {
      for (const src of [CINC(), OWN()]) {
        expect(field(c, src, 'ZONE'), c).toBe(zone('BOTH'));
        expect(field(c, src, 'POOLED'), `${c}: its own rule counts`).toBe(0);
      }
      expect(field(c, CINC(), 'TO'), c).toBe(ALL_PAIRS());
    }
  });

  it('D.8 "equal to command" counts the CinC\'s hand for a card he handed over and the corps commander\'s own hand for his own card', () => {
    for (const c of ['assault-l', 'assault-c', 'take-command', 'probe-r', 'recon']) {
      expect([field(c, CINC(), 'HAND'), field(c, OWN(), 'HAND')], c).toEqual([CINC(), OWN()]);
    }
    expect(['assault-l', 'assault-c', 'assault-r'].map((c) => field(c, CINC(), 'BY_COMMAND'))).toEqual([1, 1, 1]);
    expect(['scout-l', 'probe-c', 'attack-r', 'recon', 'take-command'].map((c) => field(c, OWN(), 'BY_COMMAND'))).toEqual([0, 0, 0, 0, 0]);
  });

  it('D.8 bad arguments answer -1', () => {
    expect(core.grandeCardField(99, CINC(), 0)).toBe(-1);
    expect(core.grandeCardField(-1, CINC(), 0)).toBe(-1);
    expect(core.grandeCardField(card('probe-l'), 2, 0)).toBe(-1);
    expect(core.grandeCardField(card('probe-l'), CINC(), 8)).toBe(-1);
  });
});
