// Temporary directories for tests that write files (CLI, self-play, npz, ONNX and scenario-file
// tests): made under the OS temp dir with a recognisable prefix and removed again, so repeated
// test runs leave nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

function make(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A directory removed when the current test finishes (call inside `it`). */
export function testTempDir(prefix: string): string {
  const { dir, remove } = make(prefix);
  onTestFinished(remove);
  return dir;
}

/** A directory removed after the enclosing suite's (or file's) tests (call in `describe` or at top level). */
export function suiteTempDir(prefix: string): string {
  const { dir, remove } = make(prefix);
  afterAll(remove);
  return dir;
}
