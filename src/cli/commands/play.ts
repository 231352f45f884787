// `vex play`: one game (or --games N with consecutive seeds) between two agents; prints a readable
// log (one line per turn) and the result; --log FILE writes the game records (gzip if FILE ends in
// ".gz"): the Ancients record (src/selfplay/record.ts) for Ancients, the contract record
// (src/selfplay/contract-record.ts) for any other engine. A progress bar (stderr, cli-progress)
// shows when several games run on a terminal. A scenario of another engine (Napoleonics, EPIC,
// Blood & Iron) is played over the game contract (play-contract.ts). `human` as an agent lets a
// person play one side (or both) at the terminal (src/cli/human.ts; the board for Commands &
// Colors games from board-text.ts); such a game has no record (--log is refused).
import { SingleBar, Presets } from 'cli-progress';
import { createAgent } from '../../agents/registry.js';
import type { Agent } from '../../agents/agent.js';
import { writeRecords, type GameRecord } from '../../selfplay/record.js';
import type { ContractGameRecord } from '../../selfplay/contract-record.js';
import { openScenario, openContractTarget } from '../scenario-arg.js';
import { playMatch, DEFAULT_MAX_STEPS, type MatchEvent } from '../match.js';
import { intOption, seatsOption, UsageError } from '../errors.js';
import { checkSeatCount } from '../../core/seats.js';
import type { CoreBuild } from '../../core/wasm.js';
import { State, type Game } from '../../core/game.js';
import type { GameState } from '../../core/contract.js';
import type { WasmState } from '../../core/wasm-contract.js';
import { playContractGames } from './play-contract.js';
import { HumanAgent, LineReader } from '../human.js';
import { positionText } from '../board-text.js';

export interface PlayOptions {
  /** Shipped id/alias or a file (the positional argument, or --scenario). */
  scenario: string;
  bottom: string;
  top: string;
  seed: string;
  log?: string;
  games: string;
  quiet?: boolean;
  maxSteps: string;
  debug?: boolean;
  /** --seats N (2, 4, 6, 8): the seat format (rules.seats). */
  seats?: string;
}

function agentOption(flag: string, spec: string): Agent {
  try {
    return createAgent(spec);
  } catch (e) {
    throw new UsageError(`${flag}: ${(e as Error).message}`);
  }
}

/**
 * What a person at the terminal may read of an action just applied: a card drawn into (or taken
 * from) a hand that is not a human player's is shown as "draw (hidden, SIDE)". The side is the
 * one whose hand count changed since the last action (the facade's hand views).
 */
function streamTextFor(facade: () => Game | undefined, human: boolean[], names: () => [string, string]): (s: GameState, text: string, chance: boolean) => string {
  // hands before the first action: none (a scenario's fixed hands are dealt before any action is
  // printed; the contract route sets the baseline with an empty text at the start of the game)
  let prev: [number, number] = [0, 0];
  return (state, text, chance) => {
    if (chance && text.startsWith('tactic-draw:')) return 'tactic-draw (hidden)'; // Napoleonics Tactician hands are hidden (C.17)
    const g = facade();
    if (!g) return text.startsWith('draw:') ? 'draw (hidden)' : text;
    const st = new State(g, (state as WasmState).ptr);
    const now: [number, number] = [st.hand(0).length, st.hand(1).length];
    const changed: number = now[0] !== prev[0] ? 0 : now[1] !== prev[1] ? 1 : -1;
    prev = now;
    if (!chance || !text.startsWith('draw:') || (changed >= 0 && human[changed])) return text;
    return changed >= 0 ? `draw (hidden, ${names()[changed as 0 | 1]})` : 'draw (hidden)';
  };
}

/** The agents of both sides; `human` becomes a HumanAgent reading stdin (shared by both sides). */
function makeAgents(o: PlayOptions, facade: () => Game | undefined, names: () => [string, string]): { agents: [Agent, Agent]; lines: LineReader | null } {
  const human = [o.bottom.trim() === 'human', o.top.trim() === 'human'];
  const lines = human[0] || human[1] ? new LineReader(process.stdin) : null;
  const view = (state: GameState, seat: number): string => {
    const g = facade();
    return g ? positionText(new State(g, (state as WasmState).ptr), state.game.sideOf(seat), names()) : '';
  };
  const make = (flag: string, spec: string, isHuman: boolean): Agent =>
    isHuman ? new HumanAgent(lines!, process.stderr, view) : agentOption(flag, spec);
  return { agents: [make('--bottom', o.bottom, human[0]), make('--top', o.top, human[1])], lines };
}

/** Collects one turn's actions into a line; dice runs print as "(light flag)". */
class TurnPrinter {
  private key = '';
  private head = '';
  private tokens: string[] = [];
  private dice: string[] = [];

  constructor(private readonly names: [string, string]) {}

  add(e: MatchEvent): void {
    const key = `${e.turn}:${e.active}`;
    if (key !== this.key) {
      this.flush();
      this.key = key;
      this.head = e.turn === 0 ? 'deal:' : `turn ${e.turn} ${e.active === 0 ? 'bottom' : 'top'} (${this.names[e.active]}):`;
    }
    if (e.text.startsWith('die:')) {
      this.dice.push(e.text.slice(4));
      return;
    }
    this.flushDice();
    this.tokens.push(e.text);
  }
  private flushDice(): void {
    if (this.dice.length) this.tokens.push(`(${this.dice.join(' ')})`);
    this.dice = [];
  }
  flush(): void {
    this.flushDice();
    if (this.tokens.length) process.stdout.write(`${this.head} ${this.tokens.join(' ')}\n`);
    this.tokens = [];
  }
}

export function describeResult(r: GameRecord): string {
  const score = `${r.banners.bottom}-${r.banners.top}`;
  const what = r.result.winner === null ? `unfinished after ${r.actions.length} steps (step limit)` : r.result.winner === 'draw' ? 'draw' : `${r.result.winner} wins`;
  return `${what}, banners ${score}, ${r.turns} turns, ${r.decisions} decisions`;
}

export async function playCommand(o: PlayOptions): Promise<number> {
  const seed = intOption('--seed', o.seed, 0, 4294967295);
  const games = intOption('--games', o.games, 1, 1_000_000);
  const maxSteps = intOption('--max-steps', o.maxSteps, 1, 10_000_000);
  if (seed + games - 1 > 4294967295) throw new UsageError('--seed + --games goes past 4294967295');
  const build: CoreBuild = o.debug ? 'debug' : 'release';
  const humans = o.bottom.trim() === 'human' || o.top.trim() === 'human';
  if (humans && games > 1) throw new UsageError('--games: a human player plays one game at a time');
  // a record is re-simulated from its agents' specs and seed: a person's choices cannot be
  if (humans && o.log) throw new UsageError('--log: a game with a human player cannot be re-simulated from a record');
  // validate the agent specs before any scenario is opened: one clear line
  for (const [flag, spec] of [['--bottom', o.bottom], ['--top', o.top]] as const) if (spec.trim() !== 'human') agentOption(flag, spec);
  const seats = seatsOption(o.seats);
  let target;
  try {
    target = await openContractTarget(o.scenario, build, seats === 2 ? undefined : { seats });
  } catch (e) {
    if (seats === 2) throw e;
    throw new Error(`${o.scenario} cannot be played with ${seats} seats (seats): ${(e as Error).message}`);
  }
  if (target) checkSeatCount(target.contract, seats);
  else if (seats !== 2) throw new UsageError(`--seats: Ancients scenarios have 2 seats ("${o.scenario}" is an Ancients scenario)`);
  if (target) {
    // another engine (Napoleonics, EPIC, Blood & Iron): played over the game contract
    if (!o.quiet) for (const n of target.notes) process.stderr.write(`vex: note: ${n}\n`);
    const { agents, lines } = makeAgents(o, () => target.facade, () => target.sideNames);
    const records: ContractGameRecord[] = [];
    try {
      const streamText = streamTextFor(() => target.facade, [o.bottom.trim() === 'human', o.top.trim() === 'human'], () => target.sideNames);
      await playContractGames(target.contract, agents, { seed, games, maxSteps, quiet: !!o.quiet, sideNames: target.sideNames, scoreName: target.scoreName, stream: humans, streamText, onRecord: o.log ? (r) => records.push(r) : undefined });
    } finally {
      for (const a of agents) a.close?.();
      lines?.close();
    }
    if (o.log) await writeLog(o.log, records);
    return 0;
  }
  const { game, ref } = await openScenario(o.scenario, build);
  const names: [string, string] = [game.scenario.sides[0].name, game.scenario.sides[1].name];
  const { agents, lines } = makeAgents(o, () => game, () => names);
  const records: GameRecord[] = [];
  const verbose = games === 1 && !o.quiet && !humans;
  const bar = games > 1 && process.stderr.isTTY && !o.quiet ? new SingleBar({ stream: process.stderr, format: 'games {bar} {value}/{total} {eta_formatted}' }, Presets.shades_classic) : null;
  bar?.start(games, 0);
  const wins = { bottom: 0, top: 0, draw: 0, unfinished: 0 };
  for (let i = 0; i < games; i++) {
    const printer = verbose ? new TurnPrinter(names) : null;
    // with a person at the terminal every action is printed as it happens (dice included)
    const say = streamTextFor(() => game, [o.bottom.trim() === 'human', o.top.trim() === 'human'], () => names);
    const stream = humans ? (e: MatchEvent) => {
      const t = say(e.state.contract, e.text, e.side < 0);
      process.stdout.write(e.side < 0 ? `  ${t}\n` : `turn ${e.turn} ${names[e.active]}: ${t}\n`);
    } : undefined;
    let rec: GameRecord;
    try {
      rec = await playMatch(game, ref, agents, seed + i, { maxSteps, onAction: printer ? (e) => printer.add(e) : stream });
    } catch (e) {
      lines?.close();
      throw e;
    }
    printer?.flush();
    records.push(rec);
    const w = rec.result.winner;
    if (w === null) wins.unfinished++;
    else wins[w]++;
    if (games === 1 || !bar) {
      const label = games === 1 ? 'result' : `game ${i + 1} (seed ${seed + i})`;
      process.stdout.write(`${label}: ${describeResult(rec)}\n`);
    }
    bar?.update(i + 1);
  }
  bar?.stop();
  for (const a of agents) a.close?.();
  lines?.close();
  if (games > 1) {
    process.stdout.write(
      `${ref.id}: bottom ${names[0]} (${agents[0].spec}) ${wins.bottom} wins, top ${names[1]} (${agents[1].spec}) ${wins.top} wins` +
        `${wins.draw ? `, ${wins.draw} draws` : ''}${wins.unfinished ? `, ${wins.unfinished} unfinished` : ''} in ${games} games\n`,
    );
  }
  if (o.log) await writeLog(o.log, records);
  return 0;
}

/** --log: writes the records (either kind) and says so on stderr; a write failure is one line. */
async function writeLog(file: string, records: readonly (GameRecord | ContractGameRecord)[]): Promise<void> {
  try {
    await writeRecords(file, records);
  } catch (e) {
    throw new Error(`cannot write ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  process.stderr.write(`vex: ${records.length} game record${records.length === 1 ? '' : 's'} written to ${file}\n`);
}

export { DEFAULT_MAX_STEPS };
