// Spawns `node bin/vex.js ARGS` (the real launcher, as users run it) and collects its output.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const VEX = fileURLToPath(new URL('../../bin/vex.js', import.meta.url));

export interface VexRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runVex(args: string[], opts: { input?: string; cwd?: string } = {}): Promise<VexRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VEX, ...args], { cwd: opts.cwd ?? ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}

/** No line of stderr looks like a stack frame. */
export function hasStackTrace(text: string): boolean {
  return text.split('\n').some((l) => /^\s+at\s/.test(l) || /node:internal/.test(l));
}
