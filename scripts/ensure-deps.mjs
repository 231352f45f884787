// Runs before `npm start` and `npm test` (npm pre-scripts): installs the locked dependencies when
// node_modules is missing or older than package-lock.json, so the README's two commands work on a
// fresh clone. Plain Node, no dependencies of its own.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.error('installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error('npm ci failed: see the messages above');
    process.exit(r.status ?? 1);
  }
}
