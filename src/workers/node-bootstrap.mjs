// Node only: a worker_threads entry that teaches the worker to load TypeScript (tsx), then loads
// the real worker entry named in workerData.entry. Browsers load the .ts entry through vite.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
