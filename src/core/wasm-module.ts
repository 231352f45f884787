// What every wasm rules core's loader shares: compiling a module from its URL (a file read in Node,
// a streaming fetch in browsers and workers), once per URL and process, and the imports an
// AssemblyScript core expects (abort, seed). Callers: wasm.ts (the C&C core) and bi-wasm.ts (Blood &
// Iron), which keep their own URLs so that bundlers see each `new URL(..., import.meta.url)`.

const moduleCache = new Map<string, Promise<WebAssembly.Module>>();

async function compile(url: URL, name: string): Promise<WebAssembly.Module> {
  const isNode = typeof process !== 'undefined' && !!process.versions?.node && url.protocol === 'file:';
  if (!isNode) return WebAssembly.compileStreaming(fetch(url));
  const { readFile } = await import('node:fs/promises');
  let bytes: Uint8Array;
  try {
    bytes = await readFile(url);
  } catch {
    throw new Error(`the ${name} ${url.pathname} is not built: run "npm run build:core" first`);
  }
  return WebAssembly.compile(new Uint8Array(bytes));
}

/** Compiles the module at `url` once per process; `name` words the error when it is not built. */
export function loadWasmModule(url: URL, name: string): Promise<WebAssembly.Module> {
  let p = moduleCache.get(url.href);
  if (!p) {
    p = compile(url, name);
    moduleCache.set(url.href, p);
  }
  return p;
}

/** The host imports of an AssemblyScript core: a failed assertion throws one line naming the core. */
export function coreImports(name: string): { env: WebAssembly.ModuleImports } {
  return {
    env: {
      abort(_msg: number, _file: number, line: number, col: number) {
        throw new Error(`${name} assertion failed at line ${line}:${col}`);
      },
      seed() {
        return Date.now();
      },
    },
  };
}
