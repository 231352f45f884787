// `vex serve`: the JSON-lines protocol on stdin/stdout (docs/protocol.md). Nothing but protocol
// lines goes to stdout; the ready notice goes to stderr. --seats N is the seat format of games
// that `new` opens without its own `seats`.
import { serveStdio } from '../../protocol/stdio.js';
import { seatsOption } from '../errors.js';

export async function serveCommand(opts: { debug?: boolean; quiet?: boolean; seats?: string }): Promise<number> {
  const seats = seatsOption(opts.seats);
  if (!opts.quiet) process.stderr.write('vex serve: ready (one JSON request per line; see docs/protocol.md)\n');
  await serveStdio({ build: opts.debug ? 'debug' : 'release', seats });
  return 0;
}
