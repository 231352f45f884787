// The facade's combat report for the UI (src/core/game.ts State.combat, combatDice,
// flagIgnoreReasons; Game.unitRules) over the core's query exports (assembly/cc/queries.ts). Rules
// digest B.2 (what each face does), B.10 (ignoring flags), B.11 (elephants) and the unit table (B.3).
import { describe, expect, it } from 'vitest';
import { gameFromId } from '../../src/games/load.ts';
import type { State } from '../../src/core/game.ts';
import { act, declare, legalWith, playOrder, roll, setup } from '../rules/helpers.ts';

/** Bottom `a` on G3 attacks top `d` on G4 (specs "TYPE [L] [blocks]"); state at the attacker's roll. */
async function attack(a: string, d: string, opts: { terrain?: string[]; extra?: string[] } = {}): Promise<State> {
  const piece = (side: string, spec: string, hex: string) => [side, ...spec.split(' ').slice(0, 1), hex, ...spec.split(' ').slice(1)].join(' ');
  const { state } = await setup({ units: [piece('b', a, 'G3'), piece('t', d, 'G4'), ...(opts.extra ?? [])], terrain: opts.terrain, hands: { bottom: ['o2c'] } });
  playOrder(state, 'o2c', 'G3');
  if (state.phaseName() === 'MOVE') act(state, 'end-moves');
  declare(state, 'battle:G3xG4');
  return state;
}
const maxIgnore = (s: State) => legalWith(s, 'ignore:').length - 1;
/** Rolls `faces`, asking before each die what it will do (the UI's way: after the last die the battle moves on). */
function rollAsked(s: State, ...faces: string[]): (string | null)[] {
  return faces.map((f) => { const v = s.nextDieVerdict(f); roll(s, f); return v; });
}

describe('combat report: each die as the core counted it (B.2)', () => {
  it('B.2 heavy infantry attacking medium infantry: the medium symbol and swords hit, a flag is a flag, the rest miss', async () => {
    const s = await attack('HI', 'MI');
    expect(s.combat()).toMatchObject({ kind: 'melee', mode: 'main', rolled: 0, hitFaces: 2 });
    roll(s, 'medium', 'swords', 'flag', 'light');
    // during the roll the dice so far; the last die asked before it lands
    expect(s.combatDice()).toEqual(['hit', 'hit', 'flag', 'miss']);
    expect(s.combat().rolled).toBe(4);
    expect(s.nextDieVerdict('heavy')).toBe('miss');
    expect(s.nextDieVerdict('swords')).toBe('hit');
    roll(s, 'heavy');
    // the flag sends the medium infantry back: the context still holds the whole roll
    expect(s.phaseName()).toBe('RETREAT');
    expect(s.combatDice()).toEqual(['hit', 'hit', 'flag', 'miss', 'miss']);
  });

  it('B.2 a light unit\'s swords never hit; with a leader attached helmets do (B.4)', async () => {
    let s = await attack('LI', 'MI');
    expect(s.combat().hitFaces).toBe(1);
    expect(rollAsked(s, 'swords', 'medium')).toEqual(['miss', 'hit']);
    s = await attack('HI L', 'MI');
    expect(s.combat().hitFaces).toBe(3);
    expect(rollAsked(s, 'leader', 'swords', 'light', 'light', 'light')).toEqual(['hit', 'hit', 'miss', 'miss', 'miss']);
  });

  it('B.3 a chariot ignores the first sword hit in close combat, not the second', async () => {
    const s = await attack('HI', 'HCH');
    expect(rollAsked(s, 'swords', 'swords', 'light', 'light', 'light')).toEqual(['miss', 'hit', 'miss', 'miss', 'miss']);
  });

  it('B.11 an elephant ignores every sword: swords rolled at it are misses', async () => {
    const s = await attack('HI', 'EL');
    expect(rollAsked(s, 'swords', 'heavy', 'flag', 'light', 'medium')).toEqual(['miss', 'hit', 'flag', 'miss', 'miss']);
  });
});

describe('B.10 why a unit may ignore flags (flagIgnoreReasons)', () => {
  it('B.10 an attached leader', async () => {
    const s = await attack('HI', 'MI L');
    roll(s, 'flag', 'flag', 'light', 'light', 'light');
    expect(s.phaseName()).toBe('IGNORE');
    expect(s.flagIgnoreReasons()).toEqual(['leader']);
  });
  it('B.10 support, and support added to a leader', async () => {
    let s = await attack('HI', 'MI', { extra: ['t MI F4', 't leader H4'] });
    roll(s, 'flag', 'light', 'light', 'light', 'light');
    expect(s.flagIgnoreReasons()).toEqual(['support']);
    s = await attack('HI', 'MI L', { extra: ['t MI F4', 't MI H4'] });
    roll(s, 'flag', 'flag', 'flag', 'light', 'light');
    expect(s.flagIgnoreReasons()).toEqual(['leader', 'support']);
    expect(maxIgnore(s)).toBe(2);
  });
  it('B.10 foot on a camp; full-strength warriors; none for damaged warriors', async () => {
    let s = await attack('HI', 'MI', { terrain: ['camp G4'] });
    roll(s, 'flag', 'light', 'light', 'light');
    expect(s.flagIgnoreReasons()).toEqual(['camp']);
    s = await attack('HI', 'WA');
    roll(s, 'flag', 'light', 'light', 'light', 'light');
    expect(s.flagIgnoreReasons()).toEqual(['warriors']);
    s = await attack('HI', 'WA 3');
    expect(s.flagIgnoreReasons()).toEqual([]);
  });
  it('B.11 an elephant rolled at by cavalry ignores 1 flag; elephants get no support', async () => {
    const s = await attack('MC', 'EL', { extra: ['t MI F4', 't MI H4'] });
    roll(s, 'flag', 'light', 'light');
    expect(s.phaseName()).toBe('IGNORE');
    expect(s.flagIgnoreReasons()).toEqual(['elephant']);
  });

  it('B.10 over random games, the reasons account for every ignore the core offers', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    let seen = 0;
    for (let g = 0; g < 30; g++) {
      game.seed(1000 + g);
      const s = game.newState();
      let rng = 12345 + g;
      for (let step = 0; step < 3000 && !s.isTerminal(); step++) {
        if (s.isChance()) { s.sampleChance(); continue; }
        if (s.phaseName() === 'IGNORE') {
          seen++;
          const flags = s.game.core.getCombat(s.ptr, (s.game.core['CombatField.FLAGS'] as WebAssembly.Global).value) as number;
          const reasons = s.flagIgnoreReasons().length;
          // the core offers ignore:0 … ignore:min(flags, ignorable)
          expect(maxIgnore(s)).toBe(Math.min(flags, reasons));
        }
        const legal = s.legalActions();
        rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
        s.apply(legal[rng % legal.length]);
      }
      s.free();
    }
    expect(seen).toBeGreaterThan(5);
  }, 60_000);
});

describe('the ruleset table per unit type (Game.unitRules)', () => {
  it('B.3 retreat hexes per flag and property bits come from the core', async () => {
    const game = await gameFromId('001', { build: 'debug' });
    expect(game.unitRules('LC')).toEqual({ retreatPerFlag: 4, props: expect.arrayContaining(['MOUNTED', 'CAVALRY', 'NO_SWORDS', 'SHIES_ELEPHANTS']) });
    expect(game.unitRules('MI')).toEqual({ retreatPerFlag: 1, props: [] });
    expect(game.unitRules('EL').props).toEqual(expect.arrayContaining(['ELEPHANT', 'NO_RALLY']));
    expect(() => game.unitRules('XX')).toThrow('unknown unit type "XX"');
  });
});
