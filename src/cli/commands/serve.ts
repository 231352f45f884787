// `vex serve`: the JSON-lines protocol on stdin/stdout (docs/protocol.md). Nothing but protocol
// lines goes to stdout; the ready notice goes to stderr.
import { serveStdio } from '../../protocol/stdio.js';

export async function serveCommand(opts: { debug?: boolean; quiet?: boolean }): Promise<number> {
  if (!opts.quiet) process.stderr.write('vex serve: ready (one JSON request per line; see docs/protocol.md)\n');
  await serveStdio({ build: opts.debug ? 'debug' : 'release' });
  return 0;
}
