// Perft locked on two positions (move generation, chance expansion and the phase machine): the
// sedan-floing start (two CP rolls, then the Prussian movement) and Froeschwiller after CP rolls 5
// and 8 (B1: 2 and 3 CP). The numbers were produced by this engine (commit of this file) and lock
// its behaviour: a rule change that alters them must say why in its commit.
import { describe, it, expect } from 'vitest';
import { BiGame } from '../../src/games/blood-and-iron/state.js';
import { biPerft } from '../../src/games/blood-and-iron/perft.js';

describe('perft', () => {
  it('sedan-floing start: 10, 100, 9500', async () => {
    const g = await BiGame.create('sedan-floing', 'release');
    const s = g.newState();
    expect([1, 2, 3].map((d) => biPerft(s, d))).toEqual([10, 100, 9500]);
  });
  it('froeschweiler after CP rolls 5 and 8: 71, 3745, 189451', async () => {
    const g = await BiGame.create('froeschweiler', 'release');
    const s = g.newState();
    s.apply('die 5');
    s.apply('die 8');
    expect([g.core.cpOf(s.ptr, 0), g.core.cpOf(s.ptr, 1)]).toEqual([2, 3]);
    expect([1, 2, 3].map((d) => biPerft(s, d))).toEqual([71, 3745, 189451]);
  });
});
