// The docs and the `vex` parser agree: every `vex <sub> --flag` shown in README.md and docs/*.md
// (inline code and code blocks) names a real subcommand and a flag that subcommand's parser accepts,
// and every flag that `vex <sub> --help` lists is documented in that subcommand's section of
// docs/cli.md. The parser's flags are read from the real launcher's `--help` output.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runVex, ROOT } from './run-vex.js';

/** A `vex` use found in a document: where, the subcommand ('' for the program itself), its flags. */
interface VexUse {
  where: string;
  sub: string;
  flags: string[];
}

/** Flags of each command's parser, by subcommand ('' = the program, 'selfplay merge' nested). */
type ParserFlags = Map<string, Set<string>>;

/** Parses commander help: the flags of "Options:" and the names under "Commands:". */
function parseHelp(text: string): { flags: Set<string>; commands: string[] } {
  const flags = new Set<string>(), commands: string[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (/^\S.*:$/.test(line)) section = line;
    const m = /^ {2}(\S.*?)(?: {2,}|$)/.exec(line); // entries sit at two spaces; wrapped text deeper
    if (!m) continue;
    if (section === 'Options:') for (const part of m[1].split(', ')) flags.add(part.split(' ')[0]);
    if (section === 'Commands:') commands.push(m[1].split(' ')[0]);
  }
  return { flags, commands };
}

/** Snippets of shell text: each fenced block line (joined over `\` continuations) and each inline code span. */
function snippets(md: string): string[] {
  const out: string[] = [];
  const prose: string[] = [];
  let fenced = false;
  for (const line of md.replace(/\\\n/g, ' ').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (fenced) out.push(line.replace(/^\s*\$\s/, ''));
    else prose.push(line);
  }
  for (const m of prose.join('\n').matchAll(/`([^`]+)`/g)) out.push(m[1].replace(/\n/g, ' '));
  return out;
}

/** The `vex` uses in one markdown text; `name` labels them for messages. */
function vexUses(md: string, name: string): VexUse[] {
  const uses: VexUse[] = [];
  for (const snip of snippets(md)) {
    const starts = [...snip.matchAll(/(?<![\w/.-])vex(?![\w:./-])/g)].map((m) => m.index);
    starts.forEach((start, i) => {
      let text = snip.slice(start + 3, starts[i + 1] ?? snip.length);
      text = text.split(/\s(?:#|\||;|&&|>)\s/)[0]; // a comment, pipe or next shell command ends it
      const words = text.trim().split(/\s+/).filter((w) => w !== '');
      let sub = '';
      if (words.length > 0 && /^[a-z][a-z-]*$/.test(words[0])) {
        sub = words.shift()!;
        if (sub === 'selfplay' && words[0] === 'merge') sub += ' ' + words.shift();
      } else if (words.length > 0 && !words[0].startsWith('-')) return; // a placeholder such as <cmd>
      const flags = words.filter((w) => /^--?[A-Za-z]/.test(w)).map((w) => w.split('=')[0].replace(/[,.)]+$/, ''));
      uses.push({ where: `${name}: ${snip.trim().slice(0, 100)}`, sub, flags });
    });
  }
  return uses;
}

/** The problems of a set of uses against the parser: unknown subcommands and flags, one line each. */
function mismatches(uses: VexUse[], parser: ParserFlags): string[] {
  const bad: string[] = [];
  for (const u of uses) {
    const known = parser.get(u.sub);
    if (!known) {
      bad.push(`${u.where}: no subcommand "${u.sub}"`);
      continue;
    }
    for (const f of u.flags) if (!known.has(f)) bad.push(`${u.where}: "vex ${u.sub}" has no flag ${f}`);
  }
  return bad;
}

/** The docs/cli.md section of each subcommand: the text under its `## sub` heading (sub-headings included). */
function cliSections(md: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current: string | undefined;
  for (const line of md.split('\n')) {
    const h = /^## (.+)$/.exec(line);
    if (h) current = h[1].replace(/`/g, '').trim();
    else if (current !== undefined) sections.set(current, (sections.get(current) ?? '') + line + '\n');
  }
  return sections;
}

/** README.md, docs/*.md and the folder READMEs (training/ is the Python package's, checked by its own tests). */
const FOLDERS = ['src', 'assembly', 'web', 'models', 'bench', 'deploy'];
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ...FOLDERS.flatMap((d) => readdirSync(join(ROOT, d), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('README.md') && !f.includes('node_modules')).map((f) => `${d}/${f}`)),
];
const parser: ParserFlags = new Map();

beforeAll(async () => {
  const top = await runVex(['--help']);
  expect(top.code).toBe(0);
  const program = parseHelp(top.stdout);
  parser.set('', program.flags);
  const subs = program.commands.filter((c) => c !== 'help');
  parser.set('help', new Set(['-h', '--help']));
  const helps = await Promise.all(subs.map((s) => runVex([s, '--help'])));
  subs.forEach((s, i) => {
    const h = parseHelp(helps[i].stdout);
    parser.set(s, h.flags);
    for (const nested of h.commands) parser.set(`${s} ${nested}`, new Set());
  });
  for (const key of [...parser.keys()].filter((k) => k.includes(' '))) {
    const r = await runVex([...key.split(' '), '--help']);
    parser.set(key, parseHelp(r.stdout).flags);
  }
});

describe('docs name only subcommands and flags that vex accepts', () => {
  it('the parser was read (every command with its flags)', () => {
    for (const s of ['scenarios', 'validate', 'play', 'replay', 'perft', 'arena', 'selfplay', 'selfplay merge', 'serve']) {
      expect(parser.get(s)?.has('--help'), s).toBe(true);
    }
    expect(parser.get('play')?.has('--seats')).toBe(true);
  });

  it.each(DOCS)('%s', (doc) => {
    const uses = vexUses(readFileSync(join(ROOT, doc), 'utf8'), doc);
    expect(mismatches(uses, parser)).toEqual([]);
  });

  it('docs/cli.md and README.md show vex in use (the extraction finds them)', () => {
    const cli = vexUses(readFileSync(join(ROOT, 'docs/cli.md'), 'utf8'), 'cli.md');
    expect(cli.some((u) => u.sub === 'perft' && u.flags.includes('--divide'))).toBe(true);
    const readme = vexUses(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md');
    expect(readme.some((u) => u.sub === 'arena' && u.flags.includes('--jobs'))).toBe(true);
  });

  it('fails when a doc names a flag or subcommand the CLI does not know', () => {
    const cli = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');
    const bogus = cli + '\nRun `vex play --bogus-flag 3` or\n```\n$ vex perft -s 001 -d 1 --no-such-flag\n$ vex fly --seed 1\n```\n';
    const before = new Set(mismatches(vexUses(cli, 'copy'), parser));
    const bad = mismatches(vexUses(bogus, 'copy'), parser).filter((b) => !before.has(b));
    expect(bad).toHaveLength(3);
    for (const p of [/"vex play" has no flag --bogus-flag$/, /"vex perft" has no flag --no-such-flag$/, /no subcommand "fly"$/]) {
      expect(bad.some((b) => p.test(b)), String(p)).toBe(true);
    }
  });
});

describe('docs/cli.md documents every flag of every subcommand', () => {
  it('each subcommand has its section, and names each flag of its --help there', () => {
    const sections = cliSections(readFileSync(join(ROOT, 'docs/cli.md'), 'utf8'));
    const missing: string[] = [];
    for (const [sub, flags] of parser) {
      if (sub === '' || sub === 'help') continue;
      const text = sections.get(sub);
      if (text === undefined) {
        missing.push(`no "## ${sub}" section`);
        continue;
      }
      for (const f of flags) {
        if (f === '-h' || f === '--help') continue;
        if (!new RegExp(`(?<![\\w-])${f}(?![\\w-])`).test(text)) missing.push(`## ${sub}: ${f}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
