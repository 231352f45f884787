// The three scenarios of the data file load and validate (seed 11, 11.4, 12.5; ORIGINAL map and
// order of battle), and bad files get one clear line per problem (zod shape, then cross checks).
import { describe, it, expect } from 'vitest';
import { loadBiScenario, normalizeBiScenario, BiScenarioError, hexDistance } from '../../src/games/blood-and-iron/loader.js';
import { BiGame } from '../../src/games/blood-and-iron/state.js';
import froeschweiler from '../../src/games/blood-and-iron/scenarios/froeschweiler.json' with { type: 'json' };
import map from '../../src/games/blood-and-iron/data/map-froeschweiler-20x14.json' with { type: 'json' };

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
function problems(raw: unknown, m: unknown = map): string[] {
  try { normalizeBiScenario(raw, m); } catch (e) { if (e instanceof BiScenarioError) return e.problems; throw e; }
  return [];
}

describe('bundled scenarios', () => {
  it('froeschweiler: 24 French and 28 German counters, 16 leaders, 22 turns, 3 VP hexes all French (seed 11.2, 11.3)', () => {
    const s = loadBiScenario('froeschweiler');
    expect(s.units.filter((u) => u.side === 1).length).toBe(24);
    expect(s.units.filter((u) => u.side === 0).length).toBe(28);
    expect(s.leaders.length).toBe(16);
    expect(s.turns).toEqual({ first: 1, last: 22 });
    expect(s.vp).toEqual([{ hex: 905, vp: 10, owner: 1 }, { hex: 207, vp: 5, owner: 1 }, { hex: 112, vp: 5, owner: 1 }]);
    expect(s.special).toBe(false);
  });
  it('froeschweiler-battle: turns 10-22, V Corps on the map around K, the rest arriving (seed 11.4, R19)', () => {
    const s = loadBiScenario('froeschweiler-battle');
    expect(s.turns).toEqual({ first: 10, last: 22 });
    const ir50 = s.units.find((u) => u.id === 'de-ir50')!;
    expect(ir50.setup).toBe(1607);
    expect(s.units.filter((u) => u.setup === 0).length).toBe(5);
    expect(s.units.every((u) => u.setup !== 0 || u.arrTurn >= 10)).toBe(true);
  });
  it('sedan-floing: special command table, occupy-3611 victory, turns 17-20 (seed 12.5)', () => {
    const s = loadBiScenario('sedan-floing');
    expect(s.special).toBe(true);
    expect(s.occupy).toEqual({ hex: 3611, side: 0 });
    expect(s.turns).toEqual({ first: 17, last: 20 });
    expect(s.map.c0).toBe(19);
  });
  it('every scenario loads into the core with its pieces where the file puts them', async () => {
    for (const id of ['froeschweiler', 'froeschweiler-battle', 'sedan-floing']) {
      const g = await BiGame.create(id, 'debug');
      const st = g.newState();
      g.scenario.units.forEach((u, i) => expect(g.core.unitHex(st.ptr, i)).toBe(u.setup === 0 ? -1 : u.setup));
      expect(g.core.turnOf(st.ptr)).toBe(g.scenario.turns.first);
    }
  });
  it('odd-q distance helper agrees with the seed example', () => {
    expect([hexDistance('4424', '4524'), hexDistance('4424', '4320'), hexDistance('4524', '4320')]).toEqual([1, 4, 5]);
  });
  it('an unknown scenario id is one line', () => {
    expect(() => loadBiScenario('sedan')).toThrow(/^unknown Blood & Iron scenario "sedan" \(known: froeschweiler, froeschweiler-battle, sedan-floing\)$/);
  });
});

describe('validation: one line per problem', () => {
  it('shape errors name the field (zod)', () => {
    const bad = clone(froeschweiler) as any;
    bad.units[0].rating = 'E';
    bad.units[1].type = 'dragoon';
    const p = problems(bad);
    expect(p.length).toBe(2);
    expect(p[0]).toMatch(/^scenario: units\.0\.rating: /);
    expect(p[1]).toMatch(/^scenario: units\.1\.type: /);
  });
  it('cross-field errors: hex off the map, unknown corps, setup outside its area, stacking', () => {
    const bad = clone(froeschweiler) as any;
    bad.units[0].setup.hex = '2520';
    bad.units[1].corps = 'XX';
    bad.units[2].setup.hex = '0101';
    bad.units[4].setup.hex = bad.units[3].setup.hex; // fr-art1 onto fr-96l is legal (artillery)
    bad.units[5].setup.hex = bad.units[6].setup.hex; // two infantry: not
    const p = problems(bad);
    expect(p).toContain('froeschweiler: fr-1zou setup: hex 2520 is not on map froeschweiler-20x14');
    expect(p.some((x) => x.startsWith('froeschweiler: fr-45l: corps "XX"'))).toBe(true);
    expect(p.some((x) => x.startsWith('froeschweiler: fr-18l setup hex 0101 is more than'))).toBe(true);
    expect(p.some((x) => x.startsWith(`froeschweiler: stacking at ${bad.units[6].setup.hex}`))).toBe(true);
    expect(p.some((x) => x.includes('stacking at ' + bad.units[3].setup.hex))).toBe(false);
    expect(p.length).toBe(4);
  });
  it('a map hexside between non-adjacent hexes is reported', () => {
    const m = clone(map) as any;
    m.hexsides[0] = { a: '0101', b: '0505', features: ['road'] };
    const p = problems(froeschweiler, m);
    expect(p).toEqual(['map froeschweiler-20x14: hexside 0101|0505 joins hexes that are not adjacent']);
  });
  it('a variant naming an unknown piece is reported', () => {
    const base = clone(froeschweiler);
    const v = { id: 'v', title: 't', label: 'ORIGINAL', base: 'froeschweiler', map: 'froeschweiler-20x14', turns: { first: 10, last: 22 }, overrides: { units: [{ id: 'de-nobody', setup: { hex: '1607', area: 'K' } }], leaders: [] } };
    let p: string[] = [];
    try { normalizeBiScenario(v, map, base); } catch (e) { p = (e as BiScenarioError).problems; }
    expect(p).toEqual(['v: override names unknown unit "de-nobody"']);
  });
});

describe('11.1 free setup (option)', () => {
  it('the French place each letter-coded unit within its area first, then the Prussians; then turn 1 begins', async () => {
    const g = await BiGame.create('froeschweiler', 'release', { freeSetup: true });
    const s = g.newState();
    expect(g.core.stageOf(s.ptr)).toBe(g.core.Stage.SETUP);
    expect(s.currentPlayer()).toBe(1);
    const first = s.legalTexts();
    expect(first.every((t) => t.startsWith('setup fr-1zou '))).toBe(true);
    for (const t of first) expect(hexDistance(t.split(' ')[2], '1004')).toBeLessThanOrEqual(2); // area A, radius 2
    let placed = 0, french = 0;
    while (g.core.stageOf(s.ptr) === g.core.Stage.SETUP || g.core.pendingTask(s.ptr) === g.core.K.TOPDECL) {
      if (s.currentPlayer() === 1) french++;
      s.apply(s.legalActions()[s.legalActions().length - 1]);
      placed++;
    }
    expect(french).toBeGreaterThanOrEqual(23); // every French unit on the map at the start (one arrives on turn 19)
    expect(placed).toBeGreaterThanOrEqual(23 + 11); // and the Germans on the map at the start
    expect(s.isChance()).toBe(true); // the first CP roll
    g.core.randomPlayout(s.ptr, 1_000_000);
    expect(s.isTerminal()).toBe(true);
  });
  it('off by default: the game starts at the first CP roll with the file\'s hexes', async () => {
    const g = await BiGame.create('froeschweiler', 'release');
    expect(g.newState().isChance()).toBe(true);
  });
});
