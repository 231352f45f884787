// Types for comlink's Node adapter (shipped as an .mjs file without its own declaration path).
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  // a worker_threads Worker or MessagePort (kept loose: their postMessage signatures differ)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export default function nodeEndpoint(nep: any): Endpoint;
}
