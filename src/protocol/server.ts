// The `vex serve` protocol as a class with no I/O: `handleLine(text)` takes one request line and
// resolves to one response line. Requests are JSON-RPC-shaped without the version field:
//   {"id": 7, "method": "reach", "params": {"hex": "E3"}}  ->  {"id": 7, "result": {...}}
//                                                          or  {"id": 7, "error": "one line"}
// Nothing a client sends ends the session or throws out of handleLine; requests are handled one at
// a time in arrival order (the stdio wrapper serializes them). Documented in docs/protocol.md.
// Callers: src/protocol/stdio.ts (vex serve), tests/protocol/*.
import { Game, ENGINE_NAME, ENGINE_VERSION } from '../core/game.js';
import { legalList, type GameState } from '../core/contract.js';
import type { CoreBuild } from '../core/wasm.js';
import { parseHexText } from '../core/notation.js';
import { getNapoleonicsScenario, getScenario, listScenarios, resolveScenarioId, scenarioIds } from '../games/registry.js';
import { gameOfScenario, createGame, napoleonicsGame, DEFAULT_GAME, GAMES } from '../games/load.js';
import { NAPOLEONICS } from '../games/napoleonics/compile.js';
import { parseScenario, normalizeScenario } from '../games/ancients/scenario.js';
import { scenarioHash, fnv1a64 } from '../selfplay/record.js';
import { createAgent } from '../agents/registry.js';
import { chooseAction, type Agent } from '../agents/agent.js';
import { Rng } from '../agents/rng.js';
import { GameSession, type ScenarioSource } from './session.js';
import { ParamReader, ProtocolError, type Params } from './params.js';
import { actionOf, indexOf, outcomesOf } from './step.js';
import { learningMethods, type GameTable } from './learning.js';
import { servedAncients, servedContract, contractHash, type FileCode, type ServedGame } from './served.js';
import { DEFAULT_SEATS, SEAT_COUNTS, openInSeatFormat, seatCountError } from '../core/seats.js';

export const PROTOCOL_VERSION = 1;
export const SAVE_FORMAT = 'vex-save';
export const SAVE_VERSION = 1;

export interface ServerOptions {
  build?: CoreBuild;
  /** Open games at most (each holds a state and its undo history). */
  maxGames?: number;
  /** Distinct compiled scenarios (wasm instances) kept at most. */
  maxInstances?: number;
  /** Longest request line accepted, in characters. */
  maxLineLength?: number;
  /** Seat format of games `new` opens without `seats` (2, 4, 6, 8; default 2: `vex serve --seats`). */
  seats?: number;
}

type Handler = (p: ParamReader) => unknown | Promise<unknown>;


export class ProtocolServer implements GameTable {
  private readonly build: CoreBuild;
  readonly maxGames: number;
  private readonly maxInstances: number;
  readonly maxLineLength: number;
  private readonly defaultSeats: number;
  private readonly instances = new Map<string, Promise<{ game: ServedGame; hash: string }>>();
  private readonly games = new Map<number, GameSession>();
  private nextHandle = 1;
  private current: number | null = null;
  private readonly methods: Record<string, Handler>;

  constructor(opts: ServerOptions = {}) {
    this.build = opts.build ?? 'release';
    this.maxGames = opts.maxGames ?? 64;
    this.maxInstances = opts.maxInstances ?? 32;
    this.maxLineLength = opts.maxLineLength ?? 8 * 1024 * 1024;
    this.defaultSeats = opts.seats ?? DEFAULT_SEATS;
    this.methods = {
      hello: (p) => this.hello(p),
      scenarios: (p) => (p.only([]), { scenarios: listScenarios() }),
      new: (p) => this.newGame(p),
      close: (p) => this.close(p),
      state: (p) => this.state(p),
      legal: (p) => this.legal(p),
      apply: (p) => this.apply(p),
      sample: (p) => this.sample(p),
      undo: (p) => this.undo(p),
      reach: (p) => this.reach(p),
      targets: (p) => this.targets(p),
      los: (p) => this.los(p),
      observe: (p) => this.observe(p),
      think: (p) => this.think(p),
      save: (p) => this.save(p),
      load: (p) => this.load(p),
      ...learningMethods(this),
    };
  }

  /** Method names, in documentation order. */
  methodNames(): string[] {
    return Object.keys(this.methods);
  }

  /** Number of open games (tests). */
  openGames(): number {
    return this.games.size;
  }

  /** One request line in, one response line out (without the newline). Never rejects. */
  async handleLine(line: string): Promise<string> {
    if (line.length > this.maxLineLength) {
      return JSON.stringify({ id: null, error: `request line too long (${line.length} characters; at most ${this.maxLineLength})` });
    }
    let req: unknown;
    try {
      req = JSON.parse(line);
    } catch {
      return JSON.stringify({ id: null, error: 'malformed JSON: a request is one JSON object per line' });
    }
    const res = await this.handle(req);
    try {
      return JSON.stringify(res);
    } catch {
      return JSON.stringify({ id: null, error: 'internal error: the response could not be encoded' });
    }
  }

  /** One parsed request in, one response object out. Never rejects. */
  async handle(req: unknown): Promise<{ id: unknown; result?: unknown; error?: string }> {
    if (req === null || typeof req !== 'object' || Array.isArray(req)) {
      return { id: null, error: 'a request must be a JSON object {"id", "method", "params"}' };
    }
    const r = req as Record<string, unknown>;
    const id = typeof r.id === 'number' || typeof r.id === 'string' || r.id === null ? r.id : null;
    if (r.id !== undefined && r.id !== id) return { id: null, error: '"id" must be a number, a string or null' };
    for (const k of Object.keys(r)) {
      if (k !== 'id' && k !== 'method' && k !== 'params') return { id, error: `unknown request field "${k}" (expected id, method, params)` };
    }
    if (typeof r.method !== 'string') return { id, error: 'missing "method" (a string)' };
    const handler = Object.hasOwn(this.methods, r.method) ? this.methods[r.method] : undefined;
    if (handler === undefined) {
      const name = r.method.length > 40 ? r.method.slice(0, 40) + '…' : r.method;
      return { id, error: `unknown method "${name}" (known: ${this.methodNames().join(', ')})` };
    }
    let params: Params = {};
    if (r.params !== undefined && r.params !== null) {
      if (typeof r.params !== 'object' || Array.isArray(r.params)) return { id, error: `${r.method}: "params" must be an object` };
      params = r.params as Params;
    }
    try {
      const result = await handler(new ParamReader(r.method, params));
      return { id, result };
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const line = (msg.split('\n')[0] || 'error').slice(0, 2000);
      return { id, error: e instanceof ProtocolError || line.startsWith(r.method + ':') ? line : `${r.method}: ${line}` };
    }
  }

  /** Every open game's state bytes and history length, by handle (tests: "errors change nothing"). */
  snapshot(): Map<number, { bytes: Uint8Array; moves: number }> {
    const out = new Map<number, { bytes: Uint8Array; moves: number }>();
    for (const [h, s] of this.games) out.set(h, { bytes: s.state.bytes(), moves: s.history.length });
    return out;
  }

  /** Frees every open game. */
  dispose(): void {
    for (const g of this.games.values()) g.free();
    this.games.clear();
    this.current = null;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** (GameTable, for learning.ts) */
  session(p: ParamReader): GameSession {
    if (p.has('game')) {
      const h = p.int('game');
      const s = this.games.get(h);
      if (s === undefined) {
        const open = [...this.games.keys()];
        p.fail(`unknown game ${h} (open: ${open.length ? open.join(', ') : 'none'})`);
      }
      return s;
    }
    if (this.current === null || !this.games.has(this.current)) p.fail('no game is open: send "new" first');
    return this.games.get(this.current)!;
  }

  private hex(p: ParamReader, s: GameSession, key: string): number {
    const v = p.stringOrInt(key);
    const g = this.ancients(p, s);
    const b = g.board;
    if (typeof v === 'number') {
      if (v < 0 || v >= b.w * b.h || !g.core.onBoard(v)) p.fail(`"${key}": ${v} is not a hex index on this board`);
      return v;
    }
    const h = parseHexText(b, v);
    if (h === undefined) p.fail(`"${key}": "${v.length > 20 ? v.slice(0, 20) + '…' : v}" is not a hex on this ${b.w}x${b.h} board (write it like "E3")`);
    return h;
  }

  /** The Ancients facade of a game, for the Ancients-only methods (reach, targets, los). */
  private ancients(p: ParamReader, s: GameSession): Game {
    if (s.game.facade === null) p.fail(`not available for ${s.game.engine} games (Ancients only)`);
    return s.game.facade;
  }

  /**
   * (GameTable, for learning.ts) The viewer a request names with `view` or `seat` (the same thing;
   * not both): a seat by name or number, or undefined for "all" or no viewer.
   */
  view(p: ParamReader, s: GameSession): number | undefined {
    if (p.has('view') && p.has('seat')) p.fail('give "view" or "seat", not both');
    const key = p.has('seat') ? 'seat' : 'view';
    if (!p.has(key)) return undefined;
    const v = p.raw(key);
    const seats = s.game.seats;
    if (v === 'all') return undefined;
    if (typeof v === 'string' && seats.includes(v)) return seats.indexOf(v);
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < seats.length) return v;
    p.fail(`"${key}" must be ${seats.map((x) => `"${x}"`).join(', ')} or "all"`);
  }

  private async compiled(key: string, make: () => Promise<{ game: ServedGame; hash: string }>): Promise<{ game: ServedGame; hash: string }> {
    let g = this.instances.get(key);
    if (g === undefined) {
      if (this.instances.size >= this.maxInstances) {
        // drop compiled scenarios no open game uses
        const used = new Set<ServedGame>([...this.games.values()].map((s) => s.game));
        for (const [k, pg] of this.instances) {
          const inst = await pg.catch(() => null);
          if (inst === null || !used.has(inst.game)) this.instances.delete(k);
        }
        if (this.instances.size >= this.maxInstances) throw new Error(`too many different scenarios open (${this.maxInstances}); close some games`);
      }
      g = make();
      this.instances.set(key, g);
      g.catch(() => this.instances.delete(key));
    }
    return g;
  }

  /** The engine a request names (`engine`), or the one whose shipped scenarios include `scenario`. */
  private engineOf(p: ParamReader, scenario: unknown): string {
    if (p.has('engine')) {
      const e = p.string('engine', { maxLength: 60 });
      if (!Object.hasOwn(GAMES, e)) p.fail(`unknown engine "${e}" (known: ${Object.keys(GAMES).join(', ')})`);
      return e;
    }
    return typeof scenario === 'string' ? gameOfScenario(scenario) : DEFAULT_GAME;
  }

  private async gameFor(p: ParamReader, scenario: unknown, engine: string, seats = DEFAULT_SEATS): Promise<{ game: ServedGame; source: ScenarioSource }> {
    if (engine === DEFAULT_GAME && seats !== DEFAULT_SEATS) p.fail(`Ancients scenarios have 2 seats, not ${seats} (seats)`);
    if (engine !== DEFAULT_GAME) {
      // any other engine of the registry, through the game contract alone (served.ts)
      if (typeof scenario !== 'string') p.fail(`"scenario" must be a ${engine} scenario id (inline scenarios are Ancients only)`);
      const ids = GAMES[engine].scenarios;
      const asked = scenario;
      const id = GAMES[engine].resolve?.(asked) ?? asked; // an alias ("501", "sokolnitz-telnitz") -> its id
      if (ids && !ids.includes(id)) {
        const shown = asked.length > 40 ? asked.slice(0, 40) + '…' : asked;
        p.fail(`unknown ${engine} scenario "${shown}" (known: ${ids.join(', ')})`);
      }
      const key = seats === DEFAULT_SEATS ? `${engine}:${id}` : `${engine}:${id}:seats=${seats}`;
      const { game, hash } = await this.compiled(key, async () => {
        if (engine === NAPOLEONICS) {
          // the same contract createGame builds, kept with its C&C facade for the board of `state`
          const nap = await openInSeatFormat(seats, id, (rules) => napoleonicsGame(id, { build: this.build, ...(rules ? { rules } : {}) }), (g) => g.contract);
          return { game: servedContract(nap.contract, engine, { game: nap, codes: napoleonicsFileCodes(nap, id) }), hash: contractHash(nap.contract) };
        }
        const def = await openInSeatFormat(seats, id, (rules) => createGame({ game: engine, scenario: id, build: this.build, ...(rules ? { rules } : {}) }), (d) => d);
        return { game: servedContract(def, engine), hash: contractHash(def) };
      });
      return { game, source: { id, hash, ...(seats !== DEFAULT_SEATS ? { seats } : {}) } };
    }
    if (typeof scenario === 'string') {
      const id = resolveScenarioId(scenario);
      if (id === null) {
        const shown = scenario.length > 40 ? scenario.slice(0, 40) + '…' : scenario;
        p.fail(`unknown scenario "${shown}" (send "scenarios" for the list)`);
      }
      const norm = normalizeScenario(getScenario(id));
      const hash = scenarioHash(norm);
      const { game } = await this.compiled(`id:${id}`, async () => ({ game: servedAncients(await Game.create(norm, { build: this.build })), hash }));
      return { game, source: { id, hash } };
    }
    if (scenario !== null && typeof scenario === 'object' && !Array.isArray(scenario)) {
      const r = parseScenario(scenario);
      if (!r.ok) {
        const more = r.errors.length > 3 ? `; and ${r.errors.length - 3} more` : '';
        p.fail(`invalid scenario: ${r.errors.slice(0, 3).join('; ')}${more}`);
      }
      const norm = normalizeScenario(r.scenario);
      const hash = scenarioHash(norm);
      const { game } = await this.compiled(`inline:${hash}`, async () => ({ game: servedAncients(await Game.create(norm, { build: this.build })), hash }));
      return { game, source: { inline: scenario, hash } };
    }
    p.fail('"scenario" must be a scenario id (string) or an inline scenario object');
  }

  /** (GameTable, for learning.ts) */
  open(game: ServedGame, source: ScenarioSource, seed: number, state: GameState): GameSession {
    const s = new GameSession(this.nextHandle++, game, source, seed, state);
    this.games.set(s.handle, s);
    this.current = s.handle;
    return s;
  }

  /** (GameTable, for learning.ts) */
  checkRoom(p: ParamReader): void {
    if (this.games.size >= this.maxGames) p.fail(`too many open games (${this.maxGames}); close one first`);
  }

  /** (GameTable, for learning.ts) */
  fullState(s: GameSession, view: number | undefined, withLog: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = { game: s.handle, ...s.view(view), moves: s.history.length, seats: s.seatList() };
    if (view !== undefined) out.viewer = s.game.seats[view];
    if (withLog) out.log = s.history.map((h) => h.text);
    return out;
  }

  // ---- methods ---------------------------------------------------------------------------------

  private hello(p: ParamReader) {
    p.only([]);
    return {
      engine: ENGINE_NAME,
      version: ENGINE_VERSION,
      protocol: PROTOCOL_VERSION,
      games: Object.keys(GAMES),
      // every engine with its shipped scenario ids (Ancients: the `scenarios` method has details)
      engines: Object.entries(GAMES).map(([id, e]) => ({ id, help: e.help, scenarios: e.scenarios ? [...e.scenarios] : scenarioIds() })),
      // the seat counts `new` takes (a scenario may have only some: EPIC 2/4/6/8, the others 2),
      // and the default of this server (`vex serve --seats`)
      seats: { formats: [...SEAT_COUNTS], default: this.defaultSeats },
      methods: this.methodNames(),
    };
  }

  private async newGame(p: ParamReader) {
    p.only(['scenario', 'seed', 'undo', 'engine', 'seats']);
    const scenario = p.raw('scenario');
    const seed = p.int('seed', { fallback: 0, min: 0, max: 4294967295 });
    const undo = p.bool('undo', true);
    const seats = p.has('seats') ? p.raw('seats') : this.defaultSeats;
    const bad = seatCountError(seats);
    if (bad) p.fail(`"${bad.replace(/^seats/, 'seats"')}`);
    const engine = this.engineOf(p, scenario);
    this.checkRoom(p);
    const { game, source } = await this.gameFor(p, scenario, engine, seats as number);
    const s = this.open(game, source, seed, game.def.newState());
    s.keepUndo = undo;
    return {
      game: s.handle, engine: game.engine, scenario: { id: game.scenario.id, name: game.scenario.name, hash: source.hash },
      seats: s.seatList(), state: this.fullState(s, undefined, false),
    };
  }

  private close(p: ParamReader) {
    p.only(['game']);
    const s = this.session(p);
    s.free();
    this.games.delete(s.handle);
    if (this.current === s.handle) this.current = this.games.size ? Math.max(...this.games.keys()) : null;
    return { closed: s.handle };
  }

  private state(p: ParamReader) {
    p.only(['game', 'view', 'seat', 'log']);
    const s = this.session(p);
    return this.fullState(s, this.view(p, s), p.bool('log', true));
  }

  /**
   * The legal actions. With `seat` (a viewer): listed only when that seat is to act; at another
   * seat's decision and at a chance node the list is empty (the outcomes of a draw would tell the
   * deck, hence what the other seats hold), with `toAct` saying who is.
   */
  private legal(p: ParamReader) {
    p.only(['game', 'seat']);
    const s = this.session(p);
    const st = s.state;
    const ix = s.game.chance;
    const chance = st.isChance();
    const viewer = this.view(p, s);
    if (viewer !== undefined && viewer !== st.currentPlayer()) {
      return { actions: [], chance, terminal: st.isTerminal(), toAct: s.toAct(), seat: s.game.seats[viewer] };
    }
    // index: the policy index (ACTION_VERSION) of a decision, the chance index of a chance outcome
    const actions = legalList(st).map((code) => ({ code, text: s.game.actionText(code), index: chance ? ix.of(code) : st.policyIndex(code) }));
    const out: Record<string, unknown> = { actions, chance, terminal: st.isTerminal(), toAct: s.toAct() };
    if (viewer !== undefined) out.seat = s.game.seats[viewer];
    if (chance) out.outcomes = outcomesOf(st).map((o) => ({ code: o.code, text: s.game.actionText(o.code), index: ix.of(o.code), prob: o.prob }));
    return out;
  }

  private apply(p: ParamReader) {
    p.only(['game', 'action', 'index']);
    const s = this.session(p);
    const action = actionOf(p, s);
    const index = indexOf(s, action);
    const applied = s.apply(action);
    return { applied: { ...applied, index }, state: s.summary() };
  }

  private sample(p: ParamReader) {
    p.only(['game']);
    const s = this.session(p);
    if (!s.state.isChance()) p.fail(`not a chance node (${s.toAct()} to act)`);
    const outs = outcomesOf(s.state);
    const code = outs[s.rng.weighted(outs.map((o) => o.prob))].code;
    const applied = s.apply(code);
    return { applied: { ...applied, index: s.game.chance.of(code) }, state: s.summary() };
  }

  private undo(p: ParamReader) {
    p.only(['game']);
    const s = this.session(p);
    const undone = s.undo();
    return { undone, state: s.summary() };
  }

  private reach(p: ParamReader) {
    p.only(['game', 'hex']);
    const s = this.session(p);
    const hex = this.hex(p, s, 'hex');
    const g = this.ancients(p, s), ptr = s.facade!.ptr;
    const { core, buffer } = g;
    const e = g.enums;
    if (core.getUnitAt(ptr, hex) === e.NONE && core.getLeaderAt(ptr, hex) === e.NONE) {
      p.fail(`no unit or leader on ${g.hexText(hex)}`);
    }
    const n = core.reachFrom(ptr, hex, buffer);
    const hexes = Array.from(new Int32Array(core.memory.buffer, buffer, n)).map((h) => g.hexText(h));
    return { hex: g.hexText(hex), hexes };
  }

  private targets(p: ParamReader) {
    p.only(['game', 'hex']);
    const s = this.session(p);
    const hex = this.hex(p, s, 'hex');
    const g = this.ancients(p, s), ptr = s.facade!.ptr;
    const { core, buffer } = g;
    if (core.getUnitAt(ptr, hex) === g.enums.NONE) p.fail(`no unit on ${g.hexText(hex)}`);
    const n = core.targetsFrom(ptr, hex, buffer);
    const pairs = new Int32Array(core.memory.buffer, buffer, n * 2);
    const targets = [];
    for (let i = 0; i < n; i++) {
      const dice = pairs[2 * i + 1];
      targets.push({ hex: g.hexText(pairs[2 * i]), kind: dice < 0 ? 'melee' : 'ranged', dice: Math.abs(dice) });
    }
    return { hex: g.hexText(hex), targets };
  }

  private los(p: ParamReader) {
    p.only(['game', 'from', 'to']);
    const s = this.session(p);
    const a = this.hex(p, s, 'from');
    const b = this.hex(p, s, 'to');
    const g = this.ancients(p, s);
    return { from: g.hexText(a), to: g.hexText(b), visible: g.core.lineOfSightQuery(s.facade!.ptr, a, b) === 1 };
  }

  /** The observation tensor of a seat (default: the seat to act) and, when that seat is to act,
   *  the legal actions' positions in the fixed policy index (the mask's set entries). */
  private observe(p: ParamReader) {
    p.only(['game', 'view', 'seat']);
    const s = this.session(p);
    let view = this.view(p, s);
    const toAct = s.state.currentPlayer();
    if (view === undefined) {
      if (toAct < 0) p.fail(`no seat to act here: give "view" or "seat" (${s.game.seats.map((x) => `"${x}"`).join(' or ')})`);
      view = toAct;
    }
    const enc = s.game.def.encoding;
    const o = s.game.observe(s.state, view);
    const b64 = (f: Float32Array) => Buffer.from(f.buffer, f.byteOffset, f.byteLength).toString('base64');
    const mask = view === toAct ? legalList(s.state).map((a) => s.state.policyIndex(a)).sort((x, y) => x - y) : [];
    return {
      view: s.game.seats[view],
      obsVersion: enc.OBS_VERSION, actionVersion: enc.ACTION_VERSION,
      planes: { shape: [enc.OBS_PLANES, enc.board.h, enc.board.w], dtype: 'float32', data: b64(o.planes) },
      globals: { shape: [o.globals.length], dtype: 'float32', data: b64(o.globals) },
      mask: { size: enc.POLICY_SIZE, legal: mask },
    };
  }

  private async think(p: ParamReader) {
    p.only(['game', 'agent', 'seed']);
    const s = this.session(p);
    const spec = p.string('agent', { maxLength: 200 });
    const seed = p.int('seed', { fallback: 0, min: 0, max: 4294967295 });
    let agent: Agent;
    try {
      agent = createAgent(spec);
    } catch (e) {
      p.fail((e as Error).message);
    }
    if (s.state.isTerminal()) p.fail('the game is over: no side to act');
    if (s.state.isChance()) p.fail('a chance node: no side to act (use "sample" or apply an outcome)');
    let code: number;
    try {
      code = await chooseAction(agent, s.state, new Rng(seed));
    } finally {
      agent.close?.();
    }
    return { agent: agent.spec, action: { code, text: s.game.actionText(code) } };
  }

  private save(p: ParamReader) {
    p.only(['game']);
    const s = this.session(p);
    if (s.source.derived) p.fail('a determinized game cannot be saved (its hidden cards were resampled)');
    const body = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      engine: ENGINE_VERSION,
      // another engine's game names its engine ("game"); Ancients saves stay as they were
      scenario: s.source.id !== undefined
        ? { id: s.source.id, ...(s.game.engine !== DEFAULT_GAME ? { game: s.game.engine } : {}), ...(s.source.seats ? { seats: s.source.seats } : {}) }
        : { inline: s.source.inline },
      hash: s.source.hash,
      seed: s.seed,
      rng: s.rng.getState(),
      actions: s.history.map((h) => h.code),
      check: stateCheck(s.state),
    };
    return { data: 'vex1:' + Buffer.from(JSON.stringify(body), 'utf8').toString('base64') };
  }

  private async load(p: ParamReader) {
    p.only(['data']);
    const body = parseSave(p, p.string('data'));
    const { sc, seed, actions, rng, check } = body;
    this.checkRoom(p);
    const engine = sc.game ?? (typeof sc.id === 'string' ? gameOfScenario(sc.id) : DEFAULT_GAME);
    if (!Object.hasOwn(GAMES, engine)) p.fail(`the saved game is of engine "${engine}", which this engine does not have`);
    const { game, source } = await this.gameFor(p, typeof sc.id === 'string' ? sc.id : sc.inline, engine, sc.seats ?? DEFAULT_SEATS);
    if (source.hash !== body.hash) p.fail(`the scenario has changed since this game was saved (hash ${String(body.hash)}, now ${source.hash})`);
    const s = new GameSession(0, game, source, seed, game.def.newState());
    const chance: boolean[] = [];
    try {
      for (let i = 0; i < actions.length; i++) {
        try {
          chance.push(s.state.isChance());
          s.apply(actions[i]);
        } catch (e) {
          throw new ProtocolError(`load: saved action ${i + 1} does not replay: ${(e as Error).message}`);
        }
      }
      if (stateCheck(s.state) !== check) throw new ProtocolError('load: the saved state does not match its replayed actions');
      try {
        s.rng.setState(rng);
      } catch (e) {
        throw new ProtocolError(`load: ${(e as Error).message}`);
      }
    } catch (e) {
      s.free();
      throw e;
    }
    const opened = this.open(game, source, seed, s.state);
    for (const h of s.history) opened.history.push(h);
    opened.rng.setState(s.rng.getState());
    // actions: the replayed history, each marked chance outcome or decision (a client's record)
    return { game: opened.handle, actions: actions.map((code, i) => ({ code, chance: chance[i] })), state: this.fullState(opened, undefined, false) };
  }
}

interface SaveBody {
  sc: { id?: string; inline?: unknown; game?: string; seats?: number };
  hash: string;
  seed: number;
  actions: number[];
  rng: number[];
  check: string;
}

/** Each unit's file code (nation and type as the scenario file writes them) by the core's unit id,
 *  matched through the hex the unit starts on. */
function napoleonicsFileCodes(game: Game, id: string): Map<number, FileCode> {
  const byHex = new Map(getNapoleonicsScenario(id).units.map((u) => [u.hex.toUpperCase(), { nation: u.nation, code: u.type }]));
  const st = game.newState();
  try {
    const out = new Map<number, FileCode>();
    for (const u of st.units()) {
      const c = byHex.get(u.hex);
      if (c) out.set(u.id, c);
    }
    return out;
  } finally {
    st.free();
  }
}

/** A short fingerprint of a state block: a save stores it, and load compares the replayed state. */
function stateCheck(state: GameState): string {
  return fnv1a64(Buffer.from(state.bytes()).toString('latin1'));
}

/** Decodes and shape-checks a "save" string; fails with one line naming what is wrong. */
function parseSave(p: ParamReader, data: string): SaveBody {
  const notSave = (): never => p.fail('"data" is not a saved game (expected the string "save" returned)');
  if (!data.startsWith('vex1:')) notSave();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(data.slice(5), 'base64').toString('utf8'));
  } catch {
    return notSave();
  }
  if (body === null || typeof body !== 'object') return notSave();
  const b = body as Record<string, unknown>;
  if (b.format !== SAVE_FORMAT) notSave();
  if (b.version !== SAVE_VERSION) p.fail(`saved game version ${String(b.version)} is not supported (this engine reads ${SAVE_VERSION})`);
  const sc = b.scenario as Record<string, unknown> | null;
  if (sc === null || typeof sc !== 'object') return notSave();
  if (typeof sc.id !== 'string' && (sc.inline === null || typeof sc.inline !== 'object')) notSave();
  if (sc.game !== undefined && typeof sc.game !== 'string') notSave();
  if (sc.seats !== undefined && seatCountError(sc.seats) !== null) notSave();
  const { seed, actions, rng, check, hash } = b;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 4294967295) return notSave();
  if (!Array.isArray(actions) || actions.some((a) => typeof a !== 'number' || !Number.isInteger(a))) return notSave();
  if (!Array.isArray(rng) || typeof check !== 'string' || typeof hash !== 'string') return notSave();
  return {
    sc: typeof sc.id === 'string'
      ? { id: sc.id, ...(typeof sc.game === 'string' ? { game: sc.game } : {}), ...(typeof sc.seats === 'number' ? { seats: sc.seats } : {}) }
      : { inline: sc.inline },
    hash,
    seed,
    actions: actions as number[],
    rng: rng as number[],
    check,
  };
}
