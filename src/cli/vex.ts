// The `vex` command: parses arguments with commander and dispatches to src/cli/commands/*.
// Contract: stdout carries results only; every failure is one line "vex: ..." on stderr and a
// non-zero exit (2 for usage errors, 1 for everything else), never a stack trace.
// Entry points: bin/vex.js (registers tsx, calls main), or `node --import tsx src/cli/vex.ts`.
import { Command, CommanderError, Option } from 'commander';
import { pathToFileURL } from 'node:url';
import { ENGINE_VERSION } from '../core/game.js';
import { DEFAULT_SCENARIO } from '../games/registry.js';
import { describeAgents } from '../agents/registry.js';
import { UsageError, oneLine } from './errors.js';
import { DEFAULT_MAX_STEPS } from './match.js';
import { scenariosCommand } from './commands/scenarios.js';
import { validateCommand } from './commands/validate.js';
import { playCommand, type PlayOptions } from './commands/play.js';
import { replayCommand } from './commands/replay.js';
import { perftCommand } from './commands/perft.js';
import { serveCommand } from './commands/serve.js';
import { arenaCommand, type ArenaOptions } from './commands/arena.js';
import { addSelfplayCommands } from './commands/selfplay.js';

function buildProgram(setCode: (code: number) => void): Command {
  const program = new Command('vex');
  program
    .description('Vexillum: a Commands & Colors engine (Ancients, Napoleonics) with Blood & Iron (docs/cli.md)')
    .version(ENGINE_VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .showHelpAfterError(false)
    .helpCommand(true)
    .enablePositionalOptions(); // program options before the command; lets `selfplay merge` own its --out

  program
    .command('scenarios')
    .description('list the shipped scenarios (id, name, board, sides, banners)')
    .option('--json', 'print JSON instead of a table')
    .action((o: { json?: boolean }) => setCode(scenariosCommand(o)));

  program
    .command('validate')
    .description('check a scenario file; print every problem with its field path')
    .argument('<file>', 'scenario JSON file')
    .action(async (file: string) => setCode(await validateCommand(file)));

  program
    .command('play')
    .description('play a game between two agents (or you: --bottom human); print a readable log and the result')
    .argument('[scenario]', 'shipped scenario id/alias or a scenario file (the same as --scenario)')
    .option('-s, --scenario <id|file>', 'shipped scenario id/alias or a scenario file', DEFAULT_SCENARIO)
    .option('-b, --bottom <agent>', 'agent for the bottom side (name:key=value,...)', 'greedy')
    .option('-t, --top <agent>', 'agent for the top side (name:key=value,...)', 'random')
    .option('--seed <n>', 'seed of the game (0..4294967295); chance and agents derive from it', '0')
    .option('--games <n>', 'play N games with seeds seed..seed+N-1', '1')
    .option('--log <file>', 'write the game records (JSON lines; gzip when FILE ends in .gz)')
    .option('-q, --quiet', 'print only the result lines')
    .option('--max-steps <n>', 'stop a game after this many actions', String(DEFAULT_MAX_STEPS))
    .option('--seats <n>', 'seat format (2, 4, 6 or 8; EPIC): --bottom plays every seat of side 0, --top every seat of side 1')
    .addOption(new Option('--debug', 'use the debug build of the core (assertions on)'))
    .addHelpText('after', `\nAgents:\n${describeAgents().map((l) => '  ' + l).join('\n')}\n  human — you, at the terminal: type an action's number or its text (? lists them, board shows the position, quit ends)\n`)
    .action(async (scenario: string | undefined, o: PlayOptions) => {
      if (scenario !== undefined && o.scenario !== DEFAULT_SCENARIO && o.scenario !== scenario) {
        throw new UsageError(`two scenarios given ("${scenario}" and --scenario "${o.scenario}")`);
      }
      setCode(await playCommand({ ...o, scenario: scenario ?? o.scenario }));
    });

  program
    .command('replay')
    .description('re-simulate a game record file and confirm it reproduces (same actions, same result)')
    .argument('<file>', 'records file (.jsonl or .jsonl.gz) written by "vex play --log"')
    .option('--no-resimulate', 'only check that the recorded actions replay; do not re-run the agents')
    .action(async (file: string, o: { resimulate?: boolean }) => setCode(await replayCommand(file, o)));

  program
    .command('perft')
    .description('count the legal-action tree (chance outcomes as branches) to a depth')
    .requiredOption('-s, --scenario <id|file>', 'shipped scenario id/alias or a scenario file')
    .requiredOption('-d, --depth <n>', 'depth (0..12)')
    .option('--divide', 'print the count below each root action')
    .option('--actions <list>', 'apply these actions (space or comma separated) first')
    .action(async (o: { scenario: string; depth: string; divide?: boolean; actions?: string }) => setCode(await perftCommand(o)));

  program
    .command('arena')
    .description('match two agents over paired games (same seed, sides swapped): win rate, Elo with 95% interval, SPRT')
    .requiredOption('-a, --a <agent>', 'agent A (name:key=value,...)')
    .requiredOption('-b, --b <agent>', 'agent B (name:key=value,...)')
    .option('-n, --games <n>', 'games per scenario (even: pairs with sides swapped)', '20')
    .option('-s, --scenario <ids|all>', 'shipped scenario ids/aliases (comma-separated), or all', DEFAULT_SCENARIO)
    .option('--seed <n>', 'seed of the first pair; pair k uses seed+k', '1')
    .option('--sprt <elo0,elo1>', 'stop early when the SPRT (alpha = beta = 0.05) accepts H0 or H1')
    .option('--out <file>', 'write one JSON line per game')
    .option('--json', 'print one summary object on stdout at the end')
    .option('-j, --jobs <n>', 'games played at once in worker threads', '1')
    .option('--no-progress', 'no progress bar on stderr')
    .option('--seats <n>', 'seat format (2, 4, 6 or 8; EPIC); A holds side 0\'s seats, B side 1\'s, then swapped')
    .option('--seat-plan <groups>', 'mixed teams: one group of a/b per side, a letter per seat in role order ("ab,bb"); the pair plays it and its mirror')
    .addHelpText('after', `\nAgents:\n${describeAgents().map((l) => '  ' + l).join('\n')}\n`)
    .action(async (o: ArenaOptions) => setCode(await arenaCommand(o)));

  addSelfplayCommands(program, setCode);

  program
    .command('serve')
    .description('run the JSON-lines engine protocol on stdin/stdout (docs/protocol.md)')
    .option('--debug', 'use the debug build of the core (assertions on)')
    .option('-q, --quiet', 'no ready notice on stderr')
    .option('--seats <n>', 'seat format of games that "new" opens without "seats" (2, 4, 6 or 8)')
    .action(async (o: { debug?: boolean; quiet?: boolean; seats?: string }) => setCode(await serveCommand(o)));

  return program;
}

/** Runs the command line; resolves to the exit code. Never throws. */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  const program = buildProgram((c) => {
    code = c;
  });
  if (argv.length === 0) {
    process.stdout.write(program.helpInformation());
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return 0;
      const msg = e.message.replace(/^error:\s*/, '').split('\n').filter((l) => l.trim()).join(' ');
      process.stderr.write(`vex: ${msg} (see "vex --help")\n`);
      return 2;
    }
    process.stderr.write(`vex: ${oneLine(e)}\n`);
    return e instanceof UsageError ? 2 : 1;
  }
}

/** Process-level guards: a closed stdout (e.g. piped into head) ends quietly; nothing prints a stack. */
export function installGuards(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    process.stderr.write(`vex: ${oneLine(e)}\n`);
    process.exit(1);
  });
  const die = (e: unknown) => {
    process.stderr.write(`vex: internal error: ${oneLine(e)}\n`);
    process.exit(1);
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
}

const invokedDirectly = typeof process !== 'undefined' && process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  installGuards();
  process.exitCode = await main(process.argv.slice(2));
}
