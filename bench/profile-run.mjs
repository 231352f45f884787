// `npm run bench:profile [-- --seconds 10] [-- --top 30]`: builds the release core with its
// function names kept (`--debug` adds the name section; the optimization level stays the release
// target's) into build/cc.wasm, runs bench/profile.ts under `node --cpu-prof` (profile in
// build/profile/), prints the self-time shares (bench/profile-summary.ts), then writes the plain
// release build back.
import { execFileSync } from 'node:child_process';
const args = process.argv.slice(2);
const top = args.includes('--top') ? args[args.indexOf('--top') + 1] : '30';
const asc = ['node_modules/assemblyscript/bin/asc.js', 'assembly/cc/index.ts', '--target', 'release'];
const run = (a) => execFileSync(process.execPath, a, { stdio: 'inherit' });
run([...asc, '--debug']);
try {
  run(['--cpu-prof', '--cpu-prof-dir=build/profile', '--import', 'tsx', 'bench/profile.ts', ...args]);
  run(['--import', 'tsx', 'bench/profile-summary.ts', 'build/profile', top]);
} finally {
  run(asc);
}
