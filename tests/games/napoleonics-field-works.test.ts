// Field works (C.15) go over a passable tile only: the Napoleonics loader's check that uses the
// impassable-tile lookup it shares with the Ancients loader (src/games/scenario-parse.ts
// impassableAt). One shipped scenario, changed after loading, gives exactly one error.
import { describe, expect, it } from 'vitest';
import { getNapoleonicsScenario } from '../../src/games/registry.js';
import { parseNapoleonicsScenario } from '../../src/games/napoleonics/scenario.js';

describe('field works on an impassable tile (C.15)', () => {
  it('is refused, naming the field works entry and the tile', () => {
    const s = structuredClone(getNapoleonicsScenario('501')) as { terrain: { hex: string; type: string; sides?: string[] }[] };
    const pond = s.terrain.find((t) => t.type === 'pond')!;
    s.terrain.push({ hex: pond.hex, type: 'field-works', sides: ['NE', 'NW'] });
    const r = parseNapoleonicsScenario(s);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.errors).toEqual([`terrain[${s.terrain.length - 1}].hex: field works on "${pond.hex}", which is pond (impassable)`]);
  });

  it('is accepted over a passable tile', () => {
    const s = structuredClone(getNapoleonicsScenario('501')) as { terrain: { hex: string; type: string; sides?: string[] }[] };
    const hill = s.terrain.find((t) => t.type === 'hill' && !s.terrain.some((w) => w.type === 'field-works' && w.hex === t.hex))!;
    s.terrain.push({ hex: hill.hex, type: 'field-works', sides: ['NE', 'NW'] });
    expect(parseNapoleonicsScenario(s)).toMatchObject({ ok: true });
  });
});
