// Conformance checks of the game contract (src/core/contract.ts) that any game implementation can
// run: seeded random games through the contract alone, checking at every step
//   - the state machine: currentPlayer is a seat, CHANCE or TERMINAL, and agrees with isChance/isTerminal;
//   - clones: equal to their source, byte for byte, and independent of it; bytes/setBytes round trip;
//   - the legal list: every listed code applies (on a copy), codes not listed are refused and leave
//     the state unchanged, every code has a text that parses back to it, policy indices are in range;
//   - chance: outcomes are the legal codes, probabilities positive and summing to 1, sampleChance
//     applies one of them;
//   - hidden information: two states that agree on what seat v sees (one is the other redealt for v)
//     become equal after determinize(v, seed) with the same seed; determinize keeps v's observation;
//   - returns: 0 before the end; at the end within the utility's range, equal for the seats of a
//     side and summing to 0 over the two sides (zero-sum-sides);
//   - rollouts return a value for side 0 in [-1, 1].
// Failures name the game, the step and the check. Called by tests/core/contract.test.ts (Ancients)
// and meant for every engine's test.
import { expect } from 'vitest';
import { CHANCE, TERMINAL, type GameDef, type GameState } from '../../src/core/contract.js';
import { Rng } from '../../src/agents/rng.js';

export interface ConformanceOptions { games: number; maxSteps: number; seed: number; illegalProbes?: number }

export interface ConformanceReport { steps: number; decisions: number; chanceNodes: number; terminals: number; determinizeChecks: number }

/** Runs the checks on `game`; returns what was visited (so a caller can assert coverage). */
export function checkConformance(game: GameDef, o: ConformanceOptions): ConformanceReport {
  const rep: ConformanceReport = { steps: 0, decisions: 0, chanceNodes: 0, terminals: 0, determinizeChecks: 0 };
  const N = game.maxActions;
  const legal = new Int32Array(N), legal2 = new Int32Array(N), codes = new Int32Array(N);
  const probs = new Float64Array(N);
  const ret = new Float64Array(game.numSeats);
  const e = game.encoding;
  const P = e.OBS_PLANES * e.board.w * e.board.h;
  const planes = [new Float32Array(P), new Float32Array(P)], globals = [new Float32Array(e.OBS_GLOBALS), new Float32Array(e.OBS_GLOBALS)];
  expect(game.numSeats).toBeGreaterThanOrEqual(game.numSides);
  for (let seat = 0; seat < game.numSeats; seat++) expect(game.sideOf(seat)).toBeLessThan(game.numSides);
  expect(game.utility.kind).toBe('zero-sum-sides');

  for (let g = 0; g < o.games; g++) {
    const rng = new Rng(o.seed + g);
    const s = game.newState();
    const a = game.newState(), b = game.newState();
    try {
      for (let step = 0; step < o.maxSteps; step++) {
        const where = `${game.id}/${game.variant} game ${g} step ${step}`;
        rep.steps++;
        const p = s.currentPlayer();
        expect(p === CHANCE || p === TERMINAL || (Number.isInteger(p) && p >= 0 && p < game.numSeats), `${where}: currentPlayer ${p}`).toBe(true);
        expect(s.isTerminal(), `${where}: isTerminal vs currentPlayer`).toBe(p === TERMINAL);
        expect(s.isChance(), `${where}: isChance vs currentPlayer`).toBe(p === CHANCE);

        // clones and bytes
        const c = s.clone();
        expect(c.equals(s), `${where}: clone equals`).toBe(true);
        expect(c.bytes(), `${where}: clone bytes`).toEqual(s.bytes());
        a.setBytes(s.bytes());
        expect(a.equals(s), `${where}: setBytes round trip`).toBe(true);

        s.returns(ret);
        if (p === TERMINAL) {
          checkReturns(game, ret, where);
          rep.terminals++;
          c.free();
          break;
        }
        for (let seat = 0; seat < game.numSeats; seat++) expect(ret[seat], `${where}: returns before the end`).toBe(0);

        const n = s.legal(legal);
        expect(n, `${where}: legal count`).toBeGreaterThan(0);
        expect(n).toBeLessThanOrEqual(N);
        const listed = new Set(Array.from(legal.subarray(0, n)));
        expect(listed.size, `${where}: legal codes are distinct`).toBe(n);
        for (let i = 0; i < n; i++) {
          c.copyFrom(s);
          expect(c.apply(legal[i]), `${where}: legal code ${legal[i]} applies`).toBe(true);
          if (p !== CHANCE) {
            const t = game.actionText(legal[i]);
            expect(game.parseAction(t), `${where}: text "${t}" parses back`).toEqual({ code: legal[i] });
            const idx = s.policyIndex(legal[i]);
            expect(idx >= -1 && idx < e.POLICY_SIZE, `${where}: policy index ${idx}`).toBe(true);
            const k = s.orderKey(legal[i]);
            expect(Number.isInteger(k) && k >= -1, `${where}: order key ${k}`).toBe(true);
          }
        }
        // codes near the legal ones and random codes that are not listed are refused, state unchanged
        for (let k = 0; k < (o.illegalProbes ?? 8); k++) {
          const base = legal[rng.below(n)];
          const code = k % 2 === 0 ? base + 1 + rng.below(64) : rng.nextU32() & 0x7fffffff;
          if (listed.has(code)) continue;
          c.copyFrom(s);
          expect(c.apply(code), `${where}: unlisted code ${code} refused`).toBe(false);
          expect(c.equals(s), `${where}: a refused code leaves the state unchanged`).toBe(true);
        }

        if (p === CHANCE) {
          rep.chanceNodes++;
          const m = s.chanceOutcomes(codes, probs);
          expect(m, `${where}: outcomes = legal list`).toBe(n);
          let sum = 0;
          for (let i = 0; i < m; i++) {
            expect(listed.has(codes[i]), `${where}: outcome ${codes[i]} is listed`).toBe(true);
            expect(probs[i], `${where}: outcome probability`).toBeGreaterThan(0);
            sum += probs[i];
          }
          expect(Math.abs(sum - 1), `${where}: probabilities sum to 1 (got ${sum})`).toBeLessThan(1e-9);
          c.copyFrom(s);
          game.seedChance(o.seed + step);
          const sampled = c.sampleChance();
          expect(listed.has(sampled), `${where}: sampleChance gives a listed outcome`).toBe(true);
          // the game loop's own stream picks the outcome
          s.apply(codes[rng.weighted(probs.subarray(0, m))]);
        } else {
          rep.decisions++;
          expect(s.chanceOutcomes(codes, probs), `${where}: no outcomes at a decision`).toBe(0);
          // hidden information, for every seat as viewer
          for (let v = 0; v < game.numSeats; v++) {
            a.copyFrom(s);
            a.determinize(v, rng.nextU32());           // a: s redealt for v (what v cannot see changed)
            b.copyFrom(s);
            a.observe(v, planes[0], globals[0]);
            s.observe(v, planes[1], globals[1]);
            expect(planes[0], `${where}: determinize keeps seat ${v}'s observation (planes)`).toEqual(planes[1]);
            expect(globals[0], `${where}: determinize keeps seat ${v}'s observation (globals)`).toEqual(globals[1]);
            if (v === p) {
              const n2 = a.legal(legal2);
              expect(Array.from(legal2.subarray(0, n2)), `${where}: determinize keeps the actor's legal list`).toEqual(Array.from(legal.subarray(0, n)));
            }
            const seed = rng.nextU32();
            a.determinize(v, seed);
            b.determinize(v, seed);
            expect(a.equals(b), `${where}: determinize(${v}) does not depend on what seat ${v} cannot see`).toBe(true);
            rep.determinizeChecks++;
          }
          s.apply(legal[rng.below(n)]);
        }
        // the clone is independent of its source
        c.free();
      }
      if (!s.isTerminal()) {
        // a rollout from the end of the walk gives a value for side 0
        game.seedChance(o.seed + g);
        const v = s.clone();
        const value = v.rollout(40, 0);
        expect(value >= -1 && value <= 1, `${game.variant}: rollout value ${value}`).toBe(true);
        v.free();
        // then the game is played to its end (unchecked) and its returns checked
        playOut(s, rng, game.maxLength);
        expect(s.isTerminal(), `${game.variant} game ${g}: ends within maxLength`).toBe(true);
        expect(s.currentPlayer()).toBe(TERMINAL);
        s.returns(ret);
        checkReturns(game, ret, `${game.variant} game ${g} end`);
        rep.terminals++;
      }
    } finally {
      s.free(); a.free(); b.free();
    }
  }
  return rep;
}

function checkReturns(game: GameDef, ret: Float64Array, where: string): void {
  const bySide = new Array<number>(game.numSides).fill(Number.NaN);
  for (let seat = 0; seat < game.numSeats; seat++) {
    expect(ret[seat] >= game.utility.min && ret[seat] <= game.utility.max, `${where}: return ${ret[seat]} in range`).toBe(true);
    const side = game.sideOf(seat);
    if (Number.isNaN(bySide[side])) bySide[side] = ret[seat];
    else expect(ret[seat], `${where}: seats of side ${side} share its return`).toBe(bySide[side]);
  }
  expect(bySide.reduce((x, y) => x + y, 0), `${where}: returns of the sides sum to 0`).toBe(0);
}

/** Plays `state` forward with random legal actions and sampled chance until the end or `max` steps. */
export function playOut(state: GameState, rng: Rng, max: number): void {
  const buf = new Int32Array(state.game.maxActions);
  for (let i = 0; i < max && !state.isTerminal(); i++) {
    if (state.isChance()) { state.sampleChance(); continue; }
    const n = state.legal(buf);
    state.applyUnchecked(buf[rng.below(n)]);
  }
}
