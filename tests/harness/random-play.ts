// The invariant harness (CONVENTIONS 14): seeded random games on a scenario, checking at every
// step that the core's invariants hold, a clone equals the original, the legal list has no
// duplicates and every entry round-trips through its text and has its own policy index (which maps
// back to it), an action outside the list is refused
// without changing the state, the state survives a save/load byte round trip, chance outcomes
// sum to probability 1; at the end, the result agrees with the banners and a replay of the same
// actions reproduces the same final state (determinism). In the seat formats (opts.seats: EPIC's
// D.7/D.8 4, 6 and 8 players) also, at every step, the seat to act (the core's actorSeat): in
// [0, seats) with seat & 1 = currentPlayer at a decision, the raw CHANCE value at a chance node, each
// decision's policy index equal for the seat and its side, and (opts.maskEvery) the legal mask holding
// exactly the list's indexes; the report counts each seat's decisions.
import type { Game, State } from '../../src/core/game.js';

export interface HarnessReport {
  games: number;
  steps: number;
  decisions: number;
  terminal: number;
  winsBottom: number;
  winsTop: number;
  draws: number;
  /** Decisions per seat (seat formats only; else one entry per side). */
  acted: number[];
}

export interface HarnessOptions {
  /** Seats of the format (rule option seats); 0 or absent: the 2-player contract's checks only. */
  seats?: number;
  /** Every how many steps the legal mask is compared with the list (0: never). */
  maskEvery?: number;
  maxSteps?: number;
  /** Called before each random decision is applied (for a test's own counts). */
  onDecision?: (s: State, code: number, seat: number) => void;
}

type SeatCore = { actorSeat(s: number): number; policyIndexOf(code: number, viewer: number): number };

/** A tiny seeded generator for the harness's own choices (mulberry32). */
export function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fail(game: Game, state: State, step: number, what: string): never {
  const u = state.units().map((x) => `${x.side[0]}${x.type}@${x.hex}:${x.blocks}`).join(' ');
  throw new Error(`${game.scenario.id} step ${step} (${state.phaseName()}): ${what}\n  units: ${u}`);
}

/** Plays `games` seeded random games and checks every step; throws on the first violation. */
export function runHarness(game: Game, games: number, seed: number, opts: HarnessOptions = {}): HarnessReport {
  const seats = opts.seats ?? 0, maskEvery = opts.maskEvery ?? 0, maxSteps = opts.maxSteps ?? 20000;
  const rep: HarnessReport = { games: 0, steps: 0, decisions: 0, terminal: 0, winsBottom: 0, winsTop: 0, draws: 0, acted: new Array<number>(Math.max(seats, 2)).fill(0) };
  const core = game.core;
  const seatCore = core as unknown as SeatCore;
  const rng = makeRng(seed);
  const spare = game.newState();
  for (let g = 0; g < games; g++) {
    const s = game.newState();
    const start = s.bytes();
    const trail: number[] = [];
    let step = 0;
    for (; step < maxSteps && !s.isTerminal(); step++) {
      const inv = core.checkInvariants(s.ptr);
      if (inv !== 0) fail(game, s, step, `invariant ${inv} broken`);
      const c = s.clone();
      if (!c.equals(s)) fail(game, s, step, 'clone differs from the original');
      c.free();
      const bytes = s.bytes();
      spare.setBytes(bytes);
      if (!spare.equals(s)) fail(game, s, step, 'save/load round trip changed the state');
      const legal = s.legalActions();
      if (legal.length === 0) fail(game, s, step, 'no legal action at a non-terminal node');
      if (new Set(legal).size !== legal.length) fail(game, s, step, 'duplicate legal actions');
      for (const a of legal) {
        const text = game.actionText(a);
        const back = game.parseAction(text);
        if (!('code' in back) || back.code !== a) fail(game, s, step, `text round trip failed for ${text}`);
      }
      // the seat to act: the chance marker at a chance node, a seat of the side to move at a decision
      const seat = seats ? seatCore.actorSeat(s.ptr) : s.isChance() ? -1 : s.currentPlayer();
      if (seats && s.isChance() && seat !== game.enums.CHANCE) fail(game, s, step, `actorSeat ${seat} at a chance node`);
      if (seats && !s.isChance() && (seat < 0 || seat >= seats || (seat & 1) !== s.currentPlayer())) fail(game, s, step, `actorSeat ${seat} for side ${s.currentPlayer()}`);
      // the fixed policy index: every decision has an index, no two collide, and it maps back
      if (!s.isChance()) {
        rep.acted[seat]++;
        const seen = new Set<number>();
        for (const a of legal) {
          const p = s.policyIndex(a);
          if (p < 0) fail(game, s, step, `no policy index for ${game.actionText(a)}`);
          if (p >= game.encoding.POLICY_SIZE) fail(game, s, step, `policy index ${p} of ${game.actionText(a)} is past POLICY_SIZE`);
          if (seen.has(p)) fail(game, s, step, `policy index ${p} used twice`);
          seen.add(p);
          if (step % 16 === 0 && s.actionAt(p) !== a) fail(game, s, step, `policy index ${p} does not map back to ${game.actionText(a)}`);
          if (seats && seatCore.policyIndexOf(a, seat) !== p) fail(game, s, step, `seat ${seat}'s policy index of ${game.actionText(a)} differs from its side's`);
        }
        if (maskEvery && step % maskEvery === 0) { // the mask holds exactly the list's indexes
          const mask = s.legalMask();
          let inMask = 0;
          for (let i = 0; i < mask.length; i++) inMask += mask[i];
          if (inMask !== legal.length || [...seen].some((p) => mask[p] !== 1)) fail(game, s, step, `mask holds ${inMask}, the list ${legal.length}`);
        }
      }
      // an action outside the list is refused and changes nothing
      const bogus = legal.reduce((m, x) => Math.max(m, x), 0) + 1 + Math.floor(rng() * 64);
      if (!legal.includes(bogus)) {
        if (core.applyAction(s.ptr, bogus) !== 0) fail(game, s, step, `illegal code ${bogus} accepted`);
        const after = s.bytes();
        for (let i = 0; i < after.length; i++) if (after[i] !== bytes[i]) fail(game, s, step, 'refused action changed the state');
      }
      let code: number;
      if (s.isChance()) {
        const outs = s.chanceOutcomes();
        const total = outs.reduce((t, o) => t + o.prob, 0);
        if (Math.abs(total - 1) > 1e-9) fail(game, s, step, `chance probabilities sum to ${total}`);
        // sample by the listed probabilities with the harness generator
        let r = rng();
        code = outs[outs.length - 1].code;
        for (const o of outs) { r -= o.prob; if (r < 0) { code = o.code; break; } }
      } else {
        code = legal[Math.floor(rng() * legal.length)];
        rep.decisions++;
        opts.onDecision?.(s, code, seat);
      }
      s.apply(code);
      trail.push(code);
    }
    rep.steps += step;
    rep.games++;
    if (s.isTerminal()) {
      rep.terminal++;
      const w = s.winner();
      const toWin = [game.scenario.sides[0].banners, game.scenario.sides[1].banners];
      if (w === 0 || w === 1) {
        if (w === 0) rep.winsBottom++; else rep.winsTop++;
        // a win is by banners, or by a scenario rule that ends the game (Castulo's Scipio)
        if (s.banners(w) < toWin[w] && !game.scenario.options?.castulo) fail(game, s, step, `winner ${w} has only ${s.banners(w)} banners`);
      } else rep.draws++;
      if (core.checkInvariants(s.ptr) !== 0) fail(game, s, step, 'invariant broken at the end');
      if (s.legalActions().length !== 0) fail(game, s, step, 'legal actions at a terminal state');
    }
    // determinism: the same actions from the same start give the same state
    const r = game.newState();
    r.setBytes(start);
    for (const a of trail) r.apply(a);
    if (!r.equals(s)) fail(game, s, step, 'replaying the actions gave a different state');
    r.free();
    s.free();
  }
  spare.free();
  return rep;
}
