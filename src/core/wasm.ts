// Loads and instantiates the rules-core WebAssembly module. The only place that reads build/*.wasm.
// Callers: src/core/game.ts (one instance per Game) and tests. Works in Node and in browsers/workers.
import { instantiate } from '../../build/cc.debug.js';

export type CoreBuild = 'debug' | 'release';

/** Raw exports of the core: functions take and return integers; globals are WebAssembly.Global. */
export type CoreExports = Record<string, any> & { memory: WebAssembly.Memory };

const moduleCache = new Map<CoreBuild, Promise<WebAssembly.Module>>();

function wasmUrl(build: CoreBuild): URL {
  return new URL(build === 'debug' ? '../../build/cc.debug.wasm' : '../../build/cc.wasm', import.meta.url);
}

async function compile(build: CoreBuild): Promise<WebAssembly.Module> {
  const url = wasmUrl(build);
  const isNode = typeof process !== 'undefined' && !!process.versions?.node && url.protocol === 'file:';
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    let bytes: Uint8Array;
    try {
      bytes = await readFile(url);
    } catch {
      throw new Error(`the rules core ${url.pathname} is not built: run "npm run build" first`);
    }
    return WebAssembly.compile(new Uint8Array(bytes));
  }
  return WebAssembly.compileStreaming(fetch(url));
}

/** Compiles the module once per build kind and process. */
export function loadCoreModule(build: CoreBuild = 'release'): Promise<WebAssembly.Module> {
  let p = moduleCache.get(build);
  if (!p) {
    p = compile(build);
    moduleCache.set(build, p);
  }
  return p;
}

/** A fresh, independent instance: its own memory, its own scenario and states. */
export async function instantiateCore(build: CoreBuild = 'release'): Promise<CoreExports> {
  const mod = await loadCoreModule(build);
  const imports = {
    env: {
      abort(_msg: number, _file: number, line: number, col: number) {
        throw new Error(`rules core assertion failed at line ${line}:${col}`);
      },
      seed() {
        return Date.now();
      },
    },
  };
  return (await instantiate(mod, imports)) as CoreExports;
}
