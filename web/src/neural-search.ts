// The shipped network in the browser: models/ancients-small.onnx through the engine's ONNX
// evaluator (src/eval/onnx.ts). Node loads a model from disk (OnnxEvaluator.fromFile); here vite
// serves the model and onnxruntime's .wasm as assets (`?url` imports: copied into dist/web by
// `npm run build`, served by the dev server and `vite preview`), the worker fetches the model's
// bytes and hands them with the card to OnnxEvaluator.fromBytes, which runs the engine's own card
// check (versions, sizes, board) and refuses a model that does not fit with one line. onnxruntime
// runs single-threaded (the evaluator sets numThreads = 1), so no SharedArrayBuffer or
// cross-origin isolation is needed.
// Runs only inside the AI worker (ai-worker.ts), once per worker: the evaluator is kept for the
// game and serves both the neural level (PUCT) and the guided level (MCTS with root and node
// priors, src/agents/mcts.ts).
import * as ort from 'onnxruntime-web';
import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import modelUrl from '../../models/ancients-small.onnx?url';
import type { GameRef } from '../../src/core/contract.js';
import { OnnxEvaluator } from '../../src/eval/onnx.js';
import { NEURAL_CARD } from './neural.js';
import { fetchCached, type LoadProgress } from './fetch-cached.js';

/** The shipped model's evaluator for this game. Throws a one-line Error on any failure. */
export async function loadNeuralEvaluator(game: GameRef, onProgress?: LoadProgress): Promise<OnnxEvaluator> {
  const where = `the model ${NEURAL_CARD.name}`;
  // the wasm-only onnxruntime build (vite.config.ts) has its JavaScript glue inside; only the
  // .wasm is fetched, from where vite put it: here, with progress and a cached copy
  const wasmUrl = new URL(ortWasmUrl, self.location.href).href;
  ort.env.wasm.wasmPaths = { wasm: wasmUrl };
  let bytes: Uint8Array;
  const sizes = [0, 0], done = [0, 0];
  const report = (i: number) => (loaded: number, total: number) => { done[i] = loaded; sizes[i] = total; onProgress?.(done[0] + done[1], sizes[0] + sizes[1]); };
  try {
    const [model, wasm] = await Promise.all([fetchCached(new URL(modelUrl, self.location.href).href, report(0)), fetchCached(wasmUrl, report(1))]);
    bytes = model;
    ort.env.wasm.wasmBinary = wasm;
  } catch (e) {
    throw new Error(`${where} could not be downloaded (${e instanceof Error ? e.message : String(e)})`);
  }
  return OnnxEvaluator.fromBytes(bytes, NEURAL_CARD, game, where);
}
