// Runs the Python tests (training/tests) in a virtual environment at .venv (gitignored), made from
// Debian's /usr/bin/python3 with --system-site-packages so Debian's numpy, pytest and torch are
// seen, with pettingzoo and gymnasium installed into it by pip (PyPI, or the machine's configured
// wheel mirror). Never installs into the system Python. When a step cannot be done it stops with
// one line naming the command to run; no test is skipped silently. Writes the pytest log to
// $VEX_PYTEST_LOG when set. Called by `npm run test:py` (and so by `npm test`).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const VENV = '.venv';
const PY = `${VENV}/bin/python`;
// keep in step with training/pyproject.toml
const PIP_PACKAGES = ['pettingzoo>=1.24,<2', 'gymnasium>=1.0,<2'];

const run = (cmd, args, quiet = true) => spawnSync(cmd, args, { encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
const fail = (line) => {
  console.error(line);
  process.exit(1);
};

if (!existsSync('training/tests')) {
  console.log('no Python tests yet');
  process.exit(0);
}
const base = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const venvHelp = `run \`apt-get install python3-venv\` (scripts/debian-packages.txt), then \`${base} -m venv --system-site-packages ${VENV}\``;
if (!existsSync(PY)) {
  const r = run(base, ['-m', 'venv', '--system-site-packages', VENV]);
  if (r.status !== 0) {
    rmSync(VENV, { recursive: true, force: true }); // a half-made venv (no ensurepip) would stay broken
    fail(`cannot create ${VENV}: ${venvHelp}`);
  }
}
const has = (mods) => run(PY, ['-c', `import ${mods}`]).status === 0;
if (!has('numpy, pytest')) fail('numpy or pytest is missing: run `apt-get install python3-numpy python3-pytest` (scripts/debian-packages.txt)');
if (!has('pettingzoo, gymnasium')) {
  if (run(PY, ['-m', 'pip', '--version']).status !== 0) {
    rmSync(VENV, { recursive: true, force: true });
    fail(`${VENV} has no pip (made without python3-venv?); it was removed: ${venvHelp}`);
  }
  console.log(`installing ${PIP_PACKAGES.join(' ')} into ${VENV} (pip)…`);
  const r = run(PY, ['-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', '-q', ...PIP_PACKAGES], false);
  if (r.status !== 0 || !has('pettingzoo, gymnasium')) fail(`cannot install pettingzoo and gymnasium: run \`${PY} -m pip install '${PIP_PACKAGES.join("' '")}'\` and read its error`);
}
const r = run(PY, ['-m', 'pytest', '-q', 'training/tests']);
const out = (r.stdout ?? '') + (r.stderr ?? '');
process.stdout.write(out);
if (process.env.VEX_PYTEST_LOG) writeFileSync(process.env.VEX_PYTEST_LOG, out);
process.exit(r.status ?? 1);
