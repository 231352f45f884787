// The stdin/stdout wrapper of ProtocolServer for `vex serve`: splits input into lines, answers each
// in order, writes one response line per request to stdout and nothing else (diagnostics go to
// stderr). A line longer than the server's limit is dropped as it streams in and answered with an
// error, so memory stays bounded. Resolves when stdin ends and every answer is written.
import { ProtocolServer, type ServerOptions } from './server.js';

export async function serveStdio(
  opts: ServerOptions = {},
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const server = new ProtocolServer(opts);
  const limit = server.maxLineLength;
  let pending: string[] = [];
  let pendingLength = 0;
  let overflow = false;
  let chain: Promise<void> = Promise.resolve();

  const write = (line: string) =>
    new Promise<void>((resolve) => {
      if (!output.write(line + '\n')) output.once('drain', resolve);
      else resolve();
    });
  const enqueue = (line: string | null) => {
    chain = chain.then(async () => {
      const res = line === null ? JSON.stringify({ id: null, error: `request line too long (at most ${limit} characters)` }) : await server.handleLine(line);
      await write(res);
    });
  };

  input.setEncoding?.('utf8');
  await new Promise<void>((resolve, reject) => {
    input.on('data', (chunk: string | Buffer) => {
      let text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      let nl: number;
      while ((nl = text.indexOf('\n')) >= 0) {
        const head = text.slice(0, nl);
        text = text.slice(nl + 1);
        if (overflow || pendingLength + head.length > limit) enqueue(null);
        else {
          const line = (pending.join('') + head).replace(/\r$/, '');
          if (line.trim() !== '') enqueue(line);
        }
        pending = [];
        pendingLength = 0;
        overflow = false;
      }
      if (text.length > 0) {
        if (overflow || pendingLength + text.length > limit) {
          overflow = true;
          pending = [];
          pendingLength = 0;
        } else {
          pending.push(text);
          pendingLength += text.length;
        }
      }
    });
    input.on('end', () => {
      if (overflow) enqueue(null);
      else if (pendingLength > 0) {
        const line = pending.join('').replace(/\r$/, '');
        if (line.trim() !== '') enqueue(line);
      }
      resolve();
    });
    input.on('error', reject);
  });
  await chain;
  server.dispose();
}
