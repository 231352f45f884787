// Helpers for protocol tests: send one request through ProtocolServer.handleLine and parse the reply.
import { ProtocolServer } from '../../src/protocol/server.js';

export interface Reply {
  id: unknown;
  result?: any;
  error?: string;
}

let nextId = 1;

export async function call(server: ProtocolServer, method: string, params?: Record<string, unknown>): Promise<Reply> {
  const id = nextId++;
  const line = await server.handleLine(JSON.stringify(params === undefined ? { id, method } : { id, method, params }));
  const reply = JSON.parse(line) as Reply;
  if (reply.id !== id) throw new Error(`reply id ${String(reply.id)} for request ${id}`);
  return reply;
}

/** The result of a request that must succeed. */
export async function ok(server: ProtocolServer, method: string, params?: Record<string, unknown>): Promise<any> {
  const r = await call(server, method, params);
  if (r.error !== undefined) throw new Error(`${method} failed: ${r.error}`);
  return r.result;
}

/** The error of a request that must fail. */
export async function err(server: ProtocolServer, method: string, params?: Record<string, unknown>): Promise<string> {
  const r = await call(server, method, params);
  if (r.error === undefined) throw new Error(`${method} should have failed, got ${JSON.stringify(r.result).slice(0, 200)}`);
  expect1line(r.error);
  return r.error;
}

function expect1line(s: string): void {
  if (s.includes('\n')) throw new Error(`error is not one line: ${s}`);
}
