// Loads and instantiates the rules-core WebAssembly module. The only place that reads build/cc*.wasm.
// Callers: src/core/game.ts (one instance per Game) and tests. Works in Node and in browsers/workers.
import { instantiate } from '../../build/cc.debug.js';
import { coreImports, loadWasmModule } from './wasm-module.js';

export type CoreBuild = 'debug' | 'release';

/** Raw exports of the core: functions take and return integers; globals are WebAssembly.Global. */
export type CoreExports = Record<string, any> & { memory: WebAssembly.Memory };

function wasmUrl(build: CoreBuild): URL {
  return new URL(build === 'debug' ? '../../build/cc.debug.wasm' : '../../build/cc.wasm', import.meta.url);
}

/** Compiles the module once per build kind and process. */
export function loadCoreModule(build: CoreBuild = 'release'): Promise<WebAssembly.Module> {
  return loadWasmModule(wasmUrl(build), 'rules core');
}

/** A fresh, independent instance: its own memory, its own scenario and states. */
export async function instantiateCore(build: CoreBuild = 'release'): Promise<CoreExports> {
  return (await instantiate(await loadCoreModule(build), coreImports('rules core'))) as CoreExports;
}
