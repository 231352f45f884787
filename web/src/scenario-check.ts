// Scenario files checked for people: the engine's validation (parseScenario) with its messages
// made plain ("must be a number, not the text "x"" rather than "Invalid input: expected number,
// received string"), and every problem reported at once. The engine's schema stops at the first
// failing layer (a bad field hides an off-board hex), so each reported field is set aside - filled
// with the default battle's value at the same path - and the file checked again, up to a few
// rounds. The rules of validity stay the engine's. Callers: picker.ts (scenario files).
import { DEFAULT_SCENARIO, getScenario, parseScenario, type Scenario } from './engine.js';

export type Checked = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

const PLAIN: [RegExp, string][] = [
  [/Invalid input: expected number, received string/, 'must be a number, not a text'],
  [/Invalid input: expected string, received number/, 'must be a text, not a number'],
  [/Invalid input: expected (\w+), received undefined/, 'is missing (expected a $1)'],
  [/Invalid input: expected (\w+), received (\w+)/, 'must be a $1, not a $2'],
  [/Invalid input/, 'is not valid here'],
  [/Too small: expected number to be >=(\d+)/, 'must be at least $1'],
  [/Too big: expected number to be <=(\d+)/, 'must be at most $1'],
];

const KIND: Record<string, string> = { number: 'a number', string: 'a text', boolean: 'true or false', object: 'a list or group of fields' };

function plain(msg: string, value: unknown, def: unknown): string {
  const i = msg.indexOf(': ');
  const path = i >= 0 ? msg.slice(0, i) : '';
  let text = i >= 0 ? msg.slice(i + 2) : msg;
  // a bare "Invalid input": say what the field holds in a shipped battle
  if (/^Invalid input$/.test(text) && def !== undefined) text = `must be ${KIND[typeof def] ?? typeof def}`;
  else for (const [re, to] of PLAIN) if (re.test(text)) { text = text.replace(re, to); break; }
  const shown = value === undefined || (value !== null && typeof value === 'object') ? '' : ` (found ${JSON.stringify(value)})`;
  return path ? `${path} ${text}${text.includes('found') || text.includes('"') ? '' : shown}` : text;
}

function pathOf(msg: string): (string | number)[] | null {
  const i = msg.indexOf(': ');
  if (i < 0) return null;
  const out: (string | number)[] = [];
  for (const part of msg.slice(0, i).split('.')) {
    const m = /^([^[\]]*)((\[\d+\])*)$/.exec(part);
    if (!m) return null;
    if (m[1]) out.push(m[1]);
    for (const ix of m[2].match(/\d+/g) ?? []) out.push(Number(ix));
  }
  return out.length ? out : null;
}

function get(o: unknown, path: (string | number)[]): unknown {
  let v: unknown = o;
  for (const k of path) { if (v === null || typeof v !== 'object') return undefined; v = (v as Record<string | number, unknown>)[k]; }
  return v;
}

/** Sets a path to the default battle's value there (or deletes it); false when nothing could change. */
function setAside(o: unknown, path: (string | number)[], fallback: unknown): boolean {
  let v: unknown = o;
  for (const k of path.slice(0, -1)) { if (v === null || typeof v !== 'object') return false; v = (v as Record<string | number, unknown>)[k]; }
  if (v === null || typeof v !== 'object') return false;
  const last = path[path.length - 1];
  const rec = v as Record<string | number, unknown>;
  const def = get(fallback, path);
  if (def !== undefined && JSON.stringify(def) !== JSON.stringify(rec[last])) { rec[last] = structuredClone(def); return true; }
  if (Array.isArray(v) && typeof last === 'number') return false;
  if (last in rec) { delete rec[last]; return true; }
  return false;
}

/** Checks a scenario given as JSON text or a parsed value; lists every problem found, in plain words. */
export function checkScenario(input: unknown): Checked {
  let value: unknown = input;
  if (typeof input === 'string') {
    try { value = JSON.parse(input); } catch (e) { return { ok: false, errors: [`the file is not JSON: ${e instanceof Error ? e.message : String(e)}`] }; }
  }
  const first = parseScenario(value);
  if (first.ok) return first;
  const errors: string[] = [];
  const seen = new Set<string>();
  const fallback = getScenario(DEFAULT_SCENARIO);
  let work: unknown = structuredClone(value);
  let r: ReturnType<typeof parseScenario> = first;
  for (let round = 0; round < 5 && !r.ok; round++) {
    let changed = false;
    const errs: string[] = r.errors;
    for (const msg of errs) {
      if (seen.has(msg)) continue;
      seen.add(msg);
      const path = pathOf(msg);
      errors.push(plain(msg, path ? get(value, path) : undefined, path ? get(fallback, path) : undefined));
      if (path && setAside(work, path, fallback)) changed = true;
    }
    if (!changed) break;
    r = parseScenario(work);
    work = structuredClone(work);
  }
  return { ok: false, errors };
}
