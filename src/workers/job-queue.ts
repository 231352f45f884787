// Runs jobs on N worker_threads (Node only): each worker gets the next job when it reports one done.
// The worker entry (a .ts file, loaded through node-bootstrap.mjs) receives `data` as workerData
// plus `entry`, and answers with messages; `onMessage` decides: 'next' (the job is done, send
// another), 'more' (a progress message, keep waiting) or 'stop' (send no more jobs). A message
// with an `error` string fails the whole run. Callers: `vex arena --jobs`, `vex selfplay --workers`.
import { Worker } from 'node:worker_threads';

export type JobReply = 'next' | 'more' | 'stop';

export async function runOnWorkers<J, M extends { error?: string }>(
  entry: URL, data: Record<string, unknown>, n: number, jobs: J[], post: (job: J) => unknown, onMessage: (m: M) => JobReply,
): Promise<void> {
  const boot = new URL('./node-bootstrap.mjs', import.meta.url);
  const workers = Array.from({ length: Math.max(1, Math.min(n, jobs.length)) }, () => new Worker(boot, { workerData: { ...data, entry: entry.href } }));
  let next = 0;
  let stop = false;
  try {
    await Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (stop || next >= jobs.length) { resolve(); return; }
        w.postMessage(post(jobs[next++]));
      };
      w.on('message', (m: M) => {
        if (m.error) { reject(new Error(m.error)); return; }
        const r = onMessage(m);
        if (r === 'stop') stop = true;
        if (r !== 'more') feed();
      });
      w.on('error', reject);
      feed();
    })));
  } finally {
    for (const w of workers) void w.terminate();
  }
}
