// `Game.create` (the facade's door used by the protocol and the web app) compiles through the
// loader src/games/ancients/compile.ts installs, so src/core imports no game. This file imports
// exactly what the web app's AI worker imports (the facade and the agent registry, plus the
// scenario parser, which installs nothing) and checks the loader is there; vitest runs each file
// in its own process, so nothing else installed it.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Game } from '../../src/core/game.js';
import { createAgent } from '../../src/agents/registry.js';
import { parseScenario, normalizeScenario } from '../../src/games/ancients/scenario.js';

describe('Game.create through the installed loader', () => {
  it('works in a module graph with only the facade and the agent registry (the AI worker\'s)', async () => {
    const json = JSON.parse(readFileSync(new URL('../../src/games/ancients/scenarios/001-akragas.json', import.meta.url), 'utf8'));
    const r = parseScenario(json);
    if (!r.ok) throw new Error(r.errors.join('; '));
    const game = await Game.create(normalizeScenario(r.scenario), { build: 'debug' });
    expect(game.scenario.id).toBe('001-akragas');
    expect(game.contract.id).toBe('ancients');
    const s = game.newState();
    while (s.isChance()) s.sampleChance();
    expect(s.legalActions()).toContain(createAgent('random').choose(s, new (await import('../../src/agents/rng.js')).Rng(1)));
    s.free();
  });
});
