// Typed access to a request's `params` with one-line errors that name the method and the field.
// Every method declares the keys it accepts; unknown keys are rejected (a typo such as "hexx"
// should not silently fall back to a default). Callers: server.ts, once per request.

export class ProtocolError extends Error {}

export type Params = Record<string, unknown>;

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export class ParamReader {
  constructor(
    readonly method: string,
    readonly params: Params,
  ) {}

  fail(msg: string): never {
    throw new ProtocolError(`${this.method}: ${msg}`);
  }

  /** Rejects keys not in `allowed`. */
  only(allowed: readonly string[]): void {
    for (const k of Object.keys(this.params)) {
      if (!allowed.includes(k)) {
        this.fail(`unknown parameter "${k}" (accepted: ${allowed.length ? allowed.join(', ') : 'none'})`);
      }
    }
  }

  has(key: string): boolean {
    return Object.hasOwn(this.params, key) && this.params[key] !== undefined;
  }

  int(key: string, opts: { min?: number; max?: number; fallback?: number } = {}): number {
    if (!this.has(key)) {
      if (opts.fallback !== undefined) return opts.fallback;
      this.fail(`missing parameter "${key}" (an integer)`);
    }
    const v = this.params[key];
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(`"${key}" must be an integer, got ${typeName(v)}`);
    if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) {
      this.fail(`"${key}" must be between ${opts.min ?? '-inf'} and ${opts.max ?? 'inf'}, got ${v}`);
    }
    return v;
  }

  string(key: string, opts: { fallback?: string; maxLength?: number } = {}): string {
    if (!this.has(key)) {
      if (opts.fallback !== undefined) return opts.fallback;
      this.fail(`missing parameter "${key}" (a string)`);
    }
    const v = this.params[key];
    if (typeof v !== 'string') this.fail(`"${key}" must be a string, got ${typeName(v)}`);
    if (opts.maxLength !== undefined && v.length > opts.maxLength) this.fail(`"${key}" is longer than ${opts.maxLength} characters`);
    return v;
  }

  bool(key: string, fallback: boolean): boolean {
    if (!this.has(key)) return fallback;
    const v = this.params[key];
    if (typeof v !== 'boolean') this.fail(`"${key}" must be true or false, got ${typeName(v)}`);
    return v;
  }

  /** A value that is either a string or an integer (actions, hexes). */
  stringOrInt(key: string): string | number {
    if (!this.has(key)) this.fail(`missing parameter "${key}"`);
    const v = this.params[key];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    this.fail(`"${key}" must be a string or an integer, got ${typeName(v)}`);
  }

  /** The raw value of a key (presence required). */
  raw(key: string): unknown {
    if (!this.has(key)) this.fail(`missing parameter "${key}"`);
    return this.params[key];
  }
}
