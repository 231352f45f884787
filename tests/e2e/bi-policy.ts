// The scripted Prussian player of tests/e2e/bi-play.test.ts, as a pure function of what the page's
// hook shows (the legal actions in notation and the viewer's JSON view), so the browser test and
// its Node twin (bi-policy.test.ts, which checks the seed still gives a fire, a melee and a morale
// check) play the same turn. Movement: each step that brings a unit closer to the nearest French
// unit (until adjacent); then one fire and one melee, resolved; any other decision takes the first
// legal action. It plays the Prussian initial action phase of turn 1 only.
export interface BiView { units: { id: string; hex: string | null; side: string }[] }

const cube = (id: string) => { const c = +id.slice(0, 2), r = +id.slice(2); const z = r - (c - (c & 1)) / 2; return [c, -c - z, z]; };
export const hexDistance = (a: string, b: string): number => { const A = cube(a), B = cube(b); return Math.max(...A.map((v, i) => Math.abs(v - B[i]))); };

export interface PolicyMemory { fired: boolean; meleed: boolean }

/** The action (in the facade's notation) the scripted player takes, or null when its part is done. */
export function policy(stage: string, legal: string[], view: BiView, mem: PolicyMemory): string | null {
  if (legal.length === 0) return null;
  const french = view.units.filter((u) => u.side === 'french' && u.hex).map((u) => u.hex!);
  const nearest = (h: string) => Math.min(...french.map((f) => hexDistance(h, f)));
  const hexOf = (id: string) => view.units.find((u) => u.id === id)?.hex ?? null;
  const is = (verb: string) => legal.filter((t) => t.startsWith(`${verb} `) || t === verb);
  const decision = !legal.some((t) => t === 'pass' || t.startsWith('move ') || t.startsWith('fire') || t.startsWith('melee'));
  if (decision || is('retreat').length || is('choose').length || is('advance').length) return legal[0];
  if (stage === 'MOVE') {
    let best: string | null = null, bd = 99;
    for (const t of is('move')) {
      const [, id, to] = t.split(' ');
      const from = hexOf(id);
      if (!from || id.includes('art')) continue; // the batteries stay where they can fire
      const d0 = nearest(from), d1 = nearest(to);
      if (d0 > 1 && d1 < d0 && d1 < bd) { bd = d1; best = t; }
    }
    return best ?? (is('pass').length ? 'pass' : legal[0]);
  }
  if (stage === 'OFIRE') {
    if (is('fire-go').length) { mem.fired = true; return 'fire-go'; }
    const fires = is('fire');
    if (!mem.fired && fires.length) return fires.find((t) => t.includes('art')) ?? fires[0];
    return is('pass').length ? 'pass' : legal[0];
  }
  if (stage === 'MELEE') {
    if (is('melee-go').length) { mem.meleed = true; return 'melee-go'; }
    const m = is('melee');
    if (!mem.meleed && m.length) return m[0];
    return is('pass').length ? 'pass' : null;
  }
  return null;
}
