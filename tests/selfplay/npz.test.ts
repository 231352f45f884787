// The .npy/.npz writer: numpy (Debian's /usr/bin/python3, installed by .ci/run) reads what we
// write, STORED and DEFLATED, every dtype we use; our reader reads it back; CRC and shape checks.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npzBytes, parseNpz, npyBytes, parseNpy, crc32, zipBytes, unzipBytes } from '../../src/selfplay/npz.js';
import { testTempDir } from '../temp-dir.js';

const PY = '/usr/bin/python3';

function arrays() {
  return {
    f: { data: Float32Array.from([0, 1.5, -2.25, 1 / 3, 7, 8]), shape: [2, 3] },
    d: { data: Float64Array.from([Math.PI]), shape: [1] },
    i: { data: Int32Array.from([-1, 70400, 5, 2147483647]), shape: [2, 2] },
    h: { data: Int16Array.from([1, -15]), shape: [2] },
    b: { data: Int8Array.from([0, 1, -1]), shape: [3] },
    u: { data: Uint8Array.from([255, 0, 1, 2]), shape: [1, 2, 2] },
    empty: { data: new Float32Array(0), shape: [0, 4] },
  };
}

describe('npz', () => {
  it('crc32 matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips through our reader, stored and deflated', () => {
    for (const deflate of [false, true]) {
      const back = parseNpz(npzBytes(arrays(), deflate));
      for (const [k, a] of Object.entries(arrays())) {
        expect(back[k].shape).toEqual(a.shape);
        expect(back[k].data.constructor).toBe(a.data.constructor);
        expect(Array.from(back[k].data)).toEqual(Array.from(a.data));
      }
    }
    const one = npyBytes({ data: Float32Array.from([1, 2]), shape: [2] });
    expect((one.indexOf(0x0a) + 1) % 64).toBe(0); // data starts at a multiple of 64
    expect(() => npyBytes({ data: new Float32Array(3), shape: [2, 2] })).toThrow(/holds 4 values/);
    const z = zipBytes([{ name: 'a.npy', data: npyBytes({ data: Int32Array.from([1]), shape: [1] }) }]);
    z[z.length - 22 - 46 - 5 - 1] ^= 0xff; // corrupt the last data byte
    expect(() => unzipBytes(z)).toThrow(/CRC/);
    expect(parseNpy(npyBytes({ data: Int8Array.from([3]), shape: [1] })).data[0]).toBe(3);
  });

  it('numpy reads the archives, stored and deflated, with dtypes, shapes and values', () => {
    const dir = testTempDir('vex-npz-');
    for (const deflate of [false, true]) {
      const file = join(dir, `t${deflate ? 'd' : 's'}.npz`);
      writeFileSync(file, npzBytes(arrays(), deflate));
      const py = `
import json, sys, numpy as np
d = np.load(sys.argv[1])
print(json.dumps({k: [str(d[k].dtype), list(d[k].shape), d[k].ravel().tolist()] for k in d.files}))`;
      const r = spawnSync(PY, ['-c', py, file], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      const got = JSON.parse(r.stdout) as Record<string, [string, number[], number[]]>;
      const want: Record<string, string> = { f: 'float32', d: 'float64', i: 'int32', h: 'int16', b: 'int8', u: 'uint8', empty: 'float32' };
      for (const [k, a] of Object.entries(arrays())) {
        expect(got[k][0]).toBe(want[k]);
        expect(got[k][1]).toEqual(a.shape);
        expect(got[k][2]).toEqual(Array.from(a.data));
      }
    }
    // numpy's own archives (stored and deflated, zip64 extras), read from Node Buffers
    const py = `
import sys, numpy as np
a = dict(i=np.arange(7, dtype=np.int32) - 3, f=np.linspace(0, 1, 6, dtype=np.float32).reshape(2, 3), b=np.array([1, -2], dtype=np.int8))
np.savez(sys.argv[1] + '/s.npz', **a)
np.savez_compressed(sys.argv[1] + '/c.npz', **a)`;
    expect(spawnSync(PY, ['-c', py, dir], { encoding: 'utf8' }).stderr).toBe('');
    for (const f of ['s.npz', 'c.npz']) {
      const d = parseNpz(readFileSync(join(dir, f)));
      expect(Array.from(d.i.data)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
      expect(d.f.shape).toEqual([2, 3]);
      expect(Array.from(d.f.data)).toEqual(Array.from(Float32Array.from([0, 0.2, 0.4, 0.6, 0.8, 1])));
      expect(Array.from(d.b.data)).toEqual([1, -2]);
    }
  });
});
