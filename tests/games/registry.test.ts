// Scenario registry (registry.ts): ids, aliases, the default scenario and the unknown-id error.
import { describe, expect, it } from 'vitest';

import { DEFAULT_SCENARIO, getScenario, listScenarios, resolveScenarioId } from '../../src/games/registry.js';

describe('registry', () => {
  it('lists the 15 base scenarios with their summaries', () => {
    const list = listScenarios();
    expect(list.map((s) => s.id)).toEqual([
      '001-akragas', '002-crimissos-river', '003-bagradas', '004-ticinus-river', '005-trebbia',
      '006-lake-trasimenus', '007-cannae', '008-dertosa-ebro', '009-2nd-beneventum', '010-castulo',
      '011-baecula', '012-metaurus', '013-ilipa', '014-great-plains', '015-zama',
    ]);
    expect(list[0]).toEqual({
      game: 'ancients',
      id: '001-akragas',
      name: 'Akragas',
      year: '406 BC',
      board: 'standard',
      sides: [
        { name: 'Syracusan', commander: 'Daphnaeus', cards: 6, banners: 5, units: 12 },
        { name: 'Carthaginian', commander: 'Himilco', cards: 5, banners: 5, units: 12 },
      ],
      first: 'bottom',
      banners: [5, 5],
      options: [],
    });
    expect(list[1]!.options).toEqual(['sacredBand']);
  });

  it('defaults to Akragas', () => {
    expect(DEFAULT_SCENARIO).toBe('001-akragas');
    expect(getScenario(DEFAULT_SCENARIO).name).toBe('Akragas');
  });

  it('accepts the id, the number and the slug', () => {
    for (const alias of ['001-akragas', '001', '1', 'akragas', 'AKRAGAS', ' Akragas ']) {
      expect(resolveScenarioId(alias)).toBe('001-akragas');
    }
    expect(getScenario('lake-trasimenus').id).toBe('006-lake-trasimenus');
    expect(getScenario('15').id).toBe('015-zama');
    expect(resolveScenarioId('016')).toBeNull();
  });

  it('explains an unknown id', () => {
    expect(() => getScenario('waterloo')).toThrow(/unknown scenario "waterloo"; valid ids: 001-akragas, 002-crimissos-river, .*015-zama$/);
  });

  it('returns copies the caller may change', () => {
    const a = getScenario('001');
    a.units.length = 0;
    expect(getScenario('001').units.length).toBeGreaterThan(0);
  });
});

describe('registry and the Game.create loader', () => {
  it('importing the scenario registry installs the Ancients loader behind Game.create (docs/contract.md)', async () => {
    const { Game } = await import('../../src/core/game.js');
    const { normalizeScenario } = await import('../../src/games/ancients/scenario.js');
    const game = await Game.create(normalizeScenario(getScenario('trebbia')), { build: 'debug' });
    expect(game.scenario.id).toBe('005-trebbia');
    expect([game.contract.id, game.contract.variant, game.contract.numSeats]).toEqual(['ancients', '005-trebbia', 2]);
  });
});

