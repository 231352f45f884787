// Test helper: every file under a directory as relative path -> bytes, and a byte-for-byte
// comparison of two such trees (self-play shard, merge, Slurm and Kubernetes tests).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/** Every file under dir (relative path -> bytes), files named in `skip` left out. */
export function tree(dir: string, skip: string[] = []): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const f of readdirSync(d).sort()) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!skip.includes(f)) out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

export function expectSameTree(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...b.keys()]).toEqual([...a.keys()]);
  for (const [k, v] of a) expect(b.get(k)!.equals(v), k).toBe(true);
}
