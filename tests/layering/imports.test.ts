// Layering (DESIGN "Layout"; issue 17): every folder of assembly/ and src/ opens with a README that
// lists its modules lowest first, and a module may import only modules listed above it. This test
// reads every relative import of every source file under assembly/ and src/, finds the folder where
// the importer and the imported file part (their lowest common folder), and checks the two entries
// there (a file, or a subfolder as `name/`) against that folder's README order (for two top
// folders, such as src/agents/ and src/eval/, that is src/README.md or assembly/README.md); a subfolder listed
// as `name/*.ts` is one layer of peers (no order inside it, no README of its own needed). It also checks that
// assembly/ imports nothing outside itself and that assembly/common/ never imports assembly/cc/.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TREES = ['assembly', 'src'];
const SOURCE = /\.(ts|mjs|js)$/;

function walk(dir: string, out: string[]): string[] {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(e) && !e.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Relative import specifiers of a file (import/export ... from, bare import, dynamic import). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('//'))
    .join('\n');
  const specs: string[] = [];
  const re = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) specs.push(m[2]);
  return specs;
}

/** The file an import specifier names (.js written for .ts, folder imports not used here). */
function resolveSpec(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const c of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, base.replace(/\.mjs$/, '.mts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return undefined;
}

/** The entries a folder's README lists, in order: backticked `name.ts` / `name.mjs` / `name/`. */
const readmeCache = new Map<string, string[] | null>();
function readmeOrder(folder: string): string[] | null {
  if (readmeCache.has(folder)) return readmeCache.get(folder)!;
  const f = join(folder, 'README.md');
  let order: string[] | null = null;
  if (existsSync(f)) {
    order = [];
    // `name.ts`, `name/`, or `name/*.ts` (a folder of peers listed as one layer)
    const re = /`([A-Za-z0-9_.-]+(?:\.(?:ts|mjs|js)|\/(?:\*\.ts)?))`/g;
    const text = readFileSync(f, 'utf8');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const e = m[1].replace(/\*\.ts$/, '');
      if (!order.includes(e)) order.push(e);
    }
  }
  readmeCache.set(folder, order);
  return order;
}

/** A folder its parent's README lists as `name/*.ts`: its modules are one layer, in no order. */
function peerLayer(folder: string): boolean {
  const readme = join(dirname(folder), 'README.md');
  if (!existsSync(readme)) return false;
  return readFileSync(readme, 'utf8').includes(`\`${folder.split(sep).pop()}/*.ts\``);
}

interface Violation { file: string; imports: string; why: string }

function check(): { violations: Violation[]; edges: number } {
  const violations: Violation[] = [];
  let edges = 0;
  for (const tree of TREES) {
    for (const file of walk(join(ROOT, tree), [])) {
      for (const spec of importsOf(file)) {
        const target = resolveSpec(file, spec);
        const rel = relative(ROOT, file);
        if (!target) { violations.push({ file: rel, imports: spec, why: 'does not resolve to a file' }); continue; }
        const trel = relative(ROOT, target);
        edges++;
        if (tree === 'assembly' && !trel.startsWith(`assembly${sep}`)) {
          violations.push({ file: rel, imports: trel, why: 'assembly/ imports nothing outside assembly/' });
          continue;
        }
        if (rel.startsWith(join('assembly', 'common')) && trel.startsWith(join('assembly', 'cc'))) {
          violations.push({ file: rel, imports: trel, why: 'assembly/common/ is below assembly/cc/' });
          continue;
        }
        // the lowest common folder and the two entries in it
        const a = rel.split(sep), b = trel.split(sep);
        let i = 0;
        while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
        if (i < 1) continue; // between assembly/ and src/: the boundary checks above
        const folder = join(ROOT, ...a.slice(0, i));
        const ea = i === a.length - 1 ? a[i] : `${a[i]}/`;
        const eb = i === b.length - 1 ? b[i] : `${b[i]}/`;
        if (ea === eb) continue;
        const order = readmeOrder(folder);
        const where = relative(ROOT, folder);
        if (!order && peerLayer(folder)) continue;
        if (!order) { violations.push({ file: rel, imports: trel, why: `${where}/ has no README.md` }); continue; }
        const ia = order.indexOf(ea), ib = order.indexOf(eb);
        if (ia < 0) violations.push({ file: rel, imports: trel, why: `${ea} is not listed in ${where}/README.md` });
        else if (ib < 0) violations.push({ file: rel, imports: trel, why: `${eb} is not listed in ${where}/README.md` });
        else if (ib >= ia) violations.push({ file: rel, imports: trel, why: `${where}/README.md lists ${eb} after ${ea}` });
      }
    }
  }
  return { violations, edges };
}

describe('layering: imports follow the folder READMEs', () => {
  it('assembly/README.md and src/README.md list every top folder with source files (and src/index.ts)', () => {
    for (const tree of TREES) {
      const order = readmeOrder(join(ROOT, tree));
      expect(order, `${tree}/README.md`).not.toBeNull();
      const top = readdirSync(join(ROOT, tree))
        .filter((e) => statSync(join(ROOT, tree, e)).isDirectory() ? walk(join(ROOT, tree, e), []).length > 0 : SOURCE.test(e) && !e.endsWith('.d.ts'))
        .map((e) => (statSync(join(ROOT, tree, e)).isDirectory() ? `${e}/` : e));
      expect(top.length).toBeGreaterThan(1);
      expect(top.filter((e) => !order!.includes(e)), `${tree}/README.md misses`).toEqual([]);
    }
  });

  it('every import in assembly/ and src/ goes to a module listed above the importer', () => {
    const { violations, edges } = check();
    expect(edges).toBeGreaterThan(100);
    expect(violations.map((v) => `${v.file} -> ${v.imports}: ${v.why}`)).toEqual([]);
  });
});
