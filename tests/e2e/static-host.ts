// Hosting for the e2e tests (web.test.ts, neural.test.ts): `startApp` builds the web app, serves it
// with vite preview and launches Debian's chromium; `serveStatic` serves a built app folder from a
// plain static server with no cross-origin isolation headers, as a simple web host would, so the
// tests can check that the app runs single-threaded without SharedArrayBuffer.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json',
};

export interface StaticHost { url: string; close(): Promise<void> }

/** Serves `dir` on a free port of 127.0.0.1; paths outside it and missing files answer 404. */
export async function serveStatic(dir: string): Promise<StaticHost> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The built app served by `vite preview` and a headless Debian chromium (the e2e tests' setup). */
export interface AppUnderTest { out: string; url: string; browser: Browser; close(): Promise<void> }

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Builds the web app into a fresh temporary folder (the wasm core first if it is missing), serves
 * it with `vite preview` on 127.0.0.1 and launches chromium. `close()` undoes all three.
 */
export async function startApp(root: string, prefix: string): Promise<AppUnderTest> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; .ci/run does it)`);
  if (!existsSync(join(root, 'build/cc.wasm')) || !existsSync(join(root, 'build/cc.debug.js'))) {
    execSync('npm run build:core', { cwd: root, stdio: 'inherit' });
  }
  const out = mkdtempSync(join(tmpdir(), prefix));
  const configFile = join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
  const server: PreviewServer = await preview({ configFile, logLevel: 'error', build: { outDir: out }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls!.local[0];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    out, url, browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
