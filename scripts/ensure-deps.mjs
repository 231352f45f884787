// Runs before `npm start` and `npm test` (npm pre-scripts), so the README's two commands work on a
// bare Debian machine with only Node 20:
//   1. installs the locked npm dependencies when node_modules is missing or older than the lock;
//   2. for `test` only: installs the Debian packages of scripts/debian-packages.txt that are
//      missing (as root: `apt-get update` once, then `apt-get install -y`); when not root, or on a
//      machine without apt-get, it stops with one line naming the command to run. Nothing is
//      skipped silently.
// Usage: node scripts/ensure-deps.mjs start|test. Plain Node, no dependencies of its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const mode = process.argv[2] ?? 'test';
if (mode !== 'start' && mode !== 'test') {
  console.error(`ensure-deps: unknown mode "${mode}" (expected start or test)`);
  process.exit(2);
}

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts });
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function ensureNpm() {
  const lock = 'package-lock.json';
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.error('installing dependencies (npm ci)…');
  const r = run('npm', ['ci', '--no-audit', '--no-fund'], { shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error('npm ci failed: see the messages above');
    process.exit(r.status ?? 1);
  }
}

/** The package names of scripts/debian-packages.txt (comments and blank lines dropped). */
function debianPackages() {
  return readFileSync(new URL('./debian-packages.txt', import.meta.url), 'utf8')
    .split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
}

const installed = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed') ?? false;

function ensureDebian() {
  const wanted = debianPackages();
  if (!has('dpkg-query') || !has('apt-get')) {
    console.error(`ensure-deps: this is not a Debian machine; install the equivalents of: ${wanted.join(' ')} (then run npm test again)`);
    process.exit(1);
  }
  const missing = wanted.filter((p) => !installed(p));
  if (missing.length === 0) return;
  const cmd = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`ensure-deps: missing Debian packages ${missing.join(', ')}; run: sudo sh -c '${cmd}'`);
    process.exit(1);
  }
  console.error(`installing Debian packages: ${missing.join(' ')} (apt-get, a few minutes on a new machine)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const upd = run('apt-get', ['update', '-q'], { env });
  const inst = upd.status === 0 && run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], { env });
  const still = missing.filter((p) => !installed(p));
  if (!inst || inst.status !== 0 || still.length > 0) {
    console.error(`ensure-deps: apt-get could not install ${still.join(', ') || missing.join(', ')}; see the messages above, then run: ${cmd}`);
    process.exit(1);
  }
}

ensureNpm();
if (mode === 'test') ensureDebian();
