// Large assets (the shipped network and onnxruntime's 14 MB .wasm) fetched with progress and kept
// in the browser's Cache Storage, so a second game (or a reload) starts without downloading them
// again. Asset names carry vite's content hash, so a cached copy never goes stale. Where Cache
// Storage is missing (an insecure origin, a private window) the file is simply fetched.
// Caller: neural-search.ts (in the AI worker).

const CACHE = 'vexillum-assets-v1';

export type LoadProgress = (loaded: number, total: number) => void;

export async function fetchCached(url: string, onProgress?: LoadProgress): Promise<Uint8Array> {
  let cache: Cache | null = null;
  try {
    cache = await caches.open(CACHE);
    const hit = await cache.match(url);
    if (hit) {
      const b = new Uint8Array(await hit.arrayBuffer());
      onProgress?.(b.length, b.length);
      return b;
    }
  } catch {
    cache = null;
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const total = Number(res.headers.get('content-length')) || 0;
  let bytes: Uint8Array;
  if (!res.body) bytes = new Uint8Array(await res.arrayBuffer());
  else {
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.length;
      onProgress?.(loaded, total || loaded);
    }
    bytes = new Uint8Array(loaded);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
  }
  onProgress?.(bytes.length, bytes.length);
  try {
    await cache?.put(url, new Response(bytes.slice().buffer, { headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/octet-stream' } }));
  } catch { /* a full or refused cache only costs the next download */ }
  return bytes;
}
