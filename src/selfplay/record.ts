// Game records: one JSON object per game, one line each (JSON Lines), gzip-compressed when the file
// name ends in ".gz". A record holds everything needed to re-simulate a game: engine version,
// scenario id and content hash, seed, agent specs, every action text in order (chance outcomes
// included: "die:flag", "draw:o2l"), the result, final banners and the number of decisions.
// Versioned by RECORD_VERSION (bump it when a field changes meaning). Writers: `vex play --log`;
// readers: `vex replay`, training/vexillum (Python), tests. Pure data + Node file helpers; the
// zlib/fs imports are lazy so the data half also runs in a browser.

export const RECORD_FORMAT = 'vex-record';
export const RECORD_VERSION = 1;

export type SideName = 'bottom' | 'top';

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: number;
  engine: { name: string; version: string };
  game: 'ancients';
  /** `file` is set when the scenario came from a file rather than the registry. */
  scenario: { id: string; hash: string; file?: string };
  seed: number;
  agents: { bottom: string; top: string };
  /** Every action in order, as notation text (docs/notation.md), chance outcomes included. */
  actions: string[];
  /** winner null: the game stopped at the step limit before anyone won. */
  result: { winner: SideName | 'draw' | null; reason: 'banners' | 'step-limit' };
  banners: { bottom: number; top: number };
  /** Actions chosen by a side (actions.length minus chance outcomes). */
  decisions: number;
  turns: number;
}

/** Canonical JSON: object keys sorted, so equal content gives equal text. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/** FNV-1a 64-bit of a string's UTF-16 code units, as 16 hex digits. Portable; not cryptographic. */
export function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  const p = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * p) & mask;
  }
  return h.toString(16).padStart(16, '0');
}

/** Content hash of a (normalized) scenario: changes whenever anything the engine reads changes. */
export function scenarioHash(normalized: unknown): string {
  return fnv1a64(canonicalJson(normalized));
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isSide = (v: unknown) => v === 'bottom' || v === 'top';

/** Checks the shape of a parsed record; throws a one-line Error naming the first bad field. */
export function checkRecord(v: unknown): GameRecord {
  const bad = (field: string, want: string) => new Error(`not a game record: ${field} should be ${want}`);
  if (!isObj(v)) throw bad('the line', 'a JSON object');
  if (v.format !== RECORD_FORMAT) throw bad('format', `"${RECORD_FORMAT}"`);
  if (v.version !== RECORD_VERSION) throw new Error(`game record version ${String(v.version)} is not supported (this engine reads ${RECORD_VERSION})`);
  if (!isObj(v.engine) || typeof v.engine.name !== 'string' || typeof v.engine.version !== 'string') throw bad('engine', '{name, version}');
  if (v.game !== 'ancients') throw bad('game', '"ancients"');
  if (!isObj(v.scenario) || typeof v.scenario.id !== 'string' || typeof v.scenario.hash !== 'string') throw bad('scenario', '{id, hash}');
  if (v.scenario.file !== undefined && typeof v.scenario.file !== 'string') throw bad('scenario.file', 'a string');
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed)) throw bad('seed', 'an integer');
  if (!isObj(v.agents) || typeof v.agents.bottom !== 'string' || typeof v.agents.top !== 'string') throw bad('agents', '{bottom, top}');
  if (!Array.isArray(v.actions) || v.actions.some((a) => typeof a !== 'string')) throw bad('actions', 'an array of action texts');
  if (!isObj(v.result) || !(v.result.winner === null || v.result.winner === 'draw' || isSide(v.result.winner))) throw bad('result.winner', '"bottom", "top", "draw" or null');
  if (v.result.reason !== 'banners' && v.result.reason !== 'step-limit') throw bad('result.reason', '"banners" or "step-limit"');
  if (!isObj(v.banners) || typeof v.banners.bottom !== 'number' || typeof v.banners.top !== 'number') throw bad('banners', '{bottom, top}');
  if (typeof v.decisions !== 'number' || typeof v.turns !== 'number') throw bad('decisions/turns', 'numbers');
  return v as unknown as GameRecord;
}

/** One record as one line (no newline). */
export function recordToLine(r: GameRecord): string {
  return JSON.stringify(r);
}

/** Parses JSON-lines text into records; errors name the line number. Blank lines are skipped. */
export function parseRecords(text: string): GameRecord[] {
  return parseRecordLines(text, checkRecord);
}

/** JSON-lines text to records, each line checked by `check` (which throws one line); errors name the line. */
export function parseRecordLines<T>(text: string, check: (v: unknown) => T): T[] {
  const out: T[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw new Error(`line ${i + 1}: not valid JSON`);
    }
    try {
      out.push(check(v));
    } catch (e) {
      throw new Error(`line ${i + 1}: ${(e as Error).message}`);
    }
  }
  return out;
}

/** Writes records (of any kind: Ancients or contract-record.ts) to `path` (gzip when it ends in ".gz"); replaces the file. */
export async function writeRecords(path: string, records: readonly object[]): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  const text = records.map((r) => JSON.stringify(r) + '\n').join('');
  if (path.endsWith('.gz')) {
    const { gzipSync } = await import('node:zlib');
    await writeFile(path, gzipSync(Buffer.from(text, 'utf8')));
  } else await writeFile(path, text, 'utf8');
}

/** Reads a records file, plain or gzip (detected by its magic bytes). Throws one-line Errors. */
export function readRecords(path: string): Promise<GameRecord[]> {
  return readRecordLines(path, checkRecord);
}

/** Reads a records file of any record kind `check` accepts (see readRecords). Throws one-line Errors. */
export async function readRecordLines<T>(path: string, check: (v: unknown) => T): Promise<T[]> {
  const { readFile } = await import('node:fs/promises');
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (e as Error).message.split('\n')[0]}`);
  }
  let text: string;
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const { gunzipSync } = await import('node:zlib');
    try {
      text = gunzipSync(bytes).toString('utf8');
    } catch {
      throw new Error(`${path}: corrupt gzip data`);
    }
  } else text = bytes.toString('utf8');
  try {
    const records = parseRecordLines(text, check);
    if (records.length === 0) throw new Error('no game records');
    return records;
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}
