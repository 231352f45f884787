// The Napoleonics entries of the scenario registry (src/games/registry.ts): each carries its game
// id and the reconstruction label, and no Ancients path (listScenarios, getScenario, gameFromId, the
// Ancients file loader) ever hands a Napoleonics scenario to the Ancients core.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  getNapoleonicsScenario,
  getScenario,
  listNapoleonicsScenarios,
  listScenarios,
  resolveNapoleonicsScenarioId,
  resolveScenarioId,
  scenarioGame,
} from '../../src/games/registry.js';
import { gameFromId, gameFromObject } from '../../src/games/load.js';
import { loadScenarioFile } from '../../src/games/ancients/scenario.js';
import { RECONSTRUCTION_LABEL } from '../../src/games/napoleonics/schema.js';
import { testTempDir } from '../temp-dir.js';

const REFUSAL = 'scenario "501-sokolnitz-telnitz" is a Napoleonics scenario (game "napoleonics"); the Ancients engine cannot load it';

describe('Napoleonics scenarios in the registry', () => {
  it('list the six Austerlitz battles with game id, reconstruction label and E.1 facts', () => {
    const all = listNapoleonicsScenarios();
    expect(all.map((s) => s.id)).toEqual([
      '501-sokolnitz-telnitz', '502-davouts-counterattack', '503-soults-attack-centre',
      '504-lannes-vs-bagration', '505-russian-guard', '506-soult-attacks-south',
      '601-epic-austerlitz', '602-la-grande-austerlitz', // composed from the six (napoleonics-epic-scenarios.test.ts)
    ]);
    const list = all.filter((s) => s.format === 'standard');
    expect(list).toHaveLength(6);
    for (const s of list) {
      expect(s.game).toBe('napoleonics');
      expect(s.label).toBe(RECONSTRUCTION_LABEL);
      expect(s.battle).toBe('Austerlitz');
    }
    expect(list[0]).toMatchObject({
      name: 'Sokolnitz & Telnitz',
      first: 'top',
      banners: [8, 8],
      options: ['austerlitzStream', 'motherRussia', 'satschanMere'],
    });
    expect(list[0]!.sides[1]).toEqual({
      army: 'Allied (Russian and Austrian)', nations: ['RU', 'AT'], commanders: ['Buxhowden'],
      cards: 5, tactician: 3, banners: 8, units: 17,
    });
    expect(list[5]!.first).toBe('roll-off');
  });

  it('resolve by id, number and slug, and never collide with an Ancients alias', () => {
    for (const alias of ['501-sokolnitz-telnitz', '501', 'sokolnitz-telnitz', ' SOKOLNITZ-TELNITZ ']) {
      expect(resolveNapoleonicsScenarioId(alias)).toBe('501-sokolnitz-telnitz');
      expect(resolveScenarioId(alias)).toBeNull();
      expect(scenarioGame(alias)).toBe('napoleonics');
    }
    expect(getNapoleonicsScenario('russian-guard').id).toBe('505-russian-guard');
    expect(scenarioGame('akragas')).toBe('ancients');
    expect(scenarioGame('austerlitz')).toBeNull();
    for (const s of listNapoleonicsScenarios()) {
      const [num, ...slug] = s.id.split('-');
      expect(resolveScenarioId(num!)).toBeNull();
      expect(resolveScenarioId(slug.join('-'))).toBeNull();
    }
    expect(() => getNapoleonicsScenario('akragas')).toThrow(/^unknown Napoleonics scenario "akragas"; valid ids: 501-sokolnitz-telnitz, /);
  });
});

describe('Ancients paths refuse Napoleonics scenarios with one line', () => {
  it('listScenarios (vex scenarios, the web picker) still lists only the 15 Ancients scenarios', () => {
    const list = listScenarios();
    expect(list).toHaveLength(15);
    expect(list.every((s) => s.game === 'ancients')).toBe(true);
  });

  it('getScenario and gameFromId name the game instead of loading it', async () => {
    expect(() => getScenario('501')).toThrow(REFUSAL);
    // the games registry knows the id (GAMES.napoleonics): gameFromId names that game
    await expect(gameFromId('sokolnitz-telnitz')).rejects.toThrow('"sokolnitz-telnitz" is a napoleonics scenario: this command needs an Ancients scenario');
  });

  it('gameFromObject and the Ancients file loader refuse the file by its game id', async () => {
    const raw = getNapoleonicsScenario('501');
    await expect(gameFromObject(raw)).rejects.toThrow(
      'invalid scenario: game: this is a "napoleonics" scenario; the Ancients loader reads only "ancients" files',
    );
    const file = path.join(testTempDir('vex-napo-reg-'), '501.json');
    writeFileSync(file, JSON.stringify(raw));
    const r = await loadScenarioFile(file);
    expect(r).toEqual({ ok: false, errors: ['game: this is a "napoleonics" scenario; the Ancients loader reads only "ancients" files'] });
  });
});
