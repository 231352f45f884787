// Runs the Python tests (training/tests) with Debian's /usr/bin/python3, which is the interpreter
// that sees python3-numpy and python3-pytest. Writes the log to $VEX_PYTEST_LOG when set.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

if (!existsSync('training/tests')) {
  console.log('no Python tests yet');
  process.exit(0);
}
const py = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const r = spawnSync(py, ['-m', 'pytest', '-q', 'training/tests'], { encoding: 'utf8' });
const out = (r.stdout ?? '') + (r.stderr ?? '');
process.stdout.write(out);
if (process.env.VEX_PYTEST_LOG) writeFileSync(process.env.VEX_PYTEST_LOG, out);
process.exit(r.status ?? 1);
