// `vex play`: one game (or --games N with consecutive seeds) between two agents; prints a readable
// log (one line per turn) and the result; --log FILE writes the game records (gzip if FILE ends in
// ".gz"). A progress bar (stderr, cli-progress) shows when several games run on a terminal.
import { SingleBar, Presets } from 'cli-progress';
import { createAgent } from '../../agents/registry.js';
import type { Agent } from '../../agents/agent.js';
import { writeRecords, type GameRecord } from '../../selfplay/record.js';
import { openScenario } from '../scenario-arg.js';
import { playMatch, DEFAULT_MAX_STEPS, type MatchEvent } from '../match.js';
import { intOption, UsageError } from '../errors.js';
import type { CoreBuild } from '../../core/wasm.js';
import { contractFromId, gameOfScenario, DEFAULT_GAME } from '../../games/load.js';
import { playContractGames } from './play-contract.js';
import { looksLikeFile } from '../scenario-arg.js';

export interface PlayOptions {
  scenario: string;
  bottom: string;
  top: string;
  seed: string;
  log?: string;
  games: string;
  quiet?: boolean;
  maxSteps: string;
  debug?: boolean;
}

function agentOption(flag: string, spec: string): Agent {
  try {
    return createAgent(spec);
  } catch (e) {
    throw new UsageError(`${flag}: ${(e as Error).message}`);
  }
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
  const agents: [Agent, Agent] = [agentOption('--bottom', o.bottom), agentOption('--top', o.top)];
  const build: CoreBuild = o.debug ? 'debug' : 'release';
  if (!looksLikeFile(o.scenario) && gameOfScenario(o.scenario) !== DEFAULT_GAME) {
    // another engine (Blood & Iron): played over the game contract, without game records
    if (o.log) throw new UsageError(`--log: game records are written for Ancients scenarios only; "${o.scenario}" is ${gameOfScenario(o.scenario)}`);
    const contract = await contractFromId(o.scenario, { build });
    await playContractGames(contract, agents, { seed, games, maxSteps, quiet: !!o.quiet, sideNames: contract.id === 'blood-and-iron' ? ['prussian', 'french'] : ['side 0', 'side 1'] });
    for (const a of agents) a.close?.();
    return 0;
  }
  const { game, ref } = await openScenario(o.scenario, build);
  const names: [string, string] = [game.scenario.sides[0].name, game.scenario.sides[1].name];
  const records: GameRecord[] = [];
  const verbose = games === 1 && !o.quiet;
  const bar = games > 1 && process.stderr.isTTY && !o.quiet ? new SingleBar({ stream: process.stderr, format: 'games {bar} {value}/{total} {eta_formatted}' }, Presets.shades_classic) : null;
  bar?.start(games, 0);
  const wins = { bottom: 0, top: 0, draw: 0, unfinished: 0 };
  for (let i = 0; i < games; i++) {
    const printer = verbose ? new TurnPrinter(names) : null;
    const rec = await playMatch(game, ref, agents, seed + i, { maxSteps, onAction: printer ? (e) => printer.add(e) : undefined });
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
  if (games > 1) {
    process.stdout.write(
      `${ref.id}: bottom ${names[0]} (${agents[0].spec}) ${wins.bottom} wins, top ${names[1]} (${agents[1].spec}) ${wins.top} wins` +
        `${wins.draw ? `, ${wins.draw} draws` : ''}${wins.unfinished ? `, ${wins.unfinished} unfinished` : ''} in ${games} games\n`,
    );
  }
  if (o.log) {
    try {
      await writeRecords(o.log, records);
    } catch (e) {
      throw new Error(`cannot write ${o.log}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    process.stderr.write(`vex: ${records.length} game record${records.length === 1 ? '' : 's'} written to ${o.log}\n`);
  }
  return 0;
}

export { DEFAULT_MAX_STEPS };
