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

/** A base64 float32 tensor (the `observe` reply's planes / globals data) as a Float32Array. */
export const f32 = (b64: string): Float32Array => new Float32Array(new Uint8Array(Buffer.from(b64, 'base64')).buffer);

/** A sparse tensor of a `step` reply (`{shape, nnz, data}`: nnz u32 indices then nnz f32 values, base64) made dense. */
export function dense(t: { shape: number[]; nnz: number; data: string }): Float32Array {
  const out = new Float32Array(t.shape.reduce((a, b) => a * b, 1));
  const raw = new Uint8Array(Buffer.from(t.data, 'base64')).buffer;
  const ix = new Uint32Array(raw, 0, t.nnz), v = new Float32Array(raw, t.nnz * 4, t.nnz);
  ix.forEach((i, k) => (out[i] = v[k]));
  return out;
}
