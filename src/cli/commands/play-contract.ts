// `vex play` for a scenario of an engine other than Ancients (Napoleonics: docs/scenarios-napoleonics.md;
// Blood & Iron: docs/blood-and-iron.md), over the game contract alone: one game or --games N with
// consecutive seeds between two agents (a `human` among them: src/cli/human.ts).
// Chance outcomes come from a stream of the seed and each seat's agent gets its own stream (seat k:
// stream 1 + k; with one seat a side as in match.ts), so seed + agents give the same game again.
// With several seats a side (EPIC --seats 4/6/8) a side's agent plays every seat of that side,
// and each line names the seat to act. Prints one line per turn (the seat's
// decisions in the contract's action text, chance outcomes left out) and the result; with `stream`
// (a person is playing) every action, chance outcomes included, is printed as it happens, so the
// person sees the opponent's moves and the dice. With `onRecord` (--log) each game's contract record
// (src/selfplay/contract-record.ts, the builder self-play uses) is handed over as it ends; `vex
// replay` re-simulates it. Caller: play.ts.
import { chooseAction, type Agent } from '../../agents/agent.js';
import { streamRng } from '../../agents/rng.js';
import { sampleChanceOutcome } from '../../agents/chance.js';
import type { GameDef, GameState } from '../../core/contract.js';
import { seatNamesOf } from '../../core/seats.js';
import { contractRecord, ContractGameLog, type ContractGameRecord } from '../../selfplay/contract-record.js';

export interface ContractPlayOptions {
  seed: number; games: number; maxSteps: number; quiet: boolean; sideNames: [string, string];
  /** Name of the running score in the result line (default "VP"). */
  scoreName?: string;
  /** Print every action (chance outcomes too) as it is applied, one line each. */
  stream?: boolean;
  /** With stream: the text printed for an action just applied (hides the cards a person may not see). */
  streamText?: (state: GameState, text: string, chance: boolean) => string;
  /** Receives each game's record (--log) when the game ends. */
  onRecord?: (record: ContractGameRecord) => void;
}

export async function playContractGames(game: GameDef, agents: [Agent, Agent], o: ContractPlayOptions): Promise<void> {
  const wins = [0, 0], ret = new Float64Array(game.numSeats);
  const say = o.streamText ?? ((_s: GameState, t: string) => t);
  const seatNames = seatNamesOf(game);
  // the seat to act is named when a side has several seats ("turn 3 French (french-left):")
  const who = (seat: number) => (game.numSeats > game.numSides ? `${o.sideNames[game.sideOf(seat)]} (${seatNames[seat]})` : o.sideNames[game.sideOf(seat)]);
  let draws = 0, unfinished = 0;
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i, chance = streamRng(seed, 0);
    const rngs = Array.from({ length: game.numSeats }, (_, seat) => streamRng(seed, 1 + seat));
    const verbose = o.games === 1 && !o.quiet;
    const s = game.newState();
    const log = o.onRecord ? new ContractGameLog() : null;
    if (o.stream) say(s, '', false); // the hands before the first action (streamText's baseline)
    let decisions = 0, line: string[] = [], head = '';
    const flush = () => { if (verbose && line.length) process.stdout.write(`${head} ${line.join(', ')}\n`); line = []; };
    try {
      for (let step = 0; step < o.maxSteps && !s.isTerminal(); step++) {
        if (s.isChance()) {
          const c = sampleChanceOutcome(s, chance);
          log?.add(game, -1, c);
          s.apply(c);
          if (o.stream) process.stdout.write(`  ${say(s, game.actionText(c), true)}\n`);
          continue;
        }
        const seat = s.currentPlayer(), side = game.sideOf(seat);
        const h = `turn ${s.turn()} ${who(seat)}:`;
        if (h !== head) { flush(); head = h; }
        const code = await chooseAction(agents[side], s, rngs[seat]);
        log?.add(game, seat, code);
        if (!s.apply(code)) throw new Error(`agent ${agents[side].spec} chose an illegal action "${game.actionText(code)}"`);
        if (o.stream) process.stdout.write(`${h} ${say(s, game.actionText(code), false)}\n`);
        else if (verbose) line.push(game.actionText(code));
        decisions++;
      }
      flush();
      if (log) o.onRecord!(contractRecord(game, s, seed, [agents[0].spec, agents[1].spec], log));
      let what: string;
      if (!s.isTerminal()) { unfinished++; what = `unfinished after ${o.maxSteps} steps (step limit)`; }
      else {
        s.returns(ret);
        const r0 = ret[seatNames.findIndex((_, seat) => game.sideOf(seat) === 0)];
        const w = r0 === game.utility.max ? 0 : r0 === game.utility.min ? 1 : -1;
        if (w < 0) draws++; else wins[w]++;
        what = w === 0 || w === 1 ? `${o.sideNames[w]} wins` : 'draw';
      }
      const label = o.games === 1 ? 'result' : `game ${i + 1} (seed ${seed})`;
      process.stdout.write(`${label}: ${what}, ${o.scoreName ?? 'VP'} ${s.score(0)}-${s.score(1)}, turn ${s.turn()}, ${decisions} decisions\n`);
    } finally {
      s.free();
    }
  }
  if (o.games > 1) {
    process.stdout.write(`${game.variant}: ${o.sideNames[0]} (${agents[0].spec}) ${wins[0]} wins, ${o.sideNames[1]} (${agents[1].spec}) ${wins[1]} wins` +
      `${draws ? `, ${draws} draws` : ''}${unfinished ? `, ${unfinished} unfinished` : ''} in ${o.games} games\n`);
  }
}
