// Vite configuration of the web app (web/). `npm run build` writes static files to dist/web
// that work from any static host (relative base). Dev and preview send the cross-origin isolation
// headers (COOP/COEP) so SharedArrayBuffer is available where a future multi-threaded search needs
// it; the app itself works single-threaded without them. Vitest has its own vitest.config.ts.
// onnxruntime-web (the experimental neural level, web/src/neural-search.ts) is resolved to its
// wasm-only build: the default entry also carries WebGPU and a 28 MB wasm the app never uses.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * src/core/wasm.ts picks its module with `new URL(build === 'debug' ? 'a.wasm' : 'b.wasm',
 * import.meta.url)`. Vite only bundles `new URL()` calls whose first argument is a plain string, so
 * this rewrites the one conditional into one static call for the release core (the browser never
 * runs the debug core, so dist/web does not carry it; Node runs the file unchanged). The build
 * fails loudly if the pattern ever stops matching, rather than shipping an app without its core.
 */
function staticWasmUrls(): Plugin {
  const pattern = /new URL\((\w+) === '(\w+)' \? ('[^']+\.wasm') : ('[^']+\.wasm'), import\.meta\.url\)/;
  return {
    name: 'vexillum-static-wasm-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/core\/(bi-)?wasm\.ts$/.test(id.replace(/\\/g, '/'))) return null; // the C&C and the Blood & Iron core
      if (!pattern.test(code)) {
        this.error(`${id}: the wasm URL expression changed; update staticWasmUrls() in vite.config.ts`);
      }
      // the browser only ever runs the release core: the debug build is not shipped in dist/web
      return code.replace(pattern, (_m, v, k, _a, b) =>
        `(${v} === '${k}' ? (() => { throw new Error('the debug core is not part of the web build'); })() : new URL(${b}, import.meta.url))`);
    },
  };
}

export default defineConfig({
  plugins: [staticWasmUrls()],
  root: fileURLToPath(new URL('./web', import.meta.url)),
  base: './',
  publicDir: false,
  // the CPU (wasm) build of onnxruntime-web: one ~14 MB .wasm, fetched only by the neural level
  resolve: { alias: [{ find: /^onnxruntime-web$/, replacement: 'onnxruntime-web/wasm' }] },
  // pre-bundling would move onnxruntime-web away from its .wasm; the loader names the file anyway
  optimizeDeps: { exclude: ['onnxruntime-web'] },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  worker: { format: 'es', plugins: () => [staticWasmUrls()] },
  server: { host: '127.0.0.1', port: 5173, headers: isolation },
  preview: { host: '127.0.0.1', port: 5173, headers: isolation },
});
