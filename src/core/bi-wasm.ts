// Loads and instantiates the Blood & Iron rules core (build/bi.wasm, build/bi.debug.wasm). The only
// place that reads those files. Callers: src/games/blood-and-iron/state.ts and tests. Works in Node
// and in browsers/workers; one module compile per build kind and process.
import { instantiate } from '../../build/bi.debug.js';
import { coreImports, loadWasmModule } from './wasm-module.js';

export type BiBuild = 'debug' | 'release';
/** Raw exports of the core: functions take and return integers; globals are WebAssembly.Global. */
export type BiExports = Record<string, any> & { memory: WebAssembly.Memory };

function wasmUrl(build: BiBuild): URL {
  return new URL(build === 'debug' ? '../../build/bi.debug.wasm' : '../../build/bi.wasm', import.meta.url);
}

export function loadBiModule(build: BiBuild = 'release'): Promise<WebAssembly.Module> {
  return loadWasmModule(wasmUrl(build), 'Blood & Iron core');
}

/** A fresh, independent instance of the Blood & Iron core. */
export async function instantiateBi(build: BiBuild = 'release'): Promise<BiExports> {
  return (await instantiate(await loadBiModule(build), coreImports('Blood & Iron core'))) as BiExports;
}
