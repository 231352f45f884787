// Builds the rules core of another git ref for `npm run bench -- --against REF` (bench/core.bench.ts):
// `git archive REF` of the folders the core and its facade need, unpacked into build/against/<sha>/
// (inside build/, so Node resolves this checkout's node_modules; ignored by git, reused when the
// same commit is asked again), then this checkout's asc builds its debug bindings and release wasm
// (and the Blood & Iron core's debug build where the ref has one: its facade imports those bindings).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const NEEDED = ['assembly', 'src', 'asconfig.json', 'asconfig.bi.json', 'package.json', 'tsconfig.json'];

/** The unpacked, built tree of `ref` (a path); throws one clear message when the ref is unknown. */
export function buildRef(repo: string, ref: string): string {
  let sha: string;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    throw new Error(`--against: "${ref}" is not a commit of this repository`);
  }
  const dir = resolve(repo, 'build', 'against', sha.slice(0, 12));
  const hasBi = (d: string): boolean => existsSync(join(d, 'assembly', 'bi', 'index.ts'));
  const built = (d: string): boolean => existsSync(join(d, 'build', 'cc.wasm')) && existsSync(join(d, 'build', 'cc.debug.js'))
    && (!hasBi(d) || existsSync(join(d, 'build', 'bi.debug.js')));
  if (built(dir)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const present = NEEDED.filter((p) => {
    try {
      execFileSync('git', ['cat-file', '-e', `${sha}:${p}`], { cwd: repo, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  const tar = execFileSync('git', ['archive', '--format=tar', sha, ...present], { cwd: repo, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const asc = join(repo, 'node_modules', 'assemblyscript', 'bin', 'asc.js');
  for (const target of ['debug', 'release']) {
    execFileSync(process.execPath, [asc, 'assembly/cc/index.ts', '--target', target], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // a facade that also loads the Blood & Iron core (src/core/bi-wasm.ts) imports its bindings
  if (hasBi(dir)) {
    execFileSync(process.execPath, [asc, 'assembly/bi/index.ts', '--config', 'asconfig.bi.json', '--target', 'debug'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return dir;
}
