// The protocol methods for learning code (docs/protocol.md): `spec` (game metadata), `step` and
// `steps` (one request per decision, for one game or a batch, with sparse observations; step.ts),
// `clone` and `determinize` (OpenSpiel's Clone and ResampleFromInfostate). They work on the
// server's open games through the small GameTable interface. Callers: server.ts.
import type { GameState } from '../core/contract.js';
import { ParamReader, type Params } from './params.js';
import type { GameSession, ScenarioSource } from './session.js';
import type { ServedGame } from './served.js';
import { actorObservation, advance, optionalCode, position, sparse, type StepOptions } from './step.js';

/** What the learning methods need of the server. */
export interface GameTable {
  readonly maxGames: number;
  session(p: ParamReader): GameSession;
  view(p: ParamReader, s: GameSession): number | undefined;
  open(game: ServedGame, source: ScenarioSource, seed: number, state: GameState): GameSession;
  checkRoom(p: ParamReader): void;
  fullState(s: GameSession, view: number | undefined, withLog: boolean): Record<string, unknown>;
}

export function learningMethods(t: GameTable): Record<string, (p: ParamReader) => unknown> {
  function stepOptions(p: ParamReader): StepOptions {
    const chance = p.string('chance', { fallback: 'stop' });
    if (chance !== 'stop' && chance !== 'sample') p.fail('"chance" must be "stop" or "sample"');
    return { sampleChance: chance === 'sample', texts: p.bool('texts', true) };
  }

  /** Game metadata for learning code (OpenSpiel's GameType/Game info). */
  function spec(p: ParamReader) {
    p.only(['game']);
    const s = t.session(p);
    const def = s.game.def, enc = def.encoding;
    const out: Record<string, unknown> = {
      engine: s.game.engine,
      scenario: { id: s.game.scenario.id, name: s.game.scenario.name, hash: s.source.hash },
      seats: s.game.seats, players: def.numSeats, chance: 'explicit', information: 'imperfect',
      // the side of each seat (seat order) and the sides' names: winners and scores name sides
      seatSides: s.game.seatInfo.map((i) => i.side), sides: s.game.sides,
      utility: { min: def.utility.min, max: def.utility.max, sum: 0 }, zeroSum: true,
      obsVersion: enc.OBS_VERSION, actionVersion: enc.ACTION_VERSION,
      policySize: enc.POLICY_SIZE, chanceSize: s.game.chance.size,
      planes: [enc.OBS_PLANES, enc.board.h, enc.board.w], globals: enc.OBS_GLOBALS,
      // the contract's bound on the actions of one game, chance outcomes included (OpenSpiel's MaxGameLength)
      maxLength: def.maxLength,
    };
    if (enc.POLICY_BLOCKS) out.policyBlocks = enc.POLICY_BLOCKS;
    return out;
  }

  /** Applies an optional action, samples chance when asked, and answers the new position with the
   *  observation of the side to act (step.ts). */
  function step(p: ParamReader) {
    p.only(['game', 'action', 'index', 'chance', 'observe', 'texts']);
    const s = t.session(p);
    const opts = stepOptions(p);
    const observe = p.bool('observe', true);
    const code = optionalCode(p, s);
    const applied = advance(s, code, opts);
    const out: Record<string, unknown> = { applied, ...position(s) };
    const o = observe ? actorObservation(s) : null;
    if (o !== null) {
      const enc = s.game.def.encoding;
      out.obs = {
        view: s.game.seats[o.view],
        planes: sparse(o.planes, [enc.OBS_PLANES, enc.board.h, enc.board.w]),
        globals: sparse(o.globals, [enc.OBS_GLOBALS]),
      };
    }
    return out;
  }

  /** `step` for several games at once; observations stacked into one buffer. Every action is checked
   *  before any is applied, so an error changes no game. */
  function steps(p: ParamReader) {
    p.only(['items', 'chance', 'observe', 'texts']);
    const opts = stepOptions(p);
    const observe = p.bool('observe', true);
    const raw = p.raw('items');
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > t.maxGames) p.fail(`"items" must be an array of 1 to ${t.maxGames} objects {game, action?, index?}`);
    const work: { s: GameSession; code: number | null }[] = [];
    const seen = new Set<number>();
    raw.forEach((item, i) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) p.fail(`items[${i}] must be an object {game, action?, index?}`);
      const ip = new ParamReader(`steps: items[${i}]`, item as Params);
      ip.only(['game', 'action', 'index']);
      if (!ip.has('game')) ip.fail('missing parameter "game" (an integer)');
      const s = t.session(ip);
      if (seen.has(s.handle)) ip.fail(`game ${s.handle} appears twice`);
      seen.add(s.handle);
      work.push({ s, code: optionalCode(ip, s) });
    });
    const enc = work[0].s.game.def.encoding;
    for (const { s } of work) {
      const e = s.game.def.encoding;
      if (e.board.w !== enc.board.w || e.board.h !== enc.board.h) p.fail('the games have boards of different sizes (their observations cannot be stacked)');
      if (e.OBS_PLANES !== enc.OBS_PLANES || e.OBS_GLOBALS !== enc.OBS_GLOBALS) p.fail('the games have observations of different shapes (other engines; they cannot be stacked)');
    }
    const C = enc.OBS_PLANES, H = enc.board.h, W = enc.board.w, G = enc.OBS_GLOBALS;
    const n = work.length;
    const planes = new Float32Array(observe ? n * C * H * W : 0);
    const globals = new Float32Array(observe ? n * G : 0);
    const results = work.map(({ s, code }, i) => {
      const applied = advance(s, code, opts);
      const r: Record<string, unknown> = { game: s.handle, applied, ...position(s) };
      const o = observe ? actorObservation(s) : null;
      if (o !== null) {
        planes.set(o.planes, i * C * H * W);
        globals.set(o.globals, i * G);
        r.view = s.game.seats[o.view];
      }
      return r;
    });
    const out: Record<string, unknown> = { results };
    if (observe) {
      out.planes = sparse(planes, [n, C, H, W]);
      out.globals = sparse(globals, [n, G]);
    }
    return out;
  }

  /** A new game equal to this one: same state, undo history and chance generator. */
  function clone(p: ParamReader) {
    p.only(['game']);
    const s = t.session(p);
    t.checkRoom(p);
    const c = t.open(s.game, s.source, s.seed, s.state.clone());
    c.keepUndo = s.keepUndo; // a game opened without snapshots has none to undo into
    for (const h of s.history) c.history.push(h);
    c.rng.setState(s.rng.getState());
    return { game: c.handle, state: t.fullState(c, undefined, false) };
  }

  /** A new game where everything `view` cannot see (the opponent's hand) is resampled with `seed`
   *  (the core's determinize; OpenSpiel's ResampleFromInfostate). It has no undo history and cannot
   *  be saved; its chance generator is seeded with `seed`. */
  function determinize(p: ParamReader) {
    p.only(['game', 'view', 'seat', 'seed']);
    const s = t.session(p);
    const view = t.view(p, s);
    if (view === undefined) p.fail(`"view" (or "seat") must be ${s.game.seats.map((x) => `"${x}"`).join(' or ')}`);
    const seed = p.int('seed', { fallback: 0, min: 0, max: 4294967295 });
    t.checkRoom(p);
    const st = s.state.clone();
    st.determinize(view, seed);
    const d = t.open(s.game, { ...s.source, derived: true }, seed, st);
    return { game: d.handle, state: t.fullState(d, view, false) };
  }

  return { spec, step, steps, clone, determinize };
}
