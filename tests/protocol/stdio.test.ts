// The stdin/stdout wrapper: lines split across chunks, CRLF, blank lines, over-long lines dropped
// with an error while streaming, answers in order; and `vex serve` as a subprocess fed a 1 MB
// garbage line, answering the next request correctly.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serveStdio } from '../../src/protocol/stdio.js';
import { runVex } from '../cli/run-vex.js';

async function serveText(chunks: string[], maxLineLength?: number): Promise<any[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = '';
  output.setEncoding('utf8').on('data', (d: string) => (out += d));
  const done = serveStdio({ maxLineLength }, input, output);
  for (const c of chunks) input.write(c);
  input.end();
  await done;
  return out.trim().split('\n').map((l) => JSON.parse(l));
}

describe('serveStdio', () => {
  it('reassembles lines split across chunks and answers in order', async () => {
    const req = JSON.stringify({ id: 1, method: 'new', params: { scenario: 'akragas', seed: 2 } });
    const replies = await serveText([req.slice(0, 10), req.slice(10) + '\n{"id":2,', '"method":"legal"}\r\n', '\n   \n', '{"id":3,"method":"hello"}']);
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(replies[0].result.game).toBe(1);
    expect(replies[1].result.chance).toBe(true);
    expect(replies[2].result.engine).toBe('vexillum');
  });

  it('drops an over-long line as it streams and keeps serving', async () => {
    const long = 'x'.repeat(300);
    const replies = await serveText(['{"id":1,"method":"hello"}\n', long.slice(0, 150), long.slice(150) + '\n', '{"id":2,"method":"hello"}\n', long], 200);
    expect(replies).toHaveLength(4);
    expect(replies[0].id).toBe(1);
    expect(replies[1]).toMatchObject({ id: null, error: expect.stringMatching(/request line too long/) });
    expect(replies[2]).toMatchObject({ id: 2, result: { engine: 'vexillum' } });
    expect(replies[3]).toMatchObject({ id: null, error: expect.stringMatching(/too long/) });
  });
});

describe('vex serve subprocess', () => {
  it('answers a 1 MB garbage line with an error, then the next request', async () => {
    const garbage = Array.from({ length: 1 << 20 }, (_, i) => String.fromCharCode(33 + ((i * 31) % 90))).join('');
    const input = [
      JSON.stringify({ id: 1, method: 'new', params: { scenario: 'zama', seed: 5 } }),
      garbage,
      JSON.stringify({ id: 2, method: 'apply', params: { action: 'end-moves' } }),
      JSON.stringify({ id: 3, method: 'hello' }),
    ].join('\n') + '\n';
    const r = await runVex(['serve', '--quiet'], { input });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ id: 1, result: { game: 1 } });
    expect(lines[1]).toMatchObject({ id: null, error: expect.stringMatching(/malformed JSON/) });
    expect(lines[2]).toMatchObject({ id: 2, error: expect.stringMatching(/illegal action "end-moves"/) });
    expect(lines[3]).toMatchObject({ id: 3, result: { engine: 'vexillum' } });
  });
});
