// Reads the newest V8 .cpuprofile in a folder and prints each function's share of the samples
// (self time), highest first, plus the share spent inside wasm. Run by `npm run bench:profile`
// after bench/profile.ts; alone: node --import tsx bench/profile-summary.ts [DIR] [TOP].
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; hitCount?: number; children?: number[] }

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
  // inclusive time: samples with the function anywhere on the stack (counted once per stack)
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  const onStack = new Map<string, number>();
  const walk = (id: number): void => {
    const n = byId.get(id)!;
    const name = n.callFrame.functionName || '(anonymous)';
    const depth = onStack.get(name) ?? 0;
    onStack.set(name, depth + 1);
    const h = n.hitCount ?? 0;
    if (h > 0) for (const [f, d] of onStack) if (d > 0) incl.set(f, (incl.get(f) ?? 0) + h);
    for (const c of n.children ?? []) walk(c);
    onStack.set(name, depth);
  };
  walk(p.nodes[0].id);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`${file}: ${total} samples, ${((100 * wasm) / total).toFixed(1)}% inside wasm; self time:`);
  for (const [name, h] of rows) console.log(`  ${((100 * h) / total).toFixed(1).padStart(5)}%  ${name}`);
  const inRows = [...incl.entries()].filter(([f]) => f.startsWith('assembly/')).sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log('inclusive time (the function or anything it calls), rules core only:');
  for (const [name, h] of inRows) console.log(`  ${((100 * h) / total).toFixed(1).padStart(5)}%  ${name}`);
}

const dir = process.argv[2] ?? 'build/profile';
const f = newest(dir);
if (!f) {
  console.error(`bench: no .cpuprofile in ${dir}`);
  process.exit(1);
}
report(f, Number(process.argv[3] ?? '30'));
