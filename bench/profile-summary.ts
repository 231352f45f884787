// Reads the newest V8 .cpuprofile in a folder and prints each function's share of the samples
// (self time), highest first, plus the share spent inside wasm. Run by `npm run bench:profile`
// after bench/profile.ts; alone: node --import tsx bench/profile-summary.ts [DIR] [TOP].
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; hitCount?: number }

function newest(dir: string): string | undefined {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  files.sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs);
  return files[0] ? join(dir, files[0]) : undefined;
}

function report(file: string, top: number): void {
  const p = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const self = new Map<string, number>();
  let total = 0, wasm = 0;
  for (const n of p.nodes) {
    const h = n.hitCount ?? 0;
    if (h === 0) continue;
    const name = n.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') { total += h; self.set(name, (self.get(name) ?? 0) + h); continue; }
    total += h;
    if (n.callFrame.url.startsWith('wasm://')) wasm += h;
    self.set(name, (self.get(name) ?? 0) + h);
  }
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`${file}: ${total} samples, ${((100 * wasm) / total).toFixed(1)}% inside wasm; self time:`);
  for (const [name, h] of rows) console.log(`  ${((100 * h) / total).toFixed(1).padStart(5)}%  ${name}`);
}

const dir = process.argv[2] ?? 'build/profile';
const f = newest(dir);
if (!f) {
  console.error(`bench: no .cpuprofile in ${dir}`);
  process.exit(1);
}
report(f, Number(process.argv[3] ?? '30'));
