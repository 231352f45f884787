// NumPy `.npy` arrays and `.npz` archives written (and read back) without numpy: an `.npz` is a
// zip of `.npy` files, which `numpy.load` reads directly. Entries are STORED or DEFLATED (raw
// deflate from node:zlib; numpy's zipfile reads both); no zip64, so an archive stays under 4 GiB.
// Layouts drawn below; dtypes are little-endian. Callers: the self-play shard writer
// (src/selfplay/shard.ts), tests, the ONNX evaluator's fixture check.
//
//   .npy v1.0:  "\x93NUMPY" 01 00 | u16 header length | header text | raw C-order data
//               header text: {'descr': '<f4', 'fortran_order': False, 'shape': (n, k), }
//               padded with spaces and ended by '\n' so that data starts at a multiple of 64.
//   zip:        [local header 30 B + name + data]* | [central header 46 B + name]* | end 22 B
import { deflateRawSync, inflateRawSync } from 'node:zlib';

export type NpyArray = Float32Array | Float64Array | Int32Array | Int16Array | Int8Array | Uint8Array;

export interface NdArray {
  data: NpyArray;
  shape: number[];
}

const DESCR: [new (n: number) => NpyArray, string][] = [
  [Float32Array, '<f4'], [Float64Array, '<f8'], [Int32Array, '<i4'], [Int16Array, '<i2'], [Int8Array, '|i1'], [Uint8Array, '|u1'],
];

function descrOf(a: NpyArray): string {
  for (const [T, d] of DESCR) if (a instanceof T) return d;
  throw new Error('npy: unsupported array type');
}

/** One array as `.npy` bytes. `shape`'s product must equal the data length. */
export function npyBytes(a: NdArray): Uint8Array {
  const n = a.shape.reduce((x, y) => x * y, 1);
  if (n !== a.data.length) throw new Error(`npy: shape [${a.shape.join(', ')}] holds ${n} values, data has ${a.data.length}`);
  const shape = a.shape.length === 1 ? `(${a.shape[0]},)` : `(${a.shape.join(', ')})`;
  let header = `{'descr': '${descrOf(a.data)}', 'fortran_order': False, 'shape': ${shape}, }`;
  const total = Math.ceil((10 + header.length + 1) / 64) * 64;
  header = header.padEnd(total - 10 - 1, ' ') + '\n';
  const out = new Uint8Array(total + a.data.byteLength);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0], 0);
  new DataView(out.buffer).setUint16(8, header.length, true);
  for (let i = 0; i < header.length; i++) out[10 + i] = header.charCodeAt(i);
  out.set(new Uint8Array(a.data.buffer, a.data.byteOffset, a.data.byteLength), total);
  return out;
}

/** Parses `.npy` bytes (v1/v2, C order, the dtypes above). Throws a one-line Error. */
export function parseNpy(b: Uint8Array): NdArray {
  if (b.length < 10 || b[0] !== 0x93 || String.fromCharCode(...b.subarray(1, 6)) !== 'NUMPY') throw new Error('npy: bad magic');
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const major = b[6];
  const hlen = major === 1 ? dv.getUint16(8, true) : dv.getUint32(8, true);
  const start = major === 1 ? 10 : 12;
  const header = String.fromCharCode(...b.subarray(start, start + hlen));
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  if (/'fortran_order':\s*True/.test(header)) throw new Error('npy: Fortran order is not supported');
  const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || shapeText === undefined) throw new Error('npy: bad header');
  const shape = shapeText.split(',').map((x) => x.trim()).filter((x) => x !== '').map(Number);
  const norm = descr.replace(/^[=]/, '<');
  const found = DESCR.find(([, d]) => d === norm);
  if (!found) throw new Error(`npy: unsupported dtype ${descr}`);
  const T = found[0] as unknown as { new (b: ArrayBuffer): NpyArray; BYTES_PER_ELEMENT: number };
  const n = shape.reduce((x, y) => x * y, 1);
  const off = start + hlen;
  if (b.length < off + n * T.BYTES_PER_ELEMENT) throw new Error('npy: data shorter than its shape');
  // a fresh, aligned copy (Node Buffers are views into shared pools, and their slice is a view)
  const copy = new Uint8Array(n * T.BYTES_PER_ELEMENT);
  copy.set(b.subarray(off, off + n * T.BYTES_PER_ELEMENT));
  return { data: new T(copy.buffer), shape };
}

let CRC_TABLE: Uint32Array | null = null;
/** CRC-32 (IEEE, as zip uses). */
export function crc32(b: Uint8Array): number {
  if (!CRC_TABLE) {
    CRC_TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC_TABLE[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < b.length; i++) c = CRC_TABLE[(c ^ b[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry { name: string; data: Uint8Array }

/** A zip archive of the entries; `deflate` compresses each (method 8), else STORED (method 0). */
export function zipBytes(entries: ZipEntry[], deflate = false): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const crc = crc32(e.data);
    const body = deflate ? new Uint8Array(deflateRawSync(e.data)) : e.data;
    if (offset + 30 + name.length + body.length > 0xffffffff) throw new Error('npz: archive over 4 GiB (no zip64)');
    const method = deflate ? 8 : 0;
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true); // version needed
    lv.setUint16(8, method, true);
    lv.setUint16(10, 0, true); // time
    lv.setUint16(12, 0x21, true); // date 1980-01-01
    lv.setUint32(14, crc, true);
    lv.setUint32(18, body.length, true);
    lv.setUint32(22, e.data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const cen = new Uint8Array(46 + name.length);
    const cv = new DataView(cen.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true); // made by
    cv.setUint16(6, 20, true); // needed
    cv.setUint16(10, method, true);
    cv.setUint16(14, 0x21, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, body.length, true);
    cv.setUint32(24, e.data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    cen.set(name, 46);
    parts.push(local, body);
    central.push(cen);
    offset += local.length + body.length;
  }
  const cenSize = central.reduce((t, c) => t + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cenSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + cenSize + 22);
  let p = 0;
  for (const x of [...parts, ...central, end]) { out.set(x, p); p += x.length; }
  return out;
}

/** The entries of a zip written by zipBytes (or any zip without zip64 / encryption). */
export function unzipBytes(z: Uint8Array): ZipEntry[] {
  const dv = new DataView(z.buffer, z.byteOffset, z.byteLength);
  let eocd = -1;
  for (let i = z.length - 22; i >= Math.max(0, z.length - 22 - 65535); i--) if (dv.getUint32(i, true) === 0x06054b50) { eocd = i; break; }
  if (eocd < 0) throw new Error('zip: no end of central directory (truncated file?)');
  const count = dv.getUint16(eocd + 10, true);
  let p = dv.getUint32(eocd + 16, true);
  const out: ZipEntry[] = [];
  for (let k = 0; k < count; k++) {
    if (dv.getUint32(p, true) !== 0x02014b50) throw new Error('zip: bad central directory');
    const method = dv.getUint16(p + 10, true);
    const crc = dv.getUint32(p + 16, true);
    const csize = dv.getUint32(p + 20, true);
    const nlen = dv.getUint16(p + 28, true), xlen = dv.getUint16(p + 30, true), clen = dv.getUint16(p + 32, true);
    const lho = dv.getUint32(p + 42, true);
    const name = new TextDecoder().decode(z.subarray(p + 46, p + 46 + nlen));
    const dataAt = lho + 30 + dv.getUint16(lho + 26, true) + dv.getUint16(lho + 28, true);
    const raw = z.subarray(dataAt, dataAt + csize);
    let data: Uint8Array;
    if (method === 0) data = new Uint8Array(raw); // a copy, also when z is a Node Buffer
    else if (method === 8) data = new Uint8Array(inflateRawSync(raw));
    else throw new Error(`zip: ${name} uses compression method ${method}`);
    if (crc32(data) !== crc) throw new Error(`zip: ${name} fails its CRC check`);
    out.push({ name, data });
    p += 46 + nlen + xlen + clen;
  }
  return out;
}

/** An `.npz` archive of named arrays (names without ".npy"). */
export function npzBytes(arrays: Record<string, NdArray>, deflate = true): Uint8Array {
  return zipBytes(Object.entries(arrays).map(([k, a]) => ({ name: `${k}.npy`, data: npyBytes(a) })), deflate);
}

/** The arrays of an `.npz` archive by name. */
export function parseNpz(z: Uint8Array): Record<string, NdArray> {
  const out: Record<string, NdArray> = {};
  for (const e of unzipBytes(z)) out[e.name.replace(/\.npy$/, '')] = parseNpy(e.data);
  return out;
}
