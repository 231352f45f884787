// Loads and instantiates the Blood & Iron rules core (build/bi.wasm, build/bi.debug.wasm). The only
// place that reads those files. Callers: src/games/blood-and-iron/state.ts and tests. Works in Node
// and in browsers/workers; one module compile per build kind and process.
import { instantiate } from '../../build/bi.debug.js';

export type BiBuild = 'debug' | 'release';
/** Raw exports of the core: functions take and return integers; globals are WebAssembly.Global. */
export type BiExports = Record<string, any> & { memory: WebAssembly.Memory };

const moduleCache = new Map<BiBuild, Promise<WebAssembly.Module>>();

function wasmUrl(build: BiBuild): URL {
  return new URL(build === 'debug' ? '../../build/bi.debug.wasm' : '../../build/bi.wasm', import.meta.url);
}

async function compile(build: BiBuild): Promise<WebAssembly.Module> {
  const url = wasmUrl(build);
  const isNode = typeof process !== 'undefined' && !!process.versions?.node && url.protocol === 'file:';
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    let bytes: Uint8Array;
    try {
      bytes = await readFile(url);
    } catch {
      throw new Error(`the Blood & Iron core ${url.pathname} is not built: run "npm run build:core" first`);
    }
    return WebAssembly.compile(new Uint8Array(bytes));
  }
  return WebAssembly.compileStreaming(fetch(url));
}

export function loadBiModule(build: BiBuild = 'release'): Promise<WebAssembly.Module> {
  let p = moduleCache.get(build);
  if (!p) {
    p = compile(build);
    moduleCache.set(build, p);
  }
  return p;
}

/** A fresh, independent instance of the Blood & Iron core. */
export async function instantiateBi(build: BiBuild = 'release'): Promise<BiExports> {
  const mod = await loadBiModule(build);
  const imports = {
    env: {
      abort(_msg: number, _file: number, line: number, col: number) {
        throw new Error(`Blood & Iron core assertion failed at line ${line}:${col}`);
      },
      seed() {
        return Date.now();
      },
    },
  };
  return (await instantiate(mod, imports)) as BiExports;
}
