// Shared output half of the scenario converters (scripts/convert-scenarios.ts for Ancients,
// scripts/convert-austerlitz.ts for Napoleonics): the stable JSON layout of a scenario file, the
// write-or-check loop over converted files, and the command-line wrapper that turns an Error into
// one line and exit 1. Each converter keeps its own data reading and conversion.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

/** True for a value printed on one line: a scalar, or an object/array of scalars. */
function isFlat(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return true;
  return Object.values(v).every((x) => x === null || typeof x !== 'object');
}

/** JSON with one terrain tile / unit per line; stable because key order comes from the converter. */
export function formatJson(v: unknown, indent = ''): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((x) => x === null || typeof x !== 'object')) return JSON.stringify(v).replace(/,/g, ', ');
    return `[\n${v.map((x) => inner + formatJson(x, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return '{}';
  if (indent !== '' && isFlat(v)) {
    return `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`).join(', ')} }`;
  }
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${formatJson(x, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * Validates each converted file, then writes it to `outDir/<id>.json`, or with `check` only
 * compares it with the committed file and reports each stale one. Returns the number stale.
 */
export async function writeScenarioFiles<F extends { id: string }>(
  files: readonly F[],
  outDir: string,
  check: boolean,
  validate: (file: F) => { ok: true } | { ok: false; errors: string[] },
): Promise<number> {
  await mkdir(outDir, { recursive: true });
  let stale = 0;
  for (const file of files) {
    const parsed = validate(file);
    if (!parsed.ok) throw new Error(`${file.id} does not validate:\n  ${parsed.errors.join('\n  ')}`);
    const text = formatJson(file) + '\n';
    const target = path.join(outDir, `${file.id}.json`);
    if (check) {
      const old = await readFile(target, 'utf8').catch(() => '');
      if (old !== text) {
        stale++;
        console.error(`stale: ${path.relative(process.cwd(), target)}`);
      }
    } else {
      await writeFile(target, text);
      console.log(`wrote ${path.relative(process.cwd(), target)}`);
    }
  }
  return stale;
}

/** Runs `main` when `moduleUrl` is the script node was started with; an Error becomes one line, exit 1. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
