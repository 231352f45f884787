// Agents (src/agents): the seeded generator, the spec parser, the random and greedy agents —
// legality, determinism given the generator, decisions from the acting side's information only
// (the opponent's hidden hand may change without changing the choice), and greedy beating random.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from '../../src/core/game.js';
import { gameFromId } from '../../src/games/load.js';
import { Rng } from '../../src/agents/rng.js';
import { parseAgentSpec } from '../../src/agents/spec.js';
import { createAgent, describeAgents } from '../../src/agents/registry.js';
import { playMatch, sampleOutcome } from '../../src/cli/match.js';

let game: Game;
beforeAll(async () => {
  game = await gameFromId('001-akragas');
});

/** Plays `steps` random actions (sampled chance) from the start; stops early at a terminal state. */
function walk(seed: number, steps: number): State {
  const s = game.newState();
  const rng = new Rng(seed);
  for (let i = 0; i < steps && !s.isTerminal(); i++) {
    if (s.isChance()) s.apply(sampleOutcome(s, rng));
    else {
      const a = s.legalActions();
      s.apply(a[rng.below(a.length)]);
    }
  }
  return s;
}

/** Advances with random play to the next decision of a side (not chance). */
function toDecision(s: State, rng: Rng): void {
  while (!s.isTerminal() && s.isChance()) s.apply(sampleOutcome(s, rng));
}

describe('Rng', () => {
  it('is deterministic and seed-sensitive', () => {
    const a = new Rng(42), b = new Rng(42), c = new Rng(43);
    const xs = Array.from({ length: 8 }, () => a.nextU32());
    expect(Array.from({ length: 8 }, () => b.nextU32())).toEqual(xs);
    expect(Array.from({ length: 8 }, () => c.nextU32())).not.toEqual(xs);
  });
  it('below(n) covers the range evenly', () => {
    const r = new Rng(1);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[r.below(6)]++;
    for (const k of counts) expect(Math.abs(k - 10000)).toBeLessThan(500);
    expect(() => r.below(0)).toThrow(/bad bound/);
  });
  it('weighted() follows the weights', () => {
    const r = new Rng(2);
    let ones = 0;
    for (let i = 0; i < 10000; i++) ones += r.weighted([1, 3]);
    expect(ones / 10000).toBeGreaterThan(0.72);
    expect(ones / 10000).toBeLessThan(0.78);
  });
  it('state round-trips', () => {
    const r = new Rng(9);
    r.nextU32();
    const copy = new Rng(0);
    copy.setState(r.getState());
    expect(copy.nextU32()).toBe(r.nextU32());
    expect(() => copy.setState([1, 2, 3])).toThrow(/bad generator state/);
  });
  it('large seeds use their high bits', () => {
    expect(new Rng(5).nextU32()).not.toBe(new Rng(5 + 4294967296).nextU32());
  });
});

describe('agent specs', () => {
  it('parses name and key=value pairs', () => {
    expect(parseAgentSpec('greedy')).toEqual({ name: 'greedy', raw: {} });
    expect(parseAgentSpec('mcts:sims=800,c=1.4')).toEqual({ name: 'mcts', raw: { sims: '800', c: '1.4' } });
    expect(parseAgentSpec(' Greedy:noise=0.5 ')).toEqual({ name: 'greedy', raw: { noise: '0.5' } });
  });
  it('rejects malformed specs with one clear line', () => {
    expect(() => parseAgentSpec('')).toThrow(/bad agent spec/);
    expect(() => parseAgentSpec('greedy:')).toThrow(/nothing after ":"/);
    expect(() => parseAgentSpec('greedy:noise')).toThrow(/not key=value/);
    expect(() => parseAgentSpec('greedy:noise=1,noise=2')).toThrow(/given twice/);
    expect(() => parseAgentSpec('9lives')).toThrow(/bad agent spec/);
  });
  it('createAgent types and range-checks parameters', () => {
    expect(createAgent('greedy:noise=0.5').spec).toBe('greedy:noise=0.5');
    expect(createAgent('greedy:close=1,noise=0').spec).toBe('greedy:noise=0,close=1');
    expect(createAgent('random').spec).toBe('random');
    expect(() => createAgent('random:x=1')).toThrow(/unknown parameter "x" \(known: none\)/);
    expect(() => createAgent('greedy:noise=-1')).toThrow(/out of range/);
    expect(() => createAgent('greedy:noise=x')).toThrow(/not a number/);
    expect(() => createAgent('oracle:depth=10')).toThrow(/unknown agent "oracle" \(known: random, greedy/);
  });
  it('describes every kind', () => {
    const lines = describeAgents();
    expect(lines.some((l) => l.startsWith('random'))).toBe(true);
    expect(lines.some((l) => l.startsWith('greedy:noise=') && l.includes('close='))).toBe(true);
  });
});

describe('random and greedy agents', () => {
  it('choose legal actions and leave the state unchanged', () => {
    for (const spec of ['random', 'greedy']) {
      const agent = createAgent(spec);
      for (let seed = 0; seed < 12; seed++) {
        const s = walk(seed, 40 * seed + 7);
        toDecision(s, new Rng(seed));
        if (s.isTerminal()) continue;
        const before = s.bytes();
        const code = agent.choose(s, new Rng(seed));
        expect(s.legalActions()).toContain(code);
        expect(s.bytes()).toEqual(before);
        s.free();
      }
    }
  });

  it('refuse chance nodes and finished games', () => {
    const s = game.newState();
    expect(s.isChance()).toBe(true);
    expect(() => createAgent('greedy').choose(s, new Rng(0))).toThrow(/chance node/);
    expect(() => createAgent('random').choose(s, new Rng(0))).toThrow(/chance node/);
    s.free();
  });

  it('greedy is deterministic given its generator', () => {
    const agent = createAgent('greedy');
    for (let seed = 0; seed < 10; seed++) {
      const s = walk(100 + seed, 60 + seed * 17);
      toDecision(s, new Rng(seed));
      if (s.isTerminal()) continue;
      expect(agent.choose(s, new Rng(seed))).toBe(agent.choose(s, new Rng(seed)));
      s.free();
    }
  });

  it('greedy decides from its own information: the opponent hand does not matter', () => {
    const agent = createAgent('greedy');
    let changedHands = 0;
    for (let seed = 0; seed < 20; seed++) {
      const s = walk(200 + seed, 30 + seed * 23);
      toDecision(s, new Rng(seed));
      if (s.isTerminal()) continue;
      const me = s.currentPlayer();
      const choice = agent.choose(s, new Rng(7));
      for (let k = 1; k <= 3; k++) {
        const other = s.clone();
        other.determinize(me, 1000 * seed + k); // resample what `me` cannot see
        if (other.hand(1 - me).join() !== s.hand(1 - me).join()) changedHands++;
        expect(other.hand(me)).toEqual(s.hand(me));
        expect(agent.choose(other, new Rng(7))).toBe(choice);
        other.free();
      }
      s.free();
    }
    expect(changedHands).toBeGreaterThan(10); // the check above really varied the hidden cards
  });

  it('greedy\'s close= weight reaches the game\'s heuristic (src/games/ancients/heuristic.ts)', () => {
    const near = createAgent('greedy:noise=0,close=0'), far = createAgent('greedy:noise=0,close=50');
    let differ = 0, decisions = 0;
    for (let seed = 0; seed < 30; seed++) {
      const s = walk(400 + seed, 20 + seed * 11);
      toDecision(s, new Rng(seed));
      if (s.isTerminal()) { s.free(); continue; }
      decisions++;
      if (near.choose(s, new Rng(1)) !== far.choose(s, new Rng(1))) differ++;
      s.free();
    }
    expect(decisions).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(0);
  });

  it('greedy takes a battle when one is offered', () => {
    const agent = createAgent('greedy:noise=0');
    let seen = 0;
    for (let seed = 0; seed < 60 && seen < 5; seed++) {
      const s = walk(300 + seed, 25 + seed * 9);
      toDecision(s, new Rng(seed));
      const texts = s.isTerminal() ? [] : s.legalTexts();
      if (s.phaseName() === 'BATTLE' && texts.some((t) => t.startsWith('battle:')) && texts.includes('end-battles')) {
        seen++;
        expect(game.actionText(agent.choose(s, new Rng(seed)))).toMatch(/^battle:/);
      }
      s.free();
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('greedy beats random from both sides', async () => {
    const greedy = createAgent('greedy'), random = createAgent('random');
    const ref = { id: game.scenario.id, hash: 'test' };
    let wins = 0;
    for (let seed = 0; seed < 8; seed++) {
      const greedyBottom = seed % 2 === 0;
      const rec = await playMatch(game, ref, greedyBottom ? [greedy, random] : [random, greedy], seed);
      if (rec.result.winner === (greedyBottom ? 'bottom' : 'top')) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });
});
