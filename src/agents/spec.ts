// Agent specs on the command line and in the protocol: `name` or `name:key=value,key=value`.
// Each agent kind declares its parameters (type, default, range) so the parser rejects typos with a
// clear line, and later kinds (`mcts:sims=800,c=1.4`) plug in by adding a declaration to the
// registry (registry.ts). Pure parsing: no engine, no agent construction here.

export type ParamType = 'int' | 'number' | 'string' | 'bool';

export interface ParamDecl {
  type: ParamType;
  default: number | string | boolean;
  min?: number;
  max?: number;
  help: string;
}

export type ParamValues = Record<string, number | string | boolean>;

export interface AgentSpec {
  name: string;
  /** Only the parameters written in the spec, typed. */
  params: ParamValues;
}

const NAME = /^[a-z][a-z0-9-]*$/;
const KEY = /^[a-z][a-zA-Z0-9_-]*$/;

/** Splits a spec into its name and raw key=value pairs. Throws a one-line Error. */
export function parseAgentSpec(text: string): { name: string; raw: Record<string, string> } {
  if (typeof text !== 'string') throw new Error('an agent spec must be a string like "greedy" or "random"');
  const t = text.trim();
  const colon = t.indexOf(':');
  const name = (colon < 0 ? t : t.slice(0, colon)).toLowerCase();
  if (!NAME.test(name)) throw new Error(`bad agent spec "${text}": expected NAME or NAME:key=value,...`);
  const raw: Record<string, string> = {};
  if (colon >= 0) {
    const body = t.slice(colon + 1);
    if (body.trim() === '') throw new Error(`bad agent spec "${text}": nothing after ":"`);
    for (const part of body.split(',')) {
      const eq = part.indexOf('=');
      const key = (eq < 0 ? part : part.slice(0, eq)).trim();
      const value = eq < 0 ? '' : part.slice(eq + 1).trim();
      if (eq < 0 || !KEY.test(key) || value === '') {
        throw new Error(`bad agent spec "${text}": "${part}" is not key=value`);
      }
      if (Object.hasOwn(raw, key)) throw new Error(`bad agent spec "${text}": "${key}" given twice`);
      raw[key] = value;
    }
  }
  return { name, raw };
}

/** Types and range-checks raw values against declarations. Throws a one-line Error. */
export function typeParams(agent: string, decls: Record<string, ParamDecl>, raw: Record<string, string>): ParamValues {
  const out: ParamValues = {};
  const known = Object.keys(decls);
  for (const [key, value] of Object.entries(raw)) {
    const d = Object.hasOwn(decls, key) ? decls[key] : undefined;
    if (d === undefined) {
      throw new Error(`agent ${agent}: unknown parameter "${key}" (known: ${known.length ? known.join(', ') : 'none'})`);
    }
    let v: number | string | boolean;
    if (d.type === 'int' || d.type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n) || (d.type === 'int' && !Number.isInteger(n))) {
        throw new Error(`agent ${agent}: ${key}=${value} is not ${d.type === 'int' ? 'an integer' : 'a number'}`);
      }
      if ((d.min !== undefined && n < d.min) || (d.max !== undefined && n > d.max)) {
        throw new Error(`agent ${agent}: ${key}=${value} is out of range [${d.min ?? '-inf'}, ${d.max ?? 'inf'}]`);
      }
      v = n;
    } else if (d.type === 'bool') {
      if (!['true', 'false', '1', '0'].includes(value)) throw new Error(`agent ${agent}: ${key}=${value} is not true or false`);
      v = value === 'true' || value === '1';
    } else v = value;
    out[key] = v;
  }
  return out;
}

/** Canonical text of a spec: name, then the given parameters in declaration order. */
export function formatAgentSpec(name: string, decls: Record<string, ParamDecl>, params: ParamValues): string {
  const parts = Object.keys(decls).filter((k) => Object.hasOwn(params, k)).map((k) => `${k}=${String(params[k])}`);
  return parts.length ? `${name}:${parts.join(',')}` : name;
}
