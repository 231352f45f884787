// Entry point of the web app: checks the browser (WebAssembly), loads the rules core once to fail
// early with a clear message, then switches between the scenario picker and the play screen.
// `window.__vex` is a small hook for tests and curious people: it reads the game and applies
// notation texts exactly as clicks would (it never bypasses the rules).
import './styles.css';
import { DEFAULT_SCENARIO, gameFor, getScenario, type Scenario } from './engine.js';
import { Session, type AnyScenario, type SessionConfig } from './session.js';
import { checkNapScenario, isNapScenario } from './nap/game.js';
import { seatHandSizes } from './nap/seat-hands.js';
import { AiClient, levelById, levelSpec } from './ai.js';
import type { Game, State } from './engine.js';
import { PlayScreen } from './play.js';
import { renderPicker, onSaveError, randomSeed } from './picker.js';
import { EditorScreen } from './editor/view.js';
import { checkScenario } from './scenario-check.js';
import { h, toast } from './dom.js';
import { openBi } from './bi/start.js';
import type { BiPlay } from './bi/play.js';

const app = document.getElementById('app')!;
let play: PlayScreen | null = null;
let biPlay: BiPlay | null = null;
let screen: 'loading' | 'picker' | 'play' | 'editor' | 'fatal' = 'loading';
let lastPrefs: { side?: string; level?: string; seed?: number } = {};
/** Download progress reports of the AI's network ([loaded, total] bytes), for tests. */
const loadSeen: [number, number][] = [];

function fatal(title: string, detail: string): void {
  screen = 'fatal';
  app.replaceChildren(h('div', { class: 'fatal', id: 'fatal', role: 'alert' }, h('h1', {}, 'Vexillum cannot start'), h('h2', {}, title), h('p', {}, detail)));
}

function showPicker(): void {
  biPlay?.stop();
  biPlay = null;
  play?.stop();
  play = null;
  screen = 'picker';
  window.scrollTo(0, 0);
  renderPicker(app, { onStart: (cfg) => void startGame(cfg), onLoad: (save, source) => void loadGame(save, source), onEditor: (sc, yours) => showEditor(sc, yours),
    onStartBi: (start) => { openBi(app, start, showPicker).then((b) => { biPlay = b; screen = 'play'; }, (e: unknown) => toast(`${'save' in start ? `Cannot load ${start.source}` : 'Cannot start this battle'}: ${e instanceof Error ? e.message : String(e)}`, 'error')); } }, lastPrefs);
}

function showEditor(sc?: Scenario, yours = false): void {
  play?.stop();
  play = null;
  screen = 'editor';
  window.scrollTo(0, 0);
  // a shipped battle is edited as a copy with its own id
  const draft = sc ? { ...structuredClone(sc), ...(yours ? {} : { id: `${sc.id}-copy`, name: `${sc.name} (copy)` }) } : undefined;
  const ed = new EditorScreen({
    onBack: showPicker,
    onPlay: (scenario) => void startGame({ scenario, seed: randomSeed(), controllers: ['human', 'ai'], level: lastPrefs.level ?? 'quick' }),
  }, draft);
  app.replaceChildren(ed.root);
}

function parseScenarioOrThrow(sc: unknown): AnyScenario {
  if (isNapScenario(sc)) return checkNapScenario(sc);
  const r = checkScenario(sc);
  if (!r.ok) throw new Error(`the saved scenario does not validate: ${r.errors.join('; ')}`);
  return r.scenario;
}

async function open(session: Session): Promise<void> {
  // root-parallel search (the strongest level) uses up to 4 workers, leaving a core to the page
  const cores = Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));
  const ai = new AiClient(session.record.game, cores);
  play = new PlayScreen(session, ai, { onExit: showPicker });
  screen = 'play';
  app.replaceChildren(play.root);
  // the play screen starts at its top (the picker may have been scrolled)
  window.scrollTo(0, 0);
  if (session.cfg.controllers.includes('ai')) {
    const level = levelById(session.cfg.level);
    // a level with a network downloads it (and onnxruntime's 14 MB .wasm) once, with progress
    const bar = h('div', { class: 'load-progress hidden', id: 'load-progress', role: 'progressbar', 'aria-label': 'Loading the AI network' });
    document.body.append(bar);
    const onLoad = (loaded: number, total: number) => {
      loadSeen.push([loaded, total]);
      bar.classList.remove('hidden');
      const mb = (n: number) => (n / 1e6).toFixed(1);
      bar.setAttribute('aria-valuenow', String(Math.round((loaded / Math.max(1, total)) * 100)));
      bar.replaceChildren(h('div', {}, `Loading the AI's network: ${mb(loaded)} of ${mb(total)} MB`), h('div', { class: 'progress' }, h('div', { class: 'bar', style: `width:${((loaded / Math.max(1, total)) * 100).toFixed(0)}%` })));
    };
    try {
      await ai.warm(level, onLoad);
      bar.remove();
    } catch (e) {
      bar.remove();
      toast(`The AI could not start: ${e instanceof Error ? e.message : String(e)}`, 'error');
      // the neural level refuses a scenario its model does not fit: back to choosing another level
      if (level.model && play?.session === session) showPicker();
      return;
    }
  }
  void play.advance();
}

async function startGame(cfg: SessionConfig): Promise<void> {
  lastPrefs = { side: cfg.controllers.length !== 2 ? 'hotseat' : cfg.controllers[0] === 'human' ? (cfg.controllers[1] === 'human' ? 'hotseat' : 'bottom') : 'top', level: cfg.level, seed: cfg.seed };
  try {
    await open(await Session.create(cfg));
  } catch (e) {
    toast(`Cannot start this battle: ${e instanceof Error ? e.message : String(e)}`, 'error');
  }
}

async function loadGame(save: unknown, source: string): Promise<void> {
  try {
    const s = await Session.fromSave(save, parseScenarioOrThrow);
    await open(s);
    toast(`Loaded ${source}.`, 'info');
  } catch (e) {
    const msg = `Cannot load ${source}: ${e instanceof Error ? e.message : String(e)}`;
    if (screen === 'picker' && onSaveError) onSaveError(msg); else toast(msg, 'error');
  }
}

async function boot(): Promise<void> {
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fatal('This browser has no WebAssembly.', 'The rules engine is compiled to WebAssembly. Use a current Firefox, Chrome, Edge or Safari, and check that WebAssembly is not disabled by a policy or an extension.');
    return;
  }
  try {
    const g = await gameFor(getScenario(DEFAULT_SCENARIO));
    g.newState().free();
  } catch (e) {
    fatal('The rules core failed to load.', `${e instanceof Error ? e.message : String(e)}. If you serve the files yourself, check that build/cc.wasm was built (npm run build) and that the server sends .wasm files as application/wasm.`);
    return;
  }
  showPicker();
}

declare global {
  interface Window { __vex: unknown }
}

window.__vex = {
  screen: () => screen,
  crossOriginIsolated: () => self.crossOriginIsolated,
  legal: () => (play && play.session.humanToAct() ? play.session.state.legalTexts() : []),
  /** The legal actions after `text` were applied, read on a copy of the position (nothing changes): tests look ahead with it. */
  after: (text: string, throughChance = false) => {
    if (!play) return [];
    const copy = play.session.state.clone();
    try {
      copy.apply(text);
      // throughChance: chance steps that follow are sampled on the copy (the instance generator)
      if (throughChance) for (let k = 0; k < 16 && copy.isChance() && !copy.isTerminal(); k++) copy.sampleChance();
      return copy.isChance() ? [] : copy.legalTexts();
    } finally { copy.free(); }
  },
  /** The core's phase number (the Napoleonics phases have no name in the shared Phase enum). */
  phaseCode: () => (play ? play.session.game.core.getPhase(play.session.state.ptr) : -1),
  apply: (text: string) => { if (!play) throw new Error('no game'); play.humanAct(text); },
  humanToAct: () => !!play && play.session.humanToAct() && play.replayPly === null,
  over: () => !!play && play.session.isOver(),
  thinking: () => play?.thinking ?? null,
  lastDecision: () => (play?.lastDecision ? { text: play.lastDecision.text, sims: play.lastDecision.result?.sims ?? 0, elapsedMs: play.lastDecision.result?.elapsedMs ?? 0 } : null),
  aiStats: () => (play ? { ...play.aiStats } : null),
  setDelay: (ms: number) => { if (play) play.delayMs = ms; },
  state: () => play?.session.state.toJSON(play.session.humanSide() ?? play.ctl.viewSide()) ?? null,
  /** The board's zoom (1: the whole board fits its frame). */
  zoom: () => play?.zoom ?? null,
  /** Seats (seats.ts): how many, who acts, whose view is on screen, who is behind the hand-over screen, the people's seats, whether the hand is shown. */
  seats: () => (play ? {
    numSeats: play.session.game.contract.numSeats, toAct: play.session.toAct(), viewSeat: play.ctl.viewSeat(), handover: play.ctl.handover,
    humans: play.session.humanSeats(), handShown: play.ctl.handShown(), names: Array.from({ length: play.session.game.contract.numSeats }, (_, i) => play!.ctl.seatName(i)),
  } : null),
  /** The cards on show for the view seat (its own, read from its observation) and every seat's Command hand size (null: holds none). */
  seatHand: () => (play ? { seat: play.ctl.viewSeat(), ...play.ctl.seatCards(), sizes: seatHandSizes(play.session.game, play.ctl.shown(), play.ctl.viewSeat()) } : null),
  ply: () => play?.session.ply ?? 0,
  actions: () => play?.session.actions.slice() ?? [],
  /** One AI decision at `level` on the current position, not applied (tests the worker paths). */
  thinkOnce: async (level: string) => {
    if (!play) throw new Error('no game');
    const d = await play.ai.think(play.session.state, levelById(level), 1, () => {});
    return {
      text: d.text, sims: d.result?.sims ?? 0, children: d.result?.children.length ?? 0, workers: play.ai.workers(levelById(level)),
      spec: levelSpec(levelById(level), play.session.game.board, play.session.game.contract.id),
    };
  },
  /** The engine's SearchPool (src/workers/pool.ts) in this browser: a 2-worker search of the current position. */
  poolSearch: async (sims: number) => {
    if (!play) throw new Error('no game');
    const { SearchPool } = await import('../../src/workers/pool.js');
    const g: Game = play.session.game;
    const st: State = play.session.state;
    const pool = await SearchPool.create(g.scenario, { workers: 2 });
    try {
      const r = await pool.search(st, { sims, seed: 1 });
      return { text: g.actionText(r.action), sims: r.sims };
    } finally {
      pool.close();
    }
  },
  winner: () => (play && play.session.isOver() ? play.session.state.winner() : null),
  /** The battle log as plain lines: ply, turn, kind, who (0/1/2) and the text. */
  log: () => play?.session.log.map((e) => ({ ply: e.ply, turn: e.turn, kind: e.kind, who: e.who, text: e.parts.map((p) => (typeof p === 'string' ? p : p.hex)).join('') })) ?? [],
  /** Hand sizes of both sides before action `ply` (ply = the record's length: now). */
  handSizesAt: (ply: number) => {
    if (!play) return null;
    const st = play.session.stateAt(ply);
    try { return [st.handSize(0), st.handSize(1)]; } finally { st.free(); }
  },
  loadProgress: () => loadSeen.slice(),
  /** The AI's decisions: ply, level, budget (ms) and whether each answered inside the other side's turn. */
  aiLog: () => play?.ctl.aiLog.slice() ?? [],
  speed: (v: string) => { if (play) { play.ctl.speed = v as never; play.ctl.delayOverride = null; } },
};

window.addEventListener('error', (e) => toast(`Unexpected error: ${e.message}`, 'error'));
window.addEventListener('unhandledrejection', (e) => toast(`Unexpected error: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`, 'error'));
void boot();
